//! The chosen line (the principal variation): once the root's value is known, the moves that
//! reach it, from the root down to a leaf (or to a node where a depth limit stops the search).
//! At each node the first searched child whose value is the node's own (in negamax form, its
//! negation: values are from the side to move); a child that returned a bound never equals it.
//! Of a search of several passes, the last one's values. Below a chance node, no move is
//! chosen: the line stops there.

use super::search::{Event, Form, Score, Trace};
use super::tree::{NodeId, Tree};

/// The nodes of the chosen line, the root first; just the root when nothing below it was
/// searched, and empty when the search did not finish.
pub fn principal_variation(tree: &Tree, trace: &Trace) -> Vec<NodeId> {
    // What each node returned (a leaf, or a node where a depth limit stops the search, what
    // it was evaluated at), by its last event. Children never searched have none.
    let mut value: Vec<Option<Score>> = vec![None; tree.len()];
    // A search of several passes: its last one.
    let last = super::event::last_pass_start(&trace.events);
    for e in &trace.events[last..] {
        if let Event::Return { node, value: v, .. } | Event::Leaf { node, value: v } = *e {
            if let Some(slot) = value.get_mut(node as usize) {
                *slot = Some(v);
            }
        }
    }
    let negamax = trace.settings.form == Form::Negamax;
    let mut line = Vec::new();
    let mut at = value.first().copied().flatten().map(|v| (0, v));
    while let Some((n, v)) = at {
        line.push(n);
        let wanted = if negamax { Score(-v.0) } else { v };
        if !tree.is_leaf(n) && trace.settings.kind(tree, n).is_chance() {
            break;
        }
        at = tree.children(n).find_map(|c| {
            value[c as usize]
                .filter(|&cv| cv == wanted)
                .map(|cv| (c, cv))
        });
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse, search, Settings};

    fn labels(text: &str, settings: Settings) -> Vec<String> {
        let tree = parse(text).unwrap();
        let trace = search(&tree, settings);
        principal_variation(&tree, &trace)
            .into_iter()
            .map(|n| tree.label(n).into_owned())
            .collect()
    }

    #[test]
    fn the_seeds_and_aima_lines() {
        let seeds = "[[[3,5],[6,9]],[[1,2],[0,-1]]]";
        // A (5) -> B (5) -> D (5) -> its second leaf, 5 (H, I after the inner nodes).
        assert_eq!(labels(seeds, Settings::default()), ["A", "B", "D", "I"]);
        let aima = "[[3,12,8],[2,4,6],[14,5,2]]";
        assert_eq!(labels(aima, Settings::default()), ["A", "B", "E"]);
        let negamax = Settings {
            form: Form::Negamax,
            ..Settings::default()
        };
        assert_eq!(labels(seeds, negamax), ["A", "B", "D", "I"]);
        // A leaf alone is its own line.
        assert_eq!(labels("7", Settings::default()), ["A"]);
    }
}
