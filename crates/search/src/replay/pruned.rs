//! Leaves pruned so far, as every count of a search of several passes means it: a leaf that a
//! cutoff skipped and that no pass has evaluated yet (the solution's `pruned_leaves` at the
//! last step). The replay's own count is its pass's struck leaves, which an earlier pass may
//! have evaluated, and which a new pass wipes.

use crate::search::{Event, Trace};
use crate::tree::Tree;

/// After each step of `trace` (index 0: nothing searched yet), how many leaves of `tree` a
/// cutoff has skipped and no pass has evaluated.
pub fn pruned_leaves_by_step(tree: &Tree, trace: &Trace) -> Vec<u32> {
    let leaves = tree.leaves().len();
    // The step after which each leaf was first skipped, and first evaluated.
    let (mut skipped, mut evaluated) = (vec![None; leaves], vec![None; leaves]);
    for (step, event) in trace.events.iter().enumerate() {
        // The ids a cutoff skips: the rest of a node's children, or one child out of order.
        let ids = match *event {
            Event::Cutoff {
                node,
                first_skipped,
            } => Some((first_skipped, tree.end(node))),
            Event::Skip { child, .. } => Some((child, tree.end(child))),
            _ => None,
        };
        if let Some((first, end)) = ids {
            for leaf in tree.leaf_range(first, end) {
                skipped[leaf].get_or_insert(step + 1);
            }
        }
        if let Event::Leaf { node, .. } = *event {
            if let Some(leaf) = tree.leaf_index(node) {
                evaluated[leaf].get_or_insert(step + 1);
            }
        }
    }
    let mut change = vec![0i64; trace.events.len() + 1];
    for (skip, eval) in skipped.into_iter().zip(evaluated) {
        match (skip, eval) {
            (Some(s), None) => change[s] += 1,
            (Some(s), Some(e)) if s < e => {
                change[s] += 1;
                change[e] -= 1;
            }
            _ => {}
        }
    }
    let mut so_far = 0i64;
    change
        .into_iter()
        .map(|c| {
            so_far += c;
            so_far as u32
        })
        .collect()
}
