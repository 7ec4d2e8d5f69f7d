//! What the shapes and marks mean, and the naming convention for cutoffs; the chance node's
//! dashed circle, only where the tree has one.

use crate::app::PanelProps;
use crate::t;
use yew::prelude::*;

/// One entry of the legend: a small drawing `width` px wide, then what it means.
fn item(width: &'static str, view_box: &'static str, shape: Html, meaning: String) -> Html {
    html! {
        <span class="item">
            <svg {width} height="26" viewBox={view_box} aria-hidden="true">{ shape }</svg>
            { meaning }
        </span>
    }
}

pub fn legend(props: &PanelProps) -> Html {
    let s = props.model.0.settings();
    let negamax = s.form == crate::search::Form::Negamax;
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
    // The chance node's entry: always one item, empty where the tree has no chance node (an
    // item that came and went would shift the others).
    let chance = Some(if props.model.0.tree().has_chance() {
        let circle = html! { <circle class="lg-chance" r="10" /> };
        item("26", "-13 -13 26 26", circle, t!(BEYOND_LEGEND_CHANCE))
    } else {
        Html::default()
    });
    html! {
        <section class="legend" aria-label={t!(PAGE_LEGEND)}>
            { item("26", "-13 -13 26 26", max, t!(PAGE_LEGEND_MAX)) }
            { item("26", "-13 -13 26 26", min, t!(PAGE_LEGEND_MIN)) }
            { for chance }
            { item("34", "-17 -13 34 26", leaf, t!(PAGE_LEGEND_LEAF)) }
            { item("40", "0 0 40 26", pruned, t!(PAGE_LEGEND_PRUNED)) }
            { item("40", "0 0 40 26", line, t!(PAGE_LEGEND_LINE)) }
            if negamax {
                <span id="negamax-note" class="legend-note strong">
                    { t!(PAGE_LEGEND_NEGAMAX) }
                </span>
            }
            if s.depth_limit.is_some() {
                <span class="legend-note">{ t!(PAGE_LEGEND_DEPTH_LIMIT) }</span>
            }
            <span class="legend-note">
                { t!(PAGE_LEGEND_BOUNDS) }
            </span>
        </section>
    }
}
