//! Real games searched by the same ideas as the trees: a small [`Game`] abstraction, plain
//! negamax and alpha-beta over game positions (not over a [`Tree`]), and [`build_tree`], which
//! turns a small game tree into an [`::search::Tree`](::search::Tree) for the visualizer.
//!
//! Values are in negamax form: every score is from the point of view of the side to move.
//! std + serde only (it is compiled for wasm too), and nothing here panics on any input.
//!
//! - [`tictactoe`]: tic-tac-toe (tutorial C): +1 a win for X (Max), -1 a win for O, 0 a draw.
//! - [`othello`]: Othello on bitboards with passes, perft and an endgame solver (tutorial B).

pub mod othello;
pub mod tictactoe;

use ::search::{Tree, TreeBuilder, Value};
use i18n::t;
use serde::Serialize;
use std::fmt;

/// A two-player, zero-sum game position. Positions are values: [`Game::play`] returns the
/// position after a move and leaves `self` as it was.
pub trait Game: Clone {
    /// A move (for games with passes, a pass is a move too).
    type Move: Copy + PartialEq + fmt::Debug;

    /// The legal moves in a fixed order; empty exactly when the position is terminal.
    fn moves(&self) -> Vec<Self::Move>;

    /// The position after `mv`. `mv` should come from [`Game::moves`]; anything else gives the
    /// position back unchanged (never a panic).
    fn play(&self, mv: Self::Move) -> Self;

    /// Whether the game is over.
    fn is_terminal(&self) -> bool;

    /// The score from the point of view of the side to move: exact at a terminal, a static
    /// estimate elsewhere (used when a depth limit stops the search).
    fn score(&self) -> i32;

    /// A short name for `mv` played from this position, e.g. "b2" or "d3" (a valid label of
    /// the tree notation).
    fn move_name(&self, mv: Self::Move) -> String;
}

/// What a search over a game position found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome<M> {
    /// The value from the point of view of the side to move at the root.
    pub value: i32,
    /// The first move (in [`Game::moves`] order) that reaches the value; None at a terminal
    /// (or at depth 0).
    pub best_move: Option<M>,
    /// Positions visited, the root included.
    pub nodes: u64,
}

/// The "infinities" of the game searches (finite, so that negation never overflows).
const INF: i32 = i32::MAX;

/// Plain minimax in negamax form: every position is searched, no bounds. `depth`: how many
/// plies to search; a position that deep is valued by [`Game::score`] (a static estimate).
/// None searches to the end of the game, which takes as long as the game tree is big.
pub fn negamax<G: Game>(pos: &G, depth: Option<u32>) -> Outcome<G::Move> {
    search(pos, depth, false)
}

/// Alpha-beta in negamax form (fail-soft): a child is searched with (-beta, -alpha), and a
/// node stops as soon as alpha >= beta. Same value as [`negamax`], fewer nodes. `depth` as in
/// [`negamax`].
pub fn alphabeta<G: Game>(pos: &G, depth: Option<u32>) -> Outcome<G::Move> {
    search(pos, depth, true)
}

fn search<G: Game>(pos: &G, depth: Option<u32>, pruning: bool) -> Outcome<G::Move> {
    let mut nodes = 0;
    let (value, best_move) = node(pos, depth, -INF, INF, pruning, &mut nodes);
    Outcome {
        value,
        best_move,
        nodes,
    }
}

/// A move's value for the side that plays it, and the positions alpha-beta visits to prove it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue<M> {
    pub mv: M,
    /// The value, with best play after the move, from the point of view of the side that
    /// plays it (as [`Outcome::value`] at the position it is played from).
    pub value: i32,
    /// Positions alpha-beta visits to prove the value, the position after the move included.
    pub nodes: u64,
}

/// Each move from `pos`, in [`Game::moves`] order, with its value for the side to move and
/// the positions alpha-beta visits to prove it: what "why this move" rests on. Each move is
/// searched with the full window, so each value is exact (not a bound).
pub fn move_values<G: Game>(pos: &G) -> Vec<MoveValue<G::Move>> {
    pos.moves()
        .into_iter()
        .map(|mv| {
            let after = alphabeta(&pos.play(mv), None);
            MoveValue {
                mv,
                value: -after.value,
                nodes: after.nodes,
            }
        })
        .collect()
}

/// One position's value in the window (alpha, beta); without pruning the window is ignored.
fn node<G: Game>(
    pos: &G,
    depth: Option<u32>,
    mut alpha: i32,
    beta: i32,
    pruning: bool,
    nodes: &mut u64,
) -> (i32, Option<G::Move>) {
    *nodes += 1;
    let moves = if depth == Some(0) {
        Vec::new()
    } else {
        pos.moves()
    };
    if moves.is_empty() {
        return (pos.score(), None);
    }
    let child_depth = depth.map(|d| d - 1);
    let mut best = -INF;
    let mut best_move = None;
    for mv in moves {
        let (v, _) = node(&pos.play(mv), child_depth, -beta, -alpha, pruning, nodes);
        if -v > best {
            best = -v;
            best_move = Some(mv);
        }
        alpha = alpha.max(best);
        if pruning && alpha >= beta {
            break;
        }
    }
    (best, best_move)
}

/// The size of a game tree: (positions, leaves), the root included. Leaves are terminal
/// positions and positions at the depth limit.
pub fn tree_size<G: Game>(pos: &G, depth: Option<u32>) -> (u64, u64) {
    fn walk<G: Game>(pos: &G, depth: Option<u32>, size: &mut (u64, u64)) {
        size.0 += 1;
        let moves = if depth == Some(0) {
            Vec::new()
        } else {
            pos.moves()
        };
        if moves.is_empty() {
            size.1 += 1;
        }
        for mv in moves {
            walk(&pos.play(mv), depth.map(|d| d - 1), size);
        }
    }
    let mut size = (0, 0);
    walk(pos, depth, &mut size);
    size
}

