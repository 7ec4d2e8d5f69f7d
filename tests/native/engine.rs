//! Known trees with known answers: the seeds' binary tree walked step by step, AIMA Figure 5.2,
//! and the conventions (root side, rule, fail-soft/hard) on trees where they differ.

use alphabeta_lab::search::*;
use alphabeta_lab::teach::*;

const SEEDS: &str = "[[[3,5],[6,9]],[[1,2],[0,-1]]]";
const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

fn solve(text: &str, settings: Settings) -> (Tree, Trace) {
    let tree = parse(text).expect("valid tree");
    let trace = search(&tree, settings);
    (tree, trace)
}

fn show(trace: &Trace, s: Score) -> String {
    trace.table.show(s, false)
}

/// The trace as short lines, with labels and values, for comparing with a walkthrough.
fn script(tree: &Tree, trace: &Trace) -> Vec<String> {
    let name = |n: NodeId| narrate::node_name(tree, n, Style::PLAIN);
    trace
        .events
        .iter()
        .map(|e| match *e {
            Event::Enter { node, alpha, beta } => {
                format!(
                    "enter {} ({}, {})",
                    name(node),
                    show(trace, alpha),
                    show(trace, beta)
                )
            }
            Event::Leaf { node, .. } => format!("see {}", name(node)),
            Event::Return { node, value, .. } => format!("{} = {}", name(node), show(trace, value)),
            Event::Alpha { node, new, .. } => format!("{} alpha {}", name(node), show(trace, new)),
            Event::Beta { node, new, .. } => format!("{} beta {}", name(node), show(trace, new)),
            Event::Test { node, cut, .. } => format!("{} test {}", name(node), cut),
            Event::Cutoff {
                node,
                first_skipped,
            } => {
                format!("{} cut from {}", name(node), name(first_skipped))
            }
            other => format!("{other:?}"),
        })
        .collect()
}

#[test]
fn seeds_binary_tree_step_by_step() {
    let (tree, trace) = solve(SEEDS, Settings::default());
    let expected = [
        "enter A (-inf, +inf)",
        "enter B (-inf, +inf)",
        // D sees 3 (alpha 3), then 5 (alpha 5): D = 5.
        "enter D (-inf, +inf)",
        "see leaf 3",
        "leaf 3 = 3",
        "D alpha 3",
        "D test false",
        "see leaf 5",
        "leaf 5 = 5",
        "D alpha 5",
        "D test false",
        "D = 5",
        // B: beta = 5.
        "B beta 5",
        "B test false",
        // E inherits alpha = -INF, beta = 5; sees 6: alpha = 6, beta <= alpha, E stops.
        "enter E (-inf, 5)",
        "see leaf 6",
        "leaf 6 = 6",
        "E alpha 6",
        "E test true",
        "E cut from leaf 9",
        // E returns 6; B stays 5 and returns 5.
        "E = 6",
        "B test false",
        "B = 5",
        // A: alpha = 5. C inherits alpha = 5, beta = +INF.
        "A alpha 5",
        "A test false",
        "enter C (5, +inf)",
        // F sees 1 then 2: F = 2.
        "enter F (5, +inf)",
        "see leaf 1",
        "leaf 1 = 1",
        "F test false",
        "see leaf 2",
        "leaf 2 = 2",
        "F test false",
        "F = 2",
        // C: beta = 2 <= alpha, so the whole subtree G is cut. C returns 2.
        "C beta 2",
        "C test true",
        "C cut from G",
        "C = 2",
        // A = max(5, 2) = 5.
        "A test false",
        "A = 5",
    ];
    assert_eq!(script(&tree, &trace), expected);
    let s = &trace.solution;
    assert_eq!(show(&trace, s.value), "5");
    assert_eq!(s.best_move, Some(0));
    assert_eq!(s.pruned_leaves, vec![3, 6, 7]);
    assert_eq!(s.leaves_evaluated, 5);
    assert_eq!(s.nodes_visited, 11);
}

