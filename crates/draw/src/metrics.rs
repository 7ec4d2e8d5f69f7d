//! How wide the page draws a node's text: the glyph advances of the value font, so that the
//! layout makes room for the widest leaf value and a crowded node's value can be narrowed.

use ::search::{Tree, Value};
use std::fmt::{self, Write};

/// The widths of a leaf value's characters as the page draws them (bold, 17 px), in pixels:
/// those of DejaVu Sans Bold, which is among the widest of the usual fonts, so that what fits
/// with them fits in the others.
const DIGIT_WIDTH: f32 = 11.9;
/// The minus sign's advance; every sign and any other character is taken as wide as it.
const MINUS_WIDTH: f32 = 14.3;
/// The decimal point's advance.
const POINT_WIDTH: f32 = 6.5;

/// How far a node's value reaches above its baseline (the digits' and signs' height) and
/// below it (the signs' lower bar), in pixels.
pub const VALUE_ASCENT: f32 = 12.5;
pub const VALUE_DESCENT: f32 = 1.0;

/// An inner node's value is narrowed to its room less this...
pub const FIT_PAD: f32 = 4.0;
/// ...and a Max or Min node's to no less than this share of its width (a crowded row's node
/// is too small to read a value narrowed to it). A chance node's is narrowed as far as its
/// circle needs: a tree with chance nodes draws its nodes bigger ([`CHANCE_MOST_RADIUS`]).
///
/// [`CHANCE_MOST_RADIUS`]: crate::layout::CHANCE_MOST_RADIUS
pub const VALUE_LEAST_SHARE: f32 = 0.6;

/// How wide `v` is drawn in a leaf, in pixels (see `DIGIT_WIDTH`).
pub fn value_width(v: Value) -> f32 {
    let (minus, digits, decimals) = v.written();
    let sign = if minus { MINUS_WIDTH } else { 0.0 };
    let point = if decimals > 0 { POINT_WIDTH } else { 0.0 };
    sign + point + (digits + u32::from(decimals)) as f32 * DIGIT_WIDTH
}

/// How wide `text` is drawn as a node's value, in pixels: digits and the point as in
/// [`value_width`]; the signs (minus, plus, less or greater than or equal, infinity), and any
/// other character, as wide as the minus sign.
pub fn text_width(text: &str) -> f32 {
    text.chars().map(char_width).sum()
}

/// How wide `text` is drawn as a node's value, as [`text_width`] of its `Display` output,
/// measured as it is written, without building the string.
pub fn shown_width(text: &impl fmt::Display) -> f32 {
    measured(text, char_width)
}

/// The sum of `advance` over the characters of `text`'s `Display` output, measured as it is
/// written, without building the string.
fn measured(text: &impl fmt::Display, advance: fn(char) -> f32) -> f32 {
    let mut w = Widths(0.0, advance);
    // Writing into `Widths` cannot fail; a `Display` that fails has written part of its text.
    let _ = write!(w, "{text}");
    w.0
}

/// The advance of one character of a node's value.
fn char_width(c: char) -> f32 {
    match c {
        '0'..='9' => DIGIT_WIDTH,
        '.' => POINT_WIDTH,
        _ => MINUS_WIDTH,
    }
}

/// Sums the advances (the second field's) of what is written into it, character by character.
struct Widths(f32, fn(char) -> f32);

impl fmt::Write for Widths {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for c in s.chars() {
            self.0 += (self.1)(c);
        }
        Ok(())
    }
}

