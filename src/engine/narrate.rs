//! Plain-words narration of a trace event, in the style of the tutorials' walkthroughs.
//! Derived when shown; never stored in the trace.

use super::kinds::NodeKind;
use super::search::{CutRule, Event, Fail, Form, Score, Trace};
use super::tree::{NodeId, Tree};

#[cfg(feature = "beyond")]
mod beyond;
mod conventions;
pub use conventions::conventions;

/// How narration writes things.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// `−∞`, `≤` and `≥` rather than `-inf`, `<=` and `>=`.
    pub unicode: bool,
}

impl Style {
    pub const PLAIN: Style = Style { unicode: false };
    pub const UNICODE: Style = Style { unicode: true };

    /// `<=` or `≤`.
    pub fn le(self) -> &'static str {
        if self.unicode {
            "≤"
        } else {
            "<="
        }
    }

    /// `>=` or `≥`.
    pub fn ge(self) -> &'static str {
        if self.unicode {
            "≥"
        } else {
            ">="
        }
    }

    fn arrow(self) -> &'static str {
        if self.unicode {
            " → "
        } else {
            " -> "
        }
    }
}

/// The rule in force at `node` as the search stands (`state`: its window), in words: the
/// condition a reader needs to predict the cut. At a Max node "prune the rest if a child is
/// ≥ 5" (beta), at a Min node "≤ 3" (alpha), strict under the rule alpha > beta; in negamax form
/// every node maximizes, on its children's values negated. None without pruning, or before the
/// node is entered; "no cut can happen yet" while the bound is infinite.
pub fn rule_in_force(
    tree: &Tree,
    trace: &Trace,
    node: NodeId,
    state: &super::NodeState,
    style: Style,
) -> Option<String> {
    let s = trace.settings;
    if !s.algorithm.prunes() || tree.is_leaf(node) {
        return None;
    }
    #[cfg(feature = "beyond")]
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
    if bound.is_infinite() {
        return Some(format!(
            "no cut can happen yet ({name} = {})",
            trace.table.show(bound, style.unicode)
        ));
    }
    let child = if negamax {
        "a child's value, negated,"
    } else {
        "a child"
    };
    Some(format!(
        "prune the rest if {child} is {op} {}",
        trace.table.show(bound, style.unicode)
    ))
}

/// The chosen line in words: its nodes by label down to the leaf, which is its value
/// (`A → B → D → 5`); a line the depth limit stops ends with that node's estimate (`D (4)`).
pub fn line_words(tree: &Tree, trace: &Trace, style: Style) -> String {
    let line = super::principal_variation(tree, trace);
    let last = line.len().saturating_sub(1);
    let words: Vec<String> = line
        .iter()
        .enumerate()
        .map(|(i, &n)| match tree.value(n) {
            Some(v) if i == last => show_value(&v.to_string(), style),
            _ if i == last && i > 0 => match tree.estimate(n) {
                Some(e) => format!("{} ({})", tree.label(n), show_value(&e.to_string(), style)),
                None => tree.label(n).into_owned(),
            },
            _ => tree.label(n).into_owned(),
        })
        .collect();
    words.join(style.arrow())
}

/// Words for one node: an inner node by its label, a leaf by its value ("leaf 9").
pub fn node_name(tree: &Tree, node: NodeId, style: Style) -> String {
    match tree.value(node) {
        Some(v) => {
            let v = show_value(&v.to_string(), style);
            if tree.has_custom_label(node) {
                format!("leaf {} ({v})", tree.label(node))
            } else {
                format!("leaf {v}")
            }
        }
        None => tree.label(node).into_owned(),
    }
}

fn show_value(v: &str, style: Style) -> String {
    if style.unicode {
        v.replace('-', "−")
    } else {
        v.to_string()
    }
}

