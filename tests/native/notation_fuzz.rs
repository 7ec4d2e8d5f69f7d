//! Bad notation of every kind gives an error, never a panic, and the error points inside the
//! text (good notation in every accepted spelling: `notation_spelling`).

use alphabeta_lab::search::*;
use alphabeta_lab::teach::Worded;
use proptest::prelude::*;

// ---------------------------------------------------------------------------------------------
// The checks every parse result must pass
// ---------------------------------------------------------------------------------------------

/// Checks a parse result: an error points at a char boundary inside the text with a 1-based
/// line and column that match its offset and a non-empty message; a tree round-trips.
pub(super) fn check(text: &str, result: &Result<Tree, ParseError>) -> Result<(), TestCaseError> {
    match result {
        Err(e) => {
            prop_assert!(e.line >= 1, "{:?}: line {}", text, e.line);
            prop_assert!(e.column >= 1, "{:?}: column {}", text, e.column);
            prop_assert!(e.offset <= text.len(), "{:?}: offset {}", text, e.offset);
            prop_assert!(
                text.is_char_boundary(e.offset),
                "{:?}: offset {} inside a character",
                text,
                e.offset
            );
            prop_assert!(
                !e.kind.said().to_string().trim().is_empty(),
                "{:?}: empty message",
                text
            );
            let before = &text[..e.offset];
            let line = before.matches('\n').count() + 1;
            let column = before[before.rfind('\n').map_or(0, |i| i + 1)..]
                .chars()
                .count()
                + 1;
            prop_assert_eq!(
                (e.line, e.column),
                (line, column),
                "{:?}: {}",
                text,
                e.said()
            );
            let shown = e.said().to_string();
            let prefix = format!("line {line}, column {column}: ");
            prop_assert!(shown.starts_with(&prefix), "{:?}", shown);
        }
        Ok(tree) => {
            prop_assert!(tree.len() <= Limits::default().max_nodes);
            prop_assert!(usize::from(tree.height()) <= Limits::default().max_depth);
            let printed = tree.to_notation();
            let back = parse(&printed)
                .map_err(|e| TestCaseError::fail(format!("{text:?} -> {printed:?}: {e:?}")))?;
            prop_assert_eq!(&back, tree, "{:?} -> {:?}", text, printed);
            prop_assert_eq!(back.to_notation(), printed);
        }
    }
    Ok(())
}

pub(super) fn check_text(text: &str) -> Result<(), TestCaseError> {
    check(text, &parse(text))
}

// ---------------------------------------------------------------------------------------------
// Arbitrary and nearly-valid text
// ---------------------------------------------------------------------------------------------

/// Pieces of notation, good and bad, to glue together.
const TOKENS: &[&str] = &[
    "[",
    "]",
    "~[",
    "-[",
    "+(",
    "~",
    "@",
    "0.5@",
    "1/3@",
    "/",
    "1.5@",
    "(",
    ")",
    "-",
    "+",
    ".",
    ",",
    ":",
    "=",
    "0",
    "1",
    "7",
    "42",
    "-3",
    "4.99",
    ".5",
    "5.",
    "e",
    "E",
    "1e3",
    "1e999",
    "1e-999",
    "#",
    "# note\n",
    " ",
    "\n",
    "\t",
    "\r\n",
    "x",
    "A",
    "z",
    "_",
    "'",
    "B[",
    "H:",
    "x=",
    "inf",
    "NaN",
    "Infinity",
    "\"",
    "é",
    "ß",
    "Ω(",
    "−",
    "٣",
    "😀",
    "\0",
    "\u{feff}",
    "\u{a0}",
    "\u{2028}",
    "9999999999999999999",
    "0x10",
    "1_000",
];

/// Characters to edit valid notation with.
pub(super) const EDIT_CHARS: &[char] = &[
    '[', ']', '(', ')', ',', ':', '=', '-', '+', '~', '@', '/', '.', 'e', '#', ' ', '\n', '0', '9',
    'x', '"', 'é', '😀', '\0',
];

