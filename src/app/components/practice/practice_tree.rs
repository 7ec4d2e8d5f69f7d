//! The practice drawing: the tree as on paper, with a field in each inner node for the value it
//! returns (and, when asked, fields for its final alpha and beta beside it), and each edge a
//! button that strikes the branch below it through as never searched. Nothing of the solution
//! is drawn: no values at inner nodes, no states, no cutoffs. Once checked, each answer and
//! each edge says whether it was right. What each node and edge draws is its practice look
//! (`draw::look::PracticeNodeLook`, `PracticeEdgeLook`); this part adds the fields and buttons.
//!
//! Laid out at its natural size and scaled as a whole (`practice_zoom`: as large as keeps it
//! readable, fitted when that does; the area scrolls sideways), so that the fields, placed over
//! the drawing in pixels, stay on their nodes.

use super::practice_drawing::{
    at, edge_pieces, field_style, fitted_layout, node_pieces, window_width,
};
use super::practice_drill::DrillDispatch;
use super::practice_zoom::{use_area_room, use_show_hinted, zoom_bar};
use crate::app::Shared;
use crate::draw::look::{
    Asked, Blank, FieldLook, PracticeEdgeFacts, PracticeEdgeLook, PracticeNodeFacts,
    PracticeNodeLook, Ringed, PRACTICE_SIZES, SELECT_PAD, VALUE_FIELD, WINDOW_FIELD,
};
use crate::draw::{readable_least, zoomed_scale, Layout, Zoomed};
use crate::model::practice::{Field, Practice, PracticeAction};
use crate::search::NodeId;
use crate::t;
use crate::teach::practice::Grade;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The distance between neighbouring leaves: as wide as the window allows between these (wider
/// when alpha and beta are asked for, so that two nodes' fields side by side do not touch).
const LEAF_SPACING: (f32, f32) = (52.0, 80.0);
const LEAF_SPACING_WITH_WINDOWS: (f32, f32) = (120.0, 136.0);
/// The distance between levels.
const LEVEL_HEIGHT: f32 = 92.0;
/// The size of the drawing's texts and the fields' (the style sheet's), in CSS pixels.
const TEXT: f32 = 16.0;

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
    let looks: Vec<PracticeNodeLook> = (0..tree.len() as NodeId)
        .map(|n| node_look(practice, &layout, n, grade))
        .collect();
    let edges = (1..tree.len() as NodeId).map(|n| edge(p, &layout, n, grade));
    let nodes = looks.iter().zip(0..).map(|(look, n)| node(look, n));
    let fields = looks.iter().zip(0..).flat_map(|(look, n)| {
        look.fields
            .iter()
            .map(move |f| field(p, n, f, grade.is_some()))
    });
    let (w, h) = drawing_size(&layout, &looks);
    let least = readable_least(TEXT, VALUE_FIELD.1.min(WINDOW_FIELD.1));
    let scale = zoomed_scale(*zoom, (w, h), room, least);
    let fitted = zoomed_scale(Zoomed::Fitted, (w, h), room, least);
    {
        let layout = layout.clone();
        let reach = PRACTICE_SIZES.half + SELECT_PAD;
        let at = move |n: NodeId| {
            let (x, y) = at(&layout, n);
            (x, y, reach)
        };
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

/// The drawing's size, width and height: the layout's, and as far right as the fields reach.
fn drawing_size(layout: &Layout, looks: &[PracticeNodeLook]) -> (f32, f32) {
    let right = looks
        .iter()
        .flat_map(|l| &l.fields)
        .map(|f| f.rect.x + f.rect.width)
        .fold(layout.width, f32::max);
    (right.ceil(), layout.height.ceil())
}

/// A field's model name for a practice look's blank.
fn field_of(blank: Blank) -> Field {
    match blank {
        Blank::Value => Field::Value,
        Blank::Alpha => Field::Alpha,
        Blank::Beta => Field::Beta,
    }
}

/// What a field is, said: its node's value, alpha or beta.
fn field_name(f: Field, label: &str) -> String {
    match f {
        Field::Value => t!(PRACTICE_VALUE_ARIA, label = label),
        Field::Alpha => t!(PRACTICE_ALPHA_ARIA, label = label),
        Field::Beta => t!(PRACTICE_BETA_ARIA, label = label),
    }
}

/// The name of a field in its id.
fn field_id_name(f: Field) -> &'static str {
    match f {
        Field::Value => Blank::Value.as_str(),
        Field::Alpha => Blank::Alpha.as_str(),
        Field::Beta => Blank::Beta.as_str(),
    }
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
                let (name, what) = (field_id_name(f), field_name(f, &tree.label(n)));
                html! {
                    <p id={format!("answer-{n}-{name}-error")} class="field-error">
                        <strong>{ what }</strong>{ format!(": {e}") }
                    </p>
                }
            }) }
        </div>
    }
}

