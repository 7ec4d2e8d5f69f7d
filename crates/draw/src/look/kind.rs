//! What a node is, for drawing ([`Kind`]), and how it flashes after an edit ([`Flash`]).

use search::{NodeId, Settings, Tree};

/// What a node is, for drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Max,
    Min,
    Leaf,
    /// A chance node, drawn as a circle with a dashed outline (`ablab`'s sheets; the page's own
    /// build reads no chance nodes).
    Chance,
}

impl Kind {
    /// A leaf, or an inner node where the searching side maximises (`max`) or not.
    pub fn new(leaf: bool, max: bool) -> Kind {
        match (leaf, max) {
            (true, _) => Kind::Leaf,
            (false, true) => Kind::Max,
            (false, false) => Kind::Min,
        }
    }

    /// Node `n` of `tree` as `settings` search it: a leaf, a Max or Min node, or a chance node.
    pub fn of(tree: &Tree, settings: &Settings, n: NodeId) -> Kind {
        if !tree.is_leaf(n) && settings.kind(tree, n) == search::NodeKind::Chance {
            return Kind::Chance;
        }
        Kind::new(tree.is_leaf(n), settings.is_max(tree, n))
    }

    /// The `data-kind` word, also the first word of the look.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Max => "max",
            Kind::Min => "min",
            Kind::Leaf => "leaf",
            Kind::Chance => "chance",
        }
    }
}

/// A highlight after an edit: a cutoff appeared (`Cut`) or vanished (`Uncut`) here. The flag
/// alternates with each edit so the animation starts again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flash {
    None,
    Cut(bool),
    Uncut(bool),
}

impl Flash {
    /// The word of the look that starts the animation, if any.
    pub fn word(self) -> Option<&'static str> {
        match self {
            Flash::None => None,
            Flash::Cut(a) => Some(if a { "flash-cut-a" } else { "flash-cut-b" }),
            Flash::Uncut(a) => Some(if a { "flash-uncut-a" } else { "flash-uncut-b" }),
        }
    }
}
