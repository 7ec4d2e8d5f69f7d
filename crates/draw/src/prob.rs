//! A chance node's child's probability as its edge writes it, and the room it takes: what the
//! layout spaces leaves by and the edge's look places.

use search::{NodeId, Prob, Ratio, Tree};
use std::fmt;

/// The least room between a probability and the next one, on each side.
pub const PROB_CLEAR: f32 = 4.0;
/// How far down its edge a probability over a leaf stands, at the least, at the page's and the
/// sheets' level height.
pub const PROB_LOW_SHARE: f32 = 0.75;

/// A chance node's child's probability on its edge: as typed (`0.25`, `1/3`), or where none is
/// typed, its share (the children equally likely).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeProb {
    Typed(Prob),
    Share(Ratio),
}

impl EdgeProb {
    /// The probability of `child` of a chance node; none under any other node.
    pub fn of(tree: &Tree, child: NodeId) -> Option<EdgeProb> {
        let share = tree.weight(child)?;
        Some(match tree.probability(child) {
            Some(p) => EdgeProb::Typed(p),
            None => EdgeProb::Share(share),
        })
    }
}

impl fmt::Display for EdgeProb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EdgeProb::Typed(p) => write!(f, "{p}"),
            EdgeProb::Share(r) => write!(f, "{r}"),
        }
    }
}
