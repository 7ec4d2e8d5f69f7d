//! The game tree: nodes in preorder (a node's subtree is the id range `id..end(id)`), any number
//! of children, leaves at any depth, a label per node and an exact value per leaf.

use super::kinds::Kinds;
use super::value::Value;
use std::borrow::Cow;
use std::fmt::Write as _;

mod builder;
pub use super::node_id::NodeId;
pub use builder::TreeBuilder;
mod labels;
use labels::Labels;
// Trees made from others: from nested values, with children reordered.
mod rebuilt;
// Each node's kind, sign and probability, from the signs and probabilities the notation writes.
mod signed;
pub use signed::exact_grid;

/// A tree written as nested values, for building trees in code and in tests.
#[derive(Clone, Debug, PartialEq)]
pub enum Nested {
    Leaf(Value),
    Node(Vec<Nested>),
}

impl Nested {
    /// A node whose children are integer leaves.
    pub fn ints(values: &[i64]) -> Nested {
        Nested::Node(
            values
                .iter()
                .map(|&v| Nested::Leaf(Value::int(v)))
                .collect(),
        )
    }
}

/// An immutable game tree. Build one with [`TreeBuilder`], [`Tree::from_nested`] or the notation
/// parser ([`crate::parse`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Tree {
    parent: Vec<NodeId>,
    end: Vec<NodeId>,
    depth: Vec<u16>,
    value: Vec<Option<Value>>,
    label: Labels,
    bfs_rank: Vec<u32>,
    leaf_index: Vec<u32>,
    leaves: Vec<NodeId>,
    height: u16,
    /// Every leaf value and estimate is a small integer ([`Value::small_int`]).
    small_ints: bool,
    /// Signs and probabilities, when the notation writes any (see [`super::kinds`]); None
    /// costs nothing, and every node alternates from the root.
    kinds: Option<Box<Kinds>>,
}

/// Whether every value is a small integer ([`Value::small_int`]).
fn all_small_ints(values: &[Option<Value>]) -> bool {
    values.iter().flatten().all(|v| v.small_int().is_some())
}

/// About how many bytes a node takes in the notation (a short label and a small value), to
/// size the text once.
const NOTATION_BYTES_PER_NODE: usize = 6;

/// `v` as [`Value`]'s `Display` writes it, a small integer without the formatter (a big
/// tree's notation is mostly those).
fn write_value(out: &mut String, v: Value) {
    match v.small_int() {
        Some(i) => out.push_str(itoa::Buffer::new().format(i)),
        None => {
            let _ = write!(out, "{v}");
        }
    }
}

/// `leaf_index` of an inner node.
pub const NOT_A_LEAF: u32 = u32::MAX;

impl Tree {
    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Never true for a built tree; here for clippy's sake.
    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    pub fn root(&self) -> NodeId {
        0
    }

    pub fn parent(&self, node: NodeId) -> Option<NodeId> {
        let p = self.parent[node as usize];
        (node != 0).then_some(p)
    }

    /// Whether `other` has the same shape (the same nodes under the same parents, in the same
    /// order), whatever its values and labels.
    pub fn same_shape(&self, other: &Tree) -> bool {
        self.end == other.end
    }

    /// One past the last id of `node`'s subtree.
    pub fn end(&self, node: NodeId) -> NodeId {
        self.end[node as usize]
    }

    pub fn subtree_size(&self, node: NodeId) -> usize {
        (self.end(node) - node) as usize
    }

    pub fn depth(&self, node: NodeId) -> u16 {
        self.depth[node as usize]
    }

    /// Depth of the deepest node (0 for a lone leaf).
    pub fn height(&self) -> u16 {
        self.height
    }

    pub fn is_leaf(&self, node: NodeId) -> bool {
        self.end(node) == node + 1
    }

    /// The leaf's value (None for inner nodes).
    pub fn value(&self, node: NodeId) -> Option<Value> {
        if self.is_leaf(node) {
            self.value[node as usize]
        } else {
            None
        }
    }

