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

/// The listing for `settings`. Line 1 is the function's head.
pub fn listing(settings: &Settings) -> Listing {
    let le = match settings.rule {
        CutRule::Ge => "beta <= alpha",
        CutRule::Gt => "beta < alpha",
    };
    let ge = match settings.rule {
        CutRule::Ge => "alpha >= beta",
        CutRule::Gt => "alpha > beta",
    };
    let leaf = if settings.depth_limit.is_some() {
        "if node is a leaf or depth == limit: return value(node)"
    } else {
        "if node is a leaf: return value(node)"
    };
    let neg_leaf = if settings.depth_limit.is_some() {
        "if node is a leaf or depth == limit: return value(node) for the side to move"
    } else {
        "if node is a leaf: return value(node) for the side to move"
    };
    let (title, lines): (&'static str, Vec<String>) = match kind(settings) {
        Kind::Minimax => (
            "Minimax",
            vec![
                "function minimax(node):".into(),
                format!("  {leaf}"),
                "  if node is Max:".into(),
                "    best = -inf".into(),
                "    for each child of node:".into(),
                "      best = max(best, minimax(child))".into(),
                "    return best".into(),
                "  else:".into(),
                "    best = +inf".into(),
                "    for each child of node:".into(),
                "      best = min(best, minimax(child))".into(),
                "    return best".into(),
            ],
        ),
        Kind::MaxMinSoft => (
            "Alpha-beta, fail-soft (the binary-tree tutorial)",
            vec![
                "function alphabeta(node, alpha, beta):".into(),
                format!("  {leaf}"),
                "  if node is Max:".into(),
                "    best = -inf".into(),
                "    for each child of node:".into(),
                "      v = alphabeta(child, alpha, beta)".into(),
                "      best = max(best, v)".into(),
                "      alpha = max(alpha, best)".into(),
                format!("      if {le}: break   # beta-cut"),
                "    return best".into(),
                "  else:".into(),
                "    best = +inf".into(),
                "    for each child of node:".into(),
                "      v = alphabeta(child, alpha, beta)".into(),
                "      best = min(best, v)".into(),
                "      beta = min(beta, best)".into(),
                format!("      if {le}: break   # alpha-cut"),
                "    return best".into(),
            ],
        ),
        Kind::MaxMinHard => (
            "Alpha-beta, fail-hard (the picture tutorial)",
            vec![
                "function alphabeta(node, alpha, beta, maximizing):".into(),
                format!("  {leaf}"),
                "  if maximizing:".into(),
                "    for each child of node:".into(),
                "      alpha = max(alpha, alphabeta(child, alpha, beta, false))".into(),
                format!("      if {le}: break   # beta-cut"),
                "    return alpha".into(),
                "  else:".into(),
                "    for each child of node:".into(),
                "      beta = min(beta, alphabeta(child, alpha, beta, true))".into(),
                format!("      if {le}: break   # alpha-cut"),
                "    return beta".into(),
            ],
        ),
        Kind::NegamaxSoft => (
            "Negamax alpha-beta, fail-soft",
            vec![
                "function negamax(node, alpha, beta):".into(),
                format!("  {neg_leaf}"),
                "  best = -inf".into(),
                "  for each child of node:".into(),
                "    v = -negamax(child, -beta, -alpha)".into(),
                "    best = max(best, v)".into(),
                "    alpha = max(alpha, best)".into(),
                format!("    if {ge}: break   # beta cut"),
                "  return best".into(),
            ],
        ),
        Kind::NegamaxHard => (
            "Negamax alpha-beta, fail-hard (the Othello tutorial)",
            vec![
                "function negamax(node, alpha, beta):".into(),
                format!("  {neg_leaf}"),
                "  for each child of node:".into(),
                "    v = -negamax(child, -beta, -alpha)".into(),
                "    alpha = max(alpha, v)".into(),
                format!("    if {ge}: return beta   # beta cut"),
                "  return alpha".into(),
            ],
        ),
        Kind::NegamaxPlain => (
            "Negamax (no pruning)",
            vec![
                "function negamax(node):".into(),
                format!("  {neg_leaf}"),
                "  best = -inf".into(),
                "  for each child of node:".into(),
                "    best = max(best, -negamax(child))".into(),
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
        assert_eq!(at(1), "best = -inf"); // enter A (Max)
        assert_eq!(at(2), "best = +inf"); // enter B (Min)
        assert_eq!(at(4), "if node is a leaf: return value(node)"); // leaf 3
        assert_eq!(at(5), "best = max(best, v)"); // D gets 3
        assert_eq!(at(6), "alpha = max(alpha, best)");
        assert_eq!(at(13), "beta = min(beta, best)"); // B: beta = 5
        assert_eq!(at(19), "if beta <= alpha: break   # beta-cut"); // E stops
        assert_eq!(at(37), "if beta <= alpha: break   # alpha-cut"); // C cuts G
        assert_eq!(at(40), "return best"); // A returns 5
        let gt = Settings {
            rule: CutRule::Gt,
            ..s
        };
        assert!(listing(&gt).lines[8].contains("beta < alpha"));
    }
}
