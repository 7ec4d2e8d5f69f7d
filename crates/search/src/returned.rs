//! What each returned value says of the node's true value: the value itself, or only a bound
//! on it. A node that fails low or high in its window (fail-hard's alpha above every child's
//! value), or whose cutoff skipped children, returns a bound; a node whose cut test fires after
//! its last child may still return its exact value.
//!
//! The kinds are read from a trace's events, bottom up, by what each return proves: a leaf (or
//! a depth limit's estimate) is exact; a Max node's value `v` is at most its true value when a
//! child's return proves the child at least `v`, and at least its true value when every child
//! was searched and each one's return proves it at most `v`. Min nodes mirror it; in negamax
//! form a child's claim is seen negated. A chance node compares its value with its sum (or
//! Star1's bounds) when its children's claims all lean one way. A return that proves neither
//! way has no kind ([`Returns::at`] is None).

use super::event::Event;
use super::kinds::NodeKind;
use super::score::Score;
use super::settings::{Form, Settings};
use super::tree::{NodeId, Tree};

/// What a returned value `v` says of the node's true value, from the node's own side (in
/// negamax form, the side to move there).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Returned {
    /// The true value is `v`.
    Exact,
    /// A lower bound: the true value is at least `v` (failed high).
    Lower,
    /// An upper bound: the true value is at most `v` (failed low).
    Upper,
}

impl Returned {
    /// The same claim about the negated value.
    pub fn flip(self) -> Returned {
        match self {
            Returned::Exact => Returned::Exact,
            Returned::Lower => Returned::Upper,
            Returned::Upper => Returned::Lower,
        }
    }

    /// Whether the value is proved at most the true value (exact or a lower bound).
    fn below(self) -> bool {
        self != Returned::Upper
    }

    /// Whether the value is proved at least the true value (exact or an upper bound).
    fn above(self) -> bool {
        self != Returned::Lower
    }

    /// The kind of a value proved at most the true value (`lower`), at least it (`upper`).
    fn proved(lower: bool, upper: bool) -> Option<Returned> {
        match (lower, upper) {
            (true, true) => Some(Returned::Exact),
            (true, false) => Some(Returned::Lower),
            (false, true) => Some(Returned::Upper),
            (false, false) => None,
        }
    }

    fn from_code(code: u8) -> Option<Returned> {
        match code {
            1 => Some(Returned::Exact),
            2 => Some(Returned::Lower),
            3 => Some(Returned::Upper),
            _ => None,
        }
    }

    fn code(self) -> u8 {
        match self {
            Returned::Exact => 1,
            Returned::Lower => 2,
            Returned::Upper => 3,
        }
    }
}

/// Bits per event, and the mask of one event's code (0: no kind, or no return).
const BITS: usize = 2;
const MASK: u8 = 0b11;
const PER_BYTE: usize = 8 / BITS;

/// The kind of every [`Event::Return`] of a trace, two bits an event.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Returns {
    codes: Vec<u8>,
}

impl Returns {
    /// The kinds of the returns among `events`, searched on `tree` under `settings`.
    pub fn of(tree: &Tree, settings: &Settings, events: &[Event]) -> Returns {
        let mut returns = Returns {
            codes: vec![0; events.len().div_ceil(PER_BYTE)],
        };
        let mut proof = Proof::new(tree, settings);
        for (i, e) in events.iter().enumerate() {
            if let Some(kind) = proof.event(e) {
                returns.set(i, kind);
            }
        }
        returns
    }

    /// The kind of the value event `index` returns; None if it is no return, or if the events
    /// prove neither way.
    pub fn at(&self, index: usize) -> Option<Returned> {
        let byte = self.codes.get(index / PER_BYTE)?;
        Returned::from_code((byte >> (BITS * (index % PER_BYTE))) & MASK)
    }

    fn set(&mut self, index: usize, kind: Returned) {
        if let Some(byte) = self.codes.get_mut(index / PER_BYTE) {
            *byte |= kind.code() << (BITS * (index % PER_BYTE));
        }
    }
}

