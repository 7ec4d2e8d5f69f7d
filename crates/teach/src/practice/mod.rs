//! Practice: a student's answers to a tree's search, graded against the trace, with the first
//! mistake explained in the words of the narration; and seeded exercises by difficulty.
//!
//! Pure (std + serde, like the rest of the engine) so that `ablab grade` / `ablab exercise`
//! and the page's Practice mode grade the same way. Answers name nodes by id here: reading
//! labels (see [`LabelIndex`]) and the answer file's format belong to the callers.

pub mod challenge;
pub mod exercise;
mod explain;
mod facts;
mod grade;
pub mod set;

pub use exercise::{exercise, Difficulty};
pub use facts::MistakeKind;
pub use grade::{answer_key, explain, grade, reason, Grade, Mistake, Reason, HINT_COST};

use crate::words::Worded;
use i18n::said;
use i18n::Said;
use search::search::{Algorithm, Score, ValueTable};
use search::tree::{NodeId, Tree};
use search::value::Value;
use search::Settings;
use std::collections::HashMap;

/// Sentences one after another, as the language writes them: a space between them in English
/// and Slovenian, none after Japanese and Chinese full stops.
pub fn sentences(parts: &[String]) -> String {
    let mut parts = parts.iter().filter(|p| !p.is_empty());
    let first = parts.next().cloned().unwrap_or_default();
    parts.fold(first, |text, next| {
        i18n::t!(PRACTICE_SENTENCES, first = text, second = next.clone())
    })
}

/// The conventions practice grades by: the ones given, for alpha-beta, searched to the leaves.
pub fn practised(settings: Settings) -> Settings {
    Settings {
        algorithm: Algorithm::AlphaBeta,
        depth_limit: None,
        ..settings
    }
}

/// A value as a student writes it: a number, or an infinity (a window's bound, or what a
/// fail-hard node returns before anything raised its bound).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    NegInf,
    Value(Value),
    PosInf,
}

impl Bound {
    /// The bound a search score stands for (`None` only for a score outside the table).
    pub fn from_score(table: &ValueTable, score: Score) -> Option<Bound> {
        match score {
            Score::NEG_INF => Some(Bound::NegInf),
            Score::POS_INF => Some(Bound::PosInf),
            s => table.value(s).map(Bound::Value),
        }
    }

    /// A value or bound as a person types it: a number, or `-inf` / `+inf` (`∞` and
    /// `infinity` too). The error says what was typed and what is wanted.
    pub fn parse(text: &str) -> Result<Bound, Said> {
        let text = text.trim();
        match text.to_ascii_lowercase().as_str() {
            "-inf" | "-∞" | "−∞" | "-infinity" => return Ok(Bound::NegInf),
            "+inf" | "inf" | "+∞" | "∞" | "+infinity" | "infinity" => return Ok(Bound::PosInf),
            _ => {}
        }
        // The text as typed, unescaped: `escape_debug` would cost the page's download kilobytes
        // of Unicode tables for a message.
        Value::parse(text).map(Bound::Value).map_err(|e| {
            said!(
                PAGE_PRACTICE_NOT_A_VALUE,
                text = text.to_string(),
                why = e.said()
            )
        })
    }

    /// As narration writes it: the value as typed, `-inf` / `+inf` (or `−∞` / `+∞`).
    pub fn show(self, unicode: bool) -> String {
        match (self, unicode) {
            (Bound::NegInf, false) => "-inf".into(),
            (Bound::PosInf, false) => "+inf".into(),
            (Bound::NegInf, true) => "−∞".into(),
            (Bound::PosInf, true) => "+∞".into(),
            (Bound::Value(v), true) => v.to_string().replace('-', "−"),
            (Bound::Value(v), false) => v.to_string(),
        }
    }
}

/// A student's answers to one tree under one set of conventions. Any part may be left out.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Answers {
    /// The value each listed node returns (from Max's side in max/min form, from the side to
    /// move at the node in negamax form, as the trace shows it). Values for leaves and for
    /// nodes never searched are ignored.
    pub values: Vec<(NodeId, Bound)>,
    /// Nodes marked as never searched; a mark covers the node's whole subtree.
    pub pruned: Vec<NodeId>,
    /// A node's final alpha and beta. Leaves and nodes never searched are ignored.
    pub alpha_beta: Vec<(NodeId, Bound, Bound)>,
}

/// Finds a node by the label the page shows for it ([`Tree::label`]): its breadth-first letter,
/// or the label written in the notation.
pub struct LabelIndex {
    by_label: HashMap<String, NodeId>,
}

impl LabelIndex {
    pub fn new(tree: &Tree) -> LabelIndex {
        let by_label = (0..tree.len() as NodeId)
            .map(|n| (tree.label(n).into_owned(), n))
            .collect();
        LabelIndex { by_label }
    }

    /// The node labelled `label` (exactly, case included).
    pub fn find(&self, label: &str) -> Option<NodeId> {
        self.by_label.get(label).copied()
    }
}

#[cfg(test)]
mod sentences_tests {
    use i18n::{use_language, Lang};

    #[test]
    fn sentences_are_spaced_as_each_language_writes_them() {
        let parts = ["A.".to_string(), String::new(), "B.".to_string()];
        assert_eq!(super::sentences(&parts), "A. B.");
        use_language(Lang::Ja).unwrap();
        let ja = super::sentences(&["甲。".to_string(), "乙。".to_string()]);
        use_language(Lang::En).unwrap();
        assert_eq!(ja, "甲。乙。");
    }
}
