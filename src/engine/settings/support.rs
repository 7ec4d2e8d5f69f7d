//! Which conventions a search supports on a tree: [`Settings::effective`] is what it runs
//! (the page searches whatever it is given), [`Settings::check`] says in words what it cannot
//! do (`ablab` refuses it).

use super::{Algorithm, Fail, Form, Settings, Window};
use crate::engine::kinds::NodeKind;
use crate::engine::ratio::Ratio;
use crate::engine::tree::{NodeId, Tree};

/// The first node where a tree stops alternating between Max and Min when `settings.root`
/// moves first: a chance node, or an inner node of the same side as its parent. None for a
/// tree without signs.
fn alternation_break_at(tree: &Tree, settings: &Settings) -> Option<NodeId> {
    if tree.is_plain() {
        return None;
    }
    (0..tree.len() as NodeId).find(|&n| {
        let kind = settings.kind(tree, n);
        let parent = tree.parent(n).map(|p| settings.kind(tree, p));
        !tree.is_leaf(n) && (kind == NodeKind::Chance || parent == Some(kind))
    })
}

/// [`alternation_break_at`] in words.
pub fn alternation_break(tree: &Tree, settings: &Settings) -> Option<String> {
    let n = alternation_break_at(tree, settings)?;
    let kind = settings.kind(tree, n);
    match tree.parent(n) {
        Some(p) if kind != NodeKind::Chance => Some(format!(
            "{} is a {} node below the {} node {}",
            tree.label(n),
            word(kind),
            word(settings.kind(tree, p)),
            tree.label(p)
        )),
        _ => Some(format!("{} is a chance node", tree.label(n))),
    }
}

fn word(kind: NodeKind) -> &'static str {
    match kind {
        NodeKind::Max => "Max",
        NodeKind::Min => "Min",
        NodeKind::Chance => "chance",
    }
}

/// The first leaf value or estimate outside `bounds`, in words.
fn outside(tree: &Tree, bounds: Window) -> Option<String> {
    (0..tree.len() as NodeId).find_map(|n| {
        let v = tree.value_or_estimate(n)?;
        (v < bounds.lo || v > bounds.hi).then(|| {
            let what = if tree.is_leaf(n) {
                "leaf"
            } else {
                "the estimate of"
            };
            format!(
                "{what} {} is {v}, outside the bounds {}..{}",
                tree.label(n),
                bounds.lo,
                bounds.hi
            )
        })
    })
}

/// The first inner node iterative deepening would stop at, in an iteration before the last,
/// that has no estimate.
fn missing_estimate(tree: &Tree, settings: &Settings) -> Option<String> {
    let last = settings.depth_limit.unwrap_or(tree.height());
    (0..tree.len() as NodeId)
        .find(|&n| {
            let d = tree.depth(n);
            d >= 1 && d <= last && !tree.is_leaf(n) && tree.estimate(n).is_none()
        })
        .map(|n| {
            format!(
                "iterative deepening stops its iteration {d} at depth {d}, where {} has no estimate: write one as <value> before its list, e.g. <4>[...]",
                tree.label(n),
                d = tree.depth(n)
            )
        })
}

impl Settings {
    /// The conventions the search follows on `tree`: these, but for what it cannot do. The
    /// negamax form needs Max and Min to alternate (else max/min form); an aspiration window
    /// applies to alpha-beta and PVS (else none), and needs lo < hi; bounds that a leaf value
    /// or an estimate lies outside are dropped (Star1 would prune wrongly); MTD(f) is
    /// fail-soft (a fail-hard pass only says which side of its window the value lies on, so
    /// it would creep one step a pass). [`Settings::check`] words each of these.
    pub fn effective(self, tree: &Tree) -> Settings {
        let mut s = self;
        if s.form == Form::Negamax && alternation_break_at(tree, &s).is_some() {
            s.form = Form::MaxMin;
        }
        let aspires = matches!(s.algorithm, Algorithm::AlphaBeta | Algorithm::Pvs);
        if !aspires || s.window.is_some_and(|w| w.lo >= w.hi) {
            s.window = None;
        }
        if s.bounds
            .is_some_and(|b| b.lo > b.hi || outside(tree, b).is_some())
        {
            s.bounds = None;
        }
        if s.algorithm == Algorithm::Mtdf {
            s.fail = Fail::Soft;
        }
        s
    }

    /// What these settings ask that the search cannot do on `tree` (see
    /// [`Settings::effective`]), in words; also a depth limit at a node without an estimate,
    /// and for iterative deepening, every node its earlier iterations stop at.
    pub fn check(&self, tree: &Tree) -> Result<(), String> {
        if self.form == Form::Negamax {
            if let Some(why) = alternation_break(tree, self) {
                return Err(format!(
                    "the negamax form needs Max and Min to alternate, but {why}: use the max/min form"
                ));
            }
        }
        if let Some(w) = self.window {
            if !matches!(self.algorithm, Algorithm::AlphaBeta | Algorithm::Pvs) {
                return Err(format!(
                    "an aspiration window is for alphabeta or pvs, not {}",
                    self.algorithm.name()
                ));
            }
            if w.lo >= w.hi {
                return Err(format!(
                    "the window {}..{} is empty: its low end must be below its high end",
                    w.lo, w.hi
                ));
            }
        }
        if let Some(b) = self.bounds {
            if b.lo > b.hi {
                return Err(format!(
                    "the bounds {}..{} are empty: the low one must be at most the high one",
                    b.lo, b.hi
                ));
            }
            if let Some(why) = outside(tree, b) {
                return Err(format!("the leaf bounds must hold every value, but {why}"));
            }
        }
        if self.algorithm == Algorithm::Mtdf && self.fail == Fail::Hard {
            return Err("MTD(f) needs fail-soft: a fail-hard pass only says on which side of its window the value lies, so it would creep one step a pass".into());
        }
        if self.algorithm == Algorithm::Iterative {
            if let Some(why) = missing_estimate(tree, self) {
                return Err(why);
            }
        }
        super::check_depth_limit(tree, self)
    }

    /// Whether the search counts in exact fractions ([`crate::engine::exact`]): on a tree
    /// with signs or chance nodes, for the searches beyond alpha-beta and minimax, and with
    /// an aspiration window. Else the integer search of `search.rs` runs, as fast as before.
    pub fn counts_exactly(&self, tree: &Tree) -> bool {
        !tree.is_plain()
            || !matches!(self.algorithm, Algorithm::AlphaBeta | Algorithm::Minimax)
            || self.window.is_some()
    }

    /// The leaf bounds as fractions, when Star1 may use them.
    pub(crate) fn star_bounds(&self) -> Option<(Ratio, Ratio)> {
        let b = self.bounds.filter(|_| self.algorithm.prunes())?;
        Some((Ratio::of(b.lo), Ratio::of(b.hi)))
    }
}
