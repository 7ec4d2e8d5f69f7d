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
//! - `sink.rs`: where the events go: the first run's collector, the second run's scores.

mod node;
mod passes;
mod sink;

pub(super) use node::mean_step;
use sink::{Collect, Emit};

use super::returned::LazyReturns;
use super::settings::Settings;
use super::table::ValueTable;
use super::trace::{Sink, Solution, Trace};
use super::tree::Tree;

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
        returns: LazyReturns::default(),
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
