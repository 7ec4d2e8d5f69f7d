//! Othello on bitboards (tutorial B): move generation, flips, passes and perft; the endgames
//! (the exact solver, plain negamax and alpha-beta in negamax form, and the built-in and random
//! positions) in `endgame.rs`.
//!
//! Squares are named `a1`..`h8`: the letter is the column (a..h, left to right), the number the
//! row (1..8, top to bottom). Square index = row * 8 + column, so a1 = 0, h1 = 7, a2 = 8,
//! h8 = 63, and bit i of a bitboard is square i.
//!
//! A position is written as 64 characters row by row from a1 to h8 (a1 b1 .. h1, a2 .. h8):
//! `X` a black disc, `O` a white disc, `.` or `-` an empty square (lowercase accepted,
//! whitespace ignored), then the side to move: a 65th character `X` (black) or `O` (white),
//! e.g. the start is
//! `...........................OX......XO........................... X`.
//! Without that character the side to move must be given separately ([`Position::parse_with`]).
//!
//! Rules: a side with no legal move passes (a pass is a move: one ply, the same discs, the
//! colours swapped); when neither side can move the game is over. The score is own discs minus
//! the opponent's, from the side to move's view, at the end (and as the static estimate).
//! Nothing here reads a clock: callers time the searches.

mod endgame;

pub use endgame::{random_game, solve, solve_within, Endgame, Solution, ENDGAMES, PROGRESS_EVERY};

use super::Game;
use i18n::Said;
use i18n::{said, t};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A disc colour. Black (`X`) moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Color {
    /// `X`.
    Black,
    /// `O`.
    White,
}

impl Color {
    pub fn other(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// "Black (X)" or "White (O)", as the page names a side (in the language in force).
    pub fn name(self) -> String {
        t!(GAME_OTHELLO_SIDE, color = self.key())
    }

    /// `black` or `white`: the key messages choose a side's words by.
    pub fn key(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// `X` for black, `O` for white.
    pub fn letter(self) -> char {
        match self {
            Color::Black => 'X',
            Color::White => 'O',
        }
    }

    /// Reads `X`/`O` (also `x`/`o`, `black`/`white`, `b`/`w`).
    pub fn parse(text: &str) -> Option<Color> {
        match text.trim().to_ascii_lowercase().as_str() {
            "x" | "b" | "black" => Some(Color::Black),
            "o" | "w" | "white" => Some(Color::White),
            _ => None,
        }
    }
}

/// A move: a disc on a square (0..63), or a pass (only when no square is legal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    Square(u8),
    Pass,
}

/// A pass's name as data: in JSON, a game tree's labels and what the search worker hands over.
pub const PASS_NAME: &str = "pass";

impl Move {
    /// "d3" or "pass": the move's name as data (JSON, a game tree's labels; [`Move::said_by_name`]
    /// reads it back).
    pub fn name(self) -> String {
        match self {
            Move::Square(sq) => square_name(sq),
            Move::Pass => PASS_NAME.into(),
        }
    }

    /// The move as a person reads it, in the language in force: "d3", or a pass in words.
    pub fn said(self) -> String {
        match self {
            Move::Square(sq) => square_name(sq),
            Move::Pass => t!(GAME_OTHELLO_PASS_MOVE),
        }
    }

