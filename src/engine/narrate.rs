//! Plain-words narration of a trace event, in the style of the tutorials' walkthroughs.
//! Derived when shown; never stored in the trace.

use super::search::{Algorithm, CutRule, Event, Fail, Form, Score, Settings, Side, Trace};
use super::tree::{NodeId, Tree};

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
    if s.algorithm != Algorithm::AlphaBeta || tree.is_leaf(node) {
        return None;
    }
    let strict = s.rule == CutRule::Gt;
    let negamax = s.form == Form::Negamax;
    let (bound, name, op) = if negamax || s.is_max_at(tree.depth(node)) {
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
            _ if i == last && i > 0 => {
                let est = tree.estimate(n).map(|v| show_value(&v.to_string(), style));
                format!("{} ({})", tree.label(n), est.unwrap_or_default())
            }
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

/// "Max" or "Min" for an inner node.
pub fn kind_word(tree: &Tree, trace: &Trace, node: NodeId) -> &'static str {
    if trace.settings.is_max_at(tree.depth(node)) {
        "Max"
    } else {
        "Min"
    }
}

/// "beta-cut" at a Max node (its value reached beta), "alpha-cut" at a Min node; in negamax
/// form every node maximizes, so every cut is a beta-cut.
pub fn cut_name(tree: &Tree, trace: &Trace, node: NodeId) -> &'static str {
    if trace.settings.form == Form::Negamax || trace.settings.is_max_at(tree.depth(node)) {
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
        if tree.is_leaf(child) {
            parts.push(node_name(tree, child, style));
        } else {
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
            parts.push(format!("the subtree {} ({inner})", tree.label(child)));
        }
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
    let show = |s: Score| trace.table.show(s, style.unicode);
    let name = |n: NodeId| node_name(tree, n, style);
    let pruning = trace.settings.algorithm == Algorithm::AlphaBeta;
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
                let line = if tree.is_leaf(node) {
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
            let is_max = negamax || trace.settings.is_max_at(tree.depth(p));
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
                    let op = if negamax || trace.settings.is_max_at(tree.depth(node)) {
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
            let more = trace
                .events
                .get(index + 1)
                .is_some_and(|e| matches!(e, Event::Cutoff { .. }));
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
                Some((a, b)) if trace.settings.is_max_at(tree.depth(node)) => format!(
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
    }
}

/// A cutoff's name ("alpha-cut" or "beta-cut", from `cut_name`) at the start of a sentence.
/// The names are ASCII; an ASCII upper case keeps Unicode's case tables out of the wasm.
fn capitalize(s: &str) -> String {
    let mut out = s.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

/// The conventions in force, in words, as the page and `ablab` show them.
pub fn conventions(settings: &Settings, style: Style) -> String {
    let root = match settings.root {
        Side::Max => "root Max",
        Side::Min => "root Min",
    };
    match settings.algorithm {
        Algorithm::Minimax => format!(
            "minimax (no pruning), {}, {root}{}",
            form_words(settings),
            depth_words(settings)
        ),
        Algorithm::AlphaBeta => format!(
            "alpha-beta, {}, {root}, prune when {}, {}{}",
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
    }
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
