//! One node of a search in fractions: a leaf, a Max or Min node (alpha-beta, with PVS's null
//! windows), a chance node (the probability-weighted mean; with leaf bounds, Star1).

use super::sink::XSink;
use crate::event::Event;
use crate::kinds::NodeKind;
use crate::ratio::{Ext, Ratio};
use crate::settings::{Fail, Settings};
use crate::tree::{NodeId, Tree};

/// A search's state while it runs: the tree, the conventions, this pass's choices and the
/// counts over every pass.
pub(super) struct Exact<'a> {
    pub tree: &'a Tree,
    pub s: Settings,
    pub negamax: bool,
    /// Star1's bounds on every leaf value (with pruning only).
    pub star: Option<(Ratio, Ratio)>,
    /// The step of a null window: no two values the search compares lie closer.
    pub eps: Ratio,
    /// Where the events go: one search for every sink (a copy per sink would weigh on the
    /// page's download).
    pub x: &'a mut dyn XSink,
    /// This pass's depth limit.
    pub limit: Option<u16>,
    /// PVS: children after the first are probed with a null window.
    pub pvs: bool,
    /// Iterative deepening: each node's children in the order to search them (None: left to
    /// right); empty for the other searches.
    pub order: Vec<Option<Box<[NodeId]>>>,
    /// Iterative deepening: the value each node returned in this pass; empty otherwise.
    pub values: Vec<Option<Ext>>,
    /// What each root child returned last in this pass, by its place.
    pub root_returns: Vec<Option<Ext>>,
    pub nodes_visited: usize,
    pub leaves_evaluated: usize,
    /// The depth of the deepest node this pass evaluated.
    pub deepest: u16,
    pub probes: usize,
    pub researches: usize,
    /// By leaf index: evaluated in some pass; skipped by a cutoff in some pass.
    pub evaluated: Vec<bool>,
    pub skipped: Vec<bool>,
}

/// A Max or Min node as its children see it: which it is, and its window.
#[derive(Clone, Copy)]
struct Frame {
    is_max: bool,
    window: (Ext, Ext),
}

/// `v` brought into `lo..=hi` (`lo` when the window is empty), never panicking.
fn within(v: Ext, lo: Ext, hi: Ext) -> Ext {
    v.min(hi).max(lo)
}

/// `a + b`, or near it when the fraction would not fit (never for a tree the parser accepts:
/// see [`crate::tree::exact_grid`]).
pub(super) fn add(a: Ratio, b: Ratio) -> Ratio {
    a.checked_add(b)
        .unwrap_or_else(|| near(a.to_f64() + b.to_f64()))
}

/// `a * b`, or near it (as [`add`]).
pub(super) fn mul(a: Ratio, b: Ratio) -> Ratio {
    a.checked_mul(b)
        .unwrap_or_else(|| near(a.to_f64() * b.to_f64()))
}

/// Billionths: the grid of [`near`].
const NEAR: i64 = 1_000_000_000;

/// The fraction nearest `x` in billionths.
fn near(x: f64) -> Ratio {
    Ratio::new((x * NEAR as f64).round() as i64, NEAR).unwrap_or(Ratio::ZERO)
}

/// The window Star1 gives a chance node's child of probability `p`, when the children before
/// it sum to `sum` and `rest` is the probability of those after it: the child's value decides
/// the chance node's at most alpha once `sum + p v + rest hi <= alpha`, at least beta once
/// `sum + p v + rest lo >= beta`; within `lo..hi`, the leaf bounds. A fraction that would not
/// fit gives the bound (no cut can come of it).
fn star_window(
    alpha: Ext,
    beta: Ext,
    sum: Ratio,
    p: Ratio,
    rest: Ratio,
    bounds: (Ratio, Ratio),
) -> (Ext, Ext) {
    let (lo, hi) = bounds;
    let edge = |bound: Ext, fill: Ratio| -> Option<Ext> {
        match bound {
            Ext::Fin(b) => {
                let free = b.checked_sub(sum)?.checked_sub(rest.checked_mul(fill)?)?;
                Some(Ext::Fin(free.checked_div(p)?))
            }
            inf => Some(inf),
        }
    };
    let a = edge(alpha, hi).unwrap_or(Ext::Fin(lo));
    let b = edge(beta, lo).unwrap_or(Ext::Fin(hi));
    // Within the bounds, unless that leaves no room: a search in an empty window (alpha >=
    // beta) cuts before its value means anything. The window itself is never empty when
    // the chance node's is not.
    let (ca, cb) = (a.max(Ext::Fin(lo)), b.min(Ext::Fin(hi)));
    if ca < cb {
        (ca, cb)
    } else {
        (a, b)
    }
}

