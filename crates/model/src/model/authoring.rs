//! The page's [`Model`] changing its tree: edits, presets, the notation box, random trees
//! (the [`Authoring`](crate::Authoring) part's behaviour that needs the whole model).

use crate::authoring::{Edit, Relation};
use crate::notice::{Notice, Place};
use crate::{Effect, Model};
use i18n::said;
use i18n::Said;
use search::edit::{self, EditError, Edited};
use search::order::{move_child_with_map, sort_children_with_map};
use search::random::RandomSpec;
use search::{self, NodeId, Settings, Tree, Value, PRESETS};
use std::rc::Rc;
use teach::Worded;

impl Model {
    /// Applies a change to the tree; false if nothing changed.
    pub(super) fn edit(&mut self, edit: Edit) -> bool {
        let tree = Rc::clone(self.tree());
        let max_nodes = search::Limits::default().max_nodes;
        match edit {
            Edit::Preset(i) => self.load_preset(i),
            Edit::Value(node, text) => self.commit_value(node, &text),
            Edit::Move(node, direction) => {
                match move_child_with_map(&tree, node, direction.delta()) {
                    Some((tree, map)) => self.reorder(tree, map),
                    None => false,
                }
            }
            Edit::Order(order) => {
                let (new, map) = sort_children_with_map(&tree, &self.settings(), order);
                new != *tree && self.reorder(new, map)
            }
            Edit::AddChild(node) => self.structural(edit::add_child(&tree, node, max_nodes)),
            Edit::AddSibling(node) => self.structural(edit::add_sibling(&tree, node, max_nodes)),
            Edit::Delete(node) => {
                let r = edit::delete(&tree, node);
                let ok = r.is_ok();
                let changed = self.structural(r);
                if ok {
                    self.authoring.selected = None;
                }
                changed
            }
            Edit::Rename(node, label) => self.rename(node, label),
            Edit::Undo => self.undo(),
            Edit::Redo => self.redo(),
            Edit::Text(text) => {
                self.set_text(text);
                true
            }
            Edit::EndText => self.authoring.end_text(),
            Edit::Random(spec) => {
                self.random(spec);
                true
            }
        }
    }

    fn load_preset(&mut self, i: usize) -> bool {
        let Some(p) = PRESETS.get(i) else {
            return false;
        };
        let Ok(tree) = search::parse(p.notation) else {
            return false;
        };
        self.load_new_tree(tree, self.settings());
        self.authoring.preset = Some(i);
        true
    }

    /// The tree with its nodes moved (`map`: each old node's new id); the card follows its node.
    fn reorder(&mut self, tree: Tree, map: Vec<NodeId>) -> bool {
        let a = &mut self.authoring;
        a.selected = a.selected.and_then(|n| map.get(n as usize).copied());
        self.change_tree(tree, Some(&map));
        true
    }

    /// The value typed for `node`: a leaf's value or an inner node's estimate, or why not.
    fn commit_value(&mut self, node: NodeId, text: &str) -> bool {
        if (node as usize) >= self.tree().len() {
            return false;
        }
        let text = text.trim();
        let is_leaf = self.tree().is_leaf(node);
        let value = if text.is_empty() && !is_leaf {
            None
        } else {
            match Value::parse(text) {
                Ok(v) => Some(v),
                Err(e) => {
                    self.authoring.selected = Some(node);
                    let why = if text.is_empty() {
                        said!(PAGE_TYPE_A_NUMBER)
                    } else {
                        said!(PAGE_NOT_A_VALUE, text = text.to_string(), why = e.said())
                    };
                    self.refuse(why, None);
                    return true;
                }
            }
        };
        let tree = match value {
            Some(v) if is_leaf => self.tree().with_leaf_value(node, v),
            _ => self.tree().with_estimate(node, value),
        };
        let Some(tree) = tree else {
            return false;
        };
        self.authoring.selected = None;
        self.notices.clear(Place::Card);
        if tree != **self.tree() {
            self.change_tree(tree, None);
        }
        true
    }

    /// A structural edit's result: applied, or its reason shown.
    fn structural(&mut self, r: Result<Edited, EditError>) -> bool {
        match r {
            Ok(e) => {
                let map: Vec<NodeId> = e.map.iter().map(|m| m.unwrap_or(NodeId::MAX)).collect();
                self.notices.clear(Place::Drawer);
                self.notices.clear(Place::Card);
                self.authoring.selected = Some(e.focus);
                self.change_tree(e.tree, Some(&map));
            }
            Err(reason) => self.refuse(reason.said(), None),
        }
        true
    }

