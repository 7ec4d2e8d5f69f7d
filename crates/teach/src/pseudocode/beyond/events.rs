//! Which line each event executes: its role, seen with the events around it where the event
//! alone does not say.

use super::{Bound, Driver, Opened, Part, Plan, Role};
use search::event::Event;
use search::kinds::NodeKind;
use search::search::{Score, Trace};
use search::tree::{NodeId, Tree};

impl Plan {
    /// Which part of the search function `node` runs.
    pub(super) fn part(&self, tree: &Tree, node: NodeId) -> Part {
        let kind = self.settings.kind(tree, node);
        match kind {
            _ if self.negamax => Part::All,
            NodeKind::Chance if !tree.is_leaf(node) => Part::Chance,
            NodeKind::Max => Part::Max,
            _ => Part::Min,
        }
    }

    /// The 1-based line that event `index` of `trace` executes.
    pub(in crate::pseudocode) fn line_of(&self, tree: &Tree, trace: &Trace, index: usize) -> usize {
        match self.role(tree, trace, index) {
            Some(role) => self.code().line(role),
            None => 1,
        }
    }

    /// The role of event `index`: what it does, seen with the events around it where the
    /// event alone does not say (a probe failing high, which of Star1's tests cut, which
    /// bound a pass of MTD(f) moved).
    fn role(&self, tree: &Tree, trace: &Trace, index: usize) -> Option<Role> {
        let events = &trace.events;
        let part = |n| self.part(tree, n);
        Some(match *events.get(index)? {
            Event::Leaf { .. } => Role::Leaf,
            Event::Enter { node, .. } => Role::Enter(part(node)),
            Event::Return { node, .. } => match tree.parent(node) {
                None => Role::Done(part(node)),
                Some(p) => match events.get(index + 1) {
                    Some(Event::Research { node: n, .. }) if *n == node => Role::FailHigh(part(p)),
                    _ => Role::Take(part(p)),
                },
            },
            Event::Alpha { node, .. } | Event::Beta { node, .. } => Role::Raise(part(node)),
            Event::Test { node, .. } | Event::Cutoff { node, .. } | Event::Skip { node, .. }
                if part(node) == Part::Chance =>
            {
                self.star_test(events, index)
            }
            Event::Test { node, .. } | Event::Cutoff { node, .. } | Event::Skip { node, .. } => {
                Role::Test(part(node))
            }
            Event::Probe { node, .. } => Role::Probe(part(tree.parent(node)?)),
            Event::Research { node, .. } => Role::Research(part(tree.parent(node)?)),
            Event::Sum { .. } => Role::Sum,
            Event::Star { .. } => Role::Star,
            Event::Pass { pass, alpha, .. } => Role::Pass(match self.driver {
                Some(Driver::Aspiration) if pass > 1 && alpha == Score::NEG_INF => Opened::Below,
                Some(Driver::Aspiration) if pass > 1 => Opened::Above,
                _ => Opened::First,
            }),
            Event::Proved { lower, upper } => {
                Role::Proved(self.proved(events, index, lower, upper))
            }
        })
    }

    /// Which of Star1's tests a chance node's test (or the cut after it) at `index` stands
    /// on: the one that cuts (the Star bounds before the test say which), else the first.
    fn star_test(&self, events: &[Event], index: usize) -> Role {
        let Some(t) = events[..=index]
            .iter()
            .rposition(|e| matches!(e, Event::Test { .. }))
        else {
            return Role::StarLow;
        };
        let star = t.checked_sub(1).map(|i| events[i]);
        match (star, events[t]) {
            (Some(Event::Star { lower, upper, .. }), Event::Test { alpha, beta, .. })
                if !self.settings.cuts(alpha, upper) && self.settings.cuts(lower, beta) =>
            {
                Role::StarHigh
            }
            _ => Role::StarLow,
        }
    }

    /// What the pass before a [`Event::Proved`] at `index` proved.
    fn proved(&self, events: &[Event], index: usize, lower: Score, upper: Score) -> Bound {
        match self.driver {
            Some(Driver::Mtdf) => {
                let pass = events[..index].iter().rev().find_map(|e| match *e {
                    Event::Pass { alpha, beta, .. } => Some((alpha, beta)),
                    _ => None,
                });
                let g = match index.checked_sub(1).and_then(|i| events.get(i)) {
                    Some(Event::Return { node: 0, value, .. }) => Some(*value),
                    _ => None,
                };
                match (pass, g) {
                    (Some((Score::NEG_INF, _)), _) => Bound::Value,
                    (Some((_, beta)), Some(g)) if g < beta => Bound::Upper,
                    _ => Bound::Lower,
                }
            }
            _ if lower == upper => Bound::Value,
            _ if lower == Score::NEG_INF => Bound::Upper,
            _ => Bound::Lower,
        }
    }
}
