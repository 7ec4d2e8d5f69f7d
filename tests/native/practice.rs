//! Practice: grading a student's answers (known trees, then proptest over random trees and every
//! convention), and the seeded exercises.

use alphabeta_lab::search::random::SplitMix;
use alphabeta_lab::search::*;
use alphabeta_lab::teach::practice::{
    answer_key, exercise, explain, grade, Answers, Bound, Difficulty, Grade, LabelIndex, Mistake,
    MistakeKind,
};
use alphabeta_lab::teach::*;
use proptest::prelude::*;

const SEEDS: &str = "[[[3,5],[6,9]],[[1,2],[0,-1]]]";

fn tree(text: &str) -> Tree {
    parse(text).expect("a tree")
}

fn node(t: &Tree, label: &str) -> NodeId {
    LabelIndex::new(t).find(label).expect("a label")
}

fn int(v: i64) -> Bound {
    Bound::Value(Value::int(v))
}

/// The seeds' worked example, answered right: A, B, C, D, E, F and the marks on K and G.
fn seeds_right(t: &Tree) -> Answers {
    let values = [("A", 5), ("B", 5), ("C", 2), ("D", 5), ("E", 6), ("F", 2)];
    Answers {
        values: values.iter().map(|&(l, v)| (node(t, l), int(v))).collect(),
        pruned: vec![node(t, "G"), node(t, "K")],
        alpha_beta: vec![(node(t, "B"), Bound::NegInf, int(5))],
    }
}

fn graded(t: &Tree, settings: Settings, answers: &Answers) -> Grade {
    grade(t, &search(t, settings), answers)
}

/// The first mistake of `answers`, and why it is wrong.
fn first_mistake(t: &Tree, settings: Settings, answers: &Answers) -> (Mistake, String) {
    let trace = search(t, settings);
    let m = grade(t, &trace, answers).first_mistake.expect("a mistake");
    let why = explain(t, &trace, answers, &m, Style::PLAIN);
    (m, why)
}

#[test]
fn the_seeds_tree_answered_right_scores_1() {
    let t = tree(SEEDS);
    let g = graded(&t, Settings::default(), &seeds_right(&t));
    assert!(g.correct(), "{g:?}");
    assert_eq!((g.score(), g.points, g.out_of), (1.0, 10, 10));
    assert!(g.unanswered.is_empty());
    // The key: the same marks, in search order (K's cutoff comes first).
    let key = answer_key(&t, &search(&t, Settings::default()));
    assert_eq!(key.pruned, vec![node(&t, "K"), node(&t, "G")]);
    assert_eq!(key.values.len(), 6);
}

#[test]
fn the_seeds_tree_with_g_left_unmarked() {
    let t = tree(SEEDS);
    let mut answers = seeds_right(&t);
    answers.pruned.retain(|&n| n != node(&t, "G"));
    let g = graded(&t, Settings::default(), &answers);
    assert!(!g.correct());
    assert_eq!(g.missed_prunes, vec![node(&t, "G")]);
    assert_eq!((g.points, g.out_of), (9, 10));
    let (m, why) = first_mistake(&t, Settings::default(), &answers);
    assert_eq!(
        (m.node, m.kind, m.step),
        (node(&t, "G"), MistakeKind::MissedPrune, 37)
    );
    assert_eq!(
        why,
        "At C, beta = 2 <= alpha = 5, so G is never searched; you left G unmarked."
    );
}

