//! What the search did at each node, read from a trace once: what grading compares answers
//! with, and the events a mistake is dated by; what a mistake is about ([`MistakeKind`]).

use search::search::{Event, Score, Trace};
use search::tree::{NodeId, Tree};

/// What a mistake is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum MistakeKind {
    /// A wrong value: met when the node returns.
    Value,
    /// A wrong final alpha: met when the node returns, after its value.
    Alpha,
    /// A wrong final beta: met when the node returns, after its value and alpha.
    Beta,
    /// A node never searched that no mark covers: met at the cutoff that skips it.
    MissedPrune,
    /// A node marked never searched that the search enters: met when it is entered.
    ExtraPrune,
}

impl MistakeKind {
    /// The name in `ablab grade --json`.
    pub fn name(self) -> &'static str {
        match self {
            MistakeKind::Value => "value",
            MistakeKind::Alpha => "alpha",
            MistakeKind::Beta => "beta",
            MistakeKind::MissedPrune => "missed_prune",
            MistakeKind::ExtraPrune => "extra_prune",
        }
    }
}

/// Per node, by id; event indices are into `trace.events`.
pub(super) struct Facts {
    /// The event that first reaches the node: its `Enter`, or its `Leaf` (a leaf, or a node
    /// where a depth limit stops the search). `None`: never searched.
    pub reached: Vec<Option<usize>>,
    /// The node's `Return`: its index and the value handed up.
    pub returned: Vec<Option<(usize, Score)>>,
    /// The window a node is entered with (inner nodes the search enters).
    pub entered: Vec<Option<(Score, Score)>>,
    /// The window as the node returns (after its own alpha and beta updates).
    pub window: Vec<Option<(Score, Score)>>,
    /// Whether the node's cutoff test came out true (after the last child it skips nothing:
    /// `trace.returns` says whether the value is a bound).
    pub cut: Vec<bool>,
    /// The children cutoffs skip, each with the index of its `Cutoff` event, in search order:
    /// the topmost nodes never searched.
    pub skipped: Vec<(usize, NodeId)>,
}

impl Facts {
    pub fn read(tree: &Tree, trace: &Trace) -> Facts {
        let n = tree.len();
        let mut f = Facts {
            reached: vec![None; n],
            returned: vec![None; n],
            entered: vec![None; n],
            window: vec![None; n],
            cut: vec![false; n],
            skipped: Vec::new(),
        };
        for (i, &event) in trace.events.iter().enumerate() {
            f.apply(tree, i, event);
        }
        f
    }

    fn apply(&mut self, tree: &Tree, i: usize, event: Event) {
        let at = event.node() as usize;
        match event {
            Event::Enter { alpha, beta, .. } => {
                self.reached[at] = Some(i);
                self.entered[at] = Some((alpha, beta));
                self.window[at] = Some((alpha, beta));
            }
            Event::Leaf { .. } => self.reached[at] = Some(i),
            Event::Return { value, .. } => self.returned[at] = Some((i, value)),
            Event::Alpha { new, .. } => {
                if let Some(w) = &mut self.window[at] {
                    w.0 = new;
                }
            }
            Event::Beta { new, .. } => {
                if let Some(w) = &mut self.window[at] {
                    w.1 = new;
                }
            }
            Event::Test { cut, .. } => self.cut[at] |= cut,
            Event::Cutoff {
                node,
                first_skipped,
            } => {
                let skipped = tree.children(node).filter(|&c| c >= first_skipped);
                self.skipped.extend(skipped.map(|c| (i, c)));
            }
            Event::Skip { child, .. } => self.skipped.push((i, child)),
            // Grading follows one alpha-beta pass: these belong to other searches, or say
            // nothing a student answers.
            Event::Pass { .. }
            | Event::Proved { .. }
            | Event::Probe { .. }
            | Event::Research { .. }
            | Event::Sum { .. }
            | Event::Star { .. } => {}
        }
    }

    /// Whether `node` is an inner node the search gave a value (its value can be graded).
    pub fn has_value(&self, tree: &Tree, node: NodeId) -> bool {
        !tree.is_leaf(node) && self.returned[node as usize].is_some()
    }
}

/// Which nodes a set of marks covers: a mark covers the node and its whole subtree.
pub(super) fn covered(tree: &Tree, marks: &[NodeId]) -> Vec<bool> {
    let mut covered = vec![false; tree.len()];
    for &m in marks {
        if let Some(c) = covered.get_mut(m as usize) {
            *c = true;
        }
    }
    // Preorder: a parent's id is below its children's, so one pass carries marks down.
    for n in 1..tree.len() as NodeId {
        if let Some(p) = tree.parent(n) {
            covered[n as usize] |= covered[p as usize];
        }
    }
    covered
}
