//! Sets of exercises in words: why a set could not be made, why a class's file was skipped.
//! `ablab set`, `ablab grade --class` and the page's New set and Class views say them alike.

use answer_file::class::Skip;
use i18n::t;
use teach::practice::set::{self, Unmet};

/// Why a set could not be made, naming the constraint, in the language in force.
pub fn unmet_words(unmet: Unmet) -> String {
    let most = match unmet.constraint {
        set::Constraint::Count => set::MOST_EXERCISES,
        set::Constraint::Plies => usize::from(set::MOST_PLIES),
        _ => set::MOST_NODES,
    };
    t!(
        PRACTICE_SET_UNMET,
        constraint = unmet.constraint.name(),
        most = most,
        number = unmet.exercise,
        attempts = set::ATTEMPTS
    )
}

/// Why a file was not graded, in the language in force.
pub fn skip_words(skip: &Skip) -> String {
    t!(
        PRACTICE_CLASS_SKIP,
        reason = skip.name(),
        detail = skip.detail().to_string()
    )
}
