//! The parts a node draws, each with its attributes as written.

use std::rc::Rc;

/// The `data-*` attributes of a node's group, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeData {
    pub node: String,
    pub label: Rc<str>,
    pub kind: &'static str,
    pub state: &'static str,
    pub cut: Option<&'static str>,
    pub beyond: Option<&'static str>,
    pub collapsed: Option<String>,
    pub leaf_index: Option<String>,
}

/// A circle around the node's centre: the halo, the flash ring, the selection ring.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ring {
    pub cx: String,
    pub cy: String,
    pub r: String,
}

/// A rectangle: x, y, width, height and corner radius, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rect {
    pub x: String,
    pub y: String,
    pub width: String,
    pub height: String,
    pub rx: String,
}

/// The node's shape (`class="shape"`): a Max node a square, a Min node a circle, a leaf a box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    Rect(Rect),
    Circle(Ring),
}

/// A text at a point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text {
    pub x: String,
    pub y: String,
    pub text: String,
}

/// The value or bound inside (or beside) the node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueText {
    pub text: Text,
    /// `text-anchor`: `end` beside a board, else the style sheet's.
    pub anchor: Option<&'static str>,
    /// `textLength` when the value is narrowed to its room.
    pub fit: Option<String>,
    /// Not final yet (an inner node still being searched): `data-look="provisional"`.
    pub provisional: bool,
}

impl ValueText {
    /// `lengthAdjust`, with a `textLength`.
    pub fn length_adjust(&self) -> Option<&'static str> {
        self.fit.is_some().then_some("spacingAndGlyphs")
    }

    /// The text's `data-look`.
    pub fn look(&self) -> Option<&'static str> {
        self.provisional.then_some("provisional")
    }
}

/// Alpha and beta right of the node; on the path, over a background.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bounds {
    pub background: Option<Rect>,
    pub alpha: Text,
    pub beta: Text,
}

/// The cutoff, named: a tag where there is room, a badge where the row is crowded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CutTag {
    /// `class="cut-tag"`: a rectangle with the long name (`β-cut`).
    Tag { rect: Rect, text: Text },
    /// `class="cut-tag badge"`: a circle with the short name (`β`).
    Badge { circle: Ring, text: Text },
}

/// A collapsed node's marker: a triangle below it, with the count where there is room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marker {
    /// The triangle's path.
    pub path: String,
    /// `+N`, where the row has room for it.
    pub count: Option<Text>,
    /// The marker's `<title>`.
    pub title: String,
}
