//! The messages of a live session, as JSON text frames over one WebSocket per client. Each is
//! its kind's name (`"reveal"`) or an object with one key, its kind, holding its fields
//! (`{"answer":{"question":1,"round":1,"choice":"cut"}}`): serde's plainest form of an enum,
//! and the cheapest for the page to read. A client's message is read by [`read_client`], which
//! bounds and checks everything in it before the server acts on it.

use serde::{Deserialize, Serialize};

pub use crate::asks::{Asks, CUT, NO_CUT};
use crate::limits::{
    is_choice, is_code, is_token, MAX_CHOICE, MAX_MESSAGE, MAX_NAME, MAX_NODE, MAX_QUERY, MAX_STEP,
    ROUNDS,
};

/// What the lecturer's page shows, for the class to follow: the page's own link query (the
/// tree, its conventions and the search, as `?tree=…` links carry them) and the replay step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scene {
    pub query: String,
    pub step: u32,
}

/// A question as the class sees it: which step of the scene it is about, what it asks, and of
/// which node (its label), never its answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    pub id: u32,
    pub step: u32,
    pub asks: Asks,
    pub node: String,
}

/// Where a question stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Round `round` (1 or 2) takes answers.
    Open { round: u8 },
    /// Round `round` is closed and its votes are shown, without the right answer.
    Shown { round: u8 },
    /// The right answer is shown, with every round's votes.
    Revealed { rounds: u8 },
}

/// One round's votes: each choice given and how many gave it, in the order shown.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Votes {
    pub round: u8,
    pub counts: Vec<(String, u32)>,
}

/// A question where it stands, for a client coming in (or back) mid-question.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Asked {
    pub question: Question,
    pub phase: Phase,
    /// The rounds' votes, once shown.
    pub votes: Vec<Votes>,
    /// The right answer, once revealed.
    pub answer: Option<String>,
    /// How many answered the open round.
    pub answered: u32,
    /// For a student: what they chose in each round so far (round, choice).
    pub mine: Vec<(u8, String)>,
}

/// A message from a page to the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The lecturer starts a session; the answer is [`ServerMessage::Started`].
    Start { scene: Scene },
    /// The lecturer comes back to their session with its key.
    Resume { code: String, key: String },
    /// A student joins (or, with the `student` token they were given, rejoins) a session.
    Join {
        code: String,
        name: Option<String>,
        student: Option<String>,
    },
    /// The lecturer's page shows another scene.
    Show { scene: Scene },
    /// The lecturer puts the question of the scene's step to the class, with its right
    /// answer (kept by the server until Reveal).
    Ask {
        step: u32,
        asks: Asks,
        node: String,
        answer: String,
    },
    /// The lecturer closes the round and shows its votes.
    ShowVotes,
    /// The lecturer opens a second round.
    Revote,
    /// The lecturer shows the right answer beside every round's votes.
    Reveal,
    /// The lecturer asks for the results table.
    Results,
    /// A student's answer to the open round of question `question`.
    Answer {
        question: u32,
        round: u8,
        choice: String,
    },
}

/// One student's row of the results: per question asked, the answer of each round and
/// whether it was right (`None`: not answered).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultRow {
    pub student: String,
    pub answers: Vec<[Option<(String, bool)>; ROUNDS]>,
}

/// The whole session's results: the questions in the order asked (with their right answers)
/// and one row per student, in the order they joined.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Results {
    pub code: String,
    pub questions: Vec<(Question, String)>,
    pub rows: Vec<ResultRow>,
}

/// A message from the server to a page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ServerMessage {
    /// A session was started (or resumed): its code, the lecturer's key (keep it: it alone
    /// drives the session), and where it stands.
    Lecturing {
        code: String,
        key: String,
        scene: Scene,
        students: u32,
        asked: Option<Asked>,
    },
    /// A student is in: the token that brings them back as themselves, their name, and where
    /// the session stands.
    Joined {
        code: String,
        student: String,
        name: String,
        scene: Scene,
        asked: Option<Asked>,
    },
    /// The lecturer shows another scene.
    Scene { scene: Scene },
    /// To the lecturer: how many students have joined.
    Students { joined: u32 },
    /// A question is put (or its round changed): where it stands now.
    Question { asked: Asked },
    /// To the lecturer: how many answered the open round.
    Answered {
        question: u32,
        round: u8,
        answered: u32,
    },
    /// To a student: their answer is stored (the first answer of a round stands; a second is
    /// answered with the first).
    Received {
        question: u32,
        round: u8,
        choice: String,
    },
    /// To a student, after Reveal: whether each of their rounds' answers was right.
    Verdict {
        question: u32,
        right: Vec<(u8, bool)>,
    },
    /// To the lecturer: the results table.
    Results { results: Results },
    /// What went wrong with the last message; the session goes on.
    Error { error: Refusal },
}

