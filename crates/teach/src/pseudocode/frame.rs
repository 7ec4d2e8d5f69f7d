//! The frame an event runs in, for the live values beside a listing (alpha-beta's and those
//! beyond it).

use crate::narrate::{node_name, Style};
use i18n::t;
use search::search::{Event, Trace};
use search::tree::{NodeId, Tree};

/// The node whose frame `event` runs in, and what it hands up, in words: a return runs in
/// the parent's frame (the root's own return in its own), and so do a probe and a re-search,
/// the parent's calls.
pub(super) fn frame_of(tree: &Tree, trace: &Trace, event: &Event) -> (NodeId, Option<String>) {
    let show = |s| trace.table.show(s, true);
    match *event {
        Event::Return { node, value, .. } => match tree.parent(node) {
            Some(p) => {
                let node = node_name(tree, node, Style::UNICODE);
                (
                    p,
                    Some(t!(CODE_LIVE_RETURNED, node = node, value = show(value))),
                )
            }
            None => (node, Some(t!(CODE_LIVE_RETURNS, value = show(value)))),
        },
        Event::Probe { node, .. } | Event::Research { node, .. } => {
            (tree.parent(node).unwrap_or(node), None)
        }
        _ => (event.node(), None),
    }
}
