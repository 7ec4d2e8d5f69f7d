//! Property tests of the engine over thousands of random irregular trees: alpha-beta agrees with
//! minimax (and with an independent minimax written here), pruned leaves never matter, the
//! conventions prune as theory says, replay is exactly reversible, Knuth–Moore's bound holds on
//! perfectly ordered trees, and the notation round-trips.

use alphabeta_lab::search::*;
use proptest::prelude::*;
use proptest::sample::Index;
use std::cmp::Ordering;

// ---------------------------------------------------------------------------------------------
// Strategies
// ---------------------------------------------------------------------------------------------

/// Mostly small integers (so ties are frequent), sometimes decimals, which also tie with the
/// integers (`5` and `5.0`, `0.5` and `0.50`).
fn value() -> impl Strategy<Value = Value> {
    prop_oneof![
        4 => (-9i64..=9).prop_map(Value::int),
        1 => (-99i64..=99, 0u8..=2).prop_map(|(m, s)| Value::new(m, s)),
    ]
}

/// Any value at all, for replacing a pruned leaf: small, huge, tiny, decimal.
fn any_value() -> impl Strategy<Value = Value> {
    prop_oneof![
        value(),
        (any::<i64>(), 0u8..=18).prop_map(|(m, s)| Value::new(m, s)),
        Just(Value::new(999_999_999_999_999_999, 0)),
        Just(Value::new(-999_999_999_999_999_999, 0)),
        Just(Value::new(1, 18)),
        Just(Value::new(0, 3)),
    ]
}

/// A random irregular tree of height at most `depth + 1`: leaves at any depth, 1..=4 children
/// per inner node (the root is always an inner node).
fn nested_up_to(depth: u32, size: u32) -> impl Strategy<Value = Nested> {
    let below = value()
        .prop_map(Nested::Leaf)
        .prop_recursive(depth, size, 3, |inner| {
            prop::collection::vec(inner, 1..=4).prop_map(Nested::Node)
        });
    prop::collection::vec(below, 1..=4).prop_map(Nested::Node)
}

/// A random irregular tree: shallow, medium and deep (height up to 6), and sometimes a lone
/// leaf.
fn nested() -> impl Strategy<Value = Nested> {
    prop_oneof![
        1 => value().prop_map(Nested::Leaf),
        8 => nested_up_to(1, 8),
        10 => nested_up_to(3, 32),
        15 => nested_up_to(5, 128),
    ]
}

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::Max), Just(Side::Min)]
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const SIDES: [Side; 2] = [Side::Max, Side::Min];
const RULES: [CutRule; 2] = [CutRule::Ge, CutRule::Gt];
const FAILS: [Fail; 2] = [Fail::Soft, Fail::Hard];

fn alphabeta(root: Side, rule: CutRule, fail: Fail) -> Settings {
    Settings {
        root,
        algorithm: Algorithm::AlphaBeta,
        rule,
        fail,
        ..Settings::default()
    }
}

fn minimax(root: Side) -> Settings {
    Settings {
        root,
        algorithm: Algorithm::Minimax,
        ..Settings::default()
    }
}

/// Every alpha-beta convention.
fn all_alphabeta() -> impl Iterator<Item = Settings> {
    SIDES.into_iter().flat_map(|root| {
        RULES.into_iter().flat_map(move |rule| {
            FAILS
                .into_iter()
                .map(move |fail| alphabeta(root, rule, fail))
        })
    })
}

/// An independent minimax over the nested values.
fn reference_minimax(n: &Nested, max_to_move: bool) -> Value {
    match n {
        Nested::Leaf(v) => *v,
        Nested::Node(children) => {
            let vals = children.iter().map(|c| reference_minimax(c, !max_to_move));
            if max_to_move {
                vals.max().expect("inner nodes have children")
            } else {
                vals.min().expect("inner nodes have children")
            }
        }
    }
}

