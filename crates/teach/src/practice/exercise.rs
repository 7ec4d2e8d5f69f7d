//! Exercises by difficulty, from a seed: the same seed and difficulty give the same tree in
//! every version (tests pin some), and every exercise past easy has a cutoff to find.

use search::order::{sort_children, Order};
use search::random::SplitMix;
use search::search::{search, Event, Settings};
use search::tree::{Tree, TreeBuilder};
use search::value::Value;

/// How hard an exercise is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Difficulty {
    /// 2 plies, every inner node with 2 children.
    Easy,
    /// 3 plies, 2 or 3 children per inner node, at least one cutoff.
    Medium,
    /// 4 plies, uneven: 2 or 3 children in the top two levels, 1 to 3 below, not all alike; at
    /// least one cutoff.
    Hard,
}

/// The smallest and largest leaf value.
const VALUES: (i64, i64) = (-9, 9);

/// Candidates tried before the last one is reordered best-first to force a cutoff; random
/// trees of these shapes almost always have one within the first few.
const ATTEMPTS: usize = 64;

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// "easy", "medium" or "hard".
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    /// Levels below the root.
    pub fn plies(self) -> u16 {
        match self {
            Difficulty::Easy => 2,
            Difficulty::Medium => 3,
            Difficulty::Hard => 4,
        }
    }

    /// How many children an inner node at `depth` may have.
    fn children(self, depth: u16) -> (i64, i64) {
        match self {
            Difficulty::Easy => (2, 2),
            Difficulty::Medium => (2, 3),
            Difficulty::Hard if depth < 2 => (2, 3),
            Difficulty::Hard => (1, 3),
        }
    }

    /// Mixed into the seed, so that one seed gives unrelated trees at each difficulty.
    fn salt(self) -> u64 {
        match self {
            Difficulty::Easy => 0x4541_5359,
            Difficulty::Medium => 0x4D45_4449,
            Difficulty::Hard => 0x4841_5244,
        }
    }
}

/// The exercise for `seed` at `difficulty`: the first candidate tree the seed draws that meets
/// the difficulty.
pub fn exercise(seed: u64, difficulty: Difficulty) -> Tree {
    let mut seeds = SplitMix(seed ^ difficulty.salt());
    let mut last = None;
    for _ in 0..ATTEMPTS {
        let tree = candidate(&mut SplitMix(seeds.next_u64()), difficulty);
        if meets(&tree, difficulty) {
            return tree;
        }
        last = Some(tree);
    }
    let tree = last.unwrap_or_else(|| candidate(&mut SplitMix(seed), difficulty));
    let sorted = sort_children(&tree, &Settings::default(), Order::BestFirst);
    // Reordering keeps labels with their nodes; an exercise is a plain tree.
    Tree::from_nested(&sorted.to_nested())
}

/// A random tree of the difficulty's shape.
fn candidate(rng: &mut SplitMix, difficulty: Difficulty) -> Tree {
    fn walk(b: &mut TreeBuilder, rng: &mut SplitMix, depth: u16, d: Difficulty) {
        if depth == d.plies() {
            b.leaf(None, Value::int(rng.range(VALUES.0, VALUES.1)));
            return;
        }
        let (lo, hi) = d.children(depth);
        b.open(None);
        for _ in 0..rng.range(lo, hi) {
            walk(b, rng, depth + 1, d);
        }
        b.close();
    }
    let mut b = TreeBuilder::new();
    walk(&mut b, rng, 0, difficulty);
    b.finish()
}

/// Whether a tree meets the difficulty: a cutoff under the default conventions past easy, and
/// uneven branching when hard.
fn meets(tree: &Tree, difficulty: Difficulty) -> bool {
    match difficulty {
        Difficulty::Easy => true,
        Difficulty::Medium => has_cutoff(tree),
        Difficulty::Hard => uneven(tree) && has_cutoff(tree),
    }
}

/// Whether alpha-beta under the default conventions skips anything.
pub fn has_cutoff(tree: &Tree) -> bool {
    search(tree, Settings::default())
        .events
        .iter()
        .any(|e| matches!(e, Event::Cutoff { .. }))
}

/// Whether inner nodes differ in their number of children.
pub fn uneven(tree: &Tree) -> bool {
    let mut counts = (0..tree.len() as u32)
        .filter(|&n| !tree.is_leaf(n))
        .map(|n| tree.child_count(n));
    let first = counts.next();
    counts.any(|c| Some(c) != first)
}
