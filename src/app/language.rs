//! The page's language: chosen from a link's `&lang=`, else the menu's choice kept in this
//! browser, else the browser's preferred languages, else English ([`i18n::choose`]).
//!
//! English is compiled in. Another language's messages are read from its file, served with
//! the build ([`Lang::served_file`]), the first time it is chosen, then kept in this browser
//! ([`i18n::pack`]), so that the next visit shows it at once, with no network. Choosing a
//! language never loads the extras module. `<html lang>` follows the language in force.

use super::state::Dispatch;
use super::{browser, extras};
use crate::i18n::{self, Lang};
use crate::model::storage_keys::{LANG_KEY, LANG_MESSAGES_PREFIX};
use crate::model::{Action, ViewAction};
use crate::t;
use std::cell::RefCell;
use yew::prelude::*;

/// The storage key of a language's messages, kept once read.
fn table_key(lang: Lang) -> String {
    format!("{LANG_MESSAGES_PREFIX}{}", lang.code())
}

/// The language the page opens in, as the link, this browser's choice and its preferred
/// languages ask.
pub fn initial() -> Lang {
    let window = web_sys::window();
    let search = window
        .as_ref()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let preferred: Vec<String> = window
        .map(|w| w.navigator().languages())
        .map(|list| list.iter().filter_map(|v| v.as_string()).collect())
        .unwrap_or_default();
    let stored = browser::load(LANG_KEY);
    i18n::choose(
        crate::query::language(&search),
        stored.as_deref(),
        preferred.iter().map(String::as_str),
    )
}

/// Puts `lang` in force from what this browser kept, before anything is drawn; false when it
/// has to be read first ([`load`]).
pub fn use_kept(lang: Lang) -> bool {
    let kept = match lang {
        Lang::En => None,
        _ => match browser::load(&table_key(lang)).and_then(|t| i18n::unpack(&t)) {
            Some(table) => Some(table),
            None => return false,
        },
    };
    let ok = i18n::set_language(lang, kept);
    if ok {
        set_html_lang(lang);
    }
    ok
}

/// Reads `lang`'s messages from its file, keeps them, puts them in force and tells
/// the page (`ViewAction::Language`); a failure (no network) leaves the language as it was,
/// and says why on the page.
pub fn load(lang: Lang, page: Dispatch) {
    load_then(lang, page, || {});
}

/// [`load`], and once the language is in force, `then` (the menu keeps the choice then, so a
/// language that could not be read is not kept).
pub fn load_then(lang: Lang, page: Dispatch, then: impl FnOnce() + 'static) {
    if use_kept(lang) {
        then();
        extras::extras_language(lang.code());
        page.dispatch(Action::View(ViewAction::Language(lang)));
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let table = read_served(lang).await;
        let packed = table.as_deref().map(i18n::pack).unwrap_or_default();
        match table.is_some() && i18n::set_language(lang, table) {
            true => {
                browser::save(&table_key(lang), &packed);
                set_html_lang(lang);
                then();
                extras::extras_language(lang.code());
                page.dispatch(Action::View(ViewAction::Language(lang)));
            }
            false => {
                menu_names(i18n::language());
                page.dispatch(Action::View(ViewAction::LanguageFailed(lang)))
            }
        }
    });
}

/// `lang`'s messages, read from the file the build serves and put in English's order; None
/// when it cannot be had (no network) or read.
async fn read_served(lang: Lang) -> Option<Vec<String>> {
    // English's file gives the order (the page's wasm carries English's patterns only).
    let english = read_text(Lang::En.served_file()).await?;
    let own = read_text(lang.served_file()).await?;
    i18n::table_in_order(&english, &own).ok()
}

/// The text of the file at `url`; None when it cannot be had.
async fn read_text(url: &str) -> Option<String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let window = web_sys::window()?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .ok()?
        .dyn_into::<web_sys::Response>()
        .ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// The language menu names `lang` again (the page draws it unchanged, so the choice a person
/// made stays shown otherwise).
fn menu_names(lang: Lang) {
    use wasm_bindgen::JsCast;
    let menu = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("lang"))
        .and_then(|el| el.dyn_into::<web_sys::HtmlSelectElement>().ok());
    if let Some(menu) = menu {
        menu.set_value(lang.code());
    }
}

/// Keeps `lang` as this browser's choice (the menu's).
pub fn keep_choice(lang: Lang) {
    browser::save(LANG_KEY, lang.code());
}

/// `<html lang>`, and the words of the page's two small scripts (the new version's notice,
/// `static/offline.js`; the crash message, `static/crash.js`), which they read from `<html>`.
fn set_html_lang(lang: Lang) {
    if let Some(html) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = html.set_attribute("lang", lang.code());
        for (name, words) in [
            ("data-msg-update-ready", t!(LANG_UPDATE_READY)),
            ("data-msg-update-reload", t!(LANG_UPDATE_RELOAD)),
            ("data-msg-update-later", t!(LANG_UPDATE_LATER)),
            ("data-msg-crash-title", t!(LANG_CRASH_TITLE)),
            ("data-msg-crash-text", t!(LANG_CRASH_TEXT)),
            ("data-msg-crash-report", t!(LANG_CRASH_REPORT)),
        ] {
            let _ = html.set_attribute(name, &words);
        }
    }
}

thread_local! {
    /// The extras module' components on the page, each drawn again when the language changes
    /// (the module is told so from the page's, outside any of its components).
    static REDRAWS: RefCell<Vec<Callback<()>>> = const { RefCell::new(Vec::new()) };
}

/// Draws the extras module' components again (the module's language changed).
pub fn redraw_parts() {
    let redraws = REDRAWS.with(|r| r.borrow().clone());
    for redraw in redraws {
        redraw.emit(());
    }
}

/// A component of the extras module calls this to be drawn again, with its state, when the
/// language changes.
#[hook]
pub fn use_redraw_on_language() {
    let force = use_force_update();
    use_effect_with((), move |_| {
        let redraw = Callback::from(move |()| force.force_update());
        REDRAWS.with(|r| r.borrow_mut().push(redraw.clone()));
        // A callback is equal only to itself.
        move || REDRAWS.with(|r| r.borrow_mut().retain(|c| *c != redraw))
    });
}

/// A link the page was opened with that names a language now names `lang` (so that a reload
/// keeps the choice); a link that names none is left as it is.
pub fn follow_in_url(lang: Lang) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let search = window.location().search().unwrap_or_default();
    if !crate::query::pairs(&search).any(|(name, _)| name == "lang") {
        return;
    }
    let url = format!(
        "{}{}",
        window.location().pathname().unwrap_or_default(),
        crate::query::link_with(&search, lang)
    );
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}
