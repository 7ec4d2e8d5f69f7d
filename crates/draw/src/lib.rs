//! The drawing, as pure Rust (no browser code, so it builds and tests natively): where each
//! node goes and how big it is, what each node and edge looks like at a step, and the
//! standalone SVG sheets. The web app (`app/`) only turns these into elements.
//!
//! - [`metrics`]: how wide the page draws a value (the value font's glyph advances).
//! - [`layout`]: [`Layout`], one row per level, leaves evenly spaced; the page's spacing
//!   ([`layout_for`]) and the staggered bottom row ([`LeafRow`]).
//! - [`fit`]: fitting a drawing, a tree as it opens and the pseudocode's type into their room;
//!   how much of the drawing the page keeps in the document ([`window_to_draw`]).
//! - [`geometry`]: [`Geometry`], the positions and sizes as drawn, the runs of [`CHUNK`] nodes
//!   and their extents, what meets the visible [`Window`].
//! - [`look`]: a node's and an edge's look at a step, as values ([`NodeLook`], [`EdgeLook`])
//!   computed from facts ([`NodeFacts`], with scores as [`Shown`]); texts are written when drawn.
//! - [`svg`]: the standalone SVG document (worksheet, answer key, a step).
//!
//! The layers below are this crate's only dependencies, so an import of a layer above it (or of
//! the web) does not compile; this one, of the page's model, must not:
//!
//! ```compile_fail,E0432
//! use model::Model;
//! ```

pub mod fit;
pub mod geometry;
pub mod layout;
pub mod look;
pub mod metrics;
pub mod prob;
pub mod svg;
pub mod tex;

pub use fit::{
    fit_font, fit_on_open, fit_scale, readable_least, window_to_draw, zoomed_scale, Zoomed,
    OPEN_LEAST, WHOLE_UP_TO,
};
pub use geometry::{
    drawn_height, level_to_fill, meets, page_to_show, place_card, scroll_to_show, shift_to_show,
    Geometry, Window, CHUNK, FIRST_WINDOW, MARGIN_SHARE, TILE,
};
pub use layout::{
    layout_for, layout_with_levels, leaf_spacing, Layout, LeafRow, BOARD_SPACING, LEVEL_HEIGHT,
    MARGIN, NARROW_VIEW,
};
pub use look::{EdgeFacts, EdgeLook, EdgeState, Flash, Kind, NodeFacts, NodeLook, Shown};
