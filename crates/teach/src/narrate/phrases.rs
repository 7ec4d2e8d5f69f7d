//! The phrases narration is made of: how it writes (its [`Style`]), a node's name and kind,
//! a line, a cut's name, what a cutoff skipped, a list. The narration of each event (its
//! parent) and of the searches beyond alpha-beta (`beyond.rs`) both use them.

use i18n::t;
use search::kinds::NodeKind;
use search::search::{Form, Trace};
use search::tree::{NodeId, Tree};

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

/// The chosen line in words: its nodes by label down to the leaf, which is its value
/// (`A → B → D → 5`); a line the depth limit stops ends with that node's estimate (`D (4)`).
pub fn line_words(tree: &Tree, trace: &Trace, style: Style) -> String {
    let line = search::principal_variation(tree, trace);
    let last = line.len().saturating_sub(1);
    let words: Vec<String> = line
        .iter()
        .enumerate()
        .map(|(i, &n)| match tree.value(n) {
            Some(v) if i == last => show_value(&v.to_string(), style),
            _ if i == last && i > 0 => match tree.estimate(n) {
                Some(e) => t!(
                    NODE_ESTIMATE,
                    node = tree.label(n),
                    estimate = show_value(&e.to_string(), style)
                ),
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
                t!(LEAF_NAME_LABELLED, label = tree.label(node), value = v)
            } else {
                t!(LEAF_NAME, value = v)
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

/// Whether `node` maximizes as the trace's settings have it (in max/min form).
pub fn is_max(tree: &Tree, trace: &Trace, node: NodeId) -> bool {
    trace.settings.is_max(tree, node)
}

/// "Max", "Min" or "chance" for an inner node (for a leaf, who is to move there), in the
/// language in force.
pub fn kind_word(tree: &Tree, trace: &Trace, node: NodeId) -> String {
    match trace.settings.kind(tree, node) {
        NodeKind::Max => t!(KIND_MAX),
        NodeKind::Min => t!(KIND_MIN),
        NodeKind::Chance => t!(BEYOND_KIND_CHANCE),
    }
}

/// The player to move at `node` in negamax form's words ("Max to move"): "Max" or "Min" as a
/// player, which some languages word unlike a node's kind ([`kind_word`]); a chance node's word
/// for a chance node.
pub fn side_word(tree: &Tree, trace: &Trace, node: NodeId) -> String {
    match trace.settings.kind(tree, node) {
        NodeKind::Max => t!(SIDE_MAX),
        NodeKind::Min => t!(SIDE_MIN),
        NodeKind::Chance => t!(BEYOND_KIND_CHANCE),
    }
}

/// Whether a cut at `node` is a beta-cut: at a Max node (its value reached beta); in negamax
/// form every node maximizes, so every cut is a beta-cut. Else an alpha-cut, at a Min node.
pub(crate) fn is_beta_cut(tree: &Tree, trace: &Trace, node: NodeId) -> bool {
    trace.settings.form == Form::Negamax || is_max(tree, trace, node)
}

/// "beta-cut" or "alpha-cut" (see [`is_beta_cut`]), in the language in force. (A chance
/// node's cut is named by the bound that made it: see the narration of its cutoff.)
pub fn cut_name(tree: &Tree, trace: &Trace, node: NodeId) -> String {
    if is_beta_cut(tree, trace, node) {
        t!(CUT_BETA)
    } else {
        t!(CUT_ALPHA)
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
                parts.push(t!(SKIPPED_MORE, count = rest));
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
        t!(SKIPPED_LEAVES, values = vals.join(&t!(LIST_SEPARATOR)))
    } else {
        t!(SKIPPED_COUNT, count = leaves.len())
    };
    t!(SKIPPED_SUBTREE, label = tree.label(child), inner = inner)
}

/// Words as a list: "a, b and c" in English.
pub fn join_words(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t!(
            LIST_LAST,
            init = init.join(&t!(LIST_SEPARATOR)),
            last = last
        ),
    }
}
