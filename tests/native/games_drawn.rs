//! A tic-tac-toe search as the page draws it, a board in each node: every move named on its
//! edge, and nothing written beside a node (its move, its value or bound, alpha and beta, a
//! cut tag) running into a neighbour or into its own board.

use alphabeta_lab::draw::geometry::Geometry;
use alphabeta_lab::draw::look::{CutTag, Shape};
use alphabeta_lab::draw::metrics::shown_width;
use alphabeta_lab::draw::NodeLook;
use alphabeta_lab::games::tictactoe::Board;
use alphabeta_lab::model::play::build_game_tree;
use alphabeta_lab::model::{Action, GameRoot, Model, Step, ViewAction};
use alphabeta_lab::search::NodeId;
use std::fmt::Display;

/// Left, top, right, bottom.
type Extent = [f32; 4];

/// A text's height above and below its baseline (the page's node texts are 16 and 17 px).
const ASCENT: f32 = 13.0;
const DESCENT: f32 = 4.0;
/// How far apart two nodes on a row can be and still have their writing meet.
const NEAR: f32 = 400.0;

/// The box of `text` written at (x, y), anchored at its start, middle or end.
fn text_box(x: f32, y: f32, text: &impl Display, anchor: &str, fit: Option<f32>) -> Extent {
    let w = fit.unwrap_or_else(|| shown_width(text));
    let left = match anchor {
        "start" => x,
        "end" => x - w,
        _ => x - w / 2.0,
    };
    [left, y - ASCENT, left + w, y + DESCENT]
}

fn meet(a: &Extent, b: &Extent) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

