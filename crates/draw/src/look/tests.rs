use super::*;
use ::search::Value;
use ::search::{parse, search, Replay, Score, Settings, Trace, Tree, ValueTable};
use num::{tenths, Dec1};

/// A tree searched with the default settings (Max at the root, alpha-beta), replayed to the
/// end or to `step`.
fn solved(text: &str, step: usize) -> (Tree, Trace, Replay) {
    let tree = parse(text).unwrap();
    let trace = search(&tree, Settings::default());
    let mut replay = Replay::new(&tree);
    replay.seek(&tree, &trace, step);
    (tree, trace, replay)
}

/// The facts of node `n`, as the page reads them, nothing selected or folded.
fn facts(tree: &Tree, trace: &Trace, replay: &Replay, n: NodeId) -> NodeFacts {
    NodeFacts::searched(tree, trace, replay, n, Rc::from(tree.label(n).as_ref()))
}

/// One node at (100, 50), half size `r`, `room` beside it.
fn at(r: f32, room: f32) -> Geometry {
    Geometry {
        x: vec![100.0],
        y: vec![50.0],
        r: vec![r],
        room: vec![room],
        chunks: vec![vec![0]],
        boxes: Vec::new(),
        drawn: 1,
        width: 200.0,
        height: 100.0,
        level_height: 100.0,
        narrow: false,
        parent_right: Vec::new(),
    }
}

/// A text as written: x, y and the text.
fn written<T: std::fmt::Display>(t: &Text<T>) -> (String, String, String) {
    (t.x_attr(), t.y_attr(), t.text.to_string())
}

fn text(x: &str, y: &str, t: &str) -> (String, String, String) {
    (x.into(), y.into(), t.into())
}

/// A rectangle as written: x, y, width, height and corner radius.
fn rect_attrs(r: &Rect) -> [String; 5] {
    [
        r.x_attr(),
        r.y_attr(),
        r.width_attr(),
        r.height_attr(),
        r.rx_attr(),
    ]
}

/// A circle as written: cx, cy and r.
fn ring_attrs(r: &Ring) -> [String; 3] {
    [r.cx_attr(), r.cy_attr(), r.r_attr()]
}

/// A circle around the node at (100, 50), as written.
fn at_ring(r: &str) -> [String; 3] {
    ["100".into(), "50".into(), r.into()]
}

#[test]
fn a_min_node_that_cut_off_shows_a_bound_and_an_alpha_cut() {
    // [2,9] is a Min node: 2 is no better for Max than 3, so 9 is skipped.
    let (tree, trace, replay) = solved("[[3,5],[2,9]]", usize::MAX);
    let f = facts(&tree, &trace, &replay, 4);
    assert_eq!(f.kind, Kind::Min);
    let look = NodeLook::new(&f, &at(22.0, 200.0), 0);
    assert_eq!(
        written(&look.value.as_ref().unwrap().text),
        text("100", "56", "≤2")
    );
    assert!(!look.value.as_ref().unwrap().provisional);
    let Shape::Circle(circle) = &look.shape else {
        panic!("a circle: {:?}", look.shape);
    };
    assert_eq!(ring_attrs(circle), at_ring("22"));
    assert_eq!(look.data.cut, Some("true"));
    assert_eq!(look.data.kind, "min");
    assert_eq!(look.data.state, "visited");
    let Some(CutTag::Tag { rect, text: tag }) = &look.cut_tag else {
        panic!("a tag: {:?}", look.cut_tag);
    };
    assert_eq!(tag.text.to_string(), "α-cut");
    // Right of the centre by 0.3 of the size, its baseline 8 over the node's top.
    assert_eq!((tag.x_attr(), tag.y_attr()), ("132.6".into(), "20".into()));
    assert_eq!(rect_attrs(rect)[..4], ["106.6", "3", "52", "22"]);
    assert_eq!(cut_title(), "the remaining children are skipped");
    // Alpha and beta beside it, no background off the path; the label on the left.
    let bounds = look.bounds.as_ref().unwrap();
    assert!(bounds.background.is_none());
    assert_eq!(written(&bounds.alpha), text("129", "47", "α 3"));
    assert_eq!(bounds.beta.x_attr(), "129");
    let label = look.label.as_ref().unwrap();
    assert_eq!(written(label), text("73", "36", &tree.label(4)));
}

