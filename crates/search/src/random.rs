//! Random trees from a seed: the same seed and settings give the same tree, anywhere.

use super::tree::{Tree, TreeBuilder};
use super::value::Value;
use serde::{Deserialize, Serialize};

/// Why a [`RandomSpec`] cannot be made (`teach::words` says it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RandomError {
    /// Deeper than `max` levels.
    TooDeep { max: u8 },
    /// No children, or fewer at most than at least.
    Branching,
    /// More than `max` children.
    TooManyChildren { max: u8 },
    /// A lowest value above the highest.
    Values,
    /// Values beyond what a spec may ask for.
    ValueRange,
    /// The largest tree it could make has `count` nodes, more than `max`.
    TooBig { count: u128, max: usize },
}

/// What a random tree looks like.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RandomSpec {
    /// Levels below the root (every leaf is at this depth).
    pub depth: u16,
    /// Children per inner node: each node draws a count in `min_children..=max_children`.
    pub min_children: u16,
    pub max_children: u16,
    /// Leaf values, integers in `min_value..=max_value`.
    pub min_value: i64,
    pub max_value: i64,
    pub seed: u64,
}

impl Default for RandomSpec {
    fn default() -> RandomSpec {
        RandomSpec {
            depth: 3,
            min_children: 2,
            max_children: 2,
            min_value: -9,
            max_value: 9,
            seed: 1,
        }
    }
}

/// SplitMix64: small, fast, and the same on every platform.
pub struct SplitMix(pub u64);

impl SplitMix {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi` (lo <= hi).
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        // hi - lo + 1 in 64 bits, where 0 stands for 2^64 (lo = i64::MIN, hi = i64::MAX). The
        // offset is below the span, so lo + offset, from lo to hi, needs no more than 64 bits
        // either (128-bit remainders would bring more code into the wasm).
        let span = (hi as u64).wrapping_sub(lo as u64).wrapping_add(1);
        let x = self.next_u64();
        let offset = if span == 0 { x } else { x % span };
        lo.wrapping_add(offset as i64)
    }
}

impl RandomSpec {
    /// Checks the spec: sensible ranges, and at most `max_nodes` nodes in the largest tree it
    /// could make.
    pub fn check(&self, max_nodes: usize) -> Result<(), RandomError> {
        if self.depth > 12 {
            return Err(RandomError::TooDeep { max: 12 });
        }
        if self.min_children == 0 || self.min_children > self.max_children {
            return Err(RandomError::Branching);
        }
        if self.max_children > 64 {
            return Err(RandomError::TooManyChildren { max: 64 });
        }
        if self.min_value > self.max_value {
            return Err(RandomError::Values);
        }
        let limit = 999_999_999_999i64;
        if self.min_value < -limit || self.max_value > limit {
            return Err(RandomError::ValueRange);
        }
        let mut total: u128 = 1;
        let mut level: u128 = 1;
        for _ in 0..self.depth {
            level = level.saturating_mul(u128::from(self.max_children));
            total = total.saturating_add(level);
        }
        if total > max_nodes as u128 {
            return Err(RandomError::TooBig {
                count: total,
                max: max_nodes,
            });
        }
        Ok(())
    }

    /// The tree (call [`RandomSpec::check`] first; an unchecked spec is clamped).
    pub fn generate(&self) -> Tree {
        let mut rng = SplitMix(self.seed);
        let lo = self.min_children.max(1);
        let hi = self.max_children.max(lo);
        let (vlo, vhi) = (
            self.min_value.min(self.max_value),
            self.max_value.max(self.min_value),
        );
        let mut b = TreeBuilder::new();
        fn walk(b: &mut TreeBuilder, rng: &mut SplitMix, depth: u16, s: (u16, u16, i64, i64)) {
            if depth == 0 {
                b.leaf(None, Value::int(rng.range(s.2, s.3)));
                return;
            }
            let k = rng.range(i64::from(s.0), i64::from(s.1));
            b.open(None);
            for _ in 0..k {
                walk(b, rng, depth - 1, s);
            }
            b.close();
        }
        walk(&mut b, &mut rng, self.depth.min(12), (lo, hi, vlo, vhi));
        b.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn range_is_the_128_bit_formula() {
        let old = |x: u64, lo: i64, hi: i64| {
            let span = (hi as i128 - lo as i128 + 1) as u128;
            (lo as i128 + (u128::from(x) % span) as i128) as i64
        };
        let ends = [
            i64::MIN,
            i64::MIN + 1,
            -1_000_000_000_000,
            -9,
            -1,
            0,
            1,
            2,
            9,
            64,
            999_999_999_999,
            i64::MAX - 1,
            i64::MAX,
        ];
        let mut rng = SplitMix(42);
        for &lo in &ends {
            for &hi in ends.iter().filter(|&&h| h >= lo) {
                for _ in 0..200 {
                    let mut copy = SplitMix(rng.0);
                    let x = copy.next_u64();
                    assert_eq!(rng.range(lo, hi), old(x, lo, hi), "{lo}..={hi}");
                }
            }
        }
    }

    #[test]
    fn same_seed_same_tree() {
        let s = RandomSpec {
            depth: 4,
            min_children: 1,
            max_children: 3,
            seed: 42,
            ..RandomSpec::default()
        };
        assert_eq!(s.generate(), s.generate());
        assert_ne!(s.generate(), RandomSpec { seed: 43, ..s }.generate());
        let t = s.generate();
        assert!(t.leaves().iter().all(|&l| t.depth(l) == 4));
        assert!(t
            .leaves()
            .iter()
            .all(|&l| (-9..=9).contains(&t.value(l).unwrap().mantissa())));
        // Fixed: seeds are stable across versions and platforms.
        let fixed = RandomSpec {
            seed: 7,
            ..RandomSpec::default()
        }
        .generate();
        assert_eq!(fixed.leaves().len(), 8);
        assert!(RandomSpec { depth: 20, ..s }.check(100_000).is_err());
        assert!(RandomSpec {
            max_children: 0,
            ..s
        }
        .check(100_000)
        .is_err());
        assert!(matches!(
            RandomSpec {
                depth: 8,
                max_children: 5,
                ..s
            }
            .check(100_000),
            Err(RandomError::TooBig {
                count: 488_281,
                max: 100_000
            })
        ));
        assert!(s.check(100_000).is_ok());
    }
}
