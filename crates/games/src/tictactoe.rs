//! Tic-tac-toe (tutorial C). X is Max and moves first; a finished game is worth +1 if X won,
//! -1 if O won, 0 for a draw, and [`Game::score`] gives that from the side to move's view
//! (negamax form).
//!
//! Cells are numbered 0..8 row by row from the top left, and named by column letter and row
//! number: `a1 b1 c1` is the first (top) row, `a2 b2 c2` the second, `a3 b3 c3` the third, so
//! 0 = a1, 4 = b2, 8 = c3. [`parse_cell`] reads either form.
//!
//! A board is written as its 9 cells row by row: `X`, `O`, or `.` for an empty cell (lowercase
//! letters and `-` or `_` for empty are accepted; whitespace is ignored), e.g. `"X.O.X...."`.

use super::Game;
use i18n::Said;
use i18n::{said, t};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A player's mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mark {
    X,
    O,
}

impl Mark {
    pub fn other(self) -> Mark {
        match self {
            Mark::X => Mark::O,
            Mark::O => Mark::X,
        }
    }

    pub fn letter(self) -> char {
        match self {
            Mark::X => 'X',
            Mark::O => 'O',
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// The eight lines, as cell masks.
const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

const FULL: u16 = 0b111_111_111;

/// A board: which cells hold X and which hold O (bit i = cell i). Only boards that can occur
/// in a game are built by [`Board::parse`] and [`Board::play`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Board {
    x: u16,
    o: u16,
}

/// Why a board text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// A character that is not a mark or an empty cell; `position` counts from 1, whitespace
    /// not counted.
    BadChar { position: usize, ch: char },
    /// Not 9 cells.
    Length { found: usize },
    /// O has more marks than X, or X more than one more than O.
    Counts { x: u32, o: u32 },
    /// Both players have three in a row.
    BothWin { x_line: u16, o_line: u16 },
    /// A player has three in a row but the other moved after that.
    MovedAfterWin {
        winner: Mark,
        line: u16,
        x: u32,
        o: u32,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let quote = ::search::notation::quote_char;
        let text = match *self {
            BoardError::BadChar { position, ch } if position <= 9 => t!(
                GAME_TTT_BAD_CHAR_CELL,
                position = position,
                name = cell_name(position as u8 - 1),
                char = quote(ch)
            ),
            BoardError::BadChar { position, ch } => {
                t!(GAME_TTT_BAD_CHAR, position = position, char = quote(ch))
            }
            BoardError::Length { found } => t!(GAME_TTT_LENGTH, found = found),
            BoardError::Counts { x, o } if o > x => t!(GAME_TTT_O_AHEAD, o = o, x = x),
            BoardError::Counts { x, o } => t!(GAME_TTT_X_AHEAD, x = x, o = o),
            BoardError::BothWin { x_line, o_line } => t!(
                GAME_TTT_BOTH_WIN,
                xline = line_names(x_line),
                oline = line_names(o_line)
            ),
            BoardError::MovedAfterWin { winner, line, x, o } => t!(
                GAME_TTT_MOVED_AFTER_WIN,
                winner = winner,
                line = line_names(line),
                other = winner.other(),
                x = x,
                o = o
            ),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for BoardError {}

/// The name of cell `i` (0..8): "a1".."c3"; "?" for anything else.
pub fn cell_name(i: u8) -> String {
    if i < 9 {
        format!("{}{}", (b'a' + i % 3) as char, i / 3 + 1)
    } else {
        "?".into()
    }
}

/// Reads a cell as its index ("0".."8") or its name ("a1".."c3", any case).
pub fn parse_cell(text: &str) -> Option<u8> {
    let t = text.trim().to_ascii_lowercase();
    let b = t.as_bytes();
    match b {
        [d @ b'0'..=b'8'] => Some(d - b'0'),
        [c @ b'a'..=b'c', r @ b'1'..=b'3'] => Some((r - b'1') * 3 + (c - b'a')),
        _ => None,
    }
}

fn line_names(line: u16) -> String {
    (0..9u8)
        .filter(|&i| line & (1 << i) != 0)
        .map(cell_name)
        .collect::<Vec<_>>()
        .join("-")
}

fn winning_line(marks: u16) -> Option<u16> {
    LINES.iter().copied().find(|&l| marks & l == l)
}

impl Board {
    /// The empty board, X to move.
    pub fn new() -> Board {
        Board::default()
    }

    /// Reads a board (see the module docs). Refuses other characters, a length other than 9,
    /// counts that cannot occur (X moves first) and positions played on after a win.
    pub fn parse(text: &str) -> Result<Board, BoardError> {
        let mut b = Board::default();
        let mut n = 0usize;
        for ch in text.chars().filter(|c| !c.is_whitespace()) {
            n += 1;
            let mark = match ch {
                'X' | 'x' => Some(Mark::X),
                'O' | 'o' => Some(Mark::O),
                '.' | '-' | '_' => None,
                _ => return Err(BoardError::BadChar { position: n, ch }),
            };
            if n <= 9 {
                match mark {
                    Some(Mark::X) => b.x |= 1 << (n - 1),
                    Some(Mark::O) => b.o |= 1 << (n - 1),
                    None => {}
                }
            }
        }
        if n != 9 {
            return Err(BoardError::Length { found: n });
        }
        let (x, o) = (b.x.count_ones(), b.o.count_ones());
        if o > x || x > o + 1 {
            return Err(BoardError::Counts { x, o });
        }
        match (winning_line(b.x), winning_line(b.o)) {
            (Some(x_line), Some(o_line)) => Err(BoardError::BothWin { x_line, o_line }),
            (Some(line), None) if x == o => Err(BoardError::MovedAfterWin {
                winner: Mark::X,
                line,
                x,
                o,
            }),
            (None, Some(line)) if x > o => Err(BoardError::MovedAfterWin {
                winner: Mark::O,
                line,
                x,
                o,
            }),
            _ => Ok(b),
        }
    }

    /// The board as 9 characters, row by row ("X.O.X....").
    pub fn to_text(&self) -> String {
        (0..9u8)
            .map(|i| match self.cell(i) {
                Some(m) => m.letter(),
                None => '.',
            })
            .collect()
    }

    /// What is in cell `i` (None: empty, or `i` is not 0..8).
    pub fn cell(&self, i: u8) -> Option<Mark> {
        if i >= 9 {
            None
        } else if self.x & (1 << i) != 0 {
            Some(Mark::X)
        } else if self.o & (1 << i) != 0 {
            Some(Mark::O)
        } else {
            None
        }
    }

    /// Whose turn it is (X when the counts are equal).
    pub fn to_move(&self) -> Mark {
        if self.x.count_ones() > self.o.count_ones() {
            Mark::O
        } else {
            Mark::X
        }
    }

    /// The player with three in a row, if any.
    pub fn winner(&self) -> Option<Mark> {
        if winning_line(self.x).is_some() {
            Some(Mark::X)
        } else if winning_line(self.o).is_some() {
            Some(Mark::O)
        } else {
            None
        }
    }

    /// The winner's line as cell indices, e.g. [0, 4, 8] (for drawing it).
    pub fn winning_cells(&self) -> Option<[u8; 3]> {
        let line = winning_line(self.x).or_else(|| winning_line(self.o))?;
        let mut cells = [0u8; 3];
        let mut k = 0;
        for i in 0..9u8 {
            if line & (1 << i) != 0 && k < 3 {
                cells[k] = i;
                k += 1;
            }
        }
        Some(cells)
    }

    /// The board after the side to move marks `cell`, or why not.
    pub fn try_play(&self, cell: u8) -> Result<Board, Said> {
        if cell >= 9 {
            return Err(said!(GAME_TTT_NO_CELL, cell = cell));
        }
        if let Some(w) = self.winner() {
            return Err(said!(GAME_TTT_OVER, winner = w));
        }
        if let Some(m) = self.cell(cell) {
            return Err(said!(GAME_TTT_CELL_TAKEN, name = cell_name(cell), mark = m));
        }
        let mut b = *self;
        match self.to_move() {
            Mark::X => b.x |= 1 << cell,
            Mark::O => b.o |= 1 << cell,
        }
        Ok(b)
    }

    /// A negamax value (from the side to move's view) from X's (Max's) point of view.
    pub fn x_view(&self, value: i32) -> i32 {
        match self.to_move() {
            Mark::X => value,
            Mark::O => -value,
        }
    }
}

/// What a move leads to for the side that plays it, with best play after: the board's values
/// (`data-value` on a cell, and a word beside the colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outlook {
    Win,
    Draw,
    Loss,
}

impl Outlook {
    /// The outlook of a game value from the mover's point of view (+1, 0, -1).
    pub fn of(value: i32) -> Outlook {
        match value.cmp(&0) {
            std::cmp::Ordering::Greater => Outlook::Win,
            std::cmp::Ordering::Equal => Outlook::Draw,
            std::cmp::Ordering::Less => Outlook::Loss,
        }
    }

    /// "win", "draw" or "loss".
    pub fn key(self) -> &'static str {
        match self {
            Outlook::Win => "win",
            Outlook::Draw => "draw",
            Outlook::Loss => "loss",
        }
    }
}

impl fmt::Display for Board {
    /// Three rows of three characters.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = self.to_text();
        for (r, row) in t.as_bytes().chunks(3).enumerate() {
            if r > 0 {
                writeln!(f)?;
            }
            write!(f, "{}", String::from_utf8_lossy(row))?;
        }
        Ok(())
    }
}

impl Game for Board {
    /// A cell index 0..8.
    type Move = u8;

