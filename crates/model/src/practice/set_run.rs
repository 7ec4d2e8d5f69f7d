//! A set of exercises worked through in order (`?mode=practice&set=...`): which exercise is
//! shown, each exercise's practice (or challenge) as the student left it, the time spent on
//! each, and the results file at the end. Kept in this browser per set (by its identity),
//! never sent.
//!
//! The exercise shown is the caller's: its [`Practice`] (which holds the student's name, and
//! for a search exercise the answers) and, for a challenge, its [`ChallengeDrill`].

use super::{Practice, PracticeAction, Source};
use crate::challenge::ChallengeDrill;
use crate::storage_keys::SET_KEY_PREFIX;
use answer_file::results::{write_results, Done, Worked};
use answer_file::set_file::set_id;
use serde_json::{json, Value as Json};
use std::rc::Rc;
use teach::practice::set::{Set, SetExercise};

/// A set in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct SetRun {
    set: Rc<Set>,
    id: String,
    /// The exercise shown (0 is the first).
    at: usize,
    /// Each exercise's work as [`Practice::to_save`] (a challenge's as
    /// [`ChallengeDrill::to_save`]) wrote it (None: not opened yet).
    kept: Vec<Option<String>>,
    /// Seconds spent on each exercise.
    seconds: Vec<u64>,
    /// The student's name as kept (a challenge's work does not hold it).
    student: String,
}

impl SetRun {
    /// The set from its start (a set without exercises is never made: `generate` refuses it).
    pub fn new(set: Set) -> SetRun {
        let n = set.exercises.len();
        SetRun {
            id: set_id(&set),
            set: Rc::new(set),
            at: 0,
            kept: vec![None; n],
            seconds: vec![0; n],
            student: String::new(),
        }
    }

    pub fn set(&self) -> &Set {
        &self.set
    }
    pub fn id(&self) -> &str {
        &self.id
    }
    /// The exercise shown, 0 is the first.
    pub fn at(&self) -> usize {
        self.at
    }
    pub fn len(&self) -> usize {
        self.set.exercises.len()
    }
    pub fn is_empty(&self) -> bool {
        self.set.exercises.is_empty()
    }
    /// The student's name as kept with the set.
    pub fn student(&self) -> &str {
        &self.student
    }
    /// Where this set is kept in the browser.
    pub fn key(&self) -> String {
        format!("{SET_KEY_PREFIX}{}", self.id)
    }

    /// Exercise `i`'s practice: as kept, or new; with the student's name, if one is given. A
    /// challenge's practice holds only the name (its work is [`SetRun::challenge`]'s).
    pub fn practice(&self, i: usize, student: &str) -> Option<Practice> {
        let e = self.set.exercises.get(i)?;
        let kept = self.kept[i]
            .as_deref()
            .filter(|_| !matches!(e, SetExercise::Challenge(_)))
            .and_then(|t| Practice::from_saved(t).ok());
        let mut p = match kept {
            Some(p) => p,
            None => {
                let tree = Rc::new(e.tree()?);
                let mut p = Practice::new(tree, e.settings(), Source::Given);
                p.apply(PracticeAction::AskAlphaBeta(e.alpha_beta()));
                p
            }
        };
        if !student.is_empty() {
            p.apply(PracticeAction::Student(student.to_string()));
        }
        Some(p)
    }

    /// Exercise `i`'s challenge, if it is one: as kept, or new.
    pub fn challenge(&self, i: usize) -> Option<ChallengeDrill> {
        let SetExercise::Challenge(c) = self.set.exercises.get(i)? else {
            return None;
        };
        Some(match self.kept[i].as_deref() {
            Some(text) => ChallengeDrill::pinned_from_saved(c.clone(), text),
            None => ChallengeDrill::pinned(c.clone()),
        })
    }

    /// Whether exercise `i` is a challenge.
    pub fn is_challenge(&self, i: usize) -> bool {
        matches!(self.set.exercises.get(i), Some(SetExercise::Challenge(_)))
    }

    /// What is kept of the exercise shown: its challenge's work if it is a challenge (and
    /// `challenge` is given), else its practice.
    fn saved(&self, current: &Practice, challenge: Option<&ChallengeDrill>) -> String {
        match challenge.filter(|_| self.is_challenge(self.at)) {
            Some(d) => d.to_save(),
            None => current.to_save(),
        }
    }