#[test]
fn a_node_that_failed_low_shows_a_bound_but_no_cut() {
    // Fail-hard on the seeds' tree: F = max(1, 2) under alpha 5 returns alpha, 5; its value is
    // 2, so 5 is at most its value. F's cut test never fired.
    let tree = parse("[[[3,5],[6,9]],[[1,2],[0,-1]]]").unwrap();
    let hard = Settings {
        fail: ::search::Fail::Hard,
        ..Settings::default()
    };
    let trace = search(&tree, hard);
    let mut replay = Replay::new(&tree);
    replay.seek(&tree, &trace, usize::MAX);
    let f = 9;
    assert_eq!(tree.label(f), "F");
    let look = NodeLook::new(&facts(&tree, &trace, &replay, f), &at(22.0, 200.0), 0);
    assert_eq!(look.value.as_ref().unwrap().text.text.to_string(), "≤5");
    let five = Shown::Value(Value::int(5));
    assert_eq!(look.aria_label.inside, Some(Inside::AtMost(five)));
    assert!(look.aria_label.to_string().contains("(at most) 5"));
    assert_eq!(look.data.cut, None);
    assert!(look.cut_tag.is_none());
}

#[test]
fn a_crowded_row_gets_a_badge_and_a_narrowed_value() {
    let (tree, trace, replay) = solved("[[3,5],[-45,9]]", usize::MAX);
    let f = facts(&tree, &trace, &replay, 4);
    // 37 px between neighbours: no room for a tag, nor for "≤−45", narrowed to no less than
    // `VALUE_LEAST_SHARE` of it (its circle holds less).
    let r = 37.0 * 0.42;
    let look = NodeLook::new(&f, &at(r, 37.0), 0);
    let value = look.value.as_ref().unwrap();
    assert_eq!(value.text.text.to_string(), "≤−45");
    assert_eq!(value.fit_attr().as_deref(), Some("31.4"));
    assert_eq!(value.length_adjust(), Some("spacingAndGlyphs"));
    let Some(CutTag::Badge {
        circle,
        text: badge,
    }) = &look.cut_tag
    else {
        panic!("a badge: {:?}", look.cut_tag);
    };
    assert_eq!(badge.text, "α");
    assert_eq!(circle.r_attr(), "11");
    assert_eq!(circle.cx_attr(), tenths(100.0 + r * BADGE_SHIFT));
    // Off the path, a crowded row shows neither alpha and beta nor the label.
    assert!(look.bounds.is_none());
    assert!(look.label.is_none());
    // A value that fits is not narrowed.
    let (tree, trace, replay) = solved("[[3,5],[2,9]]", usize::MAX);
    let fits = facts(&tree, &trace, &replay, 4);
    let roomy = NodeLook::new(&fits, &at(22.0, 200.0), 0);
    assert_eq!(roomy.value.unwrap().text.text.to_string(), "≤2");
    assert_eq!(roomy.value.unwrap().fit, None);
    // One wider than its shape holds is, whatever the room on its row, so that it stays in
    // its node: in a circle, as wide as its chord at the text's top and bottom.
    let held = |r: f32| {
        NodeLook::new(&f, &at(r, 200.0), 0)
            .value
            .unwrap()
            .fit_attr()
    };
    assert_eq!(
        held(18.0).as_deref(),
        Some("31.4"),
        "no less than VALUE_LEAST_SHARE"
    );
    assert_eq!(held(26.0).as_deref(), Some("47.1"));
}

