//! Challenges: Best order's exact minimum (known trees, and proptest against trying every
//! order), Make it cut and Build to order drawn and graded.

use alphabeta_lab::search::order::{knuth_moore, move_child};
use alphabeta_lab::search::random::SplitMix;
use alphabeta_lab::search::*;
use alphabeta_lab::teach::practice::challenge::order::{
    apply, brute_force, evaluated, permutation_of, Minimum,
};
use alphabeta_lab::teach::practice::challenge::{
    self, draw, explain, grade, task, Attempt, BuildTarget, Challenge, ChallengeKind, Reason, Want,
};
use alphabeta_lab::teach::practice::LabelIndex;
use alphabeta_lab::teach::*;
use proptest::prelude::*;

const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";
/// Orders the brute force tries at most.
const BRUTE_LIMIT: u64 = 5_000;

fn tree(text: &str) -> Tree {
    parse(text).expect("a tree")
}

fn node(t: &Tree, label: &str) -> NodeId {
    LabelIndex::new(t).find(label).expect("a label")
}

fn minimum(text: &str) -> u32 {
    let t = tree(text);
    Minimum::new(&t, Settings::default()).leaves()
}

#[test]
fn known_trees_have_known_minima() {
    // AIMA's tree: B in full (3), then one leaf each for C and D.
    assert_eq!(minimum(AIMA), 5);
    // Uniform with distinct values: Knuth and Moore's count, exactly.
    assert_eq!(
        minimum("[[[1,2],[3,4]],[[5,6],[7,8]]]"),
        knuth_moore(2, 3).0 as u32
    );
    assert_eq!(
        minimum("[[[[1,9],[3,4]],[[5,6],[7,8]]],[[[10,2],[11,12]],[[13,14],[15,16]]]]"),
        7
    );
    assert_eq!(knuth_moore(2, 4).0, 7);
    // Ties cut under alpha >= beta: [5,5] then one leaf of the second.
    assert_eq!(minimum("[[5,5],[5,5]]"), 3);
    // A lone leaf, and a root of leaves, are what they are.
    assert_eq!(minimum("7"), 1);
    assert_eq!(minimum("[1,2,3]"), 3);
    // Under the strict rule the ties no longer cut.
    let t = tree("[[5,5],[5,5]]");
    let strict = Settings {
        rule: CutRule::Gt,
        ..Settings::default()
    };
    assert_eq!(Minimum::new(&t, strict).leaves(), 4);
}

#[test]
fn the_best_order_found_reaches_the_minimum() {
    let t = tree("[[[1,9],[3,4]],[[5,6],[7,8]],[[2,0],[6,6]]]");
    let mut m = Minimum::new(&t, Settings::default());
    let least = m.leaves();
    let best = apply(&t, &m.best_order()).expect("a reordering");
    assert_eq!(evaluated(&best, Settings::default()), least);
    assert!(evaluated(&t, Settings::default()) > least);
    assert_eq!(brute_force(&t, Settings::default(), 1_000_000), Some(least));
}

/// A random small tree: 1 to 3 plies, 1 to 3 children, values 0 to 4 (ties are common).
fn small_tree(seed: u64) -> Tree {
    fn walk(b: &mut TreeBuilder, rng: &mut SplitMix, depth: u16, plies: u16) {
        if depth == plies || (depth > 0 && rng.range(0, 5) == 0) {
            b.leaf(None, Value::int(rng.range(0, 4)));
            return;
        }
        b.open(None);
        for _ in 0..rng.range(1, 3) {
            walk(b, rng, depth + 1, plies);
        }
        b.close();
    }
    let mut rng = SplitMix(seed);
    let plies = rng.range(1, 3) as u16;
    let mut b = TreeBuilder::new();
    walk(&mut b, &mut rng, 0, plies);
    b.finish()
}

