//! The layout of a narrow view (a phone's): the tree laid out to be read as it is, wider than
//! the view and scrolled sideways, rather than fitted to it.

use crate::metrics::text_width;
use search::{NodeId, Tree};

/// A view narrower than this (a phone's) lays a tree out to be read as it is, wider than the
/// view and scrolled sideways, rather than fitted to it: [`inner_apart`].
pub const NARROW_VIEW: f32 = 600.0;

/// The most places on the bottom row a narrow view lays out to be read: a bigger tree is laid
/// out as on a wide view, to be zoomed and fitted (a lecture's trees are far smaller).
pub const NARROW_UP_TO: usize = 64;

/// How far right of an inner node's centre, beyond its half size, alpha and beta reach beside it
/// (`look::sizes`: their background's gap, lead and width), and a gap after them.
pub const BOUNDS_REACH: f32 = 68.0;

/// How far apart an inner node of `tree`, `most` its half size, stands from a neighbour on its
/// row on a narrow view: its full size, room for its label on its left and alpha and beta on
/// its right, whoever its neighbours are, so that nothing it writes meets a neighbour's or an
/// edge.
pub(super) fn inner_apart(tree: &Tree, most: f32) -> f32 {
    let label = (0..tree.len() as NodeId)
        .filter(|&n| !tree.is_leaf(n))
        .map(|n| text_width(&tree.label(n)))
        .fold(LABEL_LEAST, f32::max);
    2.0 * most + BOUNDS_REACH + LABEL_BESIDE + label
}

/// An inner node's label stands this far left of it (`look::sizes::LABEL_GAP`)...
pub const LABEL_BESIDE: f32 = 5.0;
/// ...and takes at least this room (`look::sizes::LABEL_ROOM_EXTRA`).
pub const LABEL_LEAST: f32 = 14.0;
