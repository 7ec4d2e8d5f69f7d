//! The effects each action asks of the page, once, when it must.

use crate::play::build_game_tree;
use crate::tests::seeds;
use crate::{Action, Edit, Effect, GameRoot, Panel, Setting, Step, ViewAction};
use draw::svg::Sheet;
use games::tictactoe::Board;
use search::Side;
use std::rc::Rc;

#[test]
fn print_asks_once_for_the_sheet_it_lays_out() {
    let mut m = seeds();
    let print = Action::View(ViewAction::Print(Sheet::AnswerKey));
    let outcome = m.apply(print.clone());
    assert!(outcome.changed);
    assert_eq!(outcome.effects, [Effect::Print(Sheet::AnswerKey)]);
    assert_eq!(m.view().print(), Some(Sheet::AnswerKey));
    // The next action asks nothing more; printing the same sheet again asks again.
    assert_eq!(m.apply(Action::Replay(Step::Forward)).effects, []);
    assert_eq!(m.apply(print).effects, [Effect::Print(Sheet::AnswerKey)]);
}

#[test]
fn a_new_tree_reveals_its_root_and_is_saved() {
    let mut m = seeds();
    let outcome = m.apply(Action::Edit(Edit::Preset(1)));
    assert_eq!(outcome.effects, [Effect::RevealRoot, Effect::Save]);
    let leaf = m.tree().leaves()[0];
    let edit = m.apply(Action::Edit(Edit::Value(leaf, "77".into())));
    assert_eq!(edit.effects, [Effect::Save], "an edit moves nothing");
    let setting = m.apply(Action::Setting(Setting::Root(Side::Min)));
    assert_eq!(setting.effects, [Effect::Save]);
    let same = m.apply(Action::Setting(Setting::Root(Side::Min)));
    assert!(
        !same.changed && same.effects.is_empty(),
        "no change, nothing to do"
    );
    for step in [Step::Forward, Step::Last, Step::TogglePlay] {
        assert_eq!(m.apply(Action::Replay(step)).effects, [], "{step:?}");
    }
}

#[test]
fn a_games_search_is_fitted_readable_then_as_any_tree_opened() {
    let mut m = seeds();
    let root = GameRoot::TicTacToe(Board::parse("XO.X.O...").expect("a board"));
    let tree = Rc::new(build_game_tree(&root).expect("small enough"));
    let taken = m.apply(Action::GameTree(root.clone(), Rc::clone(&tree)));
    let fit_then_reveal = [Effect::FitGameTree, Effect::RevealRoot, Effect::Save];
    assert_eq!(taken.effects, fit_then_reveal);
    // The same search again: fitted again, no new tree to reveal or keep.
    let again = m.apply(Action::GameTree(root, tree));
    assert_eq!(again.effects, [Effect::FitGameTree]);
}

#[test]
fn the_drawers_and_the_pseudocode_ask_for_the_focus_and_the_room() {
    let mut m = seeds();
    let toggle = Action::View(ViewAction::TogglePanel(Panel::Random));
    assert_eq!(m.apply(toggle.clone()).effects, [Effect::EnterDrawer]);
    let closed = m.apply(toggle);
    assert!(
        closed.changed && closed.effects.is_empty(),
        "a click keeps its focus"
    );
    let code = m.apply(Action::View(ViewAction::ToggleCode));
    assert_eq!(code.effects, [Effect::MeasureWidth]);
}
