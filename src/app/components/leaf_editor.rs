//! The editor of a leaf's value, drawn over the tree next to the leaf (plain HTML: an input
//! inside the SVG would not be an HTML input).

use crate::app::Dispatch;
use crate::engine::NodeId;
use crate::model::Action;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EditorProps {
    pub id: NodeId,
    pub initial: AttrValue,
    pub error: Option<AttrValue>,
    /// Where the leaf is drawn, in the drawing's pixels.
    pub x: f32,
    pub y: f32,
    pub dispatch: Dispatch,
}

/// The in-place editor of a leaf's value: type a number, Enter to keep it, Escape to cancel.
/// It takes the focus when it opens.
#[function_component(LeafEditor)]
pub fn leaf_editor(p: &EditorProps) -> Html {
    let input = use_node_ref();
    {
        let input = input.clone();
        use_effect_with((), move |_| {
            if let Some(el) = input.cast::<web_sys::HtmlInputElement>() {
                let _ = el.focus();
                el.select();
            }
        });
    }
    let id = p.id;
    let d_key = p.dispatch.clone();
    let d_blur = p.dispatch.clone();
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        let value = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .map(|i| i.value());
        match e.key().as_str() {
            "Enter" => {
                e.prevent_default();
                d_key.dispatch(Action::CommitEdit(id, value.unwrap_or_default()));
            }
            "Escape" => {
                e.prevent_default();
                d_key.dispatch(Action::CancelEdit);
            }
            _ => {}
        }
    });
    let onblur = Callback::from(move |_: FocusEvent| d_blur.dispatch(Action::CancelEdit));
    html! {
        <div class="editor-box" style={format!("left:{:.0}px;top:{:.0}px", p.x - 80.0, p.y + 20.0)}>
                <input id="leaf-editor" ref={input} type="text" inputmode="decimal"
                    value={p.initial.clone()}
                    aria-label="New value for this leaf"
                    aria-invalid={p.error.is_some().then_some("true")}
                    onkeydown={onkeydown} onblur={onblur} />
                if let Some(err) = p.error.clone() {
                    <div id="edit-error" class="edit-error" role="alert">{ err }</div>
                } else {
                    <div class="edit-hint">{ "Enter: keep · Esc: cancel" }</div>
                }
        </div>
    }
}