fn conventions(pick: u8) -> Settings {
    Settings {
        root: if pick & 1 == 0 { Side::Max } else { Side::Min },
        rule: if pick & 2 == 0 {
            CutRule::Ge
        } else {
            CutRule::Gt
        },
        fail: if pick & 4 == 0 {
            Fail::Soft
        } else {
            Fail::Hard
        },
        ..Settings::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn the_exact_minimum_is_the_least_over_every_order(seed in any::<u64>(), pick in 0u8..8) {
        let t = small_tree(seed);
        let s = conventions(pick);
        let mut m = Minimum::new(&t, s);
        let least = m.leaves();
        let order = m.best_order();
        let best = apply(&t, &order).expect("a reordering");
        prop_assert_eq!(evaluated(&best, s), least, "{}", t.to_notation());
        if let Some(brute) = brute_force(&t, s, BRUTE_LIMIT) {
            prop_assert_eq!(least, brute, "{}", t.to_notation());
        }
    }
}

#[test]
fn order_challenges_are_drawn_and_graded() {
    for seed in 0..20 {
        let (c, answer) = draw(ChallengeKind::Order, seed);
        assert_eq!(
            c,
            challenge::challenge(ChallengeKind::Order, seed),
            "deterministic"
        );
        let Challenge::Order { tree: t } = &c else {
            panic!("an order challenge")
        };
        let least = c.minimum().expect("small enough");
        let v = grade(&c, &answer);
        assert!(v.correct, "seed {seed}");
        assert_eq!(v.score, 1.0);
        assert_eq!(
            v.reason,
            Reason::Evaluated {
                evaluated: least,
                minimum: least
            }
        );
        // As drawn, the order is not the best.
        let as_is = grade(&c, &Attempt::Order(Vec::new()));
        assert!(!as_is.correct && as_is.score < 1.0, "seed {seed}");
        assert_eq!(
            as_is.reason,
            Reason::Evaluated {
                evaluated: evaluated(t, Settings::default()),
                minimum: least
            }
        );
        assert!(!task(&c).is_empty() && !explain(&c, &as_is, Style::PLAIN).is_empty());
    }
}

#[test]
fn a_reordering_is_read_back_by_labels() {
    let t = tree(AIMA);
    let moved = move_child(&t, node(&t, "C"), 1).expect("C moves right");
    let perm = permutation_of(&t, &moved).expect("a reordering");
    assert_eq!(apply(&t, &perm).expect("applies"), moved);
    // Children that are not the node's own are refused, naming the node.
    let c = Challenge::Order { tree: t.clone() };
    let bad = Attempt::Order(vec![(0, vec![node(&t, "B"), node(&t, "C")])]);
    assert_eq!(grade(&c, &bad).reason, Reason::NotAReordering { node: 0 });
    assert!(permutation_of(&t, &tree("[[3,12,8],[2,4,6],[14,5,3]]")).is_none());
}

#[test]
fn cut_challenges_are_solvable_and_graded_by_the_search() {
    for seed in 0..30 {
        let (c, answer) = draw(ChallengeKind::Cut, seed);
        let Challenge::Cut {
            k, target, want, ..
        } = &c
        else {
            panic!("a cut challenge")
        };
        let Attempt::Cut(changes) = &answer else {
            panic!("a cut answer")
        };
        assert!(changes.len() <= *k, "seed {seed}");
        let v = grade(&c, &answer);
        assert!(v.correct, "seed {seed}: {v:?}");
        assert!(matches!(v.reason, Reason::Target { done: true, .. }));
        // Nothing changed: the node is not yet as wanted.
        let none = grade(&c, &Attempt::Cut(Vec::new()));
        assert_eq!(none.score, 0.0);
        assert!(
            matches!(none.reason, Reason::Target { target: t, want: w, done: false, .. } if t == *target && w == *want)
        );
    }
}

#[test]
fn cut_grading_refuses_too_many_changes_and_inner_nodes() {
    let t = tree(AIMA);
    let c = Challenge::Cut {
        tree: t.clone(),
        k: 1,
        target: node(&t, "I"),
        want: Want::Searched,
    };
    let five = Value::int(5);
    let right = grade(&c, &Attempt::Cut(vec![(node(&t, "H"), five)]));
    assert!(right.correct);
    let Reason::Target { event: Some(i), .. } = right.reason else {
        panic!("decided by C's test")
    };
    let searched = search(right.tree.as_ref().expect("the tree"), Settings::default());
    assert!(matches!(searched.events[i], Event::Test { cut: false, .. }));
    let two = vec![(node(&t, "H"), five), (node(&t, "E"), five)];
    assert_eq!(
        grade(&c, &Attempt::Cut(two)).reason,
        Reason::TooManyChanges { changed: 2, k: 1 }
    );
    // A change to a leaf's own value is no change.
    let same = vec![(node(&t, "H"), five), (node(&t, "E"), Value::int(3))];
    assert!(grade(&c, &Attempt::Cut(same)).correct);
    let inner = Attempt::Cut(vec![(node(&t, "B"), five)]);
    assert_eq!(
        grade(&c, &inner).reason,
        Reason::NotALeaf {
            node: node(&t, "B")
        }
    );
    let outside = Attempt::Cut(vec![(99, five)]);
    assert_eq!(grade(&c, &outside).reason, Reason::NotALeaf { node: 99 });
    // Wanting I pruned as it stands: done, by C's cutoff.
    let pruned = Challenge::Cut {
        tree: t.clone(),
        k: 0,
        target: node(&t, "I"),
        want: Want::Pruned,
    };
    let v = grade(&pruned, &Attempt::Cut(Vec::new()));
    assert!(v.correct);
    let Reason::Target { event: Some(i), .. } = v.reason else {
        panic!("a cutoff")
    };
    assert!(matches!(
        search(&t, Settings::default()).events[i],
        Event::Cutoff { .. }
    ));
}

#[test]
fn build_challenges_are_solvable_and_graded_by_the_search() {
    for seed in 0..30 {
        let (c, answer) = draw(ChallengeKind::Build, seed);
        assert!(grade(&c, &answer).correct, "seed {seed}");
        let Challenge::Build { shape, .. } = &c else {
            panic!("a build challenge")
        };
        assert!(shape
            .leaves()
            .iter()
            .all(|&l| shape.value(l) == Some(Value::int(0))));
    }
    let shape = tree("[[0,0],[0,0]]");
    let c = Challenge::Build {
        shape: shape.clone(),
        target: BuildTarget::PrunedLeaves(1),
    };
    let built = |s: &str| Attempt::Build(tree(s));
    assert!(grade(&c, &built("[[3,4],[1,9]]")).correct);
    let v = grade(&c, &built("[[3,4],[5,9]]"));
    assert_eq!(
        v.reason,
        Reason::Pruned {
            pruned: 0,
            wanted: 1,
            cutoffs: vec![]
        }
    );
    let v = grade(&c, &built("[[3,4],[5,9,1]]"));
    assert_eq!(
        v.reason,
        Reason::Shape {
            node: 4,
            has: 3,
            wants: 2
        }
    );
    assert!(!v.correct);
    let deep = Challenge::Build {
        shape,
        target: BuildTarget::CutoffAtDepth(1),
    };
    assert!(grade(&deep, &built("[[3,4],[1,9]]")).correct);
    let v = grade(&deep, &built("[[3,4],[5,9]]"));
    assert_eq!(
        v.reason,
        Reason::CutoffDepth {
            depth: 1,
            done: false,
            cutoffs: vec![]
        }
    );
}

/// A set of challenges: pinned whole in its file, read back the same; its results graded in
/// the class table beside a challenge's own file.
#[test]
fn challenges_go_in_sets_results_and_the_class_table() {
    use alphabeta_lab::answer_file::{
        attempt_json, class, set_file, write_challenge, ChallengeAnswer,
    };
    use alphabeta_lab::teach::practice::set::{
        generate, ExerciseSpec, SetExercise, SetSpec, Shape,
    };
    let spec = |kind| ExerciseSpec {
        shape: Shape::Challenge(kind),
        settings: Settings::default(),
        alpha_beta: false,
    };
    let set = generate(
        5,
        &SetSpec {
            title: "Challenges".into(),
            exercises: ChallengeKind::ALL.into_iter().map(spec).collect(),
        },
    )
    .expect("a set");
    let kinds: Vec<ChallengeKind> = set
        .exercises
        .iter()
        .map(|e| match e {
            SetExercise::Challenge(c) => c.kind(),
            SetExercise::Search { .. } => panic!("a challenge"),
        })
        .collect();
    assert_eq!(kinds, ChallengeKind::ALL);
    let text = set_file::canonical(&set);
    assert_eq!(set_file::read_set(&text).expect("reads"), set);
    assert_eq!(
        set_file::set_from_param(&set_file::set_param(&set)).expect("a link"),
        set
    );
    // The results: the first two solved, the third left out.
    let solved: Vec<serde_json::Value> = set.exercises[..2]
        .iter()
        .map(|e| {
            let SetExercise::Challenge(c) = e else {
                panic!("a challenge")
            };
            let key = solve(c);
            assert!(grade(c, &key).correct);
            attempt_json(&key, c.tree())
        })
        .collect();
    let results = serde_json::json!({
        "format": "ablab-set-results", "version": 1, "set_id": set_file::set_id(&set),
        "set": set_file::set_json(&set), "student": "Ann",
        "exercises": [{"number": 1, "answers": solved[0]}, {"number": 2, "answers": solved[1]}],
    });
    // Cy changes the root in Make it cut: the first mistake is the reason, at the root.
    let SetExercise::Challenge(cut) = &set.exercises[1] else {
        panic!("a challenge")
    };
    let root = Attempt::Cut(vec![(0, Value::int(1))]);
    let cy = serde_json::json!({
        "format": "ablab-set-results", "version": 1, "set_id": set_file::set_id(&set),
        "set": set_file::set_json(&set), "student": "Cy",
        "exercises": [{"number": 2, "answers": attempt_json(&root, cut.tree())}],
    });
    // A challenge's own file whose challenge is not the set's is skipped.
    let (c, key) = draw(ChallengeKind::Cut, 7);
    let own = ChallengeAnswer {
        kind: ChallengeKind::Cut,
        seed: 7,
        attempt: key,
        student: Some("Bo".into()),
        made_at: None,
        app_version: None,
    };
    let files = vec![
        ("ann.json".to_string(), results.to_string()),
        ("cy.json".to_string(), cy.to_string()),
        (
            "bo.json".to_string(),
            write_challenge(&own, c.tree()).to_string(),
        ),
    ];
    let table = class::grade(&files);
    let ann: Vec<(usize, bool)> = table.rows[..3]
        .iter()
        .map(|r| (r.exercise, r.correct))
        .collect();
    assert_eq!(ann, [(1, true), (2, true), (3, false)]);
    let firsts: Vec<_> = table.rows.iter().map(|r| r.first_mistake.clone()).collect();
    let root_label = cut.tree().label(0).into_owned();
    let not_a_leaf = Some((class::ClassMistake::Challenge("not_a_leaf"), root_label));
    // Ann's third is left out: no attempt, no reason.
    assert_eq!(firsts[..3], [None, None, None]);
    assert_eq!(table.rows[4].student, "Cy");
    assert_eq!(firsts[4], not_a_leaf);
    assert_eq!(
        table.summaries[1].common_mistake,
        not_a_leaf.map(|m| (m, 1))
    );
    let csv = class::to_csv(&table);
    assert!(csv.contains(",not_a_leaf,"), "{csv}");
    assert_eq!(
        table.skipped,
        [("bo.json".to_string(), class::Skip::NotInSet)]
    );
    assert!(class::to_csv(&table).contains("student,Ann,ann.json,1,1,1,1,1"));
}

/// An answer that solves `c`, found again: the best order, or the drawing's own answer.
fn solve(c: &Challenge) -> Attempt {
    match c {
        Challenge::Order { tree } => {
            Attempt::Order(Minimum::new(tree, Settings::default()).best_order())
        }
        _ => brute_solve(c),
    }
}

/// A cut or build answer by search: for a cut, each leaf tried at each value; for a build, the
/// values tried leaf by leaf until the target is met.
fn brute_solve(c: &Challenge) -> Attempt {
    match c {
        Challenge::Cut { tree, .. } => {
            for &leaf in tree.leaves() {
                for v in -9..=9 {
                    let a = Attempt::Cut(vec![(leaf, Value::int(v))]);
                    if grade(c, &a).correct {
                        return a;
                    }
                }
            }
            // Two leaves: the drawing allows up to two.
            for &l1 in tree.leaves() {
                for &l2 in tree.leaves() {
                    for v1 in -9..=9 {
                        for v2 in -9..=9 {
                            let a = Attempt::Cut(vec![(l1, Value::int(v1)), (l2, Value::int(v2))]);
                            if grade(c, &a).correct {
                                return a;
                            }
                        }
                    }
                }
            }
            Attempt::Cut(Vec::new())
        }
        Challenge::Build { shape, .. } => {
            let mut rng = SplitMix(1);
            for _ in 0..100_000 {
                let mut t = shape.clone();
                for &l in shape.leaves() {
                    t = t
                        .with_leaf_value(l, Value::int(rng.range(-9, 9)))
                        .expect("a leaf");
                }
                let a = Attempt::Build(t);
                if grade(c, &a).correct {
                    return a;
                }
            }
            Attempt::Build(shape.clone())
        }
        Challenge::Order { .. } => Attempt::Order(Vec::new()),
    }
}
