//! Sets of exercises (`teach::practice::set`, `answer_file::{set_file, results, class}`):
//! the generator meets its constraints or names the one it cannot, the same seed makes the
//! same set, the link and the files read back, and a class is graded into one table.

use alphabeta_lab::answer_file::class::{self, Skip};
use alphabeta_lab::answer_file::results::{read_results, write_results, Done, Worked};
use alphabeta_lab::answer_file::set_file::{
    set_from_param, set_id, set_json, set_param, set_query,
};
use alphabeta_lab::search::{search, Settings, Side, Tree};
use alphabeta_lab::teach::practice::set::{
    deep_cutoff, generate, Constraint, Constraints, ExerciseSpec, Set, SetSpec, Shape, Unmet,
};
use alphabeta_lab::teach::practice::{self, answer_key, Answers, Difficulty, MistakeKind};
use proptest::prelude::*;

fn spec_of(shape: Shape, count: usize, settings: Settings) -> SetSpec {
    let one = ExerciseSpec {
        shape,
        settings,
        alpha_beta: false,
    };
    SetSpec {
        title: "Week 3".into(),
        exercises: vec![one; count],
    }
}

fn constrained(c: Constraints) -> SetSpec {
    spec_of(Shape::Constraints(c), 3, Settings::default())
}

/// Checks every exercise of `set` against `c`.
fn meets(set: &Set, c: &Constraints) {
    for e in &set.exercises {
        let tree = e.tree().expect("the notation parses");
        let trace = search(&tree, e.settings());
        assert!(tree.leaves().iter().all(|&l| tree.depth(l) == c.plies));
        for n in 0..tree.len() as u32 {
            if !tree.is_leaf(n) {
                let k = tree.child_count(n) as u16;
                assert!((c.branching.0..=c.branching.1).contains(&k), "{k} children");
            }
        }
        for &l in tree.leaves() {
            let v = tree.value(l).unwrap().mantissa();
            assert!((c.leaf_values.0..=c.leaf_values.1).contains(&v));
        }
        assert!(trace.solution.pruned_leaves.len() >= c.least_pruned);
        if c.deep_cutoff {
            assert!(deep_cutoff(&tree, &trace.events));
        }
    }
}

#[test]
fn the_generator_meets_each_constraint() {
    let c = Constraints {
        plies: 4,
        branching: (2, 3),
        leaf_values: (0, 20),
        least_pruned: 5,
        deep_cutoff: true,
        chance: false,
    };
    let set = generate(11, &constrained(c)).unwrap();
    assert_eq!(set.exercises.len(), 3);
    assert_eq!(set.title, "Week 3");
    meets(&set, &c);
    let min_root = Settings {
        root: Side::Min,
        ..Settings::default()
    };
    let spec = spec_of(Shape::Constraints(c), 2, min_root);
    let set = generate(3, &spec).unwrap();
    assert!(set.exercises.iter().all(|e| e.settings().root == Side::Min));
    meets(&set, &c);
}

#[test]
fn the_same_seed_makes_the_same_set() {
    let spec = constrained(Constraints::default());
    assert_eq!(generate(5, &spec), generate(5, &spec));
    assert_ne!(generate(5, &spec), generate(6, &spec));
    let by_difficulty = spec_of(Shape::Difficulty(Difficulty::Hard), 5, Settings::default());
    let a = generate(9, &by_difficulty).unwrap();
    assert_eq!(Some(a.clone()), generate(9, &by_difficulty).ok());
    // Every exercise of a set is its own tree.
    let trees: std::collections::HashSet<String> = a
        .exercises
        .iter()
        .map(|e| e.tree().unwrap().to_notation())
        .collect();
    assert_eq!(trees.len(), 5);
}

fn unmet(c: Constraints) -> Unmet {
    generate(1, &constrained(c)).unwrap_err()
}

