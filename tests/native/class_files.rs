//! Issue 42 (1, 2): a class's files are known by what they hold, never by their name. Two
//! students' files of one name are two students; one student's copy is one piece of work; of
//! two different attempts the later is graded and the earlier said; and a class of answers
//! files for exercises given alone (no set) is graded, one summary per exercise. The same
//! through `ablab grade --class`, whose folder may hold a folder per student's mail.

use crate::cli_practice::ablab;
use alphabeta_lab::answer_file::class::{self, ClassTable, Skip};
use alphabeta_lab::answer_file::results::{write_results, Done, Worked};
use alphabeta_lab::answer_file::{write_about, About, Exercise};
use alphabeta_lab::search::{search, Settings};
use alphabeta_lab::teach::practice::set::{generate, ExerciseSpec, Set, SetSpec, Shape};
use alphabeta_lab::teach::practice::{self, answer_key, Difficulty};

fn a_set() -> Set {
    let one = ExerciseSpec {
        shape: Shape::Difficulty(Difficulty::Easy),
        settings: Settings::default(),
        alpha_beta: false,
    };
    let spec = SetSpec {
        title: "Week 4".into(),
        exercises: vec![one; 2],
    };
    generate(24443, &spec).unwrap()
}

/// A student's results, every exercise right, or exercise 1 wrong.
fn results(set: &Set, student: &str, right: bool, made_at: &str) -> String {
    let done = set
        .exercises
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let tree = e.tree().unwrap();
            let mut key = answer_key(&tree, &search(&tree, practice::practised(e.settings())));
            if i == 0 && !right {
                key.values[0].1 = practice::Bound::parse("99").unwrap();
            }
            Some(Done {
                worked: Worked::Answers(key),
                hints: 0,
                seconds: Some(40),
            })
        })
        .collect::<Vec<_>>();
    write_results(set, Some(student), made_at, "0.1.0", &done).to_string()
}

/// A student's answers file for a drawn exercise given alone, right or with the root wrong.
fn answers(difficulty: Difficulty, seed: u64, student: &str, right: bool) -> String {
    let tree = practice::exercise(seed, difficulty);
    let mut key = answer_key(
        &tree,
        &search(&tree, practice::practised(Settings::default())),
    );
    if !right {
        key.values[0].1 = practice::Bound::parse("99").unwrap();
    }
    let about = About {
        exercise: Exercise::Drawn(difficulty, seed),
        settings: Settings::default(),
        student: Some(student.into()),
        made_at: Some("2026-11-27T10:00:00.000Z".into()),
        app_version: Some("0.1.0".into()),
        hints: 0,
    };
    write_about(&tree, &key, &about).to_string()
}

fn students(table: &ClassTable) -> Vec<&str> {
    let mut names: Vec<&str> = table.rows.iter().map(|r| r.student.as_str()).collect();
    names.dedup();
    names
}

#[test]
fn two_students_files_of_one_name_are_two_students() {
    let set = a_set();
    let at = "2026-11-27T10:00:00.000Z";
    let files = vec![
        (
            "mail1/alphabeta-results.json".into(),
            results(&set, "Kenji", true, at),
        ),
        (
            "mail2/alphabeta-results.json".into(),
            results(&set, "Aiko", false, at),
        ),
    ];
    let table = class::grade(&files);
    assert_eq!(students(&table), ["Kenji", "Aiko"]);
    assert!(table.skipped.is_empty(), "{:?}", table.skipped);
}

#[test]
fn a_copy_is_one_piece_of_work_and_the_summary_counts_students() {
    let set = a_set();
    let at = "2026-11-27T10:00:00.000Z";
    let kenji = results(&set, "Kenji", true, at);
    let files = vec![
        ("kenji.json".into(), kenji.clone()),
        ("kenji-copy.json".into(), kenji),
        ("aiko.json".into(), results(&set, "Aiko", false, at)),
        ("ren.json".into(), results(&set, "Ren", true, at)),
    ];
    let table = class::grade(&files);
    assert_eq!(students(&table), ["Kenji", "Aiko", "Ren"]);
    assert_eq!(
        table.skipped,
        [(
            "kenji-copy.json".into(),
            Skip::SameWork("kenji.json".into())
        )]
    );
    let first = &table.summaries[0];
    assert_eq!((first.students, first.right), (3, 2), "2 of 3 right");
}

