//! The conventions a search follows ([`Settings`]): who moves at the root, minimax or
//! alpha-beta, the cutoff rule, fail-soft or fail-hard, the form, and a depth limit with what
//! it needs.

use super::search::Score;
use super::tree::{NodeId, Tree};
use crate::t;
use serde::{Deserialize, Serialize};

/// Who moves at the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    #[default]
    Max,
    Min,
}

/// Which search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    #[default]
    AlphaBeta,
    /// Plain minimax: every node visited, no bounds.
    Minimax,
}

/// When a node stops searching its children.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum CutRule {
    /// Prune when alpha >= beta (every tutorial's code).
    #[default]
    Ge,
    /// Prune only when alpha > beta.
    Gt,
}

/// What a node returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Fail {
    /// The best value seen (the binary-tree tutorial).
    #[default]
    Soft,
    /// A Max node returns its alpha, a Min node its beta (the picture tutorial).
    Hard,
}

/// How the search is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Form {
    /// Max nodes maximize, Min nodes minimize; values are from Max's point of view.
    #[default]
    MaxMin,
    /// Every node maximizes its children's negated values (the Othello tutorial): a child is
    /// searched with (-beta, -alpha), and values are from the side to move at each node.
    Negamax,
}

/// The conventions a search runs under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub struct Settings {
    pub root: Side,
    pub algorithm: Algorithm,
    pub rule: CutRule,
    pub fail: Fail,
    #[serde(default)]
    pub form: Form,
    /// Stop at this depth (the root is depth 0): an inner node there with an estimate is
    /// evaluated by it instead of being searched. None: search to the leaves.
    #[serde(default)]
    pub depth_limit: Option<u16>,
}

impl Settings {
    /// Whether `node` (at `depth`) is a Max node.
    pub fn is_max_at(&self, depth: u16) -> bool {
        depth.is_multiple_of(2) == (self.root == Side::Max)
    }

    /// Whether the search stops at `node` and takes its estimate (a depth limit).
    pub fn stops_at(&self, tree: &Tree, node: NodeId) -> bool {
        self.depth_limit.is_some_and(|d| tree.depth(node) >= d) && tree.estimate(node).is_some()
    }

    /// Which nodes lie below a node where the depth limit stops the search, by id.
    pub fn beyond_limit(&self, tree: &Tree) -> Vec<bool> {
        let mut beyond = vec![false; tree.len()];
        if self.depth_limit.is_none() {
            return beyond;
        }
        for n in 0..tree.len() as NodeId {
            if self.stops_at(tree, n) && !beyond[n as usize] {
                for id in n + 1..tree.end(n) {
                    beyond[id as usize] = true;
                }
            }
        }
        beyond
    }

    /// The cutoff test under this rule.
    pub fn cuts(&self, alpha: Score, beta: Score) -> bool {
        match self.rule {
            CutRule::Ge => alpha >= beta,
            CutRule::Gt => alpha > beta,
        }
    }
}

/// Checks that a depth limit can be applied: every inner node at the limit needs an estimate.
/// The error names the first node without one.
pub fn check_depth_limit(tree: &Tree, settings: &Settings) -> Result<(), String> {
    let Some(limit) = settings.depth_limit else {
        return Ok(());
    };
    let missing: Vec<NodeId> = (0..tree.len() as NodeId)
        .filter(|&n| tree.depth(n) == limit && !tree.is_leaf(n) && tree.estimate(n).is_none())
        .collect();
    match missing.first() {
        None => Ok(()),
        Some(&n) => Err(t!(
            INPUT_NO_ESTIMATE,
            limit = limit,
            node = tree.label(n),
            others = missing.len() - 1
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_estimate_is_counted_in_words() {
        let limit = |depth| Settings {
            depth_limit: Some(depth),
            ..Settings::default()
        };
        let two = crate::engine::parse("[<1>[1,2],[3,4]]").expect("a tree");
        let one = check_depth_limit(&two, &limit(1)).expect_err("one has no estimate");
        assert!(
            one.ends_with("e.g. <4>[...]") && !one.contains("nor"),
            "{one}"
        );
        let three = crate::engine::parse("[[1,2],[3,4]]").expect("a tree");
        let both = check_depth_limit(&three, &limit(1)).expect_err("none has");
        assert!(both.contains("(nor has 1 other node at depth 1)"), "{both}");
    }
}
