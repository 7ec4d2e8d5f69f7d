//! New set: a teacher's form for a set of exercises (title, count, by difficulty or by
//! constraints, conventions, seed), made as `ablab set` makes it, shown as its link and its
//! file.

use super::practice_set_quiz::SetQuiz;
use crate::answer_file::set_file::{set_json, set_query};
use crate::app::browser;
use crate::app::components::practice::practice_bar::convention_menus;
use crate::app::components::practice::practice_drill::new_seed;
use crate::app::components::shared::dom::value_of;
use crate::draw::tex::set_sheets;
use crate::model::practice::unmet_words;
use crate::search::Settings;
use crate::t;
use crate::teach::practice::challenge::ChallengeKind;
use crate::teach::practice::set::{generate, Constraints, ExerciseSpec, Set, SetSpec, Shape};
use crate::teach::practice::Difficulty;
use yew::prelude::*;

/// How each exercise is made: `#practice-set-by`'s choice.
#[derive(Clone, Copy, PartialEq)]
enum By {
    Constraints,
    Difficulty,
    /// A challenge of this kind (its value: the kind's name).
    Challenge(ChallengeKind),
}

impl By {
    fn named(value: &str) -> By {
        match value {
            "difficulty" => By::Difficulty,
            other => ChallengeKind::named(other).map_or(By::Constraints, By::Challenge),
        }
    }
}

/// The form as typed.
#[derive(Clone, PartialEq)]
struct SetForm {
    title: String,
    count: String,
    by: By,
    difficulty: Difficulty,
    plies: String,
    fewest: String,
    most: String,
    low: String,
    high: String,
    pruned: String,
    deep: bool,
    chance: bool,
    alpha_beta: bool,
    settings: Settings,
    seed: String,
}

impl SetForm {
    fn new() -> SetForm {
        let c = Constraints::default();
        SetForm {
            title: String::new(),
            count: "5".into(),
            by: By::Constraints,
            difficulty: Difficulty::Medium,
            plies: c.plies.to_string(),
            fewest: c.branching.0.to_string(),
            most: c.branching.1.to_string(),
            low: c.leaf_values.0.to_string(),
            high: c.leaf_values.1.to_string(),
            pruned: c.least_pruned.to_string(),
            deep: false,
            chance: false,
            alpha_beta: false,
            settings: Settings::default(),
            seed: new_seed().to_string(),
        }
    }

    /// The seed and the spec, or the first field that is not a number (its label).
    fn spec(&self) -> Result<(u64, SetSpec), String> {
        fn num<T: std::str::FromStr>(text: &str, label: String) -> Result<T, String> {
            text.trim().parse().map_err(|_| label)
        }
        let seed = num(&self.seed, t!(PRACTICE_SET_SEED))?;
        let count: usize = num(&self.count, t!(PRACTICE_SET_COUNT))?;
        let shape = match self.by {
            By::Constraints => Shape::Constraints(Constraints {
                plies: num(&self.plies, t!(PRACTICE_SET_PLIES))?,
                branching: (
                    num(&self.fewest, t!(PRACTICE_SET_CHILDREN))?,
                    num(&self.most, t!(PRACTICE_SET_CHILDREN))?,
                ),
                leaf_values: (
                    num(&self.low, t!(PRACTICE_SET_VALUES))?,
                    num(&self.high, t!(PRACTICE_SET_VALUES))?,
                ),
                least_pruned: num(&self.pruned, t!(PRACTICE_SET_LEAST_PRUNED))?,
                deep_cutoff: self.deep,
                chance: self.chance,
            }),
            By::Difficulty => Shape::Difficulty(self.difficulty),
            By::Challenge(kind) => Shape::Challenge(kind),
        };
        let one = ExerciseSpec {
            shape,
            settings: self.settings,
            alpha_beta: self.alpha_beta,
        };
        let title = self.title.trim().to_string();
        let exercises = vec![one; count.min(crate::teach::practice::set::MOST_EXERCISES + 1)];
        Ok((seed, SetSpec { title, exercises }))
    }
}

