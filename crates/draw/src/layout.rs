//! Where each node is drawn, as textbooks draw trees: the root on top, one row per level,
//! leaves evenly spaced left to right (whatever their depth), each parent centred over its
//! first and last child. Computed once per tree shape; pure geometry, no drawing. Also the
//! page's spacing (level height, margin, leaf spacing for a window width) and how the bottom
//! row makes room for the leaf values ([`LeafRow`]).

use super::metrics::{text_width, widest_value, FIT_PAD, VALUE_LEAST_SHARE};
use super::prob::{EdgeProb, PROB_CLEAR, PROB_LOW_SHARE};
use search::{NodeId, Tree};

mod narrow;
use narrow::inner_apart;
pub use narrow::{BOUNDS_REACH, LABEL_BESIDE, LABEL_LEAST, NARROW_UP_TO, NARROW_VIEW};

/// Vertical distance between levels of the drawing, in CSS pixels.
pub const LEVEL_HEIGHT: f32 = 96.0;
/// Margin around the drawing.
pub const MARGIN: f32 = 30.0;

/// With game boards in the nodes, the room for what a node writes left of its board: its move
/// and its value (a bound such as `≤−1`), after a gap.
pub const BESIDE_ROOM: f32 = 46.0;

/// An inner node's half size is this share of the room beside it...
pub const RADIUS_SHARE: f32 = 0.42;
/// ...but never under this (pixels)...
pub const LEAST_RADIUS: f32 = 10.0;
/// ...nor over this: the size of a node with room around it...
pub const MOST_RADIUS: f32 = 22.0;
/// ...but in a tree with chance nodes, whose means and bounds (`≤−1.25`) are wider than its
/// leaves' values.
pub const CHANCE_MOST_RADIUS: f32 = 27.0;

/// The least leaf spacing when the nodes hold game boards: the leaves are then on one row
/// (their values, under the boards, leave no room for a second row between two levels), and
/// two neighbours are as far apart as the left one's half size (a leaf box is the widest), the
/// right one's half size and what it writes left of it, and a gap.
pub const BOARD_SPACING: f32 = ROOMY_HALF + MOST_RADIUS + BESIDE_ROOM + BOX_GAP;

/// The widest leaf spacing the page uses, however few the leaves.
pub const WIDEST_SPACING: f32 = 110.0;
/// The narrowest leaf spacing the page uses, however many the leaves.
pub const NARROWEST_SPACING: f32 = 18.0;

/// The leaf spacing that fits `leaves` leaves into `width` pixels, within readable bounds:
/// at most [`WIDEST_SPACING`], and at least [`NARROWEST_SPACING`] or what keeps values `widest`
/// pixels wide apart on the staggered bottom row ([`least_spacing`]), whichever is more. With
/// game `boards` in the nodes, at least [`BOARD_SPACING`] and what keeps values apart on one
/// row.
pub fn leaf_spacing(width: f32, leaves: usize, widest: f32, boards: bool) -> f32 {
    let fit = (width - 2.0 * MARGIN) / leaves.max(1) as f32;
    let least = if boards {
        BOARD_SPACING.max(widest + VALUE_GAP)
    } else {
        least_spacing(widest).max(NARROWEST_SPACING)
    };
    fit.min(WIDEST_SPACING).max(least)
}

/// The least leaf spacing at which the probabilities written over a chance node's leaves
/// (centred on their edges, low: [`EdgeLook`](super::EdgeLook)) do not touch; 0 without
/// chance nodes.
pub fn prob_spacing(tree: &Tree) -> f32 {
    let widest = (0..tree.len() as NodeId)
        .filter_map(|n| EdgeProb::of(tree, n))
        .map(|p| super::metrics::prob_width(&p))
        .fold(0.0, f32::max);
    if widest > 0.0 {
        (widest + 2.0 * PROB_CLEAR) / PROB_LOW_SHARE
    } else {
        0.0
    }
}

/// The least leaf spacing at which the values drawn on the inner nodes of one level stand
/// apart: a bound such as `≥−26` is the widest leaf value and its sign, which a crowded row
/// draws narrower, to no less than [`VALUE_LEAST_SHARE`] of it. Inner nodes can stand as close
/// as leaves (over neighbouring leaves, each with one child, as in a game's search), and their
/// values are not staggered as the bottom row's are. 0 when no two come closer than that.
pub fn inner_spacing(tree: &Tree, collapsed: &[bool], widest: f32) -> f32 {
    let hidden = Layout::hidden_all(tree, collapsed);
    inner_spacing_folded(tree, (collapsed, &hidden), widest)
}

