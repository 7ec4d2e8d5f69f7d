//! How the tree is shown: its layout and folds, the zoom, the open drawer, the panels shown,
//! the view's width, printing and the page's mode.

use draw::svg::Sheet;
use draw::Layout;
use draw::{layout_for, layout_with_levels, leaf_spacing, LEVEL_HEIGHT, NARROW_VIEW};
use i18n::{Lang, Said};
use search::{NodeId, Tree};
use std::rc::Rc;

/// Over this many leaves, a new tree starts with deep subtrees collapsed.
pub const COLLAPSE_OVER: usize = 500;
/// The most places on the bottom row a collapsed big tree starts with.
pub const COLLAPSED_SLOTS: usize = 40;
/// Expanding a marker keeps children with more nodes than this collapsed, one level at a time.
pub const EXPAND_STEP: usize = 60;
/// Trees with at most this many leaves open with the pseudocode beside them.
const CODE_SHOWN_UP_TO: usize = 32;
/// The narrowest view the drawing is laid out for, in CSS pixels (the page also assumes no
/// narrower a window).
pub const NARROWEST_VIEW: f32 = 200.0;
/// A change of width or spacing smaller than this (in CSS pixels) is no change.
const SAME_WIDTH: f32 = 0.5;

/// What the page shows: trees, or one of the games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    #[default]
    Trees,
    TicTacToe,
    Othello,
    /// A tree to solve, graded (in the extras module).
    Practice,
}

impl Mode {
    /// The tab `&mode=` names ([`query::MODES`]).
    pub fn named(name: &str) -> Option<Mode> {
        Some(match name {
            "trees" => Mode::Trees,
            "tictactoe" => Mode::TicTacToe,
            "othello" => Mode::Othello,
            "practice" => Mode::Practice,
            _ => return None,
        })
    }
}

/// The drawers under the toolbar, one open at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    Random,
    Text,
    Export,
}

/// A change in how the page shows the tree.
#[derive(Clone, Debug, PartialEq)]
pub enum ViewAction {
    /// Open a node's card: a leaf's value, an inner node's estimate, moving it left or right.
    Select(NodeId),
    /// Close the card.
    CloseCard,
    /// Show or hide the pseudocode panel.
    ToggleCode,
    /// Show the pseudocode beside the tree while presenting, or not (the page's own switch,
    /// [`ViewAction::ToggleCode`], is hidden then).
    TogglePresentCode,
    /// Mark, at every step, the nodes alpha-beta skips in the end and minimax visits.
    ToggleSkipped,
    /// Draw a subtree as one marker, or draw it again (one level).
    ToggleCollapse(NodeId),
    /// Draw every node (open every collapsed subtree).
    ExpandAll,
    /// Collapse the big subtrees again, as a big tree first opens.
    CollapseBig,
    /// Open or close a drawer (random tree, notation, export).
    TogglePanel(Panel),
    /// Close the open drawer, if one is (Esc), the focus back on its button.
    CloseDrawer,
    Zoom(Zoom),
    /// Print a sheet (the page lays it out for the printer and opens the print dialog).
    Print(Sheet),
    /// The drawing area's width changed (CSS pixels).
    Resize(f32),
    Mode(Mode),
    /// Close the page's notice.
    DismissNotice,
    /// The browser refused to save the work (storage full or turned off): said once.
    SaveRefused,
    /// Present to a class, or stop: the tree and the narration fill the screen, in large type.
    Present(bool),
    /// The page now speaks this language (its messages are in force: `i18n::set_language`).
    Language(Lang),
    /// This language's messages could not be read (the network is down, say): said on the page.
    LanguageFailed(Lang),
    /// What was typed into a field of the settings could not be used: why, in words.
    FieldRefused(Said),
    /// A sheet was made (`Ok`), or could not be (its writer could not be loaded, say): why,
    /// said in the open drawer until a sheet is made or the drawer closes.
    SheetMade(Result<(), Said>),
}

/// Where the arrow keys take the focus from a node in the drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Toward {
    /// Up: the parent.
    Parent,
    /// Down: the first child.
    FirstChild,
    /// Left: the sibling before.
    Previous,
    /// Right: the sibling after.
    Next,
}

/// How the tree is drawn and what else the page shows.
#[derive(Clone, Debug)]
pub struct View {
    layout: Rc<Layout>,
    /// Subtrees drawn as one marker.
    collapsed: Rc<Vec<bool>>,
    /// Nodes inside a collapsed subtree (not drawn), derived from `collapsed` when it changes.
    hidden: Rc<Vec<bool>>,
    /// The drawing's scale, within the first and last of [`ZOOMS`].
    pub(crate) scale: f32,
    pub(crate) panel: Option<Panel>,
    pub(crate) show_code: bool,
    pub(crate) show_skipped: bool,
    view_width: f32,
    /// The sheet laid out for printing (the page prints it when asked, `Effect::Print`).
    pub(crate) print: Option<Sheet>,
    pub(crate) mode: Mode,
    /// Presenting: the scale before, to go back to when presenting stops.
    pub(crate) present: Option<f32>,
    /// Presenting, whether the pseudocode is shown beside the tree.
    pub(crate) present_code: bool,
    /// The distance between levels of the drawing: [`LEVEL_HEIGHT`], or more while presenting
    /// on a screen taller than the tree is wide.
    level_height: f32,
    /// The language the page speaks.
    pub(crate) lang: Lang,
}

