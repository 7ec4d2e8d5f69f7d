//! The live lecture's shared words: what the lecturer's page, the students' pages and
//! `ablab serve` say to each other ([`message`]), the bounds every message is held to
//! ([`limits`]), how a question's rounds go and its votes are counted ([`votes`]), and the
//! results table ([`results`]). Pure Rust: the page and the server both build on it.

mod asks;
pub mod limits;
pub mod message;
pub mod results;
pub mod votes;

pub use message::{
    read_client, read_server, Asked, Asks, ClientMessage, Phase, Question, Refusal, ResultRow,
    Results, Scene, ServerMessage, Votes, CUT, NO_CUT,
};
