//! `ablab solve` beyond alpha-beta, through `cli::run` (no process): `--algorithm pvs|mtdf|
//! iterative`, `--window`, `--bounds`, the JSON's `passes`, `window_result`, `researches`, and
//! bad flags and trees refused with exit status 2.

use alphabeta_lab::cli::{run, Output};
use serde_json::{json, Value};

const SEEDS: &str = "[[[3,5],[6,9]],[[1,2],[0,-1]]]";
const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

fn ablab(args: &[&str]) -> Output {
    let mut all = vec!["ablab"];
    all.extend_from_slice(args);
    run(all, &mut "".as_bytes())
}

fn json_of(args: &[&str]) -> Value {
    let out = ablab(args);
    assert_eq!(out.status, 0, "{args:?}: {}", out.stderr);
    serde_json::from_str(&out.stdout).expect("one JSON object")
}

/// Exit status 2, nothing on stdout, and `message` on stderr.
fn refused(args: &[&str], message: &str) {
    let out = ablab(args);
    assert_eq!(out.status, 2, "{args:?}: {}{}", out.stdout, out.stderr);
    assert!(out.stdout.is_empty(), "{}", out.stdout);
    assert!(out.stderr.contains(message), "{args:?}: {}", out.stderr);
}

#[test]
fn every_algorithm_finds_the_same_value() {
    for tree in [SEEDS, AIMA, "+[~[0.5@3, 0.25@[4,6], 0.25@7], ~[1,2,3]]"] {
        let values: Vec<Value> = ["minimax", "alphabeta", "pvs", "mtdf"]
            .iter()
            .map(|a| json_of(&["solve", tree, "--json", "--algorithm", a])["value"].clone())
            .collect();
        assert!(values.iter().all(|v| *v == values[0]), "{tree}: {values:?}");
    }
    // Means that are no decimal are written as fractions in `value_text`; `value` is the
    // nearest number.
    let v = json_of(&["solve", "+[~[8,24,-12],~[1,2,3]]", "--json"]);
    assert_eq!(
        (v["value"].clone(), v["value_text"].clone()),
        (json!(20.0 / 3.0), json!("20/3"))
    );
}

#[test]
fn the_json_counts_passes_windows_and_researches() {
    // One pass, no window, no re-search: as alpha-beta always was.
    let v = json_of(&["solve", SEEDS, "--json"]);
    assert_eq!(
        (
            v["passes"].clone(),
            v["window_result"].clone(),
            v["researches"].clone()
        ),
        (json!(1), Value::Null, json!(0))
    );
    // The seeds' value 5 is below the window (6, 8): a fail-low, then (-inf, 8).
    let v = json_of(&["solve", SEEDS, "--json", "--window", "6,8"]);
    assert_eq!(v["passes"], 2);
    assert_eq!(v["window_result"], "fail_low");
    assert_eq!(v["value"], 5);
    assert_eq!(v["pass_details"][0]["window"], json!(["6", "8"]));
    assert_eq!(v["pass_details"][0]["result"], "fail_low");
    assert_eq!(v["pass_details"][1]["window"], json!(["-inf", "8"]));
    assert_eq!(v["pass_details"][1]["result"], "inside");
    let v = json_of(&["solve", SEEDS, "--json", "--window=-2,4"]);
    assert_eq!(
        (v["window_result"].clone(), v["passes"].clone()),
        (json!("fail_high"), json!(2))
    );
    let v = json_of(&[
        "solve",
        SEEDS,
        "--json",
        "--window",
        "4.5,5.5",
        "--algorithm",
        "pvs",
    ]);
    assert_eq!(
        (v["window_result"].clone(), v["passes"].clone()),
        (json!("inside"), json!(1))
    );
    // PVS on [[3,4],[5,6]]: C's probe (3, 4) fails high, one re-search.
    let v = json_of(&["solve", "[[3,4],[5,6]]", "--json", "--algorithm", "pvs"]);
    assert_eq!(
        (
            v["probes"].clone(),
            v["researches"].clone(),
            v["value"].clone()
        ),
        (json!(1), json!(1), json!(5))
    );
    // MTD(f) on AIMA's tree: (-1, 0) proves >= 3, (3, 4) proves <= 3.
    let v = json_of(&["solve", AIMA, "--json", "--algorithm", "mtdf"]);
    assert_eq!(v["passes"], 2);
    let windows: Vec<Value> = (0..2)
        .map(|i| v["pass_details"][i]["window"].clone())
        .collect();
    assert_eq!(windows, [json!(["-1", "0"]), json!(["3", "4"])]);
}

