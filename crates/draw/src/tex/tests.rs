use super::write::at;
use super::*;
use ::search::{parse, search, Settings};

#[test]
fn escape_writes_what_pdflatex_typesets() {
    assert_eq!(escape("a_b & 50% {x}"), "a\\_b \\& 50\\% \\{x\\}");
    assert_eq!(
        escape("α −3 ≥ β"),
        "\\ensuremath{\\alpha} \\ensuremath{-}3 \\ensuremath{\\geq} \\ensuremath{\\beta}"
    );
    assert_eq!(escape("čšž ÄÖÜ"), "čšž ÄÖÜ", "Latin letters pass, UTF-8");
    assert_eq!(escape("đ ą 甲 ☃"), "? ? ? ?", "what the default fonts lack");
    assert_eq!(escape("\\ ^ ~ \""), "\\textbackslash{} \\^{} \\~{} ''");
    assert_eq!(
        escape("A → C"),
        "A \\ensuremath{\\rightarrow} C",
        "the chosen line"
    );
    assert_eq!(escape("„x“"), ",,x``", "Slovenian quotes");
}

#[test]
fn lengths_are_short_and_never_minus_zero() {
    assert_eq!(cm(1.0), "1");
    assert_eq!(cm(0.5), "0.5");
    assert_eq!(cm(-0.001), "0");
    assert_eq!(at(100.0, 50.0), "(2.2,-1.1)");
}

#[test]
fn the_pictures_come_from_the_svg_sheets_looks() {
    let tree = parse("[[3,5],[2,9]]").unwrap();
    let trace = search(&tree, Settings::default());
    let layout = sheet_layout(&tree);
    let key = svg::drawn(&tree, &trace, &layout, Sheet::AnswerKey, None, false);
    let tex = document(
        &tree,
        &trace,
        None,
        &[Sheet::AnswerKey],
        None,
        TexOptions::default(),
    );
    // Every node's shape, at the look's place.
    for n in &key.nodes {
        let place = match &n.shape {
            crate::look::Shape::Rect(r) => at(r.x, r.y),
            crate::look::Shape::Circle(c) => at(c.cx, c.cy),
        };
        assert!(tex.contains(&place), "{place} in {tex}");
    }
    // A tree this small is drawn upright at its size; each sheet on a page of its own.
    assert!(tex.contains("[scale=1,"));
    assert!(!tex.contains("landscape"));
    let all = document(
        &tree,
        &trace,
        None,
        &Sheet::ALL,
        None,
        TexOptions::default(),
    );
    assert_eq!(all.matches("\\begin{tikzpicture}").count(), 3);
    assert_eq!(all.matches("\\clearpage").count(), 2);
}

#[test]
fn a_wide_tree_is_drawn_across_and_fits() {
    let leaves = (0..64).map(|i| (i % 7).to_string()).collect::<Vec<_>>();
    let tree = parse(&format!("[{}]", leaves.join(","))).unwrap();
    let trace = search(&tree, Settings::default());
    let tex = document(
        &tree,
        &trace,
        None,
        &[Sheet::Worksheet],
        None,
        TexOptions::default(),
    );
    assert!(tex.contains("[a4paper,landscape,margin=2cm]"));
    let layout = sheet_layout_within(&tree, ACROSS_CM / CM_PER_PX);
    let scale = (ACROSS_CM / (layout.width * CM_PER_PX)).min(1.0);
    assert!(tex.contains(&format!("[scale={},", cm(scale))), "{tex}");
    assert!(
        layout.width < sheet_layout(&tree).width,
        "closer than the roomy sheet"
    );
}
