//! Properties beyond alpha-beta over random trees, with and without signs and chance nodes,
//! with decimals: every search returns expectiminimax's value (an independent one written
//! here), under every convention it supports; PVS, MTD(f), aspiration windows and Star1 visit
//! no more than what can be proved of them; iterative deepening's iterations are the
//! depth-limited values; the replay of every search steps back exactly; the searches in
//! fractions replay alpha-beta's events on a tree without signs.

use alphabeta_lab::search::order::{sort_children, Order};
use alphabeta_lab::search::*;
use alphabeta_lab::teach::*;
use proptest::prelude::*;

/// A tree as written: a leaf, or a node with its sign, whether its children carry
/// probabilities (a chance node's), an estimate, and its children.
#[derive(Clone, Debug)]
pub(crate) enum G {
    Leaf(Value),
    Node {
        sign: Option<char>,
        probs: bool,
        estimate: Option<i64>,
        kids: Vec<G>,
    },
}

fn value() -> impl Strategy<Value = Value> {
    prop_oneof![
        4 => (-9i64..=9).prop_map(Value::int),
        1 => (-99i64..=99, 1u8..=2).prop_map(|(m, s)| Value::new(m, s)),
    ]
}

/// Signs: none mostly; with `chance`, chance nodes too.
fn sign(chance: bool) -> BoxedStrategy<Option<char>> {
    if chance {
        prop_oneof![5 => Just(None), 1 => Just(Some('+')), 1 => Just(Some('-')), 3 => Just(Some('~'))].boxed()
    } else {
        prop_oneof![6 => Just(None), 1 => Just(Some('+')), 1 => Just(Some('-'))].boxed()
    }
}

fn tree_gen(chance: bool, signs: bool) -> impl Strategy<Value = G> {
    let leaf = value().prop_map(G::Leaf);
    let node = move |inner: BoxedStrategy<G>| {
        let s = if signs {
            sign(chance)
        } else {
            Just(None).boxed()
        };
        (
            s,
            any::<bool>(),
            prop::option::of(-9i64..=9),
            prop::collection::vec(inner, 1..=4),
        )
            .prop_map(|(sign, probs, estimate, kids)| G::Node {
                sign,
                probs,
                estimate,
                kids,
            })
    };
    let below = leaf.prop_recursive(4, 48, 4, move |inner| node(inner.boxed()));
    (sign(chance && signs), prop::collection::vec(below, 1..=4)).prop_map(move |(sign, kids)| {
        G::Node {
            sign: sign.filter(|_| signs),
            probs: true,
            estimate: None,
            kids,
        }
    })
}

/// Any tree: without signs, with signs, with chance nodes.
pub(crate) fn any_tree() -> impl Strategy<Value = G> {
    prop_oneof![
        tree_gen(false, false),
        tree_gen(false, true),
        tree_gen(true, true)
    ]
}

/// The probability of child `i` of `n` when written: `(i + 1) / (n (n + 1) / 2)`.
fn weight(i: usize, n: usize) -> (i64, i64) {
    ((i + 1) as i64, (n * (n + 1) / 2) as i64)
}

pub(crate) fn notation(g: &G) -> String {
    match g {
        G::Leaf(v) => v.to_string(),
        G::Node {
            sign,
            probs,
            estimate,
            kids,
        } => {
            let est = estimate.map(|e| format!("<{e}>")).unwrap_or_default();
            let typed = *probs && *sign == Some('~');
            let items: Vec<String> = kids
                .iter()
                .enumerate()
                .map(|(i, k)| {
                    let (a, b) = weight(i, kids.len());
                    let p = if typed {
                        format!("{a}/{b}@")
                    } else {
                        String::new()
                    };
                    format!("{p}{}", notation(k))
                })
                .collect();
            format!(
                "{est}{}[{}]",
                sign.map(String::from).unwrap_or_default(),
                items.join(",")
            )
        }
    }
}