/// "Max", "Min" or "chance" for an inner node (for a leaf, who is to move there).
pub fn kind_word(tree: &Tree, trace: &Trace, node: NodeId) -> &'static str {
    match trace.settings.kind(tree, node) {
        NodeKind::Max => "Max",
        NodeKind::Min => "Min",
        #[cfg(feature = "beyond")]
        NodeKind::Chance => "chance",
    }
}

/// "beta-cut" at a Max node (its value reached beta), "alpha-cut" at a Min node; in negamax
/// form every node maximizes, so every cut is a beta-cut. (A chance node's cut is named by
/// the bound that made it: see the narration of its cutoff.)
pub fn cut_name(tree: &Tree, trace: &Trace, node: NodeId) -> &'static str {
    if trace.settings.form == Form::Negamax || trace.settings.is_max(tree, node) {
        "beta-cut"
    } else {
        "alpha-cut"
    }
}

/// What a run of skipped children holds, in words: "leaf 9", "G (leaves 0, −1)",
/// "G and H (9 leaves)".
pub fn describe_skipped(tree: &Tree, parent: NodeId, first: NodeId, style: Style) -> String {
    let mut parts = Vec::new();
    let mut c = Some(first);
    while let Some(child) = c {
        parts.push(describe_child(tree, child, style));
        c = tree.next_sibling(child);
        if parts.len() > 6 {
            let rest = tree.children(parent).filter(|&k| k >= child).count();
            if rest > 0 {
                parts.push(format!("{rest} more"));
            }
            break;
        }
    }
    join_words(&parts)
}

/// One skipped child in words: "leaf 9", "the subtree G (leaves 0, −1)", "the subtree H
/// (9 leaves)".
pub fn describe_child(tree: &Tree, child: NodeId, style: Style) -> String {
    if tree.is_leaf(child) {
        return node_name(tree, child, style);
    }
    let leaves: Vec<NodeId> = (child..tree.end(child))
        .filter(|&n| tree.is_leaf(n))
        .collect();
    let inner = if leaves.len() <= 4 {
        let vals: Vec<String> = leaves
            .iter()
            .filter_map(|&l| tree.value(l))
            .map(|v| show_value(&v.to_string(), style))
            .collect();
        format!("leaves {}", vals.join(", "))
    } else {
        format!("{} leaves", leaves.len())
    };
    format!("the subtree {} ({inner})", tree.label(child))
}

