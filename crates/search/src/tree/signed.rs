//! Each node's kind, sign and probability, from the signs and probabilities the notation
//! writes (see [`crate::kinds`]); a tree that writes none alternates from the root.

use super::{NodeId, Tree};
use crate::kinds::{NodeKind, Prob, Resolved, Side};
use crate::ratio::{Ratio, MAX_EXACT};

impl Tree {
    /// The kind of inner node `node` is when `root` moves at the root: as written, else
    /// opposite to its nearest Max or Min ancestor (by depth, in a tree without signs). For a
    /// leaf, the side to move there (what negamax sees its value from).
    #[inline]
    pub fn kind(&self, node: NodeId, root: Side) -> NodeKind {
        match &self.kinds {
            None if self.depth(node).is_multiple_of(2) == (root == Side::Max) => NodeKind::Max,
            None => NodeKind::Min,
            Some(k) => k.resolved[node as usize].with_root(root),
        }
    }

    /// The sign written before the node's list, if any.
    pub fn mark(&self, node: NodeId) -> Option<NodeKind> {
        self.kinds
            .as_ref()
            .and_then(|k| k.written.get(node as usize).copied().flatten())
    }

    /// The probability written before a chance node's child (`p@child`), if any.
    pub fn probability(&self, node: NodeId) -> Option<Prob> {
        self.kinds
            .as_ref()
            .and_then(|k| k.prob.get(node as usize).copied().flatten())
    }

    /// The probability of a chance node's child, exact (the written ones normalized, else
    /// equal); None for a node whose parent is no chance node.
    pub fn weight(&self, node: NodeId) -> Option<Ratio> {
        let k = self.kinds.as_ref()?;
        let p = self.parent(node)?;
        (k.resolved[p as usize] == Resolved::Chance)
            .then(|| k.weight.get(node as usize).copied())
            .flatten()
    }

    /// Whether the tree writes no sign: every node alternates from the root.
    #[inline]
    pub fn is_plain(&self) -> bool {
        self.kinds.is_none()
    }

    /// Whether any inner node is a chance node.
    pub fn has_chance(&self) -> bool {
        self.kinds.as_ref().is_some_and(|k| !k.weight.is_empty())
    }

    /// Whether Max and Min alternate everywhere and there is no chance node, as the negamax
    /// form needs.
    pub fn alternates(&self) -> bool {
        self.kinds.as_ref().is_none_or(|k| k.alternating)
    }

    /// Whether the means of a tree with chance nodes can be kept exactly ([`exact_grid`]);
    /// always, without chance nodes.
    pub(crate) fn exact_fits(&self) -> bool {
        !self.has_chance() || exact_grid(self).is_ok()
    }
}

/// The common denominator of every exact value a search of `tree` can compute (the leaf values
/// and estimates, and every chance node's mean, whoever moves at the root): None when it does
/// not fit in [`MAX_EXACT`] (MTD(f) then takes a smaller step). An error names the chance node
/// where the means stop fitting: its denominator times its largest value (one more than its
/// whole part) passes [`MAX_EXACT`]. Then the parser refuses the tree.
pub fn exact_grid(tree: &Tree) -> Result<Option<i64>, NodeId> {
    let n = tree.len();
    // Per node: the common denominator below it (None: too big), and one more than the
    // largest whole part of a value below it.
    let mut den: Vec<Option<i64>> = vec![Some(1); n];
    let mut whole = vec![1i64; n];
    for id in (0..n as NodeId).rev() {
        let own = tree.value_or_estimate(id).map(Ratio::of);
        let mut d = Some(own.map_or(1, Ratio::denom));
        let mut w = own.map_or(1, |r| r.abs().numer() / r.denom() + 1);
        let mut chance = false;
        for c in tree.children(id) {
            let p = tree.weight(c);
            chance |= p.is_some();
            let dc =
                den[c as usize].and_then(|dc| p.map_or(Some(dc), |p| p.denom().checked_mul(dc)));
            d = d
                .zip(dc)
                .and_then(|(a, b)| Ratio::lcm(a, b))
                .filter(|&d| d <= MAX_EXACT);
            w = w.max(whole[c as usize]);
        }
        if chance
            && d.and_then(|d| d.checked_mul(w))
                .is_none_or(|x| x > MAX_EXACT)
        {
            return Err(id);
        }
        den[id as usize] = d;
        whole[id as usize] = w;
    }
    Ok(den[0])
}