/// [`build_tree`] refused: the game tree has more nodes than the cap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge {
    /// The cap that was passed.
    pub cap: usize,
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(GAME_TOO_LARGE, cap = self.cap))
    }
}

impl std::error::Error for TooLarge {}

/// The game tree below `pos` as an [`::search::Tree`](::search::Tree), for the visualizer.
/// Each node but the root is labelled with the move that leads to it ("b2", "d3", "pass");
/// the root has no label. Leaves are terminal positions (and, with `depth`, the positions at
/// that depth, valued by their static score). Leaf values are from the root side's (Max's)
/// point of view, so a max/min search of the tree with Max at the root gives the same value
/// as [`negamax`]. Errors if the tree has more than `cap` nodes (the root included); it stops
/// building as soon as the cap is passed, so a huge tree costs no more than `cap` nodes.
/// Replay a node's position with [`play_names`] on the labels from the root down to it.
pub fn build_tree<G: Game>(pos: &G, depth: Option<u32>, cap: usize) -> Result<Tree, TooLarge> {
    build_tree_as(pos, depth, cap, true)
}

/// [`build_tree`] with Max the side to move at the root (`root_max`) or the other side: leaf
/// values are from Max's point of view, so a max/min search of the tree with Max or Min at the
/// root, as `root_max` says, gives Max's value.
pub fn build_tree_as<G: Game>(
    pos: &G,
    depth: Option<u32>,
    cap: usize,
    root_max: bool,
) -> Result<Tree, TooLarge> {
    let mut b = TreeBuilder::new();
    let sign = if root_max { 1 } else { -1 };
    build_node(&mut b, pos, None, depth, sign, cap)?;
    Ok(b.finish())
}

/// A node and its subtree; `sign` turns the side to move's score into Max's (1 where Max is
/// to move, -1 where Min is).
fn build_node<G: Game>(
    b: &mut TreeBuilder,
    pos: &G,
    label: Option<&str>,
    depth: Option<u32>,
    sign: i64,
    cap: usize,
) -> Result<(), TooLarge> {
    if b.len() >= cap {
        return Err(TooLarge { cap });
    }
    let moves = if depth == Some(0) {
        Vec::new()
    } else {
        pos.moves()
    };
    if moves.is_empty() {
        b.leaf(label, Value::int(sign * i64::from(pos.score())));
        return Ok(());
    }
    b.open(label);
    for mv in moves {
        let name = pos.move_name(mv);
        build_node(
            b,
            &pos.play(mv),
            Some(&name),
            depth.map(|d| d - 1),
            -sign,
            cap,
        )?;
    }
    b.close();
    Ok(())
}

/// Plays a sequence of moves named as [`Game::move_name`] names them, checking each. The
/// error names the first move that is not legal (with the legal ones).
pub fn play_names<G: Game>(pos: &G, names: &[&str]) -> Result<G, String> {
    let mut pos = pos.clone();
    for (i, name) in names.iter().enumerate() {
        let moves = pos.moves();
        let found = moves
            .iter()
            .copied()
            .find(|&m| pos.move_name(m).eq_ignore_ascii_case(name.trim()));
        match found {
            Some(m) => pos = pos.play(m),
            None => {
                let legal: Vec<String> = moves.iter().map(|&m| pos.move_name(m)).collect();
                let legal = if legal.is_empty() {
                    t!(GAME_LIST_NONE_OVER)
                } else {
                    legal.join(&t!(LIST_SEPARATOR))
                };
                return Err(t!(
                    GAME_MOVE_NOT_LEGAL,
                    number = i + 1,
                    played = name.trim(),
                    legal = legal
                ));
            }
        }
    }
    Ok(pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::search::{search, Settings};

    /// Nim with 1 or 2 taken per move; the player who takes the last stone wins.
    #[derive(Clone, Debug)]
    struct Nim(u32);

    impl Game for Nim {
        type Move = u32;
        fn moves(&self) -> Vec<u32> {
            (1..=2).filter(|&k| k <= self.0).collect()
        }
        fn play(&self, mv: u32) -> Nim {
            Nim(self.0.saturating_sub(mv))
        }
        fn is_terminal(&self) -> bool {
            self.0 == 0
        }
        fn score(&self) -> i32 {
            // The previous player took the last stone: the side to move lost.
            if self.0 == 0 {
                -1
            } else {
                0
            }
        }
        fn move_name(&self, mv: u32) -> String {
            format!("take{mv}")
        }
    }

    #[test]
    fn games_nim_values_and_tree() {
        for n in 0..12 {
            let want = if n % 3 == 0 { -1 } else { 1 };
            let m = negamax(&Nim(n), None);
            let a = alphabeta(&Nim(n), None);
            assert_eq!(m.value, want, "nim {n}");
            assert_eq!(a.value, want, "nim {n}");
            assert!(a.nodes <= m.nodes);
            assert_eq!(tree_size(&Nim(n), None).0, m.nodes);
            let tree = build_tree(&Nim(n), None, 10_000).unwrap();
            assert_eq!(tree.len() as u64, m.nodes);
            let t = search(&tree, Settings::default());
            assert_eq!(
                t.table.value(t.solution.value),
                Some(Value::int(want.into()))
            );
        }
        assert_eq!(build_tree(&Nim(10), None, 5), Err(TooLarge { cap: 5 }));
        assert_eq!(play_names(&Nim(5), &["take2", "TAKE1"]).map(|p| p.0), Ok(2));
        assert!(play_names(&Nim(1), &["take2"])
            .unwrap_err()
            .contains("legal: take1"));
    }
}
