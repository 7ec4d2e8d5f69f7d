//! The notation drawer: the tree as text, editable; pasted or typed text loads as soon as it
//! parses. An error points at the place (line, column, a marker under it) and the current tree
//! stays until the text is valid.

use crate::app::components::shared::dom::on_value;
use crate::app::PanelProps;
use crate::model::{Action, Edit};
use crate::t;
use crate::teach::Worded;
use yew::prelude::*;

pub fn text_panel(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let text = m
        .authoring()
        .text()
        .map_or_else(|| m.tree().to_notation(), str::to_string);
    let oninput = on_value::<InputEvent>(&props.dispatch, |v| Some(Action::Edit(Edit::Text(v))));
    let onblur = {
        let d = props.dispatch.clone();
        Callback::from(move |_: FocusEvent| d.dispatch(Action::Edit(Edit::EndText)))
    };
    let error = m.authoring().text_error().map(|e| {
        let line = text.lines().nth(e.line.saturating_sub(1)).unwrap_or("");
        // Show at most 60 characters around the column, with a caret under it.
        let chars: Vec<char> = line.chars().collect();
        let col = e.column.saturating_sub(1).min(chars.len());
        let start = col.saturating_sub(40);
        let end = (col + 20).min(chars.len());
        let shown: String = chars[start..end].iter().collect();
        let caret = format!("{}^", " ".repeat(col - start));
        html! {
            <div id="text-error" class="drawer-error" role="alert">
                <p>{ t!(PAGE_TEXT_ERROR, line = e.line, column = e.column, message = e.kind.said()) }</p>
                <pre class="marker">{ format!("{shown}\n{caret}") }</pre>
                <p class="drawer-note">{ t!(PAGE_TEXT_LAST_VALID) }</p>
            </div>
        }
    });
    html! {
        <section id="text-panel" class="drawer" aria-label={t!(PAGE_NOTATION_PANEL)}>
            <label class="text-field">
                <span>{ t!(PAGE_NOTATION_HELP) }</span>
                <textarea id="notation" rows="4" spellcheck="false" value={text} {oninput} {onblur}
                    aria-invalid={m.authoring().text_error().is_some().then_some("true")} />
            </label>
            { error.unwrap_or_default() }
        </section>
    }
}
