//! Where each node is drawn, as textbooks draw trees: the root on top, one row per level,
//! leaves evenly spaced left to right (whatever their depth), each parent centred over its
//! first and last child. Computed once per tree shape; pure geometry, no drawing.

use super::tree::{NodeId, Tree};
use super::value::Value;

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

    /// Whether `node` lies inside a collapsed subtree (the collapsed node itself is drawn).
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
    /// bottom row, and the nodes inside it sit at its place (they are not drawn).
    pub fn with_collapsed(
        tree: &Tree,
        leaf_spacing: f32,
        level_height: f32,
        margin: f32,
        collapsed: &[bool],
    ) -> Layout {
        if !collapsed.iter().any(|&c| c) {
            return Layout::new(tree, leaf_spacing, level_height, margin);
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
            if tree.is_leaf(id) || is_collapsed(id) || Layout::hidden(tree, collapsed, id) {
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
            value_width: widest_value(tree),
            margin,
        }
    }

    /// Lays out `tree` with the given spacing and a margin around the drawing.
    pub fn new(tree: &Tree, leaf_spacing: f32, level_height: f32, margin: f32) -> Layout {
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
            value_width: widest_value(tree),
            margin,
        }
    }
}

/// The widths of a leaf value's characters as the page draws them (bold, 17 px), in pixels:
/// those of DejaVu Sans Bold (measured in Chromium: a digit 11.8, the minus sign 14.3, the point
/// 6.5), which is among the widest of the usual fonts, so that what fits with them fits in
/// the others.
const DIGIT_WIDTH: f32 = 11.9;
const MINUS_WIDTH: f32 = 14.3;
const POINT_WIDTH: f32 = 6.5;

/// The least gap between two values side by side on the bottom row, in pixels.
pub const VALUE_GAP: f32 = 8.0;

/// The most rows the leaves are staggered over.
pub const MAX_LEAF_ROWS: u32 = 3;

/// How wide `v` is drawn in a leaf, in pixels (see [`DIGIT_WIDTH`]).
pub fn value_width(v: Value) -> f32 {
    let (minus, digits, decimals) = v.written();
    let sign = if minus { MINUS_WIDTH } else { 0.0 };
    let point = if decimals > 0 { POINT_WIDTH } else { 0.0 };
    sign + point + (digits + u32::from(decimals)) as f32 * DIGIT_WIDTH
}

/// How wide `text` is drawn as a node's value, in pixels: digits and the point as in
/// [`value_width`]; the signs (minus, plus, less or greater than or equal, infinity), and any
/// other character, as wide as the minus sign (all measured 14.2 in Chromium).
pub fn text_width(text: &str) -> f32 {
    text.chars()
        .map(|c| match c {
            '0'..='9' => DIGIT_WIDTH,
            '.' => POINT_WIDTH,
            _ => MINUS_WIDTH,
        })
        .sum()
}

/// The widest leaf value of `tree` as drawn, in pixels (0 without values).
pub fn widest_value(tree: &Tree) -> f32 {
    tree.leaves()
        .iter()
        .filter_map(|&n| tree.value(n))
        .map(value_width)
        .fold(0.0, f32::max)
}

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
    /// whenever the spacing is at least [`least_spacing`]. Crowded rows (under 34 px between
    /// leaves) are staggered over at least two, so that the boxes do not form a solid band.
    pub rows: u32,
    /// Half the width of a leaf's box ([`leaf_half`]).
    pub half: f32,
}

impl LeafRow {
    pub fn new(spacing: f32, widest: f32) -> LeafRow {
        let need = widest + VALUE_GAP;
        let fewest = if spacing < 34.0 { 2 } else { 1 };
        let rows = (fewest..=MAX_LEAF_ROWS)
            .find(|&k| k as f32 * spacing >= need)
            .unwrap_or(MAX_LEAF_ROWS);
        let half = leaf_half(spacing, rows as f32 * spacing, widest);
        LeafRow { rows, half }
    }
}

/// Half the width of a leaf's box, with leaves `spacing` apart, `pitch` apart within a row,
/// and values up to `widest` pixels wide: 24 px where there is room (as wide as a Max node),
/// wider if the widest value needs it, narrower on a crowded row, and never under 8. Where
/// the pitch has room for the widest value and [`VALUE_GAP`], the value is inside the box.
pub fn leaf_half(spacing: f32, pitch: f32, widest: f32) -> f32 {
    (widest / 2.0 + 5.0)
        .max((spacing * 0.45).min(24.0))
        .min((pitch - 4.0) / 2.0)
        .max(8.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::parse;

    #[test]
    fn value_widths_as_drawn() {
        let w = |t: &str| value_width(Value::parse(t).unwrap());
        // Measured in Chromium (DejaVu Sans Bold, 17 px): 11.8, 26.1, 37.9, 49.7, 42.0, 30.1.
        for (text, measured) in [
            ("8", 11.8),
            ("-9", 26.1),
            ("-95", 37.9),
            ("-100", 49.7),
            ("4.99", 42.0),
            ("0.5", 30.1),
        ] {
            assert!(
                (w(text) - measured).abs() < 0.6,
                "{text}: {} vs {measured}",
                w(text)
            );
        }
        assert_eq!(Value::parse("-0.05").unwrap().written(), (true, 1, 2));
        // Measured in Chromium: "≤−4" 40.3, "≥12" 37.9, "+∞" 28.4.
        for (text, measured) in [("≤−4", 40.3), ("≥12", 37.9), ("+∞", 28.4)] {
            assert!((text_width(text) - measured).abs() < 0.6, "{text}");
        }
        // The width agrees with the text `Display` writes, character by character.
        for mantissa in [
            0i64,
            1,
            -1,
            9,
            10,
            -99,
            100,
            12345,
            -1_000_000,
            999_999_999_999,
        ] {
            for scale in [0u8, 1, 2, 5, 12] {
                let v = Value::new(mantissa, scale);
                let text = v.to_string();
                assert!((value_width(v) - text_width(&text)).abs() < 1e-3, "{text}");
            }
        }
        assert_eq!(Value::parse("123").unwrap().written(), (false, 3, 0));
        let t = parse("[[1,-95],[4.99,2]]").unwrap();
        assert!((widest_value(&t) - w("4.99")).abs() < 1e-3);
    }

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
}
