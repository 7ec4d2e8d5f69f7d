//! The searches beyond alpha-beta beside alpha-beta: the search in
//! force as a column of the counts, with its searches from the root, PVS's probes and
//! re-searches, and a table of each search from the root (its depth, window, what it returned
//! and what that proves), as the textbooks tabulate aspiration windows, MTD(f) and iterative
//! deepening.

use crate::model::Model;
use crate::search::{Algorithm, PassSummary, Solution, Trace, WindowResult};
use crate::t;
use yew::prelude::*;

/// The search in force, when it is neither plain alpha-beta nor minimax: its name and its
/// answer.
pub fn this_search(m: &Model) -> Option<(String, &Solution)> {
    let s = m.analysis().trace().settings;
    let name = match s.algorithm {
        Algorithm::Pvs => t!(PAGE_SET_PVS),
        Algorithm::Mtdf => t!(PAGE_SET_MTDF),
        Algorithm::Iterative => t!(PAGE_SET_ITERATIVE),
        Algorithm::AlphaBeta if s.window.is_some() => t!(BEYOND_PAGE_IN_WINDOW),
        Algorithm::AlphaBeta | Algorithm::Minimax => return None,
    };
    Some((name, &m.analysis().trace().solution))
}

/// The rows the search in force adds to the counts: its searches from the root, and PVS's
/// probes and re-searches. `columns` are the alpha-beta and minimax solutions beside it.
pub fn rows(this: &Solution, columns: [&Solution; 2]) -> Html {
    let cell = |id: String, n: usize| html! { <td id={id}>{ n }</td> };
    let passes = html! {
        <tr><th>{ t!(BEYOND_PAGE_PASSES) }</th>
            { cell("this-passes".into(), this.passes.len()) }
            { for columns.iter().zip(["ab", "mm"]).map(|(s, c)| cell(format!("{c}-passes"), s.passes.len())) }
        </tr>
    };
    let probes = (this.probes > 0 || this.researches > 0).then(|| html! { <>
        <tr><th>{ t!(BEYOND_PAGE_PROBES) }</th>{ cell("this-probes".into(), this.probes) }<td></td><td></td></tr>
        <tr><th>{ t!(BEYOND_PAGE_RESEARCHES) }</th>{ cell("this-researches".into(), this.researches) }<td></td><td></td></tr>
    </> });
    html! { <>{ passes }{ probes.unwrap_or_default() }</> }
}

/// Each search from the root, when there are more than one; for iterative deepening, its
/// leaves against one alpha-beta search at full depth.
pub fn table(trace: &Trace, alphabeta: &Solution) -> Html {
    let passes = &trace.solution.passes;
    if passes.len() < 2 {
        return Html::default();
    }
    let show = |s| trace.table.show(s, true);
    // The depth column only where the passes have depths (iterative deepening).
    let deepens = passes.iter().any(|p| p.depth.is_some());
    let row = |(i, p): (usize, &PassSummary)| {
        let depth = deepens.then(|| {
            // What it searched: past its limit where a node there had no estimate.
            let d = match p.depth {
                None => "—".to_string(),
                Some(d) if p.reached > d => {
                    t!(BEYOND_PAGE_DEPTH_REACHED, limit = d, reached = p.reached)
                }
                Some(d) => d.to_string(),
            };
            html! { <td>{ d }</td> }
        });
        let result = match p.result {
            WindowResult::Inside => t!(BEYOND_PAGE_INSIDE),
            WindowResult::FailLow => t!(BEYOND_PAGE_FAIL_LOW),
            WindowResult::FailHigh => t!(BEYOND_PAGE_FAIL_HIGH),
        };
        html! {
            <tr data-pass={(i + 1).to_string()}>
                <td>{ i + 1 }</td>{ depth.unwrap_or_default() }
                <td class="window">{ format!("({}, {})", show(p.alpha), show(p.beta)) }</td>
                <td>{ show(p.value) }</td><td>{ result }</td>
                <td>{ p.nodes_visited }</td><td>{ p.leaves_evaluated }</td>
            </tr>
        }
    };
    let depth_head = if deepens {
        html! { <th>{ t!(BEYOND_PAGE_DEPTH) }</th> }
    } else {
        Html::default()
    };
    let note = (trace.settings.algorithm == Algorithm::Iterative).then(|| {
        let all = trace.solution.leaves_evaluated;
        let (passes, single) = (passes.len(), alphabeta.leaves_evaluated);
        html! {
            <p id="iterative-note" class="km">
                { t!(BEYOND_PAGE_ITERATIVE_NOTE, all = all, passes = passes, single = single) }
            </p>
        }
    });
    html! {
        <>
            // Scrolls sideways on its own where the page is narrower than the table.
            <div class="table-wrap">
            <table id="passes" class="counts passes">
                <caption>{ t!(BEYOND_PAGE_EACH_PASS) }</caption>
                <thead><tr>
                    <th>{ t!(BEYOND_PAGE_PASS) }</th>
                    { depth_head }
                    <th>{ t!(BEYOND_PAGE_WINDOW) }</th><th>{ t!(BEYOND_PAGE_VALUE) }</th>
                    <th>{ t!(BEYOND_PAGE_RESULT) }</th><th>{ t!(PAGE_NODES_VISITED) }</th>
                    <th>{ t!(PAGE_LEAVES_EVALUATED) }</th>
                </tr></thead>
                <tbody>{ for passes.iter().enumerate().map(row) }</tbody>
            </table>
            </div>
            { note.unwrap_or_default() }
        </>
    }
}
