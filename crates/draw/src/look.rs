//! What a node and an edge of the drawing look like at a step, as values: every attribute,
//! coordinate and text the page draws, computed from plain facts ([`NodeFacts`],
//! [`EdgeFacts`]) and the [`Geometry`]. The Yew side only turns a look into elements, and
//! draws a part again only when its look changed (`PartialEq`).
//!
//! Looks are plain values, cheap to compute and compare: coordinates are numbers in the
//! drawing's own pixels (no `transform` per node), which the page writes with
//! [`tenths`](num::tenths) (the parts' `*_attr` methods), and texts are small values
//! that write themselves (`Display`) only when drawn. A node is drawn, bottom to top: flash
//! ring, halo, selection ring, collapsed marker, shape, mini board, value, label, alpha and
//! beta (over a background on the path), cut tag.

mod board;
mod edge;
mod kind;
mod pieces;
mod practice;
mod sizes;
#[cfg(test)]
mod tests;
mod text;
mod value;

pub use super::prob::{EdgeProb, PROB_CLEAR, PROB_LOW_SHARE};
pub use board::{Grid, Mark, MiniBoard};
pub use edge::{EdgeFacts, EdgeLook, EdgeState, ProbText, Strike};
pub use kind::{Flash, Kind};
pub use pieces::{Bounds, CutTag, Marker, NodeData, Rect, Ring, Shape, Text, Triangle, ValueText};
pub use practice::{
    Asked, Band, Blank, FieldLook, PracticeEdgeFacts, PracticeEdgeLook, PracticeNodeFacts,
    PracticeNodeLook, PracticeSizes, Ringed, CHALLENGE_SIZES, PRACTICE_SIZES, VALUE_FIELD,
    WINDOW_FIELD,
};
pub use sizes::*;
pub use text::{
    cut_title, AriaLabel, BoundText, Count, CutSpoken, Cutoff, Inside, LookWords, MarkerTitle,
    Shown,
};
pub use value::VALUE_INSET;

use super::geometry::Geometry;
use super::layout::BESIDE_ROOM;
use super::metrics::{self, shown_width};
use search::{Form, NodeId, Replay, Returned, Score, Status, Trace, Tree};
use std::rc::Rc;

/// Everything about a node at a step that its look depends on, read from the page's state.
/// The scores are as shown ([`Shown`]), so facts from different traces compare by what they
/// show.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeFacts {
    pub kind: Kind,
    /// The node's status at the step shown.
    pub status: Status,
    /// The cutoff test came out true here (after the last child it skips nothing).
    pub cut: bool,
    /// The cutoff skipped at least one child: `data-cut`, the tag or badge.
    pub skipped: bool,
    /// Once done: whether the value returned is the true value or a bound on it.
    pub returned: Option<Returned>,
    /// A leaf's value once evaluated; an inner node's returned value once done.
    pub value: Option<Shown>,
    /// The best value among the children so far (inner nodes, once entered).
    pub best: Option<Shown>,
    /// The window as of this step (inner nodes, once entered).
    pub alpha: Option<Shown>,
    pub beta: Option<Shown>,
    /// The node's label (as the tree names it).
    pub label: Rc<str>,
    /// A leaf's value.
    pub leaf_value: Option<Shown>,
    /// The search is alpha-beta (alpha and beta are shown).
    pub pruning: bool,
    /// The search is in negamax form (every inner node maximises).
    pub negamax: bool,
    pub selected: bool,
    /// Below the depth limit.
    pub past_limit: bool,
    /// Marked as skipped (the "show what is skipped" option).
    pub marked: bool,
    /// On the chosen line, once the root's value is known.
    pub on_line: bool,
    /// How many nodes are folded under this one, if it is collapsed.
    pub collapsed: Option<usize>,
    /// The game position in the node (tic-tac-toe cells: `X`, `O` or anything else).
    pub board: Option<[u8; 9]>,
    /// The highlight of the last edit.
    pub flash: Flash,
    /// A leaf's number, left to right.
    pub leaf_index: Option<usize>,
    /// Below a chance node: the probability its edge writes, which its accessible name says
    /// too (the edge is hidden from screen readers).
    pub prob: Option<EdgeProb>,
}

