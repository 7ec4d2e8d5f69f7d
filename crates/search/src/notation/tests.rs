use super::*;

#[test]
fn a_pasted_minus_sign_reads_as_minus() {
    let tree = parse("[\u{2212}3, [4, \u{2212}2.5]]").expect("the page's minus sign");
    let values: Vec<String> = tree
        .leaves()
        .iter()
        .map(|&n| tree.value(n).map(|v| v.to_string()).unwrap_or_default())
        .collect();
    assert_eq!(values, ["-3", "4", "-2.5"]);
}

#[test]
fn characters_are_quoted_or_named() {
    assert_eq!(quote_char('x'), "'x'");
    assert_eq!(quote_char('é'), "'é'");
    assert_eq!(quote_char('\u{7}'), "U+0007");
    assert_eq!(quote_char('\n'), "U+000A");
}

fn err(text: &str) -> String {
    match parse(text) {
        Ok(t) => panic!("{text:?} parsed as {}", t.to_notation()),
        Err(e) => e.to_string(),
    }
}

#[test]
fn json_and_friendly_forms() {
    let json = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    assert_eq!(json.len(), 13);
    let friendly = parse("( (3 12 8) (2 4 6)\n (14 5 2) )").unwrap();
    assert_eq!(friendly.to_notation(), json.to_notation());
    let labelled = parse("A(B(3 12 8) C[2, 4, 6] D: [14 5 2])").unwrap();
    assert_eq!(labelled.label(0), "A");
    assert_eq!(labelled.to_notation(), "A[B[3,12,8],C[2,4,6],D[14,5,2]]");
    let leaf_labels = parse("[x:1, y = 2]").unwrap();
    assert_eq!(leaf_labels.label(1), "x");
    assert_eq!(leaf_labels.to_notation(), "[x:1,y:2]");
    assert_eq!(
        parse("[1.5e1, -3.01, 4.99]").unwrap().to_notation(),
        "[15,-3.01,4.99]"
    );
    assert_eq!(parse("7").unwrap().len(), 1);
    assert_eq!(
        parse("[1,2,] # trailing comma and a comment")
            .unwrap()
            .len(),
        3
    );
}

#[test]
fn errors_say_where_and_what() {
    assert_eq!(
        err(""),
        "line 1, column 1: the tree is empty: write a list such as [[3,5],[6,9]]"
    );
    assert_eq!(
        err("[1,2"),
        "line 1, column 5: the '[' at line 1, column 1 is never closed: expected ']'"
    );
    assert_eq!(
        err("[1,2)"),
        "line 1, column 5: expected ']' to close the '[' at line 1, column 1, found ')'"
    );
    assert_eq!(
        err("[1,x]"),
        "line 1, column 5: expected '[', '(' or ':' after the label 'x', found ']'"
    );
    assert_eq!(
        err("[1,\n 2, 3.3.3]"),
        "line 2, column 5: '3.3.3' is not a leaf value: expected a number such as 7, -3 or 4.99"
    );
    assert_eq!(err("[]"), "line 1, column 2: empty list: a node needs at least one child (or write a number for a leaf)");
    assert_eq!(err("[1],[2]"), "line 1, column 4: unexpected ',' after the end of the tree (is a bracket closed too early?)");
    assert_eq!(
        err("[1,,2]"),
        "line 1, column 4: two commas in a row: expected a number or '['"
    );
    assert_eq!(
        err("[,1]"),
        "line 1, column 2: expected a number or '[' before ','"
    );
    assert_eq!(
        err("[NaN]"),
        "line 1, column 2: 'NaN' is not allowed: leaf values must be finite numbers"
    );
    assert_eq!(err("[1e999]"), "line 1, column 2: '1e999' is not a leaf value: number too large: values must lie within about ±10^18");
    assert_eq!(
        err("[<x>[1,2]]"),
        "line 1, column 3: 'x' is not an estimate: expected a number such as 7, -3 or 4.99"
    );
    assert!(err("[1, \"2\"]").contains("found '\"'"));
    assert_eq!(err("[<4>1]"), "line 1, column 5: an estimate <v> belongs to an inner node: expected '[' after it, found '1'");
    assert_eq!(
        err("<4[1]"),
        "line 1, column 3: expected '>' to close the estimate opened at column 1, found '['"
    );
}

#[test]
fn limits_give_errors_not_crashes() {
    let deep = format!("{}1{}", "[".repeat(10_000), "]".repeat(10_000));
    assert!(err(&deep).contains("too deep: a tree may have at most 64 levels"));
    let ok_deep = format!("{}1{}", "[".repeat(64), "]".repeat(64));
    assert_eq!(parse(&ok_deep).unwrap().height(), 64);
    let wide = format!("[{}]", vec!["1"; 100_000].join(","));
    assert!(err(&wide).contains("too many nodes: a tree may have at most 100000 nodes"));
    let fits = format!("[{}]", vec!["1"; 99_999].join(","));
    assert_eq!(parse(&fits).unwrap().len(), 100_000);
}

/// Each inner node's kind when Max moves at the root, as `+`, `-` or `~`, in preorder.
fn kinds(text: &str, root: crate::Side) -> String {
    let t = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    (0..t.len() as crate::NodeId)
        .filter(|&n| !t.is_leaf(n))
        .map(|n| t.kind(n, root).sign())
        .collect()
}

