//! `ablab exercise` and `ablab grade`, run through `cli::run` (no process): the JSON shapes, the
//! text, and bad answers refused with exit status 2.

use alphabeta_lab::cli::{run, Output};
use serde_json::{json, Value};

const SEEDS: &str = "[[[3,5],[6,9]],[[1,2],[0,-1]]]";

/// `ablab` through `cli::run`, with `stdin` as its standard input (also for `cli_challenge`).
pub(crate) fn ablab(args: &[&str], stdin: &str) -> Output {
    let mut all = vec!["ablab"];
    all.extend_from_slice(args);
    run(all, &mut stdin.as_bytes())
}

/// The one JSON object `ablab` prints, having exited with 0.
pub(crate) fn json_of(args: &[&str], stdin: &str) -> Value {
    let out = ablab(args, stdin);
    assert_eq!(out.status, 0, "{}", out.stderr);
    serde_json::from_str(&out.stdout).expect("one JSON object")
}

/// Exit status 2, nothing on stdout, and `message` on stderr.
fn refused(args: &[&str], stdin: &str, message: &str) {
    let out = ablab(args, stdin);
    assert_eq!(out.status, 2, "{args:?}: {}{}", out.stdout, out.stderr);
    assert!(out.stdout.is_empty(), "{}", out.stdout);
    assert!(out.stderr.contains(message), "{args:?}: {}", out.stderr);
}

const RIGHT: &str = r#"{"values": {"A": 5, "B": 5, "C": 2, "D": 5, "E": 6, "F": 2},
    "pruned": ["G", "K"], "alpha_beta": {"B": ["-inf", 5]}}"#;

#[test]
fn grade_json_right_answers() {
    let v = json_of(&["grade", SEEDS, "--answers", "-", "--json"], RIGHT);
    assert_eq!(v["correct"], true);
    assert_eq!(v["score"], 1.0);
    assert_eq!(v["first_mistake"], Value::Null);
    for key in [
        "wrong_values",
        "missed_prunes",
        "extra_prunes",
        "wrong_alpha_beta",
    ] {
        assert_eq!(v[key], json!([]), "{key}");
    }
}

#[test]
fn grade_json_one_mistake_explained() {
    let answers = r#"{"values": {"A": 5, "B": 5, "C": 2}, "pruned": ["K"]}"#;
    let v = json_of(&["grade", SEEDS, "--answers", "-", "--json"], answers);
    assert_eq!(v["correct"], false);
    assert_eq!(v["missed_prunes"], json!(["G"]));
    assert_eq!(
        (v["points"].as_u64(), v["out_of"].as_u64()),
        (Some(4), Some(5))
    );
    assert_eq!(v["score"], 0.8);
    assert_eq!(v["unanswered"], json!(["D", "E", "F"]));
    assert_eq!(
        v["first_mistake"],
        json!({
            "node": "G",
            "kind": "missed_prune",
            "step": 37,
            "explanation": "At C, beta = 2 <= alpha = 5, so G is never searched; you left G unmarked."
        })
    );
}

