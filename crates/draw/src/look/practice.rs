//! A practice or challenge tree's look: the tree as on paper, in the lab's shapes (a Max node a
//! square, a Min node a circle, a chance node a circle the style sheet dashes, a leaf a box),
//! each node by its real kind ([`Kind::of`]: signs, chance nodes and the root's side), with
//! the fields the student types into, the marks they put on edges, and, once checked, what was
//! right. Nothing of the solution is drawn. The page only turns these looks into elements.

use super::edge::{ProbText, Strike, PROB_DROP};
use super::pieces::{Rect, Ring, Shape, Text};
use super::{Kind, Shown, LEAF_CORNER, LEAF_HALF_HEIGHT, MAX_CORNER, SELECT_PAD};
use crate::prob::EdgeProb;
use num::tenths;
use search::{NodeId, Settings, Tree};
use std::fmt;
use std::rc::Rc;
use teach::practice::Grade;

/// A practice drawing's sizes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PracticeSizes {
    /// Half an inner node's size: a Max node's square, a Min or chance node's circle.
    pub half: f32,
    /// Half a leaf box's width (its height is the lab's).
    pub leaf_half: f32,
}

/// The practice's drawing: room for a value field inside each inner node.
pub const PRACTICE_SIZES: PracticeSizes = PracticeSizes {
    half: 22.0,
    leaf_half: 20.0,
};
/// A challenge's drawing: room for a value field over each leaf.
pub const CHALLENGE_SIZES: PracticeSizes = PracticeSizes {
    half: 20.0,
    leaf_half: 21.0,
};
/// An inner node's value field, centred on it.
pub const VALUE_FIELD: (f32, f32) = (40.0, 28.0);
/// An alpha or beta field, right of the node, alpha over beta; the gap between the node and
/// them, and between the two.
pub const WINDOW_FIELD: (f32, f32) = (46.0, 28.0);
pub const WINDOW_GAP: f32 = 4.0;
/// A label's middle stands this far left of its node's side (and of its ring), and its
/// baseline this far over the node's centre.
pub const LABEL_CLEAR: f32 = 8.0;
pub const LABEL_RISE: f32 = 16.0;
/// Half the width of the band along an edge that a click hits.
pub const HIT_HALF: f32 = 9.0;
/// How far along its edge, from the parent, a probability stands; above the strike on a
/// marked edge.
pub const PROB_ALONG: f32 = 0.5;
pub const PROB_ALONG_MARKED: f32 = 0.3;

/// A field the student types into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blank {
    /// The value the node returns (a leaf's, in a challenge).
    Value,
    /// The node's final alpha.
    Alpha,
    /// The node's final beta.
    Beta,
}

impl Blank {
    /// The name in the field's id and `data-field`.
    pub fn as_str(self) -> &'static str {
        match self {
            Blank::Value => "value",
            Blank::Alpha => "alpha",
            Blank::Beta => "beta",
        }
    }

    /// What an empty field shows.
    pub fn placeholder(self) -> &'static str {
        match self {
            Blank::Value => "",
            Blank::Alpha => "α",
            Blank::Beta => "β",
        }
    }

    /// Whether `g` found this field at `n` right (`right`), wrong (`wrong`) or left out where
    /// the search returns (`missing`); none for a field not graded (`answered`: something is
    /// typed there, at a node the search enters).
    pub fn verdict(self, g: &Grade, n: NodeId, answered: bool) -> Option<&'static str> {
        match self {
            Blank::Value if g.wrong_values.contains(&n) => Some("wrong"),
            Blank::Value if g.unanswered.contains(&n) => Some("missing"),
            Blank::Alpha if g.wrong_alpha.contains(&n) => Some("wrong"),
            Blank::Beta if g.wrong_beta.contains(&n) => Some("wrong"),
            _ if answered => Some("right"),
            _ => None,
        }
    }
}

