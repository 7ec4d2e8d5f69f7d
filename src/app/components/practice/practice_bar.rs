//! The practice's top: which exercise (a new one by difficulty, or the lab's tree), what it
//! asks for, the conventions it is graded by, and the exercise to share (its link, never the
//! answers) or print (worksheet and answer key, as in Share & export).

use super::practice_drill::{given, new_seed, DrillDispatch};
use crate::app::browser;
use crate::app::components::shared::dom::value_of;
use crate::app::Shared;
use crate::draw::svg::{from_link, Sheet};
use crate::model::practice::{Practice, PracticeAction, Source};
use crate::search::{CutRule, Fail, Form, Settings, Side};
use crate::t;
use crate::teach::practice::Difficulty;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PracticeBarProps {
    pub practice: Shared<Practice>,
    pub dispatch: DrillDispatch,
    /// The lab's link: its tree and conventions.
    pub lab_link: String,
    /// Whether a set is worked through: its exercises and conventions are the set's.
    pub in_set: bool,
}

#[function_component(PracticeBar)]
pub fn practice_bar(p: &PracticeBarProps) -> Html {
    // Drawn again, with its state, in a new language.
    crate::app::language::use_redraw_on_language();
    let practice = &p.practice.0;
    let locked = practice.checked().is_some() || p.in_set;
    let draw = |d: Difficulty| {
        let dispatch = p.dispatch.clone();
        let onclick =
            Callback::from(move |_| dispatch.dispatch(PracticeAction::Draw(d, new_seed())));
        let id = format!("practice-new-{}", d.name());
        html! { <button {id} class="tool" {onclick}>{ t!(PRACTICE_DIFFICULTY, difficulty = d.name()) }</button> }
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
        Source::Drawn(d, seed) => t!(PRACTICE_TITLE_DRAWN, difficulty = d.name(), seed = seed),
        Source::Given => t!(PRACTICE_TITLE_GIVEN),
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
            if !p.in_set {
                <div class="tools">
                    <span class="tool-label">{ t!(PRACTICE_NEW_EXERCISE) }</span>
                    { for Difficulty::ALL.into_iter().map(draw) }
                    <button id="practice-lab-tree" class="tool" onclick={lab_tree}
                        title={t!(PRACTICE_LAB_TREE_TITLE)}>{ t!(PRACTICE_LAB_TREE) }</button>
                    <OpenByNumber dispatch={p.dispatch.clone()} />
                </div>
                <h2 id="practice-title">{ title }</h2>
            }
            <p class="practice-task">
                { t!(PRACTICE_TASK) }
            </p>
            <div class="tools">
                { student(p) }
                if !p.in_set {
                    <label class="check">
                        <input id="practice-ask-ab" type="checkbox" checked={practice.asks_alpha_beta()}
                            disabled={locked} onchange={ask} />
                        { format!(" {}", t!(PRACTICE_ASK_ALPHA_BETA)) }
                    </label>
                } else if practice.asks_alpha_beta() {
                    <span id="practice-ask-ab" class="fixed-ask" data-fixed="">{ t!(PRACTICE_ASK_ALPHA_BETA_FIXED) }</span>
                }
            </div>
            if p.in_set {
                { fixed_conventions(practice) }
            } else {
                { conventions(p, locked) }
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct OpenProps {
    dispatch: DrillDispatch,
}

/// An exercise opened by its number and difficulty (as a teacher reads it out, or as
/// `ablab exercise --seed N --difficulty D` gives it).
#[function_component(OpenByNumber)]
fn open_by_number(p: &OpenProps) -> Html {
    // Drawn again, with its state, in a new language.
    crate::app::language::use_redraw_on_language();
    let number = use_state(String::new);
    let difficulty = use_state(|| Difficulty::Medium);
    let seed = number.trim().parse::<u64>().ok();
    let on_number = {
        let number = number.setter();
        Callback::from(move |e: InputEvent| number.set(value_of(e.as_ref())))
    };
    let on_difficulty = {
        let difficulty = difficulty.setter();
        Callback::from(move |e: Event| {
            let picked = value_of(&e).parse::<usize>().ok();
            if let Some(&d) = picked.and_then(|i| Difficulty::ALL.get(i)) {
                difficulty.set(d);
            }
        })
    };
    let open = {
        let (dispatch, d) = (p.dispatch.clone(), *difficulty);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(seed) = seed {
                dispatch.dispatch(PracticeAction::Draw(d, seed));
            }
        })
    };
    html! {
        <form class="practice-open" onsubmit={open}>
            <input id="practice-open-number" type="text" inputmode="numeric" pattern="[0-9]*"
                size="6" placeholder="#" aria-label={t!(PRACTICE_OPEN_NUMBER_ARIA)}
                value={(*number).clone()} oninput={on_number} />
            <select id="practice-open-difficulty" aria-label={t!(PRACTICE_OPEN_DIFFICULTY_ARIA)}
                onchange={on_difficulty}>
                { for Difficulty::ALL.into_iter().enumerate().map(|(i, d)| html! {
                    <option value={i.to_string()} selected={d == *difficulty}>
                        { t!(PRACTICE_DIFFICULTY, difficulty = d.name()) }
                    </option>
                }) }
            </select>
            <button id="btn-practice-open" class="tool" type="submit" disabled={seed.is_none()}
                title={t!(PRACTICE_OPEN_TITLE)}>{ t!(PRACTICE_OPEN) }</button>
        </form>
    }
}

/// The student's name, for the answers file.
fn student(p: &PracticeBarProps) -> Html {
    student_field(&p.practice.0, &p.dispatch)
}

/// The student's name as `practice` holds it (also above a set's challenge).
pub fn student_field(practice: &Practice, dispatch: &DrillDispatch) -> Html {
    let dispatch = dispatch.clone();
    let oninput = Callback::from(move |e: InputEvent| {
        dispatch.dispatch(PracticeAction::Student(value_of(e.as_ref())));
    });
    html! {
        <label class="field practice-student">
            <span>{ t!(PRACTICE_STUDENT) }</span>
            <input id="practice-student" type="text" autocomplete="name" maxlength="80"
                value={practice.student().to_string()} {oninput} />
        </label>
    }
}

/// The conventions graded by, each a menu.
fn conventions(p: &PracticeBarProps, locked: bool) -> Html {
    let dispatch = p.dispatch.clone();
    let pick = Callback::from(move |s| dispatch.dispatch(PracticeAction::Conventions(s)));
    html! {
        <div class="tools practice-conventions" aria-label={t!(PRACTICE_CONVENTIONS_ARIA)}>
            { convention_menus("practice", p.practice.0.settings(), locked, pick) }
            <p id="practice-conventions" class="conventions">{ p.practice.0.conventions() }</p>
        </div>
    }
}

/// A convention's menu: its name in ids, its label, and its two choices at `s`.
type Choices = (&'static str, String, [(String, Settings); 2]);

/// The four conventions (root, cut rule, fail, form), each with its choices at `s`.
fn choices(s: Settings) -> [Choices; 4] {
    [
        (
            "root",
            t!(PRACTICE_ROOT),
            [
                (
                    t!(PRACTICE_ROOT_MAX),
                    Settings {
                        root: Side::Max,
                        ..s
                    },
                ),
                (
                    t!(PRACTICE_ROOT_MIN),
                    Settings {
                        root: Side::Min,
                        ..s
                    },
                ),
            ],
        ),
        (
            "rule",
            t!(PRACTICE_CUT_WHEN),
            [
                (
                    "α ≥ β".into(),
                    Settings {
                        rule: CutRule::Ge,
                        ..s
                    },
                ),
                (
                    "α > β".into(),
                    Settings {
                        rule: CutRule::Gt,
                        ..s
                    },
                ),
            ],
        ),
        (
            "fail",
            t!(PRACTICE_RETURNS),
            [
                (
                    t!(PRACTICE_FAIL_SOFT),
                    Settings {
                        fail: Fail::Soft,
                        ..s
                    },
                ),
                (
                    t!(PRACTICE_FAIL_HARD),
                    Settings {
                        fail: Fail::Hard,
                        ..s
                    },
                ),
            ],
        ),
        (
            "form",
            t!(PRACTICE_FORM),
            [
                (
                    t!(PRACTICE_FORM_MAXMIN),
                    Settings {
                        form: Form::MaxMin,
                        ..s
                    },
                ),
                (
                    t!(PRACTICE_FORM_NEGAMAX),
                    Settings {
                        form: Form::Negamax,
                        ..s
                    },
                ),
            ],
        ),
    ]
}

/// The four menus of the conventions (root, cut rule, fail, form), shown at `s`, ids
/// `{prefix}-root` and so on; `pick` takes the settings chosen. Practice's bar and New set.
pub fn convention_menus(prefix: &str, s: Settings, locked: bool, pick: Callback<Settings>) -> Html {
    let menu = |(name, label, options): Choices| {
        let pick = pick.clone();
        let chosen = options.iter().position(|(_, o)| *o == s).unwrap_or(0);
        let each = options.each_ref().map(|(_, o)| *o);
        let onchange = Callback::from(move |e: Event| {
            if let Some(&settings) = value_of(&e).parse::<usize>().ok().and_then(|i| each.get(i)) {
                pick.emit(settings);
            }
        });
        html! {
            <label class="field">
                <span>{ label }</span>
                <select id={format!("{prefix}-{name}")} disabled={locked} {onchange}>
                    { for options.iter().enumerate().map(|(i, (text, _))| html! {
                        <option value={i.to_string()} selected={i == chosen}>{ text.clone() }</option>
                    }) }
                </select>
            </label>
        }
    };
    html! { <>{ for choices(s).into_iter().map(menu) }</> }
}

/// The conventions a set pinned, as text: nothing in them can change, so nothing looks as if it
/// could. Each value keeps its menu's id (`practice-root` and so on), marked `data-fixed`.
fn fixed_conventions(practice: &Practice) -> Html {
    let s = practice.settings();
    let item = |(name, label, options): Choices| {
        let value = options
            .into_iter()
            .find(|(_, o)| *o == s)
            .map(|(text, _)| text)
            .unwrap_or_default();
        html! {
            <span class="fixed-convention">
                <span class="tool-label">{ label }</span>
                <strong id={format!("practice-{name}")} data-fixed="">{ value }</strong>
            </span>
        }
    };
    html! {
        <div class="tools practice-conventions" data-fixed="" role="group"
            aria-labelledby="practice-conventions-fixed">
            <span id="practice-conventions-fixed" class="fixed-note">{ t!(PRACTICE_CONVENTIONS_FIXED) }</span>
            { for choices(s).into_iter().map(item) }
            <p id="practice-conventions" class="conventions">{ practice.conventions() }</p>
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
    // Drawn again, with its state, in a new language.
    crate::app::language::use_redraw_on_language();
    let practice = &p.practice.0;
    let link = format!(
        "{}{}",
        browser::base_url(),
        crate::app::components::shared::language_menu::in_language(&practice.link())
    );
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
    let sheet = |id: &'static str, text: String, sheet: Sheet| {
        let query = practice.link();
        let onclick = Callback::from(move |_| {
            if let Ok(doc) = from_link(&query, sheet) {
                browser::download_svg(&doc.svg, &format!("alphabeta-{}.svg", sheet.name()));
            }
        });
        html! { <button {id} class="tool" {onclick}>{ text }</button> }
    };
    let answers = {
        let practice = p.practice.clone();
        Callback::from(move |_| {
            let made_at = String::from(js_sys::Date::new_0().to_iso_string());
            let json = practice.0.answers_json(&made_at);
            browser::download_text(&json, &practice.0.file_name())
        })
    };
    html! {
        <div class="tools">
            <span class="tool-label">{ t!(PRACTICE_SHARE) }</span>
            <input id="practice-link" class="link" type="text" readonly=true value={link}
                aria-label={t!(PRACTICE_LINK_ARIA)} />
            <button id="practice-copy-link" class="tool" onclick={copy}>{ copy_label }</button>
            { sheet("practice-worksheet", t!(PRACTICE_WORKSHEET), Sheet::Worksheet) }
            { sheet("practice-key", t!(PRACTICE_ANSWER_KEY), Sheet::AnswerKey) }
            <button id="practice-answers-file" class="tool" onclick={answers}
                title={t!(PRACTICE_ANSWERS_FILE_TITLE)}>{ t!(PRACTICE_ANSWERS_FILE) }</button>
        </div>
    }
}
