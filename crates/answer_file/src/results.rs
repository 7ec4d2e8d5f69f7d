//! A student's results for a whole set: one file the page offers at the set's end and
//! `ablab grade --class` reads.
//!
//! ```json
//! {"format": "ablab-set-results", "version": 1, "set_id": "0123456789abcdef",
//!  "set": {"format": "ablab-set", ...}, "student": "Ann", "made_at": "...", "app_version": "...",
//!  "exercises": [{"number": 1, "answers": {"values": {"A": 5}, "pruned": [], "alpha_beta": {}},
//!                 "hints": 0, "seconds": 95, "score": 1.0}]}
//! ```
//!
//! A challenge's `answers` are its attempt, as a challenge's file holds it (`order`, `leaves`
//! or `tree`; [`super::attempt_json`]).
//!
//! The set goes in whole, so the file is graded alone; `set_id` is its identity as given out,
//! so that grading can tell a file of another set. Scores are written for the reader's sake:
//! grading computes them again from the answers.

use super::set_file::{set_from_json, set_id, set_json};
use super::{kind, write};
use ::search::search;
use serde_json::{json, Value as Json};
use teach::practice::challenge::{self, Attempt};
use teach::practice::set::{Set, SetExercise};
use teach::practice::{self, Answers};

/// The results file's `format`.
pub const RESULTS_FORMAT: &str = "ablab-set-results";
/// The version this build writes and reads.
pub const RESULTS_VERSION: u64 = 1;

/// One exercise as the student left it.
#[derive(Clone, Debug, PartialEq)]
pub struct Done {
    pub worked: Worked,
    pub hints: usize,
    /// Time spent on it, in whole seconds, if known.
    pub seconds: Option<u64>,
}

/// What the student did: a search exercise's answers, or a challenge's attempt.
#[derive(Clone, Debug, PartialEq)]
pub enum Worked {
    Answers(Answers),
    Attempt(Attempt),
}

/// A results file, read.
#[derive(Clone, Debug, PartialEq)]
pub struct Results {
    pub set: Set,
    /// The identity the file states (its set's, unless the file was changed).
    pub set_id: String,
    pub student: Option<String>,
    pub made_at: Option<String>,
    /// Per exercise of the set, in order: its answers' JSON (read against its tree when
    /// graded), hints and time; None for an exercise left out.
    pub exercises: Vec<Option<(Json, usize, Option<u64>)>>,
}

/// What the page writes: the set, the student, and each exercise's answers (None: not done).
pub fn write_results(
    set: &Set,
    student: Option<&str>,
    made_at: &str,
    app_version: &str,
    done: &[Option<Done>],
) -> Json {
    let exercises: Vec<Json> = set
        .exercises
        .iter()
        .zip(done.iter().chain(std::iter::repeat(&None)))
        .enumerate()
        .filter_map(|(i, (e, d))| {
            let d = d.as_ref()?;
            let (answers, score) = match (e, &d.worked) {
                (SetExercise::Challenge(c), Worked::Attempt(a)) => (
                    super::attempt_json(a, c.tree()),
                    challenge::grade(c, a).score,
                ),
                (SetExercise::Search { .. }, Worked::Answers(answers)) => {
                    let tree = e.tree()?;
                    let trace = search(&tree, practice::practised(e.settings()));
                    let score = practice::grade(&tree, &trace, answers).page_score(d.hints);
                    (write(&tree, answers), score)
                }
                // Work of another kind than the exercise's: left out.
                _ => return None,
            };
            Some(json!({
                "number": i + 1,
                "answers": answers,
                "hints": d.hints,
                "seconds": d.seconds,
                "score": score,
            }))
        })
        .collect();
    json!({
        "format": RESULTS_FORMAT,
        "version": RESULTS_VERSION,
        "set_id": set_id(set),
        "set": set_json(set),
        "student": student,
        "made_at": made_at,
        "app_version": app_version,
        "exercises": exercises,
    })
}

/// Whether a JSON value says it is a results file (of any version).
pub fn is_results(json: &Json) -> bool {
    json.get("format").and_then(Json::as_str) == Some(RESULTS_FORMAT)
}

/// Reads a results file. An error says where and what.
pub fn read_results(json: &Json) -> Result<Results, String> {
    if !is_results(json) {
        return Err(format!("format: expected \"{RESULTS_FORMAT}\""));
    }
    match json.get("version").and_then(Json::as_u64) {
        Some(RESULTS_VERSION) => {}
        _ => return Err(format!("version: this version reads {RESULTS_VERSION}")),
    }
    let set =
        set_from_json(json.get("set").unwrap_or(&Json::Null)).map_err(|e| format!("set.{e}"))?;
    let text = |key: &str| -> Result<Option<String>, String> {
        match json.get(key) {
            None | Some(Json::Null) => Ok(None),
            Some(Json::String(s)) => Ok(Some(s.clone())),
            Some(other) => Err(format!("{key}: expected text, found {}", kind(other))),
        }
    };
    let set_id = text("set_id")?.ok_or("set_id: missing")?;
    let mut exercises = vec![None; set.exercises.len()];
    let items = match json.get("exercises") {
        Some(Json::Array(items)) => items.as_slice(),
        None | Some(Json::Null) => &[],
        Some(other) => {
            return Err(format!(
                "exercises: expected an array, found {}",
                kind(other)
            ))
        }
    };
    for (i, item) in items.iter().enumerate() {
        let at = format!("exercises[{i}]");
        let number = item.get("number").and_then(Json::as_u64).unwrap_or(0) as usize;
        let Some(slot) = number.checked_sub(1).and_then(|k| exercises.get_mut(k)) else {
            return Err(format!(
                "{at}.number: expected 1 to {}",
                set.exercises.len()
            ));
        };
        let answers = item.get("answers").cloned().unwrap_or(json!({}));
        let hints = item.get("hints").and_then(Json::as_u64).unwrap_or(0) as usize;
        let seconds = item.get("seconds").and_then(Json::as_u64);
        *slot = Some((answers, hints, seconds));
    }
    Ok(Results {
        set,
        set_id,
        student: text("student")?,
        made_at: text("made_at")?,
        exercises,
    })
}
