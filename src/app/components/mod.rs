//! One part of the page per file. Panels take [`super::PanelProps`]: those without state are
//! plain functions the App calls (each component type adds its own code to the wasm,
//! and they re-render with every model change anyway); those with state are components. The
//! drawing's nodes and edges are not components: `node.rs` and `edge.rs` describe them for the
//! keyed writer (`super::keyed`), which sets only what a step changed. The games' panels
//! (`tictactoe`, `othello`) come only with the `games` feature: the page loads them on demand
//! (`super::games_app`). The practice's parts (`practice_*`) are used only by
//! `super::practice_app`, also in the optional parts.

pub mod button;
pub mod code_panel;
pub mod compare;
pub mod controls;
pub mod dom;
pub mod edge;
pub mod export_panel;
pub mod header;
pub mod language_menu;
pub mod legend;
#[cfg(feature = "games")]
pub mod mark;
pub mod narration;
pub mod node;
pub mod node_card;
#[cfg(feature = "games")]
pub mod othello;
pub mod passes;
pub mod practice_bar;
pub mod practice_challenge;
pub mod practice_challenge_tree;
pub mod practice_check;
pub mod practice_class;
pub mod practice_drawing;
pub mod practice_drill;
pub mod practice_lecturer;
pub mod practice_new_set;
pub mod practice_set;
pub mod practice_tree;
pub mod practice_zoom;
pub mod random_panel;
pub mod settings_bar;
pub mod still;
pub mod summary;
pub mod text_panel;
#[cfg(feature = "games")]
pub mod tictactoe;
pub mod toolbar;
pub mod tree_view;
