//! Tic-tac-toe and Othello: the known facts (tree sizes, perft), searches over game positions
//! against the engine's search over the built trees, and the endgame solver.

use alphabeta_lab::games::othello::{self, Color, Move, Position, ENDGAMES};
use alphabeta_lab::games::tictactoe::{self, Board, BoardError, Mark, Outlook};
use alphabeta_lab::games::{
    alphabeta, build_tree, move_values, negamax, play_names, tree_size, Game,
};
use alphabeta_lab::search::{self, Algorithm, Settings, Value};

/// The value the engine's max/min search (default settings, Max at the root) finds on the tree
/// built from `pos`.
fn tree_value<G: Game>(pos: &G, depth: Option<u32>, cap: usize) -> (i64, usize) {
    let tree = build_tree(pos, depth, cap).expect("small tree");
    let trace = search::search(&tree, Settings::default());
    let value = trace.table.value(trace.solution.value).expect("finite");
    assert_eq!(value.scale(), 0);
    (value.mantissa(), tree.len())
}

fn board(text: &str) -> Board {
    Board::parse(text).expect("a valid board")
}

// ---------------------------------------------------------------- tic-tac-toe

/// Known facts: 549,946 positions in the full game tree (root included), 255,168 finished
/// games, a draw. Alpha-beta (children in cell order) visits 18,297 of them.
#[test]
fn games_tictactoe_empty_board_facts() {
    let empty = Board::new();
    assert_eq!(tree_size(&empty, None), (549_946, 255_168));
    let m = negamax(&empty, None);
    assert_eq!(m.value, 0);
    assert_eq!(m.nodes, 549_946);
    assert_eq!(m.best_move, Some(0));
    let a = alphabeta(&empty, None);
    assert_eq!(a.value, 0);
    assert_eq!(a.best_move, Some(0));
    assert_eq!(a.nodes, 18_297);
}

#[test]
fn games_tictactoe_full_tree_builds_under_the_cap_only() {
    let empty = Board::new();
    let err = build_tree(&empty, None, 549_945).unwrap_err();
    assert!(err.to_string().contains("more than 549945 nodes"), "{err}");
    let tree = build_tree(&empty, None, 549_946).expect("fits exactly");
    assert_eq!(tree.len(), 549_946);
    assert_eq!(tree.leaves().len(), 255_168);
    assert_eq!(tree.height(), 9);
    assert_eq!(tree.label(1), "a1");
    assert_eq!(tree.label(2), "b1");
    // The engine's alpha-beta over the built tree: a draw, and the same count as over the game.
    let trace = search::search(&tree, Settings::default());
    assert_eq!(trace.table.value(trace.solution.value), Some(Value::int(0)));
    assert_eq!(trace.solution.nodes_visited, 18_297);
    assert_eq!(trace.solution.best_move, Some(0));
}

/// (board, side to move, the only winning move).
const SINGLE_WINS: [(&str, Mark, u8); 5] = [
    // X takes the corner under its own edge mark and forks next move.
    (".....XO..", Mark::X, 8),
    ("O....X...", Mark::X, 2),
    // O blocks on c3 and forces a fork on b2.
    (".....OXX.", Mark::O, 8),
    ("...X.X..O", Mark::O, 4),
    // An immediate win; the other moves let O win.
    ("XX.OO....", Mark::X, 2),
];

