//! The Yew web app: one reducer holds a [`Model`]; components draw it and dispatch
//! [`Action`]s. Keys: Left/Right step, Home/End first/last, Space play/pause, P presents (then
//! the stepping keys, Space and PageDown/PageUp step wherever the focus is, and Esc stops).

pub mod browser;
mod components;
mod extras;
mod first_view;
mod fitting;
#[cfg(feature = "games")]
pub mod games_app;
pub mod keyed;
pub mod language;
pub mod practice_app;
mod present;
mod state;

use crate::i18n::Said;
use crate::model::{Action, Edit, Mode, Model, Panel, Step, ViewAction, Zoom, NARROWEST_VIEW};
use components::lab::{
    code_panel::code_panel, compare::compare, controls::controls, export_panel::ExportPanel,
    header::header, legend::legend, narration::narration, random_panel::RandomPanel,
    settings_bar::settings_bar, summary::summary, text_panel::text_panel, toolbar::toolbar,
    tree_view::TreeView,
};
use components::shared::still::Still;
use first_view::Part;
use fitting::fit_drawing;
use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::{Interval, Timeout};
pub use state::{Dispatch, Lab, PanelProps, Shared};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Mounts the app in a `<div id="app">` of its own on the page's body (the optional parts are
/// shown beside it, see `extras::part_root`).
///
/// A panic ends the app. The hook (set with Yew's `set_custom_panic_hook`, because
/// `Renderer::render` replaces any hook set otherwise) logs the panic's message and location
/// to the console and leaves them on the page (`data-crash-details` on `<html>`); the release
/// build then aborts with a WebAssembly trap, and `static/crash.js` shows the crash message
/// with those details, so that a bug report has them.
pub fn start() {
    set_panic_hook();
    // In a task of its own, after the one that compiled and started the wasm: the start is
    // drawn in short tasks, so that the page answers all along (`first_view`).
    Timeout::new(0, mount).forget();
}

/// Sets the theme and the language and opens the model; the next task mounts the app.
fn mount() {
    // The drawing's width, read first: the first view is laid out now, so reading it costs
    // nothing, where after the theme is set and `#app` put in, it would lay the page out.
    let width = view_width();
    // The theme chosen in this browser, before anything is drawn.
    if let Some(theme) = browser::load(browser::THEME_KEY) {
        browser::set_theme(&theme);
    }
    // The language, before anything is drawn when this browser keeps its messages; else the
    // page opens in English and reads them (`use_language_read`).
    let lang = language::initial();
    if !language::use_kept(lang) {
        WANTED.with(|w| w.set(Some(lang)));
    }
    // The model is opened in this task, the page drawn from the next: two shorter tasks.
    OPENED.with(|m| m.replace(Some(initial_model(width))));
    Timeout::new(0, render).forget();
}

/// Mounts the app, with the model [`mount`] opened, drawn behind the first view.
fn render() {
    let root = web_sys::window().and_then(|w| w.document()).and_then(|d| {
        let root = d.create_element("div").ok()?;
        root.set_id("app");
        // Drawn behind the first view, a part a task, then shown (`first_view`): put before
        // it, so that the page is laid out where it will be seen.
        root.set_attribute(first_view::DRAWING, "").ok()?;
        let before = d.query_selector(first_view::SELECTOR).ok().flatten();
        d.body()?
            .insert_before(&root, before.as_ref().map(|v| v.as_ref()))
            .ok()?;
        Some(root)
    });
    match root {
        Some(root) => yew::Renderer::<App>::with_root(root).render(),
        None => yew::Renderer::<App>::new().render(),
    };
}

thread_local! {
    /// The model the page opens with, opened by [`mount`] for the app's first render.
    static OPENED: std::cell::RefCell<Option<Model>> = const { std::cell::RefCell::new(None) };
    /// The language the page opens in, when its messages must be read first.
    static WANTED: std::cell::Cell<Option<crate::i18n::Lang>> = const { std::cell::Cell::new(None) };
}

/// Reads the language the page was to open in, if its messages were not kept in this browser.
#[hook]
fn use_language_read(lab: &UseReducerHandle<Lab>) {
    let dispatcher = lab.dispatcher();
    use_effect_with((), move |_| {
        if let Some(lang) = WANTED.with(|w| w.take()) {
            language::load(lang, dispatcher);
        }
    });
}