#[test]
fn the_seeds_tree_with_each_kind_of_mistake() {
    let t = tree(SEEDS);
    let ab = Settings::default();
    // A wrong value: met when D returns, before anything else here goes wrong.
    let mut answers = seeds_right(&t);
    answers.values[3].1 = int(3);
    answers.pruned.push(node(&t, "E"));
    let g = graded(&t, ab, &answers);
    assert_eq!(g.wrong_values, vec![node(&t, "D")]);
    assert_eq!(g.extra_prunes, vec![node(&t, "E")]);
    let (m, why) = first_mistake(&t, ab, &answers);
    assert_eq!((m.kind, m.step), (MistakeKind::Value, 12));
    assert_eq!(
        why,
        "D (Max) returns 5 to B: the largest value its children returned (H is 3 and I is 5); you wrote 3."
    );
    // An extra mark: E is searched, since B does not cut off after D.
    answers.values[3].1 = int(5);
    let (m, why) = first_mistake(&t, ab, &answers);
    assert_eq!((m.kind, m.node), (MistakeKind::ExtraPrune, node(&t, "E")));
    assert_eq!(
        why,
        "At B, beta = 5 > alpha = -inf: no cutoff, so E is searched; you marked E as never searched."
    );
    // A wrong window, and a leaf value or an unsearched node's value ignored.
    let mut answers = seeds_right(&t);
    answers.alpha_beta = vec![(node(&t, "C"), int(5), int(5))];
    answers.values.push((node(&t, "G"), int(7)));
    answers.values.push((node(&t, "H"), int(7)));
    let g = graded(&t, ab, &answers);
    assert_eq!(g.wrong_beta, vec![node(&t, "C")]);
    assert!(g.wrong_alpha.is_empty() && g.wrong_values.is_empty());
    let (_, why) = first_mistake(&t, ab, &answers);
    assert_eq!(
        why,
        "C ends with alpha = 5 and beta = 2: it starts with alpha = 5 and beta = +inf from A, and as a Min node only its beta moves; you wrote alpha = 5 and beta = 5. Your beta is the wrong one."
    );
}

/// Issue 30: alpha and beta are two parts; a right one beside a wrong one counts, and the first
/// mistake names the wrong one.
#[test]
fn alpha_and_beta_are_graded_apart() {
    let t = tree(SEEDS);
    let ab = Settings::default();
    let mut answers = seeds_right(&t);
    answers.alpha_beta = vec![(node(&t, "B"), Bound::PosInf, int(5))];
    let g = graded(&t, ab, &answers);
    assert_eq!(
        (g.wrong_alpha.clone(), g.wrong_beta.clone()),
        (vec![node(&t, "B")], vec![])
    );
    assert_eq!((g.points, g.out_of), (9, 10), "the right beta scores");
    assert_eq!(g.wrong_parts_named(node(&t, "B"), "B"), "B (α)");
    let (m, why) = first_mistake(&t, ab, &answers);
    assert_eq!((m.kind, m.kind.name()), (MistakeKind::Alpha, "alpha"));
    assert!(why.ends_with("Your alpha is the wrong one."), "{why}");
    answers.alpha_beta = vec![(node(&t, "B"), Bound::PosInf, int(4))];
    let g = graded(&t, ab, &answers);
    assert_eq!((g.points, g.out_of), (8, 10));
    assert_eq!(g.wrong_alpha_beta(), vec![node(&t, "B")]);
    assert_eq!(g.wrong_parts_named(node(&t, "B"), "B"), "B (α, β)");
    assert_eq!(g.first_mistake.map(|m| m.kind), Some(MistakeKind::Alpha));
}

#[test]
fn a_mark_covers_its_whole_subtree() {
    let t = tree(SEEDS);
    // C is searched (an extra mark), but its mark covers G: G is not missed.
    let mut answers = seeds_right(&t);
    answers.pruned = vec![node(&t, "K"), node(&t, "C")];
    let g = graded(&t, Settings::default(), &answers);
    assert_eq!(g.extra_prunes, vec![node(&t, "C")]);
    assert!(g.missed_prunes.is_empty(), "{g:?}");
    // A mark inside G (already never searched) is neither extra nor enough for G.
    answers.pruned = vec![node(&t, "K"), node(&t, "N")];
    let g = graded(&t, Settings::default(), &answers);
    assert!(g.extra_prunes.is_empty(), "{g:?}");
    assert_eq!(g.missed_prunes, vec![node(&t, "G")]);
}

