//! Plain-words narration of a trace event, in the style of the tutorials' walkthroughs.
//! Derived when shown; never stored in the trace.

use i18n::t;
use search::kinds::NodeKind;
use search::returned::Returned;
use search::search::{CutRule, Event, Fail, Form, Score, Trace};
use search::tree::{NodeId, Tree};

mod beyond;
mod conventions;
mod phrases;
pub use conventions::conventions;
pub(crate) use phrases::is_beta_cut;
pub use phrases::{
    cut_name, describe_child, describe_skipped, is_max, join_words, kind_word, line_words,
    node_name, side_word, Style,
};

/// The rule in force at `node` as the search stands (`state`: its window), in words: the
/// condition a reader needs to predict the cut. At a Max node "prune the rest if a child is
/// ≥ 5" (beta), at a Min node "≤ 3" (alpha), strict under the rule alpha > beta; in negamax form
/// every node maximizes, on its children's values negated. None without pruning, or before the
/// node is entered; "no cut can happen yet" while the bound is infinite.
pub fn rule_in_force(
    tree: &Tree,
    trace: &Trace,
    node: NodeId,
    state: &search::NodeState,
    style: Style,
) -> Option<String> {
    let s = trace.settings;
    if !s.algorithm.prunes() || tree.is_leaf(node) {
        return None;
    }
    if s.kind(tree, node) == NodeKind::Chance {
        return Some(beyond::chance_rule(trace, state, style));
    }
    let strict = s.rule == CutRule::Gt;
    let negamax = s.form == Form::Negamax;
    let (bound, name, op) = if negamax || s.is_max(tree, node) {
        let name = if style.unicode { "β" } else { "beta" };
        (state.beta?, name, if strict { ">" } else { style.ge() })
    } else {
        let name = if style.unicode { "α" } else { "alpha" };
        (state.alpha?, name, if strict { "<" } else { style.le() })
    };
    let value = trace.table.show(bound, style.unicode);
    Some(if bound.is_infinite() {
        t!(RULE_NO_CUT_YET, bound = name, value = value)
    } else if negamax {
        t!(RULE_PRUNE_NEGAMAX, op = op, value = value)
    } else {
        t!(RULE_PRUNE, op = op, value = value)
    })
}

/// The sign of the bound an inner node's return at `index` is (`≥` where it failed high, `≤`
/// where it failed low), from its own side; None for its exact value. Where the trace proves
/// neither, a node that cut off (its Test, and maybe a Cutoff, just before its Return) returns
/// a bound its way.
fn bound_op(
    tree: &Tree,
    trace: &Trace,
    index: usize,
    node: NodeId,
    style: Style,
) -> Option<&'static str> {
    match trace.returns(tree).at(index) {
        Some(Returned::Exact) => None,
        Some(Returned::Lower) => Some(style.ge()),
        Some(Returned::Upper) => Some(style.le()),
        None => {
            let cut = trace.events[index.saturating_sub(2)..index]
                .iter()
                .any(|e| matches!(e, Event::Test { node: n, cut: true, .. } if *n == node));
            let beta = is_beta_cut(tree, trace, node);
            cut.then(|| if beta { style.ge() } else { style.le() })
        }
    }
}

