//! The page's [`Model`] in a live lecture (the [`Live`] part's behaviour that needs the whole
//! model): the lecturer's page sends the class its scene whenever the model's own account of it
//! changes (after every action, [`Model::live_follow_up`]); a student's page shows the scene
//! it hears while following, and answers the question put.

use crate::effect::Effect;
use crate::live::{
    keep_lecturer, keep_student, kept, Conn, Lecturer, Live, LiveAction, LiveError, Role, Student,
};
use crate::predict::{question_at, Guess, Question};
use crate::storage_keys::{LIVE_LECTURER_KEY, LIVE_STUDENT_KEY};
use crate::{Mode, Model, ViewAction, Zoom};
use ::live::limits::{normalize_code, MAX_NAME};
use ::live::{Asks, ClientMessage, Refusal, Scene, ServerMessage, CUT, NO_CUT};
use ::search::Event;
use std::rc::Rc;
use teach::practice::Bound;

impl Model {
    pub fn live(&self) -> &Live {
        &self.live
    }

    /// The question Predict would ask at the step shown (of the event shown next), what it
    /// asks, of which node (its label), and its right answer as the class's choices write it.
    pub fn live_question(&self) -> Option<(Question, Asks, String, String)> {
        let (tree, trace) = (self.tree(), self.trace());
        let step = self.step();
        let q = question_at(tree, trace, step)?;
        let (asks, node, answer) = match (q, trace.events.get(step)?) {
            (Question::Cut(n), Event::Test { cut, .. }) => {
                (Asks::Cut, n, if *cut { CUT } else { NO_CUT }.to_string())
            }
            (Question::Value(n), Event::Return { value, .. }) => (
                Asks::Value,
                n,
                Bound::from_score(&trace.table, *value)?.show(false),
            ),
            _ => return None,
        };
        Some((q, asks, tree.label(node).into_owned(), answer))
    }

    /// The scene the page shows: its link query and step.
    fn scene_now(&mut self) -> Scene {
        let analysis = Rc::clone(&self.analysis);
        let step = self.step();
        let lecturer = self.live.lecturer_mut();
        let base = match lecturer.and_then(|l| l.base.as_ref()) {
            Some((a, text)) if Rc::ptr_eq(a, &analysis) => text.clone(),
            _ => {
                let text = query::to_query(analysis.tree(), analysis.settings(), None);
                if let Some(l) = self.live.lecturer_mut() {
                    l.base = Some((Rc::clone(&analysis), text.clone()));
                }
                text
            }
        };
        Scene {
            query: format!("{base}&step={step}"),
            step: step as u32,
        }
    }

    /// Sends `message` if the connection is up. A student's page sends nothing that drives
    /// the class.
    fn send(&mut self, message: ClientMessage) {
        if self.live.conn != Conn::Up {
            return;
        }
        if self.live.student().is_some() && message.drives() {
            return;
        }
        self.ask(Effect::LiveSend(message));
    }

    /// What the page says first on a new connection: resume the session, start one, or join.
    fn hello(&mut self) -> Option<ClientMessage> {
        match &self.live.role {
            Role::None => None,
            Role::Lecturer(Lecturer {
                code: Some(code),
                key: Some(key),
                ..
            }) => Some(ClientMessage::Resume {
                code: code.clone(),
                key: key.clone(),
            }),
            Role::Lecturer(_) => Some(ClientMessage::Start {
                scene: self.scene_now(),
            }),
            Role::Student(s) => Some(ClientMessage::Join {
                code: s.code.clone(),
                name: s.name.clone(),
                student: s.token.clone(),
            }),
        }
    }

    /// Opens the connection, or says hello on the one open.
    fn connect(&mut self) {
        match self.live.conn {
            Conn::Up => {
                if let Some(hello) = self.hello() {
                    self.send(hello);
                }
            }
            Conn::Off | Conn::NoServer => {
                self.live.conn = Conn::Connecting;
                self.ask(Effect::LiveConnect);
            }
            // Reconnecting already: hello follows the connection.
            Conn::Connecting | Conn::Down => {}
        }
    }

