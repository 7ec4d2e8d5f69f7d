//! The answer and the counts: the root's value once known, the best move, leaves evaluated
//! and pruned against plain minimax, and what the last edit changed.

use crate::app::PanelProps;
use crate::engine::narrate::{node_name, Style};
use crate::engine::{Algorithm, Status};
use yew::prelude::*;

pub fn summary(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let (tree, trace) = (m.tree(), m.trace());
    let sol = &trace.solution;
    let value = m.root_value_now().map(|v| v.to_string().replace('-', "−"));
    let best = (m.replay().node(0).status == Status::Done)
        .then_some(sol.best_move)
        .flatten()
        .and_then(|k| tree.children(0).nth(k).map(|c| (k, c)))
        .map(|(k, c)| format!("{} (move {k})", node_name(tree, c, Style::UNICODE)));
    let leaves = tree.leaves().len();
    let pruned_now = m.replay().leaves_pruned();
    let changes = m.changes();
    let change_note = (!changes.newly_pruned.is_empty() || !changes.no_longer_pruned.is_empty())
        .then(|| {
            let names = |v: &Vec<u32>| {
                v.iter()
                    .filter(|&&n| tree.parent(n).is_none_or(|p| !v.contains(&p)))
                    .map(|&n| node_name(tree, n, Style::UNICODE))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let mut parts = Vec::new();
            if !changes.newly_pruned.is_empty() {
                parts.push(format!("now pruned: {}", names(&changes.newly_pruned)));
            }
            if !changes.no_longer_pruned.is_empty() {
                parts.push(format!("no longer pruned: {}", names(&changes.no_longer_pruned)));
            }
            html! { <p id="changes" class="changes">{ format!("Since the last change, {}.", parts.join("; ")) }</p> }
        });
    let minimax_note = if m.settings().algorithm == Algorithm::AlphaBeta {
        format!(
            "(plain minimax: {} of {leaves})",
            m.analysis().minimax().leaves_evaluated
        )
    } else {
        "(minimax evaluates every leaf)".to_string()
    };
    html! {
        <section class="summary" aria-label="Result">
            <div class="stat big">
                <span class="stat-label">{ "Root value" }</span>
                <span id="root-value" class="stat-value">{ value.clone().unwrap_or_else(|| "?".into()) }</span>
            </div>
            <div class="stat">
                <span class="stat-label">{ "Best move" }</span>
                <span id="best-move" class="stat-value">{ best.unwrap_or_else(|| "?".into()) }</span>
            </div>
            <div class="stat">
                <span class="stat-label">{ "Leaves evaluated" }</span>
                <span class="stat-value"><span id="leaves-evaluated">{ m.replay().leaves_evaluated() }</span>
                    { format!(" so far · {} of {leaves} in all", sol.leaves_evaluated) }</span>
                <span class="stat-note">{ minimax_note }</span>
            </div>
            <div class="stat">
                <span class="stat-label">{ "Leaves pruned" }</span>
                <span class="stat-value"><span id="leaves-pruned">{ pruned_now }</span>
                    { format!(" so far · {} in all", sol.pruned_leaves.len()) }</span>
            </div>
            { change_note.unwrap_or_default() }
        </section>
    }
}
