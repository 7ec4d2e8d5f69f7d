//! One session in memory: what the class sees, who joined, the question asked and its
//! answers; and what each change says to whom ([`Event`]). The store keeps the same on disk;
//! a room is rebuilt from it after a restart ([`Room::from_stored`]).

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

use live::limits::ROUNDS;
use live::votes::count;
use live::{Asked, Phase, Question, ResultRow, Results, Scene, ServerMessage, Votes};
use tokio::sync::broadcast;

use crate::store::{History, StoredSession, StoredStudent};

/// How many events a slow client may fall behind before it is sent the whole state again.
const EVENTS_KEPT: usize = 256;

/// Who an event is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Audience {
    All,
    Lecturer,
    Students,
}

/// A message for part of the room, written once for all its readers; after Reveal, each
/// student's own verdict beside it.
#[derive(Clone, Debug)]
pub struct Event {
    pub to: Audience,
    pub text: Arc<str>,
    pub verdicts: Option<Arc<HashMap<String, Arc<str>>>>,
}

impl Event {
    fn new(to: Audience, message: &ServerMessage) -> Event {
        Event {
            to,
            text: message.to_text().into(),
            verdicts: None,
        }
    }
}

/// A student of the session.
#[derive(Clone, Debug)]
pub struct Student {
    pub name: String,
    pub seq: u32,
}

/// The question asked last and its answers, round by round (token → choice).
#[derive(Clone, Debug)]
pub struct Current {
    pub question: Question,
    pub answer: String,
    pub phase: Phase,
    pub choices: [HashMap<String, String>; ROUNDS],
}

impl Current {
    /// The votes of the rounds that are closed (those shown).
    fn votes(&self) -> Vec<Votes> {
        let closed = match self.phase {
            Phase::Open { round } => round - 1,
            Phase::Shown { round } => round,
            Phase::Revealed { rounds } => rounds,
        };
        (1..=closed)
            .map(|round| {
                let choices = self.choices[usize::from(round) - 1].values();
                count(self.question.asks, round, choices.map(String::as_str))
            })
            .collect()
    }

    fn answered(&self) -> u32 {
        let round = self.phase.open_round().unwrap_or(self.phase.rounds());
        self.choices[usize::from(round) - 1].len() as u32
    }

    /// Where the question stands, for `student` (their own answers) or for all.
    fn asked(&self, student: Option<&str>) -> Asked {
        let mine = student
            .map(|token| {
                (1..=ROUNDS as u8)
                    .filter_map(|r| {
                        let choice = self.choices[usize::from(r) - 1].get(token)?;
                        Some((r, choice.clone()))
                    })
                    .collect()
            })
            .unwrap_or_default();
        Asked {
            question: self.question.clone(),
            phase: self.phase,
            votes: self.votes(),
            answer: matches!(self.phase, Phase::Revealed { .. }).then(|| self.answer.clone()),
            answered: self.answered(),
            mine,
        }
    }

    /// Each student's verdict, once revealed: whether each round's answer was right.
    fn verdicts(&self) -> HashMap<String, Arc<str>> {
        let mut right: HashMap<&str, Vec<(u8, bool)>> = HashMap::new();
        for (r, round) in self.choices.iter().enumerate() {
            for (token, choice) in round {
                right
                    .entry(token)
                    .or_default()
                    .push((r as u8 + 1, *choice == self.answer));
            }
        }
        right
            .into_iter()
            .map(|(token, right)| {
                let verdict = ServerMessage::Verdict {
                    question: self.question.id,
                    right,
                };
                (token.to_string(), Arc::from(verdict.to_text()))
            })
            .collect()
    }
}

/// A live session.
pub struct Room {
    pub code: String,
    key: String,
    pub scene: Scene,
    pub students: HashMap<String, Student>,
    pub current: Option<Current>,
    pub events: broadcast::Sender<Event>,
    /// When anything last happened in it.
    pub touched: Instant,
}

impl Room {
    pub fn new(code: String, key: String, scene: Scene) -> Room {
        Room {
            code,
            key,
            scene,
            students: HashMap::new(),
            current: None,
            events: broadcast::channel(EVENTS_KEPT).0,
            touched: Instant::now(),
        }
    }

    /// The room as it was stored.
    pub fn from_stored(stored: StoredSession) -> Room {
        let mut room = Room::new(stored.code, stored.key, stored.scene);
        for s in stored.students {
            room.students.insert(
                s.token,
                Student {
                    name: s.name,
                    seq: s.seq,
                },
            );
        }
        room.current = stored.question.map(|q| {
            let mut choices: [HashMap<String, String>; ROUNDS] = Default::default();
            for (round, token, choice) in q.answers {
                if let Some(round) = choices.get_mut(usize::from(round).wrapping_sub(1)) {
                    round.insert(token, choice);
                }
            }
            Current {
                question: q.question,
                answer: q.answer,
                phase: q.phase,
                choices,
            }
        });
        room
    }

