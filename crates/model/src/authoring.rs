//! Changing the tree: presets, values and estimates, moves and ordering, structural edits
//! (refused with a reason), undo and redo, the notation box and random trees.

use search::order::Order;
use search::random::RandomSpec;
use search::{self, NodeId, ParseError, Tree, PRESETS};

mod history;
pub(super) use history::{Relation, Snapshot};

/// The most undo steps kept.
pub const HISTORY: usize = 200;

/// A way to move a node among its siblings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Left,
    Right,
}

impl Direction {
    /// The move as the engine counts it: places to the right.
    pub(crate) fn delta(self) -> i32 {
        match self {
            Direction::Left => -1,
            Direction::Right => 1,
        }
    }
}

/// A change to the tree.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    /// Load a ready-made tree (index into [`PRESETS`]).
    Preset(usize),
    /// The text typed for a node: a leaf's new value, or an inner node's estimate (empty text
    /// removes the estimate).
    Value(NodeId, String),
    /// Move a node one place among its siblings.
    Move(NodeId, Direction),
    /// Sort every node's children by minimax value for the player to move.
    Order(Order),
    /// Add a leaf as the last child of a node.
    AddChild(NodeId),
    /// Add a leaf right after a node.
    AddSibling(NodeId),
    /// Delete a node and its subtree.
    Delete(NodeId),
    /// Label a node, with a label no other node shows (empty: its default letter again, or a
    /// free one if another node shows it).
    Rename(NodeId, String),
    Undo,
    Redo,
    /// Text typed in the notation box: loaded when it parses, kept as a draft when not.
    Text(String),
    /// Leave the notation box: the draft gives way to the tree's notation.
    EndText,
    /// A new random tree.
    Random(RandomSpec),
}

/// The history of the tree, the notation draft, the random tree's spec, the selection.
#[derive(Clone, Debug, Default)]
pub struct Authoring {
    /// Earlier trees, the last one most recent; and trees undone.
    pub(crate) undo: Vec<Snapshot>,
    pub(crate) redo: Vec<Snapshot>,
    /// The notation box's text while it differs from the tree's notation, and its error.
    pub(crate) text: Option<String>,
    pub(crate) text_error: Option<ParseError>,
    pub(crate) random: RandomSpec,
    /// The node whose card is open.
    pub(crate) selected: Option<NodeId>,
    /// The preset shown, if the tree is one.
    pub(crate) preset: Option<usize>,
    /// The label typed and refused, while the card's notice says why (None: that notice, if
    /// any, is about the value or the edit, shown by the value field).
    pub(crate) label_draft: Option<String>,
    /// The step on top of the undo stack is the tree before an edit of the notation text still
    /// going on: trees typed since join it.
    pub(crate) typing: bool,
    /// The person is typing in the notation box (typed, and not left it since): their draft
    /// stays whatever tree comes meanwhile (a game's search handed over, say).
    pub(crate) editing: bool,
}

impl Authoring {
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// How many trees undo can go back through.
    pub fn undo_len(&self) -> usize {
        self.undo.len()
    }

    /// The notation box's draft, while it differs from the tree's notation.
    pub fn text(&self) -> Option<&str> {
        self.text.as_deref()
    }

    /// Why the draft does not parse.
    pub fn text_error(&self) -> Option<&ParseError> {
        self.text_error.as_ref()
    }

    /// The last random tree's spec.
    pub fn random(&self) -> RandomSpec {
        self.random
    }

    /// The node whose card is open.
    pub fn selected(&self) -> Option<NodeId> {
        self.selected
    }

    pub fn preset(&self) -> Option<usize> {
        self.preset
    }

    pub(super) fn set_preset(&mut self, preset: Option<usize>) {
        self.preset = preset;
    }

    /// Opens `node`'s card (None: closes it); true if that changed.
    pub(super) fn select(&mut self, node: Option<NodeId>) -> bool {
        std::mem::replace(&mut self.selected, node) != node
    }

    /// Leaving the notation box: a draft that parses gives way to the tree's notation.
    pub(crate) fn end_text(&mut self) -> bool {
        self.end_typing();
        self.editing = false;
        let changed = self.text.is_some() || self.text_error.is_some();
        if self.text_error.is_none() {
            self.text = None;
        }
        changed
    }

    /// Another tree is shown than the draft's: the notation box shows it, without the
    /// draft's error, unless the person is typing that very text, whose draft stays (typed
    /// text is never lost; leaving the box, a draft that parses gives way, as ever).
    pub(super) fn follow_tree(&mut self) {
        if !self.editing {
            self.text = None;
            self.text_error = None;
        }
    }
}

/// The preset `tree` is, if any.
pub(super) fn preset_of(tree: &Tree) -> Option<usize> {
    PRESETS
        .iter()
        .position(|p| search::parse(p.notation).is_ok_and(|t| t == *tree))
}

#[cfg(test)]
mod tests;