#[test]
fn seeds_tree_replay_states_at_chosen_steps() {
    let (tree, trace) = solve(SEEDS, Settings::default());
    let mut r = Replay::new(&tree);
    let by_label = |l: &str| {
        (0..tree.len() as NodeId)
            .find(|&n| tree.label(n) == l)
            .expect("label")
    };
    let (a, b, e, g) = (by_label("A"), by_label("B"), by_label("E"), by_label("G"));
    // Step 15: E has just been entered with the window it inherits.
    r.seek(&tree, &trace, 15);
    assert_eq!(r.current(), Some(e));
    assert_eq!(r.node(e).status, Status::Current);
    assert_eq!(r.node(b).status, Status::Open);
    assert_eq!(r.node(a).status, Status::Open);
    assert_eq!(r.node(e).alpha, Some(Score::NEG_INF));
    assert_eq!(show(&trace, r.node(e).beta.unwrap()), "5");
    // Step 20: the cutoff at E; leaf 9 is pruned from here on.
    r.seek(&tree, &trace, 20);
    let nine = tree.leaves()[3];
    assert_eq!(r.node(nine).status, Status::Pruned);
    assert!(r.node(e).cut);
    assert_eq!(r.leaves_pruned(), 1);
    // One step back, leaf 9 is not pruned yet.
    r.backward(&tree, &trace);
    assert_eq!(r.node(nine).status, Status::Unvisited);
    // The end: G and its two leaves pruned, A done with value 5.
    r.seek(&tree, &trace, usize::MAX);
    assert_eq!(r.step(), trace.events.len());
    assert_eq!(r.node(g).status, Status::Pruned);
    assert_eq!(r.nodes_pruned(), 4);
    assert_eq!(r.leaves_pruned(), 3);
    assert_eq!(r.leaves_evaluated(), 5);
    assert_eq!(r.node(a).status, Status::Done);
    assert_eq!(show(&trace, r.node(a).value.unwrap()), "5");
    assert_eq!(r.current(), None);
    // Narration at the cutoff, as the tutorial tells it.
    assert_eq!(
        narrate(&tree, &trace, 18, Style::PLAIN),
        "E: beta = 5 <= alpha = 6, so E stops."
    );
    assert!(narrate(&tree, &trace, 19, Style::PLAIN)
        .starts_with("Beta-cut at E: leaf 9 is never looked at."));
    assert!(narrate(&tree, &trace, 36, Style::PLAIN)
        .starts_with("Alpha-cut at C: the subtree G (leaves 0, -1) is never searched."));
    assert_eq!(
        narrate(&tree, &trace, 39, Style::PLAIN),
        "A returns 5. The optimal value is 5. The chosen line: A -> B -> D -> 5."
    );
}

#[test]
fn aima_figure_5_2() {
    let (tree, trace) = solve(AIMA, Settings::default());
    let s = &trace.solution;
    assert_eq!(show(&trace, s.value), "3");
    assert_eq!(s.best_move, Some(0));
    assert_eq!(s.pruned_leaves, vec![4, 5]);
    assert_eq!(s.leaves_evaluated, 7);
    assert_eq!(tree.label(0), "A");
    let minimax = search(
        &tree,
        Settings {
            algorithm: Algorithm::Minimax,
            ..Settings::default()
        },
    );
    assert_eq!(minimax.solution.leaves_evaluated, 9);
    assert!(minimax.solution.pruned_leaves.is_empty());
    assert_eq!(show(&minimax, minimax.solution.value), "3");
}

