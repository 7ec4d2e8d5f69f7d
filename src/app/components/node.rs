//! One node of the tree: its shape (Max a square, Min a circle, a leaf a small box with its
//! value), its label, its alpha and beta at the step shown, its value or bound, and a cutoff
//! tag. A leaf opens the editor (`leaf_editor.rs`) on click or Enter. Props are small and compared cheaply, so a step
//! re-renders only the nodes whose state changed.

use crate::app::{Dispatch, Shared};
use crate::engine::{NodeId, NodeState, Score, Status, Trace, Value};
use crate::model::Action;
use yew::prelude::*;

/// What a node is, for drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Max,
    Min,
    Leaf,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Max => "max",
            Kind::Min => "min",
            Kind::Leaf => "leaf",
        }
    }
}

/// A highlight after an edit: a cutoff appeared (`Cut`) or vanished (`Uncut`) here. The flag
/// alternates with each edit so the animation starts again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flash {
    None,
    Cut(bool),
    Uncut(bool),
}

#[derive(Properties, PartialEq)]
pub struct NodeProps {
    pub id: NodeId,
    pub x: f32,
    pub y: f32,
    /// Half the node's size.
    pub r: f32,
    pub kind: Kind,
    pub label: AttrValue,
    pub leaf_index: Option<usize>,
    pub leaf_value: Option<Value>,
    pub state: NodeState,
    pub trace: Shared<Trace>,
    /// Distance to the nearest neighbour on the same row: how much can be written beside it.
    pub room: f32,
    /// Alpha-beta (alpha and beta are shown) rather than minimax.
    pub pruning: bool,
    /// Every node maximizes (negamax form): bounds read "≥" at Min nodes too.
    pub negamax: bool,
    /// The node's card is open.
    pub selected: bool,
    /// Below a depth limit: never searched.
    pub beyond: bool,
    /// Marked as skipped by alpha-beta (the "mark what alpha-beta skips" view).
    pub marked: bool,
    /// Drawn as a marker for its collapsed subtree: how many nodes it hides.
    pub collapsed: Option<usize>,
    /// A tic-tac-toe node's board (9 cells of X, O, .), drawn in the node.
    pub board: Option<[u8; 9]>,
    pub flash: Flash,
    pub dispatch: Dispatch,
}

fn fmt(v: f32) -> String {
    format!("{v:.1}")
}

