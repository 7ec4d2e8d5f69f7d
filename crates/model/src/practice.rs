//! Practice: a student solves a tree's search on the drawing and has it graded. The state of
//! the page's Practice tab, pure and natively tested; the grading is the engine's
//! ([`teach::practice`]), the answer format [`answer_file`]'s.
//!
//! Nothing of the solution is shown while answering: the drawing shows the tree, its leaves'
//! values and the student's own answers. Check grades them and locks them; Try again unlocks.
//! Each hint shows the next step of the search, in the narration's words, and costs
//! [`HINT_COST`] of a part.

mod saved;
mod set_run;
mod sets;
#[cfg(test)]
mod tests;

pub use saved::Record;
pub use set_run::SetRun;
pub use sets::{skip_words, unmet_words};

use ::search::{search, NodeId, Settings, Trace, Tree};
use i18n::Said;
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;
use teach::practice::{self, practised, Answers, Bound, Difficulty, Grade};
use teach::{narrate, Style};

pub use teach::practice::HINT_COST;

/// Where an exercise comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Drawn at random by difficulty, from a seed (`ablab exercise` gives the same tree).
    Drawn(Difficulty, u64),
    /// A tree given: the lab's, or a link's.
    Given,
}

/// The three answers an inner node takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Field {
    Value,
    Alpha,
    Beta,
}

/// What a student does while practising.
#[derive(Clone, Debug)]
pub enum PracticeAction {
    /// A new exercise of this difficulty from this seed, under the conventions in force.
    Draw(Difficulty, u64),
    /// Other conventions (root, rule, fail-soft or fail-hard, form): the same tree, graded
    /// by them, its answers kept.
    Conventions(Settings),
    /// Practise a given tree under these conventions (the lab's, or a link's), from its
    /// source (a link names a drawn exercise: then it is that one, by name). The same exercise
    /// again keeps its answers.
    Given(Rc<Tree>, Settings, Source),
    /// Text typed into a node's field.
    Type(NodeId, Field, String),
    /// Mark a node as never searched, or take the mark back (a click on the edge above it).
    Mark(NodeId),
    /// Ask for each node's final alpha and beta too, or not.
    AskAlphaBeta(bool),
    /// Show the next step of the search.
    Hint,
    /// Grade the answers.
    Check,
    /// Unlock the answers after a check.
    TryAgain,
    /// Clear every answer and hint.
    StartOver,
    /// The student's name, as typed (kept for every exercise, written into the answers file).
    Student(String),
    /// Another practice in place of this one, whole (a set's next exercise).
    Open(Box<Practice>),
}

/// The exercise, the student's answers and, once checked, their grade.
#[derive(Clone, Debug)]
pub struct Practice {
    tree: Rc<Tree>,
    source: Source,
    trace: Rc<Trace>,
    /// Whether the search enters each node.
    searched: Rc<Vec<bool>>,
    ask_alpha_beta: bool,
    /// What is typed in each field, as typed.
    drafts: BTreeMap<(NodeId, Field), String>,
    /// Why a field's text is not a value, for each field whose text is not (worded when shown).
    errors: BTreeMap<(NodeId, Field), Said>,
    /// Nodes marked never searched.
    marked: BTreeSet<NodeId>,
    /// Steps of the search shown as hints.
    hints: usize,
    checked: Option<Rc<Grade>>,
    /// Past exercises' scores, the latest last.
    history: Vec<Record>,
    /// The student's name, as typed ("" when none).
    student: String,
}

/// How many past exercises are kept.
const HISTORY: usize = 20;

impl Practice {
    /// Practice of `tree` under `settings` (alpha-beta to the leaves), nothing answered.
    pub fn new(tree: Rc<Tree>, settings: Settings, source: Source) -> Practice {
        let trace = Rc::new(search(&tree, practised(settings)));
        Practice {
            searched: Rc::new(entered(&tree, &trace)),
            tree,
            source,
            trace,
            ask_alpha_beta: false,
            drafts: BTreeMap::new(),
            errors: BTreeMap::new(),
            marked: BTreeSet::new(),
            hints: 0,
            checked: None,
            history: Vec::new(),
            student: String::new(),
        }
    }

