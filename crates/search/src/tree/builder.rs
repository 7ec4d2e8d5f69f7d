//! [`TreeBuilder`]: a tree node by node, in preorder.

use super::super::kinds::Kinds;
use super::super::kinds::{NodeKind, Prob};
use super::labels::Labels;
use super::{all_small_ints, NodeId, Tree, NOT_A_LEAF};
use crate::value::Value;
use std::collections::VecDeque;

/// Builds a tree node by node in preorder: `open` an inner node, add `leaf`s and inner nodes,
/// `close` it. `finish` closes whatever is still open.
#[derive(Default)]
pub struct TreeBuilder {
    parent: Vec<NodeId>,
    end: Vec<NodeId>,
    depth: Vec<u16>,
    value: Vec<Option<Value>>,
    label: Labels,
    open: Vec<NodeId>,
    /// The signs written, by id; empty until the first one.
    marks: Vec<Option<NodeKind>>,
    /// The probabilities written, by id; empty until the first one.
    probs: Vec<Option<Prob>>,
}

impl TreeBuilder {
    pub fn new() -> TreeBuilder {
        TreeBuilder::default()
    }

    /// A builder with room for `nodes` nodes before it grows.
    pub fn with_capacity(nodes: usize) -> TreeBuilder {
        TreeBuilder {
            parent: Vec::with_capacity(nodes),
            end: Vec::with_capacity(nodes),
            depth: Vec::with_capacity(nodes),
            value: Vec::with_capacity(nodes),
            label: Labels::with_capacity(nodes),
            ..TreeBuilder::default()
        }
    }

    /// Nodes added so far.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    /// Depth the next node would get.
    pub fn next_depth(&self) -> usize {
        self.open.len()
    }

    fn push(&mut self, label: Option<&str>, value: Option<Value>) -> NodeId {
        let id = self.parent.len() as NodeId;
        self.parent.push(self.open.last().copied().unwrap_or(0));
        self.end.push(id + 1);
        self.depth
            .push(self.open.len().min(u16::MAX as usize) as u16);
        self.value.push(value);
        self.label.push(label);
        id
    }

    pub fn open(&mut self, label: Option<&str>) -> NodeId {
        self.open_with(label, None)
    }

    /// Opens an inner node with a static estimate.
    pub fn open_with(&mut self, label: Option<&str>, estimate: Option<Value>) -> NodeId {
        let id = self.push(label, estimate);
        self.open.push(id);
        id
    }

    /// Opens an inner node whose kind is written (`+[`, `-[`, `~[`); None writes no sign.
    pub fn open_marked(
        &mut self,
        label: Option<&str>,
        estimate: Option<Value>,
        mark: Option<NodeKind>,
    ) -> NodeId {
        let id = self.open_with(label, estimate);
        if let Some(kind) = mark {
            self.marks.resize(id as usize, None);
            self.marks.push(Some(kind));
        }
        id
    }

    /// Writes the probability of `node`, a child of a chance node (`p@child`).
    pub fn set_probability(&mut self, node: NodeId, p: Option<Prob>) {
        let i = node as usize;
        if let Some(p) = p.filter(|_| i < self.len()) {
            if self.probs.len() <= i {
                self.probs.resize(i + 1, None);
            }
            self.probs[i] = Some(p);
        }
    }

    pub fn leaf(&mut self, label: Option<&str>, value: Value) {
        self.push(label, Some(value));
    }

    /// The children added so far to the open node `node`.
    pub fn children_so_far(&self, node: NodeId) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut c = node as usize + 1;
        while c < self.len() && self.parent[c] == node {
            out.push(c as NodeId);
            // Inner children are closed: their end is set; skip their subtree.
            c = (self.end[c] as usize).max(c + 1);
        }
        out
    }

    pub fn close(&mut self) {
        if let Some(id) = self.open.pop() {
            self.end[id as usize] = self.parent.len() as NodeId;
        }
    }

    /// The finished tree. An empty builder gives a lone leaf 0; an inner node left without
    /// children becomes a leaf 0 (the parser rejects both before they get here), and loses
    /// its sign.
    pub fn finish(mut self) -> Tree {
        while !self.open.is_empty() {
            self.close();
        }
        if self.parent.is_empty() {
            self.push(None, Some(Value::int(0)));
        }
        let n = self.parent.len();
        let mut leaf_index = vec![NOT_A_LEAF; n];
        let mut leaves = Vec::new();
        for (i, (&end, value)) in self.end.iter().zip(self.value.iter_mut()).enumerate() {
            if end as usize == i + 1 {
                value.get_or_insert(Value::int(0));
                leaf_index[i] = leaves.len() as u32;
                leaves.push(i as NodeId);
                if let Some(m) = self.marks.get_mut(i) {
                    *m = None;
                }
            }
        }
        let kinds = Some(Kinds::build(
            &self.parent,
            &self.end,
            self.marks,
            self.probs,
        ))
        .filter(|k| !k.written.is_empty())
        .map(Box::new);
        let height = self.depth.iter().copied().max().unwrap_or(0);
        let small_ints = all_small_ints(&self.value);
        let mut tree = Tree {
            parent: self.parent,
            end: self.end,
            depth: self.depth,
            value: self.value,
            label: self.label,
            bfs_rank: vec![0; n],
            leaf_index,
            leaves,
            height,
            small_ints,
            kinds,
        };
        let mut queue = VecDeque::from([0 as NodeId]);
        let mut rank = 0;
        while let Some(node) = queue.pop_front() {
            tree.bfs_rank[node as usize] = rank;
            rank += 1;
            queue.extend(tree.children(node));
        }
        tree
    }
}
