//! Where each node is drawn, as textbooks draw trees: the root on top, one row per level,
//! leaves evenly spaced left to right (whatever their depth), each parent centred over its
//! first and last child. Computed once per tree shape; pure geometry, no drawing.

use super::tree::{NodeId, Tree};

/// Node positions in drawing units.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// Centre of each node, by id.
    pub x: Vec<f32>,
    pub y: Vec<f32>,
    /// Size of the whole drawing.
    pub width: f32,
    pub height: f32,
    /// The horizontal distance between neighbouring leaves.
    pub leaf_spacing: f32,
    /// The vertical distance between levels.
    pub level_height: f32,
}

impl Layout {
    /// Places on the bottom row: leaves, and collapsed nodes, outside collapsed subtrees.
    pub fn slots(tree: &Tree, collapsed: &[bool]) -> usize {
        let mut count = 0;
        let mut n: NodeId = 0;
        while (n as usize) < tree.len() {
            if collapsed.get(n as usize).copied().unwrap_or(false) {
                count += 1;
                n = tree.end(n);
            } else {
                if tree.is_leaf(n) {
                    count += 1;
                }
                n += 1;
            }
        }
        count
    }

    /// For every node, whether it lies inside a collapsed subtree: one pass in preorder.
    pub fn hidden_all(tree: &Tree, collapsed: &[bool]) -> Vec<bool> {
        let mut hidden = vec![false; tree.len()];
        for n in 0..tree.len() as NodeId {
            if collapsed.get(n as usize).copied().unwrap_or(false) && !hidden[n as usize] {
                for inner in n + 1..tree.end(n) {
                    hidden[inner as usize] = true;
                }
            }
        }
        hidden
    }

    /// Whether `node` lies inside a collapsed subtree (the collapsed node itself is drawn).
    pub fn hidden(tree: &Tree, collapsed: &[bool], node: NodeId) -> bool {
        let mut p = tree.parent(node);
        while let Some(a) = p {
            if collapsed.get(a as usize).copied().unwrap_or(false) {
                return true;
            }
            p = tree.parent(a);
        }
        false
    }

    /// Lays out `tree` with some subtrees collapsed: a collapsed node takes one place on the
    /// bottom row, and the nodes inside it sit at its place (they are not drawn).
    pub fn with_collapsed(
        tree: &Tree,
        leaf_spacing: f32,
        level_height: f32,
        margin: f32,
        collapsed: &[bool],
    ) -> Layout {
        if !collapsed.iter().any(|&c| c) {
            return Layout::new(tree, leaf_spacing, level_height, margin);
        }
        let n = tree.len();
        let mut x = vec![0f32; n];
        let mut y = vec![0f32; n];
        let is_collapsed = |id: NodeId| collapsed.get(id as usize).copied().unwrap_or(false);
        // Places, left to right, in preorder.
        let mut slot = 0usize;
        let mut deepest = 0u16;
        let mut id: NodeId = 0;
        while (id as usize) < n {
            let i = id as usize;
            y[i] = margin + f32::from(tree.depth(id)) * level_height;
            deepest = deepest.max(tree.depth(id));
            if is_collapsed(id) || tree.is_leaf(id) {
                x[i] = margin + (slot as f32 + 0.5) * leaf_spacing;
                slot += 1;
                if is_collapsed(id) {
                    for inner in id + 1..tree.end(id) {
                        x[inner as usize] = x[i];
                        y[inner as usize] = y[i];
                    }
                }
                id = tree.end(id);
            } else {
                id += 1;
            }
        }
        for id in (0..n as NodeId).rev() {
            let i = id as usize;
            if tree.is_leaf(id) || is_collapsed(id) || Layout::hidden(tree, collapsed, id) {
                continue;
            }
            let first = id + 1;
            let last = tree.children(id).last().unwrap_or(first);
            x[i] = (x[first as usize] + x[last as usize]) / 2.0;
        }
        Layout {
            x,
            y,
            width: 2.0 * margin + slot as f32 * leaf_spacing,
            height: 2.0 * margin + f32::from(deepest) * level_height,
            leaf_spacing,
            level_height,
        }
    }

    /// Lays out `tree` with the given spacing and a margin around the drawing.
    pub fn new(tree: &Tree, leaf_spacing: f32, level_height: f32, margin: f32) -> Layout {
        let n = tree.len();
        let mut x = vec![0f32; n];
        let mut y = vec![0f32; n];
        // Children have larger ids than their parent: a reverse sweep sees children first.
        for id in (0..n as NodeId).rev() {
            let i = id as usize;
            y[i] = margin + f32::from(tree.depth(id)) * level_height;
            if let Some(k) = tree.leaf_index(id) {
                x[i] = margin + (k as f32 + 0.5) * leaf_spacing;
            } else {
                let first = id + 1;
                let last = tree.children(id).last().unwrap_or(first);
                x[i] = (x[first as usize] + x[last as usize]) / 2.0;
            }
        }
        Layout {
            x,
            y,
            width: 2.0 * margin + tree.leaves().len() as f32 * leaf_spacing,
            height: 2.0 * margin + f32::from(tree.height()) * level_height,
            leaf_spacing,
            level_height,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::parse;

    #[test]
    fn parents_centred_leaves_even() {
        let t = parse("[[1,2],3,[4,[5,6]]]").unwrap();
        let l = Layout::new(&t, 10.0, 50.0, 5.0);
        let leaf_x: Vec<f32> = t.leaves().iter().map(|&n| l.x[n as usize]).collect();
        assert_eq!(leaf_x, vec![10.0, 20.0, 30.0, 40.0, 50.0, 60.0]);
        // [1,2] is centred over 1 and 2; the root over its first and last child.
        assert_eq!(l.x[1], 15.0);
        let last = t.children(0).last().unwrap();
        assert_eq!(l.x[0], (l.x[1] + l.x[last as usize]) / 2.0);
        assert_eq!(l.y[0], 5.0);
        assert_eq!(l.height, 10.0 + 3.0 * 50.0);
        assert_eq!(l.width, 70.0);
    }

    #[test]
    fn a_collapsed_subtree_takes_one_place() {
        let t = parse("[[1,2],3,[4,[5,6]]]").unwrap();
        let mut c = vec![false; t.len()];
        c[1] = true; // [1,2]
        assert_eq!(Layout::slots(&t, &c), 5);
        let l = Layout::with_collapsed(&t, 10.0, 50.0, 5.0, &c);
        assert_eq!(l.x[1], 10.0);
        assert_eq!(l.x[2], 10.0); // inside: at the marker
        assert!(Layout::hidden(&t, &c, 2));
        assert_eq!(
            Layout::hidden_all(&t, &c),
            (0..t.len() as NodeId)
                .map(|n| Layout::hidden(&t, &c, n))
                .collect::<Vec<_>>()
        );
        assert!(!Layout::hidden(&t, &c, 1));
        assert_eq!(l.width, 60.0);
    }
}
