//! Fitting what is drawn into the room it has: a drawing into its box ([`fit_scale`]), a tree as
//! it opens ([`fit_on_open`]), the practice's drawing ([`zoomed_scale`]), the pseudocode's type
//! beside a presented tree ([`fit_font`]); and how much of the drawing the page keeps in the
//! document ([`window_to_draw`]).

use super::geometry::Window;

/// The least size of a text a person is asked to read, in CSS pixels.
pub const LEAST_TEXT: f32 = 12.0;
/// The least height of something to tap or click (WCAG 2.5.8's target size), in CSS pixels.
pub const LEAST_TARGET: f32 = 24.0;
/// The size of the lab drawing's text (the style sheet's `.node text`), in CSS pixels.
pub const DRAWING_TEXT: f32 = 16.0;
/// The least scale a tree opens fitted at: its text no smaller than [`LEAST_TEXT`].
pub const OPEN_LEAST: f32 = LEAST_TEXT / DRAWING_TEXT;

/// Up to this many drawn nodes the page keeps the whole drawing in the document, wherever the
/// view stands, so that the browser's find, a screen reader's browse mode and a test see every
/// node; above it, only the parts near the view. The count where keeping them all costs a step
/// or a jump about a frame more than keeping those near the view (BENCHMARKS.md).
pub const WHOLE_UP_TO: usize = 250;

/// A window every part of any drawing meets.
pub const EVERYWHERE: Window = [i32::MIN, i32::MIN, i32::MAX, i32::MAX];

/// The part of a drawing of `drawn` nodes whose parts the page writes, when `near` is the part
/// near the view: all of it up to [`WHOLE_UP_TO`] nodes, else `near`.
pub fn window_to_draw(drawn: usize, near: Window) -> Window {
    if drawn <= WHOLE_UP_TO {
        EVERYWHERE
    } else {
        near
    }
}

/// The scale that fits a drawing `size` (width, height) into a box `room` (width, height),
/// within `least..=most`.
pub fn fit_scale(size: (f32, f32), room: (f32, f32), least: f32, most: f32) -> f32 {
    let s = (room.0 / size.0.max(1.0)).min(room.1 / size.1.max(1.0));
    if s.is_nan() {
        least
    } else {
        // Not clamp: its check of its bounds would bring float formatting into the wasm.
        s.max(least).min(most)
    }
}

/// The scale a drawing `size` opens at in `room`, drawn at `scale` until now: fitted, as "Fit"
/// would (never enlarged), when it is wider or taller than the room and fitting keeps it at
/// `least` or more; else as it is, its text readable, the rest a scroll away.
pub fn fit_on_open(size: (f32, f32), room: (f32, f32), scale: f32, least: f32) -> f32 {
    let fitted = fit_scale(size, room, 0.0, scale);
    if fitted >= least {
        fitted
    } else {
        scale
    }
}

/// How a drawing that the page scales by itself (the practice's) is zoomed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Zoomed {
    /// As it opened: fitted when that keeps it readable, else as small as keeps it so.
    Opened,
    /// "Fit": the whole drawing in its room.
    Fitted,
    /// A scale chosen with the zoom buttons.
    At(f32),
}

/// The least scale "Fit" gives such a drawing: a tree of any size the page makes fits a phone.
pub const FITTED_LEAST: f32 = 0.05;

/// The scale `zoomed` gives a drawing `size` (width, height) in `room` (width, height; none
/// before it is measured), `least` the least scale at which it can be read and worked: never
/// enlarged.
pub fn zoomed_scale(zoomed: Zoomed, size: (f32, f32), room: Option<(f32, f32)>, least: f32) -> f32 {
    match (zoomed, room) {
        (Zoomed::At(scale), _) => scale,
        (_, None) => 1.0,
        (Zoomed::Opened, Some(room)) => fit_scale(size, room, least.min(1.0), 1.0),
        (Zoomed::Fitted, Some(room)) => fit_scale(size, room, FITTED_LEAST, 1.0),
    }
}

/// The least scale at which a drawing's text, `text` pixels, and its smallest target, `target`
/// pixels high, are no smaller than [`LEAST_TEXT`] and [`LEAST_TARGET`].
pub fn readable_least(text: f32, target: f32) -> f32 {
    (LEAST_TEXT / text.max(1.0)).max(LEAST_TARGET / target.max(1.0))
}

