//! The drawing, as pure Rust (no browser code, so it builds and tests natively): where each
//! node goes and how big it is, and the standalone SVG sheets. The web app (`app/`) only turns
//! these into elements.
//!
//! - [`metrics`]: how wide the page draws a value (the value font's glyph advances).
//! - [`layout`]: [`Layout`], one row per level, leaves evenly spaced; the page's spacing
//!   ([`layout_for`]) and the staggered bottom row ([`LeafRow`]).
//! - [`svg`]: the standalone SVG document (worksheet, answer key, a step).

pub mod layout;
pub mod metrics;
pub mod svg;

pub use layout::{layout_for, leaf_spacing, Layout, LeafRow, BOARD_SPACING, LEVEL_HEIGHT, MARGIN};