/// The least leaf spacing on a narrow view ([`NARROW_VIEW`]): the leaves on one row, and the
/// inner nodes as far apart as [`inner_apart`] says.
fn narrow_spacing(tree: &Tree, folds: (&[bool], &[bool]), widest: f32) -> f32 {
    let most = if tree.has_chance() {
        CHANCE_MOST_RADIUS
    } else {
        MOST_RADIUS
    };
    let need = inner_apart(tree, most);
    let one_row = CROWDED_SPACING.max(widest + VALUE_GAP);
    one_row.max(least_apart(tree, folds, widest, |_| need))
}

/// [`inner_spacing`], given what the folds hide ([`Layout::hidden_all`]).
fn inner_spacing_folded(tree: &Tree, folds: (&[bool], &[bool]), widest: f32) -> f32 {
    let inner = (widest + text_width("≥")) * VALUE_LEAST_SHARE + FIT_PAD;
    let width = |leaf: bool| if leaf { widest + VALUE_GAP } else { inner };
    least_apart(tree, folds, widest, width)
}

/// The least leaf spacing at which any two neighbours on one level, not both leaves, stand
/// apart by half of what each needs (`width`, of a leaf or not); 0 when no two are that close.
fn least_apart(
    tree: &Tree,
    (collapsed, hidden): (&[bool], &[bool]),
    widest: f32,
    width: impl Fn(bool) -> f32,
) -> f32 {
    // Positions in places of the bottom row (spacing 1): every distance scales with it.
    let places = Layout::placed(tree, 1.0, LEVEL_HEIGHT, 0.0, (collapsed, hidden), widest);
    let mut last: Vec<Option<(f32, bool)>> = vec![None; usize::from(tree.height()) + 1];
    let mut least = 0.0f32;
    for id in 0..tree.len() as NodeId {
        if hidden[id as usize] {
            continue;
        }
        let leaf = tree.is_leaf(id);
        let x = places.x[id as usize];
        let depth = usize::from(tree.depth(id));
        if let Some(Some((before, was_leaf))) = last.get(depth).copied() {
            // Two leaves: the bottom row's own spacing keeps them apart.
            if !(leaf && was_leaf) && x > before {
                let needed = (width(leaf) + width(was_leaf)) / 2.0;
                least = least.max(needed / (x - before));
            }
        }
        if let Some(slot) = last.get_mut(depth) {
            *slot = Some((x, leaf));
        }
    }
    least
}

/// The least room between a leaf's box and the drawing's edge, in pixels.
pub const EDGE_GAP: f32 = 4.0;

/// The page's layout of `tree` in a window `view_width` pixels wide, with the subtrees
/// `collapsed` folded and game `boards` in the nodes or not.
pub fn layout_for(tree: &Tree, view_width: f32, collapsed: &[bool], boards: bool) -> Layout {
    layout_with_levels(tree, view_width, collapsed, boards, LEVEL_HEIGHT, true)
}

/// How much farther apart the levels of a tree with chance nodes are: between a chance node and
/// its children, room for each child's probability on its edge above the cut tags the
/// children's row may draw (`look::edge`).
pub const CHANCE_LEVEL_EXTRA: f32 = 24.0;

/// The distance between `tree`'s levels, asked to be `level_height`: more with chance nodes
/// ([`CHANCE_LEVEL_EXTRA`]).
pub fn levels_for(tree: &Tree, level_height: f32) -> f32 {
    if tree.has_chance() {
        level_height + CHANCE_LEVEL_EXTRA
    } else {
        level_height
    }
}

/// [`layout_for`] with the levels `level_height` apart (presenting stretches them to fill a
/// tall screen: [`level_to_fill`]), and on a narrow view laid out to be read as it is (the
/// page's own view, `readable`) or to be fitted to it (presenting's).
pub fn layout_with_levels(
    tree: &Tree,
    view_width: f32,
    collapsed: &[bool],
    boards: bool,
    level_height: f32,
    readable: bool,
) -> Layout {
    let level_height = levels_for(tree, level_height);
    let slots = Layout::slots(tree, collapsed);
    let widest = widest_value(tree);
    let hidden = Layout::hidden_all(tree, collapsed);
    let folds = (collapsed, hidden.as_slice());
    let spacing = leaf_spacing(view_width, slots, widest, boards);
    let spacing = spacing
        .max(prob_spacing(tree))
        .max(inner_spacing_folded(tree, folds, widest));
    let narrow = readable && view_width < NARROW_VIEW && !boards && slots <= NARROW_UP_TO;
    let spacing = match narrow {
        true => spacing.max(narrow_spacing(tree, folds, widest)),
        false => spacing,
    };
    // A leaf's box can be wider than its place (staggered rows, very wide values): the margin
    // keeps the first and last boxes inside the drawing.
    let half = LeafRow::new(spacing, widest).half;
    let margin = MARGIN.max(half - spacing / 2.0 + EDGE_GAP);
    Layout {
        narrow,
        ..Layout::placed(tree, spacing, level_height, margin, folds, widest)
    }
}