impl NodeFacts {
    /// Node `n`, named `label`, as the search of `trace` leaves it at the step `replay` stands
    /// at. What only the page knows (the selection, folds, marks, boards, flashes, the depth
    /// limit's fade) is left out: the page and the step sheet add what they show.
    pub fn searched(
        tree: &Tree,
        trace: &Trace,
        replay: &Replay,
        n: NodeId,
        label: Rc<str>,
    ) -> NodeFacts {
        let settings = trace.settings;
        let shown = |s: Option<Score>| s.map(|s| Shown::of(&trace.table, s));
        let state = replay.node(n);
        NodeFacts {
            kind: Kind::of(tree, &settings, n),
            status: state.status,
            cut: state.cut,
            skipped: state.skipped,
            returned: state.returned,
            value: shown(state.value),
            best: shown(state.best),
            alpha: shown(state.alpha),
            beta: shown(state.beta),
            label,
            leaf_value: tree.value(n).map(Shown::Value),
            pruning: settings.algorithm.prunes(),
            negamax: settings.form == Form::Negamax,
            selected: false,
            past_limit: false,
            marked: false,
            on_line: false,
            collapsed: None,
            board: None,
            flash: Flash::None,
            leaf_index: tree.leaf_index(n),
            prob: EdgeProb::of(tree, n),
        }
    }
}

/// Everything a node draws.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeLook {
    pub data: NodeData,
    /// The look's words (`data-look`), matched by the style sheet as words.
    pub look: LookWords,
    pub aria_label: AriaLabel,
    pub shape: Shape,
    pub halo: Option<Ring>,
    pub flash_ring: Option<Ring>,
    pub select_ring: Option<Ring>,
    pub marker: Option<Marker>,
    pub value: Option<ValueText>,
    pub board: Option<MiniBoard>,
    pub label: Option<Text<Rc<str>>>,
    pub bounds: Option<Bounds>,
    pub cut_tag: Option<CutTag>,
}

/// A node's centre, for placing points relative to it.
#[derive(Clone, Copy)]
struct At {
    cx: f32,
    cy: f32,
}

impl At {
    fn x(self, dx: f32) -> f32 {
        self.cx + dx
    }

    fn y(self, dy: f32) -> f32 {
        self.cy + dy
    }

    fn ring(self, r: f32) -> Ring {
        Ring {
            cx: self.x(0.0),
            cy: self.y(0.0),
            r,
        }
    }

    fn text<T>(self, dx: f32, dy: f32, text: T) -> Text<T> {
        Text {
            x: self.x(dx),
            y: self.y(dy),
            text,
        }
    }
}

/// A node's look, in the terms the parts are computed from.
struct Ctx<'f> {
    f: &'f NodeFacts,
    at: At,
    r: f32,
    room: f32,
    /// A narrow layout: the label beside the middle; the cut tag on the left where the parent
    /// stands right (`Geometry::parent_right`).
    narrow: bool,
    tag_left: bool,
}

impl Ctx<'_> {
    /// Where the node maximises: a bound is `≥`, a cut is a β-cut.
    fn is_max(&self) -> bool {
        self.f.kind == Kind::Max || self.f.negamax
    }

    fn inner(&self) -> bool {
        self.f.kind != Kind::Leaf
    }

    fn on_path(&self) -> bool {
        matches!(self.f.status, Status::Current | Status::Open)
    }

    /// Room for alpha and beta, or a cut tag, beside the node (and, with boards, for what the
    /// neighbour writes left of its board).
    fn roomy(&self) -> bool {
        let beside = if self.f.board.is_some() {
            BESIDE_ROOM
        } else {
            0.0
        };
        self.room >= 2.0 * self.r + ROOMY_EXTRA + beside
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
            narrow: geo.narrow,
            tag_left: geo.parent_right.get(i).copied().unwrap_or(false),
        };
        let r = c.r;
        let cut_tag = cut_tag(&c);
        let bounds = bounds(&c);
        let shape = shape(&c);
        NodeLook {
            data: data(f, n),
            look: words(f),
            aria_label: aria(&c, bounds.is_some(), cut_tag.as_ref()),
            value: value(&c, &shape),
            shape,
            halo: (f.status == Status::Current).then(|| at.ring(r + HALO_PAD)),
            flash_ring: f.flash.word().map(|_| at.ring(r + FLASH_PAD)),
            select_ring: f.selected.then(|| at.ring(r + SELECT_PAD)),
            marker: f.collapsed.map(|hidden| marker(&c, hidden)),
            board: f
                .board
                .map(|cells| MiniBoard::new(cells, c.inner(), at.cx, at.cy)),
            label: label(&c),
            bounds,
            cut_tag,
        }
    }
}

