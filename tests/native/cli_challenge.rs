//! `ablab exercise --kind order|cut|build` and `ablab grade` of a challenge's file, run through
//! `cli::run`: each kind's answer key grades right, other attempts are graded with their
//! reason, and bad files are refused with where and what.

use super::cli_practice::{ablab, json_of};
use serde_json::Value;

fn graded(file: &str) -> Value {
    json_of(&["grade", "-", "--json"], file)
}

fn refused(args: &[&str], stdin: &str, message: &str) {
    let out = ablab(args, stdin);
    assert_eq!(out.status, 2, "{args:?}: {}{}", out.stdout, out.stderr);
    assert!(out.stderr.contains(message), "{args:?}: {}", out.stderr);
}

#[test]
fn every_kind_answer_key_grades_right() {
    for kind in ["order", "cut", "build"] {
        for seed in ["1", "7", "42"] {
            let ex = json_of(&["exercise", "--kind", kind, "--seed", seed, "--json"], "");
            assert_eq!(ex["kind"], kind);
            assert!(ex["task"].as_str().is_some_and(|t| !t.is_empty()));
            let v = graded(&ex["answer"].to_string());
            assert_eq!(v["correct"], true, "{kind} {seed}: {v}");
            assert_eq!(v["score"], 1.0);
            assert_eq!(v["kind"], kind);
        }
    }
}

#[test]
fn order_json_says_the_minimum_and_grades_the_order_as_is() {
    let ex = json_of(
        &["exercise", "--kind", "order", "--seed", "7", "--json"],
        "",
    );
    assert_eq!(ex["notation"], "[[2,-6,4],[-4,-4,4],[-1,-6,-6]]");
    assert_eq!(ex["evaluated"], 8);
    assert_eq!(ex["minimum"], 5);
    assert_eq!(ex["knuth_moore"]["leaves"], 5);
    let v = graded(r#"{"challenge": {"kind": "order", "seed": 7}, "order": {}}"#);
    assert_eq!(v["correct"], false);
    assert_eq!(v["reason"], "evaluated");
    assert_eq!(v["score"], 5.0 / 8.0);
    let v = graded(r#"{"challenge": {"kind": "order", "seed": 7}, "order": {"A": ["B", "C"]}}"#);
    assert_eq!(v["reason"], "not_a_reordering");
}

#[test]
fn cut_and_build_are_graded_with_their_reason() {
    let ex = json_of(&["exercise", "--kind", "cut", "--seed", "7", "--json"], "");
    assert_eq!(
        (ex["k"].clone(), ex["node"].clone(), ex["want"].clone()),
        (1.into(), "I".into(), "pruned".into())
    );
    let v = graded(r#"{"challenge": {"kind": "cut", "seed": 7}, "leaves": {"U": -9, "J": 9}}"#);
    assert_eq!(v["reason"], "too_many_changes");
    let v = graded(r#"{"challenge": {"kind": "cut", "seed": 7}}"#);
    assert_eq!(
        (v["reason"].clone(), v["correct"].clone()),
        ("target".into(), false.into())
    );
    let ex = json_of(
        &["exercise", "--kind", "build", "--seed", "7", "--json"],
        "",
    );
    assert_eq!(ex["target"]["pruned_leaves"], 2);
    let v = graded(r#"{"challenge": {"kind": "build", "seed": 7}, "tree": "[[1,2],[3,4]]"}"#);
    assert_eq!(v["reason"], "shape");
    let v = graded(
        r#"{"challenge": {"kind": "build", "seed": 7}, "tree": "[[[0,0,0],[0,0,0]],[[0,0],[0,0]]]"}"#,
    );
    assert_eq!(v["reason"], "pruned");
}

#[test]
fn the_text_names_the_challenge_and_says_why() {
    let out = ablab(&["exercise", "--kind", "cut", "--seed", "7"], "");
    assert_eq!(out.status, 0);
    assert!(out.stdout.contains("U = -9"), "{}", out.stdout);
    let out = ablab(
        &["grade", "-"],
        r#"{"challenge": {"kind": "cut", "seed": 7}, "leaves": {"U": -9}, "student": "Ana"}"#,
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(out.stdout.starts_with("Student: Ana\n"), "{}", out.stdout);
    assert!(out.stdout.contains("Score: 100%."), "{}", out.stdout);
}

#[test]
fn bad_challenge_files_are_refused() {
    refused(
        &["grade", "-"],
        r#"{"challenge": {"kind": "dance", "seed": 7}}"#,
        "challenge: expected",
    );
    refused(
        &["grade", "-"],
        r#"{"challenge": {"kind": "cut", "seed": 7}, "leaves": {"ZZ": 1}}"#,
        "leaves.ZZ: no node",
    );
    refused(
        &["grade", "-"],
        r#"{"challenge": {"kind": "cut", "seed": 7}, "values": {}}"#,
        "unknown key \"values\"",
    );
    refused(
        &["grade", "-"],
        r#"{"challenge": {"kind": "build", "seed": 7}, "tree": "[[1,"}"#,
        "tree:",
    );
    refused(
        &["grade", "[1,2]", "--answers", "-"],
        r#"{"challenge": {"kind": "order", "seed": 7}}"#,
        "leave the tree out",
    );
    refused(
        &[
            "exercise",
            "--kind",
            "cut",
            "--difficulty",
            "easy",
            "--seed",
            "1",
        ],
        "",
        "cannot be used with",
    );
    // Without a kind, a difficulty is still wanted.
    refused(&["exercise", "--seed", "1"], "", "--difficulty");
}

#[test]
fn a_set_of_challenges() {
    let set = json_of(
        &[
            "set", "--seed", "3", "--kind", "build", "--count", "2", "--json",
        ],
        "",
    );
    let kinds: Vec<&str> = set["exercises"]
        .as_array()
        .expect("exercises")
        .iter()
        .map(|e| e["kind"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(kinds, ["build", "build"]);
    assert!(set["exercises"][0]["shape"].is_string());
    let out = ablab(&["set", "--seed", "3", "--kind", "cut", "--count", "1"], "");
    assert!(
        out.stdout.contains("Task: Change at most"),
        "{}",
        out.stdout
    );
    refused(
        &["set", "--seed", "3", "--kind", "cut", "--plies", "3"],
        "",
        "cannot be used with",
    );
}