/// What Make gave: the set, or why not.
#[derive(Clone, PartialEq)]
enum Made {
    /// The set, and the seed and spec it was made from (for its quiz files' other trees).
    Set(Set, u64, SetSpec),
    NotANumber(String),
    Unmet(crate::teach::practice::set::Unmet),
}

#[function_component(PracticeNewSet)]
pub fn practice_new_set() -> Html {
    // Drawn again, with its state, in a new language.
    crate::app::language::use_redraw_on_language();
    let form = use_state(SetForm::new);
    let made = use_state(|| None::<Made>);
    let text = |id: &'static str,
                label: String,
                get: fn(&SetForm) -> &String,
                set: fn(&mut SetForm, String),
                size: &'static str| {
        let f = form.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            let mut next = (*f).clone();
            set(&mut next, value_of(e.as_ref()));
            f.set(next);
        });
        html! {
            <label class="field">
                <span>{ label }</span>
                <input {id} type="text" size={size} value={get(&form).clone()} {oninput} />
            </label>
        }
    };
    let check = |id: &'static str,
                 label: String,
                 get: fn(&SetForm) -> bool,
                 set: fn(&mut SetForm, bool)| {
        let f = form.clone();
        let onchange = Callback::from(move |_: Event| {
            let mut next = (*f).clone();
            let on = !get(&next);
            set(&mut next, on);
            f.set(next);
        });
        html! {
            <label class="check">
                <input {id} type="checkbox" checked={get(&form)} {onchange} />
                { format!(" {label}") }
            </label>
        }
    };
    let make = {
        let (form, made) = (form.clone(), made.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            made.set(Some(match form.spec() {
                Err(field) => Made::NotANumber(field),
                Ok((seed, spec)) => match generate(seed, &spec) {
                    Ok(set) => Made::Set(set, seed, spec),
                    Err(unmet) => Made::Unmet(unmet),
                },
            }));
        })
    };
    let by = {
        let f = form.clone();
        Callback::from(move |e: Event| {
            let mut next = (*f).clone();
            next.by = By::named(&value_of(&e));
            f.set(next);
        })
    };
    let difficulty = {
        let f = form.clone();
        Callback::from(move |e: Event| {
            let picked = value_of(&e).parse::<usize>().ok();
            if let Some(&d) = picked.and_then(|i| Difficulty::ALL.get(i)) {
                let mut next = (*f).clone();
                next.difficulty = d;
                f.set(next);
            }
        })
    };
    let shape = if form.by == By::Constraints {
        html! {
            <div class="tools">
                { text("practice-set-plies", t!(PRACTICE_SET_PLIES), |f| &f.plies, |f, v| f.plies = v, "3") }
                { range(&form, ("practice-set-fewest", "practice-set-most"), t!(PRACTICE_SET_CHILDREN), |f| (&f.fewest, &f.most), |f, v| f.fewest = v, |f, v| f.most = v) }
                { range(&form, ("practice-set-low", "practice-set-high"), t!(PRACTICE_SET_VALUES), |f| (&f.low, &f.high), |f, v| f.low = v, |f, v| f.high = v) }
                { text("practice-set-pruned", t!(PRACTICE_SET_LEAST_PRUNED), |f| &f.pruned, |f, v| f.pruned = v, "3") }
                { check("practice-set-deep", t!(PRACTICE_SET_DEEP_CUTOFF), |f| f.deep, |f, on| f.deep = on) }
                { check("practice-set-chance", t!(PRACTICE_SET_CHANCE), |f| f.chance, |f, on| f.chance = on) }
            </div>
        }
    } else if form.by == By::Difficulty {
        html! {
            <div class="tools">
                <label class="field">
                    <span>{ t!(PRACTICE_OPEN_DIFFICULTY_ARIA) }</span>
                    <select id="practice-set-difficulty" onchange={difficulty}>
                        { for Difficulty::ALL.into_iter().enumerate().map(|(i, d)| html! {
                            <option value={i.to_string()} selected={d == form.difficulty}>
                                { t!(PRACTICE_DIFFICULTY, difficulty = d.name()) }
                            </option>
                        }) }
                    </select>
                </label>
            </div>
        }
    } else {
        Html::default()
    };
    // A challenge is graded by the default conventions and asks no alpha or beta.
    let search = !matches!(form.by, By::Challenge(_));
    html! {
        <form id="practice-new-set" class="practice-panel" onsubmit={make}>
            <h2>{ t!(PRACTICE_SET_HEADING) }</h2>
            <div class="tools">
                <label class="field wide">
                    <span>{ t!(PRACTICE_SET_NAME) }</span>
                    <input id="practice-set-title" type="text" maxlength="120" value={form.title.clone()}
                        oninput={{
                            let f = form.clone();
                            Callback::from(move |e: InputEvent| {
                                let mut next = (*f).clone();
                                next.title = value_of(e.as_ref());
                                f.set(next);
                            })
                        }} />
                </label>
                { text("practice-set-count", t!(PRACTICE_SET_COUNT), |f| &f.count, |f, v| f.count = v, "3") }
                { text("practice-set-seed", t!(PRACTICE_SET_SEED), |f| &f.seed, |f, v| f.seed = v, "8") }
            </div>
            <div class="tools">
                <label class="field">
                    <span>{ t!(PRACTICE_SET_BY) }</span>
                    <select id="practice-set-by" onchange={by}>
                        <option value="constraints" selected={form.by == By::Constraints}>{ t!(PRACTICE_SET_BY_CONSTRAINTS) }</option>
                        <option value="difficulty" selected={form.by == By::Difficulty}>{ t!(PRACTICE_SET_BY_DIFFICULTY) }</option>
                        { for ChallengeKind::ALL.into_iter().map(|k| html! {
                            <option value={k.name()} selected={form.by == By::Challenge(k)}>
                                { t!(PRACTICE_SET_BY_CHALLENGE, kind = t!(PRACTICE_CHALLENGE_KIND, kind = k.name())) }
                            </option>
                        }) }
                    </select>
                </label>
            </div>
            { shape }
            if search {
                { conventions(&form) }
            }
            <div class="tools">
                if search {
                    { check("practice-set-ask-ab", t!(PRACTICE_ASK_ALPHA_BETA), |f| f.alpha_beta, |f, on| f.alpha_beta = on) }
                }
                <button id="practice-set-make" class="tool primary" type="submit">{ t!(PRACTICE_SET_MAKE) }</button>
            </div>
            { outcome(made.as_ref(), &form.seed) }
        </form>
    }
}