    /// A move [`Move::name`] named, said as [`Move::said`] says it; any other text as it is.
    pub fn said_by_name(name: &str) -> String {
        if name == PASS_NAME {
            Move::Pass.said()
        } else {
            name.to_string()
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// The name of square `sq`: "a1".."h8"; "?" past 63.
pub fn square_name(sq: u8) -> String {
    if sq < 64 {
        format!("{}{}", (b'a' + sq % 8) as char, sq / 8 + 1)
    } else {
        "?".into()
    }
}

/// Reads a square name ("a1".."h8", any case) as its index.
pub fn parse_square(text: &str) -> Option<u8> {
    match text.trim().to_ascii_lowercase().as_bytes() {
        [c @ b'a'..=b'h', r @ b'1'..=b'8'] => Some((r - b'1') * 8 + (c - b'a')),
        _ => None,
    }
}

const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// Moves every disc one square in direction `d` (0..8), dropping what leaves the board.
#[inline(always)]
fn shift(b: u64, d: usize) -> u64 {
    match d {
        0 => (b << 1) & NOT_A, // east
        1 => (b >> 1) & NOT_H, // west
        2 => b << 8,           // south
        3 => b >> 8,           // north
        4 => (b << 9) & NOT_A, // south-east
        5 => (b << 7) & NOT_H, // south-west
        6 => (b >> 7) & NOT_A, // north-east
        _ => (b >> 9) & NOT_H, // north-west
    }
}

/// The squares where the owner of `p` may play against `o`.
#[inline]
pub fn legal_moves(p: u64, o: u64) -> u64 {
    let empty = !(p | o);
    let mut m = 0;
    for d in 0..8 {
        let mut t = shift(p, d) & o;
        t |= shift(t, d) & o;
        t |= shift(t, d) & o;
        t |= shift(t, d) & o;
        t |= shift(t, d) & o;
        t |= shift(t, d) & o;
        m |= shift(t, d) & empty;
    }
    m
}

/// The discs of `o` that turn over when the owner of `p` plays on `sq` (0 if `sq` is
/// occupied, off the board or flips nothing).
#[inline]
pub fn flips(p: u64, o: u64, sq: u8) -> u64 {
    if sq >= 64 {
        return 0;
    }
    let bit = 1u64 << sq;
    if (p | o) & bit != 0 {
        return 0;
    }
    let mut f = 0;
    for d in 0..8 {
        let mut x = shift(bit, d);
        let mut line = 0;
        while x & o != 0 {
            line |= x;
            x = shift(x, d);
        }
        if x & p != 0 {
            f |= line;
        }
    }
    f
}

/// An Othello position: the discs of the side to move and of the other side, and who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    player: u64,
    opponent: u64,
    to_move: Color,
}

/// Why a position text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A character that is not X, O, . or -; `position` counts from 1, whitespace not counted.
    BadChar { position: usize, ch: char },
    /// Not 64 squares (plus at most the side to move).
    Length { found: usize },
    /// 64 squares and no side to move given.
    NoSide,
    /// The 65th character is not X or O.
    BadSide { ch: char },
    /// The text and the separate side to move disagree.
    SideConflict { text: Color, given: Color },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let quote = ::search::notation::quote_char;
        let text = match *self {
            PositionError::BadChar { position, ch } if position <= 64 => t!(
                GAME_OTHELLO_BAD_CHAR_SQUARE,
                position = position,
                square = square_name(position as u8 - 1),
                char = quote(ch)
            ),
            PositionError::BadChar { position, ch } => {
                t!(GAME_OTHELLO_BAD_CHAR, position = position, char = quote(ch))
            }
            PositionError::Length { found } => t!(GAME_OTHELLO_LENGTH, found = found),
            PositionError::NoSide => t!(GAME_OTHELLO_NO_SIDE),
            PositionError::BadSide { ch } => t!(GAME_OTHELLO_BAD_SIDE, char = quote(ch)),
            PositionError::SideConflict { text, given } => t!(
                GAME_OTHELLO_SIDE_CONFLICT,
                text = text.letter(),
                given = given.letter()
            ),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for PositionError {}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

impl Position {
    /// The standard start: d4 and e5 white, e4 and d5 black, black to move.
    pub fn start() -> Position {
        let white = (1u64 << 27) | (1 << 36);
        let black = (1u64 << 28) | (1 << 35);
        Position::from_discs(black, white, Color::Black)
    }

    /// A position from black's and white's discs (a square in both counts as black's).
    pub fn from_discs(black: u64, white: u64, to_move: Color) -> Position {
        let white = white & !black;
        match to_move {
            Color::Black => Position {
                player: black,
                opponent: white,
                to_move,
            },
            Color::White => Position {
                player: white,
                opponent: black,
                to_move,
            },
        }
    }

    /// Reads a position that ends with its side to move (see the module docs).
    pub fn parse(text: &str) -> Result<Position, PositionError> {
        Position::parse_with(text, None)
    }

    /// Reads a position; `side` is the side to move when the text does not end with one (if
    /// both are there they must agree).
    pub fn parse_with(text: &str, side: Option<Color>) -> Result<Position, PositionError> {
        let (mut black, mut white) = (0u64, 0u64);
        let mut n = 0usize;
        let mut text_side = None;
        for ch in text.chars().filter(|c| !c.is_whitespace()) {
            n += 1;
            if n == 65 {
                text_side = match ch {
                    'X' | 'x' => Some(Color::Black),
                    'O' | 'o' => Some(Color::White),
                    _ => return Err(PositionError::BadSide { ch }),
                };
                continue;
            }
            let color = match ch {
                'X' | 'x' => Some(Color::Black),
                'O' | 'o' => Some(Color::White),
                '.' | '-' => None,
                _ => return Err(PositionError::BadChar { position: n, ch }),
            };
            if n <= 64 {
                match color {
                    Some(Color::Black) => black |= 1 << (n - 1),
                    Some(Color::White) => white |= 1 << (n - 1),
                    None => {}
                }
            }
        }
        if n != 64 && n != 65 {
            return Err(PositionError::Length { found: n });
        }
        let to_move = match (text_side, side) {
            (Some(t), Some(g)) if t != g => {
                return Err(PositionError::SideConflict { text: t, given: g })
            }
            (Some(t), _) => t,
            (None, Some(g)) => g,
            (None, None) => return Err(PositionError::NoSide),
        };
        Ok(Position::from_discs(black, white, to_move))
    }

    /// The position as text: 64 squares, a space and the side to move.
    pub fn to_text(&self) -> String {
        let mut s: String = (0..64u8)
            .map(|sq| match self.at(sq) {
                Some(c) => c.letter(),
                None => '.',
            })
            .collect();
        s.push(' ');
        s.push(self.to_move.letter());
        s
    }

    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Black's discs.
    pub fn black(&self) -> u64 {
        match self.to_move {
            Color::Black => self.player,
            Color::White => self.opponent,
        }
    }

    /// White's discs.
    pub fn white(&self) -> u64 {
        match self.to_move {
            Color::Black => self.opponent,
            Color::White => self.player,
        }
    }

    /// The side to move's discs.
    pub fn player(&self) -> u64 {
        self.player
    }

    /// The other side's discs.
    pub fn opponent(&self) -> u64 {
        self.opponent
    }

    /// The disc on `sq` (None: empty, or `sq` > 63).
    pub fn at(&self, sq: u8) -> Option<Color> {
        if sq >= 64 {
            return None;
        }
        let bit = 1u64 << sq;
        if self.black() & bit != 0 {
            Some(Color::Black)
        } else if self.white() & bit != 0 {
            Some(Color::White)
        } else {
            None
        }
    }

    /// Number of empty squares.
    pub fn empties(&self) -> u32 {
        64 - (self.player | self.opponent).count_ones()
    }

    /// The squares the side to move may play on, as a bitboard.
    pub fn legal(&self) -> u64 {
        legal_moves(self.player, self.opponent)
    }

    /// The squares the side to move may play on, in index order.
    pub fn legal_squares(&self) -> Vec<u8> {
        squares(self.legal()).collect()
    }

    /// Whether the side to move must pass (it cannot move but the other side can).
    pub fn must_pass(&self) -> bool {
        self.legal() == 0 && legal_moves(self.opponent, self.player) != 0
    }

    /// Whether neither side can move.
    pub fn is_over(&self) -> bool {
        self.legal() == 0 && legal_moves(self.opponent, self.player) == 0
    }

    /// Own discs minus the opponent's.
    pub fn disc_difference(&self) -> i32 {
        self.player.count_ones() as i32 - self.opponent.count_ones() as i32
    }

    /// The discs a move on `sq` would turn over (0 if it is not legal).
    pub fn flips(&self, sq: u8) -> u64 {
        flips(self.player, self.opponent, sq)
    }

    /// The position after `mv`, or why it is not legal.
    pub fn try_play(&self, mv: Move) -> Result<Position, Said> {
        match mv {
            Move::Pass if self.must_pass() => Ok(self.passed()),
            Move::Pass if self.is_over() => Err(said!(GAME_OTHELLO_OVER)),
            Move::Pass => Err(said!(GAME_OTHELLO_NO_PASS)),
            Move::Square(sq) => {
                let f = self.flips(sq);
                if f == 0 {
                    Err(said!(
                        GAME_OTHELLO_NOT_LEGAL,
                        square = square_name(sq),
                        side = self.to_move.letter(),
                        legal = self.legal_names()
                    ))
                } else {
                    Ok(self.with_flips(sq, f))
                }
            }
        }
    }

    fn legal_names(&self) -> Said {
        let names: Vec<Said> = squares(self.legal())
            .map(|sq| square_name(sq).into())
            .collect();
        if !names.is_empty() {
            Said::joined(names, i18n::m::LIST_SEPARATOR.0)
        } else if self.must_pass() {
            said!(GAME_OTHELLO_NONE_PASS)
        } else {
            said!(GAME_LIST_NONE_OVER)
        }
    }

    /// The same discs, the other side to move.
    fn passed(&self) -> Position {
        Position {
            player: self.opponent,
            opponent: self.player,
            to_move: self.to_move.other(),
        }
    }

    #[inline]
    fn with_flips(&self, sq: u8, f: u64) -> Position {
        Position {
            player: self.opponent & !f,
            opponent: self.player | f | (1u64 << (sq & 63)),
            to_move: self.to_move.other(),
        }
    }

    /// Leaf count of the game tree `depth` plies deep: a forced pass is a ply, and a game
    /// that ends earlier counts as one leaf.
    pub fn perft(&self, depth: u32) -> u64 {
        perft(self.player, self.opponent, depth)
    }
}

fn perft(p: u64, o: u64, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = legal_moves(p, o);
    if moves == 0 {
        if depth == 1 || legal_moves(o, p) == 0 {
            // A pass at the last ply, or the end of the game: one leaf.
            return 1;
        }
        return perft(o, p, depth - 1);
    }
    if depth == 1 {
        return u64::from(moves.count_ones());
    }
    let mut total = 0;
    for sq in squares(moves) {
        let f = flips(p, o, sq);
        total += perft(o & !f, p | f | (1u64 << sq), depth - 1);
    }
    total
}

/// The set squares of a bitboard, lowest first.
pub fn squares(mut b: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if b == 0 {
            return None;
        }
        let sq = b.trailing_zeros() as u8;
        b &= b - 1;
        Some(sq)
    })
}

impl fmt::Display for Position {
    /// An 8x8 board with coordinates, then who moves.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "  a b c d e f g h")?;
        for row in 0..8u8 {
            write!(f, "{}", row + 1)?;
            for col in 0..8u8 {
                let c = match self.at(row * 8 + col) {
                    Some(c) => c.letter(),
                    None => '.',
                };
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        f.write_str(&t!(
            GAME_OTHELLO_TO_MOVE,
            side = self.to_move.letter(),
            color = self.to_move.key()
        ))
    }
}

impl Game for Position {
    type Move = Move;