    /// After any action, on the lecturer's page: the scene, sent if the class does not see it.
    pub(super) fn live_follow_up(&mut self) {
        let ready = self
            .live
            .lecturer()
            .is_some_and(|l| l.code.is_some() && l.sent.is_some());
        if !ready || self.live.conn != Conn::Up {
            return;
        }
        let scene = self.scene_now();
        let Some(lecturer) = self.live.lecturer_mut() else {
            return;
        };
        if lecturer.sent.as_ref() != Some(&scene) {
            lecturer.sent = Some(scene.clone());
            self.send(ClientMessage::Show { scene });
        }
    }

    /// Before an action on a student's page: stepping or zooming on their own stops following
    /// the lecturer.
    pub(super) fn live_own_move(&mut self, action: &crate::Action) {
        let own = matches!(
            action,
            crate::Action::Replay(_) | crate::Action::View(ViewAction::Zoom(Zoom::In | Zoom::Out))
        );
        if own {
            if let Some(s) = self.live.student_mut() {
                s.following = false;
            }
        }
    }

    /// Shows the student the lecturer's scene, as opening its link would.
    fn show_scene(&mut self) {
        let Some(student) = self.live.student() else {
            return;
        };
        let Some(scene) = student.scene.clone() else {
            return;
        };
        let base = query::without(&scene.query, "step");
        let same = matches!(&student.shown, Some((a, text)) if Rc::ptr_eq(a, &self.analysis) && *text == base);
        if !same {
            let q = query::parse_query(&scene.query);
            let Some(Ok(tree)) = q.tree else {
                return;
            };
            if tree == **self.tree() {
                self.set_settings(q.settings);
            } else {
                self.load_new_tree(tree, q.settings);
            }
            let analysis = Rc::clone(&self.analysis);
            if let Some(s) = self.live.student_mut() {
                s.shown = Some((analysis, base));
            }
        }
        self.forget_question();
        self.playback.seek(&self.analysis, scene.step as usize);
        self.view.set_mode(Mode::Trees);
    }

    pub(super) fn live_action(&mut self, action: LiveAction) -> bool {
        match action {
            LiveAction::Start => {
                self.live.open = true;
                if self.live.lecturer().is_none() {
                    self.live.role = Role::Lecturer(Lecturer::default());
                    self.live.error = None;
                    self.connect();
                }
                true
            }
            LiveAction::Hide => std::mem::replace(&mut self.live.open, false),
            LiveAction::End => {
                self.live = Live::default();
                self.ask(Effect::LiveClose);
                self.ask(Effect::Keep {
                    key: LIVE_LECTURER_KEY,
                    value: None,
                });
                true
            }
            LiveAction::Ask => {
                let Some((_, asks, node, answer)) = self.live_question() else {
                    return false;
                };
                if self.live.lecturer().is_none_or(|l| l.code.is_none()) {
                    return false;
                }
                let step = self.step() as u32;
                self.send(ClientMessage::Ask {
                    step,
                    asks,
                    node,
                    answer,
                });
                false
            }
            LiveAction::ShowVotes => self.drive(ClientMessage::ShowVotes),
            LiveAction::Revote => self.drive(ClientMessage::Revote),
            LiveAction::Reveal => self.drive(ClientMessage::Reveal),
            LiveAction::Results => self.drive(ClientMessage::Results),
            LiveAction::Join { code, name } => self.join(&code, &name),
            LiveAction::Follow => {
                let Some(s) = self.live.student_mut() else {
                    return false;
                };
                s.following = true;
                self.show_scene();
                true
            }
            LiveAction::Answer(guess) => self.live_answer(guess),
            LiveAction::Opened {
                link,
                lecturer,
                student,
            } => self.opened(link, lecturer, student),
            LiveAction::Connected => {
                self.live.conn = Conn::Up;
                if let Some(s) = self.live.student_mut() {
                    s.joined = false;
                }
                // What the class sees is the server's to say again (`Lecturing`).
                if let Some(l) = self.live.lecturer_mut() {
                    l.sent = None;
                }
                if let Some(hello) = self.hello() {
                    self.send(hello);
                }
                true
            }
            LiveAction::Lost => {
                if matches!(self.live.conn, Conn::Off | Conn::NoServer) {
                    return false;
                }
                self.live.conn = Conn::Down;
                if let Some(s) = self.live.student_mut() {
                    s.joined = false;
                }
                true
            }
            LiveAction::NoServer => {
                self.live.conn = Conn::NoServer;
                true
            }
            LiveAction::Heard(message) => self.heard(message),
        }
    }

