//! Node kinds written in the notation: `+[...]` a Max node, `-[...]` a Min node, `~[...]` a
//! chance node, whose children carry probabilities (`p@child`, or equally likely). A list
//! without a sign takes the kind opposite to its nearest Max or Min ancestor (chance nodes are
//! passed over), and with none above it, the side the settings give the root: so a tree without
//! signs alternates from the root as before, and one player may move twice in a row when a
//! sign says so. A tree without signs stores none of this (see [`Kinds`]).

use super::node_id::NodeId;
use super::ratio::Ratio;
use super::value::{Value, ValueError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Who moves at the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    #[default]
    Max,
    Min,
}

/// What an inner node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NodeKind {
    Max,
    Min,
    /// A chance node: its value is the probability-weighted mean of its children's.
    Chance,
}

impl NodeKind {
    /// The sign written before the node's list.
    pub fn sign(self) -> char {
        match self {
            NodeKind::Max => '+',
            NodeKind::Min => '-',
            NodeKind::Chance => '~',
        }
    }

    /// Whether it is a chance node's.
    #[inline]
    pub fn is_chance(self) -> bool {
        !matches!(self, NodeKind::Max | NodeKind::Min)
    }

    /// The kind a sign marks.
    pub fn of_sign(c: char) -> Option<NodeKind> {
        match c {
            '+' => Some(NodeKind::Max),
            '-' | super::value::MINUS_SIGN => Some(NodeKind::Min),
            '~' => Some(NodeKind::Chance),
            _ => None,
        }
    }
}

/// A node's kind as far as the tree alone decides it: a side is either written (Max, Min) or
/// the root's side or the other one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Resolved {
    AsRoot,
    AgainstRoot,
    Max,
    Min,
    Chance,
}

impl Resolved {
    pub(super) fn with_root(self, root: Side) -> NodeKind {
        let root_max = root == Side::Max;
        match self {
            Resolved::Max => NodeKind::Max,
            Resolved::Min => NodeKind::Min,
            Resolved::Chance => NodeKind::Chance,
            Resolved::AsRoot if root_max => NodeKind::Max,
            Resolved::AgainstRoot if !root_max => NodeKind::Max,
            _ => NodeKind::Min,
        }
    }

    /// The kind an unsigned node takes below this one (as its nearest Max or Min ancestor).
    fn opposite(self) -> Resolved {
        match self {
            Resolved::AsRoot => Resolved::AgainstRoot,
            Resolved::AgainstRoot => Resolved::AsRoot,
            Resolved::Max => Resolved::Min,
            Resolved::Min => Resolved::Max,
            Resolved::Chance => Resolved::Chance,
        }
    }

    /// Whether two sides are surely different, whatever the root's side.
    fn differs(self, other: Resolved) -> bool {
        other == self.opposite() && self != Resolved::Chance
    }
}

/// A probability as typed: a decimal (`0.25`) or a fraction of whole numbers (`1/3`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prob {
    Decimal(Value),
    Fraction(u32, u32),
}

/// `1e-9`, the tolerance within which a chance node's probabilities must add up to 1.
pub fn tolerance() -> Ratio {
    Ratio::new(1, 1_000_000_000).unwrap_or(Ratio::ZERO)
}

/// Why a piece of text is not a probability (`teach::words` says it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProbError {
    /// A fraction not of two whole numbers, or over 0.
    Fraction,
    /// Not a number.
    Value(ValueError),
    /// A number not above 0 and at most 1.
    Range(Prob),
}

impl Prob {
    /// Reads `0.25`, `.5`, `1` or `1/3`: a number above 0 and at most 1.
    pub fn parse(text: &str) -> Result<Prob, ProbError> {
        let p = match text.split_once('/') {
            Some((a, b)) => {
                let whole = |s: &str| s.parse::<u32>().ok().filter(|_| !s.starts_with('+'));
                match (whole(a), whole(b)) {
                    (Some(a), Some(b)) if b > 0 => Prob::Fraction(a, b),
                    _ => return Err(ProbError::Fraction),
                }
            }
            None => Prob::Decimal(Value::parse(text).map_err(ProbError::Value)?),
        };
        let r = p.ratio();
        if r <= Ratio::ZERO || r > Ratio::ONE {
            return Err(ProbError::Range(p));
        }
        Ok(p)
    }

    pub fn ratio(self) -> Ratio {
        match self {
            Prob::Decimal(v) => Ratio::of(v),
            Prob::Fraction(a, b) => Ratio::new(a.into(), b.into()).unwrap_or(Ratio::ZERO),
        }
    }
}

impl fmt::Display for Prob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Prob::Decimal(v) => write!(f, "{v}"),
            Prob::Fraction(a, b) => write!(f, "{a}/{b}"),
        }
    }
}

/// The kinds of a tree that writes any sign or probability: per node, what is written, the
/// kind it resolves to, the typed probability and the weight its chance parent gives it.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Kinds {
    pub written: Vec<Option<NodeKind>>,
    pub resolved: Vec<Resolved>,
    /// Empty when no probability is written.
    pub prob: Vec<Option<Prob>>,
    /// A chance node's child's probability, exact and normalized (the typed ones divided by
    /// their sum, else 1/n); zero for other nodes. Empty without chance nodes.
    pub weight: Vec<Ratio>,
    /// Whether every inner child of a Max or Min node is of the other side, and no node is a
    /// chance node: what the negamax form needs.
    pub alternating: bool,
}

