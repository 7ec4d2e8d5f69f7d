//! The one sort of the engine: a small stable merge sort.

/// A stable sort (bottom-up merge sort): `v` ordered by `less`, ties keep their order. One small
/// loop instead of the standard library's sorts, whose code the wasm would carry once per type;
/// every sort in the engine uses this one.
pub(crate) fn merge_sort<T: Copy>(v: &mut Vec<T>, less: impl Fn(T, T) -> bool) {
    let n = v.len();
    let mut out = v.clone();
    let mut width = 1;
    while width < n {
        let mut start = 0;
        while start < n {
            let mid = (start + width).min(n);
            let end = (mid + width).min(n);
            let (mut a, mut b) = (start, mid);
            for slot in &mut out[start..end] {
                // Take from the right run only when it is strictly less: stable.
                if b < end && (a == mid || less(v[b], v[a])) {
                    *slot = v[b];
                    b += 1;
                } else {
                    *slot = v[a];
                    a += 1;
                }
            }
            start = end;
        }
        std::mem::swap(v, &mut out);
        width *= 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::NodeId;

    #[test]
    fn merge_sort_matches_the_standard_stable_sort() {
        let mut seed = 7u64;
        for n in 0..70 {
            for &modulus in &[1u64, 2, 3, 10, 1000] {
                let keys: Vec<u64> = (0..n)
                    .map(|_| {
                        seed = seed
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        (seed >> 33) % modulus
                    })
                    .collect();
                for descending in [false, true] {
                    let mut ours: Vec<NodeId> = (0..n as NodeId).collect();
                    let mut std = ours.clone();
                    merge_sort(&mut ours, |a, b| {
                        let (a, b) = (keys[a as usize], keys[b as usize]);
                        if descending {
                            b < a
                        } else {
                            a < b
                        }
                    });
                    if descending {
                        std.sort_by(|a, b| keys[*b as usize].cmp(&keys[*a as usize]));
                    } else {
                        std.sort_by(|a, b| keys[*a as usize].cmp(&keys[*b as usize]));
                    }
                    assert_eq!(ours, std, "n {n} modulus {modulus} descending {descending}");
                }
            }
        }
    }
}
