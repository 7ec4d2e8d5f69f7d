use crate::tests::seeds;
use crate::{Action, Edit, Setting};
use search::Side;

#[test]
fn the_changes_name_a_leaf_by_its_label_and_a_subtree_by_its_root() {
    // Issue 42: "leaf 3" said nothing when two leaves are 3.
    let mut m = seeds();
    let six = m.tree().leaves()[2];
    assert_eq!(m.changes().note(m.tree()), None, "nothing changed yet");
    assert!(m.apply(Action::Edit(Edit::Value(six, "4".into()))).changed);
    assert_eq!(
        m.changes().note(m.tree()).as_deref(),
        Some("Since the last change, no longer pruned: leaf K (9).")
    );
    // Root Min searches G's subtree: G is named, not its leaves.
    let mut m = seeds();
    assert!(m.apply(Action::Setting(Setting::Root(Side::Min))).changed);
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
    assert!(
        m.apply(Action::Edit(Edit::Value(nine, "-9".into())))
            .changed
    );
    assert!(m.apply(Action::Edit(Edit::Value(six, "4".into()))).changed);
    let note = m.changes().note(m.tree()).unwrap_or_default();
    assert!(note.contains("leaf K (\u{2212}9)"), "{note}");
}

/// The seeds' tree with an estimate at each node of depth 2 (D 4, E 9, F 1, G 7).
fn seeds_with_estimates() -> crate::Model {
    let tree = search::parse("[[<4>[3,5],<9>[6,9]],[<1>[1,2],<7>[0,-1]]]").expect("a tree");
    crate::Model::new(tree, search::Settings::default(), 1280.0)
}

#[test]
fn a_leaf_below_the_depth_limit_is_neither_no_longer_nor_now_pruned() {
    // Issue 42 (8): leaf K, pruned without a limit, greyed below depth 2 got a green ring;
    // it is searched under neither.
    let mut m = seeds_with_estimates();
    let k = m.tree().leaves()[3];
    assert_eq!(m.tree().label(k), "K");
    assert!(
        m.apply(Action::Setting(Setting::DepthLimit(Some(2))))
            .changed
    );
    assert!(m.analysis().past_limit()[k as usize]);
    assert_eq!(m.changes().no_longer_pruned, Vec::<search::NodeId>::new());
    assert_eq!(m.node_facts(k).flash, draw::Flash::None);
    assert_eq!(
        m.changes().note(m.tree()),
        None,
        "no cutoff appeared or vanished"
    );
    // And back: K is pruned again, but was greyed, not searched, before.
    assert!(m.apply(Action::Setting(Setting::DepthLimit(None))).changed);
    assert_eq!(m.changes().newly_pruned, Vec::<search::NodeId>::new());
    assert_eq!(m.node_facts(k).flash, draw::Flash::None);
}

#[test]
fn below_the_depth_limit_an_edit_flashes_no_greyed_leaf() {
    // An edit under a limit: G's greyed leaves were pruned with G, and are greyed after.
    let mut m = seeds_with_estimates();
    assert!(
        m.apply(Action::Setting(Setting::DepthLimit(Some(2))))
            .changed
    );
    let f = label(&m, "F");
    // F 1 -> 5: C no longer cuts G (5 > alpha 4), G is searched, by its estimate.
    assert!(m.apply(Action::Edit(Edit::Value(f, "5".into()))).changed);
    let g = label(&m, "G");
    assert_eq!(
        m.changes().no_longer_pruned,
        vec![g],
        "G, not its greyed leaves"
    );
}

/// The node labelled `name`.
fn label(m: &crate::Model, name: &str) -> search::NodeId {
    (0..m.tree().len() as search::NodeId)
        .find(|&n| m.tree().label(n) == name)
        .expect("a node of that label")
}
