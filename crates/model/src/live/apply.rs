//! [`LiveModel::apply`]: what a person does in a live session, what the connection reports and
//! what the page reports of its view. The lecturer's app sends the class the page's scene
//! whenever the page reports a new one; a student's app asks the page to show the scene it
//! hears while following, and stops following when the page shows a view it did not ask for.

use super::{
    keep_lecturer, keep_student, kept, Conn, Lecturer, LiveAction, LiveEffect, LiveError,
    LiveModel, PageView, Role, Student,
};
use crate::predict::Guess;
use crate::storage_keys::{LIVE_LECTURER_KEY, LIVE_STUDENT_KEY};
use ::live::limits::{normalize_code, MAX_NAME};
use ::live::{Asks, ClientMessage, Refusal, ServerMessage, CUT, NO_CUT};
use teach::practice::Bound;

/// How many scenes asked of the page are remembered while it has not reported them.
const ASKED_KEPT: usize = 32;

impl LiveModel {
    /// Applies `action`: what the live app must do because of it, in order.
    pub fn apply(&mut self, action: LiveAction) -> Vec<LiveEffect> {
        self.live_action(action);
        self.follow_up();
        std::mem::take(&mut self.effects)
    }

    fn ask(&mut self, effect: LiveEffect) {
        self.effects.push(effect);
    }

    /// Sends `message` if the connection is up. A student's page sends nothing that drives
    /// the class.
    fn send(&mut self, message: ClientMessage) {
        if self.conn != Conn::Up {
            return;
        }
        if self.student().is_some() && message.drives() {
            return;
        }
        self.ask(LiveEffect::Send(message));
    }

    /// What the page says first on a new connection: resume the session, start one (once the
    /// page has reported its view), or join.
    fn hello(&mut self) -> Option<ClientMessage> {
        let scene = self.view.as_ref().map(PageView::scene);
        match &mut self.role {
            Role::None => None,
            Role::Lecturer(Lecturer {
                code: Some(code),
                key: Some(key),
                ..
            }) => Some(ClientMessage::Resume {
                code: code.clone(),
                key: key.clone(),
            }),
            Role::Lecturer(l) => {
                let scene = scene?;
                l.starting = true;
                Some(ClientMessage::Start { scene })
            }
            Role::Student(s) => Some(ClientMessage::Join {
                code: s.code.clone(),
                name: s.name.clone(),
                student: s.token.clone(),
            }),
        }
    }

    /// Opens the connection, or says hello on the one open.
    fn connect(&mut self) {
        match self.conn {
            Conn::Up => {
                if let Some(hello) = self.hello() {
                    self.send(hello);
                }
            }
            Conn::Off | Conn::NoServer => {
                self.conn = Conn::Connecting;
                self.ask(LiveEffect::Connect);
            }
            // Reconnecting already: hello follows the connection.
            Conn::Connecting | Conn::Down => {}
        }
    }

    /// After any action, on the lecturer's page: a session not yet started is started once the
    /// page's view is known, and the page's scene is sent if the class does not see it.
    fn follow_up(&mut self) {
        if self.conn != Conn::Up {
            return;
        }
        let Some(scene) = self.view.as_ref().map(PageView::scene) else {
            return;
        };
        let Some(l) = self.lecturer_mut() else {
            return;
        };
        if l.code.is_none() {
            if !l.starting {
                l.starting = true;
                self.send(ClientMessage::Start { scene });
            }
            return;
        }
        if l.sent.is_some() && l.sent.as_ref() != Some(&scene) {
            l.sent = Some(scene.clone());
            self.send(ClientMessage::Show { scene });
        }
    }

    /// The page reported its view: kept; on a student's page, a view it was not asked to show
    /// is the student's own move, and stops following.
    fn page_view(&mut self, view: PageView) -> bool {
        let at = (view.query.clone(), view.step);
        self.view = Some(view);
        let Some(s) = self.student_mut() else {
            return true;
        };
        if let Some(i) = s.asked_page.iter().position(|&step| step == at.1) {
            s.asked_page.drain(..=i);
            s.shown = Some(at);
            return true;
        }
        s.asked_page.clear();
        if s.shown.is_some() && s.shown.as_ref() != Some(&at) {
            s.following = false;
        }
        true
    }

    /// Asks the page to show the lecturer's scene, as opening its link would.
    fn show_scene(&mut self) {
        let Some(s) = self.student_mut() else {
            return;
        };
        let Some(scene) = s.scene.clone() else {
            return;
        };
        if s.asked_page.len() >= ASKED_KEPT {
            s.asked_page.remove(0);
        }
        s.asked_page.push(scene.step);
        self.ask(LiveEffect::ShowScene {
            query: scene.query,
            step: scene.step,
        });
    }