#[test]
fn grading_follows_the_conventions() {
    let t = tree(SEEDS);
    let right = seeds_right(&t);
    // Fail-hard: F returns its alpha, 5, not the 2 it saw; so C's beta falls to 5 and C cuts
    // off and returns 5.
    let hard = Settings {
        fail: Fail::Hard,
        ..Settings::default()
    };
    let g = graded(&t, hard, &right);
    assert_eq!(g.wrong_values, vec![node(&t, "F"), node(&t, "C")]);
    // Negamax: B's value is from Min's side, -5.
    let negamax = Settings {
        form: Form::Negamax,
        ..Settings::default()
    };
    let g = graded(&t, negamax, &right);
    assert!(g.wrong_values.contains(&node(&t, "B")), "{g:?}");
    let key = answer_key(&t, &search(&t, negamax));
    assert!(key.values.contains(&(node(&t, "B"), int(-5))));
    assert!(graded(&t, negamax, &key).correct());
}

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

fn value() -> impl Strategy<Value = Value> {
    prop_oneof![
        4 => (-9i64..=9).prop_map(Value::int),
        1 => (-99i64..=99, 0u8..=2).prop_map(|(m, s)| Value::new(m, s)),
    ]
}

/// A random irregular tree (the root an inner node), leaves at any depth.
fn nested() -> impl Strategy<Value = Nested> {
    let below = value()
        .prop_map(Nested::Leaf)
        .prop_recursive(4, 64, 3, |inner| {
            prop::collection::vec(inner, 1..=4).prop_map(Nested::Node)
        });
    prop::collection::vec(below, 1..=4).prop_map(Nested::Node)
}

/// Every convention alpha-beta runs under.
fn conventions() -> Vec<Settings> {
    let mut all = Vec::new();
    for root in [Side::Max, Side::Min] {
        for rule in [CutRule::Ge, CutRule::Gt] {
            for fail in [Fail::Soft, Fail::Hard] {
                for form in [Form::MaxMin, Form::Negamax] {
                    all.push(Settings {
                        root,
                        rule,
                        fail,
                        form,
                        ..Settings::default()
                    });
                }
            }
        }
    }
    all
}

fn bound(t: &Trace, s: Score) -> Bound {
    Bound::from_score(&t.table, s).expect("a score of the tree")
}

/// The right answers, read from the trace and the replay, not from the grader's key.
fn right_answers(tree: &Tree, trace: &Trace) -> Answers {
    let mut replay = Replay::new(tree);
    replay.seek(tree, trace, trace.events.len());
    let mut a = Answers::default();
    for e in &trace.events {
        match *e {
            Event::Return { node, value, .. } if !tree.is_leaf(node) => {
                a.values.push((node, bound(trace, value)));
                let s = replay.node(node);
                a.alpha_beta.push((
                    node,
                    bound(trace, s.alpha.unwrap()),
                    bound(trace, s.beta.unwrap()),
                ));
            }
            Event::Cutoff {
                node,
                first_skipped,
            } => a
                .pruned
                .extend(tree.children(node).filter(|&c| c >= first_skipped)),
            _ => {}
        }
    }
    a
}

/// Another value: one more, or 0 for an infinity.
fn changed(b: Bound) -> Bound {
    match b {
        Bound::Value(v) if v.scale() == 0 => Bound::Value(Value::int(v.mantissa() + 1)),
        Bound::Value(v) => Bound::Value(Value::new(v.mantissa() + 1, v.scale())),
        _ => int(0),
    }
}

fn covered(tree: &Tree, marks: &[NodeId], mut n: NodeId) -> bool {
    loop {
        if marks.contains(&n) {
            return true;
        }
        match tree.parent(n) {
            Some(p) => n = p,
            None => return false,
        }
    }
}

