//! The state of every node at any step of a trace. Stepping applies or undoes one event: O(1),
//! plus O(1) per node whose state changes (a cutoff marks its skipped subtrees). A jump from
//! step j to step k costs |k - j| such steps, never a re-run.

use super::search::{Event, Form, Score, Trace};
use super::tree::{NodeId, Tree};

/// Where a node stands at a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Status {
    /// Not reached yet (and maybe never).
    #[default]
    Unvisited,
    /// The node the search is at.
    Current,
    /// On the path from the root to the current node: entered, waiting for a child.
    Open,
    /// Finished: its value is known (or, after a cutoff, a bound on it).
    Done,
    /// Skipped by a cutoff: never searched.
    Pruned,
}

impl Status {
    /// The `data-state` word: `unvisited`, `current`, `visited` or `pruned`.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Unvisited => "unvisited",
            Status::Current => "current",
            Status::Open | Status::Done => "visited",
            Status::Pruned => "pruned",
        }
    }
}

/// One node's state at a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct NodeState {
    pub status: Status,
    /// The window as of this step (inner nodes, once entered).
    pub alpha: Option<Score>,
    pub beta: Option<Score>,
    /// The best value seen among the children so far (inner nodes, once entered).
    pub best: Option<Score>,
    /// A leaf's value once evaluated; an inner node's returned value once done.
    pub value: Option<Score>,
    /// The cutoff test came out true here: the returned value is a bound.
    pub cut: bool,
    /// The cutoff skipped at least one child (a cut after the last child skips nothing).
    pub skipped: bool,
}

/// The state of the whole tree at one step of a trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    step: usize,
    nodes: Vec<NodeState>,
    current: Option<NodeId>,
    leaves_evaluated: usize,
    nodes_pruned: usize,
    leaves_pruned: usize,
}

impl Replay {
    /// Step 0 (nothing searched yet) for `tree`.
    pub fn new(tree: &Tree) -> Replay {
        Replay {
            step: 0,
            nodes: vec![NodeState::default(); tree.len()],
            current: None,
            leaves_evaluated: 0,
            nodes_pruned: 0,
            leaves_pruned: 0,
        }
    }

    /// How many events have been applied.
    pub fn step(&self) -> usize {
        self.step
    }

    pub fn node(&self, node: NodeId) -> &NodeState {
        &self.nodes[node as usize]
    }

    pub fn nodes(&self) -> &[NodeState] {
        &self.nodes
    }

    pub fn current(&self) -> Option<NodeId> {
        self.current
    }

    pub fn leaves_evaluated(&self) -> usize {
        self.leaves_evaluated
    }

    /// Nodes (inner and leaves) inside subtrees skipped so far.
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

    /// Goes to `step` (clamped to the trace's length) one event at a time.
    pub fn seek(&mut self, tree: &Tree, trace: &Trace, step: usize) {
        let step = step.min(trace.events.len());
        while self.step < step && self.forward(tree, trace) {}
        while self.step > step && self.backward(tree, trace) {}
    }

    fn set_status(&mut self, node: NodeId, status: Status) {
        self.nodes[node as usize].status = status;
    }

    fn apply(&mut self, tree: &Tree, trace: &Trace, event: Event) {
        match event {
            Event::Enter { node, alpha, beta } => {
                if let Some(p) = tree.parent(node) {
                    self.set_status(p, Status::Open);
                }
                let is_max = trace.settings.form == Form::Negamax
                    || trace.settings.is_max_at(tree.depth(node));
                let n = &mut self.nodes[node as usize];
                n.status = Status::Current;
                n.alpha = Some(alpha);
                n.beta = Some(beta);
                n.best = Some(if is_max {
                    Score::NEG_INF
                } else {
                    Score::POS_INF
                });
                self.current = Some(node);
            }
            Event::Leaf { node, value } => {
                if let Some(p) = tree.parent(node) {
                    self.set_status(p, Status::Open);
                }
                let n = &mut self.nodes[node as usize];
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
                let n = &mut self.nodes[node as usize];
                n.status = Status::Done;
                n.value = Some(value);
                self.current = tree.parent(node);
                if let Some(p) = tree.parent(node) {
                    let best = combine(tree, trace, p, prev_best, value);
                    let pn = &mut self.nodes[p as usize];
                    pn.status = Status::Current;
                    pn.best = Some(best);
                }
            }
            Event::Alpha { node, new, .. } => self.nodes[node as usize].alpha = Some(new),
            Event::Beta { node, new, .. } => self.nodes[node as usize].beta = Some(new),
            Event::Test { node, cut, .. } => {
                if cut {
                    self.nodes[node as usize].cut = true;
                }
            }
            Event::Cutoff {
                node,
                first_skipped,
            } => {
                self.nodes[node as usize].skipped = true;
                for id in first_skipped..tree.end(node) {
                    self.set_status(id, Status::Pruned);
                    self.nodes_pruned += 1;
                    if tree.is_leaf(id) {
                        self.leaves_pruned += 1;
                    }
                }
            }
        }
    }

    fn undo(&mut self, tree: &Tree, trace: &Trace, event: Event) {
        match event {
            Event::Enter { node, .. } => {
                self.nodes[node as usize] = NodeState::default();
                self.current = tree.parent(node);
                if let Some(p) = tree.parent(node) {
                    self.set_status(p, Status::Current);
                }
            }
            Event::Leaf { node, .. } => {
                self.nodes[node as usize] = NodeState::default();
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
                let n = &mut self.nodes[node as usize];
                n.status = Status::Current;
                // A leaf (or a node a depth limit stopped) keeps the value its Leaf event set.
                let evaluated = matches!(
                    trace.events.get(self.step.wrapping_sub(1)),
                    Some(Event::Leaf { node: n2, .. }) if *n2 == node
                );
                if !tree.is_leaf(node) && !evaluated {
                    n.value = None;
                }
                self.current = Some(node);
                if let Some(p) = tree.parent(node) {
                    let pn = &mut self.nodes[p as usize];
                    pn.status = Status::Open;
                    pn.best = Some(prev_best);
                }
            }
            Event::Alpha { node, old, .. } => self.nodes[node as usize].alpha = Some(old),
            Event::Beta { node, old, .. } => self.nodes[node as usize].beta = Some(old),
            Event::Test { node, cut, .. } => {
                if cut {
                    self.nodes[node as usize].cut = false;
                }
            }
            Event::Cutoff {
                node,
                first_skipped,
            } => {
                self.nodes[node as usize].skipped = false;
                for id in first_skipped..tree.end(node) {
                    self.set_status(id, Status::Unvisited);
                    self.nodes_pruned -= 1;
                    if tree.is_leaf(id) {
                        self.leaves_pruned -= 1;
                    }
                }
            }
        }
    }
}

/// A parent's new best after a child returns `value`: the max (Max node) or min (Min node) of
/// the old best and the value; in negamax form the max of the old best and `-value`.
pub fn combine(
    tree: &Tree,
    trace: &Trace,
    parent: NodeId,
    prev_best: Score,
    value: Score,
) -> Score {
    if trace.settings.form == Form::Negamax {
        prev_best.max(Score(-value.0))
    } else if trace.settings.is_max_at(tree.depth(parent)) {
        prev_best.max(value)
    } else {
        prev_best.min(value)
    }
}
