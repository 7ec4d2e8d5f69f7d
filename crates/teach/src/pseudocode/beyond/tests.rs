use super::*;
use ::search::event::Event;
use ::search::replay::Replay;
use ::search::search::{Side, Trace};
use ::search::{parse, search, Form, Value, Window};
use i18n::{use_language, Lang};

fn window(lo: &str, hi: &str) -> Option<Window> {
    Some(Window {
        lo: Value::parse(lo).unwrap(),
        hi: Value::parse(hi).unwrap(),
    })
}

/// The trace of `s` on `tree`, and the line (trimmed) each of its events points at.
fn lines_of(tree: &Tree, s: Settings) -> (Trace, Vec<String>) {
    let trace = search(tree, s);
    let code = super::super::listing(tree, &trace.settings);
    let lines = (0..trace.events.len())
        .map(|i| {
            let l = super::super::line_of(tree, &trace, i).unwrap();
            code.lines[l - 1].trim().to_string()
        })
        .collect();
    (trace, lines)
}

/// The lines the events `matching` point at, in order.
fn at(trace: &Trace, lines: &[String], matching: impl Fn(&Event) -> bool) -> Vec<String> {
    trace
        .events
        .iter()
        .zip(lines)
        .filter(|(e, _)| matching(e))
        .map(|(_, l)| l.clone())
        .collect()
}

/// A plan for a search the page's own listings show, written by this module's builder.
fn rebuilt(s: Settings) -> Plan {
    let prunes = s.algorithm.prunes();
    Plan {
        settings: s,
        driver: None,
        name: match (s.algorithm, s.negamax()) {
            (_, true) => "negamax",
            (Algorithm::Minimax, false) => "minimax",
            _ => "ab",
        },
        negamax: s.negamax(),
        prunes,
        hard: s.fail == Fail::Hard && prunes,
        pvs: false,
        ordered: false,
        chance: None,
    }
}

#[test]
fn the_builder_writes_the_pages_own_listings_line_for_line() {
    let tree = parse("[[[3,5],[6,9]],[[1,2],[0,-1]]]").unwrap();
    let forms = [
        (Algorithm::Minimax, Form::MaxMin, Fail::Soft),
        (Algorithm::Minimax, Form::Negamax, Fail::Soft),
        (Algorithm::AlphaBeta, Form::MaxMin, Fail::Soft),
        (Algorithm::AlphaBeta, Form::Negamax, Fail::Soft),
        (Algorithm::AlphaBeta, Form::Negamax, Fail::Hard),
    ];
    for (algorithm, form, fail) in forms {
        for depth_limit in [None, Some(2)] {
            let s = Settings {
                algorithm,
                form,
                fail,
                depth_limit,
                ..Settings::default()
            };
            let plan = rebuilt(s);
            assert_eq!(plan.listing().lines, super::super::classic(&s).lines);
            let trace = search(&tree, s);
            for i in 0..trace.events.len() {
                let page = super::super::line_of(&tree, &trace, i);
                assert_eq!(Some(plan.line_of(&tree, &trace, i)), page, "{s:?} {i}");
            }
        }
    }
}

#[test]
fn pvs_probes_and_searches_again_on_their_lines() {
    // B gives 3; C's null-window probe (3, 4) fails high on 6, and C is searched again.
    let tree = parse("[[3,5],[6,9]]").unwrap();
    for (form, probe, again) in [
        (
            Form::MaxMin,
            "v = pvs(child, α, α+ε)",
            "v = pvs(child, α, β)",
        ),
        (
            Form::Negamax,
            "v = −pvs(child, −α−ε, −α)",
            "v = −pvs(child, −β, −α)",
        ),
    ] {
        for fail in [Fail::Soft, Fail::Hard] {
            let s = Settings {
                algorithm: Algorithm::Pvs,
                form,
                fail,
                ..Settings::default()
            };
            let (trace, lines) = lines_of(&tree, s);
            let probes = at(&trace, &lines, |e| matches!(e, Event::Probe { .. }));
            assert!(
                !probes.is_empty() && probes.iter().all(|l| l == probe),
                "{lines:?}"
            );
            let researches = at(&trace, &lines, |e| matches!(e, Event::Research { .. }));
            assert_eq!(researches, [again], "{s:?}");
            let i = trace
                .events
                .iter()
                .position(|e| matches!(e, Event::Research { .. }))
                .unwrap();
            assert_eq!(lines[i - 1], "if α < v < β:", "the probe's return");
        }
    }
    // Min's null window is (β − ε, β), below its beta.
    let s = Settings {
        algorithm: Algorithm::Pvs,
        root: Side::Min,
        ..Settings::default()
    };
    let (trace, lines) = lines_of(&tree, s);
    let probes = at(&trace, &lines, |e| matches!(e, Event::Probe { .. }));
    assert_eq!(probes, ["v = pvs(child, β−ε, β)"]);
}

