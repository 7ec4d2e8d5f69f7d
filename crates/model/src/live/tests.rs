use super::*;
use crate::storage_keys::{LIVE_LECTURER_KEY, LIVE_STUDENT_KEY};
use crate::{Action, Edit, Effect, Model, Setting, Step, ViewAction, Zoom};
use ::live::{Asked, Asks, ClientMessage, Phase, Question, ResultRow, Results, CUT};
use ::search::{CutRule, Settings};
use std::ops::Deref;

const CODE: &str = "ABC234";
const KEY: &str = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
const TOKEN: &str = "fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210";

/// A page (its [`Model`]) with its live app (`l`), wired as the app wires them: the page's
/// `LiveView` goes to the live app, the live app's `ShowScene` to the page.
#[derive(Clone)]
struct Page {
    m: Model,
    l: LiveModel,
}

/// What the page and the live app were asked to do.
#[derive(Default)]
struct Out {
    page: Vec<Effect>,
    live: Vec<LiveEffect>,
}

impl Deref for Page {
    type Target = Model;
    fn deref(&self) -> &Model {
        &self.m
    }
}

impl Page {
    /// `m` with the live app shown: as the lecturer, or as a student of `code`.
    fn new(m: Model, code: Option<&str>) -> Page {
        let mut page = Page {
            m,
            l: LiveModel::default(),
        };
        let out = page.act(Action::OpenLive {
            code: code.map(str::to_string),
        });
        assert!(out
            .page
            .iter()
            .any(|e| matches!(e, Effect::OpenLive { .. })));
        assert!(page.l.view().is_some(), "the page reports its view");
        page
    }
    fn act(&mut self, a: Action) -> Out {
        let mut out = Out::default();
        self.page_do(a, &mut out);
        out
    }
    fn live(&mut self, a: LiveAction) -> Out {
        let mut out = Out::default();
        self.live_do(a, &mut out);
        out
    }
    fn page_do(&mut self, a: Action, out: &mut Out) {
        for e in self.m.apply(a).effects {
            if let Effect::LiveView {
                query,
                step,
                question,
            } = &e
            {
                let view = PageView {
                    query: query.clone(),
                    step: *step,
                    question: question.clone(),
                };
                self.live_do(LiveAction::View(view), out);
            }
            out.page.push(e);
        }
    }
    fn live_do(&mut self, a: LiveAction, out: &mut Out) {
        for e in self.l.apply(a) {
            if let LiveEffect::ShowScene { query, step } = &e {
                let show = Action::ShowScene {
                    query: query.clone(),
                    step: *step,
                };
                self.page_do(show, out);
            }
            out.live.push(e);
        }
    }
}

fn figure() -> Model {
    let tree = ::search::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    Model::new(tree, Settings::default(), 1280.0)
}