/// The panic hook of [`start`] (the games, in the optional parts, set it too).
pub fn set_panic_hook() {
    yew::set_custom_panic_hook(Box::new(|info| {
        let details = format!("Alpha-Beta Lab stopped: {info}");
        web_sys::console::error_1(&details.as_str().into());
        if let Some(html) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = html.set_attribute("data-crash-details", &details);
        }
    }));
}

/// Panics on purpose: the end-to-end test calls it (Trunk exposes it as
/// `window.wasmBindings.crash_self_test`) to check, in the release build, that a panic's
/// message reaches the console and the crash message. Called from a console, it stops the page
/// as a real panic would; nothing in the app calls it.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn crash_self_test() {
    panic!("crash self-test");
}

/// Trees of more nodes than this (a game's search) are saved in a task of their own, after the
/// drawing: writing one out as text takes a while. Smaller ones are saved at once.
const SAVE_LATER_ABOVE: usize = 2_000;

/// Milliseconds in a second, for the play timer's interval.
const MS_PER_SECOND: u32 = 1000;

/// The page's side padding and the tree area's border, together, in CSS pixels.
const PAGE_PADDING: f32 = 34.0;
/// The width assumed when the window cannot be asked.
const DEFAULT_VIEW: f32 = 1246.0;

/// Width available to the drawing: the tree area's inner width once it is on the page, else
/// the window less the page's padding and the area's border.
pub(crate) fn view_width() -> f32 {
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

/// The page as the URL asks for it and the work saved in this browser allow
/// ([`Model::open`] decides), its drawing laid out `width` wide; saved data that cannot be
/// read is set aside here.
pub fn initial_model(width: f32) -> Model {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let saved = browser::load(browser::SAVE_KEY);
    let seen = browser::load(browser::VIEW_KEY);
    let opening = Model::open(&search, saved.as_deref(), seen.as_deref(), width);
    let mut model = opening.model;
    model.apply(Action::View(ViewAction::Language(crate::i18n::language())));
    if let Some(text) = opening.set_aside {
        if browser::save(browser::SAVE_SET_ASIDE_KEY, &text) {
            browser::remove(browser::SAVE_KEY);
        } else {
            model.apply(Action::View(ViewAction::SaveRefused));
        }
    }
    model
}

/// Whether a key event comes from an element `selector` matches.
pub(crate) fn key_from(e: &KeyboardEvent, selector: &str) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| el.matches(selector).unwrap_or(false))
}

/// Text fields, where keys mean typing and a field's own undo applies. The scrubber (a range)
/// and the menus are not: there the replay keys step, as everywhere else (a menu keeps Up and
/// Down).
pub(crate) const TEXT_FIELD: &str = "textarea, input:not([type=range])";

/// The buttons whose own action Space presses: any but the replay's (after a click on Forward,
/// a person expects Space to play, not to step again), and the drawing's nodes and the board's
/// cells (Space opens a node's card, plays a cell).
const PRESSED_BY_SPACE: &str =
    "button:not(#btn-first, #btn-back, #btn-play, #btn-forward, #btn-last), [role=button]";

/// Whether a key event comes from a text field, where keys mean typing, and whether from a
/// button whose own action Space presses.
fn typing_target(e: &KeyboardEvent) -> (bool, bool) {
    let typing = key_from(e, TEXT_FIELD);
    (typing, typing || key_from(e, PRESSED_BY_SPACE))
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

/// The lab's look: `present` while presenting, and `code` when the pseudocode is shown then.
fn present_look(view: &crate::model::View) -> Option<&'static str> {
    match (view.present(), view.present_code()) {
        (true, true) => Some("present code"),
        (true, false) => Some("present"),
        _ => None,
    }
}

/// The toolbar's buttons that open a drawer.
const DRAWER_BUTTONS: &str = "#btn-random[aria-pressed=true], #btn-text[aria-pressed=true], \
     #btn-export[aria-pressed=true]";

/// Closes the open drawer, if one is, as its button would, and puts the focus on that button
/// (Esc, from anywhere but a node's card: a person typing in the notation leaves it the same
/// way). Whether a drawer was open.
fn close_open_drawer() -> bool {
    let button = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|doc| doc.query_selector(DRAWER_BUTTONS).ok().flatten())
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
    let Some(button) = button else {
        return false;
    };
    let _ = button.focus();
    button.click();
    true
}

/// Why an optional part could not be loaded (None while it could), and the callback that says so.
#[hook]
fn use_load_error() -> (UseStateHandle<Option<Said>>, Callback<Option<Said>>) {
    let error = use_state(|| None::<Said>);
    let set = error.setter();
    (error, Callback::from(move |e| set.set(e)))
}