/// Which of a form's fields to read, and to write.
type Get = fn(&SetForm) -> (&String, &String);
type Set1 = fn(&mut SetForm, String);

/// A range: its label, then `[lo] to [hi]` on one line.
fn range(
    form: &UseStateHandle<SetForm>,
    ids: (&'static str, &'static str),
    label: String,
    get: Get,
    lo: Set1,
    hi: Set1,
) -> Html {
    let input = |id: &'static str, aria: String, set: Set1, value: &String| {
        let f = form.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            let mut next = (*f).clone();
            set(&mut next, value_of(e.as_ref()));
            f.set(next);
        });
        html! { <input {id} type="text" size="4" aria-label={aria} value={value.clone()} {oninput} /> }
    };
    let (low, high) = get(form);
    let to = t!(PRACTICE_SET_TO);
    html! {
        <div class="field">
            <span aria-hidden="true">{ label.clone() }</span>
            <span class="range">
                { input(ids.0, label.clone(), lo, low) }
                <span aria-hidden="true">{ to.clone() }</span>
                { input(ids.1, format!("{label} {to}"), hi, high) }
            </span>
        </div>
    }
}

/// The conventions every exercise is graded by.
fn conventions(form: &UseStateHandle<SetForm>) -> Html {
    let f = form.clone();
    let pick = Callback::from(move |settings| {
        let mut next = (*f).clone();
        next.settings = settings;
        f.set(next);
    });
    html! {
        <div class="tools practice-conventions" aria-label={t!(PRACTICE_CONVENTIONS_ARIA)}>
            { convention_menus("practice-set", form.settings, false, pick) }
        </div>
    }
}

