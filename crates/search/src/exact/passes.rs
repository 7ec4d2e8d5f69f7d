//! The passes of a search in fractions, from the root: one (minimax, alpha-beta, PVS); an
//! aspiration window's first pass and, after a fail-low or a fail-high, a second one opened on
//! that side; MTD(f)'s null-window passes until the bounds they prove meet; iterative
//! deepening's iterations, each ordering children by the previous one's values. Then the
//! answer ([`Outcome::solution`]).

use super::node::Exact;
use super::sink::XSink;
use crate::event::{Event, NO_DEPTH};
use crate::kinds::NodeKind;
use crate::ratio::{Ext, Ratio, MAX_EXACT};
use crate::runs::LeafRuns;
use crate::settings::{Algorithm, Form, Settings};
use crate::sort::merge_sort;
use crate::table::ValueTable;
use crate::trace::{PassSummary, Solution, WindowResult};
use crate::tree::{exact_grid, NodeId, Tree};

/// Most passes MTD(f) makes before it settles the value with one full-window pass (a
/// safeguard: each pass moves a bound to another value a node can take).
pub const MTDF_MOST_PASSES: u16 = 1000;

/// One pass as it went, in fractions.
struct Pass {
    depth: Option<u16>,
    reached: u16,
    alpha: Ext,
    beta: Ext,
    value: Ext,
    nodes_visited: usize,
    leaves_evaluated: usize,
}

/// What a search in fractions found, before it is turned into scores.
pub(super) struct Outcome {
    value: Ext,
    best_move: Option<usize>,
    nodes_visited: usize,
    leaves_evaluated: usize,
    pruned_leaves: LeafRuns,
    passes: Vec<Pass>,
    probes: usize,
    researches: usize,
    window_result: Option<WindowResult>,
}

/// How a value searched in (alpha, beta) came out: at most alpha, at least beta, or between.
fn result(value: Ext, alpha: Ext, beta: Ext) -> WindowResult {
    if alpha > Ext::NegInf && value <= alpha {
        WindowResult::FailLow
    } else if beta < Ext::PosInf && value >= beta {
        WindowResult::FailHigh
    } else {
        WindowResult::Inside
    }
}

/// Runs the search `settings` (the effective ones) asks for on `tree`, sending its events to
/// `x`.
pub(super) fn run(tree: &Tree, settings: Settings, x: &mut dyn XSink) -> Outcome {
    // The grid every exact value lies on, else the finest step there is.
    let grid = exact_grid(tree).ok().flatten().unwrap_or(MAX_EXACT).max(1);
    let leaves = tree.leaves().len();
    let mut e = Exact {
        tree,
        s: settings,
        negamax: settings.form == Form::Negamax,
        star: settings.star_bounds(),
        eps: Ratio::new(1, grid).unwrap_or(Ratio::ONE),
        x,
        limit: settings.depth_limit,
        pvs: settings.algorithm == Algorithm::Pvs,
        order: Vec::new(),
        values: Vec::new(),
        root_returns: Vec::new(),
        nodes_visited: 0,
        leaves_evaluated: 0,
        deepest: 0,
        probes: 0,
        researches: 0,
        evaluated: vec![false; leaves],
        skipped: vec![false; leaves],
    };
    let mut passes = Vec::new();
    let mut window_result = None;
    let value = match (settings.algorithm, settings.window) {
        (Algorithm::Mtdf, _) => e.mtdf(&mut passes),
        (Algorithm::Iterative, _) => e.iterate(&mut passes),
        (_, Some(w)) => {
            let (value, first) = e.aspire(
                Ext::Fin(Ratio::of(w.lo)),
                Ext::Fin(Ratio::of(w.hi)),
                &mut passes,
            );
            window_result = Some(first);
            value
        }
        _ => e.pass(Ext::NegInf, Ext::PosInf, settings.depth_limit, &mut passes),
    };
    e.outcome(value, passes, window_result)
}

