//! `ablab exercise --kind order|cut|build` and `ablab grade` of a challenge's file: the
//! challenge with an answer that solves it, and an attempt graded with its reason.

use super::output::{fail, lines_of, ok, Output};
use crate::answer_file::{self, ChallengeAnswer};
use crate::search::Tree;
use crate::t;
use crate::teach::practice::challenge::{
    self, explain, task, Attempt, BuildTarget, Challenge, ChallengeKind, Verdict, Want,
};
use crate::teach::{narrate, Style};
use serde_json::{json, Value as Json};

/// The challenge of `kind` for `seed`, its task and an answer that solves it.
pub(super) fn exercise(kind: ChallengeKind, seed: u64, as_json: bool) -> Output {
    let (c, answer) = challenge::draw(kind, seed);
    let tree = c.tree();
    let file = ChallengeAnswer {
        kind,
        seed,
        attempt: answer.clone(),
        student: None,
        made_at: None,
        app_version: None,
    };
    let file = answer_file::write_challenge(&file, tree);
    let conventions = narrate::conventions(&challenge::settings(), Style::PLAIN);
    if as_json {
        let mut out = json!({
            "kind": kind.name(),
            "seed": seed,
            "notation": tree.to_notation(),
            "conventions": conventions,
            "task": task(&c),
            "answer": file,
        });
        add_facts(&c, &mut out);
        return ok(format!("{out}\n"));
    }
    let kind_words = t!(PRACTICE_CHALLENGE_KIND, kind = kind.name());
    let mut lines = vec![
        t!(CLI_CHALLENGE_HEAD, seed = seed, kind = kind_words),
        t!(CLI_EXERCISE_TREE, notation = tree.to_notation()),
        t!(CLI_CONVENTIONS, conventions = conventions),
        t!(CLI_CHALLENGE_TASK, task = task(&c)),
        t!(
            CLI_CHALLENGE_ANSWER_WITH,
            example = answer_example(kind, seed)
        ),
        String::new(),
        t!(CLI_EXERCISE_KEY),
    ];
    lines.push(key_line(&c, &answer));
    lines.push(t!(CLI_CHALLENGE_KEY_FILE, file = file.to_string()));
    ok(lines_of(&lines))
}

/// What the JSON says besides the task: the minimum, the node and K, the target.
fn add_facts(c: &Challenge, out: &mut Json) {
    match c {
        Challenge::Order { tree } => {
            out["evaluated"] = json!(challenge::order::evaluated(tree, challenge::settings()));
            out["minimum"] = json!(c.minimum());
            out["knuth_moore"] = c.knuth_moore().map_or(
                Json::Null,
                |(b, d, leaves)| json!({"b": b, "d": d, "leaves": leaves as u64}),
            );
        }
        Challenge::Cut {
            tree,
            k,
            target,
            want,
        } => {
            out["k"] = json!(k);
            out["node"] = json!(tree.label(*target));
            out["want"] = json!(match want {
                Want::Pruned => "pruned",
                Want::Searched => "searched",
            });
        }
        Challenge::Build { target, .. } => {
            out["target"] = match target {
                BuildTarget::PrunedLeaves(n) => json!({ "pruned_leaves": n }),
                BuildTarget::CutoffAtDepth(d) => json!({ "cutoff_depth": d }),
            };
        }
    }
}

/// A file's shape for the kind, to answer in.
fn answer_example(kind: ChallengeKind, seed: u64) -> String {
    let which = answer_file::challenge_json(kind, seed);
    let part = match kind {
        ChallengeKind::Order => r#""order": {"A": ["C", "B", "D"]}"#,
        ChallengeKind::Cut => r#""leaves": {"H": 5}"#,
        ChallengeKind::Build => r#""tree": "[[3,4],[1,9]]""#,
    };
    format!("{{\"challenge\": {which}, {part}}}")
}

/// The answer key in a line: the best order and its count, the leaves to change, the tree.
fn key_line(c: &Challenge, answer: &Attempt) -> String {
    let tree = c.tree();
    match answer {
        Attempt::Order(perm) => {
            let best = challenge::order::apply(tree, perm).unwrap_or_else(|_| tree.clone());
            let leaves = challenge::order::evaluated(&best, challenge::settings());
            t!(
                CLI_CHALLENGE_KEY_ORDER,
                notation = best.to_notation(),
                leaves = leaves
            )
        }
        Attempt::Cut(changes) => {
            let shown: Vec<String> = changes
                .iter()
                .map(|(n, v)| format!("{} = {v}", tree.label(*n)))
                .collect();
            t!(CLI_CHALLENGE_KEY_CUT, changes = super::output::list(&shown))
        }
        Attempt::Build(built) => t!(CLI_CHALLENGE_KEY_BUILD, notation = built.to_notation()),
    }
}

/// A challenge's file graded (`tree_given`: a TREE argument, refused beside such a file).
pub(super) fn grade(
    file: &str,
    (c, answer): (Challenge, ChallengeAnswer),
    tree_given: bool,
    as_json: bool,
) -> Output {
    if tree_given {
        return fail(t!(CLI_GRADE_CHALLENGE_TREE, file = file));
    }
    let verdict = challenge::grade(&c, &answer.attempt);
    let why = explain(&c, &verdict, Style::PLAIN);
    if as_json {
        let out = json!({
            "kind": answer.kind.name(),
            "seed": answer.seed,
            "correct": verdict.correct,
            "score": verdict.score,
            "reason": verdict.reason.name(),
            "explanation": why,
            "tree": verdict.tree.as_ref().map(Tree::to_notation),
            "student": answer.student,
            "conventions": narrate::conventions(&challenge::settings(), Style::PLAIN),
        });
        return ok(format!("{out}\n"));
    }
    let mut lines = Vec::new();
    if let Some(name) = &answer.student {
        lines.push(t!(CLI_GRADE_STUDENT, name = name));
    }
    let kind_words = t!(PRACTICE_CHALLENGE_KIND, kind = answer.kind.name());
    lines.push(t!(
        CLI_CHALLENGE_HEAD,
        seed = answer.seed,
        kind = kind_words
    ));
    lines.push(t!(CLI_CHALLENGE_TASK, task = task(&c)));
    lines.push(verdict_line(&verdict));
    lines.push(t!(CLI_CHALLENGE_WHY, explanation = why));
    ok(lines_of(&lines))
}

fn verdict_line(v: &Verdict) -> String {
    t!(
        CLI_CHALLENGE_VERDICT,
        percent = (v.score * 100.0).round(),
        correct = v.correct
    )
}
