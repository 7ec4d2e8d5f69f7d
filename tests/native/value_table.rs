//! The two value tables agree: when every value is a small integer the search scores values as
//! the integers themselves (the dense table), else by rank; on random trees (small integers up to
//! the dense range's edge ±65536, `-0`, and sometimes decimals, `5.0`, `0.0`, ±65537 or huge
//! values) and under every convention, a search with the table `search` picks gives the same
//! trace, shown the same way, as a search with the rank table. Also: the tree knows whether its
//! values are small integers, through edits; pruned leaves are the leaves the cutoffs skip.

use alphabeta_lab::search::value::SMALL_INT_MAX;
use alphabeta_lab::search::*;
use proptest::prelude::*;

/// A tree with estimates on some inner nodes (for depth limits).
#[derive(Clone, Debug)]
enum Gen {
    Leaf(Value),
    Node(Option<Value>, Vec<Gen>),
}

fn small() -> impl Strategy<Value = Value> {
    prop_oneof![
        8 => (-9i64..=9).prop_map(Value::int),
        2 => (-SMALL_INT_MAX..=SMALL_INT_MAX).prop_map(Value::int),
        1 => Just(Value::int(SMALL_INT_MAX)),
        1 => Just(Value::int(-SMALL_INT_MAX)),
        1 => Just(Value::int(SMALL_INT_MAX - 1)),
        1 => Just(Value::parse("-0").unwrap()),
    ]
}

/// Values the dense table cannot hold.
fn not_small() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::int(SMALL_INT_MAX + 1)),
        Just(Value::int(-SMALL_INT_MAX - 1)),
        (-99i64..=99, 1u8..=3).prop_map(|(m, s)| Value::new(m, s)),
        Just(Value::parse("5.0").unwrap()),
        Just(Value::parse("0.0").unwrap()),
        Just(Value::parse("-0.00").unwrap()),
        any::<i64>().prop_map(Value::int),
        Just(Value::int(999_999_999_999_999_999)),
        Just(Value::int(-999_999_999_999_999_999)),
        Just(Value::new(1, 18)),
    ]
}

/// About half of the medium trees hold a value that is not small.
fn value() -> impl Strategy<Value = Value> {
    prop_oneof![40 => small(), 1 => not_small()]
}

fn gen_tree() -> impl Strategy<Value = Gen> {
    let leaf = value().prop_map(Gen::Leaf);
    let below = leaf.prop_recursive(5, 96, 4, |inner| {
        (
            prop::option::weighted(0.7, value()),
            prop::collection::vec(inner, 1..=4),
        )
            .prop_map(|(e, cs)| Gen::Node(e, cs))
    });
    (
        prop::option::of(value()),
        prop::collection::vec(below, 1..=4),
    )
        .prop_map(|(e, cs)| Gen::Node(e, cs))
}

fn build(g: &Gen) -> Tree {
    fn walk(b: &mut TreeBuilder, g: &Gen) {
        match g {
            Gen::Leaf(v) => b.leaf(None, *v),
            Gen::Node(e, cs) => {
                b.open_with(None, *e);
                for c in cs {
                    walk(b, c);
                }
                b.close();
            }
        }
    }
    let mut b = TreeBuilder::new();
    walk(&mut b, g);
    b.finish()
}

fn is_small(v: Value) -> bool {
    v.scale() == 0 && v.mantissa().abs() <= SMALL_INT_MAX
}

fn all_settings() -> Vec<Settings> {
    let mut out = Vec::new();
    for root in [Side::Max, Side::Min] {
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Minimax] {
            for rule in [CutRule::Ge, CutRule::Gt] {
                for fail in [Fail::Soft, Fail::Hard] {
                    for form in [Form::MaxMin, Form::Negamax] {
                        for depth_limit in [None, Some(1), Some(2)] {
                            out.push(Settings {
                                root,
                                algorithm,
                                rule,
                                fail,
                                form,
                                depth_limit,
                                ..Settings::default()
                            });
                        }
                    }
                }
            }
        }
    }
    out
}

