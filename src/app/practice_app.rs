//! Practice as an app of its own, in the extras module (`src/bin/extras.rs`): the page
//! shows it in its Practice tab, which loads it when first opened. It keeps its own state
//! ([`Practice`]) and saves it in this browser at every change; it asks the page to open the
//! solution's replay at a step by handing it a link's query.

use super::browser;
use super::components::class::practice_lecturer::{lecturer_place, lecturer_tools, Tool};
use super::components::practice::{
    practice_bar::{student_field, PracticeBar, Share},
    practice_challenge::{
        use_challenge_slot, ChallengePicker, ChallengeSlot, ChallengeView, SlotAction,
    },
    practice_check::PracticeCheck,
    practice_drill::{given, keep_to_page, new_seed, Drill},
    practice_set::PracticeSet,
    practice_tree::PracticeTree,
};
use super::Shared;
use crate::answer_file::set_file::set_from_param;
use crate::model::practice::{Practice, PracticeAction, SetRun};
use crate::model::storage_keys::{PRACTICE_KEY, PRACTICE_SET_ASIDE_KEY};
use crate::query::parse_query;
use crate::t;
use crate::teach::practice::Difficulty;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::prelude::*;

thread_local! {
    /// Once mounted: hands the practice the lab's link each time the tab opens.
    static OPENED: RefCell<Option<Callback<Opened>>> = const { RefCell::new(None) };
}

/// What the page says when it shows the practice: the lab's link (its tree and conventions),
/// and whether the page was opened by a link to an exercise (whose tree is the lab's).
#[derive(Clone, PartialEq)]
pub struct Opened {
    pub lab: String,
    pub exercise_link: bool,
}

/// The practice the page opens with: saved practice, else a medium exercise under the lab's
/// conventions (`lab`: its link).
fn first_practice(lab: &str) -> Practice {
    if let Some(text) = browser::load(PRACTICE_KEY) {
        match Practice::from_saved(&text) {
            Ok(p) => return p,
            Err(_) => {
                browser::save(PRACTICE_SET_ASIDE_KEY, &text);
            }
        }
    }
    Practice::drawn(Difficulty::Medium, new_seed(), parse_query(lab).settings)
}

/// The set the page's link gives (`set=`), as kept in this browser; or what cannot be read of
/// it.
fn first_set() -> Option<Result<SetRun, String>> {
    let search = web_sys::window()?.location().search().ok()?;
    let (_, param) = crate::query::pairs(&search).find(|(k, _)| k == "set")?;
    let set = match set_from_param(&param) {
        Ok(set) => set,
        Err(why) => return Some(Err(why)),
    };
    let key = SetRun::new(set.clone()).key();
    Some(Ok(SetRun::from_saved(set, browser::load(&key).as_deref())))
}

/// Takes the set out of the page's address once it is left, so that a reload opens practice,
/// not the set again (its answers stay kept in this browser, for the link).
fn forget_set_in_url() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let search = location.search().unwrap_or_default();
    let url = format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        crate::query::without(&search, "set")
    );
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// The time spent on the exercise shown, while the page is in sight: a time taken counts
/// neither a tab in the background nor a computer asleep.
struct Clock {
    /// When the page came into sight (`Date.now()`), or `None` while it is hidden.
    since: Option<f64>,
    /// Milliseconds in sight before that, not yet taken.
    banked: f64,
}

impl Clock {
    fn new() -> Clock {
        Clock {
            since: (!page_hidden()).then(js_sys::Date::now),
            banked: 0.0,
        }
    }

    /// The page was hidden or shown (`visibilitychange`).
    fn seen(&mut self, hidden: bool) {
        let now = js_sys::Date::now();
        if let Some(since) = self.since.take() {
            self.banked += (now - since).max(0.0);
        }
        self.since = (!hidden).then_some(now);
    }

    /// The whole seconds in sight since last taken; counting starts again.
    fn take(&mut self) -> u64 {
        self.seen(page_hidden());
        let ms = std::mem::take(&mut self.banked);
        (ms / 1000.0) as u64
    }
}

fn page_hidden() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.hidden())
}

#[derive(Properties, PartialEq)]
struct Props {
    first: Opened,
}

