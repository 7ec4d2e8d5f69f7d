//! The practice drawing's zoom, as the lab's toolbar has it: the drawing opens as large as keeps
//! its text and its fields readable (fitted when that does), Fit puts all of it in the room it
//! has, − and + step; and the view brought to the node a hint names. The scales are
//! `draw::zoomed_scale`'s.

use crate::draw::{page_to_show, scroll_to_show, Zoomed};
use crate::model::next_zoom;
use crate::num::Dec0;
use crate::search::NodeId;
use crate::t;
use yew::prelude::*;

/// Room kept free around the fitted drawing, in CSS pixels.
const FIT_PAD: f32 = 4.0;
/// The lowest the drawing's top counts for the room's height, as a share of the window's height
/// (as the lab's Fit): a drawing that starts lower is scrolled up to it.
const TOP_MOST: f32 = 0.5;

/// The room the drawing's area (`area`) gives it: its inner width, and the window's height from
/// the area's top in the page (no lower than [`TOP_MOST`] of it) down; none until measured.
fn room_of(area: &NodeRef) -> Option<(f32, f32)> {
    let w = web_sys::window()?;
    let el = area.cast::<web_sys::Element>()?;
    let height = w.inner_height().ok()?.as_f64()? as f32;
    let top = el.get_bounding_client_rect().top() as f32 + w.scroll_y().ok()? as f32;
    let width = el.client_width() as f32 - FIT_PAD;
    let tall = height - top.max(0.0).min(height * TOP_MOST) - FIT_PAD;
    (width > 0.0).then_some((width, tall.max(1.0)))
}

/// The room the drawing's area gives it, measured once it is on the page, again whenever the
/// window changes and when `shown` (what is drawn) changes.
#[hook]
pub(crate) fn use_area_room<T: PartialEq + Clone + 'static>(
    area: &NodeRef,
    shown: T,
) -> Option<(f32, f32)> {
    let room = use_state_eq(|| None::<(f32, f32)>);
    {
        let (area, room) = (area.clone(), room.setter());
        use_effect_with(shown, move |_| {
            let measure = move || room.set(room_of(&area));
            measure();
            let listener = web_sys::window()
                .map(|w| gloo::events::EventListener::new(&w, "resize", move |_| measure()));
            move || drop(listener)
        });
    }
    *room
}

/// The width of the drawing's area, measured once it is on the page and again whenever the
/// window changes.
#[hook]
pub(crate) fn use_area_width(area: &NodeRef) -> f32 {
    use_area_room(area, ()).map_or(0.0, |(w, _)| w)
}

/// The scale at which a drawing `width` wide fits the area (`room` wide inside, 0 before it is
/// measured), never enlarged, nor made smaller than `least`, where it can still be read.
pub(crate) fn fit_width(width: f32, room: f32, least: f32) -> f32 {
    if room <= 0.0 || width <= 0.0 {
        return 1.0;
    }
    (room / width).max(least).min(1.0)
}

/// Fit, zoom out and in, and the scale shown, as the lab's toolbar has them.
pub(crate) fn zoom_bar(zoom: &UseStateHandle<Zoomed>, scale: f32, fitted: f32) -> Html {
    let set = |to: Option<Zoomed>| {
        let zoom = zoom.setter();
        Callback::from(move |_: MouseEvent| {
            if let Some(to) = to {
                zoom.set(to)
            }
        })
    };
    let (out, into) = (next_zoom(scale, false), next_zoom(scale, true));
    html! {
        <div class="tools practice-zoom" role="group" aria-label={t!(PAGE_ZOOM)}>
            <button id="practice-zoom-out" class="tool" title={t!(PAGE_ZOOM_OUT)}
                disabled={out.is_none()} onclick={set(out.map(Zoomed::At))}>{ "−" }</button>
            <span id="practice-zoom-level" class="zoom-level">
                { t!(PAGE_ZOOM_LEVEL, percent = Dec0(scale * 100.0)) }
            </span>
            <button id="practice-zoom-in" class="tool" title={t!(PAGE_ZOOM_IN)}
                disabled={into.is_none()} onclick={set(into.map(Zoomed::At))}>{ "+" }</button>
            <button id="practice-fit" class="tool" title={t!(PAGE_FIT_TITLE)}
                aria-pressed={(scale == fitted).to_string()}
                onclick={set(Some(Zoomed::Fitted))}>{ t!(PAGE_FIT) }</button>
        </div>
    }
}

/// Brings node `n` of the drawing in `area` into view, drawn at `at` (its centre and half size,
/// in the drawing's own pixels) and `scale`: the area scrolls sideways to centre it, the page up
/// or down as little as it takes; nothing moves if it is in view.
pub(crate) fn show_node(area: &NodeRef, at: (f32, f32, f32), scale: f32) {
    let (Some(w), Some(el)) = (web_sys::window(), area.cast::<web_sys::Element>()) else {
        return;
    };
    let (x, y, r) = (at.0 * scale, at.1 * scale, at.2 * scale);
    let left = el.scroll_left() as f32;
    let width = el.client_width() as f32;
    if let Some(to) = scroll_to_show(x - r, x + r, left, left + width, width) {
        el.set_scroll_left(to as i32);
    }
    let page = w.scroll_y().unwrap_or(0.0) as f32;
    let height = w
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0) as f32;
    let top = el.get_bounding_client_rect().top() as f32 + page;
    if let Some(to) = page_to_show(top + y - r, top + y + r, page, height) {
        w.scroll_to_with_x_and_y(w.scroll_x().unwrap_or(0.0), f64::from(to));
    }
}

/// Keeps the node the last hint names (`hinted`) in view, at `scale`, each time it changes: the
/// hint's words name it, and the drawing rings it. `at` is where a node is drawn.
#[hook]
pub(crate) fn use_show_hinted(
    area: &NodeRef,
    hinted: Option<NodeId>,
    scale: f32,
    at: impl Fn(NodeId) -> (f32, f32, f32) + 'static,
) {
    let area = area.clone();
    // The scale as a whole per mille: a float is not a key of an effect.
    let key = (hinted, (scale * 1000.0) as i32);
    use_effect_with(key, move |&(hinted, _)| {
        if let Some(n) = hinted {
            show_node(&area, at(n), scale);
        }
    });
}
