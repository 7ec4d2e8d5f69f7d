//! One edge of the tree as SVG elements, written from its [`EdgeLook`]: a pruned edge dashed
//! and faded, the edge where a cutoff happened also crossed out, as the textbook figures do.
//! A plain function, like `node.rs`.
//!
//! Most edges are one `<line>`: every element costs the browser style and layout when a jump
//! changes it. Only a struck edge needs a group, for its strike.

use crate::draw::EdgeLook;
use crate::engine::NodeId;
use yew::prelude::*;

/// The edge into `child` drawn by `look`.
pub fn edge_view(look: &EdgeLook, child: NodeId) -> Html {
    let (x1, y1, x2, y2) = (
        look.x1_attr(),
        look.y1_attr(),
        look.x2_attr(),
        look.y2_attr(),
    );
    match look.strike {
        None => html! {
            <line key={child} class="edge" data-look={look.look} data-pruned={look.pruned} {x1} {y1} {x2} {y2} />
        },
        Some(strike) => html! {
            <g key={child} class="edge" data-look={look.look} data-pruned={look.pruned}>
                <line {x1} {y1} {x2} {y2} />
                <path class="strike" d={strike.to_string()} />
            </g>
        },
    }
}
