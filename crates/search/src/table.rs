//! [`ValueTable`]: scores back into values, and values into scores.

use super::ratio::{Ext, Ratio};
use super::score::Score;
use super::sort::merge_sort;
use super::tree::{NodeId, Tree};
use super::value::{Value, SMALL_INT_MAX};

/// Turns scores back into values, and values into scores.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueTable {
    kind: Kind,
}

#[derive(Clone, Debug, PartialEq)]
enum Kind {
    /// Every value is a small integer ([`Value::small_int`]): its score is the integer itself,
    /// so nothing needs to be collected, sorted or looked up.
    Dense,
    /// Any values (decimals, big integers): ranks.
    Ranks {
        /// Distinct absolute values, ascending and greater than zero; rank k > 0 is
        /// `abs[k - 1]`.
        abs: Vec<Value>,
        /// A zero as typed, if any leaf is zero.
        zero: Value,
    },
    /// The values a search in exact fractions computed ([`crate::exact`]): ranks of
    /// fractions, each with the value as typed when a leaf or an estimate has it.
    Exact {
        /// Distinct absolute values, ascending and greater than zero; rank k > 0 is
        /// `abs[k - 1]`.
        abs: Vec<(Ratio, Option<Value>)>,
        /// A zero as typed, if any leaf is zero.
        zero: Value,
        /// Where the tree's values (or its probabilities) are written with decimals, a value
        /// no decimal writes exactly is written rounded to this many places, so that a view
        /// writes every number one way ([`ValueTable::written`]).
        places: Option<u8>,
    },
}

/// A finite score as a view writes it: a value (as typed, exact, or rounded where the view
/// writes decimals), or, where the tree's values are integers, a fraction no decimal writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Written {
    Value(Value),
    Fraction(Ratio),
}

/// A view of decimals writes a value no decimal writes exactly to one place more than the
/// tree's values have, and to no fewer places than this.
pub const LEAST_ROUNDED_PLACES: u8 = 2;

/// The places a view of `tree` rounds to, if it writes decimals: where a leaf value, an
/// estimate or a typed probability has decimals.
fn rounded_places(tree: &Tree) -> Option<u8> {
    let values = tree.all_values().map(Value::scale).max().unwrap_or(0);
    let probs = (0..tree.len() as NodeId)
        .filter_map(|n| match tree.probability(n) {
            Some(super::kinds::Prob::Decimal(p)) => Some(p.scale()),
            _ => None,
        })
        .max()
        .unwrap_or(0);
    (values > 0 || probs > 0).then(|| (values + 1).max(LEAST_ROUNDED_PLACES))
}

impl ValueTable {
    /// The table for a tree's leaf values and estimates: the dense table if they are all small
    /// integers ([`Tree::small_integers`], known without looking at the values), else the
    /// rank table ([`ValueTable::ranked`]).
    pub fn for_tree(tree: &Tree) -> ValueTable {
        if tree.small_integers() {
            ValueTable { kind: Kind::Dense }
        } else {
            ValueTable::ranked(tree)
        }
    }

    /// The rank table, whatever the values: every distinct absolute value gets a rank, a value
    /// and its score have the same order and sign, and `score(-v) == -score(v)`. Costs a sort
    /// of all the tree's values.
    pub fn ranked(tree: &Tree) -> ValueTable {
        let zero = Value::int(0);
        let mut abs: Vec<Value> = tree
            .all_values()
            .map(|v| if v < zero { -v } else { v })
            .filter(|v| *v > zero)
            .collect();
        merge_sort(&mut abs, |a, b| a < b);
        abs.dedup();
        let zero = tree.all_values().find(|v| *v == zero).unwrap_or(zero);
        ValueTable {
            kind: Kind::Ranks { abs, zero },
        }
    }

    /// The rank table of a search in exact fractions: `values` holds every value it computed
    /// (any sign, in any order, repeated or not); the tree's values are added, so that each
    /// shows as typed.
    pub fn exact(tree: &Tree, mut values: Vec<Ratio>) -> ValueTable {
        let zero = Value::int(0);
        let typed_zero = tree.all_values().find(|v| *v == zero).unwrap_or(zero);
        let mut typed: Vec<Value> = tree
            .all_values()
            .map(|v| if v < zero { -v } else { v })
            .filter(|v| *v > zero)
            .collect();
        merge_sort(&mut typed, |a, b| a < b);
        typed.dedup();
        values.extend(typed.iter().map(|&v| Ratio::of(v)));
        let mut abs: Vec<Ratio> = values
            .into_iter()
            .map(Ratio::abs)
            .filter(|r| *r > Ratio::ZERO)
            .collect();
        merge_sort(&mut abs, |a, b| a < b);
        abs.dedup();
        let abs = abs
            .into_iter()
            .map(|r| {
                let k = typed.partition_point(|&v| Ratio::of(v) < r);
                (r, typed.get(k).copied().filter(|&v| Ratio::of(v) == r))
            })
            .collect();
        ValueTable {
            kind: Kind::Exact {
                abs,
                zero: typed_zero,
                places: rounded_places(tree),
            },
        }
    }

    /// The score of an exact value or an infinity. In a rank table without it (a table made
    /// for another search), the nearest rank at or below it.
    pub fn score_ext(&self, e: Ext) -> Score {
        let r = match e {
            Ext::NegInf => return Score::NEG_INF,
            Ext::PosInf => return Score::POS_INF,
            Ext::Fin(r) => r,
        };
        let rank = |a: Ratio| -> i32 {
            match &self.kind {
                Kind::Dense => a.numer().div_euclid(a.denom()).min(SMALL_INT_MAX) as i32,
                Kind::Ranks { abs, .. } => abs.partition_point(|v| Ratio::of(*v) <= a) as i32,
                Kind::Exact { abs, .. } => abs.partition_point(|(v, _)| *v <= a) as i32,
            }
        };
        if r.is_negative() {
            Score(-rank(-r))
        } else {
            Score(rank(r))
        }
    }

