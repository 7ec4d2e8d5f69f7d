//! Othello endgames: the exact solver (to the end of the game, plain negamax or alpha-beta in
//! negamax form), the built-in positions, and repeatable random games that reach them.

use super::{flips, legal_moves, squares, Move, Position};
use crate::Game;
use search::Algorithm;
use serde::Serialize;

/// The answer of the endgame solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Solution {
    /// The first move (in square order) that reaches the score; None when the game is over.
    pub best_move: Option<Move>,
    /// The exact final disc difference with best play, from the side to move's view.
    pub score: i32,
    /// Positions visited, the root and pass positions included.
    pub nodes: u64,
}

/// Solves an endgame exactly: searches to the end of the game (depth = empty squares; a pass
/// is searched at the same depth with the colours swapped). `Algorithm::Minimax` is plain
/// negamax, `Algorithm::AlphaBeta` alpha-beta in negamax form (prune when alpha >= beta); both
/// try moves in square order. The time grows fast: keep to about 14 empty squares.
pub fn solve(pos: &Position, algorithm: Algorithm) -> Solution {
    let mut quiet = |_| {};
    let mut s = Solver::new(u64::MAX, &mut quiet);
    s.run(pos, algorithm)
}

/// How often [`solve_within`] reports its progress: every this many positions.
pub const PROGRESS_EVERY: u64 = 1 << 16;

/// [`solve`], the same search to the same answer, that tells `progress` the positions visited
/// so far every [`PROGRESS_EVERY`] of them, and gives up (None) once it has visited more than
/// `budget` positions.
pub fn solve_within(
    pos: &Position,
    algorithm: Algorithm,
    budget: u64,
    progress: &mut dyn FnMut(u64),
) -> Option<Solution> {
    let mut s = Solver::new(budget, progress);
    let solution = s.run(pos, algorithm);
    (!s.stopped).then_some(solution)
}

struct Solver<'a> {
    nodes: u64,
    budget: u64,
    /// Set once past the budget: every node then returns at once.
    stopped: bool,
    progress: &'a mut dyn FnMut(u64),
}

impl<'a> Solver<'a> {
    fn new(budget: u64, progress: &'a mut dyn FnMut(u64)) -> Solver<'a> {
        Solver {
            nodes: 0,
            budget,
            stopped: false,
            progress,
        }
    }

    fn run(&mut self, pos: &Position, algorithm: Algorithm) -> Solution {
        let pruning = algorithm == Algorithm::AlphaBeta;
        let (score, best_move) = self.node(pos.player, pos.opponent, -65, 65, pruning, true);
        Solution {
            best_move,
            score,
            nodes: self.nodes,
        }
    }

    /// Fail-soft negamax; with `pruning` off the window is ignored.
    fn node(
        &mut self,
        p: u64,
        o: u64,
        mut alpha: i32,
        beta: i32,
        pruning: bool,
        root: bool,
    ) -> (i32, Option<Move>) {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.stopped = true;
        }
        if self.nodes.is_multiple_of(PROGRESS_EVERY) {
            (self.progress)(self.nodes);
        }
        if self.stopped {
            return (0, None);
        }
        let moves = legal_moves(p, o);
        if moves == 0 {
            if legal_moves(o, p) == 0 {
                let diff = p.count_ones() as i32 - o.count_ones() as i32;
                return (diff, None);
            }
            let (v, _) = self.node(o, p, -beta, -alpha, pruning, false);
            return (-v, root.then_some(Move::Pass));
        }
        let mut best = -65;
        let mut best_sq = 0;
        for sq in squares(moves) {
            let f = flips(p, o, sq);
            let (v, _) = self.node(o & !f, p | f | (1u64 << sq), -beta, -alpha, pruning, false);
            if self.stopped {
                return (0, None);
            }
            if -v > best {
                best = -v;
                best_sq = sq;
            }
            if pruning {
                alpha = alpha.max(best);
                if alpha >= beta {
                    break;
                }
            }
        }
        (best, root.then_some(Move::Square(best_sq)))
    }
}

/// A built-in endgame position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Endgame {
    /// A short name, e.g. "endgame-10".
    pub name: &'static str,
    /// The position (see the module docs); [`Endgame::position`] reads it.
    pub text: &'static str,
    /// The seed of [`random_game`] that reaches it.
    pub seed: u64,
}

impl Endgame {
    /// The position.
    pub fn position(&self) -> Position {
        Position::parse(self.text).unwrap_or_default()
    }

    /// Finds a built-in position by name (any case).
    pub fn find(name: &str) -> Option<&'static Endgame> {
        ENDGAMES
            .iter()
            .find(|e| e.name.eq_ignore_ascii_case(name.trim()))
    }
}

/// Endgames with 6 to 12 empty squares, reached by [`random_game`] from the start (in
/// "endgame-7-pass" the side to move must pass).
pub const ENDGAMES: &[Endgame] = &[
    Endgame {
        name: "endgame-6",
        text: ".XXXXXXXOOXXXXXOOOXXOXXOOOXXXOXO.OOOOOOOXOOXOOOO..OXXOXO..OXXXXX X",
        seed: 1,
    },
    Endgame {
        name: "endgame-7-pass",
        text: "...OOOOO..XXXXOO.X.XXOOOXXXXOXOOOOOOXXXOXOOXOOOOXOOXOOOOOOOOOOOO X",
        seed: 31,
    },
    Endgame {
        name: "endgame-8",
        text: "XXXX.O.OOOOX.OXX..XXXOX.OXXXOOOXOXXOXOOOOXXXOOOOOXXOOOOO.XXO.XOO X",
        seed: 3,
    },
    Endgame {
        name: "endgame-9",
        text: "XXXX...OOOOX.XXX..XXXXX.OXXXOXOXOXXOXOOOOXXXOOOOOXXOOOOO.XXO.XOO O",
        seed: 3,
    },
    Endgame {
        name: "endgame-10",
        text: ".XXXXXXXOOXXXX.OXOXXOXOO.OXXXOXO.OOOOOOO..OXOOOO..OXXOXO..OXXXXX X",
        seed: 1,
    },
    Endgame {
        name: "endgame-12",
        text: "XXXXXX....OXX...X.XXXXXOXXXXOXXOXXXOXOXOXXOOOOX.X.OXXXO..OOOOOOO X",
        seed: 122,
    },
];

/// Plays a random but repeatable game from the start (a xorshift64 generator seeded with
/// `seed`) until `empties` squares are empty. None if the game ends first.
pub fn random_game(seed: u64, empties: u32) -> Option<Position> {
    let mut state = seed ^ 0x9e37_79b9_7f4a_7c15;
    if state == 0 {
        state = 1;
    }
    let mut pos = Position::start();
    while pos.empties() > empties {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let moves = pos.moves();
        if moves.is_empty() {
            return None;
        }
        let mv = moves[(state % moves.len() as u64) as usize];
        pos = pos.play(mv);
    }
    Some(pos)
}