/// Node positions in drawing units.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// Centre of each node, by id.
    pub x: Vec<f32>,
    pub y: Vec<f32>,
    /// Size of the whole drawing.
    pub width: f32,
    pub height: f32,
    /// The horizontal distance between neighbouring leaves.
    pub leaf_spacing: f32,
    /// The vertical distance between levels.
    pub level_height: f32,
    /// The widest leaf value as drawn, in pixels ([`widest_value`]): the bottom row makes room
    /// for it ([`LeafRow`]).
    pub value_width: f32,
    /// The margin around the drawing: the first place on the bottom row starts there.
    pub margin: f32,
    /// Laid out for a narrow view ([`NARROW_VIEW`]): every node's label and alpha and beta
    /// beside it, and its cut tag clear of the edge into it.
    pub narrow: bool,
}

impl Layout {
    /// The place on the bottom row of node `i` if it is a leaf or a collapsed node (0 for the
    /// leftmost; a node inside a collapsed subtree gives its marker's place), read off its
    /// position: places are `leaf_spacing` apart from the margin.
    pub fn place(&self, i: usize) -> usize {
        let x = self.x.get(i).copied().unwrap_or(0.0);
        // Half a place from the edge of its place: rounding noise cannot cross a boundary.
        ((x - self.margin) / self.leaf_spacing).floor().max(0.0) as usize
    }

    /// Places on the bottom row: leaves, and collapsed nodes, outside collapsed subtrees.
    pub fn slots(tree: &Tree, collapsed: &[bool]) -> usize {
        let mut count = 0;
        let mut n: NodeId = 0;
        while (n as usize) < tree.len() {
            if collapsed.get(n as usize).copied().unwrap_or(false) {
                count += 1;
                n = tree.end(n);
            } else {
                if tree.is_leaf(n) {
                    count += 1;
                }
                n += 1;
            }
        }
        count
    }

    /// For every node, whether it lies inside a collapsed subtree: one pass in preorder.
    pub fn hidden_all(tree: &Tree, collapsed: &[bool]) -> Vec<bool> {
        let mut hidden = vec![false; tree.len()];
        for n in 0..tree.len() as NodeId {
            if collapsed.get(n as usize).copied().unwrap_or(false) && !hidden[n as usize] {
                for inner in n + 1..tree.end(n) {
                    hidden[inner as usize] = true;
                }
            }
        }
        hidden
    }

    /// Whether `node` lies inside a collapsed subtree (the collapsed node itself is drawn): an
    /// ancestor walk, what the tests check [`Layout::hidden_all`] against.
    #[cfg(test)]
    pub fn hidden(tree: &Tree, collapsed: &[bool], node: NodeId) -> bool {
        let mut p = tree.parent(node);
        while let Some(a) = p {
            if collapsed.get(a as usize).copied().unwrap_or(false) {
                return true;
            }
            p = tree.parent(a);
        }
        false
    }

    /// Lays out `tree` with some subtrees collapsed: a collapsed node takes one place on the
    /// bottom row, and the nodes inside it sit at its place (they are not drawn). For tests:
    /// the page lays out through [`layout_with_levels`], which works out the folds once.
    #[cfg(test)]
    pub fn with_collapsed(
        tree: &Tree,
        leaf_spacing: f32,
        level_height: f32,
        margin: f32,
        collapsed: &[bool],
    ) -> Layout {
        let hidden = Layout::hidden_all(tree, collapsed);
        let folds = (collapsed, hidden.as_slice());
        Layout::placed(
            tree,
            leaf_spacing,
            level_height,
            margin,
            folds,
            widest_value(tree),
        )
    }

