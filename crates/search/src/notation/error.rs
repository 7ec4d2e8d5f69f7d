//! The notation's errors as data: where, and what is wrong, with the values a message needs
//! (`teach::words` says them in the reader's language).

use crate::kinds::ProbError;
use crate::ratio::Ratio;
use crate::value::ValueError;

/// A notation error: where, and what was expected (`teach::words` says it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Byte offset into the text.
    pub offset: usize,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

/// What the parser found where it expected something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// The end of the text.
    End,
    /// A character.
    Char(char),
}

/// Which number the parser was reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberRole {
    /// A leaf's value.
    Leaf,
    /// An inner node's estimate.
    Estimate,
}

/// What is wrong with the notation at an error's place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// Nothing but spaces and comments.
    EmptyTree,
    /// More after the tree's end.
    AfterEnd { found: Found },
    /// The means of the chance nodes need more exact digits than a fraction keeps.
    MeansTooPrecise { digits: u32 },
    /// More nodes than the limit.
    TooManyNodes { max: usize },
    /// Deeper than the limit.
    TooDeep { max: usize },
    /// An estimate not followed by a list.
    EstimateNeedsList { found: Found },
    /// Neither a list nor a number where a node belongs.
    ExpectedNode { found: Found },
    /// A `~` not followed by a list: the character after it, if any.
    ChanceNeedsList { after: Option<char> },
    /// A probability that does not read.
    NotAProbability { text: String, why: ProbError },
    /// A probability on an item that is not a chance node's child.
    ProbabilityOutside,
    /// A chance node's child without a probability, where its siblings have one.
    ProbabilityMissing,
    /// A chance node's probabilities that do not add up to 1: their sum (None: too large).
    ProbabilitySum { total: Option<Ratio> },
    /// An estimate's `<` (at `column`) not closed by `>`.
    EstimateUnclosed { column: usize, found: Found },
    /// A label that reads as a number.
    LabelNumber { name: String },
    /// A label longer than the limit.
    LabelTooLong { max: usize },
    /// A label followed by neither a list nor `:`.
    ExpectedAfterLabel { name: String, found: Found },
    /// A number that does not read.
    NotANumber {
        text: String,
        role: NumberRole,
        why: ValueError,
    },
    /// A list without items.
    EmptyList,
    /// A list closed by the other kind of bracket than it opened with (at `line`, `column`).
    WrongCloser {
        open: char,
        close: char,
        line: usize,
        column: usize,
        found: Found,
    },
    /// A list opened (at `line`, `column`) and never closed.
    NeverClosed {
        open: char,
        close: char,
        line: usize,
        column: usize,
    },
    /// A comma before a list's first item.
    CommaFirst,
    /// Two commas in a row.
    TwoCommas,
}

/// Why a label cannot be written in the notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabelError {
    /// No characters.
    Empty,
    /// A first character that is not a letter or `_`.
    Start(char),
    /// A character not a letter, digit, `_` or `'`.
    Chars(char),
    /// Longer than the limit.
    TooLong { max: usize },
    /// A word that reads as a number.
    Number(String),
}
