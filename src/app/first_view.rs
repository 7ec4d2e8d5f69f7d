//! The first view that the build prerendered into the page (`scripts/prerender.cjs`): the
//! app's own page, painted before the wasm arrived (the loader fetches the wasm only once the
//! browser has shown it: `static/first-view.js`). The app takes it away and draws the page in
//! its place in the same task, so that nothing is painted in between (Yew draws in a microtask
//! of that task).

/// Takes the first view away, and its placeholder's mark, just before the app draws the page.
pub fn take_away(document: &web_sys::Document) {
    if let Ok(Some(view)) = document.query_selector(".first-view") {
        view.remove();
    }
    if let Some(html) = document.document_element() {
        let _ = html.class_list().remove_1("first-view-other");
    }
}
