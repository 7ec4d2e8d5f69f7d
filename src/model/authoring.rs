//! Changing the tree: presets, values and estimates, moves and ordering, structural edits
//! (refused with a reason), undo and redo, the notation box and random trees.

use super::notice::{Notice, Place};
use super::Model;
use crate::engine::edit::{self, Edited};
use crate::engine::order::{move_child_with_map, sort_children_with_map, Order};
use crate::engine::random::RandomSpec;
use crate::engine::{self, NodeId, ParseError, Settings, Tree, Value, PRESETS};
use crate::i18n::Said;
use crate::said;
use std::rc::Rc;

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
    fn delta(self) -> i32 {
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

/// A step of the history: a tree, and the settings it goes back with when undoing or redoing
/// that step changes them too (None: the settings in force stay, as for every edit of the tree;
/// Some: the search before a change of search, or the work saved in this browser before a link
/// replaced it, and that link's view).
#[derive(Clone, Debug)]
pub(super) struct Snapshot {
    pub(super) tree: Rc<Tree>,
    pub(super) settings: Option<Settings>,
}

/// The history of the tree, the notation draft, the random tree's spec, the selection.
#[derive(Clone, Debug, Default)]
pub struct Authoring {
    /// Earlier trees, the last one most recent; and trees undone.
    undo: Vec<Snapshot>,
    redo: Vec<Snapshot>,
    /// The notation box's text while it differs from the tree's notation, and its error.
    text: Option<String>,
    text_error: Option<ParseError>,
    random: RandomSpec,
    /// The node whose card is open.
    selected: Option<NodeId>,
    /// The preset shown, if the tree is one.
    preset: Option<usize>,
    /// The label typed and refused, while the card's notice says why (None: that notice, if
    /// any, is about the value or the edit, shown by the value field).
    label_draft: Option<String>,
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

    /// Before the tree changes from `current`: it goes on the undo stack (the oldest falls off
    /// past [`HISTORY`]), what was undone can no longer be redone, and no preset is shown.
    fn remember(&mut self, current: &Rc<Tree>) {
        self.push_undo(Snapshot {
            tree: Rc::clone(current),
            settings: None,
        });
        self.redo.clear();
        self.preset = None;
    }

    /// Before the search on `current` changes from `settings`: that search goes on the undo
    /// stack, and what was undone can no longer be redone.
    pub(super) fn remember_settings(&mut self, current: &Rc<Tree>, settings: Settings) {
        self.push_undo(Snapshot {
            tree: Rc::clone(current),
            settings: Some(settings),
        });
        self.redo.clear();
    }

    /// `before` as the step before what is shown (the oldest step falls off past [`HISTORY`]).
    pub(super) fn push_undo(&mut self, before: Snapshot) {
        self.undo.push(before);
        if self.undo.len() > HISTORY {
            self.undo.remove(0);
        }
    }

    /// Leaving the notation box: a draft that parses gives way to the tree's notation.
    fn end_text(&mut self) -> bool {
        let changed = self.text.is_some() || self.text_error.is_some();
        if self.text_error.is_none() {
            self.text = None;
        }
        changed
    }

    fn drop_draft(&mut self) {
        self.text = None;
        self.text_error = None;
    }
}

/// The preset `tree` is, if any.
pub(super) fn preset_of(tree: &Tree) -> Option<usize> {
    PRESETS
        .iter()
        .position(|p| engine::parse(p.notation).is_ok_and(|t| t == *tree))
}

impl Model {
    /// Applies a change to the tree; false if nothing changed.
    pub(super) fn edit(&mut self, edit: Edit) -> bool {
        let tree = Rc::clone(self.tree());
        let max_nodes = engine::Limits::default().max_nodes;
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
        let Ok(tree) = engine::parse(p.notation) else {
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
                        said!(PAGE_NOT_A_VALUE, text = text.to_string(), why = e)
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
    fn structural(&mut self, r: Result<Edited, Said>) -> bool {
        match r {
            Ok(e) => {
                let map: Vec<NodeId> = e.map.iter().map(|m| m.unwrap_or(NodeId::MAX)).collect();
                self.notices.clear(Place::Drawer);
                self.notices.clear(Place::Card);
                self.authoring.selected = Some(e.focus);
                self.change_tree(e.tree, Some(&map));
            }
            Err(reason) => self.refuse(reason, None),
        }
        true
    }

    /// A new label for `node`, or why not: shown by the label field, which keeps the text.
    fn rename(&mut self, node: NodeId, label: String) -> bool {
        match edit::rename(self.tree(), node, &label) {
            Ok(e) => self.structural(Ok(e)),
            Err(why) => {
                self.refuse(why, Some(label));
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

    fn undo(&mut self) -> bool {
        let Some(prev) = self.authoring.undo.pop() else {
            return false;
        };
        let here = self.snapshot_for(&prev);
        self.authoring.redo.push(here);
        self.restore(prev);
        true
    }

    fn redo(&mut self) -> bool {
        let Some(next) = self.authoring.redo.pop() else {
            return false;
        };
        let here = self.snapshot_for(&next);
        self.authoring.undo.push(here);
        self.restore(next);
        true
    }

    /// What is shown, as the step to come back to from `other`: with the settings in force when
    /// going to `other` changes them.
    fn snapshot_for(&self, other: &Snapshot) -> Snapshot {
        Snapshot {
            tree: Rc::clone(self.tree()),
            settings: other.settings.map(|_| self.settings()),
        }
    }

    fn set_text(&mut self, text: String) {
        match engine::parse(&text) {
            Ok(tree) => {
                self.authoring.text_error = None;
                if tree != **self.tree() {
                    self.load_typed_tree(tree, self.settings(), false);
                }
            }
            Err(e) => self.authoring.text_error = Some(e),
        }
        self.authoring.text = Some(text);
    }

    fn random(&mut self, spec: RandomSpec) {
        self.authoring.random = spec;
        match spec.check(engine::Limits::default().max_nodes) {
            Ok(()) => {
                self.notices.clear(Place::Drawer);
                self.load_new_tree(spec.generate(), self.settings());
            }
            Err(e) => self.notices.show(Notice::new(Place::Drawer, e)),
        }
    }

    /// An edit of the tree: the old tree goes on the undo stack, the search runs again at the
    /// same step. `map` gives each old node's new id when nodes moved.
    pub(super) fn change_tree(&mut self, tree: Tree, map: Option<&[NodeId]>) {
        if tree == **self.tree() {
            return;
        }
        let current = Rc::clone(self.tree());
        self.authoring.remember(&current);
        self.authoring.drop_draft();
        if map.is_some() {
            // Nodes moved: the boards no longer match the nodes.
            self.games.forget_tree();
        }
        self.rerun(Rc::new(tree), self.settings(), map);
    }

    /// A whole new tree (a preset, a random tree, pasted text, a game's search), shown under
    /// `settings`: undoable, from step 0, with any depth limit dropped (it belonged to the old
    /// tree).
    pub(super) fn load_new_tree(&mut self, tree: Tree, settings: Settings) {
        self.load_typed_tree(tree, settings, true);
    }

    /// [`Model::load_new_tree`]; `shown_anew` false for a tree typed in the notation box.
    fn load_typed_tree(&mut self, tree: Tree, settings: Settings, shown_anew: bool) {
        if tree == **self.tree() {
            return;
        }
        let current = Rc::clone(self.tree());
        self.authoring.remember(&current);
        self.authoring.selected = None;
        self.notices.clear(Place::Card);
        self.games.forget_tree();
        self.playback.restart(&self.analysis);
        self.view.fold_new(&tree, shown_anew);
        let settings = Settings {
            depth_limit: None,
            ..settings
        };
        // From step 0: the replay above is at step 0, so the search runs again to step 0.
        self.rerun(Rc::new(tree), settings, Some(&[]));
    }

    /// Undo or redo to a step of the history: its tree, and its settings if it has its own.
    /// Going back across the link the page opened with, its notice is done with.
    fn restore(&mut self, step: Snapshot) {
        let Snapshot { tree, settings } = step;
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
        self.authoring.drop_draft();
        self.authoring.preset = preset_of(&tree);
        if !tree.same_shape(self.tree()) {
            self.view.fold_new(&tree, true);
        }
        self.rerun(tree, settings.unwrap_or(self.settings()), Some(&[]));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::order::Order;
    use crate::model::tests::seeds;
    use crate::model::{Action, Step, ViewAction};

    #[test]
    fn editing_a_leaf_reruns_and_keeps_the_step() {
        let mut m = seeds();
        m.apply(Action::Replay(Step::Seek(25)));
        let nine = m.tree().leaves()[3];
        let six = m.tree().leaves()[2];
        // A bad value is refused, the old value stays.
        m.apply(Action::View(ViewAction::Select(six)));
        assert!(m.apply(Action::Edit(Edit::Value(six, "abc".into()))));
        assert_eq!(m.authoring().selected(), Some(six));
        assert!(m
            .notice(Place::Card)
            .map(ToString::to_string)
            .unwrap_or_default()
            .contains("'abc'"));
        assert_eq!(m.tree().value(six).map(|v| v.to_string()), Some("6".into()));
        // E's first leaf 6 -> 4: E no longer cuts (beta 5 > alpha 4), leaf 9 is searched.
        assert!(m.apply(Action::Edit(Edit::Value(six, " 4 ".into()))));
        assert_eq!(m.authoring().selected(), None);
        assert_eq!(m.notice(Place::Card), None);
        assert_eq!(m.step(), 25);
        assert_eq!(m.changes().no_longer_pruned, vec![nine]);
        assert!(m.changes().newly_pruned.is_empty());
        assert_eq!(m.trace().solution.pruned_leaves, vec![6, 7]);
        assert_eq!(m.authoring().preset(), None);
    }

    #[test]
    fn moving_and_ordering_keep_the_selection_and_flash_the_changes() {
        let mut m = Model::default_with_width(1280.0);
        m.apply(Action::Edit(Edit::Preset(1))); // AIMA: B [3,12,8], C [2,4,6], D [14,5,2]
        m.apply(Action::Replay(Step::Last));
        assert_eq!(m.trace().solution.leaves_evaluated, 7);
        // Move C (id 5) to the right of D: C's subtree now comes last.
        let c = 5;
        assert_eq!(m.tree().label(c), "C");
        m.apply(Action::View(ViewAction::Select(c)));
        assert!(m.apply(Action::Edit(Edit::Move(c, Direction::Right))));
        let c_now = m.authoring().selected().expect("still selected");
        assert_eq!(m.tree().label(c_now), "C");
        assert_eq!(m.tree().children(0).last(), Some(c_now));
        assert!(!m.apply(Action::Edit(Edit::Move(c_now, Direction::Right))));
        // Best-first: 5 leaves, the Knuth-Moore minimum for b = 3, d = 2.
        assert!(m.apply(Action::Edit(Edit::Order(Order::BestFirst))));
        assert_eq!(m.trace().solution.leaves_evaluated, 5);
        assert!(!m.apply(Action::Edit(Edit::Order(Order::BestFirst))));
        assert!(m.apply(Action::Edit(Edit::Order(Order::WorstFirst))));
        assert_eq!(m.trace().solution.leaves_evaluated, 9);
        assert!(!m.changes().no_longer_pruned.is_empty());
    }

    /// Every node's label, in preorder.
    fn labels(m: &Model) -> Vec<String> {
        let t = m.tree();
        (0..t.len() as NodeId)
            .map(|n| t.label(n).into_owned())
            .collect()
    }

    #[test]
    fn adding_or_deleting_a_node_renames_no_other() {
        let mut m = seeds();
        let before = labels(&m);
        let b = 1;
        assert!(m.apply(Action::Edit(Edit::AddChild(b))));
        let added = m.authoring().selected().expect("the new node") as usize;
        let mut after = labels(&m);
        let new = after.remove(added);
        assert_eq!(after, before, "every other node keeps its label");
        assert!(!before.contains(&new), "{new} is a label no other node has");
        assert!(m.apply(Action::Edit(Edit::Delete(added as NodeId))));
        assert_eq!(labels(&m), before);
        // B and its subtree go; the nodes after it keep their labels.
        let end = m.tree().end(b) as usize;
        assert!(m.apply(Action::Edit(Edit::Delete(b))));
        let kept: Vec<String> = [&before[..1], &before[end..]].concat();
        assert_eq!(labels(&m), kept);
    }

    #[test]
    fn a_refused_label_is_shown_by_the_label_field_which_keeps_it() {
        let mut m = seeds();
        let (b, taken) = (1, m.tree().label(2).into_owned());
        let tree = Rc::clone(m.tree());
        m.apply(Action::View(ViewAction::Select(b)));
        assert!(m.apply(Action::Edit(Edit::Rename(b, taken.clone()))));
        let why = format!("{taken} is already the label of another node");
        assert_eq!(m.notice(Place::Card).map(ToString::to_string), Some(why));
        assert_eq!(m.refused_label(), Some(taken.as_str()));
        assert_eq!(m.label_field(b), taken);
        assert!(Rc::ptr_eq(&tree, m.tree()));
        assert_eq!(m.authoring().undo_len(), 0);
        assert_eq!(m.authoring().selected(), Some(b));
        // Too long, or not a label: the same place, the text kept.
        let long = "L".repeat(engine::Limits::default().max_label + 1);
        assert!(m.apply(Action::Edit(Edit::Rename(b, long.clone()))));
        assert!(m
            .notice(Place::Card)
            .map(ToString::to_string)
            .unwrap_or_default()
            .contains("too long"));
        assert_eq!(m.label_field(b), long);
        // Corrected: kept, and the message goes.
        assert!(m.apply(Action::Edit(Edit::Rename(b, "Left".into()))));
        assert_eq!(m.notice(Place::Card), None);
        assert_eq!(m.tree().label(b), "Left");
        assert_eq!(m.label_field(b), "Left");
        // A value refused still shows by the value field.
        let leaf = m.tree().leaves()[0];
        m.apply(Action::Edit(Edit::Value(leaf, "x".into())));
        assert!(m.notice(Place::Card).is_some());
        assert_eq!(m.refused_label(), None);
        assert_eq!(m.label_field(b), "Left");
    }

    #[test]
    fn history_keeps_at_most_its_length() {
        let mut m = seeds();
        let leaf = m.tree().leaves()[0];
        for v in 0..HISTORY + 5 {
            m.apply(Action::Edit(Edit::Value(leaf, (v + 100).to_string())));
        }
        assert_eq!(m.authoring().undo_len(), HISTORY);
        assert!(!m.authoring().can_redo());
        assert!(m.apply(Action::Edit(Edit::Undo)));
        assert!(m.authoring().can_redo());
    }

    /// A change of search is made in place: the tree, the step and the history stay, and Undo
    /// goes back to the search before (issue 28: no reload, no lost history).
    #[test]
    fn a_change_of_search_keeps_the_step_and_is_undone() {
        use crate::engine::{Algorithm, Window};
        use crate::model::{Setting, Step};
        let mut m = seeds();
        let leaf = m.tree().leaves()[0];
        m.apply(Action::Edit(Edit::Value(leaf, "7".into())));
        let edited = Rc::clone(m.tree());
        for _ in 0..5 {
            m.apply(Action::Replay(Step::Forward));
        }
        assert!(m.apply(Action::Setting(Setting::Algorithm(Algorithm::Pvs))));
        assert_eq!(m.settings().algorithm, Algorithm::Pvs);
        assert_eq!(m.step(), 5, "the step stays");
        assert!(Rc::ptr_eq(m.tree(), &edited), "the same tree");
        let window = Window::read("2,9").expect("a window");
        assert!(m.apply(Action::Setting(Setting::Window(Some(window)))));
        assert_eq!(
            m.authoring().undo_len(),
            3,
            "the edit and two changes of search"
        );
        assert!(m.apply(Action::Edit(Edit::Undo)));
        assert_eq!(m.settings().window, None);
        assert_eq!(m.settings().algorithm, Algorithm::Pvs);
        assert!(m.apply(Action::Edit(Edit::Undo)));
        assert_eq!(
            m.settings().algorithm,
            Algorithm::AlphaBeta,
            "Undo back to alpha-beta"
        );
        assert!(Rc::ptr_eq(m.tree(), &edited), "the edit stays");
        assert!(m.apply(Action::Edit(Edit::Redo)));
        assert_eq!(m.settings().algorithm, Algorithm::Pvs);
        // Undo once more, past both changes of search: the edit is undone.
        m.apply(Action::Edit(Edit::Undo));
        m.apply(Action::Edit(Edit::Undo));
        assert!(!Rc::ptr_eq(m.tree(), &edited), "the edit undone");
        // A convention is not a step of the history, and Undo of a change of search keeps it.
        let before = m.authoring().undo_len();
        m.apply(Action::Setting(Setting::Root(crate::engine::Side::Min)));
        assert_eq!(m.authoring().undo_len(), before);
        m.apply(Action::Setting(Setting::Algorithm(Algorithm::Mtdf)));
        m.apply(Action::Setting(Setting::Root(crate::engine::Side::Max)));
        m.apply(Action::Edit(Edit::Undo));
        assert_eq!(m.settings().algorithm, Algorithm::AlphaBeta);
        assert_eq!(
            m.settings().root,
            crate::engine::Side::Max,
            "the convention stays"
        );
        // Undo of a change of search keeps what the page says.
        m.apply(Action::Setting(Setting::Algorithm(Algorithm::Pvs)));
        m.notify(crate::model::Notice::new(
            crate::model::Place::Page,
            String::from("kept"),
        ));
        m.apply(Action::Edit(Edit::Undo));
        assert!(
            m.notice(crate::model::Place::Page).is_some(),
            "the page's notice stays"
        );
    }
}
