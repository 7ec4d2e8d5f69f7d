//! One edge of the tree. A pruned edge is dashed and faded; the edge where a cutoff happened is
//! also crossed out, as the textbook figures do.

use yew::prelude::*;

/// How an edge is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeState {
    /// Not searched yet.
    Plain,
    /// Searched.
    Visited,
    /// On the path from the root to the current node.
    Path,
    /// Inside a skipped subtree.
    Pruned,
    /// The edge to a skipped child of the node that cut off: crossed out.
    Struck,
}

#[derive(Properties, PartialEq)]
pub struct EdgeProps {
    pub x1: f32,
    pub y1: f32,
    pub x2: f32,
    pub y2: f32,
    pub state: EdgeState,
}

#[function_component(EdgeView)]
pub fn edge_view(p: &EdgeProps) -> Html {
    let class = match p.state {
        EdgeState::Plain => "edge",
        EdgeState::Visited => "edge visited",
        EdgeState::Path => "edge path",
        EdgeState::Pruned => "edge pruned",
        EdgeState::Struck => "edge pruned struck",
    };
    let pruned = matches!(p.state, EdgeState::Pruned | EdgeState::Struck);
    let strike = (p.state == EdgeState::Struck).then(|| {
        // Two short slashes across the middle of the edge.
        let (mx, my) = ((p.x1 + p.x2) / 2.0, (p.y1 + p.y2) / 2.0);
        let (dx, dy) = (p.x2 - p.x1, p.y2 - p.y1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len, dy / len); // along the edge
        let (nx, ny) = (-uy, ux); // across it
        let slash = |off: f32| {
            let (cx, cy) = (mx + ux * off, my + uy * off);
            format!(
                "M{:.1},{:.1}L{:.1},{:.1}",
                cx - nx * 11.0 - ux * 4.0,
                cy - ny * 11.0 - uy * 4.0,
                cx + nx * 11.0 + ux * 4.0,
                cy + ny * 11.0 + uy * 4.0
            )
        };
        html! { <path key="strike" class="strike" d={format!("{}{}", slash(-4.0), slash(4.0))} /> }
    });
    html! {
        <g class={class} data-pruned={pruned.then_some("true")}>
            <line key="line" x1={format!("{:.1}", p.x1)} y1={format!("{:.1}", p.y1)}
                  x2={format!("{:.1}", p.x2)} y2={format!("{:.1}", p.y2)} />
            { for strike }
        </g>
    }
}
