//! A class graded: every answers or results file of a folder (or dropped on the page) in one
//! table, a row per student per exercise and a summary per exercise, with every file that was
//! not graded listed with the reason. A class is graded by its set (a set file, or the set its
//! results files are of) or, with no set, by the exercises its answers files answer, each on
//! its own. A file is known by what it holds, not by its name ([`same`]). `ablab grade
//! --class` and the page's Class view both use [`grade`] and the writers ([`write`]).

mod same;
mod skip;
mod write;
pub use same::student_key;
pub use skip::Skip;
pub use write::{csv_field, score_text, to_csv, to_json, CSV_HEADER};

use super::results::{is_results, read_results};
use super::set_file::{set_from_json, set_id, SET_FORMAT};
use ::search::search;
use same::Work;
use serde_json::{json, Value as Json};
use std::collections::BTreeMap;
use teach::practice::challenge::{self, Challenge};
use teach::practice::set::{Set, SetExercise};
use teach::practice::{self, MistakeKind};

/// A student's grade for one exercise.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub student: String,
    pub file: String,
    /// 1 is the set's first exercise (or, with no set, the first exercise given alone).
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

/// The class's table.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ClassTable {
    /// The set graded and its identity (None: no set file and no results file).
    pub set: Option<(Set, String)>,
    /// With no set: the exercises given alone that the files answer, each one's name
    /// ([`Alone::name`]); exercise `k` of the rows is `alone[k - 1]`.
    pub alone: Vec<Alone>,
    pub rows: Vec<Row>,
    pub summaries: Vec<Summary>,
    pub skipped: Vec<(String, Skip)>,
}

/// Adds a file to a class's list (name, text), as the page's Class view gathers them: the same
/// file again is not added twice, and another file of a name already there is added under
/// that name with a number (`alphabeta-results.json (2)`), so that no file replaces another.
pub fn add_file(files: &mut Vec<(String, String)>, name: String, text: String) {
    if files.iter().any(|f| f.0 == name && f.1 == text) {
        return;
    }
    let taken = |n: &str| files.iter().any(|f| f.0 == n);
    let name = if taken(&name) {
        (2..)
            .map(|k| format!("{name} ({k})"))
            .find(|n| !taken(n))
            .expect("a number is free")
    } else {
        name
    };
    files.push((name, text));
}

/// An exercise given to the class alone, not in a set (practice's own "Save answers").
#[derive(Clone, Debug, PartialEq)]
pub struct Alone {
    /// How the table names it: a drawn exercise's difficulty and seed (`hard 24443`), a given
    /// tree's notation, a challenge's kind and seed (`cut 12`).
    pub name: String,
    pub exercise: SetExercise,
}

/// A file read: what it is.
enum Read {
    SetFile(Set),
    Results(super::results::Results),
    Single(super::About, String),
    /// A challenge's file: the challenge and the attempt.
    Challenge(Box<(Challenge, super::ChallengeAnswer)>),
}

impl Read {
    /// Whose work the file is, on what; None for a set file. `json` is the file's.
    fn work(&self, json: &Json) -> Option<Work> {
        let (subject, student) = match self {
            // A file whose set was changed is skipped as such, never taken for an attempt.
            Read::SetFile(_) => return None,
            Read::Results(r) if set_id(&r.set) != r.set_id => return None,
            Read::Results(r) => (format!("set {}", r.set_id), r.student.as_deref()),
            Read::Single(about, _) => (
                format!("exercise {}", single_key(about)),
                about.student.as_deref(),
            ),
            Read::Challenge(c) => (
                format!("challenge {} {}", c.1.kind.name(), c.1.seed),
                c.1.student.as_deref(),
            ),
        };
        Some(Work::of(json, subject, student))
    }
}

/// An answers file's exercise and conventions, as one key.
fn single_key(about: &super::About) -> String {
    let settings = practice::practised(about.settings);
    let settings = serde_json::to_string(&settings).unwrap_or_default();
    format!("{} {settings}", about.exercise.to_json())
}

/// Grades `files` (name, text), in the order given (a student's two attempts with no time
/// keep the later one given). The class's set is the set file among them, if any, else the
/// set most results files are of (the first on a tie); with neither, each exercise answered
/// alone is graded on its own.
pub fn grade(files: &[(String, String)]) -> ClassTable {
    let mut table = ClassTable::default();
    let mut read = Vec::new();
    for (name, text) in files {
        match read_one(text) {
            Ok((r, json)) => {
                let work = r.work(&json);
                read.push((name.clone(), r, work));
            }
            Err(why) => table.skipped.push((name.clone(), why)),
        }
    }
    let read = same::one_each(read, &mut table.skipped);
    let set = class_set(&read);
    let exercises: Vec<SetExercise> = match &set {
        Some((set, _)) => set.exercises.clone(),
        None => {
            table.alone = alone(&read);
            table.alone.iter().map(|a| a.exercise.clone()).collect()
        }
    };
    for (name, file) in read {
        match grade_one(&name, file, &exercises, set.as_ref()) {
            Ok(rows) => table.rows.extend(rows),
            Err(why) => table.skipped.push((name, why)),
        }
    }
    table.skipped.sort_by(|a, b| a.0.cmp(&b.0));
    table.summaries = summaries(exercises.len(), &table.rows);
    table.set = set;
    table
}

