//! The sheet writer (`src/bin/sheets.rs`), loaded on demand: the worksheet, the answer key and
//! the step sheet are drawn by a second WebAssembly module that the page fetches when Share &
//! export first opens, not in the first download. It is given the view's link and draws what
//! the page shows; a failure (no network, say) is said in the drawer, and the next try loads
//! it again.

use super::Dispatch;
use crate::draw::svg::Sheet;
use crate::model::{Action, Model, ViewAction};
use crate::query::to_query;
use wasm_bindgen::prelude::*;
use yew::Callback;

// The loader. The module's files sit beside the page's own; this file is copied two folders
// down (`snippets/<crate>/`), hence the path. A failed load is forgotten, so that a retry
// fetches again.
#[wasm_bindgen(inline_js = r#"
let loading = null;
function sheets() {
  if (!loading) {
    loading = import(new URL("../../sheets.js", import.meta.url).href)
      .then(async (m) => { await m.default(); return m; })
      .catch((e) => { loading = null; throw e; });
  }
  return loading;
}
export function preload() { sheets().catch(() => {}); }
export async function sheet_svg(link, sheet) { return (await sheets()).svg(link, sheet); }
export async function download_sheet(link, sheet, png) {
  (await sheets()).download(link, sheet, png);
}
"#)]
extern "C" {
    /// Starts loading the writer, so that it is there when a sheet is asked for.
    pub fn preload();
    #[wasm_bindgen(catch)]
    async fn sheet_svg(link: &str, sheet: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    async fn download_sheet(link: &str, sheet: &str, png: bool) -> Result<JsValue, JsValue>;
}

/// The page's report of a sheet: made, or what a person is told when the writer could not be
/// loaded or could not draw.
fn made(result: Result<JsValue, JsValue>) -> Action {
    let result = result.map(|_| ()).map_err(|error| {
        let why = error.as_string().unwrap_or_else(|| {
            "the part of the page that draws sheets could not be loaded (is the network down?)"
                .to_string()
        });
        format!("No sheet was made: {why}. Try again.")
    });
    Action::View(ViewAction::SheetMade(result))
}

/// The link the writer is given: the view as it stands.
fn link(m: &Model) -> String {
    to_query(m.tree(), m.settings(), Some(m.step()))
}

/// Offers `sheet` of the view as a file (SVG, or PNG at twice its size); a failure goes to
/// `report`.
pub fn download(m: &Model, sheet: Sheet, png: bool, report: Dispatch) {
    let link = link(m);
    wasm_bindgen_futures::spawn_local(async move {
        report.dispatch(made(download_sheet(&link, sheet.name(), png).await));
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
