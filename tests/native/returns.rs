//! Issue 42: a returned value is drawn, named and exported as what it is: exact, or a bound
//! where the node failed low or high (fail-hard's alpha above every child's value) or a
//! cutoff skipped children. By hand on the seeds' tree, and over random trees for every
//! convention and search: each return's kind holds of the node's true value, computed here.

use crate::beyond_props::{any_tree, leaves, notation, settings, window, G};
use alphabeta_lab::draw::geometry::Geometry;
use alphabeta_lab::draw::layout::layout_for;
use alphabeta_lab::draw::look::CutTag;
use alphabeta_lab::draw::{NodeFacts, NodeLook};
use alphabeta_lab::search::*;
use alphabeta_lab::teach::*;
use proptest::prelude::*;
use std::collections::HashMap;
use std::rc::Rc;

/// The seeds' tree, the page's default: A(B(D(3,5), E(6,9)), C(F(1,2), G(0,-1))).
const SEEDS: &str = "[[[3,5],[6,9]],[[1,2],[0,-1]]]";

/// A laptop's drawing width, roomy enough for every tag.
const PAGE_WIDTH: f32 = 1280.0;

/// `text` searched under `settings` and replayed to the end.
fn at_end(text: &str, settings: Settings) -> (Tree, Trace, Replay) {
    let tree = parse(text).unwrap();
    let trace = search(&tree, settings);
    let mut replay = Replay::new(&tree);
    replay.seek(&tree, &trace, trace.events.len());
    (tree, trace, replay)
}

fn id(tree: &Tree, label: &str) -> NodeId {
    (0..tree.len() as NodeId)
        .find(|&n| tree.label(n) == label)
        .unwrap()
}

/// Node `label`'s look at the replay's step: its value as drawn, its accessible name, its
/// `data-cut`, and whether it has a cut tag or badge.
fn drawn(tree: &Tree, trace: &Trace, replay: &Replay, label: &str) -> (String, String, bool, bool) {
    let n = id(tree, label);
    let layout = layout_for(tree, PAGE_WIDTH, &[], false);
    let geo = Geometry::new(tree, &layout, &[]);
    let facts = NodeFacts::searched(tree, trace, replay, n, Rc::from(label));
    let look = NodeLook::new(&facts, &geo, n);
    let value = look
        .value
        .map(|v| v.text.text.to_string())
        .unwrap_or_default();
    let tag = matches!(
        look.cut_tag,
        Some(CutTag::Tag { .. } | CutTag::Badge { .. })
    );
    (
        value,
        look.aria_label.to_string(),
        look.data.cut.is_some(),
        tag,
    )
}

#[test]
fn fail_hard_draws_f_which_failed_low_as_at_most_5() {
    let hard = Settings {
        fail: Fail::Hard,
        ..Settings::default()
    };
    let (tree, trace, replay) = at_end(SEEDS, hard);
    let (f, c) = (id(&tree, "F"), id(&tree, "C"));
    // F sees 1 and 2 under alpha 5 and returns alpha, 5: its value is 2, so 5 is at most.
    assert_eq!(
        replay.node(f).value.map(|v| show(&trace, v)),
        Some("5".into())
    );
    assert_eq!(replay.node(f).returned, Some(Returned::Upper));
    assert_eq!(replay.node(c).returned, Some(Returned::Upper));
    let (value, name, cut, tag) = drawn(&tree, &trace, &replay, "F");
    assert_eq!(value, "≤5");
    assert!(name.contains("(at most) 5"), "{name}");
    assert!(!cut && !tag);
    let (value, name, cut, tag) = drawn(&tree, &trace, &replay, "C");
    assert_eq!(value, "≤5");
    assert!(name.contains("(at most) 5"), "{name}");
    assert!(cut && tag);
    // The trace's words say so too.
    let i = (0..trace.events.len())
        .find(|&i| matches!(trace.events[i], Event::Return { node, .. } if node == f))
        .unwrap();
    let said = narrate(&tree, &trace, i, Style::PLAIN);
    assert!(said.contains("(a bound: F <= 5)"), "{said}");
    // Fail-soft returns F's own value, 2, exact.
    let (tree, trace, replay) = at_end(SEEDS, Settings::default());
    assert_eq!(replay.node(f).returned, Some(Returned::Exact));
    assert_eq!(drawn(&tree, &trace, &replay, "F").0, "2");
}

