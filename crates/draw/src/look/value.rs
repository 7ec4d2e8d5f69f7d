//! The value inside a node, narrowed where it is wider than its shape holds or than the room
//! beside it, so that no text leaves its node.

use super::kind::Kind;
use super::pieces::{Shape, Text, ValueText};
use super::sizes::{BESIDE_GAP, BESIDE_RISE, BOARD_LEAF_VALUE_DROP, VALUE_DROP};
use super::text::Inside;
use crate::metrics::{shown_width, FIT_PAD, VALUE_ASCENT, VALUE_DESCENT, VALUE_LEAST_SHARE};

/// The value keeps this far inside its shape's outline.
pub const VALUE_INSET: f32 = 1.5;

/// A node as its value is placed in it: what it is, where it is drawn and how big.
pub(super) struct Holder<'s> {
    pub kind: Kind,
    /// It holds a game board (the value moves beside or under it).
    pub board: bool,
    /// Its search is done (an inner node's value is final).
    pub done: bool,
    pub shape: &'s Shape,
    /// Its centre, its half size and the room beside it on its row.
    pub cx: f32,
    pub cy: f32,
    pub r: f32,
    pub room: f32,
}

/// The number `t` inside (or, with a board, beside) the node `h`, narrowed to fit.
pub(super) fn value_text(t: Inside, h: &Holder) -> ValueText {
    let r = h.r;
    let inner = h.kind != Kind::Leaf;
    // With a board in the node, the value moves out of the way: left of an inner node,
    // under a leaf.
    let (vx, vy, anchor) = match (h.board, h.kind) {
        (false, _) => (0.0, VALUE_DROP, None),
        (true, Kind::Leaf) => (0.0, BOARD_LEAF_VALUE_DROP, None),
        (true, _) => (-r - BESIDE_GAP, r - BESIDE_RISE, Some("end")),
    };
    // An inner node's value wider than its shape holds at its height, or than the room beside
    // it on its row, is drawn narrower, so that it stays in its node and does not run into its
    // neighbour's (leaves have their rows instead).
    let limit = (h.room - FIT_PAD).min(held(h));
    let least = if h.kind == Kind::Chance {
        0.0
    } else {
        VALUE_LEAST_SHARE
    };
    let fit = (inner && anchor.is_none())
        .then(|| shown_width(&t))
        .filter(|&wide| wide > limit)
        .map(|wide| limit.max(least * wide));
    ValueText {
        text: Text {
            x: h.cx + vx,
            y: h.cy + vy,
            text: t,
        },
        anchor,
        fit,
        provisional: inner && !h.done,
    }
}

/// How wide a value can be drawn inside an inner node's shape: a square's width, a circle's
/// chord where the text reaches furthest from the centre, less the inset on both sides.
fn held(h: &Holder) -> f32 {
    let r = h.r;
    let width = match h.shape {
        Shape::Rect(_) => 2.0 * r,
        Shape::Circle(_) => {
            let reach = (VALUE_ASCENT - VALUE_DROP).max(VALUE_DROP + VALUE_DESCENT);
            2.0 * (r * r - reach * reach).max(0.0).sqrt()
        }
    };
    (width - 2.0 * VALUE_INSET).max(0.0)
}
