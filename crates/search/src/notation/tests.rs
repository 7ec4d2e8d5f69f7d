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

/// Each inner node's kind when Max moves at the root, as `+`, `-` or `~`, in preorder.
fn kinds(text: &str, root: crate::Side) -> String {
    let t = parse(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
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
        let t = parse(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
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
    let off = parse("~[0.33333333@1, 0.33333333@2, 0.33333333@3]").unwrap_err();
    let total = crate::Ratio::new(99_999_999, 100_000_000);
    assert_eq!(off.kind, ParseErrorKind::ProbabilitySum { total });
    // Normalized: the weights add up to 1 exactly.
    let t = parse("~[0.3333333333@1, 0.3333333333@2, 0.3333333333@3]").unwrap();
    assert!(t
        .children(0)
        .all(|c| t.weight(c) == crate::Ratio::new(1, 3)));
}

fn err(text: &str) -> ParseError {
    match parse(text) {
        Ok(t) => panic!("{text:?} parsed as {}", t.to_notation()),
        Err(e) => e,
    }
}

/// Where an error is, and what: `teach::words` has the tests of its words.
fn at(text: &str) -> (usize, usize, ParseErrorKind) {
    let e = err(text);
    (e.line, e.column, e.kind)
}

#[test]
fn errors_say_where_and_what() {
    use ParseErrorKind::*;
    assert_eq!(at(""), (1, 1, EmptyTree));
    let (open, close) = ('[', ']');
    let never = NeverClosed {
        open,
        close,
        line: 1,
        column: 1,
    };
    assert_eq!(at("[1,2"), (1, 5, never));
    let found = Found::Char(')');
    let wrong = WrongCloser {
        open,
        close,
        line: 1,
        column: 1,
        found,
    };
    assert_eq!(at("[1,2)"), (1, 5, wrong));
    let why = crate::value::ValueError::NotANumber;
    let (text, role) = ("3.3.3".to_string(), NumberRole::Leaf);
    assert_eq!(
        at("[1,\n 2, 3.3.3]"),
        (2, 5, NotANumber { text, role, why })
    );
    assert_eq!(at("[]"), (1, 2, EmptyList));
    assert_eq!(at("[1,,2]"), (1, 4, TwoCommas));
    assert_eq!(at("[,1]"), (1, 2, CommaFirst));
    let found = Found::Char('[');
    assert_eq!(at("<4[1]"), (1, 3, EstimateUnclosed { column: 1, found }));
    assert_eq!(at("[~3]"), (1, 3, ChanceNeedsList { after: Some('3') }));
    assert_eq!(at("[0.5@1, 0.5@2]"), (1, 2, ProbabilityOutside));
    assert_eq!(at("[1, ~[0.5@1, 2]]"), (1, 14, ProbabilityMissing));
    let found = Found::Char(']');
    let name = "x".to_string();
    assert_eq!(at("[1,x]"), (1, 5, ExpectedAfterLabel { name, found }));
}

#[test]
fn limits_give_errors_not_crashes() {
    let deep = format!("{}1{}", "[".repeat(10_000), "]".repeat(10_000));
    assert_eq!(err(&deep).kind, ParseErrorKind::TooDeep { max: 64 });
    let ok_deep = format!("{}1{}", "[".repeat(64), "]".repeat(64));
    assert_eq!(parse(&ok_deep).unwrap().height(), 64);
    let wide = format!("[{}]", vec!["1"; 100_000].join(","));
    let max = 100_000;
    assert_eq!(err(&wide).kind, ParseErrorKind::TooManyNodes { max });
    let fits = format!("[{}]", vec!["1"; 99_999].join(","));
    assert_eq!(parse(&fits).unwrap().len(), 100_000);
}
