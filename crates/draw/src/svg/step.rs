//! A step of the replay as the page draws it. Every node and edge is written from the look
//! the page draws ([`NodeLook`], [`EdgeLook`], made from the same facts), so the sheet shows
//! what the page shows: the states, values and bounds, alpha and beta, the current node's
//! halo, the path and the struck edges. What the page's style sheet (`static/style.css`)
//! gives each state is written here as attributes, so the sheet stands alone.

use super::ink::{
    escape, CUT, FAINT, FOCUS, INK, LINE, MAX_FILL, MAX_INK, MIN_FILL, MIN_INK, MUTED, PAPER,
};
use crate::geometry::{Geometry, BOTTOM_ROOM};
use crate::layout::Layout;
use crate::look::{BoundText, CutTag, Rect, Ring, Shape, Shown, Text, ValueText};
use crate::look::{BLANK_FROM, BLANK_TO};
use crate::{EdgeFacts, EdgeLook, EdgeState, Kind, NodeFacts, NodeLook};
use num::tenths;
use search::{principal_variation, NodeId, Replay, Status, Trace, Tree};
use std::fmt::{Display, Write as _};
use std::rc::Rc;

/// Stroke widths: a line, an open node's outline, the current node's, an edge on the path,
/// the strike across a struck edge.
pub(crate) const THIN: &str = "2";
const OPEN: &str = "3.5";
const CURRENT: &str = "4";
const PATH: &str = "4";
pub(crate) const STRIKE: &str = "3.5";
/// A pruned edge's dashes and a pruned node's outline's.
const EDGE_DASH: &str = "6 5";
const NODE_DASH: &str = "5 4";
/// A chance node's child's probability on its edge, in pixels, and the rim around it.
pub(crate) const PROB_SIZE: u32 = 14;
const PROB_RIM: u32 = 8;
/// A chance node's outline: dashed finer than a pruned node's.
pub(crate) const CHANCE_DASH: &str = "3 3";
/// How much shows through: a pruned edge, a pruned node, a node past the depth limit (also
/// filled grey), the halo, the background of alpha and beta.
const EDGE_FADE: &str = "0.7";
const PRUNED_FADE: &str = "0.38";
const BEYOND_FADE: &str = "0.3";
pub(crate) const BEYOND_FILL: &str = "#e2e8f0";
pub(crate) const HALO_OPACITY: &str = "0.55";
const BOUNDS_BG_OPACITY: &str = "0.92";
/// The value's size, and its weight while provisional.
pub(crate) const VALUE_SIZE: &str = "17";
const PROVISIONAL_WEIGHT: &str = "600";

/// A sheet's drawing as the page's looks, for the SVG and the LaTeX writers alike: the edges
/// (child ids, from 1), the nodes (by id), and the drawing's height (the leaves may be
/// staggered over rows, as on the page).
pub(crate) struct Drawn {
    pub edges: Vec<EdgeLook>,
    pub nodes: Vec<NodeLook>,
    pub height: f32,
    /// Each inner node's alpha and beta are blanks to fill in (their places are the answer
    /// key's; their texts name no score).
    pub blanks: bool,
}