impl Kinds {
    /// The kinds, given each node's parent and subtree end (preorder), what is written and
    /// the typed probabilities (either may be empty: nothing written).
    pub(super) fn build(
        parent: &[NodeId],
        end: &[NodeId],
        written: Vec<Option<NodeKind>>,
        prob: Vec<Option<Prob>>,
    ) -> Kinds {
        let n = parent.len();
        let mark = |i: usize| written.get(i).copied().flatten();
        let mut resolved = Vec::with_capacity(n);
        // The nearest Max or Min ancestor-or-self of each node, if any.
        let mut side: Vec<Option<Resolved>> = Vec::with_capacity(n);
        let mut alternating = true;
        for i in 0..n {
            let above = if i == 0 {
                None
            } else {
                side[parent[i] as usize]
            };
            let r = match mark(i) {
                Some(NodeKind::Max) => Resolved::Max,
                Some(NodeKind::Min) => Resolved::Min,
                Some(NodeKind::Chance) => Resolved::Chance,
                None => above.map_or(Resolved::AsRoot, Resolved::opposite),
            };
            let is_inner = end[i] as usize > i + 1;
            if is_inner && (r == Resolved::Chance || i > 0 && !above.is_some_and(|a| a.differs(r)))
            {
                alternating = false;
            }
            resolved.push(r);
            side.push(if r == Resolved::Chance {
                above
            } else {
                Some(r)
            });
        }
        let written = if written.iter().any(Option::is_some) {
            let mut w = written;
            w.resize(n, None);
            w
        } else {
            Vec::new()
        };
        let prob = usable_probs(parent, end, &resolved, prob);
        let weight = weights(parent, end, &resolved, &prob);
        Kinds {
            written,
            resolved,
            prob,
            weight,
            alternating,
        }
    }
}

/// The typed probabilities that mean something: those of every child of a chance node whose
/// children all have one, adding up to 1 within [`tolerance`] (the parser refuses the others).
/// Empty when none is left.
fn usable_probs(
    parent: &[NodeId],
    end: &[NodeId],
    resolved: &[Resolved],
    mut prob: Vec<Option<Prob>>,
) -> Vec<Option<Prob>> {
    let n = parent.len();
    if !prob.iter().any(Option::is_some) {
        return Vec::new();
    }
    prob.resize(n, None);
    let mut keep = vec![false; n];
    for node in (0..n).filter(|&i| resolved[i] == Resolved::Chance) {
        let kids: Vec<usize> = children(end, node).collect();
        let sum = kids.iter().try_fold(Ratio::ZERO, |s, &c| {
            s.checked_add(prob[c].map(Prob::ratio)?)
        });
        let near_one = sum
            .and_then(|s| s.checked_sub(Ratio::ONE))
            .is_some_and(|d| d.abs() <= tolerance());
        if near_one {
            for c in kids {
                keep[c] = true;
            }
        }
    }
    for (p, k) in prob.iter_mut().zip(keep) {
        if !k {
            *p = None;
        }
    }
    if prob.iter().any(Option::is_some) {
        prob
    } else {
        Vec::new()
    }
}

/// Every chance node's children's weights: the typed probabilities divided by their sum when
/// every child has one, else equal.
fn weights(
    parent: &[NodeId],
    end: &[NodeId],
    resolved: &[Resolved],
    prob: &[Option<Prob>],
) -> Vec<Ratio> {
    let n = parent.len();
    if !resolved
        .iter()
        .enumerate()
        .any(|(i, r)| *r == Resolved::Chance && end[i] as usize > i + 1)
    {
        return Vec::new();
    }
    let mut weight = vec![Ratio::ZERO; n];
    for node in 0..n {
        if resolved[node] != Resolved::Chance || end[node] as usize == node + 1 {
            continue;
        }
        let kids: Vec<usize> = children(end, node).collect();
        let typed: Option<Vec<Ratio>> = kids
            .iter()
            .map(|&c| prob.get(c).copied().flatten().map(Prob::ratio))
            .collect();
        let sum = typed
            .as_ref()
            .and_then(|t| t.iter().try_fold(Ratio::ZERO, |s, p| s.checked_add(*p)))
            .filter(|s| *s > Ratio::ZERO);
        for (k, &c) in kids.iter().enumerate() {
            let equal = Ratio::new(1, kids.len() as i64);
            let w = match (&typed, sum) {
                (Some(t), Some(s)) => t[k].checked_div(s),
                _ => equal,
            };
            weight[c] = w.or(equal).unwrap_or(Ratio::ZERO);
        }
    }
    weight
}

/// A node's children by index, given the subtree ends.
fn children(end: &[NodeId], node: usize) -> impl Iterator<Item = usize> + '_ {
    let last = end[node] as usize;
    let mut next = node + 1;
    std::iter::from_fn(move || {
        (next < last).then(|| {
            let c = next;
            next = end[c] as usize;
            c
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probabilities_read_as_typed() {
        assert_eq!(
            Prob::parse("0.25").map(|p| p.to_string()),
            Ok("0.25".into())
        );
        assert_eq!(
            Prob::parse("1/3").map(|p| p.ratio()),
            Ok(Ratio::new(1, 3).unwrap())
        );
        assert_eq!(Prob::parse("1").map(|p| p.ratio()), Ok(Ratio::ONE));
        for bad in ["0", "1.5", "-0.5", "2/1", "1/0", "x", "1/-3", "+1/3", "0/4"] {
            assert!(Prob::parse(bad).is_err(), "{bad}");
        }
    }
}