#[test]
fn a_board_moves_the_value() {
    let (tree, trace, replay) = solved("[[3,5],[2,9]]", usize::MAX);
    let mut inner = facts(&tree, &trace, &replay, 1);
    inner.board = Some(*b"X...O....");
    let look = NodeLook::new(&inner, &at(22.0, 30.0), 0);
    let value = look.value.as_ref().unwrap();
    // Left of the node, its end 5 px away, never narrowed.
    assert_eq!(written(&value.text), text("73", "70", "3"));
    assert_eq!(value.anchor, Some("end"));
    assert_eq!(value.fit, None);
    let board = look.board.as_ref().unwrap();
    assert_eq!(
        board.grid.to_string(),
        "M94.5,33.5V66.5M105.5,33.5V66.5M83.5,44.5H116.5M83.5,55.5H116.5"
    );
    let marks: Vec<String> = board
        .marks()
        .map(|m| match m {
            Mark::X { .. } => format!("x {}", m.d().unwrap()),
            Mark::O { cx, cy, r } => format!("o {} {} {}", Dec1(*cx), Dec1(*cy), Dec1(*r)),
        })
        .collect();
    assert_eq!(
        marks,
        [
            "x M85.7,35.7L92.3,42.3M92.3,35.7L85.7,42.3",
            "o 100.0 50.0 3.3"
        ]
    );
    let mut leaf = facts(&tree, &trace, &replay, 2);
    leaf.board = Some([b'.'; 9]);
    let look = NodeLook::new(&leaf, &at(20.0, 30.0), 0);
    let value = &look.value.as_ref().unwrap().text;
    assert_eq!(written(value), text("100", "84", "3"));
    assert_eq!(look.board.unwrap().marks().count(), 0);
}

#[test]
fn a_leaf_shows_its_value_with_a_real_minus_sign() {
    let (tree, trace, replay) = solved("[[-3,5],[2,9]]", 0);
    let f = facts(&tree, &trace, &replay, 2);
    let look = NodeLook::new(&f, &at(16.0, 30.0), 0);
    assert_eq!(look.value.as_ref().unwrap().text.text.to_string(), "−3");
    assert_eq!(
        look.aria_label.to_string(),
        format!(
            "Leaf {}, (value) -3, not searched yet. Press Enter to change it.",
            tree.label(2)
        )
    );
    let Shape::Rect(rect) = &look.shape else {
        panic!("a box");
    };
    assert_eq!(rect_attrs(rect), ["84", "35", "32", "30", "7"]);
    assert_eq!(look.data.leaf_index, Some(0));
    assert_eq!(look.look.to_string(), "leaf");
    assert!(look.label.is_none() && look.bounds.is_none() && look.cut_tag.is_none());
}

#[test]
fn the_path_shows_bounds_over_a_background_and_a_provisional_best() {
    // Step into the tree until the root has a best value and is open.
    let (tree, trace, _) = solved("[[3,5],[2,9]]", 0);
    let mut replay = Replay::new(&tree);
    let step = (0..=trace.events.len())
        .find(|&s| {
            replay.seek(&tree, &trace, s);
            let root = replay.node(0);
            root.status == Status::Open && root.best.is_some_and(|b| !b.is_infinite())
        })
        .unwrap();
    replay.seek(&tree, &trace, step);
    let f = facts(&tree, &trace, &replay, 0);
    // Crowded, yet on the path: label, alpha and beta over their background, under the node
    // (beside it, the neighbour drawn next, 34 to the right, would cover them).
    let look = NodeLook::new(&f, &at(14.0, 34.0), 0);
    let value = look.value.as_ref().unwrap();
    assert_eq!(value.text.text.to_string(), "≥3");
    assert!(value.provisional);
    assert_eq!(value.look(), Some("provisional"));
    assert_eq!(look.look.to_string(), "max open");
    assert_eq!(look.data.state, "visited");
    let bounds = look.bounds.unwrap();
    let bg = bounds.background.unwrap();
    assert_eq!(rect_attrs(&bg), ["69", "68", "62", "41", "4"]);
    assert_eq!(written(&bounds.beta), text("74", "104", "β +∞"));
    // Centred under the node (x 100, y 50, size 14): below it and its neighbours on the row.
    assert_eq!(bg.x + bg.width / 2.0, 100.0);
    assert!(bg.y > 50.0 + 14.0);
    // No room for the label left of it, beside its neighbour: left out, on the path too.
    assert!(look.label.is_none());
    assert!(look.halo.is_none());
}