/// The number inside the node (or beside it), narrowed to fit its `shape`.
fn value(c: &Ctx, shape: &Shape) -> Option<ValueText> {
    let holder = value::Holder {
        kind: c.f.kind,
        board: c.f.board.is_some(),
        done: c.f.status == Status::Done,
        shape,
        cx: c.at.cx,
        cy: c.at.cy,
        r: c.r,
        room: c.room,
    };
    inside(c).map(|t| value::value_text(t, &holder))
}

fn data(f: &NodeFacts, n: NodeId) -> NodeData {
    NodeData {
        node: n,
        label: Rc::clone(&f.label),
        kind: f.kind.as_str(),
        state: f.status.as_str(),
        cut: f.skipped.then_some("true"),
        past_limit: f.past_limit.then_some("true"),
        pv: f.on_line.then_some("true"),
        collapsed: f.collapsed,
        leaf_index: f.leaf_index,
    }
}

/// The look's words. The state is styled from `data-state`; only "open" (on the path, not
/// current), which `data-state` calls "visited" as it does a finished node, is a word of the
/// look. So a jump, which changes every node's state, changes one attribute per node, not two.
fn words(f: &NodeFacts) -> LookWords {
    LookWords {
        kind: f.kind,
        open: f.status == Status::Open,
        flash: f.flash,
        selected: f.selected,
        past_limit: f.past_limit,
        marked: f.marked,
        line: f.on_line,
    }
}

fn aria(c: &Ctx, window_drawn: bool, cut: Option<&CutTag>) -> AriaLabel {
    let f = c.f;
    AriaLabel {
        kind: f.kind,
        label: Rc::clone(&f.label),
        inside: inside(c),
        window: f
            .alpha
            .zip(f.beta)
            .filter(|_| f.pruning && f.kind != Kind::Leaf),
        window_drawn,
        cut: cut.map(|tag| match tag {
            CutTag::Tag { .. } => CutSpoken::Tag(cutoff(c)),
            CutTag::Badge { .. } => CutSpoken::Badge(cutoff(c)),
        }),
        folded: f.collapsed,
        status: f.status,
        prob: f.prob,
    }
}

/// The cutoff a node makes: a beta-cut where it maximises, an alpha-cut where it minimises.
fn cutoff(c: &Ctx) -> Cutoff {
    if c.is_max() {
        Cutoff::Beta
    } else {
        Cutoff::Alpha
    }
}

fn shape(c: &Ctx) -> Shape {
    let (at, r) = (c.at, c.r);
    match c.f.kind {
        Kind::Max => Shape::Rect(Rect {
            x: at.x(-r),
            y: at.y(-r),
            width: 2.0 * r,
            height: 2.0 * r,
            rx: MAX_CORNER,
        }),
        Kind::Min => Shape::Circle(at.ring(r)),
        Kind::Chance => Shape::Circle(at.ring(r)),
        Kind::Leaf => Shape::Rect(Rect {
            x: at.x(-r),
            y: at.y(-LEAF_HALF_HEIGHT),
            width: 2.0 * r,
            height: 2.0 * LEAF_HALF_HEIGHT,
            rx: LEAF_CORNER,
        }),
    }
}

/// The number inside: a leaf's value (with the minus sign U+2212); an inner node's value once
/// done, as a bound where it is one ("≤5" where it failed low), or while open the best so far
/// as a bound ("≥ 3" at a Max node).
fn inside(c: &Ctx) -> Option<Inside> {
    let f = c.f;
    match f.kind {
        Kind::Leaf => f.leaf_value.map(Inside::Exact),
        // A chance node's value is a mean: no bound while it is searched.
        Kind::Chance => f
            .value
            .filter(|_| f.status == Status::Done)
            .map(|v| returned(c, v)),
        _ => match f.status {
            Status::Done => f.value.map(|v| returned(c, v)),
            Status::Current | Status::Open => f
                .best
                .filter(|b| !b.is_infinite())
                .map(|b| Inside::bound(c.is_max(), b)),
            _ => None,
        },
    }
}

/// A returned value `v` as the search proved it: exact, or a bound. Where the trace proves
/// neither, a node that cut off shows a bound its way.
fn returned(c: &Ctx, v: Shown) -> Inside {
    match c.f.returned {
        Some(Returned::Exact) => Inside::Exact(v),
        Some(Returned::Lower) => Inside::AtLeast(v),
        Some(Returned::Upper) => Inside::AtMost(v),
        None if c.f.cut => Inside::bound(c.is_max(), v),
        None => Inside::Exact(v),
    }
}

