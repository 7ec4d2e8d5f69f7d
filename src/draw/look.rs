//! What a node and an edge of the drawing look like at a step, as values: every attribute,
//! coordinate and text the page draws, computed from plain facts ([`NodeFacts`],
//! [`EdgeFacts`]) and the [`Geometry`]. The Yew side only turns a look into elements, and
//! draws a part again only when its look changed (`PartialEq`).
//!
//! Coordinates are in the drawing's own pixels (no `transform` per node), written with
//! [`tenths`]. A node is drawn, bottom to top: flash ring, halo, selection ring, collapsed
//! marker, shape, mini board, value, label, alpha and beta (over a background on the path),
//! cut tag.

mod board;
mod edge;
mod parts;
#[cfg(test)]
mod tests;

pub use board::{Mark, MiniBoard};
pub use edge::{EdgeFacts, EdgeLook, EdgeState};
pub use parts::{Bounds, CutTag, Marker, NodeData, Rect, Ring, Shape, Text, ValueText};

use super::geometry::Geometry;
use super::metrics::text_width;
use crate::engine::{NodeId, NodeState, Score, Status, Value, ValueTable};
use crate::num::tenths;
use std::rc::Rc;

/// What a node is, for drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Max,
    Min,
    Leaf,
}

impl Kind {
    /// A leaf, or an inner node where the searching side maximises (`max`) or not.
    pub fn new(leaf: bool, max: bool) -> Kind {
        match (leaf, max) {
            (true, _) => Kind::Leaf,
            (false, true) => Kind::Max,
            (false, false) => Kind::Min,
        }
    }

    /// The `data-kind` word, also the first word of the look.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Max => "max",
            Kind::Min => "min",
            Kind::Leaf => "leaf",
        }
    }
}

/// A highlight after an edit: a cutoff appeared (`Cut`) or vanished (`Uncut`) here. The flag
/// alternates with each edit so the animation starts again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flash {
    None,
    Cut(bool),
    Uncut(bool),
}

impl Flash {
    /// The word of the look that starts the animation, if any.
    pub fn word(self) -> Option<&'static str> {
        match self {
            Flash::None => None,
            Flash::Cut(a) => Some(if a { "flash-cut-a" } else { "flash-cut-b" }),
            Flash::Uncut(a) => Some(if a { "flash-uncut-a" } else { "flash-uncut-b" }),
        }
    }
}

/// Everything about a node at a step that its look depends on, read from the page's state.
#[derive(Clone, Debug)]
pub struct NodeFacts<'a> {
    pub kind: Kind,
    /// The node's state at the step shown.
    pub state: NodeState,
    /// The trace's table, to show the state's scores.
    pub table: &'a ValueTable,
    /// The node's label (as the tree names it).
    pub label: Rc<str>,
    /// A leaf's value.
    pub leaf_value: Option<Value>,
    /// The search is alpha-beta (alpha and beta are shown).
    pub pruning: bool,
    /// The search is in negamax form (every inner node maximises).
    pub negamax: bool,
    pub selected: bool,
    /// Below the depth limit.
    pub beyond: bool,
    /// Marked as skipped (the "show what is skipped" option).
    pub marked: bool,
    /// How many nodes are folded under this one, if it is collapsed.
    pub collapsed: Option<usize>,
    /// The game position in the node (tic-tac-toe cells: `X`, `O` or anything else).
    pub board: Option<[u8; 9]>,
    /// The highlight of the last edit.
    pub flash: Flash,
    /// A leaf's number, left to right.
    pub leaf_index: Option<usize>,
}

