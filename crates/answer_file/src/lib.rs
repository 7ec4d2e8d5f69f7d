//! The answer format: a student's answers to a tree's search as one JSON object, nodes named by
//! the labels the page shows. `ablab grade` reads it; the page's Practice mode keeps answers in
//! the browser in it and offers them as a file.
//!
//! ```json
//! {"values": {"A": 5, "B": 5}, "pruned": ["G"], "alpha_beta": {"B": ["-inf", 5]}}
//! ```
//!
//! A file from the page also says what it answers ([`About`]): the exercise, the conventions,
//! the student's name, when it was made and by which version, so that it is graded alone
//! (`ablab grade FILE`) exactly as the page graded it.

mod challenge;
pub use challenge::{
    attempt_from_json, attempt_json, challenge_json, pin_from_json, pin_json, read_challenge,
    write_challenge, ChallengeAnswer,
};

use search::{parse, Settings, Tree};
use serde_json::{json, Map, Value as Json};
use teach::practice::{self, Answers, Bound, Difficulty, LabelIndex};
use teach::Worded;

/// The exercise an answers file answers.
#[derive(Clone, Debug, PartialEq)]
pub enum Exercise {
    /// A drawn exercise: `{"seed": 24443, "difficulty": "hard"}`.
    Drawn(Difficulty, u64),
    /// A tree given in the notation: `{"tree": "[[3,12,8],[2,4,6],[14,5,2]]"}`.
    Tree(String),
}

impl Exercise {
    /// The exercise's tree.
    pub fn tree(&self) -> Result<Tree, String> {
        match self {
            Exercise::Drawn(d, seed) => Ok(practice::exercise(*seed, *d)),
            Exercise::Tree(text) => parse(text).map_err(|e| format!("exercise.tree: {}", e.said())),
        }
    }

    fn to_json(&self) -> Json {
        match self {
            Exercise::Drawn(d, seed) => json!({ "seed": seed, "difficulty": d.name() }),
            Exercise::Tree(text) => json!({ "tree": text }),
        }
    }

    fn from_json(v: &Json) -> Result<Exercise, String> {
        if let Some(text) = v.get("tree") {
            return match text {
                Json::String(t) => Ok(Exercise::Tree(t.clone())),
                other => Err(format!(
                    "exercise.tree: expected the tree's notation in quotes, found {}",
                    kind(other)
                )),
            };
        }
        let seed = v.get("seed").and_then(Json::as_u64);
        let name = v.get("difficulty").and_then(Json::as_str);
        let difficulty = name.and_then(|n| Difficulty::ALL.into_iter().find(|d| d.name() == n));
        match (seed, difficulty) {
            (Some(seed), Some(d)) => Ok(Exercise::Drawn(d, seed)),
            _ => Err(format!(
                "exercise: expected {{\"seed\", \"difficulty\"}} (easy, medium or hard) or {{\"tree\"}}, found {v}"
            )),
        }
    }
}

/// What an answers file says besides the answers.
#[derive(Clone, Debug, PartialEq)]
pub struct About {
    pub exercise: Exercise,
    /// The conventions graded by, as `ablab solve --json` writes them.
    pub settings: Settings,
    /// The name the student typed, if any.
    pub student: Option<String>,
    /// When the file was made (ISO 8601, the browser's clock).
    pub made_at: Option<String>,
    /// The version of the app that made it.
    pub app_version: Option<String>,
    /// The hints the student took (each costs [`practice::HINT_COST`] of a part).
    pub hints: usize,
}

/// The answers and what they answer, as the page offers them in a file.
pub fn write_about(tree: &Tree, answers: &Answers, about: &About) -> Json {
    let mut file = write(tree, answers);
    file["exercise"] = about.exercise.to_json();
    file["settings"] = json!(about.settings);
    let text = |t: &Option<String>| t.clone().map_or(Json::Null, Json::String);
    file["student"] = text(&about.student);
    file["made_at"] = text(&about.made_at);
    file["app_version"] = text(&about.app_version);
    file["hints"] = json!(about.hints);
    file
}

/// What a file says it answers; None for a file of answers alone (made before files said
/// it, or by hand). An error says where and what.
pub fn read_about(text: &str) -> Result<Option<About>, String> {
    let json: Json = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let Some(exercise) = json.get("exercise").filter(|v| !v.is_null()) else {
        return Ok(None);
    };
    let exercise = Exercise::from_json(exercise)?;
    let settings = match json.get("settings") {
        None | Some(Json::Null) => Settings::default(),
        Some(v) => serde_json::from_value(v.clone()).map_err(|e| format!("settings: {e}"))?,
    };
    let text = |key: &str| -> Result<Option<String>, String> {
        match json.get(key) {
            None | Some(Json::Null) => Ok(None),
            Some(Json::String(s)) => Ok(Some(s.clone())),
            Some(other) => Err(format!("{key}: expected text, found {}", kind(other))),
        }
    };
    Ok(Some(About {
        exercise,
        settings,
        student: text("student")?,
        made_at: text("made_at")?,
        app_version: text("app_version")?,
        hints: match json.get("hints") {
            None | Some(Json::Null) => 0,
            Some(v) => v
                .as_u64()
                .map(|h| h as usize)
                .ok_or_else(|| format!("hints: expected a whole number, found {}", kind(v)))?,
        },
    }))
}

