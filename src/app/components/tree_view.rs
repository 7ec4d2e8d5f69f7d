//! The game tree as inline SVG: edges first, then nodes, each its own component.

use super::edge::{EdgeState, EdgeView};
use super::node::{Flash, Kind, NodeView};
use super::node_card::NodeCard;
use crate::app::{PanelProps, Shared};
use crate::engine::narrate::kind_word;
use crate::engine::{Algorithm, Form, Layout, NodeId, Status};
use crate::model::{Action, ZOOMS};
use std::collections::HashSet;
use std::rc::Rc;
use yew::prelude::*;

/// For each node, the distance to its nearest neighbour on the same row.
fn room(layout: &Layout) -> Vec<f32> {
    let n = layout.x.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| {
        layout.y[a]
            .total_cmp(&layout.y[b])
            .then(layout.x[a].total_cmp(&layout.x[b]))
    });
    let mut room = vec![f32::INFINITY; n];
    for w in order.windows(2) {
        let (a, b) = (w[0], w[1]);
        if layout.y[a] == layout.y[b] {
            let gap = layout.x[b] - layout.x[a];
            room[a] = room[a].min(gap);
            room[b] = room[b].min(gap);
        }
    }
    room
}

#[function_component(TreeView)]
pub fn tree_view(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let tree = &m.tree;
    let layout = &m.layout;
    let rooms = use_memo(Shared(layout.clone()), |l| room(&l.0));
    let nodes = m.replay.nodes();
    let pruning = m.settings.algorithm == Algorithm::AlphaBeta;
    let spacing = layout.leaf_spacing;
    let leaf_r = (spacing * 0.45).clamp(8.0, 24.0);
    let stagger = spacing < 34.0;
    let newly: HashSet<NodeId> = m.changes.newly_pruned.iter().copied().collect();
    let no_longer: HashSet<NodeId> = m.changes.no_longer_pruned.iter().copied().collect();
    let parity = m.changes.generation.is_multiple_of(2);
    let trace = Shared(m.trace.clone());
    let y_of = |n: NodeId| {
        let i = n as usize;
        let drop = match tree.leaf_index(n) {
            Some(k) if stagger && k % 2 == 1 => 30.0,
            _ => 0.0,
        };
        layout.y[i] + drop
    };
    let r_of = |n: NodeId| {
        if tree.is_leaf(n) {
            leaf_r
        } else {
            (rooms[n as usize] * 0.42).clamp(10.0, 22.0)
        }
    };

    let collapsed = &m.collapsed;
    let hidden = |n: NodeId| m.hidden.get(n as usize).copied().unwrap_or(false);
    let edges = (1..tree.len() as NodeId).filter_map(|child| {
        if hidden(child) {
            return None;
        }
        let parent = tree.parent(child)?;
        let (c, p) = (nodes[child as usize].status, nodes[parent as usize].status);
        let state = match c {
            Status::Pruned if p != Status::Pruned => EdgeState::Struck,
            Status::Pruned => EdgeState::Pruned,
            Status::Current | Status::Open => EdgeState::Path,
            Status::Done => EdgeState::Visited,
            Status::Unvisited => EdgeState::Plain,
        };
        let child_top = if tree.is_leaf(child) {
            15.0
        } else {
            r_of(child)
        };
        Some(html! {
            <EdgeView key={child}
                x1={layout.x[parent as usize]} y1={y_of(parent) + r_of(parent)}
                x2={layout.x[child as usize]} y2={y_of(child) - child_top}
                state={state} />
        })
    });

    let node_views = (0..tree.len() as NodeId).filter(|&n| !hidden(n)).map(|n| {
        let i = n as usize;
        let marker = collapsed
            .get(i)
            .copied()
            .unwrap_or(false)
            .then(|| tree.subtree_size(n) - 1);
        let kind = if tree.is_leaf(n) {
            Kind::Leaf
        } else if m.settings.is_max_at(tree.depth(n)) {
            Kind::Max
        } else {
            Kind::Min
        };
        let flash = if newly.contains(&n) {
            Flash::Cut(parity)
        } else if no_longer.contains(&n) {
            Flash::Uncut(parity)
        } else {
            Flash::None
        };
        let selected = m.selected == Some(n);
        html! {
            <NodeView key={n}
                id={n}
                x={layout.x[i]}
                y={y_of(n)}
                r={r_of(n)}
                kind={kind}
                label={m.labels.get(i).map(|l| AttrValue::from(Rc::clone(l))).unwrap_or_default()}
                leaf_index={tree.leaf_index(n)}
                leaf_value={tree.value(n)}
                state={nodes[i]}
                trace={trace.clone()}
                room={rooms[i]}
                pruning={pruning}
                negamax={m.settings.form == Form::Negamax}
                selected={selected}
                beyond={m.beyond.get(i).copied().unwrap_or(false)}
                marked={m.show_skipped && m.skipped.get(i).copied().unwrap_or(false)}
                flash={flash}
                collapsed={marker}
                board={m.game_boards.as_ref().and_then(|b| b.get(i).copied())}
                dispatch={props.dispatch.clone()} />
        }
    });

    let card = m.selected.filter(|&n| (n as usize) < tree.len()).map(|n| {
        let is_leaf = tree.is_leaf(n);
        let title = if is_leaf {
            format!("Leaf {}", tree.label(n))
        } else {
            format!("Node {} ({})", tree.label(n), kind_word(tree, &m.trace, n))
        };
        let initial = if is_leaf {
            tree.value(n)
        } else {
            tree.estimate(n)
        };
        let siblings: Vec<NodeId> = tree
            .parent(n)
            .map(|p| tree.children(p).collect())
            .unwrap_or_default();
        let zoom = ZOOMS[m.zoom.min(ZOOMS.len() - 1)];
        html! {
            <NodeCard id={n}
                title={AttrValue::from(title)}
                is_leaf={is_leaf}
                is_root={n == 0}
                collapsed={m.collapsed.get(n as usize).copied().unwrap_or(false)}
                label={AttrValue::from(if tree.has_custom_label(n) { tree.label(n).into_owned() } else { String::new() })}
                initial={AttrValue::from(initial.map(|v| v.to_string()).unwrap_or_default())}
                error={m.edit_error.clone().map(AttrValue::from)}
                can_left={siblings.first().is_some_and(|&f| f != n)}
                can_right={siblings.last().is_some_and(|&l| l != n)}
                x={layout.x[n as usize] * zoom} y={y_of(n) * zoom}
                dispatch={props.dispatch.clone()} />
        }
    });
    // A click on the drawing's background closes the card.
    let on_background = {
        let d = props.dispatch.clone();
        Callback::from(move |e: MouseEvent| {
            let on_svg = e
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                .is_some_and(|el| el.tag_name().eq_ignore_ascii_case("svg"));
            if on_svg {
                d.dispatch(Action::CloseCard);
            }
        })
    };
    let height = layout.height + if stagger { 30.0 } else { 0.0 } + 30.0;
    let width = layout.width;
    let zoom = ZOOMS[m.zoom.min(ZOOMS.len() - 1)];
    html! {
        <section id="tree-area" class="tree-area" aria-label="Game tree">
          <div class="tree-canvas" style={format!("width:{:.0}px", width * zoom)}>
            // The card comes first: Yew matches unkeyed children from the end, so a card
            // after the drawing would make opening it rebuild the whole <svg>.
            { for card }
            <svg id="tree" class="tree" xmlns="http://www.w3.org/2000/svg"
                width={format!("{:.0}", width * zoom)} height={format!("{:.0}", height * zoom)}
                viewBox={format!("0 0 {width:.0} {height:.0}")}
                aria-label="The game tree being searched" onclick={on_background}>
                <g class="edges">{ for edges }</g>
                <g class="nodes">{ for node_views }</g>
            </svg>
          </div>
        </section>
    }
}
