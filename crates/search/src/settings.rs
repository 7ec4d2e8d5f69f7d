//! The conventions a search follows ([`Settings`]): who moves at the root, the search
//! (minimax, alpha-beta, PVS, MTD(f), iterative deepening), the cutoff rule, fail-soft or
//! fail-hard, the form, a depth limit with what it needs, an aspiration window and the leaf
//! bounds Star1 prunes chance nodes with; which conventions a search supports on a tree
//! ([`Settings::effective`], [`Settings::check`]).

use super::kinds::NodeKind;
use super::tree::{NodeId, Tree};
use super::value::{Value, ValueError};
use serde::{Deserialize, Serialize};

mod support;
pub use super::kinds::Side;
pub use support::{alternation_break, Alternation, Outside, Unsupported};

/// Which search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    #[default]
    AlphaBeta,
    /// Plain minimax (expectiminimax with chance nodes): every node visited, no bounds.
    Minimax,
    /// Principal-variation search (NegaScout): the first child with the window, the others
    /// with a null window, searched again when they fail high.
    Pvs,
    /// MTD(f): null-window alpha-beta passes, each proving a bound, until the bounds meet.
    Mtdf,
    /// Iterative deepening: alpha-beta to depth 1, 2, ... the limit, each iteration taking
    /// children in the order of the previous one's values.
    Iterative,
}

impl Algorithm {
    /// The search `name` names ([`Algorithm::name`]).
    pub fn named(name: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.name() == name)
    }

    /// Every search, in the order `ablab` lists them.
    pub const ALL: [Algorithm; 5] = [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Pvs,
        Algorithm::Mtdf,
        Algorithm::Iterative,
    ];

    /// Every search, in the order the page's Search setting offers them (alpha-beta first).
    pub const IN_PAGE_ORDER: [Algorithm; 5] = [
        Algorithm::AlphaBeta,
        Algorithm::Minimax,
        Algorithm::Pvs,
        Algorithm::Mtdf,
        Algorithm::Iterative,
    ];

    /// Whether it prunes (every search but minimax).
    pub fn prunes(self) -> bool {
        self != Algorithm::Minimax
    }

    /// Its name in links and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::Minimax => "minimax",
            Algorithm::Pvs => "pvs",
            Algorithm::Mtdf => "mtdf",
            Algorithm::Iterative => "iterative",
        }
    }
}

/// Two values `lo <= hi`: an aspiration window (lo, hi), or bounds on every leaf value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Window {
    pub lo: Value,
    pub hi: Value,
}

impl Window {
    /// `LO,HI` as links, the page's fields and `ablab` write it: two numbers, the first at
    /// most the second (an aspiration window also needs `LO < HI`, which [`Settings::check`]
    /// says); else what is wrong ([`read_pair`]).
    pub fn read(text: &str) -> Result<Window, WindowError> {
        read_pair(text).map(|(lo, hi)| Window { lo, hi })
    }
}

/// `LO,HI`, as [`Window::read`] reads it.
impl std::fmt::Display for Window {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{},{}", self.lo, self.hi)
    }
}

/// Written as two numbers in text, `["4", "6.5"]`, so that decimals stay exact.
impl Serialize for Window {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        [self.lo.to_string(), self.hi.to_string()].serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Window {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Window, D::Error> {
        let [lo, hi] = <[String; 2]>::deserialize(deserializer)?;
        let read = |t: &str| {
            Value::parse(t).map_err(|_| {
                serde::de::Error::invalid_value(serde::de::Unexpected::Str(t), &"a number")
            })
        };
        Ok(Window {
            lo: read(&lo)?,
            hi: read(&hi)?,
        })
    }
}

/// Two numbers `LO,HI`, the first at most the second, as an aspiration window or leaf bounds
/// are written (in a link, a field of the page, or on the command line): the pair, or what is
/// wrong with the text.
pub fn read_pair(text: &str) -> Result<(Value, Value), WindowError> {
    let Some((lo, hi)) = text.split_once(',') else {
        return Err(WindowError::Format);
    };
    let read = |text: &str| {
        let text = text.trim();
        Value::parse(text).map_err(|error| WindowError::Number {
            text: text.to_string(),
            error,
        })
    };
    let (lo, hi) = (read(lo)?, read(hi)?);
    if lo > hi {
        return Err(WindowError::Order { lo, hi });
    }
    Ok((lo, hi))
}

/// Why text is not a pair `LO,HI` (`teach::words` says it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WindowError {
    /// No comma.
    Format,
    /// One of the two is not a number.
    Number { text: String, error: ValueError },
    /// The first is above the second.
    Order { lo: Value, hi: Value },
}