fn token_soup() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(TOKENS), 0..40).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 10_000, ..ProptestConfig::default() })]

    /// Any string at all.
    #[test]
    fn any_string_parses_or_errs(text in ".*") {
        check_text(&text)?;
    }

    /// Strings over the notation's own alphabet (and a few letters), so that many come close.
    #[test]
    fn notation_alphabet_parses_or_errs(text in "[\\[\\]()+~@/.,:=0-9eE# \nxAz-]{0,60}") {
        check_text(&text)?;
    }

    /// Strings built from whole tokens, good and bad, ASCII and not.
    #[test]
    fn token_soup_parses_or_errs(text in token_soup()) {
        check_text(&text)?;
    }
}

// ---------------------------------------------------------------------------------------------
// Hand-written bad inputs
// ---------------------------------------------------------------------------------------------

fn expect_err(text: &str) -> ParseError {
    match parse(text) {
        Ok(t) => panic!("{:?} parsed as {}", short(text), t.to_notation()),
        Err(e) => {
            if let Err(fail) = check(text, &Err(e.clone())) {
                panic!("{:?}: {fail}", short(text));
            }
            assert!(!e.kind.said().to_string().is_empty(), "{:?}", short(text));
            e
        }
    }
}

fn short(text: &str) -> String {
    if text.len() > 80 {
        format!(
            "{}... ({} bytes)",
            &text[..text.floor_char_boundary(60)],
            text.len()
        )
    } else {
        text.to_string()
    }
}

#[test]
fn bad_inputs_are_errors() {
    let bad = [
        // Empty.
        "",
        " ",
        "\n\n\t",
        "# just a comment",
        "# a comment\n",
        // Unclosed.
        "[",
        "(",
        "[1",
        "[1,",
        "[1,2",
        "[[1,2],[3",
        "(1 2",
        "[1 # the closer is in a comment ]",
        // Extra or early closers.
        "]",
        ")",
        "[1]]",
        "[1,2]]",
        "(1))",
        "[1],[2]",
        "[1][2]",
        "[1] 2",
        "1 2",
        "1]",
        // Mismatched brackets.
        "[1)",
        "(1]",
        "[(1])",
        "([1)]",
        "[[1,2),(3,4]]",
        // Empty lists.
        "[]",
        "()",
        "[ ]",
        "[[]]",
        "[1,[]]",
        "[# nothing\n]",
        // Commas.
        ",",
        "[,]",
        "[,1]",
        "[1,,2]",
        "[1, ,2]",
        ",[1]",
        "[1],",
        // Not numbers.
        "NaN",
        "nan",
        "[NaN]",
        "[nan]",
        "inf",
        "[inf]",
        "[-inf]",
        "[+inf]",
        "Infinity",
        "[Infinity]",
        "[-Infinity]",
        "INF",
        "[1e999]",
        "1e999",
        "[-1e999]",
        "[1e-999]",
        "[1000000000000000000]",
        "[0.1234567890123456789]",
        "-",
        "[-]",
        "+",
        "[+]",
        ".",
        "[.]",
        "--1",
        "[--1]",
        "[+-1]",
        "[1-2]",
        "[1e]",
        "[1e+]",
        "[e5]",
        "1.2.3",
        "[1.2.3]",
        "0x10",
        "[0x10]",
        "[1_000]",
        "[1,000.5.]",
        "[12abc]",
        // Quoted strings.
        "\"[1,2]\"",
        "[\"1\"]",
        "['1']",
        "[1, \"two\"]",
        "['a', 'b']",
        // Labels without bodies.
        "A",
        "A:",
        "A=",
        "[A]",
        "[x]",
        "[x:]",
        "[x=]",
        "[x:,1]",
        "A[]",
        "A(B C)",
        "[x 1]",
        "[x:y:1]",
        "[x: [ ] ]",
        "A B[1]",
        "[1, x]",
        "ThisLabelIsFarTooLongForIt[1]",
        "[ThisLabelIsFarTooLongForIt:1]",
        // Unicode (the minus sign U+2212 is read as '-': the page writes values with it).
        "[１]",
        "[1,２]",
        "[٣]",
        "[😀]",
        "😀",
        "[1,😀]",
        "[é]",
        "é",
        "[1 ≥ 2]",
        "\u{feff}[1]",
        "[1]\u{feff}",
        "[1,\u{200b}2]",
        // NUL and other control characters.
        "\0",
        "[\0]",
        "[1\0]",
        "[1,\0 2]",
        "[1]\0",
        "\0[1]",
        "[1\u{7}]",
        "[1\u{1b}[0m]",
    ];
    for text in bad {
        expect_err(text);
    }
}

