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
}
