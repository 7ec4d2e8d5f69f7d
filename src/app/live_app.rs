//! The live lecture as an app of its own, in the extras module (`src/bin/extras.rs`): the page
//! shows it (the lecturer's drawer, or a student's view of a `?live=CODE` link) in a place of
//! its own after the page's app, loading it when first needed. It holds the live model
//! ([`LiveModel`]), the WebSocket (`live_socket.rs`, the only place the messages' JSON is read
//! and written), the lecturer's panel and the student's view. The page reports its view after
//! each action that changed it ([`view`]); the live app asks the page to show a scene through
//! the page's function `to_page(query, step)`.

use super::browser;
use super::components::live::{live_lecturer::live_lecturer, live_student::live_student};
use super::live_socket;
use crate::live::Asks;
use crate::model::storage_keys::{LIVE_LECTURER_KEY, LIVE_STUDENT_KEY};
use crate::model::{LiveAction, LiveEffect, LiveModel, PageQuestion, PageView};
use crate::query::parse_query;
use crate::search::Tree;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// What the live app holds outside Yew: the page's reports and the socket's come whether or not
/// the app is being drawn.
#[derive(Default)]
struct Held {
    model: LiveModel,
    /// The page's function that shows a scene (`to_page(query, step)`), given when the page
    /// first shows the live app (Some: the app is mounted).
    to_page: Option<js_sys::Function>,
    /// Once the app is drawn: draws it again (after each action).
    redraw: Option<Callback<()>>,
}

thread_local! {
    /// The live app's one owner outside Yew. Each use borrows it for a moment only: an effect
    /// performed (showing a scene on the page) may report back into it.
    static LIVE_HELD: RefCell<Held> = RefCell::new(Held::default());
}

/// Applies `action` to the live model, performs what it asks for, and draws the app again.
pub fn dispatch(action: LiveAction) {
    let effects = LIVE_HELD.with(|h| h.borrow_mut().model.apply(action));
    for effect in effects {
        perform(effect);
    }
    if let Some(redraw) = LIVE_HELD.with(|h| h.borrow().redraw.clone()) {
        redraw.emit(());
    }
}

fn perform(effect: LiveEffect) {
    match effect {
        LiveEffect::Connect => live_socket::connect(dispatch),
        LiveEffect::Close => live_socket::close(),
        LiveEffect::Send(message) => live_socket::send(&message),
        LiveEffect::Keep { key, value } => match value {
            Some(text) => {
                browser::save(key, &text);
            }
            None => browser::remove(key),
        },
        LiveEffect::Download { name, text } => browser::download_text(&text, &name),
        LiveEffect::ShowScene { query, step } => {
            if let Some(f) = LIVE_HELD.with(|h| h.borrow().to_page.clone()) {
                let _ = f.call2(&JsValue::NULL, &query.into(), &step.into());
            }
        }
    }
}

#[function_component(LiveApp)]
fn live_app() -> Html {
    // Drawn again in a new language, and after each action.
    super::language::use_redraw_on_language();
    let redraw = use_force_update();
    use_effect_with((), move |_| {
        let again = Callback::from(move |()| redraw.force_update());
        LIVE_HELD.with(|h| h.borrow_mut().redraw = Some(again));
    });
    let live = LIVE_HELD.with(|h| h.borrow().model.clone());
    // The lecturer's panel takes a column of its own on a wide screen (extras.css): when it
    // opens or closes, the page's drawing has another width, which it measures on a resize.
    let panel = live.lecturer().is_some() && live.open();
    use_effect_with(panel, |_| {
        if let Some(w) = web_sys::window() {
            if let Ok(resized) = web_sys::Event::new("resize") {
                let _ = w.dispatch_event(&resized);
            }
        }
    });
    // The tree the page shows, to word a question by its node.
    let query = live.view().map(|v| v.query.clone());
    let tree = use_memo(query, |q| {
        q.as_deref()
            .and_then(|q| parse_query(q).tree)
            .and_then(Result::ok)
            .map(Rc::new)
    });
    let tree: Option<&Tree> = tree.as_ref().as_ref().map(|t| &**t);
    let d = Callback::from(dispatch);
    html! {
        <>
            { live_lecturer(&live, tree, &d) }
            { live_student(&live, tree, &d) }
        </>
    }
}

/// Shows the live app in `root`, mounting it there the first time: as the lecturer (`code`
/// None: the page's Live button; a session this browser lectures is resumed), or as a student
/// of session `code` (a `?live=CODE` link; a session this browser joined is rejoined).
/// `to_page(query, step)` shows a scene on the page.
pub fn show(root: web_sys::Element, code: Option<String>, to_page: js_sys::Function) {
    let first = LIVE_HELD.with(|h| {
        let mut held = h.borrow_mut();
        let first = held.to_page.is_none();
        held.to_page.get_or_insert(to_page);
        first
    });
    if first {
        super::set_panic_hook();
        yew::Renderer::<LiveApp>::with_root(root).render();
        dispatch(LiveAction::Opened {
            link: code.clone(),
            lecturer: browser::load(LIVE_LECTURER_KEY),
            student: browser::load(LIVE_STUDENT_KEY),
        });
    }
    if code.is_none() {
        dispatch(LiveAction::Start);
    }
}

/// The page's view, as the page reports it after an action that changed it: its link query
/// (without the step), the step, and Predict's question there (`asks`: `cut`, `value`, or
/// empty for none) with the node's label and the right answer.
pub fn view(query: String, step: u32, asks: &str, node: String, answer: String) {
    let asks = match asks {
        "cut" => Some(Asks::Cut),
        "value" => Some(Asks::Value),
        _ => None,
    };
    let question = asks.map(|asks| PageQuestion { asks, node, answer });
    dispatch(LiveAction::View(PageView {
        query,
        step,
        question,
    }));
}