/// Expectiminimax from the text's own meaning: a sign is the node's kind; an unsigned node
/// is the other side of the nearest Max or Min above it (`above`: Some(whether it is Max)),
/// or the root's side with none. A node at `limit` or deeper with an estimate takes it.
fn reference(g: &G, above: Option<bool>, root_max: bool, depth: u16, limit: Option<u16>) -> Ratio {
    let G::Node {
        sign,
        probs,
        estimate,
        kids,
    } = g
    else {
        let G::Leaf(v) = g else { unreachable!() };
        return Ratio::of(*v);
    };
    if let (Some(e), Some(l)) = (estimate, limit) {
        if depth >= l {
            return Ratio::int(*e);
        }
    }
    let max = match sign {
        Some('+') => Some(true),
        Some('-') => Some(false),
        Some(_) => None,
        None => Some(above.map_or(root_max, |m| !m)),
    };
    let side = max.or(above);
    let vals: Vec<Ratio> = kids
        .iter()
        .map(|k| reference(k, side, root_max, depth + 1, limit))
        .collect();
    match max {
        Some(true) => vals.into_iter().max().unwrap(),
        Some(false) => vals.into_iter().min().unwrap(),
        None => vals.iter().enumerate().fold(Ratio::ZERO, |sum, (i, v)| {
            let (a, b) = if *probs {
                weight(i, kids.len())
            } else {
                (1, kids.len() as i64)
            };
            let p = Ratio::new(a, b).unwrap();
            sum.checked_add(p.checked_mul(*v).unwrap()).unwrap()
        }),
    }
}

pub(crate) fn leaves(g: &G, out: &mut Vec<Ratio>) {
    match g {
        G::Leaf(v) => out.push(Ratio::of(*v)),
        G::Node { kids, .. } => kids.iter().for_each(|k| leaves(k, out)),
    }
}

/// The settings to try: any search, root, rule, fail, form; sometimes leaf bounds (holding
/// every leaf, or not), sometimes a window.
pub(crate) fn settings() -> impl Strategy<Value = (Settings, u8, (i64, i64))> {
    let algorithm = prop::sample::select(Algorithm::ALL.to_vec());
    let root = prop_oneof![Just(Side::Max), Just(Side::Min)];
    let rule = prop_oneof![Just(CutRule::Ge), Just(CutRule::Gt)];
    let fail = prop_oneof![Just(Fail::Soft), Just(Fail::Hard)];
    let form = prop_oneof![Just(Form::MaxMin), Just(Form::Negamax)];
    (
        algorithm,
        root,
        rule,
        fail,
        form,
        0u8..4,
        (-12i64..=12, -12i64..=12),
    )
        .prop_map(|(algorithm, root, rule, fail, form, extra, w)| {
            let s = Settings {
                algorithm,
                root,
                rule,
                fail,
                form,
                ..Settings::default()
            };
            (s, extra, w)
        })
}

pub(crate) fn window(lo: i64, hi: i64) -> Option<Window> {
    Some(Window {
        lo: Value::int(lo),
        hi: Value::int(hi),
    })
}

/// The root value the search should find: expectiminimax from Max's side, or in negamax form
/// from the side to move at the root.
fn expected(g: &G, t: &Tree, trace: &Trace) -> Ratio {
    let s = trace.settings;
    let v = reference(g, None, s.root == Side::Max, 0, None);
    let root_min = !t.is_leaf(0) && s.kind(t, 0) == NodeKind::Min;
    if s.form == Form::Negamax && root_min {
        -v
    } else {
        v
    }
}