/// Each empty cell's value, as the board shows it: the empty board is a draw wherever X
/// starts; with a win on the board, that cell wins and a move that leaves O its own loses.
#[test]
fn games_tictactoe_each_moves_value_for_the_side_to_move() {
    let outlooks = |text: &str| -> Vec<(String, Outlook)> {
        move_values(&board(text))
            .into_iter()
            .map(|m| (tictactoe::cell_name(m.mv), Outlook::of(m.value)))
            .collect()
    };
    let empty = outlooks(".........");
    assert_eq!(empty.len(), 9);
    assert!(empty.iter().all(|(_, o)| *o == Outlook::Draw), "{empty:?}");
    // X to move: c1 completes the top row; c2 blocks O's middle row (a draw with best play);
    // anywhere else O completes it at c2.
    let row = outlooks("XX.OO....");
    assert_eq!(row[0], ("c1".to_string(), Outlook::Win));
    assert_eq!(row[1], ("c2".to_string(), Outlook::Draw));
    assert!(row[2..].iter().all(|(_, o)| *o == Outlook::Loss), "{row:?}");
    // Positions with O to move too (the values O's).
    for text in ["XX..O....", "X...O...X", "XO.X.O..."] {
        let b = board(text);
        let values = move_values(&b);
        // The best move's value is the position's, and every value is the exact one (the
        // full window), proved by alpha-beta in no more positions than minimax needs.
        let best = values.iter().map(|m| m.value).max();
        assert_eq!(best, Some(alphabeta(&b, None).value), "{text}");
        for m in &values {
            let after = b.play(m.mv);
            let exact = negamax(&after, None);
            assert_eq!(m.value, -exact.value, "{text} {}", m.mv);
            assert!(m.nodes >= 1 && m.nodes <= exact.nodes, "{text} {}", m.mv);
        }
    }
    // A finished game has no move to value.
    assert!(move_values(&board("XXXOO....")).is_empty());
    assert_eq!(
        [Outlook::Win, Outlook::Draw, Outlook::Loss].map(Outlook::key),
        ["win", "draw", "loss"]
    );
}

#[test]
fn games_tictactoe_single_winning_moves() {
    for (text, side, win) in SINGLE_WINS {
        let b = board(text);
        assert_eq!(b.to_move(), side, "{text}");
        // Exactly one move wins for the side to move.
        let winning: Vec<u8> = b
            .moves()
            .into_iter()
            .filter(|&m| -negamax(&b.play(m), None).value == 1)
            .collect();
        assert_eq!(winning, [win], "{text}");
        let m = negamax(&b, None);
        let a = alphabeta(&b, None);
        assert_eq!((m.value, m.best_move), (1, Some(win)), "{text}");
        assert_eq!((a.value, a.best_move), (1, Some(win)), "{text}");
        assert!(a.nodes < m.nodes, "{text}");
        // In the tutorial's terms: +1 is good for X (Max), -1 good for O (Min).
        let for_x = if side == Mark::X { 1 } else { -1 };
        assert_eq!(b.x_view(m.value), for_x);
    }
}

#[test]
fn games_tictactoe_forced_block_and_terminals() {
    // X threatens c1; every O move but c1 loses, c1 draws.
    let b = board("XX..O....");
    let m = negamax(&b, None);
    assert_eq!((m.value, m.best_move), (0, Some(2)));
    assert_eq!(alphabeta(&b, None).best_move, Some(2));
    // Finished games: no moves, the value is the result.
    let x_won = board("XXXOO....");
    assert!(x_won.is_terminal() && x_won.moves().is_empty());
    assert_eq!(x_won.winner(), Some(Mark::X));
    assert_eq!(x_won.winning_cells(), Some([0, 1, 2]));
    assert_eq!(x_won.score(), -1, "O to move has lost");
    assert_eq!(x_won.x_view(x_won.score()), 1);
    let o = negamax(&x_won, None);
    assert_eq!((o.value, o.best_move, o.nodes), (-1, None, 1));
    let draw = board("XOXXOOOXX");
    assert!(draw.is_terminal());
    assert_eq!(draw.score(), 0);
    let o_won = board("OOOXX.X..");
    assert_eq!(o_won.winner(), Some(Mark::O));
    assert_eq!(o_won.x_view(o_won.score()), -1);
}

