//! Exercise sets: a title and exercises, each drawn by difficulty or by constraints, from one
//! seed. A set is data: [`generate`] pins every exercise as its tree (the notation) and its
//! conventions, so that a set given out grades the same in every later version, whatever
//! becomes of the generator.

use super::challenge::{self, Challenge, ChallengeKind};
use super::exercise::exercise;
use super::Difficulty;
use search::order::{sort_children, Order};
use search::random::{RandomSpec, SplitMix};
use search::search::{search, Event, Settings};
use search::tree::Tree;

/// The most exercises a set holds.
pub const MOST_EXERCISES: usize = 20;
/// Candidate trees drawn for one exercise before [`generate`] gives up.
pub const ATTEMPTS: usize = 400;
/// The most nodes a constrained exercise's largest tree may have: a tree to solve by hand.
pub const MOST_NODES: usize = 400;
/// The deepest exercise.
pub const MOST_PLIES: u16 = 6;

/// How one exercise is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// As `ablab exercise` draws one of this difficulty.
    Difficulty(Difficulty),
    /// A random tree meeting constraints.
    Constraints(Constraints),
    /// A challenge of this kind, as `ablab exercise --kind` draws one.
    Challenge(ChallengeKind),
}

/// What a constrained exercise's tree must be like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Constraints {
    /// Levels below the root; every leaf is at this depth.
    pub plies: u16,
    /// Children per inner node, at least and at most.
    pub branching: (u16, u16),
    /// Leaf values, integers from and to.
    pub leaf_values: (i64, i64),
    /// At least this many leaves pruned.
    pub least_pruned: usize,
    /// A cutoff at a node two or more levels above the leaves (it skips a whole subtree).
    pub deep_cutoff: bool,
    /// Chance nodes in the tree: refused, since grading follows alpha-beta's own events
    /// (values, windows, cutoffs) and has no answers for a chance node's sums.
    pub chance: bool,
}

impl Default for Constraints {
    fn default() -> Constraints {
        Constraints {
            plies: 3,
            branching: (2, 3),
            leaf_values: (-9, 9),
            least_pruned: 1,
            deep_cutoff: false,
            chance: false,
        }
    }
}

/// How to make one exercise: its shape, its conventions, and whether alpha and beta are asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExerciseSpec {
    pub shape: Shape,
    /// Root, cutoff rule, fail-soft or fail-hard, form (the search is alpha-beta to the leaves).
    pub settings: Settings,
    pub alpha_beta: bool,
}

/// How to make a set.
#[derive(Clone, Debug, PartialEq)]
pub struct SetSpec {
    pub title: String,
    pub exercises: Vec<ExerciseSpec>,
}

/// One exercise of a set, as given out. An enum (`kind` in the set's JSON) so that other kinds
/// of exercise can join.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetExercise {
    /// Solve alpha-beta's search of a tree: each inner node's value, the nodes never searched,
    /// and (if asked) each node's final alpha and beta.
    Search {
        /// The tree in the notation.
        tree: String,
        settings: Settings,
        alpha_beta: bool,
    },
    /// A challenge (the student builds the tree), pinned whole; graded by the default
    /// conventions.
    Challenge(Challenge),
}

impl SetExercise {
    /// The tree the exercise is about (None if its notation does not parse).
    pub fn tree(&self) -> Option<Tree> {
        match self {
            SetExercise::Search { tree, .. } => search::parse(tree).ok(),
            SetExercise::Challenge(c) => Some(c.tree().clone()),
        }
    }

    pub fn settings(&self) -> Settings {
        match self {
            SetExercise::Search { settings, .. } => *settings,
            SetExercise::Challenge(_) => challenge::settings(),
        }
    }

    pub fn alpha_beta(&self) -> bool {
        match self {
            SetExercise::Search { alpha_beta, .. } => *alpha_beta,
            SetExercise::Challenge(_) => false,
        }
    }
}

/// A set as given out: every exercise pinned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Set {
    pub title: String,
    pub exercises: Vec<SetExercise>,
}

/// The constraint a set could not meet, and for which exercise (1 is the first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unmet {
    pub exercise: usize,
    pub constraint: Constraint,
}

/// A constraint, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Constraint {
    /// No exercises, or more than [`MOST_EXERCISES`].
    Count,
    /// Plies outside 1 to [`MOST_PLIES`].
    Plies,
    /// Branching below 1, or its least above its most.
    Branching,
    /// The leaf values' range upside down or too wide.
    LeafValues,
    /// A tree larger than [`MOST_NODES`] nodes could be drawn.
    Size,
    /// Not that many leaves pruned.
    LeastPruned,
    /// No cutoff two levels above the leaves.
    DeepCutoff,
    /// Chance nodes asked for.
    Chance,
}

impl Constraint {
    /// The constraint's name, as `ablab set` spells its flag.
    pub fn name(self) -> &'static str {
        match self {
            Constraint::Count => "count",
            Constraint::Plies => "plies",
            Constraint::Branching => "branching",
            Constraint::LeafValues => "leaf-values",
            Constraint::Size => "size",
            Constraint::LeastPruned => "least-pruned",
            Constraint::DeepCutoff => "deep-cutoff",
            Constraint::Chance => "chance",
        }
    }
}

