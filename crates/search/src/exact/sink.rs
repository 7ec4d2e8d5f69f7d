//! Where the events of a search in fractions go ([`XSink`]): the first run's collector of
//! values, the second run's scores to a trace's sink.

use crate::event::Event;
use crate::ratio::{Ext, Ratio};
use crate::sort::merge_sort;
use crate::table::ValueTable;
use crate::trace::Sink;

/// Where the events of a search in fractions go.
pub(super) trait XSink {
    fn x(&mut self, e: Event<Ext>);
}

/// The first run: counts the events and keeps every value (as its absolute value; repeats are
/// dropped now and then, so that it holds about the distinct ones).
#[derive(Default)]
pub(super) struct Collect {
    pub(super) values: Vec<Ratio>,
    pub(super) events: usize,
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
            merge_sort(&mut self.values, |a, b| a < b);
            self.values.dedup();
            self.distinct = self.values.len();
        }
    }
}

/// The second run: each event as scores of `table`, to `sink` (nothing is made for a sink
/// that records nothing).
pub(super) struct Emit<'a, S: Sink> {
    pub(super) table: &'a ValueTable,
    pub(super) sink: &'a mut S,
}

impl<S: Sink> XSink for Emit<'_, S> {
    #[inline]
    fn x(&mut self, e: Event<Ext>) {
        if S::RECORDS {
            self.sink.event(e.map(|v| self.table.score_ext(v)));
        }
    }
}
