//! A phone's width (390 px, the drawing 356 px wide): known trees laid out as the page lays
//! them out, every node's look and edge's at every step of alpha-beta. The leaves on one row,
//! one size per kind, every inner node labelled, each value inside its node, no alpha and
//! beta, label or cut tag meeting an edge, a cut mark or another node's text, and the text
//! readable as the tree opens.

use super::fit::{inside_shape, meet, tag_box, value_box, Box4};
use super::*;
use crate::fit::{fit_on_open, DRAWING_TEXT, LEAST_TEXT, OPEN_LEAST};
use crate::layout::{layout_for, LeafRow, BOUNDS_REACH, BOX_GAP};
use crate::metrics::{text_width, VALUE_ASCENT, VALUE_DESCENT};

/// The drawing's width on a phone 390 px wide (the page's padding and the box's border off).
const PHONE: f32 = 356.0;

/// The seeds' tree, the textbook's, a binary tree with negative values, 27 leaves, the uneven
/// preset, two-digit negative values, and four levels where first children cut.
const TREES: [&str; 7] = [
    "[[[3,5],[6,9]],[[1,2],[0,-1]]]",
    "[[3,12,8],[2,4,6],[14,5,2]]",
    "[[[3,17],[2,12]],[[15,-8],[25,0]]]",
    "[[[1,2,3],[4,5,6],[7,8,9]],[[10,11,12],[13,14,15],[16,17,18]],[[19,20,21],[22,23,24],[25,26,27]]]",
    "[[[[4,8],[9,3,2]],[[1,6]]],[[[7],[5,2]],[[8,4],[3]],[[6,9]]],[[[2,5]],[[1],[7,3]]]]",
    "[[[-8,-12],[5,-26]],[[7,-3],[-14,2]]]",
    "[[[[3,4],[5,6]],[[7,8],[9,1]]],[[[1,2],[3,4]],[[5,6],[7,8]]]]",
];

type Segment = [(f32, f32); 2];

/// Whether segment `s` passes through box `b`: its points a tenth of a pixel apart.
fn crosses(s: Segment, b: Box4) -> bool {
    let [(x1, y1), (x2, y2)] = s;
    if !meet([x1.min(x2), y1.min(y2), x1.max(x2), y1.max(y2)], b) && x1 != x2 {
        return false;
    }
    let steps = ((x2 - x1).hypot(y2 - y1) * 10.0).ceil().max(1.0) as usize;
    (0..=steps).any(|k| {
        let t = k as f32 / steps as f32;
        let (x, y) = (x1 + (x2 - x1) * t, y1 + (y2 - y1) * t);
        x > b[0] && x < b[2] && y > b[1] && y < b[3]
    })
}

fn shape_box(s: &Shape) -> Box4 {
    match s {
        Shape::Rect(r) => [r.x, r.y, r.x + r.width, r.y + r.height],
        Shape::Circle(c) => [c.cx - c.r, c.cy - c.r, c.cx + c.r, c.cy + c.r],
    }
}

/// The box of a text `width` wide, its baseline at `y`, from `left`.
fn text_box(left: f32, y: f32, width: f32) -> Box4 {
    [left, y - VALUE_ASCENT, left + width, y + VALUE_DESCENT]
}

/// Alpha and beta's box (their background, drawn or not), from where alpha is written.
fn bounds_box(b: &Bounds) -> Box4 {
    let left = b.alpha.x - BOUNDS_BG_LEAD - BOUNDS_INSET;
    let top = b.alpha.y - ALPHA_Y + BOUNDS_BG_TOP;
    [left, top, left + BOUNDS_BG_WIDTH, top + BOUNDS_BG_HEIGHT]
}

/// What each node writes that nothing else may meet, named: its alpha and beta, label, value
/// and cut tag.
fn written_boxes(n: usize, look: &NodeLook) -> Vec<(String, Box4)> {
    let mut out = Vec::new();
    if let Some(b) = &look.bounds {
        out.push((format!("{n}'s alpha and beta"), bounds_box(b)));
    }
    if let Some(l) = &look.label {
        let w = text_width(&l.text);
        out.push((format!("{n}'s label"), text_box(l.x - w, l.y, w)));
    }
    if let Some(v) = &look.value {
        out.push((format!("{n}'s value"), value_box(v)));
    }
    if let Some(t) = &look.cut_tag {
        out.push((format!("{n}'s cut tag"), tag_box(t)));
    }
    out
}

/// How wide alpha or beta (`α −26`) is written, in pixels: DejaVu Sans's advances at 16 px,
/// digits, a space, and any other character as wide as the widest sign.
fn bound_width(text: &str) -> f32 {
    let advance = |c: char| match c {
        '0'..='9' => 10.2,
        ' ' => 5.1,
        _ => 13.4,
    };
    text.chars().map(advance).sum()
}