    /// Keeps the exercise shown (`current`, and `challenge` if it is one) and the `seconds`
    /// just spent on it.
    pub fn keep(&mut self, current: &Practice, challenge: Option<&ChallengeDrill>, seconds: u64) {
        let saved = self.saved(current, challenge);
        if let Some(slot) = self.kept.get_mut(self.at) {
            *slot = Some(saved);
            self.seconds[self.at] = self.seconds[self.at].saturating_add(seconds);
        }
    }

    /// Keeps the exercise shown and goes to exercise `to`: its practice, and its challenge if
    /// it is one.
    pub fn go(
        &mut self,
        to: usize,
        current: &Practice,
        challenge: Option<&ChallengeDrill>,
        seconds: u64,
    ) -> Option<(Practice, Option<ChallengeDrill>)> {
        if to >= self.len() {
            return None;
        }
        self.keep(current, challenge, seconds);
        self.at = to;
        Some((self.practice(to, current.student())?, self.challenge(to)))
    }

    /// How many exercises were checked (the one shown as `current` and `challenge` say).
    pub fn checked(&self, current: &Practice, challenge: Option<&ChallengeDrill>) -> Vec<bool> {
        (0..self.len())
            .map(|i| {
                if i == self.at {
                    return match challenge.filter(|_| self.is_challenge(i)) {
                        Some(d) => d.verdict().is_some(),
                        None => current.checked().is_some(),
                    };
                }
                let kept = self.kept[i].as_deref().map(serde_json::from_str::<Json>);
                matches!(kept, Some(Ok(j)) if j["checked"] == json!(true))
            })
            .collect()
    }

    /// The results file: every exercise opened, with its answers (a challenge's attempt),
    /// hints and time.
    pub fn results_json(
        &self,
        current: &Practice,
        challenge: Option<&ChallengeDrill>,
        made_at: &str,
    ) -> String {
        let done: Vec<Option<Done>> = (0..self.len())
            .map(|i| {
                let seconds = Some(self.seconds[i]);
                if self.is_challenge(i) {
                    let d = match challenge.filter(|_| i == self.at) {
                        Some(d) => Some(d.clone()),
                        None => self.kept[i].as_ref().and(self.challenge(i)),
                    };
                    return d.map(|d| Done {
                        worked: Worked::Attempt(d.attempt()),
                        hints: 0,
                        seconds,
                    });
                }
                let p = if i == self.at {
                    Some(current.clone())
                } else {
                    self.kept[i]
                        .as_deref()
                        .and_then(|t| Practice::from_saved(t).ok())
                };
                p.map(|p| Done {
                    worked: Worked::Answers(p.answers()),
                    hints: p.hints(),
                    seconds,
                })
            })
            .collect();
        let student = current.student().trim();
        let student = (!student.is_empty()).then_some(student);
        let version = env!("CARGO_PKG_VERSION");
        write_results(&self.set, student, made_at, version, &done).to_string()
    }

    /// The results file's name: the student's and the set's (its title, else its identity).
    pub fn results_file_name(&self, current: &Practice) -> String {
        let set = if self.set.title.trim().is_empty() {
            &self.id
        } else {
            &self.set.title
        };
        answer_file::file_name("results", current.student(), set)
    }

    /// What to keep in the browser (the set itself is in the link).
    pub fn to_save(&self, current: &Practice, challenge: Option<&ChallengeDrill>) -> String {
        let mut kept = self.kept.clone();
        if let Some(slot) = kept.get_mut(self.at) {
            *slot = Some(self.saved(current, challenge));
        }
        let student = current.student();
        json!({ "at": self.at, "kept": kept, "seconds": self.seconds, "student": student })
            .to_string()
    }

    /// The set as kept (`text`, from [`SetRun::to_save`]); from its start when unreadable.
    pub fn from_saved(set: Set, text: Option<&str>) -> SetRun {
        let mut run = SetRun::new(set);
        let Some(json) = text.and_then(|t| serde_json::from_str::<Json>(t).ok()) else {
            return run;
        };
        if let Some(items) = json["kept"].as_array().filter(|k| k.len() == run.len()) {
            run.kept = items.iter().map(|k| k.as_str().map(String::from)).collect();
        }
        if let Some(items) = json["seconds"].as_array().filter(|k| k.len() == run.len()) {
            run.seconds = items.iter().map(|s| s.as_u64().unwrap_or(0)).collect();
        }
        run.student = json["student"].as_str().unwrap_or_default().to_string();
        run.at = (json["at"].as_u64().unwrap_or(0) as usize).min(run.len().saturating_sub(1));
        run
    }
}
