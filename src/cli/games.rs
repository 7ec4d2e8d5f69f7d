//! `ablab tictactoe` and `ablab othello`: a tic-tac-toe board searched by minimax and by
//! alpha-beta; Othello's perft, an endgame solved both ways, and the built-in endgames, in text
//! or JSON.

use super::{fail, ok, ColorArg, OthelloSolveArgs, Output, TictactoeArgs};
use crate::engine::Algorithm;
use crate::games::othello::{self, Color, Endgame, Move, Position, ENDGAMES};
use crate::games::tictactoe::{self, Board};
use crate::games::{alphabeta, negamax, Game};
use serde_json::json;
use std::time::Instant;

fn signed(v: i32) -> String {
    if v > 0 {
        format!("+{v}")
    } else {
        v.to_string()
    }
}

pub(super) fn tictactoe_cmd(args: &TictactoeArgs) -> Output {
    let board = match Board::parse(&args.board) {
        Ok(b) => b,
        Err(e) => return fail(format!("bad board: {e}")),
    };
    let m = negamax(&board, None);
    let a = alphabeta(&board, None);
    // The tutorial's convention: +1 good for X (Max), -1 good for O (Min).
    let value = board.x_view(m.value);
    let to_move = board.to_move();
    if args.json {
        let mut out = json!({
            "value": value,
            "value_to_move": m.value,
            "best_move": m.best_move,
            "best_move_name": m.best_move.map(tictactoe::cell_name),
            "minimax_nodes": m.nodes,
            "alphabeta_nodes": a.nodes,
            "to_move": to_move.to_string(),
            "board": board.to_text(),
        })
        .to_string();
        out.push('\n');
        return ok(out);
    }
    let mut out = format!("Board:\n{board}\n");
    let over = board.is_terminal();
    let outcome = match (board.winner(), value) {
        (Some(w), _) => format!("{w} has won"),
        (None, _) if over => "a draw: the board is full".to_string(),
        (None, 1) => "X wins with best play".to_string(),
        (None, -1) => "O wins with best play".to_string(),
        _ => "a draw with best play".to_string(),
    };
    if !over {
        out.push_str(&format!("To move: {to_move}\n"));
    }
    out.push_str(&format!(
        "Value: {} ({outcome}; +1 is good for X (Max), -1 for O (Min))\n",
        signed(value)
    ));
    match m.best_move {
        Some(c) => out.push_str(&format!(
            "Best move: {c} ({}) for {to_move}\n",
            tictactoe::cell_name(c)
        )),
        None => out.push_str("Best move: none (the game is over)\n"),
    }
    out.push_str(&format!(
        "Nodes visited: minimax {}, alpha-beta {}\n",
        m.nodes, a.nodes
    ));
    ok(out)
}

/// Deepest perft the CLI runs (depth 12 has about 1.9 billion leaves).
const MAX_PERFT: u32 = 12;
/// Most empty squares `othello solve` takes: plain negamax grows about tenfold per square.
const MAX_EMPTIES: u32 = 14;

fn ms(since: Instant) -> f64 {
    (since.elapsed().as_secs_f64() * 1e6).round() / 1e3
}

pub(super) fn othello_perft(depth: u32, as_json: bool) -> Output {
    if depth > MAX_PERFT {
        return fail(format!(
            "perft {depth} is too deep: at most {MAX_PERFT} (perft 12 already counts 1,939,886,636 leaves)"
        ));
    }
    let start = Instant::now();
    let leaves = Position::start().perft(depth);
    let took = ms(start);
    if as_json {
        return ok(format!(
            "{}\n",
            json!({ "depth": depth, "leaves": leaves, "ms": took })
        ));
    }
    ok(format!(
        "Perft {depth} from the start: {leaves} leaves ({took:.3} ms)\n"
    ))
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::Black => "X (black)",
        Color::White => "O (white)",
    }
}

