//! The pseudocode of the convention in force, as the tutorials write it, and which line each
//! trace event executes, so the page can highlight it step by step.

use super::search::{Algorithm, CutRule, Event, Fail, Form, Settings};
use super::tree::Tree;

/// One listing: a title (which tutorial it follows) and its lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    pub title: &'static str,
    pub lines: Vec<String>,
}

/// Which listing a convention uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Minimax,
    MaxMinSoft,
    MaxMinHard,
    NegamaxSoft,
    NegamaxHard,
    NegamaxPlain,
}

fn kind(settings: &Settings) -> Kind {
    match (settings.algorithm, settings.form, settings.fail) {
        (Algorithm::Minimax, Form::MaxMin, _) => Kind::Minimax,
        (Algorithm::Minimax, Form::Negamax, _) => Kind::NegamaxPlain,
        (Algorithm::AlphaBeta, Form::MaxMin, Fail::Soft) => Kind::MaxMinSoft,
        (Algorithm::AlphaBeta, Form::MaxMin, Fail::Hard) => Kind::MaxMinHard,
        (Algorithm::AlphaBeta, Form::Negamax, Fail::Soft) => Kind::NegamaxSoft,
        (Algorithm::AlphaBeta, Form::Negamax, Fail::Hard) => Kind::NegamaxHard,
    }
}

/// The listing for `settings`. Line 1 is the function's head. Written short (α, β, `ab`) so
/// it fits beside the tree.
pub fn listing(settings: &Settings) -> Listing {
    let le = match settings.rule {
        CutRule::Ge => "β ≤ α",
        CutRule::Gt => "β < α",
    };
    let ge = match settings.rule {
        CutRule::Ge => "α ≥ β",
        CutRule::Gt => "α > β",
    };
    let leaf = if settings.depth_limit.is_some() {
        "if leaf or at limit: return value"
    } else {
        "if leaf: return value(node)"
    };
    let neg_leaf = if settings.depth_limit.is_some() {
        "if leaf or at limit: return ±value"
    } else {
        "if leaf: return value for mover"
    };
    let (title, lines): (&'static str, Vec<String>) = match kind(settings) {
        Kind::Minimax => (
            "Minimax",
            vec![
                "minimax(node):".into(),
                format!("  {leaf}"),
                "  if node is Max:".into(),
                "    best = −∞".into(),
                "    for child in children:".into(),
                "      best = max(best, minimax(child))".into(),
                "    return best".into(),
                "  else:".into(),
                "    best = +∞".into(),
                "    for child in children:".into(),
                "      best = min(best, minimax(child))".into(),
                "    return best".into(),
            ],
        ),
        Kind::MaxMinSoft => (
            "Alpha-beta, fail-soft (binary-tree tutorial)",
            vec![
                "ab(node, α, β):".into(),
                format!("  {leaf}"),
                "  if node is Max:".into(),
                "    best = −∞".into(),
                "    for child in children:".into(),
                "      v = ab(child, α, β)".into(),
                "      best = max(best, v)".into(),
                "      α = max(α, best)".into(),
                format!("      if {le}: break  # β-cut"),
                "    return best".into(),
                "  else:".into(),
                "    best = +∞".into(),
                "    for child in children:".into(),
                "      v = ab(child, α, β)".into(),
                "      best = min(best, v)".into(),
                "      β = min(β, best)".into(),
                format!("      if {le}: break  # α-cut"),
                "    return best".into(),
            ],
        ),
        Kind::MaxMinHard => (
            "Alpha-beta, fail-hard (picture tutorial)",
            vec![
                "ab(node, α, β, maximizing):".into(),
                format!("  {leaf}"),
                "  if maximizing:".into(),
                "    for child in children:".into(),
                "      α = max(α, ab(child, α, β, no))".into(),
                format!("      if {le}: break  # β-cut"),
                "    return α".into(),
                "  else:".into(),
                "    for child in children:".into(),
                "      β = min(β, ab(child, α, β, yes))".into(),
                format!("      if {le}: break  # α-cut"),
                "    return β".into(),
            ],
        ),
        Kind::NegamaxSoft => (
            "Negamax alpha-beta, fail-soft",
            vec![
                "negamax(node, α, β):".into(),
                format!("  {neg_leaf}"),
                "  best = −∞".into(),
                "  for child in children:".into(),
                "    v = −negamax(child, −β, −α)".into(),
                "    best = max(best, v)".into(),
                "    α = max(α, best)".into(),
                format!("    if {ge}: break  # β-cut"),
                "  return best".into(),
            ],
        ),
        Kind::NegamaxHard => (
            "Negamax alpha-beta, fail-hard (Othello tutorial)",
            vec![
                "negamax(node, α, β):".into(),
                format!("  {neg_leaf}"),
                "  for child in children:".into(),
                "    v = −negamax(child, −β, −α)".into(),
                "    α = max(α, v)".into(),
                format!("    if {ge}: return β  # β-cut"),
                "  return α".into(),
            ],
        ),
        Kind::NegamaxPlain => (
            "Negamax (no pruning)",
            vec![
                "negamax(node):".into(),
                format!("  {neg_leaf}"),
                "  best = −∞".into(),
                "  for child in children:".into(),
                "    best = max(best, −negamax(child))".into(),
                "  return best".into(),
            ],
        ),
    };
    Listing { title, lines }
}

/// The 1-based line of [`listing`] that `event` executes.
pub fn line_of(tree: &Tree, settings: &Settings, event: &Event) -> usize {
    let max_at = |n| settings.is_max_at(tree.depth(n));
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
    use crate::engine::{parse, search};

    #[test]
    fn every_event_maps_into_its_listing() {
        let tree = parse("[[[3,5],[6,9]],[[1,2],[0,-1]]]").unwrap();
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Minimax] {
            for form in [Form::MaxMin, Form::Negamax] {
                for fail in [Fail::Soft, Fail::Hard] {
                    for root in [super::super::Side::Max, super::super::Side::Min] {
                        let s = Settings {
                            algorithm,
                            form,
                            fail,
                            root,
                            ..Settings::default()
                        };
                        let n = listing(&s).lines.len();
                        let trace = search(&tree, s);
                        for e in &trace.events {
                            let l = line_of(&tree, &s, e);
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
        let code = listing(&s);
        let at = |step: usize| {
            code.lines[line_of(&tree, &s, &trace.events[step - 1]) - 1]
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
        assert!(listing(&gt).lines[8].contains("β < α"));
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
                    for l in listing(&s).lines {
                        assert!(l.chars().count() <= 38, "{l}");
                    }
                }
            }
        }
    }
}