/// The fields a node takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    Nothing,
    /// Its value, over it.
    Value,
    /// Its value, and its final alpha and beta beside it.
    ValueAndWindow,
}

/// The ring around a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ringed {
    /// The node the hint shown is about (`class="hint-ring"`).
    Hint,
    /// The node selected to move (`class="ring"`).
    Selected,
    /// The node a Make it cut names (`class="ring"`, the style sheet dashes it).
    Target,
}

impl Ringed {
    pub fn class(self) -> &'static str {
        match self {
            Ringed::Hint => "hint-ring",
            Ringed::Selected | Ringed::Target => "ring",
        }
    }
}

/// Everything about a node of a practice drawing that its look depends on.
#[derive(Clone, Debug, PartialEq)]
pub struct PracticeNodeFacts {
    pub kind: Kind,
    pub label: Rc<str>,
    /// The value written in a leaf's box, where no field takes it.
    pub value: Option<Shown>,
    pub asked: Asked,
    /// For each field (value, alpha, beta): something is typed there, at a node the search
    /// enters (graded as right unless found wrong).
    pub answered: [bool; 3],
    /// Under an edge the student marked as never searched.
    pub covered: bool,
    pub ring: Option<Ringed>,
}

impl PracticeNodeFacts {
    /// Node `n` of `tree` as `settings` search it, its leaf's value written, nothing asked,
    /// typed or marked.
    pub fn of(tree: &Tree, settings: &Settings, n: NodeId) -> PracticeNodeFacts {
        PracticeNodeFacts {
            kind: Kind::of(tree, settings, n),
            label: Rc::from(tree.label(n).as_ref()),
            value: tree.value(n).map(Shown::Value),
            asked: Asked::Nothing,
            answered: [false; 3],
            covered: false,
            ring: None,
        }
    }
}

/// A field's place and, once checked, its verdict.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FieldLook {
    pub blank: Blank,
    /// Where the field stands, in the drawing's pixels.
    pub rect: Rect,
    /// `data-grade`.
    pub verdict: Option<&'static str>,
}

/// Everything a node of a practice drawing draws.
#[derive(Clone, Debug, PartialEq)]
pub struct PracticeNodeLook {
    /// `data-kind`.
    pub kind: &'static str,
    pub shape: Shape,
    /// A leaf's value in its box.
    pub value: Option<Text<Shown>>,
    pub label: Text<Rc<str>>,
    pub ring: Option<(Ringed, Ring)>,
    /// `data-covered`.
    pub covered: Option<&'static str>,
    /// The fields over and beside it, the value's first.
    pub fields: Vec<FieldLook>,
}

impl PracticeNodeLook {
    /// The look of node `n` at `(x, y)`, drawn at `sizes`, graded by `grade` once checked.
    pub fn new(
        f: &PracticeNodeFacts,
        sizes: PracticeSizes,
        (x, y): (f32, f32),
        n: NodeId,
        grade: Option<&Grade>,
    ) -> PracticeNodeLook {
        let half = sizes.half;
        let ring_r = half + SELECT_PAD;
        let ring = f.ring.map(|kind| {
            (
                kind,
                Ring {
                    cx: x,
                    cy: y,
                    r: ring_r,
                },
            )
        });
        // A label stands clear of the ring around its node.
        let side = if ring.is_some() { ring_r } else { half };
        PracticeNodeLook {
            kind: f.kind.as_str(),
            shape: shape(f.kind, sizes, x, y),
            value: f.value.filter(|_| f.kind == Kind::Leaf).map(|v| Text {
                x,
                y: y + super::VALUE_DROP,
                text: v,
            }),
            label: Text {
                x: x - side - LABEL_CLEAR,
                y: y - LABEL_RISE,
                text: Rc::clone(&f.label),
            },
            ring,
            covered: f.covered.then_some("true"),
            fields: fields(f, sizes, (x, y), n, grade),
        }
    }