#[test]
fn signs_mark_kinds_and_unsigned_lists_alternate_from_the_nearest_side() {
    use crate::Side::{Max, Min};
    // Without signs, by depth from the root's side.
    assert_eq!(kinds("[[1,[2,3]],[4]]", Max), "+-+-");
    assert_eq!(kinds("[[1,[2,3]],[4]]", Min), "-+-+");
    // A sign is absolute; below it, unsigned lists take the other side.
    assert_eq!(kinds("-[[1,2],[3]]", Max), "-++");
    assert_eq!(kinds("-[[1,2],[3]]", Min), "-++");
    // One Max over two Min agents (the multi-ghost Pacman of CS188).
    assert_eq!(kinds("+[-[-[1,2],-[3,4]],-[-[5],[6]]]", Max), "+-----+");
    // Chance nodes are passed over: below one, the side opposite to the Max above it.
    assert_eq!(kinds("[~[[1,2],[3,4]],[5]]", Max), "+~---");
    // With no side above, unsigned lists take the root's side.
    assert_eq!(kinds("~[[1,2],[3,4]]", Min), "~--");
    // A tree without signs stores nothing more and reads as before.
    assert!(parse("[[1,2],[3]]").unwrap().is_plain());
    assert!(!parse("[+[1,2],[3]]").unwrap().is_plain());
}

#[test]
fn signs_labels_estimates_and_probabilities_round_trip() {
    for (text, shown) in [
        ("B-[3, 5]", "B-[3,5]"),
        ("[<4>-[1,2], -<5>[3,4]]", "[<4>-[1,2],<5>-[3,4]]"),
        ("A+[B<4>-[1,2], C~[x:1, 2]]", "A+[B<4>-[1,2],C~[x:1,2]]"),
        (
            "~[0.5@3, 0.25 @ [4,6], .25@7]",
            "~[0.5@3,0.25@[4,6],0.25@7]",
        ),
        ("~[1/3@1, 1/3@x:2, 1/3@B+[3]]", "~[1/3@1,1/3@x:2,1/3@B+[3]]"),
        ("(~(1 2) \u{2212}(3 4))", "[~[1,2],-[3,4]]"),
        ("[+[-1,+2],-[-3]]", "[+[-1,2],-[-3]]"),
    ] {
        let t = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(t.to_notation(), shown, "{text}");
        assert_eq!(parse(shown).as_ref(), Ok(&t), "{shown}");
    }
    let t = parse("~[0.5@3, 0.25@[4,6], 0.25@7]").unwrap();
    let w: Vec<String> = t
        .children(0)
        .map(|c| t.weight(c).unwrap().to_string())
        .collect();
    assert_eq!(w, ["0.5", "0.25", "0.25"]);
    let equal = parse("~[1, 2, 3]").unwrap();
    let third = crate::Ratio::new(1, 3);
    assert!(equal.children(0).all(|c| equal.weight(c) == third));
    assert!(equal.has_chance() && !equal.alternates());
}

#[test]
fn probabilities_add_up_to_one_within_a_billionth() {
    // Off by exactly 1e-9 (three times 0.333333333 plus 0.000000001 is 1): fine; by less too.
    assert!(parse("~[0.333333333@1, 0.333333333@2, 0.333333333@3]").is_ok());
    assert!(parse("~[0.3333333333@1, 0.3333333333@2, 0.3333333333@3]").is_ok());
    assert_eq!(
        err("~[0.33333333@1, 0.33333333@2, 0.33333333@3]"),
        "line 1, column 1: the probabilities of this chance node's children add up to 0.99999999, not 1 (they may differ from 1 by at most 1e-9)"
    );
    // Normalized: the weights add up to 1 exactly.
    let t = parse("~[0.3333333333@1, 0.3333333333@2, 0.3333333333@3]").unwrap();
    assert!(t
        .children(0)
        .all(|c| t.weight(c) == crate::Ratio::new(1, 3)));
}

#[test]
fn sign_and_probability_errors_say_where_and_what() {
    assert_eq!(
        err("[1, ~[0.5@1, 2]]"),
        "line 1, column 14: this child of a chance node has no probability: give every child one (p@child), or none for equally likely children"
    );
    assert_eq!(
        err("[1,\n ~[0.5@1, 0.4@2]]"),
        "line 2, column 2: the probabilities of this chance node's children add up to 0.9, not 1 (they may differ from 1 by at most 1e-9)"
    );
    assert_eq!(
        err("[0.5@1, 0.5@2]"),
        "line 1, column 2: a probability p@ belongs to a child of a chance node, as in ~[0.5@3, 0.5@7]"
    );
    assert_eq!(
        err("0.5@[1]"),
        "line 1, column 1: a probability p@ belongs to a child of a chance node, as in ~[0.5@3, 0.5@7]"
    );
    assert_eq!(
        err("~[1.5@1, -0.5@2]"),
        "line 1, column 3: '1.5' is not a probability: a probability lies above 0 and at most 1, not 1.5"
    );
    assert_eq!(
        err("~[0@1, 1@2]"),
        "line 1, column 3: '0' is not a probability: a probability lies above 0 and at most 1, not 0"
    );
    assert_eq!(
        err("[~3]"),
        "line 1, column 3: '~' marks a chance node: expected '[' right after it, found '3'"
    );
    assert_eq!(
        err("[-<4>3]"),
        "line 1, column 6: an estimate <v> belongs to an inner node: expected '[' after it, found '3'"
    );
    assert!(err("[B-3]").contains("after the label 'B'"));
    assert!(err("~[1@]").contains("expected a number or '['"));
    let long = "~[0.000000000000000001@[1, 0.000000000000000001], 0.999999999999999999@999999999999999999]";
    assert_eq!(
        err(long),
        "line 1, column 1: the means of this chance node need more than 18 digits to be kept exactly: use fewer decimals or simpler probabilities"
    );
}
