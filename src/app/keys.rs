//! The page's keys in the browser: a key event read into the model's plain [`Key`] and
//! [`Focus`], and the listener that dispatches what the model's key map
//! (`model::keys::page_key`) makes of them.

use super::state::{Dispatch, Lab};
use crate::model::keys::{page_key, Focus, Key};
use crate::model::Model;
use gloo::events::{EventListener, EventListenerOptions};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::prelude::*;

/// Text fields, where keys mean typing and a field's own undo applies. The scrubber (a range)
/// and the menus are not: there the replay keys step, as everywhere else (a menu keeps Up and
/// Down).
pub const TEXT_FIELD: &str = "textarea, input:not([type=range])";

/// The buttons whose own action Space presses: any but the replay's (after a click on Forward,
/// a person expects Space to play, not to step again), and the drawing's nodes and the board's
/// cells (Space opens a node's card, plays a cell).
const PRESSED_BY_SPACE: &str =
    "button:not(#btn-first, #btn-back, #btn-play, #btn-forward, #btn-last), [role=button]";

/// Inside a node's card.
const IN_CARD: &str = "#node-card *";

/// Whether a key event comes from an element `selector` matches.
pub fn key_from(e: &KeyboardEvent, selector: &str) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| el.matches(selector).unwrap_or(false))
}

/// The key event `e` as the model reads a key; its name is `name` (`e.key()`, read once).
pub fn key_of<'a>(e: &KeyboardEvent, name: &'a str) -> Key<'a> {
    Key {
        name,
        command: e.ctrl_key() || e.meta_key(),
        shift: e.shift_key(),
        alt: e.alt_key(),
    }
}

/// Where the focus was when `e` was pressed.
pub fn focus_of(e: &KeyboardEvent) -> Focus {
    let typing = key_from(e, TEXT_FIELD);
    Focus {
        typing,
        pressing: typing || key_from(e, PRESSED_BY_SPACE),
        in_card: key_from(e, IN_CARD),
    }
}

/// The model as last drawn, for listeners made once (a key's meaning depends on the view).
#[hook]
pub fn use_latest(lab: &UseReducerHandle<Lab>) -> Rc<RefCell<Rc<Model>>> {
    let latest = use_mut_ref(|| lab.0.clone());
    *latest.borrow_mut() = lab.0.clone();
    latest
}

/// Keys for the whole page: each key the model's key map gives an action is the page's (the
/// browser's own use of it prevented), the others go on to the browser.
#[hook]
pub fn use_page_keys(lab: &UseReducerHandle<Lab>) {
    let latest = use_latest(lab);
    let dispatcher: Dispatch = lab.dispatcher();
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|w| {
            let options = EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(&w, "keydown", options, move |event| {
                let Some(e) = event.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                let name = e.key();
                let action = page_key(key_of(e, &name), focus_of(e), latest.borrow().view());
                if let Some(action) = action {
                    e.prevent_default();
                    dispatcher.dispatch(action);
                }
            })
        });
        move || drop(listener)
    });
}
