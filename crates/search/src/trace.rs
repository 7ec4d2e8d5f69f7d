//! What a search gives: its record ([`Trace`]) and answer ([`Solution`], a [`PassSummary`] per
//! pass), and where its events go ([`Sink`]). The integer search (`search.rs`) and the searches
//! in exact fractions (`exact.rs`) both make them.

use super::event::Event;
use super::returned::{LazyReturns, Returns};
use super::runs::LeafRuns;
use super::score::Score;
use super::settings::Settings;
use super::table::ValueTable;
use super::tree::Tree;
use serde::Serialize;

/// The answer of a search.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Solution {
    /// The root's value (as a score; see [`ValueTable`]).
    pub value: Score,
    /// 0-based index of the first root child whose returned value is the root's value.
    pub best_move: Option<usize>,
    /// Inner nodes entered plus nodes evaluated (leaves, and nodes stopped by a depth limit).
    pub nodes_visited: usize,
    pub leaves_evaluated: usize,
    /// 0-based left-to-right indices of the leaves a cutoff skipped (leaves below a depth
    /// limit are not counted: nothing pruned them), and no pass evaluated.
    pub pruned_leaves: LeafRuns,
    /// Every search from the root, in order: one, but for aspiration windows, MTD(f) and
    /// iterative deepening. The counts above are their sums.
    pub passes: Vec<PassSummary>,
    /// PVS: children probed with a null window, and those searched again after a fail-high.
    pub probes: usize,
    pub researches: usize,
    /// With an aspiration window: how the first pass came out.
    pub window_result: Option<WindowResult>,
}

/// How a search in a window (alpha, beta) came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WindowResult {
    /// Between alpha and beta: the value itself.
    Inside,
    /// At most alpha: an upper bound on the value.
    FailLow,
    /// At least beta: a lower bound.
    FailHigh,
}

/// One search from the root.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PassSummary {
    /// Its depth limit.
    pub depth: Option<u16>,
    /// The depth of the deepest node it evaluated: below its limit where a node at the limit
    /// has no estimate to stand by (iterative deepening searches on below it).
    pub reached: u16,
    /// Its window.
    pub alpha: Score,
    pub beta: Score,
    /// What the root returned.
    pub value: Score,
    pub result: WindowResult,
    pub nodes_visited: usize,
    pub leaves_evaluated: usize,
}

/// A search's full record: the settings, the value table, the events and the answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Trace {
    pub settings: Settings,
    pub table: ValueTable,
    pub events: Vec<Event>,
    pub solution: Solution,
    /// What each return's value says of the node's true value (exact, or a bound), proved
    /// when first asked for ([`Trace::returns`]).
    pub(super) returns: LazyReturns,
}

impl Trace {
    /// What each return's value says of the node's true value; `tree` is the tree searched.
    pub fn returns(&self, tree: &Tree) -> &Returns {
        self.returns.get(tree, &self.settings, &self.events)
    }
}

/// Where search events go: a trace, or nowhere (for untraced speed).
pub trait Sink {
    /// Whether it keeps anything: a search need not make events for a sink that does not.
    const RECORDS: bool = true;
    fn event(&mut self, e: Event);
}

impl Sink for Vec<Event> {
    #[inline]
    fn event(&mut self, e: Event) {
        self.push(e);
    }
}

/// Discards events.
pub struct NoTrace;

impl Sink for NoTrace {
    const RECORDS: bool = false;
    #[inline]
    fn event(&mut self, _: Event) {}
}
