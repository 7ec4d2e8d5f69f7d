//! The worksheet and the answer key: every node and edge in one look, the shapes in their
//! kind's colours; the key with the whole search's values, bounds, alpha and beta, cut tags
//! and struck edges.

use super::{escape, CUT, FAINT, INK, MAX_FILL, MAX_INK, MIN_FILL, MIN_INK, MUTED};
use crate::draw::layout::{leaf_half, Layout};
use crate::engine::{Algorithm, Form, NodeId, NodeState, Replay, Score, Status, Trace, Tree};
use crate::num::Dec1;
use std::fmt::Write as _;

/// Every stroke's width, in pixels (written as is).
const STROKE: &str = "2";
/// A pruned edge's dashes and a pruned node's outline's.
const EDGE_DASH: &str = "6 5";
const NODE_DASH: &str = "5 4";
/// A pruned node's opacity.
const PRUNED_OPACITY: &str = "0.4";
/// An edge leaves an inner node this far below its centre (its half size) and enters a node
/// this far above it.
const EDGE_FROM: f32 = 22.0;
const EDGE_TO: f32 = 16.0;
/// The strike across a struck edge: two strokes, each this far out from the middle and this
/// much wide, this much high, this thick.
const STRIKE_OUT: f32 = 10.0;
const STRIKE_IN: f32 = 2.0;
const STRIKE_HALF_HEIGHT: f32 = 8.0;
const STRIKE_WIDTH: &str = "3.5";

/// A leaf's box: its top and height; its corner radius. The value's baseline.
const LEAF_TOP: i32 = -15;
const LEAF_HEIGHT: i32 = 30;
const LEAF_CORNER: i32 = 7;
const VALUE_Y: i32 = 6;
/// An inner node: half its size (a Max node's square, a Min node's radius), and the
/// square's corner radius.
const NODE_HALF: i32 = 22;
const NODE_SIZE: i32 = 2 * NODE_HALF;
const NODE_CORNER: i32 = 3;
/// The label's end left of an inner node, and its baseline.
const LABEL_X: i32 = -27;
const LABEL_Y: i32 = -14;
/// Alpha and beta: their left right of the node, and their baselines.
const BOUNDS_X: i32 = 27;
const ALPHA_Y: i32 = -3;
const BETA_Y: i32 = 17;
/// The cut tag: its box (left, top, size, corner) and its text's centre and baseline.
const TAG_X: i32 = 6;
const TAG_Y: i32 = -47;
const TAG_WIDTH: i32 = 52;
const TAG_HEIGHT: i32 = 22;
const TAG_CORNER: i32 = 4;
const TAG_TEXT_X: i32 = TAG_X + TAG_WIDTH / 2;
const TAG_TEXT_Y: i32 = -30;

/// What a sheet draws with: the tree, its search, the layout and the state shown (none on a
/// worksheet).
struct Drawing<'a> {
    tree: &'a Tree,
    trace: &'a Trace,
    layout: &'a Layout,
    state: Option<&'a Replay>,
}

/// Writes the edges, then the nodes, in `state` (none: nothing solved); returns the drawing's
/// height.
pub(super) fn draw(
    o: &mut String,
    tree: &Tree,
    trace: &Trace,
    layout: &Layout,
    state: Option<&Replay>,
) -> f32 {
    let s = Drawing {
        tree,
        trace,
        layout,
        state,
    };
    o.push_str("<g>\n");
    for child in 1..tree.len() as NodeId {
        s.edge(o, child);
    }
    o.push_str("</g>\n<g>\n");
    for n in 0..tree.len() as NodeId {
        s.node(o, n);
    }
    o.push_str("</g>\n");
    layout.height
}

