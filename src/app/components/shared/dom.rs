//! Reading what a person typed or chose, from the event of an input, a select or a text area;
//! and what the browser's window shows of the drawing.

use crate::draw::geometry::Extent;
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

/// The visible part of the drawing's box `area` (`#tree-area`), within the browser's window
/// and without its scrollbars, in the drawing's frame (`canvas`, `#tree`): left, top, right,
/// bottom. The one measure of what can be seen, for the parts drawn, the card and the follow.
pub fn visible(area: &web_sys::Element, canvas: &web_sys::Element) -> Option<Extent> {
    let w = web_sys::window()?;
    let vw = w.inner_width().ok()?.as_f64()? as f32;
    let vh = w.inner_height().ok()?.as_f64()? as f32;
    let (a, c) = (
        area.get_bounding_client_rect(),
        canvas.get_bounding_client_rect(),
    );
    let left = a.left() as f32 + area.client_left() as f32;
    let top = a.top() as f32 + area.client_top() as f32;
    let (cl, ct) = (c.left() as f32, c.top() as f32);
    Some([
        left.max(0.0) - cl,
        top.max(0.0) - ct,
        (left + area.client_width() as f32).min(vw) - cl,
        (top + area.client_height() as f32).min(vh) - ct,
    ])
}
