//! What a question asks, and the choices of a cut question: below both the messages and their
//! limits, which each name them.

use serde::{Deserialize, Serialize};

/// What a question asks: Predict's two questions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Asks {
    /// Does the cutoff test at the node cut? Choices [`CUT`] and [`NO_CUT`].
    Cut,
    /// Which value does the node return? Choices are values in the page's canonical form.
    Value,
}

/// The choice "it cuts" of a [`Asks::Cut`] question.
pub const CUT: &str = "cut";
/// The choice "it does not cut" of a [`Asks::Cut`] question.
pub const NO_CUT: &str = "no-cut";
