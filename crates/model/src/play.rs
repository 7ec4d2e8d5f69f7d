//! The games, played: a tic-tac-toe board to play or set up against the computer, an Othello
//! position to play or type, and a position's search built as a tree, which the page then shows
//! (`games.rs`). [`Play`] is the games' own model, apart from the page's [`super::Model`]: the
//! games are an app of their own in the extras module (`app::games_app`), loaded when a game
//! tab first opens, and hand the page each tree they open.

use super::games::{GameRoot, CELLS, GAME_TREE_CAP};
use super::Outcome;
use games::othello::{Move, Position, ENDGAMES};
use games::tictactoe::{Board, BoardError, Mark};
use games::{self, Game};
use i18n::said;
use i18n::Said;
use search::Tree;
use std::rc::Rc;

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
    /// Show each empty cell's value for the side to move, and the positions alpha-beta visits
    /// to prove it (true), or not.
    ShowValues(bool),
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

/// The games' model: the tic-tac-toe board and who plays it, the Othello position, what the
/// games' tab says, and the last search opened as a tree.
#[derive(Clone, Debug)]
pub struct Play {
    /// What the tic-tac-toe board shows, even while a set-up position cannot occur, and the
    /// position it is when it can.
    cells: Cells,
    board: Result<Board, BoardError>,
    human: Mark,
    setting_up: bool,
    /// Whether each empty cell shows its value.
    show_values: bool,
    /// The board before the computer's last move: the search behind that move.
    last_search: Option<Board>,
    othello_text: String,
    /// The position the text gave before it was last changed: what the board shows while
    /// the text cannot be read.
    othello_before: Position,
    /// What the game's tab says (`#game-note`): why a move or a tree was refused.
    note: Option<Said>,
}

/// What the games ask of the page they are shown in.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayEffect {
    /// Hand this search of a position, opened as a tree, to the page, which shows it.
    HandOver(GameRoot, Rc<Tree>),
}

impl Default for Play {
    fn default() -> Play {
        Play {
            cells: Cells::default(),
            board: Ok(Board::new()),
            human: Mark::X,
            setting_up: false,
            show_values: false,
            last_search: None,
            othello_text: ENDGAMES
                .first()
                .map(|e| e.text.to_string())
                .unwrap_or_default(),
            othello_before: Position::start(),
            note: None,
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

    /// Whether each empty cell shows its value for the side to move.
    pub fn show_values(&self) -> bool {
        self.show_values
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

    /// What the game's tab says: why the last move or tree was refused.
    pub fn note(&self) -> Option<&Said> {
        self.note.as_ref()
    }

    fn set_cells(&mut self, cells: Cells) {
        self.cells = cells;
        self.board = cells.board();
    }

    fn say(&mut self, note: Said) {
        self.note = Some(note);
    }

    /// Applies a change in a game: whether anything changed, and what the page must do.
    pub fn apply(&mut self, action: GameAction) -> Outcome<PlayEffect> {
        let changed = match action {
            GameAction::TicTacToeCell(cell) => self.ttt_cell(cell),
            GameAction::NewTicTacToe(human) => {
                self.set_cells(Cells::default());
                self.human = human;
                self.setting_up = false;
                self.last_search = None;
                self.note = None;
                if human == Mark::O {
                    self.ttt_computer();
                }
                true
            }
            GameAction::SetUp(on) => {
                self.setting_up = on;
                self.note = None;
                true
            }
            GameAction::ShowValues(on) => {
                let changed = self.show_values != on;
                self.show_values = on;
                changed
            }
            GameAction::ComputerMoves => self.ttt_computer(),
            GameAction::OpenTree(root) => return self.open_game_tree(root),
            GameAction::TreeTooLarge(root) => self.game_tree_too_large(&root),
            GameAction::OthelloText(text) => {
                self.othello_before = self.othello();
                self.othello_text = text;
                self.note = None;
                true
            }
            GameAction::OthelloSquare(sq) => self.othello_square(sq),
        };
        Outcome::changed(changed)
    }

    /// A move on Othello square `sq` in the position shown; a side left without a move passes
    /// at once, and the note says so.
    fn othello_square(&mut self, sq: u8) -> bool {
        let note = match self.othello().try_play(Move::Square(sq)) {
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
        self.say(note);
        true
    }

    fn set_othello(&mut self, pos: Position) {
        self.othello_text = pos.to_text();
        self.note = None;
    }

    /// A click on a tic-tac-toe cell.
    fn ttt_cell(&mut self, cell: u8) -> bool {
        let i = usize::from(cell);
        if i >= CELLS {
            return false;
        }
        self.note = None;
        if self.setting_up {
            let mut cells = self.cells;
            cells.0[i] = cells.0[i].next();
            self.set_cells(cells);
            self.last_search = None;
            return true;
        }
        let note = match self.board.clone() {
            Err(e) => said!(GAME_TTT_CANNOT_OCCUR, why = e),
            Ok(board) if board.to_move() != self.human => said!(GAME_TTT_COMPUTERS_TURN),
            Ok(board) => match board.try_play(cell) {
                Ok(after) => {
                    self.set_cells(Cells::from(after));
                    self.ttt_computer();
                    return true;
                }
                Err(e) => e,
            },
        };
        self.say(note);
        true
    }

    /// The computer's move, chosen by alpha-beta, if the game goes on and it is its turn.
    fn ttt_computer(&mut self) -> bool {
        let Ok(board) = self.board else {
            return false;
        };
        if board.is_terminal() || board.to_move() == self.human && !self.setting_up {
            return false;
        }
        let Some(mv) = games::alphabeta(&board, None).best_move else {
            return false;
        };
        self.last_search = Some(board);
        self.set_cells(Cells::from(board.play(mv)));
        true
    }

    /// A game position's search opened as a tree, built here (at most [`GAME_TREE_CAP`]
    /// nodes).
    /// [`GameAction::OpenTree`]: the search built here, handed to the page.
    fn open_game_tree(&mut self, root: GameRoot) -> Outcome<PlayEffect> {
        match build_game_tree(&root) {
            Some(tree) => {
                self.note = None;
                Outcome {
                    changed: true,
                    effects: vec![PlayEffect::HandOver(root, Rc::new(tree))],
                }
            }
            None => Outcome::changed(self.game_tree_too_large(&root)),
        }
    }

    fn game_tree_too_large(&mut self, root: &GameRoot) -> bool {
        let game = match root {
            GameRoot::TicTacToe(_) => "tictactoe",
            GameRoot::Othello(_) => "othello",
        };
        self.say(said!(GAME_TREE_TOO_BIG, cap = GAME_TREE_CAP, game = game));
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
