//! Fitting the drawing to the room it has: the drawing's width (`view_width`), the room "Fit"
//! fills (`fit_room`), a zoom to it (`fit_drawing`: Fit, a game's readable fit, presenting's, a
//! tree opened), and the link's tree fitted as the page opens (`use_fit_on_start`).

use super::state::{Dispatch, Lab};
use crate::model::NARROWEST_VIEW;
use crate::model::{Action, ViewAction, Zoom};
use yew::prelude::*;

/// The page's side padding and the tree area's border, together, in CSS pixels.
const PAGE_PADDING: f32 = 34.0;
/// The width assumed when the window cannot be asked.
const DEFAULT_VIEW: f32 = 1246.0;

/// Width available to the drawing: the tree area's inner width once it is on the page, else
/// the window less the page's padding and the area's border.
pub fn view_width() -> f32 {
    let window = web_sys::window();
    let area = window
        .as_ref()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("tree-area"))
        .map(|el| el.client_width() as f32)
        .filter(|&w| w > 0.0);
    area.unwrap_or_else(|| {
        window
            .and_then(|w| w.inner_width().ok())
            .and_then(|v| v.as_f64())
            .map(|w| (w as f32 - PAGE_PADDING).max(NARROWEST_VIEW))
            .unwrap_or(DEFAULT_VIEW)
    })
}

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
pub fn fit_drawing(dispatcher: &Dispatch, zoom: fn(f32, f32) -> Zoom) {
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

/// Fits the tree a link opened the page with, once the drawing is on the page (`drawing`),
/// wider or taller than its box to it, as Fit would, while its text stays readable. Not the
/// page's own first tree: it is shown as prerendered. (A tree opened later is fitted as it
/// opens: `Effect::RevealRoot`.)
#[hook]
pub fn use_fit_on_start(lab: &UseReducerHandle<Lab>, drawing: bool) {
    let dispatcher = lab.dispatcher();
    use_effect_with(drawing, move |&drawing| {
        if drawing && link_has_tree() {
            fit_opened(&dispatcher);
        }
    });
}

/// Fits a tree opened to the room it has, if it overflows it and stays readable.
pub fn fit_opened(dispatcher: &Dispatch) {
    fit_drawing(dispatcher, |width, height| Zoom::Opened { width, height });
}
