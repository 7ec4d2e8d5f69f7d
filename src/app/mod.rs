//! The Yew web app: one reducer holds a [`Model`]; components draw it and dispatch
//! [`Action`]s, and what an action asks of the page besides (print, fit, save...) is performed
//! in one place, `effects.rs`. The keys are the model's (`model::keys`), read in `keys.rs`.

pub mod browser;
mod components;
mod effects;
mod extras;
mod first_view;
mod fitting;
#[cfg(feature = "extras")]
pub mod game_state;
#[cfg(feature = "extras")]
pub mod games_app;
pub mod keyed;
mod keys;
pub mod language;
pub mod live_app;
mod live_socket;
pub mod practice_app;
mod present;
/// The games' searches in a Web Worker (the extras module only).
#[cfg(feature = "extras")]
pub mod search;
mod state;

use crate::i18n::{Lang, Said};
use crate::model::{Action, Mode, Model, Panel, Step, ViewAction};
use components::lab::{
    code_panel::code_panel, compare::compare, controls::controls, export_panel::ExportPanel,
    header::header, legend::legend, narration::narration, random_panel::RandomPanel,
    settings_bar::settings_bar, summary::summary, text_panel::text_panel, toolbar::toolbar,
    tree_view::TreeView,
};
use components::shared::still::Still;
use effects::{Printed, RootReveal};
use first_view::{Drawn, Part};
use fitting::view_width;
use gloo::events::EventListener;
use gloo::timers::callback::{Interval, Timeout};
pub use state::{Dispatch, Lab, PanelProps, Shared};
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// Mounts the app in a `<div id="app">` of its own on the page's body (the extras module are
/// shown beside it, see `extras::extras_root`).
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
    let props = AppProps {
        read_language: (!language::use_kept(lang)).then_some(lang),
        // The model is opened in this task, the page drawn from the next: two shorter tasks.
        opened: Shared(Rc::new(initial_model(width))),
    };
    Timeout::new(0, move || render(props)).forget();
}

/// Mounts the app with `props` (the model [`mount`] opened), drawn behind the first view.
fn render(props: AppProps) {
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
        Some(root) => yew::Renderer::<App>::with_root_and_props(root, props).render(),
        None => yew::Renderer::<App>::with_props(props).render(),
    };
}

/// What the page opens with.
#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The model opened from the link and the work saved in this browser ([`initial_model`]).
    pub opened: Shared<Model>,
    /// The language the page opens in, when its messages are not kept in this browser and
    /// must be read first (it opens in English meanwhile).
    pub read_language: Option<Lang>,
}

impl AppProps {
    /// The page as it opens here and now, in the language in force.
    pub fn from_page() -> AppProps {
        AppProps {
            opened: Shared(Rc::new(initial_model(view_width()))),
            read_language: None,
        }
    }
}

/// Reads the language the page was to open in (`wanted`), if its messages were not kept in
/// this browser.
#[hook]
fn use_language_read(lab: &UseReducerHandle<Lab>, wanted: Option<Lang>) {
    let dispatcher = lab.dispatcher();
    use_effect_with(wanted, move |&wanted| {
        if let Some(lang) = wanted {
            language::load(lang, dispatcher);
        }
    });
}

/// The panic hook of [`start`] (the games, in the extras module, set it too).
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

/// Milliseconds in a second, for the play timer's interval.
const MS_PER_SECOND: u32 = 1000;

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

/// The lab's look: `present` while presenting, and `code` when the pseudocode is shown then;
/// `live-student` on a student's page in a live session (the lecturer's tools hidden).
fn present_look(model: &Model) -> Option<&'static str> {
    let view = model.view();
    let student = model.live().student();
    match (view.present(), view.present_code(), student) {
        (_, _, true) => Some("live-student"),
        (true, true, _) => Some("present code"),
        (true, false, _) => Some("present"),
        _ => None,
    }
}

/// A live session the page takes part in as it opens: the join code of its link
/// (`?live=CODE`: the live app shown as a student's), or the session this browser lectures (a
/// reload resumes it: the live app shown as the lecturer's). The live app reads the rest of
/// what this browser keeps.
#[hook]
fn use_live_opened(lab: &UseReducerHandle<Lab>) {
    let dispatcher = lab.dispatcher();
    use_effect_with((), move |_| {
        let search = web_sys::window()
            .and_then(|w| w.location().search().ok())
            .unwrap_or_default();
        let link = crate::query::pairs(&search)
            .find(|(k, _)| k == "live")
            .map(|(_, v)| v);
        let lecturing = browser::load(crate::model::storage_keys::LIVE_LECTURER_KEY).is_some();
        if link.is_some() || lecturing {
            dispatcher.dispatch(Action::OpenLive { code: link });
        }
    });
}

/// Why the extras module could not be loaded (None while it could), and the callback that says so.
#[hook]
fn use_load_error() -> (UseStateHandle<Option<Said>>, Callback<Option<Said>>) {
    let error = use_state(|| None::<Said>);
    let set = error.setter();
    (error, Callback::from(move |e| set.set(e)))
}

/// A game tab shows the games, which the page loads with its extras module when one first
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

/// The Practice tab shows the practice, which the page loads with its extras module when it
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