/// The narration of event `index` of `trace`, in the language in force.
pub fn narrate(tree: &Tree, trace: &Trace, index: usize, style: Style) -> String {
    let Some(&event) = trace.events.get(index) else {
        return String::new();
    };
    if let Some(text) = beyond::narrate(tree, trace, index, style) {
        return text;
    }
    let show = |s: Score| trace.table.show(s, style.unicode);
    let name = |n: NodeId| node_name(tree, n, style);
    let pruning = trace.settings.algorithm.prunes();
    let negamax = trace.settings.form == Form::Negamax;
    match event {
        Event::Enter { node, alpha, beta } => {
            let (node_w, a, b) = (name(node), show(alpha), show(beta));
            let kind = kind_word(tree, trace, node);
            let side = side_word(tree, trace, node);
            match (tree.parent(node).map(name), negamax, pruning) {
                (None, true, true) => t!(
                    ENTER_ROOT_NEGAMAX_WINDOW,
                    node = node_w,
                    side = side,
                    alpha = a,
                    beta = b
                ),
                (None, true, false) => t!(ENTER_ROOT_NEGAMAX, node = node_w, side = side),
                (None, false, true) => t!(
                    ENTER_ROOT_WINDOW,
                    node = node_w,
                    kind = kind,
                    alpha = a,
                    beta = b
                ),
                (None, false, false) => t!(ENTER_ROOT, node = node_w, kind = kind),
                (Some(p), true, true) => t!(
                    ENTER_NEGAMAX_WINDOW,
                    node = node_w,
                    side = side,
                    alpha = a,
                    beta = b,
                    parent = p
                ),
                (Some(p), true, false) => t!(ENTER_NEGAMAX, node = node_w, side = side, parent = p),
                (Some(p), false, true) => t!(
                    ENTER_WINDOW,
                    node = node_w,
                    kind = kind,
                    alpha = a,
                    beta = b,
                    parent = p
                ),
                (Some(p), false, false) => t!(ENTER, node = node_w, kind = kind, parent = p),
            }
        }
        Event::Leaf { node, value } if !tree.is_leaf(node) => {
            let (node, side) = (name(node), side_word(tree, trace, node));
            if negamax {
                t!(
                    DEPTH_LIMIT_NEGAMAX,
                    node = node,
                    value = show(value),
                    side = side
                )
            } else {
                t!(DEPTH_LIMIT, node = node, value = show(value))
            }
        }
        Event::Leaf { node, value } => match tree.parent(node) {
            Some(p) if negamax => t!(
                LEAF_NEGAMAX,
                parent = name(p),
                node = name(node),
                value = show(value),
                side = side_word(tree, trace, node)
            ),
            Some(p) => t!(LEAF, parent = name(p), node = name(node)),
            None => t!(ROOT_LEAF, value = show(value)),
        },
        Event::Return {
            node,
            value,
            prev_best,
        } => narrate_return(tree, trace, index, style, (node, value, prev_best)),
        Event::Alpha { node, old, new } => {
            t!(
                ALPHA_UPDATE,
                node = name(node),
                old = show(old),
                new = show(new)
            )
        }
        Event::Beta { node, old, new } => {
            t!(
                BETA_UPDATE,
                node = name(node),
                old = show(old),
                new = show(new)
            )
        }
        Event::Test {
            node,
            alpha,
            beta,
            cut,
        } => {
            let strict = trace.settings.rule == CutRule::Gt;
            let (a, b, n) = (show(alpha), show(beta), name(node));
            let more = trace
                .events
                .get(index + 1)
                .is_some_and(|e| matches!(e, Event::Cutoff { .. } | Event::Skip { .. }));
            match (cut, strict) {
                (true, _) => {
                    let op = if strict { "<" } else { style.le() };
                    if more {
                        t!(TEST_STOPS, node = n, beta = b, op = op, alpha = a)
                    } else {
                        t!(TEST_NO_CHILDREN, node = n, beta = b, op = op, alpha = a)
                    }
                }
                (false, true) if alpha == beta => {
                    t!(TEST_STRICT_EQUAL, node = n, beta = b, alpha = a)
                }
                (false, strict) => {
                    let op = if strict { style.ge() } else { ">" };
                    t!(TEST_NO_CUT, node = n, beta = b, op = op, alpha = a)
                }
            }
        }
        Event::Cutoff {
            node,
            first_skipped,
        } => narrate_cutoff(tree, trace, index, style, node, first_skipped),
        // Narrated by `beyond`, above.
        Event::Pass { .. }
        | Event::Proved { .. }
        | Event::Probe { .. }
        | Event::Research { .. }
        | Event::Sum { .. }
        | Event::Star { .. }
        | Event::Skip { .. } => String::new(),
    }
}

