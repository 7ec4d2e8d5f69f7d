//! The Practice tab's challenges, as the student works them: the tree as it stands (children
//! reordered, leaves changed, a tree built), the leaf fields as typed, and once checked the
//! verdict. Not part of [`super::Model`]: the extras module keeps it. The challenges
//! themselves, and their grading, are the engine's ([`teach::practice::challenge`]).

use ::search::order::move_child_with_map;
use ::search::{parse, NodeId, ParseError, Tree, Value};
use answer_file::{self, ChallengeAnswer};
use i18n::said;
use i18n::Said;
use std::collections::BTreeMap;
use std::rc::Rc;
use teach::practice::challenge::{
    self, explain, order, task, Attempt, Challenge, ChallengeKind, Verdict,
};
use teach::practice::Bound;
use teach::Style;
use teach::Worded;

/// What a student does with a challenge.
#[derive(Clone, Debug)]
pub enum ChallengeAction {
    /// The challenge of this kind for this seed.
    Draw(ChallengeKind, u64),
    /// Select a node (Best order: the node to move), or none.
    Select(Option<NodeId>),
    /// Best order: move a node one place left (-1) or right (+1) among its siblings.
    Move(NodeId, i32),
    /// Best order: move a node to this place among its siblings (0 the first; a drag).
    Place(NodeId, usize),
    /// Make it cut, Build to order: text typed into a leaf's field.
    Leaf(NodeId, String),
    /// Build to order: the tree typed in the notation.
    Notation(String),
    /// Grade the tree as it stands.
    Check,
    /// Back to the challenge's own tree.
    StartOver,
}

/// A challenge and the student's work on it.
#[derive(Clone, Debug)]
pub struct ChallengeDrill {
    kind: ChallengeKind,
    /// The seed it was drawn from; None for a challenge a set pins whole.
    seed: Option<u64>,
    challenge: Rc<Challenge>,
    tree: Rc<Tree>,
    selected: Option<NodeId>,
    drafts: BTreeMap<NodeId, String>,
    errors: BTreeMap<NodeId, Said>,
    notation: String,
    notation_error: Option<ParseError>,
    verdict: Option<Rc<Verdict>>,
}

impl ChallengeDrill {
    /// The challenge of `kind` for `seed`, nothing done yet.
    pub fn new(kind: ChallengeKind, seed: u64) -> ChallengeDrill {
        ChallengeDrill::start(Rc::new(challenge::challenge(kind, seed)), Some(seed))
    }

    /// A challenge given whole (a set's), nothing done yet.
    pub fn pinned(challenge: Challenge) -> ChallengeDrill {
        ChallengeDrill::start(Rc::new(challenge), None)
    }

    fn start(challenge: Rc<Challenge>, seed: Option<u64>) -> ChallengeDrill {
        let tree = Rc::new(challenge.tree().clone());
        ChallengeDrill {
            kind: challenge.kind(),
            seed,
            notation: tree.to_notation(),
            challenge,
            tree,
            selected: None,
            drafts: BTreeMap::new(),
            errors: BTreeMap::new(),
            notation_error: None,
            verdict: None,
        }
    }

