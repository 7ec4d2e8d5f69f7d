//! What the last edit, setting, undo or redo changed: the cutoffs that appeared or vanished
//! between the search shown before it and the search shown after it, and that in words
//! (`#changes`).

use super::analysis::Analysis;
use i18n::t;
use search::{NodeId, Tree};

/// Nodes whose fate changed with the last edit or setting: the cutoffs that appeared or vanished.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Changes {
    /// Pruned by the new search, searched by the old one.
    pub newly_pruned: Vec<NodeId>,
    /// Searched by the new search, pruned by the old one.
    pub no_longer_pruned: Vec<NodeId>,
    /// Which re-run these are of: a part of the drawing's look, not a request to the page. Its
    /// parity names the highlight (`draw::Flash`), so that a node highlighted by two re-runs
    /// in a row is drawn anew and its highlight starts again.
    pub generation: u32,
}

/// How the nodes of the tree shown before a change stand to those of the tree after it.
#[derive(Clone, Copy, Debug)]
pub(super) enum Nodes<'a> {
    /// The same ids (a value, an estimate or a setting changed).
    Same,
    /// Each old id's new id (`NodeId::MAX`: gone): nodes added, deleted or moved.
    Moved(&'a [NodeId]),
    /// Another tree altogether (a preset, a random tree, text typed): nothing is compared.
    Unrelated,
}

impl<'a> Nodes<'a> {
    /// The form [`super::Model::rerun`] takes: None for the same ids, an empty map for another
    /// tree.
    pub(super) fn from_map(map: Option<&'a [NodeId]>) -> Nodes<'a> {
        match map {
            None => Nodes::Same,
            Some([]) => Nodes::Unrelated,
            Some(map) => Nodes::Moved(map),
        }
    }

    /// A flag per node of the old tree (`old`) as a flag per node of the new one, of `len`
    /// nodes (false for a node new to it); None for another tree, or a tree of the same ids
    /// but another size.
    fn carry(self, old: &[bool], len: usize) -> Option<Vec<bool>> {
        match self {
            Nodes::Unrelated => None,
            Nodes::Same => (old.len() == len).then(|| old.to_vec()),
            Nodes::Moved(map) => {
                let mut moved = vec![false; len];
                for (old, &flag) in old.iter().enumerate() {
                    if let Some(slot) = map.get(old).and_then(|&n| moved.get_mut(n as usize)) {
                        *slot = flag;
                    }
                }
                Some(moved)
            }
        }
    }
}

impl Changes {
    /// The cutoffs that appeared or vanished from `old` to `new`, their nodes related as `nodes`
    /// says. Another tree, or trees of different sizes with the same ids: none noted. A node
    /// below the depth limit in either search is searched in neither as a cutoff would have it
    /// (greyed, or skipped with its subtree): no cutoff appeared or vanished there.
    pub(super) fn between(
        old: &Analysis,
        new: &Analysis,
        nodes: Nodes<'_>,
        generation: u32,
    ) -> Changes {
        let none = Changes {
            generation,
            ..Changes::default()
        };
        let len = new.tree().len();
        let (Some(old_pruned), Some(old_past_limit)) = (
            nodes.carry(old.final_pruned(), len),
            nodes.carry(old.past_limit(), len),
        ) else {
            return none;
        };
        let (new_pruned, new_past_limit) = (new.final_pruned(), new.past_limit());
        let compared = |&n: &NodeId| !old_past_limit[n as usize] && !new_past_limit[n as usize];
        let nodes = (0..len as NodeId).filter(compared);
        Changes {
            newly_pruned: (nodes.clone())
                .filter(|&n| new_pruned[n as usize] && !old_pruned[n as usize])
                .collect(),
            no_longer_pruned: nodes
                .filter(|&n| old_pruned[n as usize] && !new_pruned[n as usize])
                .collect(),
            generation,
        }
    }

    /// The changes in words (`#changes`), naming the nodes of `tree` (the tree shown), or None
    /// if nothing changed. A pruned subtree is named by its root; a leaf by its label and value,
    /// since two leaves may have one value.
    pub fn note(&self, tree: &Tree) -> Option<String> {
        let (now, no_longer) = (&self.newly_pruned, &self.no_longer_pruned);
        let which = match (now.is_empty(), no_longer.is_empty()) {
            (true, true) => return None,
            (false, false) => "both",
            (false, true) => "pruned",
            (true, false) => "searched",
        };
        Some(t!(
            PAGE_CHANGES,
            which = which,
            pruned = names(tree, now),
            searched = names(tree, no_longer)
        ))
    }
}

/// The nodes of `list` whose parent is not in it, by name, in a list.
fn names(tree: &Tree, list: &[NodeId]) -> String {
    list.iter()
        .filter(|&&n| tree.parent(n).is_none_or(|p| !list.contains(&p)))
        .map(|&n| name(tree, n))
        .collect::<Vec<_>>()
        .join(&t!(LIST_SEPARATOR))
}

/// A node's name in the changes: an inner node's label; a leaf's label and value ("leaf K (9)").
fn name(tree: &Tree, node: NodeId) -> String {
    let label = tree.label(node);
    match tree.value(node) {
        Some(v) => t!(
            LEAF_NAME_LABELLED,
            label = label,
            value = v.to_string().replace('-', "\u{2212}")
        ),
        None => label.into_owned(),
    }
}

#[cfg(test)]
mod tests;
