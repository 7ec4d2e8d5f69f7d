//! Minimax and alpha-beta over a [`Tree`], recording a trace of small events.
//!
//! Values are searched as scores ([`Score`]): integers with the same order (and negation) as the
//! values, so the search compares `i32`s and an event stays 16 bytes. When every value is a
//! small integer (the usual case) a score is the integer itself; otherwise every distinct value
//! gets a rank. The [`ValueTable`] turns a score back into the value as typed, and the search
//! scores a leaf only when it evaluates it, so a search costs what it visits, not the tree's
//! size.

pub use super::settings::{check_depth_limit, Algorithm, CutRule, Fail, Form, Settings, Side};
use super::tree::{NodeId, Tree};
use super::value::{Value, SMALL_INT_MAX};
use serde::{Deserialize, Serialize};

/// A value as the search sees it: a rank that orders (and negates) like the value, or an
/// infinity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Score(pub i32);

impl Score {
    pub const NEG_INF: Score = Score(-i32::MAX);
    pub const POS_INF: Score = Score(i32::MAX);

    pub fn is_infinite(self) -> bool {
        self == Score::NEG_INF || self == Score::POS_INF
    }
}

/// Turns scores back into values, and values into scores.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueTable {
    kind: Kind,
}

#[derive(Clone, Debug, PartialEq)]
enum Kind {
    /// Every value is a small integer ([`Value::small_int`]): its score is the integer itself,
    /// so nothing needs to be collected, sorted or looked up.
    Dense,
    /// Any values (decimals, big integers): ranks.
    Ranks {
        /// Distinct absolute values, ascending and greater than zero; rank k > 0 is
        /// `abs[k - 1]`.
        abs: Vec<Value>,
        /// A zero as typed, if any leaf is zero.
        zero: Value,
    },
}

impl ValueTable {
    /// The table for a tree's leaf values and estimates: the dense table if they are all small
    /// integers ([`Tree::small_integers`], known without looking at the values), else the
    /// rank table ([`ValueTable::ranked`]).
    pub fn for_tree(tree: &Tree) -> ValueTable {
        if tree.small_integers() {
            ValueTable { kind: Kind::Dense }
        } else {
            ValueTable::ranked(tree)
        }
    }

    /// The rank table, whatever the values: every distinct absolute value gets a rank, a value
    /// and its score have the same order and sign, and `score(-v) == -score(v)`. Costs a sort
    /// of all the tree's values.
    pub fn ranked(tree: &Tree) -> ValueTable {
        let zero = Value::int(0);
        let mut abs: Vec<Value> = tree
            .all_values()
            .map(|v| if v < zero { -v } else { v })
            .filter(|v| *v > zero)
            .collect();
        super::order::merge_sort(&mut abs, |a, b| a < b);
        abs.dedup();
        let zero = tree.all_values().find(|v| *v == zero).unwrap_or(zero);
        ValueTable {
            kind: Kind::Ranks { abs, zero },
        }
    }

    /// Whether scores are the values themselves (every value a small integer).
    pub fn is_dense(&self) -> bool {
        self.kind == Kind::Dense
    }

    /// The score of a value (`None` if the value is not in the table; the dense table holds
    /// every small integer).
    #[inline]
    pub fn score(&self, v: Value) -> Option<Score> {
        match &self.kind {
            Kind::Dense => v.small_int().map(Score),
            Kind::Ranks { abs, .. } => {
                let zero = Value::int(0);
                if v == zero {
                    return Some(Score(0));
                }
                let a = if v < zero { -v } else { v };
                let k = abs.binary_search(&a).ok()? as i32 + 1;
                Some(Score(if v < zero { -k } else { k }))
            }
        }
    }

    /// The score of what the search evaluates at `node` (a leaf's value or an estimate; `0`
    /// if there is none).
    #[inline]
    fn score_at(&self, tree: &Tree, node: NodeId) -> Score {
        tree.value_or_estimate(node)
            .and_then(|v| self.score(v))
            .unwrap_or(Score(0))
    }

    /// The value of a finite score; `None` for an infinity.
    pub fn value(&self, s: Score) -> Option<Value> {
        if s.is_infinite() {
            return None;
        }
        match &self.kind {
            Kind::Dense => {
                (i64::from(s.0.unsigned_abs()) <= SMALL_INT_MAX).then(|| Value::int(s.0.into()))
            }
            Kind::Ranks { abs, zero } => {
                if s.0 == 0 {
                    return Some(*zero);
                }
                let v = *abs.get(s.0.unsigned_abs() as usize - 1)?;
                Some(if s.0 < 0 { -v } else { v })
            }
        }
    }

