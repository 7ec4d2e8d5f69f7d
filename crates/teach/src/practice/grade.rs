//! Grading: answers compared with the trace, part by part, and the first mistake the search
//! meets.

use super::explain as words;
pub use super::explain::Reason;
use super::facts::{covered, Facts, MistakeKind};
use super::{Answers, Bound};
use crate::narrate::Style;
use search::search::{Algorithm, Trace};
use search::tree::{NodeId, Tree};

/// What a hint costs on the page, in parts: each step of the search shown as a hint.
pub const HINT_COST: f64 = 0.5;

/// One mistake, dated by the replay step that shows the event where the search meets it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    pub node: NodeId,
    pub kind: MistakeKind,
    /// The replay step (1 is the first event), as `ablab solve --trace` numbers its lines.
    /// Why it is wrong is worded when shown ([`explain`]).
    pub step: usize,
}

/// Answers graded. Every list is in the order the search meets its mistakes.
#[derive(Clone, Debug, PartialEq)]
pub struct Grade {
    pub wrong_values: Vec<NodeId>,
    pub missed_prunes: Vec<NodeId>,
    pub extra_prunes: Vec<NodeId>,
    /// The nodes whose final alpha is wrong, and those whose beta is: each is a part of its own,
    /// so a right alpha beside a wrong beta counts.
    pub wrong_alpha: Vec<NodeId>,
    pub wrong_beta: Vec<NodeId>,
    /// Searched inner nodes given no value, in reading order (breadth-first, as the labels go):
    /// not wrong, not scored.
    pub unanswered: Vec<NodeId>,
    pub first_mistake: Option<Mistake>,
    /// Parts right, of the parts graded (see [`Grade::score`]).
    pub points: usize,
    pub out_of: usize,
}

impl Grade {
    /// Nothing graded is wrong.
    pub fn correct(&self) -> bool {
        self.first_mistake.is_none()
    }

    /// The nodes with a wrong alpha or beta (or both), each once, in the order the search meets
    /// them.
    pub fn wrong_alpha_beta(&self) -> Vec<NodeId> {
        let mut nodes = self.wrong_alpha.clone();
        for &n in &self.wrong_beta {
            if !nodes.contains(&n) {
                nodes.push(n);
            }
        }
        nodes
    }

    /// A node of [`Grade::wrong_alpha_beta`] named with the parts that are wrong: `E (α)`,
    /// `F (β)`, `G (α, β)`.
    pub fn wrong_parts_named(&self, node: NodeId, label: &str) -> String {
        let parts: Vec<&str> = [(&self.wrong_alpha, "α"), (&self.wrong_beta, "β")]
            .into_iter()
            .filter(|(nodes, _)| nodes.contains(&node))
            .map(|(_, symbol)| symbol)
            .collect();
        format!("{label} ({})", parts.join(", "))
    }

    /// Right as the page counts it: nothing graded is wrong and no searched inner node is left
    /// without a value (an empty sheet is not right).
    pub fn page_correct(&self) -> bool {
        self.correct() && self.unanswered.is_empty()
    }

    /// The parts the page counts: the parts graded, and each searched inner node left without
    /// a value.
    pub fn page_parts(&self) -> usize {
        self.out_of + self.unanswered.len()
    }

    /// The page's score, 0 to 1: parts right less [`HINT_COST`] a hint taken, of
    /// [`Grade::page_parts`]. An empty sheet scores 0 (and [`Grade::score`] 1).
    pub fn page_score(&self, hints: usize) -> f64 {
        let parts = self.page_parts();
        if parts == 0 {
            return 0.0;
        }
        let points = (self.points as f64 - HINT_COST * hints as f64).max(0.0);
        points / parts as f64
    }

    /// `points / out_of`, 0 to 1. A part is one value given for a searched inner node, one
    /// alpha and one beta given for one, one topmost node never searched (right when a mark
    /// covers it), and one mark on a node the search enters (never right). Nothing graded
    /// scores 1.
    pub fn score(&self) -> f64 {
        if self.out_of == 0 {
            1.0
        } else {
            self.points as f64 / self.out_of as f64
        }
    }
}

/// A mistake before it is explained: the event index where the search meets it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Found {
    event: usize,
    kind: MistakeKind,
    node: NodeId,
}

/// Why `mistake`, of `answers` graded against `trace` (a search of `tree`), is wrong, in the
/// words of the narration, written in `style` and the language in force: made each time it is
/// shown, so that the words follow the language.
pub fn explain(
    tree: &Tree,
    trace: &Trace,
    answers: &Answers,
    mistake: &Mistake,
    style: Style,
) -> String {
    let answers = &in_tree(tree, answers);
    let facts = Facts::read(tree, trace);
    words::mistake(
        tree,
        trace,
        &facts,
        answers,
        (mistake.kind, mistake.node),
        style,
    )
}

/// Why `node` returns its value, or ends with its final alpha and beta, in the words of
/// [`explain`] without what a student wrote (a quiz's feedback, written before anyone
/// answers), in the language in force. Empty for a node the search never returns from.
pub fn reason(tree: &Tree, trace: &Trace, node: NodeId, why: Reason) -> String {
    words::reason(tree, trace, &Facts::read(tree, trace), node, why)
}

