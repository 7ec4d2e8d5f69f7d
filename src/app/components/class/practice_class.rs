//! Class: a teacher drops (or picks) the students' results files and sees one table, a row
//! per student per exercise and a summary per exercise, as `ablab grade --class` writes it;
//! the table downloads as CSV. The files are read in this browser; nothing is uploaded.

use crate::answer_file::class::ClassMistake;
use crate::answer_file::class::{self, ClassTable};
use crate::app::browser;
use crate::model::practice::skip_words;
use crate::t;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use yew::prelude::*;

/// The files read so far, in the order added (name, text): a file is known by what it holds,
/// so two files of one name are both kept ([`class::add_file`]).
type Files = Vec<(String, String)>;

#[function_component(PracticeClass)]
pub fn practice_class() -> Html {
    // Drawn again, with its state, in a new language.
    crate::app::language::use_redraw_on_language();
    let files = use_state(Files::new);
    let over = use_state(|| false);
    let add = {
        let files = files.clone();
        Callback::from(move |list: web_sys::FileList| {
            let files = files.clone();
            // Taken out now: the list is live, and emptied when the input is cleared.
            let list: Vec<web_sys::File> = (0..list.length()).filter_map(|i| list.get(i)).collect();
            spawn_local(async move {
                let mut all = (*files).clone();
                for file in list {
                    let text = JsFuture::from(file.text())
                        .await
                        .ok()
                        .and_then(|t| t.as_string());
                    class::add_file(&mut all, file.name(), text.unwrap_or_default());
                }
                files.set(all);
            });
        })
    };
    let picked = {
        let add = add.clone();
        Callback::from(move |e: Event| {
            let input = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok());
            if let Some(list) = input.as_ref().and_then(|i| i.files()) {
                add.emit(list);
            }
            if let Some(input) = input {
                input.set_value("");
            }
        })
    };
    let dropped = {
        let (add, over) = (add.clone(), over.clone());
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            over.set(false);
            if let Some(list) = e.data_transfer().and_then(|d| d.files()) {
                add.emit(list);
            }
        })
    };
    let dragover = {
        let over = over.clone();
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            over.set(true);
        })
    };
    let dragleave = {
        let over = over.clone();
        Callback::from(move |_: DragEvent| over.set(false))
    };
    let table = class::grade(&files);
    let csv = {
        let text = class::to_csv(&table);
        Callback::from(move |_| browser::download_text(&text, "alphabeta-class.csv"))
    };
    let clear = {
        let files = files.clone();
        Callback::from(move |_| files.set(Files::new()))
    };
    html! {
        <section id="practice-class" class="practice-panel" aria-label={t!(PRACTICE_CLASS_HEADING)}>
            <h2>{ t!(PRACTICE_CLASS_HEADING) }</h2>
            <label id="class-drop" class="class-drop" data-look={if *over { "over" } else { "" }}
                ondrop={dropped} ondragover={dragover} ondragleave={dragleave}>
                <span>{ t!(PRACTICE_CLASS_DROP) }</span>
                <input id="class-files" type="file" accept=".json,application/json" multiple=true onchange={picked} />
            </label>
            <div class="tools">
                <button id="class-csv" class="tool" disabled={table.rows.is_empty()} onclick={csv}>{ t!(PRACTICE_CLASS_CSV) }</button>
                <button id="class-clear" class="tool" disabled={files.is_empty()} onclick={clear}>{ t!(PRACTICE_CLASS_CLEAR) }</button>
            </div>
            { class_table(&table) }
            { skipped(&table) }
        </section>
    }
}

/// A score as a percentage.
fn percent(score: f64) -> String {
    t!(PRACTICE_PERCENT, percent = (score * 100.0).round())
}

/// A first mistake: its kind at its node.
fn mistake(m: &Option<(ClassMistake, String)>) -> String {
    m.as_ref().map_or_else(String::new, |(kind, node)| {
        t!(PRACTICE_CLASS_KIND, kind = kind.name(), node = node.clone())
    })
}

/// Seconds as minutes and seconds: `4:05`.
fn time(seconds: Option<u64>) -> String {
    seconds.map_or_else(String::new, |s| format!("{}:{:02}", s / 60, s % 60))
}

fn class_table(table: &ClassTable) -> Html {
    let heading = match &table.set {
        Some((set, id)) => {
            let title = if set.title.is_empty() {
                t!(PRACTICE_SET_UNTITLED)
            } else {
                set.title.clone()
            };
            t!(PRACTICE_CLASS_SET, title = title, id = id.clone())
        }
        None if !table.alone.is_empty() => t!(PRACTICE_CLASS_ALONE, count = table.alone.len()),
        None => return html! { <p id="class-empty" class="note">{ t!(PRACTICE_CLASS_NONE) }</p> },
    };
    // An exercise given alone is named (`hard 24443`); a set's is numbered.
    let exercise = |number: usize| {
        number
            .checked_sub(1)
            .and_then(|i| table.alone.get(i))
            .map_or_else(|| number.to_string(), |a| a.name.clone())
    };
    let rows = table.rows.iter().map(|r| {
        html! {
            <tr data-student={r.student.clone()} data-exercise={r.exercise.to_string()}
                data-score={class::score_text(r.score)} data-state={if r.correct { "right" } else { "wrong" }}>
                <td>{ r.student.clone() }</td>
                <td class="num">{ exercise(r.exercise) }</td>
                <td class="num">{ percent(r.score) }</td>
                <td class="num">{ format!("{} / {}", r.points, r.out_of) }</td>
                <td>{ mistake(&r.first_mistake) }</td>
                <td class="num">{ time(r.seconds) }</td>
            </tr>
        }
    });
    let summaries = table.summaries.iter().map(|s| {
        let common = s.common_mistake.as_ref().map(|c| c.0.clone());
        html! {
            <tr data-summary="" data-exercise={s.exercise.to_string()} data-score={class::score_text(s.mean_score)}>
                <th scope="row">{ t!(PRACTICE_CLASS_RIGHT, right = s.right, students = s.students) }</th>
                <td class="num">{ exercise(s.exercise) }</td>
                <td class="num">{ percent(s.mean_score) }</td>
                <td></td>
                <td>{ mistake(&common) }</td>
                <td></td>
            </tr>
        }
    });
    html! {
        <div class="class-area">
            <p id="class-set" class="note">{ heading }</p>
            <table id="class-table" class="class-table">
                <thead>
                    <tr>
                        <th scope="col">{ t!(PRACTICE_CLASS_STUDENT) }</th>
                        <th scope="col">{ t!(PRACTICE_CLASS_EXERCISE) }</th>
                        <th scope="col">{ t!(PRACTICE_CLASS_SCORE) }</th>
                        <th scope="col">{ t!(PRACTICE_CLASS_POINTS) }</th>
                        <th scope="col">{ t!(PRACTICE_CLASS_MISTAKE) }</th>
                        <th scope="col">{ t!(PRACTICE_CLASS_TIME) }</th>
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
                <tfoot>{ for summaries }</tfoot>
            </table>
        </div>
    }
}

fn skipped(table: &ClassTable) -> Html {
    if table.skipped.is_empty() {
        return Html::default();
    }
    html! {
        <div id="class-skipped" class="note" role="status">
            <p>{ t!(PRACTICE_CLASS_SKIPPED) }</p>
            <ul>
                { for table.skipped.iter().map(|(file, why)| html! {
                    <li data-file={file.clone()} data-reason={why.name()}>{ format!("{file}: {}", skip_words(why)) }</li>
                }) }
            </ul>
        </div>
    }
}
