//! The texts a node draws, as small values: each writes its text with `Display` when drawn,
//! and compares by what it shows, so computing and comparing looks builds no strings.

use super::Flash;
use super::Kind;
use crate::engine::{Score, Status, Value, ValueTable};
use crate::t;
use std::fmt;
use std::rc::Rc;

/// How a score is shown: a value as typed, an infinity, or `?` for a score the trace's table
/// cannot name. Unlike a [`Score`], it means the same whatever trace it came from, and unlike
/// a [`Value`], it compares by how it is written (`4.50` and `4.5` differ).
#[derive(Clone, Copy, Debug)]
pub enum Shown {
    Value(Value),
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
            _ => table.value(s).map_or(Shown::Unknown, Shown::Value),
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
            (Shown::MinusInfinity, Shown::MinusInfinity)
            | (Shown::PlusInfinity, Shown::PlusInfinity)
            | (Shown::Unknown, Shown::Unknown) => true,
            _ => false,
        }
    }
}

impl Eq for Shown {}

/// What `ValueTable::show(s, true)` writes: `−∞`, `+∞`, `?`, or the value as typed with the
/// minus sign U+2212.
impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Shown::Value(v) if v.mantissa() < 0 => write!(f, "−{}", -v),
            Shown::Value(v) => write!(f, "{v}"),
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
    /// The tag's name: `β-cut` or `α-cut`.
    pub fn long(self) -> &'static str {
        match self {
            Cutoff::Beta => "β-cut",
            Cutoff::Alpha => "α-cut",
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

/// The cut tag's `<title>`, its tooltip (the tag itself names the cut).
pub const CUT_TITLE: &str = "the remaining children are skipped";

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
        write!(f, "collapsed: {} nodes; click to open a level", self.0)
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
    pub beyond: bool,
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
            self.beyond.then_some("beyond"),
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
/// label, its value or bound (a value with a plain `-`), its alpha and beta, its cutoff, how many
/// nodes it folds, its state, and what Enter does (`Min node B, (at most) 5, α −∞, β 5, being
/// searched. Press Enter…`).
///
/// The words the drawing writes in the node (label, value, alpha and beta, the cut tag, the
/// folded count) come in the order they stand in the node's `<g>`, and words it does not write
/// are in parentheses: so the name contains the visible text, as WCAG 2.5.3 (label in name)
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
    /// The cutoff made here, said as drawn: by its long name (`β-cut`) on a tag, by its letter
    /// on a badge (`cut_badge`: `β (cut)`, the word in parentheses spoken, not drawn).
    pub cut: Option<Cutoff>,
    pub cut_badge: bool,
    /// How many nodes a fold hides.
    pub folded: Option<usize>,
    pub status: Status,
}

impl fmt::Display for AriaLabel {
    /// The name's parts are messages, each drawn word a variable in them, so that the words
    /// stay those the node draws, in the order they stand in it, in every language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plain = |s: Shown| s.value().map_or_else(|| s.to_string(), |v| v.to_string());
        let kind = match self.kind {
            Kind::Leaf => "leaf",
            Kind::Max => "max",
            Kind::Min => "min",
        };
        let inside = self.inside.map(|inside| {
            let (bound, v) = match inside {
                Inside::Exact(v) => ("exact", v),
                Inside::AtLeast(v) => ("at-least", v),
                Inside::AtMost(v) => ("at-most", v),
            };
            t!(PAGE_NODE_INSIDE, bound = bound, value = plain(v))
        });
        let window = self.window.map(|(a, b)| {
            if self.window_drawn {
                t!(PAGE_NODE_WINDOW, alpha = a, beta = b)
            } else {
                t!(PAGE_NODE_WINDOW_UNDRAWN, alpha = a, beta = b)
            }
        });
        // The cut tag and its title, the marker's count and its title, as the node has them.
        let cut = self.cut.map(|cut| {
            let name = if self.cut_badge {
                t!(PAGE_NODE_CUT_BADGE, letter = cut.short())
            } else {
                cut.long().to_string()
            };
            t!(PAGE_NODE_CUT, cut = name, title = CUT_TITLE)
        });
        let folded = self
            .folded
            .map(|n| t!(PAGE_NODE_FOLDED, count = n, title = MarkerTitle(n)));
        let state = match self.status {
            Status::Unvisited => "unvisited",
            Status::Current => "current",
            Status::Open => "open",
            Status::Done => "done",
            Status::Pruned => "pruned",
        };
        f.write_str(&t!(
            PAGE_NODE_NAME,
            kind = kind,
            label = self.label,
            inside = inside.unwrap_or_default(),
            window = window.unwrap_or_default(),
            cut = cut.unwrap_or_default(),
            folded = folded.unwrap_or_default(),
            state = state
        ))
    }
}
