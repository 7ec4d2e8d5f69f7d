//! A game position's search shown as the tree: where it came from (its root position, for the
//! note saying who is Max) and each node's board. The games themselves (playing tic-tac-toe,
//! Othello, and building a search's tree) are in `play.rs`, the games' own model, which the
//! extras module runs; the page's tree view only shows what they built.

use games::othello::Position;
use games::tictactoe::{Board, Mark};
use i18n::t;
use search::{NodeId, Tree};
use std::rc::Rc;

/// The most nodes of a game tree the page draws.
pub const GAME_TREE_CAP: usize = 100_000;
/// Cells on a tic-tac-toe board.
pub(super) const CELLS: usize = 9;

/// Where a tree shown came from, when a game made it: its root position.
#[derive(Clone, Debug, PartialEq)]
pub enum GameRoot {
    TicTacToe(Board),
    Othello(Position),
}

impl GameRoot {
    /// The position as text: the game's name, a space and the position
    /// (`tictactoe X.O......`, `othello <64 squares> X`), as the games hand it to the page.
    pub fn to_text(&self) -> String {
        match self {
            GameRoot::TicTacToe(b) => format!("tictactoe {}", b.to_text()),
            GameRoot::Othello(p) => format!("othello {}", p.to_text()),
        }
    }

    /// The position [`GameRoot::to_text`] wrote; None for any other text.
    pub fn parse(text: &str) -> Option<GameRoot> {
        match text.split_once(' ')? {
            ("tictactoe", board) => Board::parse(board).ok().map(GameRoot::TicTacToe),
            ("othello", pos) => Position::parse(pos).ok().map(GameRoot::Othello),
            _ => None,
        }
    }

    /// Whether the side to move at the root is Max: in tic-tac-toe X is Max (as the page's
    /// +1 for a win of X says), in Othello the side to move at the root (as the solver's score).
    pub fn root_max(&self) -> bool {
        match self {
            GameRoot::TicTacToe(b) => b.to_move() == Mark::X,
            GameRoot::Othello(_) => true,
        }
    }

    /// Who is Max and what the values mean, as the tree's note says it.
    pub fn who_is_max(&self) -> String {
        match self {
            GameRoot::TicTacToe(_) => t!(PAGE_GAME_WHO_IS_MAX_TICTACTOE),
            GameRoot::Othello(p) => t!(PAGE_GAME_WHO_IS_MAX_OTHELLO, color = p.to_move().key()),
        }
    }
}

/// A game's search as the games hand it to the page: the root position's text
/// ([`GameRoot::to_text`]), a newline, and the tree's notation.
pub fn hand_over(root: &GameRoot, tree: &Tree) -> String {
    format!("{}\n{}", root.to_text(), tree.to_notation())
}

/// A game's search handed over ([`hand_over`]); None for any other text.
pub fn handed(text: &str) -> Option<(GameRoot, Tree)> {
    let (root, notation) = text.split_once('\n')?;
    Some((GameRoot::parse(root)?, search::parse(notation).ok()?))
}

/// The game the tree shown came from, if a game made it.
#[derive(Clone, Debug, Default)]
pub struct Games {
    /// The game the tree shown came from, and each node's board (tic-tac-toe).
    pub(crate) root: Option<GameRoot>,
    pub(crate) boards: Option<Rc<Vec<[u8; CELLS]>>>,
}

impl Games {
    /// The game position the tree shown is the search of.
    pub fn root(&self) -> Option<&GameRoot> {
        self.root.as_ref()
    }

    /// Each node's tic-tac-toe board (9 bytes of X, O, .), when the tree shown is a search.
    pub fn boards(&self) -> Option<&Rc<Vec<[u8; CELLS]>>> {
        self.boards.as_ref()
    }

    /// The tree shown is no longer a game's search (or its nodes moved).
    pub(super) fn forget_tree(&mut self) {
        self.root = None;
        self.boards = None;
    }
}

/// Each node's tic-tac-toe board (9 bytes of X, O, .), replaying the move labels from `root`.
pub(crate) fn ttt_boards(tree: &Tree, root: Board) -> Vec<[u8; CELLS]> {
    let mut boards: Vec<Board> = vec![root; tree.len()];
    for n in 1..tree.len() as NodeId {
        let parent = tree.parent(n).unwrap_or(0);
        let before = boards[parent as usize];
        let label = tree.label(n);
        boards[n as usize] = games::play_names(&before, &[label.as_ref()]).unwrap_or(before);
    }
    boards
        .iter()
        .map(|b| {
            let mut cells = [b'.'; CELLS];
            for (i, cell) in (0u8..).zip(cells.iter_mut()) {
                *cell = b.cell(i).map_or(b'.', |m| m.letter() as u8);
            }
            cells
        })
        .collect()
}
