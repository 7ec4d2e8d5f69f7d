//! A mistake explained in the words of the narration (`narrate.rs`): the cutoff test, the
//! window, what a node returns and why, then what the student wrote.

use super::facts::{Facts, MistakeKind};
use super::{Answers, Bound};
use crate::narrate::{is_max, join_words, kind_word, Style};
use i18n::t;
use search::returned::Returned;
use search::search::{Algorithm, CutRule, Event, Fail, Form, Score, Trace};
use search::tree::{NodeId, Tree};

/// Words for the mistake `kind` at `node`.
pub(super) fn mistake(
    tree: &Tree,
    trace: &Trace,
    facts: &Facts,
    answers: &Answers,
    (kind, node): (MistakeKind, NodeId),
    style: Style,
) -> String {
    let w = Words { tree, trace, style };
    match kind {
        MistakeKind::Value => {
            let given = answers.values.iter().rev().find(|a| a.0 == node);
            w.value(facts, node, given.map(|a| a.1))
        }
        MistakeKind::Alpha | MistakeKind::Beta => {
            let given = answers.alpha_beta.iter().rev().find(|a| a.0 == node);
            let part = if kind == MistakeKind::Alpha {
                "alpha"
            } else {
                "beta"
            };
            let window = w.alpha_beta(facts, node, given.map(|a| (a.1, a.2)));
            format!("{window} {}", t!(PRACTICE_WRONG_PART, part = part))
        }
        MistakeKind::MissedPrune => w.missed_prune(facts, node),
        MistakeKind::ExtraPrune => w.extra_prune(facts, node),
    }
}

/// Why `node` returns what it does ([`Reason::Value`]) or ends with its final alpha and beta
/// ([`Reason::Window`]), in the words of a mistake's explanation without what a student wrote:
/// a quiz's feedback, written before anyone answers. Empty for a node the search never
/// returns from.
pub(super) fn reason(
    tree: &Tree,
    trace: &Trace,
    facts: &Facts,
    node: NodeId,
    why: Reason,
) -> String {
    let w = Words {
        tree,
        trace,
        style: Style::UNICODE,
    };
    match why {
        Reason::Value => w.value_reason(facts, node),
        Reason::Window => w.window_reason(facts, node),
    }
}

/// What a [`reason`] explains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The value the node returns.
    Value,
    /// The node's final alpha and beta.
    Window,
}

struct Words<'a> {
    tree: &'a Tree,
    trace: &'a Trace,
    style: Style,
}

