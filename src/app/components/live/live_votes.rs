//! What the lecturer's panel and the student's view both show: a question's votes, round by
//! round, as bars (`#live-histogram`), a choice in words, and what went wrong.

use crate::live::{Asked, Asks, Refusal, CUT, NO_CUT};
use crate::model::{ask, Conn, LiveAction, LiveError, Question};
use crate::search::Tree;
use crate::t;
use yew::prelude::*;

/// A button's press that applies `action` (`d`: the live app's dispatch).
pub fn act(d: &Callback<LiveAction>, action: LiveAction) -> Callback<MouseEvent> {
    d.reform(move |_| action.clone())
}

/// A question in Predict's words: of the node labelled `node` in `tree` (the tree the page
/// shows), else of its label alone.
pub fn question_text(tree: Option<&Tree>, asks: Asks, node: &str) -> String {
    let found = tree.and_then(|t| Some((t, (0..t.len() as u32).find(|&n| *t.label(n) == *node)?)));
    match (asks, found) {
        (Asks::Cut, Some((t, n))) => ask(t, Question::Cut(n)),
        (Asks::Value, Some((t, n))) => ask(t, Question::Value(n)),
        (Asks::Cut, None) => t!(PAGE_PRACTICE_PREDICT_CUT, node = node),
        (Asks::Value, None) => t!(PAGE_PRACTICE_PREDICT_VALUE, node = node),
    }
}

/// A choice as the page shows it: Predict's words for a cut, a value with its minus sign.
pub fn choice_text(choice: &str) -> String {
    match choice {
        CUT => t!(PAGE_PREDICT_CUT),
        NO_CUT => t!(PAGE_PREDICT_NO_CUT),
        "-inf" => "−∞".into(),
        "+inf" => "+∞".into(),
        v => v.replace('-', "−"),
    }
}

/// The rounds' votes shown (both side by side after Reveal, the right choice marked).
pub fn histogram(asked: &Asked) -> Html {
    if asked.votes.is_empty() {
        return Html::default();
    }
    let right = asked.answer.as_deref();
    let rounds = asked.votes.iter().map(|votes| {
        let most = votes.counts.iter().map(|(_, n)| *n).max().unwrap_or(0).max(1);
        let bars = votes.counts.iter().map(|(choice, count)| {
            let is_right = right == Some(choice.as_str());
            let width = format!("width:{}%", count * 100 / most);
            html! {
                <li class="live-bar" data-choice={choice.clone()} data-count={count.to_string()}
                    data-look={is_right.then_some("right")}>
                    <span class="live-choice">{ choice_text(choice) }
                        if is_right { <span class="live-right">{ " ✓ " }{ t!(PAGE_LIVE_RIGHT) }</span> }
                    </span>
                    <span class="live-fill" style={width} />
                    <span class="live-count">{ count }</span>
                </li>
            }
        });
        html! {
            <div class="live-round" data-round={votes.round.to_string()}>
                <h3>{ t!(PAGE_LIVE_ROUND, round = votes.round) }</h3>
                <ul>{ for bars }</ul>
            </div>
        }
    });
    html! { <div id="live-histogram" class="live-histogram">{ for rounds }</div> }
}

/// Where the connection stands, when it is not simply up.
pub fn conn_note(conn: Conn) -> Html {
    let text = match conn {
        Conn::Connecting => t!(PAGE_LIVE_CONNECTING),
        Conn::Down => t!(PAGE_LIVE_RECONNECTING),
        Conn::NoServer => {
            return html! { <p id="live-no-server" class="drawer-error" role="alert">{ t!(PAGE_LIVE_NO_SERVER) }</p> }
        }
        Conn::Off | Conn::Up => return Html::default(),
    };
    html! { <p id="live-conn" class="live-conn" role="status">{ text }</p> }
}

/// What went wrong, in words.
/// Why the server refused a message, in words.
fn refused(refusal: &Refusal) -> String {
    match refusal {
        Refusal::NoSession => t!(PAGE_LIVE_NO_SESSION),
        Refusal::TooManyTries { wait_s } => t!(PAGE_LIVE_TOO_MANY, seconds = *wait_s),
        Refusal::Malformed { detail } => t!(PAGE_LIVE_REFUSED_MALFORMED, detail = detail.as_str()),
        Refusal::TooLarge { bytes } => t!(PAGE_LIVE_REFUSED_TOO_LARGE, bytes = *bytes as u64),
        Refusal::Invalid { field, detail } => t!(
            PAGE_LIVE_REFUSED_INVALID,
            field = field.as_str(),
            detail = detail.as_str()
        ),
        Refusal::NotLecturer => t!(PAGE_LIVE_REFUSED_NOT_LECTURER),
        Refusal::NotInSession => t!(PAGE_LIVE_REFUSED_NOT_IN_SESSION),
        Refusal::Closed => t!(PAGE_LIVE_REFUSED_CLOSED),
        Refusal::TooFast { per_second } => t!(PAGE_LIVE_REFUSED_TOO_FAST, count = *per_second),
        Refusal::Unstored => t!(PAGE_LIVE_REFUSED_UNSTORED),
        Refusal::TooManySessions { wait_s } => {
            t!(PAGE_LIVE_REFUSED_TOO_MANY_SESSIONS, seconds = *wait_s)
        }
        Refusal::Full => t!(PAGE_LIVE_REFUSED_FULL),
    }
}

pub fn error_note(error: Option<&LiveError>) -> Html {
    let Some(error) = error else {
        return Html::default();
    };
    let text = match error {
        LiveError::BadCode(code) => t!(PAGE_LIVE_BAD_CODE, code = code.as_str()),
        LiveError::NotAValue(why) => why.to_string(),
        LiveError::Refused(Refusal::NoSession) => t!(PAGE_LIVE_NO_SESSION),
        LiveError::Refused(refusal) => refused(refusal),
    };
    html! { <p id="live-error" class="drawer-error" role="alert">{ text }</p> }
}
