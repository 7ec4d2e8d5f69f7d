//! The title, the preset picker and page notices (a link that could not be read, say).

use crate::app::browser;
use crate::app::components::shared::button::send;
use crate::app::components::shared::dom::{on_value, value_of};
use crate::app::PanelProps;
use crate::model::{Action, Edit, Mode, Place, ViewAction};
use crate::search::PRESETS;
use crate::t;
use crate::teach::Worded;
use yew::prelude::*;

pub fn header(props: &PanelProps) -> Html {
    let model = &props.model.0;
    let on_preset = on_value::<Event>(&props.dispatch, |v| {
        v.parse().ok().map(|i| Action::Edit(Edit::Preset(i)))
    });
    let selected = model.authoring().preset();
    let trees = model.view().mode() == Mode::Trees;
    let notice = model.notice(Place::Page).map(|text| {
        html! {
            <div id="notice" class="notice" role="alert">
                <span>{ text.to_string() }</span>
                <button class="dismiss" aria-label={t!(PAGE_DISMISS)}
                    onclick={send(&props.dispatch, Action::View(ViewAction::DismissNotice))}>{ "×" }</button>
            </div>
        }
    });
    html! {
        // A game tab hides the trees' subtitle and Tree menu (and so takes them out of its Tab
        // order).
        <header class="top" data-look={(!trees).then_some("game")}>
            <h1>{ t!(PAGE_TITLE) }</h1>
            <p class="tagline">{ t!(PAGE_TAGLINE) }</p>
            <nav class="modes" aria-label={t!(PAGE_MODES)}>
                { for [(Mode::Trees, t!(PAGE_MODE_TREES), "mode-trees"), (Mode::TicTacToe, t!(PAGE_MODE_TICTACTOE), "mode-tictactoe"), (Mode::Othello, t!(PAGE_MODE_OTHELLO), "mode-othello"), (Mode::Practice, t!(PAGE_MODE_PRACTICE), "mode-practice")].into_iter().map(|(mode, text, id)| {
                    let on = model.view().mode() == mode;
                    html! {
                        <button id={id} class="choice" data-look={on.then_some("on")} aria-pressed={on.to_string()}
                            onclick={send(&props.dispatch, Action::View(ViewAction::Mode(mode)))}>{ text }</button>
                    }
                }) }
            </nav>
            <label class="preset">
                <span>{ t!(PAGE_TREE_MENU) }</span>
                // `~value`, the property: a menu a person has used no longer follows the options'
                // `selected`, and must still name the tree in force (after Undo, say).
                <select id="preset" onchange={on_preset} ~value={selected.map_or_else(String::new, |i| i.to_string())}>
                    if selected.is_none() {
                        <option value="" selected=true disabled=true>{ t!(PAGE_YOUR_TREE) }</option>
                    }
                    { for PRESETS.iter().enumerate().map(|(i, p)| html! {
                        <option value={i.to_string()} selected={selected == Some(i)}>{ p.said().to_string() }</option>
                    }) }
                </select>
            </label>
            // The reader's own choices, side by side: the language and the theme.
            <div class="prefs">
                { crate::app::components::shared::language_menu::language_menu(&props.dispatch, model.view().lang()) }
                { theme_menu() }
            </div>
            { notice.unwrap_or_default() }
        </header>
    }
}

/// The theme: the system's (Auto), Light or Dark; kept in this browser. The menu keeps its own
/// choice between the header's redraws.
fn theme_menu() -> Html {
    let onchange = Callback::from(|e: Event| {
        let theme = value_of(&e);
        browser::set_theme(&theme);
        if theme.is_empty() {
            browser::remove(browser::THEME_KEY);
        } else {
            browser::save(browser::THEME_KEY, &theme);
        }
    });
    let now = browser::theme();
    html! {
        <select id="theme" class="theme" aria-label={t!(PAGE_THEME)} title={t!(PAGE_THEME)} {onchange}>
            { for [("", t!(PAGE_THEME_AUTO)), ("light", t!(PAGE_THEME_LIGHT)), ("dark", t!(PAGE_THEME_DARK))].into_iter().map(|(value, text)| html! {
                <option {value} selected={now == value}>{ text }</option>
            }) }
        </select>
    }
}
