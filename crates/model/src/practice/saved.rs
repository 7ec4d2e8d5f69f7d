//! Practice kept in this browser: the exercise (as a link's query, never its answers' key),
//! the student's answers in the answer format, the hints taken, whether it was checked, and
//! past scores. Read back as it was written; anything unreadable is refused with a reason, so
//! the app can set it aside rather than lose it.

use super::{Field, Practice, PracticeAction, Source};
use answer_file::{self, About, Exercise};
use i18n::t;
use query::{exercise_param, parse_query, to_query};
use serde_json::{json, Value as Json};
use std::rc::Rc;
use teach::practice::{Bound, Difficulty};
use teach::Worded;

/// A past exercise's score.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    pub name: String,
    /// 0 to 1, hints paid for.
    pub score: f64,
    pub hints: usize,
}

impl Record {
    /// The name as the list of past scores shows it: a drawn exercise's (kept as
    /// `medium #7`) as its title says it, in the language in force; a given tree's notation as
    /// it is.
    pub fn shown_name(&self) -> String {
        let drawn = self.name.split_once(" #").and_then(|(name, seed)| {
            let d = Difficulty::ALL.into_iter().find(|d| d.name() == name)?;
            let seed: u64 = seed.parse().ok()?;
            Some(t!(PRACTICE_TITLE_DRAWN, difficulty = d.name(), seed = seed))
        });
        drawn.unwrap_or_else(|| self.name.clone())
    }
}

impl Practice {
    /// The link's query of the exercise: its tree and conventions, a drawn exercise's name
    /// (`exercise=hard-24443`), never the answers, with `mode=practice` so that the link opens
    /// the Practice tab.
    pub fn link(&self) -> String {
        let query = to_query(&self.tree, self.settings(), None);
        match self.source {
            Source::Drawn(d, seed) => format!("{query}&{}&mode=practice", exercise_param(d, seed)),
            Source::Given => format!("{query}&mode=practice"),
        }
    }

    /// The answers in the answer format, as a file offers them: with the exercise, the
    /// conventions, the student's name, `made_at` (the browser's clock, ISO 8601) and the app's
    /// version, so that `ablab grade FILE` grades it alone as the page does.
    pub fn answers_json(&self, made_at: &str) -> String {
        let exercise = match self.source {
            Source::Drawn(d, seed) => Exercise::Drawn(d, seed),
            Source::Given => Exercise::Tree(self.tree.to_notation()),
        };
        let student = self.student.trim();
        let about = About {
            exercise,
            settings: self.settings(),
            student: (!student.is_empty()).then(|| student.to_string()),
            made_at: Some(made_at.to_string()),
            app_version: Some(env!("CARGO_PKG_VERSION").to_string()),
            hints: self.hints,
        };
        answer_file::write_about(&self.tree, &self.answers(), &about).to_string()
    }

    /// The answers file's name: the student's and the exercise's (a drawn one's difficulty and
    /// seed; a given tree has none).
    pub fn file_name(&self) -> String {
        let about = match self.source {
            Source::Drawn(d, seed) => format!("{} {seed}", d.name()),
            Source::Given => String::new(),
        };
        answer_file::file_name("answers", &self.student, &about)
    }

    /// Everything to keep in the browser, as JSON.
    pub fn to_save(&self) -> String {
        let drawn = match self.source {
            Source::Drawn(d, seed) => json!([d.name(), seed]),
            Source::Given => Json::Null,
        };
        let history: Vec<Json> = self
            .history
            .iter()
            .map(|r| json!({ "name": r.name, "score": r.score, "hints": r.hints }))
            .collect();
        json!({
            "exercise": to_query(&self.tree, self.settings(), None),
            "drawn": drawn,
            "ask_alpha_beta": self.ask_alpha_beta,
            "answers": answer_file::write(&self.tree, &self.answers()),
            "hints": self.hints,
            "checked": self.checked.is_some(),
            "history": history,
            "student": self.student,
        })
        .to_string()
    }

    /// Practice as [`Practice::to_save`] wrote it; why not, when it cannot be read.
    pub fn from_saved(text: &str) -> Result<Practice, String> {
        let json: Json = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
        let query = json["exercise"].as_str().ok_or("no exercise")?;
        let q = parse_query(query);
        let tree = q
            .tree
            .ok_or("no tree")?
            .map_err(|e| format!("the tree: {}", e.said()))?;
        let mut p = match drawn(&json["drawn"]) {
            Some((d, seed)) => Practice::drawn(d, seed, q.settings),
            None => Practice::new(Rc::new(tree), q.settings, Source::Given),
        };
        p.ask_alpha_beta = json["ask_alpha_beta"].as_bool().unwrap_or(false);
        let answers = match &json["answers"] {
            Json::Null => Default::default(),
            given => answer_file::read(&given.to_string(), &p.tree)
                .map_err(|e| format!("the answers: {e}"))?,
        };
        let show = |b: Bound| b.show(false);
        for (n, v) in answers.values {
            p.drafts.insert((n, Field::Value), show(v));
        }
        for (n, a, b) in answers.alpha_beta {
            p.drafts.insert((n, Field::Alpha), show(a));
            p.drafts.insert((n, Field::Beta), show(b));
        }
        p.marked = answers.pruned.into_iter().filter(|&n| n != 0).collect();
        p.history = history(&json["history"]);
        p.student = json["student"].as_str().unwrap_or_default().to_string();
        let hints = json["hints"].as_u64().unwrap_or(0) as usize;
        p.hints = hints.min(p.trace.events.len());
        if json["checked"].as_bool() == Some(true) {
            let kept = p.history.clone();
            p.apply(PracticeAction::Check);
            p.history = kept;
        }
        Ok(p)
    }
}

/// The difficulty and seed of a drawn exercise (`["medium", 1234]`).
fn drawn(v: &Json) -> Option<(Difficulty, u64)> {
    let name = v.get(0)?.as_str()?;
    let d = Difficulty::ALL.into_iter().find(|d| d.name() == name)?;
    Some((d, v.get(1)?.as_u64()?))
}

/// Past scores; entries that cannot be read are left out.
fn history(v: &Json) -> Vec<Record> {
    let Some(items) = v.as_array() else {
        return Vec::new();
    };
    items
        .iter()
        .filter_map(|r| {
            Some(Record {
                name: r["name"].as_str()?.to_string(),
                score: r["score"].as_f64().filter(|s| (0.0..=1.0).contains(s))?,
                hints: r["hints"].as_u64().unwrap_or(0) as usize,
            })
        })
        .collect()
}
