//! The pieces a node draws, each with its coordinates as numbers in the drawing's pixels; the
//! page writes each with [`tenths`] (the `*_attr` methods do).

use super::text::{BoundText, Count, Cutoff, Inside, MarkerTitle};
use num::tenths;
use search::NodeId;
use std::fmt;
use std::rc::Rc;

/// Methods that write fields with [`tenths`], as the page writes them.
macro_rules! attrs {
    ($ty:ty { $($name:ident: $field:ident),* $(,)? }) => {
        impl $ty {
            $(
                #[doc = concat!("`", stringify!($field), "`, as written.")]
                pub fn $name(&self) -> String {
                    tenths(self.$field)
                }
            )*
        }
    };
}
pub(super) use attrs;

/// The `data-*` attributes of a node's group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeData {
    pub node: NodeId,
    pub label: Rc<str>,
    pub kind: &'static str,
    pub state: &'static str,
    pub cut: Option<&'static str>,
    pub past_limit: Option<&'static str>,
    /// `data-pv`: on the chosen line, once the root's value is known.
    pub pv: Option<&'static str>,
    /// How many nodes are folded under a collapsed node.
    pub collapsed: Option<usize>,
    pub leaf_index: Option<usize>,
}

/// A circle around a point: the halo, the flash ring, the selection ring, a badge.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ring {
    pub cx: f32,
    pub cy: f32,
    pub r: f32,
}

attrs!(Ring {
    cx_attr: cx,
    cy_attr: cy,
    r_attr: r
});

/// A rectangle: x, y, width, height and corner radius.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub width: f32,
    pub height: f32,
    pub rx: f32,
}

attrs!(Rect {
    x_attr: x,
    y_attr: y,
    width_attr: width,
    height_attr: height,
    rx_attr: rx,
});

/// The node's shape (`class="shape"`): a Max node a square, a Min node a circle, a leaf a box.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Shape {
    Rect(Rect),
    Circle(Ring),
}

/// A text at a point; `T` writes the text (`Display`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Text<T> {
    pub x: f32,
    pub y: f32,
    pub text: T,
}

impl<T> Text<T> {
    /// `x`, as written.
    pub fn x_attr(&self) -> String {
        tenths(self.x)
    }

    /// `y`, as written.
    pub fn y_attr(&self) -> String {
        tenths(self.y)
    }
}

/// The value or bound inside (or beside) the node.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ValueText {
    pub text: Text<Inside>,
    /// `text-anchor`: `end` beside a board, else the style sheet's.
    pub anchor: Option<&'static str>,
    /// `textLength` when the value is narrowed to its room.
    pub fit: Option<f32>,
    /// Not final yet (an inner node still being searched): `data-look="provisional"`.
    pub provisional: bool,
}

impl ValueText {
    /// `lengthAdjust`, with a `textLength`.
    pub fn length_adjust(&self) -> Option<&'static str> {
        self.fit.is_some().then_some("spacingAndGlyphs")
    }

    /// `textLength`, as written.
    pub fn fit_attr(&self) -> Option<String> {
        self.fit.map(tenths)
    }

    /// The text's `data-look`.
    pub fn look(&self) -> Option<&'static str> {
        self.provisional.then_some("provisional")
    }
}

/// Alpha and beta right of the node; on the path, over a background.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    pub background: Option<Rect>,
    pub alpha: Text<BoundText>,
    pub beta: Text<BoundText>,
}

/// The cutoff, named: a tag where there is room, a badge where the row is crowded.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CutTag {
    /// `class="cut-tag"`: a rectangle with the long name (`β-cut`, the cutoff's `Display`).
    Tag { rect: Rect, text: Text<Cutoff> },
    /// `class="cut-tag badge"`: a circle with the short name (`β`).
    Badge {
        circle: Ring,
        text: Text<&'static str>,
    },
}

/// A collapsed node's marker: a triangle below it, with the count where there is room.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Marker {
    /// The triangle.
    pub path: Triangle,
    /// `+N`, where the row has room for it.
    pub count: Option<Text<Count>>,
    /// The marker's `<title>`.
    pub title: MarkerTitle,
}

/// A triangle, its corners in order; `Display` writes its path (`M…L…L…Z`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Triangle(pub [(f32, f32); 3]);

impl fmt::Display for Triangle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c] = self.0;
        write!(
            f,
            "M{},{}L{},{}L{},{}Z",
            tenths(a.0),
            tenths(a.1),
            tenths(b.0),
            tenths(b.1),
            tenths(c.0),
            tenths(c.1)
        )
    }
}
