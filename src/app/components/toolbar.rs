//! The tree toolbar: undo and redo, the drawers (random tree, notation, share and export), and
//! the drawing's zoom.

use super::button::{send, tool};
use super::tree_view::fit_room;
use crate::app::PanelProps;
use crate::model::{Action, Edit, Panel, ViewAction, Zoom};
use crate::num::{count, Dec0};
use yew::prelude::*;

pub fn toolbar(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let d = &props.dispatch;
    let button = |id: &'static str,
                  text: &'static str,
                  title: &'static str,
                  action: Action,
                  disabled: bool,
                  pressed: Option<bool>| {
        tool(
            id,
            text.into(),
            Some(title),
            disabled,
            pressed,
            send(d, action),
        )
    };
    let open = |p: Panel| Some(m.view().panel() == Some(p));
    // Fit needs the size of the visible box, known only in the page.
    let fit = {
        let d = d.clone();
        Callback::from(move |_| {
            if let Some((width, height)) = fit_room() {
                d.dispatch(Action::View(ViewAction::Zoom(Zoom::Fit { width, height })));
            }
        })
    };
    html! {
        <section class="toolbar" aria-label="Tree tools">
            { button("btn-undo", "↶ Undo", "Undo the last edit (Ctrl+Z)", Action::Edit(Edit::Undo), !m.authoring().can_undo(), None) }
            { button("btn-redo", "↷ Redo", "Redo (Ctrl+Y or Ctrl+Shift+Z)", Action::Edit(Edit::Redo), !m.authoring().can_redo(), None) }
            <span class="sep" />
            { button("btn-random", "Random tree…", "Make a random tree from a seed", Action::View(ViewAction::TogglePanel(Panel::Random)), false, open(Panel::Random)) }
            { button("btn-text", "Notation…", "See, edit or paste the tree as text", Action::View(ViewAction::TogglePanel(Panel::Text)), false, open(Panel::Text)) }
            { button("btn-export", "Share & export…", "A link to this view; SVG and PNG files; worksheets to print", Action::View(ViewAction::TogglePanel(Panel::Export)), false, open(Panel::Export)) }
            <span class="sep" />
            <span class="zoom" role="group" aria-label="Zoom">
                { button("btn-zoom-out", "−", "Zoom out", Action::View(ViewAction::Zoom(Zoom::Out)), !m.view().can_zoom_out(), None) }
                <span id="zoom-level" class="zoom-level">{ format!("{}%", Dec0(m.view().scale() * 100.0)) }</span>
                { button("btn-zoom-in", "+", "Zoom in", Action::View(ViewAction::Zoom(Zoom::In)), !m.view().can_zoom_in(), None) }
                { tool("btn-zoom-fit", "Fit".into(), Some("The whole tree in view"), false, None, fit) }
            </span>
            <span class="tool-note">{ format!("{}, {}", count(m.tree().len(), "node", "nodes"), count(m.tree().leaves().len(), "leaf", "leaves")) }</span>
        </section>
    }
}