    /// The exact value of a finite score.
    pub fn ratio(&self, s: Score) -> Option<Ratio> {
        match &self.kind {
            Kind::Exact { abs, .. } if !s.is_infinite() && s.0 != 0 => {
                let r = abs.get(s.0.unsigned_abs() as usize - 1)?.0;
                Some(if s.0 < 0 { -r } else { r })
            }
            _ => self.value(s).map(Ratio::of),
        }
    }

    /// Whether scores are the values themselves (every value a small integer).
    pub fn is_dense(&self) -> bool {
        self.kind == Kind::Dense
    }

    /// The score of a value (`None` if the value is not in the table; the dense table holds
    /// every small integer).
    #[inline]
    pub fn score(&self, v: Value) -> Option<Score> {
        match &self.kind {
            Kind::Dense => v.small_int().map(Score),
            Kind::Exact { abs, .. } => {
                let r = Ratio::of(v);
                if r == Ratio::ZERO {
                    return Some(Score(0));
                }
                let k = abs.binary_search_by(|(a, _)| a.cmp(&r.abs())).ok()? as i32 + 1;
                Some(Score(if r.is_negative() { -k } else { k }))
            }
            Kind::Ranks { abs, .. } => {
                let zero = Value::int(0);
                if v == zero {
                    return Some(Score(0));
                }
                let a = if v < zero { -v } else { v };
                let k = abs.binary_search(&a).ok()? as i32 + 1;
                Some(Score(if v < zero { -k } else { k }))
            }
        }
    }

    /// The score of what the search evaluates at `node` (a leaf's value or an estimate; `0`
    /// if there is none).
    #[inline]
    pub(crate) fn score_at(&self, tree: &Tree, node: NodeId) -> Score {
        tree.value_or_estimate(node)
            .and_then(|v| self.score(v))
            .unwrap_or(Score(0))
    }

    /// The value of a finite score; `None` for an infinity.
    pub fn value(&self, s: Score) -> Option<Value> {
        if s.is_infinite() {
            return None;
        }
        match &self.kind {
            Kind::Dense => {
                (i64::from(s.0.unsigned_abs()) <= SMALL_INT_MAX).then(|| Value::int(s.0.into()))
            }
            Kind::Ranks { abs, zero } => {
                if s.0 == 0 {
                    return Some(*zero);
                }
                let v = *abs.get(s.0.unsigned_abs() as usize - 1)?;
                Some(if s.0 < 0 { -v } else { v })
            }
            Kind::Exact { abs, zero, .. } => {
                if s.0 == 0 {
                    return Some(*zero);
                }
                let (r, typed) = *abs.get(s.0.unsigned_abs() as usize - 1)?;
                let v = typed.or_else(|| r.to_value())?;
                Some(if s.0 < 0 { -v } else { v })
            }
        }
    }

    /// A finite score as a view writes it: the value as typed; a value the search computed as
    /// its exact decimal, else, where the tree's values are decimals, rounded (as is an exact
    /// decimal with more places than the view's), or where they are integers, as a fraction.
    /// So a view of decimals never mixes `11/9` with `1.9`.
    pub fn written(&self, s: Score) -> Option<Written> {
        let Kind::Exact { abs, places, .. } = &self.kind else {
            return self.value(s).map(Written::Value);
        };
        if s.is_infinite() || s.0 == 0 {
            return self.value(s).map(Written::Value);
        }
        let (r, typed) = *abs.get(s.0.unsigned_abs() as usize - 1)?;
        let (r, typed) = match s.0 < 0 {
            true => (-r, typed.map(|v| -v)),
            false => (r, typed),
        };
        if let Some(v) = typed {
            return Some(Written::Value(v));
        }
        // A view of decimals writes no more places than it rounds to (`0.475` as `0.48`).
        let exact = r
            .to_value()
            .filter(|v| places.is_none_or(|p| v.scale() <= p));
        let rounded = places.and_then(|p| r.rounded(p));
        Some(match exact.or(rounded) {
            Some(v) => Written::Value(v),
            None => Written::Fraction(r),
        })
    }

    /// A score as text, as a view writes it ([`ValueTable::written`]), or `-inf` / `+inf` (or
    /// `−∞` / `+∞`).
    pub fn show(&self, s: Score, unicode: bool) -> String {
        match (s, unicode) {
            (Score::NEG_INF, false) => "-inf".into(),
            (Score::POS_INF, false) => "+inf".into(),
            (Score::NEG_INF, true) => "−∞".into(),
            (Score::POS_INF, true) => "+∞".into(),
            _ => {
                let text = self.written(s).map(|w| match w {
                    Written::Value(v) => v.to_string(),
                    Written::Fraction(r) => r.to_string(),
                });
                text.map(|t| t.replace('-', if unicode { "−" } else { "-" }))
                    .unwrap_or_else(|| "?".into())
            }
        }
    }

    /// A score as text, exactly: the value as typed or the exact decimal, else the fraction
    /// (`ablab`'s `value_text`).
    pub fn show_exact(&self, s: Score) -> String {
        let text = self.value(s).map(|v| v.to_string());
        let text = text.or_else(|| self.ratio(s).map(|r| r.to_string()));
        match s {
            Score::NEG_INF => "-inf".into(),
            Score::POS_INF => "+inf".into(),
            _ => text.unwrap_or_else(|| "?".into()),
        }
    }
}
