//! The practice drawing: the tree as on paper, with a field in each inner node for the value it
//! returns (and, when asked, fields for its final alpha and beta beside it), and each edge a
//! button that strikes the branch below it through as never searched. Nothing of the solution
//! is drawn: no values at inner nodes, no states, no cutoffs. Once checked, each answer and
//! each edge says whether it was right.
//!
//! Laid out at its natural size and scaled as a whole (`practice_zoom`: as large as keeps it
//! readable, fitted when that does; the area scrolls sideways), so that the fields, placed over
//! the drawing in pixels, stay on their nodes.

use super::practice_zoom::{use_area_room, use_show_hinted, zoom_bar};
use crate::app::practice_app::DrillDispatch;
use crate::app::Shared;
use crate::draw::{readable_least, zoomed_scale, Layout, Zoomed};
use crate::model::practice::{Field, Practice, PracticeAction};
use crate::search::{NodeId, Tree};
use crate::t;
use crate::teach::practice::{Bound, Grade};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The distance between neighbouring leaves: as wide as the window allows between these (wider
/// when alpha and beta are asked for, so that two nodes' fields side by side do not touch).
const LEAF_SPACING: (f32, f32) = (52.0, 80.0);
const LEAF_SPACING_WITH_WINDOWS: (f32, f32) = (120.0, 136.0);
/// The page's side padding and the area's border, together.
const PAGE_SIDES: f32 = 36.0;
/// The distance between levels.
const LEVEL_HEIGHT: f32 = 92.0;
/// Room around the drawing: the labels left of the nodes, the leaves' boxes.
const MARGIN: f32 = 36.0;
/// Half a node's size: a Max node's square, a Min node's circle.
const HALF: f32 = 22.0;
/// Half a leaf's box.
const LEAF_HALF: (f32, f32) = (20.0, 15.0);
/// A value field's size, centred on its node.
const FIELD: (f32, f32) = (40.0, 28.0);
/// An alpha or beta field's size, and the gap between the node and the pair, and between the
/// two.
const WINDOW_FIELD: (f32, f32) = (46.0, 28.0);
/// The size of the drawing's texts and the fields' (the style sheet's), in CSS pixels.
const TEXT: f32 = 16.0;
const WINDOW_GAP: f32 = 4.0;
/// How far left of a node's centre its label stands, and how high.
const LABEL_LEFT: f32 = 30.0;
const LABEL_RISE: f32 = 16.0;
/// The strike across a marked edge: each stroke's half length, half the gap between the two
/// along the edge, and its slant (across the edge, along it: a turn of about 30 degrees).
const STRIKE: f32 = 9.0;
const STRIKE_GAP: f32 = 3.5;
const SLANT: (f32, f32) = (0.87, 0.5);
/// Half the width of the band along an edge that a click hits.
const HIT_HALF: f32 = 9.0;

/// The window's width in CSS pixels (0 where it cannot be read).
pub fn window_width() -> f32 {
    web_sys::window()
        .and_then(|w| w.inner_width().ok())
        .and_then(|w| w.as_f64())
        .unwrap_or(0.0) as f32
}

/// A practice drawing laid out for a window `width` wide: its leaves as far apart as the
/// window allows, within `spacing` (the least and the most), its levels `level_height` apart.
pub fn fitted_layout(tree: &Tree, width: f32, spacing: (f32, f32), level_height: f32) -> Layout {
    let room = (width - PAGE_SIDES - 2.0 * MARGIN) / tree.leaves().len().max(1) as f32;
    Layout::new(
        tree,
        room.max(spacing.0).min(spacing.1),
        level_height,
        MARGIN,
    )
}

#[derive(Properties, PartialEq)]
pub struct PracticeTreeProps {
    pub practice: Shared<Practice>,
    pub dispatch: DrillDispatch,
}

#[function_component(PracticeTree)]
pub fn practice_tree(p: &PracticeTreeProps) -> Html {
    // Drawn again, with its state, in a new language.
    crate::app::language::use_redraw_on_language();
    let practice = &p.practice.0;
    let tree = practice.tree();
    let ask = practice.asks_alpha_beta();
    let width = window_width();
    let layout = use_memo(
        (Shared(tree.clone()), ask, width as u32),
        |(tree, ask, _)| {
            let spacing = if *ask {
                LEAF_SPACING_WITH_WINDOWS
            } else {
                LEAF_SPACING
            };
            fitted_layout(&tree.0, width, spacing, LEVEL_HEIGHT)
        },
    );
    // The drawing opens readable, fitted when that keeps it so; Fit and the zoom buttons set
    // another scale.
    let area = use_node_ref();
    let room = use_area_room(&area, (Shared(tree.clone()), ask));
    let zoom = use_state(|| Zoomed::Opened);
    {
        let (area, zoom) = (area.clone(), zoom.setter());
        use_effect_with((Shared(tree.clone()), ask), move |_| {
            zoom.set(Zoomed::Opened);
            // Zoomed in past the area, it shows its middle, where the root is.
            if let Some(el) = area.cast::<web_sys::Element>() {
                el.set_scroll_left((el.scroll_width() - el.client_width()) / 2);
            }
        });
    }
    let grade = practice.checked();
    let edges = (1..tree.len() as NodeId).map(|n| edge(p, &layout, n, grade));
    let nodes = (0..tree.len() as NodeId).map(|n| node(practice, &layout, n));
    let fields = (0..tree.len() as NodeId)
        .filter(|&n| !tree.is_leaf(n))
        .map(|n| fields(p, &layout, n, grade));
    let (w, h) = drawing_size(&layout, tree, ask);
    let least = readable_least(TEXT, FIELD.1.min(WINDOW_FIELD.1));
    let scale = zoomed_scale(*zoom, (w, h), room, least);
    let fitted = zoomed_scale(Zoomed::Fitted, (w, h), room, least);
    {
        let layout = layout.clone();
        let at = move |n: NodeId| (layout.x[n as usize], layout.y[n as usize], HALF + 8.0);
        use_show_hinted(&area, practice.hinted_node(), scale, at);
    }
    html! {
        <>
        { zoom_bar(&zoom, scale, fitted) }
        <div class="practice-area" id="practice-area" ref={area}>
            <div class="practice-canvas" style={format!("width:{}px;height:{}px", (w * scale).ceil(), (h * scale).ceil())}>
                <div class="practice-scaled" style={format!("width:{w}px;height:{h}px;transform:scale({scale})")}>
                    <svg width={w.to_string()} height={h.to_string()}
                        viewBox={format!("0 0 {w} {h}")} role="group"
                        aria-label={t!(PRACTICE_TREE_ARIA)}>
                        { for edges }
                        { for nodes }
                    </svg>
                    { for fields }
                </div>
            </div>
        </div>
        { field_errors(practice) }
        </>
    }
}

/// The drawing's size, width and height: the layout's, and as far right as alpha's and beta's
/// fields reach beside a node, when asked.
fn drawing_size(layout: &Layout, tree: &Tree, ask: bool) -> (f32, f32) {
    let reach = HALF + WINDOW_GAP + WINDOW_FIELD.0;
    let right = (0..tree.len().min(layout.x.len()))
        .filter(|&i| ask && !tree.is_leaf(i as NodeId))
        .map(|i| layout.x[i] + reach)
        .fold(layout.width, f32::max);
    (right.ceil(), layout.height.ceil())
}

/// The scale at which a drawing `width` wide fits the area (`room` wide inside, 0 before it is
/// measured), never enlarged, nor made smaller than `least`, where it can still be read.
pub(crate) fn fit_width(width: f32, room: f32, least: f32) -> f32 {
    if room <= 0.0 || width <= 0.0 {
        return 1.0;
    }
    (room / width).max(least).min(1.0)
}

/// The width of the drawing's area, measured once it is on the page and again whenever the
/// window changes.
#[hook]
pub(crate) fn use_area_width(area: &NodeRef) -> f32 {
    use_area_room(area, ()).map_or(0.0, |(w, _)| w)
}

/// Why each text typed is not a value, in reading order, under the drawing (its field is
/// marked): said beside the field, it would cover the next node on a crowded row.
fn field_errors(practice: &Practice) -> Html {
    let tree = practice.tree();
    let mut errors: Vec<_> = practice.errors().collect();
    if errors.is_empty() {
        return html! {};
    }
    errors.sort_by_key(|&((n, f), _)| (tree.bfs_rank(n), f));
    html! {
        <div id="practice-field-errors" class="field-errors" role="alert">
            { for errors.into_iter().map(|((n, f), e)| {
                let label = tree.label(n);
                let (name, what) = match f {
                    Field::Value => ("value", t!(PRACTICE_VALUE_ARIA, label = label)),
                    Field::Alpha => ("alpha", t!(PRACTICE_ALPHA_ARIA, label = label)),
                    Field::Beta => ("beta", t!(PRACTICE_BETA_ARIA, label = label)),
                };
                html! {
                    <p id={format!("answer-{n}-{name}-error")} class="field-error">
                        <strong>{ what }</strong>{ format!(": {e}") }
                    </p>
                }
            }) }
        </div>
    }
}

/// One edge, to node `n`: a line, a strike when marked, and a wide, invisible button over it.
fn edge(p: &PracticeTreeProps, layout: &Layout, n: NodeId, grade: Option<&Grade>) -> Html {
    let practice = &p.practice.0;
    let tree = practice.tree();
    let parent = tree.parent(n).unwrap_or(0) as usize;
    let (x1, y1) = (layout.x[parent], layout.y[parent] + HALF);
    let (x2, y2) = (layout.x[n as usize], layout.y[n as usize] - HALF);
    let marked = practice.marked(n);
    let covered = !marked && practice.covered(n);
    let verdict = grade.and_then(|g| edge_verdict(g, n, marked));
    let label = tree.label(n);
    let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
    // Across the edge: the line's direction turned a quarter, of unit length.
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (nx, ny) = (-dy / len, dx / len);
    // The area a click hits: a band along the edge.
    let (hx, hy) = (nx * HIT_HALF, ny * HIT_HALF);
    let band = format!(
        "M{} {}L{} {}L{} {}L{} {}Z",
        x1 - hx,
        y1 - hy,
        x2 - hx,
        y2 - hy,
        x2 + hx,
        y2 + hy,
        x1 + hx,
        y1 + hy
    );
    let strike = marked.then(|| {
        // Two short strokes across the edge, slanted like "//", a little apart along it.
        let (ex, ey) = (dx / len, dy / len);
        let (sx, sy) = (
            (nx * SLANT.0 + ex * SLANT.1) * STRIKE,
            (ny * SLANT.0 + ey * SLANT.1) * STRIKE,
        );
        let stroke = |k: f32| {
            let (cx, cy) = (mx + ex * k * STRIKE_GAP, my + ey * k * STRIKE_GAP);
            format!("M{} {}L{} {}", cx - sx, cy - sy, cx + sx, cy + sy)
        };
        html! { <path class="strike" d={format!("{}{}", stroke(-1.0), stroke(1.0))} /> }
    });
    let locked = grade.is_some();
    let onclick = {
        let dispatch = p.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(PracticeAction::Mark(n)))
    };
    let onkeydown = {
        let dispatch = p.dispatch.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                dispatch.dispatch(PracticeAction::Mark(n));
            }
        })
    };
    let line = format!("M{x1} {y1}L{x2} {y2}");
    let (said, title) = if marked {
        (
            t!(PRACTICE_BRANCH_MARKED, label = label),
            t!(PRACTICE_BRANCH_MARKED_TITLE),
        )
    } else {
        (
            t!(PRACTICE_BRANCH, label = label),
            t!(PRACTICE_BRANCH_TITLE),
        )
    };
    html! {
        <g class="practice-edge" data-edge={n.to_string()} data-label={label.to_string()}
            data-marked={marked.then_some("true")} data-covered={covered.then_some("true")}
            data-grade={verdict}>
            <path class="line" d={line} />
            { for strike }
            <path class="hit" d={band} role="button" tabindex={(!locked).then_some("0")}
                aria-pressed={marked.to_string()} aria-disabled={locked.then_some("true")}
                aria-label={said} {onclick} {onkeydown}>
                <title>{ title }</title>
            </path>
        </g>
    }
}

