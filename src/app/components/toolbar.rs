//! The tree toolbar: undo and redo, the drawers (random tree, notation, share and export), and
//! the drawing's zoom.

use super::button::{send, tool};
use crate::app::PanelProps;
use crate::model::{Action, Panel, ZOOMS};
use crate::num::Dec0;
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
    let open = |p: Panel| Some(m.panel == Some(p));
    html! {
        <section class="toolbar" aria-label="Tree tools">
            { button("btn-undo", "↶ Undo", "Undo the last edit (Ctrl+Z)", Action::Undo, m.undo.is_empty(), None) }
            { button("btn-redo", "↷ Redo", "Redo (Ctrl+Y or Ctrl+Shift+Z)", Action::Redo, m.redo.is_empty(), None) }
            <span class="sep" />
            { button("btn-random", "Random tree…", "Make a random tree from a seed", Action::TogglePanel(Panel::Random), false, open(Panel::Random)) }
            { button("btn-text", "Notation…", "See, edit or paste the tree as text", Action::TogglePanel(Panel::Text), false, open(Panel::Text)) }
            { button("btn-export", "Share & export…", "A link to this view; SVG and PNG files; worksheets to print", Action::TogglePanel(Panel::Export), false, open(Panel::Export)) }
            <span class="sep" />
            <span class="zoom" role="group" aria-label="Zoom">
                { button("btn-zoom-out", "−", "Zoom out", Action::Zoom(-1), m.zoom == 0, None) }
                <span id="zoom-level" class="zoom-level">{ format!("{}%", Dec0(ZOOMS[m.zoom.min(ZOOMS.len() - 1)] * 100.0)) }</span>
                { button("btn-zoom-in", "+", "Zoom in", Action::Zoom(1), m.zoom + 1 >= ZOOMS.len(), None) }
                { button("btn-zoom-fit", "Fit", "Back to 100%", Action::Zoom(0), false, None) }
            </span>
            <span class="tool-note">{ format!("{} nodes, {} leaves", m.tree.len(), m.tree.leaves().len()) }</span>
        </section>
    }
}
