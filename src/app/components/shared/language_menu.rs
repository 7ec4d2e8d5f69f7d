//! The language menu in the header: English, 日本語, 简体中文, Slovenščina, each named in
//! itself. A choice is kept in this browser, and a link the page was opened with follows it.

use super::dom::value_of;
use crate::app::{language, Dispatch};
use crate::i18n::{self, Lang};
use crate::t;
use yew::prelude::*;

pub fn language_menu(dispatch: &Dispatch, now: Lang) -> Html {
    let dispatch = dispatch.clone();
    let onchange = Callback::from(move |e: Event| {
        let Some(lang) = Lang::from_code(&value_of(&e)) else {
            return;
        };
        language::load_then(lang, dispatch.clone(), move || {
            language::keep_choice(lang);
            language::follow_in_url(lang);
        });
    });
    let label = t!(LANG_MENU);
    html! {
        // `~value`, the property: a menu a person has used no longer follows `selected`.
        <select id="lang" class="theme" aria-label={label.clone()} title={label} {onchange} ~value={now.code()}>
            { for Lang::ALL.into_iter().map(|lang| html! {
                <option value={lang.code()} lang={lang.code()} selected={lang == now}>{ lang.endonym() }</option>
            }) }
        </select>
    }
}

/// The link the page shows or hands on (`query`), in the language in force.
pub fn in_language(query: &str) -> String {
    crate::query::link_with(query, i18n::language())
}