/// Whether the edge to `n` is marked rightly, once checked: `right` (marked, never searched),
/// `missed` (never searched, left unmarked), `extra` (marked, but searched); None otherwise.
fn edge_verdict(g: &Grade, n: NodeId, marked: bool) -> Option<&'static str> {
    if g.missed_prunes.contains(&n) {
        Some("missed")
    } else if g.extra_prunes.contains(&n) {
        Some("extra")
    } else if marked {
        Some("right")
    } else {
        None
    }
}

/// A node's shape and label; a leaf's value. Inner nodes' values are the student's fields.
fn node(practice: &Practice, layout: &Layout, n: NodeId) -> Html {
    let tree = practice.tree();
    let (x, y) = (layout.x[n as usize], layout.y[n as usize]);
    let kind = kind(practice, tree, n);
    let hinted = practice.hinted_node() == Some(n);
    let shape = match (kind, tree.value(n)) {
        (_, Some(v)) => html! {
            <>
                <rect class="shape" x={(x - LEAF_HALF.0).to_string()} y={(y - LEAF_HALF.1).to_string()}
                    width={(2.0 * LEAF_HALF.0).to_string()} height={(2.0 * LEAF_HALF.1).to_string()} rx="4" />
                <text class="value" x={x.to_string()} y={(y + 6.0).to_string()}>{ Bound::Value(v).show(true) }</text>
            </>
        },
        ("min", None) => html! {
            <circle class="shape" cx={x.to_string()} cy={y.to_string()} r={HALF.to_string()} />
        },
        _ => html! {
            <rect class="shape" x={(x - HALF).to_string()} y={(y - HALF).to_string()}
                width={(2.0 * HALF).to_string()} height={(2.0 * HALF).to_string()} rx="3" />
        },
    };
    html! {
        <g class="practice-node" data-node={n.to_string()} data-label={tree.label(n).to_string()}
            data-kind={kind} data-covered={practice.covered(n).then_some("true")}
            data-hint={hinted.then_some("true")}>
            if hinted {
                <circle class="hint-ring" cx={x.to_string()} cy={y.to_string()} r={(HALF + 8.0).to_string()} />
            }
            { shape }
            <text class="label" x={(x - LABEL_LEFT).to_string()} y={(y - LABEL_RISE).to_string()}>{ tree.label(n).to_string() }</text>
        </g>
    }
}

