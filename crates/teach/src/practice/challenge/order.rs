//! Best order: the fewest leaves alpha-beta evaluates over every reordering of a tree's
//! children, found exactly; a student's reordering graded against it.
//!
//! The exact minimum is a dynamic programme over (node, window): what a node returns, and so
//! what its parent does next, depends on the order below it, so for each window a node can be
//! searched in, [`Minimum`] keeps every value it can return with the fewest leaves that return
//! it. A node's table comes from its children's by trying the children in every order as sets
//! searched so far (`2^k` subsets of `k` children) with the best value so far, which with the
//! window fixes everything the search does next. Windows and values are few: the leaf values,
//! ranked, and the two infinities.

use search::search::{search, Fail, Form, Settings};
use search::tree::{NodeId, Tree};
use std::collections::HashMap;
use std::rc::Rc;

/// The most children an inner node may have for the exact minimum (it tries `2^k` subsets).
pub const MAX_CHILDREN: usize = 8;
/// The most leaves a tree may have for the exact minimum.
pub const MAX_LEAVES: usize = 64;

/// A value ranked among the tree's leaf values (0 the smallest), or an infinity.
type Rank = i32;
const NEG: Rank = i32::MIN;
const POS: Rank = i32::MAX;

/// For each inner node (by id, in the original tree) its children in the order to search them.
pub type Permutation = Vec<(NodeId, Vec<NodeId>)>;

/// Whether the exact minimum can be computed for `tree` under `settings`: a plain tree (no
/// signs, no chance nodes) within [`MAX_CHILDREN`] and [`MAX_LEAVES`], alpha-beta in max/min
/// form without a depth limit or window.
pub fn fits(tree: &Tree, settings: &Settings) -> bool {
    tree.is_plain()
        && settings.form == Form::MaxMin
        && settings.depth_limit.is_none()
        && settings.window.is_none()
        && tree.leaves().len() <= MAX_LEAVES
        && (0..tree.len() as NodeId).all(|n| tree.child_count(n) <= MAX_CHILDREN)
}

/// What a node may return in one window: each value with the fewest leaves that return it.
type Outcomes = Rc<Vec<(Rank, u32)>>;

/// How a node's search reached a state: the state before, the child searched, and what it
/// returned at what cost.
#[derive(Clone, Copy)]
struct Back {
    mask: u32,
    best: Rank,
    child: usize,
    returned: Rank,
    cost: u32,
}

/// One node's table in one window: the outcomes, each with the step that ended the search,
/// and every state (children searched, best so far) with its cost and how it was reached.
struct NodeTable {
    ends: HashMap<Rank, (u32, Back)>,
    states: Vec<HashMap<Rank, (u32, Option<Back>)>>,
}

/// The exact minimum's tables for one tree under one set of conventions.
pub struct Minimum<'a> {
    tree: &'a Tree,
    settings: Settings,
    rank: Vec<Rank>,
    memo: HashMap<(NodeId, Rank, Rank), Outcomes>,
}