    pub fn kind(&self) -> ChallengeKind {
        self.kind
    }
    /// The seed it was drawn from (None: a set's, given whole).
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }
    pub fn challenge(&self) -> &Challenge {
        &self.challenge
    }
    /// The tree as it stands.
    pub fn tree(&self) -> &Rc<Tree> {
        &self.tree
    }
    pub fn selected(&self) -> Option<NodeId> {
        self.selected
    }
    pub fn notation(&self) -> &str {
        &self.notation
    }
    pub fn notation_error(&self) -> Option<&ParseError> {
        self.notation_error.as_ref()
    }
    pub fn verdict(&self) -> Option<&Verdict> {
        self.verdict.as_deref()
    }
    pub fn error(&self, leaf: NodeId) -> Option<&Said> {
        self.errors.get(&leaf)
    }

    /// What a leaf's field shows: the text typed, else the leaf's value.
    pub fn field(&self, leaf: NodeId) -> String {
        self.drafts.get(&leaf).cloned().unwrap_or_else(|| {
            self.tree
                .value(leaf)
                .map_or_else(String::new, |v| Bound::Value(v).show(false))
        })
    }

    /// Whether the leaf's value differs from the challenge's (Make it cut).
    pub fn changed(&self, leaf: NodeId) -> bool {
        let start = self.challenge.tree();
        start.same_shape(&self.tree) && start.value(leaf) != self.tree.value(leaf)
    }

    /// Make it cut: the leaves changed so far.
    pub fn changes(&self) -> usize {
        self.tree
            .leaves()
            .iter()
            .filter(|&&l| self.changed(l))
            .count()
    }

    /// The task in words, in the language in force.
    pub fn task(&self) -> String {
        task(&self.challenge)
    }

    /// The verdict's reason in the narration's words, in the language in force.
    pub fn explanation(&self) -> Option<String> {
        let v = self.verdict.as_ref()?;
        Some(explain(&self.challenge, v, Style::UNICODE))
    }

    /// Alpha-beta's leaves evaluated on the tree as it stands (Best order's running count).
    pub fn evaluated(&self) -> u32 {
        order::evaluated(&self.tree, challenge::settings())
    }

    /// The attempt the tree as it stands makes.
    pub fn attempt(&self) -> Attempt {
        let start = self.challenge.tree();
        match self.kind {
            ChallengeKind::Order => {
                Attempt::Order(order::permutation_of(start, &self.tree).unwrap_or_default())
            }
            ChallengeKind::Cut => Attempt::Cut(
                self.tree
                    .leaves()
                    .iter()
                    .filter(|&&l| self.changed(l))
                    .filter_map(|&l| Some((l, self.tree.value(l)?)))
                    .collect(),
            ),
            ChallengeKind::Build => Attempt::Build((*self.tree).clone()),
        }
    }

    /// The answer file's name: the student's and the challenge's (`challenge-kenji-cut-12.json`).
    pub fn file_name(&self, student: &str) -> String {
        let about = self
            .seed
            .map_or_else(String::new, |s| format!("{} {s}", self.kind.name()));
        answer_file::file_name("challenge", student, &about)
    }

    /// The attempt as a challenge's answer file (`ablab grade FILE` grades it alone); None
    /// for a set's challenge, which its set's results file holds.
    pub fn answer_json(&self, student: &str, made_at: &str, version: &str) -> Option<String> {
        let answer = ChallengeAnswer {
            kind: self.kind,
            seed: self.seed?,
            attempt: self.attempt(),
            student: (!student.trim().is_empty()).then(|| student.trim().to_string()),
            made_at: Some(made_at.to_string()),
            app_version: Some(version.to_string()),
        };
        Some(answer_file::write_challenge(&answer, self.challenge.tree()).to_string())
    }

    /// What this browser keeps of the challenge: its kind, its seed (if drawn), the tree as it
    /// stands, and whether it was checked.
    pub fn to_save(&self) -> String {
        let mut kept = serde_json::json!({
            "kind": self.kind.name(),
            "tree": self.tree.to_notation(),
            "checked": self.verdict.is_some(),
        });
        if let Some(seed) = self.seed {
            kept["seed"] = seed.into();
        }
        kept.to_string()
    }

    /// The challenge drawn and kept ([`ChallengeDrill::to_save`]); None for text that is not
    /// one.
    pub fn from_saved(text: &str) -> Option<ChallengeDrill> {
        let json: serde_json::Value = serde_json::from_str(text).ok()?;
        let kind = ChallengeKind::named(json.get("kind")?.as_str()?)?;
        let seed = json.get("seed")?.as_u64()?;
        Some(ChallengeDrill::new(kind, seed).restored(&json))
    }

    /// A set's challenge as kept ([`ChallengeDrill::to_save`]); at its start for text that is
    /// not its work.
    pub fn pinned_from_saved(challenge: Challenge, text: &str) -> ChallengeDrill {
        let drill = ChallengeDrill::pinned(challenge);
        match serde_json::from_str::<serde_json::Value>(text) {
            Ok(json) if json.get("kind").and_then(|k| k.as_str()) == Some(drill.kind.name()) => {
                drill.restored(&json)
            }
            _ => drill,
        }
    }

    /// This challenge with the work kept in `json`. A tree the challenge could not have come
    /// to (another shape, other leaves) is left out: the challenge stays at its start.
    fn restored(mut self, json: &serde_json::Value) -> ChallengeDrill {
        let tree = json.get("tree").and_then(|t| parse(t.as_str()?).ok());
        let start = self.challenge.tree();
        let fits = |t: &Tree| match self.kind {
            ChallengeKind::Order => order::permutation_of(start, t).is_some(),
            ChallengeKind::Cut => start.same_shape(t),
            ChallengeKind::Build => true,
        };
        if let Some(tree) = tree.filter(fits) {
            self.set_tree(tree);
            if json.get("checked").and_then(|c| c.as_bool()) == Some(true) {
                self.apply(ChallengeAction::Check);
            }
        }
        self
    }

    /// Applies `action`; false when nothing changed.
    pub fn apply(&mut self, action: ChallengeAction) -> bool {
        match action {
            ChallengeAction::Draw(kind, seed) => {
                *self = ChallengeDrill::new(kind, seed);
                true
            }
            ChallengeAction::Select(node) => {
                let node = node.filter(|&n| (n as usize) < self.tree.len());
                let changed = self.selected != node;
                self.selected = node;
                changed
            }
            ChallengeAction::Move(node, delta) => self.move_node(node, delta),
            ChallengeAction::Place(node, place) => self.place_node(node, place),
            ChallengeAction::Leaf(leaf, text) => self.type_leaf(leaf, text),
            ChallengeAction::Notation(text) => self.type_notation(text),
            ChallengeAction::Check => {
                let verdict = challenge::grade(&self.challenge, &self.attempt());
                self.verdict = Some(Rc::new(verdict));
                true
            }
            ChallengeAction::StartOver => {
                let fresh = ChallengeDrill::start(self.challenge.clone(), self.seed);
                let changed = *fresh.tree != *self.tree || self.verdict.is_some();
                *self = fresh;
                changed
            }
        }
    }

    fn set_tree(&mut self, tree: Tree) {
        self.notation = tree.to_notation();
        self.tree = Rc::new(tree);
        self.verdict = None;
    }

    fn move_node(&mut self, node: NodeId, delta: i32) -> bool {
        if self.kind != ChallengeKind::Order {
            return false;
        }
        let Some((tree, map)) = move_child_with_map(&self.tree, node, delta) else {
            return false;
        };
        self.selected = map.get(node as usize).copied();
        self.set_tree(tree);
        true
    }

    fn place_node(&mut self, node: NodeId, place: usize) -> bool {
        let Some(parent) = self.tree.parent(node) else {
            return false;
        };
        let Some(at) = self.tree.children(parent).position(|c| c == node) else {
            return false;
        };
        let last = self.tree.child_count(parent).saturating_sub(1);
        let (mut node, mut at, place) = (node, at, place.min(last));
        let mut moved = false;
        while at != place {
            let delta = if place > at { 1 } else { -1 };
            if !self.move_node(node, delta) {
                break;
            }
            node = self.selected.unwrap_or(node);
            at = at.saturating_add_signed(delta as isize);
            moved = true;
        }
        moved
    }

    fn type_leaf(&mut self, leaf: NodeId, text: String) -> bool {
        if self.kind == ChallengeKind::Order || !self.tree.is_leaf(leaf) {
            return false;
        }
        let parsed = Value::parse(text.trim());
        match parsed {
            Ok(v) => {
                self.errors.remove(&leaf);
                if let Some(tree) = self.tree.with_leaf_value(leaf, v) {
                    self.set_tree(tree);
                }
            }
            Err(e) => {
                let typed = text.trim().to_string();
                let said = said!(PAGE_NOT_A_VALUE, text = typed, why = e.said());
                self.errors.insert(leaf, said);
            }
        }
        self.drafts.insert(leaf, text);
        true
    }

    fn type_notation(&mut self, text: String) -> bool {
        if self.kind != ChallengeKind::Build {
            return false;
        }
        match parse(&text) {
            Ok(tree) => {
                self.notation_error = None;
                self.drafts.clear();
                self.errors.clear();
                self.selected = None;
                self.set_tree(tree);
                self.notation = text;
            }
            Err(e) => {
                self.notation_error = Some(e);
                self.notation = text;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use teach::practice::challenge::Reason;
    use teach::practice::LabelIndex;

    fn node(d: &ChallengeDrill, label: &str) -> NodeId {
        LabelIndex::new(d.tree()).find(label).expect("a label")
    }

    #[test]
    fn best_order_by_moves_reaches_the_minimum() {
        // Seed 7: [[2,-6,4],[-4,-4,4],[-1,-6,-6]], 8 leaves as drawn, 5 at best.
        let mut d = ChallengeDrill::new(ChallengeKind::Order, 7);
        assert_eq!(d.evaluated(), 8);
        let c = node(&d, "C");
        assert!(d.apply(ChallengeAction::Select(Some(c))));
        assert!(d.apply(ChallengeAction::Move(c, -1)));
        // C moved first, still selected under its new id.
        assert_eq!(
            d.selected().map(|n| d.tree().label(n).into_owned()),
            Some("C".into())
        );
        assert!(!d.apply(ChallengeAction::Move(d.selected().unwrap_or(0), -1)));
        let f = node(&d, "F");
        assert!(d.apply(ChallengeAction::Move(f, -1)));
        assert_eq!(d.evaluated(), 6);
        let l = node(&d, "L");
        assert!(d.apply(ChallengeAction::Move(l, -1)));
        assert_eq!(d.evaluated(), 5);
        assert!(d.apply(ChallengeAction::Check));
        let v = d.verdict().expect("checked");
        assert!(v.correct);
        assert_eq!(
            v.reason,
            Reason::Evaluated {
                evaluated: 5,
                minimum: 5
            }
        );
        assert!(d.explanation().is_some_and(|e| !e.is_empty()));
        // A move takes the verdict away; starting over restores the tree.
        assert!(d.apply(ChallengeAction::Move(node(&d, "L"), 1)));
        assert!(d.verdict().is_none());
        assert!(d.apply(ChallengeAction::StartOver));
        assert_eq!(d.evaluated(), 8);
        // A drag: D to the front, then back to the end.
        let root_order = |d: &ChallengeDrill| -> Vec<String> {
            d.tree()
                .children(0)
                .map(|n| d.tree().label(n).into_owned())
                .collect()
        };
        assert!(d.apply(ChallengeAction::Place(node(&d, "D"), 0)));
        assert_eq!(root_order(&d), ["D", "B", "C"]);
        assert!(d.apply(ChallengeAction::Place(node(&d, "D"), 9)));
        assert_eq!(root_order(&d), ["B", "C", "D"]);
        assert!(!d.apply(ChallengeAction::Place(node(&d, "D"), 2)));
        assert!(!d.apply(ChallengeAction::Place(0, 1)));
        // Leaves and notation are not Best order's.
        assert!(!d.apply(ChallengeAction::Leaf(node(&d, "E"), "3".into())));
        assert!(!d.apply(ChallengeAction::Notation("[1,2]".into())));
    }

    #[test]
    fn make_it_cut_counts_changes_and_grades() {
        // Seed 7: change at most 1 leaf so that I is never searched; U = -9 does it.
        let mut d = ChallengeDrill::new(ChallengeKind::Cut, 7);
        let u = node(&d, "U");
        assert!(d.apply(ChallengeAction::Leaf(u, "x".into())));
        assert!(d.error(u).is_some());
        assert_eq!(d.field(u), "x");
        assert_eq!(d.changes(), 0);
        assert!(d.apply(ChallengeAction::Leaf(u, "-9".into())));
        assert!(d.error(u).is_none());
        assert_eq!(d.changes(), 1);
        assert!(d.changed(u));
        d.apply(ChallengeAction::Check);
        assert!(d.verdict().is_some_and(|v| v.correct));
        let file = d
            .answer_json("Ana", "2026-11-27T20:00:00Z", "1.0")
            .expect("a drawn challenge's file");
        let (c, answer) = answer_file::read_challenge(&file)
            .expect("reads")
            .expect("a challenge");
        assert!(challenge::grade(&c, &answer.attempt).correct);
        assert_eq!(answer.student.as_deref(), Some("Ana"));
        // Its own value again is no change.
        let j = node(&d, "J");
        d.apply(ChallengeAction::Leaf(j, "3".into()));
        assert_eq!(d.changes(), 1);
    }

    #[test]
    fn a_challenge_is_kept_as_it_stands() {
        let mut d = ChallengeDrill::new(ChallengeKind::Cut, 7);
        d.apply(ChallengeAction::Leaf(node(&d, "U"), "-9".into()));
        let kept = ChallengeDrill::from_saved(&d.to_save()).expect("kept");
        assert_eq!(kept.tree(), d.tree());
        assert_eq!(kept.changes(), 1);
        // Another shape than the challenge's is not its work: it opens at its start.
        let other = r#"{"kind": "cut", "seed": 7, "tree": "[1,2]"}"#;
        let start = ChallengeDrill::from_saved(other).expect("the challenge");
        assert_eq!(start.changes(), 0);
        assert!(ChallengeDrill::from_saved("{}").is_none());
        assert!(ChallengeDrill::from_saved("not json").is_none());
        let order = ChallengeDrill::new(ChallengeKind::Order, 7);
        let mut moved = order.clone();
        moved.apply(ChallengeAction::Move(node(&order, "C"), -1));
        let kept = ChallengeDrill::from_saved(&moved.to_save()).expect("kept");
        assert_eq!(kept.evaluated(), moved.evaluated());
    }

    #[test]
    fn build_to_order_from_leaves_or_notation() {
        // Seed 7: the shape [[[0,0,0],[0,0,0]],[[0,0],[0,0]]], prune exactly 2 leaves.
        let mut d = ChallengeDrill::new(ChallengeKind::Build, 7);
        d.apply(ChallengeAction::Check);
        assert!(d.verdict().is_some_and(|v| !v.correct));
        assert!(d.apply(ChallengeAction::Notation("[[1,".into())));
        assert!(d.notation_error().is_some());
        assert_eq!(d.notation(), "[[1,");
        let witness = "[[[-7,1,-6],[9,9,-1]],[[4,-5],[2,9]]]";
        d.apply(ChallengeAction::Notation(witness.into()));
        assert!(d.notation_error().is_none());
        d.apply(ChallengeAction::Check);
        assert!(d.verdict().is_some_and(|v| v.correct));
        // A leaf typed changes the tree and its notation.
        let last = *d.tree().leaves().last().expect("leaves");
        d.apply(ChallengeAction::Leaf(last, "1".into()));
        assert!(d.notation().ends_with("[2,1]]]"));
    }
}
