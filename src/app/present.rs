//! Presenting to a class (`ViewAction::Present`): full screen where the browser allows, the
//! drawing fitted to the screen at no less than `PRESENT_LEAST`, and the page's keys for a
//! presenter's remote (PageDown, PageUp), P to start or stop and Esc to stop. What is shown and
//! how large is the style sheet's (`.lab[data-look~=present]`).

use super::components::tree_view::fit_room;
use super::{view_width, Lab};
use crate::model::{Action, ViewAction, Zoom};
use gloo::events::EventListener;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// Fits the drawing to the room it has now.
fn fit(dispatcher: &UseReducerDispatcher<Lab>) {
    dispatcher.dispatch(Action::View(ViewAction::Resize(view_width())));
    if let Some((width, height)) = fit_room() {
        dispatcher.dispatch(Action::View(ViewAction::Zoom(Zoom::Fit { width, height })));
    }
}

/// Whether the page presents, kept for the page's key handler (made once); and, while it does,
/// full screen, the drawing fitted again whenever the window changes, and presenting stopped
/// when the browser leaves full screen (its own Esc).
#[hook]
pub fn use_present(lab: &UseReducerHandle<Lab>) -> Rc<Cell<bool>> {
    let present = lab.0.view().present();
    let shared = use_memo((), |_| Rc::new(Cell::new(false)));
    shared.set(present);
    let dispatcher = lab.dispatcher();
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
    (*shared).clone()
}
