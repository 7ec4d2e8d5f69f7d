//! The games' boards (`games` only).

pub mod mark;
pub mod othello;
pub mod tictactoe;