/// The type size at which a text set at `size` pixels, which then takes `content` (width,
/// height), fits `room`, from `least` to `most` pixels: its size scales with its type.
pub fn fit_font(
    size: f32,
    content: (f32, f32),
    room: (f32, f32),
    (least, most): (f32, f32),
) -> f32 {
    let size = size.max(1.0);
    size * fit_scale(content, room, least / size, most / size)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meets;

    #[test]
    fn fit_scale_fits_both_sides_within_its_bounds() {
        // Too wide: the width decides, down.
        assert_eq!(fit_scale((4000.0, 500.0), (1000.0, 400.0), 0.1, 2.0), 0.25);
        // Too tall: the height decides.
        assert_eq!(fit_scale((400.0, 800.0), (1000.0, 400.0), 0.1, 2.0), 0.5);
        // Small: enlarged, up to the most.
        assert_eq!(fit_scale((500.0, 300.0), (750.0, 600.0), 0.1, 2.0), 1.5);
        assert_eq!(fit_scale((100.0, 100.0), (1000.0, 1000.0), 0.1, 2.0), 2.0);
        // Never under the least, whatever the box (an empty one too).
        assert_eq!(fit_scale((9000.0, 100.0), (100.0, 100.0), 0.25, 2.0), 0.25);
        assert_eq!(fit_scale((100.0, 100.0), (0.0, 0.0), 0.25, 2.0), 0.25);
        assert_eq!(fit_scale((0.0, 0.0), (0.0, 0.0), 0.25, 2.0), 0.25);
    }

    /// Issue 42: a small tree is kept whole in the document, however far below the view its
    /// leaves are; a big one only near the view.
    #[test]
    fn a_small_drawing_is_kept_whole_in_the_document() {
        let near: Window = [0, 0, 1024, 768];
        let leaf_far_below = [500.0, 1600.0, 540.0, 1640.0];
        assert!(!meets(&leaf_far_below, &near));
        for drawn in [1, 19, WHOLE_UP_TO] {
            let window = window_to_draw(drawn, near);
            assert!(meets(&leaf_far_below, &window), "{drawn} nodes");
            assert!(
                meets(&[-200.0, -90.0, -100.0, -10.0], &window),
                "{drawn} nodes"
            );
        }
        assert_eq!(window_to_draw(WHOLE_UP_TO + 1, near), near);
    }

    /// Issue 42: a tree taller or wider than the view opens fitted while its text stays
    /// readable; one that would be too small stays as it is; none is enlarged.
    #[test]
    fn a_tree_opens_fitted_when_its_text_stays_readable() {
        let room = (1000.0, 400.0);
        // The seeds' tree at 1024x768: a little taller than the room.
        let s = fit_on_open((900.0, 440.0), room, 1.0, OPEN_LEAST);
        assert!((s - 400.0 / 440.0).abs() < 1e-6, "{s}");
        assert!(s * DRAWING_TEXT >= LEAST_TEXT);
        // A chain of 19 nodes, four times as tall as the room: left at its scale.
        assert_eq!(fit_on_open((400.0, 1626.0), room, 1.0, OPEN_LEAST), 1.0);
        // Small enough already: as it is, not enlarged.
        assert_eq!(fit_on_open((300.0, 200.0), room, 1.0, OPEN_LEAST), 1.0);
        assert_eq!(fit_on_open((300.0, 200.0), room, 0.7, OPEN_LEAST), 0.7);
    }

    /// Issue 42: practice opens readable, its text at 12 px or more and its fields a finger's
    /// size; Fit puts the whole drawing in its room however small that makes it.
    #[test]
    fn practice_opens_readable_and_fit_fits() {
        let least = readable_least(16.0, 28.0);
        let fits = |size: (f32, f32), room: (f32, f32), s: f32| {
            size.0 * s <= room.0 && size.1 * s <= room.1
        };
        // A hard exercise at 1280x720, alpha and beta asked; a medium one on a phone.
        for (size, room) in [
            ((3200.0, 520.0), (1240.0, 400.0)),
            ((958.0, 400.0), (356.0, 418.0)),
        ] {
            let opened = zoomed_scale(Zoomed::Opened, size, Some(room), least);
            assert_eq!(opened, least);
            assert!(opened * 16.0 >= LEAST_TEXT && opened * 28.0 >= LEAST_TARGET);
            let fitted = zoomed_scale(Zoomed::Fitted, size, Some(room), least);
            assert!(fits(size, room, fitted), "{size:?} at {fitted} in {room:?}");
            assert!(fitted < least);
        }
        // A small one opens fitted, at its own size at most, as Fit gives it.
        let (size, room) = ((600.0, 300.0), (1240.0, 400.0));
        assert_eq!(zoomed_scale(Zoomed::Opened, size, Some(room), least), 1.0);
        assert_eq!(zoomed_scale(Zoomed::Fitted, size, Some(room), least), 1.0);
        let size = (1300.0, 300.0);
        let opened = zoomed_scale(Zoomed::Opened, size, Some(room), least);
        assert!(fits(size, room, opened) && opened > least, "{opened}");
        // Before the room is measured; a scale chosen.
        assert_eq!(zoomed_scale(Zoomed::Fitted, size, None, least), 1.0);
        assert_eq!(zoomed_scale(Zoomed::At(1.4), size, Some(room), least), 1.4);
    }

    #[test]
    fn readable_means_big_enough_text_and_targets() {
        assert_eq!(readable_least(16.0, 48.0), 0.75);
        assert_eq!(readable_least(16.0, 24.0), 1.0);
        assert!((readable_least(16.0, 28.0) - 24.0 / 28.0).abs() < 1e-6);
    }

    /// Issue 42: the pseudocode at 24 px overflows a 1024x768 screen on both sides; its type
    /// gets smaller until it fits, never under the least nor over the most.
    #[test]
    fn the_code_type_fits_the_room_within_its_bounds() {
        let fit = fit_font(24.0, (500.0, 700.0), (450.0, 630.0), (14.0, 24.0));
        assert!((fit - 21.6).abs() < 1e-4, "{fit}");
        assert_eq!(
            fit_font(24.0, (500.0, 700.0), (1000.0, 1400.0), (14.0, 24.0)),
            24.0
        );
        assert_eq!(
            fit_font(20.0, (500.0, 700.0), (50.0, 70.0), (14.0, 24.0)),
            14.0
        );
        assert_eq!(fit_font(0.0, (0.0, 0.0), (0.0, 0.0), (14.0, 24.0)), 14.0);
    }
}