/// A trace's [`Returns`], proved the first time they are asked for: a search shown only by
/// its answer (a game's, most of a big tree's) never pays for them. Always equal to another:
/// they follow from the trace's tree, settings and events.
#[derive(Clone, Debug, Default)]
pub struct LazyReturns(std::cell::OnceCell<Returns>);

impl PartialEq for LazyReturns {
    fn eq(&self, _: &LazyReturns) -> bool {
        true
    }
}

impl LazyReturns {
    /// The kinds of the returns among `events`, searched on `tree` under `settings`.
    pub fn get(&self, tree: &Tree, settings: &Settings, events: &[Event]) -> &Returns {
        self.0.get_or_init(|| Returns::of(tree, settings, events))
    }
}

/// A chance node's search so far: its latest sum, Star1's latest bounds, and whether a child
/// returned an infinity (which the sum cannot take).
#[derive(Clone, Copy, Default)]
struct Chance {
    sum: Option<Score>,
    star: Option<(Score, Score)>,
    infinite: bool,
}

/// What the events so far prove, node by node, since each was last entered. Each array is
/// read only where the events have written it since (a node's `lower` once it is entered, a
/// child's `upper` and `kind` once it returned), so they start zeroed: memory the system gives
/// zeroed, never written for the nodes a search does not reach (most of a big tree, pruned).
struct Proof<'a> {
    tree: &'a Tree,
    settings: &'a Settings,
    /// Evaluated (a leaf, or a depth limit's estimate) instead of searched.
    evaluated: Vec<bool>,
    /// In the node's max view: the greatest value a child's return proves it at least.
    lower: Vec<i32>,
    /// In the parent's max view: the value the node's latest return proves it at most
    /// (`POS_INF`: none); and whether it returned since the parent was entered.
    upper: Vec<i32>,
    seen: Vec<bool>,
    /// The node's latest return's kind, from its own side ([`Returned::code`]; 0: none).
    kind: Vec<u8>,
    /// Each chance node's search so far, by node (empty for a tree without chance nodes).
    chance: Vec<Chance>,
}