fn value_of(trace: &Trace, s: Score) -> Ratio {
    trace
        .table
        .ratio(s)
        .unwrap_or_else(|| panic!("score {s:?} has no value"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    /// Every search finds expectiminimax's value, under any conventions and extras; its
    /// passes' results agree with it; every step has words and a line of its listing; the
    /// notation round-trips.
    #[test]
    fn every_search_finds_the_expectiminimax_value(g in any_tree(), (mut s, extra, (a, b)) in settings()) {
        let text = notation(&g);
        let t = parse(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e:?}")))?;
        let again = parse(&t.to_notation());
        prop_assert_eq!(again.as_ref(), Ok(&t));
        let mut all = Vec::new();
        leaves(&g, &mut all);
        let (lo, hi) = (all.iter().min().unwrap(), all.iter().max().unwrap());
        match extra {
            1 => s.bounds = Some(Window { lo: lo.to_value().unwrap(), hi: hi.to_value().unwrap() }),
            2 => s.bounds = window(a, b),
            3 => s.window = window(a.min(b), a.max(b)),
            _ => {}
        }
        let trace = search(&t, s);
        let want = expected(&g, &t, &trace);
        prop_assert_eq!(value_of(&trace, trace.solution.value), want, "{} {:?}", text, trace.settings);
        if let (Some(w), Some(r)) = (trace.settings.window, trace.solution.window_result) {
            let (wl, wh) = (Ratio::of(w.lo), Ratio::of(w.hi));
            let result = if want <= wl {
                WindowResult::FailLow
            } else if want >= wh {
                WindowResult::FailHigh
            } else {
                WindowResult::Inside
            };
            prop_assert_eq!(r, result, "{} {:?}", text, w);
        }
        let listing = pseudocode::listing(&t, &trace.settings).lines.len();
        for (i, e) in trace.events.iter().enumerate() {
            prop_assert!(!narrate(&t, &trace, i, Style::PLAIN).is_empty(), "{} step {}", text, i);
            let l = pseudocode::line_of(&t, &trace, i).unwrap();
            prop_assert!(l >= 2 && l <= listing, "{} {:?} step {}: {:?} at line {}", text, trace.settings, i, e, l);
        }
    }

    /// Stepping a replay to the end and back gives every step's state again (passes and
    /// re-searches wipe nodes and give them back).
    #[test]
    fn every_search_replays_both_ways(g in any_tree(), (s, _, _) in settings(), k in any::<prop::sample::Index>()) {
        let t = parse(&notation(&g)).unwrap();
        let trace = search(&t, s);
        let n = trace.events.len();
        let step = k.index(n + 1);
        let mut forward = Replay::new(&t);
        forward.seek(&t, &trace, step);
        let mut back = Replay::new(&t);
        back.seek(&t, &trace, n);
        back.seek(&t, &trace, step);
        prop_assert_eq!(&back, &forward);
        back.seek(&t, &trace, 0);
        prop_assert_eq!(back, Replay::new(&t));
    }

    /// Issue 30: "pruned" means one thing for every search: a leaf a cutoff skipped that no
    /// pass evaluated. The count after the last step is the solution's; for a search of one
    /// pass without re-searches, every step's count is the replay's (the leaves its drawing
    /// strikes).
    #[test]
    fn the_pruned_count_means_one_thing_at_every_step(g in any_tree(), (s, _, _) in settings()) {
        let t = parse(&notation(&g)).unwrap();
        let trace = search(&t, s);
        let by_step = replay::pruned_leaves_by_step(&t, &trace);
        prop_assert_eq!(by_step.len(), trace.events.len() + 1);
        prop_assert_eq!(*by_step.last().unwrap() as usize, trace.solution.pruned_leaves.len(), "{:?}", trace.settings);
        if trace.solution.passes.len() == 1 && trace.solution.researches == 0 {
            let mut r = Replay::new(&t);
            for (step, &n) in by_step.iter().enumerate() {
                r.seek(&t, &trace, step);
                prop_assert_eq!(n as usize, r.leaves_pruned(), "step {}", step);
            }
        }
        for p in &trace.solution.passes {
            prop_assert!(p.reached <= t.height());
        }
    }

    /// On a tree without signs, the search in fractions (made to run by a `+` on the root)
    /// records alpha-beta's and minimax's very events, value for value.
    #[test]
    fn fractions_replay_the_integer_search(g in tree_gen(false, false), (s, _, _) in settings()) {
        let text = notation(&g);
        let plain = parse(&text).unwrap();
        let signed = parse(&format!("+{text}")).unwrap();
        prop_assert!(plain.is_plain() && !signed.is_plain());
        let algorithm = if s.algorithm == Algorithm::Minimax { Algorithm::Minimax } else { Algorithm::AlphaBeta };
        let s = Settings { algorithm, root: Side::Max, ..s };
        let (a, b) = (search(&plain, s), search(&signed, s));
        let shown = |tr: &Trace| -> Vec<Event<Option<Ratio>>> {
            tr.events.iter().map(|e| e.map(|v| tr.table.ratio(v))).collect()
        };
        prop_assert_eq!(shown(&a), shown(&b));
        prop_assert_eq!(&a.solution.pruned_leaves, &b.solution.pruned_leaves);
        prop_assert_eq!(a.solution.best_move, b.solution.best_move);
    }
}

/// The same conventions with another search (and no window).
fn as_search(s: Settings, algorithm: Algorithm) -> Settings {
    Settings {
        algorithm,
        window: None,
        ..s
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 800, ..ProptestConfig::default() })]

    /// A node is searched at most twice each time its parent is (a probe, then one
    /// re-search), and twice only if it is re-searched: so PVS evaluates a leaf at most 2^k
    /// times, k the number of its ancestors ever re-searched.
    #[test]
    fn pvs_evaluates_a_leaf_at_most_twice_per_researched_ancestor(g in any_tree(), (s, _, _) in settings()) {
        let t = parse(&notation(&g)).unwrap();
        let trace = search(&t, as_search(s, Algorithm::Pvs));
        let mut seen = vec![0u32; t.len()];
        let mut researched = vec![false; t.len()];
        for e in &trace.events {
            match *e {
                Event::Leaf { node, .. } => seen[node as usize] += 1,
                Event::Research { node, .. } => researched[node as usize] = true,
                _ => {}
            }
        }
        for &leaf in t.leaves() {
            let mut k = 0;
            let mut n = leaf;
            while let Some(p) = t.parent(n) {
                k += u32::from(researched[p as usize]);
                n = p;
            }
            prop_assert!(seen[leaf as usize] <= 1 << k, "leaf {} seen {} times, {} ancestors re-searched", leaf, seen[leaf as usize], k);
        }
        let researches = researched.iter().filter(|&&r| r).count();
        prop_assert!(researches <= trace.solution.researches && trace.solution.researches <= trace.solution.probes);
    }

    /// With the best child first everywhere, no probe can fail high (every later child is
    /// worth no more than the first, so at most alpha), and a null window prunes at least
    /// what the wider one does: PVS never searches again and evaluates no more leaves than
    /// alpha-beta.
    #[test]
    fn pvs_on_best_first_trees_never_searches_again(g in tree_gen(false, false), (s, _, _) in settings()) {
        let s = Settings { rule: CutRule::Ge, ..s };
        let t = sort_children(&parse(&notation(&g)).unwrap(), &s, Order::BestFirst);
        let pvs = search(&t, as_search(s, Algorithm::Pvs)).solution;
        let ab = search(&t, as_search(s, Algorithm::AlphaBeta)).solution;
        prop_assert_eq!(pvs.researches, 0);
        prop_assert!(pvs.leaves_evaluated <= ab.leaves_evaluated, "{} > {}", pvs.leaves_evaluated, ab.leaves_evaluated);
    }

    /// A narrower window never visits more (alpha-beta's cuts only come sooner, under the
    /// rule alpha >= beta): every MTD(f) pass, and each pass of an aspiration window, visits
    /// no more nodes than one alpha-beta search with the whole window; MTD(f) makes at most
    /// one pass per value a node can return, and one more.
    #[test]
    fn narrow_windows_visit_no_more_than_alpha_beta(g in any_tree(), (s, _, (a, b)) in settings()) {
        let s = Settings { rule: CutRule::Ge, fail: Fail::Soft, ..s };
        let t = parse(&notation(&g)).unwrap();
        let ab = search(&t, as_search(s, Algorithm::AlphaBeta)).solution;
        let mtdf = search(&t, as_search(s, Algorithm::Mtdf)).solution;
        let aspire = search(&t, Settings { window: window(a.min(b), a.max(b) + 1), ..as_search(s, Algorithm::AlphaBeta) }).solution;
        for p in mtdf.passes.iter().chain(&aspire.passes) {
            prop_assert!(p.nodes_visited <= ab.nodes_visited, "{:?} against {}", p, ab.nodes_visited);
        }
        prop_assert!(mtdf.passes.len() <= t.len() + 1);
    }

    /// Leaf bounds only narrow the windows below chance nodes and add cuts at them: Star1
    /// evaluates no more leaves than alpha-beta without them.
    #[test]
    fn star1_evaluates_no_more_leaves(g in tree_gen(true, true), (s, _, _) in settings()) {
        let s = Settings { rule: CutRule::Ge, ..as_search(s, Algorithm::AlphaBeta) };
        let t = parse(&notation(&g)).unwrap();
        let mut all = Vec::new();
        leaves(&g, &mut all);
        let (lo, hi) = (all.iter().min().unwrap(), all.iter().max().unwrap());
        let star = Settings { bounds: Some(Window { lo: lo.to_value().unwrap(), hi: hi.to_value().unwrap() }), ..s };
        let with = search(&t, star).solution;
        let without = search(&t, s).solution;
        prop_assert!(with.leaves_evaluated <= without.leaves_evaluated);
    }

    /// Iterative deepening's iteration d finds the value with the search stopped at depth d
    /// (by the estimates there), and the last one the value.
    #[test]
    fn iterations_find_the_depth_limited_values(g in any_tree(), (s, _, _) in settings()) {
        let t = parse(&notation(&g)).unwrap();
        let trace = search(&t, as_search(s, Algorithm::Iterative));
        let eff = trace.settings;
        let flip = eff.form == Form::Negamax && !t.is_leaf(0) && eff.kind(&t, 0) == NodeKind::Min;
        for p in &trace.solution.passes {
            let want = reference(&g, None, eff.root == Side::Max, 0, p.depth);
            let want = if flip { -want } else { want };
            prop_assert_eq!(value_of(&trace, p.value), want, "depth {:?}", p.depth);
        }
        prop_assert_eq!(trace.solution.passes.len(), usize::from(t.height().max(1)));
    }
}

