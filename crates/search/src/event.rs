//! [`Event`]: one thing a tutorial would narrate, small and plain, holding what it takes to
//! undo it.

use super::score::Score;
use super::tree::NodeId;
use serde::{Deserialize, Serialize};

/// `Pass::depth` of a pass without a depth limit.
pub const NO_DEPTH: u16 = u16::MAX;

/// One thing a tutorial would narrate. Every event holds what it takes to undo it. Values are
/// scores (`S` is [`Score`]; the searches that count in exact fractions record events with
/// those first, and turn them into scores once every value is known).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event<S = Score> {
    /// The search enters an inner node with the window it inherits from its parent.
    Enter { node: NodeId, alpha: S, beta: S },
    /// A leaf is evaluated: its value (in negamax form, from the side to move there). Also a
    /// node where a depth limit stops the search: its estimate.
    Leaf { node: NodeId, value: S },
    /// `node` is done and hands `value` to its parent, whose best so far was `prev_best` (the
    /// parent's new best is the max, or min, of the two; in negamax form, the max of
    /// `prev_best` and `-value`; a chance node's sum so far, which a [`Event::Sum`] then
    /// moves). For the root, `prev_best` is unused.
    Return {
        node: NodeId,
        value: S,
        prev_best: S,
    },
    /// A Max node raises alpha.
    Alpha { node: NodeId, old: S, new: S },
    /// A Min node lowers beta.
    Beta { node: NodeId, old: S, new: S },
    /// The cutoff test at `node` with its alpha and beta; `cut` is its outcome. At a chance
    /// node (Star1), the test of its [`Event::Star`] bounds against the window.
    Test {
        node: NodeId,
        alpha: S,
        beta: S,
        cut: bool,
    },
    /// `node` stops: its children from `first_skipped` to its last are never searched. At a
    /// Max node the cause is beta (a beta-cut), at a Min node alpha (an alpha-cut).
    Cutoff { node: NodeId, first_skipped: NodeId },
    /// A search from the root starts afresh, in the window (alpha, beta): a pass of a search
    /// that searches more than once (aspiration windows, MTD(f), iterative deepening). `pass`
    /// counts from 1; `depth` is the pass's depth limit ([`NO_DEPTH`]: none).
    Pass {
        pass: u16,
        depth: u16,
        alpha: S,
        beta: S,
    },
    /// After a pass: what the passes so far prove, `lower <= root value <= upper`.
    Proved { lower: S, upper: S },
    /// PVS: `node` is first searched with the null window (alpha, beta), as it sees it.
    Probe { node: NodeId, alpha: S, beta: S },
    /// PVS: the probe of `node` failed high inside its parent's window: `node` is searched
    /// again, afresh, with the window (alpha, beta).
    Research { node: NodeId, alpha: S, beta: S },
    /// A chance node adds a child's probability times its value: its sum goes old -> new.
    Sum { node: NodeId, old: S, new: S },
    /// Star1: whatever its other children are worth (within the leaf bounds), the chance
    /// node's value lies in `lower..=upper`.
    Star { node: NodeId, lower: S, upper: S },
    /// `node` stops and never searches `child`: a cutoff when children are searched in
    /// another order than left to right (iterative deepening), one event per child skipped.
    Skip { node: NodeId, child: NodeId },
}

impl<S: Copy> Event<S> {
    /// The node the event is about (for a pass or what it proves, the root).
    pub fn node(&self) -> NodeId {
        match *self {
            Event::Enter { node, .. }
            | Event::Leaf { node, .. }
            | Event::Return { node, .. }
            | Event::Alpha { node, .. }
            | Event::Beta { node, .. }
            | Event::Test { node, .. }
            | Event::Cutoff { node, .. } => node,
            Event::Probe { node, .. }
            | Event::Research { node, .. }
            | Event::Sum { node, .. }
            | Event::Star { node, .. }
            | Event::Skip { node, .. } => node,
            Event::Pass { .. } | Event::Proved { .. } => 0,
        }
    }

    /// The same event with every value mapped by `f` (for the searches in exact fractions).
    pub fn map<T>(self, mut f: impl FnMut(S) -> T) -> Event<T> {
        match self {
            Event::Enter { node, alpha, beta } => Event::Enter {
                node,
                alpha: f(alpha),
                beta: f(beta),
            },
            Event::Leaf { node, value } => Event::Leaf {
                node,
                value: f(value),
            },
            Event::Return {
                node,
                value,
                prev_best,
            } => Event::Return {
                node,
                value: f(value),
                prev_best: f(prev_best),
            },
            Event::Alpha { node, old, new } => Event::Alpha {
                node,
                old: f(old),
                new: f(new),
            },
            Event::Beta { node, old, new } => Event::Beta {
                node,
                old: f(old),
                new: f(new),
            },
            Event::Test {
                node,
                alpha,
                beta,
                cut,
            } => Event::Test {
                node,
                alpha: f(alpha),
                beta: f(beta),
                cut,
            },
            Event::Cutoff {
                node,
                first_skipped,
            } => Event::Cutoff {
                node,
                first_skipped,
            },
            Event::Pass {
                pass,
                depth,
                alpha,
                beta,
            } => Event::Pass {
                pass,
                depth,
                alpha: f(alpha),
                beta: f(beta),
            },
            Event::Proved { lower, upper } => Event::Proved {
                lower: f(lower),
                upper: f(upper),
            },
            Event::Probe { node, alpha, beta } => Event::Probe {
                node,
                alpha: f(alpha),
                beta: f(beta),
            },
            Event::Research { node, alpha, beta } => Event::Research {
                node,
                alpha: f(alpha),
                beta: f(beta),
            },
            Event::Sum { node, old, new } => Event::Sum {
                node,
                old: f(old),
                new: f(new),
            },
            Event::Star { node, lower, upper } => Event::Star {
                node,
                lower: f(lower),
                upper: f(upper),
            },
            Event::Skip { node, child } => Event::Skip { node, child },
        }
    }
}

/// Where the last pass of `events` starts: after its last [`Event::Pass`] (0 if none).
pub fn last_pass_start<S: Copy>(events: &[Event<S>]) -> usize {
    events
        .iter()
        .rposition(|e| matches!(e, Event::Pass { .. }))
        .map_or(0, |i| i + 1)
}
