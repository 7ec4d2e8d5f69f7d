//! The drawing's geometry as the model lays it out: the distances between levels and leaves,
//! and the layout of a tree for a view width.
//!
//! ---- DRAWING GEOMETRY BLOCK ----
//! Everything in this file moves to `src/draw/` (another branch): swap this file for that
//! module when merging. Nothing else in the model computes geometry; it calls [`layout_for`].

use crate::engine::layout::{least_spacing, widest_value, LeafRow, VALUE_GAP};
use crate::engine::{Layout, Tree};

/// Vertical distance between levels of the drawing, in CSS pixels.
pub const LEVEL_HEIGHT: f32 = 96.0;
/// Margin around the drawing.
pub const MARGIN: f32 = 30.0;

/// The least leaf spacing when the nodes hold game boards: the leaves are then on one row
/// (their values, under the boards, leave no room for a second row between two levels), a
/// board's box and a gap apart.
pub const BOARD_SPACING: f32 = 40.0;

/// The widest leaf spacing: leaves never stand further apart than this.
const WIDEST_SPACING: f32 = 110.0;
/// The narrowest leaf spacing, however many leaves.
const NARROWEST_SPACING: f32 = 18.0;
/// What the margin keeps beyond a leaf's box wider than its place.
const BOX_CLEARANCE: f32 = 4.0;

/// The leaf spacing that fits `leaves` leaves into `width` pixels, within readable bounds:
/// at most `WIDEST_SPACING`, and at least `NARROWEST_SPACING` or what keeps values
/// `widest` pixels wide apart on the staggered bottom row ([`least_spacing`]), whichever is
/// more. With game `boards` in the
/// nodes, at least [`BOARD_SPACING`] and what keeps values apart on one row.
pub fn leaf_spacing(width: f32, leaves: usize, widest: f32, boards: bool) -> f32 {
    let fit = (width - 2.0 * MARGIN) / leaves.max(1) as f32;
    let least = if boards {
        BOARD_SPACING.max(widest + VALUE_GAP)
    } else {
        least_spacing(widest).max(NARROWEST_SPACING)
    };
    fit.min(WIDEST_SPACING).max(least)
}

/// The layout of `tree` for a view `view_width` pixels wide, with the `collapsed` subtrees
/// drawn as markers and, with `boards`, room for a game board in every node.
pub fn layout_for(tree: &Tree, view_width: f32, collapsed: &[bool], boards: bool) -> Layout {
    let slots = Layout::slots(tree, collapsed);
    let widest = widest_value(tree);
    let spacing = leaf_spacing(view_width, slots, widest, boards);
    // A leaf's box can be wider than its place (staggered rows, very wide values): the margin
    // keeps the first and last boxes inside the drawing.
    let half = LeafRow::new(spacing, widest).half;
    let margin = MARGIN.max(half - spacing / 2.0 + BOX_CLEARANCE);
    Layout::with_collapsed(tree, spacing, LEVEL_HEIGHT, margin, collapsed)
}
// ---- END OF DRAWING GEOMETRY BLOCK ----

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::layout::value_width;
    use crate::engine::{self, Value};

    #[test]
    fn spacing_fits_64_leaves_into_a_projector_window() {
        // Values up to three characters ("-95") still let 64 leaves fit.
        let three = value_width(Value::int(-95));
        assert!(leaf_spacing(1280.0, 64, three, false) * 64.0 + 2.0 * MARGIN <= 1280.0 + 1.0);
        assert_eq!(leaf_spacing(1280.0, 8, three, false), 110.0);
        assert_eq!(leaf_spacing(1280.0, 1000, three, false), 18.0);
        // Wider values widen the row rather than overlap; no width panics.
        let wide = value_width(Value::parse("-123456.789").unwrap());
        assert!(
            leaf_spacing(1280.0, 1000, wide, false) * 3.0
                >= wide + crate::engine::layout::VALUE_GAP
        );
        assert_eq!(leaf_spacing(1280.0, 1000, f32::MAX, false), f32::MAX / 3.0);
        // Very wide values on a crowded row: the boxes are wider than a place, and the margin
        // keeps the first and the last inside the drawing.
        let t = engine::parse(&format!("[{}]", vec!["-1234567"; 200].join(","))).unwrap();
        let l = layout_for(&t, 1280.0, &vec![false; t.len()], false);
        let half = LeafRow::new(l.leaf_spacing, l.value_width).half;
        assert!(half > l.leaf_spacing / 2.0 + MARGIN);
        for &n in t.leaves() {
            let x = l.x[n as usize];
            assert!(
                x - half >= 0.0 && x + half <= l.width,
                "{x} ± {half} in {}",
                l.width
            );
        }
    }
}
