//! The looks of chance nodes, their edges' probabilities and their accessible names.

use super::*;

/// A chance node's mean that no decimal writes (5/3, −10/3) is shown as the narration writes
/// it, not as `?`.
#[test]
fn a_mean_no_decimal_writes_is_a_fraction() {
    let (tree, trace, replay) = solved("[~[1,2,2],-[~[-3,-3,-4],9]]", usize::MAX);
    let shown = |n| Shown::of(&trace.table, replay.node(n).value.unwrap()).to_string();
    assert_eq!(shown(1), "5/3");
    let b = tree.children(0).nth(1).unwrap();
    let chance = tree.children(b).next().unwrap();
    assert_eq!(shown(chance), "−10/3");
    for n in [1, chance] {
        let s = replay.node(n).value.unwrap();
        assert_eq!(
            Shown::of(&trace.table, s).to_string(),
            trace.table.show(s, true)
        );
        assert_eq!(Shown::of(&trace.table, s), Shown::of(&trace.table, s));
    }
}

/// Below a chance node, the child's probability stands on its edge: over a leaf, low, where
/// the edges are furthest apart, but above the child's row; over an inner node, at the
/// middle, or higher where the cut tags of the child's row would meet it; off a strike.
#[test]
fn a_probability_stands_on_its_edge() {
    let tree = parse("~[0.25@3, 0.75@[4, 6]]").unwrap();
    let prob = EdgeProb::of(&tree, 1);
    assert_eq!(prob.map(|p| p.to_string()).as_deref(), Some("0.25"));
    assert_eq!(
        EdgeProb::of(&tree, 3),
        None,
        "no probability under a Max node"
    );
    // From the parent's bottom (0, 20) to the child at (40, y): a leaf's top 15 above, an
    // inner node's 10; the child's row is 100 below the parent.
    let look = |y: f32, leaf_child: bool, child: Status| {
        let mut geo = two_nodes();
        (geo.x[1], geo.y[1]) = (40.0, y);
        let f = EdgeFacts {
            child,
            parent: Status::Done,
            leaf_child,
            on_line: false,
            prob,
        };
        let p = EdgeLook::new(&f, &geo, 0, 1).prob.expect("a probability");
        (tenths(p.x), tenths(p.y), p.text.to_string())
    };
    let at = |x: &str, y: &str| (x.to_string(), y.to_string(), "0.25".to_string());
    let (done, struck) = (Status::Done, Status::Pruned);
    // Over a leaf: as low as its bottom (9 below its middle, the baseline 6 below) stays 3
    // over the row's top, 85.
    assert_eq!(look(100.0, true, done), at("32.6", "79"));
    // A staggered leaf's edge passes between the first row's leaves: above their tops too.
    assert_eq!(look(130.0, true, done), at("22.3", "79"));
    // Over an inner node, at the middle (20, 85) where the levels are far apart...
    assert_eq!(look(160.0, false, done), at("20", "91"));
    // ...else higher, its bottom 4 over the highest cut tag its row can draw (48 over it).
    assert_eq!(look(124.0, false, done), at("16.6", "65"));
    assert_eq!(look(100.0, false, done), at("8.6", "41"));
    // A struck edge's strike is across its middle: low, above the label (4 over the top, 90).
    assert_eq!(look(100.0, false, struck), at("30.9", "80"));
}

/// A chance node's accessible name says what it is.
#[test]
fn a_chance_nodes_accessible_name_says_so() {
    let (tree, trace, replay) = solved("[~[0.5@3, 0.5@[4, 6]], ~[2, 9]]", usize::MAX);
    let geo = at(20.0, f32::INFINITY);
    let look = NodeLook::new(&facts(&tree, &trace, &replay, 1), &geo, 0);
    assert_eq!(look.data.kind, "chance");
    let name = look.aria_label.to_string();
    assert!(name.starts_with("Chance node B, (value) 3.5"), "{name}");
}

/// The same under chance nodes, whose children's names say their probability too.
#[test]
fn a_chance_trees_visible_words_are_in_its_accessible_names() {
    visible_words_are_named(
        "[~[0.25@3, 0.75@[4, -6]], -[~[1, 9], 2], ~[1/3@[2, 8], 2/3@5]]",
        60,
    );
}