#[test]
fn error_positions_on_later_lines_and_after_wide_characters() {
    let e = expect_err("[1,\n 2,\n  😀]");
    assert_eq!((e.line, e.column), (3, 3));
    let e = expect_err("[Ωmega:1, 😀]");
    assert_eq!((e.line, e.column), (1, 11));
    assert_eq!(e.offset, "[Ωmega:1, ".len());
    let e = expect_err("[1,\r\n x]");
    assert_eq!(e.line, 2);
}

#[test]
fn ten_thousand_deep_is_an_error() {
    for (open, close) in [("[", "]"), ("(", ")"), ("A[", "]"), ("x:(", ")")] {
        let deep = format!("{}1{}", open.repeat(10_000), close.repeat(10_000));
        let e = expect_err(&deep);
        assert!(
            e.kind.said().to_string().contains("too deep"),
            "{}",
            e.kind.said()
        );
        let unclosed = open.repeat(10_000);
        let e = expect_err(&unclosed);
        assert!(
            e.kind.said().to_string().contains("too deep"),
            "{}",
            e.kind.said()
        );
    }
    let closers = "]".repeat(10_000);
    expect_err(&closers);
    let alternating = "[(".repeat(5_000);
    expect_err(&alternating);
}

#[test]
fn a_million_siblings_is_too_many_nodes() {
    let wide = format!("[{}1]", "1,".repeat(1_000_000));
    let e = expect_err(&wide);
    assert!(
        e.kind.said().to_string().contains("too many nodes"),
        "{}",
        e.kind.said()
    );
    // The error points at the first node over the limit.
    let before = &wide[..e.offset];
    assert_eq!(before.matches('1').count(), Limits::default().max_nodes - 1);
    // Nested wide lists hit the same limit.
    let nested = format!("[{}]", vec!["[1,2,3,4]"; 30_000].join(","));
    let e = expect_err(&nested);
    assert!(
        e.kind.said().to_string().contains("too many nodes"),
        "{}",
        e.kind.said()
    );
}

#[test]
fn huge_tokens_are_errors_not_crashes() {
    let long_number = format!("[{}]", "9".repeat(1_000_000));
    expect_err(&long_number);
    let long_exponent = format!("[1e{}]", "9".repeat(100_000));
    expect_err(&long_exponent);
    let long_label = format!("[{}:1]", "a".repeat(100_000));
    expect_err(&long_label);
    let long_comment = format!("[1 #{}", "x".repeat(1_000_000));
    expect_err(&long_comment);
}

#[test]
fn near_misses_that_are_fine() {
    // Things that look odd but are accepted, so the bad-input list stays honest.
    for text in [
        "7",
        "-0",
        "[1,2,]",
        "[1 2]",
        "(1 (2 3))",
        "[x:1, y = 2]",
        "A(B(1) C[2])",
        "[.5, 5., +5, 1e3, 1E-3, 007]",
        "[0e999999]",
        "# comment\n[1]\n# another",
        "[1\u{a0}2]",
        "[Ωmega:1]",
    ] {
        let result = parse(text);
        assert!(result.is_ok(), "{text:?}: {:?}", result.err());
        if let Err(fail) = check(text, &result) {
            panic!("{text:?}: {fail}");
        }
    }
}
