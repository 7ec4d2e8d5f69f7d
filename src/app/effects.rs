//! The one place the page performs what the model's actions ask of it ([`Effect`]): the
//! reducer queues the effects each `Model::apply` returns (`state::Outbox`), and
//! [`use_effects_performed`] takes them after the page is drawn and performs each, in order.

use super::browser;
use super::extras;
use super::fitting::{fit_drawing, fit_opened, view_width};
use super::state::{Dispatch, Lab, Shared};
use crate::draw::svg::Sheet;
use crate::model::{Action, Effect, Model, Panel, ViewAction, Zoom};
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Trees of more nodes than this (a game's search) are saved in a task of their own, after the
/// drawing: writing one out as text takes a while. Smaller ones are saved at once.
const SAVE_LATER_ABOVE: usize = 2_000;

/// A sheet drawn for the printer: which, and its image (a data URL), compared by pointer so
/// that each one drawn is printed once.
#[derive(Clone, PartialEq)]
pub struct Printed {
    pub sheet: Sheet,
    pub image: Shared<String>,
}

/// Which request to bring the root into view the drawing last had: the drawing follows its
/// root again when this moves (`Effect::RevealRoot`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RootReveal(pub u32);

/// What performing an effect needs of the page as it stands.
struct Stage {
    model: Rc<Model>,
    dispatch: Dispatch,
    /// Whether the drawing is on the page yet (`first_view::Part::Drawing`).
    drawing: bool,
    printed: UseStateSetter<Option<Printed>>,
    reveal: UseStateHandle<RootReveal>,
    /// Says why the live app could not be loaded (None once it is shown).
    live_failed: Callback<Option<crate::i18n::Said>>,
}

/// Performs the effects the model's actions asked for since the page was last drawn; gives the
/// sheet drawn for the printer and the drawing's [`RootReveal`].
#[hook]
pub fn use_effects_performed(
    lab: &UseReducerHandle<Lab>,
    drawing: bool,
    live_failed: Callback<Option<crate::i18n::Said>>,
) -> (Option<Printed>, RootReveal) {
    let printed = use_state(|| None::<Printed>);
    let reveal = use_state(RootReveal::default);
    let stage = Stage {
        model: lab.0.clone(),
        dispatch: lab.dispatcher(),
        drawing,
        printed: printed.setter(),
        reveal: reveal.clone(),
        live_failed,
    };
    let outbox = lab.1.clone();
    use_effect(move || {
        for effect in outbox.take() {
            perform(effect, &stage);
        }
    });
    // Once the sheet's image is on the page, laid out for the printer.
    use_effect_with(printed.as_ref().map(|p| p.image.clone()), |image| {
        if image.is_some() {
            browser::print();
        }
    });
    ((*printed).clone(), *reveal)
}

/// Performs `effect` on the page.
fn perform(effect: Effect, stage: &Stage) {
    let dispatch = &stage.dispatch;
    match effect {
        Effect::Print(sheet) => print(sheet, stage),
        Effect::RevealRoot => {
            stage.reveal.set(RootReveal(stage.reveal.0.wrapping_add(1)));
            if stage.drawing {
                fit_opened(dispatch);
            }
        }
        Effect::FitGameTree => {
            fit_drawing(dispatch, |width, height| Zoom::Readable { width, height });
        }
        Effect::Save => save(&stage.model, dispatch),
        Effect::MeasureWidth => dispatch.dispatch(Action::View(ViewAction::Resize(view_width()))),
        Effect::EnterDrawer => enter_drawer(),
        Effect::FocusDrawerButton(panel) => focus(drawer_button(panel)),
        Effect::OpenLive { code } => {
            extras::show_live(code, dispatch.clone(), stage.live_failed.clone())
        }
        Effect::LiveView {
            query,
            step,
            question,
        } => extras::live_view(&query, step, question.as_ref()),
    }
}

/// The sheet writer draws the sheet, the page lays it out for the printer, then prints.
fn print(sheet: Sheet, stage: &Stage) {
    stage.printed.set(None);
    let printed = stage.printed.clone();
    let done = Callback::from(move |svg: String| {
        let image = Shared(Rc::new(browser::svg_data_url(&svg)));
        printed.set(Some(Printed { sheet, image }));
    });
    extras::svg(&stage.model, sheet, done, stage.dispatch.clone());
}

/// Keeps the working tree and settings in this browser (when the model says to); a refusal is
/// said once.
fn save(model: &Rc<Model>, dispatch: &Dispatch) {
    let big = model.tree().len() > SAVE_LATER_ABOVE;
    let (model, dispatch) = (model.clone(), dispatch.clone());
    let save = move || {
        if let Some(text) = model.to_save() {
            if !browser::save(browser::SAVE_KEY, &text) {
                dispatch.dispatch(Action::View(ViewAction::SaveRefused));
            }
        }
    };
    if big {
        Timeout::new(0, save).forget();
    } else {
        save();
    }
}

/// The toolbar's button that opens `panel`'s drawer.
fn drawer_button(panel: Panel) -> &'static str {
    match panel {
        Panel::Random => "btn-random",
        Panel::Text => "btn-text",
        Panel::Export => "btn-export",
    }
}

/// Puts the focus on the element `id`, if it is on the page.
fn focus(id: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}

/// Takes the focus into the open drawer's first field if the drawer was opened from the
/// keyboard (its button shows the focus), so that the next keys reach the drawer; a click leaves
/// the focus on the button, and the page's keys working.
fn enter_drawer() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Ok(Some(_)) = doc.query_selector(".toolbar :focus-visible") {
        if let Ok(Some(field)) = doc.query_selector(".drawer input, .drawer textarea") {
            let _ = field.unchecked_into::<web_sys::HtmlElement>().focus();
        }
    }
}
