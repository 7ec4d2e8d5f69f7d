//! The card of the selected node, drawn over the tree next to it (plain HTML: an input inside
//! the SVG would not be an HTML input): a leaf's value or an inner node's estimate, and
//! buttons to move the node left or right among its siblings. Enter keeps a value, Escape or
//! × closes the card. The whole card stays inside the visible drawing: below the node, else
//! above it, else beside it.

use crate::app::components::shared::button::send;
use crate::app::components::shared::dom::{value_of, visible};
use crate::app::Dispatch;
use crate::draw::place_card;
use crate::model::{Action, Direction, Edit, ViewAction};
use crate::num::Dec0;
use crate::search::NodeId;
use crate::t;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Where the card is drawn first, before it is placed whole inside the visible drawing: this
/// far left of the node's centre (about half its width) and this far below it, in CSS pixels.
const CARD_LEFT: f32 = 115.0;
const CARD_DROP: f32 = 26.0;

#[derive(Properties, PartialEq)]
pub struct CardProps {
    pub id: NodeId,
    /// "Leaf H", "Node C (Min)".
    pub title: AttrValue,
    pub is_leaf: bool,
    /// The value (leaf) or estimate (inner node) as typed now.
    pub initial: AttrValue,
    /// Why what was typed was refused.
    pub error: Option<AttrValue>,
    /// Whether `error` is about the label (shown by the label field), not the value.
    pub label_refused: bool,
    pub can_left: bool,
    pub can_right: bool,
    /// The label field's text: the label written for the node (empty: its default letter),
    /// or the label refused.
    pub label: AttrValue,
    pub is_root: bool,
    pub collapsed: bool,
    /// Where the node is drawn, and its half size, in the drawing's pixels.
    pub x: f32,
    pub y: f32,
    pub r: f32,
    pub dispatch: Dispatch,
}

/// Gives the focus back to node `n` when its card closes (or moves on) with the focus in it
/// (Enter kept a value, Escape, ×), instead of letting it fall to the page's body, from where
/// the next Tab would start over at the root.
fn give_back(n: NodeId) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Ok(None) = doc.query_selector(":focus:not(#node-card *)") {
        if let Ok(Some(g)) = doc.query_selector(&format!("[data-node=\"{n}\"]")) {
            // The node is where the card was: the view stays where it is.
            let still = web_sys::FocusOptions::new();
            still.set_prevent_scroll(true);
            let _ = g
                .unchecked_into::<web_sys::HtmlElement>()
                .focus_with_options(&still);
        }
    }
}

