//! What the drawing needs to know about one node or edge at the step shown, read from the
//! model: the only input of [`NodeLook`](draw::NodeLook) and
//! [`EdgeLook`](draw::EdgeLook) besides the geometry. The drawing compares these facts
//! to decide what to draw again.

use super::Model;
use draw::{EdgeFacts, Flash, NodeFacts};
use search::NodeId;
use std::rc::Rc;

impl Model {
    /// Node `n` as the drawing shows it at the step shown.
    pub fn node_facts(&self, n: NodeId) -> NodeFacts {
        let i = n as usize;
        let (analysis, view) = (self.analysis(), self.view());
        let tree = analysis.tree();
        let flag = |v: &[bool]| v.get(i).copied().unwrap_or(false);
        let label = analysis.labels().get(i).map(Rc::clone).unwrap_or_default();
        NodeFacts {
            selected: self.authoring().selected() == Some(n),
            past_limit: flag(analysis.past_limit()),
            marked: view.show_skipped() && flag(analysis.final_pruned()),
            on_line: self.root_known() && flag(analysis.on_line()),
            collapsed: flag(view.collapsed()).then(|| tree.subtree_size(n) - 1),
            board: self.games().boards().and_then(|b| b.get(i).copied()),
            flash: self.flash(n),
            ..NodeFacts::searched(tree, analysis.trace(), self.replay(), n, label)
        }
    }

    /// The edge from `n`'s parent into `n`; none for the root.
    pub fn edge_facts(&self, n: NodeId) -> Option<EdgeFacts> {
        let on_line = self.root_known()
            && self
                .analysis()
                .on_line()
                .get(n as usize)
                .copied()
                .unwrap_or(false);
        EdgeFacts::at(self.tree(), self.replay(), n).map(|e| EdgeFacts { on_line, ..e })
    }

    /// Whether the root's value is known at the step shown: the chosen line is drawn from then.
    fn root_known(&self) -> bool {
        self.replay().node(0).status == search::Status::Done
    }

    /// Node `n`'s highlight after the last edit: the lists of changes are in increasing order.
    fn flash(&self, n: NodeId) -> Flash {
        let changes = self.changes();
        let parity = changes.generation.is_multiple_of(2);
        if changes.newly_pruned.binary_search(&n).is_ok() {
            Flash::Cut(parity)
        } else if changes.no_longer_pruned.binary_search(&n).is_ok() {
            Flash::Uncut(parity)
        } else {
            Flash::None
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::tests::seeds;
    use crate::{Action, Edit, Step};
    use draw::{Flash, Kind};
    use search::Status;

    #[test]
    fn facts_follow_the_step_and_the_last_edit() {
        let mut m = seeds();
        let root = m.node_facts(0);
        assert_eq!((root.kind, root.status), (Kind::Max, Status::Unvisited));
        assert_eq!(m.edge_facts(0), None, "the root has no edge");
        m.apply(Action::Replay(Step::Last));
        let root = m.node_facts(0);
        assert_eq!(root.status, Status::Done);
        assert_eq!(root.value.map(|v| v.to_string()), Some("5".into()));
        // E's first leaf 6 -> 4: leaf 9 is searched again, and flashes.
        let (six, nine) = (m.tree().leaves()[2], m.tree().leaves()[3]);
        assert_eq!(m.edge_facts(nine).map(|e| e.child), Some(Status::Pruned));
        m.apply(Action::Edit(Edit::Value(six, "4".into())));
        assert!(matches!(m.node_facts(nine).flash, Flash::Uncut(_)));
        assert_eq!(m.node_facts(nine).leaf_index, Some(3));
        assert_ne!(m.edge_facts(nine).map(|e| e.child), Some(Status::Pruned));
    }

    /// The drawing redraws a node when its facts change: a value with other digits (4.5,
    /// 4.50) is drawn otherwise, so its facts must differ.
    #[test]
    fn facts_tell_values_apart_as_typed() {
        let model = |text: &str| {
            let tree = search::parse(text).expect("a tree");
            crate::Model::new(tree, search::Settings::default(), 1280.0)
        };
        let (a, b) = (model("[[4.5, 1], [2, 3]]"), model("[[4.50, 1], [2, 3]]"));
        let leaf = a.tree().leaves()[0];
        assert_ne!(a.node_facts(leaf), b.node_facts(leaf));
        assert_eq!(a.node_facts(leaf), a.clone().node_facts(leaf));
    }
}