/// `max`, `min` or `leaf`, as the page's drawing says it (`data-kind`).
fn kind(practice: &Practice, tree: &Tree, n: NodeId) -> &'static str {
    if tree.is_leaf(n) {
        return "leaf";
    }
    let root_max = practice.settings().root == crate::search::Side::Max;
    if tree.depth(n).is_multiple_of(2) == root_max {
        "max"
    } else {
        "min"
    }
}

/// The fields of inner node `n`: its value in the node; alpha and beta under it when asked.
fn fields(p: &PracticeTreeProps, layout: &Layout, n: NodeId, grade: Option<&Grade>) -> Html {
    let practice = &p.practice.0;
    let (x, y) = (layout.x[n as usize], layout.y[n as usize]);
    let value = field(p, n, Field::Value, (x, y), FIELD, grade);
    let windows = practice.asks_alpha_beta().then(|| {
        // Right of the node, alpha over beta, as the lab draws them.
        let (w, h) = WINDOW_FIELD;
        let right = x + HALF + WINDOW_GAP + w / 2.0;
        let half_gap = WINDOW_GAP / 2.0;
        html! {
            <>
                { field(p, n, Field::Alpha, (right, y - h / 2.0 - half_gap), WINDOW_FIELD, grade) }
                { field(p, n, Field::Beta, (right, y + h / 2.0 + half_gap), WINDOW_FIELD, grade) }
            </>
        }
    });
    html! { <>{ value }{ for windows }</> }
}