fn join_words(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// The narration of event `index` of `trace`.
pub fn narrate(tree: &Tree, trace: &Trace, index: usize, style: Style) -> String {
    let Some(&event) = trace.events.get(index) else {
        return String::new();
    };
    #[cfg(feature = "beyond")]
    if let Some(text) = beyond::narrate(tree, trace, index, style) {
        return text;
    }
    let show = |s: Score| trace.table.show(s, style.unicode);
    let name = |n: NodeId| node_name(tree, n, style);
    let pruning = trace.settings.algorithm.prunes();
    let negamax = trace.settings.form == Form::Negamax;
    match event {
        Event::Enter { node, alpha, beta } if negamax => {
            let side = kind_word(tree, trace, node);
            match tree.parent(node) {
                None if pruning => format!(
                    "Start at the root {} ({side} to move) with alpha = {} and beta = {}.",
                    name(node),
                    show(alpha),
                    show(beta)
                ),
                None => format!("Start at the root {} ({side} to move).", name(node)),
                Some(p) if pruning => format!(
                    "Enter {} ({side} to move) with alpha = {} and beta = {}: the window of {} negated and swapped.",
                    name(node),
                    show(alpha),
                    show(beta),
                    name(p)
                ),
                Some(p) => format!("Enter {} ({side} to move), a child of {}.", name(node), name(p)),
            }
        }
        Event::Enter { node, alpha, beta } => {
            let kind = kind_word(tree, trace, node);
            let window = if pruning {
                format!(" with alpha = {} and beta = {}", show(alpha), show(beta))
            } else {
                String::new()
            };
            match tree.parent(node) {
                None => format!("Start at the root {} ({kind}){window}.", name(node)),
                Some(p) if pruning => format!(
                    "Enter {} ({kind}), inheriting alpha = {} and beta = {} from {}.",
                    name(node),
                    show(alpha),
                    show(beta),
                    name(p)
                ),
                Some(p) => format!("Enter {} ({kind}), a child of {}.", name(node), name(p)),
            }
        }
        Event::Leaf { node, value } if !tree.is_leaf(node) => format!(
            "The depth limit stops the search at {}: its estimate {} stands in for its value{}.",
            name(node),
            show(value),
            if negamax {
                format!(" ({} to move)", kind_word(tree, trace, node))
            } else {
                String::new()
            }
        ),
        Event::Leaf { node, value } if negamax => match tree.parent(node) {
            Some(p) => format!(
                "{} looks at {}: worth {} to {}, the side to move there.",
                name(p),
                name(node),
                show(value),
                kind_word(tree, trace, node)
            ),
            None => format!("The root is a leaf: its value is {}.", show(value)),
        },
        Event::Leaf { node, value } => match tree.parent(node) {
            Some(p) => format!("{} looks at {}.", name(p), name(node)),
            None => format!("The root is a leaf: its value is {}.", show(value)),
        },
        Event::Return {
            node,
            value,
            prev_best,
        } => {
            let Some(p) = tree.parent(node) else {
                // In negamax form the value is the side to move's: say whose.
                let whose = if negamax {
                    format!(
                        ", for {} (to move at the root)",
                        kind_word(tree, trace, node)
                    )
                } else {
                    String::new()
                };
                // The line that reaches it, when there is one below the root.
                let chance_root = trace.settings.kind(tree, node).is_chance();
                let line = if tree.is_leaf(node) || chance_root {
                    String::new()
                } else {
                    format!(" The chosen line: {}.", line_words(tree, trace, style))
                };
                return format!(
                    "{} returns {}. The optimal value is {}{whose}.{line}",
                    name(node),
                    show(value),
                    show(value)
                );
            };
            let is_max = negamax || trace.settings.is_max(tree, p);
            let seen = if negamax { Score(-value.0) } else { value };
            let (f, best) = if is_max {
                ("max", prev_best.max(seen))
            } else {
                ("min", prev_best.min(seen))
            };
            let returned = if tree.is_leaf(node) {
                String::new()
            } else {
                // A node that cut off has its Test (and maybe a Cutoff) just before its Return.
                let bound = if trace.events[index.saturating_sub(2)..index]
                    .iter()
                    .any(|e| matches!(e, Event::Test { node: n, cut: true, .. } if *n == node))
                {
                    let op = if negamax || trace.settings.is_max(tree, node) {
                        style.ge()
                    } else {
                        style.le()
                    };
                    format!(" (a bound: {} {op} {})", name(node), show(value))
                } else {
                    String::new()
                };
                format!(
                    "{} returns {}{bound} to {}",
                    name(node),
                    show(value),
                    name(p)
                )
            };
            let returned = if negamax {
                let from = if returned.is_empty() {
                    format!("{} gets {} from {}", name(p), show(value), name(node))
                } else {
                    returned
                };
                format!("{from}, which is {} for {}", show(seen), name(p))
            } else {
                returned
            };
            let sep = if returned.is_empty() { "" } else { ". " };
            if pruning && trace.settings.fail == Fail::Hard {
                if returned.is_empty() {
                    format!("{} gets {} from {}.", name(p), show(value), name(node))
                } else {
                    format!("{returned}.")
                }
            } else {
                let word = if pruning { "best" } else { "value so far" };
                format!(
                    "{returned}{sep}{}: {word} = {f}({}, {}) = {}.",
                    name(p),
                    show(prev_best),
                    show(seen),
                    show(best)
                )
            }
        }
        Event::Alpha { node, old, new } => format!(
            "{}: alpha = max({}, {}) = {}.",
            name(node),
            show(old),
            show(new),
            show(new)
        ),
        Event::Beta { node, old, new } => format!(
            "{}: beta = min({}, {}) = {}.",
            name(node),
            show(old),
            show(new),
            show(new)
        ),
        Event::Test {
            node,
            alpha,
            beta,
            cut,
        } => {
            let strict = trace.settings.rule == super::search::CutRule::Gt;
            let (a, b) = (show(alpha), show(beta));
            let more = trace.events.get(index + 1).is_some_and(|e| match e {
                Event::Cutoff { .. } => true,
                #[cfg(feature = "beyond")]
                Event::Skip { .. } => true,
                _ => false,
            });
            let n = name(node);
            let text = match (cut, strict) {
                (true, false) if more => format!("beta = {b} {} alpha = {a}, so {n} stops.", style.le()),
                (true, true) if more => format!("beta = {b} < alpha = {a}, so {n} stops."),
                (true, false) => format!(
                    "beta = {b} {} alpha = {a}, so {n} would stop, but it has no children left.",
                    style.le()
                ),
                (true, true) => format!(
                    "beta = {b} < alpha = {a}, so {n} would stop, but it has no children left."
                ),
                (false, false) => format!("beta = {b} > alpha = {a}: no cutoff at {n}."),
                (false, true) if alpha == beta => format!(
                    "beta = {b} = alpha = {a}: with the strict rule (prune only when alpha > beta) {n} goes on."
                ),
                (false, true) => format!("beta = {b} {} alpha = {a}: no cutoff at {n}.", style.ge()),
            };
            format!("{n}: {text}")
        }
        Event::Cutoff {
            node,
            first_skipped,
        } => {
            let skipped = describe_skipped(tree, node, first_skipped, style);
            let count = tree.children(node).filter(|&c| c >= first_skipped).count();
            let all_leaves = tree
                .children(node)
                .filter(|&c| c >= first_skipped)
                .all(|c| tree.is_leaf(c));
            let verb = match (count == 1, all_leaves) {
                (true, true) => "is never looked at",
                (true, false) => "is never searched",
                (false, true) => "are never looked at",
                (false, false) => "are never searched",
            };
            let window = match index.checked_sub(1).and_then(|i| trace.events.get(i)) {
                Some(Event::Test { alpha, beta, .. }) => Some((show(*alpha), show(*beta))),
                _ => None,
            };
            let cause = match window {
                Some((a, b)) if negamax => format!(
                    " {} is worth at least {a} to the side to move there, but the opponent can already hold it to {b} higher up, so play will never reach {}.",
                    name(node),
                    name(node)
                ),
                Some((a, b)) if trace.settings.is_max(tree, node) => format!(
                    " {} is worth at least {a}, but Min can already hold the game to {b} higher up, so Min will never let play reach {}.",
                    name(node),
                    name(node)
                ),
                Some((a, b)) => format!(
                    " {} is worth at most {b}, but Max can already get {a} higher up, so Max will never choose {}.",
                    name(node),
                    name(node)
                ),
                None => String::new(),
            };
            format!(
                "{} at {}: {skipped} {verb}.{cause}",
                capitalize(cut_name(tree, trace, node)),
                name(node)
            )
        }
        // Narrated by `beyond`, above.
        #[cfg(feature = "beyond")]
        Event::Pass { .. }
        | Event::Proved { .. }
        | Event::Probe { .. }
        | Event::Research { .. }
        | Event::Sum { .. }
        | Event::Star { .. }
        | Event::Skip { .. } => String::new(),
    }
}

/// A cutoff's name ("alpha-cut" or "beta-cut", from `cut_name`) at the start of a sentence.
/// The names are ASCII; an ASCII upper case keeps Unicode's case tables out of the wasm.
pub(crate) fn capitalize(s: &str) -> String {
    let mut out = s.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}
