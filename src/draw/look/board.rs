//! A game position drawn inside a node: a 3 by 3 grid with its marks.

use crate::num::{tenths, Dec1};

/// A cell of the mini board in a leaf, and in an inner node, in pixels.
pub const LEAF_CELL: f32 = 9.0;
pub const INNER_CELL: f32 = 11.0;
/// The board's cells per side.
const SIDE: usize = 3;
/// Half a mark's size, as a share of its cell.
pub const MARK_SHARE: f32 = 0.3;

/// A mark in a cell, centred on the cell: X as two strokes, O as a ring
/// (`data-look="mini"`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// `class="mark-x"`: the path of the two strokes.
    X { d: String },
    /// `class="mark-o"`.
    O { cx: String, cy: String, r: String },
}

impl Mark {
    /// The mark `cell` (`X`, `O`, or none for anything else) centred on (cx, cy) in a cell of
    /// `size`.
    pub fn new(cell: u8, cx: f32, cy: f32, size: f32) -> Option<Mark> {
        let h = size * MARK_SHARE;
        match cell {
            b'X' => Some(Mark::X {
                d: format!(
                    "M{},{}L{},{}M{},{}L{},{}",
                    Dec1(cx - h),
                    Dec1(cy - h),
                    Dec1(cx + h),
                    Dec1(cy + h),
                    Dec1(cx + h),
                    Dec1(cy - h),
                    Dec1(cx - h),
                    Dec1(cy + h)
                ),
            }),
            b'O' => Some(Mark::O {
                cx: Dec1(cx).to_string(),
                cy: Dec1(cy).to_string(),
                r: Dec1(h).to_string(),
            }),
            _ => None,
        }
    }
}

/// The board in a node (`class="mini-board"`): its grid (`class="grid"`) and marks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MiniBoard {
    /// The grid's path: two lines down, two across.
    pub grid: String,
    /// The marks, cell by cell from the top left.
    pub marks: Vec<Mark>,
}

impl MiniBoard {
    /// The board `cells` centred on (cx, cy), in an inner node or a leaf.
    pub fn new(cells: [u8; 9], inner: bool, cx: f32, cy: f32) -> MiniBoard {
        let size = if inner { INNER_CELL } else { LEAF_CELL };
        let origin = -(SIDE as f32) / 2.0 * size;
        let ax = |dx: f32| tenths(cx + dx);
        let ay = |dy: f32| tenths(cy + dy);
        let (xa, xb, xo, xe) = (
            ax(origin + size),
            ax(origin + 2.0 * size),
            ax(origin),
            ax(-origin),
        );
        let (ya, yb, yo, ye) = (
            ay(origin + size),
            ay(origin + 2.0 * size),
            ay(origin),
            ay(-origin),
        );
        let grid = format!("M{xa},{yo}V{ye}M{xb},{yo}V{ye}M{xo},{ya}H{xe}M{xo},{yb}H{xe}");
        let marks = (0..SIDE * SIDE)
            .filter_map(|i| {
                let mx = cx + origin + (i % SIDE) as f32 * size + size / 2.0;
                let my = cy + origin + (i / SIDE) as f32 * size + size / 2.0;
                Mark::new(cells[i], mx, my, size)
            })
            .collect();
        MiniBoard { grid, marks }
    }
}
