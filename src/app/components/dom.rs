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
