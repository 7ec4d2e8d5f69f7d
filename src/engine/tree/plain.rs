//! Each node's kind in the page's own build (without the `beyond` feature): its notation
//! writes no sign nor probability (the parser refuses them), so every node alternates from the
//! root by depth, as before there were signs. The same methods as `signed.rs`.

use super::{NodeId, Tree};
use crate::engine::kinds::{NodeKind, Prob};
use crate::engine::ratio::Ratio;
use crate::engine::settings::Side;

impl Tree {
    /// The kind of inner node `node` is when `root` moves at the root: by its depth. For a
    /// leaf, the side to move there (what negamax sees its value from).
    #[inline]
    pub fn kind(&self, node: NodeId, root: Side) -> NodeKind {
        if self.depth(node).is_multiple_of(2) == (root == Side::Max) {
            NodeKind::Max
        } else {
            NodeKind::Min
        }
    }

    /// The sign written before the node's list: none.
    pub fn mark(&self, _node: NodeId) -> Option<NodeKind> {
        None
    }

    /// The probability written before a chance node's child: none.
    pub fn probability(&self, _node: NodeId) -> Option<Prob> {
        None
    }

    /// The probability of a chance node's child: there is none.
    pub fn weight(&self, _node: NodeId) -> Option<Ratio> {
        None
    }

    /// Whether the tree writes no sign: always.
    #[inline]
    pub fn is_plain(&self) -> bool {
        true
    }

    /// Whether any inner node is a chance node: never.
    pub fn has_chance(&self) -> bool {
        false
    }

    /// Whether Max and Min alternate everywhere: always.
    pub fn alternates(&self) -> bool {
        true
    }

    /// Whether the means of chance nodes can be kept exactly: there are none.
    pub(crate) fn exact_fits(&self) -> bool {
        true
    }
}
