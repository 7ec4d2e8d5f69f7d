//! The extras module (`src/bin/extras.rs`), loaded on demand: a second WebAssembly module that
//! the page fetches when Share & export or a game tab first opens, not in the first download.
//! - The sheets: the worksheet, the answer key and the step sheet are drawn by the module, given
//!   the view's link, as the page shows it (and all three as one LaTeX file); a failure (no network, say) is said in the drawer,
//!   and the next try loads it again.
//! - The games: the module shows them in the page's game tab, and hands the page each search
//!   opened as a tree, which the page shows (`Action::GameTree`).
//! - Practice: the module shows it in the Practice tab, given the lab's link; it hands the page
//!   the link of a solution's step to replay, which the page shows (`Action::ShowSolution`).
//! - The live lecture: the module shows its app (the lecturer's drawer, a student's view) after
//!   the page's app; the page tells it its view after each action that changed it
//!   (`Effect::LiveView`), and it hands the page each scene to show (`Action::ShowScene`).

use super::state::Dispatch;
use crate::draw::svg::Sheet;
use crate::i18n::Said;
use crate::model::{handed, Action, Mode, Model, PageQuestion, ViewAction};
use crate::query::to_query;
use crate::said;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::Callback;

// The loader. The module's files sit beside the page's own; this file is copied two folders
// down (`snippets/<crate>/`), hence the paths. It also brings the parts' style sheet
// (`extras.css`), fetched beside the module. A failed load is forgotten, so that a retry
// fetches again. Starting the module, putting the language in force and drawing a part are
// tasks of their own (`nextTask`), so that none keeps the page from answering for long.
#[wasm_bindgen(inline_js = r#"
let loading = null;
let styled = false;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
function extras() {
  if (!styled) {
    const css = document.createElement("link");
    css.rel = "stylesheet";
    css.href = new URL("../../extras.css", import.meta.url).href;
    document.head.append(css);
    styled = true;
  }
  if (!loading) {
    loading = import(new URL("../../extras.js", import.meta.url).href)
      .then(async (m) => {
        await m.default();
        await nextTask();
        m.use_language(document.documentElement.lang || "en");
        await nextTask();
        return m;
      })
      .catch((e) => { loading = null; throw e; });
  }
  return loading;
}
export function preload() { extras().catch(() => {}); }
export async function sheet_svg(link, sheet) { return (await extras()).svg(link, sheet); }
export async function download_sheet(link, sheet, png) {
  (await extras()).download(link, sheet, png);
}
export async function show_games_in(root, game, to_page) {
  (await extras()).show_games(root, game, to_page);
}
export async function show_practice_in(root, lab, exercise_link, to_page) {
  (await extras()).show_practice(root, lab, exercise_link, to_page);
}
export async function show_live_in(root, code, to_page) {
  (await extras()).show_live(root, code, to_page);
}
export function live_view_in(query, step, asks, node, answer) {
  extras().then((m) => m.live_view(query, step, asks, node, answer)).catch(() => {});
}
export function extras_language(code) {
  if (loading) loading.then((m) => m.use_language(code)).catch(() => {});
}
"#)]
extern "C" {
    /// Starts loading the writer, so that it is there when a sheet is asked for.
    pub fn preload();
    #[wasm_bindgen(catch)]
    async fn sheet_svg(link: &str, sheet: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    async fn download_sheet(link: &str, sheet: &str, png: bool) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    async fn show_games_in(
        root: &web_sys::Element,
        game: &str,
        to_page: &js_sys::Function,
    ) -> Result<JsValue, JsValue>;
    /// Puts language `code` in force in the module, if it is loaded (it takes the page's
    /// language when it loads).
    pub fn extras_language(code: &str);
    #[wasm_bindgen(catch)]
    async fn show_live_in(
        root: &web_sys::Element,
        code: Option<String>,
        to_page: &js_sys::Function,
    ) -> Result<JsValue, JsValue>;
    /// Tells the live app the page's view, once the module is loaded (in the order told; the
    /// live app keeps it whether or not it is drawn yet).
    fn live_view_in(query: &str, step: u32, asks: &str, node: &str, answer: &str);
    #[wasm_bindgen(catch)]
    async fn show_practice_in(
        root: &web_sys::Element,
        lab: &str,
        exercise_link: bool,
        to_page: &js_sys::Function,
    ) -> Result<JsValue, JsValue>;
}

/// The page's report of a sheet: made, or what a person is told when the writer could not be
/// loaded or could not draw.
fn made(result: Result<JsValue, JsValue>) -> Action {
    let result = result.map(|_| ()).map_err(|error| {
        // The writer's own words (made in the module, in the language then in force), or ours.
        let why = error
            .as_string()
            .map_or_else(|| said!(PAGE_SHEET_WRITER_UNLOADED), Said::from);
        said!(PAGE_NO_SHEET, why = why)
    });
    Action::View(ViewAction::SheetMade(result))
}

/// The link the writer is given: the view as it stands, in the language in force.
fn link(m: &Model) -> String {
    let query = to_query(m.tree(), m.settings(), Some(m.step()));
    crate::query::link_with(&query, crate::i18n::language())
}

/// Offers the sheet named `sheet` ([`Sheet::name`]) of the view as a file (SVG, or PNG at twice
/// its size), or with `tex` every sheet as one LaTeX file; a failure goes to `report`.
pub fn download(m: &Model, sheet: &'static str, png: bool, report: Dispatch) {
    let link = link(m);
    wasm_bindgen_futures::spawn_local(async move {
        report.dispatch(made(download_sheet(&link, sheet, png).await));
    });
}

/// The SVG document of `sheet` for the view, to `done`; a failure goes to `report`.
pub fn svg(m: &Model, sheet: Sheet, done: Callback<String>, report: Dispatch) {
    let link = link(m);
    wasm_bindgen_futures::spawn_local(async move {
        let result = sheet_svg(&link, sheet.name()).await;
        if let Ok(svg) = &result {
            done.emit(svg.as_string().unwrap_or_default());
        }
        report.dispatch(made(result));
    });
}

thread_local! {
    /// The page's function the games call with each search they hand over (a JS function
    /// made once, for the page's life: the module keeps it).
    static TAKE_GAME_TREE: std::cell::OnceCell<js_sys::Function> =
        const { std::cell::OnceCell::new() };
    /// The page's function the practice calls with a solution's step to replay, made once.
    static TAKE_SOLUTION: std::cell::OnceCell<js_sys::Function> =
        const { std::cell::OnceCell::new() };
    /// The page's function the live app calls with each scene to show (`to_page(query,
    /// step)`), made once.
    static TAKE_SCENE: std::cell::OnceCell<js_sys::Function> =
        const { std::cell::OnceCell::new() };
}

/// Where the games are shown.
const GAME_ROOT: &str = "game-root";
/// Where the practice is shown.
const PRACTICE_ROOT: &str = "practice-part";
/// Where the live app is shown (in every tab: a student's view stays in sight).
const LIVE_ROOT: &str = "live-root";

/// The place on the page where the extras module shows a tab's app (`id`): a `<div>` after the app's own, made the
/// first time. Never inside the app's: the module runs a Yew of its own, and two Yews whose
/// elements nest would both handle an event on the inner one (each numbers its trees from 1,
/// so the outer takes the inner's elements for its own, and runs its own handlers).
fn extras_root(id: &str) -> Option<web_sys::Element> {
    let document = web_sys::window()?.document()?;
    if let Some(el) = document.get_element_by_id(id) {
        return Some(el);
    }
    let el = document.create_element("div").ok()?;
    el.set_id(id);
    el.set_class_name("part");
    document.body()?.append_child(&el).ok()?;
    Some(el)
}

/// Shows the extras module's app of `mode` (if it was ever shown) and hides the others.
pub fn show_extras(mode: Mode) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let games = matches!(mode, Mode::TicTacToe | Mode::Othello);
    for (id, shown) in [(GAME_ROOT, games), (PRACTICE_ROOT, mode == Mode::Practice)] {
        if let Some(el) = document.get_element_by_id(id) {
            let _ = if shown {
                el.remove_attribute("hidden")
            } else {
                el.set_attribute("hidden", "")
            };
        }
    }
}

