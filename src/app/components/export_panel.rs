//! The share and export drawer: a link that opens exactly this view (with a warning, and the
//! notation as a file, when it is too long for servers), SVG and PNG files, and printable
//! worksheets with their answer keys.

use super::button::send;
use crate::app::browser;
use crate::app::PanelProps;
use crate::draw::svg::{document, sheet_layout, Sheet};
use crate::model::{Action, ViewAction};
use crate::query::{long_link_warning, to_query};
use yew::prelude::*;

/// A PNG is drawn at this many pixels per pixel of the sheet, sharp on slides.
const PNG_SCALE: f64 = 2.0;

#[function_component(ExportPanel)]
pub fn export_panel(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let link = format!(
        "{}{}",
        browser::base_url(),
        to_query(m.tree(), m.settings(), Some(m.step()))
    );
    let copied = use_state(|| false);
    let copy = {
        let link = link.clone();
        let copied = copied.clone();
        Callback::from(move |_| {
            browser::copy_text(&link);
            copied.set(true);
        })
    };
    let warning = long_link_warning(link.chars().count()).map(|text| {
        html! { <p id="share-link-warning" class="drawer-error" role="status">{ text }</p> }
    });
    let notation_file = {
        let model = props.model.clone();
        Callback::from(move |_| {
            browser::download_text(&model.0.notation_file(), "alphabeta-tree.txt");
        })
    };
    let file = |id: &'static str, text: &'static str, sheet: Sheet, png: bool| {
        let model = props.model.clone();
        let onclick = Callback::from(move |_| {
            let m = &model.0;
            let layout = sheet_layout(m.tree());
            let title = match sheet {
                Sheet::Worksheet => "Alpha-beta worksheet",
                Sheet::AnswerKey => "Alpha-beta answer key",
                Sheet::Step => "Alpha-beta, step by step",
            };
            let doc = document(m.tree(), m.trace(), &layout, sheet, Some(m.replay()), title);
            let name = match sheet {
                Sheet::Worksheet => "alphabeta-worksheet",
                Sheet::AnswerKey => "alphabeta-answer-key",
                Sheet::Step => "alphabeta-step",
            };
            if png {
                let (w, h) = (f64::from(doc.width), f64::from(doc.height));
                browser::download_png(&doc.svg, w, h, PNG_SCALE, &format!("{name}.png"));
            } else {
                browser::download_svg(&doc.svg, &format!("{name}.svg"));
            }
        });
        html! { <button id={id} class="tool" {onclick}>{ text }</button> }
    };
    let print = |id: &'static str, text: &'static str, sheet: Sheet| {
        html! {
            <button id={id} class="tool" onclick={send(&props.dispatch, Action::View(ViewAction::Print(sheet)))}>{ text }</button>
        }
    };
    html! {
        <section id="export-panel" class="drawer" aria-label="Share and export">
            <label class="field wide">
                <span>{ "Link to this view" }</span>
                <input id="share-link" type="text" readonly=true value={link} />
            </label>
            <button id="btn-copy-link" class="tool primary" onclick={copy}>{ if *copied { "Copied" } else { "Copy link" } }</button>
            <button id="btn-download-notation" class="tool" onclick={notation_file}
                title="The tree as text, to open again by pasting it into Notation…">{ "Notation file" }</button>
            { warning.unwrap_or_default() }
            <div class="tools">
                <span class="tool-label">{ "SVG" }</span>
                { file("btn-svg-worksheet", "Worksheet", Sheet::Worksheet, false) }
                { file("btn-svg-key", "Answer key", Sheet::AnswerKey, false) }
                { file("btn-svg-step", "This step", Sheet::Step, false) }
                <span class="tool-label">{ "PNG (2×, for slides)" }</span>
                { file("btn-png-step", "This step", Sheet::Step, true) }
                { file("btn-png-key", "Answer key", Sheet::AnswerKey, true) }
                <span class="tool-label">{ "Print" }</span>
                { print("btn-print-worksheet", "Worksheet", Sheet::Worksheet) }
                { print("btn-print-key", "Answer key", Sheet::AnswerKey) }
            </div>
        </section>
    }
}
