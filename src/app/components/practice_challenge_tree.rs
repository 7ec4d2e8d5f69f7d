//! A challenge's tree as the student works it. Best order: a node is selected by a click (or
//! Enter) and moved among its siblings by the arrow keys, `[` and `]`, the buttons, or a drag.
//! Make it cut and Build to order: each leaf is a field to type its value into; the node Make
//! it cut names is ringed; Build to order also takes the whole tree in the notation.

use super::dom::value_of;
use super::practice_challenge::{SlotAction, SlotDispatch};
use super::practice_tree::{fit_width, fitted_layout, use_area_width, window_width};
use crate::app::Shared;
use crate::draw::{readable_least, Layout};
use crate::model::challenge::{ChallengeAction, ChallengeDrill};
use crate::search::{NodeId, Tree};
use crate::t;
use crate::teach::practice::challenge::{Challenge, ChallengeKind};
use crate::teach::practice::Bound;
use crate::teach::Worded;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// The distance between neighbouring leaves, as wide as the window allows between these.
const LEAF_SPACING: (f32, f32) = (56.0, 84.0);
/// The distance between levels.
const LEVEL_HEIGHT: f32 = 88.0;
/// Half a node's size: a Max node's square, a Min node's circle.
const HALF: f32 = 20.0;
/// Half a leaf's box, and a leaf's field.
const LEAF_HALF: (f32, f32) = (21.0, 15.0);
/// How far left of a node's centre its label stands, and how high.
const LABEL_LEFT: f32 = 28.0;
const LABEL_RISE: f32 = 16.0;
/// The size of the drawing's texts and the leaves' fields (the style sheet's), in CSS pixels.
const TEXT: f32 = 16.0;
/// The ring around the node selected, or the node a Make it cut names.
const RING: f32 = 7.0;