#[test]
fn unmet_names_the_constraint() {
    let d = Constraints::default();
    let named = |c: Constraints| unmet(c).constraint;
    assert_eq!(named(Constraints { chance: true, ..d }), Constraint::Chance);
    assert_eq!(named(Constraints { plies: 0, ..d }), Constraint::Plies);
    assert_eq!(named(Constraints { plies: 9, ..d }), Constraint::Plies);
    let upside_down = Constraints {
        branching: (3, 2),
        ..d
    };
    assert_eq!(named(upside_down), Constraint::Branching);
    let values = Constraints {
        leaf_values: (5, -5),
        ..d
    };
    assert_eq!(named(values), Constraint::LeafValues);
    let big = Constraints {
        plies: 6,
        branching: (4, 4),
        ..d
    };
    assert_eq!(named(big), Constraint::Size);
    // A chain prunes nothing: one child each.
    let chain = Constraints {
        branching: (1, 1),
        ..d
    };
    assert_eq!(named(chain), Constraint::LeastPruned);
    let shallow = Constraints {
        plies: 2,
        deep_cutoff: true,
        ..d
    };
    assert_eq!(named(shallow), Constraint::DeepCutoff);
    // Two plies of two children prune at most one leaf.
    let too_many = Constraints {
        plies: 2,
        branching: (2, 2),
        least_pruned: 2,
        ..d
    };
    let u = unmet(too_many);
    assert_eq!((u.exercise, u.constraint), (1, Constraint::LeastPruned));
    let none = SetSpec {
        title: String::new(),
        exercises: Vec::new(),
    };
    assert_eq!(
        generate(1, &none).unwrap_err().constraint,
        Constraint::Count
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn generated_exercises_satisfy_their_constraints(
        seed in any::<u64>(),
        plies in 1u16..=4,
        lo in 1u16..=3,
        extra in 0u16..=1,
        least_pruned in 0usize..=3,
        deep in any::<bool>(),
        root_min in any::<bool>(),
    ) {
        let c = Constraints {
            plies,
            branching: (lo, lo + extra),
            leaf_values: (-5, 5),
            least_pruned,
            deep_cutoff: deep,
            chance: false,
        };
        let settings = Settings {
            root: if root_min { Side::Min } else { Side::Max },
            ..Settings::default()
        };
        match generate(seed, &spec_of(Shape::Constraints(c), 2, settings)) {
            Ok(set) => meets(&set, &c),
            // Refused only for a constraint that could not be met.
            Err(u) => prop_assert!(matches!(
                u.constraint,
                Constraint::LeastPruned | Constraint::DeepCutoff
            ), "{u:?}"),
        }
    }
}

fn week3() -> Set {
    let c = Constraints {
        plies: 3,
        branching: (2, 3),
        least_pruned: 2,
        ..Constraints::default()
    };
    let mut spec = spec_of(Shape::Constraints(c), 5, Settings::default());
    spec.exercises[4].alpha_beta = true;
    spec.exercises[1].shape = Shape::Difficulty(Difficulty::Easy);
    generate(2026, &spec).unwrap()
}

#[test]
fn the_link_and_the_file_read_back() {
    let set = week3();
    assert_eq!(set_from_param(&set_param(&set)), Ok(set.clone()));
    let query = set_query(&set);
    assert!(query.starts_with("?mode=practice&set="));
    assert!(query.len() < alphabeta_lab::query::LONGEST_SAFE_LINK);
    // Only URL-safe characters: nothing to escape.
    assert!(set_param(&set)
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
    let text = set_json(&set).to_string();
    assert_eq!(
        alphabeta_lab::answer_file::set_file::read_set(&text),
        Ok(set.clone())
    );
    assert_eq!(set_id(&set).len(), 16);
    let mut other = set.clone();
    other.title.push('!');
    assert_ne!(set_id(&set), set_id(&other));
    assert!(set_from_param("!!!").is_err());
    assert!(set_from_param("e30").unwrap_err().contains("format"));
}

/// The right answers of each exercise, but for `wrong`: exercise `i`'s first value off by one.
fn answers(set: &Set, wrong: &[usize]) -> Vec<Option<Done>> {
    set.exercises
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let tree = e.tree().unwrap();
            let trace = search(&tree, practice::practised(e.settings()));
            let mut key: Answers = answer_key(&tree, &trace);
            if wrong.contains(&i) {
                let (node, _) = key.values[0];
                key.values[0] = (node, practice::Bound::parse("99").unwrap());
            }
            Some(Done {
                worked: Worked::Answers(key),
                hints: 0,
                seconds: Some(60 + i as u64),
            })
        })
        .collect()
}

