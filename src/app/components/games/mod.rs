//! The games' boards (`extras` only).

pub mod mark;
pub mod othello;
pub mod tictactoe;
