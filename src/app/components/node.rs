//! One node of the tree, drawn as SVG: its shape (Max a square, Min a circle, a leaf a small box
//! with its value), its label, its alpha and beta at the step shown, its value or bound, and a
//! cutoff tag. A plain function: the layer that holds the node (`tree_view.rs`) decides when to
//! draw again. Clicks and keys are handled once for the whole drawing (`tree_view.rs`), which
//! finds the node by its `data-node`.

use crate::draw::metrics::text_width;
use crate::draw::{Flash, Geometry, Kind};
use crate::engine::{NodeId, Score, Status};
use crate::model::Model;
use crate::num::tenths;
use yew::prelude::*;

impl Kind {
    pub fn of(m: &Model, n: NodeId) -> Kind {
        if m.tree().is_leaf(n) {
            Kind::Leaf
        } else if m.settings().is_max_at(m.tree().depth(n)) {
            Kind::Max
        } else {
            Kind::Min
        }
    }
}

impl Flash {
    /// The node's highlight in `m`: the lists of changes are in increasing order.
    pub fn of(m: &Model, n: NodeId) -> Flash {
        let parity = m.changes().generation.is_multiple_of(2);
        if m.changes().newly_pruned.binary_search(&n).is_ok() {
            Flash::Cut(parity)
        } else if m.changes().no_longer_pruned.binary_search(&n).is_ok() {
            Flash::Uncut(parity)
        } else {
            Flash::None
        }
    }
}

