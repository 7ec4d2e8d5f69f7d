//! What the practice's drawing and a challenge's share: the layout for the window, and the
//! practice looks (`draw::look::PracticeNodeLook`, `PracticeEdgeLook`, computed and tested
//! natively) written as SVG, in the lab's parts: its shapes, rings, texts and strikes. The
//! drawings add their own handlers and fields.

use crate::draw::look::{FieldLook, PracticeEdgeLook, PracticeNodeLook, Rect, Ring, Ringed, Shape};
use crate::draw::Layout;
use crate::search::{NodeId, Tree};
use yew::prelude::*;

/// The page's side padding and the area's border, together.
const PAGE_SIDES: f32 = 36.0;
/// Room around the drawing: the labels left of the nodes, the leaves' boxes.
const MARGIN: f32 = 36.0;

/// The window's width in CSS pixels (0 where it cannot be read).
pub fn window_width() -> f32 {
    web_sys::window()
        .and_then(|w| w.inner_width().ok())
        .and_then(|w| w.as_f64())
        .unwrap_or(0.0) as f32
}

/// A practice drawing laid out for a window `width` wide: its leaves as far apart as the
/// window allows, within `spacing` (the least and the most), its levels `level_height` apart.
pub fn fitted_layout(tree: &Tree, width: f32, spacing: (f32, f32), level_height: f32) -> Layout {
    let room = (width - PAGE_SIDES - 2.0 * MARGIN) / tree.leaves().len().max(1) as f32;
    Layout::new(
        tree,
        room.max(spacing.0).min(spacing.1),
        level_height,
        MARGIN,
    )
}

/// Where node `n` stands in `layout` (the origin for a node it does not place).
pub fn at(layout: &Layout, n: NodeId) -> (f32, f32) {
    let i = n as usize;
    (
        layout.x.get(i).copied().unwrap_or_default(),
        layout.y.get(i).copied().unwrap_or_default(),
    )
}

fn circle(class: &'static str, c: &Ring) -> Html {
    html! { <circle {class} cx={c.cx_attr()} cy={c.cy_attr()} r={c.r_attr()} /> }
}

fn rect(class: &'static str, r: &Rect) -> Html {
    html! {
        <rect {class} x={r.x_attr()} y={r.y_attr()} width={r.width_attr()}
            height={r.height_attr()} rx={r.rx_attr()} />
    }
}

/// A node's ring (under it), shape, leaf's value and label, as its look says.
pub fn node_pieces(look: &PracticeNodeLook) -> Html {
    let ring = look
        .ring
        .map(|(kind, r): (Ringed, Ring)| circle(kind.class(), &r));
    let shape = match &look.shape {
        Shape::Rect(r) => rect("shape", r),
        Shape::Circle(c) => circle("shape", c),
    };
    let value = look.value.as_ref().map(|t| {
        html! { <text class="value" x={t.x_attr()} y={t.y_attr()}>{ t.text.to_string() }</text> }
    });
    let label = &look.label;
    html! {
        <>
            { for ring }
            { shape }
            { for value }
            <text class="label" x={label.x_attr()} y={label.y_attr()}>{ label.text.to_string() }</text>
        </>
    }
}

/// An edge's line, the strike across a marked one, and below a chance node the probability,
/// as its look says.
pub fn edge_pieces(look: &PracticeEdgeLook) -> Html {
    let strike = look
        .strike
        .map(|s| html! { <path class="strike" d={s.to_string()} /> });
    let prob = look.prob.map(|p| {
        html! { <text class="prob" x={p.x_attr()} y={p.y_attr()}>{ p.text.to_string() }</text> }
    });
    html! {
        <>
            <path class="line" d={look.line()} />
            { for strike }
            { for prob }
        </>
    }
}

/// A field's place over the drawing, as its `style`.
pub fn field_style(f: &FieldLook) -> String {
    let r = &f.rect;
    format!(
        "left:{}px;top:{}px;width:{}px;height:{}px",
        r.x_attr(),
        r.y_attr(),
        r.width_attr(),
        r.height_attr()
    )
}