    /// A drawn exercise, under `settings`.
    pub fn drawn(difficulty: Difficulty, seed: u64, settings: Settings) -> Practice {
        let tree = Rc::new(practice::exercise(seed, difficulty));
        Practice::new(tree, settings, Source::Drawn(difficulty, seed))
    }

    pub fn tree(&self) -> &Rc<Tree> {
        &self.tree
    }
    pub fn settings(&self) -> Settings {
        self.trace.settings
    }
    pub fn source(&self) -> Source {
        self.source
    }
    pub fn student(&self) -> &str {
        &self.student
    }
    pub fn asks_alpha_beta(&self) -> bool {
        self.ask_alpha_beta
    }
    pub fn draft(&self, node: NodeId, field: Field) -> &str {
        self.drafts.get(&(node, field)).map_or("", String::as_str)
    }
    /// Every field whose text is not a value, with why.
    pub fn errors(&self) -> impl Iterator<Item = ((NodeId, Field), &Said)> {
        self.errors.iter().map(|(&k, e)| (k, e))
    }
    pub fn error(&self, node: NodeId, field: Field) -> Option<&Said> {
        self.errors.get(&(node, field))
    }
    pub fn marked(&self, node: NodeId) -> bool {
        self.marked.contains(&node)
    }
    /// Whether a mark above `node` covers it (it, or an ancestor, is marked).
    pub fn covered(&self, node: NodeId) -> bool {
        let mut at = Some(node);
        while let Some(n) = at {
            if self.marked(n) {
                return true;
            }
            at = self.tree.parent(n);
        }
        false
    }
    /// Whether the search enters `node` (a value typed there is graded).
    pub fn searched(&self, node: NodeId) -> bool {
        self.searched.get(node as usize).copied().unwrap_or(false)
    }
    pub fn checked(&self) -> Option<&Grade> {
        self.checked.as_deref()
    }
    /// Why the first mistake of the answers checked is wrong, in the narration's words and the
    /// language in force (worded when shown; the answers stay as checked until Try again).
    pub fn explanation(&self) -> Option<String> {
        let m = self.checked.as_ref()?.first_mistake.as_ref()?;
        let answers = self.answers();
        Some(practice::explain(
            &self.tree,
            &self.trace,
            &answers,
            m,
            Style::UNICODE,
        ))
    }
    pub fn history(&self) -> &[Record] {
        &self.history
    }
    pub fn hints(&self) -> usize {
        self.hints
    }
    /// Whether every step has been shown as a hint.
    pub fn hints_used_up(&self) -> bool {
        self.hints >= self.trace.events.len()
    }

    /// The steps shown as hints, in the narration's words.
    pub fn hint_steps(&self) -> Vec<String> {
        (0..self.hints)
            .map(|i| narrate::narrate(&self.tree, &self.trace, i, Style::UNICODE))
            .collect()
    }

    /// The node the last hint is about, to point at on the drawing.
    pub fn hinted_node(&self) -> Option<NodeId> {
        let event = self.trace.events.get(self.hints.checked_sub(1)?)?;
        Some(event.node())
    }

    /// The conventions graded by, in words.
    pub fn conventions(&self) -> String {
        narrate::conventions(&self.trace.settings, Style::UNICODE)
    }

    /// A short name for the exercise, for the list of past scores.
    pub fn name(&self) -> String {
        match self.source {
            Source::Drawn(d, seed) => format!("{} #{seed}", d.name()),
            Source::Given => {
                let text = self.tree.to_notation();
                let short: String = text.chars().take(NAME_CHARS).collect();
                if short.len() < text.len() {
                    format!("{short}…")
                } else {
                    short
                }
            }
        }
    }

    /// The answers typed that are values, as the grading takes them (a window only when both
    /// of its bounds are given).
    pub fn answers(&self) -> Answers {
        let bound = |n: NodeId, f: Field| {
            let text = self.drafts.get(&(n, f))?;
            Bound::parse(text).ok()
        };
        let inner = || (0..self.tree.len() as NodeId).filter(|&n| !self.tree.is_leaf(n));
        Answers {
            values: inner()
                .filter_map(|n| Some((n, bound(n, Field::Value)?)))
                .collect(),
            pruned: self.marked.iter().copied().collect(),
            alpha_beta: inner()
                .filter(|_| self.ask_alpha_beta)
                .filter_map(|n| Some((n, bound(n, Field::Alpha)?, bound(n, Field::Beta)?)))
                .collect(),
        }
    }