    /// A score as text: the value as typed, or `-inf` / `+inf` (or `−∞` / `+∞`).
    pub fn show(&self, s: Score, unicode: bool) -> String {
        match (s, unicode) {
            (Score::NEG_INF, false) => "-inf".into(),
            (Score::POS_INF, false) => "+inf".into(),
            (Score::NEG_INF, true) => "−∞".into(),
            (Score::POS_INF, true) => "+∞".into(),
            _ => self
                .value(s)
                .map(|v| v.to_string().replace('-', if unicode { "−" } else { "-" }))
                .unwrap_or_else(|| "?".into()),
        }
    }
}

/// One thing a tutorial would narrate. Every event holds what it takes to undo it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The search enters an inner node with the window it inherits from its parent.
    Enter {
        node: NodeId,
        alpha: Score,
        beta: Score,
    },
    /// A leaf is evaluated: its value (in negamax form, from the side to move there). Also a
    /// node where a depth limit stops the search: its estimate.
    Leaf { node: NodeId, value: Score },
    /// `node` is done and hands `value` to its parent, whose best so far was `prev_best` (the
    /// parent's new best is the max, or min, of the two; in negamax form, the max of
    /// `prev_best` and `-value`). For the root, `prev_best` is unused.
    Return {
        node: NodeId,
        value: Score,
        prev_best: Score,
    },
    /// A Max node raises alpha.
    Alpha {
        node: NodeId,
        old: Score,
        new: Score,
    },
    /// A Min node lowers beta.
    Beta {
        node: NodeId,
        old: Score,
        new: Score,
    },
    /// The cutoff test at `node` with its alpha and beta; `cut` is its outcome.
    Test {
        node: NodeId,
        alpha: Score,
        beta: Score,
        cut: bool,
    },
    /// `node` stops: its children from `first_skipped` to its last are never searched. At a
    /// Max node the cause is beta (a beta-cut), at a Min node alpha (an alpha-cut).
    Cutoff { node: NodeId, first_skipped: NodeId },
}

impl Event {
    /// The node the event is about.
    pub fn node(&self) -> NodeId {
        match *self {
            Event::Enter { node, .. }
            | Event::Leaf { node, .. }
            | Event::Return { node, .. }
            | Event::Alpha { node, .. }
            | Event::Beta { node, .. }
            | Event::Test { node, .. }
            | Event::Cutoff { node, .. } => node,
        }
    }
}

/// The answer of a search.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Solution {
    /// The root's value (as a score; see [`ValueTable`]).
    pub value: Score,
    /// 0-based index of the first root child whose returned value is the root's value.
    pub best_move: Option<usize>,
    /// Inner nodes entered plus nodes evaluated (leaves, and nodes stopped by a depth limit).
    pub nodes_visited: usize,
    pub leaves_evaluated: usize,
    /// 0-based left-to-right indices of the leaves a cutoff skipped (leaves below a depth
    /// limit are not counted: nothing pruned them).
    pub pruned_leaves: LeafRuns,
}

/// A sorted set of leaf indices held as runs (`lo..hi`): a cutoff skips whole subtrees, whose
/// leaves are consecutive, so a search that prunes a million leaves holds one run per cutoff.
/// Compares equal to a `Vec<usize>` of the same indices, and serializes as that list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LeafRuns {
    /// Ascending, non-empty, and apart (a run never starts where the previous one ends).
    runs: Vec<std::ops::Range<usize>>,
    len: usize,
}

impl LeafRuns {
    /// Adds the run `run`, which must lie after every index already held.
    pub fn push_run(&mut self, run: std::ops::Range<usize>) {
        if run.is_empty() {
            return;
        }
        assert!(
            self.runs.last().is_none_or(|last| last.end <= run.start),
            "runs are added left to right"
        );
        self.len += run.len();
        match self.runs.last_mut() {
            Some(last) if last.end == run.start => last.end = run.end,
            _ => self.runs.push(run),
        }
    }

    /// How many indices.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The indices, ascending.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = usize> + '_ {
        self.runs.iter().flat_map(|r| r.clone())
    }

    /// The runs, ascending.
    pub fn runs(&self) -> &[std::ops::Range<usize>] {
        &self.runs
    }

    /// Whether `index` is held.
    pub fn contains(&self, index: usize) -> bool {
        let k = self.runs.partition_point(|r| r.end <= index);
        self.runs.get(k).is_some_and(|r| r.contains(&index))
    }

    /// The `k`-th index (0-based), if there are more than `k`.
    pub fn get(&self, mut k: usize) -> Option<usize> {
        for r in &self.runs {
            if k < r.len() {
                return Some(r.start + k);
            }
            k -= r.len();
        }
        None
    }

    pub fn to_vec(&self) -> Vec<usize> {
        self.iter().collect()
    }
}

