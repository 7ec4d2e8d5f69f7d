//! The state of every node at any step of a trace. Stepping applies or undoes one event: O(1),
//! plus O(1) per node whose state changes (a cutoff marks its skipped subtrees). A jump from
//! step j to step k costs |k - j| such steps, never a re-run; with [`Checkpoints`], at most
//! about [`Checkpoints::every`] steps once the jump's neighbourhood has been passed through.
//! A new pass from the root (or a PVS re-search of a subtree) starts its nodes afresh and
//! keeps what they were, to give it back when stepped over backwards: O(1) per block for a
//! pass, O(1) per node of the subtree for a re-search.

use super::kinds::NodeKind;
use super::search::{Event, Form, Score, Trace};
use super::tree::{NodeId, Tree};
use std::rc::Rc;

/// Copies of a trace's replay at every multiple of [`Checkpoints::every`] steps, left by
/// [`Replay::seek_via`] as it passes them, so that a later jump starts from the nearest copy.
/// A copy shares with the replay every block that has not changed since (copied on write), so
/// the copies together hold about what the events between them changed, not a tree each.
#[derive(Clone, Debug)]
pub struct Checkpoints {
    /// The trace the copies are of (held, so that it cannot be freed and another one made at
    /// the same address).
    trace: Option<Rc<Trace>>,
    /// Fewest steps between copies.
    min_every: usize,
    /// Steps between copies.
    every: usize,
    /// The copy at step `k * every`, once passed.
    saved: Vec<Option<Replay>>,
}

impl Default for Checkpoints {
    fn default() -> Checkpoints {
        Checkpoints::with_every(Checkpoints::MIN_EVERY)
    }
}

impl Checkpoints {
    /// Fewest steps between copies by default: 2,048 steps take well under a millisecond.
    pub const MIN_EVERY: usize = 2048;
    /// Most copies per trace, besides the one at step 0.
    pub const MOST: usize = 64;

    /// No copies yet; copies at least `min_every` steps apart (and at most [`Self::MOST`] and
    /// the one at step 0).
    pub fn with_every(min_every: usize) -> Checkpoints {
        Checkpoints {
            trace: None,
            min_every: min_every.max(1),
            every: 0,
            saved: Vec::new(),
        }
    }

    /// Steps between copies.
    pub fn every(&self) -> usize {
        self.every
    }

    /// How many copies are held.
    pub fn held(&self) -> usize {
        self.saved.iter().flatten().count()
    }

    /// Starts afresh unless the copies are of `trace` (and of a tree of `nodes` nodes).
    fn keep_for(&mut self, trace: &Rc<Trace>, nodes: usize) {
        let same = self.trace.as_ref().is_some_and(|t| Rc::ptr_eq(t, trace))
            && self.saved.iter().flatten().all(|r| r.len == nodes);
        if !same {
            let events = trace.events.len();
            self.every = events.div_ceil(Self::MOST).max(self.min_every);
            self.saved = vec![None; events / self.every + 1];
            self.trace = Some(Rc::clone(trace));
        }
    }

    fn save(&mut self, replay: &Replay) {
        if let Some(slot @ None) = self.saved.get_mut(replay.step / self.every) {
            *slot = Some(replay.clone());
        }
    }
}

impl Replay {
    /// Step 0 (nothing searched yet) for `tree`.
    pub fn new(tree: &Tree) -> Replay {
        Replay {
            step: 0,
            // Every block starts as the same empty one, copied when first written.
            blocks: Replay::fresh_blocks(tree.len()),
            len: tree.len(),
            current: None,
            leaves_evaluated: 0,
            nodes_pruned: 0,
            leaves_pruned: 0,
            wiped: Vec::new(),
        }
    }

    /// How many events have been applied.
    pub fn step(&self) -> usize {
        self.step
    }

    /// The state of `node` (panics past the tree's end, like a slice).
    pub fn node(&self, node: NodeId) -> &NodeState {
        let i = node as usize;
        assert!(i < self.len, "node {i} out of {}", self.len);
        &self.blocks[i / BLOCK][i % BLOCK]
    }

    /// The state of `node`, or None past the tree's end.
    pub fn get(&self, node: NodeId) -> Option<&NodeState> {
        let i = node as usize;
        (i < self.len).then(|| &self.blocks[i / BLOCK][i % BLOCK])
    }