fn read_one(text: &str) -> Result<(Read, Json), Skip> {
    let json: Json = serde_json::from_str(text).map_err(|_| Skip::NotJson)?;
    if json.get("format").and_then(Json::as_str) == Some(SET_FORMAT) {
        return set_from_json(&json)
            .map(|set| (Read::SetFile(set), json))
            .map_err(Skip::Unreadable);
    }
    if is_results(&json) {
        let results = read_results(&json).map_err(Skip::Unreadable)?;
        return Ok((Read::Results(results), json));
    }
    match super::read_challenge(text) {
        Ok(Some(found)) => return Ok((Read::Challenge(Box::new(found)), json)),
        Ok(None) => {}
        Err(why) => return Err(Skip::Unreadable(why)),
    }
    match super::read_about(text) {
        Ok(Some(about)) => Ok((Read::Single(about, text.to_string()), json)),
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

/// With no set: the exercises the answers and challenge files answer, in the order first met
/// (a file whose tree does not parse is left to its own grading, which says so).
fn alone(read: &[(String, Read)]) -> Vec<Alone> {
    let mut out: Vec<Alone> = Vec::new();
    for (_, r) in read {
        let found = match r {
            Read::Single(about, _) => about.exercise.tree().ok().map(|tree| Alone {
                name: match &about.exercise {
                    super::Exercise::Drawn(d, seed) => format!("{} {seed}", d.name()),
                    super::Exercise::Tree(_) => tree.to_notation(),
                },
                exercise: SetExercise::Search {
                    tree: tree.to_notation(),
                    settings: practice::practised(about.settings),
                    alpha_beta: false,
                },
            }),
            Read::Challenge(c) => Some(Alone {
                name: format!("{} {}", c.1.kind.name(), c.1.seed),
                exercise: SetExercise::Challenge(c.0.clone()),
            }),
            Read::SetFile(_) | Read::Results(_) => None,
        };
        if let Some(a) = found.filter(|a| !out.iter().any(|o| o.exercise == a.exercise)) {
            out.push(a);
        }
    }
    out
}

/// The student a file names, else the file's name.
fn student_of(name: &str, student: Option<String>) -> String {
    student
        .filter(|s| !s.trim().is_empty())
        .map_or_else(|| name.to_string(), |s| s.trim().to_string())
}

/// The file's rows against the class's `exercises` (its set's, if it has one), or why it is
/// skipped.
fn grade_one(
    name: &str,
    file: Read,
    exercises: &[SetExercise],
    set: Option<&(Set, String)>,
) -> Result<Vec<Row>, Skip> {
    match file {
        Read::SetFile(own) => match set {
            Some((class, _)) if *class == own => Ok(Vec::new()),
            _ => Err(Skip::SecondSet),
        },
        Read::Results(res) => {
            let (_, id) = set.ok_or(Skip::NotInSet)?;
            if set_id(&res.set) != res.set_id {
                return Err(Skip::Changed);
            }
            if res.set_id != *id {
                return Err(Skip::OtherSet(res.set_id));
            }
            let student = student_of(name, res.student);
            let mut rows = Vec::new();
            for (i, (e, done)) in exercises.iter().zip(res.exercises).enumerate() {
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
        Read::Challenge(found) => {
            let (c, answer) = *found;
            let at = exercises
                .iter()
                .position(|e| matches!(e, SetExercise::Challenge(own) if *own == c))
                .ok_or(Skip::NotInSet)?;
            let v = challenge::grade(&c, &answer.attempt);
            Ok(vec![Row {
                student: student_of(name, answer.student),
                file: name.to_string(),
                exercise: at + 1,
                ..challenge_row(&c, Some(&v))
            }])
        }
        Read::Single(about, text) => {
            let tree = about.exercise.tree().map_err(Skip::Unreadable)?;
            let settings = practice::practised(about.settings);
            let at = exercises
                .iter()
                .position(|e| e.tree().as_ref() == Some(&tree) && e.settings() == settings)
                .ok_or(Skip::NotInSet)?;
            let row =
                grade_exercise(&exercises[at], &text, about.hints).map_err(Skip::Unreadable)?;
            Ok(vec![Row {
                student: student_of(name, about.student),
                file: name.to_string(),
                exercise: at + 1,
                ..row
            }])
        }
    }
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
