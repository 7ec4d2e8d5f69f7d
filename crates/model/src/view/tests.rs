//! The view's actions: folds, zoom and fit, drawers, width, presenting, the arrow keys.

use super::*;
use crate::tests::{big_uneven, seeds, ternary};
use crate::{Action, Direction, Edit, Effect, Model, Outcome};
use draw::drawn_height;
use search::{self, Settings};

#[test]
fn folds_move_with_their_nodes() {
    let mut m = big_uneven();
    let folded = |m: &Model| m.view().collapsed().iter().filter(|&&c| c).count();
    let count = folded(&m);
    assert!(count > 0, "opens folded");
    let small = m.tree().children(0).nth(1).unwrap();
    assert!(
        m.apply(Action::Edit(Edit::Move(small, Direction::Left)))
            .changed
    );
    assert_eq!(folded(&m), count, "the same folds");
    for n in 0..m.tree().len() as NodeId {
        if m.view().collapsed()[n as usize] {
            assert!(!m.tree().is_leaf(n), "no leaf is folded (node {n})");
        }
    }
    // Undo: the old shape, and its folds.
    assert!(m.apply(Action::Edit(Edit::Undo)).changed);
    assert_eq!(folded(&m), count);
    assert!(m.tree().children(0).nth(1) == Some(small));
    assert!((0..m.tree().len() as NodeId)
        .all(|n| !m.view().collapsed()[n as usize] || !m.tree().is_leaf(n)));
}

#[test]
fn a_resize_is_kept_even_when_the_spacing_is_not_changed() {
    let mut m = seeds();
    // 8 leaves: the spacing is clamped at its widest at both widths.
    assert!(m.apply(Action::View(ViewAction::Resize(1100.0))).changed);
    assert_eq!(m.view().view_width(), 1100.0);
    assert!(
        !m.apply(Action::View(ViewAction::Resize(1100.0))).changed,
        "the same width is no change"
    );
}

#[test]
fn expand_all_draws_every_node_and_collapse_big_folds_them_again() {
    // 3^7 = 2,187 leaves: opens collapsed.
    let mut b = ::search::TreeBuilder::new();
    ternary(&mut b, 7, &mut 0, 19);
    let tree = b.finish();
    let mut m = Model::new(tree, Settings::default(), 1280.0);
    assert!(
        m.view().hidden().iter().any(|&h| h),
        "a big tree opens collapsed"
    );
    assert!(m.apply(Action::View(ViewAction::ExpandAll)).changed);
    assert!(m.view().hidden().iter().all(|&h| !h));
    assert!(m.view().collapsed().iter().all(|&c| !c));
    assert!(
        !m.apply(Action::View(ViewAction::ExpandAll)).changed,
        "nothing left to open"
    );
    assert!(m.apply(Action::View(ViewAction::CollapseBig)).changed);
    assert_eq!(**m.view().collapsed(), auto_collapse(m.tree()));
    assert!(m.view().hidden().iter().any(|&h| h));
}

#[test]
fn a_new_tree_is_opened_and_an_edit_or_a_fold_is_not() {
    let mut m = seeds();
    let reveals = |o: Outcome| o.effects.contains(&Effect::RevealRoot);
    let fold = m.apply(Action::View(ViewAction::ToggleCollapse(1)));
    assert!(fold.changed && !reveals(fold), "a fold");
    let leaf = m.tree().leaves()[0];
    let edit = m.apply(Action::Edit(Edit::Value(leaf, "77".into())));
    assert!(edit.changed && !reveals(edit), "the same tree, changed");
    let preset = m.apply(Action::Edit(Edit::Preset(1)));
    assert!(preset.changed && reveals(preset), "a new tree");
    // A tree typed in the notation box: the page does not move under the person typing.
    let typed = m.apply(Action::Edit(Edit::Text("[[1,2],[3,4,5]]".into())));
    assert_eq!(m.tree().leaves().len(), 5);
    assert!(typed.changed && !reveals(typed), "typed, not opened");
    let undo = m.apply(Action::Edit(Edit::Undo));
    assert!(undo.changed && reveals(undo), "undo back to another shape");
}