    /// Lays out `tree` with the subtrees `collapsed` folded (a collapsed node takes one place
    /// on the bottom row, the nodes inside it sit at its place), given what the folds hide
    /// ([`Layout::hidden_all`]) and the widest leaf value ([`widest_value`]), which a big
    /// tree's layout would otherwise work out more than once.
    fn placed(
        tree: &Tree,
        leaf_spacing: f32,
        level_height: f32,
        margin: f32,
        (collapsed, hidden): (&[bool], &[bool]),
        widest: f32,
    ) -> Layout {
        if !collapsed.iter().any(|&c| c) {
            return Layout {
                value_width: widest,
                ..Layout::new_unmeasured(tree, leaf_spacing, level_height, margin)
            };
        }
        let n = tree.len();
        let mut x = vec![0f32; n];
        let mut y = vec![0f32; n];
        let is_collapsed = |id: NodeId| collapsed.get(id as usize).copied().unwrap_or(false);
        // Places, left to right, in preorder.
        let mut slot = 0usize;
        let mut deepest = 0u16;
        let mut id: NodeId = 0;
        while (id as usize) < n {
            let i = id as usize;
            y[i] = margin + f32::from(tree.depth(id)) * level_height;
            deepest = deepest.max(tree.depth(id));
            if is_collapsed(id) || tree.is_leaf(id) {
                x[i] = margin + (slot as f32 + 0.5) * leaf_spacing;
                slot += 1;
                if is_collapsed(id) {
                    for inner in id + 1..tree.end(id) {
                        x[inner as usize] = x[i];
                        y[inner as usize] = y[i];
                    }
                }
                id = tree.end(id);
            } else {
                id += 1;
            }
        }
        for id in (0..n as NodeId).rev() {
            let i = id as usize;
            if tree.is_leaf(id) || is_collapsed(id) || hidden[i] {
                continue;
            }
            let first = id + 1;
            let last = tree.children(id).last().unwrap_or(first);
            x[i] = (x[first as usize] + x[last as usize]) / 2.0;
        }
        Layout {
            x,
            y,
            width: 2.0 * margin + slot as f32 * leaf_spacing,
            height: 2.0 * margin + f32::from(deepest) * level_height,
            leaf_spacing,
            level_height,
            value_width: widest,
            margin,
            narrow: false,
        }
    }

    /// Lays out `tree` with the given spacing and a margin around the drawing.
    pub fn new(tree: &Tree, leaf_spacing: f32, level_height: f32, margin: f32) -> Layout {
        Layout {
            value_width: widest_value(tree),
            ..Layout::new_unmeasured(tree, leaf_spacing, level_height, margin)
        }
    }

    /// [`Layout::new`] with its `value_width` left 0, for the caller to set.
    fn new_unmeasured(tree: &Tree, leaf_spacing: f32, level_height: f32, margin: f32) -> Layout {
        let n = tree.len();
        let mut x = vec![0f32; n];
        let mut y = vec![0f32; n];
        // Children have larger ids than their parent: a reverse sweep sees children first.
        for id in (0..n as NodeId).rev() {
            let i = id as usize;
            y[i] = margin + f32::from(tree.depth(id)) * level_height;
            if let Some(k) = tree.leaf_index(id) {
                x[i] = margin + (k as f32 + 0.5) * leaf_spacing;
            } else {
                let first = id + 1;
                let last = tree.children(id).last().unwrap_or(first);
                x[i] = (x[first as usize] + x[last as usize]) / 2.0;
            }
        }
        Layout {
            x,
            y,
            width: 2.0 * margin + tree.leaves().len() as f32 * leaf_spacing,
            height: 2.0 * margin + f32::from(tree.height()) * level_height,
            leaf_spacing,
            level_height,
            value_width: 0.0,
            margin,
            narrow: false,
        }
    }
}

/// The least gap between two values side by side on the bottom row, in pixels.
pub const VALUE_GAP: f32 = 8.0;

/// The most rows the leaves are staggered over.
pub const MAX_LEAF_ROWS: u32 = 3;

/// The least leaf spacing at which values `widest` pixels wide do not touch, staggered over
/// the most rows.
pub fn least_spacing(widest: f32) -> f32 {
    (widest + VALUE_GAP) / MAX_LEAF_ROWS as f32
}

