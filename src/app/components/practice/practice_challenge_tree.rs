//! A challenge's tree as the student works it. Best order: a node is selected by a click (or
//! Enter) and moved among its siblings by the arrow keys, `[` and `]`, the buttons, or a drag.
//! Make it cut and Build to order: each leaf is a field to type its value into; the node Make
//! it cut names is ringed; Build to order also takes the whole tree in the notation.

use super::practice_drawing::{
    at, edge_pieces, field_style, fitted_layout, node_pieces, window_width,
};
use super::practice_zoom::{fit_width, use_area_width};
use crate::app::components::shared::dom::value_of;
use crate::app::Shared;
use crate::draw::look::LEAF_HALF_HEIGHT;
use crate::draw::look::{
    Asked, PracticeEdgeFacts, PracticeEdgeLook, PracticeNodeFacts, PracticeNodeLook, Ring, Ringed,
    CHALLENGE_SIZES, SELECT_PAD,
};
use crate::draw::{readable_least, Layout};
use crate::model::challenge::{ChallengeAction, ChallengeDrill};
use crate::search::{NodeId, Tree};
use crate::t;
use crate::teach::practice::challenge::{self, Challenge, ChallengeKind};
use crate::teach::Worded;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// The distance between neighbouring leaves, as wide as the window allows between these.
const LEAF_SPACING: (f32, f32) = (56.0, 84.0);
/// The distance between levels.
const LEVEL_HEIGHT: f32 = 88.0;
/// The size of the drawing's texts and the leaves' fields (the style sheet's), in CSS pixels.
const TEXT: f32 = 16.0;

#[derive(Properties, PartialEq)]
pub struct ChallengeTreeProps {
    pub drill: Shared<ChallengeDrill>,
    /// What the student does to the challenge.
    pub send: Callback<ChallengeAction>,
}

#[function_component(ChallengeTree)]
pub fn challenge_tree(p: &ChallengeTreeProps) -> Html {
    crate::app::language::use_redraw_on_language();
    let d = &p.drill.0;
    let tree = d.tree();
    let width = window_width();
    let layout = use_memo((Shared(tree.clone()), width as u32), |(tree, _)| {
        fitted_layout(&tree.0, width, LEAF_SPACING, LEVEL_HEIGHT)
    });
    // Fitted to the area's width while its text and its fields stay readable.
    let area = use_node_ref();
    let room = use_area_width(&area);
    let (w, h) = (layout.width.ceil(), layout.height.ceil());
    let scale = fit_width(w, room, readable_least(TEXT, 2.0 * LEAF_HALF_HEIGHT));
    // A drag: the node pressed, and where.
    let pressed = use_mut_ref(|| None::<(NodeId, f32)>);
    let order = d.kind() == ChallengeKind::Order;
    let send = {
        let send = p.send.clone();
        move |a: ChallengeAction| send.emit(a)
    };
    let onkeydown = {
        let (send, selected) = (send.clone(), d.selected());
        Callback::from(move |e: KeyboardEvent| {
            let (Some(n), true) = (selected, order) else {
                return;
            };
            let delta = match e.key().as_str() {
                "ArrowLeft" | "[" => -1,
                "ArrowRight" | "]" => 1,
                "Escape" => return send(ChallengeAction::Select(None)),
                _ => return,
            };
            e.prevent_default();
            send(ChallengeAction::Move(n, delta));
        })
    };
    let onpointerup = {
        let (send, pressed, layout, tree) =
            (send.clone(), pressed.clone(), layout.clone(), tree.clone());
        Callback::from(move |e: PointerEvent| {
            let Some((n, x0)) = pressed.borrow_mut().take() else {
                return;
            };
            let x = x0 + (e.client_x() as f32 - DRAG_START.with(Cell::get)) / scale;
            if let Some(place) = drop_place(&tree, &layout, n, x) {
                send(ChallengeAction::Place(n, place));
            }
        })
    };
    let edges = (1..tree.len() as NodeId).map(|n| edge(d, &layout, n));
    let looks: Vec<PracticeNodeLook> = (0..tree.len() as NodeId)
        .map(|n| node_look(d, &layout, n))
        .collect();
    let nodes = looks
        .iter()
        .zip(0..)
        .map(|(look, n)| node(p, look, at(&layout, n), n, &pressed));
    let fields = looks.iter().zip(0..).flat_map(|(look, n)| {
        look.fields
            .first()
            .map(|f| leaf_field(p, n, &field_style(f)))
    });
    html! {
        <>
        if order { { move_bar(p) } }
        <div class="practice-area challenge-area" id="challenge-area" ref={area} tabindex="-1" {onkeydown} {onpointerup}>
            <div class="practice-canvas" style={format!("width:{}px;height:{}px", (w * scale).ceil(), (h * scale).ceil())}>
                <div class="practice-scaled" style={format!("width:{w}px;height:{h}px;transform:scale({scale})")}>
                    <svg width={w.to_string()} height={h.to_string()} viewBox={format!("0 0 {w} {h}")}
                        role="group" aria-label={t!(PRACTICE_CHALLENGE_TREE_ARIA)}>
                        { for edges }
                        { for nodes }
                    </svg>
                    { for fields }
                </div>
            </div>
        </div>
        { errors(d) }
        if d.kind() == ChallengeKind::Build { { notation(p) } }
        </>
    }
}