    /// Children, left to right.
    pub fn children(&self, node: NodeId) -> Children<'_> {
        Children {
            tree: self,
            next: node + 1,
            end: self.end(node),
        }
    }

    pub fn child_count(&self, node: NodeId) -> usize {
        self.children(node).count()
    }

    /// The next sibling to the right, if any.
    pub fn next_sibling(&self, node: NodeId) -> Option<NodeId> {
        let parent = self.parent(node)?;
        let next = self.end(node);
        (next < self.end(parent)).then_some(next)
    }

    /// The node's label: the one written in the notation, else A, B, C ... in breadth-first
    /// order (after Z: AA, AB, ...), as the tutorials' figures letter their nodes.
    pub fn label(&self, node: NodeId) -> Cow<'_, str> {
        match self.label.get(node as usize) {
            Some(l) => Cow::Borrowed(l),
            None => Cow::Owned(letters(self.bfs_rank[node as usize])),
        }
    }

    /// Whether the label is written in the notation: a label a person wrote, or a letter a
    /// node kept through an edit that differs from its breadth-first letter now.
    pub fn has_custom_label(&self, node: NodeId) -> bool {
        self.label.get(node as usize).is_some()
    }

    /// The letter `node` gets by default: A, B, C ... in breadth-first order.
    pub fn default_label(&self, node: NodeId) -> String {
        letters(self.bfs_rank(node))
    }

    /// The node's place in breadth-first order (the root's is 0).
    pub fn bfs_rank(&self, node: NodeId) -> u32 {
        self.bfs_rank[node as usize]
    }

    /// Gives `node` a label, stored only where it is not the node's default letter, so that a
    /// tree lettered as by default writes its notation without labels.
    pub(super) fn set_label(&mut self, node: NodeId, label: &str) {
        let written = label != self.default_label(node);
        self.label.set(node as usize, written.then_some(label));
    }

    /// Stores no label that is a node's default letter (see [`Tree::set_label`]).
    pub(super) fn drop_default_labels(&mut self) {
        for n in 0..self.len() as NodeId {
            let i = n as usize;
            let default = self
                .label
                .get(i)
                .is_some_and(|l| l == self.default_label(n));
            if default {
                self.label.set(i, None);
            }
        }
    }

    /// The leaves in left-to-right order.
    pub fn leaves(&self) -> &[NodeId] {
        &self.leaves
    }

    /// 0-based position of a leaf in left-to-right order.
    pub fn leaf_index(&self, node: NodeId) -> Option<usize> {
        let i = self.leaf_index[node as usize];
        (i != NOT_A_LEAF).then_some(i as usize)
    }

    /// The leaves in the id range `first..end`, as a range of indices into [`Tree::leaves`]
    /// (both are in preorder, so they are a run of it). `first..end` must be whole subtrees,
    /// e.g. a node's children from one of them to the last. Costs the tree's height at most.
    pub fn leaf_range(&self, first: NodeId, end: NodeId) -> std::ops::Range<usize> {
        // The first leaf at or after `id`: down the first children (a node's first child is
        // the next id), never past the tree's height.
        let first_leaf_from = |mut id: NodeId| -> usize {
            if id as usize >= self.len() {
                return self.leaves.len();
            }
            while !self.is_leaf(id) {
                id += 1;
            }
            self.leaf_index[id as usize] as usize
        };
        first_leaf_from(first)..first_leaf_from(end)
    }

    /// An inner node's static estimate, used when a depth limit stops the search there (the
    /// tutorials' "if depth == 0: return the heuristic value"). None for leaves.
    pub fn estimate(&self, node: NodeId) -> Option<Value> {
        if self.is_leaf(node) {
            None
        } else {
            self.value[node as usize]
        }
    }

    /// The leaf's value or the inner node's estimate: what the search evaluates at `node`.
    #[inline]
    pub fn value_or_estimate(&self, node: NodeId) -> Option<Value> {
        self.value[node as usize]
    }

    /// Whether every leaf value and estimate is an integer of at most
    /// [`SMALL_INT_MAX`](super::value::SMALL_INT_MAX) in absolute value (known when the tree is
    /// built, so a search need not look at every value to learn it).
    pub fn small_integers(&self) -> bool {
        self.small_ints
    }

    /// The leaf value or inner estimate of every node that has one, in id order.
    pub fn all_values(&self) -> impl Iterator<Item = Value> + '_ {
        self.value.iter().filter_map(|v| *v)
    }

    /// The same tree with one leaf's value replaced. `None` if `node` is not a leaf, or if the
    /// chance nodes' means could no longer be kept exactly (see [`exact_grid`]).
    pub fn with_leaf_value(&self, node: NodeId, value: Value) -> Option<Tree> {
        if (node as usize) >= self.len() || !self.is_leaf(node) {
            return None;
        }
        let mut t = self.clone();
        t.value[node as usize] = Some(value);
        t.small_ints = match (self.small_ints, value.small_int()) {
            (true, Some(_)) => true,
            (_, None) => false,
            // The value replaced may have been the only one that was not small.
            (false, Some(_)) => all_small_ints(&t.value),
        };
        t.exact_fits().then_some(t)
    }

    /// The tree as nested values (labels dropped).
    pub fn to_nested(&self) -> Nested {
        fn walk(t: &Tree, n: NodeId) -> Nested {
            match t.value(n) {
                Some(v) => Nested::Leaf(v),
                None => Nested::Node(t.children(n).map(|c| walk(t, c)).collect()),
            }
        }
        walk(self, 0)
    }

    /// The notation: nested lists, `[[3,5],[6,9]]`; a label written by a person is kept as
    /// `B[...]` or `H:3`. Parsing it gives back the same tree.
    pub fn to_notation(&self) -> String {
        // One pass in preorder: a node's list closes at the first id past its subtree.
        let mut out = String::with_capacity(self.len() * NOTATION_BYTES_PER_NODE);
        let mut open: Vec<NodeId> = Vec::new();
        for node in 0..self.len() as NodeId {
            while open.last().is_some_and(|&o| self.end(o) <= node) {
                open.pop();
                out.push(']');
            }
            if self.is_later_sibling(node) {
                out.push(',');
            }
            if let Some(p) = self.probability(node) {
                let _ = write!(out, "{p}@");
            }
            if let Some(l) = self.label.get(node as usize) {
                out.push_str(l);
                if self.is_leaf(node) {
                    out.push(':');
                }
            }
            if let Some(e) = self.estimate(node) {
                let _ = write!(out, "<{e}>");
            }
            match self.value(node) {
                Some(v) => write_value(&mut out, v),
                None => {
                    if let Some(kind) = self.mark(node) {
                        out.push(kind.sign());
                    }
                    out.push('[');
                    open.push(node);
                }
            }
        }
        out.extend(open.iter().map(|_| ']'));
        out
    }

    /// The same tree with an inner node's estimate set (or removed). None if `node` is a leaf
    /// (or as [`Tree::with_leaf_value`]).
    pub fn with_estimate(&self, node: NodeId, estimate: Option<Value>) -> Option<Tree> {
        if (node as usize) >= self.len() || self.is_leaf(node) {
            return None;
        }
        let mut t = self.clone();
        t.value[node as usize] = estimate;
        t.small_ints = match (self.small_ints, estimate.map(Value::small_int)) {
            (true, None | Some(Some(_))) => true,
            (_, Some(None)) => false,
            // The estimate replaced may have been the only value that was not small.
            (false, _) => all_small_ints(&t.value),
        };
        t.exact_fits().then_some(t)
    }

    /// True for every child but the first.
    fn is_later_sibling(&self, node: NodeId) -> bool {
        self.parent(node).is_some_and(|p| node != p + 1)
    }
}

