//! The games, played: a tic-tac-toe board to play or set up against the computer, an Othello
//! position to play or type, and a position's search built as a tree (shown by `games.rs`).
//! Only with the `games` feature: the page's first download leaves the games out, and loads
//! them with its optional parts (`src/bin/extras.rs`) when a game tab first opens.

use super::games::{GameRoot, CELLS, GAME_TREE_CAP};
use super::notice::{Notice, Place};
use super::Model;
use crate::engine::Tree;
use crate::games::othello::{Move, Position, ENDGAMES};
use crate::games::tictactoe::{Board, BoardError, Mark};
use crate::games::{self, Game};
use crate::said;

/// A tic-tac-toe cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Cell {
    #[default]
    Empty,
    X,
    O,
}

impl Cell {
    /// The cell as a board's text writes it: `X`, `O` or `.`.
    pub fn byte(self) -> u8 {
        match self {
            Cell::Empty => b'.',
            Cell::X => b'X',
            Cell::O => b'O',
        }
    }

    /// What a click while setting up makes of the cell: empty, X, O, empty again.
    fn next(self) -> Cell {
        match self {
            Cell::Empty => Cell::X,
            Cell::X => Cell::O,
            Cell::O => Cell::Empty,
        }
    }
}

impl From<Option<Mark>> for Cell {
    fn from(mark: Option<Mark>) -> Cell {
        match mark {
            None => Cell::Empty,
            Some(Mark::X) => Cell::X,
            Some(Mark::O) => Cell::O,
        }
    }
}

/// A tic-tac-toe board as set up: any marks in any cells, also a position that cannot occur
/// in a game (the game's rules decide, in [`Cells::board`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cells([Cell; CELLS]);

impl Cells {
    pub fn get(&self, i: usize) -> Cell {
        self.0.get(i).copied().unwrap_or_default()
    }

    pub fn iter(&self) -> impl Iterator<Item = Cell> + '_ {
        self.0.iter().copied()
    }

    /// The cells as 9 characters, row by row (`X.O.X....`).
    pub fn to_text(&self) -> String {
        self.0.iter().map(|c| char::from(c.byte())).collect()
    }

    /// The position, if it is one that can occur in a game.
    pub fn board(&self) -> Result<Board, BoardError> {
        Board::parse(&self.to_text())
    }
}

impl From<Board> for Cells {
    fn from(board: Board) -> Cells {
        let mut cells = [Cell::Empty; CELLS];
        for (i, cell) in (0u8..).zip(cells.iter_mut()) {
            *cell = Cell::from(board.cell(i));
        }
        Cells(cells)
    }
}

/// A change in one of the games.
#[derive(Clone, Debug, PartialEq)]
pub enum GameAction {
    /// A click on a tic-tac-toe cell: a move (playing), or the next mark (setting up).
    TicTacToeCell(u8),
    /// A new tic-tac-toe game, the person playing this side.
    NewTicTacToe(Mark),
    /// Set up a tic-tac-toe position by clicking (true) or play it (false).
    SetUp(bool),
    /// The computer moves now (alpha-beta).
    ComputerMoves,
    /// Open a game position's search as a tree in the tree view (built here; the page builds
    /// it in its search worker, and says `TreeTooLarge` when it is).
    OpenTree(GameRoot),
    /// A game position's search is too large to draw: said in the game's tab.
    TreeTooLarge(GameRoot),
    /// The Othello position text (64 squares and the side to move).
    OthelloText(String),
    /// A click (or Enter) on an Othello square: the side to move plays there.
    OthelloSquare(u8),
}

/// Both games' state: the tic-tac-toe board and who plays it, the Othello position.
#[derive(Clone, Debug)]
pub struct Play {
    /// What the tic-tac-toe board shows, even while a set-up position cannot occur, and the
    /// position it is when it can.
    cells: Cells,
    board: Result<Board, BoardError>,
    human: Mark,
    setting_up: bool,
    /// The board before the computer's last move: the search behind that move.
    last_search: Option<Board>,
    othello_text: String,
    /// The position the text gave before it was last changed: what the board shows while
    /// the text cannot be read.
    othello_before: Position,
}

impl Default for Play {
    fn default() -> Play {
        Play {
            cells: Cells::default(),
            board: Ok(Board::new()),
            human: Mark::X,
            setting_up: false,
            last_search: None,
            othello_text: ENDGAMES
                .first()
                .map(|e| e.text.to_string())
                .unwrap_or_default(),
            othello_before: Position::start(),
        }
    }
}

impl Play {
    /// The tic-tac-toe board's cells.
    pub fn cells(&self) -> Cells {
        self.cells
    }

    /// The tic-tac-toe position, or why it cannot occur in a game.
    pub fn board(&self) -> &Result<Board, BoardError> {
        &self.board
    }

    /// The side the person plays.
    pub fn human(&self) -> Mark {
        self.human
    }

    pub fn setting_up(&self) -> bool {
        self.setting_up
    }

    /// The board the computer's last move was searched from.
    pub fn last_search(&self) -> Option<Board> {
        self.last_search
    }

