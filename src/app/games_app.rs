//! The games as an app of their own, in the extras module (`src/bin/extras.rs`, with the
//! `extras` feature): the page shows it in its game tab, which loads it when one first opens.
//! It keeps its own model of the games ([`Play`]: the tic-tac-toe board, the Othello position)
//! for as long as the page is open, and hands the page each search it opens as a tree, in text
//! (the root position, a newline, the tree's notation), which the page then shows as its tree.

use super::components::games::{othello::Othello, tictactoe::TicTacToe};
use super::game_state::{to_page, Games, GAME_TREE_TO_PAGE};
use super::state::{Outbox, Shared};
use crate::model::play::PlayEffect;
use crate::model::{hand_over, Mode};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

thread_local! {
    /// Once mounted: shows one game or the other (the page asks from its own module).
    static SHOW_GAME: RefCell<Option<Callback<Mode>>> = const { RefCell::new(None) };
}

#[derive(Properties, PartialEq)]
struct Props {
    first: Mode,
}

#[function_component(GamesApp)]
fn games_app(p: &Props) -> Html {
    let games = use_reducer(|| Games(Rc::default(), Outbox::default()));
    let shown = use_state(|| p.first);
    {
        let set = shown.setter();
        use_effect_with((), move |_| {
            SHOW_GAME.with(|s| *s.borrow_mut() = Some(Callback::from(move |m| set.set(m))));
        });
    }
    // What the games' actions ask: each search opened as a tree here goes to the page, which
    // shows it.
    {
        let outbox = games.1.clone();
        use_effect(move || {
            for PlayEffect::HandOver(root, tree) in outbox.take() {
                to_page(&hand_over(&root, &tree));
            }
        });
    }
    let (play, dispatch) = (Shared(games.0.clone()), games.dispatcher());
    match *shown {
        Mode::Othello => html! { <Othello {play} {dispatch} /> },
        _ => html! { <TicTacToe {play} {dispatch} /> },
    }
}

/// Shows `game` in `root`, mounting the games there the first time; `to_page` takes each
/// search opened as a tree.
pub fn show(root: web_sys::Element, game: Mode, to_page: js_sys::Function) {
    GAME_TREE_TO_PAGE.with(|f| *f.borrow_mut() = Some(to_page));
    match SHOW_GAME.with(|s| s.borrow().clone()) {
        Some(show) => show.emit(game),
        None => {
            super::set_panic_hook();
            yew::Renderer::<GamesApp>::with_root_and_props(root, Props { first: game }).render();
        }
    }
}
