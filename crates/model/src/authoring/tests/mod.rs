//! Editing the tree: values, moves, labels, the history's length, changes of search.

use super::*;
use crate::tests::seeds;
use crate::{Action, Step, ViewAction};
use crate::{Model, Place};
use ::search::order::Order;
use std::rc::Rc;

#[test]
fn editing_a_leaf_reruns_and_keeps_the_step() {
    let mut m = seeds();
    m.apply(Action::Replay(Step::Seek(25)));
    let nine = m.tree().leaves()[3];
    let six = m.tree().leaves()[2];
    // A bad value is refused, the old value stays.
    m.apply(Action::View(ViewAction::Select(six)));
    assert!(
        m.apply(Action::Edit(Edit::Value(six, "abc".into())))
            .changed
    );
    assert_eq!(m.authoring().selected(), Some(six));
    assert!(m
        .notice(Place::Card)
        .map(ToString::to_string)
        .unwrap_or_default()
        .contains("'abc'"));
    assert_eq!(m.tree().value(six).map(|v| v.to_string()), Some("6".into()));
    // E's first leaf 6 -> 4: E no longer cuts (beta 5 > alpha 4), leaf 9 is searched.
    assert!(
        m.apply(Action::Edit(Edit::Value(six, " 4 ".into())))
            .changed
    );
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
    assert!(
        m.apply(Action::Edit(Edit::Move(c, Direction::Right)))
            .changed
    );
    let c_now = m.authoring().selected().expect("still selected");
    assert_eq!(m.tree().label(c_now), "C");
    assert_eq!(m.tree().children(0).last(), Some(c_now));
    assert!(
        !m.apply(Action::Edit(Edit::Move(c_now, Direction::Right)))
            .changed
    );
    // Best-first: 5 leaves, the Knuth-Moore minimum for b = 3, d = 2.
    assert!(m.apply(Action::Edit(Edit::Order(Order::BestFirst))).changed);
    assert_eq!(m.trace().solution.leaves_evaluated, 5);
    assert!(!m.apply(Action::Edit(Edit::Order(Order::BestFirst))).changed);
    assert!(
        m.apply(Action::Edit(Edit::Order(Order::WorstFirst)))
            .changed
    );
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
    assert!(m.apply(Action::Edit(Edit::AddChild(b))).changed);
    let added = m.authoring().selected().expect("the new node") as usize;
    let mut after = labels(&m);
    let new = after.remove(added);
    assert_eq!(after, before, "every other node keeps its label");
    assert!(!before.contains(&new), "{new} is a label no other node has");
    assert!(m.apply(Action::Edit(Edit::Delete(added as NodeId))).changed);
    assert_eq!(labels(&m), before);
    // B and its subtree go; the nodes after it keep their labels.
    let end = m.tree().end(b) as usize;
    assert!(m.apply(Action::Edit(Edit::Delete(b))).changed);
    let kept: Vec<String> = [&before[..1], &before[end..]].concat();
    assert_eq!(labels(&m), kept);
}

#[test]
fn a_refused_label_is_shown_by_the_label_field_which_keeps_it() {
    let mut m = seeds();
    let (b, taken) = (1, m.tree().label(2).into_owned());
    let tree = Rc::clone(m.tree());
    m.apply(Action::View(ViewAction::Select(b)));
    assert!(
        m.apply(Action::Edit(Edit::Rename(b, taken.clone())))
            .changed
    );
    let why = format!("{taken} is already the label of another node");
    assert_eq!(m.notice(Place::Card).map(ToString::to_string), Some(why));
    assert_eq!(m.refused_label(), Some(taken.as_str()));
    assert_eq!(m.label_field(b), taken);
    assert!(Rc::ptr_eq(&tree, m.tree()));
    assert_eq!(m.authoring().undo_len(), 0);
    assert_eq!(m.authoring().selected(), Some(b));
    // Too long, or not a label: the same place, the text kept.
    let long = "L".repeat(search::Limits::default().max_label + 1);
    assert!(m.apply(Action::Edit(Edit::Rename(b, long.clone()))).changed);
    assert!(m
        .notice(Place::Card)
        .map(ToString::to_string)
        .unwrap_or_default()
        .contains("too long"));
    assert_eq!(m.label_field(b), long);
    // Corrected: kept, and the message goes.
    assert!(
        m.apply(Action::Edit(Edit::Rename(b, "Left".into())))
            .changed
    );
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
    assert!(m.apply(Action::Edit(Edit::Undo)).changed);
    assert!(m.authoring().can_redo());
}

/// A change of search is made in place: the tree, the step and the history stay, and Undo
/// goes back to the search before (issue 28: no reload, no lost history).
#[test]
fn a_change_of_search_keeps_the_step_and_is_undone() {
    use crate::{Setting, Step};
    use ::search::{Algorithm, Window};
    let mut m = seeds();
    let leaf = m.tree().leaves()[0];
    m.apply(Action::Edit(Edit::Value(leaf, "7".into())));
    let edited = Rc::clone(m.tree());
    for _ in 0..5 {
        m.apply(Action::Replay(Step::Forward));
    }
    assert!(
        m.apply(Action::Setting(Setting::Algorithm(Algorithm::Pvs)))
            .changed
    );
    assert_eq!(m.settings().algorithm, Algorithm::Pvs);
    assert_eq!(m.step(), 5, "the step stays");
    assert!(Rc::ptr_eq(m.tree(), &edited), "the same tree");
    let window = Window::read("2,9").expect("a window");
    assert!(
        m.apply(Action::Setting(Setting::Window(Some(window))))
            .changed
    );
    assert_eq!(
        m.authoring().undo_len(),
        3,
        "the edit and two changes of search"
    );
    assert!(m.apply(Action::Edit(Edit::Undo)).changed);
    assert_eq!(m.settings().window, None);
    assert_eq!(m.settings().algorithm, Algorithm::Pvs);
    assert!(m.apply(Action::Edit(Edit::Undo)).changed);
    assert_eq!(
        m.settings().algorithm,
        Algorithm::AlphaBeta,
        "Undo back to alpha-beta"
    );
    assert!(Rc::ptr_eq(m.tree(), &edited), "the edit stays");
    assert!(m.apply(Action::Edit(Edit::Redo)).changed);
    assert_eq!(m.settings().algorithm, Algorithm::Pvs);
    // Undo once more, past both changes of search: the edit is undone.
    m.apply(Action::Edit(Edit::Undo));
    m.apply(Action::Edit(Edit::Undo));
    assert!(!Rc::ptr_eq(m.tree(), &edited), "the edit undone");
    // A convention is not a step of the history, and Undo of a change of search keeps it.
    let before = m.authoring().undo_len();
    m.apply(Action::Setting(Setting::Root(::search::Side::Min)));
    assert_eq!(m.authoring().undo_len(), before);
    m.apply(Action::Setting(Setting::Algorithm(Algorithm::Mtdf)));
    m.apply(Action::Setting(Setting::Root(::search::Side::Max)));
    m.apply(Action::Edit(Edit::Undo));
    assert_eq!(m.settings().algorithm, Algorithm::AlphaBeta);
    assert_eq!(
        m.settings().root,
        ::search::Side::Max,
        "the convention stays"
    );
    // Undo of a change of search keeps what the page says.
    m.apply(Action::Setting(Setting::Algorithm(Algorithm::Pvs)));
    m.notify(crate::Notice::new(crate::Place::Page, String::from("kept")));
    m.apply(Action::Edit(Edit::Undo));
    assert!(
        m.notice(crate::Place::Page).is_some(),
        "the page's notice stays"
    );
}

mod new_tree;