impl<'a> Minimum<'a> {
    /// Tables for `tree` (check [`fits`] first: a bigger node takes `2^k` steps).
    pub fn new(tree: &'a Tree, settings: Settings) -> Minimum<'a> {
        let mut values: Vec<_> = tree
            .leaves()
            .iter()
            .filter_map(|&l| tree.value(l))
            .collect();
        values.sort();
        values.dedup();
        let rank = (0..tree.len() as NodeId)
            .map(|n| {
                tree.value(n)
                    .and_then(|v| values.binary_search(&v).ok())
                    .map_or(0, |i| i as Rank)
            })
            .collect();
        Minimum {
            tree,
            settings,
            rank,
            memo: HashMap::new(),
        }
    }

    /// The fewest leaves alpha-beta evaluates over every order of every node's children.
    pub fn leaves(&mut self) -> u32 {
        let out = self.outcomes(0, NEG, POS);
        out.iter().map(|o| o.1).min().unwrap_or(0)
    }

    /// An order that reaches [`Minimum::leaves`]: children searched first in the order found,
    /// the ones a cutoff skips after them in their old order.
    pub fn best_order(&mut self) -> Permutation {
        let out = self.outcomes(0, NEG, POS);
        let mut order = Vec::new();
        if let Some(&(returned, cost)) = out.iter().min_by_key(|o| o.1) {
            self.plan(0, (NEG, POS), (returned, cost), &mut order);
        }
        order
    }

    fn is_max(&self, node: NodeId) -> bool {
        self.settings.is_max(self.tree, node)
    }

    /// The window a node's next child is searched in, given the best value so far.
    fn narrowed(&self, max: bool, (a, b): (Rank, Rank), best: Rank) -> (Rank, Rank) {
        if max {
            (a.max(best), b)
        } else {
            (a, b.min(best))
        }
    }

    fn outcomes(&mut self, node: NodeId, a: Rank, b: Rank) -> Outcomes {
        if self.tree.is_leaf(node) {
            return Rc::new(vec![(self.rank[node as usize], 1)]);
        }
        if let Some(o) = self.memo.get(&(node, a, b)) {
            return o.clone();
        }
        let table = self.table(node, (a, b));
        let mut out: Vec<(Rank, u32)> = table.ends.iter().map(|(&r, e)| (r, e.0)).collect();
        out.sort_unstable();
        let out = Rc::new(out);
        self.memo.insert((node, a, b), out.clone());
        out
    }

    /// `node`'s table in the window `w`: its children tried in every order.
    fn table(&mut self, node: NodeId, w: (Rank, Rank)) -> NodeTable {
        let kids: Vec<NodeId> = self.tree.children(node).collect();
        let full = (1u32 << kids.len()) - 1;
        let max = self.is_max(node);
        let mut states = vec![HashMap::new(); full as usize + 1];
        states[0].insert(if max { NEG } else { POS }, (0, None));
        let mut ends: HashMap<Rank, (u32, Back)> = HashMap::new();
        for mask in 0..full {
            let mut here: Vec<(Rank, u32)> = states[mask as usize]
                .iter()
                .map(|(&best, s): (&Rank, &(u32, Option<Back>))| (best, s.0))
                .collect();
            here.sort_unstable();
            for (best, cost) in here {
                let (ca, cb) = self.narrowed(max, w, best);
                for (i, &kid) in kids.iter().enumerate() {
                    if mask & (1 << i) != 0 {
                        continue;
                    }
                    for &(returned, c) in self.outcomes(kid, ca, cb).iter() {
                        let nb = if max {
                            best.max(returned)
                        } else {
                            best.min(returned)
                        };
                        let (na, nbt) = self.narrowed(max, w, nb);
                        let back = Back {
                            mask,
                            best,
                            child: i,
                            returned,
                            cost: c,
                        };
                        let total = cost + c;
                        let next = mask | (1 << i);
                        if self.settings.cuts(na, nbt) || next == full {
                            let r = match (self.settings.fail, max) {
                                (Fail::Soft, _) => nb,
                                (Fail::Hard, true) => na,
                                (Fail::Hard, false) => nbt,
                            };
                            keep_least(&mut ends, r, (total, back));
                        } else {
                            keep_least(&mut states[next as usize], nb, (total, Some(back)));
                        }
                    }
                }
            }
        }
        NodeTable { ends, states }
    }

    /// Writes into `order` the children's order below `node`, searched in window `w`, that
    /// returns `want.0` for `want.1` leaves.
    fn plan(&mut self, node: NodeId, w: (Rank, Rank), want: (Rank, u32), order: &mut Permutation) {
        if self.tree.is_leaf(node) {
            return;
        }
        let table = self.table(node, w);
        let Some(&(cost, last)) = table.ends.get(&want.0).filter(|e| e.0 == want.1) else {
            return;
        };
        debug_assert_eq!(cost, want.1);
        let kids: Vec<NodeId> = self.tree.children(node).collect();
        let max = self.is_max(node);
        // Walk back from the step that ended the search to the first child.
        let mut steps = vec![last];
        let mut at = (last.mask, last.best);
        while at.0 != 0 {
            let Some(&(_, Some(back))) = table.states[at.0 as usize].get(&at.1) else {
                break;
            };
            steps.push(back);
            at = (back.mask, back.best);
        }
        steps.reverse();
        let mut first: Vec<NodeId> = Vec::new();
        for step in steps {
            let window = self.narrowed(max, w, step.best);
            let kid = kids[step.child];
            self.plan(kid, window, (step.returned, step.cost), order);
            first.push(kid);
        }
        let rest = kids.iter().filter(|k| !first.contains(k));
        let all: Vec<NodeId> = first.iter().chain(rest).copied().collect();
        order.push((node, all));
    }
}

/// Keeps the cheaper of what `map` has for `key` and `new`.
fn keep_least<T>(map: &mut HashMap<Rank, (u32, T)>, key: Rank, new: (u32, T)) {
    match map.get(&key) {
        Some(old) if old.0 <= new.0 => {}
        _ => {
            map.insert(key, new);
        }
    }
}

/// `tree` with each listed node's children in the order given (ids of `tree`); nodes not listed
/// keep theirs. Err names the first node whose list is not a reordering of its children.
pub fn apply(tree: &Tree, order: &Permutation) -> Result<Tree, NodeId> {
    let mut wanted: HashMap<NodeId, Vec<NodeId>> = HashMap::new();
    for (node, kids) in order {
        let mut have: Vec<NodeId> = tree.children(*node).collect();
        let mut given = kids.clone();
        have.sort_unstable();
        given.sort_unstable();
        if (*node as usize) >= tree.len() || have != given || wanted.contains_key(node) {
            return Err(*node);
        }
        wanted.insert(*node, kids.clone());
    }
    Ok(tree.reordered(&|n| {
        wanted
            .get(&n)
            .cloned()
            .unwrap_or_else(|| tree.children(n).collect())
    }))
}

/// The permutation that turns `tree` into `reordered`, read by labels (labels move with their
/// nodes when the page reorders); None when `reordered` is not `tree` with its children
/// reordered.
pub fn permutation_of(tree: &Tree, reordered: &Tree) -> Option<Permutation> {
    if tree.len() != reordered.len() {
        return None;
    }
    let index = super::super::LabelIndex::new(tree);
    let old = |n: NodeId| index.find(&reordered.label(n));
    let mut order = Vec::new();
    for n in 0..reordered.len() as NodeId {
        let o = old(n)?;
        let same_parent = match (reordered.parent(n), tree.parent(o)) {
            (Some(p), Some(q)) => old(p) == Some(q),
            (None, None) => true,
            _ => false,
        };
        if !same_parent || reordered.value(n) != tree.value(o) {
            return None;
        }
        if !reordered.is_leaf(n) {
            let kids: Option<Vec<NodeId>> = reordered.children(n).map(old).collect();
            order.push((o, kids?));
        }
    }
    Some(order)
}

/// The leaves alpha-beta evaluates on `tree` under `settings`.
pub fn evaluated(tree: &Tree, settings: Settings) -> u32 {
    search(tree, settings).solution.leaves_evaluated as u32
}

/// The fewest leaves over every order, by trying them all: for small trees (tests), None when
/// there are more than `limit` orders.
pub fn brute_force(tree: &Tree, settings: Settings, limit: u64) -> Option<u32> {
    let inner: Vec<NodeId> = (0..tree.len() as NodeId)
        .filter(|&n| !tree.is_leaf(n))
        .collect();
    let perms: Vec<Vec<Vec<NodeId>>> = inner
        .iter()
        .map(|&n| permutations(&tree.children(n).collect::<Vec<_>>()))
        .collect();
    let total = perms
        .iter()
        .try_fold(1u64, |acc, p| acc.checked_mul(p.len() as u64))?;
    if total > limit {
        return None;
    }
    let mut pick = vec![0usize; inner.len()];
    let mut least = u32::MAX;
    loop {
        let choice: HashMap<NodeId, &Vec<NodeId>> = inner
            .iter()
            .zip(&pick)
            .enumerate()
            .map(|(i, (&n, &p))| (n, &perms[i][p]))
            .collect();
        let t = tree.reordered(&|n| choice.get(&n).map_or_else(Vec::new, |v| (*v).clone()));
        least = least.min(evaluated(&t, settings));
        // The next choice, as an odometer.
        let mut i = 0;
        loop {
            if i == pick.len() {
                return Some(least);
            }
            pick[i] += 1;
            if pick[i] < perms[i].len() {
                break;
            }
            pick[i] = 0;
            i += 1;
        }
    }
}

/// Every order of `items`.
fn permutations(items: &[NodeId]) -> Vec<Vec<NodeId>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut p in permutations(&rest) {
            p.insert(0, first);
            out.push(p);
        }
    }
    out
}
