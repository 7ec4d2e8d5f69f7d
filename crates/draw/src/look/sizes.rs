//! The sizes of a node's look, in pixels: its shape, rings, value, label, alpha and beta, cut
//! tag, badge and folded marker.

/// How far the halo, the flash ring and the selection ring reach beyond the node, in pixels.
pub const HALO_PAD: f32 = 10.0;
pub const FLASH_PAD: f32 = 14.0;
pub const SELECT_PAD: f32 = 7.0;
/// A Max node's corner radius.
pub const MAX_CORNER: f32 = 3.0;
/// A leaf's box: half its height, and its corner radius.
pub const LEAF_HALF_HEIGHT: f32 = 15.0;
pub const LEAF_CORNER: f32 = 7.0;
/// The value's baseline below the node's centre.
pub const VALUE_DROP: f32 = 6.0;
/// Beside a board: a leaf's value baseline below its centre...
pub const BOARD_LEAF_VALUE_DROP: f32 = 34.0;
/// ...and an inner node's value end left of the node, its baseline this much over the bottom.
pub const BESIDE_GAP: f32 = 5.0;
pub const BESIDE_RISE: f32 = 2.0;
/// Room beyond the node's size for alpha and beta (or a cut tag) beside it.
pub const ROOMY_EXTRA: f32 = 76.0;
/// Room beyond the node's size for its label.
pub const LABEL_ROOM_EXTRA: f32 = crate::layout::LABEL_LEAST;
/// The label's end left of the node, and its baseline below the node's top (on a narrow
/// layout, beside its middle, as the value's: clear of every edge).
pub const LABEL_GAP: f32 = crate::layout::LABEL_BESIDE;
pub const LABEL_DROP: f32 = 8.0;
/// Alpha and beta start this far right of the node...
pub const BOUNDS_GAP: f32 = 5.0;
/// ...inset in their background this much...
pub const BOUNDS_INSET: f32 = 2.0;
/// ...at these baselines from the centre.
pub const ALPHA_Y: f32 = -3.0;
pub const BETA_Y: f32 = 17.0;
/// The background of alpha and beta: its left before theirs, its top, size and corner.
pub const BOUNDS_BG_LEAD: f32 = 3.0;
pub const BOUNDS_BG_TOP: f32 = -19.0;
pub const BOUNDS_BG_WIDTH: f32 = 62.0;
pub const BOUNDS_BG_HEIGHT: f32 = 41.0;
pub const BOUNDS_BG_CORNER: f32 = 4.0;
/// A worksheet's blank for alpha or beta: the rule to write on, from this far right of the
/// name's start to this far, within the background's width.
pub const BLANK_FROM: f32 = 14.0;
pub const BLANK_TO: f32 = BOUNDS_BG_WIDTH - 2.0 * BOUNDS_BG_LEAD;
/// Where the row is crowded, the path's alpha and beta stand under their node, their
/// background's top this far below its bottom: beside it, the neighbour drawn next would cover
/// them.
pub const UNDER_GAP: f32 = 4.0;
/// A cut tag: its left at this share of the size right of the centre, its baseline above the
/// node's top, its box's top above the baseline, its size and corner.
pub const TAG_SHIFT: f32 = 0.3;
pub const TAG_RISE: f32 = 8.0;
pub const TAG_TOP: f32 = 17.0;
pub const TAG_WIDTH: f32 = 52.0;
/// The room left and right of a wider tag's text, together.
pub const TAG_PADDING: f32 = 8.0;
pub const TAG_HEIGHT: f32 = 22.0;
pub const TAG_CORNER: f32 = 4.0;
/// A badge: its centre at this share of the size right of the centre, above the node's top;
/// its radius and its text's baseline below its centre.
pub const BADGE_SHIFT: f32 = 0.7;
pub const BADGE_RISE: f32 = 6.0;
pub const BADGE_RADIUS: f32 = 11.0;
pub const BADGE_TEXT_DROP: f32 = 5.0;
/// The collapsed marker: its tip below the node, its half base beyond the node's size, its
/// height; its count starts this far right of the triangle, its baseline this far above the
/// base.
pub const MARKER_GAP: f32 = 4.0;
pub const MARKER_SPREAD: f32 = 6.0;
pub const MARKER_HEIGHT: f32 = 30.0;
pub const MARKER_TEXT_GAP: f32 = 4.0;
pub const MARKER_TEXT_RISE: f32 = 2.0;
