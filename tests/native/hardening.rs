//! Hardening: the URL decoder and the page's start from any query never panic; strange leaf
//! values each get a clear message or a correct result; a million random notations parse or
//! fail cleanly, and what parses is searched (run with --ignored, in release: scripts/test.sh
//! does).

use alphabeta_lab::model::Model;
use alphabeta_lab::query::{parse_query, percent_decode, percent_encode};
use alphabeta_lab::search::random::SplitMix;
use alphabeta_lab::search::*;
use alphabeta_lab::teach::Worded;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 5000, ..ProptestConfig::default() })]

    /// Any query, however garbled, gives a page: no panic, a tree, a step within the trace.
    #[test]
    fn any_query_opens_a_page(q in ".{0,120}", pct in "(%[0-9A-Fa-f]{0,2}|[a-z=&\\[\\],0-9+~@/-]){0,60}") {
        for text in [q.clone(), pct.clone(), format!("?tree={pct}&step={q}"), format!("?{q}")] {
            let parsed = parse_query(&text);
            let m = Model::from_query(&parsed, 1280.0);
            prop_assert!(!m.tree().is_empty());
            prop_assert!(m.step() <= m.steps());
        }
    }

    /// Encoding then decoding gives the text back.
    #[test]
    fn percent_round_trip(s in ".{0,80}") {
        prop_assert_eq!(percent_decode(&percent_encode(&s)), s);
    }
}

fn msg(text: &str) -> String {
    match parse(text) {
        Ok(t) => format!("ok {}", t.to_notation()),
        Err(e) => e.said().to_string(),
    }
}

#[test]
fn strange_leaf_values() {
    assert!(msg("[1, 99999999999999999999]").contains("number too large"));
    assert!(msg("[1e999]").contains("number too large"));
    assert!(msg("[NaN]").contains("'NaN' is not allowed"));
    assert!(msg("[inf]").contains("'inf' is not allowed"));
    assert!(msg("[-inf]").contains("is not a leaf value"));
    assert_eq!(msg("[-0, 0.0, 1]"), "ok [0,0.0,1]");
    assert!(msg("[]").contains("empty list"));
    assert!(msg("").contains("the tree is empty"));
    assert!(msg("[0.1234567890123456789]").contains("too many digits"));
    assert_eq!(msg("[0.123456789012345678]"), "ok [0.123456789012345678]");
    let deep = format!("{}1{}", "[".repeat(10_000), "]".repeat(10_000));
    assert!(msg(&deep).contains("too deep"));
    let wide = format!("[{}1]", "1,".repeat(1_000_000));
    assert!(msg(&wide).contains("too many nodes"));
    // Extreme values still search correctly.
    let t = parse("[[999999999999999999, -999999999999999999], [0.000000000000000001]]").unwrap();
    let trace = search(&t, Settings::default());
    assert_eq!(
        trace.table.show(trace.solution.value, false),
        "0.000000000000000001"
    );
}

/// A million random inputs built from the notation's own characters (and a few others):
/// each parses or gives an error with a sane position.
#[test]
#[ignore = "slow in debug builds; scripts/test.sh runs it in release"]
fn a_million_random_notations() {
    const ALPHABET: &[u8] = b"[[[]]](),,,, 0123456789-+~~@@/.eE:<>#\nAbx_'\"%";
    let mut rng = SplitMix(2026);
    let mut ok = 0usize;
    for _ in 0..1_000_000 {
        let len = (rng.next_u64() % 40) as usize;
        let s: String = (0..len)
            .map(|_| ALPHABET[(rng.next_u64() % ALPHABET.len() as u64) as usize] as char)
            .collect();
        match parse(&s) {
            Ok(t) => {
                ok += 1;
                assert_eq!(parse(&t.to_notation()).as_ref(), Ok(&t), "{s:?}");
                // Every search runs on what parses, each in turn.
                let settings = Settings {
                    algorithm: Algorithm::ALL[ok % Algorithm::ALL.len()],
                    ..Settings::default()
                };
                let trace = search(&t, settings);
                assert!(trace.solution.nodes_visited >= 1, "{s:?}");
            }
            Err(e) => {
                assert!(e.offset <= s.len() && s.is_char_boundary(e.offset), "{s:?}");
                assert!(
                    e.line >= 1 && e.column >= 1 && !e.kind.said().to_string().is_empty(),
                    "{s:?}"
                );
            }
        }
        // The query decoder too.
        let _ = parse_query(&s);
    }
    assert!(ok > 0, "some random inputs are trees");
}