/// Shows `game` in the page's game tab (`#game-root`, after the app's own elements), loading the games first if need be;
/// each search they open as a tree is shown (`report`), and a failure to load them is said
/// (`failed`, None once they are shown).
pub fn show_games(game: Mode, report: Dispatch, failed: Callback<Option<Said>>) {
    let Some(root) = extras_root(GAME_ROOT) else {
        return;
    };
    // The page's function that takes each search handed over: made once, for the page's life.
    let to_page = TAKE_GAME_TREE.with(|f| {
        f.get_or_init(|| {
            // Read in one task, taken as the tree in the next, drawn in the Trees tab in the
            // one after: a big search's reading, loading and drawing each take a while, and
            // the page answers input between them.
            let take = Closure::<dyn Fn(String)>::new(move |text: String| {
                if let Some((root, tree)) = handed(&text) {
                    let report = report.clone();
                    let load = move || {
                        report.dispatch(Action::GameTree(root, Rc::new(tree)));
                        let show =
                            move || report.dispatch(Action::View(ViewAction::Mode(Mode::Trees)));
                        gloo::timers::callback::Timeout::new(0, show).forget();
                    };
                    gloo::timers::callback::Timeout::new(0, load).forget();
                }
            });
            take.into_js_value().unchecked_into()
        })
        .clone()
    });
    let name = if game == Mode::Othello {
        "othello"
    } else {
        "tictactoe"
    };
    wasm_bindgen_futures::spawn_local(async move {
        let shown = show_games_in(&root, name, &to_page).await;
        failed.emit(shown.err().map(|_| said!(PAGE_GAME_UNLOADED)));
    });
}