impl Words<'_> {
    fn show(&self, s: Score) -> String {
        self.trace.table.show(s, self.style.unicode)
    }

    fn bound(&self, b: Option<Bound>) -> String {
        b.map_or_else(|| t!(PRACTICE_NOTHING), |b| b.show(self.style.unicode))
    }

    /// A node as answers name it: its label, with a leaf's value ("K (leaf 9)").
    fn name(&self, node: NodeId) -> String {
        let label = self.tree.label(node);
        match self.tree.value(node) {
            Some(v) => t!(
                PRACTICE_LEAF,
                label = label,
                value = Bound::Value(v).show(self.style.unicode)
            ),
            None => label.into_owned(),
        }
    }

    fn negamax(&self) -> bool {
        self.trace.settings.form == Form::Negamax
    }

    /// "max" or "min": the key messages choose a node's words by.
    fn kind_key(&self, node: NodeId) -> &'static str {
        if is_max(self.tree, self.trace, node) {
            "max"
        } else {
            "min"
        }
    }

    /// "Max", "Min", or in negamax form "Max to move".
    fn side(&self, node: NodeId) -> String {
        if self.negamax() {
            t!(PRACTICE_SIDE_TO_MOVE, kind = self.kind_key(node))
        } else {
            kind_word(self.tree, self.trace, node)
        }
    }

    /// "At C, beta = 2 <= alpha = 5, so G is never searched; you left G unmarked."
    fn missed_prune(&self, facts: &Facts, node: NodeId) -> String {
        let label = self.tree.label(node);
        let what = if self.tree.is_leaf(node) {
            "leaf"
        } else {
            "subtree"
        };
        let cutoff = facts.skipped.iter().find(|s| s.1 == node).map(|s| s.0);
        let test = cutoff
            .and_then(|i| i.checked_sub(1))
            .and_then(|i| self.trace.events.get(i));
        let Some(&Event::Test {
            node: at,
            alpha,
            beta,
            ..
        }) = test
        else {
            return t!(
                PRACTICE_MISSED,
                node = self.name(node),
                what = what,
                label = label
            );
        };
        let rel = match self.trace.settings.rule {
            CutRule::Ge => self.style.le(),
            CutRule::Gt => "<",
        };
        t!(
            PRACTICE_MISSED_AT,
            at = self.tree.label(at),
            beta = self.show(beta),
            op = rel,
            alpha = self.show(alpha),
            node = self.name(node),
            what = what,
            label = label
        )
    }

    /// Why the search enters a node marked never searched.
    fn extra_prune(&self, facts: &Facts, node: NodeId) -> String {
        let label = self.tree.label(node);
        let Some(parent) = self.tree.parent(node) else {
            return t!(PRACTICE_EXTRA_ROOT, label = label);
        };
        let p = self.tree.label(parent);
        if self.trace.settings.algorithm == Algorithm::Minimax {
            return t!(PRACTICE_EXTRA_MINIMAX, parent = p, label = label);
        }
        let before = facts.reached[node as usize]
            .and_then(|i| i.checked_sub(1))
            .and_then(|i| self.trace.events.get(i));
        let name = self.name(node);
        match before {
            Some(&Event::Test {
                node: at,
                alpha,
                beta,
                cut: false,
            }) if at == parent => {
                let (a, b) = (self.show(alpha), self.show(beta));
                if alpha == beta {
                    t!(
                        PRACTICE_EXTRA_EQUAL,
                        parent = p,
                        beta = b,
                        alpha = a,
                        node = name,
                        label = label
                    )
                } else {
                    t!(
                        PRACTICE_EXTRA_NO_CUT,
                        parent = p,
                        beta = b,
                        alpha = a,
                        node = name,
                        label = label
                    )
                }
            }
            _ => t!(PRACTICE_EXTRA_FIRST, parent = p, node = name, label = label),
        }
    }

    /// What the node returns and why, then what was written.
    fn value(&self, facts: &Facts, node: NodeId, given: Option<Bound>) -> String {
        let Some((_, value)) = facts.returned[node as usize] else {
            return String::new();
        };
        let label = self.tree.label(node);
        let v = self.show(value);
        let parent = self.tree.parent(node).map(|p| self.tree.label(p));
        let given = self.bound(given);
        if facts.entered[node as usize].is_none() {
            return match parent {
                Some(p) => t!(
                    PRACTICE_VALUE_DEPTH,
                    label = label,
                    value = v,
                    parent = p,
                    given = given
                ),
                None => t!(
                    PRACTICE_VALUE_DEPTH_ROOT,
                    label = label,
                    value = v,
                    given = given
                ),
            };
        }
        let (side, how) = (self.side(node), self.how(facts, node, &v));
        let children = self.children_returns(facts, node);
        match parent {
            Some(p) => t!(
                PRACTICE_VALUE,
                label = label,
                side = side,
                value = v,
                parent = p,
                how = how,
                children = children,
                given = given
            ),
            None => t!(
                PRACTICE_VALUE_ROOT,
                label = label,
                side = side,
                value = v,
                how = how,
                children = children,
                given = given
            ),
        }
    }

    /// What the node returns and why ([`Words::value`] without what was written).
    fn value_reason(&self, facts: &Facts, node: NodeId) -> String {
        let (Some((_, value)), Some(_)) =
            (facts.returned[node as usize], facts.entered[node as usize])
        else {
            return String::new();
        };
        let (label, v) = (self.tree.label(node), self.show(value));
        let (side, how) = (self.side(node), self.how(facts, node, &v));
        let children = self.children_returns(facts, node);
        match self.tree.parent(node).map(|p| self.tree.label(p)) {
            Some(p) => t!(
                QUIZ_WHY_VALUE,
                label = label,
                side = side,
                value = v,
                parent = p,
                how = how,
                children = children
            ),
            None => t!(
                QUIZ_WHY_VALUE_ROOT,
                label = label,
                side = side,
                value = v,
                how = how,
                children = children
            ),
        }
    }

    /// The final window and where it came from ([`Words::alpha_beta`] without what was
    /// written); the root's is never asked, so it is worded as any other node's.
    fn window_reason(&self, facts: &Facts, node: NodeId) -> String {
        let (Some((a0, b0)), Some((a, b)), Some(parent)) = (
            facts.entered[node as usize],
            facts.window[node as usize],
            self.tree.parent(node),
        ) else {
            return String::new();
        };
        let (label, p) = (self.tree.label(node), self.tree.label(parent));
        let (alpha, beta) = (self.show(a), self.show(b));
        let (startalpha, startbeta) = (self.show(a0), self.show(b0));
        if self.negamax() {
            return t!(
                QUIZ_WHY_WINDOW_NEGAMAX,
                label = label,
                alpha = alpha,
                beta = beta,
                startalpha = startalpha,
                startbeta = startbeta,
                parent = p
            );
        }
        t!(
            QUIZ_WHY_WINDOW,
            label = label,
            alpha = alpha,
            beta = beta,
            startalpha = startalpha,
            startbeta = startbeta,
            parent = p,
            moves = self.kind_key(node)
        )
    }

    /// How `node` chose the value `v` it returns, under the conventions in force.
    fn how(&self, facts: &Facts, node: NodeId, v: &str) -> String {
        let is_max = self.negamax() || is_max(self.tree, self.trace, node);
        let cut = facts.cut[node as usize];
        let pruning = self.trace.settings.algorithm == Algorithm::AlphaBeta;
        match (pruning && self.trace.settings.fail == Fail::Hard, is_max) {
            (true, _) if self.negamax() && cut => t!(PRACTICE_HOW_HARD_NEGAMAX_CUT),
            (true, _) if self.negamax() => t!(PRACTICE_HOW_HARD_NEGAMAX),
            (true, true) => t!(PRACTICE_HOW_HARD_MAX),
            (true, false) => t!(PRACTICE_HOW_HARD_MIN),
            (false, _) => {
                let best = if self.negamax() {
                    "negamax"
                } else if is_max {
                    "max"
                } else {
                    "min"
                };
                // A cut after the last child skips nothing: the value may be exact.
                let kind =
                    facts.returned[node as usize].map(|(i, _)| self.trace.returns(self.tree).at(i));
                let lower = match kind.flatten() {
                    Some(Returned::Exact) => None,
                    Some(Returned::Lower) => Some(true),
                    Some(Returned::Upper) => Some(false),
                    None => Some(is_max),
                };
                if let Some(lower) = lower.filter(|_| cut && pruning) {
                    let op = if lower {
                        self.style.ge()
                    } else {
                        self.style.le()
                    };
                    let label = self.tree.label(node);
                    t!(
                        PRACTICE_HOW_SOFT_BOUND,
                        best = best,
                        label = label,
                        op = op,
                        value = v
                    )
                } else {
                    t!(PRACTICE_HOW_SOFT, best = best)
                }
            }
        }
    }

    /// "F returned 2 and H is 3": what each searched child handed up.
    fn children_returns(&self, facts: &Facts, node: NodeId) -> String {
        let parts: Vec<String> = self
            .tree
            .children(node)
            .filter_map(|c| {
                let (_, v) = facts.returned[c as usize]?;
                let (child, value) = (self.tree.label(c), self.show(v));
                Some(if self.tree.is_leaf(c) {
                    t!(PRACTICE_CHILD_IS, child = child, value = value)
                } else {
                    t!(PRACTICE_CHILD_RETURNED, child = child, value = value)
                })
            })
            .collect();
        join_words(&parts)
    }

    /// The final window, where it came from, and what was written.
    fn alpha_beta(&self, facts: &Facts, node: NodeId, given: Option<(Bound, Bound)>) -> String {
        let (Some((a0, b0)), Some((a, b))) =
            (facts.entered[node as usize], facts.window[node as usize])
        else {
            return String::new();
        };
        let label = self.tree.label(node);
        let given = match given {
            Some((ga, gb)) => t!(
                PRACTICE_WROTE_WINDOW,
                alpha = self.bound(Some(ga)),
                beta = self.bound(Some(gb))
            ),
            None => t!(PRACTICE_NOTHING),
        };
        let moves = if self.negamax() {
            "negamax"
        } else {
            self.kind_key(node)
        };
        let (alpha, beta) = (self.show(a), self.show(b));
        let (startalpha, startbeta) = (self.show(a0), self.show(b0));
        match (
            self.tree.parent(node).map(|p| self.tree.label(p)),
            self.negamax(),
        ) {
            (None, _) => t!(
                PRACTICE_WINDOW_ROOT,
                label = label,
                alpha = alpha,
                beta = beta,
                startalpha = startalpha,
                startbeta = startbeta,
                moves = moves,
                given = given
            ),
            (Some(p), false) => t!(
                PRACTICE_WINDOW,
                label = label,
                alpha = alpha,
                beta = beta,
                startalpha = startalpha,
                startbeta = startbeta,
                parent = p,
                moves = moves,
                given = given
            ),
            (Some(p), true) => t!(
                PRACTICE_WINDOW_NEGAMAX,
                label = label,
                alpha = alpha,
                beta = beta,
                startalpha = startalpha,
                startbeta = startbeta,
                parent = p,
                given = given
            ),
        }
    }
}