/// The scores of an event (and what else it holds, without scores).
fn parts(e: &Event) -> (u8, NodeId, Vec<Score>, Option<NodeId>, Option<bool>) {
    match *e {
        Event::Enter { node, alpha, beta } => (0, node, vec![alpha, beta], None, None),
        Event::Leaf { node, value } => (1, node, vec![value], None, None),
        Event::Return {
            node,
            value,
            prev_best,
        } => (2, node, vec![value, prev_best], None, None),
        Event::Alpha { node, old, new } => (3, node, vec![old, new], None, None),
        Event::Beta { node, old, new } => (4, node, vec![old, new], None, None),
        Event::Test {
            node,
            alpha,
            beta,
            cut,
        } => (5, node, vec![alpha, beta], None, Some(cut)),
        Event::Cutoff {
            node,
            first_skipped,
        } => (6, node, vec![], Some(first_skipped), None),
        other => panic!("alpha-beta and minimax record no {other:?}"),
    }
}

/// A score as its value and its text (exactly as typed: `5.0` is not `5`).
fn seen(table: &ValueTable, s: Score) -> (Option<Value>, String, String) {
    (table.value(s), table.show(s, false), table.show(s, true))
}

/// The pruned leaves as the cutoffs define them: every leaf below a skipped child.
fn pruned_by_cutoffs(tree: &Tree, events: &[Event]) -> Vec<usize> {
    let mut out: Vec<usize> = events
        .iter()
        .filter_map(|e| match *e {
            Event::Cutoff {
                node,
                first_skipped,
            } => Some((first_skipped..tree.end(node)).filter_map(|n| tree.leaf_index(n))),
            _ => None,
        })
        .flatten()
        .collect();
    out.sort_unstable();
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn dense_and_rank_tables_give_the_same_trace(g in gen_tree()) {
        let tree = build(&g);
        let small = tree.all_values().all(is_small);
        prop_assert_eq!(tree.small_integers(), small);
        let ranked = ValueTable::ranked(&tree);
        prop_assert!(!ranked.is_dense());
        for settings in all_settings() {
            if check_depth_limit(&tree, &settings).is_err() {
                continue;
            }
            let trace = search(&tree, settings);
            prop_assert_eq!(trace.table.is_dense(), small);
            let mut events = Vec::new();
            let sol = search_into(&tree, &ranked, settings, &mut events);
            prop_assert_eq!(trace.events.len(), events.len(), "{:?}", settings);
            for (a, b) in trace.events.iter().zip(&events) {
                let (ka, na, sa, fa, ca) = parts(a);
                let (kb, nb, sb, fb, cb) = parts(b);
                prop_assert_eq!((ka, na, fa, ca), (kb, nb, fb, cb), "{:?}", settings);
                for (x, y) in sa.iter().zip(&sb) {
                    prop_assert_eq!(x.is_infinite(), y.is_infinite());
                    prop_assert_eq!(seen(&trace.table, *x), seen(&ranked, *y), "{:?}", settings);
                }
            }
            prop_assert_eq!(
                seen(&trace.table, trace.solution.value),
                seen(&ranked, sol.value)
            );
            prop_assert_eq!(trace.solution.best_move, sol.best_move);
            prop_assert_eq!(trace.solution.nodes_visited, sol.nodes_visited);
            prop_assert_eq!(trace.solution.leaves_evaluated, sol.leaves_evaluated);
            prop_assert_eq!(&trace.solution.pruned_leaves, &sol.pruned_leaves);
            prop_assert_eq!(
                &trace.solution.pruned_leaves,
                &pruned_by_cutoffs(&tree, &trace.events)
            );
            // Scores order and negate like values, whichever table.
            for table in [&trace.table, &ranked] {
                let vals: Vec<Value> = tree.all_values().collect();
                for (i, &x) in vals.iter().enumerate().take(12) {
                    let sx = table.score(x).expect("a tree value has a score");
                    prop_assert_eq!(table.score(-x), Some(Score(-sx.0)));
                    prop_assert_eq!(table.value(sx), Some(x));
                    for &y in &vals[i..vals.len().min(i + 12)] {
                        let sy = table.score(y).expect("a tree value has a score");
                        prop_assert_eq!(sx.cmp(&sy), x.cmp(&y));
                    }
                }
            }
        }
    }

    /// The tree's "all small integers" is kept exact through leaf and estimate edits.
    #[test]
    fn small_integers_follow_edits(
        g in gen_tree(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), prop::option::of(value())), 1..=12),
    ) {
        let mut tree = build(&g);
        for (at, v) in edits {
            let node = at.index(tree.len()) as NodeId;
            let next = if tree.is_leaf(node) {
                tree.with_leaf_value(node, v.unwrap_or(Value::int(7)))
            } else {
                tree.with_estimate(node, v)
            };
            tree = next.expect("a leaf gets a value, an inner node an estimate");
            prop_assert_eq!(tree.small_integers(), tree.all_values().all(is_small));
            prop_assert_eq!(ValueTable::for_tree(&tree).is_dense(), tree.small_integers());
        }
    }
}

