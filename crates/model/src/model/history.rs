//! The page's [`Model`] going back and forth in its undo history (the
//! [`Authoring`](crate::Authoring) part's history, acting on the whole model).

use crate::authoring::preset_of;
use crate::authoring::{Relation, Snapshot};
use crate::notice::Place;
use crate::{Effect, Model};
use search::Settings;
use std::rc::Rc;

impl Model {
    pub(super) fn undo(&mut self) -> bool {
        let Some(prev) = self.authoring.undo.pop() else {
            return false;
        };
        let here = self.snapshot_for(&prev);
        self.authoring.typing = false;
        self.authoring.redo.push(here);
        self.restore(prev);
        true
    }

    pub(super) fn redo(&mut self) -> bool {
        let Some(next) = self.authoring.redo.pop() else {
            return false;
        };
        let here = self.snapshot_for(&next);
        self.authoring.typing = false;
        self.authoring.undo.push(here);
        self.restore(next);
        true
    }

    /// What is shown, as the step to come back to from `other`: with the settings in force when
    /// going to `other` changes them, and its nodes as they stand to `other`'s.
    fn snapshot_for(&self, other: &Snapshot) -> Snapshot {
        Snapshot {
            tree: Rc::clone(self.tree()),
            settings: other.settings.map(|_| self.settings()),
            nodes: other.nodes.inverse(other.tree.len()),
            scale: self.view.own_scale(),
        }
    }

    /// Undo or redo to a step of the history: its tree, and its settings if it has its own;
    /// another tree (not the same one edited) at the zoom it was shown at. Going back across
    /// the link the page opened with, its notice is done with.
    fn restore(&mut self, step: Snapshot) {
        let Snapshot {
            tree,
            settings,
            nodes,
            scale,
        } = step;
        if Rc::ptr_eq(&tree, self.tree()) {
            // A change of search taken back or done again: the same tree, its boards and folds,
            // under that search, with the conventions in force now.
            if let Some(s) = settings {
                let now = self.settings();
                self.set_settings(Settings {
                    algorithm: s.algorithm,
                    window: s.window,
                    bounds: s.bounds,
                    ..now
                });
            }
            return;
        }
        if settings.is_some() {
            self.notices.clear(Place::Page);
        }
        self.games.forget_tree();
        self.authoring.selected = None;
        self.notices.clear(Place::Card);
        self.authoring.follow_tree();
        self.authoring.preset = preset_of(&tree);
        if matches!(nodes, Relation::Unrelated) {
            self.view.zoom_of_tree(scale);
        }
        if !tree.same_shape(self.tree()) {
            self.view.fold_new(&tree);
            self.ask(Effect::RevealRoot);
        }
        let settings = settings.unwrap_or(self.settings());
        // The folds are the new tree's own (set above); the changes compare the nodes.
        self.rerun_noting(tree, settings, Some(&[]), nodes.nodes());
    }
}
