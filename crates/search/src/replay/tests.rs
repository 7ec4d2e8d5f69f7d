use super::*;
use crate::{parse, search, Settings};

#[test]
fn copies_share_the_blocks_a_step_does_not_change() {
    // 3^6 = 729 leaves, 1,093 nodes: 9 blocks.
    fn full(d: u32, k: &mut i64) -> String {
        if d == 0 {
            *k += 1;
            return (*k % 17 - 8).to_string();
        }
        let kids: Vec<String> = (0..3).map(|_| full(d - 1, k)).collect();
        format!("[{}]", kids.join(","))
    }
    let tree = parse(&full(6, &mut 0)).unwrap();
    let trace = search(&tree, Settings::default());
    let mut a = Replay::new(&tree);
    a.seek(&tree, &trace, 40);
    let mut b = a.clone();
    let blocks = tree.len().div_ceil(BLOCK);
    assert!((0..tree.len() as NodeId).all(|n| a.shares_block(&b, n)));
    b.forward(&tree, &trace);
    let shared = (0..blocks)
        .filter(|k| a.shares_block(&b, (k * BLOCK) as NodeId))
        .count();
    assert!(shared >= blocks - 2, "a step copies at most two blocks");
    assert_ne!(a, b, "the copy moved on");
    // The original is untouched: stepping it forward gives the copy again.
    a.forward(&tree, &trace);
    assert_eq!(a, b);
    assert_eq!(a.nodes().count(), tree.len());
    assert!(a.get(tree.len() as NodeId).is_none());
}
