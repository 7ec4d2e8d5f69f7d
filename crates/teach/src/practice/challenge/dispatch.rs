//! Each kind's drawing and grading, chosen by the kind: Best order's here, Make it cut's in
//! `cut.rs`, Build to order's in `build.rs`.

use super::order::{self, Permutation};
use super::ATTEMPTS;
use super::{
    build, cut, random_tree, settings, Attempt, Challenge, ChallengeKind, Reason, Verdict,
};
use search::random::SplitMix;
use search::tree::Tree;

/// The challenge of `kind` for `seed`, with an attempt that solves it.
pub fn draw(kind: ChallengeKind, seed: u64) -> (Challenge, Attempt) {
    let mut rng = SplitMix(seed ^ kind.salt());
    match kind {
        ChallengeKind::Order => order_challenge(&mut rng),
        ChallengeKind::Cut => cut::draw(&mut rng),
        ChallengeKind::Build => build::draw(&mut rng),
    }
}

/// The challenge of `kind` for `seed`.
pub fn challenge(kind: ChallengeKind, seed: u64) -> Challenge {
    draw(kind, seed).0
}

/// `attempt` at `challenge`, graded by running the search.
pub fn grade(challenge: &Challenge, attempt: &Attempt) -> Verdict {
    match (challenge, attempt) {
        (Challenge::Order { tree }, Attempt::Order(perm)) => grade_order(tree, perm),
        (Challenge::Cut { .. }, Attempt::Cut(changes)) => cut::grade(challenge, changes),
        (Challenge::Build { shape, target }, Attempt::Build(built)) => {
            build::grade(shape, *target, built)
        }
        // An attempt at another kind: nothing of it applies.
        (c, _) => Verdict::wrong(match c {
            Challenge::Order { .. } => Reason::NotAReordering { node: 0 },
            Challenge::Cut { .. } => Reason::NotALeaf { node: 0 },
            Challenge::Build { shape, .. } => Reason::Shape {
                node: 0,
                has: 0,
                wants: shape.child_count(0),
            },
        }),
    }
}

fn grade_order(tree: &Tree, perm: &Permutation) -> Verdict {
    let s = settings();
    let reordered = match order::apply(tree, perm) {
        Ok(t) => t,
        Err(node) => return Verdict::wrong(Reason::NotAReordering { node }),
    };
    let evaluated = order::evaluated(&reordered, s);
    let minimum = if order::fits(tree, &s) {
        order::Minimum::new(tree, s).leaves()
    } else {
        evaluated
    };
    Verdict {
        correct: evaluated <= minimum,
        score: f64::from(minimum) / f64::from(evaluated.max(1)),
        reason: Reason::Evaluated { evaluated, minimum },
        tree: Some(reordered),
    }
}

/// The shapes Best order draws: plies and children per inner node.
const ORDER_SHAPES: [(u16, (i64, i64)); 4] = [(2, (3, 3)), (3, (2, 2)), (3, (2, 3)), (4, (2, 2))];

/// Best order: a tree whose own order is not the best, with the best order as the answer.
fn order_challenge(rng: &mut SplitMix) -> (Challenge, Attempt) {
    let s = settings();
    let mut tries = 0;
    loop {
        tries += 1;
        let (plies, kids) = ORDER_SHAPES[rng.range(0, ORDER_SHAPES.len() as i64 - 1) as usize];
        let tree = random_tree(rng, plies, kids);
        let mut minimum = order::Minimum::new(&tree, s);
        let best = minimum.best_order();
        if order::evaluated(&tree, s) > minimum.leaves() || tries >= ATTEMPTS {
            return (Challenge::Order { tree }, Attempt::Order(best));
        }
    }
}