/// A value as a JSON number, always: the nearest double to a decimal (`"2.50"`) or a fraction
/// (`"2/3"`, a chance node's value), so that a script reading the number never meets a string.
/// The exact text goes beside it (`value_text`). Only what no number holds (an infinity, text
/// that is not a value) stays in quotes.
pub fn number_json(text: &str) -> Json {
    if let Ok(n) = serde_json::from_str::<serde_json::Number>(text) {
        return Json::Number(n);
    }
    let nearest = text.split_once('/').and_then(|(p, q)| {
        let (p, q) = (p.trim().parse::<f64>().ok()?, q.trim().parse::<f64>().ok()?);
        serde_json::Number::from_f64(p / q)
    });
    nearest
        .map(Json::Number)
        .unwrap_or_else(|| Json::String(text.to_string()))
}

pub fn bound_json(b: Bound) -> Json {
    match b {
        Bound::Value(v) => number_json(&v.to_string()),
        infinite => Json::String(infinite.show(false)),
    }
}

/// Answers in the answer format: `values`, `pruned`, `alpha_beta`, nodes by label.
pub fn write(tree: &Tree, answers: &Answers) -> Json {
    let label = |n| tree.label(n).into_owned();
    let values: Map<String, Json> = answers
        .values
        .iter()
        .map(|&(n, v)| (label(n), bound_json(v)))
        .collect();
    let windows: Map<String, Json> = answers
        .alpha_beta
        .iter()
        .map(|&(n, a, b)| (label(n), json!([bound_json(a), bound_json(b)])))
        .collect();
    let pruned: Vec<String> = answers.pruned.iter().map(|&n| label(n)).collect();
    json!({ "values": values, "pruned": pruned, "alpha_beta": windows })
}

/// The keys of the answers themselves.
const ANSWER_KEYS: [&str; 3] = ["values", "pruned", "alpha_beta"];
/// The keys that say what the answers answer ([`About`]).
const ABOUT_KEYS: [&str; 6] = [
    "exercise",
    "settings",
    "student",
    "made_at",
    "app_version",
    "hints",
];

/// Reads the answer format, naming nodes by their labels in `tree`. An error says where
/// (`values.B`, `pruned[2]`) and what.
pub fn read(text: &str, tree: &Tree) -> Result<Answers, String> {
    let json: Json = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let Json::Object(obj) = json else {
        return Err(format!(
            "expected one JSON object with {}, found {}",
            ANSWER_KEYS.join(", "),
            kind(&json)
        ));
    };
    let known = |k: &str| ANSWER_KEYS.contains(&k) || ABOUT_KEYS.contains(&k);
    if let Some(k) = obj.keys().find(|k| !known(k)) {
        return Err(format!(
            "unknown key \"{}\": the keys are {}, {}",
            k.escape_debug(),
            ANSWER_KEYS.join(", "),
            ABOUT_KEYS.join(", ")
        ));
    }
    let labels = LabelIndex::new(tree);
    let node = |label: &str, at: &str| {
        labels.find(label).ok_or_else(|| {
            format!(
                "{at}: no node is labelled \"{}\" (nodes are A, B, C, ... breadth-first, leaves included, unless the tree labels them)",
                label.escape_debug()
            )
        })
    };
    let mut answers = Answers::default();
    for (label, v) in entries(obj.get("values"), "values")? {
        let at = format!("values.{label}");
        answers.values.push((node(label, &at)?, bound(v, &at)?));
    }
    for (i, item) in list(obj.get("pruned"), "pruned")?.iter().enumerate() {
        let at = format!("pruned[{i}]");
        let Json::String(label) = item else {
            return Err(format!(
                "{at}: expected a label in quotes, found {}",
                kind(item)
            ));
        };
        answers.pruned.push(node(label, &at)?);
    }
    for (label, v) in entries(obj.get("alpha_beta"), "alpha_beta")? {
        let at = format!("alpha_beta.{label}");
        let n = node(label, &at)?;
        match v {
            Json::Array(pair) if pair.len() == 2 => {
                let (a, b) = (&pair[0], &pair[1]);
                answers.alpha_beta.push((n, bound(a, &at)?, bound(b, &at)?));
            }
            _ => return Err(format!("{at}: expected [alpha, beta], found {}", kind(v))),
        }
    }
    Ok(answers)
}

/// An object's entries (none when absent or null).
fn entries<'a>(v: Option<&'a Json>, at: &str) -> Result<Vec<(&'a str, &'a Json)>, String> {
    match v {
        None | Some(Json::Null) => Ok(Vec::new()),
        Some(Json::Object(m)) => Ok(m.iter().map(|(k, v)| (k.as_str(), v)).collect()),
        Some(other) => Err(format!(
            "{at}: expected an object from labels, found {}",
            kind(other)
        )),
    }
}

/// An array's items (none when absent or null).
fn list<'a>(v: Option<&'a Json>, at: &str) -> Result<&'a [Json], String> {
    match v {
        None | Some(Json::Null) => Ok(&[]),
        Some(Json::Array(items)) => Ok(items),
        Some(other) => Err(format!(
            "{at}: expected an array of labels, found {}",
            kind(other)
        )),
    }
}

/// A value or bound: a number, a number in quotes, or "-inf" / "+inf".
fn bound(v: &Json, at: &str) -> Result<Bound, String> {
    let text = match v {
        Json::Number(n) => n.to_string(),
        Json::String(s) => s.clone(),
        other => return Err(format!("{at}: {} is not a number", kind(other))),
    };
    Bound::parse(&text).map_err(|e| format!("{at}: {e}"))
}

/// What a JSON value is, in words.
fn kind(v: &Json) -> String {
    match v {
        Json::Null => "null".into(),
        Json::Bool(b) => b.to_string(),
        Json::Number(n) => format!("the number {n}"),
        Json::String(_) => "a string".into(),
        Json::Array(_) => "an array".into(),
        Json::Object(_) => "an object".into(),
    }
}

pub mod class;
mod file_name;
pub use file_name::file_name;
pub mod results;
pub mod set_file;