/// `n` as notation with an estimate `<e>` before every inner node (preorder, from `salt`),
/// the estimates pushed to `out` in the same order.
fn with_estimates(n: &Nested, salt: u64, out: &mut Vec<i64>) -> String {
    match n {
        Nested::Leaf(v) => v.to_string(),
        Nested::Node(children) => {
            let e =
                ((salt ^ out.len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 59) as i64 - 16;
            out.push(e);
            let inner: Vec<String> = children
                .iter()
                .map(|c| with_estimates(c, salt, out))
                .collect();
            format!("<{e}>[{}]", inner.join(","))
        }
    }
}

/// Minimax that stops `limit` levels below the root and takes the estimate there (the next
/// from `estimates`, in preorder; those below are passed over).
fn limited_minimax(
    n: &Nested,
    depth: u16,
    limit: u16,
    max_to_move: bool,
    estimates: &mut impl Iterator<Item = i64>,
) -> Value {
    match n {
        Nested::Leaf(v) => *v,
        Nested::Node(_) if depth == limit => {
            let e = estimates.next().expect("an estimate per inner node");
            skip_estimates(n, estimates, true);
            Value::int(e)
        }
        Nested::Node(children) => {
            estimates.next();
            let vals: Vec<Value> = children
                .iter()
                .map(|c| limited_minimax(c, depth + 1, limit, !max_to_move, estimates))
                .collect();
            let it = vals.into_iter();
            if max_to_move { it.max() } else { it.min() }.expect("inner nodes have children")
        }
    }
}

/// Passes over the estimates of `n`'s inner nodes below it (its own taken already: `own`).
fn skip_estimates(n: &Nested, estimates: &mut impl Iterator<Item = i64>, own: bool) {
    if let Nested::Node(children) = n {
        if !own {
            estimates.next();
        }
        for c in children {
            skip_estimates(c, estimates, false);
        }
    }
}

fn root_value(trace: &Trace) -> Value {
    trace
        .table
        .value(trace.solution.value)
        .expect("the root's value is finite")
}

/// A score as the value it stands for: `table.value(score)`, with the infinities kept apart.
#[derive(Debug, PartialEq, Eq)]
enum Sv {
    NegInf,
    Finite(Value),
    PosInf,
}

/// An event with every score turned into its value, so traces of trees whose ranks differ
/// (a leaf changed value) can be compared.
#[derive(Debug, PartialEq, Eq)]
enum Ev {
    Enter(NodeId, Sv, Sv),
    Leaf(NodeId, Sv),
    Return(NodeId, Sv, Sv),
    Alpha(NodeId, Sv, Sv),
    Beta(NodeId, Sv, Sv),
    Test(NodeId, Sv, Sv, bool),
    Cutoff(NodeId, NodeId),
}

fn comparable(trace: &Trace, e: &Event) -> Ev {
    let v = |s: Score| match trace.table.value(s) {
        Some(v) => Sv::Finite(v),
        None if s == Score::NEG_INF => Sv::NegInf,
        None if s == Score::POS_INF => Sv::PosInf,
        None => panic!("score {s:?} has no value"),
    };
    match *e {
        Event::Enter { node, alpha, beta } => Ev::Enter(node, v(alpha), v(beta)),
        Event::Leaf { node, value } => Ev::Leaf(node, v(value)),
        Event::Return {
            node,
            value,
            prev_best,
        } => Ev::Return(node, v(value), v(prev_best)),
        Event::Alpha { node, old, new } => Ev::Alpha(node, v(old), v(new)),
        Event::Beta { node, old, new } => Ev::Beta(node, v(old), v(new)),
        Event::Test {
            node,
            alpha,
            beta,
            cut,
        } => Ev::Test(node, v(alpha), v(beta), cut),
        Event::Cutoff {
            node,
            first_skipped,
        } => Ev::Cutoff(node, first_skipped),
        other => panic!("alpha-beta and minimax record no {other:?}"),
    }
}

fn comparable_trace(trace: &Trace) -> Vec<Ev> {
    trace.events.iter().map(|e| comparable(trace, e)).collect()
}

fn evaluated_leaves(tree: &Tree, trace: &Trace) -> Vec<usize> {
    let pruned = &trace.solution.pruned_leaves;
    (0..tree.leaves().len())
        .filter(|&i| !pruned.contains(i))
        .collect()
}

/// Checks the replay invariant that holds at every step: exactly the current node (if any) has
/// status Current.
fn check_current(replay: &Replay) -> Result<(), TestCaseError> {
    let current: Vec<NodeId> = replay
        .nodes()
        .enumerate()
        .filter(|(_, n)| n.status == Status::Current)
        .map(|(i, _)| i as NodeId)
        .collect();
    prop_assert!(
        current.len() <= 1,
        "step {}: several current nodes {:?}",
        replay.step(),
        current
    );
    prop_assert_eq!(
        current.first().copied(),
        replay.current(),
        "step {}: the Current node and current() disagree",
        replay.step()
    );
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Properties over random trees
// ---------------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Minimax agrees with an independent recursive minimax; every alpha-beta convention agrees
    /// with minimax on the root's value and on the best move; counts are consistent.
    #[test]
    fn alphabeta_value_equals_minimax(n in nested()) {
        let tree = Tree::from_nested(&n);
        for root in SIDES {
            let mm = search(&tree, minimax(root));
            let expected = reference_minimax(&n, root == Side::Max);
            prop_assert_eq!(root_value(&mm), expected);
            prop_assert!(mm.solution.pruned_leaves.is_empty());
            prop_assert_eq!(mm.solution.leaves_evaluated, tree.leaves().len());
            prop_assert_eq!(mm.solution.nodes_visited, tree.len());
            // The best move: the first root child whose minimax value is the root's.
            let best = match &n {
                Nested::Leaf(_) => None,
                Nested::Node(cs) => cs
                    .iter()
                    .position(|c| reference_minimax(c, root != Side::Max) == expected),
            };
            prop_assert_eq!(mm.solution.best_move, best);
            for settings in all_alphabeta().filter(|s| s.root == root) {
                let ab = search(&tree, settings);
                prop_assert_eq!(root_value(&ab), expected, "{:?}", settings);
                prop_assert_eq!(ab.solution.best_move, best, "{:?}", settings);
                prop_assert_eq!(
                    ab.solution.leaves_evaluated + ab.solution.pruned_leaves.len(),
                    tree.leaves().len()
                );
                let visits = ab
                    .events
                    .iter()
                    .filter(|e| matches!(e, Event::Enter { .. } | Event::Leaf { .. }))
                    .count();
                prop_assert_eq!(ab.solution.nodes_visited, visits);
            }
        }
    }

    /// Negamax form under every convention: the root's value seen from the side to move there
    /// (Max's value at a Max root, its negation at a Min root), the same best move, and the
    /// same leaves evaluated as the max/min form under alpha >= beta.
    #[test]
    fn negamax_agrees_with_an_independent_minimax(n in nested()) {
        let tree = Tree::from_nested(&n);
        for settings in all_alphabeta() {
            let negamax = Settings { form: Form::Negamax, ..settings };
            let max_view = reference_minimax(&n, settings.root == Side::Max);
            let expected = if settings.root == Side::Max {
                max_view
            } else {
                -max_view
            };
            let nm = search(&tree, negamax);
            prop_assert_eq!(root_value(&nm), expected, "{:?}", negamax);
            let mm = search(&tree, settings);
            prop_assert_eq!(nm.solution.best_move, mm.solution.best_move, "{:?}", negamax);
            if settings.rule == CutRule::Ge {
                prop_assert_eq!(&nm.solution.pruned_leaves, &mm.solution.pruned_leaves, "{:?}", negamax);
            }
        }
    }

    /// Depth limits: every inner node carries an estimate, and under a limit every convention
    /// (max/min form) agrees with an independent minimax that takes the estimate at the limit.
    #[test]
    fn depth_limits_agree_with_an_independent_minimax(
        n in nested(), limit in 1u16..=4, salt in any::<u64>(), root in side()
    ) {
        let mut estimates = Vec::new();
        let text = with_estimates(&n, salt, &mut estimates);
        let tree = parse(&text).expect("the notation with estimates");
        let expected = {
            let mut next = estimates.iter().copied();
            limited_minimax(&n, 0, limit, root == Side::Max, &mut next)
        };
        let limited = |s: Settings| Settings { depth_limit: Some(limit), ..s };
        let mm = search(&tree, limited(minimax(root)));
        prop_assert_eq!(root_value(&mm), expected, "{}", text);
        for settings in all_alphabeta().filter(|s| s.root == root) {
            let ab = search(&tree, limited(settings));
            prop_assert_eq!(root_value(&ab), expected, "{:?} {}", settings, text);
        }
    }

    /// Every pruned leaf at once, each to its own new value: still nothing changes.
    #[test]
    fn all_pruned_leaves_changed_together(
        n in nested(),
        replacements in prop::collection::vec(any_value(), 1..=8),
        settings_index in 0usize..8,
    ) {
        let tree = Tree::from_nested(&n);
        let settings = all_alphabeta().nth(settings_index).unwrap();
        let trace = search(&tree, settings);
        let mut changed = tree.clone();
        for (k, i) in trace.solution.pruned_leaves.iter().enumerate() {
            let leaf = tree.leaves()[i];
            changed = changed
                .with_leaf_value(leaf, replacements[k % replacements.len()])
                .expect("a leaf");
        }
        let trace2 = search(&changed, settings);
        prop_assert_eq!(root_value(&trace2), root_value(&trace));
        prop_assert_eq!(comparable_trace(&trace2), comparable_trace(&trace));
    }

    /// Under the default rule (>=), fail-soft and fail-hard evaluate exactly the same leaves.
    #[test]
    fn fail_soft_and_hard_evaluate_the_same_leaves(n in nested(), root in side()) {
        let tree = Tree::from_nested(&n);
        let soft = search(&tree, alphabeta(root, CutRule::Ge, Fail::Soft));
        let hard = search(&tree, alphabeta(root, CutRule::Ge, Fail::Hard));
        prop_assert_eq!(&soft.solution.pruned_leaves, &hard.solution.pruned_leaves);
        prop_assert_eq!(soft.solution.leaves_evaluated, hard.solution.leaves_evaluated);
        prop_assert_eq!(soft.solution.nodes_visited, hard.solution.nodes_visited);
    }

    /// Under the strict rule (>), fail-hard evaluates a superset of fail-soft's leaves (not the
    /// same set: see `strict_rule_fail_hard_prunes_less`).
    #[test]
    fn strict_rule_fail_hard_evaluates_superset_of_fail_soft(n in nested(), root in side()) {
        let tree = Tree::from_nested(&n);
        let soft = search(&tree, alphabeta(root, CutRule::Gt, Fail::Soft));
        let hard = search(&tree, alphabeta(root, CutRule::Gt, Fail::Hard));
        let soft_leaves = evaluated_leaves(&tree, &soft);
        let hard_leaves = evaluated_leaves(&tree, &hard);
        for i in &soft_leaves {
            prop_assert!(hard_leaves.binary_search(i).is_ok(), "leaf {} only under fail-soft", i);
        }
    }

    /// The strict rule (>) evaluates every leaf the default rule (>=) does, and maybe more.
    #[test]
    fn strict_rule_evaluates_a_superset(n in nested(), root in side(), hard in any::<bool>()) {
        let tree = Tree::from_nested(&n);
        let fail = if hard { Fail::Hard } else { Fail::Soft };
        let ge = search(&tree, alphabeta(root, CutRule::Ge, fail));
        let gt = search(&tree, alphabeta(root, CutRule::Gt, fail));
        let ge_leaves = evaluated_leaves(&tree, &ge);
        let gt_leaves = evaluated_leaves(&tree, &gt);
        for i in &ge_leaves {
            prop_assert!(gt_leaves.binary_search(i).is_ok(), "leaf {} evaluated under >= only", i);
        }
        prop_assert!(gt.solution.leaves_evaluated >= ge.solution.leaves_evaluated);
    }

    /// Replay: forward to the end and back to 0 restores the start state exactly, passing
    /// through the same states both ways; at the end the replay agrees with the solution; a seek
    /// from the end lands on the same state as stepping forward; at most one node is Current.
    #[test]
    fn replay_is_reversible_and_agrees_with_the_solution(
        n in nested(),
        settings_index in 0usize..10,
        k in any::<Index>(),
    ) {
        let tree = Tree::from_nested(&n);
        let settings = if settings_index < 8 {
            all_alphabeta().nth(settings_index).unwrap()
        } else {
            minimax(SIDES[settings_index - 8])
        };
        let trace = search(&tree, settings);
        let start = Replay::new(&tree);
        let mut replay = start.clone();
        let mut states = vec![replay.clone()];
        check_current(&replay)?;
        while replay.forward(&tree, &trace) {
            check_current(&replay)?;
            states.push(replay.clone());
        }
        prop_assert_eq!(replay.step(), trace.events.len());
        prop_assert!(!replay.forward(&tree, &trace), "forward past the end");
        prop_assert_eq!(replay.step(), trace.events.len());

        // At the end: counts, pruned leaves and the root's value agree with the solution.
        let end = replay.clone();
        prop_assert_eq!(end.current(), None);
        prop_assert_eq!(end.leaves_evaluated(), trace.solution.leaves_evaluated);
        let pruned: Vec<usize> = tree
            .leaves()
            .iter()
            .enumerate()
            .filter(|(_, &l)| end.node(l).status == Status::Pruned)
            .map(|(i, _)| i)
            .collect();
        prop_assert_eq!(&pruned, &trace.solution.pruned_leaves);
        prop_assert_eq!(end.leaves_pruned(), trace.solution.pruned_leaves.len());
        let pruned_nodes = end.nodes().filter(|s| s.status == Status::Pruned).count();
        prop_assert_eq!(end.nodes_pruned(), pruned_nodes);
        prop_assert_eq!(end.node(0).value, Some(trace.solution.value));
        prop_assert_eq!(end.node(0).status, Status::Done);
        for (id, s) in end.nodes().enumerate() {
            prop_assert!(
                matches!(s.status, Status::Done | Status::Pruned),
                "node {} ends {:?}", id, s.status
            );
        }

        // Backward: the same states in reverse, down to the start.
        while replay.backward(&tree, &trace) {
            check_current(&replay)?;
            prop_assert_eq!(&replay, &states[replay.step()], "step {} differs going back", replay.step());
        }
        prop_assert_eq!(&replay, &start);
        prop_assert!(!replay.backward(&tree, &trace), "backward past 0");

        // Seek from the end to a random step, then to the end and back to 0.
        let target = k.index(trace.events.len() + 1);
        let mut sought = end.clone();
        sought.seek(&tree, &trace, target);
        prop_assert_eq!(&sought, &states[target]);
        let mut fresh = Replay::new(&tree);
        for _ in 0..target {
            prop_assert!(fresh.forward(&tree, &trace));
        }
        prop_assert_eq!(&sought, &fresh);
        sought.seek(&tree, &trace, usize::MAX);
        prop_assert_eq!(&sought, &end);
        sought.seek(&tree, &trace, 0);
        prop_assert_eq!(&sought, &start);
    }

    /// Seeks through checkpoints (copies every few steps, left by earlier seeks) land on the
    /// same states as stepping one event at a time, in any order of targets, and the copies of
    /// one trace are never used for another.
    #[test]
    fn seeks_via_checkpoints_land_on_the_stepped_states(
        n in nested(),
        settings_index in 0usize..10,
        every in 1usize..9,
        targets in prop::collection::vec(any::<Index>(), 1..12),
    ) {
        let tree = Tree::from_nested(&n);
        let settings = if settings_index < 8 {
            all_alphabeta().nth(settings_index).unwrap()
        } else {
            minimax(SIDES[settings_index - 8])
        };
        let trace = std::rc::Rc::new(search(&tree, settings));
        let mut states = vec![Replay::new(&tree)];
        let mut r = Replay::new(&tree);
        while r.forward(&tree, &trace) {
            states.push(r.clone());
        }
        let mut marks = Checkpoints::with_every(every);
        let mut replay = Replay::new(&tree);
        for t in &targets {
            let target = t.index(trace.events.len() + 1);
            replay.seek_via(&tree, &trace, target, &mut marks);
            prop_assert_eq!(&replay, &states[target], "seek to {}", target);
            check_current(&replay)?;
            prop_assert!(marks.held() <= Checkpoints::MOST + 1);
            prop_assert!(marks.every() >= every);
        }
        // Another trace of the same tree: the copies of the first must not be used.
        let other = std::rc::Rc::new(search(&tree, minimax(SIDES[settings_index % 2])));
        let mut fresh = Replay::new(&tree);
        fresh.seek(&tree, &other, usize::MAX);
        let mut replay = Replay::new(&tree);
        replay.seek_via(&tree, &other, usize::MAX, &mut marks);
        prop_assert_eq!(&replay, &fresh);
        // And a seek back on the first trace still lands right.
        let mut back = states.last().unwrap().clone();
        back.seek_via(&tree, &trace, 0, &mut marks);
        prop_assert_eq!(&back, &states[0]);
    }

    /// The notation printed for a tree parses back to an equal tree (and prints the same).
    #[test]
    fn notation_round_trips(n in nested()) {
        let tree = Tree::from_nested(&n);
        let text = tree.to_notation();
        let back = parse(&text).map_err(|e| TestCaseError::fail(format!("{text:?}: {e:?}")))?;
        prop_assert_eq!(&back, &tree);
        prop_assert_eq!(back.to_notation(), text);
        prop_assert_eq!(back.to_nested(), n);
    }
}

proptest! {
    // Every convention per case, so fewer cases: 8 x 600 searched pairs.
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    /// Giving a pruned leaf any other value changes neither the root's value nor a single event
    /// of the trace (compared as values, since ranks shift).
    #[test]
    fn pruned_leaves_do_not_matter(
        n in nested(),
        pick in any::<Index>(),
        replacement in any_value(),
    ) {
        let tree = Tree::from_nested(&n);
        for settings in all_alphabeta() {
            let trace = search(&tree, settings);
            let pruned = &trace.solution.pruned_leaves;
            if pruned.is_empty() {
                continue;
            }
            let leaf = tree.leaves()[pruned.get(pick.index(pruned.len())).expect("in range")];
            let changed = tree.with_leaf_value(leaf, replacement).expect("a leaf");
            let trace2 = search(&changed, settings);
            prop_assert_eq!(root_value(&trace2), root_value(&trace), "{:?}", settings);
            prop_assert_eq!(&trace2.solution.pruned_leaves, &trace.solution.pruned_leaves);
            prop_assert_eq!(trace2.solution.best_move, trace.solution.best_move);
            prop_assert_eq!(
                comparable_trace(&trace2),
                comparable_trace(&trace),
                "{:?}: leaf {} set to {}",
                settings,
                leaf,
                replacement
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Knuth–Moore on perfectly ordered uniform trees
// ---------------------------------------------------------------------------------------------

/// A small deterministic generator (xorshift64*), so the ordered trees need no proptest.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = (self.next() % (i as u64 + 1)) as usize;
            v.swap(i, j);
        }
    }
}

/// A uniform tree of branching `b` and depth `d` with distinct leaf values.
fn uniform(b: usize, d: u32, rng: &mut Rng) -> Nested {
    let count = b.pow(d);
    let mut values: Vec<i64> = (0..count as i64).map(|i| 3 * i - count as i64).collect();
    rng.shuffle(&mut values);
    fn build(b: usize, d: u32, values: &mut impl Iterator<Item = i64>) -> Nested {
        if d == 0 {
            Nested::Leaf(Value::int(values.next().unwrap()))
        } else {
            Nested::Node((0..b).map(|_| build(b, d - 1, values)).collect())
        }
    }
    build(b, d, &mut values.into_iter())
}

/// Sorts every node's children best-first (or worst-first) for the player to move.
fn order(n: &mut Nested, max_to_move: bool, best_first: bool) {
    if let Nested::Node(children) = n {
        for c in children.iter_mut() {
            order(c, !max_to_move, best_first);
        }
        children.sort_by(|a, b| {
            let (va, vb) = (
                reference_minimax(a, !max_to_move),
                reference_minimax(b, !max_to_move),
            );
            let best_first_order: Ordering = if max_to_move {
                vb.cmp(&va)
            } else {
                va.cmp(&vb)
            };
            if best_first {
                best_first_order
            } else {
                best_first_order.reverse()
            }
        });
    }
}

/// Knuth & Moore (1975): on a perfectly ordered uniform tree with distinct leaves, alpha-beta
/// evaluates b^ceil(d/2) + b^floor(d/2) - 1 leaves.
#[test]
fn knuth_moore_minimal_tree() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for b in 2..=4usize {
        for d in 1..=5u32 {
            let minimal = b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1;
            for _ in 0..8 {
                for root in SIDES {
                    let mut n = uniform(b, d, &mut rng);
                    order(&mut n, root == Side::Max, true);
                    let tree = Tree::from_nested(&n);
                    for (rule, fail) in [
                        (CutRule::Ge, Fail::Soft),
                        (CutRule::Ge, Fail::Hard),
                        (CutRule::Gt, Fail::Soft),
                    ] {
                        let trace = search(&tree, alphabeta(root, rule, fail));
                        assert_eq!(
                            trace.solution.leaves_evaluated,
                            minimal,
                            "b={b} d={d} {root:?} {rule:?} {fail:?}: {}",
                            tree.to_notation()
                        );
                        assert_eq!(root_value(&trace), reference_minimax(&n, root == Side::Max));
                    }
                }
            }
        }
    }
}

/// With the strict rule, fail-hard does not reach the minimal tree once d >= 3: a fail-low node
/// returns exactly the bound (alpha at a Max node), so its parent's test `alpha > beta` compares
/// equal values and never cuts; only nodes whose children are leaves (exact values) can cut.
#[test]
fn knuth_moore_strict_rule_fail_hard_is_not_minimal() {
    let mut rng = Rng(0x0123_4567_89AB_CDEF);
    for b in 2..=4usize {
        for d in 1..=5u32 {
            let minimal = b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1;
            let mut n = uniform(b, d, &mut rng);
            order(&mut n, true, true);
            let tree = Tree::from_nested(&n);
            let trace = search(&tree, alphabeta(Side::Max, CutRule::Gt, Fail::Hard));
            let evaluated = trace.solution.leaves_evaluated;
            if d <= 2 {
                assert_eq!(evaluated, minimal, "b={b} d={d}");
            } else {
                assert!(evaluated > minimal, "b={b} d={d}: {evaluated}");
            }
        }
    }
}

/// A pessimal uniform tree: at every node, every leaf of a later child is better for the player
/// to move than every leaf of an earlier child (so children are also ordered worst-first).
fn pessimal(b: usize, d: u32, max_to_move: bool, lo: i64) -> Nested {
    if d == 0 {
        return Nested::Leaf(Value::int(lo));
    }
    let block = b.pow(d - 1) as i64;
    Nested::Node(
        (0..b as i64)
            .map(|i| {
                let k = if max_to_move { i } else { b as i64 - 1 - i };
                pessimal(b, d - 1, !max_to_move, lo + k * block)
            })
            .collect(),
    )
}

/// Worst-first ordering leaves alpha-beta nothing to prune when the subtrees' leaves do not
/// interleave (the pessimal tree): all b^d leaves, under every convention.
#[test]
fn pessimal_ordering_evaluates_every_leaf() {
    for b in 2..=4usize {
        for d in 1..=5u32 {
            for root in SIDES {
                let n = pessimal(b, d, root == Side::Max, -((b.pow(d) / 2) as i64));
                let tree = Tree::from_nested(&n);
                for rule in RULES {
                    for fail in FAILS {
                        let trace = search(&tree, alphabeta(root, rule, fail));
                        assert_eq!(
                            trace.solution.leaves_evaluated,
                            b.pow(d),
                            "b={b} d={d} {root:?} {rule:?} {fail:?}: {}",
                            tree.to_notation()
                        );
                        assert!(trace.solution.pruned_leaves.is_empty());
                        assert_eq!(root_value(&trace), reference_minimax(&n, root == Side::Max));
                    }
                }
            }
        }
    }
}

/// Sorting every node's children worst-first by minimax value (distinct leaves) also leaves
/// nothing to prune up to depth 3; from depth 4 on, deep cutoffs can still happen (see
/// `worst_first_deep_cutoff`).
#[test]
fn worst_first_ordering_evaluates_every_leaf_up_to_depth_3() {
    let mut rng = Rng(0xDEAD_BEEF_CAFE_F00D);
    for b in 2..=4usize {
        for d in 1..=3u32 {
            for _ in 0..8 {
                for root in SIDES {
                    let mut n = uniform(b, d, &mut rng);
                    order(&mut n, root == Side::Max, false);
                    let tree = Tree::from_nested(&n);
                    for rule in RULES {
                        for fail in FAILS {
                            let trace = search(&tree, alphabeta(root, rule, fail));
                            assert_eq!(
                                trace.solution.leaves_evaluated,
                                b.pow(d),
                                "b={b} d={d} {root:?} {rule:?} {fail:?}: {}",
                                tree.to_notation()
                            );
                        }
                    }
                }
            }
        }
    }
}

/// A worst-first tree (every node's children sorted worst-first by minimax value) where
/// alpha-beta still prunes: the root's alpha is -4 after A; in B, the Max node B2 = [[-7,-16],
/// [17,2]] is searched with the window (-4, 5); its first child, the Min node [-7,-16], sees -7,
/// which is already <= alpha -4, and cuts leaf -16 (a deep cutoff).
#[test]
fn worst_first_deep_cutoff() {
    let text = "[[[[8,-10],[20,11]],[[29,-13],[23,-4]]],[[[26,-1],[14,5]],[[-7,-16],[17,2]]]]";
    let tree = parse(text).unwrap();
    let mut sorted = tree.to_nested();
    order(&mut sorted, true, false);
    assert_eq!(sorted, tree.to_nested(), "the tree is worst-first ordered");
    for rule in RULES {
        for fail in FAILS {
            let trace = search(&tree, alphabeta(Side::Max, rule, fail));
            assert_eq!(trace.solution.pruned_leaves, vec![13], "{rule:?} {fail:?}");
            assert_eq!(root_value(&trace), Value::int(2));
        }
    }
}

/// The smallest case where the strict rule's fail-soft and fail-hard differ: the Min node
/// `[[3],9]` gets the window (5, +inf); its child `[3]` fails low, returning 3 (soft) or alpha 5
/// (hard). Soft: beta 3 < alpha 5, cut, leaf 9 pruned. Hard: beta 5, and `5 > 5` is false.
#[test]
fn strict_rule_fail_hard_prunes_less() {
    let tree = parse("[[5],[[3],9]]").unwrap();
    let soft = search(&tree, alphabeta(Side::Max, CutRule::Gt, Fail::Soft));
    let hard = search(&tree, alphabeta(Side::Max, CutRule::Gt, Fail::Hard));
    assert_eq!(soft.solution.pruned_leaves, vec![2]);
    assert!(hard.solution.pruned_leaves.is_empty());
    assert_eq!(root_value(&soft), Value::int(5));
    assert_eq!(root_value(&hard), Value::int(5));
    // Under >= both prune leaf 9.
    for fail in FAILS {
        let t = search(&tree, alphabeta(Side::Max, CutRule::Ge, fail));
        assert_eq!(t.solution.pruned_leaves, vec![2]);
    }
}
