//! The lab's parts (the Trees tab): its panels, and the drawing (`tree_view`, `node`, `edge`).

pub mod code_panel;
pub mod compare;
pub mod controls;
pub mod edge;
pub mod export_panel;
pub mod header;
pub mod legend;
pub mod narration;
pub mod node;
pub mod node_card;
pub mod passes;
pub mod random_panel;
pub mod settings_bar;
pub mod summary;
pub mod text_panel;
pub mod toolbar;
pub mod tree_view;