#[test]
fn of_a_students_two_attempts_the_later_is_graded_and_the_earlier_said() {
    let set = a_set();
    let files = vec![
        (
            "b.json".into(),
            results(&set, "Kenji", true, "2026-11-28T09:00:00.000Z"),
        ),
        (
            "a.json".into(),
            results(&set, "kenji", false, "2026-11-27T09:00:00.000Z"),
        ),
    ];
    let table = class::grade(&files);
    assert_eq!(table.rows.len(), 2);
    assert!(table.rows.iter().all(|r| r.file == "b.json" && r.correct));
    assert_eq!(
        table.skipped,
        [("a.json".into(), Skip::Replaced("b.json".into()))]
    );
    let csv = class::to_csv(&table);
    assert!(
        csv.contains("skipped,,a.json,,,,,,replaced: b.json,,,"),
        "{csv}"
    );
}

#[test]
fn a_class_of_exercises_given_alone_is_graded_one_summary_each() {
    let files = vec![
        (
            "ann.json".into(),
            answers(Difficulty::Hard, 24443, "Ann", true),
        ),
        (
            "ben.json".into(),
            answers(Difficulty::Hard, 24443, "Ben", false),
        ),
        (
            "cho.json".into(),
            answers(Difficulty::Hard, 24443, "Cho", true),
        ),
        ("dan.json".into(), answers(Difficulty::Easy, 5, "Dan", true)),
    ];
    let table = class::grade(&files);
    assert!(table.skipped.is_empty(), "{:?}", table.skipped);
    assert!(table.set.is_none());
    let names: Vec<&str> = table.alone.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names, ["hard 24443", "easy 5"]);
    assert_eq!(table.rows.len(), 4);
    let each: Vec<(usize, usize, usize)> = table
        .summaries
        .iter()
        .map(|s| (s.exercise, s.students, s.right))
        .collect();
    assert_eq!(each, [(1, 3, 2), (2, 1, 1)]);
    let json = class::to_json(&table);
    assert_eq!(json["alone"], serde_json::json!(["hard 24443", "easy 5"]));
}

/// A class folder as a lecturer saves it: each mail's attachment in a folder of its own, all
/// of one name, and a copy.
#[test]
fn grade_class_reads_a_folder_per_mail_and_says_what_was_the_same() {
    let dir = std::env::temp_dir().join(format!("ablab-mail-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let set = a_set();
    let at = "2026-11-27T10:00:00.000Z";
    for (folder, student) in [("mail1", "Kenji"), ("mail2", "Aiko"), ("mail3", "Kenji")] {
        std::fs::create_dir_all(dir.join(folder)).unwrap();
        let file = dir.join(folder).join("alphabeta-results.json");
        std::fs::write(file, results(&set, student, true, at)).unwrap();
    }
    let out = ablab(&["grade", "--class", dir.to_str().unwrap(), "--json"], "");
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let students: std::collections::BTreeSet<&str> = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|r| r["student"].as_str())
        .collect();
    assert_eq!(students.into_iter().collect::<Vec<_>>(), ["Aiko", "Kenji"]);
    assert_eq!(v["skipped"][0]["file"], "mail3/alphabeta-results.json");
    assert_eq!(v["skipped"][0]["reason"], "same_work");
    assert_eq!(v["skipped"][0]["detail"], "mail1/alphabeta-results.json");
    assert_eq!(out.status, 3, "a file left out is said in the status");
    assert!(
        out.stderr.contains("mail3/alphabeta-results.json"),
        "{}",
        out.stderr
    );
    // A folder of one exercise's answers files, given alone.
    let alone = dir.join("alone");
    std::fs::create_dir_all(&alone).unwrap();
    for (name, right) in [("Ann", true), ("Ben", false)] {
        let text = answers(Difficulty::Medium, 7, name, right);
        std::fs::write(alone.join(format!("{name}.json")), text).unwrap();
    }
    let out = ablab(&["grade", "--class", alone.to_str().unwrap()], "");
    assert_eq!(out.status, 0, "{}", out.stderr);
    // Two students, one right; Ben's root wrong is 26 of 27 parts.
    assert!(
        out.stdout
            .contains("summary,,,1,0.981,2,,1,value,A,,medium 7"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.lines().nth(1).unwrap().ends_with(",medium 7"),
        "{}",
        out.stdout
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A student's file whose set was changed by hand is skipped as changed, never taken for the
/// student's later attempt (it would have left their real file out).
#[test]
fn a_changed_file_is_not_an_attempt() {
    let set = a_set();
    let ann = results(&set, "Ann", true, "2026-11-27T10:00:00.000Z");
    let mut changed: serde_json::Value =
        serde_json::from_str(&results(&set, "Ann", false, "2026-11-28T10:00:00.000Z")).unwrap();
    changed["set"]["title"] = "Another week".into();
    let files = vec![
        ("ann.json".into(), ann),
        ("changed.json".into(), changed.to_string()),
    ];
    let table = class::grade(&files);
    assert_eq!(table.rows.len(), 2);
    assert!(table.rows.iter().all(|r| r.file == "ann.json"));
    assert_eq!(table.skipped, [("changed.json".into(), Skip::Changed)]);
}
