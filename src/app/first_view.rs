//! The hand-over from the first view that the build prerendered into the page
//! (`scripts/prerender.cjs`): the app's own page, painted before the wasm arrived (the loader
//! fetches the wasm only once the browser has shown it: `static/first-view.js`).
//!
//! The app draws its page a part a task ([`Part`], [`use_parts_drawn`]) in `#app`, laid out at
//! the page's width but neither shown nor taking room (`#app[data-drawing]` in the style
//! sheet), so that no task of the start keeps the page from answering for long. Once every
//! part is drawn it takes the first view away and shows its own page in the same task: nothing
//! is painted in between, and nothing moves.
//!
//! What a person did on the first view before the app started (its replay keys, its buttons)
//! is kept by `static/early-input.js` and applied here once, in order ([`apply_early`]).

use super::state::Dispatch;
use crate::model::{Action, Step};
use gloo::timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// The first view, as the build wrote it into the page.
pub const SELECTOR: &str = ".first-view";

/// The attribute `#app` carries while the app draws its page behind the first view.
pub const DRAWING: &str = "data-drawing";

/// The page's parts, in the order the start draws them (one a task).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Part {
    /// None yet: the page's listeners are set (the model was opened in the task before,
    /// `app::mount`).
    Nothing,
    /// The header and the toolbar.
    Frame,
    /// The settings.
    Settings,
    /// The replay's controls, the narration and the summary.
    Story,
    /// The comparison and the legend, under the drawing.
    Notes,
    /// The drawing and the pseudocode: last, so that the drawing's nodes (`data-node`, the
    /// hook that says the app has drawn the tree) come with the page shown.
    Drawing,
}

impl Part {
    fn next(self) -> Option<Part> {
        match self {
            Part::Nothing => Some(Part::Frame),
            Part::Frame => Some(Part::Settings),
            Part::Settings => Some(Part::Story),
            Part::Story => Some(Part::Notes),
            Part::Notes => Some(Part::Drawing),
            Part::Drawing => None,
        }
    }
}

/// The parts drawn so far: whether `part` is one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drawn(Part);

impl Drawn {
    pub fn has(self, part: Part) -> bool {
        part <= self.0
    }

    /// `draw`'s page part if it is drawn yet, else an empty place kept for it (so that the
    /// parts around it keep their places in the page's list).
    pub fn part(self, part: Part, draw: impl FnOnce() -> Html) -> Html {
        if self.has(part) {
            draw()
        } else {
            Html::default()
        }
    }
}

/// The parts of the page drawn so far: none at once, the next part in a task of its own
/// after each drawing, then, with the whole page drawn, the hand-over ([`show_page`]). After
/// each part, what the person did on the first view meanwhile ([`apply_early`]).
#[hook]
pub fn use_parts_drawn(dispatcher: Dispatch) -> Drawn {
    let drawn = use_state_eq(|| Part::Nothing);
    {
        let setter = drawn.setter();
        use_effect_with(*drawn, move |&part| {
            let next = part
                .next()
                .map(|next| Timeout::new(0, move || setter.set(next)));
            if next.is_none() {
                show_page();
            }
            apply_early(&dispatcher, next.is_none());
            move || drop(next)
        });
    }
    Drawn(*drawn)
}

#[wasm_bindgen]
extern "C" {
    /// The inputs `static/early-input.js` kept, as the ids of the first view's buttons they
    /// stand for, in order; `last`: all of them, and the recorder stops, else only the replay
    /// steps kept first. An error where the page has no recorder (no first view).
    #[wasm_bindgen(js_namespace = earlyInput, js_name = take, catch)]
    fn take_early(last: bool) -> Result<String, JsValue>;
}

/// The replay's buttons, and the step each (and its key) takes.
const STEPS: [(&str, Step); 5] = [
    ("btn-first", Step::First),
    ("btn-back", Step::Back),
    ("btn-play", Step::TogglePlay),
    ("btn-forward", Step::Forward),
    ("btn-last", Step::Last),
];

/// Applies, once and in order, what the person did on the first view before the app started:
/// a replay step through the model's own action, any other button pressed on the app's page,
/// whose own handler sends its action. `shown`: the page is shown, so take every input and stop
/// the recorder; before, only the replay steps kept first, so that the page is drawn at the
/// step asked for (a button of the app's own page waits for that page).
fn apply_early(dispatcher: &Dispatch, shown: bool) {
    let taken = take_early(shown).unwrap_or_default();
    for id in taken.split_whitespace() {
        match STEPS.iter().find(|(name, _)| *name == id) {
            Some(&(_, step)) => dispatcher.dispatch(Action::Replay(step)),
            None => {
                if let Some(button) = html_element(id) {
                    button.click();
                }
            }
        }
    }
}

/// The page's element of this id, if it is an HTML element.
fn html_element(id: &str) -> Option<web_sys::HtmlElement> {
    let document = web_sys::window()?.document()?;
    document.get_element_by_id(id)?.dyn_into().ok()
}

/// Takes the first view away, and its placeholder's mark, and shows the app's page in its
/// place; the focus, if it was on one of the first view's buttons, goes to the page's own.
fn show_page() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let mut focused = None;
    if let Ok(Some(view)) = document.query_selector(SELECTOR) {
        focused = document
            .active_element()
            .filter(|e| view.contains(Some(e.as_ref())))
            .map(|e| e.id());
        view.remove();
    }
    if let Some(html) = document.document_element() {
        let _ = html.class_list().remove_1("first-view-other");
    }
    if let Some(app) = document.get_element_by_id("app") {
        let _ = app.remove_attribute(DRAWING);
    }
    if let Some(button) = focused.as_deref().and_then(html_element) {
        let _ = button.focus();
    }
}
