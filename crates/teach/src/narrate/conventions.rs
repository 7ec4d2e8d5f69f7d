//! The conventions in force, in words.

use super::phrases::Style;
use i18n::t;
use search::search::{Algorithm, CutRule, Fail, Form, Settings, Side};

/// The conventions in force, in words, as the page and `ablab` show them.
pub fn conventions(settings: &Settings, style: Style) -> String {
    let root = match settings.root {
        Side::Max => t!(ROOT_IS_MAX),
        Side::Min => t!(ROOT_IS_MIN),
    };
    let form = match settings.form {
        Form::MaxMin => t!(FORM_MAXMIN_WORDS),
        Form::Negamax => t!(FORM_NEGAMAX_WORDS),
    };
    let depth = match settings.depth_limit {
        Some(d) => t!(DEPTH_LIMIT_WORDS, depth = d),
        None => String::new(),
    };
    // The rule in the message's own words and symbols: a key, never the text itself.
    let rule = match (settings.rule, style.unicode) {
        (CutRule::Ge, false) => "ge-plain",
        (CutRule::Ge, true) => "ge",
        (CutRule::Gt, false) => "gt-plain",
        (CutRule::Gt, true) => "gt",
    };
    let rule = t!(RULE_WORDS, rule = rule);
    let fail = match (settings.fail, settings.form) {
        (Fail::Soft, _) => t!(FAIL_SOFT_WORDS),
        (Fail::Hard, Form::MaxMin) => t!(FAIL_HARD_WORDS),
        (Fail::Hard, Form::Negamax) => t!(FAIL_HARD_NEGAMAX_WORDS),
    };
    // Every search but minimax fills in the same words: only its message differs.
    macro_rules! pruning {
        ($msg:ident) => {
            t!(
                $msg,
                form = form,
                root = root,
                rule = rule,
                fail = fail,
                depth = depth
            )
        };
    }
    let words = match settings.algorithm {
        Algorithm::Minimax => t!(CONVENTIONS_MINIMAX, form = form, root = root, depth = depth),
        Algorithm::AlphaBeta => pruning!(CONVENTIONS_ALPHABETA),
        Algorithm::Pvs => pruning!(BEYOND_CONVENTIONS_PVS),
        Algorithm::Mtdf => pruning!(BEYOND_CONVENTIONS_MTDF),
        Algorithm::Iterative => pruning!(BEYOND_CONVENTIONS_ITERATIVE),
    };
    let words = format!("{words}{}", extra_words(settings));
    words
}

/// An aspiration window and leaf bounds, in words (nothing without them).
fn extra_words(settings: &Settings) -> String {
    let mut out = String::new();
    if let Some(w) = settings.window {
        out.push_str(&t!(BEYOND_WINDOW_WORDS, lo = w.lo, hi = w.hi));
    }
    if let Some(b) = settings.bounds {
        out.push_str(&t!(BEYOND_BOUNDS_WORDS, lo = b.lo, hi = b.hi));
    }
    out
}