fn results_file(set: &Set, student: &str, wrong: &[usize]) -> String {
    write_results(
        set,
        Some(student),
        "2026-11-27T10:00:00Z",
        "0.1.0",
        &answers(set, wrong),
    )
    .to_string()
}

#[test]
fn results_read_back() {
    let set = week3();
    let text = results_file(&set, "Ann", &[1]);
    let json = serde_json::from_str(&text).unwrap();
    let r = read_results(&json).unwrap();
    assert_eq!(r.set, set);
    assert_eq!(r.set_id, set_id(&set));
    assert_eq!(r.student.as_deref(), Some("Ann"));
    assert_eq!(r.exercises.len(), 5);
    assert_eq!(r.exercises[2].as_ref().unwrap().2, Some(62));
    assert_eq!(
        json["exercises"][1]["score"].as_f64().map(|s| s < 1.0),
        Some(true)
    );
    assert_eq!(json["exercises"][0]["score"], 1.0);
}

/// Five students, the set's own file, a file of another set, one that is not answers, one
/// that is not JSON.
fn a_class() -> (Set, Vec<(String, String)>) {
    let set = week3();
    let mut files = vec![
        ("ann.json".to_string(), results_file(&set, "Ann", &[])),
        ("ben.json".into(), results_file(&set, "Ben", &[0])),
        ("cho.json".into(), results_file(&set, "Cho, \"C\"", &[0, 2])),
        ("dan.json".into(), results_file(&set, "Dan", &[0])),
        ("set.json".into(), set_json(&set).to_string()),
        ("notes.txt".into(), "bring pencils".into()),
        ("other.json".into(), "{\"values\": {}}".into()),
    ];
    let mut spec = spec_of(Shape::Difficulty(Difficulty::Easy), 5, Settings::default());
    spec.title = "Another week".into();
    let another = generate(1, &spec).unwrap();
    files.push(("eve-old.json".into(), results_file(&another, "Eve", &[])));
    // Eve's results of this set, without a name: named by the file.
    let eve = write_results(&set, None, "", "", &answers(&set, &[4])).to_string();
    files.push(("eve.json".into(), eve));
    (set, files)
}

#[test]
fn a_class_is_graded_into_one_table() {
    let (set, files) = a_class();
    let table = class::grade(&files);
    assert_eq!(table.set.as_ref().map(|s| s.1.clone()), Some(set_id(&set)));
    assert_eq!(table.rows.len(), 25, "five students, five exercises");
    let students: std::collections::BTreeSet<&str> =
        table.rows.iter().map(|r| r.student.as_str()).collect();
    assert_eq!(
        students.into_iter().collect::<Vec<_>>(),
        ["Ann", "Ben", "Cho, \"C\"", "Dan", "eve.json"]
    );
    let first = &table.summaries[0];
    assert_eq!((first.exercise, first.students, first.right), (1, 5, 2));
    let (mistake, count) = first.common_mistake.clone().unwrap();
    assert_eq!(
        (mistake.0, count),
        (class::ClassMistake::Search(MistakeKind::Value), 3)
    );
    assert_eq!(table.summaries[1].right, 5);
    assert_eq!(table.summaries[1].mean_score, 1.0);
    assert_eq!(table.summaries[4].right, 4);
    let ben = table
        .rows
        .iter()
        .find(|r| r.student == "Ben" && r.exercise == 1)
        .unwrap();
    assert!(!ben.correct && ben.score < 1.0);
    assert_eq!(ben.seconds, Some(60));
    let skipped: Vec<(&str, &str)> = table
        .skipped
        .iter()
        .map(|(f, why)| (f.as_str(), why.name()))
        .collect();
    assert_eq!(
        skipped,
        [
            ("eve-old.json", "other_set"),
            ("notes.txt", "not_json"),
            ("other.json", "not_answers")
        ]
    );
    // Without the set's file, the set most results are of.
    let without: Vec<_> = files.into_iter().filter(|f| f.0 != "set.json").collect();
    let again = class::grade(&without);
    assert_eq!(again.rows, table.rows);
}

