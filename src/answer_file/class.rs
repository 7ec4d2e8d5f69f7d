//! A class graded: every answers or results file of a folder (or dropped on the page) in one
//! table, a row per student per exercise and a summary per exercise, with every file that was
//! not graded listed with the reason. `ablab grade --class` and the page's Class view both
//! use [`grade`] and the writers here.

use super::results::{is_results, read_results};
use super::set_file::{set_from_json, set_id, SET_FORMAT};
use crate::engine::practice::challenge::{self, Challenge};
use crate::engine::practice::set::{Set, SetExercise};
use crate::engine::practice::{self, MistakeKind};
use crate::engine::search;
use serde_json::{json, Value as Json};
use std::collections::BTreeMap;

/// A student's grade for one exercise.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub student: String,
    pub file: String,
    /// 1 is the set's first exercise.
    pub exercise: usize,
    /// 0 to 1, as the page scores it (hints paid for).
    pub score: f64,
    pub points: usize,
    pub out_of: usize,
    pub correct: bool,
    /// The first mistake's kind and node (its label; empty where the kind names none).
    pub first_mistake: Option<(ClassMistake, String)>,
    pub seconds: Option<u64>,
}

/// One exercise over the class.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub exercise: usize,
    pub students: usize,
    pub mean_score: f64,
    pub right: usize,
    /// The most common first mistake, and how many made it.
    pub common_mistake: Option<((ClassMistake, String), usize)>,
}

/// What a row's first mistake is about: a searched exercise's mistake, or why a challenge's
/// attempt fails (its [`challenge::Reason`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ClassMistake {
    Search(MistakeKind),
    /// The reason's name ([`challenge::Reason::name`]).
    Challenge(&'static str),
}

impl ClassMistake {
    /// The name in the CSV and JSON tables (`value`, `missed_prune`, `too_many_changes`...).
    pub fn name(self) -> &'static str {
        match self {
            ClassMistake::Search(kind) => kind.name(),
            ClassMistake::Challenge(reason) => reason,
        }
    }
}

/// Why a file was not graded.
#[derive(Clone, Debug, PartialEq)]
pub enum Skip {
    /// Not JSON at all.
    NotJson,
    /// JSON, but neither an answers file nor a results file.
    NotAnswers,
    /// A results or answers file that cannot be read: where and what.
    Unreadable(String),
    /// A file of another set than the class's (its identity).
    OtherSet(String),
    /// A file whose set is not the one it says (changed by hand).
    Changed,
    /// An answers file whose exercise is not one of the set's.
    NotInSet,
    /// A second set file, of another set.
    SecondSet,
}

impl Skip {
    /// The reason's name in `--json` and the CSV.
    pub fn name(&self) -> &'static str {
        match self {
            Skip::NotJson => "not_json",
            Skip::NotAnswers => "not_answers",
            Skip::Unreadable(_) => "unreadable",
            Skip::OtherSet(_) => "other_set",
            Skip::Changed => "changed",
            Skip::NotInSet => "not_in_set",
            Skip::SecondSet => "second_set",
        }
    }

    /// What the reason says besides its name (where and what, another set's identity).
    pub fn detail(&self) -> &str {
        match self {
            Skip::Unreadable(why) | Skip::OtherSet(why) => why,
            _ => "",
        }
    }
}

/// The class's table.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ClassTable {
    /// The set graded and its identity (None: no set file and no results file).
    pub set: Option<(Set, String)>,
    pub rows: Vec<Row>,
    pub summaries: Vec<Summary>,
    pub skipped: Vec<(String, Skip)>,
}

/// A file read: what it is.
enum Read {
    SetFile(Set),
    Results(super::results::Results),
    Single(super::About, String),
    /// A challenge's file: the challenge and the attempt.
    Challenge(Box<(Challenge, super::ChallengeAnswer)>),
}

/// Grades `files` (name, text), in the order of their names. The class's set is the set file
/// among them, if any, else the set most results files are of (the first by name on a tie).
pub fn grade(files: &[(String, String)]) -> ClassTable {
    let mut files: Vec<&(String, String)> = files.iter().collect();
    files.sort_by(|a, b| a.0.cmp(&b.0));
    let mut table = ClassTable::default();
    let mut read = Vec::new();
    for (name, text) in files {
        match read_one(text) {
            Ok(r) => read.push((name.clone(), r)),
            Err(why) => table.skipped.push((name.clone(), why)),
        }
    }
    let set = class_set(&read);
    for (name, file) in read {
        match grade_one(&name, file, set.as_ref()) {
            Ok(rows) => table.rows.extend(rows),
            Err(why) => table.skipped.push((name, why)),
        }
    }
    table.skipped.sort_by(|a, b| a.0.cmp(&b.0));
    if let Some((set, _)) = &set {
        table.summaries = summaries(set.exercises.len(), &table.rows);
    }
    table.set = set;
    table
}