#[test]
fn grade_follows_the_conventions_given() {
    let dir = std::env::temp_dir().join(format!("ablab-grade-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("answers.json");
    std::fs::write(&file, RIGHT).unwrap();
    let file = file.to_str().unwrap();
    let v = json_of(&["grade", SEEDS, "--answers", file, "--json"], "");
    assert_eq!(v["correct"], true);
    let v = json_of(
        &[
            "grade",
            SEEDS,
            "--answers",
            file,
            "--fail",
            "hard",
            "--json",
        ],
        "",
    );
    assert_eq!(v["wrong_values"], json!(["F", "C"]));
    assert_eq!(v["first_mistake"]["kind"], "value");
    let v = json_of(
        &[
            "grade",
            SEEDS,
            "--answers",
            file,
            "--form",
            "negamax",
            "--json",
        ],
        "",
    );
    assert_eq!(v["wrong_values"], json!(["B", "C"]));
    let out = ablab(&["grade", SEEDS, "--answers", file, "--root", "min"], "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(out.stdout.contains("root Min"), "{}", out.stdout);
    assert!(
        out.stdout.contains("First mistake (step "),
        "{}",
        out.stdout
    );
}

#[test]
fn grade_text() {
    let out = ablab(&["grade", SEEDS, "--answers", "-"], RIGHT);
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("Score: 10 of 10 (100%). All right."),
        "{}",
        out.stdout
    );
    let out = ablab(&["grade", "-", "--answers", "-"], RIGHT);
    refused_output(out, "cannot both come from standard input");
}

fn refused_output(out: Output, message: &str) {
    assert_eq!(out.status, 2);
    assert!(out.stderr.contains(message), "{}", out.stderr);
}

#[test]
fn bad_answers_say_where_and_what() {
    let grade = ["grade", SEEDS, "--answers", "-"];
    refused(
        &grade,
        "{\"values\": {\"A\": 5},}",
        "bad answers: not JSON: trailing comma at line 1 column",
    );
    refused(
        &grade,
        "[1]",
        "expected one JSON object with values, pruned, alpha_beta",
    );
    refused(
        &grade,
        r#"{"values": {"Z": 5}}"#,
        "values.Z: no node is labelled \"Z\"",
    );
    refused(
        &grade,
        r#"{"values": {"A": true}}"#,
        "values.A: true is not a number",
    );
    refused(
        &grade,
        r#"{"values": {"A": "five"}}"#,
        "values.A: \"five\" is not a value",
    );
    refused(
        &grade,
        r#"{"pruned": ["G", 7]}"#,
        "pruned[1]: expected a label in quotes",
    );
    refused(
        &grade,
        r#"{"pruned": ["Q"]}"#,
        "pruned[0]: no node is labelled \"Q\"",
    );
    refused(
        &grade,
        r#"{"alpha_beta": {"B": [1]}}"#,
        "alpha_beta.B: expected [alpha, beta]",
    );
    refused(&grade, r#"{"prunned": []}"#, "unknown key \"prunned\"");
    refused(
        &["grade", "[1,", "--answers", "-"],
        "{}",
        "bad tree: line 1, column 4",
    );
    refused(
        &["grade", SEEDS, "--answers", "/nonexistent/answers.json"],
        "",
        "cannot read the answers",
    );
    refused(
        &["grade", SEEDS, "--answers", "-", "--form", "other"],
        "{}",
        "other",
    );
}

#[test]
fn exercise_json_shape_and_answers_that_grade_right() {
    let v = json_of(
        &["exercise", "--seed", "1", "--difficulty", "easy", "--json"],
        "",
    );
    assert_eq!(v["seed"], 1);
    assert_eq!(v["difficulty"], "easy");
    assert_eq!(v["tree"], json!([[5, -2], [-8, -4]]));
    assert_eq!(
        v["answers"],
        json!({
            "values": {"A": -2, "B": -2, "C": -8},
            "pruned": ["G"],
            "alpha_beta": {"A": [-2, "+inf"], "B": ["-inf", -2], "C": [-2, -8]}
        })
    );
    for difficulty in ["easy", "medium", "hard"] {
        for seed in ["0", "7", "18446744073709551615"] {
            let args = [
                "exercise",
                "--seed",
                seed,
                "--difficulty",
                difficulty,
                "--json",
            ];
            let v = json_of(&args, "");
            assert_eq!(v, json_of(&args, ""), "repeatable");
            let tree = v["tree"].to_string();
            let answers = v["answers"].to_string();
            let g = json_of(&["grade", &tree, "--answers", "-", "--json"], &answers);
            assert_eq!(g["correct"], true, "{difficulty} {seed}: {g}");
            if difficulty != "easy" {
                assert_ne!(v["answers"]["pruned"], json!([]), "a cutoff");
            }
        }
    }
}

#[test]
fn exercise_text_and_bad_options() {
    let out = ablab(&["exercise", "--seed", "1", "--difficulty", "easy"], "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("Tree: [[5,-2],[-8,-4]]"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains("Values: A = -2, B = -2, C = -8"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("Never searched: G"), "{}", out.stdout);
    refused(
        &["exercise", "--seed", "1", "--difficulty", "extreme"],
        "",
        "extreme",
    );
    refused(
        &["exercise", "--seed", "-1", "--difficulty", "easy"],
        "",
        "-1",
    );
    refused(&["exercise", "--difficulty", "easy"], "", "--seed");
}

/// Issue 30: an answers file from the page says what it answers, and `ablab grade FILE` alone
/// grades it exactly as the page did, under the page's conventions (root Min, fail-hard,
/// negamax), for a drawn exercise and a given tree.
#[test]
fn a_file_from_the_page_grades_alone_as_the_page_did() {
    use alphabeta_lab::model::practice::{Field, Practice, PracticeAction, Source};
    use alphabeta_lab::search::{parse, CutRule, Fail, Form, Settings, Side};
    use alphabeta_lab::teach::practice::Difficulty;
    use std::rc::Rc;
    let conventions = [
        Settings::default(),
        Settings {
            root: Side::Min,
            fail: Fail::Hard,
            ..Settings::default()
        },
        Settings {
            form: Form::Negamax,
            rule: CutRule::Gt,
            ..Settings::default()
        },
    ];
    let dir = std::env::temp_dir().join(format!("ablab-answers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (i, settings) in conventions.into_iter().enumerate() {
        for drawn in [true, false] {
            let mut p = if drawn {
                Practice::drawn(Difficulty::Medium, 7 + i as u64, settings)
            } else {
                let tree = Rc::new(parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap());
                Practice::new(tree, settings, Source::Given)
            };
            p.apply(PracticeAction::Student("Ana Novak".into()));
            p.apply(PracticeAction::AskAlphaBeta(true));
            let inner: Vec<u32> = (0..p.tree().len() as u32)
                .filter(|&n| !p.tree().is_leaf(n))
                .collect();
            for (k, &n) in inner.iter().enumerate() {
                p.apply(PracticeAction::Type(n, Field::Value, "3".into()));
                if k % 2 == 0 {
                    p.apply(PracticeAction::Type(n, Field::Alpha, "-inf".into()));
                    p.apply(PracticeAction::Type(n, Field::Beta, "+inf".into()));
                }
            }
            p.apply(PracticeAction::Mark(2));
            p.apply(PracticeAction::Hint);
            let text = p.answers_json("2026-11-27T14:00:00.000Z");
            let file = dir.join(format!("answers-{i}-{drawn}.json"));
            std::fs::write(&file, &text).unwrap();
            p.apply(PracticeAction::Check);
            let page = p.checked().expect("checked").clone();
            let v = json_of(&["grade", file.to_str().unwrap(), "--json"], "");
            let what = format!("{settings:?}, drawn {drawn}");
            assert_eq!(v["points"], page.points, "{what}");
            assert_eq!(v["out_of"], page.page_parts(), "{what}");
            let score = v["score"].as_f64().unwrap();
            assert!(
                (score - Practice::score(&page, 1)).abs() < 1e-12,
                "{what}: the page's score"
            );
            assert_eq!(v["hints"], 1, "{what}");
            assert_eq!(v["student"], "Ana Novak", "{what}");
            let kind = page.first_mistake.as_ref().map(|m| m.kind.name());
            assert_eq!(v["first_mistake"]["kind"].as_str(), kind, "{what}");
            let saved: Value = serde_json::from_str(&text).unwrap();
            for key in ["exercise", "settings", "student", "made_at", "app_version"] {
                assert!(!saved[key].is_null(), "{what}: {key} in {text}");
            }
            assert_eq!(saved["settings"]["root"], json!(settings.root), "{what}");
        }
    }
    // A flag that contradicts the file is refused; one that agrees is not.
    let file = dir.join("answers-1-true.json");
    let file = file.to_str().unwrap();
    refused(
        &["grade", file, "--root", "max"],
        "",
        "--root max contradicts",
    );
    refused(
        &["grade", file, "--fail", "soft"],
        "",
        "--fail soft contradicts",
    );
    assert_eq!(
        ablab(&["grade", file, "--root", "min", "--fail", "hard"], "").status,
        0
    );
    assert_eq!(ablab(&["grade", "--answers", file], "").status, 0);
    // Given with another tree than its own: refused.
    refused(
        &["grade", SEEDS, "--answers", file],
        "",
        "answers another tree",
    );
    // A file of answers alone still needs its tree, and grades with flags as before.
    refused(&["grade", "-"], RIGHT, "does not say which tree");
    refused(&["grade"], "", "give the answers");
    refused(
        &["grade", "-"],
        r#"{"exercise": {"seed": 1}}"#,
        "exercise: expected",
    );
    refused(
        &["grade", "-"],
        r#"{"exercise": {"tree": "[1,"}}"#,
        "exercise.tree:",
    );
    let v = json_of(&["grade", SEEDS, "--answers", "-", "--json"], RIGHT);
    assert_eq!(v["correct"], true);
    std::fs::remove_dir_all(&dir).ok();
}

/// Issue 42 (13): a hand-written answers file that names only some settings is graded with the
/// others at their defaults, as the command's flags are, not refused for a missing field.
#[test]
fn a_hand_written_file_takes_the_default_for_a_missing_setting() {
    let dir = std::env::temp_dir().join(format!("ablab-hand-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("hand.json");
    let text = format!(
        r#"{{"exercise": {{"tree": "{SEEDS}"}}, "settings": {{"root": "max", "fail": "soft"}},
            "values": {{"A": 5, "B": 5, "C": 2, "D": 5, "E": 6, "F": 2}}, "pruned": ["G", "K"]}}"#
    );
    std::fs::write(&file, text).unwrap();
    let v = json_of(&["grade", file.to_str().unwrap(), "--json"], "");
    assert_eq!(v["correct"], true, "{v}");
    let conventions = v["conventions"].as_str().unwrap_or_default();
    assert!(conventions.starts_with("alpha-beta"), "{v}");
    std::fs::remove_dir_all(&dir).ok();
}
