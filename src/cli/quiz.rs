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

/// How a Moodle quiz carries its figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum ImageArg {
    /// The sheet writer's SVG.
    #[default]
    Svg,
    /// A PNG drawn from it (for a platform that refuses SVG), with the machine's fonts.
    Png,
}

/// `quiz` written in `format`, its figures as `image` says: the whole file, or nothing.
pub(super) fn written(quiz: &Quiz, format: QuizFormat, image: ImageArg) -> Output {
    match (format, image) {
        (QuizFormat::Moodle, ImageArg::Svg) => ok(quiz::moodle::write(quiz)),
        (QuizFormat::Moodle, ImageArg::Png) => {
            let painter = match super::png::Painter::new() {
                Ok(p) => p,
                Err(why) => return fail(why),
            };
            match quiz::moodle::write_with(quiz, |doc| painter.png(doc)) {
                Ok(xml) => ok(xml),
                Err(why) => fail(why),
            }
        }
        (QuizFormat::Gift, ImageArg::Svg) => ok(quiz::gift::write(quiz)),
        (QuizFormat::Gift, ImageArg::Png) => fail(t!(CLI_QUIZ_GIFT_IMAGE)),
    }
}
