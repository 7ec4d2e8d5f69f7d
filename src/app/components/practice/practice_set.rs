//! A set worked through (`?mode=practice&set=...`): its title, "Exercise 2 of 5", a button per
//! exercise (checked ones marked), Previous and Next, the results file, and a way out.

use crate::app::Shared;
use crate::model::challenge::ChallengeDrill;
use crate::model::practice::{Practice, SetRun};
use crate::t;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PracticeSetProps {
    pub run: SetRun,
    pub practice: Shared<Practice>,
    /// The exercise shown's challenge, if it is one.
    pub challenge: Option<Shared<ChallengeDrill>>,
    /// Go to an exercise (0 is the first).
    pub go: Callback<usize>,
    pub results: Callback<()>,
    pub leave: Callback<()>,
}

#[function_component(PracticeSet)]
pub fn practice_set(p: &PracticeSetProps) -> Html {
    // Drawn again, with its state, in a new language.
    crate::app::language::use_redraw_on_language();
    let (at, count) = (p.run.at(), p.run.len());
    let challenge = p.challenge.as_ref().map(|c| &*c.0);
    let checked = p.run.checked(&p.practice.0, challenge);
    let title = match p.run.set().title.as_str() {
        "" => t!(PRACTICE_SET_UNTITLED),
        title => title.to_string(),
    };
    let go = |to: usize| {
        let go = p.go.clone();
        Callback::from(move |_: MouseEvent| go.emit(to))
    };
    let step = |i: usize| {
        let label = if checked[i] {
            t!(PRACTICE_SET_CHECKED_ARIA, number = i + 1)
        } else {
            t!(PRACTICE_SET_GO_ARIA, number = i + 1)
        };
        html! {
            <button class="tool practice-step" aria-label={label}
                data-look={if i == at { "on" } else { "" }}
                data-state={if checked[i] { "checked" } else { "" }}
                aria-current={if i == at { "step" } else { "false" }}
                onclick={go(i)}>{ i + 1 }</button>
        }
    };
    let last = at + 1 == count;
    let results = {
        let results = p.results.clone();
        Callback::from(move |_: MouseEvent| results.emit(()))
    };
    let leave = {
        let leave = p.leave.clone();
        Callback::from(move |_: MouseEvent| leave.emit(()))
    };
    html! {
        <div id="practice-set" class="practice-set" data-set={p.run.id().to_string()}>
            <h2 id="practice-set-name">{ title }</h2>
            <div class="tools">
                <span id="practice-set-progress" class="tool-label" aria-live="polite">
                    { t!(PRACTICE_SET_PROGRESS, number = at + 1, count = count) }
                </span>
                <button id="practice-set-prev" class="tool" disabled={at == 0} onclick={go(at.saturating_sub(1))}>{ t!(PRACTICE_SET_PREVIOUS) }</button>
                { for (0..count).map(step) }
                <button id="practice-set-next" class="tool" disabled={last} onclick={go(at + 1)}>{ t!(PRACTICE_SET_NEXT) }</button>
                <button id="practice-set-results" class="tool" data-look={if last { "on" } else { "" }}
                    title={t!(PRACTICE_SET_RESULTS_TITLE)} onclick={results}>{ t!(PRACTICE_SET_RESULTS) }</button>
                <button id="practice-set-leave" class="tool" onclick={leave}>{ t!(PRACTICE_SET_LEAVE) }</button>
            </div>
            if last && checked[at] {
                <p id="practice-set-end" class="note">{ t!(PRACTICE_SET_LAST) }</p>
            }
        </div>
    }
}
