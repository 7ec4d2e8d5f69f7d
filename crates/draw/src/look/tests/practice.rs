//! The looks of practice and challenge trees: each node by its real kind, the student's fields
//! and marks, and what a check found.

use super::*;
use ::search::Side;
use teach::practice::{grade, Answers, Bound};

/// Node `n` of `text` under `settings`, at (100, 50), drawn at the practice's sizes, asked
/// `asked`.
fn practice_look(text: &str, settings: &Settings, n: NodeId, asked: Asked) -> PracticeNodeLook {
    let tree = parse(text).unwrap();
    let facts = PracticeNodeFacts {
        asked,
        ..PracticeNodeFacts::of(&tree, settings, n)
    };
    PracticeNodeLook::new(&facts, PRACTICE_SIZES, (100.0, 50.0), n, None)
}

fn min_root() -> Settings {
    Settings {
        root: Side::Min,
        ..Settings::default()
    }
}

/// Under root=min conventions the root is a Min node, a circle, and its children Max squares.
#[test]
fn a_min_root_draws_a_min_shape() {
    let root = practice_look("[[3,5],[2,9]]", &min_root(), 0, Asked::Value);
    assert_eq!(root.kind, "min");
    assert_eq!(
        root.shape,
        Shape::Circle(Ring {
            cx: 100.0,
            cy: 50.0,
            r: 22.0
        })
    );
    let child = practice_look("[[3,5],[2,9]]", &min_root(), 1, Asked::Value);
    assert_eq!(child.kind, "max");
    assert!(matches!(child.shape, Shape::Rect(r) if r.width == 44.0 && r.rx == MAX_CORNER));
}

/// A node signed Max stays Max whatever the conventions say of the root, and an unsigned child
/// of a signed node takes the other side, not the side its depth would give.
#[test]
fn signs_decide_over_depth_and_the_root_side() {
    let text = "+[-[1,2],[3,4]]";
    assert_eq!(
        practice_look(text, &min_root(), 0, Asked::Value).kind,
        "max"
    );
    let signed = parse("+[+[1,2],3]").unwrap();
    let plus = PracticeNodeFacts::of(&signed, &Settings::default(), 1);
    assert_eq!(plus.kind, Kind::Max);
    assert_eq!(
        practice_look(text, &min_root(), 4, Asked::Value).kind,
        "min"
    );
}

/// A chance node draws its chance shape, a circle the style sheet dashes, and each edge below
/// it the child's probability, halfway along it, or above the strike once marked.
#[test]
fn a_chance_node_draws_its_shape_and_probabilities() {
    let text = "[~[0.25@3, 0.75@[4, 6]], 2]";
    let chance = practice_look(text, &Settings::default(), 1, Asked::Value);
    assert_eq!(chance.kind, "chance");
    assert!(matches!(chance.shape, Shape::Circle(c) if c.r == PRACTICE_SIZES.half));
    let tree = parse(text).unwrap();
    let edge = |marked: bool| {
        let f = PracticeEdgeFacts {
            marked,
            ..PracticeEdgeFacts::of(&tree, 2)
        };
        PracticeEdgeLook::new(&f, PRACTICE_SIZES, (0.0, 0.0), (0.0, 100.0), 2, None)
    };
    let plain = edge(false);
    let prob = plain.prob.unwrap();
    assert_eq!(prob.text.to_string(), "0.25");
    // From the parent's bottom (22) to the leaf's top (85), halfway, and the baseline lower.
    assert_eq!((prob.x_attr(), prob.y_attr()), ("0".into(), "59.5".into()));
    assert!(plain.strike.is_none() && plain.marked.is_none());
    let marked = edge(true);
    assert!(marked.prob.unwrap().y < prob.y);
    assert!(marked.strike.is_some());
    assert_eq!(marked.marked, Some("true"));
    assert!(PracticeEdgeFacts::of(&tree, 1).prob.is_none());
}

/// A leaf writes its value in its box with a real minus sign, and its label left of it; an
/// inner node writes no value (that is the student's to type).
#[test]
fn a_leaf_writes_its_value_and_an_inner_node_none() {
    let leaf = practice_look("[-3, 4]", &Settings::default(), 1, Asked::Nothing);
    assert_eq!(leaf.kind, "leaf");
    assert_eq!(
        written(leaf.value.as_ref().unwrap()),
        text("100", "56", "−3")
    );
    let Shape::Rect(r) = leaf.shape else {
        panic!("a leaf is a box")
    };
    assert_eq!(rect_attrs(&r), ["80", "35", "40", "30", "7"]);
    assert_eq!(written(&leaf.label), text("70", "34", "B"));
    assert!(leaf.fields.is_empty());
    let root = practice_look("[-3, 4]", &Settings::default(), 0, Asked::Value);
    assert!(root.value.is_none());
}

