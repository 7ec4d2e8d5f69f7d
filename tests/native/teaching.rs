//! Teaching depth: negamax against max/min form, move ordering against Knuth-Moore, and the
//! depth limit against a hand calculation.

use alphabeta_lab::search::order::{knuth_moore, move_child, sort_children, uniform, Order};
use alphabeta_lab::search::*;
use alphabeta_lab::teach::*;
use proptest::prelude::*;

fn nested() -> impl Strategy<Value = Nested> {
    let leaf = (-9i64..=9).prop_map(|v| Nested::Leaf(Value::int(v)));
    leaf.prop_recursive(5, 200, 4, |inner| {
        prop::collection::vec(inner, 1..=4).prop_map(Nested::Node)
    })
}

fn settings(root: Side, rule: CutRule, fail: Fail, form: Form) -> Settings {
    Settings {
        root,
        rule,
        fail,
        form,
        ..Settings::default()
    }
}

fn value(trace: &Trace) -> Value {
    trace.table.value(trace.solution.value).expect("finite")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    /// The chosen line runs from the root down, parent to child, to a leaf worth the root's
    /// minimax value (max/min form), whatever the search and its conventions; negamax chooses
    /// the same line.
    #[test]
    fn the_chosen_line_reaches_the_minimax_value(n in nested()) {
        let tree = Tree::from_nested(&n);
        for root in [Side::Max, Side::Min] {
            let minimax = search(&tree, Settings { algorithm: Algorithm::Minimax, ..settings(root, CutRule::Ge, Fail::Soft, Form::MaxMin) });
            for (rule, fail) in [(CutRule::Ge, Fail::Soft), (CutRule::Ge, Fail::Hard), (CutRule::Gt, Fail::Hard)] {
                let mm = search(&tree, settings(root, rule, fail, Form::MaxMin));
                let line = principal_variation(&tree, &mm);
                prop_assert_eq!(line.first(), Some(&0));
                for pair in line.windows(2) {
                    prop_assert_eq!(tree.parent(pair[1]), Some(pair[0]));
                }
                let end = *line.last().unwrap();
                prop_assert!(tree.is_leaf(end));
                prop_assert_eq!(tree.value(end), Some(value(&minimax)));
                let nm = search(&tree, settings(root, rule, fail, Form::Negamax));
                prop_assert_eq!(principal_variation(&tree, &nm), line);
            }
        }
    }

    /// Negamax prunes the same leaves as max/min form, and its root value is the same seen
    /// from the side to move at the root.
    #[test]
    fn negamax_matches_max_min(n in nested()) {
        let tree = Tree::from_nested(&n);
        for root in [Side::Max, Side::Min] {
            for (rule, fail) in [
                (CutRule::Ge, Fail::Soft),
                (CutRule::Ge, Fail::Hard),
                (CutRule::Gt, Fail::Soft),
            ] {
                let mm = search(&tree, settings(root, rule, fail, Form::MaxMin));
                let nm = search(&tree, settings(root, rule, fail, Form::Negamax));
                prop_assert_eq!(&nm.solution.pruned_leaves, &mm.solution.pruned_leaves);
                prop_assert_eq!(nm.solution.leaves_evaluated, mm.solution.leaves_evaluated);
                prop_assert_eq!(nm.solution.best_move, mm.solution.best_move);
                let expected = if root == Side::Max { value(&mm) } else { -value(&mm) };
                prop_assert_eq!(value(&nm), expected);
                // The replay of a negamax trace ends on the same root value and returns to start.
                let mut r = Replay::new(&tree);
                r.seek(&tree, &nm, usize::MAX);
                prop_assert_eq!(r.node(0).value, Some(nm.solution.value));
                prop_assert_eq!(r.leaves_pruned(), nm.solution.pruned_leaves.len());
                r.seek(&tree, &nm, 0);
                prop_assert_eq!(&r, &Replay::new(&tree));
            }
        }
    }

    /// Best-first ordering by the engine reaches the Knuth-Moore minimum on uniform trees with
    /// distinct leaves; worst-first never evaluates fewer leaves than best-first.
    #[test]
    fn best_first_reaches_knuth_moore(b in 2u32..=4, d in 1u32..=5, seed in any::<u64>(), root_min in any::<bool>()) {
        let count = b.pow(d) as i64;
        // Distinct values in a seeded shuffle.
        let mut values: Vec<i64> = (0..count).map(|i| 2 * i - count).collect();
        let mut x = seed | 1;
        for i in (1..values.len()).rev() {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            values.swap(i, (x % (i as u64 + 1)) as usize);
        }
        fn build(b: u32, d: u32, it: &mut impl Iterator<Item = i64>) -> Nested {
            if d == 0 { Nested::Leaf(Value::int(it.next().unwrap_or(0))) }
            else { Nested::Node((0..b).map(|_| build(b, d - 1, it)).collect()) }
        }
        let tree = Tree::from_nested(&build(b, d, &mut values.into_iter()));
        prop_assert_eq!(uniform(&tree), Some((b, d)));
        let s = Settings { root: if root_min { Side::Min } else { Side::Max }, ..Settings::default() };
        let best = sort_children(&tree, &s, Order::BestFirst);
        let worst = sort_children(&tree, &s, Order::WorstFirst);
        let (lo, hi) = knuth_moore(b, d);
        let best_count = search(&best, s).solution.leaves_evaluated as u128;
        let worst_count = search(&worst, s).solution.leaves_evaluated as u128;
        prop_assert_eq!(best_count, lo);
        prop_assert!(worst_count >= best_count && worst_count <= hi);
        // Ordering never changes the value.
        prop_assert_eq!(value(&search(&best, s)), value(&search(&tree, s)));
        prop_assert_eq!(value(&search(&worst, s)), value(&search(&tree, s)));
    }

    /// Moving a child keeps the multiset of leaves and the minimax value.
    #[test]
    fn moving_children_keeps_the_value(n in nested(), pick in any::<prop::sample::Index>(), right in any::<bool>()) {
        let tree = Tree::from_nested(&n);
        let node = pick.index(tree.len()) as NodeId;
        if let Some(moved) = move_child(&tree, node, if right { 1 } else { -1 }) {
            let s = Settings { algorithm: Algorithm::Minimax, ..Settings::default() };
            prop_assert_eq!(value(&search(&moved, s)), value(&search(&tree, s)));
            prop_assert_eq!(moved.len(), tree.len());
            prop_assert_eq!(parse(&moved.to_notation()).unwrap(), moved);
        }
    }
}