    /// The legal squares in index order; `[Pass]` when only the other side can move; none at
    /// the end.
    fn moves(&self) -> Vec<Move> {
        let legal = self.legal();
        if legal != 0 {
            squares(legal).map(Move::Square).collect()
        } else if legal_moves(self.opponent, self.player) != 0 {
            vec![Move::Pass]
        } else {
            Vec::new()
        }
    }

    fn play(&self, mv: Move) -> Position {
        self.try_play(mv).unwrap_or(*self)
    }

    fn is_terminal(&self) -> bool {
        self.is_over()
    }

    /// Own discs minus the opponent's.
    fn score(&self) -> i32 {
        self.disc_difference()
    }

    fn move_name(&self, mv: Move) -> String {
        mv.name()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_othello_names_and_start() {
        assert_eq!(square_name(0), "a1");
        assert_eq!(square_name(19), "d3");
        assert_eq!(square_name(63), "h8");
        assert_eq!(square_name(64), "?");
        for sq in 0..64 {
            assert_eq!(parse_square(&square_name(sq)), Some(sq));
        }
        assert_eq!(parse_square("i1"), None);
        let s = Position::start();
        let names: Vec<String> = s.legal_squares().into_iter().map(square_name).collect();
        assert_eq!(names, ["d3", "c4", "f5", "e6"]);
        assert_eq!(Position::parse(&s.to_text()), Ok(s));
        assert_eq!(s.perft(3), 56);
    }
}
