//! The words of the notation's errors: each says where and what, exactly as the page, `ablab`
//! and the sheets show it.

use crate::words::Worded;
use search::parse;

fn err(text: &str) -> String {
    match parse(text) {
        Ok(t) => panic!("{text:?} parsed as {}", t.to_notation()),
        Err(e) => e.said().to_string(),
    }
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

#[test]
fn probabilities_that_do_not_add_up_say_their_sum() {
    assert_eq!(
        err("~[0.33333333@1, 0.33333333@2, 0.33333333@3]"),
        "line 1, column 1: the probabilities of this chance node's children add up to 0.99999999, not 1 (they may differ from 1 by at most 1e-9)"
    );
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

#[test]
fn the_other_errors_say_what_they_always_said() {
    use search::edit::{add_child, delete};
    use search::{check_depth_limit, random::RandomSpec, Settings};
    let t = parse("[[1,2],[3,4]]").unwrap();
    let only = delete(&parse("[[1],2]").unwrap(), 2).unwrap_err();
    assert!(only.said().to_string().contains("only child"), "{only:?}");
    let many = add_child(&t, 1, 7).unwrap_err().said().to_string();
    assert!(many.contains("more than 7 nodes"), "{many}");
    let spec = RandomSpec {
        depth: 8,
        max_children: 5,
        ..RandomSpec::default()
    };
    let big = spec.check(100_000).unwrap_err().said().to_string();
    assert!(big.contains("too big") && big.contains("488"), "{big}");
    let limit = Settings {
        depth_limit: Some(1),
        ..Settings::default()
    };
    let one = parse("[<1>[1,2],[3,4]]").unwrap();
    let one = check_depth_limit(&one, &limit)
        .unwrap_err()
        .said()
        .to_string();
    assert!(
        one.ends_with("e.g. <4>[...]") && !one.contains("nor"),
        "{one}"
    );
    let both = check_depth_limit(&t, &limit)
        .unwrap_err()
        .said()
        .to_string();
    assert!(both.contains("(nor has 1 other node at depth 1)"), "{both}");
}
