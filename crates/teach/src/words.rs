//! The words of what the search keeps as data: its errors and its presets' names, in the
//! language in force when shown. Each is a [`Said`], a message and its values, so a change of
//! language says it again in the new one.

use i18n::{said, Said};
use search::kinds::ProbError;
use search::notation::{quote_char, Found, LabelError, NumberRole, ParseError, ParseErrorKind};
use search::random::RandomError;
use search::settings::{Alternation, NoEstimate, Outside, Unsupported, WindowError};
use search::{EditError, NodeKind, Preset, ValueError};

/// Something the search keeps as data, said in words.
pub trait Worded {
    /// What it says, worded when shown.
    fn said(&self) -> Said;
}

impl Worded for ParseError {
    /// Where and what.
    fn said(&self) -> Said {
        said!(
            INPUT_ERROR_AT,
            line = self.line,
            column = self.column,
            message = self.kind.said()
        )
    }
}

/// What the parser found: the end of the text, a character named (a control character), or
/// quoted.
fn found(found: Found) -> Said {
    match found {
        Found::End => said!(INPUT_END_OF_TEXT),
        Found::Char(c) if c.is_control() => said!(INPUT_CHARACTER, char = quote_char(c)),
        Found::Char(c) => quote_char(c).into(),
    }
}

impl Worded for ParseErrorKind {
    fn said(&self) -> Said {
        use ParseErrorKind::*;
        match self {
            EmptyTree => said!(INPUT_EMPTY_TREE),
            AfterEnd { found: f } => said!(INPUT_AFTER_END, what = found(*f)),
            MeansTooPrecise { digits } => said!(INPUT_BEYOND_MEANS_TOO_PRECISE, digits = *digits),
            TooManyNodes { max } => said!(INPUT_TOO_MANY_NODES, max = *max),
            TooDeep { max } => said!(INPUT_TOO_DEEP, max = *max),
            EstimateNeedsList { found: f } => said!(INPUT_ESTIMATE_NEEDS_LIST, what = found(*f)),
            ExpectedNode { found: f } => said!(INPUT_EXPECTED_NODE, what = found(*f)),
            ChanceNeedsList { after } => {
                let what = match after {
                    None => said!(INPUT_END_OF_TEXT),
                    Some(a) => quote_char(*a).into(),
                };
                said!(INPUT_BEYOND_CHANCE_NEEDS_LIST, what = what)
            }
            NotAProbability { text, why } => said!(
                INPUT_BEYOND_NOT_A_PROBABILITY,
                text = text.clone(),
                why = why.said()
            ),
            ProbabilityOutside => said!(INPUT_BEYOND_PROBABILITY_OUTSIDE),
            ProbabilityMissing => said!(INPUT_BEYOND_PROBABILITY_MISSING),
            ProbabilitySum { total: Some(total) } => {
                said!(INPUT_BEYOND_PROBABILITY_SUM, total = *total)
            }
            ProbabilitySum { total: None } => said!(INPUT_BEYOND_PROBABILITY_SUM_HUGE),
            EstimateUnclosed { column, found: f } => {
                said!(INPUT_ESTIMATE_UNCLOSED, column = *column, what = found(*f))
            }
            LabelNumber { name } => said!(INPUT_LABEL_INFINITE, name = name.clone()),
            LabelTooLong { max } => said!(INPUT_LABEL_TOO_LONG, max = *max),
            ExpectedAfterLabel { name, found: f } => said!(
                INPUT_EXPECTED_AFTER_LABEL,
                name = name.clone(),
                what = found(*f)
            ),
            NotANumber { text, role, why } => said!(
                INPUT_NOT_A_NUMBER,
                text = text.clone(),
                what = role_word(*role),
                why = why.said()
            ),
            EmptyList => said!(INPUT_EMPTY_LIST),
            CommaFirst => said!(INPUT_COMMA_FIRST),
            TwoCommas => said!(INPUT_TWO_COMMAS),
            WrongCloser {
                open,
                close,
                line,
                column,
                found: f,
            } => said!(
                INPUT_WRONG_CLOSER,
                close = *close,
                open = *open,
                line = *line,
                column = *column,
                what = found(*f)
            ),
            NeverClosed {
                open,
                close,
                line,
                column,
            } => said!(
                INPUT_NEVER_CLOSED,
                open = *open,
                line = *line,
                column = *column,
                close = *close
            ),
        }
    }
}

/// The number's role as the message selects its words by.
fn role_word(role: NumberRole) -> &'static str {
    match role {
        NumberRole::Leaf => "leaf",
        NumberRole::Estimate => "estimate",
    }
}

impl Worded for ValueError {
    fn said(&self) -> Said {
        match self {
            ValueError::NotANumber => said!(INPUT_NOT_NUMBER),
            ValueError::TooPrecise => said!(INPUT_TOO_PRECISE),
            ValueError::TooLarge => said!(INPUT_TOO_LARGE),
        }
    }
}

impl Worded for ProbError {
    fn said(&self) -> Said {
        match self {
            ProbError::Fraction => said!(INPUT_BEYOND_FRACTION),
            ProbError::Value(e) => e.said(),
            ProbError::Range(p) => said!(INPUT_BEYOND_PROBABILITY_RANGE, probability = *p),
        }
    }
}

impl Worded for LabelError {
    fn said(&self) -> Said {
        match self {
            LabelError::Empty => said!(INPUT_LABEL_EMPTY),
            LabelError::Start(c) => said!(INPUT_LABEL_START, char = *c),
            LabelError::Chars(c) => said!(INPUT_LABEL_CHARS, char = *c),
            LabelError::TooLong { max } => said!(INPUT_LABEL_TOO_LONG, max = *max),
            LabelError::Number(label) => said!(INPUT_LABEL_NUMBER, label = label.clone()),
        }
    }
}

