//! `--format moodle|gift` of `ablab set` and `ablab exercise`: the exercises as a quiz file
//! for a course's learning platform ([`crate::quiz`]), each exercise in `--variants` trees.

use super::output::{fail, ok, Output};
use crate::quiz::{self, Quiz, MOST_VARIANTS};
use crate::t;

/// A quiz file's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum QuizFormat {
    /// Moodle XML: each question shows the tree as a figure (SVG), its notation beneath.
    Moodle,
    /// GIFT: each question gives the tree as a text drawing and its notation.
    Gift,
}

/// How many variants `--variants` asks for (1 without it), or why it cannot be.
pub(super) fn variant_count(variants: Option<usize>) -> Result<usize, Output> {
    match variants.unwrap_or(1) {
        n @ 1..=MOST_VARIANTS => Ok(n),
        n => Err(fail(t!(CLI_QUIZ_VARIANTS, given = n, most = MOST_VARIANTS))),
    }
}

/// `quiz` written in `format`: the whole file, or nothing.
pub(super) fn written(quiz: &Quiz, format: QuizFormat) -> Output {
    ok(match format {
        QuizFormat::Moodle => quiz::moodle::write(quiz),
        QuizFormat::Gift => quiz::gift::write(quiz),
    })
}
