//! Undo and redo as a person meets them (issue 42): the changes an undo or a redo notes compare
//! the search shown before it with the one shown after it; an edit of the notation text is one
//! step; and a link says it replaced the saved work only when there was work to replace.

use alphabeta_lab::model::{Action, Direction, Edit, Model, Place};
use alphabeta_lab::search::order::Order;
use alphabeta_lab::search::NodeId;
use proptest::prelude::*;
use std::collections::BTreeSet;
use std::rc::Rc;

fn seeds() -> Model {
    Model::default_with_width(1280.0)
}

fn act(m: &mut Model, edit: Edit) -> bool {
    m.apply(Action::Edit(edit)).changed
}

/// The labels of the nodes the whole search prunes.
fn pruned(m: &Model) -> BTreeSet<String> {
    let pruned = m.analysis().final_pruned();
    (0..m.tree().len() as NodeId)
        .filter(|&n| pruned[n as usize])
        .map(|n| m.tree().label(n).into_owned())
        .collect()
}

fn labels(m: &Model, nodes: &[NodeId]) -> BTreeSet<String> {
    nodes
        .iter()
        .map(|&n| m.tree().label(n).into_owned())
        .collect()
}

/// Applies `edit`, then checks that the changes noted compare the search shown before it with
/// the one after it, node by node (by label: edits keep every node's label).
fn noted_as_compared(m: &mut Model, edit: Edit) {
    let before = pruned(m);
    assert!(act(m, edit.clone()), "{edit:?} changes something");
    let after = pruned(m);
    let shown: BTreeSet<String> = (0..m.tree().len() as NodeId)
        .map(|n| m.tree().label(n).into_owned())
        .collect();
    let changes = m.changes();
    assert_eq!(
        labels(m, &changes.newly_pruned),
        after.difference(&before).cloned().collect(),
        "now pruned after {edit:?}"
    );
    let no_longer: BTreeSet<String> = before.difference(&after).cloned().collect();
    assert_eq!(
        labels(m, &changes.no_longer_pruned),
        no_longer.intersection(&shown).cloned().collect(),
        "no longer pruned after {edit:?}"
    );
}

#[test]
fn undo_notes_what_changed_from_the_tree_shown_not_from_nothing() {
    // Issue 42, 7: leaf 6 to 4, then Undo: only leaf 9 is pruned again (G was pruned before).
    let mut m = seeds();
    let (six, nine) = (m.tree().leaves()[2], m.tree().leaves()[3]);
    assert!(act(&mut m, Edit::Value(six, "4".into())));
    assert_eq!(m.changes().no_longer_pruned, vec![nine]);
    assert!(m.changes().newly_pruned.is_empty());
    assert!(act(&mut m, Edit::Undo));
    assert_eq!(m.changes().newly_pruned, vec![nine], "now pruned: leaf 9");
    assert!(m.changes().no_longer_pruned.is_empty());
    assert!(act(&mut m, Edit::Redo));
    assert_eq!(m.changes().no_longer_pruned, vec![nine]);
    assert!(m.changes().newly_pruned.is_empty());
}

#[test]
fn undo_and_redo_compare_the_states_shown_whichever_edit_it_was() {
    let mut m = seeds();
    assert!(act(&mut m, Edit::Preset(1))); // AIMA: B [3,12,8], C [2,4,6], D [14,5,2]
    let (b, c) = (1, 5);
    let last = m.tree().leaves()[8];
    let edits = [
        Edit::Move(c, Direction::Right),
        Edit::Order(Order::BestFirst),
        Edit::Order(Order::WorstFirst),
        Edit::Value(last, "1".into()),
        Edit::AddChild(b),
        Edit::Delete(2),
    ];
    for edit in edits {
        noted_as_compared(&mut m, edit);
    }
    for _ in 0..6 {
        noted_as_compared(&mut m, Edit::Undo);
    }
    for _ in 0..6 {
        noted_as_compared(&mut m, Edit::Redo);
    }
}

