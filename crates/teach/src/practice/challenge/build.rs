//! Build to order: fill a shape's leaves so that alpha-beta prunes exactly N leaves, or cuts
//! off at a named depth. Drawn from a filling that does (the answer), so it can be done.

use super::{
    cutoffs, random_tree, settings, Attempt, BuildTarget, Challenge, Reason, Verdict, ATTEMPTS,
};
use search::random::SplitMix;
use search::search::{search, Event};
use search::tree::{NodeId, Tree, TreeBuilder};
use search::value::Value;

/// The shapes drawn: plies and children per inner node.
const SHAPES: [(u16, (i64, i64)); 4] = [(2, (3, 3)), (2, (2, 4)), (3, (2, 2)), (3, (2, 3))];
/// The tree drawn when no candidate serves (never, for the seeds tried): the seeds' tree,
/// which prunes 2 leaves.
const FALLBACK: &str = "[[3,12,8],[2,4,6],[14,5,2]]";
const FALLBACK_PRUNED: usize = 2;

pub(super) fn draw(rng: &mut SplitMix) -> (Challenge, Attempt) {
    for _ in 0..ATTEMPTS {
        let (plies, kids) = SHAPES[rng.range(0, SHAPES.len() as i64 - 1) as usize];
        let filled = random_tree(rng, plies, kids);
        let trace = search(&filled, settings());
        let cuts = cutoffs(&trace);
        let Some(deepest) = cuts
            .iter()
            .filter_map(|&i| match trace.events[i] {
                Event::Cutoff { node, .. } => Some(filled.depth(node)),
                _ => None,
            })
            .max()
        else {
            continue;
        };
        let target = if rng.range(0, 1) == 0 {
            BuildTarget::PrunedLeaves(trace.solution.pruned_leaves.len())
        } else {
            BuildTarget::CutoffAtDepth(deepest)
        };
        let shape = blank(&filled);
        return (Challenge::Build { shape, target }, Attempt::Build(filled));
    }
    let filled = search::parse(FALLBACK).unwrap_or_else(|_| blank(&random_tree(rng, 2, (2, 2))));
    let target = BuildTarget::PrunedLeaves(FALLBACK_PRUNED);
    (
        Challenge::Build {
            shape: blank(&filled),
            target,
        },
        Attempt::Build(filled),
    )
}

/// The tree's shape: the same nodes, every leaf 0, no labels written.
pub fn blank(tree: &Tree) -> Tree {
    fn walk(t: &Tree, b: &mut TreeBuilder, n: NodeId) {
        if t.is_leaf(n) {
            b.leaf(None, Value::int(0));
            return;
        }
        b.open(None);
        for c in t.children(n) {
            walk(t, b, c);
        }
        b.close();
    }
    let mut b = TreeBuilder::new();
    walk(tree, &mut b, 0);
    b.finish()
}

/// The first node of `built`, in preorder, whose number of children differs from the shape's
/// node in its place: the node, its children, the shape's.
fn first_misfit(
    shape: &Tree,
    s: NodeId,
    built: &Tree,
    b: NodeId,
) -> Option<(NodeId, usize, usize)> {
    let (wants, has) = (shape.child_count(s), built.child_count(b));
    if wants != has {
        return Some((b, has, wants));
    }
    shape
        .children(s)
        .zip(built.children(b))
        .find_map(|(s, b)| first_misfit(shape, s, built, b))
}

pub(super) fn grade(shape: &Tree, target: BuildTarget, built: &Tree) -> Verdict {
    if let Some((node, has, wants)) = first_misfit(shape, 0, built, 0) {
        return Verdict::of(false, Reason::Shape { node, has, wants }, built.clone());
    }
    let trace = search(built, settings());
    let cutoffs = cutoffs(&trace);
    let (done, reason) = match target {
        BuildTarget::PrunedLeaves(wanted) => {
            let pruned = trace.solution.pruned_leaves.len();
            let reason = Reason::Pruned {
                pruned,
                wanted,
                cutoffs,
            };
            (pruned == wanted, reason)
        }
        BuildTarget::CutoffAtDepth(depth) => {
            let done = cutoffs.iter().any(|&i| {
                matches!(trace.events[i], Event::Cutoff { node, .. } if built.depth(node) == depth)
            });
            (
                done,
                Reason::CutoffDepth {
                    depth,
                    done,
                    cutoffs,
                },
            )
        }
    };
    Verdict::of(done, reason, built.clone())
}