fn read_one(text: &str) -> Result<Read, Skip> {
    let json: Json = serde_json::from_str(text).map_err(|_| Skip::NotJson)?;
    if json.get("format").and_then(Json::as_str) == Some(SET_FORMAT) {
        return set_from_json(&json)
            .map(Read::SetFile)
            .map_err(Skip::Unreadable);
    }
    if is_results(&json) {
        return read_results(&json)
            .map(Read::Results)
            .map_err(Skip::Unreadable);
    }
    match super::read_challenge(text) {
        Ok(Some(found)) => return Ok(Read::Challenge(Box::new(found))),
        Ok(None) => {}
        Err(why) => return Err(Skip::Unreadable(why)),
    }
    match super::read_about(text) {
        Ok(Some(about)) => Ok(Read::Single(about, text.to_string())),
        Ok(None) => Err(Skip::NotAnswers),
        Err(why) => Err(Skip::Unreadable(why)),
    }
}

/// The set a class is graded by, with its identity.
fn class_set(read: &[(String, Read)]) -> Option<(Set, String)> {
    let given = read.iter().find_map(|(_, r)| match r {
        Read::SetFile(set) => Some(set.clone()),
        _ => None,
    });
    if let Some(set) = given {
        let id = set_id(&set);
        return Some((set, id));
    }
    let mut counts: Vec<(String, usize, &Set)> = Vec::new();
    for (_, r) in read {
        if let Read::Results(res) = r {
            match counts.iter_mut().find(|c| c.0 == res.set_id) {
                Some(c) => c.1 += 1,
                None => counts.push((res.set_id.clone(), 1, &res.set)),
            }
        }
    }
    // The first of the most common: `max_by_key` takes the last of equals.
    let most = counts.iter().map(|c| c.1).max()?;
    let (id, _, set) = counts.into_iter().find(|c| c.1 == most)?;
    Some((set.clone(), id))
}

/// The file's rows, or why it is skipped.
fn grade_one(name: &str, file: Read, set: Option<&(Set, String)>) -> Result<Vec<Row>, Skip> {
    let student_of = |s: Option<String>| {
        s.filter(|s| !s.trim().is_empty())
            .map_or_else(|| name.to_string(), |s| s.trim().to_string())
    };
    match file {
        Read::SetFile(own) => match set {
            Some((class, _)) if *class == own => Ok(Vec::new()),
            _ => Err(Skip::SecondSet),
        },
        Read::Results(res) => {
            let Some((class, id)) = set else {
                return Err(Skip::NotInSet);
            };
            if set_id(&res.set) != res.set_id {
                return Err(Skip::Changed);
            }
            if res.set_id != *id {
                return Err(Skip::OtherSet(res.set_id));
            }
            let student = student_of(res.student);
            let mut rows = Vec::new();
            for (i, (e, done)) in class.exercises.iter().zip(res.exercises).enumerate() {
                let (answers, hints, seconds) = done.unwrap_or((json!({}), 0, None));
                let row = grade_exercise(e, &answers.to_string(), hints)
                    .map_err(|why| Skip::Unreadable(format!("exercises[{i}].answers: {why}")))?;
                rows.push(Row {
                    student: student.clone(),
                    file: name.to_string(),
                    exercise: i + 1,
                    seconds,
                    ..row
                });
            }
            Ok(rows)
        }
        Read::Challenge(found) => grade_challenge_file(name, *found, set),
        Read::Single(about, text) => {
            let Some((class, _)) = set else {
                return Err(Skip::NotInSet);
            };
            let tree = about.exercise.tree().map_err(Skip::Unreadable)?;
            let settings = practice::practised(about.settings);
            let at = class
                .exercises
                .iter()
                .position(|e| e.tree().as_ref() == Some(&tree) && e.settings() == settings);
            let Some(i) = at else {
                return Err(Skip::NotInSet);
            };
            let row = grade_exercise(&class.exercises[i], &text, about.hints)
                .map_err(Skip::Unreadable)?;
            Ok(vec![Row {
                student: student_of(about.student),
                file: name.to_string(),
                exercise: i + 1,
                ..row
            }])
        }
    }
}