impl FromIterator<usize> for LeafRuns {
    /// From ascending, distinct indices.
    fn from_iter<I: IntoIterator<Item = usize>>(indices: I) -> LeafRuns {
        let mut out = LeafRuns::default();
        for i in indices {
            out.push_run(i..i + 1);
        }
        out
    }
}

impl PartialEq<Vec<usize>> for LeafRuns {
    fn eq(&self, other: &Vec<usize>) -> bool {
        self.len == other.len() && self.iter().eq(other.iter().copied())
    }
}

impl PartialEq<LeafRuns> for Vec<usize> {
    fn eq(&self, other: &LeafRuns) -> bool {
        other == self
    }
}

impl Serialize for LeafRuns {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

/// A search's full record: the settings, the value table, the events and the answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Trace {
    pub settings: Settings,
    pub table: ValueTable,
    pub events: Vec<Event>,
    pub solution: Solution,
}

/// Where search events go: a trace, or nowhere (for untraced speed).
pub trait Sink {
    fn event(&mut self, e: Event);
}

impl Sink for Vec<Event> {
    #[inline]
    fn event(&mut self, e: Event) {
        self.push(e);
    }
}

/// Counts events.
struct Count(usize);

impl Sink for Count {
    #[inline]
    fn event(&mut self, _: Event) {
        self.0 += 1;
    }
}

/// Discards events.
pub struct NoTrace;

impl Sink for NoTrace {
    #[inline]
    fn event(&mut self, _: Event) {}
}

/// Searches `tree` under `settings`, recording every event.
pub fn search(tree: &Tree, settings: Settings) -> Trace {
    let table = ValueTable::for_tree(tree);
    // The trace is allocated at its final size, so it is written once, never copied, and
    // holds exactly 16 bytes per event. Minimax records two events per node (an enter or a
    // leaf, and a return; at most that with a depth limit). Alpha-beta's count depends on the
    // values: an untraced search counts them first (growing the Vec instead, or reserving two
    // per node, is slower: BENCHMARKS.md).
    let capacity = match settings.algorithm {
        Algorithm::Minimax => 2 * tree.len(),
        Algorithm::AlphaBeta => {
            let mut count = Count(0);
            search_into(tree, &table, settings, &mut count);
            count.0
        }
    };
    let mut events = Vec::with_capacity(capacity);
    let solution = search_into(tree, &table, settings, &mut events);
    // The trace is kept for the whole replay: hold exactly 16 bytes per event.
    events.shrink_to_fit();
    Trace {
        settings,
        table,
        events,
        solution,
    }
}

/// Searches with the tree's value table ([`ValueTable::for_tree`], or [`ValueTable::ranked`]),
/// sending events to `sink`.
pub fn search_into<S: Sink>(
    tree: &Tree,
    table: &ValueTable,
    settings: Settings,
    sink: &mut S,
) -> Solution {
    let mut s = Searcher {
        tree,
        table,
        settings,
        sink,
        nodes_visited: 0,
        pruned: Vec::new(),
        leaves_evaluated: 0,
        root_returns: Vec::new(),
    };
    let value = s.node(0, tree.depth(0), Score::NEG_INF, Score::POS_INF);
    s.sink.event(Event::Return {
        node: 0,
        value,
        prev_best: value,
    });
    // In negamax form a child's value is from the other side: the root sees it negated.
    let negamax = settings.form == Form::Negamax;
    let best_move = s.root_returns.iter().position(|&v| {
        if negamax {
            Score(-v.0) == value
        } else {
            v == value
        }
    });
    // The leaves of an id range are a run of `tree.leaves()` (both are in preorder), and the
    // ranges come left to right, apart from each other.
    let mut pruned_leaves = LeafRuns::default();
    for &(first, end) in &s.pruned {
        pruned_leaves.push_run(tree.leaf_range(first, end));
    }
    Solution {
        value,
        best_move,
        nodes_visited: s.nodes_visited,
        leaves_evaluated: s.leaves_evaluated,
        pruned_leaves,
    }
}

struct Searcher<'a, S: Sink> {
    tree: &'a Tree,
    table: &'a ValueTable,
    settings: Settings,
    sink: &'a mut S,
    nodes_visited: usize,
    /// Id ranges skipped by cutoffs.
    pruned: Vec<(NodeId, NodeId)>,
    leaves_evaluated: usize,
    root_returns: Vec<Score>,
}