    fn live_action(&mut self, action: LiveAction) -> bool {
        match action {
            LiveAction::Start => {
                self.open = true;
                if self.lecturer().is_none() {
                    self.role = Role::Lecturer(Lecturer::default());
                    self.error = None;
                    self.connect();
                }
                true
            }
            LiveAction::Hide => std::mem::replace(&mut self.open, false),
            LiveAction::End => {
                let view = self.view.take();
                *self = LiveModel {
                    view,
                    ..LiveModel::default()
                };
                self.ask(LiveEffect::Close);
                self.ask(LiveEffect::Keep {
                    key: LIVE_LECTURER_KEY,
                    value: None,
                });
                true
            }
            LiveAction::Ask => {
                let Some(view) = &self.view else {
                    return false;
                };
                let Some(q) = &view.question else {
                    return false;
                };
                let (step, asks, node, answer) =
                    (view.step, q.asks, q.node.clone(), q.answer.clone());
                if self.lecturer().is_none_or(|l| l.code.is_none()) {
                    return false;
                }
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
                let Some(s) = self.student_mut() else {
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
                self.conn = Conn::Up;
                if let Some(s) = self.student_mut() {
                    s.joined = false;
                }
                // What the class sees is the server's to say again (`Lecturing`).
                if let Some(l) = self.lecturer_mut() {
                    l.sent = None;
                    l.starting = false;
                }
                if let Some(hello) = self.hello() {
                    self.send(hello);
                }
                true
            }
            LiveAction::Lost => {
                if matches!(self.conn, Conn::Off | Conn::NoServer) {
                    return false;
                }
                self.conn = Conn::Down;
                if let Some(s) = self.student_mut() {
                    s.joined = false;
                }
                true
            }
            LiveAction::NoServer => {
                self.conn = Conn::NoServer;
                true
            }
            LiveAction::Heard(message) => self.heard(message),
            LiveAction::View(view) => self.page_view(view),
        }
    }

    /// A lecturer's message to the class, once the session is theirs.
    fn drive(&mut self, message: ClientMessage) -> bool {
        if self.lecturer().is_some_and(|l| l.code.is_some()) {
            self.send(message);
        }
        false
    }

    fn join(&mut self, typed: &str, name: &str) -> bool {
        let Some(code) = normalize_code(typed) else {
            self.error = Some(LiveError::BadCode(typed.trim().to_string()));
            return true;
        };
        let name: String = name.trim().chars().take(MAX_NAME).collect();
        let name = (!name.is_empty()).then_some(name);
        // The same session again keeps its token: the same student.
        let token = self
            .student()
            .filter(|s| s.code == code)
            .and_then(|s| s.token.clone());
        let scene = self.student().and_then(|s| s.scene.clone());
        self.role = Role::Student(Student {
            code,
            name,
            token,
            following: true,
            scene,
            ..Student::default()
        });
        self.error = None;
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
                    self.role = Role::Student(Student {
                        following: true,
                        ..Student::default()
                    });
                    self.error = Some(LiveError::BadCode(typed.to_string()));
                    return true;
                }
            };
            let kept_here = student
                .as_deref()
                .filter(|s| kept(s, "code").as_deref() == Some(&code));
            let token = kept_here.and_then(|s| kept(s, "student"));
            let name = kept_here.and_then(|s| kept(s, "name"));
            let back = token.is_some();
            self.role = Role::Student(Student {
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
        self.role = Role::Lecturer(Lecturer {
            code: Some(code),
            key: Some(key),
            ..Lecturer::default()
        });
        self.open = true;
        self.connect();
        true
    }

    fn live_answer(&mut self, guess: Guess) -> bool {
        let Some(s) = self.student() else {
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
                    self.error = Some(LiveError::NotAValue(why));
                    return true;
                }
            },
            _ => return false,
        };
        self.error = None;
        if let Some(s) = self.student_mut() {
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
                let Some(l) = self.lecturer_mut() else {
                    return false;
                };
                l.answered = asked.as_ref().map_or(0, |a| a.answered);
                l.asked = asked;
                l.students = students;
                l.sent = Some(scene);
                l.code = Some(code.clone());
                l.key = Some(key.clone());
                self.error = None;
                self.ask(LiveEffect::Keep {
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
                let Some(s) = self.student_mut() else {
                    return false;
                };
                s.code = code;
                s.token = Some(student);
                s.name = (!name.is_empty()).then_some(name);
                s.joined = true;
                s.scene = Some(scene);
                let keep =
                    keep_student(&s.code, s.token.as_deref().unwrap_or(""), s.name.as_deref());
                self.error = None;
                self.ask(LiveEffect::Keep {
                    key: LIVE_STUDENT_KEY,
                    value: Some(keep),
                });
                if let Some(asked) = asked {
                    self.student_asked(asked);
                }
                if self.student().is_some_and(|s| s.following) {
                    self.show_scene();
                }
            }
            ServerMessage::Scene { scene } => {
                let Some(s) = self.student_mut() else {
                    return false;
                };
                s.scene = Some(scene);
                if s.following {
                    self.show_scene();
                }
            }
            ServerMessage::Students { joined } => {
                let Some(l) = self.lecturer_mut() else {
                    return false;
                };
                l.students = joined;
            }
            ServerMessage::Question { asked } => {
                if let Some(l) = self.lecturer_mut() {
                    l.answered = asked.answered;
                    l.asked = Some(asked);
                } else if self.student().is_some() {
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
                let Some(l) = self.lecturer_mut() else {
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
                let Some(s) = self.student_mut() else {
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
                let Some(s) = self.student_mut() else {
                    return false;
                };
                s.verdict = Some((question, right));
            }
            ServerMessage::Results { results } => {
                let Some(l) = self.lecturer_mut() else {
                    return false;
                };
                let name = format!("live-{}.csv", results.code);
                let text = results.to_csv();
                l.results = Some(results);
                self.ask(LiveEffect::Download { name, text });
            }
            ServerMessage::Error { error } => self.refused(error),
        }
        true
    }

    /// A question heard by a student: where it stands, what they answered before (after a
    /// reconnection, the server's account), and an answer sent but never acknowledged, sent
    /// again.
    fn student_asked(&mut self, asked: ::live::Asked) {
        let Some(s) = self.student_mut() else {
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
            if self.lecturer().is_some() {
                self.role = Role::None;
                self.ask(LiveEffect::Keep {
                    key: LIVE_LECTURER_KEY,
                    value: None,
                });
            } else if let Some(s) = self.student_mut() {
                s.token = None;
                s.joined = false;
                self.ask(LiveEffect::Keep {
                    key: LIVE_STUDENT_KEY,
                    value: None,
                });
            }
        }
        self.error = Some(LiveError::Refused(error));
    }
}