/// The value field is centred on its node; alpha over beta right of it; a challenge's leaf
/// field covers the leaf's box.
#[test]
fn fields_stand_on_and_beside_their_node() {
    let root = practice_look("[1, 2]", &Settings::default(), 0, Asked::ValueAndWindow);
    let placed: Vec<_> = root
        .fields
        .iter()
        .map(|f| (f.blank.as_str(), rect_attrs(&f.rect)))
        .collect();
    let r = |a: &str, b: &str, c: &str, d: &str| [a, b, c, d, "0"].map(String::from);
    assert_eq!(
        placed,
        [
            ("value", r("80", "36", "40", "28")),
            ("alpha", r("126", "20", "46", "28")),
            ("beta", r("126", "52", "46", "28")),
        ]
    );
    let tree = parse("[1, 2]").unwrap();
    let facts = PracticeNodeFacts {
        asked: Asked::Value,
        value: None,
        ..PracticeNodeFacts::of(&tree, &Settings::default(), 1)
    };
    let leaf = PracticeNodeLook::new(&facts, CHALLENGE_SIZES, (100.0, 50.0), 1, None);
    assert!(leaf.value.is_none());
    assert_eq!(rect_attrs(&leaf.fields[0].rect), r("79", "35", "42", "30"));
}

/// A ringed node's label stands clear of its ring, and the ring says what it is.
#[test]
fn a_ring_moves_the_label_out() {
    let tree = parse("[1, 2]").unwrap();
    let facts = |ring| PracticeNodeFacts {
        ring,
        ..PracticeNodeFacts::of(&tree, &Settings::default(), 0)
    };
    let plain = PracticeNodeLook::new(&facts(None), CHALLENGE_SIZES, (100.0, 50.0), 0, None);
    let target = PracticeNodeLook::new(
        &facts(Some(Ringed::Target)),
        CHALLENGE_SIZES,
        (100.0, 50.0),
        0,
        None,
    );
    assert_eq!(plain.label.x_attr(), "72");
    assert_eq!(target.label.x_attr(), "65");
    let (kind, ring) = target.ring.unwrap();
    assert_eq!((kind.class(), ring_attrs(&ring)), ("ring", at_ring("27")));
    assert_eq!(target.reach(), 27.0);
    assert_eq!(Ringed::Hint.class(), "hint-ring");
}

/// Once checked: a wrong value, a value left out, a right one; a missed prune, an extra one,
/// a right one.
#[test]
fn a_check_marks_fields_and_edges() {
    // B = [3,5], E = [2,9]; 9 (node 6) is never searched.
    let tree = parse("[[3,5],[2,9]]").unwrap();
    let trace = ::search::search(&tree, Settings::default());
    let answers = Answers {
        values: vec![
            (0, Bound::Value(Value::int(4))),
            (1, Bound::Value(Value::int(3))),
        ],
        pruned: vec![2],
        ..Answers::default()
    };
    let g = grade(&tree, &trace, &answers);
    let field = |n: NodeId, answered: bool| {
        let facts = PracticeNodeFacts {
            asked: Asked::Value,
            answered: [answered, false, false],
            ..PracticeNodeFacts::of(&tree, &Settings::default(), n)
        };
        PracticeNodeLook::new(&facts, PRACTICE_SIZES, (0.0, 0.0), n, Some(&g)).fields[0].verdict
    };
    assert_eq!(field(0, true), Some("wrong"));
    assert_eq!(field(1, true), Some("right"));
    assert_eq!(field(4, false), Some("missing"));
    let edge = |n: NodeId, marked: bool| {
        let f = PracticeEdgeFacts {
            marked,
            ..PracticeEdgeFacts::of(&tree, n)
        };
        PracticeEdgeLook::new(&f, PRACTICE_SIZES, (0.0, 0.0), (0.0, 90.0), n, Some(&g)).verdict
    };
    assert_eq!(edge(6, false), Some("missed"));
    assert_eq!(edge(2, true), Some("extra"));
    assert_eq!(edge(3, false), None);
    let unchecked = PracticeEdgeLook::new(
        &PracticeEdgeFacts::of(&tree, 6),
        PRACTICE_SIZES,
        (0.0, 0.0),
        (0.0, 90.0),
        6,
        None,
    );
    assert_eq!(unchecked.verdict, None);
}

/// The band a click hits runs either side of the edge.
#[test]
fn an_edges_band_surrounds_it() {
    let band = Band::new((0.0, 0.0), (0.0, 10.0));
    assert_eq!(band.to_string(), "M9 0L9 10L-9 10L-9 0Z");
}