    /// A lecturer's message to the class, once the session is theirs.
    fn drive(&mut self, message: ClientMessage) -> bool {
        if self.live.lecturer().is_some_and(|l| l.code.is_some()) {
            self.send(message);
        }
        false
    }

    fn join(&mut self, typed: &str, name: &str) -> bool {
        let Some(code) = normalize_code(typed) else {
            self.live.error = Some(LiveError::BadCode(typed.trim().to_string()));
            return true;
        };
        let name: String = name.trim().chars().take(MAX_NAME).collect();
        let name = (!name.is_empty()).then_some(name);
        // The same session again keeps its token: the same student.
        let token = self
            .live
            .student()
            .filter(|s| s.code == code)
            .and_then(|s| s.token.clone());
        let scene = self.live.student().and_then(|s| s.scene.clone());
        self.live.role = Role::Student(Student {
            code,
            name,
            token,
            following: true,
            scene,
            ..Student::default()
        });
        self.live.error = None;
        self.connect();
        true
    }

    fn opened(
        &mut self,
        link: Option<String>,
        lecturer: Option<String>,
        student: Option<String>,
    ) -> bool {
        if let Some(code) = link.as_deref().map(|c| normalize_code(c).ok_or(c)) {
            let code = match code {
                Ok(code) => code,
                Err(typed) => {
                    self.live.role = Role::Student(Student {
                        following: true,
                        ..Student::default()
                    });
                    self.live.error = Some(LiveError::BadCode(typed.to_string()));
                    return true;
                }
            };
            let kept_here = student
                .as_deref()
                .filter(|s| kept(s, "code").as_deref() == Some(&code));
            let token = kept_here.and_then(|s| kept(s, "student"));
            let name = kept_here.and_then(|s| kept(s, "name"));
            let back = token.is_some();
            self.live.role = Role::Student(Student {
                code,
                name,
                token,
                following: true,
                ..Student::default()
            });
            if back {
                self.connect();
            }
            return true;
        }
        let Some(text) = lecturer else {
            return false;
        };
        let (Some(code), Some(key)) = (kept(&text, "code"), kept(&text, "key")) else {
            return false;
        };
        self.live.role = Role::Lecturer(Lecturer {
            code: Some(code),
            key: Some(key),
            ..Lecturer::default()
        });
        self.live.open = true;
        self.connect();
        true
    }

    fn live_answer(&mut self, guess: Guess) -> bool {
        let Some(s) = self.live.student() else {
            return false;
        };
        if !s.may_answer() {
            return false;
        }
        let Some(asked) = &s.asked else {
            return false;
        };
        let (question, round) = (asked.question.id, asked.phase.open_round().unwrap_or(1));
        let choice = match (asked.question.asks, guess) {
            (Asks::Cut, Guess::Cut(cut)) => if cut { CUT } else { NO_CUT }.to_string(),
            (Asks::Value, Guess::Value(text)) => match Bound::parse(&text) {
                Ok(b) => b.show(false),
                Err(why) => {
                    self.live.error = Some(LiveError::NotAValue(why));
                    return true;
                }
            },
            _ => return false,
        };
        self.live.error = None;
        if let Some(s) = self.live.student_mut() {
            s.sent = Some((question, round, choice.clone()));
        }
        self.send(ClientMessage::Answer {
            question,
            round,
            choice,
        });
        true
    }