/// One field, centred at `at`, with its message beside it when its text is not a value.
fn field(
    p: &PracticeTreeProps,
    n: NodeId,
    f: Field,
    at: (f32, f32),
    size: (f32, f32),
    grade: Option<&Grade>,
) -> Html {
    let practice = &p.practice.0;
    let label = practice.tree().label(n);
    let (name, placeholder, what) = match f {
        Field::Value => ("value", "", t!(PRACTICE_VALUE_ARIA, label = label)),
        Field::Alpha => ("alpha", "α", t!(PRACTICE_ALPHA_ARIA, label = label)),
        Field::Beta => ("beta", "β", t!(PRACTICE_BETA_ARIA, label = label)),
    };
    let error = practice.error(n, f);
    let answered = !practice.draft(n, f).is_empty() && practice.searched(n);
    let verdict = grade.and_then(|g| field_verdict(g, n, f, answered));
    let oninput = {
        let dispatch = p.dispatch.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                dispatch.dispatch(PracticeAction::Type(n, f, input.value()));
            }
        })
    };
    let (left, top) = (at.0 - size.0 / 2.0, at.1 - size.1 / 2.0);
    let id = format!("answer-{n}-{name}");
    let error_id = format!("{id}-error");
    html! {
        <>
            <input {id} class="practice-field" type="text" inputmode="text" autocomplete="off" spellcheck="false"
                data-node={n.to_string()} data-field={name} data-grade={verdict}
                style={format!("left:{left}px;top:{top}px;width:{}px;height:{}px", size.0, size.1)}
                {placeholder} aria-label={what} aria-invalid={error.is_some().then_some("true")}
                aria-describedby={error.is_some().then(|| error_id.clone())}
                readonly={grade.is_some()}
                value={practice.draft(n, f).to_string()} {oninput} />
        </>
    }
}

/// Whether a field was answered rightly, once checked: `right`, `wrong`, or `missing` (a value
/// left out at a node the search returns from); None for fields not graded.
fn field_verdict(g: &Grade, n: NodeId, f: Field, answered: bool) -> Option<&'static str> {
    match f {
        Field::Value if g.wrong_values.contains(&n) => Some("wrong"),
        Field::Value if g.unanswered.contains(&n) => Some("missing"),
        Field::Alpha if g.wrong_alpha.contains(&n) => Some("wrong"),
        Field::Beta if g.wrong_beta.contains(&n) => Some("wrong"),
        _ if answered => Some("right"),
        _ => None,
    }
}
