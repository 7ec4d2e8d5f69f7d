//! `ablab tictactoe` and `ablab othello`: a tic-tac-toe board searched by minimax and by
//! alpha-beta; Othello's perft, an endgame solved both ways, and the built-in endgames, in text
//! or JSON.

use super::args::{ColorArg, OthelloSolveArgs, TictactoeArgs};
use super::output::{fail, ok, Output};
use crate::games::othello::{self, Color, Endgame, Move, Position, ENDGAMES};
use crate::games::tictactoe::{self, Board, Outlook};
use crate::games::{alphabeta, move_values, negamax, Game};
use crate::search::Algorithm;
use crate::t;
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
        Err(e) => return fail(t!(CLI_BAD_BOARD, error = e)),
    };
    let m = negamax(&board, None);
    let a = alphabeta(&board, None);
    // The tutorial's convention: +1 good for X (Max), -1 good for O (Min).
    let value = board.x_view(m.value);
    let to_move = board.to_move();
    let moves = move_values(&board);
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
            "moves": moves.iter().map(|v| json!({
                "cell": tictactoe::cell_name(v.mv),
                "value_to_move": v.value,
                "outlook": Outlook::of(v.value).key(),
                "alphabeta_nodes": v.nodes,
            })).collect::<Vec<_>>(),
        })
        .to_string();
        out.push('\n');
        return ok(out);
    }
    let mut out = format!("{}\n{board}\n", t!(CLI_TTT_BOARD));
    let over = board.is_terminal();
    let outcome = match (board.winner(), value) {
        (Some(w), _) => t!(CLI_TTT_WON, player = w),
        (None, _) if over => t!(CLI_TTT_FULL),
        (None, 1) => t!(CLI_TTT_WINS, player = "X"),
        (None, -1) => t!(CLI_TTT_WINS, player = "O"),
        _ => t!(CLI_TTT_DRAW),
    };
    let mut lines = Vec::new();
    if !over {
        lines.push(t!(CLI_TTT_TO_MOVE, player = to_move));
    }
    lines.push(t!(CLI_TTT_VALUE, value = signed(value), outcome = outcome));
    lines.push(match m.best_move {
        Some(c) => t!(
            CLI_TTT_BEST_MOVE,
            name = tictactoe::cell_name(c),
            player = to_move
        ),
        None => t!(CLI_BEST_MOVE_OVER),
    });
    lines.push(t!(CLI_TTT_NODES, minimax = m.nodes, alphabeta = a.nodes));
    if !moves.is_empty() {
        lines.push(t!(CLI_TTT_MOVES, player = to_move));
    }
    for v in &moves {
        let outlook = match Outlook::of(v.value) {
            Outlook::Win => t!(GAME_TTT_VALUE_WIN),
            Outlook::Draw => t!(GAME_TTT_VALUE_DRAW),
            Outlook::Loss => t!(GAME_TTT_VALUE_LOSS),
        };
        let name = tictactoe::cell_name(v.mv);
        let line = t!(
            CLI_TTT_MOVE,
            name = name,
            outlook = outlook,
            nodes = v.nodes
        );
        lines.push(format!("  {line}"));
    }
    out.push_str(&super::output::lines_of(&lines));
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
        return fail(t!(CLI_PERFT_TOO_DEEP, depth = depth, max = MAX_PERFT));
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
    let ms = format!("{took:.3}");
    ok(format!(
        "{}\n",
        t!(CLI_PERFT, depth = depth, leaves = leaves, ms = ms)
    ))
}

/// "X (black)" or "O (white)", in the language in force.
fn color_name(c: Color) -> String {
    let color = match c {
        Color::Black => "black",
        Color::White => "white",
    };
    t!(CLI_COLOR, color = color)
}

pub(super) fn othello_solve(args: &OthelloSolveArgs) -> Output {
    let option = args.to_move.map(|c| match c {
        ColorArg::X => Color::Black,
        ColorArg::O => Color::White,
    });
    let side = match args.side.as_deref().map(|s| (s, Color::parse(s))) {
        None => option,
        Some((_, Some(c))) if option.is_none() || option == Some(c) => Some(c),
        Some((_, Some(_))) => return fail(t!(CLI_SIDES_DISAGREE)),
        Some((s, None)) => return fail(t!(CLI_BAD_SIDE, side = s.escape_debug())),
    };
    let text = &args.position;
    let pos = match Endgame::find(text) {
        Some(e) => match side {
            Some(s) if s != e.position().to_move() => {
                return fail(t!(
                    CLI_ENDGAME_TO_MOVE,
                    name = e.name,
                    side = e.position().to_move().letter(),
                    given = s.letter()
                ))
            }
            _ => e.position(),
        },
        None => match Position::parse_with(text, side) {
            Ok(p) => p,
            Err(e) => return fail(t!(CLI_BAD_POSITION, error = e)),
        },
    };
    let empties = pos.empties();
    if empties > MAX_EMPTIES {
        return fail(t!(
            CLI_TOO_MANY_EMPTIES,
            empties = empties,
            max = MAX_EMPTIES
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
    let mut lines = vec![t!(CLI_OTHELLO_EMPTIES, empties = empties)];
    let who = color_name(pos.to_move());
    lines.push(match ab.best_move {
        Some(Move::Pass) => t!(CLI_OTHELLO_PASS, side = who),
        Some(m) => t!(CLI_OTHELLO_BEST_MOVE, move = m.said()),
        None => t!(CLI_BEST_MOVE_OVER),
    });
    lines.push(t!(CLI_OTHELLO_SCORE, score = signed(ab.score), side = who));
    let nm_best = nm.best_move.map(Move::said);
    lines.push(t!(
        CLI_OTHELLO_NEGAMAX,
        nodes = nm.nodes,
        ms = format!("{nm_ms:.3}"),
        move = nm_best.unwrap_or_else(|| t!(CLI_NONE)),
        score = signed(nm.score)
    ));
    lines.push(t!(
        CLI_OTHELLO_ALPHABETA,
        nodes = ab.nodes,
        ms = format!("{ab_ms:.3}")
    ));
    ok(format!("{pos}\n{}", super::output::lines_of(&lines)))
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
        let row = t!(
            CLI_POSITIONS_ROW,
            name = format!("{:<15}", e.name),
            empties = format!("{:>2}", e.position().empties()),
            text = e.text
        );
        out.push_str(&row);
        out.push('\n');
    }
    ok(out)
}
