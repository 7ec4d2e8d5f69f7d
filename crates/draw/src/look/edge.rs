//! An edge's look: a line from the parent's bottom to the child's top, faded and dashed when
//! pruned, and crossed out where a cutoff skipped the child, as the textbook figures do.

use super::pieces::attrs;
use super::sizes::{LEAF_HALF_HEIGHT, TAG_RISE, TAG_TOP};
use crate::geometry::Geometry;
use crate::layout::CHANCE_MOST_RADIUS;
use crate::prob::{EdgeProb, PROB_CLEAR};
use num::tenths;
use search::{NodeId, Replay, Status, Tree};
use std::fmt;

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

impl EdgeState {
    /// The edge to a child of status `child` from a parent of status `parent`.
    pub fn new(child: Status, parent: Status) -> EdgeState {
        match child {
            Status::Pruned if parent != Status::Pruned => EdgeState::Struck,
            Status::Pruned => EdgeState::Pruned,
            Status::Current | Status::Open => EdgeState::Path,
            Status::Done => EdgeState::Visited,
            Status::Unvisited => EdgeState::Plain,
        }
    }

    /// The edge's `data-look`.
    pub fn look(self) -> Option<&'static str> {
        match self {
            EdgeState::Plain => None,
            EdgeState::Visited => Some("visited"),
            EdgeState::Path => Some("path"),
            EdgeState::Pruned => Some("pruned"),
            EdgeState::Struck => Some("pruned struck"),
        }
    }
}

/// Everything about an edge at a step that its look depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeFacts {
    /// The child's status at the step shown.
    pub child: Status,
    /// The parent's status.
    pub parent: Status,
    /// The child is a leaf (its box is lower than a node of its size).
    pub leaf_child: bool,
    /// The edge is on the chosen line (once the root's value is known).
    pub on_line: bool,
    /// Below a chance node: the child's probability.
    pub prob: Option<EdgeProb>,
}

impl EdgeFacts {
    /// The edge from `n`'s parent into `n` at the step `replay` stands at; none for the root.
    pub fn at(tree: &Tree, replay: &Replay, n: NodeId) -> Option<EdgeFacts> {
        let parent = tree.parent(n)?;
        let status = |n: NodeId| replay.node(n).status;
        Some(EdgeFacts {
            child: status(n),
            parent: status(parent),
            leaf_child: tree.is_leaf(n),
            on_line: false,
            prob: EdgeProb::of(tree, n),
        })
    }
}

/// Half a slash of the strike, across the edge, in pixels...
pub const SLASH_HALF: f32 = 11.0;
/// ...its lean along the edge...
pub const SLASH_LEAN: f32 = 4.0;
/// ...and each slash's distance from the edge's middle, along it.
pub const SLASH_OFFSET: f32 = 4.0;

/// Everything an edge draws: one `<line>`, or a group of the line and the strike.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EdgeLook {
    pub state: EdgeState,
    /// `data-look`.
    pub look: Option<&'static str>,
    /// `data-pruned`.
    pub pruned: Option<&'static str>,
    pub x1: f32,
    pub y1: f32,
    pub x2: f32,
    pub y2: f32,
    /// A struck edge's two slashes across its middle (`class="strike"`).
    pub strike: Option<Strike>,
    /// Below a chance node: the probability, on the edge.
    pub prob: Option<ProbText>,
}

/// A probability written on an edge, centred on it (over a rim of the paper, which hides the
/// line under it): where its middle stands, and what.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ProbText {
    pub x: f32,
    /// The baseline.
    pub y: f32,
    pub text: EdgeProb,
}

/// The baseline below the text's middle (16 px digits stand about 12 px high).
pub const PROB_DROP: f32 = 6.0;
/// How far the text reaches below its middle (a slash goes under the baseline)...
pub const PROB_BELOW: f32 = 9.0;
/// ...and the least room between it and the top of the child's row.
pub const PROB_ABOVE: f32 = 3.0;
/// An inner node's label reaches this far above its top.
pub const LABEL_OVER: f32 = 4.0;

