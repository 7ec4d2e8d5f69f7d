//! The practice's bottom: Check, a hint (the next step of the search, at a cost), the grade
//! with the first mistake explained and a way to see it in the replay, and past scores.

use crate::app::practice_app::{to_page, DrillDispatch};
use crate::app::Shared;
use crate::engine::practice::Grade;
use crate::engine::NodeId;
use crate::model::practice::{Practice, PracticeAction, HINT_COST};
use crate::query::to_query;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PracticeCheckProps {
    pub practice: Shared<Practice>,
    pub dispatch: DrillDispatch,
}

#[function_component(PracticeCheck)]
pub fn practice_check(p: &PracticeCheckProps) -> Html {
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
    let hint_title = format!(
        "Shows the next step of the search; each costs {} of a point",
        HINT_COST
    );
    html! {
        <div class="practice-check">
            <div class="tools">
                if checked.is_none() {
                    <button id="practice-check" class="tool primary" onclick={send(PracticeAction::Check)}>{ "Check" }</button>
                    <button id="practice-hint" class="tool" title={hint_title}
                        disabled={practice.hints_used_up()} onclick={send(PracticeAction::Hint)}>{ "Show the next step (hint)" }</button>
                } else {
                    <button id="practice-again" class="tool primary" onclick={send(PracticeAction::TryAgain)}>{ "Try again" }</button>
                    <button id="practice-replay" class="tool" onclick={replay(0)}
                        title="Opens the solution's replay in the Trees tab">{ "Replay the solution" }</button>
                }
                <button id="practice-start-over" class="tool" onclick={send(PracticeAction::StartOver)}
                    title="Clears every answer, mark and hint">{ "Clear answers" }</button>
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
        <section id="practice-hints" class="practice-hints" aria-label="Hints">
            <h3>{ format!("Hints: {} step{} shown", steps.len(), if steps.len() == 1 { "" } else { "s" }) }</h3>
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
            .join(", ")
    };
    let score = Practice::score(g, practice.hints());
    let percent = (score * 100.0).round();
    let parts = g.out_of + g.unanswered.len();
    let verdict = if g.correct() && g.unanswered.is_empty() {
        "All right!"
    } else {
        "Not yet right."
    };
    let mut lines = Vec::new();
    let mut line = |id: &'static str, what: &str, nodes: &[NodeId]| {
        if !nodes.is_empty() {
            lines.push(html! { <li {id}>{ format!("{what}: {}", list(nodes)) }</li> });
        }
    };
    line("practice-wrong-values", "Wrong values", &g.wrong_values);
    line("practice-unanswered", "No value given", &g.unanswered);
    line(
        "practice-missed",
        "Never searched, not marked",
        &g.missed_prunes,
    );
    line("practice-extra", "Marked, but searched", &g.extra_prunes);
    line(
        "practice-wrong-ab",
        "Wrong alpha and beta",
        &g.wrong_alpha_beta,
    );
    let hints = practice.hints();
    let paid = (hints > 0).then(|| {
        format!(
            ", less {} for {hints} hint{}",
            HINT_COST * hints as f64,
            if hints == 1 { "" } else { "s" }
        )
    });
    html! {
        <section id="practice-result" class="practice-result" data-correct={g.correct().to_string()} aria-live="polite">
            <p id="practice-score" class="score">
                <strong>{ format!("{percent}%") }</strong>
                { format!(" — {} of {parts} right{}. {verdict}", g.points, paid.unwrap_or_default()) }
            </p>
            <ul>{ for lines }</ul>
            if let Some(m) = &g.first_mistake {
                <div id="practice-mistake" class="mistake" data-kind={m.kind.name()} data-node={label(m.node)}>
                    <p>
                        <strong>{ format!("First mistake, at step {}: ", m.step) }</strong>
                        { m.explanation.clone() }
                    </p>
                    <button id="practice-mistake-step" class="tool" onclick={replay(m.step)}>
                        { format!("See step {} in the replay", m.step) }
                    </button>
                </div>
            } else if !g.unanswered.is_empty() {
                <p class="mistake">{ format!("Give a value for {} too.", list(&g.unanswered)) }</p>
            }
        </section>
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
            <summary>{ format!("Your scores ({})", past.len()) }</summary>
            <ol reversed=true>
                { for past.iter().rev().map(|r| html! {
                    <li>{ format!("{}: {}%{}", r.name, (r.score * 100.0).round(),
                        if r.hints > 0 { format!(" ({} hints)", r.hints) } else { String::new() }) }</li>
                }) }
            </ol>
        </details>
    }
}