#[test]
fn depth_limit_uses_the_estimates_a_hand_calculation_uses() {
    // Max root; B and C are Min nodes with estimates 4 and 7; D, E, F, G (Max) have
    // estimates 5, 8, 6, 7 and two leaves each.
    let tree = parse("[<4>[<5>[3,5],<8>[6,8]], <7>[<6>[1,9],<7>[0,2]]]").unwrap();
    let s = |limit: Option<u16>, algorithm: Algorithm| Settings {
        depth_limit: limit,
        algorithm,
        ..Settings::default()
    };
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        // Limit 1: A = max(4, 7) = 7, by C.
        let t1 = search(&tree, s(Some(1), algorithm));
        assert_eq!(value(&t1).to_string(), "7");
        assert_eq!(t1.solution.best_move, Some(1));
        assert_eq!(t1.solution.leaves_evaluated, 0);
        assert!(t1.solution.pruned_leaves.is_empty());
        // Limit 2: B = min(5, 8) = 5, C = min(6, 7) = 6, A = max(5, 6) = 6, by C.
        let t2 = search(&tree, s(Some(2), algorithm));
        assert_eq!(value(&t2).to_string(), "6");
        assert_eq!(t2.solution.best_move, Some(1));
        assert_eq!(t2.solution.leaves_evaluated, 0);
        // No limit: D = 5, E = 8, B = 5; F = 9, G = 2, C = 2; A = 5, by B.
        let t0 = search(&tree, s(None, algorithm));
        assert_eq!(value(&t0).to_string(), "5");
        assert_eq!(t0.solution.best_move, Some(0));
    }
    assert_eq!(
        search(&tree, s(None, Algorithm::Minimax))
            .solution
            .leaves_evaluated,
        8
    );
    // A limit where a node has no estimate is reported, naming the node.
    let s1 = s(Some(1), Algorithm::Minimax);
    let err = check_depth_limit(&parse("[[[1,2]],<3>[[4]]]").unwrap(), &s1)
        .unwrap_err()
        .said()
        .to_string();
    assert!(err.contains("stops the search at B"), "{err}");
    assert!(check_depth_limit(&tree, &s(Some(2), Algorithm::Minimax)).is_ok());
    // A leaf above the limit is simply a leaf.
    assert!(check_depth_limit(&parse("[1,<2>[3]]").unwrap(), &s1).is_ok());
}