/// A node's return to its parent (or the root's, which ends the search).
fn narrate_return(
    tree: &Tree,
    trace: &Trace,
    index: usize,
    style: Style,
    (node, value, prev_best): (NodeId, Score, Score),
) -> String {
    let show = |s: Score| trace.table.show(s, style.unicode);
    let name = |n: NodeId| node_name(tree, n, style);
    let negamax = trace.settings.form == Form::Negamax;
    let pruning = trace.settings.algorithm.prunes();
    let (node_w, v) = (name(node), show(value));
    let Some(p) = tree.parent(node) else {
        // In negamax form the value is the side to move's: say whose. Say the line that reaches
        // it, when there is one below the root.
        let side = side_word(tree, trace, node);
        let chance_root = trace.settings.kind(tree, node).is_chance();
        let line = (!tree.is_leaf(node) && !chance_root).then(|| line_words(tree, trace, style));
        return match (negamax, line) {
            (true, Some(line)) => t!(
                ROOT_RETURNS_NEGAMAX_LINE,
                node = node_w,
                value = v,
                side = side,
                line = line
            ),
            (true, None) => t!(ROOT_RETURNS_NEGAMAX, node = node_w, value = v, side = side),
            (false, Some(line)) => t!(ROOT_RETURNS_LINE, node = node_w, value = v, line = line),
            (false, None) => t!(ROOT_RETURNS, node = node_w, value = v),
        };
    };
    let parent = name(p);
    let is_max = negamax || trace.settings.is_max(tree, p);
    let seen = if negamax { Score(-value.0) } else { value };
    let (f, best) = if is_max {
        ("max", prev_best.max(seen))
    } else {
        ("min", prev_best.min(seen))
    };
    let returned = (!tree.is_leaf(node)).then(|| {
        if let Some(op) = bound_op(tree, trace, index, node, style) {
            t!(
                RETURNS_BOUND_TO,
                node = node_w,
                value = v,
                op = op,
                parent = parent
            )
        } else {
            t!(RETURNS_TO, node = node_w, value = v, parent = parent)
        }
    });
    let returned = if negamax {
        let from =
            returned.unwrap_or_else(|| t!(GETS_FROM, parent = parent, value = v, node = node_w));
        Some(t!(
            WHICH_IS_FOR,
            clause = from,
            seen = show(seen),
            parent = parent
        ))
    } else {
        returned
    };
    if pruning && trace.settings.fail == Fail::Hard {
        let clause =
            returned.unwrap_or_else(|| t!(GETS_FROM, parent = parent, value = v, node = node_w));
        return t!(RETURN_SENTENCE, clause = clause);
    }
    let (prev, seen) = (show(prev_best), show(seen));
    let update = if pruning {
        t!(
            RETURN_UPDATE,
            parent = parent,
            f = f,
            prev = prev,
            seen = seen,
            best = show(best)
        )
    } else {
        t!(
            RETURN_UPDATE_MINIMAX,
            parent = parent,
            f = f,
            prev = prev,
            seen = seen,
            best = show(best)
        )
    };
    match returned {
        Some(clause) => t!(RETURN_THEN, clause = clause, update = update),
        None => update,
    }
}

/// A cutoff: what is skipped, and why.
fn narrate_cutoff(
    tree: &Tree,
    trace: &Trace,
    index: usize,
    style: Style,
    node: NodeId,
    first_skipped: NodeId,
) -> String {
    let show = |s: Score| trace.table.show(s, style.unicode);
    let node_w = node_name(tree, node, style);
    let skipped = describe_skipped(tree, node, first_skipped, style);
    let count = tree.children(node).filter(|&c| c >= first_skipped).count();
    let all_leaves = tree
        .children(node)
        .filter(|&c| c >= first_skipped)
        .all(|c| tree.is_leaf(c));
    let what = match (count == 1, all_leaves) {
        (true, true) => "leaf",
        (true, false) => "subtree",
        (false, true) => "leaves",
        (false, false) => "subtrees",
    };
    let cut = if is_beta_cut(tree, trace, node) {
        "beta"
    } else {
        "alpha"
    };
    let cutoff = t!(
        CUTOFF,
        cut = cut,
        node = node_w,
        skipped = skipped,
        what = what,
        count = count
    );
    let window = match index.checked_sub(1).and_then(|i| trace.events.get(i)) {
        Some(Event::Test { alpha, beta, .. }) => Some((show(*alpha), show(*beta))),
        _ => None,
    };
    let Some((a, b)) = window else {
        return cutoff;
    };
    let cause = if trace.settings.form == Form::Negamax {
        t!(CAUSE_NEGAMAX, node = node_w, alpha = a, beta = b)
    } else if is_max(tree, trace, node) {
        t!(CAUSE_MAX, node = node_w, alpha = a, beta = b)
    } else {
        t!(CAUSE_MIN, node = node_w, beta = b, alpha = a)
    };
    t!(CUTOFF_CAUSE, cutoff = cutoff, cause = cause)
}