/// A challenge's file graded as its exercise of the set, if the set has it.
fn grade_challenge_file(
    name: &str,
    (c, answer): (Challenge, super::ChallengeAnswer),
    set: Option<&(Set, String)>,
) -> Result<Vec<Row>, Skip> {
    let (class, _) = set.ok_or(Skip::NotInSet)?;
    let at = class
        .exercises
        .iter()
        .position(|e| matches!(e, SetExercise::Challenge(own) if *own == c))
        .ok_or(Skip::NotInSet)?;
    let v = challenge::grade(&c, &answer.attempt);
    let student = answer.student.filter(|s| !s.trim().is_empty());
    Ok(vec![Row {
        student: student.map_or_else(|| name.to_string(), |s| s.trim().to_string()),
        file: name.to_string(),
        exercise: at + 1,
        ..challenge_row(&c, Some(&v))
    }])
}

/// A challenge's row: one part, right or not, and why not; `None` when nothing was done.
fn challenge_row(c: &Challenge, v: Option<&challenge::Verdict>) -> Row {
    let correct = v.is_some_and(|v| v.correct);
    Row {
        student: String::new(),
        file: String::new(),
        exercise: 0,
        score: v.map_or(0.0, |v| v.score),
        points: usize::from(correct),
        out_of: 1,
        correct,
        first_mistake: v
            .filter(|v| !v.correct)
            .map(|v| (ClassMistake::Challenge(v.reason.name()), reason_node(c, v))),
        seconds: None,
    }
}

/// The node a challenge's reason names, by its label: of the challenge's tree, or of the tree
/// built for a shape's; empty for a reason about the whole search.
fn reason_node(c: &Challenge, v: &challenge::Verdict) -> String {
    use challenge::Reason;
    let (tree, node) = match v.reason {
        Reason::NotAReordering { node } | Reason::NotALeaf { node } => (Some(c.tree()), node),
        Reason::Target { target, .. } => (Some(c.tree()), target),
        Reason::Shape { node, .. } => (v.tree.as_ref(), node),
        _ => return String::new(),
    };
    tree.filter(|t| (node as usize) < t.len())
        .map_or_else(String::new, |t| t.label(node).into_owned())
}

/// One exercise's answers (the answer format's text; a challenge's attempt for a challenge)
/// graded as the page grades them.
fn grade_exercise(e: &SetExercise, answers: &str, hints: usize) -> Result<Row, String> {
    if let SetExercise::Challenge(c) = e {
        let json: Json = serde_json::from_str(answers).map_err(|e| format!("not JSON: {e}"))?;
        // Left out: nothing done.
        if json.as_object().is_some_and(|o| o.is_empty()) {
            return Ok(challenge_row(c, None));
        }
        let v = challenge::grade(c, &super::attempt_from_json(&json, c)?);
        return Ok(challenge_row(c, Some(&v)));
    }
    let tree = e.tree().ok_or("the set's tree does not parse")?;
    let answers = super::read(answers, &tree)?;
    let trace = search(&tree, practice::practised(e.settings()));
    let g = practice::grade(&tree, &trace, &answers);
    Ok(Row {
        student: String::new(),
        file: String::new(),
        exercise: 0,
        score: g.page_score(hints),
        points: g.points,
        out_of: g.page_parts(),
        correct: g.page_correct(),
        first_mistake: g.first_mistake.map(|m| {
            (
                ClassMistake::Search(m.kind),
                tree.label(m.node).into_owned(),
            )
        }),
        seconds: None,
    })
}

/// A summary per exercise, 1 to `count`.
fn summaries(count: usize, rows: &[Row]) -> Vec<Summary> {
    (1..=count)
        .map(|exercise| {
            let of: Vec<&Row> = rows.iter().filter(|r| r.exercise == exercise).collect();
            let mut mistakes: BTreeMap<(ClassMistake, String), usize> = BTreeMap::new();
            for m in of.iter().filter_map(|r| r.first_mistake.clone()) {
                *mistakes.entry(m).or_default() += 1;
            }
            let most = mistakes.values().copied().max();
            let common = most.and_then(|n| mistakes.into_iter().find(|m| m.1 == n));
            let total: f64 = of.iter().map(|r| r.score).sum();
            Summary {
                exercise,
                students: of.len(),
                mean_score: if of.is_empty() {
                    0.0
                } else {
                    total / of.len() as f64
                },
                right: of.iter().filter(|r| r.correct).count(),
                common_mistake: common,
            }
        })
        .collect()
}

