//! The live lecture's own state, apart from the page's [`crate::Model`]: who this page is in a
//! session (the lecturer, a student, or no one), where its connection to `ablab serve` stands,
//! what it last heard, and the page's view as the page reports it. It is the live app's (in
//! the extras module, `app/live_app.rs`); [`LiveModel::apply`] says what to do because of an
//! action ([`LiveEffect`]): send a message (`live`'s), keep a text, show a scene on the page.
//! The page keeps only its side (`model/live.rs`): reporting its view, showing a scene.

use crate::predict::Guess;
use crate::Analysis;
use ::live::{Asked, Asks, Refusal, Results, Scene, ServerMessage};
use std::rc::Rc;

mod apply;

/// Who the page's live app is, as the page opened it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    Lecturer,
    Student,
}

/// The page's own side of a live lecture (the rest is the live app's, [`LiveModel`]): whether
/// a live app is shown and as whom, and what the page last reported to it.
#[derive(Clone, Debug, Default)]
pub struct LivePage {
    /// Set once the live app is shown: the page then reports its view after every action.
    pub(crate) seat: Option<Seat>,
    /// The view last reported: the query (without the step) with the analysis it was written
    /// from (a step writes no tree out again), and the step.
    pub(crate) reported: Option<(Rc<Analysis>, String, usize)>,
    /// The scene's query (without the step) last shown for the live app, with the analysis it
    /// opened: the next scene of the same tree only moves the step.
    pub(crate) shown: Option<(Rc<Analysis>, String)>,
}

impl LivePage {
    /// As whom the live app is shown, if it is.
    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }
    /// Whether this page is a student's in a live session.
    pub fn student(&self) -> bool {
        self.seat == Some(Seat::Student)
    }
}

/// Where the page's connection to the server stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Conn {
    /// No session wanted: no connection.
    #[default]
    Off,
    /// Opening the connection.
    Connecting,
    /// Connected: messages go through.
    Up,
    /// The connection dropped: the page reconnects by itself.
    Down,
    /// The page is not served by `ablab serve` (a static host): live sessions cannot run.
    NoServer,
}

/// The lecturer's side of a session.
#[derive(Clone, Debug, Default)]
pub struct Lecturer {
    /// The session's join code and the lecturer's key, once the server gave them.
    pub code: Option<String>,
    pub key: Option<String>,
    /// How many students have joined.
    pub students: u32,
    /// The question put, where it stands.
    pub asked: Option<Asked>,
    /// How many answered the open round.
    pub answered: u32,
    /// The results last asked for.
    pub results: Option<Results>,
    /// The scene the class sees: the last one sent (or the server's own, on resuming).
    pub(crate) sent: Option<Scene>,
    /// Whether Start was sent on this connection (a new session, not yet `Lecturing`).
    pub(crate) starting: bool,
}

/// A student's side of a session.
#[derive(Clone, Debug, Default)]
pub struct Student {
    /// The session's join code.
    pub code: String,
    /// The name given (none: anonymous).
    pub name: Option<String>,
    /// The token that brings this student back as themselves, once given.
    pub token: Option<String>,
    /// Whether the server has taken them in (on this connection).
    pub joined: bool,
    /// The lecturer's scene.
    pub scene: Option<Scene>,
    /// Whether the page shows the lecturer's scene as it changes.
    pub following: bool,
    /// The question put, where it stands.
    pub asked: Option<Asked>,
    /// The answer sent for the open round, not yet acknowledged: (question, round, choice).
    pub sent: Option<(u32, u8, String)>,
    /// Answers the server stored: (question, round, choice).
    pub received: Vec<(u32, u8, String)>,
    /// After Reveal: whether each round's answer was right.
    pub verdict: Option<(u32, Vec<(u8, bool)>)>,
    /// The steps of the scenes this app asked the page to show, oldest first, whose views the
    /// page has not reported yet: a view reported at one of them is the page following.
    pub(crate) asked_page: Vec<u32>,
    /// The page's view (query and step) last reached by a scene shown: another view reported is
    /// the student's own move.
    pub(crate) shown: Option<(String, u32)>,
}

/// Who this page is in a live session.
#[derive(Clone, Debug, Default)]
pub enum Role {
    #[default]
    None,
    Lecturer(Lecturer),
    Student(Student),
}

/// What a person does in a live session, and what the connection reports.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveAction {
    /// The lecturer starts a session (or, lecturing, shows its panel again).
    Start,
    /// Hide the lecturer's panel (the session goes on).
    Hide,
    /// The lecturer ends the session on this page: the key is forgotten.
    End,
    /// Put the question of the step shown to the class.
    Ask,
    ShowVotes,
    Revote,
    Reveal,
    /// Ask for the results table (downloaded as CSV once heard).
    Results,
    /// A student joins the session `code` (as typed), with a name or none.
    Join {
        code: String,
        name: String,
    },
    /// A student goes back to the lecturer's scene, and follows it again.
    Follow,
    /// A student's answer to the question put.
    Answer(Guess),
    /// What the page found as it opened: the join code of its link (`?live=CODE`), and what
    /// this browser keeps of a lecturer's and a student's session (the storage's texts).
    Opened {
        link: Option<String>,
        lecturer: Option<String>,
        student: Option<String>,
    },
    /// The connection opened.
    Connected,
    /// The connection dropped (the page reconnects by itself).
    Lost,
    /// The page is not served by `ablab serve`.
    NoServer,
    /// A message from the server.
    Heard(ServerMessage),
    /// The page's view changed (reported by the page after an action: `Effect::LiveView`).
    View(PageView),
}