#[test]
fn negamax_on_the_seeds_tree_narrates_the_side_to_move() {
    let tree = parse("[[[3,5],[6,9]],[[1,2],[0,-1]]]").unwrap();
    let trace = search(
        &tree,
        settings(Side::Max, CutRule::Ge, Fail::Hard, Form::Negamax),
    );
    assert_eq!(trace.solution.pruned_leaves, vec![3, 6, 7]);
    let lines: Vec<String> = (0..trace.events.len())
        .map(|i| narrate(&tree, &trace, i, Style::PLAIN))
        .collect();
    assert_eq!(
        lines[3],
        "D looks at leaf 3: worth -3 to Min, the side to move there."
    );
    assert_eq!(lines[4], "D gets -3 from leaf 3, which is 3 for D.");
    // The Othello tutorial's fail-hard negamax returns beta at once on a beta cut: E gives 5.
    assert_eq!(
        lines[20],
        "E returns 5 (a bound: E >= 5) to B, which is -5 for B."
    );
    assert!(lines[19].starts_with("Beta-cut at E"));
    // The root's value is the side to move's: the last line says whose.
    let root_min = search(
        &tree,
        settings(Side::Min, CutRule::Ge, Fail::Soft, Form::Negamax),
    );
    let last = narrate(&tree, &root_min, root_min.events.len() - 1, Style::PLAIN);
    assert_eq!(
        last,
        format!(
            "A returns {0}. The optimal value is {0}, for Min (to move at the root). The chosen line: A -> C -> F -> 1.",
            root_min.table.show(root_min.solution.value, false)
        )
    );
}

#[test]
fn replay_with_a_depth_limit_round_trips() {
    let tree = parse("[<4>[<5>[3,5],<8>[6,8]], <7>[<6>[1,9],<7>[0,2]]]").unwrap();
    for form in [Form::MaxMin, Form::Negamax] {
        let s = Settings {
            depth_limit: Some(2),
            form,
            ..Settings::default()
        };
        let trace = search(&tree, s);
        let mut r = Replay::new(&tree);
        let mut states = vec![r.clone()];
        while r.forward(&tree, &trace) {
            states.push(r.clone());
        }
        assert_eq!(r.leaves_evaluated(), 0, "stopped nodes are not leaves");
        assert_eq!(r.node(0).value, Some(trace.solution.value));
        while r.backward(&tree, &trace) {
            assert_eq!(&r, &states[r.step()]);
        }
    }
}

/// The rule in force at the node searched: at C (Min, alpha 5 from A) the seeds' tree prunes
/// the rest if a child is <= 5; at E (Max, beta 5 from B), >= 5; strict under alpha > beta; on
/// negated values in negamax form; no cut while the bound is infinite.
#[test]
fn the_rule_in_force_names_the_cut_to_come() {
    use alphabeta_lab::teach::narrate::rule_in_force;
    let tree = parse("[[[3,5],[6,9]],[[1,2],[0,-1]]]").unwrap();
    let rule_at = |settings: Settings, label: &str| {
        let trace = search(&tree, settings);
        let node = (0..tree.len() as NodeId)
            .find(|&n| tree.label(n) == label)
            .unwrap();
        let mut r = Replay::new(&tree);
        // The first step at which the node is being searched.
        let step = (1..=trace.events.len())
            .find(|&s| {
                r.seek(&tree, &trace, s);
                r.current() == Some(node)
            })
            .unwrap();
        r.seek(&tree, &trace, step);
        rule_in_force(&tree, &trace, node, r.node(node), Style::PLAIN)
    };
    let ge = settings(Side::Max, CutRule::Ge, Fail::Soft, Form::MaxMin);
    assert_eq!(
        rule_at(ge, "C").as_deref(),
        Some("prune the rest if a child is <= 5")
    );
    assert_eq!(
        rule_at(ge, "E").as_deref(),
        Some("prune the rest if a child is >= 5")
    );
    assert_eq!(
        rule_at(ge, "B").as_deref(),
        Some("no cut can happen yet (alpha = -inf)")
    );
    let gt = settings(Side::Max, CutRule::Gt, Fail::Soft, Form::MaxMin);
    assert_eq!(
        rule_at(gt, "C").as_deref(),
        Some("prune the rest if a child is < 5")
    );
    let neg = settings(Side::Max, CutRule::Ge, Fail::Soft, Form::Negamax);
    assert_eq!(
        rule_at(neg, "C").as_deref(),
        Some("prune the rest if a child's value, negated, is >= -5")
    );
    let minimax = Settings {
        algorithm: Algorithm::Minimax,
        ..ge
    };
    assert_eq!(rule_at(minimax, "C"), None);
}
