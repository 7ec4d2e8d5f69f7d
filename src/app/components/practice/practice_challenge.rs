//! The practice's challenges: a row to pick one (a new one by kind, or one by its number), and
//! the challenge open: its task, the tree to work on (`practice_challenge_tree`), Check with
//! the verdict and its reason in the narration's words, and the attempt as a file.

use super::practice_challenge_tree::ChallengeTree;
use super::practice_drill::{new_seed, to_page};
use crate::app::browser;
use crate::app::components::shared::dom::value_of;
use crate::app::Shared;
use crate::model::challenge::{ChallengeAction, ChallengeDrill};
use crate::model::storage_keys::CHALLENGE_KEY;
use crate::query::to_query;
use crate::t;
use crate::teach::practice::challenge::{self, ChallengeKind, Verdict};
use std::rc::Rc;
use yew::prelude::*;

/// The challenge open, if any, as Yew's reducer holds it.
#[derive(Default)]
pub struct ChallengeSlot(pub Option<Rc<ChallengeDrill>>);

/// What the challenges' parts send.
#[derive(Clone, Debug)]
pub enum SlotAction {
    /// Open the challenge of this kind and seed.
    Open(ChallengeKind, u64),
    /// Back to the exercises.
    Close,
    /// Work on the challenge open.
    Do(ChallengeAction),
    /// Show this challenge (a set's exercise), or none.
    Show(Option<Rc<ChallengeDrill>>),
}

pub type SlotDispatch = UseReducerDispatcher<ChallengeSlot>;

impl Reducible for ChallengeSlot {
    type Action = SlotAction;

    fn reduce(self: Rc<Self>, action: SlotAction) -> Rc<Self> {
        match (action, &self.0) {
            (SlotAction::Open(kind, seed), _) => Rc::new(ChallengeSlot(Some(Rc::new(
                ChallengeDrill::new(kind, seed),
            )))),
            (SlotAction::Close, Some(_)) => Rc::new(ChallengeSlot(None)),
            (SlotAction::Show(drill), _) => Rc::new(ChallengeSlot(drill)),
            (SlotAction::Do(a), Some(drill)) => {
                let mut d = (**drill).clone();
                if d.apply(a) {
                    Rc::new(ChallengeSlot(Some(Rc::new(d))))
                } else {
                    self
                }
            }
            _ => self,
        }
    }
}

/// The challenge open, as this browser kept it, kept again at every change (and forgotten
/// when closed).
#[hook]
pub fn use_challenge_slot() -> UseReducerHandle<ChallengeSlot> {
    let slot = use_reducer(|| {
        let kept = browser::load(CHALLENGE_KEY).and_then(|t| ChallengeDrill::from_saved(&t));
        ChallengeSlot(kept.map(Rc::new))
    });
    use_effect_with(slot.0.clone().map(Shared), |open| match open {
        Some(d) => {
            browser::save(CHALLENGE_KEY, &d.0.to_save());
        }
        None => browser::remove(CHALLENGE_KEY),
    });
    slot
}

#[derive(Properties, PartialEq)]
pub struct PickerProps {
    pub dispatch: SlotDispatch,
    /// The kind of the challenge open.
    pub open: Option<ChallengeKind>,
}