/// Shows the practice in the Practice tab (`#practice-part`, after the app's own elements), loading it first if need be,
/// with the lab's link (`lab`: its tree and conventions) and whether a link to an exercise
/// opened the page; the solution's replay it asks for is shown (`report`), and a failure to
/// load it is said (`failed`, None once it is shown).
pub fn show_practice(
    lab: String,
    exercise_link: bool,
    report: Dispatch,
    failed: Callback<Option<Said>>,
) {
    let Some(root) = extras_root(PRACTICE_ROOT) else {
        return;
    };
    let to_page = TAKE_SOLUTION.with(|f| {
        f.get_or_init(|| {
            let take = Closure::<dyn Fn(String)>::new(move |query: String| {
                let q = crate::query::parse_query(&query);
                if let Some(Ok(tree)) = q.tree {
                    let step = q.step.unwrap_or(0);
                    report.dispatch(Action::ShowSolution(Rc::new(tree), q.settings, step));
                    // The replay starts at the top of the page, wherever the practice was read.
                    if let Some(w) = web_sys::window() {
                        w.scroll_to_with_x_and_y(0.0, 0.0);
                    }
                }
            });
            take.into_js_value().unchecked_into()
        })
        .clone()
    });
    wasm_bindgen_futures::spawn_local(async move {
        let shown = show_practice_in(&root, &lab, exercise_link, &to_page).await;
        failed.emit(shown.err().map(|_| said!(PAGE_PRACTICE_UNLOADED)));
    });
}

/// Shows the live app (`#live-root`, after the app's own elements), loading it first if need
/// be: as the lecturer (`code` None), or as a student of session `code`; each scene it hands
/// over is shown (`report`), and a failure to load it is said (`failed`, None once shown).
pub fn show_live(code: Option<String>, report: Dispatch, failed: Callback<Option<Said>>) {
    let Some(root) = extras_root(LIVE_ROOT) else {
        return;
    };
    let to_page = TAKE_SCENE.with(|f| {
        f.get_or_init(|| {
            let take = Closure::<dyn Fn(String, u32)>::new(move |query: String, step: u32| {
                report.dispatch(Action::ShowScene { query, step });
            });
            take.into_js_value().unchecked_into()
        })
        .clone()
    });
    wasm_bindgen_futures::spawn_local(async move {
        let shown = show_live_in(&root, code, &to_page).await;
        failed.emit(shown.err().map(|_| said!(PAGE_LIVE_UNLOADED)));
    });
}

/// Tells the live app the page's view: its link query (without the step), the step, and
/// Predict's question there.
pub fn live_view(query: &str, step: u32, question: Option<&PageQuestion>) {
    let (asks, node, answer) = match question {
        Some(q) => {
            let asks = match q.asks {
                crate::live::Asks::Cut => "cut",
                crate::live::Asks::Value => "value",
            };
            (asks, q.node.as_str(), q.answer.as_str())
        }
        None => ("", "", ""),
    };
    live_view_in(query, step, asks, node, answer);
}
