//! The pseudocode of the convention in force, as the tutorials write it, and which line each
//! trace event executes, so the page can highlight it step by step. The searches beyond
//! alpha-beta, and chance nodes, have theirs in `pseudocode/beyond.rs`.

use super::narrate::{node_name, Style};
use ::search::replay::{NodeState, Replay};
use ::search::search::{Event, Score, Settings, Trace};
use ::search::tree::Tree;

mod beyond;
mod frame;
mod listing;

use frame::frame_of;
pub use listing::Listing;
use listing::{classic, kind, Kind};

/// The listing for `settings` on `tree`. Line 1 is the function's head (or the driver's,
/// which calls it). Written short (α, β, `ab`) so it fits beside the tree.
pub fn listing(tree: &Tree, settings: &Settings) -> Listing {
    if let Some(plan) = beyond::Plan::of(tree, settings) {
        return plan.listing();
    }
    classic(settings)
}

/// Where a node's state keeps a variable of its frame.
type Read = fn(&NodeState) -> Option<Score>;

/// The variables of a frame a listing names, as it names them, and where a node's state keeps
/// each: the window wherever it prunes, `best` unless it is fail-hard (which keeps the value in
/// the window itself).
fn variables(kind: Kind) -> Vec<(&'static str, Read)> {
    let window: [(&'static str, Read); 2] = [("α", |st| st.alpha), ("β", |st| st.beta)];
    let best: (&'static str, Read) = ("best", |st| st.best);
    match kind {
        Kind::Minimax | Kind::NegamaxPlain => vec![best],
        Kind::MaxMinSoft | Kind::NegamaxSoft => vec![window[0], window[1], best],
        Kind::MaxMinHard | Kind::NegamaxHard => window.to_vec(),
    }
}

/// The live values beside the listing after `step` steps (none before the first): the node
/// whose frame the current line runs in, then the variables of that frame which the listing
/// names, as it names them; a node evaluated (a leaf, or one where a depth limit stops the
/// search) shows its value, and a return the value handed up.
pub fn live_line(tree: &Tree, trace: &Trace, replay: &Replay, step: usize) -> Option<String> {
    if let Some(plan) = beyond::Plan::of(tree, &trace.settings) {
        return beyond::live_line(&plan, tree, trace, replay, step);
    }
    let event = trace.events.get(step.checked_sub(1)?)?;
    let show = |s| trace.table.show(s, true);
    let (frame, handed) = frame_of(tree, trace, event);
    let mut parts = vec![format!("node = {}", node_name(tree, frame, Style::UNICODE))];
    if let Event::Leaf { value, .. } = *event {
        parts.push(format!("value = {}", show(value)));
    } else {
        let st = replay.node(frame);
        for (var, of) in variables(kind(&trace.settings)) {
            if let Some(s) = of(st) {
                parts.push(format!("{var} = {}", show(s)));
            }
        }
    }
    parts.extend(handed);
    Some(parts.join(" · "))
}

/// The 1-based line of [`listing`] (for the trace's settings) that event `index` of `trace`
/// executes; None past the last event. Some lines beyond alpha-beta depend on the events
/// around it (a PVS probe that fails high, which of Star1's tests cuts).
pub fn line_of(tree: &Tree, trace: &Trace, index: usize) -> Option<usize> {
    let event = trace.events.get(index)?;
    if let Some(plan) = beyond::Plan::of(tree, &trace.settings) {
        return Some(plan.line_of(tree, trace, index));
    }
    Some(classic_line(tree, &trace.settings, event))
}

/// The line of [`classic`]'s listing that `event` executes.
fn classic_line(tree: &Tree, settings: &Settings, event: &Event) -> usize {
    let max_at = |n| settings.is_max(tree, n);
    // For a Return the line is the parent's (the root's own return has no parent).
    let parent_is_max = |n| tree.parent(n).map(max_at);
    match (kind(settings), event) {
        (_, Event::Leaf { .. }) => 2,
        (Kind::Minimax, Event::Enter { node, .. }) => {
            if max_at(*node) {
                4
            } else {
                9
            }
        }
        (Kind::Minimax, Event::Return { node, .. }) => match parent_is_max(*node) {
            Some(true) => 6,
            Some(false) => 11,
            None => {
                if max_at(*node) {
                    7
                } else {
                    12
                }
            }
        },
        (Kind::MaxMinSoft, Event::Enter { node, .. }) => {
            if max_at(*node) {
                4
            } else {
                12
            }
        }
        (Kind::MaxMinSoft, Event::Return { node, .. }) => match parent_is_max(*node) {
            Some(true) => 7,
            Some(false) => 15,
            None => {
                if max_at(*node) {
                    10
                } else {
                    18
                }
            }
        },
        (Kind::MaxMinSoft, Event::Alpha { .. }) => 8,
        (Kind::MaxMinSoft, Event::Beta { .. }) => 16,
        (Kind::MaxMinSoft, Event::Test { node, .. } | Event::Cutoff { node, .. }) => {
            if max_at(*node) {
                9
            } else {
                17
            }
        }
        (Kind::MaxMinHard, Event::Enter { node, .. }) => {
            if max_at(*node) {
                3
            } else {
                8
            }
        }
        (Kind::MaxMinHard, Event::Return { node, .. }) => match parent_is_max(*node) {
            Some(true) => 5,
            Some(false) => 10,
            None => {
                if max_at(*node) {
                    7
                } else {
                    12
                }
            }
        },
        (Kind::MaxMinHard, Event::Alpha { .. }) => 5,
        (Kind::MaxMinHard, Event::Beta { .. }) => 10,
        (Kind::MaxMinHard, Event::Test { node, .. } | Event::Cutoff { node, .. }) => {
            if max_at(*node) {
                6
            } else {
                11
            }
        }
        (Kind::NegamaxSoft, Event::Enter { .. }) => 3,
        (Kind::NegamaxSoft, Event::Return { node, .. }) => {
            if *node == 0 {
                9
            } else {
                6
            }
        }
        (Kind::NegamaxSoft, Event::Alpha { .. } | Event::Beta { .. }) => 7,
        (Kind::NegamaxSoft, Event::Test { .. } | Event::Cutoff { .. }) => 8,
        (Kind::NegamaxHard, Event::Enter { .. }) => 3,
        (Kind::NegamaxHard, Event::Return { node, .. }) => {
            if *node == 0 {
                7
            } else {
                4
            }
        }
        (Kind::NegamaxHard, Event::Alpha { .. } | Event::Beta { .. }) => 5,
        (Kind::NegamaxHard, Event::Test { .. } | Event::Cutoff { .. }) => 6,
        (Kind::NegamaxPlain, Event::Enter { .. }) => 3,
        (Kind::NegamaxPlain, Event::Return { node, .. }) => {
            if *node == 0 {
                6
            } else {
                5
            }
        }
        (_, _) => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::search::search::{Algorithm, CutRule, Fail, Form};
    use ::search::{parse, search};

    #[test]
    fn every_event_maps_into_its_listing() {
        let tree = parse("[[[3,5],[6,9]],[[1,2],[0,-1]]]").unwrap();
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Minimax] {
            for form in [Form::MaxMin, Form::Negamax] {
                for fail in [Fail::Soft, Fail::Hard] {
                    for root in [::search::Side::Max, ::search::Side::Min] {
                        let s = Settings {
                            algorithm,
                            form,
                            fail,
                            root,
                            ..Settings::default()
                        };
                        let n = listing(&tree, &s).lines.len();
                        let trace = search(&tree, s);
                        for (i, e) in trace.events.iter().enumerate() {
                            let l = line_of(&tree, &trace, i).unwrap();
                            assert!(l >= 1 && l <= n, "{s:?} {e:?} -> {l} of {n}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_seeds_tree_highlights_the_tutorials_lines() {
        let tree = parse("[[[3,5],[6,9]],[[1,2],[0,-1]]]").unwrap();
        let s = Settings::default();
        let trace = search(&tree, s);
        let code = listing(&tree, &s);
        let at = |step: usize| {
            code.lines[line_of(&tree, &trace, step - 1).unwrap() - 1]
                .trim()
                .to_string()
        };
        assert_eq!(at(1), "best = −∞"); // enter A (Max)
        assert_eq!(at(2), "best = +∞"); // enter B (Min)
        assert_eq!(at(4), "if leaf: return value(node)"); // leaf 3
        assert_eq!(at(5), "best = max(best, v)"); // D gets 3
        assert_eq!(at(6), "α = max(α, best)");
        assert_eq!(at(13), "β = min(β, best)"); // B: beta = 5
        assert_eq!(at(19), "if β ≤ α: break  # β-cut"); // E stops
        assert_eq!(at(37), "if β ≤ α: break  # α-cut"); // C cuts G
        assert_eq!(at(40), "return best"); // A returns 5
        let gt = Settings {
            rule: CutRule::Gt,
            ..s
        };
        assert!(listing(&tree, &gt).lines[8].contains("β < α"));
        // No line is wider than the panel holds.
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Minimax] {
            for form in [Form::MaxMin, Form::Negamax] {
                for fail in [Fail::Soft, Fail::Hard] {
                    let s = Settings {
                        algorithm,
                        form,
                        fail,
                        depth_limit: Some(1),
                        ..s
                    };
                    for l in listing(&tree, &s).lines {
                        assert!(l.chars().count() <= 38, "{l}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_live_line_names_only_what_the_listing_names() {
        let tree = parse("[[<4>[[3,5],[6,9]],<2>[[1,2],[0,-1]]],[<7>[8,1],<0>[2,3]]]").unwrap();
        let mut seen_limit = false;
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Minimax] {
            for form in [Form::MaxMin, Form::Negamax] {
                for fail in [Fail::Soft, Fail::Hard] {
                    for depth_limit in [None, Some(2)] {
                        let s = Settings {
                            algorithm,
                            form,
                            fail,
                            depth_limit,
                            ..Settings::default()
                        };
                        let trace = search(&tree, s);
                        let code = listing(&tree, &s).lines.join(" ");
                        let mut replay = Replay::new(&tree);
                        assert_eq!(live_line(&tree, &trace, &replay, 0), None);
                        for step in 1..=trace.events.len() {
                            replay.seek(&tree, &trace, step);
                            let line = live_line(&tree, &trace, &replay, step).unwrap();
                            let parts: Vec<&str> = line.split(" · ").collect();
                            assert!(parts[0].starts_with("node = "), "{line}");
                            for part in &parts[1..] {
                                let (var, value) = part
                                    .split_once(" = ")
                                    .or_else(|| part.split_once("returned "))
                                    .or_else(|| part.split_once("returns "))
                                    .unwrap_or_else(|| panic!("{s:?}: {line}"));
                                assert!(!value.trim().is_empty() && !value.contains('·'), "{line}");
                                if let Some(v) = ["α", "β", "best"].iter().find(|v| var == **v) {
                                    assert!(code.contains(v), "{s:?}: {line} names {v}");
                                }
                            }
                            if let Event::Leaf { node, .. } = trace.events[step - 1] {
                                seen_limit |= !tree.is_leaf(node);
                                assert_eq!(parts.len(), 2, "{s:?}: {line}");
                                assert!(parts[1].starts_with("value = "), "{line}");
                            }
                        }
                    }
                }
            }
        }
        assert!(seen_limit, "a node stopped by the depth limit was shown");
        // Fail-hard max/min has no best; fail-soft shows it.
        let hard = Settings {
            fail: Fail::Hard,
            ..Settings::default()
        };
        let at = |s: Settings, step| {
            let trace = search(&tree, s);
            let mut r = Replay::new(&tree);
            r.seek(&tree, &trace, step);
            live_line(&tree, &trace, &r, step).unwrap()
        };
        assert!(!at(hard, 6).contains("best"), "{}", at(hard, 6));
        assert!(
            at(Settings::default(), 6).contains("best = "),
            "{}",
            at(Settings::default(), 6)
        );
    }
}
