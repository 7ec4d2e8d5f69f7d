//! A mistake explained in the words of the narration (`narrate.rs`): the cutoff test, the
//! window, what a node returns and why, then what the student wrote.

use super::facts::Facts;
use super::grade::MistakeKind;
use super::{Answers, Bound};
use crate::engine::narrate::{is_max, kind_word, Style};
use crate::engine::search::{Algorithm, CutRule, Event, Fail, Form, Score, Trace};
use crate::engine::tree::{NodeId, Tree};

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
        MistakeKind::AlphaBeta => {
            let given = answers.alpha_beta.iter().rev().find(|a| a.0 == node);
            w.alpha_beta(facts, node, given.map(|a| (a.1, a.2)))
        }
        MistakeKind::MissedPrune => w.missed_prune(facts, node),
        MistakeKind::ExtraPrune => w.extra_prune(facts, node),
    }
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
        b.map_or_else(|| "nothing".into(), |b| b.show(self.style.unicode))
    }

    /// A node as answers name it: its label, with a leaf's value ("K (leaf 9)").
    fn name(&self, node: NodeId) -> String {
        let label = self.tree.label(node);
        match self.tree.value(node) {
            Some(v) => format!(
                "{label} (leaf {})",
                Bound::Value(v).show(self.style.unicode)
            ),
            None => label.into_owned(),
        }
    }

    fn negamax(&self) -> bool {
        self.trace.settings.form == Form::Negamax
    }

    /// "Max", "Min", or in negamax form "Max to move".
    fn side(&self, node: NodeId) -> String {
        let kind = kind_word(self.tree, self.trace, node);
        if self.negamax() {
            format!("{kind} to move")
        } else {
            kind.to_string()
        }
    }

    /// "At C, beta = 2 <= alpha = 5, so G is never searched; you left G unmarked."
    fn missed_prune(&self, facts: &Facts, node: NodeId) -> String {
        let label = self.tree.label(node);
        let verb = if self.tree.is_leaf(node) {
            "is never looked at"
        } else {
            "is never searched"
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
            return format!("{} {verb}; you left {label} unmarked.", self.name(node));
        };
        let rel = match self.trace.settings.rule {
            CutRule::Ge => self.style.le(),
            CutRule::Gt => "<",
        };
        format!(
            "At {}, beta = {} {rel} alpha = {}, so {} {verb}; you left {label} unmarked.",
            self.tree.label(at),
            self.show(beta),
            self.show(alpha),
            self.name(node),
        )
    }

    /// Why the search enters a node marked never searched.
    fn extra_prune(&self, facts: &Facts, node: NodeId) -> String {
        let label = self.tree.label(node);
        let marked = format!("you marked {label} as never searched.");
        let Some(parent) = self.tree.parent(node) else {
            return format!("The search starts at {label}; {marked}");
        };
        let p = self.tree.label(parent);
        if self.trace.settings.algorithm == Algorithm::Minimax {
            return format!("Minimax searches every node, so {p} searches {label}; {marked}");
        }
        let before = facts.reached[node as usize]
            .and_then(|i| i.checked_sub(1))
            .and_then(|i| self.trace.events.get(i));
        match before {
            Some(&Event::Test {
                node: at,
                alpha,
                beta,
                cut: false,
            }) if at == parent => {
                let (a, b) = (self.show(alpha), self.show(beta));
                let why = if alpha == beta {
                    format!("beta = {b} = alpha = {a}, and the strict rule prunes only when alpha > beta")
                } else {
                    format!("beta = {b} > alpha = {a}: no cutoff")
                };
                format!(
                    "At {p}, {why}, so {} is searched; {marked}",
                    self.name(node)
                )
            }
            _ => format!(
                "{p} searches its first child, {}, before any cutoff test; {marked}",
                self.name(node)
            ),
        }
    }

    /// What the node returns and why, then what was written.
    fn value(&self, facts: &Facts, node: NodeId, given: Option<Bound>) -> String {
        let Some((_, value)) = facts.returned[node as usize] else {
            return String::new();
        };
        let label = self.tree.label(node);
        let v = self.show(value);
        let to = match self.tree.parent(node) {
            Some(p) => format!(" to {}", self.tree.label(p)),
            None => " (the optimal value)".into(),
        };
        let wrote = format!("; you wrote {}.", self.bound(given));
        let side = self.side(node);
        if facts.entered[node as usize].is_none() {
            return format!(
                "The depth limit stops the search at {label}: it returns its estimate, {v}{to}{wrote}"
            );
        }
        let kids = self.children_returns(facts, node);
        let is_max = self.negamax() || is_max(self.tree, self.trace, node);
        let cut = facts.cut[node as usize];
        let pruning = self.trace.settings.algorithm == Algorithm::AlphaBeta;
        let how = match (pruning && self.trace.settings.fail == Fail::Hard, is_max) {
            (true, _) if self.negamax() && cut => {
                "fail-hard, it stops at a beta cut and returns its beta".to_string()
            }
            (true, _) if self.negamax() => "fail-hard, it returns its alpha".to_string(),
            (true, true) => {
                "fail-hard, a Max node returns its alpha, whatever its children returned"
                    .to_string()
            }
            (true, false) => {
                "fail-hard, a Min node returns its beta, whatever its children returned".to_string()
            }
            (false, _) => {
                let best = if self.negamax() {
                    "the largest of its children's values, each negated"
                } else if is_max {
                    "the largest value its children returned"
                } else {
                    "the least value its children returned"
                };
                let op = if is_max {
                    self.style.ge()
                } else {
                    self.style.le()
                };
                let bound = if cut && pruning {
                    format!(", a bound since it stopped at a cutoff: {label} {op} {v}")
                } else {
                    String::new()
                };
                format!("{best}{bound}")
            }
        };
        format!("{label} ({side}) returns {v}{to}: {how} ({kids}){wrote}")
    }

    /// "F returned 2 and H is 3": what each searched child handed up.
    fn children_returns(&self, facts: &Facts, node: NodeId) -> String {
        let parts: Vec<String> = self
            .tree
            .children(node)
            .filter_map(|c| {
                let (_, v) = facts.returned[c as usize]?;
                let verb = if self.tree.is_leaf(c) {
                    "is"
                } else {
                    "returned"
                };
                Some(format!("{} {verb} {}", self.tree.label(c), self.show(v)))
            })
            .collect();
        match parts.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => format!("{} and {last}", init.join(", ")),
        }
    }

    /// The final window, where it came from, and what was written.
    fn alpha_beta(&self, facts: &Facts, node: NodeId, given: Option<(Bound, Bound)>) -> String {
        let (Some((a0, b0)), Some((a, b))) =
            (facts.entered[node as usize], facts.window[node as usize])
        else {
            return String::new();
        };
        let label = self.tree.label(node);
        let from = match (self.tree.parent(node), self.negamax()) {
            (None, _) => String::new(),
            (Some(p), false) => format!(" from {}", self.tree.label(p)),
            (Some(p), true) => {
                format!(", the window of {} negated and swapped", self.tree.label(p))
            }
        };
        let moves = if self.negamax() {
            "every node maximizes, so only its alpha moves".to_string()
        } else if is_max(self.tree, self.trace, node) {
            "as a Max node only its alpha moves".to_string()
        } else {
            "as a Min node only its beta moves".to_string()
        };
        let wrote = match given {
            Some((ga, gb)) => format!(
                "alpha = {} and beta = {}",
                self.bound(Some(ga)),
                self.bound(Some(gb))
            ),
            None => "nothing".into(),
        };
        format!(
            "{label} ends with alpha = {} and beta = {}: it starts with alpha = {} and beta = {}{from}, and {moves}; you wrote {wrote}.",
            self.show(a),
            self.show(b),
            self.show(a0),
            self.show(b0),
        )
    }
}