attrs!(ProbText {
    x_attr: x,
    y_attr: y
});

attrs!(EdgeLook {
    x1_attr: x1,
    y1_attr: y1,
    x2_attr: x2,
    y2_attr: y2,
});

impl EdgeLook {
    /// The edge from `parent` into `child`, placed by `geo`.
    pub fn new(f: &EdgeFacts, geo: &Geometry, parent: NodeId, child: NodeId) -> EdgeLook {
        let state = EdgeState::new(f.child, f.parent);
        let (p, c) = (parent as usize, child as usize);
        let (x1, y1) = (geo.x[p], geo.y[p] + geo.r[p]);
        let child_top = if f.leaf_child {
            LEAF_HALF_HEIGHT
        } else {
            geo.r[c]
        };
        let (x2, y2) = (geo.x[c], geo.y[c] - child_top);
        let pruned = matches!(state, EdgeState::Pruned | EdgeState::Struck);
        // Centred on the edge: over a leaf, low, where the edges are furthest apart (the
        // layout leaves room for the widest there: `layout::prob_spacing`), its bottom above
        // the top of the child's row (the first row of staggered leaves, whose edges pass
        // between the first row's). Over an inner node, at the middle, clear of the child's
        // label and cut tag; low again on a struck edge, off the strike across the middle (the
        // child, skipped, has no tag).
        let prob = f.prob.map(|text| {
            let row_top = geo.y[p] + geo.level_height
                - if f.leaf_child {
                    LEAF_HALF_HEIGHT
                } else {
                    geo.r[c] + LABEL_OVER
                };
            let span = (y2 - y1).max(1.0);
            let low = ((row_top - PROB_ABOVE - PROB_BELOW - y1) / span).max(0.5);
            // Over an inner node, no lower than clear of the highest cut tag its row can draw.
            let tags = geo.y[c] - CHANCE_MOST_RADIUS - TAG_RISE - TAG_TOP - PROB_CLEAR;
            let high = ((tags - PROB_BELOW - y1) / span).clamp(0.0, 0.5);
            let along = if f.leaf_child || state == EdgeState::Struck {
                low
            } else {
                high
            };
            ProbText {
                x: x1 + (x2 - x1) * along,
                y: y1 + (y2 - y1) * along + PROB_DROP,
                text,
            }
        });
        // Without the feature, no tree has chance nodes.
        EdgeLook {
            state,
            look: if f.on_line {
                Some("line")
            } else {
                state.look()
            },
            pruned: pruned.then_some("true"),
            strike: (state == EdgeState::Struck).then(|| Strike::new(x1, y1, x2, y2)),
            prob,
            x1,
            y1,
            x2,
            y2,
        }
    }
}

/// Two short slashes, each from its first point to its second; `Display` writes their path
/// (`M…L…M…L…`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Strike(pub [[(f32, f32); 2]; 2]);

impl Strike {
    /// Two short slashes across the middle of the edge from (x1, y1) to (x2, y2).
    pub fn new(x1: f32, y1: f32, x2: f32, y2: f32) -> Strike {
        let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len, dy / len); // along the edge
        let (nx, ny) = (-uy, ux); // across it
        let slash = |off: f32| {
            let (cx, cy) = (mx + ux * off, my + uy * off);
            [
                (
                    cx - nx * SLASH_HALF - ux * SLASH_LEAN,
                    cy - ny * SLASH_HALF - uy * SLASH_LEAN,
                ),
                (
                    cx + nx * SLASH_HALF + ux * SLASH_LEAN,
                    cy + ny * SLASH_HALF + uy * SLASH_LEAN,
                ),
            ]
        };
        Strike([slash(-SLASH_OFFSET), slash(SLASH_OFFSET)])
    }
}

impl fmt::Display for Strike {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for [(ax, ay), (bx, by)] in self.0 {
            write!(
                f,
                "M{},{}L{},{}",
                tenths(ax),
                tenths(ay),
                tenths(bx),
                tenths(by)
            )?;
        }
        Ok(())
    }
}
