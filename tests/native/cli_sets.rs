//! `ablab set` and `ablab grade --class`, run through `cli::run`: the set the page makes, the
//! refusals naming a constraint, the class table as CSV and JSON, and the exit status.

use alphabeta_lab::answer_file::results::{write_results, Done, Worked};
use alphabeta_lab::answer_file::set_file::{read_set, set_json, set_query};
use alphabeta_lab::cli::{run, Output};
use alphabeta_lab::search::{search, Settings, Side};
use alphabeta_lab::teach::practice::set::{generate, Constraints, ExerciseSpec, SetSpec, Shape};
use alphabeta_lab::teach::practice::{self, answer_key};

fn ablab(args: &[&str]) -> Output {
    let mut all = vec!["ablab"];
    all.extend_from_slice(args);
    run(all, &mut "".as_bytes())
}

const FLAGS: [&str; 14] = [
    "set",
    "--seed",
    "42",
    "--title",
    "Week 3",
    "--count",
    "5",
    "--plies",
    "4",
    "--branching",
    "2-3",
    "--least-pruned",
    "3",
    "--deep-cutoff",
];

/// The spec `FLAGS` say, as the page's form makes it.
fn spec() -> SetSpec {
    let c = Constraints {
        plies: 4,
        branching: (2, 3),
        least_pruned: 3,
        deep_cutoff: true,
        ..Constraints::default()
    };
    let one = ExerciseSpec {
        shape: Shape::Constraints(c),
        settings: Settings {
            root: Side::Min,
            ..Settings::default()
        },
        alpha_beta: true,
    };
    SetSpec {
        title: "Week 3".into(),
        exercises: vec![one; 5],
    }
}

#[test]
fn set_json_is_the_set_the_page_makes() {
    let mut args = FLAGS.to_vec();
    args.extend(["--root", "min", "--alpha-beta", "--json"]);
    let out = ablab(&args);
    assert_eq!(out.status, 0, "{}", out.stderr);
    let made = read_set(&out.stdout).expect("a set file");
    assert_eq!(made, generate(42, &spec()).unwrap());
    assert_eq!(out.stdout.trim(), format!("{:#}", set_json(&made)));
    let text = ablab(&FLAGS);
    assert_eq!(text.status, 0);
    assert!(text.stdout.contains("?mode=practice&set="));
    assert_eq!(text.stdout.lines().count(), 2 + 5);
}

#[test]
fn set_refuses_naming_the_constraint() {
    let out = ablab(&["set", "--seed", "1", "--chance"]);
    assert_eq!(out.status, 2);
    assert!(out.stderr.contains("chance"), "{}", out.stderr);
    let out = ablab(&["set", "--seed", "1", "--plies", "2", "--least-pruned", "9"]);
    assert_eq!(out.status, 2);
    assert!(out.stderr.contains("leaves pruned"), "{}", out.stderr);
    let out = ablab(&[
        "--lang",
        "sl",
        "set",
        "--seed",
        "1",
        "--plies",
        "2",
        "--deep-cutoff",
    ]);
    assert!(out.stderr.contains("reza"), "{}", out.stderr);
    // Difficulty and constraints together are a usage error.
    assert_eq!(
        ablab(&["set", "--seed", "1", "--difficulty", "easy", "--plies", "3"]).status,
        2
    );
    let out = ablab(&[
        "set",
        "--seed",
        "1",
        "--leaf-values=-3..4",
        "--count",
        "1",
        "--json",
    ]);
    assert_eq!(out.status, 0, "{}", out.stderr);
}

/// A folder with the set's five students' results, another set's, and a note.
fn class_dir(name: &str, stray: bool) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ablab-class-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let set = generate(42, &spec()).unwrap();
    for (i, student) in ["Ann", "Ben", "Cho", "Dan", "Eve"].iter().enumerate() {
        let done: Vec<Option<Done>> = set
            .exercises
            .iter()
            .enumerate()
            .map(|(k, e)| {
                let tree = e.tree().unwrap();
                let trace = search(&tree, practice::practised(e.settings()));
                // Student i leaves exercise i out.
                (k != i).then(|| Done {
                    worked: Worked::Answers(answer_key(&tree, &trace)),
                    hints: 0,
                    seconds: Some(30),
                })
            })
            .collect();
        let file = write_results(&set, Some(student), "", "", &done);
        std::fs::write(dir.join(format!("{student}.json")), file.to_string()).unwrap();
    }
    if stray {
        std::fs::write(dir.join("notes.txt"), "hello").unwrap();
    }
    dir
}

#[test]
fn grade_class_writes_one_table() {
    let dir = class_dir("clean", false);
    let out = ablab(&["grade", "--class", dir.to_str().unwrap(), "--csv"]);
    assert_eq!(out.status, 0, "{}", out.stderr);
    assert!(out.stderr.is_empty());
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 1 + 25 + 5);
    assert!(
        lines.contains(&"summary,,,1,0.8,5,,4,missed_prune,AC,,"),
        "{lines:?}"
    );
    let out = ablab(&["grade", "--class", dir.to_str().unwrap(), "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["rows"].as_array().unwrap().len(), 25);
    assert_eq!(v["summaries"][2]["right"], 4);
    assert_eq!(v["title"], "Week 3");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn grade_class_lists_what_it_skipped_and_says_so_in_its_status() {
    let dir = class_dir("stray", true);
    let out = ablab(&["grade", "--class", dir.to_str().unwrap()]);
    assert_eq!(out.status, 3);
    assert!(out.stderr.contains("notes.txt: not JSON"), "{}", out.stderr);
    assert!(out.stdout.contains("skipped,,notes.txt,,,,,,not_json,,,"));
    let missing = ablab(&["grade", "--class", "/nonexistent/ablab-class"]);
    assert_eq!(missing.status, 2);
    assert_eq!(
        ablab(&["grade", "--class", "x", "--answers", "y"]).status,
        2
    );
    let _ = std::fs::remove_dir_all(&dir);
    // The link's query is what `ablab set` prints.
    let set = generate(42, &spec()).unwrap();
    assert!(set_query(&set).len() < alphabeta_lab::query::LONGEST_SAFE_LINK);
}
