//! What the shapes and marks mean, and the naming convention for cutoffs.

use crate::app::PanelProps;
use yew::prelude::*;

/// One entry of the legend: a small drawing `width` px wide, then what it means.
fn item(width: &'static str, view_box: &'static str, shape: Html, meaning: &'static str) -> Html {
    html! {
        <span class="item">
            <svg {width} height="26" viewBox={view_box} aria-hidden="true">{ shape }</svg>
            { meaning }
        </span>
    }
}

pub fn legend(props: &PanelProps) -> Html {
    let s = props.model.0.settings();
    let negamax = s.form == crate::engine::Form::Negamax;
    let max = html! { <rect class="lg-max" x="-10" y="-10" width="20" height="20" rx="2" /> };
    let min = html! { <circle class="lg-min" r="10" /> };
    let leaf = html! { <rect class="lg-leaf" x="-15" y="-10" width="30" height="20" rx="6" /> };
    let line = html! { <line class="lg-line" x1="2" y1="13" x2="38" y2="13" /> };
    let pruned = html! {
        <>
            <line class="lg-pruned" x1="2" y1="13" x2="38" y2="13" />
            <path class="lg-strike" d="M16,5L22,21M22,5L28,21" />
        </>
    };
    html! {
        <section class="legend" aria-label="Legend">
            { item("26", "-13 -13 26 26", max, "Max node: takes the largest child value") }
            { item("26", "-13 -13 26 26", min, "Min node: takes the smallest") }
            { item("34", "-17 -13 34 26", leaf, "leaf (click to edit)") }
            { item("40", "0 0 40 26", pruned, "pruned: never searched") }
            { item("40", "0 0 40 26", line, "bold: the chosen line") }
            if negamax {
                <span id="negamax-note" class="legend-note strong">
                    { "Negamax form: every node maximizes, and the numbers at a node (its value, alpha and beta) are from the point of view of the player to move there. Leaves are written for Max; a leaf where Min is to move counts as minus its value. Every cutoff is a β-cut." }
                </span>
            }
            if s.depth_limit.is_some() {
                <span class="legend-note">{ "Greyed nodes lie below the depth limit: the search stops above them and uses the estimate <v> of the node where it stops." }</span>
            }
            <span class="legend-note">
                { "≥ 6 / ≤ 2: a bound, not an exact value. A β-cut happens at a Max node (its value reached β); an α-cut at a Min node (its value fell to α). Some texts name them the other way round." }
            </span>
        </section>
    }
}