impl<'a> Proof<'a> {
    fn new(tree: &'a Tree, settings: &'a Settings) -> Proof<'a> {
        let n = tree.len();
        Proof {
            tree,
            settings,
            evaluated: vec![false; n],
            lower: vec![0; n],
            upper: vec![0; n],
            seen: vec![false; n],
            kind: vec![0; n],
            chance: if tree.has_chance() {
                vec![Chance::default(); n]
            } else {
                Vec::new()
            },
        }
    }

    fn is_chance(&self, n: NodeId) -> bool {
        !self.chance.is_empty()
            && !self.tree.is_leaf(n)
            && self.settings.kind(self.tree, n) == NodeKind::Chance
    }

    /// `n`'s chance search so far, if the tree has chance nodes.
    fn chance_of(&mut self, n: NodeId) -> Option<&mut Chance> {
        self.chance.get_mut(n as usize)
    }

    /// Whether `n`'s max view negates its values: a Min node's, in max/min form.
    fn flips(&self, n: NodeId) -> bool {
        self.settings.form == Form::MaxMin && self.settings.kind(self.tree, n) == NodeKind::Min
    }

    /// Takes in one event; for a return, the kind of its value.
    fn event(&mut self, e: &Event) -> Option<Returned> {
        match *e {
            Event::Enter { node, .. } => {
                let i = node as usize;
                self.evaluated[i] = false;
                self.lower[i] = Score::NEG_INF.0;
                for c in self.tree.children(node) {
                    self.seen[c as usize] = false;
                }
                if let Some(c) = self.chance_of(node) {
                    *c = Chance::default();
                }
            }
            Event::Leaf { node, .. } => self.evaluated[node as usize] = true,
            Event::Sum { node, new, .. } => {
                if let Some(c) = self.chance_of(node) {
                    c.sum = Some(new);
                }
            }
            Event::Star { node, lower, upper } => {
                if let Some(c) = self.chance_of(node) {
                    c.star = Some((lower, upper));
                }
            }
            Event::Return { node, value, .. } => return self.returned(node, value),
            _ => {}
        }
        None
    }

    /// `node` returns `value`: its kind, handed to its parent.
    fn returned(&mut self, node: NodeId, value: Score) -> Option<Returned> {
        let kind = if self.evaluated[node as usize] {
            Some(Returned::Exact)
        } else if self.is_chance(node) {
            self.chance_kind(node, value)
        } else {
            self.choice_kind(node, value)
        };
        if let Some(p) = self.tree.parent(node) {
            self.hand_up(p, node, value, kind);
        }
        kind
    }

    /// The parent `p` takes what `c` returned.
    fn hand_up(&mut self, p: NodeId, c: NodeId, value: Score, kind: Option<Returned>) {
        let i = c as usize;
        self.seen[i] = true;
        self.kind[i] = kind.map_or(0, Returned::code);
        if self.is_chance(p) {
            if let Some(c) = self.chance_of(p).filter(|_| value.is_infinite()) {
                c.infinite = true;
            }
            return;
        }
        // The child's value and claim in the parent's max view.
        let negate = |(v, k): (Score, Option<Returned>)| (Score(-v.0), k.map(Returned::flip));
        let mut seen = (value, kind);
        if self.settings.form == Form::Negamax {
            seen = negate(seen);
        }
        if self.flips(p) {
            seen = negate(seen);
        }
        let (v, k) = seen;
        if k.is_some_and(Returned::below) {
            let lower = &mut self.lower[p as usize];
            *lower = (*lower).max(v.0);
        }
        self.upper[i] = if k.is_some_and(Returned::above) {
            v.0
        } else {
            Score::POS_INF.0
        };
    }

    /// A Max or Min node's kind: in its max view, `value` is at most the greatest value a
    /// child is proved at least, and at least what every child (all searched) is proved at most.
    fn choice_kind(&self, node: NodeId, value: Score) -> Option<Returned> {
        let flips = self.flips(node);
        let v = if flips { Score(-value.0) } else { value };
        let most = self
            .tree
            .children(node)
            .map(|c| match self.seen[c as usize] {
                true => self.upper[c as usize],
                false => Score::POS_INF.0,
            })
            .max()
            .unwrap_or(Score::POS_INF.0);
        let kind = Returned::proved(v.0 <= self.lower[node as usize], v.0 >= most);
        if flips {
            kind.map(Returned::flip)
        } else {
            kind
        }
    }

    /// A chance node's kind: its value against its sum (every child searched) or Star1's
    /// bounds, when its children's claims all lean the same way.
    fn chance_kind(&self, node: NodeId, value: Score) -> Option<Returned> {
        let c = self.chance.get(node as usize).copied().unwrap_or_default();
        if c.infinite || value.is_infinite() {
            return None;
        }
        let kids = || self.tree.children(node).map(|k| k as usize);
        let all_seen = kids().all(|k| self.seen[k]);
        let (low, high) = match (c.star, c.sum) {
            (Some(bounds), _) => bounds,
            (None, Some(sum)) if all_seen => (sum, sum),
            _ => return None,
        };
        let claims = |f: fn(Returned) -> bool| {
            kids()
                .filter(|&k| self.seen[k])
                .all(|k| Returned::from_code(self.kind[k]).is_some_and(f))
        };
        Returned::proved(
            claims(Returned::below) && value <= low,
            claims(Returned::above) && value >= high,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_pack_four_to_a_byte() {
        let mut r = Returns { codes: vec![0; 2] };
        r.set(1, Returned::Upper);
        r.set(4, Returned::Lower);
        r.set(7, Returned::Exact);
        let kinds: Vec<_> = (0..9).map(|i| r.at(i)).collect();
        let set = [
            (1, Returned::Upper),
            (4, Returned::Lower),
            (7, Returned::Exact),
        ];
        for (i, kind) in kinds.into_iter().enumerate() {
            let want = set.iter().find(|s| s.0 == i).map(|s| s.1);
            assert_eq!(kind, want, "event {i}");
        }
    }
}