/// Grades `answers` against `trace`, a search of `tree` ([`explain`] words the first mistake).
pub fn grade(tree: &Tree, trace: &Trace, answers: &Answers) -> Grade {
    let answers = &in_tree(tree, answers);
    let facts = Facts::read(tree, trace);
    let mut found = Vec::new();
    let (mut points, mut out_of) = (0, 0);
    let mut tally = |right: bool, miss: Found, found: &mut Vec<Found>| {
        out_of += 1;
        if right {
            points += 1;
        } else {
            found.push(miss);
        }
    };
    for &(node, given) in &answers.values {
        let Some((event, score)) = facts.returned[node as usize] else {
            continue;
        };
        if facts.has_value(tree, node) {
            let right = Bound::from_score(&trace.table, score) == Some(given);
            let kind = MistakeKind::Value;
            tally(right, Found { event, kind, node }, &mut found);
        }
    }
    if trace.settings.algorithm == Algorithm::AlphaBeta {
        for &(node, alpha, beta) in &answers.alpha_beta {
            let (Some((a, b)), Some((event, _))) =
                (facts.window[node as usize], facts.returned[node as usize])
            else {
                continue;
            };
            let table = &trace.table;
            let parts = [(MistakeKind::Alpha, a, alpha), (MistakeKind::Beta, b, beta)];
            for (kind, score, given) in parts {
                let right = Bound::from_score(table, score) == Some(given);
                tally(right, Found { event, kind, node }, &mut found);
            }
        }
    }
    let covered = covered(tree, &answers.pruned);
    for &(event, node) in &facts.skipped {
        let kind = MistakeKind::MissedPrune;
        tally(
            covered[node as usize],
            Found { event, kind, node },
            &mut found,
        );
    }
    let mut marks = answers.pruned.clone();
    marks.sort_unstable();
    marks.dedup();
    for node in marks {
        if let Some(event) = facts.reached[node as usize] {
            let kind = MistakeKind::ExtraPrune;
            tally(false, Found { event, kind, node }, &mut found);
        }
    }
    found.sort_unstable();
    let first_mistake = found.first().map(|f| Mistake {
        node: f.node,
        kind: f.kind,
        step: f.event + 1,
    });
    let of = |kind: MistakeKind| -> Vec<NodeId> {
        found
            .iter()
            .filter(|f| f.kind == kind)
            .map(|f| f.node)
            .collect()
    };
    Grade {
        wrong_values: of(MistakeKind::Value),
        missed_prunes: of(MistakeKind::MissedPrune),
        extra_prunes: of(MistakeKind::ExtraPrune),
        wrong_alpha: of(MistakeKind::Alpha),
        wrong_beta: of(MistakeKind::Beta),
        unanswered: unanswered(tree, &facts, answers),
        first_mistake,
        points,
        out_of,
    }
}

/// The answers about nodes of `tree` (ids past its end are dropped).
fn in_tree(tree: &Tree, answers: &Answers) -> Answers {
    let ok = |n: NodeId| (n as usize) < tree.len();
    Answers {
        values: answers.values.iter().filter(|a| ok(a.0)).copied().collect(),
        pruned: answers.pruned.iter().filter(|&&n| ok(n)).copied().collect(),
        alpha_beta: answers
            .alpha_beta
            .iter()
            .filter(|a| ok(a.0))
            .copied()
            .collect(),
    }
}

/// The searched inner nodes with no value given, in reading order (breadth-first).
fn unanswered(tree: &Tree, facts: &Facts, answers: &Answers) -> Vec<NodeId> {
    let mut given = vec![false; tree.len()];
    for &(node, _) in &answers.values {
        given[node as usize] = true;
    }
    let mut open: Vec<NodeId> = (0..tree.len() as NodeId)
        .filter(|&n| facts.has_value(tree, n) && !given[n as usize])
        .filter(|&n| facts.returned[n as usize].is_some())
        .collect();
    open.sort_by_key(|&n| tree.bfs_rank(n));
    open
}

/// The right answers: every searched inner node's value and (for alpha-beta) final window, in
/// breadth-first order (A, B, C, ...), and a mark on each topmost node never searched, in
/// search order.
pub fn answer_key(tree: &Tree, trace: &Trace) -> Answers {
    let facts = Facts::read(tree, trace);
    let table = &trace.table;
    let bound = |s| Bound::from_score(table, s);
    let mut inner: Vec<NodeId> = (0..tree.len() as NodeId)
        .filter(|&n| facts.has_value(tree, n))
        .collect();
    inner.sort_by_key(|&n| tree.bfs_rank(n));
    let inner = inner.into_iter();
    let values = inner
        .clone()
        .filter_map(|n| facts.returned[n as usize].and_then(|(_, v)| bound(v).map(|b| (n, b))))
        .collect();
    let alpha_beta = if trace.settings.algorithm == Algorithm::AlphaBeta {
        inner
            .filter_map(|n| {
                let (a, b) = facts.window[n as usize]?;
                Some((n, bound(a)?, bound(b)?))
            })
            .collect()
    } else {
        Vec::new()
    };
    Answers {
        values,
        pruned: facts.skipped.iter().map(|&(_, n)| n).collect(),
        alpha_beta,
    }
}