#[function_component(PracticeApp)]
fn practice_app(p: &Props) -> Html {
    // Drawn again in a new language (its own words: the section's name).
    super::language::use_redraw_on_language();
    let first_set = use_memo((), |_| first_set());
    let run = use_state(|| first_set.as_ref().clone().and_then(Result::ok));
    let drill = use_reducer(|| {
        let practice = run
            .as_ref()
            .and_then(|r| r.practice(r.at(), r.student()))
            .unwrap_or_else(|| first_practice(&p.first.lab));
        Drill(Rc::new(practice))
    });
    // The set's exercise shown, if a challenge: its work (kept with the set's).
    let set_challenge = use_reducer(|| {
        let drill = run.as_ref().and_then(|r| r.challenge(r.at()));
        ChallengeSlot(drill.map(Rc::new))
    });
    let lab_link = use_state(|| p.first.lab.clone());
    let tool = use_state(|| None::<Tool>);
    let clock = use_mut_ref(Clock::new);
    {
        let clock = clock.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().and_then(|w| w.document()).map(|doc| {
                gloo::events::EventListener::new(&doc, "visibilitychange", move |_| {
                    clock.borrow_mut().seen(page_hidden());
                })
            });
            move || drop(listener)
        });
    }
    // Each time the tab opens: the lab's link, and a link's exercise practised (not while a
    // set is worked through).
    {
        let set = lab_link.setter();
        let dispatch = drill.dispatcher();
        let first = p.first.clone();
        let in_set = run.is_some();
        use_effect_with((), move |_| {
            let open = Callback::from(move |o: Opened| {
                if let Some(action) = given(&o.lab).filter(|_| o.exercise_link && !in_set) {
                    dispatch.dispatch(action);
                }
                set.set(o.lab);
            });
            open.emit(first);
            OPENED.with(|s| *s.borrow_mut() = Some(open));
        });
    }
    // Kept in this browser at every change: a set's under its own key.
    use_effect_with(
        (
            Shared(drill.0.clone()),
            (*run).clone(),
            set_challenge.0.clone().map(Shared),
        ),
        |(p, run, challenge)| match run {
            Some(run) => {
                let challenge = challenge.as_ref().map(|c| &*c.0);
                browser::save(&run.key(), &run.to_save(&p.0, challenge));
            }
            None => {
                browser::save(PRACTICE_KEY, &p.0.to_save());
            }
        },
    );
    let practice = Shared(drill.0.clone());
    let dispatch = drill.dispatcher();
    let shown = set_challenge.0.clone();
    let set_part = match (&*run, first_set.as_ref()) {
        (Some(r), _) => {
            let go = {
                let (run, dispatch, current, clock) = (
                    run.clone(),
                    dispatch.clone(),
                    drill.0.clone(),
                    clock.clone(),
                );
                let (shown, to_slot) = (shown.clone(), set_challenge.dispatcher());
                Callback::from(move |to: usize| {
                    let Some(mut r) = (*run).clone() else { return };
                    let secs = clock.borrow_mut().take();
                    if let Some((next, c)) = r.go(to, &current, shown.as_deref(), secs) {
                        run.set(Some(r));
                        dispatch.dispatch(PracticeAction::Open(Box::new(next)));
                        to_slot.dispatch(SlotAction::Show(c.map(Rc::new)));
                    }
                })
            };
            let results = {
                let (run, current, clock) = (run.clone(), drill.0.clone(), clock.clone());
                let shown = shown.clone();
                Callback::from(move |_| {
                    let Some(mut r) = (*run).clone() else { return };
                    r.keep(&current, shown.as_deref(), clock.borrow_mut().take());
                    let made_at = String::from(js_sys::Date::new_0().to_iso_string());
                    let json = r.results_json(&current, shown.as_deref(), &made_at);
                    let name = r.results_file_name(&current);
                    run.set(Some(r));
                    browser::download_text(&json, &name);
                })
            };
            let leave = {
                let (run, dispatch, lab) = (run.clone(), dispatch.clone(), lab_link.clone());
                let to_slot = set_challenge.dispatcher();
                Callback::from(move |_| {
                    run.set(None);
                    forget_set_in_url();
                    to_slot.dispatch(SlotAction::Show(None));
                    let practice = first_practice(&lab);
                    dispatch.dispatch(PracticeAction::Open(Box::new(practice)));
                })
            };
            let challenge = shown.clone().map(Shared);
            html! { <PracticeSet run={r.clone()} practice={practice.clone()} {challenge} {go} {results} {leave} /> }
        }
        (None, Some(Err(error))) => {
            let said = t!(PRACTICE_SET_BAD_LINK, error = error.clone());
            html! { <p id="practice-set-error" class="error" role="alert">{ said }</p> }
        }
        _ => Html::default(),
    };
    let pick = {
        let tool = tool.setter();
        Callback::from(move |t| tool.set(t))
    };
    let in_set = run.is_some();
    // A challenge open takes the exercise's place: the set's exercise, if a set is worked
    // through, else the one picked.
    let challenge = use_challenge_slot();
    let (open, slot) = match in_set {
        true => (shown, set_challenge.dispatcher()),
        false => (challenge.0.clone(), challenge.dispatcher()),
    };
    let kind = open.as_ref().map(|c| c.kind());
    let student = practice.0.student().to_string();
    // A lecturer's tool open takes the exercise's place (kept as it stands, to go back to).
    let place = match *tool {
        Some(open) => lecturer_place(open, &pick),
        None => html! {
            <div id="practice-exercise" class="practice-exercise">
                { set_part }
                if !in_set {
                    <ChallengePicker dispatch={challenge.dispatcher()} open={kind} />
                }
                if let Some(drill) = open {
                    if in_set {
                        <div class="practice-bar">
                            <div class="tools">{ student_field(&practice.0, &dispatch) }</div>
                        </div>
                    }
                    <ChallengeView drill={Shared(drill)} dispatch={slot} {student} />
                } else {
                    <PracticeBar practice={practice.clone()} dispatch={dispatch.clone()} lab_link={(*lab_link).clone()} {in_set} />
                    <PracticeTree practice={practice.clone()} dispatch={dispatch.clone()} />
                    <PracticeCheck practice={practice.clone()} {dispatch} />
                    if !in_set {
                        <Share {practice} />
                    }
                }
            </div>
        },
    };
    html! {
        <section id="practice" class="practice" aria-label={t!(PRACTICE_ARIA)}
            data-exercise-kind={kind.map(|k| k.name())}>
            { lecturer_tools(*tool, &pick) }
            { place }
        </section>
    }
}

/// Shows the practice in `root`, mounting it there the first time; `to_page` opens a link's
/// query in the lab.
pub fn show(root: web_sys::Element, opened: Opened, to_page: js_sys::Function) {
    keep_to_page(to_page);
    match OPENED.with(|s| s.borrow().clone()) {
        Some(open) => open.emit(opened),
        None => {
            super::set_panic_hook();
            yew::Renderer::<PracticeApp>::with_root_and_props(root, Props { first: opened })
                .render();
        }
    }
}
