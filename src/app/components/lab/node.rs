//! One node of the tree as SVG elements, described from its [`NodeLook`] (computed natively in
//! `draw::look`: everything here only turns a look's parts into elements) and written by the
//! keyed writer (`app::keyed`). A plain function: the layer that holds the node
//! (`tree_view.rs`) decides when to draw again, by comparing the facts a look is made from.
//! Clicks and keys are handled once for the whole drawing (`tree_view.rs`), which finds the
//! node by its `data-node`.
//!
//! Every part of the node is a keyed child of its `<g>`, so that a part added (a cutoff tag)
//! or taken away moves no other part.

use crate::app::keyed::El;
use crate::draw::look::{cut_title, Bounds, CutTag, Marker, MiniBoard, Ring, Shape, ValueText};
use crate::draw::NodeLook;
use crate::num::Dec1;

/// `text` as one text node, begun by a space: SVG drops the space from the drawing (a text's
/// leading space is collapsed), but it keeps one text's words apart from the next's where the
/// node's text is read as a whole (`textContent`, which an accessibility checker compares with
/// the accessible name).
fn spoken(text: &dyn std::fmt::Display) -> String {
    format!(" {text}")
}

/// The node drawn by `look`.
pub fn node_view(look: &NodeLook) -> El {
    let d = &look.data;
    let ring = |class: &'static str, ring: &Option<Ring>| {
        ring.map(|c| circle(El::classed("circle", class), &c))
    };
    let label = look.label.as_ref().map(|t| {
        text_at(
            El::classed("text", "label"),
            t.x_attr(),
            t.y_attr(),
            &t.text,
        )
    });
    let (window_bg, alpha, beta) = bounds(&look.bounds);
    El::classed("g", "node")
        .attr("data-look", look.look.to_string())
        .attr("data-node", d.node.to_string())
        .attr("data-label", d.label.to_string())
        .attr("data-kind", d.kind.to_string())
        .attr("data-state", d.state.to_string())
        .opt("data-cut", d.cut.map(str::to_string))
        .opt("data-beyond", d.past_limit.map(str::to_string))
        .opt("data-pv", d.pv.map(str::to_string))
        .opt("data-collapsed", d.collapsed.map(|k| k.to_string()))
        .opt("data-leaf-index", d.leaf_index.map(|i| i.to_string()))
        // One Tab stop for the whole drawing, the root; the arrows go on from there (a roving
        // focus), and a click or the search's follow focuses any node.
        .attr("tabindex", if d.node == 0 { "0" } else { "-1" }.to_string())
        .attr("role", "button".to_string())
        .attr("aria-label", look.aria_label.to_string())
        .opt_kid("flash", ring("flash-ring", &look.flash_ring))
        .opt_kid("halo", ring("halo", &look.halo))
        .opt_kid("select", ring("select-ring", &look.select_ring))
        .kid("shape", shape(&look.shape))
        .opt_kid("board", look.board.as_ref().map(board))
        // The texts in the order the accessible name says them (label in name: see
        // `draw::look::AriaLabel`).
        .opt_kid("label", label)
        .opt_kid("value", look.value.as_ref().map(value))
        .opt_kid("window-bg", window_bg)
        .opt_kid("alpha", alpha)
        .opt_kid("beta", beta)
        .opt_kid("cut", look.cut_tag.as_ref().map(cut_tag))
        .opt_kid("marker", look.marker.as_ref().map(marker))
}

fn circle(el: El, c: &Ring) -> El {
    el.attr("cx", c.cx_attr())
        .attr("cy", c.cy_attr())
        .attr("r", c.r_attr())
}

fn rect(el: El, r: &crate::draw::look::Rect) -> El {
    el.attr("x", r.x_attr())
        .attr("y", r.y_attr())
        .attr("width", r.width_attr())
        .attr("height", r.height_attr())
        .attr("rx", r.rx_attr())
}

/// `el`, a text, at `x`, `y` (already written).
fn text_at(el: El, x: String, y: String, text: &dyn std::fmt::Display) -> El {
    el.attr("x", x).attr("y", y).text(spoken(text))
}

