//! Exercises as quiz files for a course's learning platform: Moodle XML ([`moodle`]) and GIFT
//! ([`gift`]). Each exercise's tree is asked about in questions that grade themselves
//! ([`question`]: the root's value, alpha and beta when a node returns, the leaves never
//! evaluated, the first cutoff, the best move), each with its feedback in the narration's words,
//! in the language in force. An exercise may come in variants, trees of the same kind, each
//! question's variants in one category, so that a quiz's "random question from category" gives
//! every student a tree of their own.
//!
//! - `question`: what is asked and its answers, as data.
//! - `words`: a question worded, with its feedback, for either format.
//! - `moodle`, `gift`: the two formats.
//! - `text_tree`: the tree drawn in text, for GIFT, which cannot carry a figure.

mod fractions;
pub mod gift;
pub mod moodle;
pub mod question;
#[cfg(test)]
mod tests;
mod text_tree;
pub mod variants;
mod words;

use search::tree::Tree;
use search::Settings;
use teach::practice::challenge::ChallengeKind;
use teach::practice::set::{Set, SetExercise};
use teach::Worded;

/// The most variants of one exercise a quiz file holds: a class's worth and more, and a file
/// a platform still imports in one go.
pub const MOST_VARIANTS: usize = 100;

/// One tree to ask about, with the conventions its search follows.
#[derive(Clone, Debug)]
pub struct Item {
    pub tree: Tree,
    pub settings: Settings,
}

/// A quiz: a title, and for each exercise its variants (at least one each).
#[derive(Clone, Debug)]
pub struct Quiz {
    pub title: String,
    pub exercises: Vec<Vec<Item>>,
}

/// Why a set cannot become a quiz file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The exercise (1 is the first) is a challenge: the student builds its tree.
    Challenge {
        exercise: usize,
        kind: ChallengeKind,
    },
    /// The exercise's notation does not parse (a set file edited by hand).
    Tree {
        exercise: usize,
        error: search::ParseError,
    },
}

impl Refusal {
    /// The refusal in words, in the language in force.
    pub fn said(&self) -> String {
        match self {
            Refusal::Challenge { exercise, kind } => {
                i18n::t!(QUIZ_NOT_A_SEARCH, number = *exercise, kind = kind.name())
            }
            Refusal::Tree { exercise, error } => {
                i18n::t!(QUIZ_NO_TREE, number = *exercise, error = error.said())
            }
        }
    }
}

impl Quiz {
    /// The quiz of `variants`, sets made from the same spec (the first is the set itself):
    /// exercise `i`'s variants are each set's exercise `i`.
    pub fn of_sets(title: &str, variants: &[Set]) -> Result<Quiz, Refusal> {
        let count = variants.first().map_or(0, |s| s.exercises.len());
        let mut exercises = vec![Vec::new(); count];
        for set in variants {
            for (i, e) in set.exercises.iter().enumerate().take(count) {
                exercises[i].push(item(i + 1, e)?);
            }
        }
        Ok(Quiz {
            title: title.to_string(),
            exercises,
        })
    }
}

/// A set's exercise as a quiz's item, or why it cannot be one.
fn item(number: usize, exercise: &SetExercise) -> Result<Item, Refusal> {
    match exercise {
        SetExercise::Search { tree, settings, .. } => match search::parse(tree) {
            Ok(tree) => Ok(Item {
                tree,
                settings: *settings,
            }),
            Err(e) => Err(Refusal::Tree {
                exercise: number,
                error: e,
            }),
        },
        SetExercise::Challenge(c) => Err(Refusal::Challenge {
            exercise: number,
            kind: c.kind(),
        }),
    }
}
