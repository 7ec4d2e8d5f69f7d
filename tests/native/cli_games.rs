//! `ablab tictactoe` and `ablab othello`, run as a teacher would run them.

use std::process::{Command, Stdio};

fn ablab(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_ablab"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("run ablab");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

fn json(args: &[&str]) -> serde_json::Value {
    let (out, err, code) = ablab(args);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).expect("one JSON object")
}

/// Exit status 2, nothing on stdout, and the message on stderr.
fn refused(args: &[&str], message: &str) {
    let (out, err, code) = ablab(args);
    assert_eq!(code, 2, "{args:?}: {out}{err}");
    assert!(out.is_empty(), "{out}");
    assert!(err.contains(message), "{args:?}: {err}");
}

const ENDGAME_6: &str = ".XXXXXXXOOXXXXXOOOXXOXXOOOXXXOXO.OOOOOOOXOOXOOOO..OXXOXO..OXXXXX";

#[test]
fn cli_games_tictactoe_json_empty_board() {
    let v = json(&["tictactoe", ".........", "--json"]);
    assert_eq!(v["value"], 0);
    assert_eq!(v["minimax_nodes"], 549_946);
    assert_eq!(v["alphabeta_nodes"], 18_297);
    assert_eq!(v["best_move"], 0);
    assert_eq!(v["best_move_name"], "a1");
    assert_eq!(v["to_move"], "X");
}

#[test]
fn cli_games_tictactoe_json_wins_and_terminals() {
    // O to move wins: the value is from X's (Max's) side, so -1.
    let v = json(&["tictactoe", "--json", ".....OXX."]);
    assert_eq!(v["value"], -1);
    assert_eq!(v["value_to_move"], 1);
    assert_eq!(v["best_move"], 8);
    assert_eq!(v["best_move_name"], "c3");
    assert_eq!(v["to_move"], "O");
    assert!(v["alphabeta_nodes"].as_u64() < v["minimax_nodes"].as_u64());
    // Dashes for empty cells are a board, not an option.
    let v = json(&["tictactoe", "-----XO--", "--json"]);
    assert_eq!(
        (v["value"].as_i64(), v["best_move"].as_u64()),
        (Some(1), Some(8))
    );
    let v = json(&["tictactoe", "XXXOO....", "--json"]);
    assert_eq!(v["value"], 1);
    assert_eq!(v["best_move"], serde_json::Value::Null);
    assert_eq!(v["best_move_name"], serde_json::Value::Null);
    assert_eq!(v["minimax_nodes"], 1);
}

#[test]
fn cli_games_tictactoe_text() {
    let (out, err, code) = ablab(&["tictactoe", "XX.OO...."]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("Board:\nXX.\nOO.\n...\nTo move: X\n"),
        "{out}"
    );
    assert!(out.contains("Value: +1 (X wins with best play;"), "{out}");
    // The move named by its cell, never by its index counted from 0 ("2 (c1)").
    assert!(out.contains("Best move: c1 for X\n"), "{out}");
    assert!(out.contains("Nodes visited: minimax "), "{out}");
    // Each move's value for X, with its proof's size: c1 wins at once (1 position).
    assert!(
        out.contains("Each move for X, with best play after"),
        "{out}"
    );
    assert!(out.contains("\n  c1: win (1)\n"), "{out}");
    assert!(out.contains("\n  c2: draw ("), "{out}");
    assert!(out.contains("\n  c3: loss ("), "{out}");
    let v = json(&["tictactoe", "XX.OO....", "--json"]);
    let moves = v["moves"].as_array().expect("moves");
    let outlooks: Vec<&str> = moves.iter().filter_map(|m| m["outlook"].as_str()).collect();
    assert_eq!(outlooks, ["win", "draw", "loss", "loss", "loss"]);
    assert_eq!(moves[0]["cell"], "c1");
    assert_eq!(moves[0]["value_to_move"], 1);
    assert_eq!(moves[0]["alphabeta_nodes"], 1);
    // A finished game has no moves to value.
    let (out, _, _) = ablab(&["tictactoe", "XXXOO...."]);
    assert!(!out.contains("Each move"), "{out}");
}

#[test]
fn cli_games_tictactoe_bad_boards() {
    refused(&["tictactoe", "X.Z......"], "character 3 (cell c1) is 'Z'");
    refused(&["tictactoe", "X.."], "a board has 9 cells");
    refused(&["tictactoe", "OO......."], "O has 2 marks but X has 0");
    refused(
        &["tictactoe", "XXXOOO..."],
        "both players have three in a row",
    );
    refused(&["tictactoe"], "BOARD");
}

#[test]
fn cli_games_othello_perft() {
    let v = json(&["othello", "perft", "8", "--json"]);
    assert_eq!(v["depth"], 8);
    assert_eq!(v["leaves"], 390_216);
    let (out, _, code) = ablab(&["othello", "perft", "5"]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("Perft 5 from the start: 1396 leaves"),
        "{out}"
    );
    refused(
        &["othello", "perft", "13"],
        "perft 13 is too deep: at most 12",
    );
    refused(&["othello", "perft", "-1"], "");
    refused(&["othello", "perft", "x"], "invalid value 'x'");
}

