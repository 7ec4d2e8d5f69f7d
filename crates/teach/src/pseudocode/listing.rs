//! A listing and the listings of minimax and alpha-beta's conventions: the page shows them,
//! and the searches beyond alpha-beta (`beyond.rs`) fall back on their titles.

use i18n::t;
use search::search::{Algorithm, CutRule, Fail, Form, Settings};

/// One listing: a title (which tutorial it follows) and its lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    pub title: String,
    pub lines: Vec<String>,
}

/// Which listing a convention uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    Minimax,
    MaxMinSoft,
    MaxMinHard,
    NegamaxSoft,
    NegamaxHard,
    NegamaxPlain,
}

/// The listing of alpha-beta's conventions (the searches beyond it have theirs in `beyond`).
pub(super) fn kind(settings: &Settings) -> Kind {
    match (settings.algorithm, settings.form, settings.fail) {
        (Algorithm::Minimax, Form::MaxMin, _) => Kind::Minimax,
        (Algorithm::Minimax, Form::Negamax, _) => Kind::NegamaxPlain,
        (_, Form::MaxMin, Fail::Soft) => Kind::MaxMinSoft,
        (_, Form::MaxMin, Fail::Hard) => Kind::MaxMinHard,
        (_, Form::Negamax, Fail::Soft) => Kind::NegamaxSoft,
        (_, Form::Negamax, Fail::Hard) => Kind::NegamaxHard,
    }
}

/// The listing of minimax or alpha-beta under `settings`, on a tree without chance nodes.
pub(super) fn classic(settings: &Settings) -> Listing {
    let le = match settings.rule {
        CutRule::Ge => "β ≤ α",
        CutRule::Gt => "β < α",
    };
    let ge = match settings.rule {
        CutRule::Ge => "α ≥ β",
        CutRule::Gt => "α > β",
    };
    let (leaf, neg_leaf) = if settings.depth_limit.is_some() {
        (t!(CODE_LEAF_LIMIT), t!(CODE_LEAF_NEGAMAX_LIMIT))
    } else {
        (t!(CODE_LEAF), t!(CODE_LEAF_NEGAMAX))
    };
    let beta_cut = t!(CODE_COMMENT_CUT, cut = "beta");
    let alpha_cut = t!(CODE_COMMENT_CUT, cut = "alpha");
    let (title, lines): (String, Vec<String>) = match kind(settings) {
        Kind::Minimax => (
            t!(CODE_TITLE_MINIMAX),
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
            t!(CODE_TITLE_ALPHABETA_SOFT),
            vec![
                "ab(node, α, β):".into(),
                format!("  {leaf}"),
                "  if node is Max:".into(),
                "    best = −∞".into(),
                "    for child in children:".into(),
                "      v = ab(child, α, β)".into(),
                "      best = max(best, v)".into(),
                "      α = max(α, best)".into(),
                format!("      if {le}: break  # {beta_cut}"),
                "    return best".into(),
                "  else:".into(),
                "    best = +∞".into(),
                "    for child in children:".into(),
                "      v = ab(child, α, β)".into(),
                "      best = min(best, v)".into(),
                "      β = min(β, best)".into(),
                format!("      if {le}: break  # {alpha_cut}"),
                "    return best".into(),
            ],
        ),
        Kind::MaxMinHard => (
            t!(CODE_TITLE_ALPHABETA_HARD),
            vec![
                "ab(node, α, β, maximizing):".into(),
                format!("  {leaf}"),
                "  if maximizing:".into(),
                "    for child in children:".into(),
                "      α = max(α, ab(child, α, β, no))".into(),
                format!("      if {le}: break  # {beta_cut}"),
                "    return α".into(),
                "  else:".into(),
                "    for child in children:".into(),
                "      β = min(β, ab(child, α, β, yes))".into(),
                format!("      if {le}: break  # {alpha_cut}"),
                "    return β".into(),
            ],
        ),
        Kind::NegamaxSoft => (
            t!(CODE_TITLE_NEGAMAX_SOFT),
            vec![
                "negamax(node, α, β):".into(),
                format!("  {neg_leaf}"),
                "  best = −∞".into(),
                "  for child in children:".into(),
                "    v = −negamax(child, −β, −α)".into(),
                "    best = max(best, v)".into(),
                "    α = max(α, best)".into(),
                format!("    if {ge}: break  # {beta_cut}"),
                "  return best".into(),
            ],
        ),
        Kind::NegamaxHard => (
            t!(CODE_TITLE_NEGAMAX_HARD),
            vec![
                "negamax(node, α, β):".into(),
                format!("  {neg_leaf}"),
                "  for child in children:".into(),
                "    v = −negamax(child, −β, −α)".into(),
                "    α = max(α, v)".into(),
                format!("    if {ge}: return β  # {beta_cut}"),
                "  return α".into(),
            ],
        ),
        Kind::NegamaxPlain => (
            t!(CODE_TITLE_NEGAMAX),
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