#[test]
fn dense_range_edges() {
    let t = |vals: &[i64]| Tree::from_nested(&Nested::ints(vals));
    let edge = t(&[SMALL_INT_MAX, -SMALL_INT_MAX, 0]);
    assert!(edge.small_integers());
    let table = ValueTable::for_tree(&edge);
    assert!(table.is_dense());
    assert_eq!(
        table.score(Value::int(SMALL_INT_MAX)),
        Some(Score(SMALL_INT_MAX as i32))
    );
    assert_eq!(
        table.score(Value::int(-SMALL_INT_MAX)),
        Some(Score(-SMALL_INT_MAX as i32))
    );
    assert_eq!(table.score(Value::int(SMALL_INT_MAX + 1)), None);
    assert_eq!(table.score(Value::parse("0.5").unwrap()), None);
    assert_eq!(table.value(Score(SMALL_INT_MAX as i32 + 1)), None);
    assert_eq!(table.value(Score::POS_INF), None);
    assert_eq!(table.show(Score(-65536), true), "−65536");
    assert_eq!(table.show(Score::NEG_INF, false), "-inf");
    let trace = search(&edge, Settings::default());
    assert_eq!(trace.table.show(trace.solution.value, false), "65536");

    for past in [SMALL_INT_MAX + 1, -SMALL_INT_MAX - 1] {
        let tree = t(&[3, past, -2]);
        assert!(!tree.small_integers());
        assert!(!ValueTable::for_tree(&tree).is_dense());
        let s = Settings {
            root: if past > 0 { Side::Max } else { Side::Min },
            ..Settings::default()
        };
        let trace = search(&tree, s);
        assert_eq!(
            trace.table.value(trace.solution.value),
            Some(Value::int(past))
        );
    }

    // Negative zero is zero, shown as 0; a zero typed with decimals keeps them (ranks).
    let neg_zero = Tree::from_nested(&Nested::Node(vec![
        Nested::Leaf(Value::parse("-0").unwrap()),
        Nested::Leaf(Value::int(-1)),
    ]));
    let trace = search(&neg_zero, Settings::default());
    assert!(trace.table.is_dense());
    assert_eq!(trace.table.show(trace.solution.value, false), "0");
    let typed_zero = Tree::from_nested(&Nested::Node(vec![
        Nested::Leaf(Value::parse("0.0").unwrap()),
        Nested::Leaf(Value::int(-1)),
    ]));
    let trace = search(&typed_zero, Settings::default());
    assert!(!trace.table.is_dense());
    assert_eq!(trace.table.show(trace.solution.value, false), "0.0");
}