/// Everything a node draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeLook {
    pub data: NodeData,
    /// The look's words (`data-look`), matched by the style sheet as words.
    pub look: String,
    pub aria_label: String,
    pub shape: Shape,
    pub halo: Option<Ring>,
    pub flash_ring: Option<Ring>,
    pub select_ring: Option<Ring>,
    pub marker: Option<Marker>,
    pub value: Option<ValueText>,
    pub board: Option<MiniBoard>,
    pub label: Option<Text>,
    pub bounds: Option<Bounds>,
    pub cut_tag: Option<CutTag>,
    /// The cut tag's `<title>`.
    pub cut_title: Option<String>,
}

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
/// An inner node's value is narrowed to its room less this...
pub const FIT_PAD: f32 = 4.0;
/// ...but to no less than this share of its width.
pub const FIT_LEAST: f32 = 0.6;
/// Room beyond the node's size for alpha and beta (or a cut tag) beside it.
pub const ROOMY_EXTRA: f32 = 76.0;
/// Room beyond the node's size for its label.
pub const LABEL_ROOM_EXTRA: f32 = 14.0;
/// The label's end left of the node, and its baseline below the node's top.
pub const LABEL_GAP: f32 = 5.0;
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
/// A cut tag: its left at this share of the size right of the centre, its baseline above the
/// node's top, its box's top above the baseline, its size and corner.
pub const TAG_SHIFT: f32 = 0.3;
pub const TAG_RISE: f32 = 8.0;
pub const TAG_TOP: f32 = 17.0;
pub const TAG_WIDTH: f32 = 52.0;
pub const TAG_HEIGHT: f32 = 22.0;
pub const TAG_CORNER: f32 = 4.0;
/// A badge: its centre at this share of the size right of the centre, above the node's top;
/// its radius and its text's baseline below its centre.
pub const BADGE_SHIFT: f32 = 0.7;
pub const BADGE_RISE: f32 = 6.0;
pub const BADGE_RADIUS: f32 = 11.0;
pub const BADGE_TEXT_DROP: f32 = 5.0;
/// The collapsed marker: its tip below the node, its half base beyond the node's size, its
/// height, its count's baseline below the tip, and the room the count needs.
pub const MARKER_GAP: f32 = 4.0;
pub const MARKER_SPREAD: f32 = 6.0;
pub const MARKER_HEIGHT: f32 = 30.0;
pub const MARKER_TEXT_DROP: f32 = 25.0;
pub const MARKER_TEXT_ROOM: f32 = 50.0;

/// A node's centre, for writing points relative to it.
#[derive(Clone, Copy)]
struct At {
    cx: f32,
    cy: f32,
}

impl At {
    fn x(self, dx: f32) -> String {
        tenths(self.cx + dx)
    }

    fn y(self, dy: f32) -> String {
        tenths(self.cy + dy)
    }

    fn ring(self, r: f32) -> Ring {
        Ring {
            cx: self.x(0.0),
            cy: self.y(0.0),
            r: tenths(r),
        }
    }
}

/// A node's look, in the terms the parts are computed from.
struct Ctx<'f, 'a> {
    f: &'f NodeFacts<'a>,
    at: At,
    r: f32,
    room: f32,
}

impl Ctx<'_, '_> {
    fn show(&self, s: Score) -> String {
        self.f.table.show(s, true)
    }

    /// Where the node maximises: a bound is `≥`, a cut is a β-cut.
    fn is_max(&self) -> bool {
        self.f.kind == Kind::Max || self.f.negamax
    }

    fn inner(&self) -> bool {
        self.f.kind != Kind::Leaf
    }

    fn on_path(&self) -> bool {
        matches!(self.f.state.status, Status::Current | Status::Open)
    }

    /// Room for alpha and beta, or a cut tag, beside the node.
    fn roomy(&self) -> bool {
        self.room >= 2.0 * self.r + ROOMY_EXTRA
    }
}

impl NodeLook {
    /// The look of node `n`, placed by `geo`.
    pub fn new(f: &NodeFacts, geo: &Geometry, n: NodeId) -> NodeLook {
        let i = n as usize;
        let at = At {
            cx: geo.x[i],
            cy: geo.y[i],
        };
        let c = Ctx {
            f,
            at,
            r: geo.r[i],
            room: geo.room[i],
        };
        let r = c.r;
        let (cut_tag, cut_title) = cut_tag(&c).unzip();
        NodeLook {
            data: data(f, n),
            look: words(f),
            aria_label: aria(f),
            shape: shape(&c),
            halo: (f.state.status == Status::Current).then(|| at.ring(r + HALO_PAD)),
            flash_ring: f.flash.word().map(|_| at.ring(r + FLASH_PAD)),
            select_ring: f.selected.then(|| at.ring(r + SELECT_PAD)),
            marker: f.collapsed.map(|hidden| marker(&c, hidden)),
            value: value_text(&c),
            board: f
                .board
                .map(|cells| MiniBoard::new(cells, c.inner(), at.cx, at.cy)),
            label: label(&c),
            bounds: bounds(&c),
            cut_tag,
            cut_title,
        }
    }
}

