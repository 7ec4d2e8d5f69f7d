//! A challenge's answer file: which challenge (its kind and seed), the attempt, and who made
//! it. A file without the `challenge` key is an exercise's (the format above), so every older
//! file reads as before.
//!
//! ```json
//! {"challenge": {"kind": "order", "seed": 7}, "order": {"A": ["C", "B", "D"]}}
//! {"challenge": {"kind": "cut", "seed": 7}, "leaves": {"H": 5}}
//! {"challenge": {"kind": "build", "seed": 7}, "tree": "[[3,4],[1,9]]"}
//! ```

use super::{kind as json_kind, number_json};
use search::{parse, NodeId, Tree, Value};
use serde_json::{json, Map, Value as Json};
use teach::practice::challenge::{self, Attempt, BuildTarget, Challenge, ChallengeKind, Want};
use teach::practice::LabelIndex;
use teach::Worded;

/// A challenge answered: which, the attempt, and what the page says about it.
#[derive(Clone, Debug, PartialEq)]
pub struct ChallengeAnswer {
    pub kind: ChallengeKind,
    pub seed: u64,
    pub attempt: Attempt,
    pub student: Option<String>,
    pub made_at: Option<String>,
    pub app_version: Option<String>,
}

/// The keys a challenge's file may have.
const KEYS: [&str; 7] = [
    "challenge",
    "order",
    "leaves",
    "tree",
    "student",
    "made_at",
    "app_version",
];

/// `{"kind", "seed"}`.
pub fn challenge_json(kind: ChallengeKind, seed: u64) -> Json {
    json!({ "kind": kind.name(), "seed": seed })
}

/// A challenge's answer file; `tree` is the challenge's tree (labels name its nodes).
pub fn write_challenge(answer: &ChallengeAnswer, tree: &Tree) -> Json {
    let mut file = attempt_json(&answer.attempt, tree);
    file["challenge"] = challenge_json(answer.kind, answer.seed);
    let text = |t: &Option<String>| t.clone().map_or(Json::Null, Json::String);
    file["student"] = text(&answer.student);
    file["made_at"] = text(&answer.made_at);
    file["app_version"] = text(&answer.app_version);
    file
}

/// An attempt alone, nodes by the labels of `tree` (the challenge's): `order`, `leaves` or
/// `tree`, as a challenge's file and a set's results file hold it.
pub fn attempt_json(attempt: &Attempt, tree: &Tree) -> Json {
    let label = |n: NodeId| tree.label(n).into_owned();
    let mut file = json!({});
    match attempt {
        Attempt::Order(perm) => {
            let order: Map<String, Json> = perm
                .iter()
                .map(|(n, kids)| {
                    (
                        label(*n),
                        json!(kids.iter().map(|&k| label(k)).collect::<Vec<_>>()),
                    )
                })
                .collect();
            file["order"] = Json::Object(order);
        }
        Attempt::Cut(changes) => {
            let leaves: Map<String, Json> = changes
                .iter()
                .map(|(n, v)| (label(*n), number_json(&v.to_string())))
                .collect();
            file["leaves"] = Json::Object(leaves);
        }
        Attempt::Build(built) => file["tree"] = Json::String(built.to_notation()),
    }
    file
}

/// Reads an attempt at `challenge` from a JSON object (`order`, `leaves` or `tree`; other keys
/// are the caller's to check). An error says where and what.
pub fn attempt_from_json(json: &Json, challenge: &Challenge) -> Result<Attempt, String> {
    match json {
        Json::Object(obj) => read_attempt(obj, challenge),
        other => Err(format!("expected an object, found {}", json_kind(other))),
    }
}

/// A challenge pinned whole, as a set holds it: `{"kind": "order", "tree"}`, `{"kind": "cut",
/// "tree", "k", "node", "want": "pruned" | "searched"}`, `{"kind": "build", "shape",
/// "pruned_leaves" | "cutoff_depth"}`.
pub fn pin_json(c: &Challenge) -> Json {
    match c {
        Challenge::Order { tree } => json!({ "kind": "order", "tree": tree.to_notation() }),
        Challenge::Cut {
            tree,
            k,
            target,
            want,
        } => json!({
            "kind": "cut", "tree": tree.to_notation(), "k": k, "node": tree.label(*target),
            "want": match want { Want::Pruned => "pruned", Want::Searched => "searched" },
        }),
        Challenge::Build { shape, target } => {
            let mut v = json!({ "kind": "build", "shape": shape.to_notation() });
            match target {
                BuildTarget::PrunedLeaves(n) => v["pruned_leaves"] = json!(n),
                BuildTarget::CutoffAtDepth(d) => v["cutoff_depth"] = json!(d),
            }
            v
        }
    }
}

