//! One node of the tree as SVG elements, written from its [`NodeLook`] (computed natively in
//! `draw::look`: everything here only turns a look's parts into elements). A plain function:
//! the layer that holds the node (`tree_view.rs`) decides when to draw again, by comparing
//! looks. Clicks and keys are handled once for the whole drawing (`tree_view.rs`), which finds
//! the node by its `data-node`.
//!
//! Every element of the node is a keyed item of its `<g>` (no fragment): Yew diffs a list whose
//! items all have keys by key, and any other list by position from its end, so one unkeyed
//! item would make a part added at the end (a cutoff tag) move every other element.

use crate::draw::look::{cut_title, Bounds, CutTag, Marker, MiniBoard, Ring, Shape, ValueText};
use crate::draw::NodeLook;
use yew::prelude::*;

/// `text` as one text node, begun by a space: SVG drops the space from the drawing (a text's
/// leading space is collapsed), but it keeps one text's words apart from the next's where the
/// node's text is read as a whole (`textContent`, which an accessibility checker compares with
/// the accessible name). One node, not two: a jump writes hundreds of these.
fn spoken(text: &dyn std::fmt::Display) -> String {
    format!(" {text}")
}

/// The node drawn by `look`.
pub fn node_view(look: &NodeLook) -> Html {
    let d = &look.data;
    let ring = |key: &'static str, class: &'static str, ring: &Option<Ring>| {
        ring.map(
            |c| html! { <circle {key} {class} cx={c.cx_attr()} cy={c.cy_attr()} r={c.r_attr()} /> },
        )
    };
    let label = look.label.as_ref().map(|t| {
        html! { <text key="label" class="label" x={t.x_attr()} y={t.y_attr()}>{ spoken(&t.text) }</text> }
    });
    let (window_bg, alpha, beta) = bounds(&look.bounds);
    html! {
        <g key={d.node} class="node" data-look={look.look.to_string()}
            data-node={d.node.to_string()}
            data-label={AttrValue::from(d.label.clone())}
            data-kind={d.kind}
            data-state={d.state}
            data-cut={d.cut}
            data-beyond={d.beyond}
            data-pv={d.pv}
            data-collapsed={d.collapsed.map(|k| k.to_string())}
            data-leaf-index={d.leaf_index.map(|i| i.to_string())}
            // One Tab stop for the whole drawing, the root; the arrows go on from there (a roving
            // focus), and a click or the search's follow focuses any node.
            tabindex={if d.node == 0 { "0" } else { "-1" }}
            role="button"
            aria-label={look.aria_label.to_string()}>
            { for ring("flash", "flash-ring", &look.flash_ring) }
            { for ring("halo", "halo", &look.halo) }
            { for ring("select", "select-ring", &look.select_ring) }
            { shape(&look.shape) }
            { for look.board.as_ref().map(board) }
            // The texts in the order the accessible name says them (label in name: see
            // `draw::look::AriaLabel`).
            { for label }
            { for look.value.as_ref().map(value) }
            { for window_bg }
            { for alpha }
            { for beta }
            { for look.cut_tag.as_ref().map(cut_tag) }
            { for look.marker.as_ref().map(marker) }
        </g>
    }
}

fn shape(shape: &Shape) -> Html {
    match shape {
        Shape::Rect(r) => html! {
            <rect key="shape" class="shape" x={r.x_attr()} y={r.y_attr()} width={r.width_attr()} height={r.height_attr()} rx={r.rx_attr()} />
        },
        Shape::Circle(c) => {
            html! { <circle key="shape" class="shape" cx={c.cx_attr()} cy={c.cy_attr()} r={c.r_attr()} /> }
        }
    }
}

fn marker(m: &Marker) -> Html {
    html! {
        <g key="marker" class="collapsed-marker">
            <path d={m.path.to_string()} />
            if let Some(count) = &m.count {
                <text x={count.x_attr()} y={count.y_attr()}>{ spoken(&count.text) }</text>
            }
            <title>{ spoken(&m.title) }</title>
        </g>
    }
}

fn board(b: &MiniBoard) -> Html {
    html! {
        <g key="board" class="mini-board">
            <path class="grid" d={b.grid.to_string()} />
            { for b.marks().map(|m| super::mark::mark_view(m, true)) }
        </g>
    }
}

fn value(v: &ValueText) -> Html {
    let t = &v.text;
    html! {
        <text key="value" class="value" data-look={v.look()}
            x={t.x_attr()} y={t.y_attr()} text-anchor={v.anchor} textLength={v.fit_attr()}
            lengthAdjust={v.length_adjust()}>{ spoken(&t.text) }</text>
    }
}

/// Alpha and beta, right of the node; on the path, over a background.
fn bounds(b: &Option<Bounds>) -> (Option<Html>, Option<Html>, Option<Html>) {
    let Some(b) = b else {
        return (None, None, None);
    };
    let bg = b.background.map(|r| {
        html! {
            <rect key="window-bg" class="window-bg" x={r.x_attr()} y={r.y_attr()} width={r.width_attr()} height={r.height_attr()} rx={r.rx_attr()} />
        }
    });
    let (a, be) = (&b.alpha, &b.beta);
    let alpha = html! { <text key="alpha" class="alpha" x={a.x_attr()} y={a.y_attr()}>{ spoken(&a.text) }</text> };
    let beta = html! { <text key="beta" class="beta" x={be.x_attr()} y={be.y_attr()}>{ spoken(&be.text) }</text> };
    (bg, Some(alpha), Some(beta))
}

/// The cutoff, named: a tag where there is room, a badge where the row is crowded.
fn cut_tag(tag: &CutTag) -> Html {
    match tag {
        CutTag::Tag { rect: r, text: t } => html! {
            <g key="cut" class="cut-tag">
                <rect x={r.x_attr()} y={r.y_attr()} width={r.width_attr()} height={r.height_attr()} rx={r.rx_attr()} />
                <text x={t.x_attr()} y={t.y_attr()}>{ spoken(&t.text) }</text>
                <title>{ spoken(&cut_title()) }</title>
            </g>
        },
        CutTag::Badge { circle: c, text: t } => html! {
            <g key="cut" class="cut-tag badge">
                <circle cx={c.cx_attr()} cy={c.cy_attr()} r={c.r_attr()} />
                <text x={t.x_attr()} y={t.y_attr()}>{ spoken(&t.text) }</text>
                <title>{ spoken(&cut_title()) }</title>
            </g>
        },
    }
}