/// The play timer runs only while playing.
#[hook]
fn use_play_timer(lab: &UseReducerHandle<Lab>) {
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

/// The drawing laid out for the tree area's width once it is on the page (`drawing`), and
/// again when the window changes size.
#[hook]
fn use_width_followed(lab: &UseReducerHandle<Lab>, drawing: bool) {
    let dispatcher = lab.dispatcher();
    use_effect_with(drawing, move |_| {
        dispatcher.dispatch(Action::View(ViewAction::Resize(view_width())));
        let listener = web_sys::window().map(|w| {
            EventListener::new(&w, "resize", move |_| {
                dispatcher.dispatch(Action::View(ViewAction::Resize(view_width())))
            })
        });
        move || drop(listener)
    });
}

#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let opened = props.opened.0.clone();
    let lab = use_reducer(move || Lab::opened(opened));
    let drawn = first_view::use_parts_drawn(lab.dispatcher());
    let drawing = drawn.has(Part::Drawing);
    present::use_present(&lab);
    keys::use_page_keys(&lab);
    use_language_read(&lab, props.read_language);
    use_play_timer(&lab);
    fitting::use_fit_on_start(&lab, drawing);
    use_width_followed(&lab, drawing);
    let game_error = use_games_shown(&lab);
    let practice_error = use_practice_shown(&lab);
    // After the two above, which make the part's place the first time it is shown.
    use_effect_with(lab.0.view().mode(), |&mode| extras::show_extras(mode));
    use_view_saved_on_leaving(&lab);
    use_live_opened(&lab);
    let (live_error, live_failed) = use_load_error();
    let (printed, reveal) = effects::use_effects_performed(&lab, drawing, live_failed);
    let page_drawn = Shared(use_memo((), |_| Cell::new(false)));

    let p = &PanelProps {
        model: Shared(lab.0.clone()),
        dispatch: lab.dispatcher(),
    };
    let mode = lab.0.view().mode();
    let body = match mode {
        Mode::TicTacToe | Mode::Othello | Mode::Practice => html! {},
        Mode::Trees => trees(p, drawn, reveal, page_drawn, live_error.as_ref()),
    };
    let game_error = game_error
        .as_ref()
        .filter(|_| matches!(mode, Mode::TicTacToe | Mode::Othello));
    let practice_error = practice_error.as_ref().filter(|_| mode == Mode::Practice);
    html! {
        <div class="lab" data-look={present_look(&lab.0)}>
            { drawn.part(Part::Frame, || html! {
                <Still panel={p.clone()} draw={header as fn(&PanelProps) -> Html} />
            }) }
            // The page's main landmark: the trees tab's parts (the games and the practice, shown
            // beside the app, are regions of their own).
            <main class="lab-main">
                { body }
                // The games and the practice are shown after the app's own elements, in places
                // kept (hidden) while another tab is shown, so that they go on where they were left
                // (`extras::show_extras`); here, only why one could not be loaded.
                if let Some(e) = game_error {
                    <p id="game-load-error" class="drawer-error" role="alert">{ e.to_string() }</p>
                }
                if let Some(e) = practice_error {
                    <p id="practice-load-error" class="drawer-error" role="alert">{ e.to_string() }</p>
                }
            </main>
            // An optional part is one item whether shown or not (an empty one when not), never
            // `{ for option }`: Yew matches the items of a list without keys from its end, so a
            // part that comes and goes at the end would make every part before it be drawn anew
            // (printing re-created the whole page, and with it the state of the open drawer).
            { print_sheet(lab.0.view(), printed.as_ref()) }
        </div>
    }
}

/// The open drawer under the toolbar, if one is.
fn drawer(p: &PanelProps) -> Html {
    let (model, dispatch) = (p.model.clone(), p.dispatch.clone());
    match p.model.0.view().panel() {
        Some(Panel::Random) => html! { <RandomPanel {model} {dispatch} /> },
        Some(Panel::Text) => text_panel(p),
        Some(Panel::Export) => html! { <ExportPanel {model} {dispatch} /> },
        None => html! {},
    }
}

/// The sheet laid out for the printer, once its image is drawn (`printed`, if it is this
/// sheet's); nothing when none is asked for.
fn print_sheet(view: &crate::model::View, printed: Option<&Printed>) -> Html {
    let Some(sheet) = view.print() else {
        return Html::default();
    };
    let src = printed
        .filter(|p| p.sheet == sheet)
        .map(|p| (*p.image.0).clone());
    html! {
        <div id="print-sheet" class="print-sheet" aria-hidden="true">
            if let Some(src) = src {
                <img {src} alt={sheet.title()} />
            }
        </div>
    }
}

/// The Trees tab: the page's parts, each drawn once the start reaches it (`drawn`); the
/// drawing brings its root into view when `reveal` moves, and knows whether the page has
/// drawn a tree before (`page_drawn`).
fn trees(
    p: &PanelProps,
    drawn: Drawn,
    reveal: RootReveal,
    page_drawn: Shared<Cell<bool>>,
    live_error: Option<&Said>,
) -> Html {
    // Panels without state of their own are plain functions of the model: they are drawn
    // again whenever the App is, which is whenever the model changes (as their props did).
    let show_code = p.model.0.view().code_shown();
    let (model, dispatch) = (p.model.clone(), p.dispatch.clone());
    html! {
        <>
            { drawn.part(Part::Frame, || html! {
                <Still panel={p.clone()} draw={toolbar as fn(&PanelProps) -> Html} />
            }) }
            { drawer(p) }
            // The live app is shown after the app's own elements (`extras::show_live`); here,
            // only why it could not be loaded.
            if let Some(e) = live_error {
                <p id="live-load-error" class="drawer-error" role="alert">{ e.to_string() }</p>
            }
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
                    <TreeView {model} {dispatch} reveal={reveal.0} {page_drawn} />
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
    }
}
