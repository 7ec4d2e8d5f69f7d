//! Reading what a person typed or chose, from the event of an input, a select or a text area.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The value of the input, select or text area the event came from ("" for anything else).
pub fn value_of(e: &Event) -> String {
    let Some(target) = e.target() else {
        return String::new();
    };
    if let Some(i) = target.dyn_ref::<web_sys::HtmlInputElement>() {
        i.value()
    } else if let Some(s) = target.dyn_ref::<web_sys::HtmlSelectElement>() {
        s.value()
    } else if let Some(t) = target.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        t.value()
    } else {
        String::new()
    }
}

/// A handler for an input, select or text area that sends the action `to_action` makes of the
/// value, if any. One closure type per event type for every such field.
pub fn on_value<E: AsRef<Event> + 'static>(
    d: &crate::app::Dispatch,
    to_action: fn(String) -> Option<crate::model::Action>,
) -> Callback<E> {
    let d = d.clone();
    Callback::from(move |e: E| {
        if let Some(action) = to_action(value_of(e.as_ref())) {
            d.dispatch(action);
        }
    })
}