fn data(f: &NodeFacts, n: NodeId) -> NodeData {
    NodeData {
        node: n.to_string(),
        label: Rc::clone(&f.label),
        kind: f.kind.as_str(),
        state: f.state.status.as_str(),
        cut: f.state.cut.then_some("true"),
        beyond: f.beyond.then_some("true"),
        collapsed: f.collapsed.map(|k| k.to_string()),
        leaf_index: f.leaf_index.map(|k| k.to_string()),
    }
}

/// The look's words. The state is styled from `data-state`; only "open" (on the path, not
/// current), which `data-state` calls "visited" as it does a finished node, is a word of the
/// look. So a jump, which changes every node's state, changes one attribute per node, not two.
fn words(f: &NodeFacts) -> String {
    let open = f.state.status == Status::Open;
    let mut look = String::with_capacity(40);
    for word in [
        Some(f.kind.as_str()),
        open.then_some("open"),
        f.flash.word(),
        f.selected.then_some("selected"),
        f.beyond.then_some("beyond"),
        f.marked.then_some("marked"),
    ]
    .into_iter()
    .flatten()
    {
        if !look.is_empty() {
            look.push(' ');
        }
        look.push_str(word);
    }
    look
}

fn aria(f: &NodeFacts) -> String {
    let label = &f.label;
    match f.kind {
        Kind::Leaf => format!(
            "Leaf {label} with value {}. Press Enter to change it.",
            f.leaf_value.map(|v| v.to_string()).unwrap_or_default()
        ),
        Kind::Max => format!("Max node {label}. Press Enter to move it or give it an estimate."),
        Kind::Min => format!("Min node {label}. Press Enter to move it or give it an estimate."),
    }
}

fn shape(c: &Ctx) -> Shape {
    let (at, r) = (c.at, c.r);
    match c.f.kind {
        Kind::Max => Shape::Rect(Rect {
            x: at.x(-r),
            y: at.y(-r),
            width: tenths(2.0 * r),
            height: tenths(2.0 * r),
            rx: tenths(MAX_CORNER),
        }),
        Kind::Min => Shape::Circle(at.ring(r)),
        Kind::Leaf => Shape::Rect(Rect {
            x: at.x(-r),
            y: at.y(-LEAF_HALF_HEIGHT),
            width: tenths(2.0 * r),
            height: tenths(2.0 * LEAF_HALF_HEIGHT),
            rx: tenths(LEAF_CORNER),
        }),
    }
}

/// The number inside: a leaf's value (with the minus sign U+2212); an inner node's value once
/// done (a bound if it cut off), or while open the best so far as a bound ("≥ 3" at a Max
/// node).
fn inside(c: &Ctx) -> Option<String> {
    let st = &c.f.state;
    let bound = if c.is_max() { "≥" } else { "≤" };
    match c.f.kind {
        Kind::Leaf => c.f.leaf_value.map(|v| v.to_string().replace('-', "−")),
        _ => match st.status {
            Status::Done => st.value.map(|v| {
                if st.cut {
                    format!("{bound}{}", c.show(v))
                } else {
                    c.show(v)
                }
            }),
            Status::Current | Status::Open => st
                .best
                .filter(|b| !b.is_infinite())
                .map(|b| format!("{bound}{}", c.show(b))),
            _ => None,
        },
    }
}

fn value_text(c: &Ctx) -> Option<ValueText> {
    let t = inside(c)?;
    let r = c.r;
    // With a board in the node, the value moves out of the way: left of an inner node,
    // under a leaf.
    let (vx, vy, anchor) = match (c.f.board.is_some(), c.f.kind) {
        (false, _) => (0.0, VALUE_DROP, None),
        (true, Kind::Leaf) => (0.0, BOARD_LEAF_VALUE_DROP, None),
        (true, _) => (-r - BESIDE_GAP, r - BESIDE_RISE, Some("end")),
    };
    // An inner node's value wider than the room beside it on its row is drawn narrower, to
    // at most [`FIT_LEAST`], so that it does not run into its neighbour's (leaves have their
    // rows instead).
    let room = c.room;
    let fit = (c.inner() && anchor.is_none())
        .then(|| text_width(&t))
        .filter(|&wide| wide > room - FIT_PAD)
        .map(|wide| tenths((room - FIT_PAD).max(FIT_LEAST * wide)));
    Some(ValueText {
        text: Text {
            x: c.at.x(vx),
            y: c.at.y(vy),
            text: t,
        },
        anchor,
        fit,
        provisional: c.inner() && c.f.state.status != Status::Done,
    })
}

