//! Alpha-Beta Lab: a teaching visualizer for minimax and alpha-beta pruning.
//!
//! - [`search`]: the pure search core (std + serde only, no words), tested natively; it knows
//!   nothing of the drawing; its errors are data.
//! - [`teach`]: what the search records, in words: narration, pseudocode, practice, and the
//!   words of the search's errors.
//! - [`draw`]: the drawing, pure and tested natively: text metrics, the layout, the geometry
//!   as drawn, each node's and edge's look at a step, and the standalone SVG (worksheet,
//!   answer key, a step) in [`draw::svg`].
//! - [`games`]: tic-tac-toe and Othello, searched by negamax and alpha-beta (std + serde only).
//! - [`model`]: the page's state and actions, pure, tested natively.
//! - [`num`]: numbers for SVG attributes, written without float formatting (bundle size).
//! - [`answer_file`]: a student's answers as JSON (`ablab grade`, the page's practice).
//! - [`query`]: the URL query (`?tree=...&root=min&rule=gt`), pure.
//! - [`cli`]: the `ablab` command-line tool's logic (native only).
//! - `app`: the Yew web app (wasm32 only): draws a [`model::Model`] and turns what a person
//!   does into [`model::Action`]s.

pub use answer_file;
pub use draw;
pub use games;
pub use i18n;
pub use i18n::{said, t};
pub use live;
pub use model;
pub use num;
pub use query;
pub use quiz;
pub use search;
pub use teach;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

#[cfg(target_arch = "wasm32")]
pub mod app;