fn shape(shape: &Shape) -> El {
    match shape {
        Shape::Rect(r) => rect(El::classed("rect", "shape"), r),
        Shape::Circle(c) => circle(El::classed("circle", "shape"), c),
    }
}

fn marker(m: &Marker) -> El {
    let count = m
        .count
        .as_ref()
        .map(|c| text_at(El::new("text"), c.x_attr(), c.y_attr(), &c.text));
    El::classed("g", "collapsed-marker")
        .kid("path", El::new("path").attr("d", m.path.to_string()))
        .opt_kid("count", count)
        .kid("title", El::new("title").text(spoken(&m.title)))
}

/// The keys of a board's cells, from the top left.
const CELLS: [&str; 9] = ["0", "1", "2", "3", "4", "5", "6", "7", "8"];

fn board(b: &MiniBoard) -> El {
    let grid = El::classed("path", "grid").attr("d", b.grid.to_string());
    let mut g = El::classed("g", "mini-board").kid("grid", grid);
    for (key, mark) in CELLS.iter().zip(&b.cells) {
        g = g.opt_kid(key, mark.as_ref().map(mini_mark));
    }
    g
}

/// A tic-tac-toe mark, small in a node's board: X as two strokes, O as a ring.
fn mini_mark(mark: &crate::draw::look::Mark) -> El {
    use crate::draw::look::Mark;
    let (tag, class) = match mark {
        Mark::X { .. } => ("path", "mark-x"),
        Mark::O { .. } => ("circle", "mark-o"),
    };
    let el = El::classed(tag, class).attr("data-look", "mini".to_string());
    match *mark {
        Mark::X { .. } => el.opt("d", mark.d().map(|d| d.to_string())),
        Mark::O { cx, cy, r } => el
            .attr("cx", Dec1(cx).to_string())
            .attr("cy", Dec1(cy).to_string())
            .attr("r", Dec1(r).to_string()),
    }
}

fn value(v: &ValueText) -> El {
    let t = &v.text;
    El::classed("text", "value")
        .opt("data-look", v.look().map(str::to_string))
        .attr("x", t.x_attr())
        .attr("y", t.y_attr())
        .opt("text-anchor", v.anchor.map(str::to_string))
        .opt("textLength", v.fit_attr())
        .opt("lengthAdjust", v.length_adjust().map(str::to_string))
        .text(spoken(&t.text))
}

/// Alpha and beta, right of the node; on the path, over a background.
fn bounds(b: &Option<Bounds>) -> (Option<El>, Option<El>, Option<El>) {
    let Some(b) = b else {
        return (None, None, None);
    };
    let bg = b
        .background
        .map(|r| rect(El::classed("rect", "window-bg"), &r));
    let (a, be) = (&b.alpha, &b.beta);
    let alpha = text_at(
        El::classed("text", "alpha"),
        a.x_attr(),
        a.y_attr(),
        &a.text,
    );
    let beta = text_at(
        El::classed("text", "beta"),
        be.x_attr(),
        be.y_attr(),
        &be.text,
    );
    (bg, Some(alpha), Some(beta))
}

/// The cutoff, named: a tag where there is room, a badge where the row is crowded.
fn cut_tag(tag: &CutTag) -> El {
    let (g, (key, shape), text) = match tag {
        CutTag::Tag { rect: r, text: t } => (
            El::classed("g", "cut-tag"),
            ("rect", rect(El::new("rect"), r)),
            text_at(El::new("text"), t.x_attr(), t.y_attr(), &t.text),
        ),
        CutTag::Badge { circle: c, text: t } => (
            El::classed("g", "cut-tag badge"),
            ("circle", circle(El::new("circle"), c)),
            text_at(El::new("text"), t.x_attr(), t.y_attr(), &t.text),
        ),
    };
    g.kid(key, shape)
        .kid("text", text)
        .kid("title", El::new("title").text(spoken(&cut_title())))
}
