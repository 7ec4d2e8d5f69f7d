//! One edge of the tree as SVG elements, described from its [`EdgeLook`] for the keyed writer
//! (`app::keyed`): a pruned edge dashed and faded, the edge where a cutoff happened also
//! crossed out, as the textbook figures do; below a chance node, its child's probability on
//! it. A plain function, like `node.rs`.
//!
//! Most edges are one `<line>`: every element costs the browser style and layout when a jump
//! changes it. Only a struck edge needs a group, for its strike, and an edge below a chance
//! node, for its probability.

use crate::app::keyed::El;
use crate::draw::EdgeLook;

/// The edge drawn by `look`.
pub fn edge_view(look: &EdgeLook) -> El {
    let line = |el: El| {
        el.attr("x1", look.x1_attr())
            .attr("y1", look.y1_attr())
            .attr("x2", look.x2_attr())
            .attr("y2", look.y2_attr())
    };
    let strike = look
        .strike
        .map(|s| El::classed("path", "strike").attr("d", s.to_string()));
    let tagged = |el: El| {
        el.attr("class", "edge".to_string())
            .opt("data-look", look.look.map(str::to_string))
            .opt("data-pruned", look.pruned.map(str::to_string))
    };
    // Below a chance node: the line, the strike if it was struck, and the child's probability
    // where the look puts it on the edge.
    if let Some(p) = &look.prob {
        let prob = El::classed("text", "prob")
            .attr("x", p.x_attr())
            .attr("y", p.y_attr())
            .text(p.text.to_string());
        return tagged(El::new("g"))
            .kid("line", line(El::new("line")))
            .opt_kid("strike", strike)
            .kid("prob", prob);
    }
    match strike {
        None => line(tagged(El::new("line"))),
        Some(strike) => tagged(El::new("g"))
            .kid("line", line(El::new("line")))
            .kid("strike", strike),
    }
}
