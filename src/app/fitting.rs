//! Fitting the drawing to the room it has: the room "Fit" fills (`fit_room`), a zoom to it
//! (`fit_drawing`: Fit, a game's readable fit, presenting's), and a tree opened fitted while its
//! text stays readable (`use_fit_on_open`).

use super::view_width;
use super::Lab;
use crate::model::{Action, ViewAction, Zoom};
use yew::prelude::*;

/// Room left at the visible box's edges when fitting the drawing into it (its border and
/// rounding), in CSS pixels.
const FIT_PAD: f32 = 4.0;

/// The lowest the drawing's top counts for "Fit", as a share of the window's height.
const FIT_TOP_MOST: f32 = 0.5;

/// The visible part of the drawing's box (`#tree-area`), width and height, that "Fit" fills:
/// its inner width, and from the drawing's top to the bottom of the browser's window (the box
/// grows with the drawing; the page scrolls).
pub fn fit_room() -> Option<(f32, f32)> {
    let w = web_sys::window()?;
    let doc = w.document()?;
    let (area, canvas) = (
        doc.get_element_by_id("tree-area")?,
        doc.get_element_by_id("tree")?,
    );
    let vh = w.inner_height().ok()?.as_f64()? as f32;
    // The drawing's top as if the box were not scrolled down inside.
    let top = canvas.get_bounding_client_rect().top() as f32 + area.scroll_top() as f32;
    let width = area.client_width() as f32 - FIT_PAD;
    // From the drawing's top, or from the middle of the window when the drawing starts lower
    // (a drawer or a notice above it): the follow that comes with a zoom scrolls it up.
    let height = vh - top.max(0.0).min(vh * FIT_TOP_MOST) - FIT_PAD;
    Some((width, height))
}

/// Lays the drawing out for the tree area's width, then zooms it to the room it has as `zoom`
/// says (a fit, or a fit within what can be read).
pub(super) fn fit_drawing(dispatcher: &UseReducerDispatcher<Lab>, zoom: fn(f32, f32) -> Zoom) {
    dispatcher.dispatch(Action::View(ViewAction::Resize(view_width())));
    if let Some((width, height)) = fit_room() {
        dispatcher.dispatch(Action::View(ViewAction::Zoom(zoom(width, height))));
    }
}

/// Whether the page's link carries a tree of its own.
fn link_has_tree() -> bool {
    let search = web_sys::window().and_then(|w| w.location().search().ok());
    search.is_some_and(|s| crate::query::parse_query(&s).tree.is_some())
}

/// Fits a tree opened (a link's, or one opened since; `drawing`: once the drawing is on the
/// page) wider or taller than its box to it, as Fit would, while its text stays readable. Not
/// the page's own first tree: it is shown as prerendered.
#[hook]
pub(super) fn use_fit_on_open(lab: &UseReducerHandle<Lab>, drawing: bool) {
    let dispatcher = lab.dispatcher();
    let starting = use_mut_ref(|| true);
    let opened = lab.0.view().opened();
    use_effect_with((drawing, opened), move |&(drawing, _)| {
        let start = drawing && starting.replace(false);
        if drawing && (!start || link_has_tree()) {
            fit_drawing(&dispatcher, |width, height| Zoom::Opened { width, height });
        }
    });
}