impl Exact<'_> {
    /// One search from the root in (alpha, beta) with a depth limit; its summary is kept.
    fn pass(&mut self, alpha: Ext, beta: Ext, limit: Option<u16>, passes: &mut Vec<Pass>) -> Ext {
        self.limit = limit;
        self.root_returns = vec![None; self.tree.child_count(0)];
        let (nodes, leaves) = (self.nodes_visited, self.leaves_evaluated);
        self.deepest = 0;
        let depth = self.tree.depth(0);
        let value = self.node(0, depth, alpha, beta);
        self.emit(Event::Return {
            node: 0,
            value,
            prev_best: value,
        });
        passes.push(Pass {
            depth: limit,
            reached: self.deepest,
            alpha,
            beta,
            value,
            nodes_visited: self.nodes_visited - nodes,
            leaves_evaluated: self.leaves_evaluated - leaves,
        });
        value
    }

    /// [`Exact::pass`] announced by a [`Event::Pass`], as the passes of a search that
    /// searches more than once are.
    fn announced(
        &mut self,
        alpha: Ext,
        beta: Ext,
        limit: Option<u16>,
        passes: &mut Vec<Pass>,
    ) -> Ext {
        self.emit(Event::Pass {
            pass: (passes.len() + 1).min(usize::from(u16::MAX)) as u16,
            depth: limit.unwrap_or(NO_DEPTH),
            alpha,
            beta,
        });
        self.pass(alpha, beta, limit, passes)
    }

    /// An aspiration window (lo, hi): the value, and how the first pass came out.
    fn aspire(&mut self, lo: Ext, hi: Ext, passes: &mut Vec<Pass>) -> (Ext, WindowResult) {
        let limit = self.s.depth_limit;
        let g = self.announced(lo, hi, limit, passes);
        let first = result(g, lo, hi);
        let (again, lower, upper) = match first {
            WindowResult::Inside => (None, g, g),
            WindowResult::FailLow => (Some((Ext::NegInf, hi)), Ext::NegInf, g),
            WindowResult::FailHigh => (Some((lo, Ext::PosInf)), g, Ext::PosInf),
        };
        self.emit(Event::Proved { lower, upper });
        let Some((a, b)) = again else {
            return (g, first);
        };
        let v = self.announced(a, b, limit, passes);
        self.emit(Event::Proved { lower: v, upper: v });
        (v, first)
    }

    /// MTD(f): null-window passes from a first guess (the root's estimate, else 0), each
    /// proving the value at most or at least what it returns, until the two bounds meet.
    fn mtdf(&mut self, passes: &mut Vec<Pass>) -> Ext {
        let limit = self.s.depth_limit;
        let mut g = self.tree.estimate(0).map_or(Ratio::ZERO, Ratio::of);
        let (mut lower, mut upper) = (Ext::NegInf, Ext::PosInf);
        while lower < upper && passes.len() < usize::from(MTDF_MOST_PASSES) {
            let beta = if Ext::Fin(g) == lower {
                g.checked_add(self.eps)
            } else {
                Some(g)
            };
            let Some((alpha, beta)) = beta.and_then(|b| Some((b.checked_sub(self.eps)?, b))) else {
                break;
            };
            let r = self.announced(Ext::Fin(alpha), Ext::Fin(beta), limit, passes);
            if r < Ext::Fin(beta) {
                upper = r;
            } else {
                lower = r;
            }
            self.emit(Event::Proved { lower, upper });
            match r.fin() {
                Some(v) => g = v,
                None => break,
            }
        }
        if lower < upper {
            // The safeguard: one pass with the whole window settles it.
            let v = self.announced(Ext::NegInf, Ext::PosInf, limit, passes);
            self.emit(Event::Proved { lower: v, upper: v });
            return v;
        }
        lower
    }

    /// Iterative deepening: alpha-beta to depth 1, 2, ... the limit (the tree's height without
    /// one), each iteration taking every node's children best first by the previous one's
    /// values (those it did not reach after, left to right).
    fn iterate(&mut self, passes: &mut Vec<Pass>) -> Ext {
        let last = self.s.depth_limit.unwrap_or(self.tree.height()).max(1);
        let mut value = Ext::Fin(Ratio::ZERO);
        for depth in 1..=last {
            if depth > 1 {
                self.order = self.order_by_values();
            }
            self.values = vec![None; self.tree.len()];
            value = self.announced(Ext::NegInf, Ext::PosInf, Some(depth), passes);
        }
        value
    }

    /// Every Max and Min node's children, best first for the side to move by the values of
    /// the last pass (ties, and children without a value, keep their order).
    fn order_by_values(&self) -> Vec<Option<Box<[NodeId]>>> {
        let tree = self.tree;
        (0..tree.len() as NodeId)
            .map(|n| {
                if tree.child_count(n) < 2 || self.s.kind(tree, n) == NodeKind::Chance {
                    return None;
                }
                // In negamax form a child's value is from its own side: the lower the better.
                let high_first = !self.negamax && self.s.is_max(tree, n);
                let mut kids: Vec<NodeId> = tree.children(n).collect();
                let value = |c: NodeId| self.values.get(c as usize).copied().flatten();
                merge_sort(&mut kids, |a, b| match (value(a), value(b)) {
                    (Some(x), Some(y)) => (x > y) == high_first && x != y,
                    (Some(_), None) => true,
                    _ => false,
                });
                Some(kids.into_boxed_slice())
            })
            .collect()
    }

    /// The answer: the value, the first root child that attains it in the last pass (none at
    /// a chance root), the counts over every pass, and the leaves some cutoff skipped that no
    /// pass evaluated.
    fn outcome(
        self,
        value: Ext,
        passes: Vec<Pass>,
        window_result: Option<WindowResult>,
    ) -> Outcome {
        let negamax = self.negamax;
        let chance_root = !self.tree.is_leaf(0) && self.s.kind(self.tree, 0) == NodeKind::Chance;
        let best_move = if chance_root {
            None
        } else {
            self.root_returns
                .iter()
                .position(|r| r.map(|v| if negamax { -v } else { v }) == Some(value))
        };
        let pruned_leaves = (0..self.skipped.len())
            .filter(|&i| self.skipped[i] && !self.evaluated[i])
            .collect();
        Outcome {
            value,
            best_move,
            nodes_visited: self.nodes_visited,
            leaves_evaluated: self.leaves_evaluated,
            pruned_leaves,
            passes,
            probes: self.probes,
            researches: self.researches,
            window_result,
        }
    }
}

impl Outcome {
    /// The answer in scores of `table`.
    pub(super) fn solution(self, table: &ValueTable) -> Solution {
        let score = |e: Ext| table.score_ext(e);
        Solution {
            value: score(self.value),
            best_move: self.best_move,
            nodes_visited: self.nodes_visited,
            leaves_evaluated: self.leaves_evaluated,
            pruned_leaves: self.pruned_leaves,
            passes: self
                .passes
                .iter()
                .map(|p| PassSummary {
                    depth: p.depth,
                    reached: p.reached,
                    alpha: score(p.alpha),
                    beta: score(p.beta),
                    value: score(p.value),
                    result: result(p.value, p.alpha, p.beta),
                    nodes_visited: p.nodes_visited,
                    leaves_evaluated: p.leaves_evaluated,
                })
                .collect(),
            probes: self.probes,
            researches: self.researches,
            window_result: self.window_result,
        }
    }
}