impl<S: Sink> Searcher<'_, S> {
    /// The value of `node` searched in the window (`alpha`, `beta`). Recursion depth is the
    /// tree's height, which the parser limits.
    /// `depth` is `tree.depth(node)` (which the builder caps at `u16::MAX`), passed down
    /// rather than read for every node.
    fn node(&mut self, node: NodeId, depth: u16, alpha: Score, beta: Score) -> Score {
        let tree = self.tree;
        let settings = self.settings;
        let negamax = settings.form == Form::Negamax;
        self.nodes_visited += 1;
        let is_leaf = tree.is_leaf(node);
        // `settings.stops_at`, with the depth at hand.
        let stops =
            settings.depth_limit.is_some_and(|d| depth >= d) && tree.estimate(node).is_some();
        if is_leaf || stops {
            let raw = self.table.score_at(tree, node);
            // Negamax sees every value from the side to move.
            let value = if negamax && !settings.is_max_at(depth) {
                Score(-raw.0)
            } else {
                raw
            };
            if is_leaf {
                self.leaves_evaluated += 1;
            }
            self.sink.event(Event::Leaf { node, value });
            return value;
        }
        self.sink.event(Event::Enter { node, alpha, beta });
        let is_max = negamax || settings.is_max_at(depth);
        let pruning = settings.algorithm == Algorithm::AlphaBeta;
        let (mut alpha, mut beta) = (alpha, beta);
        let mut best = if is_max {
            Score::NEG_INF
        } else {
            Score::POS_INF
        };
        let mut cut = false;
        let mut children = tree.children(node);
        while let Some(child) = children.next() {
            let returned = if negamax {
                self.node(
                    child,
                    depth.saturating_add(1),
                    Score(-beta.0),
                    Score(-alpha.0),
                )
            } else {
                self.node(child, depth.saturating_add(1), alpha, beta)
            };
            if node == 0 {
                self.root_returns.push(returned);
            }
            self.sink.event(Event::Return {
                node: child,
                value: returned,
                prev_best: best,
            });
            let v = if negamax {
                Score(-returned.0)
            } else {
                returned
            };
            best = if is_max { best.max(v) } else { best.min(v) };
            if !pruning {
                continue;
            }
            if is_max && best > alpha {
                self.sink.event(Event::Alpha {
                    node,
                    old: alpha,
                    new: best,
                });
                alpha = best;
            } else if !is_max && best < beta {
                self.sink.event(Event::Beta {
                    node,
                    old: beta,
                    new: best,
                });
                beta = best;
            }
            cut = settings.cuts(alpha, beta);
            self.sink.event(Event::Test {
                node,
                alpha,
                beta,
                cut,
            });
            if cut {
                if let Some(first_skipped) = children.next() {
                    self.pruned.push((first_skipped, tree.end(node)));
                    self.sink.event(Event::Cutoff {
                        node,
                        first_skipped,
                    });
                }
                break;
            }
        }
        match (pruning, settings.fail, is_max) {
            // The Othello tutorial's negamax returns beta at once on a beta cut.
            (true, Fail::Hard, _) if negamax && cut => beta,
            (true, Fail::Hard, true) => alpha,
            (true, Fail::Hard, false) => beta,
            _ => best,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_are_small() {
        assert_eq!(std::mem::size_of::<Event>(), 16);
    }

    #[test]
    fn leaf_runs_hold_sorted_indices() {
        let mut r = LeafRuns::default();
        assert!(r.is_empty() && r == Vec::<usize>::new());
        r.push_run(2..4);
        r.push_run(4..4);
        r.push_run(4..5);
        r.push_run(7..8);
        r.push_run(10..13);
        assert_eq!(r.runs(), &[2..5, 7..8, 10..13]);
        let all = vec![2, 3, 4, 7, 10, 11, 12];
        assert_eq!(r, all);
        assert_eq!(all, r);
        assert_ne!(r, vec![2, 3, 4, 7, 10, 11]);
        assert_eq!(r.len(), all.len());
        assert_eq!(r.to_vec(), all);
        assert_eq!(all.iter().copied().collect::<LeafRuns>(), r);
        for i in 0..15 {
            assert_eq!(r.contains(i), all.contains(&i), "{i}");
            assert_eq!(r.get(i), all.get(i).copied(), "{i}");
        }
    }

    #[test]
    #[should_panic(expected = "left to right")]
    fn leaf_runs_refuse_runs_out_of_order() {
        let mut r = LeafRuns::default();
        r.push_run(5..6);
        r.push_run(3..4);
    }
}
