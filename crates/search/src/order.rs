//! Move ordering: minimax values of every subtree, children sorted best-first or worst-first,
//! one child moved left or right, and the Knuth-Moore counts for uniform trees.

use super::kinds::NodeKind;
use super::ratio::Ratio;
use super::settings::Settings;
use super::sort::merge_sort;
use super::tree::{NodeId, Tree};
use super::value::Value;

/// A subtree's minimax value, exactly: a fraction, as a chance node's mean may be none of the
/// decimals typed.
pub type Exact = Ratio;

/// The minimax value of every node's subtree, from Max's point of view, exactly (a chance
/// node's is the probability-weighted mean of its children's; a depth limit in `settings` is
/// honoured: a node where the search stops is worth its estimate).
pub fn minimax_values(tree: &Tree, settings: &Settings) -> Vec<Exact> {
    let n = tree.len();
    let zero = Exact::from(Value::int(0));
    let mut v = vec![zero; n];
    // Children have larger ids than their parent: a reverse sweep sees them first.
    for id in (0..n as NodeId).rev() {
        let i = id as usize;
        v[i] = if let Some(x) = tree.value(id) {
            Exact::from(x)
        } else if settings.stops_at(tree, id) {
            tree.estimate(id).map_or(zero, Exact::from)
        } else {
            let kids = tree.children(id).map(|c| v[c as usize]);
            let best = match settings.kind(tree, id) {
                NodeKind::Max => kids.max(),
                NodeKind::Min => kids.min(),
                NodeKind::Chance => Some(tree.children(id).fold(Ratio::ZERO, |sum, c| {
                    let p = tree.weight(c).unwrap_or(Ratio::ZERO);
                    super::exact::mean_step(sum, p, v[c as usize])
                })),
            };
            best.unwrap_or(zero)
        };
    }
    v
}

/// Which way to sort children.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// The best child for the player to move first: what alpha-beta likes most.
    BestFirst,
    /// The worst first.
    WorstFirst,
}

/// The tree with every node's children sorted by their minimax value for the player to move
/// (stable: ties keep their order). Labels move with their nodes.
pub fn sort_children(tree: &Tree, settings: &Settings, order: Order) -> Tree {
    sort_children_with_map(tree, settings, order).0
}

/// [`sort_children`], and for each old id the node's new id.
pub fn sort_children_with_map(
    tree: &Tree,
    settings: &Settings,
    order: Order,
) -> (Tree, Vec<NodeId>) {
    let values = minimax_values(tree, settings);
    tree.reordered_with_map(&|n| {
        let mut kids: Vec<NodeId> = tree.children(n).collect();
        // A chance node's children are no one's choice: they keep their order.
        if settings.kind(tree, n).is_chance() {
            return kids;
        }
        let descending = settings.is_max(tree, n) == (order == Order::BestFirst);
        merge_sort(&mut kids, |a, b| {
            let (a, b) = (&values[a as usize], &values[b as usize]);
            if descending {
                b < a
            } else {
                a < b
            }
        });
        kids
    })
}

/// The tree with `child` moved one place left (`-1`) or right (`+1`) among its siblings;
/// None if it cannot move that way.
pub fn move_child(tree: &Tree, child: NodeId, delta: i32) -> Option<Tree> {
    move_child_with_map(tree, child, delta).map(|(t, _)| t)
}

/// [`move_child`], and for each old id the node's new id.
pub fn move_child_with_map(tree: &Tree, child: NodeId, delta: i32) -> Option<(Tree, Vec<NodeId>)> {
    if (child as usize) >= tree.len() {
        return None;
    }
    let parent = tree.parent(child)?;
    let mut kids: Vec<NodeId> = tree.children(parent).collect();
    let i = kids.iter().position(|&c| c == child)?;
    let j = i.checked_add_signed(delta as isize)?;
    if j >= kids.len() {
        return None;
    }
    kids.swap(i, j);
    Some(tree.reordered_with_map(&|n| {
        if n == parent {
            kids.clone()
        } else {
            tree.children(n).collect()
        }
    }))
}

/// `(b, d)` if every inner node has `b` children and every leaf is at depth `d`.
pub fn uniform(tree: &Tree) -> Option<(u32, u32)> {
    let d = tree.height();
    if tree.leaves().iter().any(|&l| tree.depth(l) != d) {
        return None;
    }
    let b = tree.child_count(0);
    if b == 0 {
        return Some((0, 0));
    }
    let all = (0..tree.len() as NodeId)
        .filter(|&n| !tree.is_leaf(n))
        .all(|n| tree.child_count(n) == b);
    all.then_some((b as u32, u32::from(d)))
}

/// Leaves alpha-beta evaluates on a uniform tree: at best (perfect ordering, distinct
/// values; Knuth and Moore, 1975) b^ceil(d/2) + b^floor(d/2) - 1, at worst b^d. Saturates.
pub fn knuth_moore(b: u32, d: u32) -> (u128, u128) {
    let p = |e: u32| u128::from(b).checked_pow(e).unwrap_or(u128::MAX);
    let best = p(d.div_ceil(2)).saturating_add(p(d / 2)).saturating_sub(1);
    (best, p(d))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse, search};

    #[test]
    fn best_first_on_aima_reaches_the_minimum() {
        let t = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
        let s = Settings::default();
        let best = sort_children(&t, &s, Order::BestFirst);
        // Min nodes ascending, the root's children by value descending: B=3, then C=2 and D=2
        // in their old order. Labels move with their nodes, written where they are not the
        // node's breadth-first letter.
        assert_eq!(best.to_notation(), "[[3,G:8,F:12],[2,4,6],[M:2,5,K:14]]");
        let n = search(&best, s).solution.leaves_evaluated as u128;
        let (lo, hi) = knuth_moore(3, 2);
        assert_eq!((lo, hi), (5, 9));
        assert_eq!(n, lo);
        let worst = sort_children(&t, &s, Order::WorstFirst);
        assert_eq!(search(&worst, s).solution.leaves_evaluated, 9);
        assert_eq!(uniform(&t), Some((3, 2)));
        assert_eq!(uniform(&parse("[1,[2,3]]").unwrap()), None);
    }

    #[test]
    fn moving_a_child() {
        let t = parse("[[1,2],[3,4],5]").unwrap();
        let moved = move_child(&t, 1, 1).unwrap();
        assert_eq!(moved.to_notation(), "[C[G:3,H:4],B[E:1,F:2],5]");
        // Moved back, every node has its own letter again: nothing is written.
        let back = move_child(&moved, 1, 1).unwrap();
        assert_eq!(back, t);
        assert!(move_child(&t, 1, -1).is_none());
        assert!(move_child(&t, 0, 1).is_none());
        assert!(move_child(&t, 99, 1).is_none());
    }
}