#[test]
fn zoom_steps_stop_at_the_ends() {
    let mut m = seeds();
    let zoom = |m: &mut Model, z| m.apply(Action::View(ViewAction::Zoom(z)));
    assert_eq!(m.view().scale(), DEFAULT_SCALE);
    while zoom(&mut m, Zoom::In).changed {}
    assert!(!m.view().can_zoom_in());
    assert_eq!(m.view().scale(), ZOOMS[ZOOMS.len() - 1]);
    while zoom(&mut m, Zoom::Out).changed {}
    assert!(!m.view().can_zoom_out());
    assert_eq!(m.view().scale(), ZOOMS[0]);
}

#[test]
fn the_arrow_keys_go_to_the_parent_the_first_child_and_the_siblings() {
    let m = seeds();
    let (tree, view) = (m.tree(), m.view());
    let go = |n, t| view.neighbour(tree, n, t);
    let [b, c] = [1, tree.end(1)];
    assert_eq!(tree.parent(c), Some(0));
    assert_eq!(go(0, Toward::Parent), None);
    assert_eq!(go(0, Toward::FirstChild), Some(b));
    assert_eq!(go(b, Toward::Next), Some(c));
    assert_eq!(go(c, Toward::Next), None);
    assert_eq!(go(c, Toward::Previous), Some(b));
    assert_eq!(go(b, Toward::Previous), None);
    assert_eq!(go(c, Toward::Parent), Some(0));
    let leaf = tree.leaves()[0];
    assert_eq!(go(leaf, Toward::FirstChild), None);
    assert_eq!(go(99, Toward::Parent), None);
    // A folded node's children are not drawn: Down stays.
    let mut m = seeds();
    m.apply(Action::View(ViewAction::ToggleCollapse(b)));
    assert_eq!(m.view().neighbour(m.tree(), b, Toward::FirstChild), None);
}

#[test]
fn presenting_fits_at_least_one_and_a_half_and_gives_the_scale_back() {
    let fit = |width, height| Action::View(ViewAction::Zoom(Zoom::Fit { width, height }));
    let mut m = seeds();
    m.apply(Action::View(ViewAction::Zoom(Zoom::Out)));
    let before = m.view().scale();
    assert!(m.apply(Action::View(ViewAction::Present(true))).changed);
    assert!(m.view().present());
    assert!(
        !m.apply(Action::View(ViewAction::Present(true))).changed,
        "already"
    );
    // A box too small for the tree at 1.5: the text stays large, the drawing scrolls.
    m.apply(fit(300.0, 200.0));
    assert_eq!(m.view().scale(), PRESENT_LEAST);
    assert!(m.apply(Action::View(ViewAction::Present(false))).changed);
    assert_eq!(m.view().scale(), before);
    // Not presenting, the same box makes it smaller.
    m.apply(fit(300.0, 200.0));
    assert!(m.view().scale() < PRESENT_LEAST);
}

