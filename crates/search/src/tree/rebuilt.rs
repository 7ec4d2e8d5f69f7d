//! Trees made from others: from nested values, and with each node's children reordered.

use super::{Nested, NodeId, Tree, TreeBuilder};
use crate::sort::merge_sort;
use crate::value::Value;

impl Tree {
    /// Builds a tree from nested values (labels by default).
    pub fn from_nested(nested: &Nested) -> Tree {
        fn walk(b: &mut TreeBuilder, n: &Nested) {
            match n {
                Nested::Leaf(v) => b.leaf(None, *v),
                Nested::Node(children) => {
                    b.open(None);
                    for c in children {
                        walk(b, c);
                    }
                    b.close();
                }
            }
        }
        let mut b = TreeBuilder::new();
        walk(&mut b, nested);
        b.finish()
    }

    /// The same tree with each node's children in the order `order` gives (a permutation of
    /// `children(node)`; anything else keeps the node's order). Every node keeps the label it
    /// shows now, so nodes keep their names when they move; it is written only where it is no
    /// longer the node's default letter.
    pub fn reordered(&self, order: &dyn Fn(NodeId) -> Vec<NodeId>) -> Tree {
        self.reordered_with_map(order).0
    }

    /// [`Tree::reordered`], and for each old id the node's new id.
    pub fn reordered_with_map(&self, order: &dyn Fn(NodeId) -> Vec<NodeId>) -> (Tree, Vec<NodeId>) {
        fn walk(
            t: &Tree,
            b: &mut TreeBuilder,
            n: NodeId,
            order: &dyn Fn(NodeId) -> Vec<NodeId>,
            map: &mut [NodeId],
        ) {
            let id = b.len() as NodeId;
            map[n as usize] = id;
            let label = t.label(n);
            let label = Some(label.as_ref());
            if t.is_leaf(n) {
                b.leaf(label, t.value(n).unwrap_or(Value::int(0)));
                b.set_probability(id, t.probability(n));
                return;
            }
            b.open_marked(label, t.estimate(n), t.mark(n));
            b.set_probability(id, t.probability(n));
            let mut kids: Vec<NodeId> = t.children(n).collect();
            let mut wanted = order(n);
            let mut sorted_a = kids.clone();
            merge_sort(&mut sorted_a, |a, b| a < b);
            let mut sorted_b = wanted.clone();
            merge_sort(&mut sorted_b, |a, b| a < b);
            if sorted_a == sorted_b {
                std::mem::swap(&mut kids, &mut wanted);
            }
            for c in kids {
                walk(t, b, c, order, map);
            }
            b.close();
        }
        let mut b = TreeBuilder::new();
        let mut map = vec![0; self.len()];
        walk(self, &mut b, 0, order, &mut map);
        let mut tree = b.finish();
        tree.drop_default_labels();
        (tree, map)
    }
}