/// The widest leaf value of `tree` as drawn, in pixels (0 without values).
pub fn widest_value(tree: &Tree) -> f32 {
    tree.leaves()
        .iter()
        .filter_map(|&n| tree.value(n))
        .map(value_width)
        .fold(0.0, f32::max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::search::parse;

    #[test]
    fn value_widths_as_drawn() {
        let w = |t: &str| value_width(Value::parse(t).unwrap());
        // The widths Chromium draws these values with (DejaVu Sans Bold, 17 px).
        for (text, drawn) in [
            ("8", 11.8),
            ("-9", 26.1),
            ("-95", 37.9),
            ("-100", 49.7),
            ("4.99", 42.0),
            ("0.5", 30.1),
        ] {
            assert!(
                (w(text) - drawn).abs() < 0.6,
                "{text}: {} vs {drawn}",
                w(text)
            );
        }
        assert_eq!(Value::parse("-0.05").unwrap().written(), (true, 1, 2));
        // The bounds and infinities as Chromium draws them.
        for (text, drawn) in [("≤−4", 40.3), ("≥12", 37.9), ("+∞", 28.4)] {
            assert!((text_width(text) - drawn).abs() < 0.6, "{text}");
        }
        // The width agrees with the text `Display` writes, character by character.
        for mantissa in [
            0i64,
            1,
            -1,
            9,
            10,
            -99,
            100,
            12345,
            -1_000_000,
            999_999_999_999,
        ] {
            for scale in [0u8, 1, 2, 5, 12] {
                let v = Value::new(mantissa, scale);
                let text = v.to_string();
                assert!((value_width(v) - text_width(&text)).abs() < 1e-3, "{text}");
            }
        }
        assert_eq!(Value::parse("123").unwrap().written(), (false, 3, 0));
        let t = parse("[[1,-95],[4.99,2]]").unwrap();
        assert!((widest_value(&t) - w("4.99")).abs() < 1e-3);
    }

    #[test]
    fn a_sign_is_as_wide_as_the_minus() {
        assert_eq!(text_width(""), 0.0);
        assert_eq!(text_width("≥3"), MINUS_WIDTH + DIGIT_WIDTH);
        assert_eq!(text_width("+∞"), 2.0 * MINUS_WIDTH);
    }

    #[test]
    fn a_shown_width_is_the_width_of_the_text() {
        for v in ["-4.50", "0", "12345", "-0.05"] {
            let v = Value::parse(v).unwrap();
            let text = v.to_string();
            assert_eq!(shown_width(&v), text_width(&text), "{text}");
            let bound = text_width(&format!("≤{v}"));
            assert_eq!(shown_width(&format_args!("≤{v}")), bound);
        }
    }
}

/// A cut tag's text (bold, 16 px): a character of the scripts written full-width (Japanese,
/// Chinese: from U+1100 on) takes the size, any other about this share of it.
const TAG_FONT: f32 = 16.0;
const NARROW_SHARE: f32 = 0.53;
const FULL_WIDTH_FROM: char = '\u{1100}';

/// How wide a cut tag's text is drawn, in pixels (see `TAG_FONT`).
pub fn tag_text_width(text: &impl fmt::Display) -> f32 {
    measured(text, |c| {
        if c >= FULL_WIDTH_FROM {
            TAG_FONT
        } else {
            TAG_FONT * NARROW_SHARE
        }
    })
}

/// A probability beside an edge (16 px, regular): DejaVu Sans's advances of a digit (and any
/// other character), the point and the slash.
const PROB_DIGIT: f32 = 10.2;
const PROB_POINT: f32 = 5.1;
const PROB_SLASH: f32 = 5.4;

/// How wide the page draws a chance node's child's probability (`0.25`, `1/3`), in pixels.
pub fn prob_width(text: &impl fmt::Display) -> f32 {
    measured(text, |c| match c {
        '.' => PROB_POINT,
        '/' => PROB_SLASH,
        _ => PROB_DIGIT,
    })
}

#[cfg(test)]
mod tag_tests {
    use super::*;

    #[test]
    fn a_tag_is_as_wide_as_its_words() {
        let (latin, japanese) = (tag_text_width(&"β-cut"), tag_text_width(&"βカット"));
        assert!(latin < 45.0, "{latin}");
        assert!(japanese >= 3.0 * TAG_FONT, "{japanese}");
    }
}
