//! Challenges: the student builds the tree. Three kinds, each a plain value drawn from a seed
//! (the same seed, the same challenge, in every version) and graded by running the search:
//!
//! - Best order: reorder children so that alpha-beta evaluates as few leaves as possible,
//!   graded against the exact minimum over every order ([`order::Minimum`]).
//! - Make it cut: change at most K leaf values so that a named node is pruned (or searched).
//! - Build to order: fill a shape's leaves so that alpha-beta prunes exactly N leaves, or cuts
//!   off at a named depth.
//!
//! A verdict's reason is data ([`Reason`]), worded when shown ([`explain`]) in the words of the
//! narration. Challenges use the page's default conventions ([`Settings::default`]).

mod build;
mod cut;
mod dispatch;
pub mod order;
mod words;

pub use dispatch::{challenge, draw, grade};
pub use order::Permutation;
pub use words::{explain, task};

use search::random::SplitMix;
use search::search::{Event, Settings, Trace};
use search::tree::{NodeId, Tree, TreeBuilder};
use search::value::Value;

/// The kinds of challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChallengeKind {
    Order,
    Cut,
    Build,
}

impl ChallengeKind {
    pub const ALL: [ChallengeKind; 3] = [
        ChallengeKind::Order,
        ChallengeKind::Cut,
        ChallengeKind::Build,
    ];

    /// "order", "cut" or "build": `ablab exercise --kind`, the files, `data-exercise-kind`.
    pub fn name(self) -> &'static str {
        match self {
            ChallengeKind::Order => "order",
            ChallengeKind::Cut => "cut",
            ChallengeKind::Build => "build",
        }
    }

    pub fn named(name: &str) -> Option<ChallengeKind> {
        ChallengeKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Mixed into the seed, so that one seed gives unrelated challenges of each kind.
    fn salt(self) -> u64 {
        match self {
            ChallengeKind::Order => 0x4F52_4445,
            ChallengeKind::Cut => 0x4355_5421,
            ChallengeKind::Build => 0x4255_494C,
        }
    }
}

/// What Make it cut asks of its node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    /// Never searched (a cutoff skips it).
    Pruned,
    /// Searched (no cutoff skips it).
    Searched,
}

/// What Build to order asks of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuildTarget {
    /// Exactly this many leaves never evaluated.
    PrunedLeaves(usize),
    /// A cutoff at a node of this depth (the root is depth 0).
    CutoffAtDepth(u16),
}

/// A challenge.
#[derive(Clone, Debug, PartialEq)]
pub enum Challenge {
    Order {
        tree: Tree,
    },
    Cut {
        tree: Tree,
        k: usize,
        target: NodeId,
        want: Want,
    },
    /// `shape`: the tree to fill in, every leaf 0.
    Build {
        shape: Tree,
        target: BuildTarget,
    },
}

/// Equal challenges are the same in every part: a tree's equality is.
impl Eq for Challenge {}

/// A student's attempt at a challenge. One is held at a time, never a list of them: a tree in
/// a variant costs no room worth boxing it for.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum Attempt {
    /// Inner nodes' children in a new order (ids of the challenge's tree).
    Order(Permutation),
    /// Leaves (ids of the challenge's tree) given new values.
    Cut(Vec<(NodeId, Value)>),
    /// The tree built.
    Build(Tree),
}

/// Why an attempt is right or wrong, as data.
#[derive(Clone, Debug, PartialEq)]
pub enum Reason {
    /// Best order: alpha-beta evaluates `evaluated` leaves; the fewest any order allows is
    /// `minimum`.
    Evaluated { evaluated: u32, minimum: u32 },
    /// Best order: the node's children as given are not a reordering of its children.
    NotAReordering { node: NodeId },
    /// Make it cut: the node changed is not a leaf of the tree.
    NotALeaf { node: NodeId },
    /// Make it cut: more leaves changed than allowed.
    TooManyChanges { changed: usize, k: usize },
    /// Make it cut: whether the target is as wanted, and the event of the search that decides
    /// it: the cutoff that skips it, the test at its parent before it is searched, or none (a
    /// first child is searched before any test).
    Target {
        target: NodeId,
        want: Want,
        done: bool,
        event: Option<usize>,
    },
    /// Build to order: the node (of the tree built) has `has` children where the shape has
    /// `wants`.
    Shape {
        node: NodeId,
        has: usize,
        wants: usize,
    },
    /// Build to order: the leaves pruned, of those wanted; `cutoffs`, the cutoff events.
    Pruned {
        pruned: usize,
        wanted: usize,
        cutoffs: Vec<usize>,
    },
    /// Build to order: whether a node at `depth` cuts off; `cutoffs`, the cutoff events.
    CutoffDepth {
        depth: u16,
        done: bool,
        cutoffs: Vec<usize>,
    },
}