#[test]
fn a_changed_set_and_a_page_answers_file_are_told() {
    let set = week3();
    let mut changed: serde_json::Value =
        serde_json::from_str(&results_file(&set, "Fay", &[])).unwrap();
    changed["set"]["title"] = "Changed".into();
    let files = vec![
        ("a.json".to_string(), results_file(&set, "Ann", &[])),
        ("fay.json".into(), changed.to_string()),
    ];
    let table = class::grade(&files);
    assert_eq!(table.skipped, [("fay.json".to_string(), Skip::Changed)]);
    // An answers file from the page's single exercise joins the set's row for it.
    let e = &set.exercises[0];
    let tree: Tree = e.tree().unwrap();
    let trace = search(&tree, practice::practised(e.settings()));
    let about = alphabeta_lab::answer_file::About {
        exercise: alphabeta_lab::answer_file::Exercise::Tree(tree.to_notation()),
        settings: e.settings(),
        student: Some("Gus".into()),
        made_at: None,
        app_version: None,
        hints: 1,
    };
    let single = alphabeta_lab::answer_file::write_about(&tree, &answer_key(&tree, &trace), &about);
    let files = vec![
        ("a.json".to_string(), results_file(&set, "Ann", &[])),
        ("gus.json".into(), single.to_string()),
    ];
    let table = class::grade(&files);
    let gus: Vec<_> = table.rows.iter().filter(|r| r.student == "Gus").collect();
    assert_eq!(gus.len(), 1);
    assert_eq!(gus[0].exercise, 1);
    assert!(gus[0].score < 1.0, "a hint costs");
}

#[test]
fn csv_quotes_what_needs_quoting() {
    assert_eq!(class::csv_field("Ann"), "Ann");
    assert_eq!(class::csv_field("Cho, \"C\""), "\"Cho, \"\"C\"\"\"");
    assert_eq!(class::csv_field("two\nlines"), "\"two\nlines\"");
    assert_eq!(class::csv_field(" padded"), "\" padded\"");
    assert_eq!(class::csv_field("=1+1"), "'=1+1");
    assert_eq!(class::csv_field("-0.5"), "-0.5");
    let (_, files) = a_class();
    let csv = class::to_csv(&class::grade(&files));
    let lines: Vec<&str> = csv.split("\r\n").collect();
    assert_eq!(lines[0], class::CSV_HEADER.join(","));
    assert!(csv.contains("student,\"Cho, \"\"C\"\"\",cho.json,1,"));
    assert!(lines.iter().any(|l| l.starts_with("summary,,,1,")));
    assert!(lines.iter().any(|l| l.starts_with("skipped,,notes.txt,")));
    assert_eq!(
        lines.len(),
        1 + 25 + 5 + 3 + 1,
        "header, rows, summaries, skipped, end"
    );
}

#[test]
fn a_set_run_keeps_each_exercise_and_writes_results_the_class_grades() {
    use alphabeta_lab::model::practice::{Field, PracticeAction, SetRun};
    let set = week3();
    let mut run = SetRun::new(set.clone());
    let mut first = run.practice(0, "").unwrap();
    first.apply(PracticeAction::Student("Ann".into()));
    first.apply(PracticeAction::Type(0, Field::Value, "7".into()));
    first.apply(PracticeAction::Check);
    let (second, none) = run.go(1, &first, None, 30).unwrap();
    assert!(none.is_none(), "a search exercise");
    assert_eq!(run.at(), 1);
    assert_eq!(second.student(), "Ann", "the name goes along");
    assert!(second.answers().values.is_empty(), "a fresh exercise");
    assert!(second.asks_alpha_beta() == set.exercises[1].alpha_beta());
    assert_eq!(
        run.checked(&second, None),
        [true, false, false, false, false]
    );
    // Kept in the browser and read back: the first exercise's answer and check.
    let saved = run.to_save(&second, None);
    let mut again = SetRun::from_saved(set.clone(), Some(&saved));
    assert_eq!(again.at(), 1);
    let (back, _) = again.go(0, &second, None, 5).unwrap();
    assert_eq!(back.answers().values.len(), 1);
    assert!(back.checked().is_some());
    // Unreadable saved work starts the set afresh.
    assert_eq!(SetRun::from_saved(set.clone(), Some("nonsense")).at(), 0);
    // The results file is the class's: Ann's first exercise graded, the others left out.
    let results = again.results_json(&back, None, "2026-11-27T10:00:00Z");
    let table = class::grade(&[("ann.json".into(), results)]);
    assert!(table.skipped.is_empty(), "{:?}", table.skipped);
    let rows: Vec<_> = table.rows.iter().filter(|r| r.student == "Ann").collect();
    assert_eq!(rows.len(), 5);
    assert_eq!(rows[0].seconds, Some(30));
    assert_eq!(rows[1].seconds, Some(5));
    assert_eq!(rows[2].seconds, None, "never opened");
}

