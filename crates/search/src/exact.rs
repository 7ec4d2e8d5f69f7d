//! The searches that count in exact fractions: every search on a tree with signs or chance
//! nodes, PVS, MTD(f), iterative deepening and aspiration windows on any tree. They record the
//! same [`Event`]s as alpha-beta (and a few of their own: a pass, a probe, a re-search, a
//! chance node's sum and Star1 bounds), each value first as a fraction ([`Ext`]): a first run
//! collects every value, the table of their ranks is made ([`ValueTable::exact`]), and a
//! second run sends the events as scores. Plain alpha-beta and minimax on a tree without signs
//! keep the integer search of `search.rs`.
//!
//! - `node.rs`: one node, its children and the window each gets: Max and Min (with PVS's
//!   probes), chance nodes (expectiminimax, and Star1 with leaf bounds).
//! - `passes.rs`: the passes from the root (one, an aspiration window's two, MTD(f)'s,
//!   iterative deepening's) and the answer.

mod node;
mod passes;

use super::event::Event;
use super::ratio::{Ext, Ratio};
use super::search::{Settings, Sink, Solution, Trace};
use super::table::ValueTable;
use super::tree::Tree;

/// A chance node's sum after a child of probability `p` and value `v`: `sum + p v` (near it
/// if it would not fit, which a tree the parser accepts never does).
pub(super) fn mean_step(sum: Ratio, p: Ratio, v: Ratio) -> Ratio {
    node::add(sum, node::mul(p, v))
}

/// Where the events of a search in fractions go.
pub(super) trait XSink {
    fn x(&mut self, e: Event<Ext>);
}

/// The first run: counts the events and keeps every value (as its absolute value; repeats are
/// dropped now and then, so that it holds about the distinct ones).
#[derive(Default)]
struct Collect {
    values: Vec<Ratio>,
    events: usize,
    /// How many values were held after the last time repeats were dropped.
    distinct: usize,
}

/// Fewest values held before repeats are dropped.
const COLLECT_AT_LEAST: usize = 1024;

impl XSink for Collect {
    fn x(&mut self, e: Event<Ext>) {
        self.events += 1;
        e.map(|v| {
            if let Ext::Fin(r) = v {
                self.values.push(r.abs());
            }
        });
        if self.values.len() > 2 * self.distinct + COLLECT_AT_LEAST {
            super::order::merge_sort(&mut self.values, |a, b| a < b);
            self.values.dedup();
            self.distinct = self.values.len();
        }
    }
}

/// The second run: each event as scores of `table`, to `sink` (nothing is made for a sink
/// that records nothing).
struct Emit<'a, S: Sink> {
    table: &'a ValueTable,
    sink: &'a mut S,
}

impl<S: Sink> XSink for Emit<'_, S> {
    #[inline]
    fn x(&mut self, e: Event<Ext>) {
        if S::RECORDS {
            self.sink.event(e.map(|v| self.table.score_ext(v)));
        }
    }
}

/// [`super::search`] for these searches: `settings` are the effective ones.
pub(super) fn search(tree: &Tree, settings: Settings) -> Trace {
    let mut collect = Collect::default();
    passes::run(tree, settings, &mut collect);
    let table = ValueTable::exact(tree, collect.values);
    let mut events = Vec::with_capacity(collect.events);
    let solution = search_into(tree, &table, settings, &mut events);
    Trace {
        settings,
        table,
        events,
        solution,
        returns: super::returned::LazyReturns::default(),
    }
}

/// [`super::search_into`] for these searches, with scores of `table` (made by
/// [`ValueTable::exact`] from a first run; a value it lacks gets the nearest rank below).
pub(super) fn search_into<S: Sink>(
    tree: &Tree,
    table: &ValueTable,
    settings: Settings,
    sink: &mut S,
) -> Solution {
    let mut emit = Emit { table, sink };
    passes::run(tree, settings, &mut emit).solution(table)
}