/// The set made (its link, copy, its file, open it), or why not.
fn outcome(made: Option<&Made>, seed: &str) -> Html {
    let set = match made {
        None => return Html::default(),
        Some(Made::NotANumber(field)) => {
            return html! { <p id="practice-set-error" class="error" role="alert">{ t!(PRACTICE_SET_NOT_A_NUMBER, field = field.clone()) }</p> }
        }
        Some(Made::Unmet(unmet)) => {
            return html! { <p id="practice-set-error" class="error" role="alert">{ unmet_words(*unmet) }</p> }
        }
        Some(Made::Set(set, seed, spec)) => (set, *seed, spec.clone()),
    };
    let (set, set_seed, spec) = set;
    let link = format!("{}{}", browser::base_url(), set_query(set));
    let too_long = crate::query::long_link_warning(link.len());
    html! {
        <div class="practice-made">
            <p id="practice-set-made">{ t!(PRACTICE_SET_MADE, seed = seed.trim().to_string()) }</p>
            <SetLink link={link.clone()} json={format!("{:#}", set_json(set))} tex={paper(set)} />
            <SetQuiz seed={set_seed} {spec} />
            if let Some(warning) = too_long {
                <p class="note">{ warning }</p>
            }
        </div>
    }
}

/// Downloads the set for paper: its worksheets, then its keys, as one LaTeX document.
fn paper(set: &Set) -> Callback<MouseEvent> {
    let set = set.clone();
    Callback::from(move |_| browser::download_text(&set_sheets(&set), "alphabeta-set.tex"))
}

#[derive(Properties, PartialEq)]
struct SetLinkProps {
    link: String,
    json: String,
    /// Downloads the set for paper.
    tex: Callback<MouseEvent>,
}

/// The set's link with Copy, its file, and a way to open it here.
#[function_component(SetLink)]
fn set_link(p: &SetLinkProps) -> Html {
    let copied = use_state(|| None::<bool>);
    {
        let copied = copied.setter();
        use_effect_with(p.link.clone(), move |_| copied.set(None));
    }
    let copy = {
        let (link, copied) = (p.link.clone(), copied.setter());
        Callback::from(move |_| {
            let copied = copied.clone();
            browser::copy_text(&link, "practice-set-link", move |ok| copied.set(Some(ok)));
        })
    };
    let download = {
        let json = p.json.clone();
        Callback::from(move |_| browser::download_text(&json, "alphabeta-set.json"))
    };
    html! {
        <div class="tools">
            <input id="practice-set-link" class="link" type="text" readonly=true value={p.link.clone()}
                aria-label={t!(PRACTICE_SET_LINK_ARIA)} />
            <button id="practice-set-copy" class="tool" type="button" onclick={copy}>{ browser::copy_said(*copied) }</button>
            <button id="practice-set-json" class="tool" type="button" onclick={download}>{ t!(PRACTICE_SET_JSON) }</button>
            <button id="practice-set-tex" class="tool" type="button" onclick={p.tex.clone()}
                title={t!(PRACTICE_SET_TEX_TITLE)}>{ t!(PRACTICE_SET_TEX) }</button>
            <a id="practice-set-open" class="tool" href={p.link.clone()} target="_blank" rel="noopener">{ t!(PRACTICE_SET_OPEN) }</a>
        </div>
    }
}