#[test]
fn mtdf_announces_each_pass_and_the_bound_it_moves() {
    let tree = parse("[[3,5],[6,9]]").unwrap();
    for form in [Form::MaxMin, Form::Negamax] {
        let s = Settings {
            algorithm: Algorithm::Mtdf,
            form,
            ..Settings::default()
        };
        let (trace, lines) = lines_of(&tree, s);
        let passes = at(&trace, &lines, |e| matches!(e, Event::Pass { .. }));
        assert!(passes.len() >= 2, "{lines:?}");
        assert!(passes
            .iter()
            .all(|l| l.starts_with("g = ") && l.ends_with("(root, β−ε, β)")));
        let mut beta = None;
        let mut moved = Vec::new();
        for (i, e) in trace.events.iter().enumerate() {
            match *e {
                Event::Pass { beta: b, .. } => beta = Some(b),
                Event::Proved { .. } => {
                    let Event::Return { node: 0, value, .. } = trace.events[i - 1] else {
                        panic!("a pass ends with the root's return");
                    };
                    let want = if Some(value) < beta {
                        "if g < β: upper = g"
                    } else {
                        "else: lower = g"
                    };
                    assert_eq!(lines[i], want);
                    moved.push(want);
                }
                _ => {}
            }
        }
        assert!(moved.contains(&"if g < β: upper = g") && moved.contains(&"else: lower = g"));
        // The passes' own events are the alpha-beta's, below the driver.
        let head = super::super::listing(&tree, &trace.settings)
            .lines
            .iter()
            .position(|l| l.contains("(node, α, β)"))
            .unwrap();
        assert_eq!(head, 8, "the driver's 8 lines come first");
    }
}

#[test]
fn iterative_deepening_loops_and_skips_out_of_order() {
    // Iteration 2 searches B first (by the estimates) and finds E better than D for Min;
    // iteration 3 searches C first, then B's E, which cuts: D, before it, is skipped.
    let tree = parse("[<9>[<5>[5,5],<1>[1,1]],<3>[<8>[8,8],<9>[9,9]]]").unwrap();
    let s = Settings {
        algorithm: Algorithm::Iterative,
        ..Settings::default()
    };
    let (trace, lines) = lines_of(&tree, s);
    let passes = at(&trace, &lines, |e| matches!(e, Event::Pass { .. }));
    assert_eq!(passes, ["for limit in 1 … D:"; 3]);
    let skips = at(&trace, &lines, |e| matches!(e, Event::Skip { .. }));
    assert_eq!(skips, ["if β ≤ α: break  # α-cut"]);
    let leaf = at(&trace, &lines, |e| matches!(e, Event::Leaf { .. }));
    assert!(leaf
        .iter()
        .all(|l| l == "if leaf or at limit: return value"));
    let code = super::super::listing(&tree, &trace.settings).lines;
    assert!(code.contains(&"    for child in order(node):".to_string()));
}

#[test]
fn an_aspiration_window_opens_on_the_side_it_failed() {
    let tree = parse("[[3,5],[6,9]]").unwrap(); // worth 6
    for (lo, hi, second, proved) in [
        ("7", "9", Some("g = ab(root, −∞, hi)"), "if g ≤ lo:"),
        ("1", "3", Some("g = ab(root, lo, +∞)"), "elif g ≥ hi:"),
        ("5", "7", None, "return g"),
    ] {
        let s = Settings {
            window: window(lo, hi),
            ..Settings::default()
        };
        let (trace, lines) = lines_of(&tree, s);
        let passes = at(&trace, &lines, |e| matches!(e, Event::Pass { .. }));
        assert_eq!(passes[0], "g = ab(root, lo, hi)");
        assert_eq!(passes.get(1).map(String::as_str), second);
        let bounds = at(&trace, &lines, |e| matches!(e, Event::Proved { .. }));
        assert_eq!(bounds[0], proved);
        assert_eq!(bounds.last().unwrap(), "return g");
    }
}

#[test]
fn a_chance_node_sums_and_star1_cuts_on_its_tests() {
    let tree = parse("[[5,6],~[0,0,10]]").unwrap();
    let (trace, lines) = lines_of(&tree, Settings::default());
    let sums = at(&trace, &lines, |e| matches!(e, Event::Sum { .. }));
    assert_eq!(sums, ["sum = sum + p(child)·v"; 3]);
    // C is node 4 (A, B, its two leaves, C).
    let enter = at(&trace, &lines, |e| {
        matches!(e, Event::Enter { node: 4, .. })
    });
    assert_eq!(enter, ["sum = 0"]);
    let taken = at(
        &trace,
        &lines,
        |e| matches!(e, Event::Return { node, .. } if *node > 4),
    );
    assert_eq!(taken, ["v = ab(child, −∞, +∞)"; 3]);
    // With leaf bounds (0, 10), C stops after two children: it is worth at most 10/3 ≤ 5.
    let star = Settings {
        bounds: window("0", "10"),
        ..Settings::default()
    };
    let (trace, lines) = lines_of(&tree, star);
    let cut = at(&trace, &lines, |e| {
        matches!(e, Event::Cutoff { node: 4, .. })
    });
    assert_eq!(cut, ["if high ≤ α: return high"]);
    let stars = at(&trace, &lines, |e| matches!(e, Event::Star { .. }));
    assert_eq!(stars, ["low = sum + rest·L"; 2]);
    // At a Min root, C is worth at least 20/3 ≥ 5 after two children: the first test
    // settles nothing (and stands on the first line), the second cuts on the second.
    let tree = parse("[[5,4],~[10,10,0]]").unwrap();
    for (fail, want) in [
        (
            Fail::Soft,
            ["if high ≤ α: return high", "if low ≥ β: return low"],
        ),
        (
            Fail::Hard,
            ["if high ≤ α: return α", "if low ≥ β: return β"],
        ),
    ] {
        let s = Settings {
            root: Side::Min,
            fail,
            ..star
        };
        let (trace, lines) = lines_of(&tree, s);
        let tests = at(&trace, &lines, |e| matches!(e, Event::Test { node: 4, .. }));
        assert_eq!(tests, want, "{fail:?}");
        let cut = at(&trace, &lines, |e| {
            matches!(e, Event::Cutoff { node: 4, .. })
        });
        assert_eq!(cut, want[1..], "{fail:?}");
    }
}