/// A depth limit at an inner node without an estimate: the limit, the first such node's
/// label, and how many others there are (`teach::words` says it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoEstimate {
    pub limit: u16,
    pub node: String,
    pub others: usize,
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

/// The conventions a search runs under. A setting missing from a file (a hand-written answers
/// file, a set) takes its default, as the command's flags do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct Settings {
    pub root: Side,
    pub algorithm: Algorithm,
    pub rule: CutRule,
    pub fail: Fail,
    pub form: Form,
    /// Stop at this depth (the root is depth 0): an inner node there with an estimate is
    /// evaluated by it instead of being searched. None: search to the leaves. Iterative
    /// deepening's last iteration.
    pub depth_limit: Option<u16>,
    /// An aspiration window for alpha-beta or PVS: the first pass searches (lo, hi), and a
    /// second one, opened on the side it failed, follows a fail-low or a fail-high.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub window: Option<Window>,
    /// Bounds on every leaf value, with which alpha-beta prunes at chance nodes (Star1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bounds: Option<Window>,
}

impl Settings {
    /// Whether a node at `depth` of a tree without signs is a Max node.
    pub fn is_max_at(&self, depth: u16) -> bool {
        depth.is_multiple_of(2) == (self.root == Side::Max)
    }

    /// The kind of `node` under these settings ([`Tree::kind`] with this root).
    #[inline]
    pub fn kind(&self, tree: &Tree, node: NodeId) -> NodeKind {
        tree.kind(node, self.root)
    }

    /// Whether `node` is a Max node (for a leaf: whether Max is to move there).
    #[inline]
    pub fn is_max(&self, tree: &Tree, node: NodeId) -> bool {
        self.kind(tree, node) == NodeKind::Max
    }

    /// Whether every node maximizes in this search: the negamax form.
    pub fn negamax(&self) -> bool {
        self.form == Form::Negamax
    }

    /// Whether the search stops at `node` and takes its estimate (a depth limit).
    pub fn stops_at(&self, tree: &Tree, node: NodeId) -> bool {
        self.depth_limit.is_some_and(|d| tree.depth(node) >= d) && tree.estimate(node).is_some()
    }

    /// Which nodes lie below a node where the depth limit stops the search, by id.
    pub fn past_limit(&self, tree: &Tree) -> Vec<bool> {
        let mut past = vec![false; tree.len()];
        if self.depth_limit.is_none() {
            return past;
        }
        for n in 0..tree.len() as NodeId {
            if self.stops_at(tree, n) && !past[n as usize] {
                for id in n + 1..tree.end(n) {
                    past[id as usize] = true;
                }
            }
        }
        past
    }

    /// The cutoff test under this rule (on scores, or on exact fractions).
    pub fn cuts<T: PartialOrd>(&self, alpha: T, beta: T) -> bool {
        match self.rule {
            CutRule::Ge => alpha >= beta,
            CutRule::Gt => alpha > beta,
        }
    }
}

/// Checks that a depth limit can be applied: every inner node at the limit needs an estimate.
/// The error names the first node without one.
pub fn check_depth_limit(tree: &Tree, settings: &Settings) -> Result<(), NoEstimate> {
    let Some(limit) = settings.depth_limit else {
        return Ok(());
    };
    let missing: Vec<NodeId> = (0..tree.len() as NodeId)
        .filter(|&n| tree.depth(n) == limit && !tree.is_leaf(n) && tree.estimate(n).is_none())
        .collect();
    match missing.first() {
        None => Ok(()),
        Some(&n) => Err(NoEstimate {
            limit,
            node: tree.label(n).into_owned(),
            others: missing.len() - 1,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_estimate_names_the_first_and_counts_the_others() {
        let limit = |depth| Settings {
            depth_limit: Some(depth),
            ..Settings::default()
        };
        let two = crate::parse("[<1>[1,2],[3,4]]").expect("a tree");
        let one = check_depth_limit(&two, &limit(1)).expect_err("one has no estimate");
        let (node, others) = (two.label(4).into_owned(), 0);
        assert_eq!(
            one,
            NoEstimate {
                limit: 1,
                node,
                others
            }
        );
        let three = crate::parse("[[1,2],[3,4]]").expect("a tree");
        let both = check_depth_limit(&three, &limit(1)).expect_err("none has");
        let (node, others) = (three.label(1).into_owned(), 1);
        assert_eq!(
            both,
            NoEstimate {
                limit: 1,
                node,
                others
            }
        );
    }
}
