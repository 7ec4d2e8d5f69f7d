//! Each node's kind, sign and probability, from the signs and probabilities the notation
//! writes (see [`crate::kinds`]); a tree that writes none alternates from the root.

use super::{NodeId, Tree};
use crate::kinds::{exact_grid, NodeKind, Prob, Resolved};
use crate::ratio::Ratio;
use crate::settings::Side;

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
