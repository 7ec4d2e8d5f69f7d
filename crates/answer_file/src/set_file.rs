//! A set of exercises as JSON (the teacher's file), in a link (`?mode=practice&set=...`), and
//! its identity.
//!
//! ```json
//! {"format": "ablab-set", "version": 1, "title": "Week 3",
//!  "exercises": [{"kind": "search", "tree": "[[3,5],[2,9]]", "root": "max", "rule": "ge",
//!                 "fail": "soft", "form": "maxmin", "alpha_beta": false}]}
//! ```
//!
//! The link carries the trees themselves, not the seed and constraints that drew them: a seed
//! names a tree only as long as the generator stays the same, and a link given to a class must
//! open the same exercises in every later version. The JSON's keys are written sorted, so one
//! set has one text: its identity is that text's FNV-1a hash ([`set_id`]).

use super::kind;
use search::{CutRule, Fail, Form, Settings, Side};
use serde_json::{json, Value as Json};
use teach::practice::set::{Set, SetExercise};
use teach::Worded;

/// The set file's `format`.
pub const SET_FORMAT: &str = "ablab-set";
/// The version this build writes and reads.
pub const SET_VERSION: u64 = 1;
/// An exercise's `kind` for a search to solve.
pub const KIND_SEARCH: &str = "search";

/// The set as JSON.
pub fn set_json(set: &Set) -> Json {
    let exercises: Vec<Json> = set.exercises.iter().map(exercise_json).collect();
    json!({
        "format": SET_FORMAT,
        "version": SET_VERSION,
        "title": set.title,
        "exercises": exercises,
    })
}

/// The set as its one text (keys sorted, no spaces): what its identity hashes.
pub fn canonical(set: &Set) -> String {
    set_json(set).to_string()
}

/// The set's identity: 16 hex digits of the FNV-1a hash of its canonical text.
pub fn set_id(set: &Set) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in canonical(set).bytes() {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{hash:016x}")
}

fn exercise_json(e: &SetExercise) -> Json {
    match e {
        SetExercise::Search {
            tree,
            settings,
            alpha_beta,
        } => json!({
            "kind": KIND_SEARCH,
            "tree": tree,
            "root": settings.root,
            "rule": settings.rule,
            "fail": settings.fail,
            "form": settings.form,
            "alpha_beta": alpha_beta,
        }),
        SetExercise::Challenge(c) => super::pin_json(c),
    }
}

/// Reads a set from its JSON text. An error says where and what.
pub fn read_set(text: &str) -> Result<Set, String> {
    let json: Json = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    set_from_json(&json)
}

/// Reads a set from its JSON value.
pub fn set_from_json(json: &Json) -> Result<Set, String> {
    if json.get("format").and_then(Json::as_str) != Some(SET_FORMAT) {
        return Err(format!("format: expected \"{SET_FORMAT}\""));
    }
    match json.get("version").and_then(Json::as_u64) {
        Some(SET_VERSION) => {}
        other => {
            return Err(format!(
                "version: this version reads {SET_VERSION}, found {}",
                other.map_or_else(|| "none".to_string(), |v| v.to_string())
            ))
        }
    }
    let title = match json.get("title") {
        Some(Json::String(t)) => t.clone(),
        None | Some(Json::Null) => String::new(),
        Some(other) => return Err(format!("title: expected text, found {}", kind(other))),
    };
    let Some(Json::Array(items)) = json.get("exercises") else {
        return Err("exercises: expected an array".into());
    };
    let exercises = items
        .iter()
        .enumerate()
        .map(|(i, e)| exercise_from_json(e).map_err(|why| format!("exercises[{i}].{why}")))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Set { title, exercises })
}

fn exercise_from_json(v: &Json) -> Result<SetExercise, String> {
    match v.get("kind").and_then(Json::as_str) {
        Some(KIND_SEARCH) => {}
        Some("order" | "cut" | "build") => {
            return super::pin_from_json(v).map(SetExercise::Challenge)
        }
        Some(other) => return Err(format!("kind: \"{}\" is not known", other.escape_debug())),
        None => return Err("kind: missing".into()),
    }
    let tree = match v.get("tree") {
        Some(Json::String(t)) => t.clone(),
        _ => return Err("tree: expected the tree's notation in quotes".into()),
    };
    search::parse(&tree).map_err(|e| format!("tree: {}", e.said()))?;
    let field = |key: &str| v.get(key).cloned().unwrap_or(Json::Null);
    let read = |key: &str| format!("{key}: not one of this field's names");
    let settings = Settings {
        root: serde_json::from_value::<Side>(field("root")).map_err(|_| read("root"))?,
        rule: serde_json::from_value::<CutRule>(field("rule")).map_err(|_| read("rule"))?,
        fail: serde_json::from_value::<Fail>(field("fail")).map_err(|_| read("fail"))?,
        form: serde_json::from_value::<Form>(field("form")).map_err(|_| read("form"))?,
        ..Settings::default()
    };
    let alpha_beta = match v.get("alpha_beta") {
        None | Some(Json::Null) => false,
        Some(Json::Bool(b)) => *b,
        Some(other) => {
            return Err(format!(
                "alpha_beta: expected true or false, found {}",
                kind(other)
            ))
        }
    };
    Ok(SetExercise::Search {
        tree,
        settings,
        alpha_beta,
    })
}

/// The URL-safe base64 alphabet (RFC 4648 §5), written without padding.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The set's link parameter's value: its canonical text in URL-safe base64, so that no
/// character needs escaping.
pub fn set_param(set: &Set) -> String {
    let bytes = canonical(set).into_bytes();
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 3);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// The query that opens the set on the page: `?mode=practice&set=...`.
pub fn set_query(set: &Set) -> String {
    format!("?mode=practice&set={}", set_param(set))
}

/// Reads a link's `set=` value. An error says what.
pub fn set_from_param(param: &str) -> Result<Set, String> {
    let mut bytes = Vec::with_capacity(param.len() * 3 / 4);
    let (mut n, mut bits) = (0u32, 0);
    for (i, c) in param.trim().bytes().enumerate() {
        let Some(v) = ALPHABET.iter().position(|&a| a == c) else {
            return Err(format!("set: character {} is not base64", i + 1));
        };
        n = n << 6 | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            bytes.push((n >> bits) as u8);
        }
    }
    let text = String::from_utf8(bytes).map_err(|_| "set: not text".to_string())?;
    read_set(&text).map_err(|e| format!("set: {e}"))
}