#[test]
fn games_tictactoe_parsing() {
    assert_eq!(board("x.o\n-x-\n__O").to_text(), "X.O.X...O");
    assert_eq!(board(".........").to_move(), Mark::X);
    assert_eq!(board("X........").to_move(), Mark::O);
    assert_eq!(format!("{}", board("X.O.X...O")), "X.O\n.X.\n..O");
    let err = |t: &str| Board::parse(t).unwrap_err();
    assert_eq!(
        err("X.Z......"),
        BoardError::BadChar {
            position: 3,
            ch: 'Z'
        }
    );
    assert!(err("X.Z......")
        .to_string()
        .contains("character 3 (cell c1) is 'Z'"));
    assert!(err("X........X0")
        .to_string()
        .contains("character 11 is '0'"));
    assert_eq!(err("X..."), BoardError::Length { found: 4 });
    assert!(err("").to_string().contains("found 0"));
    assert!(err("X.........").to_string().contains("9 cells"));
    let e = err("OO.......").to_string();
    assert!(e.contains("O has 2 marks but X has 0"), "{e}");
    let e = err("XXX......").to_string();
    assert!(e.contains("X has 3 marks but O has 0"), "{e}");
    let e = err("XXXOOO...").to_string();
    assert!(
        e.contains("both players have three in a row (X: a1-b1-c1, O: a2-b2-c2)"),
        "{e}"
    );
    let e = err("XXXOO.O..").to_string();
    assert!(
        e.contains("X has three in a row (a1-b1-c1) but O moved after"),
        "{e}"
    );
    let e = err("OOOXX.XX.").to_string();
    assert!(
        e.contains("O has three in a row (a1-b1-c1) but X moved after"),
        "{e}"
    );
}

#[test]
fn games_tictactoe_moves_and_names() {
    let b = board("X...O....");
    assert_eq!(b.moves(), [1, 2, 3, 5, 6, 7, 8]);
    assert_eq!(b.move_name(5), "c2");
    assert_eq!(tictactoe::parse_cell("b3"), Some(7));
    assert_eq!(tictactoe::parse_cell("7"), Some(7));
    // Illegal moves never panic: play gives the board back, try_play says why.
    assert_eq!(b.play(4), b);
    assert_eq!(b.play(200), b);
    assert!(b
        .try_play(4)
        .unwrap_err()
        .to_string()
        .contains("cell b2 already holds O"));
    assert!(b.try_play(9).unwrap_err().to_string().contains("no cell 9"));
    let after = play_names(&b, &["c3", "a3"]).unwrap();
    assert_eq!(after.to_text(), "X...O.O.X");
    assert!(play_names(&b, &["b2"])
        .unwrap_err()
        .to_string()
        .contains("'b2' is not legal"));
}

#[test]
fn games_tictactoe_tree_value_equals_game_value() {
    for text in [
        "XX.OO....",
        ".....XO..",
        ".....OXX.",
        "XX..O....",
        "X.O.X...O",
        "XOX.O....",
        "XXXOO....",
        "XOXXOOOXX",
    ] {
        let b = board(text);
        let m = negamax(&b, None);
        let (v, len) = tree_value(&b, None, 20_000);
        // The tree's values are from the root side's (Max's) view, like the negamax value.
        assert_eq!(v, i64::from(m.value), "{text}");
        assert_eq!(len as u64, m.nodes, "{text}");
    }
    // Depth-limited: the static score (0 before the end) at the cut.
    let b = board("X...O....");
    for depth in 0..4 {
        let m = negamax(&b, Some(depth));
        let a = alphabeta(&b, Some(depth));
        assert_eq!(m.value, a.value);
        assert_eq!(tree_value(&b, Some(depth), 20_000).0, i64::from(m.value));
        assert_eq!(tree_size(&b, Some(depth)).0, m.nodes);
    }
}

// ---------------------------------------------------------------- Othello

