//! [`Labels`]: the labels written for a tree's nodes, kept in one string.

/// Each node's written label, or none where the node shows its default letter. The labels are
/// kept end to end in one string, with each node's range of it: a tree where every node is
/// labelled (a game's search, tens of thousands of moves) is read, copied and dropped without
/// an allocation per node.
#[derive(Clone, Debug, Default)]
pub struct Labels {
    text: String,
    /// Each node's label, as `text[start..end]`; [`NO_LABEL`] for a node with none.
    at: Vec<(u32, u32)>,
}

/// A node without a written label.
const NO_LABEL: (u32, u32) = (u32::MAX, u32::MAX);

impl Labels {
    /// Room for `nodes` nodes before the ranges grow.
    pub fn with_capacity(nodes: usize) -> Labels {
        Labels {
            text: String::new(),
            at: Vec::with_capacity(nodes),
        }
    }

    /// How many nodes have a place (labelled or not).
    pub fn len(&self) -> usize {
        self.at.len()
    }

    /// The next node's label.
    pub fn push(&mut self, label: Option<&str>) {
        let at = self.store(label);
        self.at.push(at);
    }

    /// Node `i`'s label; none for a node without one, or past the end.
    pub fn get(&self, i: usize) -> Option<&str> {
        let &(start, end) = self.at.get(i).filter(|&&at| at != NO_LABEL)?;
        self.text.get(start as usize..end as usize)
    }

    /// Gives node `i` the label `label` (none takes it away). The old label's bytes stay
    /// unused in the string: a person renames a few nodes, not thousands.
    pub fn set(&mut self, i: usize, label: Option<&str>) {
        if i < self.at.len() {
            self.at[i] = self.store(label);
        }
    }

    /// `label` put at the end of the string, and its range; a label past what a range can say
    /// (4 GiB of labels: the notation's limits keep far below it) is dropped.
    fn store(&mut self, label: Option<&str>) -> (u32, u32) {
        let Some(label) = label else {
            return NO_LABEL;
        };
        let start = self.text.len();
        let end = start + label.len();
        match (u32::try_from(start), u32::try_from(end)) {
            (Ok(s), Ok(e)) if e != u32::MAX => {
                self.text.push_str(label);
                (s, e)
            }
            _ => NO_LABEL,
        }
    }
}

/// Two trees' labels are equal when each node's is, wherever in the string it is kept.
impl PartialEq for Labels {
    fn eq(&self, other: &Labels) -> bool {
        self.len() == other.len() && (0..self.len()).all(|i| self.get(i) == other.get(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_each_nodes_label_and_none() {
        let mut l = Labels::with_capacity(3);
        l.push(Some("e4"));
        l.push(None);
        l.push(Some(""));
        l.push(Some("Zürich"));
        assert_eq!(l.len(), 4);
        assert_eq!(l.get(0), Some("e4"));
        assert_eq!(l.get(1), None);
        assert_eq!(l.get(2), Some(""));
        assert_eq!(l.get(3), Some("Zürich"));
        assert_eq!(l.get(4), None, "past the end");
    }

    #[test]
    fn set_renames_one_node_and_equality_ignores_where() {
        let mut a = Labels::default();
        a.push(Some("A"));
        a.push(Some("B"));
        a.set(0, Some("root"));
        a.set(1, None);
        a.set(9, Some("nowhere"));
        assert_eq!(a.get(0), Some("root"));
        assert_eq!(a.get(1), None);
        assert_eq!(a.len(), 2, "setting past the end adds no node");
        let mut b = Labels::default();
        b.push(Some("root"));
        b.push(None);
        assert_eq!(a, b);
        b.set(1, Some("B"));
        assert_ne!(a, b);
    }
}