/// How the leaves sit on the bottom row when neighbouring leaves are `spacing` apart and the
/// widest value is `widest` pixels wide.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LeafRow {
    /// On one row, or staggered over 2 or 3 (leaf `k` sits `k % rows` rows down): neighbours
    /// in a row are then `rows * spacing` apart, which is room for the widest value and a gap
    /// whenever the spacing is at least [`least_spacing`]. Crowded rows (under
    /// [`CROWDED_SPACING`] between leaves) are staggered over at least two, so that the boxes
    /// do not form a solid band.
    pub rows: u32,
    /// Half the width of a leaf's box ([`leaf_half`]).
    pub half: f32,
}

impl LeafRow {
    pub fn new(spacing: f32, widest: f32) -> LeafRow {
        let need = widest + VALUE_GAP;
        let fewest = if spacing < CROWDED_SPACING { 2 } else { 1 };
        let rows = (fewest..=MAX_LEAF_ROWS)
            .find(|&k| k as f32 * spacing >= need)
            .unwrap_or(MAX_LEAF_ROWS);
        let half = leaf_half(spacing, rows as f32 * spacing, widest);
        LeafRow { rows, half }
    }
}

/// Leaves closer than this (in pixels) are staggered over at least two rows.
pub const CROWDED_SPACING: f32 = 34.0;
/// The room a leaf's box leaves on each side of its value, in pixels.
pub const VALUE_PAD: f32 = 5.0;
/// The share of the spacing half a leaf's box takes where the value leaves it free.
pub const HALF_SHARE: f32 = 0.45;
/// Half a leaf's box where there is room: as wide as a Max node.
pub const ROOMY_HALF: f32 = 24.0;
/// The least gap between two leaf boxes in a row, in pixels.
pub const BOX_GAP: f32 = 4.0;
/// Half a leaf's box is never narrower than this.
pub const LEAST_HALF: f32 = 8.0;