impl View {
    /// The view a new page opens `tree` with, `view_width` pixels wide.
    pub fn new(tree: &Tree, view_width: f32) -> View {
        let collapsed = Rc::new(auto_collapse(tree));
        View {
            layout: Rc::new(layout_for(tree, view_width, &collapsed, false)),
            hidden: Rc::new(Layout::hidden_all(tree, &collapsed)),
            collapsed,
            scale: DEFAULT_SCALE,
            panel: None,
            show_code: tree.leaves().len() <= CODE_SHOWN_UP_TO,
            show_skipped: false,
            view_width,
            print: None,
            mode: Mode::Trees,
            present: None,
            present_code: false,
            level_height: LEVEL_HEIGHT,
            lang: Lang::En,
        }
    }

    pub fn layout(&self) -> &Rc<Layout> {
        &self.layout
    }

    pub fn collapsed(&self) -> &Rc<Vec<bool>> {
        &self.collapsed
    }

    pub fn hidden(&self) -> &Rc<Vec<bool>> {
        &self.hidden
    }

    /// The zoom as a scale factor.
    pub fn scale(&self) -> f32 {
        self.scale
    }

    pub fn can_zoom_in(&self) -> bool {
        next_zoom(self.scale, true).is_some()
    }

    pub fn can_zoom_out(&self) -> bool {
        next_zoom(self.scale, false).is_some()
    }

    pub fn panel(&self) -> Option<Panel> {
        self.panel
    }

    /// The node the arrow keys take the focus to from `node`, among the nodes drawn (not inside
    /// a folded subtree); None where there is none (the root's parent, a leaf's child, the last
    /// sibling's next).
    pub fn neighbour(&self, tree: &Tree, node: NodeId, toward: Toward) -> Option<NodeId> {
        if node as usize >= tree.len() {
            return None;
        }
        let folded = self.collapsed.get(node as usize).copied().unwrap_or(false);
        let siblings = || -> Vec<NodeId> {
            tree.parent(node)
                .map_or_else(Vec::new, |p| tree.children(p).collect())
        };
        let at = |s: &[NodeId]| s.iter().position(|&c| c == node);
        match toward {
            Toward::Parent => tree.parent(node),
            Toward::FirstChild if folded => None,
            Toward::FirstChild => tree.children(node).next(),
            Toward::Previous => {
                let s = siblings();
                at(&s).and_then(|i| i.checked_sub(1)).map(|i| s[i])
            }
            Toward::Next => {
                let s = siblings();
                at(&s).and_then(|i| s.get(i + 1).copied())
            }
        }
    }

    /// Whether the page presents to a class.
    pub fn present(&self) -> bool {
        self.present.is_some()
    }

    /// Whether the pseudocode stands beside the tree: while presenting, by its own switch.
    pub fn code_shown(&self) -> bool {
        if self.present() {
            self.present_code
        } else {
            self.show_code
        }
    }

    /// The present switch of the pseudocode (shown only while presenting).
    pub fn present_code(&self) -> bool {
        self.present_code
    }