#[test]
fn games_othello_perft_1_to_8() {
    let want = [4, 12, 56, 244, 1_396, 8_200, 55_092, 390_216];
    let start = Position::start();
    for (d, &n) in want.iter().enumerate() {
        assert_eq!(start.perft(d as u32 + 1), n, "depth {}", d + 1);
    }
    assert_eq!(start.perft(0), 1);
    // The generic tree walk (passes as moves) agrees.
    for d in 1..=5 {
        assert_eq!(tree_size(&start, Some(d)).1, want[d as usize - 1]);
    }
}

#[test]
fn games_othello_positions_text_and_moves() {
    let start = Position::start();
    let text = "...........................OX......XO........................... X";
    assert_eq!(start.to_text(), text);
    assert_eq!(Position::parse(text), Ok(start));
    // Rows on lines, '-' for empty, lowercase, and the side given separately.
    let rows = "--------\n--------\n--------\n---ox---\n---xo---\n--------\n--------\n--------";
    assert_eq!(Position::parse_with(rows, Some(Color::Black)), Ok(start));
    assert_eq!(start.at(27), Some(Color::White));
    assert_eq!(start.at(28), Some(Color::Black));
    assert_eq!(start.at(99), None);
    let names: Vec<String> = start.moves().iter().map(|&m| start.move_name(m)).collect();
    assert_eq!(names, ["d3", "c4", "f5", "e6"]);
    let d3 = start
        .try_play(Move::Square(othello::parse_square("d3").unwrap()))
        .unwrap();
    assert_eq!(d3.to_move(), Color::White);
    assert_eq!(d3.black().count_ones(), 4);
    assert_eq!(d3.white().count_ones(), 1);
    assert_eq!(d3.disc_difference(), -3, "white's view");
    let names: Vec<String> = d3.moves().iter().map(|&m| d3.move_name(m)).collect();
    assert_eq!(names, ["c3", "e3", "c5"]);
    // Illegal moves: an error from try_play, the same position from play, never a panic.
    let e = start.try_play(Move::Square(0)).unwrap_err().to_string();
    assert!(
        e.contains("a1 is not a legal move for X (legal: d3, c4, f5, e6)"),
        "{e}"
    );
    assert!(start.try_play(Move::Pass).is_err());
    assert_eq!(start.play(Move::Square(200)), start);
    assert_eq!(start.play(Move::Square(27)), start);
    assert!(start.to_string().starts_with("  a b c d e f g h\n1 . . ."));
    assert!(start.to_string().ends_with("X to move (black)"));
}

#[test]
fn games_othello_parse_errors() {
    let board64 = ".".repeat(64);
    let err = |t: &str| Position::parse(t).unwrap_err().to_string();
    assert!(err(&board64).contains("who moves?"));
    assert!(err(&format!("{board64} Z")).contains("character 65) is 'Z'"));
    assert!(err(&format!("{}*{} X", ".".repeat(9), ".".repeat(54)))
        .contains("character 10 (square b2) is '*'"));
    assert!(err("XO.").contains("found 3 characters"));
    assert!(err(&format!("{board64} XO")).contains("found 66"));
    let e = Position::parse_with(&format!("{board64} X"), Some(Color::White))
        .unwrap_err()
        .to_string();
    assert!(e.to_string().contains("says X moves but O was given"));
    // An empty board is legal text: nobody can move, the game is over, the score is 0.
    let empty = Position::parse(&format!("{board64} O")).unwrap();
    assert!(empty.is_over() && empty.moves().is_empty());
    assert_eq!(othello::solve(&empty, Algorithm::AlphaBeta).score, 0);
}