/// The set `spec` makes from `seed`: the same seed and spec give the same set. An exercise by
/// difficulty is the one `ablab exercise` draws from the exercise's own seed; a constrained
/// one is the first of [`ATTEMPTS`] candidates that meets every constraint (each candidate is
/// tried as drawn and with its children best first, which prunes the most).
pub fn generate(seed: u64, spec: &SetSpec) -> Result<Set, Unmet> {
    if spec.exercises.is_empty() || spec.exercises.len() > MOST_EXERCISES {
        let constraint = Constraint::Count;
        return Err(Unmet {
            exercise: 0,
            constraint,
        });
    }
    let mut seeds = SplitMix(seed ^ SALT);
    let mut exercises = Vec::new();
    for (i, e) in spec.exercises.iter().enumerate() {
        let own = seeds.next_u64();
        let tree = match e.shape {
            Shape::Challenge(kind) => {
                let c = challenge::challenge(kind, own % DIFFICULTY_SEEDS);
                exercises.push(SetExercise::Challenge(c));
                continue;
            }
            Shape::Difficulty(d) => exercise(own % DIFFICULTY_SEEDS, d),
            Shape::Constraints(c) => {
                constrained(own, &c, &e.settings).map_err(|constraint| Unmet {
                    exercise: i + 1,
                    constraint,
                })?
            }
        };
        exercises.push(SetExercise::Search {
            tree: tree.to_notation(),
            settings: super::practised(e.settings),
            alpha_beta: e.alpha_beta,
        });
    }
    Ok(Set {
        title: spec.title.clone(),
        exercises,
    })
}

/// Mixed into a set's seed, so that a set's trees are not `ablab exercise`'s of the same seed.
const SALT: u64 = 0x5345_5453;
/// An exercise by difficulty draws its seed below this, so that it has a short name.
const DIFFICULTY_SEEDS: u64 = 1_000_000;

/// The first candidate meeting `c`, or the constraint that failed most often.
fn constrained(seed: u64, c: &Constraints, settings: &Settings) -> Result<Tree, Constraint> {
    check(c)?;
    let settings = super::practised(*settings);
    let mut seeds = SplitMix(seed);
    let mut failures: Vec<(Constraint, usize)> = Vec::new();
    for _ in 0..ATTEMPTS {
        let drawn = RandomSpec {
            depth: c.plies,
            min_children: c.branching.0,
            max_children: c.branching.1,
            min_value: c.leaf_values.0,
            max_value: c.leaf_values.1,
            seed: seeds.next_u64(),
        }
        .generate();
        let sorted =
            Tree::from_nested(&sort_children(&drawn, &settings, Order::BestFirst).to_nested());
        for tree in [drawn, sorted] {
            match unmet(&tree, c, &settings) {
                None => return Ok(tree),
                Some(k) => match failures.iter_mut().find(|f| f.0 == k) {
                    Some(f) => f.1 += 1,
                    None => failures.push((k, 1)),
                },
            }
        }
    }
    let most = failures.iter().max_by_key(|f| f.1).map(|f| f.0);
    Err(most.unwrap_or(Constraint::LeastPruned))
}

/// What no tree could meet, before drawing any.
fn check(c: &Constraints) -> Result<(), Constraint> {
    if c.chance {
        return Err(Constraint::Chance);
    }
    if c.plies == 0 || c.plies > MOST_PLIES {
        return Err(Constraint::Plies);
    }
    let (lo, hi) = c.branching;
    if lo == 0 || lo > hi {
        return Err(Constraint::Branching);
    }
    let spec = RandomSpec {
        depth: c.plies,
        min_children: lo,
        max_children: hi,
        min_value: c.leaf_values.0,
        max_value: c.leaf_values.1,
        seed: 0,
    };
    match spec.check(MOST_NODES) {
        Ok(()) => {}
        Err(_) if c.leaf_values.0 > c.leaf_values.1 => return Err(Constraint::LeafValues),
        Err(_) if hi > 64 => return Err(Constraint::Branching),
        Err(_) => return Err(Constraint::Size),
    }
    if c.leaf_values.0 < -LEAF_LIMIT || c.leaf_values.1 > LEAF_LIMIT {
        return Err(Constraint::LeafValues);
    }
    if c.deep_cutoff && c.plies < 3 {
        // A node two levels above the leaves cuts off only below the root.
        return Err(Constraint::DeepCutoff);
    }
    Ok(())
}

/// The widest leaf value an exercise takes: numbers a student writes.
const LEAF_LIMIT: i64 = 999;

/// The first constraint `tree` does not meet under `settings`.
pub fn unmet(tree: &Tree, c: &Constraints, settings: &Settings) -> Option<Constraint> {
    let trace = search(tree, *settings);
    if trace.solution.pruned_leaves.len() < c.least_pruned {
        return Some(Constraint::LeastPruned);
    }
    if c.deep_cutoff && !deep_cutoff(tree, &trace.events) {
        return Some(Constraint::DeepCutoff);
    }
    None
}

/// Whether a cutoff skips a child that is not a leaf: a cutoff two or more levels above the
/// leaves.
pub fn deep_cutoff(tree: &Tree, events: &[Event]) -> bool {
    events.iter().any(|e| match *e {
        Event::Cutoff {
            node,
            first_skipped,
        } => tree
            .children(node)
            .any(|c| c >= first_skipped && !tree.is_leaf(c)),
        _ => false,
    })
}
