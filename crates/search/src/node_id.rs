//! A node's id, below the tree and everything that names a node.

/// A node's id: its index in preorder (the root is 0).
pub type NodeId = u32;