#[test]
fn games_othello_pass_and_game_over() {
    // X (black) has no move; O (white) has: X passes.
    let e = othello::Endgame::find("endgame-7-pass").unwrap().position();
    assert!(e.must_pass());
    assert_eq!(e.moves(), [Move::Pass]);
    let after = e.try_play(Move::Pass).unwrap();
    assert_eq!(after.to_move(), Color::White);
    assert_eq!(after.black(), e.black());
    let s = othello::solve(&e, Algorithm::AlphaBeta);
    assert_eq!(s.best_move, Some(Move::Pass));
    assert_eq!(s.score, -othello::solve(&after, Algorithm::AlphaBeta).score);
    // A full board: over, scored by the disc difference.
    let full = Position::parse(&format!("{}{} O", "X".repeat(40), "O".repeat(24))).unwrap();
    assert!(full.is_over());
    let s = othello::solve(&full, Algorithm::Minimax);
    assert_eq!((s.best_move, s.score, s.nodes), (None, -16, 1));
}

/// Every built-in endgame: alpha-beta finds the same score and move as plain negamax with
/// fewer nodes. (name, best move, score, negamax nodes, alpha-beta nodes.)
#[test]
fn games_othello_endgames_alphabeta_matches_negamax() {
    let want = [
        ("endgame-6", "a7", 28, 446, 177),
        ("endgame-7-pass", "pass", -54, 1_248, 427),
        ("endgame-8", "a3", -12, 51_732, 13_011),
        ("endgame-9", "h3", 22, 232_830, 34_764),
        ("endgame-10", "g2", 30, 436_331, 4_314),
        ("endgame-12", "b2", -8, 2_444_246, 23_443),
    ];
    assert_eq!(ENDGAMES.len(), want.len());
    for (e, (name, best, score, nm_nodes, ab_nodes)) in ENDGAMES.iter().zip(want) {
        assert_eq!(e.name, name);
        let pos = e.position();
        assert_eq!(pos.to_text(), e.text, "{name}");
        let empties = pos.empties();
        assert!((6..=12).contains(&empties), "{name}");
        assert!(name.contains(&empties.to_string()));
        assert_eq!(othello::random_game(e.seed, empties), Some(pos), "{name}");
        let ab = othello::solve(&pos, Algorithm::AlphaBeta);
        let nm = othello::solve(&pos, Algorithm::Minimax);
        assert_eq!(ab.score, nm.score, "{name}");
        assert_eq!(ab.best_move, nm.best_move, "{name}");
        assert!(ab.nodes < nm.nodes, "{name}: {} vs {}", ab.nodes, nm.nodes);
        assert_eq!(
            (
                ab.best_move.map(Move::name).as_deref(),
                ab.score,
                nm.nodes,
                ab.nodes
            ),
            (Some(best), score, nm_nodes, ab_nodes),
            "{name}"
        );
        // The best move really reaches the score.
        let child = pos
            .try_play(ab.best_move.expect("not over"))
            .expect("legal");
        assert_eq!(
            -othello::solve(&child, Algorithm::AlphaBeta).score,
            ab.score
        );
        assert_eq!(othello::Endgame::find(&name.to_uppercase()), Some(e));
    }
}

#[test]
fn games_othello_generic_search_equals_solver() {
    for e in ENDGAMES.iter().filter(|e| e.position().empties() <= 8) {
        let pos = e.position();
        let nm = othello::solve(&pos, Algorithm::Minimax);
        let ab = othello::solve(&pos, Algorithm::AlphaBeta);
        let g = negamax(&pos, None);
        let ga = alphabeta(&pos, None);
        assert_eq!(
            (g.value, g.best_move, g.nodes),
            (nm.score, nm.best_move, nm.nodes)
        );
        assert_eq!(
            (ga.value, ga.best_move, ga.nodes),
            (ab.score, ab.best_move, ab.nodes)
        );
    }
}

