//! Variants: trees of the same kind for one exercise, one per student. The first variant is
//! the set (or exercise) the seed gives, as `ablab set` and the page make it; each other one
//! is drawn from a seed of its own, mixed from the first so that nearby seeds (week 5's and
//! week 6's) share no variant.

use search::random::SplitMix;
use std::collections::HashSet;
use teach::practice::set::{self, Set, SetSpec, Unmet};
use teach::practice::{exercise, Difficulty};

/// Mixed into the seed of every variant after the first.
const SALT: u64 = 0x5155_495a;
/// How many draws, per variant asked, before a set that repeats a tree is kept anyway (a
/// small kind of tree, say easy's, has few trees to give).
const DRAWS_PER_VARIANT: usize = 4;
/// Exercise seeds are below this, as `ablab exercise` and the page take them.
const EXERCISE_SEEDS: u64 = 1_000_000;

/// The seeds of the variants after the first.
fn seeds(seed: u64) -> impl Iterator<Item = u64> {
    let mut mix = SplitMix(seed ^ SALT);
    std::iter::repeat_with(move || mix.next_u64())
}

/// `count` sets made by `spec`: the first from `seed`, each other one with no exercise's tree
/// the same as that exercise's in an earlier set, while such sets can be drawn.
pub fn sets(seed: u64, spec: &SetSpec, count: usize) -> Result<Vec<Set>, Unmet> {
    let first = set::generate(seed, spec)?;
    let mut seen: Vec<HashSet<String>> = first
        .exercises
        .iter()
        .map(|e| HashSet::from([notation(e)]))
        .collect();
    let mut out = vec![first];
    let mut repeats = Vec::new();
    for s in seeds(seed).take(count.saturating_sub(1) * DRAWS_PER_VARIANT) {
        if out.len() >= count {
            break;
        }
        let set = set::generate(s, spec)?;
        let fresh = set
            .exercises
            .iter()
            .zip(&seen)
            .all(|(e, seen)| !seen.contains(&notation(e)));
        if fresh {
            for (e, seen) in set.exercises.iter().zip(seen.iter_mut()) {
                seen.insert(notation(e));
            }
            out.push(set);
        } else {
            repeats.push(set);
        }
    }
    let missing = count.saturating_sub(out.len());
    out.extend(repeats.into_iter().take(missing));
    Ok(out)
}

/// The exercise's tree as written, to compare.
fn notation(e: &set::SetExercise) -> String {
    e.tree().map(|t| t.to_notation()).unwrap_or_default()
}

/// `count` exercises of `difficulty`: the first `ablab exercise --seed seed` itself, then
/// others, no tree twice while others can be drawn.
pub fn exercises(seed: u64, difficulty: Difficulty, count: usize) -> Vec<u64> {
    let mut out = vec![seed];
    let mut seen = HashSet::from([exercise(seed, difficulty).to_notation()]);
    let mut repeats = Vec::new();
    for s in seeds(seed).take(count.saturating_sub(1) * DRAWS_PER_VARIANT) {
        if out.len() >= count {
            break;
        }
        let s = s % EXERCISE_SEEDS;
        if seen.insert(exercise(s, difficulty).to_notation()) {
            out.push(s);
        } else {
            repeats.push(s);
        }
    }
    let missing = count.saturating_sub(out.len());
    out.extend(repeats.into_iter().take(missing));
    out
}