/// The step of every mistake in `answers`, worked out from the events one by one.
fn mistake_steps(tree: &Tree, trace: &Trace, right: &Answers, answers: &Answers) -> Vec<usize> {
    let mut steps = Vec::new();
    for (i, e) in trace.events.iter().enumerate() {
        match *e {
            Event::Return { node, .. } => {
                let wrong_value = answers
                    .values
                    .iter()
                    .any(|a| a.0 == node && !right.values.contains(a));
                let wrong_window = answers
                    .alpha_beta
                    .iter()
                    .any(|a| a.0 == node && !right.alpha_beta.contains(a));
                if wrong_value || wrong_window {
                    steps.push(i + 1);
                }
            }
            Event::Cutoff {
                node,
                first_skipped,
            } => {
                let mut skipped = tree.children(node).filter(|&c| c >= first_skipped);
                if skipped.any(|c| !covered(tree, &answers.pruned, c)) {
                    steps.push(i + 1);
                }
            }
            Event::Enter { node, .. } | Event::Leaf { node, .. }
                if answers.pruned.contains(&node) =>
            {
                steps.push(i + 1);
            }
            _ => {}
        }
    }
    steps
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn right_answers_score_1_and_every_single_change_is_caught(n in nested()) {
        let tree = Tree::from_nested(&n);
        for settings in conventions() {
            let trace = search(&tree, settings);
            let right = right_answers(&tree, &trace);
            let g = grade(&tree, &trace, &right);
            prop_assert!(g.correct() && g.score() == 1.0, "{settings:?}: {g:?}");
            let mut key = answer_key(&tree, &trace);
            key.values.sort_by_key(|a| a.0);
            key.alpha_beta.sort_by_key(|a| a.0);
            let mut sorted = right.clone();
            sorted.values.sort_by_key(|a| a.0);
            sorted.alpha_beta.sort_by_key(|a| a.0);
            prop_assert_eq!(key, sorted);
            for i in 0..right.values.len() {
                let mut a = right.clone();
                a.values[i].1 = changed(a.values[i].1);
                let g = grade(&tree, &trace, &a);
                prop_assert_eq!(&g.wrong_values, &vec![a.values[i].0]);
                prop_assert!(g.score() < 1.0);
                let mut a = right.clone();
                a.alpha_beta[i].2 = changed(a.alpha_beta[i].2);
                let g = grade(&tree, &trace, &a);
                prop_assert_eq!(&g.wrong_beta, &vec![a.alpha_beta[i].0]);
                prop_assert!(g.wrong_alpha.is_empty());
                prop_assert_eq!(g.points + 1, g.out_of);
            }
            for i in 0..right.pruned.len() {
                let mut a = right.clone();
                let gone = a.pruned.remove(i);
                let g = grade(&tree, &trace, &a);
                prop_assert_eq!(&g.missed_prunes, &vec![gone]);
                let m = g.first_mistake.expect("a mistake");
                prop_assert_eq!((m.kind, m.node), (MistakeKind::MissedPrune, gone));
            }
            for extra in 0..tree.len() as NodeId {
                if covered(&tree, &right.pruned, extra) {
                    continue;
                }
                let mut a = right.clone();
                a.pruned.push(extra);
                let g = grade(&tree, &trace, &a);
                prop_assert_eq!(&g.extra_prunes, &vec![extra], "{:?}", settings);
                prop_assert!(g.missed_prunes.is_empty() && g.score() < 1.0);
            }
        }
    }

    #[test]
    fn the_first_mistake_is_the_earliest_in_search_order(n in nested(), seed in any::<u64>()) {
        let tree = Tree::from_nested(&n);
        let mut rng = SplitMix(seed);
        for settings in conventions() {
            let trace = search(&tree, settings);
            let right = right_answers(&tree, &trace);
            let mut a = right.clone();
            for v in &mut a.values {
                if rng.range(0, 3) == 0 {
                    v.1 = changed(v.1);
                }
            }
            for w in &mut a.alpha_beta {
                if rng.range(0, 5) == 0 {
                    w.1 = changed(w.1);
                }
            }
            a.pruned.retain(|_| rng.range(0, 3) != 0);
            for n in 0..tree.len() as NodeId {
                if rng.range(0, 9) == 0 {
                    a.pruned.push(n);
                }
            }
            let steps = mistake_steps(&tree, &trace, &right, &a);
            let g = grade(&tree, &trace, &a);
            prop_assert_eq!(g.first_mistake.as_ref().map(|m| m.step), steps.iter().copied().min());
            prop_assert_eq!(g.correct(), steps.is_empty());
            let listed = g.wrong_values.len() + g.wrong_alpha.len() + g.wrong_beta.len()
                + g.missed_prunes.len() + g.extra_prunes.len();
            prop_assert!(listed >= steps.len());
            if let Some(m) = &g.first_mistake {
                let why = explain(&tree, &trace, &a, m, Style::PLAIN);
                prop_assert!(!why.is_empty() && why.contains(&*tree.label(m.node)));
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Exercises
// ---------------------------------------------------------------------------------------------

#[test]
fn exercises_are_pinned_to_their_seeds() {
    let pinned = [
        (1, Difficulty::Easy, "[[5,-2],[-8,-4]]"),
        (
            2,
            Difficulty::Medium,
            "[[[-6,-8,-8],[-7,-3]],[[-2,-7,6],[0,-9,4]],[[-2,-9,3],[-5,-2]]]",
        ),
        (
            3,
            Difficulty::Hard,
            "[[[[2,6]],[[-4,6,-2],[-6,3],[1,-6]]],[[[-8,0,3]],[[9],[4]]],[[[-2,0,3]],[[-7,-3]]]]",
        ),
    ];
    for (seed, d, notation) in pinned {
        assert_eq!(
            exercise(seed, d).to_notation(),
            notation,
            "seed {seed}, {d:?}"
        );
    }
}

#[test]
fn exercises_meet_their_difficulty() {
    for seed in 0..300u64 {
        for d in Difficulty::ALL {
            let t = exercise(seed, d);
            assert_eq!(t, exercise(seed, d), "repeatable");
            assert!(t.leaves().iter().all(|&l| t.depth(l) == d.plies()));
            let counts: Vec<usize> = (0..t.len() as NodeId)
                .filter(|&n| !t.is_leaf(n))
                .map(|n| t.child_count(n))
                .collect();
            let cutoffs = search(&t, Settings::default())
                .events
                .iter()
                .filter(|e| matches!(e, Event::Cutoff { .. }))
                .count();
            match d {
                Difficulty::Easy => assert!(counts.iter().all(|&c| c == 2)),
                Difficulty::Medium => assert!(counts.iter().all(|&c| (2..=3).contains(&c))),
                Difficulty::Hard => {
                    assert!(counts.iter().all(|&c| (1..=3).contains(&c)));
                    assert!(t.children(0).count() >= 2);
                    assert!(
                        counts.iter().any(|&c| c != counts[0]),
                        "uneven: seed {seed}"
                    );
                }
            }
            if d != Difficulty::Easy {
                assert!(cutoffs > 0, "a cutoff: seed {seed}, {d:?}");
            }
        }
    }
    assert_ne!(
        exercise(1, Difficulty::Medium),
        exercise(2, Difficulty::Medium)
    );
}

/// Issue 30: the inner nodes left without a value are listed in reading order (the labels'
/// breadth-first order), not in the order they return.
#[test]
fn nodes_left_unanswered_are_listed_in_reading_order() {
    let t = tree(SEEDS);
    let g = graded(&t, Settings::default(), &Answers::default());
    let labels: Vec<String> = g
        .unanswered
        .iter()
        .map(|&n| t.label(n).into_owned())
        .collect();
    assert_eq!(labels, ["A", "B", "C", "D", "E", "F"]);
}