impl Reason {
    /// The name in `ablab grade --json`.
    pub fn name(&self) -> &'static str {
        match self {
            Reason::Evaluated { .. } => "evaluated",
            Reason::NotAReordering { .. } => "not_a_reordering",
            Reason::NotALeaf { .. } => "not_a_leaf",
            Reason::TooManyChanges { .. } => "too_many_changes",
            Reason::Target { .. } => "target",
            Reason::Shape { .. } => "shape",
            Reason::Pruned { .. } => "pruned",
            Reason::CutoffDepth { .. } => "cutoff_depth",
        }
    }
}

/// An attempt graded.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub correct: bool,
    /// 0 to 1: for Best order the minimum over the leaves evaluated, else 1 or 0.
    pub score: f64,
    pub reason: Reason,
    /// The tree the attempt makes, as searched: None when it could not be made.
    pub tree: Option<Tree>,
}

impl Verdict {
    fn wrong(reason: Reason) -> Verdict {
        Verdict {
            correct: false,
            score: 0.0,
            reason,
            tree: None,
        }
    }

    fn of(correct: bool, reason: Reason, tree: Tree) -> Verdict {
        Verdict {
            correct,
            score: if correct { 1.0 } else { 0.0 },
            reason,
            tree: Some(tree),
        }
    }
}

/// The conventions challenges are graded by: the page's defaults.
pub fn settings() -> Settings {
    Settings::default()
}

impl Challenge {
    pub fn kind(&self) -> ChallengeKind {
        match self {
            Challenge::Order { .. } => ChallengeKind::Order,
            Challenge::Cut { .. } => ChallengeKind::Cut,
            Challenge::Build { .. } => ChallengeKind::Build,
        }
    }

    /// The tree the student starts from.
    pub fn tree(&self) -> &Tree {
        match self {
            Challenge::Order { tree } | Challenge::Cut { tree, .. } => tree,
            Challenge::Build { shape, .. } => shape,
        }
    }

    /// Best order: the fewest leaves any order evaluates (None for the other kinds, or a tree
    /// too big for the exact minimum).
    pub fn minimum(&self) -> Option<u32> {
        match self {
            Challenge::Order { tree } if order::fits(tree, &settings()) => {
                Some(order::Minimum::new(tree, settings()).leaves())
            }
            _ => None,
        }
    }

    /// Best order on a uniform tree: `(b, d)` and Knuth and Moore's count of leaves under
    /// perfect ordering.
    pub fn knuth_moore(&self) -> Option<(u32, u32, u128)> {
        let Challenge::Order { tree } = self else {
            return None;
        };
        let (b, d) = search::order::uniform(tree).filter(|u| u.0 > 1)?;
        Some((b, d, search::order::knuth_moore(b, d).0))
    }
}

/// The smallest and largest leaf value a challenge draws.
const VALUES: (i64, i64) = (-9, 9);
/// Candidates a challenge draws before it settles for the last.
const ATTEMPTS: usize = 64;

/// A random plain tree `plies` deep, each inner node with `kids.0..=kids.1` children.
fn random_tree(rng: &mut SplitMix, plies: u16, kids: (i64, i64)) -> Tree {
    fn walk(b: &mut TreeBuilder, rng: &mut SplitMix, depth: u16, plies: u16, kids: (i64, i64)) {
        if depth == plies {
            b.leaf(None, Value::int(rng.range(VALUES.0, VALUES.1)));
            return;
        }
        b.open(None);
        for _ in 0..rng.range(kids.0, kids.1) {
            walk(b, rng, depth + 1, plies, kids);
        }
        b.close();
    }
    let mut b = TreeBuilder::new();
    walk(&mut b, rng, 0, plies, kids);
    b.finish()
}

/// Every cutoff event of a search, in order.
fn cutoffs(trace: &Trace) -> Vec<usize> {
    (0..trace.events.len())
        .filter(|&i| matches!(trace.events[i], Event::Cutoff { .. }))
        .collect()
}