/// An inner node's label, left of it; crowded rows show it only along the path.
fn label(c: &Ctx) -> Option<Text> {
    let r = c.r;
    let shown = c.inner() && (c.room >= 2.0 * r + LABEL_ROOM_EXTRA || c.on_path());
    shown.then(|| Text {
        x: c.at.x(-r - LABEL_GAP),
        y: c.at.y(-r + LABEL_DROP),
        text: c.f.label.to_string(),
    })
}

/// Alpha and beta, right of the node, under alpha-beta; crowded rows show them only along the
/// path.
fn bounds(c: &Ctx) -> Option<Bounds> {
    let st = &c.f.state;
    let shown = c.f.pruning && c.inner() && (c.roomy() || c.on_path()) && st.alpha.is_some();
    if !shown {
        return None;
    }
    let left = c.r + BOUNDS_GAP;
    let background = c.on_path().then(|| Rect {
        x: c.at.x(left - BOUNDS_BG_LEAD),
        y: c.at.y(BOUNDS_BG_TOP),
        width: tenths(BOUNDS_BG_WIDTH),
        height: tenths(BOUNDS_BG_HEIGHT),
        rx: tenths(BOUNDS_BG_CORNER),
    });
    let text = |y: f32, name: &str, s: Option<Score>| Text {
        x: c.at.x(left + BOUNDS_INSET),
        y: c.at.y(y),
        text: format!("{name} {}", s.map(|s| c.show(s)).unwrap_or_default()),
    };
    Some(Bounds {
        background,
        alpha: text(ALPHA_Y, "α", st.alpha),
        beta: text(BETA_Y, "β", st.beta),
    })
}

/// The cutoff's tag or badge and its title, at an inner node whose cutoff skipped children.
fn cut_tag(c: &Ctx) -> Option<(CutTag, String)> {
    if !(c.f.state.skipped && c.inner()) {
        return None;
    }
    let (long, short) = if c.is_max() {
        ("β-cut", "β")
    } else {
        ("α-cut", "α")
    };
    let (at, r) = (c.at, c.r);
    let tag = if c.roomy() {
        let (tx, ty) = (r * TAG_SHIFT, -r - TAG_RISE);
        CutTag::Tag {
            rect: Rect {
                x: at.x(tx),
                y: at.y(ty - TAG_TOP),
                width: tenths(TAG_WIDTH),
                height: tenths(TAG_HEIGHT),
                rx: tenths(TAG_CORNER),
            },
            text: Text {
                x: at.x(tx + TAG_WIDTH / 2.0),
                y: at.y(ty),
                text: long.to_string(),
            },
        }
    } else {
        // Above the node's upper right, clear of the value inside.
        let (tx, ty) = (r * BADGE_SHIFT, -r - BADGE_RISE);
        CutTag::Badge {
            circle: Ring {
                cx: at.x(tx),
                cy: at.y(ty),
                r: tenths(BADGE_RADIUS),
            },
            text: Text {
                x: at.x(tx),
                y: at.y(ty + BADGE_TEXT_DROP),
                text: short.to_string(),
            },
        }
    };
    Some((tag, format!("{long}: the remaining children are skipped")))
}

/// The marker of a collapsed node with `hidden` nodes folded under it.
fn marker(c: &Ctx, hidden: usize) -> Marker {
    let (at, r) = (c.at, c.r);
    let top = r + MARKER_GAP;
    let base = top + MARKER_HEIGHT;
    let spread = r + MARKER_SPREAD;
    let path = format!(
        "M{},{}L{},{}L{},{}Z",
        at.x(0.0),
        at.y(top),
        at.x(-spread),
        at.y(base),
        at.x(spread),
        at.y(base)
    );
    let count = (c.room >= MARKER_TEXT_ROOM).then(|| Text {
        x: at.x(0.0),
        y: at.y(top + MARKER_TEXT_DROP),
        text: format!("+{hidden}"),
    });
    Marker {
        path,
        count,
        title: format!("{hidden} nodes collapsed: click to open a level"),
    }
}