#[test]
fn rings_markers_and_words() {
    let (tree, trace, replay) = solved("[[3,5],[2,9]]", 1);
    let mut f = facts(&tree, &trace, &replay, 0);
    assert_eq!(f.status, Status::Current);
    f.selected = true;
    f.past_limit = true;
    f.marked = true;
    f.flash = Flash::Cut(true);
    f.collapsed = Some(6);
    let look = NodeLook::new(&f, &at(20.0, 60.0), 0);
    assert_eq!(
        look.look.to_string(),
        "max flash-cut-a selected beyond marked"
    );
    let ring = |r: Option<Ring>| r.as_ref().map(ring_attrs);
    assert_eq!(ring(look.halo), Some(at_ring("30")));
    assert_eq!(ring(look.flash_ring), Some(at_ring("34")));
    assert_eq!(ring(look.select_ring), Some(at_ring("27")));
    let marker = look.marker.as_ref().unwrap();
    assert_eq!(marker.path.to_string(), "M100,74L74,104L126,104Z");
    // At 60 px from its neighbour there is no room beside the triangle for the count.
    assert_eq!(marker.count, None);
    let title = marker.title.to_string();
    assert_eq!(title, "collapsed: 6 nodes; click to open a level");
    assert_eq!(look.data.collapsed, Some(6));
    assert_eq!(look.data.past_limit, Some("true"));
    assert_eq!(look.data.node, 0);
    // With room, the count stands right of the triangle, clear of it, and of a neighbour as
    // far away; a long count needs more room.
    let roomy = NodeLook::new(&f, &at(20.0, 90.0), 0).marker.unwrap();
    assert_eq!(
        roomy.count.as_ref().map(written),
        Some(text("130", "102", "+6"))
    );
    assert_eq!(roomy.path.to_string(), marker.path.to_string());
    f.collapsed = Some(5001);
    assert_eq!(
        NodeLook::new(&f, &at(20.0, 90.0), 0).marker.unwrap().count,
        None
    );
    let long = NodeLook::new(&f, &at(20.0, 120.0), 0).marker.unwrap();
    let count = long.count.expect("a count");
    let end = count.x + crate::metrics::shown_width(&count.text);
    assert!(
        count.x > 100.0 + 26.0 && end < 100.0 + 120.0 - 26.0,
        "{} to {end}",
        count.x
    );
    assert_eq!(Flash::Uncut(false).word(), Some("flash-uncut-b"));
    assert_eq!(Flash::None.word(), None);
}

#[test]
fn a_look_changes_only_with_what_it_shows() {
    let (tree, trace, replay) = solved("[[3,5],[2,9]]", usize::MAX);
    let geo = at(22.0, 200.0);
    let f = facts(&tree, &trace, &replay, 1);
    let same = NodeLook::new(&f, &geo, 0);
    assert_eq!(NodeLook::new(&f, &geo, 0), same);
    let mut selected = f.clone();
    selected.selected = true;
    assert_ne!(NodeLook::new(&selected, &geo, 0), same);
}

#[test]
fn a_changed_bound_or_status_changes_the_look() {
    let (tree, trace, replay) = solved("[[3,5],[2,9]]", usize::MAX);
    let geo = at(22.0, 200.0);
    let f = facts(&tree, &trace, &replay, 4);
    let look = NodeLook::new(&f, &geo, 0);
    let mut alpha = f.clone();
    alpha.alpha = Some(Shown::Value(Value::int(4)));
    assert_ne!(NodeLook::new(&alpha, &geo, 0), look);
    let mut beta = f.clone();
    beta.beta = Some(Shown::Value(Value::parse("3.0").unwrap()));
    let with_beta = NodeLook::new(&beta, &geo, 0);
    beta.beta = Some(Shown::Value(Value::int(3)));
    // 3.0 and 3 are the same value, shown differently.
    assert_ne!(NodeLook::new(&beta, &geo, 0), with_beta);
    let mut status = f.clone();
    status.status = Status::Open;
    assert_ne!(NodeLook::new(&status, &geo, 0), look);
}

