//! What the replay holds: each node's state, kept in shared blocks, and what a new pass or
//! re-search wiped. The replay's steps (its parent) and the searches beyond alpha-beta
//! (`beyond.rs`) both change it.

use crate::returned::Returned;
use crate::search::Score;
use crate::tree::NodeId;
use std::rc::Rc;

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
    /// The cutoff test came out true here (after the last child it skips nothing).
    pub cut: bool,
    /// The cutoff skipped at least one child (a cut after the last child skips nothing).
    pub skipped: bool,
    /// Once done: what its returned value says of its true value (exact, or a bound); None
    /// while not done, or where the trace proves neither
    /// ([`Returns::at`](crate::returned::Returns::at)).
    pub returned: Option<Returned>,
}

/// Node states are kept in blocks of this many, each shared between copies of a replay until
/// one of them changes it: a copy costs a pointer per block, and a step copies only the one or
/// two blocks it changes. (The page keeps a copy of the model per step shown; the layers of the
/// drawing keep the copy they were last drawn from.)
pub const BLOCK: usize = 128;

/// The state of the whole tree at one step of a trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    pub(super) step: usize,
    pub(super) blocks: Vec<Rc<[NodeState; BLOCK]>>,
    pub(super) len: usize,
    pub(super) current: Option<NodeId>,
    /// Over every pass.
    pub(super) leaves_evaluated: usize,
    /// In this pass.
    pub(super) nodes_pruned: usize,
    pub(super) leaves_pruned: usize,
    /// What each pass and re-search so far wiped, the latest last.
    pub(super) wiped: Vec<Wiped>,
}

/// What a new start wiped, kept to be given back when it is undone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Wiped {
    /// Before a pass: every node's state, the current node and the pruned counts.
    Pass {
        blocks: Vec<Rc<[NodeState; BLOCK]>>,
        current: Option<NodeId>,
        nodes_pruned: usize,
        leaves_pruned: usize,
    },
    /// Before a re-search: the subtree's states (from its root, in preorder) and how many of
    /// its nodes and leaves were pruned.
    Subtree {
        states: Vec<NodeState>,
        nodes_pruned: usize,
        leaves_pruned: usize,
    },
}

impl Replay {
    /// Every block as the same empty one, copied when first written.
    pub(super) fn fresh_blocks(len: usize) -> Vec<Rc<[NodeState; BLOCK]>> {
        let empty = Rc::new([NodeState::default(); BLOCK]);
        (0..len.div_ceil(BLOCK))
            .map(|_| Rc::clone(&empty))
            .collect()
    }

    pub(super) fn at(&mut self, node: NodeId) -> &mut NodeState {
        let i = node as usize;
        &mut Rc::make_mut(&mut self.blocks[i / BLOCK])[i % BLOCK]
    }
}