    fn heard(&mut self, message: ServerMessage) -> bool {
        match message {
            ServerMessage::Lecturing {
                code,
                key,
                scene,
                students,
                asked,
            } => {
                let Some(l) = self.live.lecturer_mut() else {
                    return false;
                };
                l.answered = asked.as_ref().map_or(0, |a| a.answered);
                l.asked = asked;
                l.students = students;
                l.sent = Some(scene);
                l.code = Some(code.clone());
                l.key = Some(key.clone());
                self.live.error = None;
                self.ask(Effect::Keep {
                    key: LIVE_LECTURER_KEY,
                    value: Some(keep_lecturer(&code, &key)),
                });
            }
            ServerMessage::Joined {
                code,
                student,
                name,
                scene,
                asked,
            } => {
                let Some(s) = self.live.student_mut() else {
                    return false;
                };
                s.code = code;
                s.token = Some(student);
                s.name = (!name.is_empty()).then_some(name);
                s.joined = true;
                s.scene = Some(scene);
                let keep =
                    keep_student(&s.code, s.token.as_deref().unwrap_or(""), s.name.as_deref());
                self.live.error = None;
                self.ask(Effect::Keep {
                    key: LIVE_STUDENT_KEY,
                    value: Some(keep),
                });
                if let Some(asked) = asked {
                    self.student_asked(asked);
                }
                if self.live.student().is_some_and(|s| s.following) {
                    self.show_scene();
                }
            }
            ServerMessage::Scene { scene } => {
                let Some(s) = self.live.student_mut() else {
                    return false;
                };
                s.scene = Some(scene);
                if s.following {
                    self.show_scene();
                }
            }
            ServerMessage::Students { joined } => {
                let Some(l) = self.live.lecturer_mut() else {
                    return false;
                };
                l.students = joined;
            }
            ServerMessage::Question { asked } => {
                if let Some(l) = self.live.lecturer_mut() {
                    l.answered = asked.answered;
                    l.asked = Some(asked);
                } else if self.live.student().is_some() {
                    self.student_asked(asked);
                } else {
                    return false;
                }
            }
            ServerMessage::Answered {
                question,
                round,
                answered,
            } => {
                let Some(l) = self.live.lecturer_mut() else {
                    return false;
                };
                let open = l.asked.as_ref().is_some_and(|a| {
                    a.question.id == question && a.phase.open_round() == Some(round)
                });
                if !open {
                    return false;
                }
                l.answered = answered;
            }
            ServerMessage::Received {
                question,
                round,
                choice,
            } => {
                let Some(s) = self.live.student_mut() else {
                    return false;
                };
                if s.received_in(question, round).is_none() {
                    s.received.push((question, round, choice));
                }
                if s.sent
                    .as_ref()
                    .is_some_and(|(q, r, _)| *q == question && *r == round)
                {
                    s.sent = None;
                }
            }
            ServerMessage::Verdict { question, right } => {
                let Some(s) = self.live.student_mut() else {
                    return false;
                };
                s.verdict = Some((question, right));
            }
            ServerMessage::Results { results } => {
                let Some(l) = self.live.lecturer_mut() else {
                    return false;
                };
                let name = format!("live-{}.csv", results.code);
                let text = results.to_csv();
                l.results = Some(results);
                self.ask(Effect::Download { name, text });
            }
            ServerMessage::Error { error } => self.refused(error),
        }
        true
    }

    /// A question heard by a student: where it stands, what they answered before (after a
    /// reconnection, the server's account), and an answer sent but never acknowledged, sent
    /// again.
    fn student_asked(&mut self, asked: ::live::Asked) {
        let Some(s) = self.live.student_mut() else {
            return;
        };
        let id = asked.question.id;
        if s.verdict.as_ref().is_some_and(|(q, _)| *q != id) {
            s.verdict = None;
        }
        for (round, choice) in &asked.mine {
            if s.received_in(id, *round).is_none() {
                s.received.push((id, *round, choice.clone()));
            }
        }
        let open = asked.phase.open_round();
        let again = match &s.sent {
            Some((q, r, c)) if *q == id && Some(*r) == open && s.received_in(*q, *r).is_none() => {
                Some((*q, *r, c.clone()))
            }
            _ => None,
        };
        if again.is_none() {
            s.sent = None;
        }
        s.asked = Some(asked);
        if let Some((question, round, choice)) = again {
            self.send(ClientMessage::Answer {
                question,
                round,
                choice,
            });
        }
    }

    /// What the server refused: said; a session that is not there (or not this lecturer's)
    /// is forgotten on this page.
    fn refused(&mut self, error: Refusal) {
        let gone = matches!(error, Refusal::NoSession | Refusal::NotLecturer);
        if gone {
            if self.live.lecturer().is_some() {
                self.live.role = Role::None;
                self.ask(Effect::Keep {
                    key: LIVE_LECTURER_KEY,
                    value: None,
                });
            } else if let Some(s) = self.live.student_mut() {
                s.token = None;
                s.joined = false;
                self.ask(Effect::Keep {
                    key: LIVE_STUDENT_KEY,
                    value: None,
                });
            }
        }
        self.live.error = Some(LiveError::Refused(error));
    }

    /// On a student's page: whether it shows the lecturer's scene as it changes.
    pub fn live_following(&self) -> Option<bool> {
        self.live.student().map(|s| s.following)
    }
}