thread_local! {
    /// The pointer's x where a drag began (the client's, in CSS pixels).
    static DRAG_START: Cell<f32> = const { Cell::new(0.0) };
}

/// Where among its siblings a node dropped at `x` goes: the place of the sibling nearest.
fn drop_place(tree: &Tree, layout: &Layout, node: NodeId, x: f32) -> Option<usize> {
    let parent = tree.parent(node)?;
    let (place, _) = tree
        .children(parent)
        .map(|c| (layout.x[c as usize] - x).abs())
        .enumerate()
        .min_by(|a, b| a.1.total_cmp(&b.1))?;
    let now = tree.children(parent).position(|c| c == node)?;
    (place != now).then_some(place)
}

/// Best order's buttons: the node selected moved left or right.
fn move_bar(p: &ChallengeTreeProps) -> Html {
    let d = &p.drill.0;
    let selected = d.selected().filter(|&n| n != 0);
    let button = |id: &'static str, delta: i32, text: String| {
        let send = p.send.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            if let Some(n) = selected {
                send.emit(ChallengeAction::Move(n, delta));
            }
        });
        html! { <button {id} class="tool" disabled={selected.is_none()} {onclick}>{ text }</button> }
    };
    let named = selected.map(|n| d.tree().label(n).into_owned());
    html! {
        <div class="tools challenge-moves">
            { button("challenge-move-left", -1, t!(PRACTICE_CHALLENGE_MOVE_LEFT)) }
            { button("challenge-move-right", 1, t!(PRACTICE_CHALLENGE_MOVE_RIGHT)) }
            <span id="challenge-selected" class="tool-label">
                { named.map(|l| t!(PRACTICE_CHALLENGE_SELECTED, node = l)).unwrap_or_default() }
            </span>
        </div>
    }
}

fn edge(d: &ChallengeDrill, layout: &Layout, n: NodeId) -> Html {
    let tree = d.tree();
    let facts = PracticeEdgeFacts {
        target: is_target(d, n),
        ..PracticeEdgeFacts::of(tree, n)
    };
    let from = at(layout, tree.parent(n).unwrap_or(0));
    let look = PracticeEdgeLook::new(&facts, CHALLENGE_SIZES, from, at(layout, n), n, None);
    html! {
        <g class="practice-edge" data-edge={n.to_string()} data-target={look.target}>
            { edge_pieces(&look) }
        </g>
    }
}

/// Whether `n` is the node Make it cut names.
fn is_target(d: &ChallengeDrill, n: NodeId) -> bool {
    matches!(d.challenge(), Challenge::Cut { target, .. } if *target == n)
}

/// Node `n`'s practice look, as the challenge's conventions search it: a leaf's value written
/// in Best order, a field over it otherwise; the node selected or named ringed.
fn node_look(d: &ChallengeDrill, layout: &Layout, n: NodeId) -> PracticeNodeLook {
    let tree = d.tree();
    let order = d.kind() == ChallengeKind::Order;
    let ring = if is_target(d, n) {
        Some(Ringed::Target)
    } else {
        (order && d.selected() == Some(n)).then_some(Ringed::Selected)
    };
    let base = PracticeNodeFacts::of(tree, &challenge::settings(), n);
    let facts = PracticeNodeFacts {
        value: base.value.filter(|_| order),
        asked: if tree.is_leaf(n) && !order {
            Asked::Value
        } else {
            Asked::Nothing
        },
        ring,
        ..base
    };
    PracticeNodeLook::new(&facts, CHALLENGE_SIZES, at(layout, n), n, None)
}