#[test]
fn games_othello_tree_value_equals_game_value() {
    // Small endgames to the end.
    for name in ["endgame-6", "endgame-7-pass"] {
        let pos = othello::Endgame::find(name).unwrap().position();
        let m = negamax(&pos, None);
        let (v, len) = tree_value(&pos, None, 5_000);
        assert_eq!(v, i64::from(m.value), "{name}");
        assert_eq!(len as u64, m.nodes, "{name}");
    }
    // The opening, three plies deep, valued by the disc difference.
    let start = Position::start();
    let m = negamax(&start, Some(3));
    let (v, len) = tree_value(&start, Some(3), 1_000);
    assert_eq!(len, 1 + 4 + 12 + 56);
    assert_eq!(v, i64::from(m.value));
    let tree = build_tree(&start, Some(3), 1_000).unwrap();
    assert_eq!(tree.label(1), "d3");
    assert_eq!(tree.label(0), "A", "the root has no label of its own");
    assert!(search::parse(&tree.to_notation()).is_ok());
    assert_eq!(alphabeta(&start, Some(3)).value, m.value);
    assert!(build_tree(&start, Some(4), 300).is_err());
}

#[test]
fn games_values_are_plain_integers() {
    // Leaves carry whole numbers from the root side's view.
    let tree = build_tree(&board("XX.OO...."), None, 1_000).unwrap();
    assert!(tree
        .all_values()
        .all(|v| [-1, 0, 1].map(Value::int).contains(&v)));
}

/// Random texts never panic the parsers, and whatever parses can be searched and played.
#[test]
fn games_parsers_never_panic() {
    let good: Vec<char> = "XOxo.-".chars().collect();
    let odd: Vec<char> = " _Z9\né∞".chars().collect();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let (mut boards, mut positions) = (0, 0);
    for _ in 0..3_000 {
        let len = [9, 10, 64, 65, 66, next(70)][next(6)];
        let text: String = (0..len)
            .map(|_| match next(150) {
                0 => odd[next(odd.len())],
                _ => good[next(good.len())],
            })
            .collect();
        if let Ok(b) = Board::parse(&text) {
            boards += 1;
            let m = alphabeta(&b, Some(2));
            assert_eq!(m.value, negamax(&b, Some(2)).value);
            for cell in [0, 4, 8, 9, 255] {
                let _ = b.try_play(cell);
                let _ = b.play(cell);
            }
        }
        if let Ok(p) = Position::parse(&text) {
            positions += 1;
            assert_eq!(p.to_text().len(), 66);
            let g = alphabeta(&p, Some(2));
            assert_eq!(g.value, negamax(&p, Some(2)).value);
            for sq in [0, 27, 63, 64, 255] {
                let _ = p.try_play(Move::Square(sq));
                let _ = p.play(Move::Square(sq));
            }
            let _ = p.try_play(Move::Pass);
            let fits = tree_size(&p, Some(2)).0 <= 50;
            assert_eq!(build_tree(&p, Some(2), 50).is_ok(), fits);
        }
    }
    assert!(boards > 0 && positions > 0, "{boards} {positions}");
}

/// The solver the page runs in its worker (`solve_within`) gives `solve`'s answer, node for
/// node, reports its progress every `PROGRESS_EVERY` positions, and gives up past its budget.
#[test]
fn games_othello_solve_within_reports_and_stops() {
    let pos = othello::Endgame::find("endgame-10")
        .expect("built in")
        .position();
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let mut seen = Vec::new();
        let within = othello::solve_within(&pos, algorithm, u64::MAX, &mut |n| seen.push(n));
        let full = othello::solve(&pos, algorithm);
        assert_eq!(within, Some(full));
        let every = othello::PROGRESS_EVERY;
        let expected: Vec<u64> = (1..=full.nodes / every).map(|i| i * every).collect();
        assert_eq!(seen, expected, "{algorithm:?}");
    }
    let nm = othello::solve(&pos, Algorithm::Minimax).nodes;
    let quiet = &mut |_| {};
    assert_eq!(
        othello::solve_within(&pos, Algorithm::Minimax, nm - 1, quiet),
        None
    );
    let exact = othello::solve_within(&pos, Algorithm::Minimax, nm, quiet);
    assert_eq!(exact.map(|s| s.nodes), Some(nm));
}