/// The CSV's columns.
pub const CSV_HEADER: [&str; 11] = [
    "row",
    "student",
    "file",
    "exercise",
    "score",
    "points",
    "out_of",
    "right",
    "first_mistake",
    "node",
    "seconds",
];

/// A score as the table writes it: three decimals at most.
pub fn score_text(score: f64) -> String {
    let text = format!("{score:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// A CSV field, quoted when it holds a comma, a quote, a line break or leading/trailing
/// space (RFC 4180: a quote inside is doubled). A field a spreadsheet would run as a formula
/// (`=`, `+`, `-`, `@` first) gets a `'` in front.
pub fn csv_field(text: &str) -> String {
    let text = match text.chars().next() {
        Some('=' | '+' | '-' | '@') if text.parse::<f64>().is_err() => format!("'{text}"),
        _ => text.to_string(),
    };
    let needs = text.contains([',', '"', '\n', '\r']) || text.trim() != text;
    if needs {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// The table as CSV: a row per student per exercise, a summary row per exercise (`score` is
/// the mean, `points` the students, `right` how many got it right, the mistake the most
/// common first one), then a row per file skipped (`first_mistake` holds the reason).
pub fn to_csv(table: &ClassTable) -> String {
    let mut lines = vec![CSV_HEADER.join(",")];
    let opt = |n: Option<u64>| n.map_or_else(String::new, |n| n.to_string());
    for r in &table.rows {
        let (kind, node) = mistake_cells(&r.first_mistake);
        lines.push(csv_line(&[
            "student",
            &r.student,
            &r.file,
            &r.exercise.to_string(),
            &score_text(r.score),
            &r.points.to_string(),
            &r.out_of.to_string(),
            if r.correct { "1" } else { "0" },
            kind,
            &node,
            &opt(r.seconds),
        ]));
    }
    for s in &table.summaries {
        let (kind, node) = mistake_cells(&s.common_mistake.as_ref().map(|m| m.0.clone()));
        lines.push(csv_line(&[
            "summary",
            "",
            "",
            &s.exercise.to_string(),
            &score_text(s.mean_score),
            &s.students.to_string(),
            "",
            &s.right.to_string(),
            kind,
            &node,
            "",
        ]));
    }
    for (file, why) in &table.skipped {
        let reason = match why.detail() {
            "" => why.name().to_string(),
            detail => format!("{}: {detail}", why.name()),
        };
        lines.push(csv_line(&[
            "skipped", "", file, "", "", "", "", "", &reason, "", "",
        ]));
    }
    let mut out = lines.join("\r\n");
    out.push_str("\r\n");
    out
}

fn mistake_cells(m: &Option<(ClassMistake, String)>) -> (&'static str, String) {
    m.as_ref()
        .map_or(("", String::new()), |(k, n)| (k.name(), n.clone()))
}

fn csv_line(cells: &[&str]) -> String {
    let cells: Vec<String> = cells.iter().map(|c| csv_field(c)).collect();
    cells.join(",")
}

/// The table as one JSON object: `set_id`, `title`, `rows`, `summaries`, `skipped`.
pub fn to_json(table: &ClassTable) -> Json {
    let mistake = |m: &Option<(ClassMistake, String)>| {
        m.as_ref()
            .map_or(Json::Null, |(k, n)| json!({ "kind": k.name(), "node": n }))
    };
    let rows: Vec<Json> = table
        .rows
        .iter()
        .map(|r| {
            json!({
                "student": r.student, "file": r.file, "exercise": r.exercise,
                "score": r.score, "points": r.points, "out_of": r.out_of, "correct": r.correct,
                "first_mistake": mistake(&r.first_mistake), "seconds": r.seconds,
            })
        })
        .collect();
    let summaries: Vec<Json> = table
        .summaries
        .iter()
        .map(|s| {
            let common = s.common_mistake.as_ref();
            json!({
                "exercise": s.exercise, "students": s.students, "mean_score": s.mean_score,
                "right": s.right,
                "common_mistake": mistake(&common.map(|c| c.0.clone())),
                "common_mistake_count": common.map_or(0, |c| c.1),
            })
        })
        .collect();
    let skipped: Vec<Json> = table
        .skipped
        .iter()
        .map(|(file, why)| json!({ "file": file, "reason": why.name(), "detail": why.detail() }))
        .collect();
    json!({
        "set_id": table.set.as_ref().map(|s| s.1.clone()),
        "title": table.set.as_ref().map(|s| s.0.title.clone()),
        "rows": rows,
        "summaries": summaries,
        "skipped": skipped,
    })
}