#[test]
fn a_cut_after_the_last_child_skips_nothing_and_returns_the_exact_value() {
    // A(B(C(3,5), D(4,9))): D = max(4, 9) under beta 5; 9 reaches beta, but it is D's last
    // child.
    let (tree, trace, replay) = at_end("[[[3,5],[4,9]]]", Settings::default());
    let d = id(&tree, "D");
    assert!(replay.node(d).cut && !replay.node(d).skipped);
    assert_eq!(replay.node(d).returned, Some(Returned::Exact));
    let (value, name, cut, tag) = drawn(&tree, &trace, &replay, "D");
    assert_eq!(value, "9");
    assert!(name.contains("(value) 9"), "{name}");
    assert!(!cut && !tag, "no cutoff drawn: {name}");
}

#[test]
fn solve_trace_says_which_returns_are_bounds() {
    let run = |extra: &[&str]| {
        let mut args = vec!["ablab", "solve", SEEDS, "--fail", "hard", "--trace"];
        args.extend_from_slice(extra);
        let out = alphabeta_lab::cli::run(args, &mut "".as_bytes());
        assert_eq!(out.status, 0, "{}", out.stderr);
        out.stdout
    };
    let text = run(&[]);
    assert!(
        text.contains("F returns 5 (a bound: F <= 5) to C"),
        "{text}"
    );
    assert!(
        text.contains("C returns 5 (a bound: C <= 5) to A"),
        "{text}"
    );
    let json: serde_json::Value = serde_json::from_str(&run(&["--json"])).unwrap();
    let bounds = json["bounds"].as_array().unwrap();
    let said: Vec<(&str, &str, &str)> = bounds
        .iter()
        .map(|b| {
            let field = |k: &str| b[k].as_str().unwrap();
            (field("node"), field("value_text"), field("bound"))
        })
        .collect();
    // E's beta cut skips 9 (at least 6); F fails low under alpha 5; C's alpha cut skips G.
    assert_eq!(
        said,
        [
            ("E", "6", "lower"),
            ("F", "5", "upper"),
            ("C", "5", "upper")
        ]
    );
    let step = bounds[1]["step"].as_u64().unwrap() as usize;
    let line = json["trace"][step - 1].as_str().unwrap();
    assert!(line.starts_with("F returns 5 (a bound"), "{line}");
}

fn show(trace: &Trace, s: Score) -> String {
    trace.table.show(s, false)
}

/// Every node's true value under a depth limit, by id (preorder), from Max's side, worked out
/// from the text's meaning (as `beyond_props::reference`): a sign is a node's kind, an unsigned
/// node the other side of the nearest Max or Min above it.
fn truths(g: &G, root_max: bool, limit: Option<u16>) -> Vec<Ratio> {
    let mut out = Vec::new();
    truth(g, None, root_max, 0, limit, &mut out);
    out
}

fn truth(
    g: &G,
    above: Option<bool>,
    root_max: bool,
    depth: u16,
    limit: Option<u16>,
    out: &mut Vec<Ratio>,
) -> Ratio {
    let at = out.len();
    out.push(Ratio::ZERO);
    let v = match g {
        G::Leaf(v) => Ratio::of(*v),
        G::Node {
            sign,
            probs,
            estimate,
            kids,
        } => {
            let max = match sign {
                Some('+') => Some(true),
                Some('-') => Some(false),
                Some(_) => None,
                None => Some(above.map_or(root_max, |m| !m)),
            };
            let side = max.or(above);
            let vals: Vec<Ratio> = kids
                .iter()
                .map(|k| truth(k, side, root_max, depth + 1, limit, out))
                .collect();
            match (estimate, limit) {
                (Some(e), Some(l)) if depth >= l => Ratio::int(*e),
                _ => combine(max, *probs, &vals),
            }
        }
    };
    out[at] = v;
    v
}

