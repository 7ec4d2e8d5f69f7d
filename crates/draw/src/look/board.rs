//! A game position drawn inside a node: a 3 by 3 grid with its marks.

use num::{tenths, Dec1};
use std::fmt;

/// A cell of the mini board in a leaf, and in an inner node, in pixels.
pub const LEAF_CELL: f32 = 9.0;
pub const INNER_CELL: f32 = 11.0;
/// The board's cells per side.
const SIDE: usize = 3;
/// Half a mark's size, as a share of its cell.
pub const MARK_SHARE: f32 = 0.3;

/// A mark in a cell, centred on the cell: X as two strokes, O as a ring
/// (`data-look="mini"`). Its numbers are written with [`Dec1`] (`100.0`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Mark {
    /// `class="mark-x"`: two strokes across the box from (x1, y1) to (x2, y2); [`Mark::d`]
    /// writes their path.
    X { x1: f32, y1: f32, x2: f32, y2: f32 },
    /// `class="mark-o"`.
    O { cx: f32, cy: f32, r: f32 },
}

impl Mark {
    /// The mark `cell` (`X`, `O`, or none for anything else) centred on (cx, cy) in a cell of
    /// `size`.
    pub fn new(cell: u8, cx: f32, cy: f32, size: f32) -> Option<Mark> {
        let h = size * MARK_SHARE;
        match cell {
            b'X' => Some(Mark::X {
                x1: cx - h,
                y1: cy - h,
                x2: cx + h,
                y2: cy + h,
            }),
            b'O' => Some(Mark::O { cx, cy, r: h }),
            _ => None,
        }
    }

    /// An X's path (`d`): `M{x1},{y1}L{x2},{y2}M{x2},{y1}L{x1},{y2}`; none for an O.
    pub fn d(&self) -> Option<impl fmt::Display> {
        match *self {
            Mark::X { x1, y1, x2, y2 } => Some(XPath { x1, y1, x2, y2 }),
            Mark::O { .. } => None,
        }
    }
}

/// The path of an X's two strokes.
struct XPath {
    x1: f32,
    y1: f32,
    x2: f32,
    y2: f32,
}

impl fmt::Display for XPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (x1, y1, x2, y2) = (Dec1(self.x1), Dec1(self.y1), Dec1(self.x2), Dec1(self.y2));
        write!(f, "M{x1},{y1}L{x2},{y2}M{x2},{y1}L{x1},{y2}")
    }
}

/// The grid of a board: two lines down at `xs`, two across at `ys`, spanning `left` to `right`
/// and `top` to `bottom`. `Display` writes its path.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grid {
    pub xs: [f32; 2],
    pub ys: [f32; 2],
    pub left: f32,
    pub right: f32,
    pub top: f32,
    pub bottom: f32,
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [xa, xb] = self.xs.map(tenths);
        let [ya, yb] = self.ys.map(tenths);
        let [xo, xe, yo, ye] = [self.left, self.right, self.top, self.bottom].map(tenths);
        write!(
            f,
            "M{xa},{yo}V{ye}M{xb},{yo}V{ye}M{xo},{ya}H{xe}M{xo},{yb}H{xe}"
        )
    }
}

/// The board in a node (`class="mini-board"`): its grid (`class="grid"`) and marks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MiniBoard {
    /// The grid: two lines down, two across.
    pub grid: Grid,
    /// Each cell's mark, by cell from the top left.
    pub cells: [Option<Mark>; SIDE * SIDE],
}

impl MiniBoard {
    /// The board `cells` centred on (cx, cy), in an inner node or a leaf.
    pub fn new(cells: [u8; 9], inner: bool, cx: f32, cy: f32) -> MiniBoard {
        let size = if inner { INNER_CELL } else { LEAF_CELL };
        let origin = -(SIDE as f32) / 2.0 * size;
        let grid = Grid {
            xs: [cx + (origin + size), cx + (origin + 2.0 * size)],
            ys: [cy + (origin + size), cy + (origin + 2.0 * size)],
            left: cx + origin,
            right: cx + -origin,
            top: cy + origin,
            bottom: cy + -origin,
        };
        let marks = std::array::from_fn(|i| {
            let mx = cx + origin + (i % SIDE) as f32 * size + size / 2.0;
            let my = cy + origin + (i / SIDE) as f32 * size + size / 2.0;
            Mark::new(cells[i], mx, my, size)
        });
        MiniBoard { grid, cells: marks }
    }

    /// The marks, cell by cell from the top left.
    pub fn marks(&self) -> impl Iterator<Item = &Mark> {
        self.cells.iter().flatten()
    }
}