/// Half the width of a leaf's box, with leaves `spacing` apart, `pitch` apart within a row,
/// and values up to `widest` pixels wide: [`ROOMY_HALF`] where there is room, wider if the
/// widest value needs it, narrower on a crowded row, and never under [`LEAST_HALF`]. Where
/// the pitch has room for the widest value and [`VALUE_GAP`], the value is inside the box.
pub fn leaf_half(spacing: f32, pitch: f32, widest: f32) -> f32 {
    (widest / 2.0 + VALUE_PAD)
        .max((spacing * HALF_SHARE).min(ROOMY_HALF))
        .min((pitch - BOX_GAP) / 2.0)
        .max(LEAST_HALF)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 30: inner nodes over neighbouring leaves (one child each, as in a game's search)
    /// are set as far apart as their values need, narrowed as a crowded row draws them; a
    /// binary tree's are not moved by it.
    #[test]
    fn inner_values_on_one_level_stand_apart() {
        let chain = search::parse("[[[-26]],[[-24]],[[-20]],[[-12]]]").unwrap();
        let widest = widest_value(&chain);
        let least = inner_spacing(&chain, &[], widest);
        let l = layout_for(&chain, 200.0, &[], false);
        assert!(
            l.leaf_spacing >= least && least > NARROWEST_SPACING,
            "{least}"
        );
        let binary = search::parse("[[[1,2],[3,4]],[[5,6],[7,8]]]").unwrap();
        assert!(inner_spacing(&binary, &[], widest_value(&binary)) < NARROWEST_SPACING);
    }
    use crate::metrics::value_width;
    use search::{parse, Value};

    #[test]
    fn leaf_rows_keep_values_apart() {
        // Whatever the spacing (at least the least one) and the widest value, neighbours in a
        // row are far enough apart for two values and the gap, boxes do not touch, and each
        // value is inside its box (a value wider than 48 px too, on a roomy row).
        for widest in [0.0, 11.9, 26.2, 38.1, 42.0, 50.0, 120.0, 500.0] {
            for spacing in [18.0, 18.75, 20.0, 25.0, 33.9, 34.0, 40.0, 64.0, 110.0] {
                let spacing = f32::max(spacing, least_spacing(widest));
                let row = LeafRow::new(spacing, widest);
                let pitch = row.rows as f32 * spacing;
                assert!((1..=MAX_LEAF_ROWS).contains(&row.rows));
                assert!(
                    pitch + 1e-3 >= widest + VALUE_GAP,
                    "{widest} at {spacing}: {row:?}"
                );
                assert!(2.0 * row.half <= pitch - 4.0 + 1e-3 || row.half == 8.0);
                // The value is inside its box, and the box no wider than it needs to be.
                assert!(2.0 * row.half >= widest, "{widest} at {spacing}: {row:?}");
                assert!(row.half >= 8.0 && row.half <= f32::max(24.0, widest / 2.0 + 5.0));
            }
        }
        // As before for small values: two rows under 34 px, one from 34 up.
        assert_eq!(LeafRow::new(18.0, 11.9).rows, 2);
        assert_eq!(LeafRow::new(40.0, 26.2).rows, 1);
        // Two-digit negative values at the least default spacing: three rows, boxes that hold
        // the value.
        let crowded = LeafRow::new(18.0, 38.1);
        assert_eq!(crowded.rows, 3);
        assert!(2.0 * crowded.half >= 38.1);
    }

    #[test]
    fn parents_centred_leaves_even() {
        let t = parse("[[1,2],3,[4,[5,6]]]").unwrap();
        let l = Layout::new(&t, 10.0, 50.0, 5.0);
        let leaf_x: Vec<f32> = t.leaves().iter().map(|&n| l.x[n as usize]).collect();
        assert_eq!(leaf_x, vec![10.0, 20.0, 30.0, 40.0, 50.0, 60.0]);
        for (k, &n) in t.leaves().iter().enumerate() {
            assert_eq!(l.place(n as usize), k);
        }
        // [1,2] is centred over 1 and 2; the root over its first and last child.
        assert_eq!(l.x[1], 15.0);
        let last = t.children(0).last().unwrap();
        assert_eq!(l.x[0], (l.x[1] + l.x[last as usize]) / 2.0);
        assert_eq!(l.y[0], 5.0);
        assert_eq!(l.height, 10.0 + 3.0 * 50.0);
        assert_eq!(l.width, 70.0);
    }

    #[test]
    fn a_collapsed_subtree_takes_one_place() {
        let t = parse("[[1,2],3,[4,[5,6]]]").unwrap();
        let mut c = vec![false; t.len()];
        c[1] = true; // [1,2]
        assert_eq!(Layout::slots(&t, &c), 5);
        let l = Layout::with_collapsed(&t, 10.0, 50.0, 5.0, &c);
        // Places: a collapsed node takes one, the leaves after it follow on.
        let places: Vec<usize> = (0..t.len())
            .filter(|&i| t.is_leaf(i as NodeId) || c[i])
            .filter(|&i| !Layout::hidden(&t, &c, i as NodeId))
            .map(|i| l.place(i))
            .collect();
        assert_eq!(places, (0..Layout::slots(&t, &c)).collect::<Vec<_>>());
        assert_eq!(l.x[1], 10.0);
        assert_eq!(l.x[2], 10.0); // inside: at the marker
        assert!(Layout::hidden(&t, &c, 2));
        assert_eq!(
            Layout::hidden_all(&t, &c),
            (0..t.len() as NodeId)
                .map(|n| Layout::hidden(&t, &c, n))
                .collect::<Vec<_>>()
        );
        assert!(!Layout::hidden(&t, &c, 1));
        assert_eq!(l.width, 60.0);
    }

    #[test]
    fn spacing_fits_64_leaves_into_a_projector_window() {
        // Values up to three characters ("-95") still let 64 leaves fit.
        let three = value_width(Value::int(-95));
        assert!(leaf_spacing(1280.0, 64, three, false) * 64.0 + 2.0 * MARGIN <= 1280.0 + 1.0);
        assert_eq!(leaf_spacing(1280.0, 8, three, false), 110.0);
        assert_eq!(leaf_spacing(1280.0, 1000, three, false), 18.0);
        // Wider values widen the row rather than overlap; no width panics.
        let wide = value_width(Value::parse("-123456.789").unwrap());
        assert!(leaf_spacing(1280.0, 1000, wide, false) * 3.0 >= wide + VALUE_GAP);
        assert_eq!(leaf_spacing(1280.0, 1000, f32::MAX, false), f32::MAX / 3.0);
        // Very wide values on a crowded row: the boxes are wider than a place, and the margin
        // keeps the first and the last inside the drawing.
        let t = parse(&format!("[{}]", vec!["-1234567"; 200].join(","))).unwrap();
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

    #[test]
    fn boards_put_the_leaves_on_one_row() {
        let t = parse("[[1,-95],[4.99,2]]").unwrap();
        let l = layout_for(&t, 200.0, &vec![false; t.len()], true);
        assert!(l.leaf_spacing >= BOARD_SPACING);
        assert_eq!(LeafRow::new(l.leaf_spacing, l.value_width).rows, 1);
        assert_eq!(l.level_height, LEVEL_HEIGHT);
    }
}
