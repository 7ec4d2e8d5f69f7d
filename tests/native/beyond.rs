//! Beyond alpha-beta on known trees, each answer worked out by hand in the comments: node
//! kinds, expectiminimax, Star1, aspiration windows, PVS, MTD(f) and iterative deepening.

use alphabeta_lab::search::*;
use alphabeta_lab::teach::*;

fn tree(text: &str) -> Tree {
    parse(text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn with(algorithm: Algorithm) -> Settings {
    Settings {
        algorithm,
        ..Settings::default()
    }
}

fn bounds(lo: i64, hi: i64) -> Option<Window> {
    Some(Window {
        lo: Value::int(lo),
        hi: Value::int(hi),
    })
}

/// The root's value as text, the leaves evaluated and the pruned leaves' indices.
fn answer(text: &str, settings: Settings) -> (String, usize, Vec<usize>) {
    let t = tree(text);
    let trace = search(&t, settings);
    let s = &trace.solution;
    (
        trace.table.show(s.value, false),
        s.leaves_evaluated,
        s.pruned_leaves.to_vec(),
    )
}

/// Each event's narration, one per step, with the settings the search followed.
fn steps(text: &str, settings: Settings) -> Vec<String> {
    let t = tree(text);
    let trace = search(&t, settings);
    (0..trace.events.len())
        .map(|i| narrate(&t, &trace, i, Style::PLAIN))
        .collect()
}

#[test]
fn expectiminimax_takes_the_probability_weighted_mean() {
    // B = 0.5 * 3 + 0.25 * min(4, 6) + 0.25 * 7 = 1.5 + 1 + 1.75 = 4.25 ([4,6] is unsigned
    // below a chance node below the Max root: a Min node); C = (1 + 2 + 3) / 3 = 2; A = 4.25.
    let text = "+[~[0.5@3, 0.25@[4,6], 0.25@7], ~[1,2,3]]";
    assert_eq!(answer(text, with(Algorithm::Minimax)).0, "4.25");
    // Alpha-beta without bounds prunes nothing below a chance node, nor the root here.
    assert_eq!(
        answer(text, Settings::default()),
        ("4.25".into(), 7, vec![])
    );
    // Means that are no decimal stay exact: (8 + 24 - 12) / 3 = 20/3 beats (1 + 2 + 3) / 3.
    let t = tree("+[~[8,24,-12],~[1,2,3]]");
    let trace = search(&t, Settings::default());
    assert_eq!(trace.table.show(trace.solution.value, false), "20/3");
    assert_eq!(trace.table.value(trace.solution.value), None);
    assert_eq!(trace.solution.best_move, Some(0));
    // A chance root chooses nothing: no best move.
    let t = tree("~[1/4@[2,6], 3/4@9]");
    let trace = search(&t, with(Algorithm::Minimax));
    // 1/4 * max(2, 6) + 3/4 * 9 = 1.5 + 6.75 = 8.25: below a chance root, unsigned lists are
    // the root's side (Max).
    assert_eq!(trace.table.show(trace.solution.value, false), "8.25");
    assert_eq!(trace.solution.best_move, None);
}

#[test]
fn one_player_may_move_twice() {
    // One Max over two Min agents: B = min(min(3,12), min(8,2)) = 2, C = min(min(4,6),
    // min(14,5)) = 4, A = 4. By depth parity (no signs), D..G would be Max: B = min(12, 8),
    // C = min(6, 14), A = 8.
    let ghosts = "+[-[-[3,12],-[8,2]],-[-[4,6],-[14,5]]]";
    assert_eq!(answer(ghosts, with(Algorithm::Minimax)).0, "4");
    assert_eq!(
        answer("[[[3,12],[8,2]],[[4,6],[14,5]]]", with(Algorithm::Minimax)).0,
        "8"
    );
    assert_eq!(answer(ghosts, Settings::default()).0, "4");
    // The negamax form needs Max and Min to alternate: the search follows max/min form,
    // and says why when asked.
    let t = tree(ghosts);
    let negamax = Settings {
        form: Form::Negamax,
        ..Settings::default()
    };
    let trace = search(&t, negamax);
    assert_eq!(trace.settings.form, Form::MaxMin);
    assert_eq!(trace.table.show(trace.solution.value, false), "4");
    let why = negamax.check(&t).unwrap_err().said().to_string();
    assert!(
        why.contains("D is a Min node below the Min node B"),
        "{why}"
    );
    // Signs that alternate anyway are fine in negamax form.
    let t = tree("+[-[3,5],-[6,9]]");
    assert_eq!(negamax.check(&t), Ok(()));
    assert_eq!(search(&t, negamax).settings.form, Form::Negamax);
}

#[test]
fn star1_prunes_at_chance_nodes_with_leaf_bounds() {
    // Leaves within 0..10. B = (5 + 7) / 2 = 6 (alpha is -inf: no cut), so A's alpha = 6.
    // C after 0: sum 0, at most 0 + 2/3 * 10 = 20/3 > 6; after 9: at most 3 + 10/3 = 19/3;
    // after 9: exactly 6 <= 6: C is done, returning the bound 6. D after 1: at most 1/3 +
    // 20/3 = 7 > 6; after 1: at most 2/3 + 10/3 = 4 <= 6: D stops, its last leaf unseen.
    let text = "+[~[5,7],~[0,9,9],~[1,1,1]]";
    let star = Settings {
        bounds: bounds(0, 10),
        ..Settings::default()
    };
    assert_eq!(answer(text, star), ("6".into(), 7, vec![7]));
    assert_eq!(answer(text, Settings::default()), ("6".into(), 8, vec![]));
    let words = steps(text, star);
    assert!(words.iter().any(|w| w == "Star1 cut at D: leaf 1 is never searched: whatever they are worth, D is worth at most 4, and Max can already get 6 higher up."), "{words:#?}");
    assert!(words
        .iter()
        .any(|w| w == "D: at most 4 <= alpha = 6, so D stops: Max above has better."));
    // Star1's window for a chance node's inner child, with A's alpha = 5: D gets
    // ((5 - 0 - 0.5 * 10) / 0.5, ...) = (0, 10): D = min(1, 9) = 1, and C is at most
    // 0.5 + 0.5 * 10 = 5.5 > 5. E gets ((5 - 0.5 - 0) / 0.5, 10) = (9, 10): its first leaf 2
    // is at most alpha 9, so its 8 is cut; C is then 0.5 + 0.5 * 2 = 1.5 <= 5.
    let text = "+[5, ~[[1,9],[2,8]]]";
    assert_eq!(answer(text, star), ("5".into(), 4, vec![4]));
    let words = steps(text, star);
    assert!(
        words.iter().any(|w| w
            .starts_with("Enter E (Min) with alpha = 9 and beta = 10: the window Star1 gives it")),
        "{words:#?}"
    );
    // Bounds that a leaf lies outside would prune wrongly: dropped, and refused in words.
    let wrong = Settings {
        bounds: bounds(0, 8),
        ..Settings::default()
    };
    assert_eq!(answer(text, wrong), ("5".into(), 5, vec![]));
    let why = wrong.check(&tree(text)).unwrap_err().said().to_string();
    assert!(
        why.contains("leaf G is 9, outside the bounds 0..8"),
        "{why}"
    );
}

#[test]
fn aspiration_windows_search_again_on_the_side_they_fail() {
    let seeds = "[[[3,5],[6,9]],[[1,2],[0,-1]]]";
    let t = tree(seeds);
    let window = |lo: i64, hi: i64| Settings {
        window: bounds(lo, hi),
        ..Settings::default()
    };
    // (6, 8): D = max(3, 5) = 5 <= 6 fails low; B's beta becomes 5 <= alpha 6, so E (6, 9)
    // is cut; C: F = max(1, 2) = 2, C's beta 2 <= 6 cuts G. A returns 5 <= 6: a fail-low,
    // after A, B, D, 3, 5, C, F, 1, 2 (9 nodes, 4 leaves). Pass 2 in (-inf, 8) is the
    // seeds' walkthrough with beta 8: the value 5.
    let trace = search(&t, window(6, 8));
    let s = &trace.solution;
    assert_eq!(s.window_result, Some(WindowResult::FailLow));
    assert_eq!(trace.table.show(s.value, false), "5");
    let p: Vec<(usize, usize, WindowResult)> = s
        .passes
        .iter()
        .map(|p| (p.nodes_visited, p.leaves_evaluated, p.result))
        .collect();
    assert_eq!(
        p,
        [(9, 4, WindowResult::FailLow), (11, 5, WindowResult::Inside)]
    );
    assert_eq!(trace.table.show(s.passes[1].alpha, false), "-inf");
    assert_eq!(trace.table.show(s.passes[1].beta, false), "8");
    // (4, 6): the value 5 lies inside: one pass.
    let inside = search(&t, window(4, 6)).solution;
    assert_eq!(
        (inside.window_result, inside.passes.len()),
        (Some(WindowResult::Inside), 1)
    );
    // (1, 3): a fail-high (A >= 3), then (1, +inf).
    let high = search(&t, window(1, 3));
    assert_eq!(high.solution.window_result, Some(WindowResult::FailHigh));
    assert_eq!(high.table.show(high.solution.passes[1].beta, false), "+inf");
    assert_eq!(high.table.show(high.solution.value, false), "5");
    // A window is for alpha-beta and PVS; an empty one is refused.
    assert!(Settings {
        algorithm: Algorithm::Mtdf,
        ..window(1, 3)
    }
    .check(&t)
    .is_err());
    assert!(window(3, 3)
        .check(&t)
        .unwrap_err()
        .said()
        .to_string()
        .contains("empty"));
}

#[test]
fn pvs_probes_with_null_windows_and_researches_what_fails_high() {
    // AIMA: B = 3 with the full window; C and D are probed with (3, 4): C's first leaf 2 and
    // D's last leaf 2 fail low, so neither is searched again: 7 leaves, as alpha-beta.
    let aima = "[[3,12,8],[2,4,6],[14,5,2]]";
    let t = tree(aima);
    let s = search(&t, with(Algorithm::Pvs)).solution;
    assert_eq!((s.probes, s.researches, s.leaves_evaluated), (2, 0, 7));
    // [[3,4],[5,6]]: B = 3; C's probe (3, 4) gives 5 >= 4, a fail-high inside (3, +inf), so
    // C is searched again with (3, +inf): 5. Leaves: 3, 4, then 5, 6 twice.
    let trace = search(&tree("[[3,4],[5,6]]"), with(Algorithm::Pvs));
    let s = &trace.solution;
    assert_eq!((s.probes, s.researches, s.leaves_evaluated), (1, 1, 6));
    assert_eq!(trace.table.show(s.value, false), "5");
    assert_eq!(s.best_move, Some(1));
    let words = steps("[[3,4],[5,6]]", with(Algorithm::Pvs));
    assert!(words.contains(&"The probe failed high: C is worth more than A had, so A searches it again with its full window, alpha = 3, beta = +inf (re-search 1).".to_string()), "{words:#?}");
}

#[test]
fn mtdf_converges_with_null_window_passes() {
    // AIMA, first guess 0: pass 1 (-1, 0): B = 3 >= 0 cuts C and D: the value is at least
    // 3. Pass 2 (3, 4): B's first leaf 3 <= alpha cuts 12, 8; C's 2 cuts 4, 6; D sees all
    // three, down to 2: A returns 3 < 4: at most 3. The bounds meet at 3.
    let t = tree("[[3,12,8],[2,4,6],[14,5,2]]");
    let trace = search(&t, with(Algorithm::Mtdf));
    let s = &trace.solution;
    let passes: Vec<(String, String, String, usize)> = s
        .passes
        .iter()
        .map(|p| {
            let show = |v| trace.table.show(v, false);
            (
                show(p.alpha),
                show(p.beta),
                show(p.value),
                p.leaves_evaluated,
            )
        })
        .collect();
    let expected = [("-1", "0", "3", 3), ("3", "4", "3", 5)]
        .map(|(a, b, v, n)| (a.to_string(), b.to_string(), v.to_string(), n));
    assert_eq!(passes, expected);
    assert_eq!(s.pruned_leaves.to_vec(), [4, 5]);
    // The root's estimate is the first guess: from 3, (2, 3) proves >= 3, (3, 4) <= 3.
    let guessed = search(
        &tree("<3>[[3,12,8],[2,4,6],[14,5,2]]"),
        with(Algorithm::Mtdf),
    );
    assert_eq!(guessed.solution.passes.len(), 2);
    assert_eq!(
        guessed.table.show(guessed.solution.passes[0].beta, false),
        "3"
    );
    // MTD(f) is fail-soft: asked for fail-hard, it says why and searches fail-soft.
    let hard = Settings {
        fail: Fail::Hard,
        ..with(Algorithm::Mtdf)
    };
    assert!(hard
        .check(&t)
        .unwrap_err()
        .said()
        .to_string()
        .contains("MTD(f) needs fail-soft"));
    assert_eq!(search(&t, hard).settings.fail, Fail::Soft);
}

#[test]
fn iterative_deepening_orders_each_iteration_by_the_last() {
    // Iteration 1 (depth 1): 3, and C stops at its estimate 0: A = 3. Iteration 2: C's
    // children stop at 7, 8, 2: C = 2. Iteration 3 takes C's children best first for Min by
    // those values: F (2), D (7), E (8). F = 1 <= alpha 3 cuts D and E: skipped one by one,
    // since they are not C's last children.
    let text = "[3, <0>[<7>[9,9],<8>[9,9],<2>[1,1]]]";
    let t = tree(text);
    let trace = search(&t, with(Algorithm::Iterative));
    let s = &trace.solution;
    assert_eq!(trace.table.show(s.value, false), "3");
    let per: Vec<(Option<u16>, usize)> = s
        .passes
        .iter()
        .map(|p| (p.depth, p.leaves_evaluated))
        .collect();
    assert_eq!(per, [(Some(1), 1), (Some(2), 1), (Some(3), 3)]);
    let skips: Vec<NodeId> = trace
        .events
        .iter()
        .filter_map(|e| match *e {
            Event::Skip { child, .. } => Some(child),
            _ => None,
        })
        .collect();
    assert_eq!(skips, [3, 6]);
    assert_eq!(s.pruned_leaves.to_vec(), [1, 2, 3, 4]);
    // One alpha-beta search to depth 3 in left-to-right order sees D's and E's leaves too.
    let one = search(&t, Settings::default()).solution;
    assert_eq!(one.leaves_evaluated, 6);
    // Every iteration but the last stops at inner nodes: they need estimates.
    let bare = Settings::default().check(&tree("[3,[[9,9],[1,1]]]"));
    assert_eq!(bare, Ok(()));
    let why = with(Algorithm::Iterative)
        .check(&tree("[3,[[9,9],[1,1]]]"))
        .unwrap_err()
        .said()
        .to_string();
    assert!(
        why.contains("cannot stop its iteration 1 at depth 1, where C has no estimate"),
        "{why}"
    );
}

#[test]
fn every_new_event_has_words_and_replays_both_ways() {
    let cases = [
        ("[[3,4],[5,6]]", with(Algorithm::Pvs)),
        ("[[3,12,8],[2,4,6],[14,5,2]]", with(Algorithm::Mtdf)),
        (
            "[3, <0>[<7>[9,9],<8>[9,9],<2>[1,1]]]",
            with(Algorithm::Iterative),
        ),
        (
            "+[5, ~[[1,9],[2,8]]]",
            Settings {
                bounds: bounds(0, 10),
                ..Settings::default()
            },
        ),
        (
            "[[[3,5],[6,9]],[[1,2],[0,-1]]]",
            Settings {
                window: bounds(6, 8),
                ..Settings::default()
            },
        ),
    ];
    for (text, settings) in cases {
        let t = tree(text);
        let trace = search(&t, settings);
        let mut replay = Replay::new(&t);
        let mut states = vec![replay.clone()];
        for i in 0..trace.events.len() {
            let words = narrate(&t, &trace, i, Style::PLAIN);
            assert!(
                !words.is_empty() && !words.contains("()"),
                "{text} step {i}: {words:?}"
            );
            assert!(replay.forward(&t, &trace));
            states.push(replay.clone());
        }
        for step in (0..trace.events.len()).rev() {
            assert!(replay.backward(&t, &trace));
            assert_eq!(replay, states[step], "{text}: back to step {step}");
        }
    }
}

/// The page opened on trees with signs and chance nodes, under every setting it offers: every
/// step, every node's and edge's facts and look, the narration, the rule in force and the
/// pseudocode's live line, the sheets, and the edits a person makes; nothing panics, and the
/// root's value is expectiminimax's.
#[test]
fn the_page_opens_chance_trees_without_panicking() {
    use alphabeta_lab::draw::svg::{from_link, Sheet};
    use alphabeta_lab::model::{Action, Direction, Edit, Model, Setting, Step};
    use alphabeta_lab::query::{parse_query, percent_encode};
    let trees = [
        "+[~[0.5@3, 0.25@[4,6], 0.25@7], ~[1,2,3]]",
        "~[1/3@[2,[5,1]], 2/3@-[-[4,6],9]]",
        "+[-[-[3,12],-[8,2]],<5>-[-[4,6],-[14,5]]]",
        "+[~[8,24,-12],~[1,2,3]]",
    ];
    let settings = [
        Setting::Root(Side::Min),
        Setting::Form(Form::Negamax),
        Setting::Fail(Fail::Hard),
        Setting::Rule(CutRule::Gt),
        Setting::DepthLimit(Some(1)),
        Setting::Algorithm(Algorithm::Minimax),
    ];
    for text in trees {
        // In a link, a plain + reads as a space: a sign + is written %2B.
        let link = format!("?tree={}", percent_encode(text));
        let mut m = Model::from_query(&parse_query(&link), 1280.0);
        assert_eq!(m.tree().to_notation(), tree(text).to_notation());
        for setting in settings {
            m.apply(Action::Setting(setting));
            let (t, trace) = (m.tree().clone(), m.trace().clone());
            let minimax = search(
                &t,
                Settings {
                    algorithm: Algorithm::Minimax,
                    ..trace.settings
                },
            );
            assert_eq!(
                trace.table.ratio(trace.solution.value),
                minimax.table.ratio(minimax.solution.value),
                "{text}"
            );
            m.apply(Action::Replay(Step::First));
            for step in 0..=m.steps() {
                for n in 0..t.len() as NodeId {
                    let facts = m.node_facts(n);
                    assert_eq!(facts.label.as_ref(), t.label(n));
                    let _ = m.edge_facts(n);
                    let _ =
                        narrate::rule_in_force(&t, &trace, n, m.replay().node(n), Style::UNICODE);
                }
                let _ = pseudocode::live_line(&t, &trace, m.replay(), step);
                if step < m.steps() {
                    assert!(!narrate(&t, &trace, step, Style::UNICODE).is_empty());
                }
                m.apply(Action::Replay(Step::Forward));
            }
            for sheet in [Sheet::Worksheet, Sheet::AnswerKey, Sheet::Step] {
                assert!(
                    from_link(&format!("{link}&step=3"), sheet).is_ok(),
                    "{text} {sheet:?}"
                );
            }
        }
        let leaf = t_leaf(&m);
        for edit in [
            Edit::Value(leaf, "2.5".into()),
            Edit::AddSibling(leaf),
            Edit::Move(leaf, Direction::Right),
            Edit::Order(order::Order::BestFirst),
            Edit::AddChild(1),
            Edit::Delete(leaf),
            Edit::Undo,
        ] {
            m.apply(Action::Edit(edit));
            assert!(m.step() <= m.steps());
        }
    }
}

/// The model's first leaf.
fn t_leaf(m: &alphabeta_lab::model::Model) -> NodeId {
    m.tree().leaves()[0]
}