/// Iterator over a node's children.
pub struct Children<'a> {
    tree: &'a Tree,
    next: NodeId,
    end: NodeId,
}

impl Iterator for Children<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        if self.next >= self.end {
            return None;
        }
        let c = self.next;
        self.next = self.tree.end(c);
        Some(c)
    }
}

/// A, B, ..., Z, AA, AB, ... (bijective base 26).
pub fn letters(rank: u32) -> String {
    let mut n = u64::from(rank) + 1;
    let mut out = Vec::new();
    while n > 0 {
        n -= 1;
        out.push(b'A' + (n % 26) as u8);
        n /= 26;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaf_ranges_are_runs_of_the_leaves() {
        let t = Tree::from_nested(&Nested::Node(vec![
            Nested::Node(vec![Nested::ints(&[3, 5]), Nested::ints(&[6])]),
            Nested::Leaf(Value::int(1)),
            Nested::Node(vec![Nested::ints(&[0, -1, 4]), Nested::Leaf(Value::int(2))]),
        ]));
        let leaves_in = |first: NodeId, end: NodeId| -> Vec<usize> {
            (first..end).filter_map(|n| t.leaf_index(n)).collect()
        };
        for node in 0..t.len() as NodeId {
            // A subtree, and a node's children from each one to the last.
            let r = t.leaf_range(node, t.end(node));
            assert_eq!(r.collect::<Vec<_>>(), leaves_in(node, t.end(node)));
            for c in t.children(node) {
                let r = t.leaf_range(c, t.end(node));
                assert_eq!(r.collect::<Vec<_>>(), leaves_in(c, t.end(node)));
            }
        }
    }

    #[test]
    fn letters_go_on_after_z() {
        assert_eq!(letters(0), "A");
        assert_eq!(letters(25), "Z");
        assert_eq!(letters(26), "AA");
        assert_eq!(letters(27), "AB");
        assert_eq!(letters(26 + 26 * 26), "AAA");
    }

    #[test]
    fn seeds_tree_shape_and_labels() {
        let t = Tree::from_nested(&Nested::Node(vec![
            Nested::Node(vec![Nested::ints(&[3, 5]), Nested::ints(&[6, 9])]),
            Nested::Node(vec![Nested::ints(&[1, 2]), Nested::ints(&[0, -1])]),
        ]));
        assert_eq!(t.len(), 15);
        assert_eq!(t.leaves().len(), 8);
        let labels: Vec<String> = (0..7u32).map(|n| t.label(n).into_owned()).collect();
        // Preorder: A, B, D, 3, 5, E, ... ; labels are breadth-first.
        assert_eq!(labels, ["A", "B", "D", "H", "I", "E", "J"]);
        assert_eq!(t.children(0).collect::<Vec<_>>(), vec![1, 8]);
        assert_eq!(t.label(8), "C");
        assert_eq!(t.to_notation(), "[[[3,5],[6,9]],[[1,2],[0,-1]]]");
        assert_eq!(t.height(), 3);
        assert_eq!(t.next_sibling(1), Some(8));
        assert_eq!(t.next_sibling(8), None);
    }
}