#[test]
fn root_min_and_decimals() {
    let (_, trace) = solve(
        "[[3,12,8],[2,4,6],[14,5,2]]",
        Settings {
            root: Side::Min,
            ..Settings::default()
        },
    );
    // Min at the root, Max below: max(3,12,8)=12, max(2,4,6)=6, max(14,5,2)=14 -> 6.
    assert_eq!(show(&trace, trace.solution.value), "6");
    assert_eq!(trace.solution.best_move, Some(1));
    let (_, trace) = solve("[[-3.01, 4.99], [4.50, 7]]", Settings::default());
    assert_eq!(show(&trace, trace.solution.value), "4.50");
    assert_eq!(trace.solution.best_move, Some(1));
}

#[test]
fn fail_hard_returns_the_bound_at_inner_nodes() {
    // E (Max) inherits alpha = 3 and sees only 1 and 2: fail-soft E returns 2, fail-hard 3.
    let tree = parse("[[3],[[1,2]]]").unwrap();
    let e = 4; // preorder: A, B, 3, C, E, 1, 2
    assert!(!tree.is_leaf(e));
    for (fail, expected) in [(Fail::Soft, "2"), (Fail::Hard, "3")] {
        let trace = search(
            &tree,
            Settings {
                fail,
                ..Settings::default()
            },
        );
        let returned = trace
            .events
            .iter()
            .find_map(|ev| match *ev {
                Event::Return { node, value, .. } if node == e => Some(value),
                _ => None,
            })
            .unwrap();
        assert_eq!(show(&trace, returned), expected, "{fail:?}");
        assert_eq!(show(&trace, trace.solution.value), "3");
    }
}

#[test]
fn strict_rule_does_not_prune_on_equality() {
    // C sees 3 = alpha: alpha >= beta prunes the 9, alpha > beta does not.
    let tree = parse("[[3,4],[3,9]]").unwrap();
    let ge = search(&tree, Settings::default());
    let gt = search(
        &tree,
        Settings {
            rule: CutRule::Gt,
            ..Settings::default()
        },
    );
    assert_eq!(ge.solution.pruned_leaves, vec![3]);
    assert!(gt.solution.pruned_leaves.is_empty());
    assert_eq!(show(&ge, ge.solution.value), "3");
    assert_eq!(show(&gt, gt.solution.value), "3");
}

#[test]
fn a_lone_leaf_and_uneven_depths() {
    let (_, trace) = solve("42", Settings::default());
    assert_eq!(show(&trace, trace.solution.value), "42");
    assert_eq!(trace.solution.best_move, None);
    let (tree, trace) = solve("[7, [1, [8, 2]], [[9], 3]]", Settings::default());
    assert_eq!(tree.leaves().len(), 6);
    let minimax = search(
        &tree,
        Settings {
            algorithm: Algorithm::Minimax,
            ..Settings::default()
        },
    );
    assert_eq!(
        show(&trace, trace.solution.value),
        show(&minimax, minimax.solution.value)
    );
    assert_eq!(show(&trace, trace.solution.value), "7");
}

#[test]
fn a_cut_after_the_last_child_skips_nothing() {
    // C (Min) sees 2 <= alpha 3 at its last child: the test is true, nothing is skipped.
    let (tree, trace) = solve("[[3],[2]]", Settings::default());
    assert!(!trace
        .events
        .iter()
        .any(|e| matches!(e, Event::Cutoff { .. })));
    let mut r = Replay::new(&tree);
    r.seek(&tree, &trace, usize::MAX);
    let c = tree.children(0).nth(1).unwrap();
    assert!(r.node(c).cut);
    assert!(!r.node(c).skipped);
    let (tree, trace) = solve("[[3],[2,9]]", Settings::default());
    let mut r = Replay::new(&tree);
    r.seek(&tree, &trace, usize::MAX);
    let c = tree.children(0).nth(1).unwrap();
    assert!(r.node(c).cut && r.node(c).skipped);
    assert_eq!(
        narrate(&tree, &trace, trace.events.len() - 4, Style::PLAIN),
        "Alpha-cut at C: leaf 9 is never looked at. C is worth at most 2, but Max can already get 3 higher up, so Max will never choose C."
    );
}