#[test]
fn facts_of_two_traces_compare_by_what_they_show() {
    // Small integers are their own scores; with a decimal leaf the scores are ranks.
    let (tree, trace, replay) = solved("[[3,5],[2,9]]", usize::MAX);
    let (tree2, trace2, replay2) = solved("[[3,5.5],[2,9]]", usize::MAX);
    assert_ne!(replay.node(4).value, replay2.node(4).value);
    let (f, f2) = (
        facts(&tree, &trace, &replay, 4),
        facts(&tree2, &trace2, &replay2, 4),
    );
    assert_eq!(f, f2);
    let geo = at(22.0, 200.0);
    assert_eq!(NodeLook::new(&f, &geo, 0), NodeLook::new(&f2, &geo, 0));
    assert_eq!(
        NodeLook::new(&f, &geo, 0)
            .value
            .unwrap()
            .text
            .text
            .to_string(),
        "≤2"
    );
}

#[test]
fn shown_scores_are_written_as_the_table_shows_them() {
    let (_, trace, _) = solved("[[3,-5.25],[0,9]]", usize::MAX);
    let dense = ValueTable::for_tree(&parse("[1,-2]").unwrap());
    for table in [&trace.table, &dense] {
        for s in [-3, -2, -1, 0, 1, 2, 3, 4, 1 << 20, -i32::MAX, i32::MAX] {
            let s = Score(s);
            assert_eq!(
                Shown::of(table, s).to_string(),
                table.show(s, true),
                "{s:?}"
            );
        }
    }
    assert_eq!(Shown::of(&dense, Score(1 << 20)), Shown::Unknown);
    let shown = |t: &str| Shown::Value(Value::parse(t).unwrap());
    assert_ne!(shown("4.50"), shown("4.5"));
    assert_eq!(shown("4.50"), shown("4.50"));
}

fn two_nodes() -> Geometry {
    Geometry {
        x: vec![0.0, 0.0],
        y: vec![0.0, 100.0],
        r: vec![20.0, 10.0],
        room: vec![f32::INFINITY; 2],
        chunks: vec![vec![0, 1]],
        boxes: Vec::new(),
        drawn: 2,
        width: 100.0,
        height: 200.0,
        level_height: 100.0,
        narrow: false,
        parent_right: Vec::new(),
    }
}

#[test]
fn a_struck_edge_has_two_slashes_across_its_middle() {
    let facts = EdgeFacts {
        child: Status::Pruned,
        parent: Status::Done,
        leaf_child: true,
        on_line: false,
        prob: None,
    };
    let look = EdgeLook::new(&facts, &two_nodes(), 0, 1);
    assert_eq!(look.state, EdgeState::Struck);
    assert_eq!(look.look, Some("pruned struck"));
    assert_eq!(look.pruned, Some("true"));
    // From the parent's bottom to the top of the leaf's box.
    assert_eq!(
        [
            look.x1_attr(),
            look.y1_attr(),
            look.x2_attr(),
            look.y2_attr()
        ],
        ["0", "20", "0", "85"]
    );
    // The middle is at 52.5; each slash is 4 px from it, 22 px across, leaning 4 px.
    assert_eq!(
        look.strike.map(|s| s.to_string()).as_deref(),
        Some("M11,44.5L-11,52.5M11,52.5L-11,60.5")
    );
}

#[test]
fn edge_states_follow_child_and_parent() {
    let geo = two_nodes();
    let edge = |child, parent| {
        let f = EdgeFacts {
            child,
            parent,
            leaf_child: false,
            on_line: false,
            prob: None,
        };
        EdgeLook::new(&f, &geo, 0, 1)
    };
    // An edge of the chosen line says so, whatever else it is.
    let line = EdgeFacts {
        child: Status::Done,
        parent: Status::Done,
        leaf_child: false,
        on_line: true,
        prob: None,
    };
    assert_eq!(EdgeLook::new(&line, &geo, 0, 1).look, Some("line"));
    let inside = edge(Status::Pruned, Status::Pruned);
    assert_eq!(
        (inside.state, inside.look),
        (EdgeState::Pruned, Some("pruned"))
    );
    assert_eq!(inside.strike, None);
    assert_eq!(
        inside.y2_attr(),
        "90",
        "an inner child's top is its size above its centre"
    );
    assert_eq!(edge(Status::Open, Status::Open).look, Some("path"));
    assert_eq!(edge(Status::Current, Status::Open).state, EdgeState::Path);
    assert_eq!(edge(Status::Done, Status::Open).look, Some("visited"));
    let plain = edge(Status::Unvisited, Status::Unvisited);
    assert_eq!((plain.look, plain.pruned), (None, None));
}

