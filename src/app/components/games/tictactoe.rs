//! Tic-tac-toe: set up a position by clicking, or play against the computer, which moves by
//! alpha-beta; the counts of minimax against alpha-beta for the position shown; and the search
//! behind a move opened as a tree. The counts are searched in a Web Worker
//! (`crate::app::search`), off the page's thread.

use crate::app::components::shared::button::tool;
use crate::app::game_state::{open_tree, press, send, GameProps};
use crate::app::search;
use crate::games::tictactoe::{cell_name, Board, Mark, Outlook};
use crate::games::Game;
use crate::model::play::{Cell, GameAction};
use crate::model::{GameRoot, GAME_TREE_CAP};
use crate::num::grouped;
use crate::t;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The counts of a board, from the worker: the value for X, the best move, the positions
/// minimax and alpha-beta visit, and each move's value for the side to move with the
/// positions alpha-beta visits to prove it.
#[derive(Clone, PartialEq)]
struct Counts {
    board: Board,
    value: i32,
    best: String,
    minimax: u64,
    alphabeta: u64,
    moves: Vec<CellValue>,
}

/// An empty cell's value for the side to move, and the positions that prove it.
#[derive(Clone, Copy, PartialEq)]
struct CellValue {
    cell: u8,
    outlook: Outlook,
    nodes: u64,
}

/// The worker's answer for `board`: `{ kind: "done", counts: [value, best, minimax,
/// alpha-beta, [cell, value, positions, ...]] }`.
fn counts_of(board: Board, data: &JsValue) -> Option<Counts> {
    let counts = js_sys::Reflect::get(data, &"counts".into()).ok()?;
    let a: &js_sys::Array = counts.dyn_ref()?;
    let flat: Vec<f64> = a
        .get(4)
        .dyn_ref::<js_sys::Array>()?
        .iter()
        .map(|v| v.as_f64())
        .collect::<Option<_>>()?;
    let moves = flat
        .chunks_exact(3)
        .map(|m| CellValue {
            cell: m[0] as u8,
            outlook: Outlook::of(m[1] as i32),
            nodes: m[2] as u64,
        })
        .collect();
    Some(Counts {
        board,
        value: a.get(0).as_f64()? as i32,
        best: a.get(1).as_string()?,
        minimax: a.get(2).as_f64()? as u64,
        alphabeta: a.get(3).as_f64()? as u64,
        moves,
    })
}

/// An outlook in words, in the language shown.
fn outlook_word(o: Outlook) -> String {
    match o {
        Outlook::Win => t!(GAME_TTT_VALUE_WIN),
        Outlook::Draw => t!(GAME_TTT_VALUE_DRAW),
        Outlook::Loss => t!(GAME_TTT_VALUE_LOSS),
    }
}

/// What an empty cell shows of its value: the outlook's word, and under it the positions
/// alpha-beta visits to prove it; the cell is coloured by the outlook (`data-value`).
fn value_view(v: &CellValue, x: u32, y: u32) -> Html {
    let mid = x + u32::from(CELL) / 2;
    html! {
        <>
            <text class="value" x={mid.to_string()} y={(y + 36).to_string()}>{ outlook_word(v.outlook) }</text>
            <text class="proof" x={mid.to_string()} y={(y + 58).to_string()}>{ grouped(v.nodes as usize) }</text>
        </>
    }
}

/// A cell's side, in pixels.
const CELL: u8 = 84;