/// Why the server did not do what a message asked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// Not JSON, or not one of the kinds, or a field of the wrong type.
    Malformed { detail: String },
    /// Larger than [`MAX_MESSAGE`] bytes.
    TooLarge { bytes: usize },
    /// A field's value is out of its bounds.
    Invalid { field: String, detail: String },
    /// No session has this code.
    NoSession,
    /// Too many wrong codes from this address: wait before trying again.
    TooManyTries { wait_s: u32 },
    /// Too many sessions started from this address lately: wait before starting another.
    TooManySessions { wait_s: u32 },
    /// The session has as many students as it takes.
    Full,
    /// Only the lecturer (with the session's key) may do this.
    NotLecturer,
    /// Join or resume a session first.
    NotInSession,
    /// That question or round is not open.
    Closed,
    /// Over the rate allowed: the connection is slowed.
    TooFast { per_second: u32 },
    /// The server could not store it; nothing was acknowledged.
    Unstored,
}

/// Reads a client's message: at most [`MAX_MESSAGE`] bytes of JSON of a known kind, every
/// field within its bounds. Never panics, whatever the bytes.
pub fn read_client(bytes: &[u8]) -> Result<ClientMessage, Refusal> {
    if bytes.len() > MAX_MESSAGE {
        return Err(Refusal::TooLarge { bytes: bytes.len() });
    }
    let message: ClientMessage = serde_json::from_slice(bytes).map_err(|e| Refusal::Malformed {
        detail: e.to_string(),
    })?;
    check(&message)?;
    Ok(message)
}

fn invalid(field: &str, detail: &str) -> Refusal {
    Refusal::Invalid {
        field: field.to_string(),
        detail: detail.to_string(),
    }
}

fn check_scene(scene: &Scene) -> Result<(), Refusal> {
    if scene.query.len() > MAX_QUERY {
        return Err(invalid("scene.query", "too long"));
    }
    if scene.step > MAX_STEP {
        return Err(invalid("scene.step", "too large"));
    }
    Ok(())
}

fn check_code(code: &str) -> Result<(), Refusal> {
    if is_code(code) {
        Ok(())
    } else {
        Err(invalid("code", "not a join code"))
    }
}

fn check(message: &ClientMessage) -> Result<(), Refusal> {
    match message {
        ClientMessage::Start { scene } | ClientMessage::Show { scene } => check_scene(scene),
        ClientMessage::Resume { code, key } => {
            check_code(code)?;
            if !is_token(key) {
                return Err(invalid("key", "not a key"));
            }
            Ok(())
        }
        ClientMessage::Join {
            code,
            name,
            student,
        } => {
            check_code(code)?;
            if name.as_ref().is_some_and(|n| n.chars().count() > MAX_NAME) {
                return Err(invalid("name", "longer than 40 characters"));
            }
            if name
                .as_ref()
                .is_some_and(|n| n.chars().any(char::is_control))
            {
                return Err(invalid("name", "has a control character"));
            }
            if student.as_ref().is_some_and(|s| !is_token(s)) {
                return Err(invalid("student", "not a student token"));
            }
            Ok(())
        }
        ClientMessage::Ask {
            step,
            asks,
            node,
            answer,
        } => {
            if *step > MAX_STEP {
                return Err(invalid("step", "too large"));
            }
            if node.chars().count() > MAX_NODE {
                return Err(invalid("node", "too long"));
            }
            if !is_choice(*asks, answer) {
                return Err(invalid("answer", "not a choice of the question"));
            }
            Ok(())
        }
        ClientMessage::Answer { round, choice, .. } => {
            if !(1..=ROUNDS as u8).contains(round) {
                return Err(invalid("round", "not 1 or 2"));
            }
            if choice.len() > MAX_CHOICE
                || !(is_choice(Asks::Cut, choice) || is_choice(Asks::Value, choice))
            {
                return Err(invalid("choice", "not a choice"));
            }
            Ok(())
        }
        ClientMessage::ShowVotes
        | ClientMessage::Revote
        | ClientMessage::Reveal
        | ClientMessage::Results => Ok(()),
    }
}

impl ServerMessage {
    /// The message as the text frame sent.
    pub fn to_text(&self) -> String {
        // Serialising these types cannot fail: no map has a non-string key.
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl ClientMessage {
    /// The message as the text frame sent.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Whether only the session's lecturer may send it.
    pub fn drives(&self) -> bool {
        matches!(
            self,
            ClientMessage::Show { .. }
                | ClientMessage::Ask { .. }
                | ClientMessage::ShowVotes
                | ClientMessage::Revote
                | ClientMessage::Reveal
                | ClientMessage::Results
        )
    }
}

/// Reads a server's message (the page's side).
pub fn read_server(text: &str) -> Option<ServerMessage> {
    serde_json::from_str(text).ok()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