    /// How far the node and its ring reach from its centre.
    pub fn reach(&self) -> f32 {
        match (&self.ring, &self.shape) {
            (Some((_, r)), _) => r.r,
            (None, Shape::Circle(c)) => c.r,
            (None, Shape::Rect(r)) => r.width.max(r.height) / 2.0,
        }
    }
}

/// A node's shape at `(x, y)`: the lab's, by its kind.
fn shape(kind: Kind, sizes: PracticeSizes, x: f32, y: f32) -> Shape {
    let half = sizes.half;
    match kind {
        Kind::Max => Shape::Rect(Rect {
            x: x - half,
            y: y - half,
            width: 2.0 * half,
            height: 2.0 * half,
            rx: MAX_CORNER,
        }),
        Kind::Min | Kind::Chance => Shape::Circle(Ring {
            cx: x,
            cy: y,
            r: half,
        }),
        Kind::Leaf => Shape::Rect(leaf_box(sizes, x, y)),
    }
}

fn leaf_box(sizes: PracticeSizes, x: f32, y: f32) -> Rect {
    Rect {
        x: x - sizes.leaf_half,
        y: y - LEAF_HALF_HEIGHT,
        width: 2.0 * sizes.leaf_half,
        height: 2.0 * LEAF_HALF_HEIGHT,
        rx: LEAF_CORNER,
    }
}

/// A rectangle of `size` centred at `(x, y)`.
fn centred((x, y): (f32, f32), (w, h): (f32, f32)) -> Rect {
    Rect {
        x: x - w / 2.0,
        y: y - h / 2.0,
        width: w,
        height: h,
        rx: 0.0,
    }
}

/// The fields a node takes: a leaf's over its box; an inner node's value centred on it, its
/// alpha over its beta right of it, as the lab draws them.
fn fields(
    f: &PracticeNodeFacts,
    sizes: PracticeSizes,
    at: (f32, f32),
    n: NodeId,
    grade: Option<&Grade>,
) -> Vec<FieldLook> {
    let field = |blank: Blank, answered: bool, rect: Rect| FieldLook {
        blank,
        rect,
        verdict: grade.and_then(|g| blank.verdict(g, n, answered)),
    };
    let value = if f.kind == Kind::Leaf {
        Rect {
            rx: 0.0,
            ..leaf_box(sizes, at.0, at.1)
        }
    } else {
        centred(at, VALUE_FIELD)
    };
    let mut fields = Vec::new();
    if f.asked != Asked::Nothing {
        fields.push(field(Blank::Value, f.answered[0], value));
    }
    if f.asked == Asked::ValueAndWindow {
        let (w, h) = WINDOW_FIELD;
        let right = at.0 + sizes.half + WINDOW_GAP + w / 2.0;
        let off = h / 2.0 + WINDOW_GAP / 2.0;
        let alpha = centred((right, at.1 - off), WINDOW_FIELD);
        let beta = centred((right, at.1 + off), WINDOW_FIELD);
        fields.push(field(Blank::Alpha, f.answered[1], alpha));
        fields.push(field(Blank::Beta, f.answered[2], beta));
    }
    fields
}

/// Everything about an edge of a practice drawing that its look depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PracticeEdgeFacts {
    /// The child is a leaf (its box is lower than a node's).
    pub leaf_child: bool,
    /// The student marked the child as never searched.
    pub marked: bool,
    /// Under an edge marked above it.
    pub covered: bool,
    /// Below a chance node: the child's probability.
    pub prob: Option<EdgeProb>,
    /// Into the node a Make it cut names.
    pub target: bool,
}

impl PracticeEdgeFacts {
    /// The edge into `n` of `tree`, nothing marked.
    pub fn of(tree: &Tree, n: NodeId) -> PracticeEdgeFacts {
        PracticeEdgeFacts {
            leaf_child: tree.is_leaf(n),
            marked: false,
            covered: false,
            prob: EdgeProb::of(tree, n),
            target: false,
        }
    }
}