/// The looks of every edge and node as the page draws them at `replay`'s step; with `blanks`,
/// every inner node gets alpha and beta to fill in, where the answer key writes them.
pub(crate) fn looks(
    tree: &Tree,
    trace: &Trace,
    layout: &Layout,
    replay: &Replay,
    blanks: bool,
) -> Drawn {
    let mut geo = Geometry::new(tree, layout, &[]);
    // A sheet shows every label, alpha and beta, as answer keys always have: the page's rule
    // for crowded rows (those only along the path) does not apply on paper.
    geo.room.fill(f32::INFINITY);
    let past_limit = trace.settings.past_limit(tree);
    // The chosen line, bold once the root's value is known, as on the page.
    let mut on_line = vec![false; tree.len()];
    if replay.node(0).status == Status::Done {
        for n in principal_variation(tree, trace) {
            on_line[n as usize] = true;
        }
    }
    let mut edges = Vec::with_capacity(tree.len());
    for n in 1..tree.len() as NodeId {
        if let (Some(f), Some(p)) = (EdgeFacts::at(tree, replay, n), tree.parent(n)) {
            let f = EdgeFacts {
                on_line: on_line[n as usize],
                ..f
            };
            edges.push(EdgeLook::new(&f, &geo, p, n));
        }
    }
    let nodes = (0..tree.len() as NodeId)
        .map(|n| {
            let label = Rc::from(tree.label(n).as_ref());
            let mut f = NodeFacts {
                past_limit: past_limit[n as usize],
                on_line: on_line[n as usize],
                ..NodeFacts::searched(tree, trace, replay, n, label)
            };
            if blanks && !tree.is_leaf(n) {
                (f.pruning, f.alpha, f.beta) = (true, Some(Shown::Unknown), Some(Shown::Unknown));
            }
            NodeLook::new(&f, &geo, n)
        })
        .collect();
    Drawn {
        edges,
        nodes,
        height: geo.height - BOTTOM_ROOM,
        blanks,
    }
}

/// Writes the edges, then the nodes, of `d`; returns the drawing's height. A `blank` sheet
/// (the worksheet: nothing searched yet) paints what is not searched in full ink, as a sheet
/// to work on, where the page fades it. Kept out of line: inlined into both of its calls, it
/// makes the download bigger.
#[inline(never)]
pub(super) fn draw(o: &mut String, d: &Drawn, blank: bool) -> f32 {
    o.push_str("<g>\n");
    for e in &d.edges {
        edge(o, e, blank);
    }
    o.push_str("</g>\n<g>\n");
    for n in &d.nodes {
        node(o, n, blank, d.blanks);
    }
    o.push_str("</g>\n");
    d.height
}

/// An edge's stroke and width, and its dashes and opacity when pruned ("" when not): what the
/// style sheet gives its state. A `blank` sheet inks what is not searched.
pub(crate) fn edge_paint(
    e: &EdgeLook,
    blank: bool,
) -> (&'static str, &'static str, &'static str, &'static str) {
    let (stroke, width) = match e.state {
        _ if e.look == Some("line") => (INK, PATH),
        EdgeState::Plain if !blank => (LINE, THIN),
        EdgeState::Plain => (MUTED, THIN),
        EdgeState::Visited => (MUTED, THIN),
        EdgeState::Path => (INK, PATH),
        EdgeState::Pruned | EdgeState::Struck => (FAINT, THIN),
    };
    let pruned = !e.pruned.unwrap_or_default().is_empty();
    let faded = |v| if pruned { v } else { "" };
    (stroke, width, faded(EDGE_DASH), faded(EDGE_FADE))
}