/// One edge, to node `n`: its look, and a wide, invisible button over it.
fn edge(p: &PracticeTreeProps, layout: &Layout, n: NodeId, grade: Option<&Grade>) -> Html {
    let practice = &p.practice.0;
    let tree = practice.tree();
    let marked = practice.marked(n);
    let facts = PracticeEdgeFacts {
        marked,
        covered: practice.covered(n),
        ..PracticeEdgeFacts::of(tree, n)
    };
    let from = at(layout, tree.parent(n).unwrap_or(0));
    let look = PracticeEdgeLook::new(&facts, PRACTICE_SIZES, from, at(layout, n), n, grade);
    let label = tree.label(n);
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
            data-marked={look.marked} data-covered={look.covered}
            data-grade={look.verdict}>
            { edge_pieces(&look) }
            <path class="hit" d={look.band.to_string()} role="button" tabindex={(!locked).then_some("0")}
                aria-pressed={marked.to_string()} aria-disabled={locked.then_some("true")}
                aria-label={said} {onclick} {onkeydown}>
                <title>{ title }</title>
            </path>
        </g>
    }
}

/// Node `n`'s practice look: its real kind, a leaf's value, the hint's ring, the fields an
/// inner node takes.
fn node_look(
    practice: &Practice,
    layout: &Layout,
    n: NodeId,
    grade: Option<&Grade>,
) -> PracticeNodeLook {
    let tree = practice.tree();
    let answered = |f: Field| !practice.draft(n, f).is_empty() && practice.searched(n);
    let asked = match (tree.is_leaf(n), practice.asks_alpha_beta()) {
        (true, _) => Asked::Nothing,
        (false, false) => Asked::Value,
        (false, true) => Asked::ValueAndWindow,
    };
    let facts = PracticeNodeFacts {
        asked,
        answered: [Field::Value, Field::Alpha, Field::Beta].map(answered),
        covered: practice.covered(n),
        ring: (practice.hinted_node() == Some(n)).then_some(Ringed::Hint),
        ..PracticeNodeFacts::of(tree, &practice.settings(), n)
    };
    PracticeNodeLook::new(&facts, PRACTICE_SIZES, at(layout, n), n, grade)
}

/// A node's shape and label; a leaf's value. Inner nodes' values are the student's fields.
fn node(look: &PracticeNodeLook, n: NodeId) -> Html {
    let hinted = look.ring.is_some();
    html! {
        <g class="practice-node" data-node={n.to_string()} data-label={look.label.text.to_string()}
            data-kind={look.kind} data-covered={look.covered}
            data-hint={hinted.then_some("true")}>
            { node_pieces(look) }
        </g>
    }
}

/// One field, where its look puts it.
fn field(p: &PracticeTreeProps, n: NodeId, look: &FieldLook, locked: bool) -> Html {
    let practice = &p.practice.0;
    let f = field_of(look.blank);
    let error = practice.error(n, f);
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
    let id = format!("answer-{n}-{}", look.blank.as_str());
    let error_id = format!("{id}-error");
    html! {
        <input {id} class="practice-field" type="text" inputmode="text" autocomplete="off" spellcheck="false"
            data-node={n.to_string()} data-field={look.blank.as_str()} data-grade={look.verdict}
            style={field_style(look)}
            placeholder={look.blank.placeholder()}
            aria-label={field_name(f, &practice.tree().label(n))}
            aria-invalid={error.is_some().then_some("true")}
            aria-describedby={error.is_some().then(|| error_id.clone())}
            readonly={locked}
            value={practice.draft(n, f).to_string()} {oninput} />
    }
}