    pub fn othello_text(&self) -> &str {
        &self.othello_text
    }

    /// The Othello position shown: the text's, or the last one it gave if it cannot be read.
    pub fn othello(&self) -> Position {
        Position::parse(&self.othello_text).unwrap_or(self.othello_before)
    }

    fn set_cells(&mut self, cells: Cells) {
        self.cells = cells;
        self.board = cells.board();
    }
}

impl Model {
    /// Applies a change in a game; false if nothing changed.
    pub(super) fn game(&mut self, action: GameAction) -> bool {
        match action {
            GameAction::TicTacToeCell(cell) => self.ttt_cell(cell),
            GameAction::NewTicTacToe(human) => {
                let g = &mut self.play;
                g.set_cells(Cells::default());
                g.human = human;
                g.setting_up = false;
                g.last_search = None;
                self.notices.clear(Place::Game);
                if human == Mark::O {
                    self.ttt_computer();
                }
                true
            }
            GameAction::SetUp(on) => {
                self.play.setting_up = on;
                self.notices.clear(Place::Game);
                true
            }
            GameAction::ComputerMoves => self.ttt_computer(),
            GameAction::OpenTree(root) => self.open_game_tree(root),
            GameAction::TreeTooLarge(root) => self.game_tree_too_large(&root),
            GameAction::OthelloText(text) => {
                self.play.othello_before = self.play.othello();
                self.play.othello_text = text;
                self.notices.clear(Place::Game);
                true
            }
            GameAction::OthelloSquare(sq) => self.othello_square(sq),
        }
    }

    /// A move on Othello square `sq` in the position shown; a side left without a move passes
    /// at once, and the note says so.
    fn othello_square(&mut self, sq: u8) -> bool {
        let note = match self.play.othello().try_play(Move::Square(sq)) {
            Ok(after) if after.must_pass() => {
                self.set_othello(after.try_play(Move::Pass).unwrap_or(after));
                said!(GAME_OTHELLO_PASSES, color = after.to_move().key())
            }
            Ok(after) => {
                self.set_othello(after);
                return true;
            }
            Err(why) => why,
        };
        self.notices.show(Notice::new(Place::Game, note));
        true
    }

    fn set_othello(&mut self, pos: Position) {
        self.play.othello_text = pos.to_text();
        self.notices.clear(Place::Game);
    }

    /// A click on a tic-tac-toe cell.
    fn ttt_cell(&mut self, cell: u8) -> bool {
        let i = usize::from(cell);
        if i >= CELLS {
            return false;
        }
        self.notices.clear(Place::Game);
        let g = &mut self.play;
        if g.setting_up {
            let mut cells = g.cells;
            cells.0[i] = cells.0[i].next();
            g.set_cells(cells);
            g.last_search = None;
            return true;
        }
        let note = match g.board.clone() {
            Err(e) => said!(GAME_TTT_CANNOT_OCCUR, why = e),
            Ok(board) if board.to_move() != g.human => said!(GAME_TTT_COMPUTERS_TURN),
            Ok(board) => match board.try_play(cell) {
                Ok(after) => {
                    g.set_cells(Cells::from(after));
                    self.ttt_computer();
                    return true;
                }
                Err(e) => e,
            },
        };
        self.notices.show(Notice::new(Place::Game, note));
        true
    }

    /// The computer's move, chosen by alpha-beta, if the game goes on and it is its turn.
    fn ttt_computer(&mut self) -> bool {
        let g = &mut self.play;
        let Ok(board) = g.board else {
            return false;
        };
        if board.is_terminal() || board.to_move() == g.human && !g.setting_up {
            return false;
        }
        let Some(mv) = games::alphabeta(&board, None).best_move else {
            return false;
        };
        g.last_search = Some(board);
        g.set_cells(Cells::from(board.play(mv)));
        true
    }

    /// A game position's search as the tree shown (at most [`GAME_TREE_CAP`] nodes).
    fn open_game_tree(&mut self, root: GameRoot) -> bool {
        match build_game_tree(&root) {
            Some(tree) => self.show_game_tree(root, tree),
            None => self.game_tree_too_large(&root),
        }
    }

    fn game_tree_too_large(&mut self, root: &GameRoot) -> bool {
        let game = match root {
            GameRoot::TicTacToe(_) => "tictactoe",
            GameRoot::Othello(_) => "othello",
        };
        let note = said!(GAME_TREE_TOO_BIG, cap = GAME_TREE_CAP, game = game);
        self.notices.show(Notice::new(Place::Game, note));
        true
    }
}

/// A game position's search as a tree, Max or Min at the root as the game says; None past
/// [`GAME_TREE_CAP`] nodes.
pub fn build_game_tree(root: &GameRoot) -> Option<Tree> {
    let max = root.root_max();
    match root {
        GameRoot::TicTacToe(b) => games::build_tree_as(b, None, GAME_TREE_CAP, max).ok(),
        GameRoot::Othello(p) => games::build_tree_as(p, None, GAME_TREE_CAP, max).ok(),
    }
}

#[cfg(test)]
mod tests;