impl Exact<'_> {
    pub fn emit(&mut self, e: Event<Ext>) {
        self.x.x(e);
    }

    /// Whether this pass evaluates `node` at `depth` without searching below it.
    fn evaluates(&self, node: NodeId, depth: u16) -> bool {
        self.tree.is_leaf(node)
            || self.limit.is_some_and(|d| depth >= d) && self.tree.estimate(node).is_some()
    }

    /// The value of `node` searched in the window (`alpha`, `beta`).
    pub fn node(&mut self, node: NodeId, depth: u16, alpha: Ext, beta: Ext) -> Ext {
        let tree = self.tree;
        self.nodes_visited += 1;
        if self.evaluates(node, depth) {
            let raw = tree.value_or_estimate(node).map_or(Ratio::ZERO, Ratio::of);
            // Negamax sees every value from the side to move.
            let value = if self.negamax && !self.s.is_max(tree, node) {
                -raw
            } else {
                raw
            };
            if let Some(i) = tree.leaf_index(node) {
                self.leaves_evaluated += 1;
                self.evaluated[i] = true;
            }
            self.deepest = self.deepest.max(depth);
            self.emit(Event::Leaf {
                node,
                value: Ext::Fin(value),
            });
            return Ext::Fin(value);
        }
        self.emit(Event::Enter { node, alpha, beta });
        match self.s.kind(tree, node) {
            NodeKind::Chance => self.chance(node, depth, alpha, beta),
            _ => self.choose(node, depth, alpha, beta),
        }
    }

    /// `node`'s children in the order this pass searches them.
    fn children_of(&self, node: NodeId) -> Vec<NodeId> {
        match self.order.get(node as usize) {
            Some(Some(kids)) => kids.to_vec(),
            _ => self.tree.children(node).collect(),
        }
    }

    /// Keeps what `child` of `parent` returned: for the answer at the root, and for the next
    /// iteration's order.
    fn note(&mut self, parent: NodeId, child: NodeId, value: Ext) {
        if parent == 0 {
            let place = self.tree.children(0).position(|c| c == child);
            if let Some(slot) = place.and_then(|i| self.root_returns.get_mut(i)) {
                *slot = Some(value);
            }
        }
        if let Some(slot) = self.values.get_mut(child as usize) {
            *slot = Some(value);
        }
    }

    /// A Max or Min node (in negamax form, every node maximizes).
    fn choose(&mut self, node: NodeId, depth: u16, alpha: Ext, beta: Ext) -> Ext {
        let is_max = self.negamax || self.s.is_max(self.tree, node);
        let pruning = self.s.algorithm.prunes();
        let (mut alpha, mut beta) = (alpha, beta);
        let mut best = if is_max { Ext::NegInf } else { Ext::PosInf };
        let mut cut = false;
        let kids = self.children_of(node);
        for (i, &child) in kids.iter().enumerate() {
            let frame = Frame {
                is_max,
                window: (alpha, beta),
            };
            let returned = self.child(frame, child, depth + 1, i == 0, &mut best);
            self.note(node, child, returned);
            self.emit(Event::Return {
                node: child,
                value: returned,
                prev_best: best,
            });
            let v = if self.negamax { -returned } else { returned };
            best = if is_max { best.max(v) } else { best.min(v) };
            if !pruning {
                continue;
            }
            if is_max && best > alpha {
                self.emit(Event::Alpha {
                    node,
                    old: alpha,
                    new: best,
                });
                alpha = best;
            } else if !is_max && best < beta {
                self.emit(Event::Beta {
                    node,
                    old: beta,
                    new: best,
                });
                beta = best;
            }
            cut = self.s.cuts(alpha, beta);
            self.emit(Event::Test {
                node,
                alpha,
                beta,
                cut,
            });
            if cut {
                self.cut_off(node, &kids[i + 1..]);
                break;
            }
        }
        match (pruning, self.s.fail, is_max) {
            // The Othello tutorial's negamax returns beta at once on a beta cut.
            (true, Fail::Hard, _) if self.negamax && cut => beta,
            (true, Fail::Hard, true) => alpha,
            (true, Fail::Hard, false) => beta,
            _ => best,
        }
    }

    /// `node` stops before the children `rest` (in search order): one cutoff when they are
    /// its last children left to right, else one skip each.
    fn cut_off(&mut self, node: NodeId, rest: &[NodeId]) {
        let Some(&first) = rest.first() else {
            return;
        };
        let tree = self.tree;
        for &c in rest {
            for i in tree.leaf_range(c, tree.end(c)) {
                self.skipped[i] = true;
            }
        }
        let in_order = rest.windows(2).all(|w| w[1] == tree.end(w[0]))
            && rest.last().is_some_and(|&l| tree.end(l) == tree.end(node));
        if in_order {
            self.emit(Event::Cutoff {
                node,
                first_skipped: first,
            });
        } else {
            for &child in rest {
                self.emit(Event::Skip { node, child });
            }
        }
    }

    /// A child of a Max or Min node, in the parent's window. With PVS, a child after the first
    /// is probed with a null window first, and searched again in the window when the probe
    /// fails high inside it: the probe's value is then handed back first (a bound the
    /// parent's `best` takes). Returns what the child returns last.
    fn child(
        &mut self,
        parent: Frame,
        child: NodeId,
        depth: u16,
        first: bool,
        best: &mut Ext,
    ) -> Ext {
        let Frame {
            is_max,
            window: (alpha, beta),
        } = parent;
        let negamax = self.negamax;
        let seen = |a: Ext, b: Ext| if negamax { (-b, -a) } else { (a, b) };
        let probe = if !self.pvs || first || self.evaluates(child, depth) {
            None
        } else {
            self.null_window(alpha, beta, is_max)
        };
        let Some((lo, hi)) = probe else {
            let (a, b) = seen(alpha, beta);
            return self.node(child, depth, a, b);
        };
        let (a, b) = seen(lo, hi);
        self.probes += 1;
        self.emit(Event::Probe {
            node: child,
            alpha: a,
            beta: b,
        });
        let r = self.node(child, depth, a, b);
        let v = if negamax { -r } else { r };
        let fails_high = if is_max { v >= hi } else { v <= lo };
        if !(fails_high && alpha < v && v < beta) {
            return r;
        }
        self.emit(Event::Return {
            node: child,
            value: r,
            prev_best: *best,
        });
        *best = if is_max {
            (*best).max(v)
        } else {
            (*best).min(v)
        };
        self.researches += 1;
        let (a, b) = seen(alpha, beta);
        self.emit(Event::Research {
            node: child,
            alpha: a,
            beta: b,
        });
        self.node(child, depth, a, b)
    }

    /// The null window a Max node probes a child with, (alpha, alpha + eps), or a Min node,
    /// (beta - eps, beta); None when the node's window is no wider.
    fn null_window(&self, alpha: Ext, beta: Ext, is_max: bool) -> Option<(Ext, Ext)> {
        if is_max {
            let hi = Ext::Fin(alpha.fin()?.checked_add(self.eps)?);
            (hi < beta).then_some((alpha, hi))
        } else {
            let lo = Ext::Fin(beta.fin()?.checked_sub(self.eps)?);
            (lo > alpha).then_some((lo, beta))
        }
    }

    /// A chance node: the sum of each child's probability times its value. Without bounds its
    /// children are searched with no window (nothing below can be pruned); with leaf bounds,
    /// each gets Star1's window, and the node stops once its value is sure to be at most alpha
    /// or at least beta, returning that bound (fail-hard: alpha or beta).
    fn chance(&mut self, node: NodeId, depth: u16, alpha: Ext, beta: Ext) -> Ext {
        let star = self.star;
        let kids: Vec<NodeId> = self.tree.children(node).collect();
        let (mut sum, mut mass) = (Ratio::ZERO, Ratio::ZERO);
        for (i, &child) in kids.iter().enumerate() {
            let p = self.tree.weight(child).unwrap_or(Ratio::ZERO);
            mass = add(mass, p);
            let rest = add(Ratio::ONE, -mass).max(Ratio::ZERO);
            let (a, b) = match star {
                Some(bounds) => star_window(alpha, beta, sum, p, rest, bounds),
                None => (Ext::NegInf, Ext::PosInf),
            };
            let v = self.node(child, depth + 1, a, b);
            self.note(node, child, v);
            self.emit(Event::Return {
                node: child,
                value: v,
                prev_best: Ext::Fin(sum),
            });
            let new = mean_step(sum, p, v.fin().unwrap_or(Ratio::ZERO));
            self.emit(Event::Sum {
                node,
                old: Ext::Fin(sum),
                new: Ext::Fin(new),
            });
            sum = new;
            let Some((lo, hi)) = star else {
                continue;
            };
            let fill = |b: Ratio| rest.checked_mul(b).and_then(|f| sum.checked_add(f));
            let lower = fill(lo).map_or(Ext::NegInf, Ext::Fin);
            let upper = fill(hi).map_or(Ext::PosInf, Ext::Fin);
            self.emit(Event::Star { node, lower, upper });
            let (low, high) = (self.s.cuts(alpha, upper), self.s.cuts(lower, beta));
            self.emit(Event::Test {
                node,
                alpha,
                beta,
                cut: low || high,
            });
            if low || high {
                self.cut_off(node, &kids[i + 1..]);
                return match (self.s.fail, low) {
                    (Fail::Hard, true) => alpha,
                    (Fail::Hard, false) => beta,
                    (Fail::Soft, true) => upper,
                    (Fail::Soft, false) => lower,
                };
            }
        }
        let v = Ext::Fin(sum);
        if self.s.fail == Fail::Hard && self.s.algorithm.prunes() {
            within(v, alpha, beta)
        } else {
            v
        }
    }
}

/// A chance node's sum after a child of probability `p` and value `v`: `sum + p v` (near it
/// if it would not fit, which a tree the parser accepts never does).
pub(crate) fn mean_step(sum: Ratio, p: Ratio, v: Ratio) -> Ratio {
    add(sum, mul(p, v))
}
