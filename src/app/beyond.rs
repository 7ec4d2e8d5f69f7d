//! The page's build with the searches beyond alpha-beta (`src/bin/beyond.rs`: this page with
//! the `beyond` feature), loaded only when work needs it, so that the first download leaves it
//! out. The page's own build decides as it starts: a link or saved work that needs it
//! ([`crate::query::needs_beyond`]) starts that build instead of this one. While the page
//! runs, asking for what only that build has ([`crate::model::HandOver`]) keeps the work as
//! the saved work (or, over a link's, as a link) and opens the page again, which then starts
//! that build. Should it fail to load (offline, before it was ever kept), this build starts,
//! and says so.

use super::browser;
use crate::model::{HandOverTo, SAVE_KEY};
use crate::query::needs_beyond;
use wasm_bindgen::prelude::*;

// The loader, a file of its own (an inline one would be numbered, and the builds number
// theirs differently in the same folder).
#[wasm_bindgen(module = "/src/app/beyond-loader.js")]
extern "C" {
    #[wasm_bindgen(catch)]
    async fn load_beyond() -> Result<JsValue, JsValue>;
}

thread_local! {
    /// Why the build beyond alpha-beta could not be loaded, for the page to say.
    static FAILED: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Whether the page's address or the saved work needs the build beyond alpha-beta.
pub fn wanted() -> bool {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    needs_beyond(&search) || browser::load(SAVE_KEY).is_some_and(|saved| needs_beyond(&saved))
}

/// Loads and starts the build beyond alpha-beta; if it cannot be loaded, starts this page's
/// own build (`start_here`), which says why.
pub fn start(start_here: fn()) {
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(e) = load_beyond().await {
            let why = e
                .dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
                .unwrap_or_else(|| format!("{e:?}"));
            FAILED.with(|f| *f.borrow_mut() = Some(why));
            start_here();
        }
    });
}

/// Why the build beyond alpha-beta could not be loaded, once.
pub fn failed() -> Option<String> {
    FAILED.with(|f| f.borrow_mut().take())
}

/// Takes the work to the build beyond alpha-beta: kept as the saved work and the page opened
/// again without a link (the language a link named kept as the browser's choice), or, when
/// the work may not be kept there, opened as a link in the page's language.
pub fn hand_over(to: &HandOverTo) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let path = location.pathname().unwrap_or_default();
    let kept = to.keep && browser::save(SAVE_KEY, &to.query);
    // A language the address names goes too: kept as this browser's choice, as the menu's.
    let search = location.search().unwrap_or_default();
    if kept && crate::query::pairs(&search).any(|(name, _)| name == "lang") {
        super::language::keep_choice(crate::i18n::language());
    }
    let query = if kept {
        String::new()
    } else {
        crate::i18n::link_with(&to.query, crate::i18n::language())
    };
    let _ = location.replace(&format!("{path}{query}"));
}
