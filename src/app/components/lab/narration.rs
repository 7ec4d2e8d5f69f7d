//! What the search just did, in plain words, and the path from the root to the current node
//! with each node's alpha and beta.

use crate::app::components::shared::button::send;
use crate::app::components::shared::dom::value_of;
use crate::app::PanelProps;
use crate::model::{ask, Action, Guess, PredictAction, Question};
use crate::search::{Algorithm, NodeId, Status};
use crate::t;
use crate::teach::narrate::{kind_word, narrate, node_name, rule_in_force, Style};
use yew::prelude::*;

pub fn narration(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let (tree, trace) = (m.tree(), m.trace());
    // No key is named: a phone has none (the buttons' tooltips name them).
    let text = if m.step() == 0 {
        t!(PAGE_STEP_ZERO)
    } else {
        narrate(tree, trace, m.step() - 1, Style::UNICODE)
    };
    // The path: the root down to the current node.
    let mut path: Vec<NodeId> = Vec::new();
    let mut at = m.replay().current();
    while let Some(n) = at {
        path.push(n);
        at = tree.parent(n);
    }
    path.reverse();
    let pruning = trace.settings.algorithm == Algorithm::AlphaBeta;
    let asking = m.predict().asked().is_some();
    let show = |s: Option<crate::search::Score>| {
        s.map(|s| trace.table.show(s, true))
            .unwrap_or_else(|| "·".into())
    };
    let items = path.iter().map(|&n| {
        let st = m.replay().node(n);
        let name = node_name(tree, n, Style::UNICODE);
        // A node where a depth limit stops the search is evaluated: it has no window.
        let detail = if tree.is_leaf(n) {
            String::new()
        } else if pruning && st.alpha.is_some() {
            t!(
                PAGE_PATH_WINDOW,
                kind = kind_word(tree, trace, n),
                alpha = show(st.alpha),
                beta = show(st.beta)
            )
        } else {
            t!(PAGE_PATH_KIND, kind = kind_word(tree, trace, n))
        };
        let current = st.status == Status::Current;
        // At the current node, the rule in force: what a reader needs to predict the cut.
        // Not while Predict asks: it would answer the question.
        let rule = (current && !asking)
            .then(|| rule_in_force(tree, trace, n, st, Style::UNICODE))
            .flatten()
            .map(|r| html! { <span id="rule-now" class="rule">{ t!(PAGE_PATH_RULE, rule = r) }</span> });
        // Keyed by node: Yew matches unkeyed items from the end, so a step down the path would
        // rewrite every item's text instead of adding one.
        html! {
            <li key={n} data-look={current.then_some("current")}>
                <b>{ name }</b>{ detail }{ rule.unwrap_or_default() }
            </li>
        }
    });
    html! {
        <section class="story">
            <p id="narration" class="narration" aria-live="polite">{ text }</p>
            { predict(props) }
            <ol id="path" class="path" aria-label={t!(PAGE_PATH)}>
                { for items }
            </ol>
        </section>
    }
}

/// While predicting: the question about the next step (with its answers), what was said of the
/// last answer, and the tally.
fn predict(props: &PanelProps) -> Html {
    let p = props.model.0.predict();
    // A student in a live session answers the class's question in its own place, with these
    // hooks.
    if !p.on() || props.model.0.live().student() {
        return html! {};
    }
    let answer = |guess: Guess| Action::Predict(PredictAction::Answer(guess));
    let d = &props.dispatch;
    let asked = p.asked().map(|q| {
        let answers = match q {
            Question::Cut(_) => html! {
                <>
                    <button id="predict-cut" class="tool" onclick={send(d, answer(Guess::Cut(true)))}>{ t!(PAGE_PREDICT_CUT) }</button>
                    <button id="predict-no-cut" class="tool" onclick={send(d, answer(Guess::Cut(false)))}>{ t!(PAGE_PREDICT_NO_CUT) }</button>
                </>
            },
            Question::Value(_) => {
                let on_key = {
                    let d = d.clone();
                    Callback::from(move |e: KeyboardEvent| {
                        if e.key() == "Enter" {
                            d.dispatch(answer(Guess::Value(value_of(&e))));
                        }
                    })
                };
                html! {
                    <input id="predict-value" type="text" autocomplete="off" aria-label={t!(PAGE_PREDICT_VALUE)}
                        placeholder={t!(PAGE_PREDICT_VALUE_PLACEHOLDER)} onkeydown={on_key} />
                }
            }
        };
        html! {
            <>
                <span id="predict-question">{ ask(props.model.0.tree(), q) }</span>
                { answers }
            </>
        }
    });
    let said = p.said().map(|(right, text)| {
        html! { <span id="predict-said" data-look={if right { "right" } else { "wrong" }}>{ text.to_string() }</span> }
    });
    let (right, answered) = p.tally();
    html! {
        <div id="predict" class="predict" role="group" aria-label={t!(PAGE_PREDICT)}>
            { asked.unwrap_or_default() }
            { said.unwrap_or_default() }
            <span id="predict-tally" class="tally">{ t!(PAGE_PREDICT_TALLY, right = right, answered = answered) }</span>
        </div>
    }
}