    /// The score with hints paid for ([`Grade::page_score`]).
    pub fn score(grade: &Grade, hints: usize) -> f64 {
        grade.page_score(hints)
    }

    /// Does what a student did; whether anything changed.
    pub fn apply(&mut self, action: PracticeAction) -> bool {
        let locked = self.checked.is_some();
        match action {
            PracticeAction::Draw(d, seed) => {
                self.replace(Practice::drawn(d, seed, self.trace.settings))
            }
            PracticeAction::Conventions(settings) => {
                let settings = practised(settings);
                if settings == self.trace.settings || locked {
                    return false;
                }
                self.trace = Rc::new(search(&self.tree, settings));
                self.searched = Rc::new(entered(&self.tree, &self.trace));
                self.hints = 0;
            }
            PracticeAction::Given(tree, settings, source) => {
                let source = match source {
                    Source::Drawn(d, seed) if practice::exercise(seed, d) == *tree => source,
                    _ => Source::Given,
                };
                let same = *tree == *self.tree && practised(settings) == self.trace.settings;
                if same {
                    // Its name, if a link gave it one.
                    return std::mem::replace(&mut self.source, source) != source;
                }
                self.replace(Practice::new(tree, settings, source))
            }
            PracticeAction::Type(..) | PracticeAction::Mark(_) if locked => return false,
            PracticeAction::Type(node, field, text) => return self.type_in(node, field, text),
            PracticeAction::Mark(node) => {
                if node == 0 || node as usize >= self.tree.len() {
                    return false;
                }
                if !self.marked.remove(&node) {
                    self.marked.insert(node);
                }
            }
            PracticeAction::AskAlphaBeta(on) => {
                if on == self.ask_alpha_beta || locked {
                    return false;
                }
                self.ask_alpha_beta = on;
            }
            PracticeAction::Hint => {
                if self.hints_used_up() {
                    return false;
                }
                self.hints += 1;
            }
            PracticeAction::Check => self.check(),
            PracticeAction::TryAgain => return self.checked.take().is_some(),
            PracticeAction::StartOver => {
                let again = Practice::new(self.tree.clone(), self.trace.settings, self.source);
                self.replace(again);
            }
            PracticeAction::Student(name) => {
                if name == self.student {
                    return false;
                }
                self.student = name;
            }
            PracticeAction::Open(next) => *self = *next,
        }
        true
    }

    /// A new exercise in place of this one; past scores and the choice of alpha and beta stay.
    fn replace(&mut self, mut next: Practice) {
        next.history = std::mem::take(&mut self.history);
        next.ask_alpha_beta = self.ask_alpha_beta;
        next.student = std::mem::take(&mut self.student);
        *self = next;
    }

    fn type_in(&mut self, node: NodeId, field: Field, text: String) -> bool {
        if node as usize >= self.tree.len() || self.tree.is_leaf(node) {
            return false;
        }
        let key = (node, field);
        if self
            .drafts
            .get(&key)
            .map_or(text.is_empty(), |d| *d == text)
        {
            return false;
        }
        match Bound::parse(&text) {
            Err(why) if !text.trim().is_empty() => {
                self.errors.insert(key, why);
            }
            _ => {
                self.errors.remove(&key);
            }
        }
        if text.is_empty() {
            self.drafts.remove(&key);
        } else {
            self.drafts.insert(key, text);
        }
        true
    }

    fn check(&mut self) {
        let grade = practice::grade(&self.tree, &self.trace, &self.answers());
        let record = Record {
            name: self.name(),
            score: Practice::score(&grade, self.hints),
            hints: self.hints,
        };
        // Every check is kept, a second one of the same exercise too.
        self.history.push(record);
        if self.history.len() > HISTORY {
            self.history.remove(0);
        }
        self.checked = Some(Rc::new(grade));
    }
}

/// Whether the search enters each node of `tree`.
fn entered(tree: &Tree, trace: &Trace) -> Vec<bool> {
    let mut seen = vec![false; tree.len()];
    for e in &trace.events {
        if let Some(s) = seen.get_mut(e.node() as usize) {
            *s = true;
        }
    }
    seen
}

/// How much of a given tree's notation names it in the list of past scores.
const NAME_CHARS: usize = 24;