/// An inner node's label, left of it at its top, where it clears its neighbour (a game's
/// move, `pass`, is wider than a letter). With boards, every node's label, its move, shows
/// (the layout leaves room for it).
fn label(c: &Ctx) -> Option<Text<Rc<str>>> {
    let r = c.r;
    let board = c.f.board.is_some();
    let room = 2.0 * r + LABEL_GAP + metrics::text_width(&c.f.label).max(LABEL_ROOM_EXTRA);
    let shown = board || c.inner() && c.room >= room;
    let top = if c.inner() { r } else { LEAF_HALF_HEIGHT };
    // Beside the middle on a narrow layout: no edge passes there, however far the parent is.
    let dy = if c.narrow {
        VALUE_DROP
    } else {
        LABEL_DROP - top
    };
    shown.then(|| c.at.text(-r - LABEL_GAP, dy, Rc::clone(&c.f.label)))
}

/// Alpha and beta, right of the node, under alpha-beta; crowded rows show them only along the
/// path, under the node.
fn bounds(c: &Ctx) -> Option<Bounds> {
    let f = c.f;
    let shown = f.pruning && c.inner() && (c.roomy() || c.on_path()) && f.alpha.is_some();
    if !shown {
        return None;
    }
    // Beside the node, or under it where the row is crowded; their background's left and top.
    let (left, top) = if c.roomy() {
        (c.r + BOUNDS_GAP - BOUNDS_BG_LEAD, BOUNDS_BG_TOP)
    } else {
        (-BOUNDS_BG_WIDTH / 2.0, c.r + UNDER_GAP)
    };
    let background = c.on_path().then(|| Rect {
        x: c.at.x(left),
        y: c.at.y(top),
        width: BOUNDS_BG_WIDTH,
        height: BOUNDS_BG_HEIGHT,
        rx: BOUNDS_BG_CORNER,
    });
    let text = |y: f32, name, score| {
        let at = (
            left + BOUNDS_BG_LEAD + BOUNDS_INSET,
            top - BOUNDS_BG_TOP + y,
        );
        c.at.text(at.0, at.1, BoundText { name, score })
    };
    Some(Bounds {
        background,
        alpha: text(ALPHA_Y, "α", f.alpha),
        beta: text(BETA_Y, "β", f.beta),
    })
}

/// The cutoff's tag or badge and its title, at an inner node whose cutoff skipped children.
fn cut_tag(c: &Ctx) -> Option<CutTag> {
    if !(c.f.skipped && c.inner()) {
        return None;
    }
    let cutoff = cutoff(c);
    let (at, r) = (c.at, c.r);
    let tag = if c.roomy() {
        let (tx, ty) = (r * TAG_SHIFT, -r - TAG_RISE);
        // As wide as its words need in the language in force (βカット), at least `TAG_WIDTH`.
        let width = TAG_WIDTH.max(metrics::tag_text_width(&cutoff) + TAG_PADDING);
        // Mirrored, off the edge that comes down into the node from the right.
        let tx = if c.tag_left { -tx - width } else { tx };
        CutTag::Tag {
            rect: Rect {
                x: at.x(tx),
                y: at.y(ty - TAG_TOP),
                width,
                height: TAG_HEIGHT,
                rx: TAG_CORNER,
            },
            text: at.text(tx + width / 2.0, ty, cutoff),
        }
    } else {
        // Above the node's upper right, clear of the value inside.
        let (tx, ty) = (r * BADGE_SHIFT, -r - BADGE_RISE);
        CutTag::Badge {
            circle: Ring {
                cx: at.x(tx),
                cy: at.y(ty),
                r: BADGE_RADIUS,
            },
            text: at.text(tx, ty + BADGE_TEXT_DROP, cutoff.short()),
        }
    };
    Some(tag)
}

/// The marker of a collapsed node with `hidden` nodes folded under it.
fn marker(c: &Ctx, hidden: usize) -> Marker {
    let (at, r) = (c.at, c.r);
    let top = r + MARKER_GAP;
    let base = top + MARKER_HEIGHT;
    let spread = r + MARKER_SPREAD;
    let path = Triangle([
        (at.x(0.0), at.y(top)),
        (at.x(-spread), at.y(base)),
        (at.x(spread), at.y(base)),
    ]);
    // The count stands right of the triangle, where the row has room for it before the next
    // node's; else there is none (the marker's title says the number).
    let count = Count(hidden);
    let counted = c.room >= 2.0 * spread + MARKER_TEXT_GAP + shown_width(&count);
    let count = counted.then(|| at.text(spread + MARKER_TEXT_GAP, base - MARKER_TEXT_RISE, count));
    Marker {
        path,
        count,
        title: MarkerTitle(hidden),
    }
}