/// Below a chance node, a child's accessible name says its probability as its edge writes it
/// (typed, `0.25` or `1/3`, or the equal share), in parentheses after what the node is: the
/// edge draws it, hidden from screen readers, not the node. Nodes under no chance node, and
/// every node of a tree without chance nodes, are named as before.
#[test]
fn a_chance_nodes_child_says_its_probability() {
    let notation = "[~[0.25@3, 0.75@[4, 6]], ~[1, 9, 4], ~[1/3@2, 2/3@5]]";
    let (tree, trace, replay) = solved(notation, usize::MAX);
    let geo = at(20.0, f32::INFINITY);
    let name = |n: NodeId| {
        NodeLook::new(&facts(&tree, &trace, &replay, n), &geo, 0)
            .aria_label
            .to_string()
    };
    let find = |label: &str| {
        (0..tree.len() as NodeId)
            .find(|&n| tree.label(n) == label)
            .unwrap()
    };
    let enter = "Press Enter to move it or give it an estimate.";
    assert_eq!(
        name(find("E")),
        "Leaf E, (probability 0.25), (value) 3, searched. Press Enter to change it."
    );
    assert_eq!(
        name(find("F")),
        format!("Min node F, (probability 0.75), (value) 4, α −∞, β 4, searched. {enter}")
    );
    // Equally likely children say their share, as their edges write it; a typed fraction
    // stays as typed.
    for (label, said) in [
        ("G", "Leaf G, (probability 1/3), (value) 1,"),
        ("J", "Leaf J, (probability 1/3), (value) 2,"),
    ] {
        let name = name(find(label));
        assert!(name.starts_with(said), "{name}");
    }
    // The root, the chance nodes under it and a Min node's leaf have none.
    for n in [0, find("B"), find("L")] {
        assert!(!name(n).contains("probability"), "{}", name(n));
    }
    // Every child of a chance node says what its edge writes.
    for n in 1..tree.len() as NodeId {
        let drawn = EdgeFacts::at(&tree, &replay, n)
            .and_then(|e| EdgeLook::new(&e, &two_nodes(), 0, 0).prob)
            .map(|p| p.text.to_string());
        let said = facts(&tree, &trace, &replay, n).prob.map(|p| p.to_string());
        assert_eq!(said, drawn, "node {n}");
        if let Some(p) = drawn {
            assert!(
                name(n).contains(&format!("(probability {p})")),
                "{}",
                name(n)
            );
        }
    }
    // A tree without chance nodes: no probability anywhere, the names as they were.
    let (tree, trace, replay) = solved("[[3,5],[2,9]]", usize::MAX);
    for n in 0..tree.len() as NodeId {
        let f = facts(&tree, &trace, &replay, n);
        assert_eq!(f.prob, None);
        assert!(!NodeLook::new(&f, &geo, 0)
            .aria_label
            .to_string()
            .contains("probability"));
    }
    let leaf = NodeLook::new(&facts(&tree, &trace, &replay, 3), &geo, 0);
    assert_eq!(
        leaf.aria_label.to_string(),
        "Leaf E, (value) 5, searched. Press Enter to change it."
    );
}

/// Every number a view of `notation` (searched with leaf `bounds`, Star1) shows at any step:
/// each node's value, best so far, alpha and beta, and the narration's.
fn every_number_shown(notation: &str, bounds: &str) -> Vec<String> {
    let tree = parse(notation).unwrap();
    let mut settings = Settings::default();
    let (lo, hi) = ::search::read_pair(bounds).unwrap();
    settings.bounds = Some(::search::Window { lo, hi });
    let trace = search(&tree, settings);
    let mut replay = Replay::new(&tree);
    let mut out = Vec::new();
    for step in 0..=trace.events.len() {
        replay.seek(&tree, &trace, step);
        for n in 0..tree.len() as NodeId {
            let f = facts(&tree, &trace, &replay, n);
            let shown = [f.value, f.best, f.alpha, f.beta];
            out.extend(shown.into_iter().flatten().map(|s| s.to_string()));
        }
    }
    // The narration's numbers, but for the probabilities (`1/3`, as their edges write them).
    for i in 0..trace.events.len() {
        let said = teach::narrate(&tree, &trace, i, teach::Style::PLAIN);
        let words: Vec<&str> = said.split([' ', ',', ':', '(', ')', '=']).collect();
        for (i, w) in words.iter().enumerate() {
            let number = w.trim_end_matches('.');
            let prob = i > 0 && words[i - 1] == "probability" || words.get(i + 1) == Some(&"×");
            if !prob && number.starts_with(|c: char| c.is_ascii_digit()) {
                out.push(number.to_string());
            }
        }
    }
    out
}

/// Issue 42: a view of decimals writes every number as a decimal: where the tree's values are
/// decimals, a value no decimal writes exactly (Star1's `249/70`, a mean of thirds) is
/// rounded one place finer than the leaves, in the drawing and the narration alike.
#[test]
fn a_view_writes_its_numbers_one_way() {
    let decimals = "[-[~[0.5@[1.9, 3.2], 0.5@[0.4, 2.5]], ~[0.3@[1.2,0.5],0.7@[2.1,1.1]]], \
                    -[~[1.5,0.3,2.2],~[0.1,1.7,0.9]]]";
    let shown = every_number_shown(decimals, "0,4");
    let fractions: Vec<_> = shown.iter().filter(|s| s.contains('/')).collect();
    assert!(fractions.is_empty(), "{fractions:?}");
    assert!(
        shown.iter().any(|s| s == "3.56"),
        "249/70 rounded: {shown:?}"
    );
    assert!(
        shown.iter().any(|s| s == "≤1.33" || s == "1.33"),
        "4/3: {shown:?}"
    );
    // A view of integers writes a mean no decimal writes as a fraction, as before.
    let integers = every_number_shown("[~[1,2,2],-[~[-3,-3,-4],9]]", "-9,9");
    assert!(integers.iter().any(|s| s == "5/3"), "{integers:?}");
}
