//! The conventions in force, in words.

use super::Style;
use crate::engine::search::{Algorithm, CutRule, Fail, Form, Settings, Side};

/// The conventions in force, in words, as the page and `ablab` show them.
pub fn conventions(settings: &Settings, style: Style) -> String {
    let root = match settings.root {
        Side::Max => "root Max",
        Side::Min => "root Min",
    };
    let words = match settings.algorithm {
        Algorithm::Minimax => format!(
            "minimax (no pruning), {}, {root}{}",
            form_words(settings),
            depth_words(settings)
        ),
        _ => format!(
            "{}, {}, {root}, prune when {}, {}{}",
            search_words(settings.algorithm),
            form_words(settings),
            match (settings.rule, style.unicode) {
                (CutRule::Ge, false) => "alpha >= beta",
                (CutRule::Ge, true) => "α ≥ β",
                (CutRule::Gt, false) => "alpha > beta",
                (CutRule::Gt, true) => "α > β",
            },
            match (settings.fail, settings.form) {
                (Fail::Soft, _) => "fail-soft (a node returns the best value it saw)",
                (Fail::Hard, Form::MaxMin) =>
                    "fail-hard (a Max node returns alpha, a Min node beta)",
                (Fail::Hard, Form::Negamax) =>
                    "fail-hard (a node returns beta at once on a beta cut, else alpha)",
            },
            depth_words(settings)
        ),
    };
    #[cfg(feature = "beyond")]
    let words = format!("{words}{}", extra_words(settings));
    words
}

/// The search, in words.
fn search_words(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Minimax | Algorithm::AlphaBeta => "alpha-beta",
        #[cfg(feature = "beyond")]
        Algorithm::Pvs => {
            "PVS (NegaScout: the first child with the window, the others with a null window, searched again when they fail high)"
        }
        #[cfg(feature = "beyond")]
        Algorithm::Mtdf => "MTD(f) (null-window alpha-beta passes until the bounds they prove meet)",
        #[cfg(feature = "beyond")]
        Algorithm::Iterative => {
            "iterative deepening (alpha-beta to depth 1, 2, ..., children best first by the previous iteration's values)"
        }
    }
}

/// An aspiration window and leaf bounds, in words (nothing without them).
#[cfg(feature = "beyond")]
fn extra_words(settings: &Settings) -> String {
    let mut out = String::new();
    if let Some(w) = settings.window {
        out.push_str(&format!(
            ", aspiration window ({}, {}) (searched again, opened on the side it fails)",
            w.lo, w.hi
        ));
    }
    if let Some(b) = settings.bounds {
        out.push_str(&format!(
            ", leaf values within {}..{} (Star1 prunes at chance nodes)",
            b.lo, b.hi
        ));
    }
    out
}

fn form_words(settings: &Settings) -> &'static str {
    match settings.form {
        Form::MaxMin => "max/min form",
        Form::Negamax => "negamax form (every node maximizes; values from the side to move)",
    }
}

fn depth_words(settings: &Settings) -> String {
    match settings.depth_limit {
        Some(d) => {
            format!(", depth limit {d} (a node at depth {d} with an estimate is scored by it)")
        }
        None => String::new(),
    }
}
