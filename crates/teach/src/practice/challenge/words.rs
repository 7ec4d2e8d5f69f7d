//! A challenge's task and a verdict's reason in words, in the language in force: the
//! narration's words for the search's own events.

use super::{order, BuildTarget, Challenge, Reason, Verdict, Want};
use crate::narrate::{narrate, node_name, Style};
use i18n::t;
use search::search::{search, Trace};
use search::tree::{NodeId, Tree};

/// The most cutoffs a reason narrates.
const CUTOFFS_TOLD: usize = 3;

/// What the challenge asks, in words.
pub fn task(challenge: &Challenge) -> String {
    match challenge {
        Challenge::Order { tree } => {
            let now = order::evaluated(tree, super::settings());
            let mut text = vec![t!(PRACTICE_CHALLENGE_ORDER_TASK, leaves = now)];
            if let Some((b, d, best)) = challenge.knuth_moore() {
                text.push(t!(
                    PRACTICE_CHALLENGE_KNUTH_MOORE,
                    b = b,
                    d = d,
                    leaves = best as u64
                ));
            }
            crate::practice::sentences(&text)
        }
        Challenge::Cut {
            tree,
            k,
            target,
            want,
        } => t!(
            PRACTICE_CHALLENGE_CUT_TASK,
            k = *k,
            node = tree.label(*target),
            want = want_key(*want)
        ),
        Challenge::Build { target, .. } => match *target {
            BuildTarget::PrunedLeaves(count) => t!(PRACTICE_CHALLENGE_BUILD_PRUNED, count = count),
            BuildTarget::CutoffAtDepth(depth) => t!(PRACTICE_CHALLENGE_BUILD_DEPTH, depth = depth),
        },
    }
}

fn want_key(want: Want) -> &'static str {
    match want {
        Want::Pruned => "pruned",
        Want::Searched => "searched",
    }
}

/// Why the verdict is what it is, in the narration's words.
pub fn explain(challenge: &Challenge, verdict: &Verdict, style: Style) -> String {
    let start = challenge.tree();
    let label = |tree: &Tree, n: NodeId| {
        if (n as usize) < tree.len() {
            tree.label(n).into_owned()
        } else {
            format!("#{n}")
        }
    };
    let searched = verdict
        .tree
        .as_ref()
        .map(|t| (t, search(t, super::settings())));
    match &verdict.reason {
        Reason::Evaluated { evaluated, minimum } if evaluated <= minimum => {
            t!(PRACTICE_CHALLENGE_ORDER_BEST, leaves = *evaluated)
        }
        Reason::Evaluated { evaluated, minimum } => t!(
            PRACTICE_CHALLENGE_ORDER_MORE,
            leaves = *evaluated,
            minimum = *minimum
        ),
        Reason::NotAReordering { node } => {
            t!(
                PRACTICE_CHALLENGE_NOT_REORDERING,
                node = label(start, *node)
            )
        }
        Reason::NotALeaf { node } => t!(PRACTICE_CHALLENGE_NOT_LEAF, node = label(start, *node)),
        Reason::TooManyChanges { changed, k } => {
            t!(PRACTICE_CHALLENGE_TOO_MANY, changed = *changed, k = *k)
        }
        Reason::Target {
            target,
            want,
            done,
            event,
        } => {
            let state = match (want, done) {
                (Want::Pruned, true) | (Want::Searched, false) => "pruned",
                _ => "searched",
            };
            let why = match (&searched, event) {
                (Some((tree, trace)), Some(i)) => told(tree, trace, *i, style),
                (Some((tree, _)), None) => first_child(tree, *target, style),
                (None, _) => String::new(),
            };
            t!(
                PRACTICE_CHALLENGE_TARGET,
                node = label(start, *target),
                still = if *done { "no" } else { "yes" },
                state = state,
                why = why
            )
        }
        Reason::Shape { node, has, wants } => t!(
            PRACTICE_CHALLENGE_SHAPE,
            node = label(verdict.tree.as_ref().unwrap_or(start), *node),
            has = *has,
            wants = *wants
        ),
        Reason::Pruned {
            pruned,
            wanted,
            cutoffs,
        } => {
            let head = t!(
                PRACTICE_CHALLENGE_PRUNED,
                right = if pruned == wanted { "yes" } else { "no" },
                pruned = *pruned,
                wanted = *wanted
            );
            with_cutoffs(head, searched.as_ref(), cutoffs, style)
        }
        Reason::CutoffDepth {
            depth,
            done,
            cutoffs,
        } => {
            let head = t!(
                PRACTICE_CHALLENGE_DEPTH,
                right = if *done { "yes" } else { "no" },
                depth = *depth
            );
            with_cutoffs(head, searched.as_ref(), cutoffs, style)
        }
    }
}

/// Event `i` as the narration says it, with the test before a cutoff.
fn told(tree: &Tree, trace: &Trace, i: usize, style: Style) -> String {
    let now = narrate(tree, trace, i, style);
    let before = i
        .checked_sub(1)
        .filter(|_| matches!(trace.events[i], search::Event::Cutoff { .. }))
        .map(|b| narrate(tree, trace, b, style));
    match before {
        Some(test) => format!("{test} {now}"),
        None => now,
    }
}

fn first_child(tree: &Tree, node: NodeId, style: Style) -> String {
    match tree.parent(node) {
        Some(p) => t!(
            PRACTICE_CHALLENGE_FIRST_CHILD,
            parent = tree.label(p),
            node = node_name(tree, node, style)
        ),
        None => t!(PRACTICE_CHALLENGE_ROOT, node = tree.label(node)),
    }
}

/// `head`, then the first cutoffs narrated (or that there is none).
fn with_cutoffs(
    head: String,
    searched: Option<&(&Tree, Trace)>,
    cutoffs: &[usize],
    style: Style,
) -> String {
    let Some((tree, trace)) = searched else {
        return head;
    };
    if cutoffs.is_empty() {
        return format!("{head} {}", t!(PRACTICE_CHALLENGE_NO_CUTOFF));
    }
    let mut text = head;
    for &i in cutoffs.iter().take(CUTOFFS_TOLD) {
        let depth = match trace.events[i] {
            search::Event::Cutoff { node, .. } => tree.depth(node),
            _ => 0,
        };
        let said = told(tree, trace, i, style);
        text.push(' ');
        text.push_str(&t!(
            PRACTICE_CHALLENGE_AT_DEPTH,
            depth = depth,
            narration = said
        ));
    }
    if cutoffs.len() > CUTOFFS_TOLD {
        text.push(' ');
        text.push_str(&t!(
            PRACTICE_CHALLENGE_MORE_CUTOFFS,
            count = cutoffs.len() - CUTOFFS_TOLD
        ));
    }
    text
}
