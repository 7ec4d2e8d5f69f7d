//! The texts a node draws, as small values: each writes its text with `Display` when drawn,
//! and compares by what it shows, so computing and comparing looks builds no strings.

use super::kind::{Flash, Kind};
use crate::prob::EdgeProb;
use i18n::t;
use search::table::Written;
use search::{Score, Status, Value, ValueTable};
use std::fmt;
use std::rc::Rc;

/// How a score is shown: a value as typed, a fraction, an infinity, or `?` for a score the
/// trace's table cannot name. Unlike a [`Score`], it means the same whatever trace it came from, and unlike
/// a [`Value`], it compares by how it is written (`4.50` and `4.5` differ).
#[derive(Clone, Copy, Debug)]
pub enum Shown {
    Value(Value),
    /// A value the search computed that no decimal writes exactly (`20/3`), in a tree of
    /// integers ([`ValueTable::written`]).
    Fraction(search::Ratio),
    MinusInfinity,
    PlusInfinity,
    /// A score the table has no value for, shown as `?`.
    Unknown,
}

impl Shown {
    /// How `table` shows the score `s`, as [`ValueTable::show`] does.
    pub fn of(table: &ValueTable, s: Score) -> Shown {
        match s {
            Score::NEG_INF => Shown::MinusInfinity,
            Score::POS_INF => Shown::PlusInfinity,
            _ => match table.written(s) {
                Some(Written::Value(v)) => Shown::Value(v),
                Some(Written::Fraction(r)) => Shown::Fraction(r),
                None => Shown::Unknown,
            },
        }
    }

    pub fn is_infinite(self) -> bool {
        matches!(self, Shown::MinusInfinity | Shown::PlusInfinity)
    }

    /// The value, if a finite one is shown.
    pub fn value(self) -> Option<Value> {
        match self {
            Shown::Value(v) => Some(v),
            _ => None,
        }
    }
}

impl PartialEq for Shown {
    fn eq(&self, other: &Shown) -> bool {
        match (*self, *other) {
            (Shown::Value(a), Shown::Value(b)) => {
                a.mantissa() == b.mantissa() && a.scale() == b.scale()
            }
            (Shown::Fraction(a), Shown::Fraction(b)) => a == b,
            (Shown::MinusInfinity, Shown::MinusInfinity)
            | (Shown::PlusInfinity, Shown::PlusInfinity)
            | (Shown::Unknown, Shown::Unknown) => true,
            _ => false,
        }
    }
}

impl Eq for Shown {}

/// What `ValueTable::show(s, true)` writes: `−∞`, `+∞`, `?`, or the value as typed (a mean
/// that is no decimal as a fraction) with the minus sign U+2212.
impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Shown::Value(v) if v.mantissa() < 0 => write!(f, "−{}", -v),
            Shown::Value(v) => write!(f, "{v}"),
            Shown::Fraction(r) if r < search::Ratio::ZERO => write!(f, "−{}", -r),
            Shown::Fraction(r) => write!(f, "{r}"),
            Shown::MinusInfinity => f.write_str("−∞"),
            Shown::PlusInfinity => f.write_str("+∞"),
            Shown::Unknown => f.write_str("?"),
        }
    }
}

/// The number inside a node: a value, or a bound on it (`≥3` at a maximising node, `≤3`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inside {
    Exact(Shown),
    AtLeast(Shown),
    AtMost(Shown),
}

impl Inside {
    /// `s` as a bound: at least at a maximising node, at most otherwise.
    pub fn bound(max: bool, s: Shown) -> Inside {
        if max {
            Inside::AtLeast(s)
        } else {
            Inside::AtMost(s)
        }
    }
}

impl fmt::Display for Inside {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Inside::Exact(s) => write!(f, "{s}"),
            Inside::AtLeast(s) => write!(f, "≥{s}"),
            Inside::AtMost(s) => write!(f, "≤{s}"),
        }
    }
}

/// Alpha or beta beside a node: `α 3`, `β +∞` (the name alone while unknown).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoundText {
    /// `α` or `β`.
    pub name: &'static str,
    pub score: Option<Shown>,
}

impl fmt::Display for BoundText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.name)?;
        match self.score {
            Some(s) => write!(f, "{s}"),
            None => Ok(()),
        }
    }
}

/// Which cutoff a node made: a β-cut where it maximises, an α-cut where it minimises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cutoff {
    Beta,
    Alpha,
}

impl Cutoff {
    /// `beta` or `alpha`: the messages' selector.
    fn word(self) -> &'static str {
        match self {
            Cutoff::Beta => "beta",
            Cutoff::Alpha => "alpha",
        }
    }

    /// The badge's name: `β` or `α`.
    pub fn short(self) -> &'static str {
        match self {
            Cutoff::Beta => "β",
            Cutoff::Alpha => "α",
        }
    }
}

/// The tag's name, in the language in force: `β-cut` or `α-cut`.
impl fmt::Display for Cutoff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(SHEET_CUT_TAG, cut = self.word()))
    }
}

/// The cutoff as the accessible name says it: by the tag's name (`β-cut`), or by the badge's
/// letter with "cut" in parentheses (`β (cut)`: spoken, not drawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CutSpoken {
    Tag(Cutoff),
    Badge(Cutoff),
}