fn node(
    p: &ChallengeTreeProps,
    look: &PracticeNodeLook,
    center: (f32, f32),
    n: NodeId,
    pressed: &Rc<std::cell::RefCell<Option<(NodeId, f32)>>>,
) -> Html {
    let d = &p.drill.0;
    let label = look.label.text.to_string();
    let order = d.kind() == ChallengeKind::Order;
    let selected = look.ring.is_some_and(|(r, _)| r == Ringed::Selected);
    let movable = order && n != 0;
    let (x, y) = center;
    let (onclick, onkeydown, onpointerdown) = if movable {
        let send = p.send.clone();
        let select = move || send.emit(ChallengeAction::Select(Some(n)));
        let (s1, s2) = (select.clone(), select.clone());
        let pressed = pressed.clone();
        (
            Some(Callback::from(move |_: MouseEvent| s1())),
            Some(Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    s2();
                }
            })),
            Some(Callback::from(move |e: PointerEvent| {
                DRAG_START.with(|c| c.set(e.client_x() as f32));
                *pressed.borrow_mut() = Some((n, x));
                select();
            })),
        )
    } else {
        (None, None, None)
    };
    // Keyed by label while nodes move (labels move with them), so that focus stays on its node.
    let key = if order { label.clone() } else { n.to_string() };
    // The button is a shape of its own over the node, without text, so that its name is
    // only what it says.
    let hit = movable.then(|| {
        let c = Ring {
            cx: x,
            cy: y,
            r: CHALLENGE_SIZES.half + SELECT_PAD,
        };
        html! {
            <circle class="hit" cx={c.cx_attr()} cy={c.cy_attr()} r={c.r_attr()}
                role="button" tabindex="0" aria-pressed={selected.to_string()}
                aria-label={t!(PRACTICE_CHALLENGE_NODE_ARIA, label = label.clone())} {onkeydown} />
        }
    });
    html! {
        <g {key} class="practice-node challenge-node" data-node={n.to_string()} data-label={label.clone()}
            data-kind={look.kind} data-selected={selected.then_some("true")}
            data-target={is_target(d, n).then_some("true")} data-movable={movable.then_some("true")}
            {onclick} {onpointerdown}>
            { node_pieces(look) }
            { for hit }
        </g>
    }
}

/// A leaf's field, over its box.
fn leaf_field(p: &ChallengeTreeProps, leaf: NodeId, style: &str) -> Html {
    let d = &p.drill.0;
    let label = d.tree().label(leaf).into_owned();
    let oninput = {
        let send = p.send.clone();
        Callback::from(move |e: InputEvent| {
            let text = value_of(e.as_ref());
            send.emit(ChallengeAction::Leaf(leaf, text));
        })
    };
    let changed = (d.kind() == ChallengeKind::Cut && d.changed(leaf)).then_some("true");
    html! {
        <input id={format!("challenge-leaf-{leaf}")} class="practice-field challenge-leaf" type="text"
            inputmode="numeric" autocomplete="off" spellcheck="false"
            data-node={leaf.to_string()} data-label={label.clone()} data-changed={changed}
            style={style.to_string()}
            aria-label={t!(PRACTICE_CHALLENGE_LEAF_ARIA, label = label)}
            aria-invalid={d.error(leaf).is_some().then_some("true")}
            value={d.field(leaf)} {oninput} />
    }
}

/// Why each leaf's text is not a value, under the drawing.
fn errors(d: &ChallengeDrill) -> Html {
    let tree = d.tree();
    let wrong: Vec<Html> = tree
        .leaves()
        .iter()
        .filter_map(|&l| d.error(l).map(|e| (l, e)))
        .map(|(l, e)| {
            html! {
                <p id={format!("challenge-leaf-{l}-error")} class="field-error">
                    <strong>{ tree.label(l).into_owned() }</strong>{ format!(": {e}") }
                </p>
            }
        })
        .collect();
    if wrong.is_empty() {
        return html! {};
    }
    html! { <div class="field-errors" role="alert">{ for wrong }</div> }
}

/// Build to order: the whole tree in the notation.
fn notation(p: &ChallengeTreeProps) -> Html {
    let d = &p.drill.0;
    let oninput = {
        let send = p.send.clone();
        Callback::from(move |e: InputEvent| {
            let text = value_of(e.as_ref());
            send.emit(ChallengeAction::Notation(text));
        })
    };
    html! {
        <div class="challenge-notation">
            <label class="field">
                <span>{ t!(PRACTICE_CHALLENGE_NOTATION) }</span>
                <input id="challenge-notation" type="text" spellcheck="false" autocomplete="off"
                    value={d.notation().to_string()} {oninput}
                    aria-invalid={d.notation_error().is_some().then_some("true")} />
            </label>
            if let Some(e) = d.notation_error() {
                <p id="challenge-notation-error" class="field-error" role="alert">{ e.said().to_string() }</p>
            }
        </div>
    }
}
