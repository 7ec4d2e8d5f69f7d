//! The games as an app of their own, in the page's optional parts (`src/bin/extras.rs`, with the
//! `games` feature): the page shows it in its game tab, which loads it when one first opens.
//! It keeps its own model of the games (the tic-tac-toe board, the Othello position) for as long
//! as the page is open, and hands the page each search it opens as a tree, in text (the root
//! position, a newline, the tree's notation), which the page then shows as its tree.

use super::components::{othello::Othello, tictactoe::TicTacToe};
use super::{search, Dispatch, Lab, Shared};
use crate::model::{hand_over, Action, GameAction, GameRoot, Mode, Model};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// The width the games' model lays its own trees out for (it shows none: the page does).
const UNSHOWN_WIDTH: f32 = 1000.0;

thread_local! {
    /// Once mounted: shows one game or the other.
    static SHOW: RefCell<Option<Callback<Mode>>> = const { RefCell::new(None) };
    /// The page's function that takes a search opened as a tree.
    static TO_PAGE: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
}

#[derive(Properties, PartialEq)]
struct Props {
    first: Mode,
}

#[function_component(GamesApp)]
fn games_app(p: &Props) -> Html {
    let lab = use_reducer(|| Lab(Rc::new(Model::default_with_width(UNSHOWN_WIDTH))));
    let shown = use_state(|| p.first);
    {
        let set = shown.setter();
        use_effect_with((), move |_| {
            SHOW.with(|s| *s.borrow_mut() = Some(Callback::from(move |m| set.set(m))));
        });
    }
    // Each search opened as a tree goes to the page, which shows it.
    {
        let m = Shared(lab.0.clone());
        use_effect_with(lab.0.games().shown(), move |&shown| {
            let Some(root) = m.0.games().root().filter(|_| shown > 0) else {
                return;
            };
            to_page(&hand_over(root, m.0.tree()));
        });
    }
    let (model, dispatch) = (Shared(lab.0.clone()), lab.dispatcher());
    match *shown {
        Mode::Othello => html! { <Othello {model} {dispatch} /> },
        _ => html! { <TicTacToe {model} {dispatch} /> },
    }
}

/// Hands a search opened as a tree (`text`, as [`hand_over`] writes it) to the page.
fn to_page(text: &str) {
    TO_PAGE.with(|f| {
        if let Some(f) = f.borrow().as_ref() {
            let _ = f.call1(&JsValue::NULL, &text.into());
        }
    });
}

/// What a click on "open as a tree" does: the position's search is built in the search worker
/// (a big one takes longer than a frame) and handed to the page; one too large to draw is said
/// in the game's tab. Where no worker can be started, the games' model builds it.
pub fn open_tree(root: GameRoot, dispatch: Dispatch) -> Callback<MouseEvent> {
    Callback::from(move |_| {
        let request = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&request, &"kind".into(), &"tree".into());
        let _ = js_sys::Reflect::set(&request, &"text".into(), &root.to_text().into());
        let (answer_root, d) = (root.clone(), dispatch.clone());
        let on_answer = Callback::from(move |data: JsValue| {
            let tree = js_sys::Reflect::get(&data, &"tree".into()).unwrap_or_default();
            match tree.as_string() {
                Some(text) => to_page(&text),
                None if tree.is_null() => {
                    d.dispatch(Action::Game(GameAction::TreeTooLarge(answer_root.clone())))
                }
                // The worker failed (its module could not be loaded, say): built here.
                None => d.dispatch(Action::Game(GameAction::OpenTree(answer_root.clone()))),
            }
        });
        if !search::start(search::Slot::Tree, &request.into(), on_answer) {
            dispatch.dispatch(Action::Game(GameAction::OpenTree(root.clone())));
        }
    })
}

/// Shows `game` in `root`, mounting the games there the first time; `to_page` takes each
/// search opened as a tree.
pub fn show(root: web_sys::Element, game: Mode, to_page: js_sys::Function) {
    TO_PAGE.with(|f| *f.borrow_mut() = Some(to_page));
    match SHOW.with(|s| s.borrow().clone()) {
        Some(show) => show.emit(game),
        None => {
            super::set_panic_hook();
            yew::Renderer::<GamesApp>::with_root_and_props(root, Props { first: game }).render();
        }
    }
}