impl fmt::Display for CutSpoken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CutSpoken::Tag(c) => write!(f, "{c}"),
            CutSpoken::Badge(c) => f.write_str(&t!(SHEET_ARIA_CUT_BADGE, cut = c.word())),
        }
    }
}

/// The cut tag's `<title>`, its tooltip (the tag itself names the cut).
pub fn cut_title() -> String {
    t!(SHEET_CUT_TITLE)
}

/// A collapsed marker's count: `+6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count(pub usize);

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "+{}", self.0)
    }
}

/// A collapsed marker's `<title>`: `collapsed: 6 nodes; click to open a level`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MarkerTitle(pub usize);

impl fmt::Display for MarkerTitle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(SHEET_MARKER_TITLE, count = self.0))
    }
}

/// The look's words (`data-look`), matched by the style sheet as words: the kind, then
/// `open`, the flash, `selected`, `beyond`, `marked` where they apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LookWords {
    pub kind: Kind,
    /// On the path, not current.
    pub open: bool,
    pub flash: Flash,
    pub selected: bool,
    pub past_limit: bool,
    pub marked: bool,
    /// On the chosen line.
    pub line: bool,
}

impl fmt::Display for LookWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind.as_str())?;
        for word in [
            self.open.then_some("open"),
            self.flash.word(),
            self.selected.then_some("selected"),
            self.past_limit.then_some("beyond"),
            self.marked.then_some("marked"),
            self.line.then_some("line"),
        ]
        .into_iter()
        .flatten()
        {
            write!(f, " {word}")?;
        }
        Ok(())
    }
}

/// The node's `aria-label`, all a screen reader needs of it at the step shown: what it is, its
/// label, below a chance node its probability, its value or bound (a value with a plain `-`),
/// its alpha and beta, its cutoff, how many nodes it folds, its state, and what Enter does
/// (`Min node B, (at most) 5, α −∞, β 5, being searched. Press Enter…`; `Leaf E, (probability
/// 0.25), (value) 3, searched. Press Enter…`).
///
/// The words the drawing writes in the node (label, value, alpha and beta, the cut tag, the
/// folded count) come in the order they stand in the node's `<g>`, and words it does not write
/// are in parentheses (the probability too: its edge, hidden from screen readers, writes it, not
/// the node): so the name contains the visible text, as WCAG 2.5.3 (label in name)
/// asks, for a person who clicks by voice ("click B"); screen readers read the parentheses'
/// words all the same.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AriaLabel {
    pub kind: Kind,
    pub label: Rc<str>,
    /// The number inside the node, as drawn.
    pub inside: Option<Inside>,
    /// Alpha and beta, under alpha-beta, once the node is entered, and whether they are drawn.
    pub window: Option<(Shown, Shown)>,
    pub window_drawn: bool,
    /// The cutoff made here, as drawn: by its long name (`β-cut`) on a tag, by its letter on a
    /// badge (`β (cut)`).
    pub cut: Option<CutSpoken>,
    /// How many nodes a fold hides.
    pub folded: Option<usize>,
    pub status: Status,
    /// Below a chance node: the probability, as its edge writes it. The edge, not the node,
    /// draws it, so the name says it in parentheses, after what the node is.
    pub prob: Option<EdgeProb>,
}

impl fmt::Display for AriaLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plain = |s: Shown| s.value().map_or_else(|| s.to_string(), |v| v.to_string());
        let kind = self.kind.as_str();
        let mut parts = vec![t!(SHEET_ARIA_NODE, kind = kind, label = self.label)];
        parts.extend(
            self.prob
                .map(|p| t!(BEYOND_ARIA_PROBABILITY, probability = p)),
        );
        parts.extend(self.inside.map(|inside| match inside {
            Inside::Exact(v) => t!(SHEET_ARIA_VALUE, value = plain(v)),
            Inside::AtLeast(v) => t!(SHEET_ARIA_AT_LEAST, value = plain(v)),
            Inside::AtMost(v) => t!(SHEET_ARIA_AT_MOST, value = plain(v)),
        }));
        parts.extend(self.window.map(|(a, b)| match self.window_drawn {
            true => t!(SHEET_ARIA_WINDOW, alpha = a, beta = b),
            false => t!(SHEET_ARIA_WINDOW_HIDDEN, alpha = a, beta = b),
        }));
        // The cut tag and its title, the marker's count and its title, as the node has them.
        if let Some(cut) = self.cut {
            parts.push(t!(SHEET_ARIA_CUT, cut = cut, title = cut_title()));
        }
        if let Some(n) = self.folded {
            parts.push(t!(SHEET_ARIA_FOLDED, count = n, title = MarkerTitle(n)));
        }
        let state = match self.status {
            Status::Unvisited => "unvisited",
            Status::Current => "current",
            Status::Open => "open",
            Status::Done => "done",
            Status::Pruned => "pruned",
        };
        parts.push(t!(SHEET_ARIA_STATE, state = state, kind = kind));
        f.write_str(&parts.join(&t!(SHEET_ARIA_SEPARATOR)))
    }
}