impl Worded for EditError {
    fn said(&self) -> Said {
        match self {
            EditError::NoNode(node) => said!(INPUT_NO_NODE, node = *node),
            EditError::TooMany { max } => said!(INPUT_EDIT_TOO_MANY, max = *max),
            EditError::MeansTooPrecise => said!(INPUT_BEYOND_EDIT_MEANS),
            EditError::TooDeep { max } => said!(INPUT_EDIT_TOO_DEEP, max = *max),
            EditError::NoSuchNode => said!(INPUT_NO_SUCH_NODE),
            EditError::RootNoSiblings => said!(INPUT_ROOT_NO_SIBLINGS),
            EditError::RootUndeletable => said!(INPUT_ROOT_UNDELETABLE),
            EditError::OnlyChild { node, parent } => said!(
                INPUT_ONLY_CHILD,
                node = node.clone(),
                parent = parent.clone()
            ),
            EditError::Label(e) => e.said(),
            EditError::LabelTaken(label) => said!(INPUT_LABEL_TAKEN, label = label.clone()),
        }
    }
}

impl Worded for RandomError {
    fn said(&self) -> Said {
        match *self {
            RandomError::TooDeep { max } => said!(INPUT_RANDOM_DEPTH, max = max),
            RandomError::Branching => said!(INPUT_RANDOM_BRANCHING),
            RandomError::TooManyChildren { max } => said!(INPUT_RANDOM_CHILDREN, max = max),
            RandomError::Values => said!(INPUT_RANDOM_VALUES),
            RandomError::ValueRange => said!(INPUT_RANDOM_VALUE_RANGE),
            RandomError::TooBig { count, max } => {
                said!(INPUT_RANDOM_TOO_BIG, count = num::U128(count), max = max)
            }
        }
    }
}

impl Worded for WindowError {
    fn said(&self) -> Said {
        match self {
            WindowError::Format => said!(INPUT_WINDOW_FORMAT),
            WindowError::Number { text, error } => said!(
                INPUT_WINDOW_NUMBER,
                text = text.clone(),
                error = error.said()
            ),
            WindowError::Order { lo, hi } => said!(INPUT_WINDOW_ORDER, lo = *lo, hi = *hi),
        }
    }
}

impl Worded for NoEstimate {
    fn said(&self) -> Said {
        said!(
            INPUT_NO_ESTIMATE,
            limit = self.limit,
            node = self.node.clone(),
            others = self.others
        )
    }
}

impl Worded for Alternation {
    fn said(&self) -> Said {
        // Below a parent of its own kind: the two share the kind's word.
        let (node, kind, parent) = match self {
            Alternation::SameKind { node, kind, parent } if *kind != NodeKind::Chance => {
                (node, kind, parent)
            }
            Alternation::SameKind { node, .. } | Alternation::IsChance { node } => {
                return said!(INPUT_BEYOND_IS_CHANCE, node = node.clone())
            }
        };
        let word = match kind {
            NodeKind::Max => said!(KIND_MAX),
            _ => said!(KIND_MIN),
        };
        said!(
            INPUT_BEYOND_SAME_KIND,
            node = node.clone(),
            kind = word,
            parent = parent.clone()
        )
    }
}

impl Worded for Outside {
    fn said(&self) -> Said {
        let (node, value, lo, hi) = (self.node.clone(), self.value, self.lo, self.hi);
        if self.leaf {
            said!(
                INPUT_BEYOND_LEAF_OUTSIDE,
                node = node,
                value = value,
                lo = lo,
                hi = hi
            )
        } else {
            said!(
                INPUT_BEYOND_ESTIMATE_OUTSIDE,
                node = node,
                value = value,
                lo = lo,
                hi = hi
            )
        }
    }
}

impl Worded for Unsupported {
    fn said(&self) -> Said {
        match self {
            Unsupported::NegamaxAlternate(why) => {
                said!(INPUT_BEYOND_NEGAMAX_ALTERNATE, why = why.said())
            }
            Unsupported::WindowAlgorithm { algorithm } => {
                said!(INPUT_BEYOND_WINDOW_ALGORITHM, algorithm = algorithm.name())
            }
            Unsupported::WindowEmpty { lo, hi } => {
                said!(INPUT_BEYOND_WINDOW_EMPTY, lo = *lo, hi = *hi)
            }
            Unsupported::BoundsEmpty { lo, hi } => {
                said!(INPUT_BEYOND_BOUNDS_EMPTY, lo = *lo, hi = *hi)
            }
            Unsupported::BoundsOutside(why) => {
                said!(INPUT_BEYOND_BOUNDS_OUTSIDE, why = why.said())
            }
            Unsupported::MtdfHard => said!(INPUT_BEYOND_MTDF_HARD),
            Unsupported::IterationNoEstimate { depth, node } => said!(
                INPUT_BEYOND_ITERATION_NO_ESTIMATE,
                depth = *depth,
                node = node.clone()
            ),
            Unsupported::DepthLimit(e) => e.said(),
        }
    }
}

impl Worded for Preset {
    /// Its name, as the menu of trees shows it: where it comes from.
    fn said(&self) -> Said {
        match self.key {
            "binary" => said!(PAGE_PRESET_BINARY),
            "aima" => said!(PAGE_PRESET_AIMA),
            "uneven" => said!(PAGE_PRESET_UNEVEN),
            "estimates" => said!(PAGE_PRESET_ESTIMATES),
            "chance" => said!(PAGE_PRESET_CHANCE),
            key => key.into(),
        }
    }
}

#[cfg(test)]
mod tests;