    /// The language the page speaks.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn show_code(&self) -> bool {
        self.show_code
    }

    pub fn show_skipped(&self) -> bool {
        self.show_skipped
    }

    pub fn view_width(&self) -> f32 {
        self.view_width
    }

    pub fn print(&self) -> Option<Sheet> {
        self.print
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub(super) fn set_mode(&mut self, mode: Mode) -> bool {
        std::mem::replace(&mut self.mode, mode) != mode
    }

    /// Lays `tree` out again for the width and folds as they are now (presenting: to be
    /// fitted to the screen, however narrow).
    pub(super) fn lay_out(&mut self, tree: &Tree, boards: bool) {
        self.layout = Rc::new(layout_with_levels(
            tree,
            self.view_width,
            &self.collapsed,
            boards,
            self.level_height,
            self.present.is_none(),
        ));
    }

    /// New folds: laid out again, and what they hide.
    fn fold(&mut self, tree: &Tree, collapsed: Vec<bool>, boards: bool) {
        self.collapsed = Rc::new(collapsed);
        self.lay_out(tree, boards);
        self.hidden = Rc::new(Layout::hidden_all(tree, &self.collapsed));
    }

    /// The folds a new tree opens with (set before the re-run lays it out).
    pub(super) fn fold_new(&mut self, tree: &Tree) {
        self.collapsed = Rc::new(auto_collapse(tree));
    }

    /// After a re-run from a tree of `old_len` nodes laid out for values `old_widest` wide to
    /// `tree`: folded subtrees move with their nodes (`map`, from an edit: each old id's new
    /// id; empty for a new tree, which comes with its own folds), and the tree is laid out
    /// again when its nodes or its widest value changed.
    pub(super) fn follow(
        &mut self,
        old_len: usize,
        tree: &Tree,
        map: Option<&[NodeId]>,
        boards: bool,
    ) {
        // A value wider than any before (or the widest gone) changes the bottom row.
        let widest = draw::metrics::widest_value(tree);
        if map.is_none() && tree.len() == old_len && widest == self.layout.value_width {
            return;
        }
        let collapsed = if let Some(map) = map.filter(|m| !m.is_empty()) {
            let mut c = vec![false; tree.len()];
            for (old, &was) in self.collapsed.iter().enumerate() {
                let Some(&new) = map.get(old) else { continue };
                if let Some(slot) = c.get_mut(new as usize) {
                    // A marker is never a leaf (a delete can leave a folded node bare).
                    *slot = was && !tree.is_leaf(new);
                }
            }
            c
        } else if self.collapsed.len() != tree.len() {
            vec![false; tree.len()]
        } else {
            (*self.collapsed).clone()
        };
        self.fold(tree, collapsed, boards);
    }

    /// Opens or closes the marker at `node`; opened, its big children become markers.
    pub(crate) fn toggle_collapse(&mut self, tree: &Tree, node: NodeId, boards: bool) -> bool {
        if (node as usize) >= tree.len() || tree.is_leaf(node) {
            return false;
        }
        let mut c = (*self.collapsed).clone();
        c.resize(tree.len(), false);
        c[node as usize] = !c[node as usize];
        if !c[node as usize] {
            // Open one level: big children become markers of their own.
            for child in tree.children(node) {
                if !tree.is_leaf(child) && tree.subtree_size(child) > EXPAND_STEP {
                    c[child as usize] = true;
                }
            }
        }
        self.fold(tree, c, boards);
        true
    }

    /// Folds every big subtree (`big`) or none.
    pub(crate) fn fold_all(&mut self, tree: &Tree, big: bool, boards: bool) -> bool {
        let c = if big {
            auto_collapse(tree)
        } else {
            vec![false; tree.len()]
        };
        if *self.collapsed == c {
            return false;
        }
        self.fold(tree, c, boards);
        true
    }

    /// A new width for the drawing area: laid out again if the spacing changes.
    pub(crate) fn resize(&mut self, tree: &Tree, width: f32, boards: bool) -> bool {
        // Presenting, the drawing is laid out for the room it has at the least presenting
        // scale, so that it fits the screen at that scale.
        let width = if self.present() {
            width / PRESENT_LEAST
        } else {
            width
        };
        let width = width.max(NARROWEST_VIEW);
        let slots = Layout::slots(tree, &self.collapsed);
        let widest = self.layout.value_width;
        let old = leaf_spacing(self.view_width, slots, widest, boards);
        // The width is kept even when the spacing stays (clamped): the next tree is laid out
        // for it.
        let wider_or_narrower = (width - self.view_width).abs() >= SAME_WIDTH;
        let narrow = |w: f32| w < NARROW_VIEW;
        let crossed = narrow(width) != narrow(self.view_width);
        self.view_width = width;
        if !crossed && (leaf_spacing(width, slots, widest, boards) - old).abs() < SAME_WIDTH {
            return wider_or_narrower;
        }
        self.lay_out(tree, boards);
        true
    }
}

/// For a tree too big to draw legibly (over [`COLLAPSE_OVER`] leaves), the subtrees to draw
/// as markers: every inner node at the deepest level that still leaves at most
/// [`COLLAPSED_SLOTS`] places on the bottom row. Small trees: nothing.
pub fn auto_collapse(tree: &Tree) -> Vec<bool> {
    let mut c = vec![false; tree.len()];
    if tree.leaves().len() <= COLLAPSE_OVER {
        return c;
    }
    // Places on the bottom row if every inner node at depth d is collapsed.
    let slots = |d: u16| {
        (0..tree.len() as NodeId)
            .filter(|&n| tree.depth(n) == d || (tree.depth(n) < d && tree.is_leaf(n)))
            .count()
    };
    let depth = (0..tree.height())
        .rev()
        .find(|&d| slots(d) <= COLLAPSED_SLOTS)
        .unwrap_or(0);
    for n in 0..tree.len() as NodeId {
        if tree.depth(n) == depth && !tree.is_leaf(n) {
            c[n as usize] = true;
        }
    }
    c
}

#[cfg(test)]
mod tests;
mod zoom;

pub use zoom::*;
