//! What the shapes and marks mean, and the naming convention for cutoffs.

use crate::app::PanelProps;
use yew::prelude::*;

pub fn legend(props: &PanelProps) -> Html {
    let s = props.model.0.settings();
    let negamax = s.form == crate::engine::Form::Negamax;
    html! {
        <section class="legend" aria-label="Legend">
            <span class="item">
                <svg width="26" height="26" viewBox="-13 -13 26 26" aria-hidden="true">
                    <rect class="lg-max" x="-10" y="-10" width="20" height="20" rx="2" />
                </svg>
                { "Max node: takes the largest child value" }
            </span>
            <span class="item">
                <svg width="26" height="26" viewBox="-13 -13 26 26" aria-hidden="true">
                    <circle class="lg-min" r="10" />
                </svg>
                { "Min node: takes the smallest" }
            </span>
            <span class="item">
                <svg width="34" height="26" viewBox="-17 -13 34 26" aria-hidden="true">
                    <rect class="lg-leaf" x="-15" y="-10" width="30" height="20" rx="6" />
                </svg>
                { "leaf (click to edit)" }
            </span>
            <span class="item">
                <svg width="40" height="26" viewBox="0 0 40 26" aria-hidden="true">
                    <line class="lg-pruned" x1="2" y1="13" x2="38" y2="13" />
                    <path class="lg-strike" d="M16,5L22,21M22,5L28,21" />
                </svg>
                { "pruned: never searched" }
            </span>
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