/// An edit of the tree's nodes: a value, a node added, deleted or moved, the children sorted.
fn node_edit(m: &Model, (kind, pick, v): (u8, u32, i64)) -> Edit {
    let node = pick % m.tree().len() as u32;
    let side = if v > 0 {
        Direction::Right
    } else {
        Direction::Left
    };
    match kind {
        0 => Edit::Value(
            m.tree().leaves()[pick as usize % m.tree().leaves().len()],
            v.to_string(),
        ),
        1 => Edit::AddChild(node),
        2 => Edit::AddSibling(node),
        3 => Edit::Delete(node),
        4 => Edit::Move(node, side),
        _ => Edit::Order(if v > 0 {
            Order::BestFirst
        } else {
            Order::WorstFirst
        }),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Through any edits, then every Undo and every Redo, the changes noted compare the search
    /// shown before with the one shown after.
    #[test]
    fn every_undo_and_redo_notes_the_changes_between_the_states_shown(
        edits in prop::collection::vec((0u8..6, 0u32..40, -20i64..20), 1..12),
    ) {
        let mut m = seeds();
        let mut made = 0;
        for e in edits {
            let edit = node_edit(&m, e);
            let tree = Rc::clone(m.tree());
            let before = pruned(&m);
            m.apply(Action::Edit(edit.clone()));
            if Rc::ptr_eq(&tree, m.tree()) {
                continue;
            }
            made += 1;
            let after = pruned(&m);
            prop_assert_eq!(
                labels(&m, &m.changes().newly_pruned),
                after.difference(&before).cloned().collect::<BTreeSet<_>>(),
                "{:?}", edit
            );
        }
        for _ in 0..made {
            noted_as_compared(&mut m, Edit::Undo);
        }
        for _ in 0..made {
            noted_as_compared(&mut m, Edit::Redo);
        }
    }
}

#[test]
fn another_tree_notes_no_changes_and_neither_does_its_undo() {
    let mut m = seeds();
    assert!(act(&mut m, Edit::Text("[[1,2],[3,4]]".into())));
    act(&mut m, Edit::EndText);
    // Another tree of the same size: its nodes are not the last one's.
    assert!(act(&mut m, Edit::Text("[[4,3],[2,1]]".into())));
    assert_eq!(m.changes().newly_pruned, Vec::<NodeId>::new());
    assert_eq!(m.changes().no_longer_pruned, Vec::<NodeId>::new());
    act(&mut m, Edit::EndText);
    assert!(act(&mut m, Edit::Undo));
    assert_eq!(m.changes().newly_pruned, Vec::<NodeId>::new());
    assert_eq!(m.changes().no_longer_pruned, Vec::<NodeId>::new());
}

#[test]
fn an_edit_of_the_notation_text_is_one_undo_step() {
    // Issue 42, 10: 12 to 77 took three Undos.
    let mut m = seeds();
    let seeds_tree = m.tree().to_notation();
    assert!(act(&mut m, Edit::Text("[[12,3],[4,5]]".into())));
    act(&mut m, Edit::EndText);
    let steps = m.authoring().undo_len();
    for text in [
        "[[1,3],[4,5]]",
        "[[,3],[4,5]]",
        "[[7,3],[4,5]]",
        "[[77,3],[4,5]]",
    ] {
        assert!(act(&mut m, Edit::Text(text.into())));
    }
    assert_eq!(m.tree().to_notation(), "[[77,3],[4,5]]");
    assert_eq!(m.authoring().undo_len(), steps + 1, "one step while typing");
    act(&mut m, Edit::EndText);
    assert!(act(&mut m, Edit::Undo));
    assert_eq!(m.tree().to_notation(), "[[12,3],[4,5]]", "one Undo");
    assert!(act(&mut m, Edit::Redo));
    assert_eq!(m.tree().to_notation(), "[[77,3],[4,5]]", "one Redo");
    // Left, the text's next edit is a step of its own; so is an edit after another action.
    assert!(act(&mut m, Edit::Text("[[7,3],[4,5]]".into())));
    let leaf = m.tree().leaves()[1];
    assert!(act(&mut m, Edit::Value(leaf, "9".into())));
    assert!(act(&mut m, Edit::Text("[[7,9],[4,6]]".into())));
    assert_eq!(m.authoring().undo_len(), steps + 4);
    // Typed back to the tree before the edit: no step is left for it.
    act(&mut m, Edit::EndText);
    assert!(act(&mut m, Edit::Text("[[7,9],[4,1]]".into())));
    assert!(act(&mut m, Edit::Text("[[7,9],[4,6]]".into())));
    assert_eq!(m.authoring().undo_len(), steps + 4, "no step left for it");
    for _ in 0..4 {
        assert!(act(&mut m, Edit::Undo));
    }
    assert_eq!(m.tree().to_notation(), "[[12,3],[4,5]]");
    assert!(act(&mut m, Edit::Undo));
    assert_eq!(m.tree().to_notation(), seeds_tree);
}

const MINE: &str = "?tree=[[1,2],[3,4]]&root=min&fail=hard";
const AIMA: &str = "?tree=[[3,12,8],[2,4,6],[14,5,2]]";

/// What the page keeps when it is left: the saved text and the view.
fn kept(m: &Model) -> (Option<String>, Option<String>) {
    (m.to_save(), m.view_to_save())
}

#[test]
fn a_set_link_opens_the_saved_work_and_says_nothing() {
    // Issue 42, 11: a set link has no tree, so it replaces nothing.
    for search in [
        "?mode=practice&set=e30",
        "?set=abc",
        "?mode=practice&lang=ja",
    ] {
        let m = Model::open(search, Some(MINE), None, 1280.0).model;
        assert_eq!(m.notice(Place::Page), None, "{search}");
        assert_eq!(m.tree().to_notation(), "[[1,2],[3,4]]", "{search}");
        assert!(!m.authoring().can_undo(), "{search}");
    }
    // Its other parameters are followed, what it ignores said.
    let m = Model::open("?mode=practice&colour=red", Some(MINE), None, 1280.0).model;
    assert_eq!(m.view().mode(), alphabeta_lab::model::Mode::Practice);
    assert!(m.notice(Place::Page).is_some());
}

#[test]
fn a_link_over_a_tree_only_opened_says_nothing() {
    // Issue 42, 11: two plain links in a fresh browser.
    let first = Model::open(AIMA, None, None, 1280.0).model;
    let (saved, view) = kept(&first);
    let second = Model::open(MINE, saved.as_deref(), view.as_deref(), 1280.0).model;
    assert_eq!(second.notice(Place::Page), None, "no work to lose");
    assert!(
        second.to_save().is_some(),
        "the link's tree is saved at once"
    );
    // Nor over the default page as it opened, nor over a link's tree opened again.
    let plain = Model::open("", None, None, 1280.0).model;
    let (saved, view) = kept(&plain);
    let m = Model::open(AIMA, saved.as_deref(), view.as_deref(), 1280.0).model;
    assert_eq!(m.notice(Place::Page), None, "over the default");
    let (saved, view) = kept(&first);
    let again = Model::open("", saved.as_deref(), view.as_deref(), 1280.0).model;
    let (saved, view) = kept(&again);
    let m = Model::open(MINE, saved.as_deref(), view.as_deref(), 1280.0).model;
    assert_eq!(m.notice(Place::Page), None, "over a link's tree reopened");
}

#[test]
fn a_link_over_work_still_says_so() {
    let mut first = Model::open(AIMA, None, None, 1280.0).model;
    let stale_view = first.view_to_save();
    let leaf = first.tree().leaves()[0];
    assert!(act(&mut first, Edit::Value(leaf, "5".into())));
    let (saved, view) = kept(&first);
    for view in [view, stale_view] {
        let m = Model::open(MINE, saved.as_deref(), view.as_deref(), 1280.0).model;
        assert!(m.notice(Place::Page).is_some(), "{view:?}");
        assert!(m.authoring().can_undo());
    }
}
