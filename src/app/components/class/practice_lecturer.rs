//! The lecturer's tools, New set and Class, in a place of their own: a row of their own at the
//! top of Practice, apart from the exercise; a tool opened is shown in the exercise's place,
//! with a way back, never under an exercise it has nothing to do with.

use super::practice_class::PracticeClass;
use super::practice_new_set::PracticeNewSet;
use crate::t;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A lecturer's tool open in Practice.
#[derive(Clone, Copy, PartialEq)]
pub enum Tool {
    NewSet,
    Class,
}

impl Tool {
    /// The id of the button that opens it.
    fn button_id(self) -> &'static str {
        match self {
            Tool::NewSet => "btn-practice-new-set",
            Tool::Class => "btn-class-open",
        }
    }
}

/// The row of the lecturer's tools: a button each, pressed while its tool is open; pressing it
/// again goes back to the exercise. `open` is the tool open, `pick` opens one (or none).
pub fn lecturer_tools(open: Option<Tool>, pick: &Callback<Option<Tool>>) -> Html {
    let button = |tool: Tool, text: String, title: String| {
        let pick = pick.clone();
        let on = open == Some(tool);
        let onclick = Callback::from(move |_: MouseEvent| pick.emit((!on).then_some(tool)));
        html! {
            <button id={tool.button_id()} class="tool" data-look={if on { "on" } else { "" }}
                aria-expanded={on.to_string()} {title} {onclick}>{ text }</button>
        }
    };
    html! {
        <div id="practice-lecturer-tools" class="tools practice-teacher" role="group"
            aria-labelledby="practice-lecturer-label">
            <span id="practice-lecturer-label" class="tool-label">{ t!(PRACTICE_TEACHER) }</span>
            { button(Tool::NewSet, t!(PRACTICE_NEW_SET), t!(PRACTICE_NEW_SET_TITLE)) }
            { button(Tool::Class, t!(PRACTICE_CLASS_OPEN), t!(PRACTICE_CLASS_OPEN_TITLE)) }
        </div>
    }
}

/// The tool open, in the exercise's place, with a way back to the exercise (which puts the
/// focus back on the tool's button, since the way back goes with the tool).
pub fn lecturer_place(tool: Tool, pick: &Callback<Option<Tool>>) -> Html {
    let back = {
        let pick = pick.clone();
        Callback::from(move |_: MouseEvent| {
            pick.emit(None);
            focus(tool.button_id());
        })
    };
    html! {
        <section id="practice-lecturer" class="practice-lecturer"
            aria-label={t!(PRACTICE_TEACHER)}>
            <div class="tools">
                <button id="practice-back" class="tool" onclick={back}>{ t!(PRACTICE_BACK) }</button>
            </div>
            { match tool {
                Tool::NewSet => html! { <PracticeNewSet /> },
                Tool::Class => html! { <PracticeClass /> },
            } }
        </section>
    }
}

/// Puts the focus on the element of `id`, if there is one.
fn focus(id: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}
