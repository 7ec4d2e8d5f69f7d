//! Minimax against alpha-beta on the same tree (and the search in force, when it is another:
//! `passes.rs`), what alpha-beta skips, and move ordering with
//! the Knuth-Moore best and worst cases for uniform trees.

use crate::app::components::shared::button::{send, tool};
use crate::app::PanelProps;
use crate::model::{Action, Edit, ViewAction};
use crate::num::grouped;
use crate::num::U128;
use crate::search::order::{knuth_moore, uniform, Order};
use crate::t;
use yew::prelude::*;

fn beyond_rows(
    this: Option<&crate::search::Solution>,
    columns: [&crate::search::Solution; 2],
) -> Html {
    this.map_or_else(Html::default, |this| super::passes::rows(this, columns))
}

fn beyond_table(m: &crate::model::Model) -> Html {
    super::passes::table(m.analysis().trace(), m.analysis().alphabeta())
}

pub fn compare(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let (ab, mm) = (m.analysis().alphabeta(), m.analysis().minimax());
    let d = &props.dispatch;
    let button =
        |id: &'static str, text: String, title: String, action: Action, pressed: Option<bool>| {
            tool(
                id,
                text.into(),
                Some(title),
                false,
                pressed,
                send(d, action),
            )
        };
    let skipped_nodes = m.analysis().final_pruned().iter().filter(|&&s| s).count();
    // Knuth and Moore's counts hold for trees where Max and Min alternate, without chance,
    // searched to their leaves: under a depth limit above them no leaf is evaluated.
    let limit = m.settings().depth_limit;
    let km = uniform(m.tree())
        .filter(|_| m.tree().is_plain())
        .filter(|&(b, d)| b >= 2 && d >= 1 && limit.is_none_or(|l| u32::from(l) >= d))
        .map(|(b, depth)| {
            let (best, worst) = knuth_moore(b, depth);
            t!(
                PAGE_KNUTH_MOORE,
                b = b,
                d = depth,
                best = U128(best),
                worst = U128(worst),
                now = ab.leaves_evaluated
            )
        });
    let minimax = if m.tree().has_chance() {
        t!(PAGE_EXPECTIMINIMAX)
    } else {
        t!(PAGE_MINIMAX)
    };
    // The search in force beside them, when it is another (the searches beyond alpha-beta).
    let this = super::passes::this_search(m);
    let this_cell = |id: &'static str, n: fn(&crate::search::Solution) -> usize| {
        this.as_ref()
            .map(|(_, s)| html! { <td id={id}>{ grouped(n(s)) }</td> })
    };
    html! {
        <section id="compare" class="compare" aria-label={t!(PAGE_COMPARE)}>
            // Scrolls sideways on its own where the page is narrower (three searches on a phone).
            <div class="table-wrap">
            <table class="counts">
                <thead><tr><td></td>
                    { this.as_ref().map(|(name, _)| html! { <th id="this-name">{ name }</th> }).unwrap_or_default() }
                    <th>{ t!(PAGE_ALPHABETA) }</th><th>{ minimax }</th></tr></thead>
                <tbody>
                    <tr><th>{ t!(PAGE_NODES_VISITED) }</th>{ this_cell("this-nodes", |s| s.nodes_visited).unwrap_or_default() }
                        <td id="ab-nodes">{ grouped(ab.nodes_visited) }</td><td id="mm-nodes">{ grouped(mm.nodes_visited) }</td></tr>
                    <tr><th>{ t!(PAGE_LEAVES_EVALUATED) }</th>{ this_cell("this-leaves", |s| s.leaves_evaluated).unwrap_or_default() }
                        <td id="ab-leaves">{ grouped(ab.leaves_evaluated) }</td><td id="mm-leaves">{ grouped(mm.leaves_evaluated) }</td></tr>
                    { beyond_rows(this.as_ref().map(|(_, s)| *s), [ab, mm]) }
                </tbody>
            </table>
            </div>
            { beyond_table(m) }
            <div class="tools">
                { button("btn-skipped", t!(PAGE_MARK_SKIPPED), t!(PAGE_MARK_SKIPPED_TITLE),
                    Action::View(ViewAction::ToggleSkipped), Some(m.view().show_skipped())) }
                <span class="tool-note">{ t!(PAGE_SKIPPED, count = skipped_nodes) }</span>
            </div>
            <div class="tools">
                <span class="tool-label">{ t!(PAGE_ORDER_CHILDREN) }</span>
                { button("btn-order-best", t!(PAGE_BEST_FIRST), t!(PAGE_BEST_FIRST_TITLE), Action::Edit(Edit::Order(Order::BestFirst)), None) }
                { button("btn-order-worst", t!(PAGE_WORST_FIRST), t!(PAGE_WORST_FIRST_TITLE), Action::Edit(Edit::Order(Order::WorstFirst)), None) }
                <span class="tool-note">{ t!(PAGE_ORDER_NOTE) }</span>
            </div>
            if let Some(km) = km {
                <p id="knuth-moore" class="km">{ km }</p>
            }
        </section>
    }
}