/// A game tab shows the games, which the page loads with its optional parts when one first
/// opens; why they could not be loaded, if they could not.
#[hook]
fn use_games_shown(lab: &UseReducerHandle<Lab>) -> UseStateHandle<Option<Said>> {
    let (game_error, failed) = use_load_error();
    let dispatcher = lab.dispatcher();
    use_effect_with(lab.0.view().mode(), move |&mode| {
        if matches!(mode, Mode::TicTacToe | Mode::Othello) {
            extras::show_games(mode, dispatcher, failed);
        }
    });
    game_error
}

/// The Practice tab shows the practice, which the page loads with its optional parts when it
/// first opens, handing it the lab's tree (and, the first time, whether a link to an exercise
/// opened the page); why it could not be loaded, if it could not.
#[hook]
fn use_practice_shown(lab: &UseReducerHandle<Lab>) -> UseStateHandle<Option<Said>> {
    let (error, failed) = use_load_error();
    let dispatcher = lab.dispatcher();
    let model = lab.0.clone();
    // A link to an exercise is practised once, when the page opens with it.
    let exercise_link = use_mut_ref(|| model.view().mode() == Mode::Practice);
    use_effect_with(lab.0.view().mode(), move |&mode| {
        if mode == Mode::Practice {
            let mut link = crate::query::to_query(model.tree(), model.settings(), None);
            let from_link = std::mem::take(&mut *exercise_link.borrow_mut());
            // The drawn exercise the link names, so that it keeps its name.
            let search = web_sys::window().and_then(|w| w.location().search().ok());
            let named = search.and_then(|s| crate::query::parse_query(&s).exercise);
            if let Some((difficulty, seed)) = named.filter(|_| from_link) {
                link = format!("{link}&{}", crate::query::exercise_param(difficulty, seed));
            }
            extras::show_practice(link, from_link, dispatcher, failed);
        }
    });
    error
}

/// Keeps how the saved work is seen (step, zoom, pseudocode), for a reload: written when the
/// page is left or hidden (a reload, a tab closed or switched), not at every step (a write to
/// the browser's storage per step costs the step time).
#[hook]
fn use_view_saved_on_leaving(lab: &UseReducerHandle<Lab>) {
    let latest = use_mut_ref(|| lab.0.clone());
    *latest.borrow_mut() = lab.0.clone();
    use_effect_with((), move |_| {
        let save = move || {
            if let Some(text) = latest.borrow().view_to_save() {
                browser::save(browser::VIEW_KEY, &text);
            }
        };
        let window = web_sys::window();
        let document = window.as_ref().and_then(|w| w.document());
        let on_hide = document.map(|d| {
            let save = save.clone();
            let hidden = d.clone();
            EventListener::new(&d, "visibilitychange", move |_| {
                if hidden.hidden() {
                    save();
                }
            })
        });
        let on_leave = window.map(|w| EventListener::new(&w, "pagehide", move |_| save()));
        move || drop((on_hide, on_leave))
    });
}