/// How wide `line` is drawn: a full-width character takes two columns.
fn columns(line: &str) -> usize {
    line.chars()
        .map(|c| match c {
            '\u{1100}'..='\u{115F}' | '\u{2E80}'..='\u{A4CF}' | '\u{AC00}'..='\u{D7A3}' => 2,
            '\u{F900}'..='\u{FAFF}' | '\u{FE30}'..='\u{FE4F}' | '\u{FF00}'..='\u{FF60}' => 2,
            _ => 1,
        })
        .sum()
}

#[test]
fn every_listing_fits_beside_the_tree_in_every_language() {
    let plain = parse("[[3,5],[6,9]]").unwrap();
    let chance = parse("[[3,5],~[6,9]]").unwrap();
    for lang in [Lang::En, Lang::Ja, Lang::Zh, Lang::Sl] {
        use_language(lang).unwrap();
        for algorithm in Algorithm::ALL {
            for (form, fail, rule) in [
                (Form::MaxMin, Fail::Soft, CutRule::Ge),
                (Form::MaxMin, Fail::Hard, CutRule::Gt),
                (Form::Negamax, Fail::Soft, CutRule::Gt),
                (Form::Negamax, Fail::Hard, CutRule::Ge),
            ] {
                for (tree, bounds) in [(&plain, None), (&chance, None), (&chance, window("0", "9"))]
                {
                    for w in [None, window("4", "6")] {
                        let s = Settings {
                            algorithm,
                            form,
                            fail,
                            rule,
                            bounds,
                            window: w,
                            depth_limit: Some(1),
                            ..Settings::default()
                        };
                        let code = super::super::listing(tree, &s.effective(tree));
                        assert!(!code.title.is_empty());
                        for line in &code.lines {
                            assert!(columns(line) <= 38, "{lang:?} {s:?}: {line}");
                        }
                    }
                }
            }
        }
    }
    use_language(Lang::En).unwrap();
}

#[test]
fn the_live_line_names_what_the_listing_names() {
    let trees = [
        "[<4>[[3,5],[6,9]],<2>[[1,2],[0,-1]]]",
        "[[5,6],~[0,0,10]]",
        "[<9>[<5>[5,5],<1>[1,1]],<3>[<8>[8,8],<9>[9,9]]]",
    ];
    let names = [
        "node", "root", "value", "α", "β", "best", "sum", "low", "high", "lo", "hi", "g", "lower",
        "upper", "limit",
    ];
    let mut seen = Vec::new();
    for text in trees {
        let tree = parse(text).unwrap();
        for algorithm in Algorithm::ALL {
            for (fail, w, bounds) in [
                (Fail::Soft, None, None),
                (Fail::Hard, window("2", "4"), window("-1", "10")),
                (Fail::Soft, window("6", "8"), window("-1", "10")),
            ] {
                let s = Settings {
                    algorithm,
                    fail,
                    window: w,
                    bounds,
                    ..Settings::default()
                };
                let trace = search(&tree, s);
                let code = super::super::listing(&tree, &trace.settings)
                    .lines
                    .join(" ");
                let mut replay = Replay::new(&tree);
                for step in 1..=trace.events.len() {
                    replay.seek(&tree, &trace, step);
                    let line = super::super::live_line(&tree, &trace, &replay, step).unwrap();
                    for part in line.split(" · ") {
                        let Some((var, value)) = part.split_once(" = ") else {
                            assert!(part.contains("return"), "{s:?}: {line}");
                            continue;
                        };
                        assert!(names.contains(&var), "{s:?}: {line}");
                        assert!(code.contains(var), "{s:?}: {line} names {var}");
                        assert!(!value.is_empty(), "{line}");
                        if let Some(name) = names.iter().find(|n| **n == var) {
                            if !seen.contains(name) {
                                seen.push(*name);
                            }
                        }
                    }
                }
            }
        }
    }
    for var in names {
        assert!(seen.contains(&var), "{var} was never shown");
    }
}
