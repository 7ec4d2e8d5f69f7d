//! The games' state as their parts share it: the reducer's state and its dispatch, the props of a
//! game's part, the handlers a board's cells and fields use, and a search opened as a tree handed
//! to the page. Below both the games' app (`games_app.rs`) and the boards it shows
//! (`components/games/`).

use super::components::shared::dom::value_of;
use super::search;
use super::state::{Outbox, Shared};
use crate::model::play::{GameAction, Play, PlayEffect};
use crate::model::GameRoot;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::prelude::*;

thread_local! {
    /// The page's function that takes a search opened as a tree (the page hands it over each
    /// time it shows the games; the search worker's answer reaches it outside any component).
    pub(super) static GAME_TREE_TO_PAGE: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
}

/// The games' state as Yew's reducer holds it, as [`super::Lab`] holds the page's: the games'
/// model and what its actions ask of the page, queued until the games perform it.
pub struct Games(pub Rc<Play>, pub Outbox<PlayEffect>);

impl Reducible for Games {
    type Action = GameAction;

    fn reduce(self: Rc<Self>, action: GameAction) -> Rc<Self> {
        let mut play = (*self.0).clone();
        let outcome = play.apply(action);
        if !outcome.matters() {
            return self;
        }
        self.1.extend(outcome.effects);
        Rc::new(Games(Rc::new(play), self.1.clone()))
    }
}

/// How the games' parts send actions.
pub type GameDispatch = UseReducerDispatcher<Games>;

/// The props of a game's part: the games' model and a way to change it.
#[derive(Properties, PartialEq, Clone)]
pub struct GameProps {
    pub play: Shared<Play>,
    pub dispatch: GameDispatch,
}

/// A click handler that sends `action`.
pub fn send(d: &GameDispatch, action: GameAction) -> Callback<MouseEvent> {
    let d = d.clone();
    Callback::from(move |_| d.dispatch(action.clone()))
}

/// A key handler that sends `action` on Enter or Space, as a button does: for the board's
/// cells and squares, which take the focus (Tab) as `role="button"`.
pub fn press(d: &GameDispatch, action: GameAction) -> Callback<KeyboardEvent> {
    let d = d.clone();
    Callback::from(move |e: KeyboardEvent| {
        if matches!(e.key().as_str(), "Enter" | " ") {
            e.prevent_default();
            d.dispatch(action.clone());
        }
    })
}

/// A handler for a field that sends the action `to_action` makes of its value, if any.
pub fn on_value<E: AsRef<Event> + 'static>(
    d: &GameDispatch,
    to_action: fn(String) -> Option<GameAction>,
) -> Callback<E> {
    let d = d.clone();
    Callback::from(move |e: E| {
        if let Some(action) = to_action(value_of(e.as_ref())) {
            d.dispatch(action);
        }
    })
}

/// Hands a search opened as a tree (`text`, as [`hand_over`] writes it) to the page.
pub fn to_page(text: &str) {
    to_page_js(&text.into());
}

/// [`to_page`] for text that is a JS string already.
pub fn to_page_js(text: &JsValue) {
    GAME_TREE_TO_PAGE.with(|f| {
        if let Some(f) = f.borrow().as_ref() {
            let _ = f.call1(&JsValue::NULL, text);
        }
    });
}

/// What a click on "open as a tree" does: the position's search is built in the search worker
/// (a big one takes longer than a frame) and handed to the page; one too large to draw is said
/// in the game's tab. Where no worker can be started, the games' model builds it.
pub fn open_tree(root: GameRoot, dispatch: GameDispatch) -> Callback<MouseEvent> {
    Callback::from(move |_| {
        let request = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&request, &"kind".into(), &"tree".into());
        let _ = js_sys::Reflect::set(&request, &"text".into(), &root.to_text().into());
        let (answer_root, d) = (root.clone(), dispatch.clone());
        let on_answer = Callback::from(move |data: JsValue| {
            let tree = js_sys::Reflect::get(&data, &"tree".into()).unwrap_or_default();
            if tree.is_string() {
                // Passed on as the worker's string: a big tree's text is not copied through
                // this module's memory on its way to the page.
                to_page_js(&tree);
            } else if tree.is_null() {
                d.dispatch(GameAction::TreeTooLarge(answer_root.clone()));
            } else {
                // The worker failed (its module could not be loaded, say): built here.
                d.dispatch(GameAction::OpenTree(answer_root.clone()));
            }
        });
        if !search::start(search::Slot::Tree, &request.into(), on_answer) {
            dispatch.dispatch(GameAction::OpenTree(root.clone()));
        }
    })
}