/// The messages an outcome sends.
fn sent(effects: &[LiveEffect]) -> Vec<ClientMessage> {
    effects
        .iter()
        .filter_map(|e| match e {
            LiveEffect::Send(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

fn scene_of(m: &Model) -> Scene {
    Scene {
        query: query::to_query(m.tree(), m.settings(), Some(m.step())),
        step: m.step() as u32,
    }
}

/// A lecturer's page whose session is started.
fn lecturing() -> Page {
    let mut m = Page::new(figure(), None);
    let out = m.live(LiveAction::Start);
    assert!(out.live.contains(&LiveEffect::Connect));
    let out = m.live(LiveAction::Connected);
    assert_eq!(
        sent(&out.live),
        vec![ClientMessage::Start {
            scene: scene_of(&m)
        }]
    );
    let out = m.live(LiveAction::Heard(ServerMessage::Lecturing {
        code: CODE.into(),
        key: KEY.into(),
        scene: scene_of(&m),
        students: 0,
        asked: None,
    }));
    assert!(out.live.contains(&LiveEffect::Keep {
        key: LIVE_LECTURER_KEY,
        value: Some(format!("code={CODE}&key={KEY}")),
    }));
    assert_eq!(sent(&out.live), vec![], "the server has this scene");
    m
}

/// A student's page joined to the session, shown the lecturer's `scene`.
fn student(scene: &Scene) -> Page {
    let mut m = Page::new(Model::default_with_width(390.0), Some(CODE));
    let out = m.live(LiveAction::Join {
        code: " abc-234 ".into(),
        name: "Ada".into(),
    });
    assert!(out.live.contains(&LiveEffect::Connect));
    let out = m.live(LiveAction::Connected);
    assert_eq!(
        sent(&out.live),
        vec![ClientMessage::Join {
            code: CODE.into(),
            name: Some("Ada".into()),
            student: None,
        }]
    );
    let out = m.live(LiveAction::Heard(ServerMessage::Joined {
        code: CODE.into(),
        student: TOKEN.into(),
        name: "Ada".into(),
        scene: scene.clone(),
        asked: None,
    }));
    assert!(out.live.contains(&LiveEffect::Keep {
        key: LIVE_STUDENT_KEY,
        value: Some(format!("code={CODE}&student={TOKEN}&name=Ada")),
    }));
    assert!(
        !out.page.contains(&Effect::Save),
        "the lecturer's tree is not the student's work"
    );
    m
}

fn shown(m: &Page) -> Option<Scene> {
    let out = sent(&m.clone().live(LiveAction::Lost).live);
    assert!(out.is_empty());
    m.l.lecturer().and_then(|l| l.sent.clone())
}

#[test]
fn a_lecturers_step_or_edit_is_shown_to_the_class_and_nothing_else_is() {
    let mut m = lecturing();
    let out = m.act(Action::Replay(Step::Forward));
    assert_eq!(
        sent(&out.live),
        vec![ClientMessage::Show {
            scene: scene_of(&m)
        }]
    );
    assert_eq!(m.step(), 1);
    // Nothing the class sees changed: nothing sent.
    for a in [
        Action::View(ViewAction::ToggleCode),
        Action::View(ViewAction::Zoom(Zoom::In)),
        Action::Replay(Step::SetSpeed(crate::Speed::new(2))),
    ] {
        assert_eq!(sent(&m.act(a.clone()).live), vec![], "{a:?}");
    }
    // An edit of a leaf's value, the conventions, a jump: each sent once.
    let leaf = m.tree().leaves()[0];
    for a in [
        Action::Edit(Edit::Value(leaf, "7".into())),
        Action::Setting(Setting::Rule(CutRule::Gt)),
        Action::Replay(Step::Last),
    ] {
        let out = m.act(a.clone());
        let scene = scene_of(&m);
        assert_eq!(
            sent(&out.live),
            vec![ClientMessage::Show {
                scene: scene.clone()
            }],
            "{a:?}"
        );
        assert_eq!(shown(&m), Some(scene));
        assert_eq!(sent(&m.act(a).live), vec![], "the same again: nothing");
    }
    assert!(m
        .l
        .lecturer()
        .unwrap()
        .sent
        .as_ref()
        .unwrap()
        .query
        .contains("rule=gt"));
}

#[test]
fn a_lecturer_offline_sends_nothing_and_shows_the_scene_on_resuming() {
    let mut m = lecturing();
    m.live(LiveAction::Lost);
    assert_eq!(m.l.conn(), Conn::Down);
    assert_eq!(sent(&m.act(Action::Replay(Step::Forward)).live), vec![]);
    let out = m.live(LiveAction::Connected);
    assert_eq!(
        sent(&out.live),
        vec![ClientMessage::Resume {
            code: CODE.into(),
            key: KEY.into()
        }]
    );
    // The server's scene is step 0's: the class is shown this one.
    let mut first = figure();
    first.apply(Action::Replay(Step::First));
    let out = m.live(LiveAction::Heard(ServerMessage::Lecturing {
        code: CODE.into(),
        key: KEY.into(),
        scene: scene_of(&first),
        students: 3,
        asked: None,
    }));
    assert_eq!(
        sent(&out.live),
        vec![ClientMessage::Show {
            scene: scene_of(&m)
        }]
    );
    assert_eq!(m.l.lecturer().unwrap().students, 3);
}

#[test]
fn a_reload_resumes_or_rejoins_with_what_the_browser_kept() {
    let mut m = Page::new(figure(), None);
    let out = m.live(LiveAction::Opened {
        link: None,
        lecturer: Some(format!("code={CODE}&key={KEY}")),
        student: None,
    });
    assert!(out.live.contains(&LiveEffect::Connect));
    assert!(m.l.open());
    let out = m.live(LiveAction::Connected);
    assert_eq!(
        sent(&out.live),
        vec![ClientMessage::Resume {
            code: CODE.into(),
            key: KEY.into()
        }]
    );

    let mut s = Page::new(figure(), Some(CODE));
    let out = s.live(LiveAction::Opened {
        link: Some(CODE.to_lowercase()),
        lecturer: None,
        student: Some(format!("code={CODE}&student={TOKEN}&name=Ada%20L")),
    });
    assert!(out.live.contains(&LiveEffect::Connect));
    let out = s.live(LiveAction::Connected);
    let join = ClientMessage::Join {
        code: CODE.into(),
        name: Some("Ada L".into()),
        student: Some(TOKEN.into()),
    };
    assert_eq!(sent(&out.live), vec![join.clone()]);
    // Dropped, and back: the same student again.
    s.live(LiveAction::Lost);
    assert_eq!(sent(&s.live(LiveAction::Connected).live), vec![join]);

    // A link to another session waits for Join.
    let mut other = Page::new(figure(), Some("XYZ789"));
    let out = other.live(LiveAction::Opened {
        link: Some("XYZ789".into()),
        lecturer: None,
        student: Some(format!("code={CODE}&student={TOKEN}")),
    });
    assert!(out.live.is_empty());
    assert_eq!(other.l.student().unwrap().code, "XYZ789");
}

#[test]
fn a_student_follows_the_scene_until_they_step_and_follow_returns() {
    let mut lecturer = lecturing();
    for _ in 0..5 {
        lecturer.act(Action::Replay(Step::Forward));
    }
    let mut m = student(&scene_of(&lecturer));
    assert_eq!(**m.tree(), **lecturer.tree());
    assert_eq!(m.step(), 5);
    assert_eq!(m.l.following(), Some(true));

    lecturer.act(Action::Replay(Step::Forward));
    m.live(LiveAction::Heard(ServerMessage::Scene {
        scene: scene_of(&lecturer),
    }));
    assert_eq!(m.step(), 6);

    // Their own step: no longer following; the class moves on without them.
    m.act(Action::Replay(Step::Back));
    assert_eq!(m.l.following(), Some(false));
    lecturer.act(Action::Setting(Setting::Rule(CutRule::Gt)));
    lecturer.act(Action::Replay(Step::Forward));
    m.live(LiveAction::Heard(ServerMessage::Scene {
        scene: scene_of(&lecturer),
    }));
    assert_eq!(m.step(), 5);
    assert_eq!(m.settings().rule, CutRule::Ge);

    let out = m.live(LiveAction::Follow);
    assert_eq!(m.l.following(), Some(true));
    assert_eq!((m.step(), m.settings().rule), (7, CutRule::Gt));
    assert!(!out.page.contains(&Effect::Save));
    assert_eq!(sent(&out.live), vec![]);

    // A jump of their own stops following too; a zoom does not move the scene.
    m.act(Action::View(ViewAction::Zoom(Zoom::In)));
    assert_eq!(m.l.following(), Some(true));
    m.act(Action::Replay(Step::First));
    assert_eq!(m.l.following(), Some(false));
}

#[test]
fn a_student_never_drives_the_class() {
    let lecturer = lecturing();
    let mut m = student(&scene_of(&lecturer));
    let leaf = m.tree().leaves()[0];
    let actions = [
        Action::Replay(Step::Forward),
        Action::Replay(Step::Last),
        Action::Edit(Edit::Value(leaf, "9".into())),
        Action::Setting(Setting::Rule(CutRule::Gt)),
    ];
    let live_actions = [
        LiveAction::Ask,
        LiveAction::ShowVotes,
        LiveAction::Revote,
        LiveAction::Reveal,
        LiveAction::Results,
        LiveAction::Follow,
        LiveAction::Answer(crate::Guess::Cut(true)),
    ];
    let outs = actions
        .into_iter()
        .map(|a| (format!("{a:?}"), m.act(a)))
        .collect::<Vec<_>>();
    let outs = outs.into_iter().chain(
        live_actions
            .into_iter()
            .map(|a| (format!("{a:?}"), m.live(a)))
            .collect::<Vec<_>>(),
    );
    for (a, out) in outs {
        for message in sent(&out.live) {
            assert!(!message.drives(), "{a:?} sent {message:?}");
            assert!(matches!(
                message,
                ClientMessage::Join { .. } | ClientMessage::Answer { .. }
            ));
        }
    }
}

fn asked(id: u32, asks: Asks, phase: Phase, mine: Vec<(u8, String)>) -> Asked {
    Asked {
        question: Question {
            id,
            step: 3,
            asks,
            node: "B".into(),
        },
        phase,
        votes: Vec::new(),
        answer: None,
        answered: 0,
        mine,
    }
}

#[test]
fn a_question_heard_is_answered_once_a_round_and_received() {
    let lecturer = lecturing();
    let mut m = student(&scene_of(&lecturer));
    let heard = |a: Asked| LiveAction::Heard(ServerMessage::Question { asked: a });
    m.live(heard(asked(1, Asks::Cut, Phase::Open { round: 1 }, vec![])));
    assert!(m.l.student().unwrap().may_answer());
    let out = m.live(LiveAction::Answer(crate::Guess::Cut(true)));
    assert_eq!(
        sent(&out.live),
        vec![ClientMessage::Answer {
            question: 1,
            round: 1,
            choice: CUT.into()
        }]
    );
    // A second answer in the round is not sent.
    let out = m.live(LiveAction::Answer(crate::Guess::Cut(false)));
    assert_eq!(sent(&out.live), vec![]);
    m.live(LiveAction::Heard(ServerMessage::Received {
        question: 1,
        round: 1,
        choice: CUT.into(),
    }));
    let s = m.l.student().unwrap();
    assert_eq!(s.received_in(1, 1), Some(CUT));
    assert!(s.sent.is_none());

    // Round 2, then the verdict.
    m.live(heard(asked(1, Asks::Cut, Phase::Open { round: 2 }, vec![])));
    assert!(m.l.student().unwrap().may_answer());
    m.live(LiveAction::Heard(ServerMessage::Verdict {
        question: 1,
        right: vec![(1, true)],
    }));
    assert_eq!(m.l.student().unwrap().verdict, Some((1, vec![(1, true)])));

    // A value question: the canonical form is sent; a word is refused on the page.
    m.live(heard(asked(
        2,
        Asks::Value,
        Phase::Open { round: 1 },
        vec![],
    )));
    assert_eq!(m.l.student().unwrap().verdict, None);
    let out = m.live(LiveAction::Answer(crate::Guess::Value("three".into())));
    assert_eq!(sent(&out.live), vec![]);
    assert!(matches!(m.l.error(), Some(LiveError::NotAValue(_))));
    let out = m.live(LiveAction::Answer(crate::Guess::Value(" -∞ ".into())));
    assert_eq!(
        sent(&out.live),
        vec![ClientMessage::Answer {
            question: 2,
            round: 1,
            choice: "-inf".into()
        }]
    );
    assert_eq!(m.l.error(), None);
}

#[test]
fn an_answer_sent_but_never_stored_is_sent_again_on_rejoining() {
    let lecturer = lecturing();
    let mut m = student(&scene_of(&lecturer));
    let q = asked(4, Asks::Cut, Phase::Open { round: 1 }, vec![]);
    m.live(LiveAction::Heard(ServerMessage::Question {
        asked: q.clone(),
    }));
    m.live(LiveAction::Answer(crate::Guess::Cut(false)));
    m.live(LiveAction::Lost);
    m.live(LiveAction::Connected);
    let out = m.live(LiveAction::Heard(ServerMessage::Joined {
        code: CODE.into(),
        student: TOKEN.into(),
        name: "Ada".into(),
        scene: scene_of(&lecturer),
        asked: Some(q.clone()),
    }));
    assert_eq!(
        sent(&out.live),
        vec![ClientMessage::Answer {
            question: 4,
            round: 1,
            choice: "no-cut".into()
        }]
    );
    // Stored before the drop: the server's account says so, nothing is sent again.
    let mut m2 = student(&scene_of(&lecturer));
    m2.live(LiveAction::Heard(ServerMessage::Question {
        asked: q.clone(),
    }));
    m2.live(LiveAction::Answer(crate::Guess::Cut(false)));
    let out = m2.live(LiveAction::Heard(ServerMessage::Joined {
        code: CODE.into(),
        student: TOKEN.into(),
        name: "Ada".into(),
        scene: scene_of(&lecturer),
        asked: Some(Asked {
            mine: vec![(1, "no-cut".into())],
            ..q
        }),
    }));
    assert_eq!(sent(&out.live), vec![]);
    assert_eq!(m2.l.student().unwrap().received_in(4, 1), Some("no-cut"));
}

#[test]
fn the_lecturer_asks_what_predict_would_with_the_trace_s_answer() {
    let mut m = lecturing();
    // Step 0 decides nothing: nothing to ask.
    assert!(m.live_question().is_none());
    assert_eq!(sent(&m.live(LiveAction::Ask).live), vec![]);
    while m.live_question().is_none() {
        m.act(Action::Replay(Step::Forward));
    }
    let (_, asks, node, answer) = m.live_question().unwrap();
    let out = m.live(LiveAction::Ask);
    assert_eq!(
        sent(&out.live),
        vec![ClientMessage::Ask {
            step: m.step() as u32,
            asks,
            node,
            answer: answer.clone()
        }]
    );
    assert!(::live::limits::is_choice(asks, &answer));
    for (a, message) in [
        (LiveAction::ShowVotes, ClientMessage::ShowVotes),
        (LiveAction::Revote, ClientMessage::Revote),
        (LiveAction::Reveal, ClientMessage::Reveal),
        (LiveAction::Results, ClientMessage::Results),
    ] {
        assert_eq!(sent(&m.live(a).live), vec![message]);
    }
    // The counts heard.
    m.live(LiveAction::Heard(ServerMessage::Question {
        asked: asked(1, asks, Phase::Open { round: 1 }, vec![]),
    }));
    m.live(LiveAction::Heard(ServerMessage::Answered {
        question: 1,
        round: 1,
        answered: 2,
    }));
    assert_eq!(m.l.lecturer().unwrap().answered, 2);
    let results = Results {
        code: CODE.into(),
        questions: vec![(
            asked(1, asks, Phase::Open { round: 1 }, vec![]).question,
            answer,
        )],
        rows: vec![ResultRow {
            student: "Ada".into(),
            answers: vec![[Some(("cut".into(), true)), None]],
        }],
    };
    let out = m.live(LiveAction::Heard(ServerMessage::Results {
        results: results.clone(),
    }));
    assert_eq!(
        out.live,
        vec![LiveEffect::Download {
            name: format!("live-{CODE}.csv"),
            text: results.to_csv()
        }]
    );
}

#[test]
fn a_code_that_cannot_be_one_is_said_and_no_connection_is_made() {
    let mut m = Page::new(figure(), Some("hello"));
    let out = m.live(LiveAction::Join {
        code: "hello".into(),
        name: String::new(),
    });
    assert!(out.live.is_empty());
    assert_eq!(m.l.error(), Some(&LiveError::BadCode("hello".into())));
    // A session gone: the lecturer's key is forgotten.
    let mut l = lecturing();
    let out = l.live(LiveAction::Heard(ServerMessage::Error {
        error: ::live::Refusal::NotLecturer,
    }));
    assert!(out.live.contains(&LiveEffect::Keep {
        key: LIVE_LECTURER_KEY,
        value: None
    }));
    assert!(l.l.lecturer().is_none());
}