/// The node `n` of `m`, placed by `geo`.
pub fn node_view(m: &Model, geo: &Geometry, n: NodeId) -> Html {
    let i = n as usize;
    let tree = m.tree();
    let st = *m.replay().node(n);
    let table = &m.trace().table;
    let show = |s: Score| table.show(s, true);
    let kind = Kind::of(m, n);
    let r = geo.r[i];
    // Everything is placed in the drawing's coordinates, without a `transform` per node: each
    // transform is a paint property of its own, and with thousands of them the browser spends
    // most of a frame sorting them out (measured: 47 ms of a 51 ms step at 20,000 nodes).
    let (cx, cy) = (geo.x[i], geo.y[i]);
    let ax = |dx: f32| tenths(cx + dx);
    let ay = |dy: f32| tenths(cy + dy);
    let room = geo.room[i];
    let label: AttrValue = m
        .analysis()
        .labels()
        .get(i)
        .map(|l| AttrValue::from(std::rc::Rc::clone(l)))
        .unwrap_or_default();
    let leaf_value = tree.value(n);
    let pruning = m.settings().algorithm == crate::engine::Algorithm::AlphaBeta;
    let negamax = m.settings().form == crate::engine::Form::Negamax;
    let selected = m.authoring().selected() == Some(n);
    let beyond = m.analysis().beyond_limit().get(i).copied().unwrap_or(false);
    let marked =
        m.view().show_skipped() && m.analysis().final_pruned().get(i).copied().unwrap_or(false);
    let collapsed = m
        .view()
        .collapsed()
        .get(i)
        .copied()
        .unwrap_or(false)
        .then(|| tree.subtree_size(n) - 1);
    let board = m.games().boards().and_then(|b| b.get(i).copied());

    // The state is styled from `data-state`; only "open" (on the path, not current), which
    // `data-state` calls "visited" as it does a finished node, is a word of the look. So a jump,
    // which changes every node's state, changes one attribute per node, not two.
    let open = st.status == Status::Open;
    let flash = match Flash::of(m, n) {
        Flash::None => None,
        Flash::Cut(a) => Some(if a { "flash-cut-a" } else { "flash-cut-b" }),
        Flash::Uncut(a) => Some(if a { "flash-uncut-a" } else { "flash-uncut-b" }),
    };
    // The node's look, as words the style sheet matches with `[data-look~=word]`.
    let mut look = String::with_capacity(40);
    for word in [
        Some(kind.as_str()),
        open.then_some("open"),
        flash,
        selected.then_some("selected"),
        beyond.then_some("beyond"),
        marked.then_some("marked"),
    ]
    .into_iter()
    .flatten()
    {
        if !look.is_empty() {
            look.push(' ');
        }
        look.push_str(word);
    }
    let halo = matches!(st.status, Status::Current).then(|| {
        html! { <circle key="halo" class="halo" cx={ax(0.0)} cy={ay(0.0)} r={tenths(r + 10.0)} /> }
    });
    let flash_ring =
        flash.map(|_| html! { <circle key="flash" class="flash-ring" cx={ax(0.0)} cy={ay(0.0)} r={tenths(r + 14.0)} /> });

    let body = match kind {
        Kind::Max => html! {
            <rect key="shape" class="shape" x={ax(-r)} y={ay(-r)} width={tenths(2.0 * r)} height={tenths(2.0 * r)} rx="3" />
        },
        Kind::Min => {
            html! { <circle key="shape" class="shape" cx={ax(0.0)} cy={ay(0.0)} r={tenths(r)} /> }
        }
        Kind::Leaf => html! {
            <rect key="shape" class="shape" x={ax(-r)} y={ay(-15.0)} width={tenths(2.0 * r)} height="30" rx="7" />
        },
    };

    // The number inside: a leaf's value; an inner node's value once done (a bound if it cut
    // off), or while open the best so far as a bound ("≥ 3" at a Max node).
    let is_max = kind == Kind::Max || negamax;
    let inside: Option<String> = match kind {
        Kind::Leaf => leaf_value.map(|v| v.to_string().replace('-', "−")),
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
    let (vx, vy, anchor) = match (board.is_some(), kind) {
        (false, _) => (0.0, 6.0, None),
        (true, Kind::Leaf) => (0.0, 34.0, None),
        (true, _) => (-r - 5.0, r - 2.0, Some("end")),
    };
    let value_text = inside.map(|t| {
        let provisional = kind != Kind::Leaf && st.status != Status::Done;
        // An inner node's value wider than the room beside it on its row ("≤−4" at 37 px
        // between nodes) is drawn narrower, to at most 60 %, so that it does not run into its
        // neighbour's (leaves have their rows instead).
        let fit = (kind != Kind::Leaf && anchor.is_none())
            .then(|| text_width(&t))
            .filter(|&wide| wide > room - 4.0)
            .map(|wide| tenths((room - 4.0).max(0.6 * wide)));
        let adjust = fit.is_some().then_some("spacingAndGlyphs");
        html! {
            <text key="value" class="value" data-look={provisional.then_some("provisional")}
                x={ax(vx)} y={ay(vy)} text-anchor={anchor} textLength={fit} lengthAdjust={adjust}>{ t }</text>
        }
    });
    let board = board.map(|cells| {
        let size = if kind == Kind::Leaf { 9.0f32 } else { 11.0 };
        let origin = -1.5 * size;
        let (xa, xb, xo, xe) = (
            ax(origin + size),
            ax(origin + 2.0 * size),
            ax(origin),
            ax(-origin),
        );
        let (ya, yb, yo, ye) = (
            ay(origin + size),
            ay(origin + 2.0 * size),
            ay(origin),
            ay(-origin),
        );
        let grid = format!("M{xa},{yo}V{ye}M{xb},{yo}V{ye}M{xo},{ya}H{xe}M{xo},{yb}H{xe}");
        html! {
            <g key="board" class="mini-board">
                <path class="grid" d={grid} />
                { for (0..9usize).map(|i| {
                    let mx = cx + origin + (i % 3) as f32 * size + size / 2.0;
                    let my = cy + origin + (i / 3) as f32 * size + size / 2.0;
                    super::tictactoe::mark_svg(cells[i], mx, my, size, true)
                }) }
            </g>
        }
    });

    let on_path = matches!(st.status, Status::Current | Status::Open);
    // Crowded rows show labels, alpha and beta only along the path to the current node.
    let roomy = room >= 2.0 * r + 76.0;
    let label_text = (kind != Kind::Leaf && (room >= 2.0 * r + 14.0 || on_path)).then(|| {
        html! { <text key="label" class="label" x={ax(-r - 5.0)} y={ay(-r + 8.0)}>{ label.clone() }</text> }
    });

    // Alpha and beta, right of the node; on the path, over a background. Each is a keyed item
    // of the node's own list (no fragment): Yew diffs a list whose items all have keys by key,
    // and any other list by position from its end, so one unkeyed item would make a tag added
    // at the end (a cutoff) move every other element of the node.
    let window = pruning && kind != Kind::Leaf && (roomy || on_path) && st.alpha.is_some();
    let left = r + 5.0;
    let window_bg = (window && on_path).then(|| {
        html! {
            <rect key="window-bg" class="window-bg" x={ax(left - 3.0)} y={ay(-19.0)} width="62" height="41" rx="4" />
        }
    });
    let alpha_text = window.then(|| {
        let a = st.alpha.map(show).unwrap_or_default();
        html! { <text key="alpha" class="alpha" x={ax(left + 2.0)} y={ay(-3.0)}>{ format!("α {a}") }</text> }
    });
    let beta_text = window.then(|| {
        let b = st.beta.map(show).unwrap_or_default();
        html! { <text key="beta" class="beta" x={ax(left + 2.0)} y={ay(17.0)}>{ format!("β {b}") }</text> }
    });

    // The cutoff, named: a tag where there is room, a badge where the row is crowded.
    let cut_tag = (st.skipped && kind != Kind::Leaf).then(|| {
        let (long, short) = if is_max {
            ("β-cut", "β")
        } else {
            ("α-cut", "α")
        };
        if roomy {
            let (tx, ty) = (r * 0.3, -r - 8.0);
            html! {
                <g key="cut" class="cut-tag">
                    <rect x={ax(tx)} y={ay(ty - 17.0)} width="52" height="22" rx="4" />
                    <text x={ax(tx + 26.0)} y={ay(ty)}>{ long }</text>
                    <title>{ format!("{long}: the remaining children are skipped") }</title>
                </g>
            }
        } else {
            // Above the node's upper right, clear of the value inside.
            let (tx, ty) = (r * 0.7, -r - 6.0);
            html! {
                <g key="cut" class="cut-tag badge">
                    <circle cx={ax(tx)} cy={ay(ty)} r="11" />
                    <text x={ax(tx)} y={ay(ty + 5.0)}>{ short }</text>
                    <title>{ format!("{long}: the remaining children are skipped") }</title>
                </g>
            }
        }
    });

    let aria = match kind {
        Kind::Leaf => format!(
            "Leaf {label} with value {}. Press Enter to change it.",
            leaf_value.map(|v| v.to_string()).unwrap_or_default()
        ),
        Kind::Max => format!("Max node {label}. Press Enter to move it or give it an estimate."),
        Kind::Min => format!("Min node {label}. Press Enter to move it or give it an estimate."),
    };
    let marker = collapsed.map(|hidden| {
        let top = r + 4.0;
        html! {
            <g key="marker" class="collapsed-marker">
                <path d={format!("M{},{}L{},{}L{},{}Z", ax(0.0), ay(top), ax(-(r + 6.0)), ay(top + 30.0), ax(r + 6.0), ay(top + 30.0))} />
                if room >= 50.0 {
                    <text x={ax(0.0)} y={ay(top + 25.0)}>{ format!("+{hidden}") }</text>
                }
                <title>{ format!("{hidden} nodes collapsed: click to open a level") }</title>
            </g>
        }
    });
    let select_ring = selected.then(|| {
        html! { <circle key="select" class="select-ring" cx={ax(0.0)} cy={ay(0.0)} r={tenths(r + 7.0)} /> }
    });

    html! {
        <g key={n} class="node" data-look={look}
            data-node={n.to_string()}
            data-label={label}
            data-kind={kind.as_str()}
            data-state={st.status.as_str()}
            data-cut={st.cut.then_some("true")}
            data-beyond={beyond.then_some("true")}
            data-collapsed={collapsed.map(|k| k.to_string())}
            data-leaf-index={tree.leaf_index(n).map(|i| i.to_string())}
            tabindex="0"
            role="button"
            aria-label={aria}>
            { for flash_ring }
            { for halo }
            { for select_ring }
            { for marker }
            { body }
            { for board }
            { for value_text }
            { for label_text }
            { for window_bg }
            { for alpha_text }
            { for beta_text }
            { for cut_tag }
        </g>
    }
}
