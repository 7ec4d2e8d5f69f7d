//! Minimax against alpha-beta on the same tree, what alpha-beta skips, and move ordering with
//! the Knuth-Moore best and worst cases for uniform trees.

use super::button::{send, tool};
use crate::app::PanelProps;
use crate::engine::order::{knuth_moore, uniform, Order};
use crate::model::{Action, Edit, ViewAction};
use crate::num::{count, U128};
use yew::prelude::*;

pub fn compare(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let (ab, mm) = (m.analysis().alphabeta(), m.analysis().minimax());
    let d = &props.dispatch;
    let button = |id: &'static str,
                  text: &'static str,
                  title: &'static str,
                  action: Action,
                  pressed: Option<bool>| {
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
    let km = uniform(m.tree()).filter(|&(b, d)| b >= 2 && d >= 1).map(|(b, depth)| {
        let (best, worst) = knuth_moore(b, depth);
        format!(
            "Uniform tree, b = {b}, d = {depth}: alpha-beta evaluates at best b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = {} leaves (perfect order, Knuth and Moore), at worst b^d = {}. This order: {}.",
            U128(best),
            U128(worst),
            ab.leaves_evaluated
        )
    });
    html! {
        <section id="compare" class="compare" aria-label="Minimax against alpha-beta">
            <table class="counts">
                <thead><tr><td></td><th>{ "Alpha-beta" }</th><th>{ "Minimax" }</th></tr></thead>
                <tbody>
                    <tr><th>{ "Nodes visited" }</th>
                        <td id="ab-nodes">{ ab.nodes_visited }</td><td id="mm-nodes">{ mm.nodes_visited }</td></tr>
                    <tr><th>{ "Leaves evaluated" }</th>
                        <td id="ab-leaves">{ ab.leaves_evaluated }</td><td id="mm-leaves">{ mm.leaves_evaluated }</td></tr>
                </tbody>
            </table>
            <div class="tools">
                { button("btn-skipped", "Mark what alpha-beta skips",
                    "Outline, at every step, the nodes alpha-beta never visits and minimax does",
                    Action::View(ViewAction::ToggleSkipped), Some(m.view().show_skipped())) }
                <span class="tool-note">{ format!("{} skipped", count(skipped_nodes, "node", "nodes")) }</span>
            </div>
            <div class="tools">
                <span class="tool-label">{ "Order children" }</span>
                { button("btn-order-best", "Best first", "Sort every node's children best-first for the player to move", Action::Edit(Edit::Order(Order::BestFirst)), None) }
                { button("btn-order-worst", "Worst first", "Sort every node's children worst-first", Action::Edit(Edit::Order(Order::WorstFirst)), None) }
                <span class="tool-note">{ "or click a node and move it" }</span>
            </div>
            if let Some(km) = km {
                <p id="knuth-moore" class="km">{ km }</p>
            }
        </section>
    }
}
