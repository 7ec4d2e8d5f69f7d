use crate::engine::Side;
use crate::model::tests::seeds;
use crate::model::{Action, Edit, Setting};

#[test]
fn the_changes_name_a_leaf_by_its_label_and_a_subtree_by_its_root() {
    // Issue 42: "leaf 3" said nothing when two leaves are 3.
    let mut m = seeds();
    let six = m.tree().leaves()[2];
    assert_eq!(m.changes().note(m.tree()), None, "nothing changed yet");
    assert!(m.apply(Action::Edit(Edit::Value(six, "4".into()))));
    assert_eq!(
        m.changes().note(m.tree()).as_deref(),
        Some("Since the last change, no longer pruned: leaf K (9).")
    );
    // Root Min searches G's subtree: G is named, not its leaves.
    let mut m = seeds();
    assert!(m.apply(Action::Setting(Setting::Root(Side::Min))));
    assert_eq!(
        m.changes().note(m.tree()).as_deref(),
        Some("Since the last change, no longer pruned: leaf K (9), G.")
    );
}

#[test]
fn a_negative_leaf_is_written_with_a_minus_sign() {
    let mut m = seeds();
    let nine = m.tree().leaves()[3];
    let six = m.tree().leaves()[2];
    assert!(m.apply(Action::Edit(Edit::Value(nine, "-9".into()))));
    assert!(m.apply(Action::Edit(Edit::Value(six, "4".into()))));
    let note = m.changes().note(m.tree()).unwrap_or_default();
    assert!(note.contains("leaf K (\u{2212}9)"), "{note}");
}