/// Predict's question at the step the page shows, with its right answer, as the page reports
/// it: what it asks, of which node (its label), the answer as the class's choices write it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageQuestion {
    pub asks: Asks,
    pub node: String,
    pub answer: String,
}

/// The page's view as it reports it: its link query (the tree, its conventions and the
/// search, without the step), the step, and the question Predict would ask there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageView {
    pub query: String,
    pub step: u32,
    pub question: Option<PageQuestion>,
}

impl PageView {
    /// The view as the class's scene: the query with its step.
    pub fn scene(&self) -> Scene {
        Scene {
            query: format!("{}&step={}", self.query, self.step),
            step: self.step,
        }
    }
}

/// What the live app must do because of an action, in the order it must.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveEffect {
    /// Open the connection to `ablab serve`, if it is not open, reconnecting by itself when
    /// it drops; the model says hello when it is up.
    Connect,
    /// Close the connection, and stop reconnecting.
    Close,
    /// Send this message to the server.
    Send(::live::ClientMessage),
    /// Keep this text in this browser under `key` (a key of `storage_keys`), or remove it.
    Keep {
        key: &'static str,
        value: Option<String>,
    },
    /// Offer this text as a file to download.
    Download { name: String, text: String },
    /// Show this scene on the page (`Action::ShowScene`): its link query (with the step) and
    /// its step.
    ShowScene { query: String, step: u32 },
}

/// The live lecture as the live app holds it.
#[derive(Clone, Debug, Default)]
pub struct LiveModel {
    pub(crate) role: Role,
    pub(crate) conn: Conn,
    /// Whether the lecturer's panel is shown.
    pub(crate) open: bool,
    /// What the server last refused, or why a code typed cannot be one.
    pub(crate) error: Option<LiveError>,
    /// The page's view, as it last reported it.
    pub(crate) view: Option<PageView>,
    /// What the action being applied asks for.
    pub(crate) effects: Vec<LiveEffect>,
}

/// What went wrong, said in the live panel.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveError {
    /// The server refused a message.
    Refused(Refusal),
    /// The code typed is not a join code's shape.
    BadCode(String),
    /// A value typed that is not one.
    NotAValue(i18n::Said),
}

impl LiveModel {
    pub fn role(&self) -> &Role {
        &self.role
    }
    pub fn conn(&self) -> Conn {
        self.conn
    }
    /// Whether the lecturer's panel is shown.
    pub fn open(&self) -> bool {
        self.open
    }
    pub fn error(&self) -> Option<&LiveError> {
        self.error.as_ref()
    }
    /// The page's view, as it last reported it.
    pub fn view(&self) -> Option<&PageView> {
        self.view.as_ref()
    }
    /// On a student's page: whether it shows the lecturer's scene as it changes.
    pub fn following(&self) -> Option<bool> {
        self.student().map(|s| s.following)
    }
    pub fn lecturer(&self) -> Option<&Lecturer> {
        match &self.role {
            Role::Lecturer(l) => Some(l),
            _ => None,
        }
    }
    pub fn student(&self) -> Option<&Student> {
        match &self.role {
            Role::Student(s) => Some(s),
            _ => None,
        }
    }
    pub(crate) fn lecturer_mut(&mut self) -> Option<&mut Lecturer> {
        match &mut self.role {
            Role::Lecturer(l) => Some(l),
            _ => None,
        }
    }
    pub(crate) fn student_mut(&mut self) -> Option<&mut Student> {
        match &mut self.role {
            Role::Student(s) => Some(s),
            _ => None,
        }
    }
}

impl Student {
    /// The choice this student's answer of `round` of `question` was stored as, if it was.
    pub fn received_in(&self, question: u32, round: u8) -> Option<&str> {
        self.received
            .iter()
            .find(|(q, r, _)| *q == question && *r == round)
            .map(|(_, _, c)| c.as_str())
    }

    /// Whether the question put takes an answer from this student now: its round is open
    /// and they have not answered it (nor sent an answer not yet stored).
    pub fn may_answer(&self) -> bool {
        let Some(asked) = &self.asked else {
            return false;
        };
        let Some(round) = asked.phase.open_round() else {
            return false;
        };
        let q = asked.question.id;
        self.received_in(q, round).is_none()
            && !self
                .sent
                .as_ref()
                .is_some_and(|(sq, sr, _)| *sq == q && *sr == round)
    }
}

/// A kept text's parameter `name` (`code=…&key=…`).
pub(crate) fn kept(text: &str, name: &str) -> Option<String> {
    query::pairs(text)
        .find(|(k, _)| k == name)
        .map(|(_, v)| v)
        .filter(|v| !v.is_empty())
}

/// What this browser keeps of a lecturer's session: its code and key.
pub(crate) fn keep_lecturer(code: &str, key: &str) -> String {
    format!("code={code}&key={key}")
}

/// What this browser keeps of a student's session: its code, the token and the name.
pub(crate) fn keep_student(code: &str, token: &str, name: Option<&str>) -> String {
    let name = name.map(query::percent_encode).unwrap_or_default();
    format!("code={code}&student={token}&name={name}")
}

#[cfg(test)]
mod tests;