/// What a node draws: its shape, board and cut tag (`body`), and its writing (`texts`).
struct Drawn {
    body: Vec<Extent>,
    board: Option<Extent>,
    texts: Vec<(&'static str, Extent)>,
}

fn drawn(look: &NodeLook) -> Drawn {
    let mut body = vec![match look.shape {
        Shape::Rect(r) => [r.x, r.y, r.x + r.width, r.y + r.height],
        Shape::Circle(c) => [c.cx - c.r, c.cy - c.r, c.cx + c.r, c.cy + c.r],
    }];
    let board = look
        .board
        .map(|b| [b.grid.left, b.grid.top, b.grid.right, b.grid.bottom]);
    body.extend(board);
    let mut texts = Vec::new();
    match look.cut_tag {
        Some(CutTag::Tag { rect: r, .. }) => body.push([r.x, r.y, r.x + r.width, r.y + r.height]),
        Some(CutTag::Badge { circle: c, .. }) => {
            body.push([c.cx - c.r, c.cy - c.r, c.cx + c.r, c.cy + c.r])
        }
        None => {}
    }
    if let Some(v) = &look.value {
        let t = &v.text;
        let anchor = v.anchor.unwrap_or("middle");
        texts.push(("value", text_box(t.x, t.y, &t.text, anchor, v.fit)));
    }
    if let Some(t) = &look.label {
        texts.push(("move", text_box(t.x, t.y, &t.text, "end", None)));
    }
    // Alpha and beta along the path sit over a background, over whatever is next to them.
    if let Some(b) = look.bounds.filter(|b| b.background.is_none()) {
        for t in [b.alpha, b.beta] {
            texts.push(("bounds", text_box(t.x, t.y, &t.text, "start", None)));
        }
    }
    if let Some(t) = look.marker.and_then(|m| m.count) {
        texts.push(("count", text_box(t.x, t.y, &t.text, "middle", None)));
    }
    Drawn { body, board, texts }
}

/// Whether something `from` writes meets what `to` draws or writes.
fn writes_on(from: &Drawn, to: &Drawn) -> bool {
    let all = || to.body.iter().chain(to.texts.iter().map(|t| &t.1));
    from.texts.iter().any(|(_, t)| all().any(|o| meet(t, o)))
}

/// The looks of every drawn node of `m`'s tree at the step shown.
fn looks(m: &Model) -> Vec<(NodeId, NodeLook)> {
    let geo = Geometry::new(m.tree(), m.view().layout(), m.view().hidden());
    geo.chunks
        .iter()
        .flatten()
        .map(|&n| (n, NodeLook::new(&m.node_facts(n), &geo, n)))
        .collect()
}

/// Every place where something written beside a node meets a neighbour on its row, or the
/// node's own board.
fn clashes(m: &Model) -> Vec<String> {
    let mut nodes: Vec<(NodeId, f32, f32, Drawn)> = looks(m)
        .into_iter()
        .map(|(n, look)| {
            let x = match look.shape {
                Shape::Rect(r) => r.x + r.width / 2.0,
                Shape::Circle(c) => c.cx,
            };
            let y = look
                .board
                .map_or(0.0, |b| (b.grid.top + b.grid.bottom) / 2.0);
            (n, y, x, drawn(&look))
        })
        .collect();
    nodes.sort_by(|a, b| (a.1, a.2).partial_cmp(&(b.1, b.2)).expect("numbers"));
    let mut out = Vec::new();
    for (i, (n, y, x, a)) in nodes.iter().enumerate() {
        for (what, t) in &a.texts {
            if a.board.is_some_and(|b| meet(t, &b)) {
                out.push(format!("node {n}: its {what} meets its board"));
            }
        }
        let row = nodes.iter().skip(i + 1);
        for (m, _, _, b) in row.take_while(|o| o.1 == *y && o.2 - x < NEAR) {
            if writes_on(a, b) || writes_on(b, a) {
                out.push(format!("nodes {n} and {m}"));
            }
        }
    }
    out
}

/// The model with the search from `board` opened as the tree shown, at its last step.
fn opened(board: &str) -> Model {
    let mut m = Model::default_with_width(1280.0);
    let b = Board::parse(board).expect("a position");
    let root = GameRoot::TicTacToe(b);
    let tree = build_game_tree(&root).expect("small enough to draw");
    m.apply(Action::GameTree(root, std::rc::Rc::new(tree)));
    assert!(m.games().boards().is_some(), "the search of {board} opened");
    m.apply(Action::Replay(Step::Last));
    m
}

#[test]
fn games_every_move_of_a_drawn_tic_tac_toe_search_is_named() {
    // X to move can win at once on c1: that first move ends in a leaf.
    for board in ["XX.OO....", "X.O.X.O..", "....X...."] {
        let mut m = opened(board);
        m.apply(Action::View(ViewAction::ExpandAll));
        let tree = m.tree().clone();
        let unnamed: Vec<String> = looks(&m)
            .into_iter()
            .filter(|(n, _)| *n != tree.root())
            .filter(|(n, look)| {
                look.label.as_ref().map(|t| t.text.to_string()) != Some(tree.label(*n).into())
            })
            .map(|(n, _)| {
                format!(
                    "{} ({})",
                    tree.label(n),
                    if tree.is_leaf(n) { "leaf" } else { "inner" }
                )
            })
            .take(5)
            .collect();
        assert_eq!(
            unnamed,
            Vec::<String>::new(),
            "moves without their name from {board}"
        );
    }
}

#[test]
fn games_what_is_written_beside_a_board_stays_clear_of_its_neighbours() {
    for board in ["XX.OO....", "X.O.X.O..", "X...O....", "....X...."] {
        let mut m = opened(board);
        // As it opens (big searches folded), and with every node drawn.
        assert_eq!(
            clashes(&m).into_iter().take(5).collect::<Vec<_>>(),
            Vec::<String>::new(),
            "{board}, as opened"
        );
        m.apply(Action::View(ViewAction::ExpandAll));
        assert_eq!(
            clashes(&m).into_iter().take(5).collect::<Vec<_>>(),
            Vec::<String>::new(),
            "{board}, every node drawn"
        );
    }
}
