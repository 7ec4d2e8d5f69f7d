//! The zoom: its steps, Fit and the scales a tree opens and is presented at, and the levels set
//! apart to fill the screen while presenting. A zoom belongs to the tree it was set on: a new
//! tree opens at the default scale (laid out for the view's width; the page then fits one that
//! overflows, `Zoom::Opened`), and Undo back to another tree shows it at the scale it had.

use super::View;
use draw::{drawn_height, fit_on_open, fit_scale, level_to_fill, OPEN_LEAST};
use search::Tree;

/// The zoom steps of the drawing: − and + move to the next one from any scale; the first and
/// the last are the least and the most scale.
pub const ZOOMS: [f32; 9] = [0.25, 0.35, 0.5, 0.7, 1.0, 1.4, 2.0, 2.8, 4.0];
/// The least scale while presenting: the drawing's 16 px text at 24 px, readable from the back
/// of a room.
pub const PRESENT_LEAST: f32 = 1.5;
/// The least scale while presenting with the pseudocode beside the tree: the drawing's text as
/// large as the page's, where the screen is too small for both at [`PRESENT_LEAST`].
pub const PRESENT_CODE_LEAST: f32 = 1.0;
/// The most scale while presenting: a small tree on a wall-sized screen.
pub const PRESENT_MOST: f32 = 4.0;
/// Presenting, the levels drawn from this many times as far apart as on the page (closer, on a
/// low screen, room for the cut marks on the edges stays)...
const PRESENT_STRETCH_LEAST: f32 = 0.7;
/// ...to this many (further apart, on a tall one).
const PRESENT_STRETCH_MOST: f32 = 2.5;
/// Level heights closer than this, in CSS pixels, are the same: no new layout for them.
const SAME_LEVEL: f32 = 1.0;
/// The least scale at which the drawing's text can still be read: a game's search opens at
/// least this large ([`Zoom::Readable`]).
pub const READABLE_LEAST: f32 = 0.7;
/// The scale a page starts with.
pub const DEFAULT_SCALE: f32 = 1.0;
/// "Fit" enlarges a small tree at most this much: beyond, a few nodes fill the screen.
pub const FIT_MOST: f32 = 2.0;
/// "Fit" makes a big tree at most this small, below the least zoom step (a 500-leaf tree drawn
/// whole fits a phone): below it, nodes cannot be told apart.
pub const FIT_LEAST_SCALE: f32 = 0.05;
/// Scales closer than this share are the same: the next zoom step is beyond it.
const SAME_SCALE: f32 = 0.01;

/// A change of zoom.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Zoom {
    In,
    Out,
    /// The whole drawing into the visible box, `width` by `height` CSS pixels (measured by
    /// the page), at most [`FIT_MOST`].
    Fit {
        width: f32,
        height: f32,
    },
    /// As [`Zoom::Fit`], but never below [`READABLE_LEAST`] nor above 100%: a game's search
    /// opens so, as large as fits while its text can be read.
    Readable {
        width: f32,
        height: f32,
    },
    /// A tree opened into a box `width` by `height`: fitted, as [`Zoom::Fit`] would but never
    /// enlarged, when it does not fit and its text stays readable ([`draw::OPEN_LEAST`]).
    Opened {
        width: f32,
        height: f32,
    },
}

impl View {
    /// A scale kept from an earlier visit, within the least Fit gives and the largest zoom.
    pub(crate) fn set_scale(&mut self, scale: f32) {
        if scale.is_finite() {
            self.scale = scale.max(FIT_LEAST_SCALE).min(ZOOMS[ZOOMS.len() - 1]);
        }
    }

    /// The zoom the tree shown now had (`scale`), or for a new tree the default: while
    /// presenting, the scale to go back to when presenting stops (the screen keeps its fit).
    pub(crate) fn zoom_of_tree(&mut self, scale: f32) {
        match &mut self.present {
            Some(before) => *before = scale,
            None => self.set_scale(scale),
        }
    }

    /// A new tree opens at the default zoom, not the previous tree's.
    pub(crate) fn zoom_new(&mut self) {
        self.zoom_of_tree(DEFAULT_SCALE);
    }

    /// The scale the tree shown has: presenting, the one it has on the page.
    pub(crate) fn own_scale(&self) -> f32 {
        self.present.unwrap_or(self.scale)
    }

    pub(crate) fn zoom_to(&mut self, tree: &Tree, zoom: Zoom, boards: bool) -> bool {
        let mut laid_out = false;
        // Presenting, the drawing fills the screen's height as well as its width.
        if let (Zoom::Fit { width, height }, true) = (zoom, self.present()) {
            laid_out = self.stretch(tree, (width, height), boards);
        }
        let size = (self.layout.width, drawn_height(&self.layout));
        let s = match zoom {
            Zoom::In => next_zoom(self.scale, true).unwrap_or(self.scale),
            Zoom::Out => next_zoom(self.scale, false).unwrap_or(self.scale),
            Zoom::Fit { width, height } => {
                let (least, most) = if self.present() {
                    let code = self.present_code;
                    let least = if code {
                        PRESENT_CODE_LEAST
                    } else {
                        PRESENT_LEAST
                    };
                    (least, PRESENT_MOST)
                } else {
                    (FIT_LEAST_SCALE, FIT_MOST)
                };
                fit_scale(size, (width, height), least, most)
            }
            Zoom::Readable { width, height } => {
                fit_scale(size, (width, height), READABLE_LEAST, DEFAULT_SCALE)
            }
            Zoom::Opened { width, height } => {
                fit_on_open(size, (width, height), self.scale, OPEN_LEAST)
            }
        };
        std::mem::replace(&mut self.scale, s) != s || laid_out
    }

    /// The levels set apart to fill `room` ([`level_to_fill`]); whether laid out again.
    fn stretch(&mut self, tree: &Tree, room: (f32, f32), boards: bool) -> bool {
        let stretch = (PRESENT_STRETCH_LEAST, PRESENT_STRETCH_MOST);
        let level = level_to_fill(&self.layout, room, stretch);
        self.set_level_height(tree, level, boards)
    }

    pub(crate) fn set_level_height(&mut self, tree: &Tree, level: f32, boards: bool) -> bool {
        if (level - self.level_height).abs() < SAME_LEVEL {
            return false;
        }
        self.level_height = level;
        self.lay_out(tree, boards);
        true
    }
}

/// The next zoom step up (`up`) or down from `scale`, if any.
pub fn next_zoom(scale: f32, up: bool) -> Option<f32> {
    if up {
        ZOOMS
            .iter()
            .copied()
            .find(|&z| z > scale * (1.0 + SAME_SCALE))
    } else {
        ZOOMS
            .iter()
            .rev()
            .copied()
            .find(|&z| z < scale * (1.0 - SAME_SCALE))
    }
}