/// New challenges by kind, one by its number, and the way back to the exercises.
#[function_component(ChallengePicker)]
pub fn challenge_picker(p: &PickerProps) -> Html {
    crate::app::language::use_redraw_on_language();
    let number = use_state(String::new);
    let kind = use_state(|| ChallengeKind::Order);
    let seed = number.trim().parse::<u64>().ok();
    let new = |k: ChallengeKind| {
        let dispatch = p.dispatch.clone();
        let onclick = Callback::from(move |_| dispatch.dispatch(SlotAction::Open(k, new_seed())));
        let id = format!("practice-challenge-{}", k.name());
        let pressed = (p.open == Some(k)).to_string();
        html! {
            <button {id} class="tool" aria-pressed={pressed} title={t!(PRACTICE_CHALLENGE_NEW_TITLE)} {onclick}>
                { t!(PRACTICE_CHALLENGE_KIND, kind = k.name()) }
            </button>
        }
    };
    let on_number = {
        let number = number.setter();
        Callback::from(move |e: InputEvent| number.set(value_of(e.as_ref())))
    };
    let on_kind = {
        let kind = kind.setter();
        Callback::from(move |e: Event| {
            if let Some(k) = ChallengeKind::named(&value_of(&e)) {
                kind.set(k);
            }
        })
    };
    let open = {
        let (dispatch, k) = (p.dispatch.clone(), *kind);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(seed) = seed {
                dispatch.dispatch(SlotAction::Open(k, seed));
            }
        })
    };
    let close = {
        let dispatch = p.dispatch.clone();
        Callback::from(move |_| dispatch.dispatch(SlotAction::Close))
    };
    html! {
        <div class="tools practice-challenges">
            <span class="tool-label">{ t!(PRACTICE_CHALLENGE_PICK) }</span>
            { for ChallengeKind::ALL.into_iter().map(new) }
            <form class="practice-open" onsubmit={open}>
                <input id="practice-challenge-number" type="text" inputmode="numeric" pattern="[0-9]*"
                    size="6" placeholder="#" aria-label={t!(PRACTICE_CHALLENGE_NUMBER_ARIA)}
                    value={(*number).clone()} oninput={on_number} />
                <select id="practice-challenge-kind" aria-label={t!(PRACTICE_CHALLENGE_KIND_ARIA)} onchange={on_kind}>
                    { for ChallengeKind::ALL.into_iter().map(|k| html! {
                        <option value={k.name()} selected={k == *kind}>{ t!(PRACTICE_CHALLENGE_KIND, kind = k.name()) }</option>
                    }) }
                </select>
                <button id="btn-practice-challenge-open" class="tool" type="submit" disabled={seed.is_none()}
                    title={t!(PRACTICE_CHALLENGE_OPEN_TITLE)}>{ t!(PRACTICE_OPEN) }</button>
            </form>
            if p.open.is_some() {
                <button id="practice-challenge-close" class="tool" onclick={close}>{ t!(PRACTICE_CHALLENGE_BACK) }</button>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct ViewProps {
    pub drill: Shared<ChallengeDrill>,
    pub dispatch: SlotDispatch,
    /// The student's name, for the attempt's file.
    pub student: String,
}

/// The challenge open: title, task, the tree, Check and the verdict.
#[function_component(ChallengeView)]
pub fn challenge_view(p: &ViewProps) -> Html {
    crate::app::language::use_redraw_on_language();
    let d = &p.drill.0;
    let send = |action: ChallengeAction| {
        let dispatch = p.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(SlotAction::Do(action.clone())))
    };
    // What the tree sends, the same callback while the dispatcher is.
    let to_tree = use_callback(p.dispatch.clone(), |a: ChallengeAction, dispatch| {
        dispatch.dispatch(SlotAction::Do(a))
    });
    let kind = d.kind();
    let name = t!(PRACTICE_CHALLENGE_KIND, kind = kind.name());
    // A set's challenge has no number: the set gives it.
    let title = match d.seed() {
        Some(seed) => t!(PRACTICE_CHALLENGE_TITLE, kind = name, seed = seed),
        None => name,
    };
    let replay = {
        let query = to_query(d.tree(), challenge::settings(), Some(0));
        Callback::from(move |_: MouseEvent| to_page(query.clone()))
    };
    let file = {
        let (drill, student) = (p.drill.clone(), p.student.clone());
        Callback::from(move |_: MouseEvent| {
            let made_at = String::from(js_sys::Date::new_0().to_iso_string());
            let version = env!("CARGO_PKG_VERSION");
            if let Some(json) = drill.0.answer_json(&student, &made_at, version) {
                browser::download_text(&json, &drill.0.file_name(&student))
            }
        })
    };
    html! {
        <div id="practice-challenge" class="practice-challenge" data-exercise-kind={kind.name()}>
            <h2 id="practice-title">{ title }</h2>
            <p id="challenge-task" class="practice-task">{ d.task() }</p>
            <p class="practice-task challenge-help">{ help(d) }</p>
            <ChallengeTree drill={p.drill.clone()} send={to_tree} />
            { status(d) }
            <div class="tools">
                <button id="challenge-check" class="tool primary" onclick={send(ChallengeAction::Check)}>{ t!(PRACTICE_CHECK) }</button>
                <button id="challenge-start-over" class="tool" onclick={send(ChallengeAction::StartOver)}
                    title={t!(PRACTICE_CHALLENGE_START_OVER_TITLE)}>{ t!(PRACTICE_CHALLENGE_START_OVER) }</button>
                <button id="challenge-replay" class="tool" onclick={replay}
                    title={t!(PRACTICE_CHALLENGE_REPLAY_TITLE)}>{ t!(PRACTICE_CHALLENGE_REPLAY) }</button>
                if d.seed().is_some() {
                    <button id="challenge-answer-file" class="tool" onclick={file}
                        title={t!(PRACTICE_CHALLENGE_FILE_TITLE)}>{ t!(PRACTICE_ANSWERS_FILE) }</button>
                }
            </div>
            { for d.verdict().map(|v| verdict(d, v)) }
        </div>
    }
}

/// How to work this kind of challenge.
fn help(d: &ChallengeDrill) -> String {
    match d.kind() {
        ChallengeKind::Order => t!(PRACTICE_CHALLENGE_ORDER_HELP),
        ChallengeKind::Cut => t!(PRACTICE_CHALLENGE_CUT_HELP),
        ChallengeKind::Build => t!(PRACTICE_CHALLENGE_BUILD_HELP),
    }
}

/// What the tree as it stands does: the leaves evaluated (Best order), the leaves changed
/// (Make it cut).
fn status(d: &ChallengeDrill) -> Html {
    let said = match d.challenge() {
        challenge::Challenge::Order { .. } => t!(PRACTICE_CHALLENGE_COUNT, leaves = d.evaluated()),
        challenge::Challenge::Cut { k, .. } => {
            t!(PRACTICE_CHALLENGE_CHANGES, changed = d.changes(), k = *k)
        }
        challenge::Challenge::Build { .. } => return html! {},
    };
    html! { <p id="challenge-status" class="challenge-status" aria-live="polite">{ said }</p> }
}

/// The verdict: its score, and why in the narration's words.
fn verdict(d: &ChallengeDrill, v: &Verdict) -> Html {
    let percent = (v.score * 100.0).round();
    let done = if v.correct { "yes" } else { "no" };
    html! {
        <section id="challenge-verdict" class="practice-result" data-correct={v.correct.to_string()}
            data-reason={v.reason.name()} aria-live="polite">
            <p id="challenge-score" class="score">
                <strong>{ t!(PRACTICE_PERCENT, percent = percent) }</strong>
                { format!(" {}", t!(PRACTICE_CHALLENGE_DONE, done = done)) }
            </p>
            <p id="challenge-explanation">{ d.explanation().unwrap_or_default() }</p>
        </section>
    }
}
