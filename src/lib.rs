//! Alpha-Beta Lab: a teaching visualizer for minimax and alpha-beta pruning.
//!
//! - [`engine`]: the pure search core (std + serde only), tested natively.
//! - [`cli`]: the `ablab` command-line tool's logic (native only).
//! - `app`: the Yew web app (wasm32 only).

pub mod engine;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

#[cfg(target_arch = "wasm32")]
pub mod app;
