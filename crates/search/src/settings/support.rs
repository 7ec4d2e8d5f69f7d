//! Which conventions a search supports on a tree: [`Settings::effective`] is what it runs
//! (the page searches whatever it is given), [`Settings::check`] says in words what it cannot
//! do (`ablab` refuses it).

use super::{Algorithm, Fail, Form, Settings, Window};
use crate::kinds::NodeKind;
use crate::ratio::Ratio;
use crate::tree::{NodeId, Tree};
use i18n::said;
use i18n::Said;

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
pub fn alternation_break(tree: &Tree, settings: &Settings) -> Option<Said> {
    let n = alternation_break_at(tree, settings)?;
    let kind = settings.kind(tree, n);
    // Below a parent of its own kind: the two share the kind's word.
    let word = match kind {
        NodeKind::Max => said!(KIND_MAX),
        NodeKind::Min => said!(KIND_MIN),
        NodeKind::Chance => {
            return Some(said!(
                INPUT_BEYOND_IS_CHANCE,
                node = tree.label(n).into_owned()
            ))
        }
    };
    match tree.parent(n) {
        Some(p) => Some(said!(
            INPUT_BEYOND_SAME_KIND,
            node = tree.label(n).into_owned(),
            kind = word,
            parent = tree.label(p).into_owned()
        )),
        None => Some(said!(
            INPUT_BEYOND_IS_CHANCE,
            node = tree.label(n).into_owned()
        )),
    }
}

/// The first leaf value or estimate outside `bounds`, in words.
fn outside(tree: &Tree, bounds: Window) -> Option<Said> {
    (0..tree.len() as NodeId).find_map(|n| {
        let v = tree.value_or_estimate(n)?;
        (v < bounds.lo || v > bounds.hi).then(|| {
            let (node, lo, hi) = (tree.label(n).into_owned(), bounds.lo, bounds.hi);
            if tree.is_leaf(n) {
                said!(
                    INPUT_BEYOND_LEAF_OUTSIDE,
                    node = node,
                    value = v,
                    lo = lo,
                    hi = hi
                )
            } else {
                said!(
                    INPUT_BEYOND_ESTIMATE_OUTSIDE,
                    node = node,
                    value = v,
                    lo = lo,
                    hi = hi
                )
            }
        })
    })
}

/// The first inner node iterative deepening would stop at, in an iteration before the last,
/// that has no estimate.
fn missing_estimate(tree: &Tree, settings: &Settings) -> Option<Said> {
    let last = settings.depth_limit.unwrap_or(tree.height());
    (0..tree.len() as NodeId)
        .find(|&n| {
            let d = tree.depth(n);
            d >= 1 && d <= last && !tree.is_leaf(n) && tree.estimate(n).is_none()
        })
        .map(|n| {
            said!(
                INPUT_BEYOND_ITERATION_NO_ESTIMATE,
                depth = tree.depth(n),
                node = tree.label(n).into_owned()
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
    pub fn check(&self, tree: &Tree) -> Result<(), Said> {
        if self.form == Form::Negamax {
            if let Some(why) = alternation_break(tree, self) {
                return Err(said!(INPUT_BEYOND_NEGAMAX_ALTERNATE, why = why));
            }
        }
        if let Some(w) = self.window {
            if !matches!(self.algorithm, Algorithm::AlphaBeta | Algorithm::Pvs) {
                return Err(said!(
                    INPUT_BEYOND_WINDOW_ALGORITHM,
                    algorithm = self.algorithm.name()
                ));
            }
            if w.lo >= w.hi {
                return Err(said!(INPUT_BEYOND_WINDOW_EMPTY, lo = w.lo, hi = w.hi));
            }
        }
        if let Some(b) = self.bounds {
            if b.lo > b.hi {
                return Err(said!(INPUT_BEYOND_BOUNDS_EMPTY, lo = b.lo, hi = b.hi));
            }
            if let Some(why) = outside(tree, b) {
                return Err(said!(INPUT_BEYOND_BOUNDS_OUTSIDE, why = why));
            }
        }
        if self.algorithm == Algorithm::Mtdf && self.fail == Fail::Hard {
            return Err(said!(INPUT_BEYOND_MTDF_HARD));
        }
        if self.algorithm == Algorithm::Iterative {
            if let Some(why) = missing_estimate(tree, self) {
                return Err(why);
            }
        }
        super::check_depth_limit(tree, self)
    }

    /// Whether the search counts in exact fractions ([`crate::exact`]): on a tree
    /// with signs or chance nodes, for the searches beyond alpha-beta and minimax, and with
    /// an aspiration window. Else the integer search of `search.rs` runs, as fast as before.
    pub fn counts_exactly(&self, tree: &Tree) -> bool {
        !tree.is_plain()
            || !matches!(self.algorithm, Algorithm::AlphaBeta | Algorithm::Minimax)
            || self.window.is_some()
    }

    /// The leaf bounds as fractions, when Star1 may use them.
    pub fn star_bounds(&self) -> Option<(Ratio, Ratio)> {
        let b = self.bounds.filter(|_| self.algorithm.prunes())?;
        Some((Ratio::of(b.lo), Ratio::of(b.hi)))
    }
}
