//! What a new tree leaves behind (issue 42, item 8): the notation box shows the tree in force,
//! without an old draft or its error, unless the person is typing in it; and a zoom belongs to
//! the tree it was set on.

use crate::play::build_game_tree;
use crate::tests::seeds;
use crate::{Action, Edit, GameRoot, Model, ViewAction, Zoom, DEFAULT_SCALE};
use games::tictactoe::Board;
use search::random::RandomSpec;
use std::rc::Rc;

/// A tic-tac-toe position's search, as the games hand it over.
fn game_tree() -> Action {
    let root = GameRoot::TicTacToe(Board::parse("XX.OO....").expect("a position"));
    let tree = build_game_tree(&root).expect("small enough to draw");
    Action::GameTree(root, Rc::new(tree))
}

/// Every way a whole new tree comes that is not typed in the notation box.
fn new_trees() -> Vec<(&'static str, Action)> {
    vec![
        ("a preset", Action::Edit(Edit::Preset(1))),
        (
            "a random tree",
            Action::Edit(Edit::Random(RandomSpec::default())),
        ),
        ("a game's tree", game_tree()),
        (
            "a practised tree",
            Action::ShowSolution(
                Rc::new(search::parse("[[1,2],[3,4]]").expect("a tree")),
                search::Settings::default(),
                0,
            ),
        ),
    ]
}

/// The model with a draft typed in the notation box that does not parse, the box left.
fn with_a_bad_draft_left() -> Model {
    let mut m = seeds();
    m.apply(Action::Edit(Edit::Text("[[1,2],[3".into())));
    m.apply(Action::Edit(Edit::EndText));
    assert!(
        m.authoring().text_error().is_some(),
        "the draft and its error stay"
    );
    m
}

#[test]
fn a_new_tree_takes_the_place_of_an_old_draft_and_its_error() {
    for (what, action) in new_trees() {
        let mut m = with_a_bad_draft_left();
        assert!(m.apply(action).changed, "{what}");
        assert_eq!(m.authoring().text(), None, "the box shows {what}");
        assert!(
            m.authoring().text_error().is_none(),
            "no old error after {what}"
        );
    }
    // Undo and Redo, and an edit, as before.
    let mut m = with_a_bad_draft_left();
    m.apply(Action::Edit(Edit::Preset(1)));
    m.apply(Action::Edit(Edit::Text("[[1,2],[3".into())));
    m.apply(Action::Edit(Edit::EndText));
    assert!(m.apply(Action::Edit(Edit::Undo)).changed);
    assert_eq!(
        (m.authoring().text(), m.authoring().text_error()),
        (None, None)
    );
}

#[test]
fn a_draft_being_typed_stays_whatever_tree_comes() {
    for (what, action) in new_trees() {
        let mut m = seeds();
        m.apply(Action::Edit(Edit::Text("[[1,2],[3".into())));
        assert!(m.apply(action).changed, "{what}");
        assert_eq!(
            m.authoring().text(),
            Some("[[1,2],[3"),
            "typed text is kept ({what})"
        );
        assert!(
            m.authoring().text_error().is_some(),
            "its error with it ({what})"
        );
        // Leaving the box, an unfinished draft stays to mend; finished, the tree shows.
        m.apply(Action::Edit(Edit::Text("[[1,2],[3,4]]".into())));
        m.apply(Action::Edit(Edit::EndText));
        assert_eq!(m.authoring().text(), None);
        assert_eq!(m.tree().leaves().len(), 4, "the tree typed ({what})");
    }
}

#[test]
fn a_links_unreadable_tree_gives_way_to_the_next_tree() {
    let q = query::parse_query("?tree=[[1,2],[3");
    let mut m = Model::from_query(&q, 1280.0);
    assert!(
        m.authoring().text_error().is_some(),
        "the link's text, to mend"
    );
    assert!(m.apply(Action::Edit(Edit::Preset(1))).changed);
    assert_eq!(
        (m.authoring().text(), m.authoring().text_error()),
        (None, None)
    );
}

/// A zoom other than the default: one step in.
fn zoomed_in(m: &mut Model) -> f32 {
    assert!(m.apply(Action::View(ViewAction::Zoom(Zoom::In))).changed);
    assert_ne!(m.view().scale(), DEFAULT_SCALE);
    m.view().scale()
}

#[test]
fn a_new_tree_opens_at_the_default_zoom_not_the_last_trees() {
    let typed = Action::Edit(Edit::Text("[[1,2],[3,4]]".into()));
    for (what, action) in new_trees().into_iter().chain([("a tree typed", typed)]) {
        let mut m = seeds();
        zoomed_in(&mut m);
        assert!(m.apply(action).changed, "{what}");
        assert_eq!(
            m.view().scale(),
            DEFAULT_SCALE,
            "{what} opens at the default zoom"
        );
    }
}

#[test]
fn undo_to_another_tree_shows_it_at_its_own_zoom_and_an_edit_keeps_the_zoom() {
    let mut m = seeds();
    let seeds_zoom = zoomed_in(&mut m);
    m.apply(Action::Edit(Edit::Preset(1)));
    m.apply(Action::View(ViewAction::Zoom(Zoom::Out)));
    let preset_zoom = m.view().scale();
    // An edit of the same tree keeps its zoom, and so does its Undo.
    let leaf = m.tree().leaves()[0];
    assert!(m.apply(Action::Edit(Edit::Value(leaf, "7".into()))).changed);
    assert_eq!(m.view().scale(), preset_zoom, "an edit");
    assert!(m.apply(Action::Edit(Edit::Undo)).changed);
    assert_eq!(m.view().scale(), preset_zoom, "an edit undone");
    assert!(m.apply(Action::Edit(Edit::Undo)).changed);
    assert_eq!(
        m.view().scale(),
        seeds_zoom,
        "back to the seeds at their zoom"
    );
    assert!(m.apply(Action::Edit(Edit::Redo)).changed);
    assert_eq!(m.view().scale(), preset_zoom, "the preset again at its own");
}