    /// How many nodes.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Every node's state, in preorder.
    pub fn nodes(&self) -> impl Iterator<Item = &NodeState> + '_ {
        self.blocks.iter().flat_map(|b| b.iter()).take(self.len)
    }

    /// Whether `node`'s state is shared with `other` without a copy having been made since (then
    /// it is the same); false says nothing.
    pub fn shares_block(&self, other: &Replay, node: NodeId) -> bool {
        let k = node as usize / BLOCK;
        match (self.blocks.get(k), other.blocks.get(k)) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }

    pub fn current(&self) -> Option<NodeId> {
        self.current
    }

    pub fn leaves_evaluated(&self) -> usize {
        self.leaves_evaluated
    }

    /// Nodes (inner and leaves) inside subtrees skipped so far (in this pass).
    pub fn nodes_pruned(&self) -> usize {
        self.nodes_pruned
    }

    pub fn leaves_pruned(&self) -> usize {
        self.leaves_pruned
    }

    /// Applies the next event; false at the end.
    pub fn forward(&mut self, tree: &Tree, trace: &Trace) -> bool {
        let Some(&event) = trace.events.get(self.step) else {
            return false;
        };
        self.apply(tree, trace, event);
        self.step += 1;
        true
    }

    /// Undoes the last event; false at step 0.
    pub fn backward(&mut self, tree: &Tree, trace: &Trace) -> bool {
        if self.step == 0 {
            return false;
        }
        self.step -= 1;
        let event = trace.events[self.step];
        self.undo(tree, trace, event);
        true
    }

    /// Goes to `step` (clamped to the trace's length), from the nearest of where it stands and
    /// the copies in `marks` (kept for `trace`; they are dropped if they were kept for another);
    /// on the way forward it leaves a copy at each multiple of [`Checkpoints::every`] it passes.
    pub fn seek_via(
        &mut self,
        tree: &Tree,
        trace: &Rc<Trace>,
        step: usize,
        marks: &mut Checkpoints,
    ) {
        let step = step.min(trace.events.len());
        marks.keep_for(trace, tree.len());
        let every = marks.every;
        // The copies on either side of the target.
        let below = step / every;
        for k in [below, below + 1] {
            if let Some(c) = marks.saved.get(k).and_then(Option::as_ref) {
                if c.step.abs_diff(step) < self.step.abs_diff(step) {
                    self.clone_from(c);
                }
            }
        }
        // The next step that gets a copy (no division per event).
        let mut mark = self.step.next_multiple_of(every);
        while self.step < step {
            if self.step == mark {
                marks.save(self);
                mark += every;
            }
            if !self.forward(tree, trace) {
                break;
            }
        }
        if self.step == mark {
            marks.save(self);
        }
        while self.step > step && self.backward(tree, trace) {}
    }

    /// Goes to `step` (clamped to the trace's length) one event at a time.
    pub fn seek(&mut self, tree: &Tree, trace: &Trace, step: usize) {
        let step = step.min(trace.events.len());
        while self.step < step && self.forward(tree, trace) {}
        while self.step > step && self.backward(tree, trace) {}
    }

    fn set_status(&mut self, node: NodeId, status: Status) {
        self.at(node).status = status;
    }

    fn apply(&mut self, tree: &Tree, trace: &Trace, event: Event) {
        match event {
            Event::Enter { node, alpha, beta } => {
                if let Some(p) = tree.parent(node) {
                    self.set_status(p, Status::Open);
                }
                // A chance node's best is its sum so far.
                let best = match trace.settings.kind(tree, node) {
                    NodeKind::Chance => Score(0),
                    _ if trace.settings.form == Form::Negamax => Score::NEG_INF,
                    NodeKind::Max => Score::NEG_INF,
                    NodeKind::Min => Score::POS_INF,
                };
                let n = self.at(node);
                n.status = Status::Current;
                n.alpha = Some(alpha);
                n.beta = Some(beta);
                n.best = Some(best);
                self.current = Some(node);
            }
            Event::Leaf { node, value } => {
                if let Some(p) = tree.parent(node) {
                    self.set_status(p, Status::Open);
                }
                let n = self.at(node);
                n.status = Status::Current;
                n.value = Some(value);
                // A node stopped by a depth limit is evaluated too, but it is no leaf.
                if tree.is_leaf(node) {
                    self.leaves_evaluated += 1;
                }
                self.current = Some(node);
            }
            Event::Return {
                node,
                value,
                prev_best,
            } => {
                let returned = trace.returns(tree).at(self.step);
                let n = self.at(node);
                n.status = Status::Done;
                n.value = Some(value);
                n.returned = returned;
                self.current = tree.parent(node);
                if let Some(p) = tree.parent(node) {
                    let best = combine(tree, trace, p, prev_best, value);
                    let pn = self.at(p);
                    pn.status = Status::Current;
                    pn.best = Some(best);
                }
            }
            Event::Alpha { node, new, .. } => self.at(node).alpha = Some(new),
            Event::Beta { node, new, .. } => self.at(node).beta = Some(new),
            Event::Test { node, cut, .. } => {
                if cut {
                    self.at(node).cut = true;
                }
            }
            Event::Cutoff {
                node,
                first_skipped,
            } => {
                self.at(node).skipped = true;
                self.prune(tree, first_skipped..tree.end(node));
            }
            beyond => self.apply_beyond(tree, beyond),
        }
    }

    /// Marks the nodes `ids` (whole subtrees) pruned.
    fn prune(&mut self, tree: &Tree, ids: std::ops::Range<NodeId>) {
        for id in ids {
            self.set_status(id, Status::Pruned);
            self.nodes_pruned += 1;
            if tree.is_leaf(id) {
                self.leaves_pruned += 1;
            }
        }
    }

    /// Marks the pruned nodes `ids` unvisited again.
    fn unprune(&mut self, tree: &Tree, ids: std::ops::Range<NodeId>) {
        for id in ids {
            self.set_status(id, Status::Unvisited);
            self.nodes_pruned -= 1;
            if tree.is_leaf(id) {
                self.leaves_pruned -= 1;
            }
        }
    }

    fn undo(&mut self, tree: &Tree, trace: &Trace, event: Event) {
        match event {
            Event::Enter { node, .. } => {
                *self.at(node) = NodeState::default();
                self.current = tree.parent(node);
                if let Some(p) = tree.parent(node) {
                    self.set_status(p, Status::Current);
                }
            }
            Event::Leaf { node, .. } => {
                *self.at(node) = NodeState::default();
                if tree.is_leaf(node) {
                    self.leaves_evaluated -= 1;
                }
                self.current = tree.parent(node);
                if let Some(p) = tree.parent(node) {
                    self.set_status(p, Status::Current);
                }
            }
            Event::Return {
                node, prev_best, ..
            } => {
                // A leaf (or a node a depth limit stopped) keeps the value its Leaf event set.
                let evaluated = matches!(
                    trace.events.get(self.step.wrapping_sub(1)),
                    Some(Event::Leaf { node: n2, .. }) if *n2 == node
                );
                let n = self.at(node);
                n.status = Status::Current;
                n.returned = None;
                if !tree.is_leaf(node) && !evaluated {
                    n.value = None;
                }
                self.current = Some(node);
                if let Some(p) = tree.parent(node) {
                    let pn = self.at(p);
                    pn.status = Status::Open;
                    pn.best = Some(prev_best);
                }
            }
            Event::Alpha { node, old, .. } => self.at(node).alpha = Some(old),
            Event::Beta { node, old, .. } => self.at(node).beta = Some(old),
            Event::Test { node, cut, .. } => {
                if cut {
                    self.at(node).cut = false;
                }
            }
            Event::Cutoff {
                node,
                first_skipped,
            } => {
                self.at(node).skipped = false;
                self.unprune(tree, first_skipped..tree.end(node));
            }
            beyond => self.undo_beyond(tree, trace, beyond),
        }
    }
}

/// A parent's new best after a child returns `value`: the max (Max node) or min (Min node) of
/// the old best and the value; in negamax form the max of the old best and `-value`. A chance
/// node's sum stays until its [`Event::Sum`].
pub fn combine(
    tree: &Tree,
    trace: &Trace,
    parent: NodeId,
    prev_best: Score,
    value: Score,
) -> Score {
    match trace.settings.kind(tree, parent) {
        NodeKind::Chance => prev_best,
        _ if trace.settings.form == Form::Negamax => prev_best.max(Score(-value.0)),
        NodeKind::Max => prev_best.max(value),
        NodeKind::Min => prev_best.min(value),
    }
}

// The events of the searches beyond alpha-beta: passes, re-searches, skips, a chance node's
// sums.
mod beyond;
mod pruned;
mod state;
pub use pruned::pruned_leaves_by_step;
pub use state::{NodeState, Replay, Status, BLOCK};
#[cfg(test)]
mod tests;
