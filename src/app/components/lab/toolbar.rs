//! The tree toolbar: undo and redo, the drawers (random tree, notation, share and export), and
//! the drawing's zoom.

use crate::app::components::shared::button::{send, tool};
use crate::app::fitting::fit_room;
use crate::app::PanelProps;
use crate::model::{Action, Edit, Panel, ViewAction, Zoom};
use crate::num::{grouped, Dec0};
use crate::t;
use yew::prelude::*;

pub fn toolbar(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let d = &props.dispatch;
    let button = |id: &'static str,
                  text: String,
                  title: String,
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
        <section class="toolbar" aria-label={t!(PAGE_TOOLBAR)}>
            { button("btn-undo", t!(PAGE_UNDO), t!(PAGE_UNDO_TITLE), Action::Edit(Edit::Undo), !m.authoring().can_undo(), None) }
            { button("btn-redo", t!(PAGE_REDO), t!(PAGE_REDO_TITLE), Action::Edit(Edit::Redo), !m.authoring().can_redo(), None) }
            <span class="sep" />
            { button("btn-random", t!(PAGE_RANDOM), t!(PAGE_RANDOM_TITLE), Action::View(ViewAction::TogglePanel(Panel::Random)), false, open(Panel::Random)) }
            { button("btn-text", t!(PAGE_NOTATION), t!(PAGE_NOTATION_TITLE), Action::View(ViewAction::TogglePanel(Panel::Text)), false, open(Panel::Text)) }
            { button("btn-export", t!(PAGE_EXPORT), t!(PAGE_EXPORT_TITLE), Action::View(ViewAction::TogglePanel(Panel::Export)), false, open(Panel::Export)) }
            { button("btn-live-start", t!(PAGE_LIVE), t!(PAGE_LIVE_TITLE), Action::OpenLive { code: None }, false, None) }
            <span class="sep" />
            <span class="zoom" role="group" aria-label={t!(PAGE_ZOOM)}>
                { button("btn-zoom-out", "−".into(), t!(PAGE_ZOOM_OUT), Action::View(ViewAction::Zoom(Zoom::Out)), !m.view().can_zoom_out(), None) }
                <span id="zoom-level" class="zoom-level">{ t!(PAGE_ZOOM_LEVEL, percent = Dec0(m.view().scale() * 100.0)) }</span>
                { button("btn-zoom-in", "+".into(), t!(PAGE_ZOOM_IN), Action::View(ViewAction::Zoom(Zoom::In)), !m.view().can_zoom_in(), None) }
                { tool("btn-zoom-fit", t!(PAGE_FIT).into(), Some(t!(PAGE_FIT_TITLE)), false, None, fit) }
            </span>
            <span class="tool-note">{ t!(PAGE_TREE_SIZE, nodes = grouped(m.tree().len()), leaves = grouped(m.tree().leaves().len())) }</span>
        </section>
    }
}
