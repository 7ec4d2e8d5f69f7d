//! The practice's bottom: Check, a hint (the next step of the search, at a cost), the grade
//! with the first mistake explained and a way to see it in the replay, and past scores.

use super::practice_drill::{to_page, DrillDispatch};
use crate::app::Shared;
use crate::model::practice::{Practice, PracticeAction, Record, HINT_COST};
use crate::query::to_query;
use crate::search::NodeId;
use crate::t;
use crate::teach::practice::Grade;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PracticeCheckProps {
    pub practice: Shared<Practice>,
    pub dispatch: DrillDispatch,
}

#[function_component(PracticeCheck)]
pub fn practice_check(p: &PracticeCheckProps) -> Html {
    // Drawn again, with its state, in a new language.
    crate::app::language::use_redraw_on_language();
    let practice = &p.practice.0;
    let send = |action: PracticeAction| {
        let dispatch = p.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(action.clone()))
    };
    let checked = practice.checked();
    let replay = |step: usize| {
        let query = to_query(practice.tree(), practice.settings(), Some(step));
        Callback::from(move |_: MouseEvent| to_page(query.clone()))
    };
    let hint_title = t!(PRACTICE_HINT_TITLE, cost = HINT_COST);
    html! {
        <div class="practice-check">
            <div class="tools">
                if checked.is_none() {
                    <button id="practice-check" class="tool primary" onclick={send(PracticeAction::Check)}>{ t!(PRACTICE_CHECK) }</button>
                    <button id="practice-hint" class="tool" title={hint_title}
                        disabled={practice.hints_used_up()} onclick={send(PracticeAction::Hint)}>{ t!(PRACTICE_HINT) }</button>
                } else {
                    <button id="practice-again" class="tool primary" onclick={send(PracticeAction::TryAgain)}>{ t!(PRACTICE_TRY_AGAIN) }</button>
                    <button id="practice-replay" class="tool" onclick={replay(0)}
                        title={t!(PRACTICE_REPLAY_TITLE)}>{ t!(PRACTICE_REPLAY) }</button>
                }
                <button id="practice-start-over" class="tool" onclick={send(PracticeAction::StartOver)}
                    title={t!(PRACTICE_CLEAR_TITLE)}>{ t!(PRACTICE_CLEAR) }</button>
            </div>
            { hints(practice) }
            { for checked.map(|g| result(practice, g, replay)) }
            { history(practice) }
        </div>
    }
}

/// The steps shown as hints, the latest last.
fn hints(practice: &Practice) -> Html {
    let steps = practice.hint_steps();
    if steps.is_empty() {
        return html! {};
    }
    html! {
        <section id="practice-hints" class="practice-hints" aria-label={t!(PRACTICE_HINTS_ARIA)}>
            <h3>{ t!(PRACTICE_HINTS_SHOWN, count = steps.len()) }</h3>
            <ol aria-live="polite">
                { for steps.into_iter().map(|s| html! { <li>{ s }</li> }) }
            </ol>
        </section>
    }
}

/// The grade: score, what is wrong, and the first mistake with the step that shows it.
fn result(practice: &Practice, g: &Grade, replay: impl Fn(usize) -> Callback<MouseEvent>) -> Html {
    let label = |n: NodeId| practice.tree().label(n).into_owned();
    let list = |nodes: &[NodeId]| {
        nodes
            .iter()
            .map(|&n| label(n))
            .collect::<Vec<_>>()
            .join(&t!(LIST_SEPARATOR))
    };
    let score = Practice::score(g, practice.hints());
    let percent = (score * 100.0).round();
    let parts = g.page_parts();
    let correct = g.page_correct();
    let mut lines = Vec::new();
    let mut line = |id: &'static str, what: fn(String) -> String, nodes: &[NodeId]| {
        if !nodes.is_empty() {
            lines.push(html! { <li {id}>{ what(list(nodes)) }</li> });
        }
    };
    line(
        "practice-wrong-values",
        |nodes| t!(PRACTICE_WRONG_VALUES, nodes = nodes),
        &g.wrong_values,
    );
    line(
        "practice-unanswered",
        |nodes| t!(PRACTICE_UNANSWERED, nodes = nodes),
        &g.unanswered,
    );
    line(
        "practice-missed",
        |nodes| t!(PRACTICE_MISSED_LIST, nodes = nodes),
        &g.missed_prunes,
    );
    line(
        "practice-extra",
        |nodes| t!(PRACTICE_EXTRA_LIST, nodes = nodes),
        &g.extra_prunes,
    );
    let wrong_ab = g.wrong_alpha_beta();
    if !wrong_ab.is_empty() {
        let named: Vec<String> = wrong_ab
            .iter()
            .map(|&n| g.wrong_parts_named(n, &label(n)))
            .collect();
        let nodes = named.join(&t!(LIST_SEPARATOR));
        lines.push(html! {
            <li id="practice-wrong-ab">{ t!(PRACTICE_WRONG_ALPHA_BETA, nodes = nodes) }</li>
        });
    }
    let (points, hints) = (g.points, practice.hints());
    let said = if hints > 0 {
        let cost = HINT_COST * hints as f64;
        t!(
            PRACTICE_SCORE_HINTS,
            points = points,
            parts = parts,
            cost = cost,
            hints = hints,
            correct = yes_no(correct)
        )
    } else {
        t!(
            PRACTICE_SCORE,
            points = points,
            parts = parts,
            correct = yes_no(correct)
        )
    };
    html! {
        <section id="practice-result" class="practice-result" data-correct={correct.to_string()} aria-live="polite">
            <p id="practice-score" class="score">
                <strong>{ t!(PRACTICE_PERCENT, percent = percent) }</strong>
                { said }
            </p>
            <ul>{ for lines }</ul>
            if let Some(m) = &g.first_mistake {
                <div id="practice-mistake" class="mistake" data-kind={m.kind.name()} data-node={label(m.node)}>
                    <p>
                        <strong>{ t!(PRACTICE_FIRST_MISTAKE, step = m.step) }</strong>
                        { practice.explanation().unwrap_or_default() }
                    </p>
                    <button id="practice-mistake-step" class="tool" onclick={replay(m.step)}>
                        { t!(PRACTICE_SEE_STEP, step = m.step) }
                    </button>
                </div>
            } else if !g.unanswered.is_empty() {
                <p class="mistake">{ t!(PRACTICE_GIVE_VALUE, nodes = list(&g.unanswered)) }</p>
            }
        </section>
    }
}

/// A message's selector for yes or no.
fn yes_no(yes: bool) -> &'static str {
    if yes {
        "yes"
    } else {
        "no"
    }
}

/// Past exercises' scores, the latest first.
fn history(practice: &Practice) -> Html {
    let past = practice.history();
    if past.is_empty() {
        return html! {};
    }
    html! {
        <details id="practice-history" class="practice-history">
            <summary>{ t!(PRACTICE_SCORES, count = past.len()) }</summary>
            <ol reversed=true>
                { for past.iter().rev().map(score_item) }
            </ol>
        </details>
    }
}

/// One past score: the exercise, its percent, and the hints it took.
fn score_item(r: &Record) -> Html {
    let (name, percent) = (r.shown_name(), (r.score * 100.0).round());
    let said = if r.hints > 0 {
        t!(
            PRACTICE_SCORE_ITEM_HINTS,
            name = name,
            percent = percent,
            hints = r.hints
        )
    } else {
        t!(PRACTICE_SCORE_ITEM, name = name, percent = percent)
    };
    html! { <li>{ said }</li> }
}