/// A node's accessible name says all a screen reader needs at the step shown: what it is, its
/// value or bound, alpha and beta, and its state.
#[test]
fn a_nodes_accessible_name_reads_its_state() {
    let (tree, trace, replay) = solved("[[[3,5],[6,9]],[[1,2],[0,-1]]]", usize::MAX);
    let name = |label: &str| {
        let n = (0..tree.len() as NodeId)
            .find(|&n| tree.label(n) == label)
            .unwrap();
        let look = NodeLook::new(&facts(&tree, &trace, &replay, n), &at(16.0, 90.0), 0);
        look.aria_label.to_string()
    };
    let enter = "Press Enter to move it or give it an estimate.";
    assert_eq!(
        name("B"),
        format!("Min node B, (value) 5, (α −∞, β 5), searched. {enter}")
    );
    assert_eq!(
        name("E"),
        format!(
            "Max node E, (at least) 6, (α 6, β 5), β (cut): {}, searched. {enter}",
            cut_title()
        )
    );
    assert_eq!(
        name("G"),
        format!("Max node G, never searched (pruned). {enter}")
    );
    let (tree, trace, replay) = solved("[[3,5],[2,9]]", 2);
    let b = NodeLook::new(&facts(&tree, &trace, &replay, 1), &at(16.0, 90.0), 0);
    assert_eq!(
        b.aria_label.to_string(),
        format!("Min node B, α −∞, β +∞, being searched. {enter}")
    );
}

/// The words of a text as an accessibility checker compares them: parentheses' words dropped,
/// everything but letters and digits a gap, lower case.
fn words_of(text: &str) -> Vec<String> {
    let mut s = text.to_lowercase();
    while let (Some(open), Some(close)) = (s.find('('), s.find(')')) {
        if close < open {
            break;
        }
        s.replace_range(open..=close, " ");
    }
    s.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// WCAG 2.5.3, label in name: at every step, every node's visible words (its label, value,
/// alpha and beta, cut tag, folded count, in the order the node draws them) stand together, in
/// that order, in its accessible name.
#[test]
fn a_nodes_visible_words_are_in_its_accessible_name() {
    visible_words_are_named("[[[3,5],[6,9]],[[1,2],[0,-1]],[[7,-2],[4,8]]]", 80);
}

/// Every node's visible words stand together, in their order, in its name, at every step of
/// `notation`'s search up to `steps`.
fn visible_words_are_named(notation: &str, steps: usize) {
    for step in 0..=steps {
        let (tree, trace, replay) = solved(notation, step);
        for n in 0..tree.len() as NodeId {
            let look = NodeLook::new(&facts(&tree, &trace, &replay, n), &at(16.0, 90.0), 0);
            let mut shown = Vec::new();
            shown.extend(look.label.as_ref().map(|t| t.text.to_string()));
            shown.extend(look.value.as_ref().map(|v| v.text.text.to_string()));
            if let Some(b) = &look.bounds {
                shown.push(b.alpha.text.to_string());
                shown.push(b.beta.text.to_string());
            }
            if let Some(tag) = &look.cut_tag {
                let text = match tag {
                    CutTag::Tag { text, .. } => text.text.to_string(),
                    CutTag::Badge { text, .. } => text.text.to_string(),
                };
                shown.push(format!("{text} {}", cut_title()));
            }
            let visible = words_of(&shown.join(" "));
            let name = words_of(&look.aria_label.to_string());
            let within = name
                .windows(visible.len().max(1))
                .any(|w| w == visible.as_slice());
            assert!(
                visible.is_empty() || within,
                "step {step}, node {n}: {visible:?} not in {name:?}"
            );
        }
    }
}

/// Chance nodes.
mod chance;
mod fit;
mod phone;
mod practice;