/// Whether `line` (trimmed) does what `event` says: the line a listing gives an event is one
/// that executes it. `root`: the event is the root's own return.
fn line_does(event: &Event, line: &str, root: bool) -> bool {
    let starts = |p: &[&str]| p.iter().any(|p| line.starts_with(p));
    match event {
        Event::Leaf { .. } => line.starts_with("if leaf"),
        Event::Enter { .. } => [
            "best = −∞",
            "best = +∞",
            "sum = 0",
            "if node is Max:",
            "elif node is Min:",
            "else:",
            "if maximizing:",
            "for child in children:",
            "for child in order(node):",
        ]
        .contains(&line),
        Event::Return { .. } if root => line.starts_with("return"),
        Event::Return { .. } => {
            line.contains("child") || line.contains("v)") || line == "if α < v < β:"
        }
        Event::Alpha { .. } | Event::Beta { .. } => starts(&["α = max(α, ", "β = min(β, "]),
        Event::Test { .. } | Event::Cutoff { .. } | Event::Skip { .. } => {
            line.starts_with("if ") && (line.contains("break") || line.contains(": return"))
        }
        Event::Probe { .. } => line.starts_with("v = ") && line.contains('ε'),
        Event::Research { .. } => line.starts_with("v = ") && !line.contains('ε'),
        Event::Sum { .. } => line.starts_with("sum = sum + "),
        Event::Star { .. } => line.starts_with("low = "),
        Event::Pass { .. } => line.contains("(root, ") || line.starts_with("for limit"),
        Event::Proved { .. } => starts(&["if g ", "elif g ", "else: lower = g", "return g"]),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    /// Every event of every search, with and without chance nodes, Star1's bounds and an
    /// aspiration window, points at a line of its listing that does what it says: a pass or
    /// a bound at the driver's lines (above the search function's head), every other event
    /// below the head, never at it.
    #[test]
    fn every_event_points_at_a_line_that_does_it(g in any_tree(), (mut s, extra, (a, b)) in settings(), limit in prop::option::of(1u16..=3)) {
        let text = notation(&g);
        let t = parse(&text).unwrap();
        match extra {
            1 | 2 => s.bounds = window(a.min(b), a.max(b)).or(window(-9, 9)),
            3 => s.window = window(a.min(b), a.max(b)),
            _ => {}
        }
        if s.algorithm == Algorithm::Iterative {
            s.depth_limit = limit;
        }
        let trace = search(&t, s);
        let listing = pseudocode::listing(&t, &trace.settings).lines;
        let head = listing
            .iter()
            .position(|l| !l.starts_with(' ') && l.contains("(node"))
            .unwrap() + 1;
        for (i, e) in trace.events.iter().enumerate() {
            let l = pseudocode::line_of(&t, &trace, i).unwrap();
            prop_assert!(l >= 1 && l <= listing.len());
            let driver = matches!(e, Event::Pass { .. } | Event::Proved { .. });
            prop_assert!(if driver { l < head } else { l > head }, "{} {:?} step {}: {:?} at {}", text, trace.settings, i, e, l);
            let root = matches!(e, Event::Return { node: 0, .. });
            let line = listing[l - 1].trim();
            prop_assert!(line_does(e, line, root), "{} {:?} step {}: {:?} at {}: {}", text, trace.settings, i, e, l, line);
        }
    }
}
