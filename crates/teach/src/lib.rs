//! What the search records, put into words for a learner: the narration of each step, the
//! pseudocode and its live values, practice (answers graded against the trace, exercises,
//! challenges, sets), and the words of the search's errors and names ([`words`]).
//!
//! It depends on `search`, `i18n` and `num` only, so an import of a layer above it does not
//! compile; this one, of the drawing, must not:
//!
//! ```compile_fail,E0432
//! use draw::Layout;
//! ```

pub mod narrate;
pub mod practice;
pub mod pseudocode;
pub mod words;

pub use narrate::{narrate, Style};
pub use words::Worded;
