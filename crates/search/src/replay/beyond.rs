//! The events only the searches beyond alpha-beta make, applied and undone:
//! a pass from the root and a PVS re-search start their nodes afresh and keep what
//! they were, O(1) per block for a pass, O(1) per node of the subtree for a re-search; a skip
//! prunes one child; a chance node's sum moves its best.

use super::state::{NodeState, Replay, Status, Wiped};
use crate::search::{Event, Trace};
use crate::tree::{NodeId, Tree};

impl Replay {
    /// Applies one of these events (the others are [`Replay::apply`]'s).
    pub(super) fn apply_beyond(&mut self, tree: &Tree, event: Event) {
        match event {
            Event::Skip { node, child } => {
                self.at(node).skipped = true;
                self.prune(tree, child..tree.end(child));
            }
            Event::Sum { node, new, .. } => self.at(node).best = Some(new),
            Event::Pass { .. } => {
                self.wiped.push(Wiped::Pass {
                    blocks: std::mem::replace(&mut self.blocks, Replay::fresh_blocks(self.len)),
                    current: self.current.take(),
                    nodes_pruned: std::mem::take(&mut self.nodes_pruned),
                    leaves_pruned: std::mem::take(&mut self.leaves_pruned),
                });
            }
            Event::Research { node, .. } => self.wipe_subtree(tree, node),
            _ => {}
        }
    }

    /// Undoes one of these events (the others are [`Replay::undo`]'s).
    pub(super) fn undo_beyond(&mut self, tree: &Tree, trace: &Trace, event: Event) {
        match event {
            Event::Skip { node, child } => {
                // The first of a cut's skips clears the mark.
                let more = matches!(
                    trace.events.get(self.step.wrapping_sub(1)),
                    Some(Event::Skip { node: n2, .. }) if *n2 == node
                );
                self.at(node).skipped = more;
                self.unprune(tree, child..tree.end(child));
            }
            Event::Sum { node, old, .. } => self.at(node).best = Some(old),
            Event::Pass { .. } => self.unwipe(0),
            Event::Research { node, .. } => self.unwipe(node),
            _ => {}
        }
    }

    /// Starts `node`'s subtree afresh, keeping what it was.
    fn wipe_subtree(&mut self, tree: &Tree, node: NodeId) {
        let ids = node..tree.end(node);
        let states: Vec<NodeState> = ids.clone().map(|id| *self.node(id)).collect();
        let pruned = |leaves: bool| {
            ids.clone()
                .filter(|&id| !leaves || tree.is_leaf(id))
                .filter(|&id| self.node(id).status == Status::Pruned)
                .count()
        };
        let (nodes_pruned, leaves_pruned) = (pruned(false), pruned(true));
        for id in ids {
            *self.at(id) = NodeState::default();
        }
        self.nodes_pruned -= nodes_pruned;
        self.leaves_pruned -= leaves_pruned;
        self.wiped.push(Wiped::Subtree {
            states,
            nodes_pruned,
            leaves_pruned,
        });
    }

    /// Gives back what the last pass or re-search wiped.
    fn unwipe(&mut self, node: NodeId) {
        match self.wiped.pop() {
            Some(Wiped::Pass {
                blocks,
                current,
                nodes_pruned,
                leaves_pruned,
            }) => {
                self.blocks = blocks;
                self.current = current;
                self.nodes_pruned = nodes_pruned;
                self.leaves_pruned = leaves_pruned;
            }
            Some(Wiped::Subtree {
                states,
                nodes_pruned,
                leaves_pruned,
            }) => {
                for (id, st) in (node..).zip(states) {
                    *self.at(id) = st;
                }
                self.nodes_pruned += nodes_pruned;
                self.leaves_pruned += leaves_pruned;
            }
            None => {}
        }
    }
}