    /// A new label for `node`, or why not: shown by the label field, which keeps the text.
    fn rename(&mut self, node: NodeId, label: String) -> bool {
        match edit::rename(self.tree(), node, &label) {
            Ok(e) => self.structural(Ok(e)),
            Err(why) => {
                self.refuse(why.said(), Some(label));
                true
            }
        }
    }

    /// Shows in the card why an edit was refused; `label`: the label typed, if it was one.
    fn refuse(&mut self, why: Said, label: Option<String>) {
        self.notices.show(Notice::new(Place::Card, why));
        self.authoring.label_draft = label;
    }

    /// The label typed and refused, while the card says why (by the label field).
    pub fn refused_label(&self) -> Option<&str> {
        self.notices.get(Place::Card)?;
        self.authoring.label_draft.as_deref()
    }

    /// What the card's label field shows for `node`: the text refused while its message
    /// shows, else the label written for the node (empty for its default letter).
    pub fn label_field(&self, node: NodeId) -> String {
        let tree = self.tree();
        if let Some(refused) = self.refused_label() {
            refused.to_owned()
        } else if (node as usize) < tree.len() && tree.has_custom_label(node) {
            tree.label(node).into_owned()
        } else {
            String::new()
        }
    }

    fn set_text(&mut self, text: String) {
        match search::parse(&text) {
            Ok(tree) => {
                self.authoring.text_error = None;
                if tree != **self.tree() {
                    self.load_typed_tree(tree, self.settings(), false);
                }
            }
            Err(e) => self.authoring.text_error = Some(e),
        }
        self.authoring.text = Some(text);
        self.authoring.editing = true;
    }

    fn random(&mut self, spec: RandomSpec) {
        self.authoring.random = spec;
        match spec.check(search::Limits::default().max_nodes) {
            Ok(()) => {
                self.notices.clear(Place::Drawer);
                self.load_new_tree(spec.generate(), self.settings());
            }
            Err(e) => self.notices.show(Notice::new(Place::Drawer, e.said())),
        }
    }

    /// An edit of the tree: the old tree goes on the undo stack, the search runs again at the
    /// same step. `map` gives each old node's new id when nodes moved.
    pub(super) fn change_tree(&mut self, tree: Tree, map: Option<&[NodeId]>) {
        if tree == **self.tree() {
            return;
        }
        let current = Rc::clone(self.tree());
        let nodes = Relation::back_from(map, tree.len());
        self.authoring
            .remember(&current, nodes, self.view.own_scale());
        self.authoring.follow_tree();
        if map.is_some() {
            // Nodes moved: the boards no longer match the nodes.
            self.games.forget_tree();
        }
        self.rerun(Rc::new(tree), self.settings(), map);
    }

    /// A whole new tree (a preset, a random tree, pasted text, a game's search), shown under
    /// `settings`: undoable, from step 0, at the default zoom, with any depth limit dropped
    /// (it and the zoom belonged to the old tree), the notation box showing it.
    pub(super) fn load_new_tree(&mut self, tree: Tree, settings: Settings) {
        self.load_typed_tree(tree, settings, true);
    }

    /// [`Model::load_new_tree`]; `shown_anew` false for a tree typed in the notation box.
    fn load_typed_tree(&mut self, tree: Tree, settings: Settings, shown_anew: bool) {
        if tree == **self.tree() {
            return;
        }
        let current = Rc::clone(self.tree());
        let scale = self.view.own_scale();
        if shown_anew {
            self.authoring
                .remember(&current, Relation::Unrelated, scale);
            self.authoring.follow_tree();
        } else {
            self.authoring.remember_typed(&current, &tree, scale);
        }
        self.authoring.selected = None;
        self.notices.clear(Place::Card);
        self.games.forget_tree();
        self.playback.restart(&self.analysis);
        self.view.fold_new(&tree);
        // Not for a tree typed in the notation box: the page must not move under the person
        // typing.
        if shown_anew {
            self.ask(Effect::RevealRoot);
        }
        self.view.zoom_new();
        let settings = Settings {
            depth_limit: None,
            ..settings
        };
        // From step 0: the replay above is at step 0, so the search runs again to step 0.
        self.rerun(Rc::new(tree), settings, Some(&[]));
    }
}
