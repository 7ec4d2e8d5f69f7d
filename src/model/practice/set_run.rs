//! A set of exercises worked through in order (`?mode=practice&set=...`): which exercise is
//! shown, each exercise's practice as the student left it, the time spent on each, and the
//! results file at the end. Kept in this browser per set (by its identity), never sent.

use super::{Practice, PracticeAction, Source};
use crate::answer_file::results::{write_results, Done};
use crate::answer_file::set_file::set_id;
use crate::engine::practice::set::Set;
use serde_json::{json, Value as Json};
use std::rc::Rc;

/// Where a set in progress is kept: this prefix and the set's identity.
pub const SET_KEY_PREFIX: &str = "alphabeta-lab/v1/practice/set/";

/// A set in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct SetRun {
    set: Rc<Set>,
    id: String,
    /// The exercise shown (0 is the first).
    at: usize,
    /// Each exercise's practice as [`Practice::to_save`] wrote it (None: not opened yet).
    kept: Vec<Option<String>>,
    /// Seconds spent on each exercise.
    seconds: Vec<u64>,
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
    /// Where this set is kept in the browser.
    pub fn key(&self) -> String {
        format!("{SET_KEY_PREFIX}{}", self.id)
    }

    /// Exercise `i`'s practice: as kept, or new; with the student's name, if one is given.
    pub fn practice(&self, i: usize, student: &str) -> Option<Practice> {
        let e = self.set.exercises.get(i)?;
        let kept = self.kept[i]
            .as_deref()
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

    /// Keeps `current` (the exercise shown) and the `seconds` just spent on it.
    pub fn keep(&mut self, current: &Practice, seconds: u64) {
        if let Some(slot) = self.kept.get_mut(self.at) {
            *slot = Some(current.to_save());
            self.seconds[self.at] = self.seconds[self.at].saturating_add(seconds);
        }
    }

    /// Keeps `current` and goes to exercise `to`: its practice.
    pub fn go(&mut self, to: usize, current: &Practice, seconds: u64) -> Option<Practice> {
        if to >= self.len() {
            return None;
        }
        self.keep(current, seconds);
        self.at = to;
        self.practice(to, current.student())
    }

    /// How many exercises were checked (the one shown as `current` says).
    pub fn checked(&self, current: &Practice) -> Vec<bool> {
        (0..self.len())
            .map(|i| {
                if i == self.at {
                    return current.checked().is_some();
                }
                let kept = self.kept[i].as_deref().map(serde_json::from_str::<Json>);
                matches!(kept, Some(Ok(j)) if j["checked"] == json!(true))
            })
            .collect()
    }

    /// The results file: every exercise opened, with its answers, hints and time.
    pub fn results_json(&self, current: &Practice, made_at: &str) -> String {
        let done: Vec<Option<Done>> = (0..self.len())
            .map(|i| {
                let p = if i == self.at {
                    Some(current.clone())
                } else {
                    self.kept[i]
                        .as_deref()
                        .and_then(|t| Practice::from_saved(t).ok())
                };
                p.map(|p| Done {
                    answers: p.answers(),
                    hints: p.hints(),
                    seconds: Some(self.seconds[i]),
                })
            })
            .collect();
        let student = current.student().trim();
        let student = (!student.is_empty()).then_some(student);
        let version = env!("CARGO_PKG_VERSION");
        write_results(&self.set, student, made_at, version, &done).to_string()
    }

    /// What to keep in the browser (the set itself is in the link).
    pub fn to_save(&self, current: &Practice) -> String {
        let mut kept = self.kept.clone();
        if let Some(slot) = kept.get_mut(self.at) {
            *slot = Some(current.to_save());
        }
        json!({ "at": self.at, "kept": kept, "seconds": self.seconds }).to_string()
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
        run.at = (json["at"].as_u64().unwrap_or(0) as usize).min(run.len().saturating_sub(1));
        run
    }
}
