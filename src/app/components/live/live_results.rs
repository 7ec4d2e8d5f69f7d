//! The session's results in the page, once the lecturer asked for them: the class table's form
//! (a row per student per question, `tr[data-student][data-exercise][data-score]`), with each
//! round's answer and whether it was right; the same table the CSV holds.

use super::live_votes::choice_text;
use crate::live::Results;
use crate::t;
use yew::prelude::*;

/// An answer and its verdict, as a cell says it (empty: not answered).
fn cell(answer: &Option<(String, bool)>) -> Html {
    match answer {
        Some((choice, right)) => html! {
            <td data-look={if *right { "right" } else { "wrong" }}>
                { choice_text(choice) }{ if *right { " ✓" } else { " ✗" } }
            </td>
        },
        None => html! { <td /> },
    }
}

/// The results table of `results`.
pub fn live_results(results: &Results) -> Html {
    let rows = results.rows.iter().flat_map(|row| {
        row.answers.iter().enumerate().map(move |(q, rounds)| {
            // The last round answered decides the question's score.
            let last = rounds.iter().rev().flatten().next();
            let score = last.map_or("0", |(_, right)| if *right { "1" } else { "0" });
            html! {
                <tr data-student={row.student.clone()} data-exercise={(q + 1).to_string()} data-score={score}>
                    <th scope="row">{ row.student.clone() }</th>
                    <td>{ q + 1 }</td>
                    { cell(&rounds[0]) }
                    { cell(&rounds[1]) }
                </tr>
            }
        })
    });
    html! {
        <table id="live-results" class="class-table live-results">
            <caption>{ t!(PAGE_LIVE_RESULTS_CAPTION, code = results.code.as_str()) }</caption>
            <thead>
                <tr>
                    <th scope="col">{ t!(PAGE_LIVE_RESULTS_STUDENT) }</th>
                    <th scope="col">{ t!(PAGE_LIVE_RESULTS_QUESTION) }</th>
                    <th scope="col">{ t!(PAGE_LIVE_ROUND, round = 1) }</th>
                    <th scope="col">{ t!(PAGE_LIVE_ROUND, round = 2) }</th>
                </tr>
            </thead>
            <tbody>{ for rows }</tbody>
        </table>
    }
}
