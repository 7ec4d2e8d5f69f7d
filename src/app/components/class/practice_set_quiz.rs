//! New set's quiz files: the set made as a quiz for a course's learning platform (Moodle XML or
//! GIFT), each exercise in as many trees as asked, as `ablab set --format --variants` writes it.

use crate::app::browser;
use crate::quiz::{self, Quiz, MOST_VARIANTS};
use crate::t;
use crate::teach::practice::set::SetSpec;
use yew::prelude::*;

/// Which file.
#[derive(Clone, Copy, PartialEq)]
enum Format {
    Moodle,
    Gift,
}

#[derive(Properties, PartialEq)]
pub struct SetQuizProps {
    /// The seed and the spec the set was made from: the first tree of each exercise is the
    /// set's own, the others drawn from the same spec.
    pub seed: u64,
    pub spec: SetSpec,
}

/// Trees per exercise, and a button for each format; why not, when the set cannot be one.
#[function_component(SetQuiz)]
pub fn set_quiz(p: &SetQuizProps) -> Html {
    let variants = use_state(|| "1".to_string());
    let problem = use_state(|| None::<String>);
    {
        let problem = problem.setter();
        use_effect_with((p.seed, p.spec.clone()), move |_| problem.set(None));
    }
    let write = |format: Format| {
        let (variants, problem) = (variants.clone(), problem.clone());
        let (seed, spec) = (p.seed, p.spec.clone());
        Callback::from(
            move |_: MouseEvent| match quiz_file(seed, &spec, &variants, format) {
                Ok((text, name)) => {
                    problem.set(None);
                    browser::download_text(&text, name);
                }
                Err(why) => problem.set(Some(why)),
            },
        )
    };
    let oninput = {
        let variants = variants.clone();
        Callback::from(move |e: InputEvent| {
            variants.set(crate::app::components::shared::dom::value_of(e.as_ref()))
        })
    };
    html! {
        <>
            <div class="tools practice-set-quiz">
                <span class="practice-set-quiz-lead">{ t!(PRACTICE_SET_QUIZ) }</span>
                <button id="btn-set-moodle" class="tool" type="button" onclick={write(Format::Moodle)}
                    title={t!(PRACTICE_SET_MOODLE_TITLE)}>{ t!(PRACTICE_SET_MOODLE) }</button>
                <button id="btn-set-gift" class="tool" type="button" onclick={write(Format::Gift)}
                    title={t!(PRACTICE_SET_GIFT_TITLE)}>{ t!(PRACTICE_SET_GIFT) }</button>
                <label class="field">
                    <span>{ t!(PRACTICE_SET_VARIANTS) }</span>
                    <input id="practice-set-variants" type="text" inputmode="numeric" size="3"
                        value={(*variants).clone()} {oninput} />
                </label>
            </div>
            if let Some(why) = (*problem).clone() {
                <p id="practice-set-quiz-error" class="error" role="alert">{ why }</p>
            }
        </>
    }
}

/// The quiz file and its name, or why it cannot be written.
fn quiz_file(
    seed: u64,
    spec: &SetSpec,
    variants: &str,
    format: Format,
) -> Result<(String, &'static str), String> {
    let count = match variants.trim().parse::<usize>() {
        Ok(n @ 1..=MOST_VARIANTS) => n,
        _ => return Err(t!(PRACTICE_SET_VARIANTS_ERROR, most = MOST_VARIANTS)),
    };
    let sets =
        quiz::variants::sets(seed, spec, count).map_err(crate::model::practice::unmet_words)?;
    let quiz = Quiz::of_sets(&spec.title, &sets).map_err(|r| r.said())?;
    Ok(match format {
        Format::Moodle => (quiz::moodle::write(&quiz), "alphabeta-quiz.xml"),
        Format::Gift => (quiz::gift::write(&quiz), "alphabeta-quiz.gift"),
    })
}