#[function_component(App)]
pub fn app() -> Html {
    let lab = use_reducer(|| {
        let opened = OPENED.with(|m| m.take());
        Lab(std::rc::Rc::new(
            opened.unwrap_or_else(|| initial_model(view_width())),
        ))
    });
    let drawn = first_view::use_parts_drawn(lab.dispatcher());
    let presenting = present::use_present(&lab);
    use_language_read(&lab);

    // Keys for the whole page.
    {
        let dispatcher = lab.dispatcher();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                let options = EventListenerOptions::enable_prevent_default();
                EventListener::new_with_options(&w, "keydown", options, move |event| {
                    let Some(e) = event.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    // Arrows, Home and End step even after a click on a button; Space presses
                    // it, but on the replay's buttons plays or pauses.
                    let (typing, pressing) = typing_target(e);
                    if e.ctrl_key() || e.meta_key() {
                        let key = e.key().to_ascii_lowercase();
                        let action = match (key.as_str(), e.shift_key()) {
                            ("z", false) => Action::Edit(Edit::Undo),
                            ("z", true) | ("y", _) => Action::Edit(Edit::Redo),
                            _ => return,
                        };
                        // In a text field, the field's own undo applies.
                        if !typing {
                            e.prevent_default();
                            dispatcher.dispatch(action);
                        }
                        return;
                    }
                    if e.alt_key() {
                        return;
                    }
                    let present = presenting.get();
                    if e.key() == "Escape"
                        && !present
                        && !key_from(e, "#node-card *")
                        && close_open_drawer()
                    {
                        e.prevent_default();
                        return;
                    }
                    let action = match e.key().as_str() {
                        "ArrowRight" if !typing => Action::Replay(Step::Forward),
                        "ArrowLeft" if !typing => Action::Replay(Step::Back),
                        "Home" if !typing => Action::Replay(Step::First),
                        "End" if !typing => Action::Replay(Step::Last),
                        " " | "Spacebar" if !pressing => Action::Replay(Step::TogglePlay),
                        // While presenting, the stepping keys are taken first: present.rs.
                        "p" | "P" if !typing => Action::View(ViewAction::Present(!present)),
                        // Esc in a node's card closes the card only.
                        "Escape" if present && !key_from(e, "#node-card *") => {
                            Action::View(ViewAction::Present(false))
                        }
                        _ => return,
                    };
                    e.prevent_default();
                    dispatcher.dispatch(action);
                })
            });
            move || drop(listener)
        });
    }

    // The play timer runs only while playing.
    {
        let dispatcher = lab.dispatcher();
        let playback = lab.0.playback();
        let (playing, speed) = (playback.playing(), playback.speed());
        use_effect_with((playing, speed), move |&(playing, speed)| {
            let rate = speed.steps_per_second().max(1);
            let tick = move || dispatcher.dispatch(Action::Replay(Step::Tick));
            let timer = playing.then(|| Interval::new(MS_PER_SECOND / rate, tick));
            move || drop(timer)
        });
    }

    // A game's search opens as large as fits while its text can be read.
    {
        let dispatcher = lab.dispatcher();
        use_effect_with(lab.0.games().shown(), move |&shown| {
            if shown > 0 {
                fit_drawing(&dispatcher, |width, height| Zoom::Readable {
                    width,
                    height,
                });
            }
        });
    }

    fitting::use_fit_on_open(&lab, drawn.has(Part::Drawing));

    // Fit the drawing to the tree area once it is on the page, and again when the window
    // changes size.
    {
        let dispatcher = lab.dispatcher();
        use_effect_with(drawn.has(Part::Drawing), move |_| {
            dispatcher.dispatch(Action::View(ViewAction::Resize(view_width())));
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "resize", move |_| {
                    dispatcher.dispatch(Action::View(ViewAction::Resize(view_width())))
                })
            });
            move || drop(listener)
        });
    }

    // Showing or hiding the pseudocode changes the room the drawing has.
    {
        let dispatcher = lab.dispatcher();
        use_effect_with(lab.0.view().show_code(), move |_| {
            dispatcher.dispatch(Action::View(ViewAction::Resize(view_width())));
        });
    }

    // A drawer opened from the keyboard takes the focus.
    use_effect_with(lab.0.view().panel(), |panel| {
        if panel.is_some() {
            enter_drawer();
        }
    });

    // Keep the working tree and settings in this browser (when the model says to); a refusal
    // is said once.
    {
        let tree = Shared(lab.0.tree().clone());
        let settings = lab.0.settings();
        let model = lab.0.clone();
        let dispatcher = lab.dispatcher();
        use_effect_with((tree, settings), move |(tree, _)| {
            let big = tree.0.len() > SAVE_LATER_ABOVE;
            let save = move || {
                if let Some(text) = model.to_save() {
                    if !browser::save(browser::SAVE_KEY, &text) {
                        dispatcher.dispatch(Action::View(ViewAction::SaveRefused));
                    }
                }
            };
            if big {
                Timeout::new(0, save).forget();
            } else {
                save();
            }
        });
    }

    let game_error = use_games_shown(&lab);
    let practice_error = use_practice_shown(&lab);
    // After the two above, which make the part's place the first time it is shown.
    use_effect_with(lab.0.view().mode(), |&mode| extras::show_parts(mode));
    use_view_saved_on_leaving(&lab);

    // Print when asked: the sheet writer draws the sheet, the page lays it out for the printer
    // (`printed`: the request it answers, and the sheet as a data URL), then prints.
    let printed = use_state(|| None::<(u32, String)>);
    {
        let model = lab.0.clone();
        let printed = printed.clone();
        let dispatch = lab.dispatcher();
        use_effect_with(lab.0.view().print_request(), move |&request| {
            if let Some(sheet) = model.view().print().filter(|_| request > 0) {
                let done = Callback::from(move |svg: String| {
                    printed.set(Some((request, browser::svg_data_url(&svg))));
                });
                extras::svg(&model, sheet, done, dispatch);
            }
        });
    }
    use_effect_with(printed.as_ref().map(|(request, _)| *request), |asked| {
        if asked.is_some() {
            browser::print();
        }
    });

    let model = Shared(lab.0.clone());
    let dispatch = lab.dispatcher();
    // Panels without state of their own are plain functions of the model: they are drawn
    // again whenever the App is, which is whenever the model changes (as their props did).
    let p = &PanelProps {
        model: model.clone(),
        dispatch: dispatch.clone(),
    };
    let show_code = lab.0.view().code_shown();
    let drawer = match lab.0.view().panel() {
        Some(Panel::Random) => {
            html! { <RandomPanel model={model.clone()} dispatch={dispatch.clone()} /> }
        }
        Some(Panel::Text) => text_panel(p),
        Some(Panel::Export) => {
            html! { <ExportPanel model={model.clone()} dispatch={dispatch.clone()} /> }
        }
        None => html! {},
    };
    let print_sheet = lab.0.view().print().map(|sheet| {
        let asked = lab.0.view().print_request();
        let src = (*printed)
            .as_ref()
            .filter(|(request, _)| *request == asked)
            .map(|(_, url)| url.clone());
        html! {
            <div id="print-sheet" class="print-sheet" aria-hidden="true">
                if let Some(src) = src {
                    <img {src} alt={sheet.title()} />
                }
            </div>
        }
    });
    let mode = lab.0.view().mode();
    let mode_is_game = matches!(mode, Mode::TicTacToe | Mode::Othello);
    let body = match mode {
        Mode::TicTacToe | Mode::Othello | Mode::Practice => html! {},
        Mode::Trees => html! {
            <>
                { drawn.part(Part::Frame, || html! {
                    <Still panel={p.clone()} draw={toolbar as fn(&PanelProps) -> Html} />
                }) }
                { drawer }
                { drawn.part(Part::Settings, || html! {
                    <Still panel={p.clone()} draw={settings_bar as fn(&PanelProps) -> Html} />
                }) }
                { drawn.part(Part::Story, || html! {
                    <>
                        { controls(p) }
                        { narration(p) }
                        // The answer and the counts under the story, above the drawing: in
                        // view with it on a laptop's screen.
                        { summary(p) }
                    </>
                }) }
                { drawn.part(Part::Drawing, || html! {
                    <div class="stage">
                        <TreeView model={model.clone()} dispatch={dispatch.clone()} />
                        if show_code {
                            { code_panel(p) }
                        }
                    </div>
                }) }
                { drawn.part(Part::Notes, || html! {
                    <>
                        <Still panel={p.clone()} draw={compare as fn(&PanelProps) -> Html} />
                        <Still panel={p.clone()} draw={legend as fn(&PanelProps) -> Html} />
                    </>
                }) }
            </>
        },
    };
    html! {
        <div class="lab" data-look={present_look(lab.0.view())}>
            { drawn.part(Part::Frame, || html! {
                <Still panel={p.clone()} draw={header as fn(&PanelProps) -> Html} />
            }) }
            // The page's main landmark: the trees tab's parts (the games and the practice, shown
            // beside the app, are regions of their own).
            <main class="lab-main">
                { body }
                // The games and the practice are shown after the app's own elements, in places
                // kept (hidden) while another tab is shown, so that they go on where they were left
                // (`extras::show_parts`); here, only why one could not be loaded.
                if let Some(e) = game_error.as_ref().filter(|_| mode_is_game) {
                    <p id="game-load-error" class="drawer-error" role="alert">{ e.to_string() }</p>
                }
                if let Some(e) = practice_error.as_ref().filter(|_| mode == Mode::Practice) {
                    <p id="practice-load-error" class="drawer-error" role="alert">{ e.to_string() }</p>
                }
            </main>
            // An optional part is one item whether shown or not (an empty one when not), never
            // `{ for option }`: Yew matches the items of a list without keys from its end, so a
            // part that comes and goes at the end would make every part before it be drawn anew
            // (printing re-created the whole page, and with it the state of the open drawer).
            { print_sheet.unwrap_or_default() }
        </div>
    }
}

// The games' searches in a Web Worker (the optional parts only). Declared last, so that the
// lines of everything above, which the page's own wasm names in its panic messages, stay put.
#[cfg(feature = "games")]
pub mod search;