pub(super) fn othello_solve(args: &OthelloSolveArgs) -> Output {
    let option = args.to_move.map(|c| match c {
        ColorArg::X => Color::Black,
        ColorArg::O => Color::White,
    });
    let side = match args.side.as_deref().map(|s| (s, Color::parse(s))) {
        None => option,
        Some((_, Some(c))) if option.is_none() || option == Some(c) => Some(c),
        Some((_, Some(_))) => return fail("the side to move and --to-move disagree".into()),
        Some((s, None)) => {
            return fail(format!(
                "the side to move is X (black) or O (white), not '{}'",
                s.escape_debug()
            ))
        }
    };
    let text = &args.position;
    let pos = match Endgame::find(text) {
        Some(e) => match side {
            Some(s) if s != e.position().to_move() => {
                return fail(format!(
                    "{} has {} to move; --to-move says {}",
                    e.name,
                    e.position().to_move().letter(),
                    s.letter()
                ))
            }
            _ => e.position(),
        },
        None => match Position::parse_with(text, side) {
            Ok(p) => p,
            Err(e) => {
                return fail(format!(
                    "bad position: {e} (or name a built-in one: see `ablab othello positions`)"
                ))
            }
        },
    };
    let empties = pos.empties();
    if empties > MAX_EMPTIES {
        return fail(format!(
            "the position has {empties} empty squares: at most {MAX_EMPTIES} (plain negamax would take too long)"
        ));
    }
    let start = Instant::now();
    let nm = othello::solve(&pos, Algorithm::Minimax);
    let nm_ms = ms(start);
    let start = Instant::now();
    let ab = othello::solve(&pos, Algorithm::AlphaBeta);
    let ab_ms = ms(start);
    let best = ab.best_move.map(Move::name);
    if args.json {
        let out = json!({
            "best_move": best,
            "score": ab.score,
            "negamax_nodes": nm.nodes,
            "alphabeta_nodes": ab.nodes,
            "negamax_ms": nm_ms,
            "alphabeta_ms": ab_ms,
            "empties": empties,
            "to_move": pos.to_move().letter().to_string(),
            "negamax_best_move": nm.best_move.map(Move::name),
            "negamax_score": nm.score,
        });
        return ok(format!("{out}\n"));
    }
    let mut out = format!("{pos}\nEmpty squares: {empties}\n");
    let who = color_name(pos.to_move());
    match ab.best_move {
        Some(Move::Pass) => out.push_str(&format!("Best move: pass ({who} has no legal move)\n")),
        Some(m) => out.push_str(&format!("Best move: {m}\n")),
        None => out.push_str("Best move: none (the game is over)\n"),
    }
    out.push_str(&format!(
        "Score: {} (final discs of {who}, the side to move, minus the opponent's, with best play)\n",
        signed(ab.score)
    ));
    out.push_str(&format!(
        "Plain negamax: {} nodes, {nm_ms:.3} ms (best move {}, score {})\n",
        nm.nodes,
        nm.best_move
            .map(Move::name)
            .unwrap_or_else(|| "none".into()),
        signed(nm.score)
    ));
    out.push_str(&format!(
        "Alpha-beta:    {} nodes, {ab_ms:.3} ms\n",
        ab.nodes
    ));
    ok(out)
}

pub(super) fn othello_positions(as_json: bool) -> Output {
    if as_json {
        let list: Vec<serde_json::Value> = ENDGAMES
            .iter()
            .map(|e| {
                let p = e.position();
                json!({
                    "name": e.name,
                    "empties": p.empties(),
                    "to_move": p.to_move().letter().to_string(),
                    "text": e.text,
                })
            })
            .collect();
        return ok(format!("{}\n", serde_json::Value::Array(list)));
    }
    let mut out = String::new();
    for e in ENDGAMES {
        out.push_str(&format!(
            "{:<15} {:>2} empties  {}\n",
            e.name,
            e.position().empties(),
            e.text
        ));
    }
    ok(out)
}