#[test]
fn iterative_deepening_reports_each_iteration_and_one_search() {
    let tree = "[3, <0>[<7>[9,9],<8>[9,9],<2>[1,1]]]";
    let v = json_of(&["solve", tree, "--json", "--algorithm", "iterative"]);
    assert_eq!(v["value"], 3);
    let depths: Vec<Value> = (0..3)
        .map(|i| v["pass_details"][i]["depth"].clone())
        .collect();
    assert_eq!(depths, [json!(1), json!(2), json!(3)]);
    assert_eq!(v["pass_details"][2]["leaves_evaluated"], 3);
    assert_eq!(v["single_search"]["leaves_evaluated"], 6);
    let out = ablab(&["solve", tree, "--algorithm", "iterative"]);
    assert!(
        out.stdout
            .contains("One alpha-beta search to the last depth instead: 11 nodes, 6 leaves"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout
            .contains("Passes: 3\n  1. window (-inf, +inf), depth 1: returned 3"),
        "{}",
        out.stdout
    );
}

#[test]
fn star1_bounds_prune_at_chance_nodes() {
    let tree = "+[~[5,7],~[0,9,9],~[1,1,1]]";
    let plain = json_of(&["solve", tree, "--json"]);
    let star = json_of(&["solve", tree, "--json", "--bounds", "0,10"]);
    assert_eq!(
        (plain["value"].clone(), star["value"].clone()),
        (json!(6), json!(6))
    );
    assert_eq!(
        (
            plain["leaves_evaluated"].clone(),
            star["leaves_evaluated"].clone()
        ),
        (json!(8), json!(7))
    );
    assert_eq!(star["pruned_leaves"], json!([7]));
    assert_eq!(star["settings"]["bounds"], json!(["0", "10"]));
    let out = ablab(&["solve", tree, "--bounds", "0,10", "--trace"]);
    assert!(out.stdout.contains("Star1 cut at D"), "{}", out.stdout);
}

#[test]
fn bad_flags_and_values_are_refused() {
    refused(
        &["solve", SEEDS, "--algorithm", "sss"],
        "invalid value 'sss' for '--algorithm",
    );
    refused(
        &["solve", SEEDS, "--window", "4"],
        "expected two numbers LO,HI",
    );
    refused(
        &["solve", SEEDS, "--window", "4,x"],
        "'x': expected a number",
    );
    refused(
        &["solve", SEEDS, "--window", "6,4"],
        "the low end 6 is above the high end 4",
    );
    refused(
        &["solve", SEEDS, "--window", "4,4"],
        "the window 4..4 is empty",
    );
    refused(
        &["solve", SEEDS, "--window", "4,6", "--algorithm", "mtdf"],
        "an aspiration window is for alphabeta or pvs, not mtdf",
    );
    refused(
        &["solve", SEEDS, "--bounds", "0,5"],
        "leaf J is 6, outside the bounds 0..5",
    );
    refused(
        &["solve", SEEDS, "--algorithm", "mtdf", "--fail", "hard"],
        "MTD(f) needs fail-soft",
    );
    refused(
        &["solve", SEEDS, "--algorithm", "iterative"],
        "where B has no estimate",
    );
    refused(
        &["solve", "+[-[-[1,2]],[3]]", "--form", "negamax"],
        "the negamax form needs Max and Min to alternate, but D is a Min node below the Min node B",
    );
    refused(&["solve", "~[0.5@1, 0.4@2]"], "bad tree: line 1, column 1: the probabilities of this chance node's children add up to 0.9, not 1");
    refused(
        &["solve", "[0.5@1, 0.5@2]"],
        "a probability p@ belongs to a child of a chance node",
    );
}