#[function_component(TicTacToe)]
pub fn tic_tac_toe(props: &GameProps) -> Html {
    // Drawn again, with its state, in a new language.
    crate::app::language::use_redraw_on_language();
    let d = &props.dispatch;
    let g = &props.play.0;
    let board = g.board();
    let cells = g.cells();
    // Searched again, in the worker, only when the position changes, not at every drawing.
    let counts = use_state(|| None::<Counts>);
    let failed = use_state(|| false);
    {
        let (counts, failed) = (counts.clone(), failed.clone());
        use_effect_with(board.as_ref().ok().copied(), move |b| {
            let Some(b) = *b else {
                return search::cancel(search::Slot::TicTacToe);
            };
            let request = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&request, &"kind".into(), &"tictactoe".into());
            let _ = js_sys::Reflect::set(&request, &"text".into(), &b.to_text().into());
            let to = {
                let (counts, failed) = (counts.clone(), failed.clone());
                Callback::from(move |data: JsValue| match counts_of(b, &data) {
                    Some(c) => counts.set(Some(c)),
                    None => failed.set(true),
                })
            };
            failed.set(false);
            if !search::start(search::Slot::TicTacToe, &request.into(), to) {
                failed.set(true);
            }
        });
    }
    // Cells are 84 pixels, after room left of and above the board for the columns' and rows'
    // names (a1 the top left, as cells are named): whole numbers, written as integers.
    const SIZE: u8 = CELL;
    const EDGE: u32 = 22;
    let size = f32::from(SIZE);
    let shown = counts
        .as_ref()
        .filter(|c| board.as_ref().ok() == Some(&c.board));
    // Each empty cell's value, when asked for and counted for the board shown.
    let values = shown
        .filter(|_| g.show_values())
        .map(|c| c.moves.as_slice());
    let to_move = board.as_ref().map(|b| b.to_move()).unwrap_or(Mark::X);
    let win = board.as_ref().ok().and_then(|b| b.winning_cells());
    let names = (0..6u8).map(|i| {
        let mid = EDGE + u32::from(i % 3 * SIZE) + u32::from(SIZE) / 2;
        let (x, y, name) = if i < 3 {
            (mid, EDGE / 2, char::from(b'a' + i))
        } else {
            (EDGE / 2, mid, char::from(b'1' + i % 3))
        };
        html! { <text class="name" x={x.to_string()} y={y.to_string()}>{ name }</text> }
    });
    let cell_views = (0..9u8).map(|i| {
        let (xi, yi) = (
            EDGE + u32::from(i % 3 * SIZE),
            EDGE + u32::from(i / 3 * SIZE),
        );
        let (x, y) = (xi as f32, yi as f32);
        let play = GameAction::TicTacToeCell(i);
        // A cell takes the focus (Tab) and is played with Enter or Space, as a button is.
        let onkeydown = press(d, play.clone());
        let onclick = send(d, play);
        let lit = win.is_some_and(|w| w.contains(&i));
        let mark = match cells.get(usize::from(i)) {
            Cell::X => "X",
            Cell::O => "O",
            Cell::Empty => "empty",
        };
        let value = values.and_then(|v| v.iter().find(|v| v.cell == i));
        let said = match value {
            Some(v) => t!(GAME_TTT_CELL_VALUE_ARIA, cell = cell_name(i), value = outlook_word(v.outlook), side = to_move, nodes = grouped(v.nodes as usize)),
            None => t!(GAME_TTT_CELL_ARIA, cell = cell_name(i), mark = mark),
        };
        html! {
            <g class="cell" data-look={lit.then_some("win")} data-cell={i.to_string()} role="button"
                data-value={value.map(|v| v.outlook.key())}
                tabindex="0" aria-label={said} {onclick} {onkeydown}>
                <rect x={xi.to_string()} y={yi.to_string()} width="84" height="84" />
                { for crate::draw::look::Mark::new(cells.get(usize::from(i)).byte(), x + size / 2.0, y + size / 2.0, size).map(|m| super::mark::mark_view(&m)) }
                { for value.map(|v| value_view(v, xi, yi)) }
            </g>
        }
    });
    let status = match board {
        Err(e) => t!(GAME_TTT_NOT_A_POSITION, why = e),
        Ok(b) => match (b.winner(), b.is_terminal()) {
            (Some(w), _) => t!(GAME_TTT_WINS, winner = w),
            (None, true) => t!(GAME_TTT_DRAW),
            _ if g.setting_up() => t!(GAME_TTT_SETTING_UP, side = b.to_move()),
            _ if b.to_move() == g.human() => t!(GAME_TTT_YOUR_MOVE, side = g.human()),
            _ => t!(GAME_TTT_COMPUTER_TO_MOVE, side = b.to_move()),
        },
    };
    let button = |id: &'static str, text: String, action: GameAction, pressed: Option<bool>| {
        tool(id, text.into(), None, false, pressed, send(d, action))
    };
    let counting = board.is_ok() && shown.is_none();
    let table = shown.map(|c| {
        let value = c.value;
        // The worker names the best move, or gives "" when the game is over.
        let best = if c.best.is_empty() {
            t!(GAME_TTT_NO_BEST)
        } else {
            c.best.clone()
        };
        html! {
            <table class="counts" id="ttt-counts">
                <tbody>
                    <tr><th>{ t!(GAME_TTT_VALUE_HEAD) }</th><td id="ttt-value">{ format!("{value:+}").replace("+0", "0").replace('-', "−") }</td></tr>
                    <tr><th>{ t!(GAME_TTT_BEST_HEAD) }</th><td id="ttt-best">{ best }</td></tr>
                    <tr><th>{ t!(GAME_TTT_MINIMAX_HEAD) }</th><td id="ttt-minimax">{ grouped(c.minimax as usize) }</td></tr>
                    <tr><th>{ t!(GAME_TTT_ALPHABETA_HEAD) }</th><td id="ttt-alphabeta">{ grouped(c.alphabeta as usize) }</td></tr>
                </tbody>
            </table>
        }
    });
    let open_last = g.last_search().map(|b| {
        html! {
            <button id="btn-ttt-last-tree" class="tool primary"
                onclick={open_tree(GameRoot::TicTacToe(b), d.clone())}>
                { t!(GAME_TTT_OPEN_LAST) }</button>
        }
    });
    // Offered where its search is small enough to draw (the empty board's is not), as the
    // counts say once they come.
    let drawable = shown.is_some_and(|c| c.minimax <= GAME_TREE_CAP as u64);
    let open_here = board
        .as_ref()
        .ok()
        .filter(|b| !b.is_terminal() && drawable)
        .map(|b| {
            html! {
                <button id="btn-ttt-tree" class="tool"
                    onclick={open_tree(GameRoot::TicTacToe(*b), d.clone())}>
                    { t!(GAME_TTT_OPEN_HERE) }</button>
            }
        });
    html! {
        <section id="tictactoe" class="game" aria-label={t!(GAME_TTT_ARIA)}>
            <svg class="board ttt" width="274" height="274" viewBox="0 0 274 274" role="group" aria-label={t!(GAME_TTT_BOARD_ARIA)}>
                { for names }
                { for cell_views }
            </svg>
            <div class="game-side">
                <p id="ttt-status" class="game-status" aria-live="polite">{ status }</p>
                <div class="tools">
                    { button("btn-ttt-new-x", t!(GAME_TTT_NEW_X), GameAction::NewTicTacToe(Mark::X), None) }
                    { button("btn-ttt-new-o", t!(GAME_TTT_NEW_O), GameAction::NewTicTacToe(Mark::O), None) }
                    { button("btn-ttt-computer", t!(GAME_TTT_COMPUTER_MOVES), GameAction::ComputerMoves, None) }
                    { button("btn-ttt-setup", t!(GAME_TTT_SET_UP), GameAction::SetUp(!g.setting_up()), Some(g.setting_up())) }
                    { button("ttt-show-values", t!(GAME_TTT_SHOW_VALUES), GameAction::ShowValues(!g.show_values()), Some(g.show_values())) }
                </div>
                if values.is_some_and(|v| !v.is_empty()) {
                    <p id="ttt-values-note" class="drawer-note">{ t!(GAME_TTT_VALUES_NOTE, side = to_move) }</p>
                }
                { table.unwrap_or_default() }
                if counting {
                    if *failed {
                        <p id="ttt-count-error" class="drawer-error" role="alert">{ t!(GAME_TTT_COUNT_ERROR) }</p>
                    } else {
                        <p id="ttt-counting" class="game-status" role="status">{ t!(GAME_TTT_COUNTING) }</p>
                    }
                }
                <p class="drawer-note">{ t!(GAME_TTT_NOTE) }</p>
                <div class="tools">{ open_last.unwrap_or_default() }{ open_here.unwrap_or_default() }</div>
                if let Some(note) = g.note() {
                    <p id="game-note" class="drawer-error" role="status">{ note.to_string() }</p>
                }
            </div>
        </section>
    }
}
