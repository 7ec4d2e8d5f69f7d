//! The native integration tests, one crate (one link) with a module per subject. Run them with
//! `cargo test --test native`; `scripts/test.sh` also runs the ignored million-notation fuzz:
//! `cargo test --release --test native -- --ignored hardening::`.
#![cfg(not(target_arch = "wasm32"))]

mod authoring;
mod beyond;
mod beyond_props;
mod challenge;
mod circles;
mod class_files;
mod cli;
mod cli_beyond;
mod cli_challenge;
mod cli_games;
mod cli_practice;
mod cli_sets;
mod engine;
mod games;
mod games_drawn;
mod hardening;
mod history;
mod language_switch;
mod notation_fuzz;
mod notation_spelling;
mod practice;
mod properties;
mod quiz;
mod returns;
mod sets;
mod step_sheet;
mod storage_keys;
mod teaching;
mod tex;
mod thread_locals;
mod tidy;
mod translations;
mod value_table;
