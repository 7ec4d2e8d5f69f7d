//! The pseudocode of the convention in force beside the tree, with the line the current step
//! executes highlighted and the live values of its node.

use crate::app::components::shared::button::send;
use crate::app::PanelProps;
use crate::model::{Action, ViewAction};
use crate::t;
use crate::teach::pseudocode::{line_of, listing, live_line};
use yew::prelude::*;

pub fn code_panel(props: &PanelProps) -> Html {
    let m = &props.model.0;
    // The conventions the search followed (what it supports on this tree).
    let settings = m.trace().settings;
    let code = listing(m.tree(), &settings);
    let current = m
        .step()
        .checked_sub(1)
        .and_then(|i| line_of(m.tree(), m.trace(), i));
    let live = live_line(m.tree(), m.trace(), m.replay(), m.step());
    // Presenting, the pseudocode has a switch of its own.
    let switch = if m.view().present() {
        ViewAction::TogglePresentCode
    } else {
        ViewAction::ToggleCode
    };
    let hide = send(&props.dispatch, Action::View(switch));
    html! {
        <aside id="code" class="code-panel" aria-label={t!(PAGE_PSEUDOCODE)}>
            <div class="code-head">
                <h2>{ code.title }</h2>
                <button class="dismiss" title={t!(PAGE_HIDE_CODE)} aria-label={t!(PAGE_HIDE_CODE)} onclick={hide}>{ "×" }</button>
            </div>
            <ol class="code">
                { for code.lines.iter().enumerate().map(|(i, line)| {
                    let on = current == Some(i + 1);
                    html! {
                        <li data-line={(i + 1).to_string()} data-look={on.then_some("current")}
                            aria-current={on.then_some("step")}>
                            <code>{ line.clone() }</code>
                        </li>
                    }
                }) }
            </ol>
            <p id="code-live" class="live">{ live.unwrap_or_else(|| t!(PAGE_CODE_NOT_STARTED)) }</p>
        </aside>
    }
}
