//! The lecturer's panel (opened by `#btn-live-start`, in the toolbar or while presenting): the
//! join code and its QR code, how many joined, the question of the step shown put to the
//! class, its rounds' votes, the right answer revealed, and the results (downloaded, and shown
//! as a table).

use super::live_results::live_results;
use super::live_votes::{choice_text, conn_note, error_note, histogram, question_text};
use crate::app::components::shared::button::tool;
use crate::app::live_socket::{join_link, qr_src};
use crate::live::Phase;
use crate::model::{LiveAction, LiveModel};
use crate::search::Tree;
use crate::t;
use yew::prelude::*;

/// The lecturer's panel, of `live` as it stands; `tree`: the tree the page shows; `d`: the live
/// app's dispatch.
pub fn live_lecturer(live: &LiveModel, tree: Option<&Tree>, d: &Callback<LiveAction>) -> Html {
    let act = |a: LiveAction| super::live_votes::act(d, a);
    let Some(l) = live.lecturer().filter(|_| live.open()) else {
        return Html::default();
    };
    let up = live.conn() == crate::model::Conn::Up && l.code.is_some();
    let code = l.code.as_deref().map(|code| {
        html! {
            <div class="live-code-row">
                <img id="live-qr" src={qr_src(code)} alt={t!(PAGE_LIVE_QR)} width="144" height="144" />
                <p class="live-join">
                    { t!(PAGE_LIVE_JOIN_AT, link = join_link(code)) }{ " " }
                    <b class="live-code" data-live-code={code.to_string()}>{ code }</b>
                    <br />
                    <span data-live-students={l.students.to_string()}>{ t!(PAGE_LIVE_STUDENTS, count = l.students) }</span>
                </p>
            </div>
        }
    });
    let question = live.view().and_then(|v| v.question.as_ref());
    let asked = l.asked.as_ref().map(|a| {
        let phase = a.phase;
        let text = match a.question.asks {
            crate::live::Asks::Cut => t!(PAGE_PRACTICE_PREDICT_CUT, node = a.question.node.as_str()),
            crate::live::Asks::Value => t!(PAGE_PRACTICE_PREDICT_VALUE, node = a.question.node.as_str()),
        };
        let open = phase.open_round().is_some();
        let revealed = matches!(phase, Phase::Revealed { .. });
        html! {
            <div class="live-asked">
                <p class="live-question">{ text }
                    if let Some(answer) = a.answer.as_deref().filter(|_| revealed) {
                        { " → " }<b>{ choice_text(answer) }</b>
                    }
                </p>
                <p class="live-row">
                    if let Some(round) = phase.open_round() {
                        <span>{ t!(PAGE_LIVE_ROUND, round = round) }{ ": " }</span>
                    }
                    <span data-live-answered={l.answered.to_string()}>{ t!(PAGE_LIVE_ANSWERED, count = l.answered) }</span>
                </p>
                <p class="live-row">
                    { tool("btn-live-votes", t!(PAGE_LIVE_VOTES).into(), None, !up || !open, None, act(LiveAction::ShowVotes)) }
                    { tool("btn-live-revote", t!(PAGE_LIVE_REVOTE).into(), None, !up || phase.revote().is_none(), None, act(LiveAction::Revote)) }
                    { tool("btn-live-reveal", t!(PAGE_LIVE_REVEAL).into(), None, !up || revealed, None, act(LiveAction::Reveal)) }
                </p>
                { histogram(a) }
            </div>
        }
    });
    let no_question = question
        .is_none()
        .then(|| html! { <span class="tool-note">{ t!(PAGE_LIVE_NO_QUESTION) }</span> });
    // The step's question beside Ask, unless it is the one the class has been asked (said
    // below, with its votes).
    let put = |q: &&crate::model::live::PageQuestion| {
        l.asked
            .as_ref()
            .is_some_and(|a| a.question.asks == q.asks && a.question.node == q.node)
    };
    let asking = question
        .filter(|q| !put(q))
        .map(|q| html! { <span class="tool-note">{ question_text(tree, q.asks, &q.node) }</span> });
    html! {
        <section id="live-panel" class="live-panel" aria-label={t!(PAGE_LIVE_PANEL)}>
            <div class="live-head">
                <h2>{ t!(PAGE_LIVE_PANEL) }</h2>
                { tool("btn-live-hide", t!(PAGE_LIVE_HIDE).into(), None, false, None, act(LiveAction::Hide)) }
                { tool("btn-live-end", t!(PAGE_LIVE_END).into(), None, false, None, act(LiveAction::End)) }
            </div>
            { conn_note(live.conn()) }
            { error_note(live.error()) }
            { code.unwrap_or_default() }
            <p class="live-row">
                { tool("btn-live-ask", t!(PAGE_LIVE_ASK).into(), Some(t!(PAGE_LIVE_ASK_TITLE)), !up || question.is_none(), None, act(LiveAction::Ask)) }
                { no_question.unwrap_or_default() }
                { asking.unwrap_or_default() }
            </p>
            { asked.unwrap_or_default() }
            <p class="live-row">
                { tool("btn-live-results", t!(PAGE_LIVE_RESULTS).into(), None, !up, None, act(LiveAction::Results)) }
            </p>
            { l.results.as_ref().map(live_results).unwrap_or_default() }
        </section>
    }
}
