//! One edge of the tree as SVG elements, written from its [`EdgeLook`]: a pruned edge dashed
//! and faded, the edge where a cutoff happened also crossed out, as the textbook figures do;
//! below a chance node, its child's probability on it.
//! A plain function, like `node.rs`.
//!
//! Most edges are one `<line>`: every element costs the browser style and layout when a jump
//! changes it. Only a struck edge needs a group, for its strike, and an edge below a chance
//! node, for its probability.

use crate::draw::EdgeLook;
use crate::engine::NodeId;
use yew::prelude::*;

/// The edge into `child` drawn by `look`.
pub fn edge_view(look: &EdgeLook, child: NodeId) -> Html {
    if let Some(prob) = &look.prob {
        return with_prob(look, child, prob);
    }
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

/// An edge below a chance node: the line, the strike if it was struck, and the child's
/// probability where the look puts it on the edge, each keyed (the strike comes and goes before the
/// probability, which would otherwise be made anew).
fn with_prob(look: &EdgeLook, child: NodeId, p: &crate::draw::look::ProbText) -> Html {
    let strike = look.strike.map(|strike| {
        html! { <path key="strike" class="strike" d={strike.to_string()} /> }
    });
    html! {
        <g key={child} class="edge" data-look={look.look} data-pruned={look.pruned}>
            <line key="line" x1={look.x1_attr()} y1={look.y1_attr()} x2={look.x2_attr()} y2={look.y2_attr()} />
            { for strike }
            <text key="prob" class="prob" x={p.x_attr()} y={p.y_attr()}>
                { p.text.to_string() }
            </text>
        </g>
    }
}