#[derive(Properties, PartialEq)]
pub struct ChallengeTreeProps {
    pub drill: Shared<ChallengeDrill>,
    pub dispatch: SlotDispatch,
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
    let scale = fit_width(w, room, readable_least(TEXT, 2.0 * LEAF_HALF.1));
    // A drag: the node pressed, and where.
    let pressed = use_mut_ref(|| None::<(NodeId, f32)>);
    let order = d.kind() == ChallengeKind::Order;
    let send = {
        let dispatch = p.dispatch.clone();
        move |a: ChallengeAction| dispatch.dispatch(SlotAction::Do(a))
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
    let nodes = (0..tree.len() as NodeId).map(|n| node(p, &layout, n, &pressed));
    let fields = (!order).then(|| {
        tree.leaves()
            .iter()
            .map(|&l| leaf_field(p, &layout, l))
            .collect::<Html>()
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
        let dispatch = p.dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            if let Some(n) = selected {
                dispatch.dispatch(SlotAction::Do(ChallengeAction::Move(n, delta)));
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
    let parent = tree.parent(n).unwrap_or(0) as usize;
    let (x1, y1) = (layout.x[parent], layout.y[parent] + HALF);
    let (x2, y2) = (layout.x[n as usize], layout.y[n as usize] - HALF);
    let target = is_target(d, n).then_some("true");
    html! {
        <g class="practice-edge" data-edge={n.to_string()} data-target={target}>
            <path class="line" d={format!("M{x1} {y1}L{x2} {y2}")} />
        </g>
    }
}

/// Whether `n` is the node Make it cut names.
fn is_target(d: &ChallengeDrill, n: NodeId) -> bool {
    matches!(d.challenge(), Challenge::Cut { target, .. } if *target == n)
}

/// `max`, `min` or `leaf`, as the page's drawing says it (`data-kind`); challenges are
/// searched with Max at the root.
fn kind(tree: &Tree, n: NodeId) -> &'static str {
    match (tree.is_leaf(n), tree.depth(n).is_multiple_of(2)) {
        (true, _) => "leaf",
        (false, true) => "max",
        (false, false) => "min",
    }
}

fn node(
    p: &ChallengeTreeProps,
    layout: &Layout,
    n: NodeId,
    pressed: &Rc<std::cell::RefCell<Option<(NodeId, f32)>>>,
) -> Html {
    let d = &p.drill.0;
    let tree = d.tree();
    let (x, y) = (layout.x[n as usize], layout.y[n as usize]);
    let kind = kind(tree, n);
    let label = tree.label(n).into_owned();
    let order = d.kind() == ChallengeKind::Order;
    let selected = order && d.selected() == Some(n);
    let shape = match (kind, tree.value(n)) {
        ("leaf", v) => html! {
            <>
                <rect class="shape" x={(x - LEAF_HALF.0).to_string()} y={(y - LEAF_HALF.1).to_string()}
                    width={(2.0 * LEAF_HALF.0).to_string()} height={(2.0 * LEAF_HALF.1).to_string()} rx="4" />
                if order {
                    <text class="value" x={x.to_string()} y={(y + 6.0).to_string()}>
                        { v.map(|v| Bound::Value(v).show(true)).unwrap_or_default() }
                    </text>
                }
            </>
        },
        ("min", _) => {
            html! { <circle class="shape" cx={x.to_string()} cy={y.to_string()} r={HALF.to_string()} /> }
        }
        _ => html! {
            <rect class="shape" x={(x - HALF).to_string()} y={(y - HALF).to_string()}
                width={(2.0 * HALF).to_string()} height={(2.0 * HALF).to_string()} rx="3" />
        },
    };
    // A ringed node's label stands clear of the ring.
    let ringed = selected || is_target(d, n);
    let label_left = if ringed {
        LABEL_LEFT + RING
    } else {
        LABEL_LEFT
    };
    let ring = ringed.then(|| html! {
        <circle class="ring" cx={x.to_string()} cy={y.to_string()} r={(HALF + RING).to_string()} />
    });
    let movable = order && n != 0;
    let (onclick, onkeydown, onpointerdown) = if movable {
        let dispatch = p.dispatch.clone();
        let select = move || dispatch.dispatch(SlotAction::Do(ChallengeAction::Select(Some(n))));
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
        html! {
            <circle class="hit" cx={x.to_string()} cy={y.to_string()} r={(HALF + RING).to_string()}
                role="button" tabindex="0" aria-pressed={selected.to_string()}
                aria-label={t!(PRACTICE_CHALLENGE_NODE_ARIA, label = label.clone())} {onkeydown} />
        }
    });
    html! {
        <g {key} class="practice-node challenge-node" data-node={n.to_string()} data-label={label.clone()}
            data-kind={kind} data-selected={selected.then_some("true")}
            data-target={is_target(d, n).then_some("true")} data-movable={movable.then_some("true")}
            {onclick} {onpointerdown}>
            { for ring }
            { shape }
            <text class="label" x={(x - label_left).to_string()} y={(y - LABEL_RISE).to_string()}>{ label }</text>
            { for hit }
        </g>
    }
}

/// A leaf's field, over its box.
fn leaf_field(p: &ChallengeTreeProps, layout: &Layout, leaf: NodeId) -> Html {
    let d = &p.drill.0;
    let (x, y) = (layout.x[leaf as usize], layout.y[leaf as usize]);
    let label = d.tree().label(leaf).into_owned();
    let oninput = {
        let dispatch = p.dispatch.clone();
        Callback::from(move |e: InputEvent| {
            let text = value_of(e.as_ref());
            dispatch.dispatch(SlotAction::Do(ChallengeAction::Leaf(leaf, text)));
        })
    };
    let (w, h) = (2.0 * LEAF_HALF.0, 2.0 * LEAF_HALF.1);
    let changed = (d.kind() == ChallengeKind::Cut && d.changed(leaf)).then_some("true");
    html! {
        <input id={format!("challenge-leaf-{leaf}")} class="practice-field challenge-leaf" type="text"
            inputmode="numeric" autocomplete="off" spellcheck="false"
            data-node={leaf.to_string()} data-label={label.clone()} data-changed={changed}
            style={format!("left:{}px;top:{}px;width:{w}px;height:{h}px", x - LEAF_HALF.0, y - LEAF_HALF.1)}
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
        let dispatch = p.dispatch.clone();
        Callback::from(move |e: InputEvent| {
            let text = value_of(e.as_ref());
            dispatch.dispatch(SlotAction::Do(ChallengeAction::Notation(text)));
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