#[function_component(NodeCard)]
pub fn node_card(p: &CardProps) -> Html {
    let input = use_node_ref();
    let card = use_node_ref();
    // The whole card inside the visible drawing: below the node, else above, else beside it
    // (placed before the field takes the focus, so that the focus scrolls nothing).
    {
        let card = card.clone();
        let (x, y, r) = (p.x, p.y, p.r);
        let error = (p.error.is_some(), p.label_refused);
        use_effect_with((p.id, x, y, r, error), move |_| {
            let Some(el) = card.cast::<web_sys::HtmlElement>() else {
                return;
            };
            let size = (el.offset_width() as f32, el.offset_height() as f32);
            let parts = el
                .parent_element()
                .and_then(|c| Some((c.parent_element()?, c)));
            if let Some(room) = parts.and_then(|(area, canvas)| visible(&area, &canvas)) {
                let (left, top) = place_card((x, y), r, size, room);
                let style = format!("left:{}px;top:{}px", Dec0(left), Dec0(top));
                let _ = el.set_attribute("style", &style);
            }
        });
    }
    {
        let input = input.clone();
        use_effect_with(p.id, move |&id| {
            if let Some(el) = input.cast::<web_sys::HtmlInputElement>() {
                let _ = el.focus();
                el.select();
            }
            move || give_back(id)
        });
    }
    let id = p.id;
    let d = p.dispatch.clone();
    let onkeydown = Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
        "Enter" => {
            e.prevent_default();
            d.dispatch(Action::Edit(Edit::Value(id, value_of(&e))));
        }
        "Escape" => {
            e.prevent_default();
            d.dispatch(Action::View(ViewAction::CloseCard));
        }
        _ => {}
    });
    let action_button = |bid: &'static str, text: String, action: Action, enabled: bool| {
        html! {
            <button id={bid} class="card-btn" disabled={!enabled}
                onclick={send(&p.dispatch, action)}>{ text }</button>
        }
    };
    let d_label = p.dispatch.clone();
    let on_label = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" {
            e.prevent_default();
            d_label.dispatch(Action::Edit(Edit::Rename(id, value_of(&e))));
        } else if e.key() == "Escape" {
            e.prevent_default();
            d_label.dispatch(Action::View(ViewAction::CloseCard));
        }
    });
    let (value_error, label_error) = if p.label_refused {
        (None, p.error.clone())
    } else {
        (p.error.clone(), None)
    };
    let (field, hint) = if p.is_leaf {
        (t!(PAGE_CARD_VALUE), t!(PAGE_CARD_VALUE_HINT))
    } else {
        (t!(PAGE_CARD_ESTIMATE), t!(PAGE_CARD_ESTIMATE_HINT))
    };
    html! {
        <div id="node-card" class="editor-box" role="dialog" aria-label={p.title.clone()} ref={card}
            style={format!("left:{}px;top:{}px", Dec0((p.x - CARD_LEFT).max(0.0)), Dec0(p.y + CARD_DROP))}>
            <div class="card-head">
                <b>{ p.title.clone() }</b>
                <button class="dismiss" aria-label={t!(PAGE_CLOSE)}
                    onclick={send(&p.dispatch, Action::View(ViewAction::CloseCard))}>{ "×" }</button>
            </div>
            <label class="card-field">
                <span>{ field }</span>
                <input id="leaf-editor" ref={input} type="text" inputmode="decimal"
                    value={p.initial.clone()}
                    aria-invalid={value_error.is_some().then_some("true")}
                    onkeydown={onkeydown} />
            </label>
            if let Some(err) = value_error {
                <div id="edit-error" class="edit-error" role="alert">{ err }</div>
            } else {
                <div class="edit-hint">{ hint }</div>
            }
            <label class="card-field">
                <span>{ t!(PAGE_CARD_LABEL) }</span>
                <input id="label-editor" type="text" value={p.label.clone()} placeholder={t!(PAGE_CARD_LABEL_DEFAULT)}
                    aria-invalid={label_error.is_some().then_some("true")}
                    onkeydown={on_label} />
            </label>
            if let Some(err) = label_error {
                <div id="label-error" class="edit-error" role="alert">{ err }</div>
            }
            <div class="card-moves">
                { action_button("btn-move-left", t!(PAGE_MOVE_LEFT), Action::Edit(Edit::Move(id, Direction::Left)), p.can_left) }
                { action_button("btn-move-right", t!(PAGE_MOVE_RIGHT), Action::Edit(Edit::Move(id, Direction::Right)), p.can_right) }
            </div>
            <div class="card-moves">
                { action_button("btn-add-child", t!(PAGE_ADD_CHILD), Action::Edit(Edit::AddChild(id)), true) }
                { action_button("btn-add-sibling", t!(PAGE_ADD_SIBLING), Action::Edit(Edit::AddSibling(id)), !p.is_root) }
                { action_button("btn-delete", t!(PAGE_DELETE), Action::Edit(Edit::Delete(id)), !p.is_root) }
            </div>
            if !p.is_leaf {
                <div class="card-moves">
                    { action_button("btn-collapse", if p.collapsed { t!(PAGE_EXPAND_SUBTREE) } else { t!(PAGE_COLLAPSE_SUBTREE) }, Action::View(ViewAction::ToggleCollapse(id)), true) }
                </div>
            }
        </div>
    }
}
