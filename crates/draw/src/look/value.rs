//! The value inside a node, narrowed where it is wider than its shape holds or than the room
//! beside it, so that no text leaves its node.

use super::{inside, Ctx, Kind, ValueText, BESIDE_GAP, BESIDE_RISE, BOARD_LEAF_VALUE_DROP};
use super::{Shape, VALUE_DROP};
use crate::metrics::{shown_width, VALUE_ASCENT, VALUE_DESCENT};
use search::Status;

/// An inner node's value is narrowed to its room less this...
pub const FIT_PAD: f32 = 4.0;
/// ...and a Max or Min node's to no less than this share of its width (a crowded row's node
/// is too small to read a value narrowed to it). A chance node's is narrowed as far as its
/// circle needs: a tree with chance nodes draws its nodes bigger ([`CHANCE_MOST_RADIUS`]).
///
/// [`CHANCE_MOST_RADIUS`]: crate::geometry::CHANCE_MOST_RADIUS
pub const FIT_LEAST: f32 = 0.6;
/// The value keeps this far inside its shape's outline.
pub const VALUE_INSET: f32 = 1.5;

/// The number inside (or, with a board, beside) the node, narrowed to fit.
pub(super) fn value_text(c: &Ctx) -> Option<ValueText> {
    let t = inside(c)?;
    let r = c.r;
    // With a board in the node, the value moves out of the way: left of an inner node,
    // under a leaf.
    let (vx, vy, anchor) = match (c.f.board.is_some(), c.f.kind) {
        (false, _) => (0.0, VALUE_DROP, None),
        (true, Kind::Leaf) => (0.0, BOARD_LEAF_VALUE_DROP, None),
        (true, _) => (-r - BESIDE_GAP, r - BESIDE_RISE, Some("end")),
    };
    // An inner node's value wider than its shape holds at its height, or than the room beside
    // it on its row, is drawn narrower, so that it stays in its node and does not run into its
    // neighbour's (leaves have their rows instead).
    let limit = (c.room - FIT_PAD).min(held(c));
    let least = if c.f.kind == Kind::Chance {
        0.0
    } else {
        FIT_LEAST
    };
    let fit = (c.inner() && anchor.is_none())
        .then(|| shown_width(&t))
        .filter(|&wide| wide > limit)
        .map(|wide| limit.max(least * wide));
    Some(ValueText {
        text: c.at.text(vx, vy, t),
        anchor,
        fit,
        provisional: c.inner() && c.f.status != Status::Done,
    })
}

/// How wide a value can be drawn inside an inner node's shape: a square's width, a circle's
/// chord where the text reaches furthest from the centre, less the inset on both sides.
fn held(c: &Ctx) -> f32 {
    let r = c.r;
    let width = match super::shape(c) {
        Shape::Rect(_) => 2.0 * r,
        Shape::Circle(_) => {
            let reach = (VALUE_ASCENT - VALUE_DROP).max(VALUE_DROP + VALUE_DESCENT);
            2.0 * (r * r - reach * reach).max(0.0).sqrt()
        }
    };
    (width - 2.0 * VALUE_INSET).max(0.0)
}
