//! The share and export drawer: a link that opens exactly this view (with a warning, and the
//! notation as a file, when it is too long for servers), SVG and PNG files, and printable
//! worksheets with their answer keys.

use crate::app::components::shared::button::send;
use crate::app::PanelProps;
use crate::app::{browser, extras};
use crate::draw::svg::Sheet;
use crate::i18n::{m, tr, Msg};
use crate::model::{Action, Place, ViewAction};
use crate::query::{long_link_warning, to_query};
use crate::t;
use yew::prelude::*;

/// A file the drawer offers: its button's id and words, the sheet the writer is asked for (its
/// name, or `tex` for every sheet as one LaTeX file), and whether as PNG. Made in one loop: the
/// page's own build is smaller so.
type File = (&'static str, Msg, &'static str, bool);
const FILES: [File; 6] = [
    ("btn-svg-worksheet", m::PAGE_WORKSHEET.0, "worksheet", false),
    ("btn-svg-key", m::PAGE_ANSWER_KEY.0, "answer-key", false),
    ("btn-svg-step", m::PAGE_THIS_STEP.0, "step", false),
    ("btn-export-tex", m::PAGE_LATEX.0, "tex", false),
    ("btn-png-step", m::PAGE_THIS_STEP.0, "step", true),
    ("btn-png-key", m::PAGE_ANSWER_KEY.0, "answer-key", true),
];

#[function_component(ExportPanel)]
pub fn export_panel(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let link = format!(
        "{}{}",
        browser::base_url(),
        crate::app::components::shared::language_menu::in_language(&to_query(
            m.tree(),
            m.settings(),
            Some(m.step())
        ))
    );
    // The sheet writer (part of the extras module) is loaded from the moment the drawer opens.
    use_effect_with((), |_| extras::preload());
    // Whether the last copy reached the clipboard (if not, the link is left selected).
    let copied = use_state(|| None::<bool>);
    let copy = {
        let link = link.clone();
        let copied = copied.setter();
        Callback::from(move |_| {
            let copied = copied.clone();
            browser::copy_text(&link, "share-link", move |ok| copied.set(Some(ok)));
        })
    };
    let copy_label = browser::copy_said(*copied);
    let warning = long_link_warning(link.chars().count()).map(|text| {
        html! { <p id="share-link-warning" class="drawer-error" role="status">{ text }</p> }
    });
    let notation_file = {
        let model = props.model.clone();
        Callback::from(move |_| {
            browser::download_text(&model.0.notation_file(), "alphabeta-tree.txt");
        })
    };
    let file = |&(id, text, sheet, png): &File| {
        let model = props.model.clone();
        let dispatch = props.dispatch.clone();
        let onclick = Callback::from(move |_| {
            extras::download(&model.0, sheet, png, dispatch.clone());
        });
        html! { <button id={id} class="tool" {onclick}>{ tr(text, &[]) }</button> }
    };
    let failed = m.notice(Place::Drawer).map(|text| {
        html! { <p id="export-error" class="drawer-error" role="alert">{ text.to_string() }</p> }
    });
    let print = |id: &'static str, text: String, sheet: Sheet| {
        html! {
            <button id={id} class="tool" onclick={send(&props.dispatch, Action::View(ViewAction::Print(sheet)))}>{ text }</button>
        }
    };
    html! {
        <section id="export-panel" class="drawer" aria-label={t!(PAGE_SHARE)}>
            <label class="field wide">
                <span>{ t!(PAGE_SHARE_LINK) }</span>
                <input id="share-link" type="text" readonly=true value={link} />
            </label>
            <button id="btn-copy-link" class="tool primary" onclick={copy}>{ copy_label }</button>
            <button id="btn-download-notation" class="tool" onclick={notation_file}
                title={t!(PAGE_NOTATION_FILE_TITLE)}>{ t!(PAGE_NOTATION_FILE) }</button>
            { warning.unwrap_or_default() }
            <div class="tools">
                <span class="tool-label">{ "SVG" }</span>
                { for FILES[..3].iter().map(file) }
                <span class="tool-label">{ "LaTeX" }</span>
                { file(&FILES[3]) }
                // The files for paper and slides on a row of their own, so that no group of
                // buttons is split from its name.
                <span class="break"></span>
                <span class="tool-label">{ t!(PAGE_PNG) }</span>
                { for FILES[4..].iter().map(file) }
                <span class="tool-label">{ t!(PAGE_PRINT) }</span>
                { print("btn-print-worksheet", t!(PAGE_WORKSHEET), Sheet::Worksheet) }
                { print("btn-print-key", t!(PAGE_ANSWER_KEY), Sheet::AnswerKey) }
            </div>
            { failed.unwrap_or_default() }
        </section>
    }
}