    /// The empty cells in index order; none once someone has won or the board is full.
    fn moves(&self) -> Vec<u8> {
        if self.is_terminal() {
            return Vec::new();
        }
        let empty = FULL & !(self.x | self.o);
        (0..9u8).filter(|&i| empty & (1 << i) != 0).collect()
    }

    fn play(&self, mv: u8) -> Board {
        self.try_play(mv).unwrap_or(*self)
    }

    fn is_terminal(&self) -> bool {
        self.winner().is_some() || (self.x | self.o) & FULL == FULL
    }

    /// +1 / -1 / 0 at the end (from the side to move's view); 0 before the end.
    fn score(&self) -> i32 {
        let for_x = match self.winner() {
            Some(Mark::X) => 1,
            Some(Mark::O) => -1,
            None => 0,
        };
        self.x_view(for_x)
    }

    /// "a1".."c3".
    fn move_name(&self, mv: u8) -> String {
        cell_name(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{alphabeta, negamax};

    #[test]
    fn games_cells_and_names() {
        assert_eq!(cell_name(0), "a1");
        assert_eq!(cell_name(4), "b2");
        assert_eq!(cell_name(8), "c3");
        assert_eq!(cell_name(9), "?");
        for i in 0..9 {
            assert_eq!(parse_cell(&cell_name(i)), Some(i));
            assert_eq!(parse_cell(&i.to_string()), Some(i));
        }
        assert_eq!(parse_cell("C2"), Some(5));
        assert_eq!(parse_cell("9"), None);
        assert_eq!(parse_cell("d1"), None);
        assert_eq!(parse_cell(""), None);
    }

    #[test]
    fn games_x_wins_in_one() {
        let b = Board::parse("XX.OO....").unwrap();
        assert_eq!(b.to_move(), Mark::X);
        let m = negamax(&b, None);
        let a = alphabeta(&b, None);
        assert_eq!((m.value, m.best_move), (1, Some(2)));
        assert_eq!((a.value, a.best_move), (1, Some(2)));
        assert!(a.nodes < m.nodes);
    }
}
