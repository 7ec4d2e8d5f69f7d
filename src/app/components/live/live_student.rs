//! The student's view of a live session (`?live=CODE`): joining (a code, a name if they
//! wish), following the lecturer's step (`#btn-live-follow` returns to it), the question put,
//! answered with Predict's own hooks, then "received", the votes, and whether they were right.

use super::live_votes::{choice_text, conn_note, error_note, histogram, question_text};
use crate::live::{Asks, Phase};
use crate::model::{Conn, Guess, LiveAction, LiveModel};
use crate::search::Tree;
use crate::t;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The value of the field `id`, if it is on the page.
fn field(id: &str) -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
        .map(|i| i.value())
        .unwrap_or_default()
}

/// The student's view, of `live` as it stands; `tree`: the tree the page shows; `d`: the live
/// app's dispatch.
pub fn live_student(live: &LiveModel, tree: Option<&Tree>, d: &Callback<LiveAction>) -> Html {
    let act = |a: LiveAction| super::live_votes::act(d, a);
    let Some(s) = live.student() else {
        return Html::default();
    };
    let in_session = s.token.is_some();
    if !in_session {
        let d = d.clone();
        let join = Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            d.emit(LiveAction::Join {
                code: field("live-join-code"),
                name: field("live-join-name"),
            });
        });
        return html! {
            <section id="live-student" class="live-panel live-student" aria-label={t!(PAGE_LIVE_JOIN_HEADING)}>
                <h2>{ t!(PAGE_LIVE_JOIN_HEADING) }</h2>
                { conn_note(live.conn()) }
                { error_note(live.error()) }
                <form class="live-join-form" onsubmit={join}>
                    <label>{ t!(PAGE_LIVE_CODE) }
                        <input id="live-join-code" type="text" value={s.code.clone()} autocomplete="off"
                            autocapitalize="characters" spellcheck="false" maxlength="12" /></label>
                    <label>{ t!(PAGE_LIVE_NAME) }
                        <input id="live-join-name" type="text" value={s.name.clone().unwrap_or_default()}
                            autocomplete="nickname" maxlength="40" /></label>
                    <button id="btn-live-join" class="tool" type="submit">{ t!(PAGE_LIVE_JOIN) }</button>
                </form>
            </section>
        };
    }
    let follow = html! {
        <button id="btn-live-follow" class="tool" data-look={s.following.then_some("on")}
            aria-pressed={if s.following { "true" } else { "false" }}
            title={t!(PAGE_LIVE_FOLLOW_TITLE)}
            onclick={act(LiveAction::Follow)}>{ t!(PAGE_LIVE_FOLLOW) }</button>
    };
    let question = s.asked.as_ref().map(|a| {
        let q = &a.question;
        // The node by its label in the tree shown (the lecturer's), else its label alone.
        let text = question_text(tree, q.asks, &q.node);
        let answer = |g: Guess| act(LiveAction::Answer(g));
        let choices = s.may_answer().then(|| match q.asks {
            Asks::Cut => html! {
                <>
                    <button id="predict-cut" class="tool" onclick={answer(Guess::Cut(true))}>{ t!(PAGE_PREDICT_CUT) }</button>
                    <button id="predict-no-cut" class="tool" onclick={answer(Guess::Cut(false))}>{ t!(PAGE_PREDICT_NO_CUT) }</button>
                </>
            },
            Asks::Value => {
                let d = d.clone();
                let submit = Callback::from(move |e: SubmitEvent| {
                    e.prevent_default();
                    d.emit(LiveAction::Answer(Guess::Value(field("predict-value"))));
                });
                html! {
                    <form class="live-value" onsubmit={submit}>
                        <input id="predict-value" type="text" inputmode="decimal" autocomplete="off"
                            aria-label={t!(PAGE_PREDICT_VALUE)} />
                        <button id="live-answer-send" class="tool" type="submit">{ t!(PAGE_LIVE_SEND) }</button>
                    </form>
                }
            }
        });
        let round = a.phase.open_round();
        let received = round
            .and_then(|r| s.received_in(q.id, r))
            .or_else(|| s.received.iter().rev().find(|(qq, ..)| *qq == q.id).map(|(_, _, c)| c.as_str()))
            .map(|c| html! { <p id="live-received" class="live-received" role="status">{ t!(PAGE_LIVE_RECEIVED, choice = choice_text(c)) }</p> });
        let verdict = s.verdict.as_ref().filter(|(vq, _)| *vq == q.id).map(|(_, rounds)| {
            let right = rounds.last().is_some_and(|(_, r)| *r);
            let text = if right {
                t!(PAGE_LIVE_VERDICT_RIGHT)
            } else {
                t!(PAGE_LIVE_VERDICT_WRONG, answer = choice_text(a.answer.as_deref().unwrap_or("")))
            };
            html! { <p id="live-verdict" class="live-verdict" data-look={if right { "right" } else { "wrong" }} role="status">{ text }</p> }
        });
        let shown = matches!(a.phase, Phase::Shown { .. })
            .then(|| html! { <p class="tool-note">{ t!(PAGE_LIVE_SHOWN) }</p> });
        html! {
            <div id="live-question" class="predict live-asked">
                if let Some(r) = round { <span class="tool-note">{ t!(PAGE_LIVE_ROUND, round = r) }</span> }
                <span id="predict-question">{ text }</span>
                { choices.unwrap_or_default() }
                { received.unwrap_or_default() }
                { shown.unwrap_or_default() }
                { verdict.unwrap_or_default() }
                { histogram(a) }
            </div>
        }
    });
    let waiting = (s.asked.is_none() && live.conn() == Conn::Up)
        .then(|| html! { <p class="tool-note">{ t!(PAGE_LIVE_WAITING) }</p> });
    html! {
        <section id="live-student" class="live-panel live-student" aria-label={t!(PAGE_LIVE_IN, code = s.code.as_str())}>
            <div class="live-head">
                <h2>{ t!(PAGE_LIVE_IN, code = s.code.as_str()) }</h2>
                { follow }
            </div>
            { conn_note(live.conn()) }
            { error_note(live.error()) }
            { question.unwrap_or_default() }
            { waiting.unwrap_or_default() }
        </section>
    }
}
