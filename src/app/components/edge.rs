//! One edge of the tree, drawn as SVG. A pruned edge is dashed and faded; the edge where a
//! cutoff happened is also crossed out, as the textbook figures do. A plain function, like
//! `node.rs`.

use crate::draw::{EdgeState, Geometry};
use crate::engine::{NodeId, Status};
use crate::model::Model;
use crate::num::tenths;
use yew::prelude::*;

impl EdgeState {
    /// The edge from `child`'s parent to `child` at the step `m` shows.
    pub fn of(m: &Model, parent: NodeId, child: NodeId) -> EdgeState {
        let (c, p) = (
            m.replay().node(child).status,
            m.replay().node(parent).status,
        );
        match c {
            Status::Pruned if p != Status::Pruned => EdgeState::Struck,
            Status::Pruned => EdgeState::Pruned,
            Status::Current | Status::Open => EdgeState::Path,
            Status::Done => EdgeState::Visited,
            Status::Unvisited => EdgeState::Plain,
        }
    }
}

/// The edge into `child` (not the root), placed by `geo`.
pub fn edge_view(m: &Model, geo: &Geometry, parent: NodeId, child: NodeId) -> Html {
    let state = EdgeState::of(m, parent, child);
    let (p, c) = (parent as usize, child as usize);
    let (x1, y1) = (geo.x[p], geo.y[p] + geo.r[p]);
    let child_top = if m.tree().is_leaf(child) {
        15.0
    } else {
        geo.r[c]
    };
    let (x2, y2) = (geo.x[c], geo.y[c] - child_top);
    let look = match state {
        EdgeState::Plain => None,
        EdgeState::Visited => Some("visited"),
        EdgeState::Path => Some("path"),
        EdgeState::Pruned => Some("pruned"),
        EdgeState::Struck => Some("pruned struck"),
    };
    let pruned = matches!(state, EdgeState::Pruned | EdgeState::Struck);
    let strike = (state == EdgeState::Struck).then(|| {
        // Two short slashes across the middle of the edge.
        let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len, dy / len); // along the edge
        let (nx, ny) = (-uy, ux); // across it
        let slash = |off: f32| {
            let (cx, cy) = (mx + ux * off, my + uy * off);
            format!(
                "M{},{}L{},{}",
                tenths(cx - nx * 11.0 - ux * 4.0),
                tenths(cy - ny * 11.0 - uy * 4.0),
                tenths(cx + nx * 11.0 + ux * 4.0),
                tenths(cy + ny * 11.0 + uy * 4.0)
            )
        };
        html! { <path class="strike" d={format!("{}{}", slash(-4.0), slash(4.0))} /> }
    });
    let pruned = pruned.then_some("true");
    let (x1, y1, x2, y2) = (tenths(x1), tenths(y1), tenths(x2), tenths(y2));
    // Most edges are one `<line>`: every element costs the browser style and layout when a
    // jump changes it. Only a struck edge needs a group, for its strike.
    match strike {
        None => html! {
            <line key={child} class="edge" data-look={look} data-pruned={pruned} {x1} {y1} {x2} {y2} />
        },
        Some(strike) => html! {
            <g key={child} class="edge" data-look={look} data-pruned={pruned}>
                <line {x1} {y1} {x2} {y2} />
                { strike }
            </g>
        },
    }
}
