//! Undo and redo: the steps of the history, each a tree (and the settings it goes back with),
//! with how its nodes stand to those of the tree shown, so that the changes an undo or a redo
//! notes compare the two searches shown, as the edit's own did; and an edit of the notation
//! text as one step, however many keystrokes it takes.

use super::{preset_of, Authoring, HISTORY};
use crate::changes::Nodes;
use search::{NodeId, Settings, Tree};
use std::rc::Rc;

/// How the nodes of the tree shown stand to a step's tree, for each shown id.
#[derive(Clone, Debug)]
pub(crate) enum Relation {
    /// The same ids: a value, an estimate, a label or a search changed.
    Same,
    /// Each shown node's id in the step's tree (`NodeId::MAX`: not in it): nodes added,
    /// deleted or moved.
    Moved(Rc<[NodeId]>),
    /// Another tree altogether: a preset, a random tree, text typed, a link's.
    Unrelated,
}

impl Relation {
    /// The relation of an edit whose `map` gives each old node's new id (see
    /// [`Model::rerun`]), seen from the new tree, of `new_len` nodes, back to the old one.
    pub(crate) fn back_from(map: Option<&[NodeId]>, new_len: usize) -> Relation {
        match Nodes::from_map(map) {
            Nodes::Same => Relation::Same,
            Nodes::Unrelated => Relation::Unrelated,
            Nodes::Moved(map) => Relation::Moved(invert(map, new_len)),
        }
    }

    /// The same relation seen from the step's tree, of `len` nodes, to the tree shown.
    pub(crate) fn inverse(&self, len: usize) -> Relation {
        match self {
            Relation::Moved(map) => Relation::Moved(invert(map, len)),
            other => other.clone(),
        }
    }

    pub(crate) fn nodes(&self) -> Nodes<'_> {
        match self {
            Relation::Same => Nodes::Same,
            Relation::Moved(map) => Nodes::Moved(map),
            Relation::Unrelated => Nodes::Unrelated,
        }
    }
}

/// `map` (each id's image, `NodeId::MAX` for none) turned around, for a tree of `len` nodes.
fn invert(map: &[NodeId], len: usize) -> Rc<[NodeId]> {
    let mut back = vec![NodeId::MAX; len];
    for (from, &to) in map.iter().enumerate() {
        if let Some(slot) = back.get_mut(to as usize) {
            *slot = from as NodeId;
        }
    }
    back.into()
}

/// A step of the history: a tree, and the settings it goes back with when undoing or redoing
/// that step changes them too (None: the settings in force stay, as for every edit of the tree;
/// Some: the search before a change of search, or the work saved in this browser before a link
/// replaced it, and that link's view).
#[derive(Clone, Debug)]
pub(crate) struct Snapshot {
    pub(crate) tree: Rc<Tree>,
    pub(crate) settings: Option<Settings>,
    /// How the nodes of the tree shown while this step is next stand to `tree`'s.
    pub(crate) nodes: Relation,
    /// The zoom `tree` was shown at: Undo or Redo to another tree shows it so again.
    pub(crate) scale: f32,
}

impl Authoring {
    /// Before the tree changes from `current`: it goes on the undo stack (the oldest falls off
    /// past [`HISTORY`]), what was undone can no longer be redone, and no preset is shown.
    /// `nodes`: how the new tree's nodes stand to `current`'s; `scale`: `current`'s zoom.
    pub(crate) fn remember(&mut self, current: &Rc<Tree>, nodes: Relation, scale: f32) {
        self.push_undo(Snapshot {
            tree: Rc::clone(current),
            settings: None,
            nodes,
            scale,
        });
        self.redo.clear();
        self.preset = None;
    }

    /// Before the search on `current` changes from `settings`: that search goes on the undo
    /// stack, and what was undone can no longer be redone; `scale`: `current`'s zoom.
    pub(crate) fn remember_settings(&mut self, current: &Rc<Tree>, settings: Settings, scale: f32) {
        self.push_undo(Snapshot {
            tree: Rc::clone(current),
            settings: Some(settings),
            nodes: Relation::Same,
            scale,
        });
        self.redo.clear();
    }

    /// `before` as the step before what is shown (the oldest step falls off past [`HISTORY`]);
    /// an edit of the notation text in progress ends with it.
    pub(crate) fn push_undo(&mut self, before: Snapshot) {
        self.typing = false;
        self.undo.push(before);
        if self.undo.len() > HISTORY {
            self.undo.remove(0);
        }
    }

    /// Before a tree typed in the notation box replaces `current`: the first tree of an edit
    /// of the text is a step of the history, the next ones (until the text is left or another
    /// step is made) join it; typed back to the tree before the edit, the step goes.
    /// `scale`: `current`'s zoom.
    pub(crate) fn remember_typed(&mut self, current: &Rc<Tree>, typed: &Tree, scale: f32) {
        let before = self.undo.last().filter(|_| self.typing);
        if before.is_some_and(|s| s.settings.is_none() && *s.tree == *typed) {
            self.undo.pop();
            self.typing = false;
            self.preset = preset_of(typed);
        } else if before.is_none() {
            self.remember(current, Relation::Unrelated, scale);
            self.typing = true;
        }
    }

    /// The edit of the notation text, if any, is done: the next tree typed is a step of its own.
    pub(super) fn end_typing(&mut self) {
        self.typing = false;
    }
}
