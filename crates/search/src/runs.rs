//! [`LeafRuns`]: the leaves a search skipped, as runs of consecutive indices.

use serde::Serialize;

/// A sorted set of leaf indices held as runs (`lo..hi`): a cutoff skips whole subtrees, whose
/// leaves are consecutive, so a search that prunes a million leaves holds one run per cutoff.
/// Compares equal to a `Vec<usize>` of the same indices, and serializes as that list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LeafRuns {
    /// Ascending, non-empty, and apart (a run never starts where the previous one ends).
    runs: Vec<std::ops::Range<usize>>,
    len: usize,
}

impl LeafRuns {
    /// Adds the run `run`, which must lie after every index already held.
    pub fn push_run(&mut self, run: std::ops::Range<usize>) {
        if run.is_empty() {
            return;
        }
        assert!(
            self.runs.last().is_none_or(|last| last.end <= run.start),
            "runs are added left to right"
        );
        self.len += run.len();
        match self.runs.last_mut() {
            Some(last) if last.end == run.start => last.end = run.end,
            _ => self.runs.push(run),
        }
    }

    /// How many indices.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The indices, ascending.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = usize> + '_ {
        self.runs.iter().flat_map(|r| r.clone())
    }

    /// The runs, ascending.
    pub fn runs(&self) -> &[std::ops::Range<usize>] {
        &self.runs
    }

    /// Whether `index` is held.
    pub fn contains(&self, index: usize) -> bool {
        let k = self.runs.partition_point(|r| r.end <= index);
        self.runs.get(k).is_some_and(|r| r.contains(&index))
    }

    /// The `k`-th index (0-based), if there are more than `k`.
    pub fn get(&self, mut k: usize) -> Option<usize> {
        for r in &self.runs {
            if k < r.len() {
                return Some(r.start + k);
            }
            k -= r.len();
        }
        None
    }

    pub fn to_vec(&self) -> Vec<usize> {
        self.iter().collect()
    }
}

impl FromIterator<usize> for LeafRuns {
    /// From ascending, distinct indices.
    fn from_iter<I: IntoIterator<Item = usize>>(indices: I) -> LeafRuns {
        let mut out = LeafRuns::default();
        for i in indices {
            out.push_run(i..i + 1);
        }
        out
    }
}

impl PartialEq<Vec<usize>> for LeafRuns {
    fn eq(&self, other: &Vec<usize>) -> bool {
        self.len == other.len() && self.iter().eq(other.iter().copied())
    }
}

impl PartialEq<LeafRuns> for Vec<usize> {
    fn eq(&self, other: &LeafRuns) -> bool {
        other == self
    }
}

impl Serialize for LeafRuns {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaf_runs_hold_sorted_indices() {
        let mut r = LeafRuns::default();
        assert!(r.is_empty() && r == Vec::<usize>::new());
        r.push_run(2..4);
        r.push_run(4..4);
        r.push_run(4..5);
        r.push_run(7..8);
        r.push_run(10..13);
        assert_eq!(r.runs(), &[2..5, 7..8, 10..13]);
        let all = vec![2, 3, 4, 7, 10, 11, 12];
        assert_eq!(r, all);
        assert_eq!(all, r);
        assert_ne!(r, vec![2, 3, 4, 7, 10, 11]);
        assert_eq!(r.len(), all.len());
        assert_eq!(r.to_vec(), all);
        assert_eq!(all.iter().copied().collect::<LeafRuns>(), r);
        for i in 0..15 {
            assert_eq!(r.contains(i), all.contains(&i), "{i}");
            assert_eq!(r.get(i), all.get(i).copied(), "{i}");
        }
    }

    #[test]
    #[should_panic(expected = "left to right")]
    fn leaf_runs_refuse_runs_out_of_order() {
        let mut r = LeafRuns::default();
        r.push_run(5..6);
        r.push_run(3..4);
    }
}