#[function_component(NodeView)]
pub fn node_view(p: &NodeProps) -> Html {
    let st = p.state;
    let table = &p.trace.0.table;
    let show = |s: Score| table.show(s, true);
    let r = p.r;
    let state_class = match st.status {
        Status::Unvisited => "unvisited",
        Status::Current => "current",
        Status::Open => "open",
        Status::Done => "done",
        Status::Pruned => "pruned",
    };
    let flash = match p.flash {
        Flash::None => None,
        Flash::Cut(a) => Some(if a { "flash-cut-a" } else { "flash-cut-b" }),
        Flash::Uncut(a) => Some(if a { "flash-uncut-a" } else { "flash-uncut-b" }),
    };
    let class = classes!(
        "node",
        p.kind.as_str(),
        state_class,
        flash,
        p.selected.then_some("selected"),
        p.beyond.then_some("beyond"),
        p.marked.then_some("marked")
    );
    let halo = matches!(st.status, Status::Current).then(|| {
        html! { <circle key="halo" class="halo" r={fmt(r + 10.0)} /> }
    });
    let flash_ring =
        flash.map(|_| html! { <circle key="flash" class="flash-ring" r={fmt(r + 14.0)} /> });

    let body = match p.kind {
        Kind::Max => html! {
            <rect key="shape" class="shape" x={fmt(-r)} y={fmt(-r)} width={fmt(2.0 * r)} height={fmt(2.0 * r)} rx="3" />
        },
        Kind::Min => html! { <circle key="shape" class="shape" r={fmt(r)} /> },
        Kind::Leaf => html! {
            <rect key="shape" class="shape" x={fmt(-r)} y="-15" width={fmt(2.0 * r)} height="30" rx="7" />
        },
    };

    // The number inside: a leaf's value; an inner node's value once done (a bound if it cut
    // off), or while open the best so far as a bound ("≥ 3" at a Max node).
    let is_max = p.kind == Kind::Max || p.negamax;
    let inside: Option<String> = match p.kind {
        Kind::Leaf => p.leaf_value.map(|v| v.to_string().replace('-', "−")),
        _ => match st.status {
            Status::Done => st.value.map(|v| {
                if st.cut {
                    format!("{}{}", if is_max { "≥" } else { "≤" }, show(v))
                } else {
                    show(v)
                }
            }),
            Status::Current | Status::Open => st
                .best
                .filter(|b| !b.is_infinite())
                .map(|b| format!("{}{}", if is_max { "≥" } else { "≤" }, show(b))),
            _ => None,
        },
    };
    // With a board in the node, the value moves out of the way: left of an inner node,
    // under a leaf.
    let (vx, vy, anchor) = match (p.board.is_some(), p.kind) {
        (false, _) => (0.0, 6.0, None),
        (true, Kind::Leaf) => (0.0, 34.0, None),
        (true, _) => (-r - 5.0, r - 2.0, Some("end")),
    };
    let value_text = inside.map(|t| {
        let provisional = p.kind != Kind::Leaf && st.status != Status::Done;
        html! {
            <text key="value" class={classes!("value", provisional.then_some("provisional"))}
                x={fmt(vx)} y={fmt(vy)} text-anchor={anchor}>{ t }</text>
        }
    });
    let board = p.board.map(|cells| {
        let size = if p.kind == Kind::Leaf { 9.0f32 } else { 11.0 };
        let origin = -1.5 * size;
        let grid = format!(
            "M{a:.1},{o:.1}V{e:.1}M{b:.1},{o:.1}V{e:.1}M{o:.1},{a:.1}H{e:.1}M{o:.1},{b:.1}H{e:.1}",
            a = origin + size,
            b = origin + 2.0 * size,
            o = origin,
            e = -origin
        );
        html! {
            <g key="board" class="mini-board">
                <path class="grid" d={grid} />
                { for (0..9usize).map(|i| {
                    let cx = origin + (i % 3) as f32 * size + size / 2.0;
                    let cy = origin + (i / 3) as f32 * size + size / 2.0;
                    super::tictactoe::mark_svg(cells[i], cx, cy, size, "mini")
                }) }
            </g>
        }
    });

    let on_path = matches!(st.status, Status::Current | Status::Open);
    // Crowded rows show labels, alpha and beta only along the path to the current node.
    let roomy = p.room >= 2.0 * r + 76.0;
    let label = (p.kind != Kind::Leaf && (p.room >= 2.0 * r + 14.0 || on_path)).then(|| {
        html! { <text key="label" class="label" x={fmt(-r - 5.0)} y={fmt(-r + 8.0)}>{ p.label.clone() }</text> }
    });

    let window = (p.pruning && p.kind != Kind::Leaf && (roomy || on_path) && st.alpha.is_some())
        .then(|| {
            let a = st.alpha.map(show).unwrap_or_default();
            let b = st.beta.map(show).unwrap_or_default();
            html! {
                <g key="window" class={classes!("window", on_path.then_some("boxed"))} transform={format!("translate({},0)", fmt(r + 5.0))}>
                    if on_path {
                        <rect class="window-bg" x="-3" y="-19" width="62" height="41" rx="4" />
                    }
                    <text class="alpha" x="2" y="-3">{ format!("α {a}") }</text>
                    <text class="beta" x="2" y="17">{ format!("β {b}") }</text>
                </g>
            }
        });

    // The cutoff, named: a tag where there is room, a badge where the row is crowded.
    let cut_tag = (st.skipped && p.kind != Kind::Leaf).then(|| {
        let (long, short) = if is_max { ("β-cut", "β") } else { ("α-cut", "α") };
        if roomy {
            html! {
                <g key="cut" class="cut-tag" transform={format!("translate({},{})", fmt(r * 0.3), fmt(-r - 8.0))}>
                    <rect x="0" y="-17" width="52" height="22" rx="4" />
                    <text x="26" y="0">{ long }</text>
                    <title>{ format!("{long}: the remaining children are skipped") }</title>
                </g>
            }
        } else {
            html! {
                <g key="cut" class="cut-tag badge" transform={format!("translate({},{})", fmt(r * 0.7), fmt(-r * 0.7))}>
                    <circle r="11" />
                    <text y="5">{ short }</text>
                    <title>{ format!("{long}: the remaining children are skipped") }</title>
                </g>
            }
        }
    });

    // A click opens the node's card; on a collapsed marker it opens the subtree a level.
    let onclick = {
        let d = p.dispatch.clone();
        let id = p.id;
        let marker = p.collapsed.is_some();
        Callback::from(move |_: MouseEvent| {
            d.dispatch(if marker {
                Action::ToggleCollapse(id)
            } else {
                Action::Select(id)
            })
        })
    };
    let onkeydown = {
        let d = p.dispatch.clone();
        let id = p.id;
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" {
                e.prevent_default();
                d.dispatch(Action::Select(id));
            }
        })
    };
    let aria = match p.kind {
        Kind::Leaf => format!(
            "Leaf {} with value {}. Press Enter to change it.",
            p.label,
            p.leaf_value.map(|v| v.to_string()).unwrap_or_default()
        ),
        Kind::Max => format!(
            "Max node {}. Press Enter to move it or give it an estimate.",
            p.label
        ),
        Kind::Min => format!(
            "Min node {}. Press Enter to move it or give it an estimate.",
            p.label
        ),
    };
    let marker = p.collapsed.map(|hidden| {
        let top = r + 4.0;
        html! {
            <g key="marker" class="collapsed-marker">
                <path d={format!("M0,{:.1}L{:.1},{:.1}L{:.1},{:.1}Z", top, -(r + 6.0), top + 30.0, r + 6.0, top + 30.0)} />
                if p.room >= 50.0 {
                    <text y={fmt(top + 25.0)}>{ format!("+{hidden}") }</text>
                }
                <title>{ format!("{hidden} nodes collapsed: click to open a level") }</title>
            </g>
        }
    });
    let select_ring = p.selected.then(|| {
        html! { <circle key="select" class="select-ring" r={fmt(r + 7.0)} /> }
    });

    html! {
        <g class={class}
            transform={format!("translate({},{})", fmt(p.x), fmt(p.y))}
            data-node={p.id.to_string()}
            data-label={p.label.clone()}
            data-kind={p.kind.as_str()}
            data-state={st.status.as_str()}
            data-cut={st.cut.then_some("true")}
            data-beyond={p.beyond.then_some("true")}
            data-collapsed={p.collapsed.map(|k| k.to_string())}
            data-leaf-index={p.leaf_index.map(|i| i.to_string())}
            tabindex="0"
            role="button"
            aria-label={aria}
            onclick={onclick}
            onkeydown={onkeydown}>
            { for flash_ring }
            { for halo }
            { for select_ring }
            { for marker }
            { body }
            { for board }
            { for value_text }
            { for label }
            { for window }
            { for cut_tag }
        </g>
    }
}
