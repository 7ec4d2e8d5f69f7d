//! Which conventions a search supports on a tree: [`Settings::effective`] is what it runs
//! (the page searches whatever it is given), [`Settings::check`] says what it cannot do, as
//! data (`ablab` refuses it; `teach::words` says why).

use super::{Algorithm, Fail, Form, NoEstimate, Settings, Window};
use crate::kinds::NodeKind;
use crate::ratio::Ratio;
use crate::tree::{NodeId, Tree};
use crate::value::Value;

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

/// Where a tree stops alternating between Max and Min (`teach::words` says it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Alternation {
    /// A chance node (its label).
    IsChance { node: String },
    /// An inner node of the same kind as its parent (their labels).
    SameKind {
        node: String,
        kind: NodeKind,
        parent: String,
    },
}

/// A leaf value or an estimate outside the leaf bounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outside {
    /// The node's label.
    pub node: String,
    /// Whether it is a leaf (else an inner node's estimate).
    pub leaf: bool,
    pub value: Value,
    pub lo: Value,
    pub hi: Value,
}

/// What a search cannot do on a tree with these settings (`teach::words` says it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unsupported {
    /// The negamax form on a tree that does not alternate.
    NegamaxAlternate(Alternation),
    /// An aspiration window with a search that takes none.
    WindowAlgorithm { algorithm: Algorithm },
    /// An aspiration window with `lo >= hi`.
    WindowEmpty { lo: Value, hi: Value },
    /// Leaf bounds with `lo > hi`.
    BoundsEmpty { lo: Value, hi: Value },
    /// Leaf bounds a value lies outside.
    BoundsOutside(Outside),
    /// MTD(f) fail-hard.
    MtdfHard,
    /// A node iterative deepening stops at, at `depth`, without an estimate.
    IterationNoEstimate { depth: u16, node: String },
    /// A depth limit at a node without an estimate.
    DepthLimit(NoEstimate),
}

/// [`alternation_break_at`], as data.
pub fn alternation_break(tree: &Tree, settings: &Settings) -> Option<Alternation> {
    let n = alternation_break_at(tree, settings)?;
    let kind = settings.kind(tree, n);
    let node = tree.label(n).into_owned();
    match tree.parent(n) {
        Some(p) if kind != NodeKind::Chance => Some(Alternation::SameKind {
            node,
            kind,
            parent: tree.label(p).into_owned(),
        }),
        _ => Some(Alternation::IsChance { node }),
    }
}

/// The first leaf value or estimate outside `bounds`.
fn outside(tree: &Tree, bounds: Window) -> Option<Outside> {
    (0..tree.len() as NodeId).find_map(|n| {
        let value = tree.value_or_estimate(n)?;
        (value < bounds.lo || value > bounds.hi).then(|| Outside {
            node: tree.label(n).into_owned(),
            leaf: tree.is_leaf(n),
            value,
            lo: bounds.lo,
            hi: bounds.hi,
        })
    })
}

/// The first inner node iterative deepening would stop at, in an iteration before the last,
/// that has no estimate.
fn missing_estimate(tree: &Tree, settings: &Settings) -> Option<Unsupported> {
    let last = settings.depth_limit.unwrap_or(tree.height());
    (0..tree.len() as NodeId)
        .find(|&n| {
            let d = tree.depth(n);
            d >= 1 && d <= last && !tree.is_leaf(n) && tree.estimate(n).is_none()
        })
        .map(|n| Unsupported::IterationNoEstimate {
            depth: tree.depth(n),
            node: tree.label(n).into_owned(),
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
    /// [`Settings::effective`]), as data; also a depth limit at a node without an estimate,
    /// and for iterative deepening, every node its earlier iterations stop at.
    pub fn check(&self, tree: &Tree) -> Result<(), Unsupported> {
        if self.form == Form::Negamax {
            if let Some(why) = alternation_break(tree, self) {
                return Err(Unsupported::NegamaxAlternate(why));
            }
        }
        if let Some(Window { lo, hi }) = self.window {
            if !matches!(self.algorithm, Algorithm::AlphaBeta | Algorithm::Pvs) {
                let algorithm = self.algorithm;
                return Err(Unsupported::WindowAlgorithm { algorithm });
            }
            if lo >= hi {
                return Err(Unsupported::WindowEmpty { lo, hi });
            }
        }
        if let Some(b) = self.bounds {
            if b.lo > b.hi {
                return Err(Unsupported::BoundsEmpty { lo: b.lo, hi: b.hi });
            }
            if let Some(why) = outside(tree, b) {
                return Err(Unsupported::BoundsOutside(why));
            }
        }
        if self.algorithm == Algorithm::Mtdf && self.fail == Fail::Hard {
            return Err(Unsupported::MtdfHard);
        }
        if self.algorithm == Algorithm::Iterative {
            if let Some(why) = missing_estimate(tree, self) {
                return Err(why);
            }
        }
        super::check_depth_limit(tree, self).map_err(Unsupported::DepthLimit)
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