/// Every tree at every step: `check` sees the tree, the step and the looks.
fn each_step(mut check: impl FnMut(&str, &Tree, usize, &[NodeLook], &[EdgeLook])) {
    for notation in TREES {
        let tree = parse(notation).unwrap();
        let layout = layout_for(&tree, PHONE, &[], false);
        let geo = Geometry::new(&tree, &layout, &vec![false; tree.len()]);
        let trace = search(&tree, Settings::default());
        let mut replay = Replay::new(&tree);
        for step in 0..=trace.events.len() {
            replay.seek(&tree, &trace, step);
            let nodes: Vec<NodeLook> = (0..tree.len() as NodeId)
                .map(|n| NodeLook::new(&facts(&tree, &trace, &replay, n), &geo, n))
                .collect();
            let edges: Vec<EdgeLook> = (1..tree.len() as NodeId)
                .filter_map(|n| {
                    let f = EdgeFacts::at(&tree, &replay, n)?;
                    Some(EdgeLook::new(&f, &geo, tree.parent(n)?, n))
                })
                .collect();
            check(notation, &tree, step, &nodes, &edges);
        }
    }
}

#[test]
fn a_phone_lays_out_one_row_of_leaves_and_one_size_per_kind() {
    for notation in TREES {
        let tree = parse(notation).unwrap();
        let layout = layout_for(&tree, PHONE, &[], false);
        assert!(layout.narrow, "{notation}");
        assert_eq!(
            LeafRow::new(layout.leaf_spacing, layout.value_width).rows,
            1
        );
        let geo = Geometry::new(&tree, &layout, &vec![false; tree.len()]);
        for &a in tree.leaves() {
            for &b in tree.leaves() {
                if tree.depth(a) == tree.depth(b) {
                    assert_eq!(geo.y[a as usize], geo.y[b as usize], "{notation}: {a}, {b}");
                }
            }
        }
        // The text as the tree opens, fitted where it stays readable, is no smaller than 12 px.
        let room = (PHONE, 600.0);
        let scale = fit_on_open((geo.width, geo.height), room, 1.0, OPEN_LEAST);
        assert!(scale * DRAWING_TEXT >= LEAST_TEXT, "{notation}: {scale}");
    }
    // A laptop's layout is as it was: the 27 leaves fit, staggered.
    let wide = parse(TREES[3]).unwrap();
    assert!(!layout_for(&wide, 1246.0, &[], false).narrow);
}

#[test]
fn on_a_phone_every_node_keeps_its_label_and_size() {
    let mut looked = 0;
    each_step(|notation, tree, step, nodes, _| {
        let mut sizes: Vec<(&str, Box4)> = Vec::new();
        for (n, look) in nodes.iter().enumerate() {
            let b = shape_box(&look.shape);
            let tenths = |v: f32| (v * 10.0).round();
            let size = [0.0, 0.0, tenths(b[2] - b[0]), tenths(b[3] - b[1])];
            let kind = look.data.kind;
            match sizes.iter().find(|(k, _)| *k == kind) {
                Some((_, s)) => assert_eq!(*s, size, "{notation}, step {step}: node {n}"),
                None => sizes.push((kind, size)),
            }
            if !tree.is_leaf(n as NodeId) {
                assert!(look.label.is_some(), "{notation}, step {step}: {n}");
            }
            if let Some(v) = &look.value {
                looked += 1;
                let at = value_box(v);
                assert!(
                    inside_shape(at, &look.shape),
                    "{notation} {step} {n}: {at:?}"
                );
            }
        }
    });
    assert!(looked > 200, "{looked}");
}

#[test]
fn on_a_phone_nothing_written_meets_an_edge_a_cut_mark_or_another_node() {
    let mut bounds = 0;
    each_step(|notation, _, step, nodes, edges| {
        let mut lines: Vec<(String, Segment)> = Vec::new();
        for e in edges {
            lines.push(("an edge".into(), [(e.x1, e.y1), (e.x2, e.y2)]));
            for slash in e.strike.iter().flat_map(|s| s.0) {
                lines.push(("a cut mark".into(), slash));
            }
        }
        let written: Vec<(usize, String, Box4)> = nodes
            .iter()
            .enumerate()
            .flat_map(|(n, l)| written_boxes(n, l).into_iter().map(move |(w, b)| (n, w, b)))
            .collect();
        // Alpha and beta fit their box, which reaches no further than the layout left room for.
        for (n, look) in nodes.iter().enumerate() {
            let Some(bb) = &look.bounds else { continue };
            bounds += 1;
            let b = bounds_box(bb);
            for t in [&bb.alpha, &bb.beta] {
                let right = t.x + bound_width(&t.text.to_string());
                assert!(right <= b[2], "{notation} {step}: {n}'s {}", t.text);
            }
            assert!(b[2] + BOX_GAP <= look.shape_right() + BOUNDS_REACH);
        }
        for (n, what, b) in &written {
            for (line, s) in &lines {
                assert!(
                    !crosses(*s, *b),
                    "{notation}, step {step}: {what} meets {line}"
                );
            }
            for (m, other, o) in &written {
                let apart = m == n || !meet(*b, *o);
                assert!(apart, "{notation}, step {step}: {what} meets {other}");
            }
            for (m, l) in nodes.iter().enumerate().filter(|&(m, _)| m != *n) {
                let o = shape_box(&l.shape);
                assert!(
                    !meet(*b, o),
                    "{notation}, step {step}: {what} meets node {m}"
                );
            }
        }
    });
    assert!(bounds > 200, "{bounds}");
}

impl NodeLook {
    /// The right edge of the node's shape.
    fn shape_right(&self) -> f32 {
        shape_box(&self.shape)[2]
    }
}