/// An edge: a line, faded and dashed when pruned, crossed out where it was struck.
fn edge(o: &mut String, e: &EdgeLook, blank: bool) {
    let (stroke, width, dash, fade) = edge_paint(e, blank);
    let pruned = e.pruned.unwrap_or_default();
    nums(
        o,
        "<line",
        &[("x1", e.x1), ("y1", e.y1), ("x2", e.x2), ("y2", e.y2)],
    );
    attr(o, "stroke", stroke);
    attr(o, "stroke-width", width);
    attr(o, "stroke-dasharray", dash);
    attr(o, "stroke-opacity", fade);
    attr(o, "data-pruned", pruned);
    o.push_str("/>\n");
    if let Some(p) = &e.prob {
        // Centred on the edge, over a rim of the paper that hides the line under it.
        let extra = format!(
            r#" text-anchor="middle" stroke="{PAPER}" stroke-width="{PROB_RIM}" stroke-linejoin="round" paint-order="stroke" font-size="{PROB_SIZE}""#
        );
        text(o, (p.x, p.y), &p.text.to_string(), MUTED, &extra);
    }
    if let Some(s) = &e.strike {
        o.push_str("<path");
        attr(o, "d", &s.to_string());
        attr(o, "stroke", CUT);
        attr(o, "stroke-width", STRIKE);
        o.push_str(r#" stroke-linecap="round" fill="none"/>"#);
        o.push('\n');
    }
}

/// The state a node is painted in (on a blank sheet, what is not searched as what is), and
/// how much of it shows ("" for all).
pub(crate) fn node_paint(look: &NodeLook, blank: bool) -> (&'static str, &'static str) {
    let (d, w) = (&look.data, &look.look);
    let paint = match d.state {
        "unvisited" if blank => "visited",
        state => state,
    };
    let fade = match (w.past_limit, d.state) {
        (true, _) => BEYOND_FADE,
        (false, "pruned") => PRUNED_FADE,
        _ => "",
    };
    (paint, fade)
}

/// A node's group, its `data-*` as on the page, and its parts bottom to top.
fn node(o: &mut String, look: &NodeLook, blank: bool, blanks: bool) {
    let (d, w) = (&look.data, &look.look);
    let (paint, fade) = node_paint(look, blank);
    o.push_str("<g");
    attr(o, "data-node", &d.node.to_string());
    attr(o, "data-label", &escape(&d.label));
    attr(o, "data-kind", d.kind);
    attr(o, "data-state", d.state);
    attr(o, "data-look", &w.to_string());
    attr(o, "data-cut", d.cut.unwrap_or_default());
    attr(o, "data-beyond", d.past_limit.unwrap_or_default());
    attr(o, "data-pv", d.pv.unwrap_or_default());
    if let Some(i) = &d.leaf_index {
        attr(o, "data-leaf-index", &i.to_string());
    }
    attr(o, "fill-opacity", fade);
    attr(o, "stroke-opacity", fade);
    o.push('>');
    if let Some(h) = &look.halo {
        circle(o, h, FOCUS);
        attr(o, "opacity", HALO_OPACITY);
        o.push_str("/>");
    }
    shape(o, look, paint);
    if let Some(v) = &look.value {
        value(o, v, paint, w.kind == Kind::Leaf);
    }
    if let Some(t) = &look.label {
        let label = escape(&t.text);
        text(
            o,
            (t.x, t.y),
            &label,
            MUTED,
            r#" text-anchor="end" font-weight="bold""#,
        );
    }
    if let Some(b) = &look.bounds {
        if let Some(r) = &b.background {
            rect(o, r, PAPER);
            attr(o, "stroke", LINE);
            attr(o, "fill-opacity", BOUNDS_BG_OPACITY);
            o.push_str("/>");
        }
        let (a, be) = (&b.alpha, &b.beta);
        if blanks {
            blank_line(o, a, MAX_INK);
            blank_line(o, be, MIN_INK);
        } else {
            text(o, (a.x, a.y), &a.text, MAX_INK, "");
            text(o, (be.x, be.y), &be.text, MIN_INK, "");
        }
    }
    let tag = r#" text-anchor="middle" font-weight="bold""#;
    match &look.cut_tag {
        Some(CutTag::Tag { rect: r, text: t }) => {
            rect(o, r, CUT);
            o.push_str("/>");
            // The cutoff's name, in the language in force.
            let name = escape(&t.text.to_string());
            text(o, (t.x, t.y), &name, PAPER, tag);
        }
        Some(CutTag::Badge { circle: c, text: t }) => {
            circle(o, c, CUT);
            o.push_str("/>");
            text(o, (t.x, t.y), &t.text, PAPER, tag);
        }
        None => {}
    }
    o.push_str("</g>\n");
}

/// Alpha's or beta's name and a rule after it to write the bound on.
fn blank_line(o: &mut String, t: &Text<BoundText>, ink: &str) {
    text(o, (t.x, t.y), &t.text.name, ink, "");
    let (x1, x2) = (t.x + BLANK_FROM, t.x + BLANK_TO);
    nums(
        o,
        "<line",
        &[("x1", x1), ("y1", t.y), ("x2", x2), ("y2", t.y)],
    );
    attr(o, "stroke", ink);
    o.push_str(r#" stroke-width="1"/>"#);
}

/// A shape's fill, stroke, width and dashes ("" for none), as the style sheet paints its kind
/// and state.
pub(crate) fn shape_paint(look: &NodeLook, state: &str) -> [&'static str; 4] {
    let w = &look.look;
    let (mut width, mut dash) = (THIN, "");
    let (mut fill, mut stroke) = match w.kind {
        Kind::Max => (MAX_FILL, MAX_INK),
        Kind::Min => (MIN_FILL, MIN_INK),
        Kind::Leaf => (PAPER, MUTED),
        Kind::Chance => {
            dash = CHANCE_DASH;
            (PAPER, INK)
        }
    };
    match state {
        "unvisited" => (fill, stroke) = (PAPER, FAINT),
        "current" => (stroke, width) = (INK, CURRENT),
        "pruned" => (fill, stroke, dash) = (PAPER, MUTED, NODE_DASH),
        _ if w.open => width = OPEN,
        _ if w.line => width = PATH,
        _ => {}
    }
    if w.past_limit {
        (fill, stroke) = (BEYOND_FILL, FAINT);
    }
    [fill, stroke, width, dash]
}

/// The shape, painted as the style sheet paints its kind and state.
fn shape(o: &mut String, look: &NodeLook, state: &str) {
    let [fill, stroke, width, dash] = shape_paint(look, state);
    match &look.shape {
        Shape::Rect(r) => rect(o, r, fill),
        Shape::Circle(c) => circle(o, c, fill),
    }
    attr(o, "stroke", stroke);
    attr(o, "stroke-width", width);
    attr(o, "stroke-dasharray", dash);
    o.push_str("/>");
}

/// The value or bound: muted while provisional or unvisited, struck through on a pruned leaf.
fn value(o: &mut String, v: &ValueText, state: &str, leaf: bool) {
    let t = &v.text;
    let muted = v.provisional || state == "unvisited";
    nums(o, "<text", &[("x", t.x), ("y", t.y)]);
    attr(o, "fill", if muted { MUTED } else { INK });
    attr(o, "text-anchor", v.anchor.unwrap_or("middle"));
    attr(o, "font-size", VALUE_SIZE);
    let weight = if v.provisional {
        PROVISIONAL_WEIGHT
    } else {
        "bold"
    };
    attr(o, "font-weight", weight);
    if let Some(fit) = v.fit {
        nums(o, "", &[("textLength", fit)]);
        attr(o, "lengthAdjust", v.length_adjust().unwrap_or_default());
    }
    if leaf && state == "pruned" {
        attr(o, "text-decoration", "line-through");
    }
    let _ = write!(o, ">{}</text>", t.text);
}

/// ` name="value"`, unless the value is empty.
fn attr(o: &mut String, name: &str, value: &str) {
    if !value.is_empty() {
        o.push(' ');
        o.push_str(name);
        o.push_str("=\"");
        o.push_str(value);
        o.push('"');
    }
}

/// `start`, then each number as an attribute, as the page writes it.
fn nums(o: &mut String, start: &str, attrs: &[(&str, f32)]) {
    o.push_str(start);
    for &(name, v) in attrs {
        attr(o, name, &tenths(v));
    }
}

/// A text at (x, y), filled, with more attributes (`paint`, written as is).
fn text(o: &mut String, (x, y): (f32, f32), text: &dyn Display, fill: &str, paint: &str) {
    nums(o, "<text", &[("x", x), ("y", y)]);
    attr(o, "fill", fill);
    o.push_str(paint);
    let _ = write!(o, ">{text}</text>");
}

/// A rectangle, filled; the caller ends it.
fn rect(o: &mut String, r: &Rect, fill: &str) {
    let at = [
        ("x", r.x),
        ("y", r.y),
        ("width", r.width),
        ("height", r.height),
        ("rx", r.rx),
    ];
    nums(o, "<rect", &at);
    attr(o, "fill", fill);
}

/// A circle, filled; the caller ends it.
fn circle(o: &mut String, c: &Ring, fill: &str) {
    nums(o, "<circle", &[("cx", c.cx), ("cy", c.cy), ("r", c.r)]);
    attr(o, "fill", fill);
}
