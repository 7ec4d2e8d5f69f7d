//! The practice's top: which exercise (a new one by difficulty, or the lab's tree), what it
//! asks for, the conventions it is graded by, and the exercise to share (its link, never the
//! answers) or print (worksheet and answer key, as in Share & export).

use crate::app::browser;
use crate::app::practice_app::{given, new_seed, DrillDispatch};
use crate::app::Shared;
use crate::draw::svg::{from_link, Sheet};
use crate::engine::practice::Difficulty;
use crate::engine::{CutRule, Fail, Form, Settings, Side};
use crate::model::practice::{Practice, PracticeAction, Source};
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PracticeBarProps {
    pub practice: Shared<Practice>,
    pub dispatch: DrillDispatch,
    /// The lab's link: its tree and conventions.
    pub lab_link: String,
}

#[function_component(PracticeBar)]
pub fn practice_bar(p: &PracticeBarProps) -> Html {
    let practice = &p.practice.0;
    let locked = practice.checked().is_some();
    let draw = |d: Difficulty| {
        let dispatch = p.dispatch.clone();
        let onclick =
            Callback::from(move |_| dispatch.dispatch(PracticeAction::Draw(d, new_seed())));
        let id = format!("practice-new-{}", d.name());
        html! { <button {id} class="tool" {onclick}>{ capitalised(d.name()) }</button> }
    };
    let lab_tree = {
        let dispatch = p.dispatch.clone();
        let link = p.lab_link.clone();
        Callback::from(move |_| {
            if let Some(action) = given(&link) {
                dispatch.dispatch(action);
            }
        })
    };
    let title = match practice.source() {
        Source::Drawn(d, seed) => format!("{} exercise #{seed}", capitalised(d.name())),
        Source::Given => "Your tree".to_string(),
    };
    let ask = {
        let dispatch = p.dispatch.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                dispatch.dispatch(PracticeAction::AskAlphaBeta(input.checked()));
            }
        })
    };
    html! {
        <div class="practice-bar">
            <div class="tools">
                <span class="tool-label">{ "New exercise" }</span>
                { for Difficulty::ALL.into_iter().map(draw) }
                <button id="practice-lab-tree" class="tool" onclick={lab_tree}
                    title="Practise the tree the Trees tab shows">{ "The lab's tree" }</button>
            </div>
            <h2 id="practice-title">{ title }</h2>
            <p class="practice-task">
                { "Type the value each inner node returns. Click an edge to strike the branch below it through if it is never searched (click again to take the mark back). Then Check." }
            </p>
            <div class="tools">
                <label class="check">
                    <input id="practice-ask-ab" type="checkbox" checked={practice.asks_alpha_beta()}
                        disabled={locked} onchange={ask} />
                    { " Also give each node's final α and β (beside it: α above, β below)" }
                </label>
            </div>
            { conventions(p, locked) }
        </div>
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The conventions graded by, each a menu.
fn conventions(p: &PracticeBarProps, locked: bool) -> Html {
    let s = p.practice.0.settings();
    let menu = |id: &'static str, label: &'static str, options: [(&'static str, Settings); 2]| {
        let dispatch = p.dispatch.clone();
        let chosen = options.iter().position(|(_, o)| *o == s).unwrap_or(0);
        let onchange = Callback::from(move |e: Event| {
            let picked = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
                .and_then(|sel| sel.value().parse::<usize>().ok());
            if let Some(&(_, settings)) = picked.and_then(|i| options.get(i)) {
                dispatch.dispatch(PracticeAction::Conventions(settings));
            }
        });
        html! {
            <label class="field">
                <span>{ label }</span>
                <select {id} disabled={locked} {onchange}>
                    { for options.iter().enumerate().map(|(i, (text, _))| html! {
                        <option value={i.to_string()} selected={i == chosen}>{ *text }</option>
                    }) }
                </select>
            </label>
        }
    };
    html! {
        <div class="tools practice-conventions" aria-label="Conventions">
            { menu("practice-root", "Root", [("Max", Settings { root: Side::Max, ..s }), ("Min", Settings { root: Side::Min, ..s })]) }
            { menu("practice-rule", "Cut when", [("α ≥ β", Settings { rule: CutRule::Ge, ..s }), ("α > β", Settings { rule: CutRule::Gt, ..s })]) }
            { menu("practice-fail", "Returns", [("fail-soft", Settings { fail: Fail::Soft, ..s }), ("fail-hard", Settings { fail: Fail::Hard, ..s })]) }
            { menu("practice-form", "Form", [("max/min", Settings { form: Form::MaxMin, ..s }), ("negamax", Settings { form: Form::Negamax, ..s })]) }
            <p id="practice-conventions" class="conventions">{ p.practice.0.conventions() }</p>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub practice: Shared<Practice>,
}

/// The exercise's link, and its worksheet and answer key as files.
#[function_component(Share)]
pub fn share(p: &ShareProps) -> Html {
    let practice = &p.practice.0;
    let link = format!("{}{}", browser::base_url(), practice.link());
    // Whether the link was copied (None: not tried since it last changed).
    let copied = use_state(|| None::<bool>);
    {
        let copied = copied.setter();
        use_effect_with(link.clone(), move |_| copied.set(None));
    }
    let copy = {
        let link = link.clone();
        let copied = copied.setter();
        Callback::from(move |_| {
            let copied = copied.clone();
            browser::copy_text(&link, "practice-link", move |ok| copied.set(Some(ok)));
        })
    };
    let copy_label = browser::copy_said(*copied);
    let sheet = |id: &'static str, text: &'static str, sheet: Sheet| {
        let query = practice.link();
        let onclick = Callback::from(move |_| {
            if let Ok(doc) = from_link(&query, sheet) {
                browser::download_svg(&doc.svg, &format!("alphabeta-{}.svg", sheet.name()));
            }
        });
        html! { <button {id} class="tool" {onclick}>{ text }</button> }
    };
    let answers = {
        let json = practice.answers_json();
        Callback::from(move |_| browser::download_text(&json, "alphabeta-answers.json"))
    };
    html! {
        <div class="tools">
            <span class="tool-label">{ "Share" }</span>
            <input id="practice-link" class="link" type="text" readonly=true value={link}
                aria-label="The exercise's link: the tree and conventions, not the answers" />
            <button id="practice-copy-link" class="tool" onclick={copy}>{ copy_label }</button>
            { sheet("practice-worksheet", "Worksheet (SVG)", Sheet::Worksheet) }
            { sheet("practice-key", "Answer key (SVG)", Sheet::AnswerKey) }
            <button id="practice-answers-file" class="tool" onclick={answers}
                title="Your answers as a file that ablab grade reads">{ "My answers (JSON)" }</button>
        </div>
    }
}