#[test]
fn cli_games_othello_solve_json() {
    let v = json(&["othello", "solve", "endgame-10", "--json"]);
    assert_eq!(v["best_move"], "g2");
    assert_eq!(v["score"], 30);
    assert_eq!(v["empties"], 10);
    assert_eq!(v["negamax_nodes"], 436_331);
    assert_eq!(v["alphabeta_nodes"], 4_314);
    assert!(v["negamax_ms"].is_number() && v["alphabeta_ms"].is_number());
    // The same position as text, the side to move three ways.
    let with_side = format!("{ENDGAME_6} X");
    for args in [
        vec!["othello", "solve", with_side.as_str(), "--json"],
        vec!["othello", "solve", ENDGAME_6, "X", "--json"],
        vec!["othello", "solve", "--to-move", "x", ENDGAME_6, "--json"],
    ] {
        let v = json(&args);
        assert_eq!(v["best_move"], "a7", "{args:?}");
        assert_eq!(v["score"], 28);
        assert_eq!(v["negamax_nodes"], 446);
        assert_eq!(v["alphabeta_nodes"], 177);
        assert_eq!(v["empties"], 6);
    }
    // White to move there has no move: it passes.
    let v = json(&["othello", "solve", ENDGAME_6, "--to-move", "o", "--json"]);
    assert_eq!(v["best_move"], "pass");
    assert_eq!(v["score"], -28);
}

#[test]
fn cli_games_othello_solve_text() {
    let (out, err, code) = ablab(&["othello", "solve", "endgame-7-pass"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Empty squares: 7\n"), "{out}");
    assert!(
        out.contains("Best move: pass (X (black) has no legal move)"),
        "{out}"
    );
    assert!(
        out.contains("Score: -54 (final discs of X (black)"),
        "{out}"
    );
    assert!(out.contains("Plain negamax: 1248 nodes, "), "{out}");
    assert!(out.contains("Alpha-beta:    427 nodes, "), "{out}");
    let full = format!("{}{} O", "X".repeat(40), "O".repeat(24));
    let (out, _, code) = ablab(&["othello", "solve", &full]);
    assert_eq!(code, 0);
    assert!(out.contains("Best move: none (the game is over)"), "{out}");
    assert!(out.contains("Score: -16"), "{out}");
}

#[test]
fn cli_games_othello_bad_positions() {
    refused(&["othello", "solve", ENDGAME_6], "who moves?");
    refused(
        &["othello", "solve", ENDGAME_6, "Q"],
        "the side to move is X (black) or O (white), not 'Q'",
    );
    refused(
        &[
            "othello",
            "solve",
            &format!("{ENDGAME_6} X"),
            "--to-move",
            "o",
        ],
        "says X moves but O was given",
    );
    refused(&["othello", "solve", "XO.."], "found 4 characters");
    refused(
        &[
            "othello",
            "solve",
            &format!("{}Z{} X", ".".repeat(10), ".".repeat(53)),
        ],
        "character 11 (square c2) is 'Z'",
    );
    let start = "-------- -------- -------- ---OX--- ---XO--- -------- -------- -------- X";
    refused(
        &["othello", "solve", start],
        "the position has 60 empty squares: at most 14",
    );
    refused(&["othello", "solve", "endgame-99"], "bad position");
}

#[test]
fn cli_games_othello_positions() {
    let (out, _, code) = ablab(&["othello", "positions"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("endgame-10      10 empties  .XXXXXXX"),
        "{out}"
    );
    let (out, _, code) = ablab(&["othello", "positions", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let list = v.as_array().unwrap();
    assert!(list.len() >= 4);
    for p in list {
        let empties = p["empties"].as_u64().unwrap();
        assert!((6..=12).contains(&empties));
        // Every listed position solves by its name and by its text.
        let name = p["name"].as_str().unwrap();
        if empties <= 9 {
            let by_name = json(&["othello", "solve", name, "--json"]);
            let by_text = json(&["othello", "solve", p["text"].as_str().unwrap(), "--json"]);
            assert_eq!(by_name["score"], by_text["score"]);
            assert_eq!(by_name["alphabeta_nodes"], by_text["alphabeta_nodes"]);
        }
    }
}

/// Issue 29: a pass is said in the language of `--lang`, wherever a move is named (the best
/// move, plain negamax's move), never as the English word; the JSON keeps "pass".
#[test]
fn cli_games_othello_pass_is_said_in_every_language() {
    let run = |args: &[&str]| {
        let all = std::iter::once("ablab").chain(args.iter().copied());
        alphabeta_lab::cli::run(all, &mut "".as_bytes())
    };
    let english = run(&["othello", "solve", "endgame-7-pass"]).stdout;
    assert!(english.contains("(best move pass, score -54)"), "{english}");
    for (lang, best, negamax) in [
        ("ja", "最善手：パス（", "（最善手 パス、石差 -54）"),
        ("zh", "最佳走法：弃权（", "（最佳走法 弃权，得分 -54）"),
        (
            "sl",
            "Najboljša poteza: pas (",
            "(najboljša poteza pas, rezultat -54)",
        ),
    ] {
        let out = run(&["--lang", lang, "othello", "solve", "endgame-7-pass"]);
        assert_eq!(out.status, 0, "{lang}: {}", out.stderr);
        for said in [best, negamax] {
            assert!(
                out.stdout.contains(said),
                "{lang} lacks {said}: {}",
                out.stdout
            );
        }
        assert!(!out.stdout.contains("pass"), "{lang}: {}", out.stdout);
        let json = run(&[
            "--lang",
            lang,
            "othello",
            "solve",
            "endgame-7-pass",
            "--json",
        ]);
        let v: serde_json::Value = serde_json::from_str(&json.stdout).expect("one JSON object");
        assert_eq!(
            (&v["best_move"], &v["negamax_best_move"]),
            (&"pass".into(), &"pass".into())
        );
    }
}