/// A set of a search exercise and two challenges (Make it cut and Best order, seed 7).
fn with_challenges() -> Set {
    use alphabeta_lab::teach::practice::challenge::{challenge, ChallengeKind};
    use alphabeta_lab::teach::practice::set::SetExercise;
    let mut set = week3();
    set.exercises.truncate(1);
    set.exercises
        .push(SetExercise::Challenge(challenge(ChallengeKind::Cut, 7)));
    set.exercises
        .push(SetExercise::Challenge(challenge(ChallengeKind::Order, 7)));
    set
}

#[test]
fn a_set_run_keeps_a_challenge_and_its_attempt_is_graded_in_the_class() {
    use alphabeta_lab::model::challenge::ChallengeAction;
    use alphabeta_lab::model::practice::{PracticeAction, SetRun};
    use alphabeta_lab::teach::practice::LabelIndex;
    let set = with_challenges();
    let mut run = SetRun::new(set.clone());
    assert!(run.challenge(0).is_none(), "a search exercise");
    let mut first = run.practice(0, "").unwrap();
    first.apply(PracticeAction::Student("Ann".into()));
    let (second, cut) = run.go(1, &first, None, 20).unwrap();
    assert_eq!(second.student(), "Ann", "the name goes along");
    let mut cut = cut.expect("a challenge");
    assert_eq!(cut.kind().name(), "cut");
    assert_eq!(cut.seed(), None, "pinned by the set");
    assert!(
        cut.answer_json("Ann", "", "").is_none(),
        "the results hold it"
    );
    let u = LabelIndex::new(cut.tree()).find("U").unwrap();
    cut.apply(ChallengeAction::Leaf(u, "-9".into()));
    cut.apply(ChallengeAction::Check);
    assert!(cut.verdict().is_some_and(|v| v.correct));
    assert_eq!(run.checked(&second, Some(&cut)), [false, true, false]);
    // Kept in the browser, read back, and gone back to: the change and the check kept.
    let saved = run.to_save(&second, Some(&cut));
    let mut again = SetRun::from_saved(set.clone(), Some(&saved));
    assert_eq!(again.at(), 1);
    assert_eq!(
        again.student(),
        "Ann",
        "the name kept with a challenge's work"
    );
    let (third, order) = again.go(2, &second, Some(&cut), 10).unwrap();
    let order = order.expect("Best order");
    assert_eq!(again.checked(&third, Some(&order)), [false, true, false]);
    let (back, cut) = again.go(1, &third, Some(&order), 0).unwrap();
    let cut = cut.expect("the challenge kept");
    assert_eq!(cut.changes(), 1);
    assert!(cut.verdict().is_some_and(|v| v.correct), "checked again");
    // The results file holds the attempt and its score; the class grades it the same.
    let results = again.results_json(&back, Some(&cut), "2026-11-27T10:00:00Z");
    let json: serde_json::Value = serde_json::from_str(&results).unwrap();
    let ex = &json["exercises"];
    assert_eq!(ex[1]["number"], 2);
    assert_eq!(ex[1]["answers"], serde_json::json!({"leaves": {"U": -9}}));
    assert_eq!(ex[1]["score"], 1.0);
    assert_eq!(ex[0]["seconds"], 20);
    assert_eq!(ex[1]["seconds"], 10);
    assert_eq!(ex[2]["number"], 3, "Best order opened, as drawn");
    assert!(ex[2]["answers"]["order"].is_object());
    let table = class::grade(&[("ann.json".into(), results)]);
    assert!(table.skipped.is_empty(), "{:?}", table.skipped);
    let rows: Vec<_> = table.rows.iter().filter(|r| r.student == "Ann").collect();
    assert_eq!(rows.len(), 3);
    assert_eq!((rows[1].score, rows[1].correct), (1.0, true));
    assert_eq!(rows[1].seconds, Some(10));
    assert!(!rows[2].correct, "Best order as drawn is not the fewest");
    assert!(class::to_csv(&table).contains("student,Ann,ann.json,2,1"));
}
