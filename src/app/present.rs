//! Presenting to a class (`ViewAction::Present`): full screen where the browser allows, the
//! drawing fitted to the screen at no less than `PRESENT_LEAST`, and the page's keys for a
//! presenter's remote (PageDown, PageUp), P to start or stop and Esc to stop. While presenting,
//! the stepping keys step whatever has the focus (`model::keys::presenting_key`): a clicked
//! button or node does not take them. What is shown and how large is the style sheet's (`.lab[data-look~=present]`).

use super::fitting::{fit_drawing, view_width};
use super::keys::{focus_of, key_of};
use super::state::Lab;
use crate::draw::fit_font;
use crate::model::keys::presenting_key;
use crate::model::{Action, ViewAction, Zoom};
use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::prelude::*;

/// Fits the pseudocode, if shown, and then the drawing to the room each has now.
fn fit(dispatcher: &UseReducerDispatcher<Lab>) {
    fit_code();
    fit_drawing(dispatcher, |width, height| Zoom::Fit { width, height });
}

/// The pseudocode's type while presenting: as large as this, in CSS pixels, where it fits...
const CODE_MOST: f32 = 24.0;
/// ...and no smaller than this, on a screen too small for it.
const CODE_LEAST: f32 = 14.0;
/// The share of the page's width the pseudocode may take beside the tree.
const CODE_SHARE: f32 = 0.46;
/// Room kept free below the pseudocode, in CSS pixels.
const CODE_PAD: f32 = 12.0;
/// Times the type is measured and set again: the title and the live line wrap anew.
const CODE_ROUNDS: usize = 3;

/// Sets the pseudocode's type (the style sheet's `--code-size`) as large as lets its every line
/// be seen whole beside the tree: its widest line within [`CODE_SHARE`] of the page's width, its
/// last line above the screen's bottom.
fn fit_code() {
    let Some(w) = web_sys::window() else {
        return;
    };
    let doc = w.document();
    let (Some(code), Some(main)) = (
        doc.as_ref().and_then(|d| d.get_element_by_id("code")),
        doc.as_ref()
            .and_then(|d| d.query_selector(".lab-main").ok().flatten()),
    ) else {
        return;
    };
    let height = w
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0) as f32;
    let mut size = CODE_MOST;
    let mut last = f32::MAX;
    for _ in 0..CODE_ROUNDS {
        let _ = code.set_attribute(
            "style",
            &format!("--code-size:{}px", crate::num::Dec1(size)),
        );
        let rect = code.get_bounding_client_rect();
        let content = (rect.width() as f32, code.scroll_height() as f32);
        let room = (
            main.client_width() as f32 * CODE_SHARE,
            height - rect.top().max(0.0) as f32 - CODE_PAD,
        );
        // Never larger again: the wrapped lines that made it smaller would come back.
        last = last.min(size);
        let fitted = fit_font(size, content, room, (CODE_LEAST, CODE_MOST)).min(last);
        // In tenths, down: the style sheet is given no more than fits.
        size = (fitted * 10.0).floor() / 10.0;
    }
    let _ = code.set_attribute(
        "style",
        &format!("--code-size:{}px", crate::num::Dec1(size)),
    );
}

/// How far below the screen's bottom the drawing may reach before it is fitted again, in CSS
/// pixels.
const OVERFLOW_SLACK: f64 = 2.0;

/// Whether the drawing reaches below the bottom of the screen.
fn drawing_overflows() -> bool {
    let Some(w) = web_sys::window() else {
        return false;
    };
    let bottom = w
        .document()
        .and_then(|d| d.get_element_by_id("tree"))
        .map(|t| t.get_bounding_client_rect().bottom());
    let height = w.inner_height().ok().and_then(|h| h.as_f64());
    matches!((bottom, height), (Some(b), Some(h)) if b > h + OVERFLOW_SLACK)
}

/// Presenting: the stepping keys taken first while the page presents; and, while it does, full
/// screen, the drawing fitted again whenever the window changes, and presenting stopped when
/// the browser leaves full screen (its own Esc).
#[hook]
pub fn use_present(lab: &UseReducerHandle<Lab>) {
    let present = lab.0.view().present();
    let shared = use_memo((), |_| Rc::new(Cell::new(false)));
    shared.set(present);
    let dispatcher = lab.dispatcher();
    // The pseudocode shown or hidden beside the tree: the drawing has other room.
    {
        let dispatcher = dispatcher.clone();
        let code = lab.0.view().present_code();
        use_effect_with(code, move |_| {
            if present {
                fit(&dispatcher);
            }
        });
    }
    // A longer story at this step pushed the drawing down past the screen's bottom: fitted
    // again to the room left (the drawing only ever shrinks for it, so it does not jump back
    // and forth from step to step).
    {
        let dispatcher = dispatcher.clone();
        use_effect_with((present, lab.0.step()), move |&(present, _)| {
            if present && drawing_overflows() {
                fit(&dispatcher);
            }
        });
    }
    // The stepping keys, taken before the focused element sees them (a node moves the focus with
    // the arrows, a button presses itself with Space). Listened to from the start and asking
    // `shared`, which the render sets: a key pressed as soon as presenting is drawn is taken,
    // not left to the button that started it.
    {
        let keys = dispatcher.clone();
        let presenting = shared.clone();
        use_effect_with((), move |_| {
            let options = EventListenerOptions {
                phase: EventListenerPhase::Capture,
                passive: false,
            };
            let listener = web_sys::window().map(|w| {
                EventListener::new_with_options(&w, "keydown", options, move |event| {
                    let Some(e) = event.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    let name = e.key();
                    let step = presenting
                        .get()
                        .then(|| presenting_key(key_of(e, &name), focus_of(e)));
                    if let Some(step) = step.flatten() {
                        e.prevent_default();
                        e.stop_propagation();
                        keys.dispatch(Action::Replay(step));
                    }
                })
            });
            move || drop(listener)
        });
    }
    use_effect_with(present, move |&present| {
        let document = web_sys::window().and_then(|w| w.document());
        let mut listeners = Vec::new();
        if let Some(doc) = document.clone().filter(|_| present) {
            if let Some(root) = doc.document_element() {
                // Refused where the page is framed or the browser asks first: the page presents
                // all the same, in the window.
                let _ = root.request_fullscreen();
            }
            fit(&dispatcher);
            let on_change = {
                let doc = doc.clone();
                let dispatcher = dispatcher.clone();
                EventListener::new(&doc.clone(), "fullscreenchange", move |_| {
                    if doc.fullscreen_element().is_none() {
                        dispatcher.dispatch(Action::View(ViewAction::Present(false)));
                    }
                })
            };
            listeners.push(on_change);
            if let Some(w) = web_sys::window() {
                let dispatcher = dispatcher.clone();
                listeners.push(EventListener::new(&w, "resize", move |_| fit(&dispatcher)));
            }
        } else if let Some(doc) = document {
            if doc.fullscreen_element().is_some() {
                doc.exit_fullscreen();
            }
            // Laid out again for the whole width (the scale from before comes back with it).
            dispatcher.dispatch(Action::View(ViewAction::Resize(view_width())));
        }
        move || drop(listeners)
    });
}