#[test]
fn fit_scales_the_whole_drawing_into_the_box_down_or_up() {
    let fit = |width, height| Action::View(ViewAction::Zoom(Zoom::Fit { width, height }));
    let drawn = |m: &Model| {
        let l = m.view().layout();
        let s = m.view().scale();
        (l.width * s, drawn_height(l) * s)
    };
    // 243 leaves in a box 1230 by 390: far wider than the box, made smaller.
    let mut b = ::search::TreeBuilder::new();
    ternary(&mut b, 5, &mut 0, 19);
    let mut m = Model::new(b.finish(), Settings::default(), 1248.0);
    assert!(m.apply(fit(1230.0, 390.0)).changed);
    let (w, h) = drawn(&m);
    assert!(w <= 1230.0 && h <= 390.0, "{w} x {h}");
    assert!(
        w >= 1230.0 * 0.99 || h >= 390.0 * 0.99,
        "as big as fits: {w} x {h}"
    );
    // The same tree on a phone (a box 356 by 500): below the least zoom step, it fits.
    assert!(m.apply(Action::View(ViewAction::Resize(356.0))).changed);
    assert!(m.apply(fit(356.0, 500.0)).changed);
    let (w, h) = drawn(&m);
    assert!(w <= 356.0 && h <= 500.0, "on a phone: {w} x {h}");
    assert!(m.view().scale() < ZOOMS[0] && m.view().scale() >= FIT_LEAST_SCALE);
    // The seeds' 15 nodes in a box 1468 by 796: made bigger, as big as fits.
    let mut m = seeds();
    assert!(m.apply(Action::View(ViewAction::Resize(1468.0))).changed);
    assert!(m.apply(fit(1468.0, 796.0)).changed);
    assert!(m.view().scale() > 1.0);
    let (w, h) = drawn(&m);
    assert!(w <= 1468.0 && h <= 796.0, "{w} x {h}");
    assert!(
        w >= 1468.0 * 0.99 || h >= 796.0 * 0.99,
        "as big as fits: {w} x {h}"
    );
    // A tiny tree in a big box: no bigger than the most Fit enlarges.
    let mut m = Model::new(search::parse("[1,2]").unwrap(), Settings::default(), 1900.0);
    assert!(m.apply(fit(1900.0, 1000.0)).changed);
    assert_eq!(m.view().scale(), FIT_MOST);
    // From a fitted scale, + and − go to the next step.
    let mut m = seeds();
    assert!(m.apply(fit(600.0, 300.0)).changed);
    let s = m.view().scale();
    assert!(!ZOOMS.contains(&s), "between steps: {s}");
    assert!(m.apply(Action::View(ViewAction::Zoom(Zoom::In))).changed);
    assert_eq!(m.view().scale(), *ZOOMS.iter().find(|&&z| z > s).unwrap());
    assert!(m.apply(fit(600.0, 300.0)).changed);
    assert!(m.apply(Action::View(ViewAction::Zoom(Zoom::Out))).changed);
    assert_eq!(
        m.view().scale(),
        *ZOOMS.iter().rev().find(|&&z| z < s).unwrap()
    );
}

/// Issue 42: with the pseudocode beside it, the presented tree may be drawn smaller than
/// [`PRESENT_LEAST`] to fit its room on a small screen, as small as the page's own at least.
#[test]
fn presenting_with_the_code_fits_a_smaller_room() {
    let fit = |width, height| Action::View(ViewAction::Zoom(Zoom::Fit { width, height }));
    let mut m = seeds();
    m.apply(Action::View(ViewAction::Present(true)));
    m.apply(Action::View(ViewAction::Resize(560.0)));
    m.apply(fit(560.0, 330.0));
    assert_eq!(m.view().scale(), PRESENT_LEAST, "without the code");
    assert!(m.apply(Action::View(ViewAction::TogglePresentCode)).changed);
    m.apply(fit(560.0, 330.0));
    let s = m.view().scale();
    assert!((PRESENT_CODE_LEAST..PRESENT_LEAST).contains(&s), "{s}");
    let (w, h) = (
        m.view().layout().width * s,
        drawn_height(m.view().layout()) * s,
    );
    assert!(w <= 560.0 && h <= 330.0, "{w} x {h}");
    m.apply(fit(100.0, 50.0));
    assert_eq!(m.view().scale(), PRESENT_CODE_LEAST);
}

/// Issue 42: a tree opened into a box it overflows is fitted while its text stays readable; a
/// chain far taller than the box stays as it is; none is enlarged.
#[test]
fn a_tree_opens_fitted_when_readable() {
    let opened = |width, height| Action::View(ViewAction::Zoom(Zoom::Opened { width, height }));
    let mut m = seeds();
    let h = drawn_height(m.view().layout());
    let w = m.view().layout().width;
    assert!(
        !m.apply(opened(w + 100.0, h + 100.0)).changed,
        "fits: as it is"
    );
    assert!(m.apply(opened(w + 100.0, h * 0.9)).changed);
    assert!(
        (m.view().scale() - 0.9).abs() < 0.01,
        "{}",
        m.view().scale()
    );
    let chain = format!("{}1,2,3{}", "[".repeat(16), "]".repeat(16));
    let mut m = Model::new(
        ::search::parse(&chain).unwrap(),
        Settings::default(),
        1248.0,
    );
    assert_eq!(m.tree().len(), 19);
    assert!(
        !m.apply(opened(1248.0, 383.0)).changed,
        "a quarter of its size: unreadable"
    );
    assert_eq!(m.view().scale(), DEFAULT_SCALE);
}
