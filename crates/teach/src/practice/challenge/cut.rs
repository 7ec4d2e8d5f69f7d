//! Make it cut: change at most K leaf values so that a named node is pruned, or searched.
//! Drawn by solving first: a random tree where the node is as wanted, then K leaves changed
//! until it is not; changing them back solves it.

use super::{random_tree, settings, Attempt, Challenge, Reason, Verdict, Want, ATTEMPTS, VALUES};
use search::random::SplitMix;
use search::search::{search, Event, Trace};
use search::tree::{NodeId, Tree};
use search::value::Value;

/// Changes tried on one solved tree before another is drawn.
const CHANGES_TRIED: usize = 200;
/// The tree drawn when no candidate serves (never, for the seeds tried): the seeds' tree, where
/// changing C's first leaf from 2 to 5 has C search its leaf 4.
const FALLBACK: &str = "[[3,12,8],[2,4,6],[14,5,2]]";
const FALLBACK_TARGET: NodeId = 7;
const FALLBACK_CHANGE: (NodeId, i64) = (6, 5);

pub(super) fn draw(rng: &mut SplitMix) -> (Challenge, Attempt) {
    for _ in 0..ATTEMPTS {
        let want = if rng.range(0, 1) == 0 {
            Want::Pruned
        } else {
            Want::Searched
        };
        let k = rng.range(1, 2) as usize;
        let solved = random_tree(rng, 3, (2, 3));
        if let Some(found) = unsolve(rng, &solved, want, k) {
            return found;
        }
    }
    fallback()
}

fn fallback() -> (Challenge, Attempt) {
    let tree = search::parse(FALLBACK)
        .unwrap_or_else(|_| Tree::from_nested(&search::Nested::ints(&[0, 0])));
    let challenge = Challenge::Cut {
        tree,
        k: 1,
        target: FALLBACK_TARGET,
        want: Want::Searched,
    };
    let change = (FALLBACK_CHANGE.0, Value::int(FALLBACK_CHANGE.1));
    (challenge, Attempt::Cut(vec![change]))
}

/// A challenge from a tree where a node drawn is as `want`s: `k` leaves changed so that it is
/// not, the old values the answer.
fn unsolve(
    rng: &mut SplitMix,
    solved: &Tree,
    want: Want,
    k: usize,
) -> Option<(Challenge, Attempt)> {
    let trace = search(solved, settings());
    let candidates: Vec<NodeId> = (1..solved.len() as NodeId)
        .filter(|&n| {
            let parent_searched = solved.parent(n).is_some_and(|p| searched(&trace, p));
            let later_sibling = solved.parent(n).is_some_and(|p| n != p + 1);
            match want {
                Want::Pruned => parent_searched && !searched(&trace, n),
                Want::Searched => later_sibling && searched(&trace, n),
            }
        })
        .collect();
    if candidates.is_empty() {
        return None;
    }
    let target = candidates[rng.range(0, candidates.len() as i64 - 1) as usize];
    let leaves = solved.leaves();
    for _ in 0..CHANGES_TRIED {
        let mut tree = solved.clone();
        let mut answer = Vec::new();
        while answer.len() < k {
            let leaf = leaves[rng.range(0, leaves.len() as i64 - 1) as usize];
            let value = Value::int(rng.range(VALUES.0, VALUES.1));
            let old = solved.value(leaf)?;
            if answer.iter().any(|a: &(NodeId, Value)| a.0 == leaf) || value == old {
                continue;
            }
            tree = tree.with_leaf_value(leaf, value)?;
            answer.push((leaf, old));
        }
        let trace = search(&tree, settings());
        if searched(&trace, target) != (want == Want::Searched) {
            answer.sort_unstable_by_key(|a| a.0);
            let challenge = Challenge::Cut {
                tree,
                k,
                target,
                want,
            };
            return Some((challenge, Attempt::Cut(answer)));
        }
    }
    None
}

/// Whether the search enters or evaluates `node`.
pub(super) fn searched(trace: &Trace, node: NodeId) -> bool {
    trace.events.iter().any(|e| match *e {
        Event::Enter { node: n, .. } | Event::Leaf { node: n, .. } => n == node,
        _ => false,
    })
}

/// The event that decides whether `node` is searched: the cutoff that skips it, or the last
/// test at its parent before it is searched (none for a first child, or the root).
pub(super) fn deciding(tree: &Tree, trace: &Trace, node: NodeId) -> Option<usize> {
    let events = &trace.events;
    let entered = events.iter().position(|e| match *e {
        Event::Enter { node: n, .. } | Event::Leaf { node: n, .. } => n == node,
        _ => false,
    });
    match entered {
        Some(at) => {
            let parent = tree.parent(node)?;
            (0..at)
                .rev()
                .find(|&i| matches!(events[i], Event::Test { node: p, .. } if p == parent))
        }
        None => events.iter().position(|e| match *e {
            Event::Cutoff {
                node: at,
                first_skipped,
            } => first_skipped <= node && node < tree.end(at),
            _ => false,
        }),
    }
}

pub(super) fn grade(challenge: &Challenge, changes: &[(NodeId, Value)]) -> Verdict {
    let Challenge::Cut {
        tree,
        k,
        target,
        want,
    } = challenge
    else {
        return Verdict::wrong(Reason::NotALeaf { node: 0 });
    };
    let mut changed = tree.clone();
    for &(node, value) in changes {
        match changed.with_leaf_value(node, value) {
            Some(t) if changed.is_leaf(node) => changed = t,
            _ => return Verdict::wrong(Reason::NotALeaf { node }),
        }
    }
    let count = tree
        .leaves()
        .iter()
        .filter(|&&l| tree.value(l) != changed.value(l))
        .count();
    if count > *k {
        return Verdict::wrong(Reason::TooManyChanges {
            changed: count,
            k: *k,
        });
    }
    let trace = search(&changed, settings());
    let done = searched(&trace, *target) == (*want == Want::Searched);
    let reason = Reason::Target {
        target: *target,
        want: *want,
        done,
        event: deciding(&changed, &trace, *target),
    };
    Verdict::of(done, reason, changed)
}
