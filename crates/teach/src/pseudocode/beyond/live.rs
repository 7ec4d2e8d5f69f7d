//! The live values beside a listing beyond alpha-beta: a pass's and a bound's in the driver's
//! names, a chance node's sum, Star1's bounds.

use super::super::frame::frame_of;
use super::{Driver, Part, Plan};
use crate::narrate::{node_name, Style};
use search::event::{Event, NO_DEPTH};
use search::replay::Replay;
use search::search::{Score, Trace};
use search::tree::{NodeId, Tree};

/// The live values after `step` steps, as [`super::live_line`] gives them, for a listing of
/// this module: a pass's and a bound's in the driver's names, a chance node's sum.
pub(in crate::pseudocode) fn live_line(
    plan: &Plan,
    tree: &Tree,
    trace: &Trace,
    replay: &Replay,
    step: usize,
) -> Option<String> {
    let index = step.checked_sub(1)?;
    let event = *trace.events.get(index)?;
    let show = |s| trace.table.show(s, true);
    let name = |n: NodeId| node_name(tree, n, Style::UNICODE);
    if let Some(parts) = plan.driver_live(tree, trace, index) {
        return Some(parts.join(" · "));
    }
    let (frame, handed) = frame_of(tree, trace, &event);
    let mut parts = vec![format!("node = {}", name(frame))];
    match event {
        Event::Leaf { value, .. } => parts.push(format!("value = {}", show(value))),
        _ => {
            let st = replay.node(frame);
            let chance = plan.part(tree, frame) == Part::Chance;
            let window = plan.prunes && (!chance || plan.chance == Some(true));
            if window {
                parts.extend(st.alpha.map(|a| format!("α = {}", show(a))));
                parts.extend(st.beta.map(|b| format!("β = {}", show(b))));
            }
            let best = match (chance, plan.hard) {
                (true, _) => Some("sum"),
                (false, false) => Some("best"),
                (false, true) => None,
            };
            if let (Some(var), Some(s)) = (best, st.best) {
                parts.push(format!("{var} = {}", show(s)));
            }
            if let Event::Star { lower, upper, .. } = event {
                parts.push(format!("low = {}", show(lower)));
                parts.push(format!("high = {}", show(upper)));
            }
        }
    }
    parts.extend(handed);
    Some(parts.join(" · "))
}

impl Plan {
    /// The live values of a pass or a bound, in the driver's names; None for other events.
    fn driver_live(&self, tree: &Tree, trace: &Trace, index: usize) -> Option<Vec<String>> {
        let show = |s| trace.table.show(s, true);
        let events = &trace.events;
        let event = events[index];
        if !matches!(event, Event::Pass { .. } | Event::Proved { .. }) {
            return None;
        }
        let mut parts = vec![format!("root = {}", node_name(tree, 0, Style::UNICODE))];
        let g = match index.checked_sub(1).map(|i| events[i]) {
            Some(Event::Return { node: 0, value, .. }) => Some(value),
            _ => None,
        };
        match (self.driver, event) {
            (Some(Driver::Iterative), Event::Pass { depth, .. }) => {
                let d = if depth == NO_DEPTH {
                    tree.height()
                } else {
                    depth
                };
                parts.push(format!("limit = {d}"));
            }
            (Some(Driver::Aspiration), _) => {
                if let Some(Event::Pass { alpha, beta, .. }) = events.first() {
                    parts.push(format!("lo = {}", show(*alpha)));
                    parts.push(format!("hi = {}", show(*beta)));
                }
                parts.extend(g.map(|g| format!("g = {}", show(g))));
            }
            (Some(Driver::Mtdf), Event::Pass { beta, .. }) => {
                parts.push(format!("β = {}", show(beta)));
                let (lower, upper) = events[..index]
                    .iter()
                    .rev()
                    .find_map(|e| match *e {
                        Event::Proved { lower, upper } => Some((lower, upper)),
                        _ => None,
                    })
                    .unwrap_or((Score::NEG_INF, Score::POS_INF));
                parts.push(format!("lower = {}", show(lower)));
                parts.push(format!("upper = {}", show(upper)));
            }
            (_, Event::Proved { lower, upper }) => {
                parts.extend(g.map(|g| format!("g = {}", show(g))));
                parts.push(format!("lower = {}", show(lower)));
                parts.push(format!("upper = {}", show(upper)));
            }
            _ => {}
        }
        Some(parts)
    }
}
