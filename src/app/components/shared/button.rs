//! Buttons that send one action, shared by the panels: one closure type and one `html!`
//! expansion for all of them instead of one per panel (each costs wasm code).

use crate::app::Dispatch;
use crate::model::Action;
use yew::prelude::*;

/// A click handler that sends `action`.
pub fn send(d: &Dispatch, action: Action) -> Callback<MouseEvent> {
    let d = d.clone();
    Callback::from(move |_| d.dispatch(action.clone()))
}

/// A `tool` button (`on` while pressed): an id, its text, an optional tooltip, whether it is
/// disabled, and for a toggle whether it is pressed (`aria-pressed`).
pub fn tool(
    id: &'static str,
    text: AttrValue,
    title: Option<String>,
    disabled: bool,
    pressed: Option<bool>,
    onclick: Callback<MouseEvent>,
) -> Html {
    html! {
        <button id={id} class="tool" data-look={pressed.unwrap_or(false).then_some("on")}
            title={title} disabled={disabled}
            aria-pressed={pressed.map(|p| if p { "true" } else { "false" })}
            {onclick}>{ text }</button>
    }
}