fn combine(max: Option<bool>, probs: bool, vals: &[Ratio]) -> Ratio {
    match max {
        Some(true) => vals.iter().copied().max().unwrap(),
        Some(false) => vals.iter().copied().min().unwrap(),
        None => vals.iter().enumerate().fold(Ratio::ZERO, |sum, (i, v)| {
            let n = vals.len() as i64;
            let p = if probs {
                Ratio::new(i as i64 + 1, n * (n + 1) / 2).unwrap()
            } else {
                Ratio::new(1, n).unwrap()
            };
            sum.checked_add(p.checked_mul(*v).unwrap()).unwrap()
        }),
    }
}

/// Whether `kind` holds of a returned score `s` when the node's true value is `truth`.
fn holds(trace: &Trace, s: Score, kind: Returned, truth: Ratio) -> bool {
    let v = trace.table.ratio(s);
    match kind {
        Returned::Exact => v == Some(truth),
        Returned::Lower => s == Score::NEG_INF || v.is_some_and(|v| truth >= v),
        Returned::Upper => s == Score::POS_INF || v.is_some_and(|v| truth <= v),
    }
}

fn has_chance(g: &G) -> bool {
    match g {
        G::Leaf(_) => false,
        G::Node { sign, kids, .. } => *sign == Some('~') || kids.iter().any(has_chance),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    /// For every return of every search, under every convention: exact means the node's true
    /// value (in the pass's depth limit, from its own side), a lower bound at most it, an upper
    /// bound at least it. Without chance nodes every return has a kind.
    #[test]
    fn every_return_says_what_it_is(
        g in any_tree(),
        (mut s, extra, (a, b)) in settings(),
        limit in prop::option::of(1u16..=3),
    ) {
        let text = notation(&g);
        let t = parse(&text).unwrap();
        let mut all = Vec::new();
        leaves(&g, &mut all);
        let (lo, hi) = (all.iter().min().unwrap(), all.iter().max().unwrap());
        match extra {
            1 => s.bounds = Some(Window { lo: lo.to_value().unwrap(), hi: hi.to_value().unwrap() }),
            3 => s.window = window(a.min(b), a.max(b)),
            _ => {}
        }
        s.depth_limit = limit;
        let trace = search(&t, s);
        let st = trace.settings;
        let negamax = st.form == Form::Negamax;
        let mut depth = st.depth_limit;
        let mut known: HashMap<Option<u16>, Vec<Ratio>> = HashMap::new();
        for (i, e) in trace.events.iter().enumerate() {
            match *e {
                Event::Pass { depth: d, .. } => depth = (d != NO_DEPTH).then_some(d),
                Event::Return { node, value, .. } => {
                    let kind = trace.returns(&t).at(i);
                    prop_assert!(kind.is_some() || has_chance(&g), "{} {:?} step {}: no kind", text, st, i);
                    let Some(kind) = kind else { continue };
                    let truth = known
                        .entry(depth)
                        .or_insert_with(|| truths(&g, st.root == Side::Max, depth))[node as usize];
                    let own = if negamax && st.kind(&t, node) == NodeKind::Min { -truth } else { truth };
                    prop_assert!(
                        holds(&trace, value, kind, own),
                        "{} {:?} step {}: node {} returns {} as {:?}, its value {:?}",
                        text, st, i, t.label(node), show(&trace, value), kind, own
                    );
                }
                _ => {}
            }
        }
    }
}
