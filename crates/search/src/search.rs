//! Minimax and alpha-beta over a [`Tree`], recording a trace of small events; the other
//! searches, and any search on a tree with signs or chance nodes, count in exact fractions
//! (`exact.rs`) and record the same events.
//!
//! Values are searched as scores ([`Score`]): integers with the same order (and negation) as the
//! values, so the search compares `i32`s and an event stays 16 bytes. When every value is a
//! small integer (the usual case) a score is the integer itself; otherwise every distinct value
//! gets a rank. The [`ValueTable`] turns a score back into the value as typed, and the search
//! scores a leaf only when it evaluates it, so a search costs what it visits, not the tree's
//! size.

pub use super::event::Event;
pub use super::returned::{LazyReturns, Returned, Returns};
pub use super::runs::LeafRuns;
pub use super::score::Score;
pub use super::settings::{check_depth_limit, Algorithm, CutRule, Fail, Form, Settings, Side};
pub use super::table::ValueTable;
pub use super::trace::{NoTrace, PassSummary, Sink, Solution, Trace, WindowResult};
use super::tree::{NodeId, Tree};

/// Counts events.
struct Count(usize);

impl Sink for Count {
    #[inline]
    fn event(&mut self, _: Event) {
        self.0 += 1;
    }
}

/// Searches `tree` under `settings`, recording every event. The trace's settings are those
/// the search followed ([`Settings::effective`]).
pub fn search(tree: &Tree, settings: Settings) -> Trace {
    let settings = settings.effective(tree);
    if settings.counts_exactly(tree) {
        return super::exact::search(tree, settings);
    }
    let table = ValueTable::for_tree(tree);
    // The trace is allocated at its final size, so it is written once, never copied, and
    // holds exactly 16 bytes per event. Minimax records two events per node (an enter or a
    // leaf, and a return; at most that with a depth limit). Alpha-beta's count depends on the
    // values: an untraced search counts them first (growing the Vec instead, or reserving two
    // per node, is slower: BENCHMARKS.md).
    let capacity = match settings.algorithm {
        Algorithm::Minimax => 2 * tree.len(),
        _ => {
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
        returns: LazyReturns::default(),
    }
}

/// Searches with the tree's value table ([`ValueTable::for_tree`], or [`ValueTable::ranked`];
/// for a search in fractions, the table of a [`search`] under the same settings), sending
/// events to `sink`.
pub fn search_into<S: Sink>(
    tree: &Tree,
    table: &ValueTable,
    settings: Settings,
    sink: &mut S,
) -> Solution {
    let settings = settings.effective(tree);
    if settings.counts_exactly(tree) {
        return super::exact::search_into(tree, table, settings, sink);
    }
    let mut s = Searcher {
        tree,
        table,
        settings,
        sink,
        nodes_visited: 0,
        pruned: Vec::new(),
        leaves_evaluated: 0,
        deepest: 0,
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
        passes: vec![PassSummary {
            depth: settings.depth_limit,
            reached: s.deepest,
            alpha: Score::NEG_INF,
            beta: Score::POS_INF,
            value,
            result: WindowResult::Inside,
            nodes_visited: s.nodes_visited,
            leaves_evaluated: s.leaves_evaluated,
        }],
        probes: 0,
        researches: 0,
        window_result: None,
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
    /// The depth of the deepest node evaluated.
    deepest: u16,
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
            self.deepest = self.deepest.max(depth);
            self.sink.event(Event::Leaf { node, value });
            return value;
        }
        self.sink.event(Event::Enter { node, alpha, beta });
        let is_max = negamax || settings.is_max_at(depth);
        let pruning = settings.algorithm.prunes();
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
}