/// Reads a pinned challenge ([`pin_json`]). An error says where and what.
pub fn pin_from_json(v: &Json) -> Result<Challenge, String> {
    let text = |key: &str| -> Result<Tree, String> {
        match v.get(key) {
            Some(Json::String(t)) => parse(t).map_err(|e| format!("{key}: {}", e.said())),
            _ => Err(format!("{key}: expected the tree's notation in quotes")),
        }
    };
    let whole = |key: &str| v.get(key).and_then(Json::as_u64);
    match v.get("kind").and_then(Json::as_str) {
        Some("order") => Ok(Challenge::Order {
            tree: text("tree")?,
        }),
        Some("cut") => {
            let tree = text("tree")?;
            let label = v.get("node").and_then(Json::as_str).unwrap_or("");
            let target = LabelIndex::new(&tree)
                .find(label)
                .ok_or_else(|| format!("node: no node is labelled \"{}\"", label.escape_debug()))?;
            let want = match v.get("want").and_then(Json::as_str) {
                Some("pruned") => Want::Pruned,
                Some("searched") => Want::Searched,
                _ => return Err("want: expected \"pruned\" or \"searched\"".into()),
            };
            let k = whole("k").ok_or("k: expected a whole number")? as usize;
            Ok(Challenge::Cut {
                tree,
                k,
                target,
                want,
            })
        }
        Some("build") => {
            let shape = text("shape")?;
            let target = match (whole("pruned_leaves"), whole("cutoff_depth")) {
                (Some(n), None) => BuildTarget::PrunedLeaves(n as usize),
                (None, Some(d)) => BuildTarget::CutoffAtDepth(
                    u16::try_from(d).map_err(|_| "cutoff_depth: too deep")?,
                ),
                _ => {
                    return Err(
                        "expected one of pruned_leaves and cutoff_depth, a whole number".into(),
                    )
                }
            };
            Ok(Challenge::Build { shape, target })
        }
        _ => Err("kind: expected \"order\", \"cut\" or \"build\"".into()),
    }
}

/// A challenge's answer file and its challenge, drawn again from the seed; None for a file
/// without the `challenge` key (an exercise's). An error says where and what.
pub fn read_challenge(text: &str) -> Result<Option<(Challenge, ChallengeAnswer)>, String> {
    let json: Json = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let Some(which) = json.get("challenge").filter(|v| !v.is_null()) else {
        return Ok(None);
    };
    let Json::Object(obj) = &json else {
        return Ok(None);
    };
    if let Some(k) = obj.keys().find(|k| !KEYS.contains(&k.as_str())) {
        return Err(format!(
            "unknown key \"{}\": a challenge's keys are {}",
            k.escape_debug(),
            KEYS.join(", ")
        ));
    }
    let kind = which
        .get("kind")
        .and_then(Json::as_str)
        .and_then(ChallengeKind::named);
    let seed = which.get("seed").and_then(Json::as_u64);
    let (Some(kind), Some(seed)) = (kind, seed) else {
        return Err(format!(
            "challenge: expected {{\"kind\": \"order\", \"cut\" or \"build\", \"seed\": a whole number}}, found {which}"
        ));
    };
    let challenge = challenge::challenge(kind, seed);
    let attempt = read_attempt(obj, &challenge)?;
    let text = |key: &str| -> Result<Option<String>, String> {
        match obj.get(key) {
            None | Some(Json::Null) => Ok(None),
            Some(Json::String(s)) => Ok(Some(s.clone())),
            Some(other) => Err(format!("{key}: expected text, found {}", json_kind(other))),
        }
    };
    let answer = ChallengeAnswer {
        kind,
        seed,
        attempt,
        student: text("student")?,
        made_at: text("made_at")?,
        app_version: text("app_version")?,
    };
    Ok(Some((challenge, answer)))
}

/// The attempt the challenge's kind reads: `order`, `leaves` or `tree`.
fn read_attempt(obj: &Map<String, Json>, challenge: &Challenge) -> Result<Attempt, String> {
    let tree = challenge.tree();
    let labels = LabelIndex::new(tree);
    let node = |label: &str, at: &str| {
        labels.find(label).ok_or_else(|| {
            format!(
                "{at}: no node is labelled \"{}\" (nodes are A, B, C, ... breadth-first, leaves included)",
                label.escape_debug()
            )
        })
    };
    let object = |key: &str| -> Result<Vec<(&String, &Json)>, String> {
        match obj.get(key) {
            None | Some(Json::Null) => Ok(Vec::new()),
            Some(Json::Object(m)) => Ok(m.iter().collect()),
            Some(other) => Err(format!(
                "{key}: expected an object from labels, found {}",
                json_kind(other)
            )),
        }
    };
    match challenge {
        Challenge::Order { .. } => {
            let mut perm = Vec::new();
            for (label, kids) in object("order")? {
                let at = format!("order.{label}");
                let Json::Array(items) = kids else {
                    return Err(format!(
                        "{at}: expected an array of labels, found {}",
                        json_kind(kids)
                    ));
                };
                let mut order = Vec::new();
                for (i, item) in items.iter().enumerate() {
                    let at = format!("{at}[{i}]");
                    let Json::String(l) = item else {
                        return Err(format!(
                            "{at}: expected a label in quotes, found {}",
                            json_kind(item)
                        ));
                    };
                    order.push(node(l, &at)?);
                }
                perm.push((node(label, &at)?, order));
            }
            Ok(Attempt::Order(perm))
        }
        Challenge::Cut { .. } => {
            let mut changes = Vec::new();
            for (label, v) in object("leaves")? {
                let at = format!("leaves.{label}");
                let text = match v {
                    Json::Number(n) => n.to_string(),
                    Json::String(s) => s.clone(),
                    other => return Err(format!("{at}: {} is not a number", json_kind(other))),
                };
                let value = Value::parse(text.trim()).map_err(|e| format!("{at}: {}", e.said()))?;
                changes.push((node(label, &at)?, value));
            }
            Ok(Attempt::Cut(changes))
        }
        Challenge::Build { .. } => match obj.get("tree") {
            Some(Json::String(t)) => parse(t)
                .map(Attempt::Build)
                .map_err(|e| format!("tree: {}", e.said())),
            None | Some(Json::Null) => Err("tree: give the tree built, in the notation".into()),
            Some(other) => Err(format!(
                "tree: expected the notation in quotes, found {}",
                json_kind(other)
            )),
        },
    }
}