    /// Whether `key` is this session's lecturer key (compared in constant time).
    pub fn is_lecturer(&self, key: &str) -> bool {
        key.len() == self.key.len()
            && key
                .bytes()
                .zip(self.key.bytes())
                .fold(0u8, |d, (a, b)| d | (a ^ b))
                == 0
    }

    fn send(&mut self, event: Event) {
        self.touched = Instant::now();
        // No one listening is not an error: the event is also in the room's state.
        let _ = self.events.send(event);
    }

    pub fn lecturing(&self) -> ServerMessage {
        ServerMessage::Lecturing {
            code: self.code.clone(),
            key: self.key.clone(),
            scene: self.scene.clone(),
            students: self.students.len() as u32,
            asked: self.current.as_ref().map(|c| c.asked(None)),
        }
    }

    pub fn joined(&self, token: &str) -> ServerMessage {
        ServerMessage::Joined {
            code: self.code.clone(),
            student: token.to_string(),
            name: self
                .students
                .get(token)
                .map(|s| s.name.clone())
                .unwrap_or_default(),
            scene: self.scene.clone(),
            asked: self.current.as_ref().map(|c| c.asked(Some(token))),
        }
    }

    /// The next student's number (names are optional: the number tells students apart).
    pub fn next_seq(&self) -> u32 {
        self.students.values().map(|s| s.seq).max().unwrap_or(0) + 1
    }

    pub fn add_student(&mut self, s: StoredStudent) {
        self.students.insert(
            s.token,
            Student {
                name: s.name,
                seq: s.seq,
            },
        );
        let joined = self.students.len() as u32;
        self.send(Event::new(
            Audience::Lecturer,
            &ServerMessage::Students { joined },
        ));
    }

    pub fn show(&mut self, scene: Scene) {
        self.scene = scene.clone();
        self.send(Event::new(
            Audience::Students,
            &ServerMessage::Scene { scene },
        ));
    }

    /// The next question's number.
    pub fn next_question(&self) -> u32 {
        self.current.as_ref().map_or(1, |c| c.question.id + 1)
    }

    pub fn ask(&mut self, question: Question, answer: String) {
        self.current = Some(Current {
            question,
            answer,
            phase: Phase::Open { round: 1 },
            choices: Default::default(),
        });
        self.announce();
    }

    /// Tells everyone where the question stands (after Reveal, each student their verdict).
    fn announce(&mut self) {
        let Some(c) = &self.current else { return };
        let mut event = Event::new(
            Audience::All,
            &ServerMessage::Question {
                asked: c.asked(None),
            },
        );
        if matches!(c.phase, Phase::Revealed { .. }) {
            event.verdicts = Some(Arc::new(c.verdicts()));
        }
        self.send(event);
    }

    /// Moves the question to `phase` and tells everyone.
    pub fn set_phase(&mut self, phase: Phase) {
        if let Some(c) = &mut self.current {
            c.phase = phase;
        }
        self.announce();
    }

    /// Records a stored answer (the first of a round stands) and tells the lecturer the count.
    pub fn record(&mut self, question: u32, round: u8, token: &str, choice: String) {
        let Some(c) = self.current.as_mut().filter(|c| c.question.id == question) else {
            return;
        };
        let Some(answers) = c.choices.get_mut(usize::from(round).wrapping_sub(1)) else {
            return;
        };
        answers.entry(token.to_string()).or_insert(choice);
        let answered = answers.len() as u32;
        self.send(Event::new(
            Audience::Lecturer,
            &ServerMessage::Answered {
                question,
                round,
                answered,
            },
        ));
    }

    /// The display name of a student: their name, or their number.
    fn shown_name(s: &StoredStudent) -> String {
        if s.name.trim().is_empty() {
            format!("#{}", s.seq)
        } else {
            s.name.clone()
        }
    }

    /// The results table from the session's history.
    pub fn results(&self, history: History) -> Results {
        let rows = history
            .students
            .iter()
            .map(|s| ResultRow {
                student: Room::shown_name(s),
                answers: history
                    .questions
                    .iter()
                    .map(|(_, right, answers)| {
                        let mut rounds: [Option<(String, bool)>; ROUNDS] = Default::default();
                        for (round, token, choice) in answers {
                            if token == &s.token {
                                if let Some(slot) =
                                    rounds.get_mut(usize::from(*round).wrapping_sub(1))
                                {
                                    *slot = Some((choice.clone(), choice == right));
                                }
                            }
                        }
                        rounds
                    })
                    .collect(),
            })
            .collect();
        Results {
            code: self.code.clone(),
            questions: history
                .questions
                .into_iter()
                .map(|(q, right, _)| (q, right))
                .collect(),
            rows,
        }
    }
}