impl Drawing<'_> {
    fn status(&self, n: NodeId) -> Status {
        self.state
            .map(|r| r.node(n).status)
            .unwrap_or(Status::Unvisited)
    }

    fn show(&self, s: Score) -> String {
        self.trace.table.show(s, true)
    }

    /// The edge into `child`, struck where a cutoff skipped it.
    fn edge(&self, o: &mut String, child: NodeId) {
        let (tree, layout) = (self.tree, self.layout);
        let Some(parent) = tree.parent(child) else {
            return;
        };
        let (x1, y1) = (
            layout.x[parent as usize],
            layout.y[parent as usize] + EDGE_FROM,
        );
        let (x2, y2) = (layout.x[child as usize], layout.y[child as usize] - EDGE_TO);
        let pruned = self.status(child) == Status::Pruned;
        let style = if pruned {
            format!(r#"stroke="{FAINT}" stroke-width="{STROKE}" stroke-dasharray="{EDGE_DASH}""#)
        } else {
            format!(r#"stroke="{MUTED}" stroke-width="{STROKE}""#)
        };
        let _ = writeln!(
            o,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}" {style}{}/>"#,
            Dec1(x1),
            Dec1(y1),
            Dec1(x2),
            Dec1(y2),
            if pruned { r#" data-pruned="true""# } else { "" }
        );
        if pruned && self.status(parent) != Status::Pruned {
            let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
            let _ = writeln!(
                o,
                r#"<path d="M{},{}L{},{}M{},{}L{},{}" stroke="{CUT}" stroke-width="{STRIKE_WIDTH}" stroke-linecap="round"/>"#,
                Dec1(mx - STRIKE_OUT),
                Dec1(my + STRIKE_HALF_HEIGHT),
                Dec1(mx - STRIKE_IN),
                Dec1(my - STRIKE_HALF_HEIGHT),
                Dec1(mx + STRIKE_IN),
                Dec1(my + STRIKE_HALF_HEIGHT),
                Dec1(mx + STRIKE_OUT),
                Dec1(my - STRIKE_HALF_HEIGHT)
            );
        }
    }

    /// Node `n`'s group: its shape and what is written in and beside it.
    fn node(&self, o: &mut String, n: NodeId) {
        let (tree, layout) = (self.tree, self.layout);
        let (x, y) = (layout.x[n as usize], layout.y[n as usize]);
        let st = self.state.map(|r| *r.node(n)).unwrap_or_default();
        let pruned = st.status == Status::Pruned;
        let is_max = self.trace.settings.is_max_at(tree.depth(n));
        let kind = if tree.is_leaf(n) {
            "leaf"
        } else if is_max {
            "max"
        } else {
            "min"
        };
        let label = escape(&tree.label(n));
        let _ = write!(
            o,
            r#"<g data-node="{n}" data-label="{label}" data-kind="{kind}" data-state="{}" transform="translate({},{})"{}>"#,
            st.status.as_str(),
            Dec1(x),
            Dec1(y),
            if pruned {
                format!(r#" opacity="{PRUNED_OPACITY}""#)
            } else {
                String::new()
            }
        );
        let dash = if pruned {
            format!(r#" stroke-dasharray="{NODE_DASH}""#)
        } else {
            String::new()
        };
        if kind == "leaf" {
            self.leaf(o, n, pruned, &dash);
        } else {
            self.inner(o, &st, is_max, &label, &dash);
        }
        o.push_str("</g>\n");
    }

    /// A leaf's box and value.
    fn leaf(&self, o: &mut String, n: NodeId, pruned: bool, dash: &str) {
        let layout = self.layout;
        // One row, its spacing wide enough for the widest value (`sheet_layout`).
        let half = leaf_half(layout.leaf_spacing, layout.leaf_spacing, layout.value_width);
        let _ = write!(
            o,
            r#"<rect x="{}" y="{LEAF_TOP}" width="{}" height="{LEAF_HEIGHT}" rx="{LEAF_CORNER}" fill="white" stroke="{MUTED}" stroke-width="{STROKE}"{dash}/>"#,
            Dec1(-half),
            Dec1(2.0 * half)
        );
        if let Some(v) = self.tree.value(n) {
            let _ = write!(
                o,
                r#"<text y="{VALUE_Y}" text-anchor="middle" font-weight="bold" fill="{INK}"{}>{}</text>"#,
                if pruned {
                    r#" text-decoration="line-through""#
                } else {
                    ""
                },
                escape(&v.to_string().replace('-', "−"))
            );
        }
    }

    /// An inner node's shape, label, value (a bound if it cut off), alpha and beta, cut tag.
    fn inner(&self, o: &mut String, st: &NodeState, is_max: bool, label: &str, dash: &str) {
        let settings = self.trace.settings;
        let negamax = settings.form == Form::Negamax;
        let (fill, ink) = if is_max {
            (MAX_FILL, MAX_INK)
        } else {
            (MIN_FILL, MIN_INK)
        };
        if is_max {
            let _ = write!(
                o,
                r#"<rect x="-{NODE_HALF}" y="-{NODE_HALF}" width="{NODE_SIZE}" height="{NODE_SIZE}" rx="{NODE_CORNER}" fill="{fill}" stroke="{ink}" stroke-width="{STROKE}"{dash}/>"#
            );
        } else {
            let _ = write!(
                o,
                r#"<circle r="{NODE_HALF}" fill="{fill}" stroke="{ink}" stroke-width="{STROKE}"{dash}/>"#
            );
        }
        let _ = write!(
            o,
            r#"<text x="{LABEL_X}" y="{LABEL_Y}" text-anchor="end" font-weight="bold" fill="{MUTED}">{label}</text>"#
        );
        let maxes = is_max || negamax;
        if let (Status::Done, Some(v)) = (st.status, st.value) {
            let bound = match (st.cut, maxes) {
                (false, _) => "",
                (true, true) => "≥",
                (true, false) => "≤",
            };
            let _ = write!(
                o,
                r#"<text y="{VALUE_Y}" text-anchor="middle" font-weight="bold" fill="{INK}">{bound}{}</text>"#,
                escape(&self.show(v))
            );
        }
        let pruning = settings.algorithm == Algorithm::AlphaBeta;
        if pruning && st.alpha.is_some() && st.status != Status::Pruned {
            let a = st.alpha.map(|s| self.show(s)).unwrap_or_default();
            let b = st.beta.map(|s| self.show(s)).unwrap_or_default();
            let _ = write!(
                o,
                r#"<text x="{BOUNDS_X}" y="{ALPHA_Y}" fill="{MAX_INK}">α {}</text><text x="{BOUNDS_X}" y="{BETA_Y}" fill="{MIN_INK}">β {}</text>"#,
                escape(&a),
                escape(&b)
            );
        }
        if st.skipped {
            let name = if maxes { "β-cut" } else { "α-cut" };
            let _ = write!(
                o,
                r#"<rect x="{TAG_X}" y="{TAG_Y}" width="{TAG_WIDTH}" height="{TAG_HEIGHT}" rx="{TAG_CORNER}" fill="{CUT}"/><text x="{TAG_TEXT_X}" y="{TAG_TEXT_Y}" text-anchor="middle" font-weight="bold" fill="white">{name}</text>"#
            );
        }
    }
}