/// Everything an edge of a practice drawing draws.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PracticeEdgeLook {
    pub x1: f32,
    pub y1: f32,
    pub x2: f32,
    pub y2: f32,
    /// A marked edge's two slashes across its middle, as the lab strikes a pruned edge.
    pub strike: Option<Strike>,
    /// The band a click hits.
    pub band: Band,
    /// Below a chance node: the probability, on the edge.
    pub prob: Option<ProbText>,
    /// `data-marked`, `data-covered`, `data-target`.
    pub marked: Option<&'static str>,
    pub covered: Option<&'static str>,
    pub target: Option<&'static str>,
    /// `data-grade`, once checked: `right` (marked, never searched), `missed` (never
    /// searched, left unmarked), `extra` (marked, but searched).
    pub verdict: Option<&'static str>,
}

impl PracticeEdgeLook {
    /// The edge from the parent at `from` into node `n` at `to`, drawn at `sizes`.
    pub fn new(
        f: &PracticeEdgeFacts,
        sizes: PracticeSizes,
        from: (f32, f32),
        to: (f32, f32),
        n: NodeId,
        grade: Option<&Grade>,
    ) -> PracticeEdgeLook {
        let child_top = if f.leaf_child {
            LEAF_HALF_HEIGHT
        } else {
            sizes.half
        };
        let (x1, y1) = (from.0, from.1 + sizes.half);
        let (x2, y2) = (to.0, to.1 - child_top);
        let along = if f.marked {
            PROB_ALONG_MARKED
        } else {
            PROB_ALONG
        };
        PracticeEdgeLook {
            x1,
            y1,
            x2,
            y2,
            strike: f.marked.then(|| Strike::new(x1, y1, x2, y2)),
            band: Band::new((x1, y1), (x2, y2)),
            prob: f.prob.map(|text| ProbText {
                x: x1 + (x2 - x1) * along,
                y: y1 + (y2 - y1) * along + PROB_DROP,
                text,
            }),
            marked: f.marked.then_some("true"),
            covered: (f.covered && !f.marked).then_some("true"),
            target: f.target.then_some("true"),
            verdict: grade.and_then(|g| edge_verdict(g, n, f.marked)),
        }
    }

    /// The line's path.
    pub fn line(&self) -> String {
        format!(
            "M{} {}L{} {}",
            tenths(self.x1),
            tenths(self.y1),
            tenths(self.x2),
            tenths(self.y2)
        )
    }
}

/// Whether the edge to `n` is marked rightly, once checked.
fn edge_verdict(g: &Grade, n: NodeId, marked: bool) -> Option<&'static str> {
    if g.missed_prunes.contains(&n) {
        Some("missed")
    } else if g.extra_prunes.contains(&n) {
        Some("extra")
    } else {
        marked.then_some("right")
    }
}

/// The band along an edge that a click hits: its four corners; `Display` writes its path.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Band(pub [(f32, f32); 4]);

impl Band {
    /// [`HIT_HALF`] either side of the line from `a` to `b`.
    pub fn new(a: (f32, f32), b: (f32, f32)) -> Band {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        // Across the line, of length HIT_HALF.
        let (hx, hy) = (-dy / len * HIT_HALF, dx / len * HIT_HALF);
        Band([
            (a.0 - hx, a.1 - hy),
            (b.0 - hx, b.1 - hy),
            (b.0 + hx, b.1 + hy),
            (a.0 + hx, a.1 + hy),
        ])
    }
}

impl fmt::Display for Band {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c, d] = self.0;
        write!(
            f,
            "M{} {}L{} {}L{} {}L{} {}Z",
            tenths(a.0),
            tenths(a.1),
            tenths(b.0),
            tenths(b.1),
            tenths(c.0),
            tenths(c.1),
            tenths(d.0),
            tenths(d.1)
        )
    }
}
