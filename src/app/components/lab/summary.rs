//! The answer and the counts: the root's value once known, the best move, leaves evaluated
//! and pruned against plain minimax, and what the last edit changed.

use crate::app::PanelProps;
use crate::num::grouped;
use crate::search::{Solution, Status};
use crate::t;
use crate::teach::narrate::{node_name, Style};
use yew::prelude::*;

/// The leaves the whole search evaluates, against the tree's: with several searches from the
/// root (the searches beyond alpha-beta), a leaf counts at each visit.
fn evaluated_in_all(sol: &Solution, leaves: usize) -> String {
    let (evaluated, leaves) = (grouped(sol.leaves_evaluated), grouped(leaves));
    if sol.passes.len() > 1 {
        let passes = sol.passes.len();
        return t!(
            BEYOND_PAGE_EVALUATED_PASSES,
            evaluated = evaluated,
            passes = passes,
            leaves = leaves
        );
    }
    t!(
        PAGE_EVALUATED_IN_ALL,
        evaluated = evaluated,
        leaves = leaves
    )
}

/// The leaves plain minimax evaluates (expectiminimax, on a tree with chance nodes).
fn minimax_leaves(m: &crate::model::Model, leaves: usize) -> String {
    let evaluated = grouped(m.analysis().minimax().leaves_evaluated);
    let leaves = grouped(leaves);
    if m.tree().has_chance() {
        return t!(
            BEYOND_PAGE_EXPECTIMINIMAX_LEAVES,
            evaluated = evaluated,
            leaves = leaves
        );
    }
    t!(PAGE_PLAIN_MINIMAX, evaluated = evaluated, leaves = leaves)
}

pub fn summary(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let (tree, trace) = (m.tree(), m.trace());
    let sol = &trace.solution;
    let value = m.root_value_now();
    let best = (m.replay().node(0).status == Status::Done)
        .then_some(sol.best_move)
        .flatten()
        .and_then(|k| tree.children(0).nth(k))
        .map(|c| node_name(tree, c, Style::UNICODE));
    let leaves = tree.leaves().len();
    let pruned_now = m.leaves_pruned();
    let change_note = m
        .changes()
        .note(tree)
        .map(|text| html! { <p id="changes" class="changes">{ text }</p> });
    let minimax_note = if m.settings().algorithm.prunes() {
        minimax_leaves(m, leaves)
    } else {
        t!(PAGE_MINIMAX_EVERY_LEAF)
    };
    html! {
        <section class="summary" aria-label={t!(PAGE_RESULT)}>
            <div class="stat big">
                <span class="stat-label">{ t!(PAGE_ROOT_VALUE) }</span>
                <span id="root-value" class="stat-value">{ value.clone().unwrap_or_else(|| "?".into()) }</span>
            </div>
            <div class="stat">
                <span class="stat-label">{ t!(PAGE_BEST_MOVE) }</span>
                <span id="best-move" class="stat-value">{ best.unwrap_or_else(|| "?".into()) }</span>
            </div>
            <div class="stat">
                <span class="stat-label">{ t!(PAGE_LEAVES_EVALUATED) }</span>
                <span class="stat-value"><span id="leaves-evaluated">{ grouped(m.replay().leaves_evaluated()) }</span>
                    { evaluated_in_all(sol, leaves) }</span>
                <span class="stat-note">{ minimax_note }</span>
            </div>
            <div class="stat">
                <span class="stat-label">{ t!(PAGE_LEAVES_PRUNED) }</span>
                <span class="stat-value"><span id="leaves-pruned">{ grouped(pruned_now) }</span>
                    { t!(PAGE_PRUNED_IN_ALL, pruned = grouped(sol.pruned_leaves.len())) }</span>
            </div>
            { change_note.unwrap_or_default() }
        </section>
    }
}
