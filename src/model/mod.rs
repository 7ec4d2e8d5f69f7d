//! What the page shows, as plain data, and every action a person can take on it. Pure Rust (no
//! browser code): the Yew shell in `app/` wraps [`Model`] in a reducer and draws it, and native
//! tests drive it directly.

use crate::engine::edit::{self, Edited};
use crate::engine::layout::{least_spacing, widest_value, LeafRow, VALUE_GAP};
use crate::engine::order::{move_child_with_map, sort_children_with_map, Order};
use crate::engine::random::RandomSpec;
use crate::engine::{
    self, Algorithm, Checkpoints, CutRule, Fail, Form, Layout, NodeId, Replay, Settings, Side,
    Solution, Status, Trace, Tree, Value, PRESETS,
};
use std::cell::RefCell;
use std::rc::Rc;

/// Play speeds, in steps per second.
pub const SPEEDS: [u32; 5] = [1, 2, 4, 8, 16];
/// The speed a page starts with (index into [`SPEEDS`]).
pub const DEFAULT_SPEED: usize = 1;

/// The zoom a page starts with (index into [`ZOOMS`]: 1.0).
pub const DEFAULT_ZOOM: usize = 4;
/// Over this many leaves, a new tree starts with deep subtrees collapsed.
pub const COLLAPSE_OVER: usize = 500;
/// The most places on the bottom row a collapsed big tree starts with.
pub const COLLAPSED_SLOTS: usize = 40;
/// Expanding a marker keeps children with more nodes than this collapsed, one level at a time.
pub const EXPAND_STEP: usize = 60;

/// Vertical distance between levels of the drawing, in CSS pixels.
pub const LEVEL_HEIGHT: f32 = 96.0;
/// Margin around the drawing.
pub const MARGIN: f32 = 30.0;

/// Nodes whose fate changed with the last edit or setting: the cutoffs that appeared or vanished.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Changes {
    /// Pruned by the new search, searched by the old one.
    pub newly_pruned: Vec<NodeId>,
    /// Searched by the new search, pruned by the old one.
    pub no_longer_pruned: Vec<NodeId>,
    /// Bumped each time, so the page can restart its highlight.
    pub generation: u32,
}

/// What the page shows: trees, or one of the games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    #[default]
    Trees,
    TicTacToe,
    Othello,
}

/// Where a tree shown came from, when a game made it: its root position.
#[derive(Clone, Debug, PartialEq)]
pub enum GameRoot {
    TicTacToe(crate::games::tictactoe::Board),
    Othello(crate::games::othello::Position),
}

/// The most nodes of a game tree the page draws.
pub const GAME_TREE_CAP: usize = 100_000;

/// The drawers under the toolbar, one open at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    Random,
    Text,
    Export,
}

/// The most undo steps kept.
pub const HISTORY: usize = 200;

/// The zoom steps of the drawing.
pub const ZOOMS: [f32; 9] = [0.25, 0.35, 0.5, 0.7, 1.0, 1.4, 2.0, 2.8, 4.0];

/// One thing a person does.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    First,
    Back,
    Forward,
    Last,
    Seek(usize),
    TogglePlay,
    /// A timer tick while playing: one step forward, stopping at the end.
    Tick,
    SetSpeed(usize),
    SetRoot(Side),
    SetAlgorithm(Algorithm),
    SetRule(CutRule),
    SetFail(Fail),
    SetForm(Form),
    SetDepthLimit(Option<u16>),
    LoadPreset(usize),
    /// Open a node's card: a leaf's value, an inner node's estimate, moving it left or right.
    Select(NodeId),
    /// Close the card.
    CloseCard,
    /// The text typed for a node: a leaf's new value, or an inner node's estimate (empty text
    /// removes the estimate).
    CommitEdit(NodeId, String),
    /// Move a node one place left (-1) or right (+1) among its siblings.
    MoveChild(NodeId, i32),
    /// Sort every node's children by minimax value for the player to move.
    OrderChildren(Order),
    /// Show or hide the pseudocode panel.
    ToggleCode,
    /// Mark, at every step, the nodes alpha-beta skips in the end and minimax visits.
    ToggleSkipped,
    /// Add a leaf as the last child of a node.
    AddChild(NodeId),
    /// Add a leaf right after a node.
    AddSibling(NodeId),
    /// Delete a node and its subtree.
    Delete(NodeId),
    /// Label a node (empty: the default letter again).
    Rename(NodeId, String),
    /// Draw a subtree as one marker, or draw it again.
    ToggleCollapse(NodeId),
    /// Draw every node (open every collapsed subtree).
    ExpandAll,
    /// Collapse the big subtrees again, as a big tree first opens.
    CollapseBig,
    Undo,
    Redo,
    /// Text typed in the notation box: loaded when it parses, kept as a draft when not.
    SetText(String),
    /// Leave the notation box: the draft gives way to the tree's notation.
    EndText,
    /// A new random tree.
    Random(RandomSpec),
    /// Open or close a drawer (random tree, notation, export).
    TogglePanel(Panel),
    /// Zoom the drawing in (+1) or out (-1), or back to fit (0).
    Zoom(i32),
    /// Print a sheet (the page lays it out for the printer and opens the print dialog).
    Print(crate::export::Sheet),
    SetMode(Mode),
    /// A click on a tic-tac-toe cell: a move (playing), or the next mark (setting up).
    TttCell(u8),
    /// A new game, the person playing this side.
    TttNew(crate::games::tictactoe::Mark),
    /// Set up a position by clicking (true) or play it (false).
    TttSetup(bool),
    /// The computer moves now (alpha-beta).
    TttComputer,
    /// Open a game position's search as a tree in the tree view.
    OpenGameTree(GameRoot),
    /// The Othello position text (64 squares and the side to move).
    OthelloText(String),
    DismissNotice,
    /// The drawing area's width changed (CSS pixels).
    Resize(f32),
}

/// The whole page state.
#[derive(Clone, Debug)]
pub struct Model {
    pub tree: Rc<Tree>,
    pub settings: Settings,
    pub trace: Rc<Trace>,
    /// Plain minimax on the same tree, for comparison.
    pub minimax: Rc<Solution>,
    /// Alpha-beta on the same tree (the same as `trace.solution` unless minimax is shown).
    pub alphabeta: Rc<Solution>,
    pub layout: Rc<Layout>,
    pub replay: Replay,
    /// Copies of the replay left by jumps, for later jumps: a cache for the latest trace, one
    /// cell shared by every copy of the model (a copy with another trace starts it afresh).
    pub checkpoints: Rc<RefCell<Checkpoints>>,
    pub preset: Option<usize>,
    pub playing: bool,
    pub speed: usize,
    /// The node whose card is open.
    pub selected: Option<NodeId>,
    /// Why the last typed value was refused.
    pub edit_error: Option<String>,
    pub show_code: bool,
    pub show_skipped: bool,
    /// Nodes below a depth limit: never searched, drawn greyed out.
    pub beyond: Rc<Vec<bool>>,
    /// Nodes the whole search never reaches because a cutoff skipped them.
    pub skipped: Rc<Vec<bool>>,
    /// A problem with the settings that the search works around (a depth limit at a node
    /// without an estimate).
    pub warning: Option<String>,
    /// Earlier trees, the last one most recent; and trees undone.
    pub undo: Vec<Rc<Tree>>,
    pub redo: Vec<Rc<Tree>>,
    /// The notation box's text while it differs from the tree's notation, and its error.
    pub text: Option<String>,
    pub text_error: Option<engine::ParseError>,
    /// Why the last edit was refused (shown in the card or the toolbar).
    pub edit_note: Option<String>,
    pub random: RandomSpec,
    pub panel: Option<Panel>,
    /// Subtrees drawn as one marker.
    pub collapsed: Rc<Vec<bool>>,
    /// Nodes inside a collapsed subtree (not drawn), derived from `collapsed` when it changes.
    pub hidden: Rc<Vec<bool>>,
    /// Index into [`ZOOMS`].
    pub zoom: usize,
    /// The sheet laid out for printing, and a counter that asks the page to print it.
    pub print: Option<crate::export::Sheet>,
    pub print_request: u32,
    pub mode: Mode,
    /// The tic-tac-toe board as text (9 cells of X, O, .): always what the board shows, even
    /// while a set-up position is not one that can occur.
    pub ttt_text: String,
    pub ttt_human: crate::games::tictactoe::Mark,
    pub ttt_setup: bool,
    /// The board before the computer's last move: the search behind that move.
    pub ttt_last_search: Option<crate::games::tictactoe::Board>,
    pub othello_text: String,
    /// Why a game could not do what was asked (a tree too big to draw, say).
    pub game_note: Option<String>,
    /// The game the tree shown came from, and each node's board (tic-tac-toe).
    pub game_root: Option<GameRoot>,
    pub game_boards: Option<Rc<Vec<[u8; 9]>>>,
    /// Every node's label, made once per tree (the drawing asks for them at every step).
    pub labels: Rc<Vec<Rc<str>>>,
    /// Changes with every action except those that only move the replay, play or pause, or
    /// set the speed: panels that show none of those redraw only when it changes.
    pub version: u64,
    pub changes: Changes,
    /// A message for the whole page (a bad link, say), until dismissed.
    pub notice: Option<String>,
    pub view_width: f32,
}

/// The least leaf spacing when the nodes hold game boards: the leaves are then on one row
/// (their values, under the boards, leave no room for a second row between two levels), a
/// board's box and a gap apart.
pub const BOARD_SPACING: f32 = 40.0;

/// The leaf spacing that fits `leaves` leaves into `width` pixels, within readable bounds:
/// at most 110, and at least 18 or what keeps values `widest` pixels wide apart on the
/// staggered bottom row ([`least_spacing`]), whichever is more. With game `boards` in the
/// nodes, at least [`BOARD_SPACING`] and what keeps values apart on one row.
pub fn leaf_spacing(width: f32, leaves: usize, widest: f32, boards: bool) -> f32 {
    let fit = (width - 2.0 * MARGIN) / leaves.max(1) as f32;
    let least = if boards {
        BOARD_SPACING.max(widest + VALUE_GAP)
    } else {
        least_spacing(widest).max(18.0)
    };
    fit.min(110.0).max(least)
}

impl Model {
    /// A model showing `tree` under `settings`, at step 0.
    pub fn new(tree: Tree, settings: Settings, view_width: f32) -> Model {
        let tree = Rc::new(tree);
        let trace = Rc::new(engine::search(&tree, settings));
        let minimax = Rc::new(solve_with(&tree, settings, &trace, Algorithm::Minimax));
        let alphabeta = Rc::new(solve_with(&tree, settings, &trace, Algorithm::AlphaBeta));
        let collapsed = Rc::new(auto_collapse(&tree));
        let layout = Rc::new(layout_for(&tree, view_width, &collapsed, false));
        let hidden = Rc::new(Layout::hidden_all(&tree, &collapsed));
        let labels = Rc::new(labels_of(&tree));
        Model {
            alphabeta,
            replay: Replay::new(&tree),
            checkpoints: Rc::default(),
            beyond: Rc::new(beyond_limit(&tree, &settings)),
            skipped: Rc::new(final_pruned(&tree, &trace)),
            warning: engine::check_depth_limit(&tree, &settings).err(),
            show_code: tree.leaves().len() <= 32,
            tree,
            settings,
            trace,
            minimax,
            layout,
            preset: None,
            playing: false,
            speed: DEFAULT_SPEED,
            selected: None,
            edit_error: None,
            show_skipped: false,
            undo: Vec::new(),
            redo: Vec::new(),
            text: None,
            text_error: None,
            edit_note: None,
            random: RandomSpec::default(),
            panel: None,
            collapsed,
            hidden,
            zoom: DEFAULT_ZOOM,
            print: None,
            print_request: 0,
            mode: Mode::Trees,
            ttt_text: ".........".into(),
            ttt_human: crate::games::tictactoe::Mark::X,
            ttt_setup: false,
            ttt_last_search: None,
            othello_text: crate::games::othello::ENDGAMES
                .first()
                .map(|e| e.text.to_string())
                .unwrap_or_default(),
            game_note: None,
            game_root: None,
            game_boards: None,
            labels,
            version: 0,
            changes: Changes::default(),
            notice: None,
            view_width,
        }
    }

    /// The default page: the first preset, the tutorials' conventions.
    pub fn default_with_width(view_width: f32) -> Model {
        let tree = engine::parse(PRESETS[0].notation)
            .unwrap_or_else(|_| Tree::from_nested(&engine::Nested::ints(&[0])));
        let mut m = Model::new(tree, Settings::default(), view_width);
        m.preset = Some(0);
        m
    }

    /// The page a URL's query asks for (see [`crate::query`]); a bad tree falls back to the
    /// default with a notice saying what was wrong.
    pub fn from_query(query: &crate::query::Query, view_width: f32) -> Model {
        let mut m = match &query.tree {
            Some(Ok(tree)) => {
                let mut m = Model::new(tree.clone(), query.settings, view_width);
                m.preset = PRESETS
                    .iter()
                    .position(|p| engine::parse(p.notation).is_ok_and(|t| t == *m.tree));
                m
            }
            Some(Err(e)) => {
                let mut m = Model::default_with_width(view_width);
                m.set_settings(query.settings);
                m.notice = Some(format!(
                    "The tree in the link could not be read ({e}); showing the default tree instead."
                ));
                m
            }
            None => {
                let mut m = Model::default_with_width(view_width);
                m.set_settings(query.settings);
                m
            }
        };
        if !query.problems.is_empty() {
            let more = query.problems.join("; ");
            m.notice = Some(match m.notice.take() {
                Some(n) => format!("{n} Also: {more}."),
                None => format!("Some of the link was ignored: {more}."),
            });
        }
        if let Some(step) = query.step {
            m.replay
                .seek_via(&m.tree, &m.trace, step, &mut m.checkpoints.borrow_mut());
        }
        m
    }

    pub fn step(&self) -> usize {
        self.replay.step()
    }

    pub fn steps(&self) -> usize {
        self.trace.events.len()
    }

    pub fn at_end(&self) -> bool {
        self.step() == self.steps()
    }

    /// The root's value once the search has returned it at the step shown.
    pub fn root_value_now(&self) -> Option<Value> {
        let root = self.replay.node(0);
        if root.status != Status::Done {
            return None;
        }
        root.value.and_then(|s| self.trace.table.value(s))
    }

    /// Applies an action; false if nothing changed.
    pub fn apply(&mut self, action: Action) -> bool {
        let replay_only = matches!(
            action,
            Action::First
                | Action::Back
                | Action::Forward
                | Action::Last
                | Action::Seek(_)
                | Action::TogglePlay
                | Action::Tick
                | Action::SetSpeed(_)
        );
        let changed = self.apply_action(action);
        if changed && !replay_only {
            self.version = self.version.wrapping_add(1);
        }
        changed
    }

    fn apply_action(&mut self, action: Action) -> bool {
        let tree = Rc::clone(&self.tree);
        match action {
            Action::First => self.seek(0),
            Action::Back => {
                // Pausing is a change too, even where there is no step back to take.
                let was_playing = std::mem::replace(&mut self.playing, false);
                self.step_shown(false) || was_playing
            }
            Action::Forward => self.step_shown(true),
            Action::Last => self.seek(usize::MAX),
            Action::Seek(step) => self.seek(step),
            Action::TogglePlay => {
                if !self.playing && self.at_end() {
                    self.replay = Replay::new(&tree);
                }
                self.playing = !self.playing;
                true
            }
            Action::Tick => {
                if !self.playing {
                    return false;
                }
                let moved = self.step_shown(true);
                if !moved || self.at_end() {
                    self.playing = false;
                }
                true
            }
            Action::SetSpeed(i) => {
                let i = i.min(SPEEDS.len() - 1);
                let changed = i != self.speed;
                self.speed = i;
                changed
            }
            Action::SetRoot(root) => self.set_settings(Settings {
                root,
                ..self.settings
            }),
            Action::SetAlgorithm(algorithm) => self.set_settings(Settings {
                algorithm,
                ..self.settings
            }),
            Action::SetRule(rule) => self.set_settings(Settings {
                rule,
                ..self.settings
            }),
            Action::SetFail(fail) => self.set_settings(Settings {
                fail,
                ..self.settings
            }),
            Action::SetForm(form) => self.set_settings(Settings {
                form,
                ..self.settings
            }),
            Action::SetDepthLimit(depth_limit) => self.set_settings(Settings {
                depth_limit,
                ..self.settings
            }),
            Action::LoadPreset(i) => {
                let Some(p) = PRESETS.get(i) else {
                    return false;
                };
                let Ok(tree) = engine::parse(p.notation) else {
                    return false;
                };
                self.load_new_tree(tree);
                self.preset = Some(i);
                true
            }
            Action::Select(node) => {
                if (node as usize) >= self.tree.len() || self.selected == Some(node) {
                    return false;
                }
                self.playing = false;
                self.selected = Some(node);
                self.edit_error = None;
                true
            }
            Action::CloseCard => {
                let changed = self.selected.is_some();
                self.selected = None;
                self.edit_error = None;
                changed
            }
            Action::CommitEdit(node, text) => self.commit_edit(node, &text),
            Action::MoveChild(node, delta) => {
                let Some((tree, map)) = move_child_with_map(&self.tree, node, delta) else {
                    return false;
                };
                self.selected = self.selected.and_then(|n| map.get(n as usize).copied());
                self.change_tree(tree, Some(&map));
                true
            }
            Action::OrderChildren(order) => {
                let (tree, map) = sort_children_with_map(&self.tree, &self.settings, order);
                if tree == *self.tree {
                    return false;
                }
                self.selected = self.selected.and_then(|n| map.get(n as usize).copied());
                self.change_tree(tree, Some(&map));
                true
            }
            Action::ToggleCode => {
                self.show_code = !self.show_code;
                true
            }
            Action::ToggleSkipped => {
                self.show_skipped = !self.show_skipped;
                true
            }
            Action::AddChild(node) => {
                let r = edit::add_child(&self.tree, node, engine::Limits::default().max_nodes);
                self.structural(r)
            }
            Action::AddSibling(node) => {
                let r = edit::add_sibling(&self.tree, node, engine::Limits::default().max_nodes);
                self.structural(r)
            }
            Action::Delete(node) => {
                let r = edit::delete(&self.tree, node);
                let ok = r.is_ok();
                let changed = self.structural(r);
                if ok {
                    self.selected = None;
                }
                changed
            }
            Action::Rename(node, label) => {
                if self.tree.label(node.min(self.tree.len() as NodeId - 1)) == label.trim() {
                    return false;
                }
                let r = edit::rename(&self.tree, node, &label);
                self.structural(r)
            }
            Action::ToggleCollapse(node) => {
                if (node as usize) >= self.tree.len() || self.tree.is_leaf(node) {
                    return false;
                }
                let mut c = (*self.collapsed).clone();
                c.resize(self.tree.len(), false);
                c[node as usize] = !c[node as usize];
                if !c[node as usize] {
                    // Open one level: big children become markers of their own.
                    for child in self.tree.children(node) {
                        if !self.tree.is_leaf(child) && self.tree.subtree_size(child) > EXPAND_STEP
                        {
                            c[child as usize] = true;
                        }
                    }
                }
                self.collapsed = Rc::new(c);
                self.layout = Rc::new(self.layout_now());
                self.hidden = Rc::new(Layout::hidden_all(&self.tree, &self.collapsed));
                true
            }
            Action::ExpandAll | Action::CollapseBig => {
                let c = if action == Action::ExpandAll {
                    vec![false; self.tree.len()]
                } else {
                    auto_collapse(&self.tree)
                };
                if *self.collapsed == c {
                    return false;
                }
                self.collapsed = Rc::new(c);
                self.layout = Rc::new(self.layout_now());
                self.hidden = Rc::new(Layout::hidden_all(&self.tree, &self.collapsed));
                true
            }
            Action::Undo => {
                let Some(prev) = self.undo.pop() else {
                    return false;
                };
                self.redo.push(Rc::clone(&self.tree));
                self.restore(prev);
                true
            }
            Action::Redo => {
                let Some(next) = self.redo.pop() else {
                    return false;
                };
                self.undo.push(Rc::clone(&self.tree));
                self.restore(next);
                true
            }
            Action::SetText(text) => {
                match engine::parse(&text) {
                    Ok(tree) => {
                        self.text_error = None;
                        if tree != *self.tree {
                            self.load_new_tree(tree);
                        }
                    }
                    Err(e) => self.text_error = Some(e),
                }
                self.text = Some(text);
                true
            }
            Action::EndText => {
                let changed = self.text.is_some() || self.text_error.is_some();
                if self.text_error.is_none() {
                    self.text = None;
                }
                changed
            }
            Action::Random(spec) => {
                self.random = spec;
                match spec.check(engine::Limits::default().max_nodes) {
                    Ok(()) => {
                        self.edit_note = None;
                        self.load_new_tree(spec.generate());
                    }
                    Err(e) => self.edit_note = Some(e),
                }
                true
            }
            Action::TogglePanel(panel) => {
                self.panel = if self.panel == Some(panel) {
                    None
                } else {
                    Some(panel)
                };
                self.edit_note = None;
                true
            }
            Action::SetMode(mode) => {
                let changed = mode != self.mode;
                self.mode = mode;
                self.playing = false;
                changed
            }
            Action::TttCell(cell) => self.ttt_cell(cell),
            Action::TttNew(human) => {
                self.ttt_text = ".........".into();
                self.ttt_human = human;
                self.ttt_setup = false;
                self.ttt_last_search = None;
                self.game_note = None;
                if human == crate::games::tictactoe::Mark::O {
                    self.ttt_computer();
                }
                true
            }
            Action::TttSetup(on) => {
                self.ttt_setup = on;
                self.game_note = None;
                true
            }
            Action::TttComputer => self.ttt_computer(),
            Action::OpenGameTree(root) => self.open_game_tree(root),
            Action::OthelloText(text) => {
                self.othello_text = text;
                self.game_note = None;
                true
            }
            Action::Print(sheet) => {
                self.print = Some(sheet);
                self.print_request = self.print_request.wrapping_add(1);
                true
            }
            Action::Zoom(dir) => {
                let z = match dir {
                    0 => DEFAULT_ZOOM,
                    d if d > 0 => (self.zoom + 1).min(ZOOMS.len() - 1),
                    _ => self.zoom.saturating_sub(1),
                };
                let changed = z != self.zoom;
                self.zoom = z;
                changed
            }
            Action::DismissNotice => self.notice.take().is_some(),
            Action::Resize(width) => {
                let width = width.max(200.0);
                let slots = Layout::slots(&self.tree, &self.collapsed);
                let widest = self.layout.value_width;
                let boards = self.game_boards.is_some();
                let old = leaf_spacing(self.view_width, slots, widest, boards);
                // The width is kept even when the spacing stays (clamped): the next tree is
                // laid out for it.
                let wider_or_narrower = (width - self.view_width).abs() >= 0.5;
                self.view_width = width;
                if (leaf_spacing(width, slots, widest, boards) - old).abs() < 0.5 {
                    return wider_or_narrower;
                }
                self.layout = Rc::new(self.layout_now());
                true
            }
        }
    }

    /// One step forward or back, through the part of the tree that is drawn: events inside
    /// collapsed subtrees are passed over (they still happen; their counts stay right).
    fn step_shown(&mut self, forward: bool) -> bool {
        let (tree, trace) = (Rc::clone(&self.tree), Rc::clone(&self.trace));
        let hidden = Rc::clone(&self.hidden);
        let mut moved = false;
        loop {
            let ok = if forward {
                self.replay.forward(&tree, &trace)
            } else {
                self.replay.backward(&tree, &trace)
            };
            if !ok {
                return moved;
            }
            moved = true;
            // Stop where the last event applied is one the drawing shows (or at step 0).
            let last_hidden = self.replay.step().checked_sub(1).is_some_and(|i| {
                trace
                    .events
                    .get(i)
                    .is_some_and(|e| hidden.get(e.node() as usize).copied().unwrap_or(false))
            });
            if !last_hidden {
                return true;
            }
        }
    }

    fn seek(&mut self, step: usize) -> bool {
        let was_playing = std::mem::replace(&mut self.playing, false);
        let before = self.replay.step();
        let (tree, trace) = (Rc::clone(&self.tree), Rc::clone(&self.trace));
        let mut marks = self.checkpoints.borrow_mut();
        self.replay.seek_via(&tree, &trace, step, &mut marks);
        before != self.replay.step() || was_playing
    }

    fn set_settings(&mut self, settings: Settings) -> bool {
        if settings == self.settings {
            return false;
        }
        let tree = Rc::clone(&self.tree);
        self.rerun(tree, settings, None);
        true
    }

    fn commit_edit(&mut self, node: NodeId, text: &str) -> bool {
        if (node as usize) >= self.tree.len() {
            return false;
        }
        let text = text.trim();
        let is_leaf = self.tree.is_leaf(node);
        let value = if text.is_empty() && !is_leaf {
            None
        } else {
            match Value::parse(text) {
                Ok(v) => Some(v),
                Err(e) => {
                    self.selected = Some(node);
                    self.edit_error = Some(if text.is_empty() {
                        "Type a number, such as 7 or -2.5".to_string()
                    } else {
                        format!("'{text}': {e}")
                    });
                    return true;
                }
            }
        };
        let tree = match value {
            Some(v) if is_leaf => self.tree.with_leaf_value(node, v),
            _ => self.tree.with_estimate(node, value),
        };
        let Some(tree) = tree else {
            return false;
        };
        self.selected = None;
        self.edit_error = None;
        if tree == *self.tree {
            return true;
        }
        self.change_tree(tree, None);
        true
    }

    /// A click on a tic-tac-toe cell.
    fn ttt_cell(&mut self, cell: u8) -> bool {
        use crate::games::tictactoe::Board;
        let i = usize::from(cell);
        if i >= 9 || self.ttt_text.len() != 9 {
            return false;
        }
        self.game_note = None;
        if self.ttt_setup {
            let next = match self.ttt_text.as_bytes()[i] {
                b'.' => 'X',
                b'X' => 'O',
                _ => '.',
            };
            self.ttt_text.replace_range(i..i + 1, &next.to_string());
            self.ttt_last_search = None;
            return true;
        }
        let board = match Board::parse(&self.ttt_text) {
            Ok(b) => b,
            Err(e) => {
                self.game_note = Some(format!("This board cannot occur in a game: {e}"));
                return true;
            }
        };
        if board.to_move() != self.ttt_human {
            self.game_note = Some("It is the computer's turn: press \"Computer moves\".".into());
            return true;
        }
        match board.try_play(cell) {
            Ok(after) => {
                self.ttt_text = after.to_text();
                self.ttt_computer();
            }
            Err(e) => self.game_note = Some(e),
        }
        true
    }

    /// The computer's move, chosen by alpha-beta, if the game goes on and it is its turn.
    fn ttt_computer(&mut self) -> bool {
        use crate::games::tictactoe::Board;
        use crate::games::Game;
        let Ok(board) = Board::parse(&self.ttt_text) else {
            return false;
        };
        if board.is_terminal() || board.to_move() == self.ttt_human && !self.ttt_setup {
            return false;
        }
        let outcome = crate::games::alphabeta(&board, None);
        let Some(mv) = outcome.best_move else {
            return false;
        };
        self.ttt_last_search = Some(board);
        self.ttt_text = board.play(mv).to_text();
        true
    }

    /// A game position's search as the tree shown (at most [`GAME_TREE_CAP`] nodes).
    fn open_game_tree(&mut self, root: GameRoot) -> bool {
        let built = match &root {
            GameRoot::TicTacToe(b) => crate::games::build_tree(b, None, GAME_TREE_CAP),
            GameRoot::Othello(p) => crate::games::build_tree(p, None, GAME_TREE_CAP),
        };
        let tree = match built {
            Ok(t) => t,
            Err(_) => {
                self.game_note = Some(format!(
                    "That search covers more than {GAME_TREE_CAP} positions: too many to draw (its counts are shown here). Play a move or two first."
                ));
                return true;
            }
        };
        if tree == *self.tree {
            // The same tree again (reopened): only the settings it is shown with.
            self.set_settings(Settings {
                root: Side::Max,
                form: Form::MaxMin,
                depth_limit: None,
                ..self.settings
            });
        } else {
            self.settings.root = Side::Max;
            self.settings.form = Form::MaxMin;
            self.load_new_tree(tree);
        }
        self.game_boards = match &root {
            GameRoot::TicTacToe(b) => Some(Rc::new(ttt_boards(&self.tree, *b))),
            GameRoot::Othello(_) => None,
        };
        // Boards in the nodes: the leaves on one row, wide enough apart for a board.
        self.layout = Rc::new(self.layout_now());
        self.game_root = Some(root);
        self.mode = Mode::Trees;
        self.game_note = None;
        true
    }

    /// An edit of the tree: the old tree goes on the undo stack, the search runs again at the
    /// same step. `map` gives each old node's new id when nodes moved.
    fn change_tree(&mut self, tree: Tree, map: Option<&[NodeId]>) {
        if tree == *self.tree {
            return;
        }
        self.remember();
        self.text = None;
        self.text_error = None;
        if map.is_some() {
            // Nodes moved: the boards no longer match the nodes.
            self.game_root = None;
            self.game_boards = None;
        }
        self.rerun(Rc::new(tree), self.settings, map);
    }

    /// A structural edit's result: applied, or its reason shown.
    fn structural(&mut self, r: Result<Edited, String>) -> bool {
        match r {
            Ok(e) => {
                let map: Vec<NodeId> = e.map.iter().map(|m| m.unwrap_or(NodeId::MAX)).collect();
                self.edit_note = None;
                self.edit_error = None;
                self.selected = Some(e.focus);
                self.change_tree(e.tree, Some(&map));
                true
            }
            Err(reason) => {
                self.edit_error = Some(reason);
                true
            }
        }
    }

    /// The layout of the tree shown, for the view's width, the folds and the boards as they
    /// are now.
    fn layout_now(&self) -> Layout {
        layout_for(
            &self.tree,
            self.view_width,
            &self.collapsed,
            self.game_boards.is_some(),
        )
    }

    /// A whole new tree (a preset, a random tree, pasted text): undoable, from step 0, with
    /// any depth limit dropped (it belonged to the old tree).
    fn load_new_tree(&mut self, tree: Tree) {
        if tree == *self.tree {
            return;
        }
        self.remember();
        self.selected = None;
        self.edit_error = None;
        self.game_root = None;
        self.game_boards = None;
        self.replay = Replay::new(&self.tree);
        self.settings.depth_limit = None;
        self.collapsed = Rc::new(auto_collapse(&tree));
        let settings = self.settings;
        // From step 0: the replay above is at step 0, so the search runs again to step 0.
        self.rerun(Rc::new(tree), settings, Some(&[]));
    }

    /// Before the tree changes: the tree goes on the undo stack (the oldest falls off past
    /// [`HISTORY`]), what was undone can no longer be redone, and no preset is shown.
    fn remember(&mut self) {
        self.undo.push(Rc::clone(&self.tree));
        if self.undo.len() > HISTORY {
            self.undo.remove(0);
        }
        self.redo.clear();
        self.preset = None;
    }

    /// Undo or redo to `tree`.
    fn restore(&mut self, tree: Rc<Tree>) {
        self.game_root = None;
        self.game_boards = None;
        self.selected = None;
        self.edit_error = None;
        self.text = None;
        self.text_error = None;
        self.preset = PRESETS
            .iter()
            .position(|p| engine::parse(p.notation).is_ok_and(|t| t == *tree));
        if !tree.same_shape(&self.tree) {
            self.collapsed = Rc::new(auto_collapse(&tree));
        }
        self.rerun(tree, self.settings, Some(&[]));
    }

    /// Searches again after an edit or a change of settings, staying at the same step (clamped
    /// to the new trace; a replay at its last step stays at the last step, so the finished
    /// search stays in view) and noting the cutoffs that appeared or vanished.
    /// `map` gives, for a tree whose nodes moved, each old id's new id.
    fn rerun(&mut self, tree: Rc<Tree>, settings: Settings, map: Option<&[NodeId]>) {
        let mut old_pruned = (*self.skipped).clone();
        if let Some(map) = map {
            let mut moved = vec![false; old_pruned.len()];
            for (old, &pruned) in old_pruned.iter().enumerate() {
                if let Some(&new) = map.get(old) {
                    if let Some(slot) = moved.get_mut(new as usize) {
                        *slot = pruned;
                    }
                }
            }
            old_pruned = moved;
        }
        let trace = Rc::new(engine::search(&tree, settings));
        let new_pruned = final_pruned(&tree, &trace);
        let step = if self.at_end() {
            usize::MAX
        } else {
            self.replay.step()
        };
        let mut replay = Replay::new(&tree);
        let mut marks = Checkpoints::default();
        replay.seek_via(&tree, &trace, step, &mut marks);
        // Into the cell every copy of the model shares, so that the copies the drawing still
        // holds (a node keeps the model it was last drawn from) do not keep the old trace's.
        *self.checkpoints.borrow_mut() = marks;
        let generation = self.changes.generation.wrapping_add(1);
        self.changes = if old_pruned.len() == new_pruned.len() {
            Changes {
                newly_pruned: (0..tree.len() as NodeId)
                    .filter(|&n| new_pruned[n as usize] && !old_pruned[n as usize])
                    .collect(),
                no_longer_pruned: (0..tree.len() as NodeId)
                    .filter(|&n| old_pruned[n as usize] && !new_pruned[n as usize])
                    .collect(),
                generation,
            }
        } else {
            Changes {
                generation,
                ..Changes::default()
            }
        };
        self.minimax = Rc::new(solve_with(&tree, settings, &trace, Algorithm::Minimax));
        self.alphabeta = Rc::new(solve_with(&tree, settings, &trace, Algorithm::AlphaBeta));
        // A value wider than any before (or the widest gone) changes the bottom row: lay out
        // again.
        if map.is_some()
            || tree.len() != self.tree.len()
            || widest_value(&tree) != self.layout.value_width
        {
            // Folded subtrees move with their nodes (a map from an edit); a new tree (an empty
            // map) comes with its own folds, set by the caller.
            if let Some(map) = map.filter(|m| !m.is_empty()) {
                let mut c = vec![false; tree.len()];
                for (old, &was) in self.collapsed.iter().enumerate() {
                    let Some(&new) = map.get(old) else { continue };
                    if let Some(slot) = c.get_mut(new as usize) {
                        // A marker is never a leaf (a delete can leave a folded node bare).
                        *slot = was && !tree.is_leaf(new);
                    }
                }
                self.collapsed = Rc::new(c);
            } else if self.collapsed.len() != tree.len() {
                self.collapsed = Rc::new(vec![false; tree.len()]);
            }
            self.layout = Rc::new(layout_for(
                &tree,
                self.view_width,
                &self.collapsed,
                self.game_boards.is_some(),
            ));
            self.hidden = Rc::new(Layout::hidden_all(&tree, &self.collapsed));
        }
        self.beyond = Rc::new(beyond_limit(&tree, &settings));
        self.warning = engine::check_depth_limit(&tree, &settings).err();
        self.skipped = Rc::new(new_pruned);
        if !Rc::ptr_eq(&tree, &self.tree) {
            self.labels = Rc::new(labels_of(&tree));
        }
        self.tree = tree;
        self.trace = trace;
        self.settings = settings;
        self.replay = replay;
    }
}

fn layout_for(tree: &Tree, view_width: f32, collapsed: &[bool], boards: bool) -> Layout {
    let slots = Layout::slots(tree, collapsed);
    let widest = widest_value(tree);
    let spacing = leaf_spacing(view_width, slots, widest, boards);
    // A leaf's box can be wider than its place (staggered rows, very wide values): the margin
    // keeps the first and last boxes inside the drawing.
    let half = LeafRow::new(spacing, widest).half;
    let margin = MARGIN.max(half - spacing / 2.0 + 4.0);
    Layout::with_collapsed(tree, spacing, LEVEL_HEIGHT, margin, collapsed)
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

/// Every node's label, by id.
fn labels_of(tree: &Tree) -> Vec<Rc<str>> {
    (0..tree.len() as NodeId)
        .map(|n| Rc::from(tree.label(n).as_ref()))
        .collect()
}

/// Each node's tic-tac-toe board (9 bytes of X, O, .), replaying the move labels from `root`.
fn ttt_boards(tree: &Tree, root: crate::games::tictactoe::Board) -> Vec<[u8; 9]> {
    use crate::games::tictactoe::Board;
    let text = |b: &Board| {
        let mut out = [b'.'; 9];
        for (slot, c) in out.iter_mut().zip(b.to_text().bytes()) {
            *slot = c;
        }
        out
    };
    let mut boards: Vec<Board> = vec![root; tree.len()];
    for n in 1..tree.len() as NodeId {
        let parent = tree.parent(n).unwrap_or(0);
        let before = boards[parent as usize];
        let label = tree.label(n);
        boards[n as usize] = crate::games::play_names(&before, &[label.as_ref()]).unwrap_or(before);
    }
    boards.iter().map(text).collect()
}

/// The solution `algorithm` gives under otherwise the same settings (untraced).
fn solve_with(tree: &Tree, settings: Settings, trace: &Trace, algorithm: Algorithm) -> Solution {
    if settings.algorithm == algorithm {
        return trace.solution.clone();
    }
    let other = Settings {
        algorithm,
        ..settings
    };
    engine::search_into(tree, &trace.table, other, &mut engine::NoTrace)
}

/// Which nodes a cutoff skips in the whole search (pruned at its end).
pub fn final_pruned(tree: &Tree, trace: &Trace) -> Vec<bool> {
    let mut pruned = vec![false; tree.len()];
    for e in &trace.events {
        if let engine::Event::Cutoff {
            node,
            first_skipped,
        } = *e
        {
            for id in first_skipped..tree.end(node) {
                pruned[id as usize] = true;
            }
        }
    }
    pruned
}

/// Which nodes lie below a node where the depth limit stops the search.
pub fn beyond_limit(tree: &Tree, settings: &Settings) -> Vec<bool> {
    let mut beyond = vec![false; tree.len()];
    if settings.depth_limit.is_none() {
        return beyond;
    }
    for n in 0..tree.len() as NodeId {
        if settings.stops_at(tree, n) && !beyond[n as usize] {
            for id in n + 1..tree.end(n) {
                beyond[id as usize] = true;
            }
        }
    }
    beyond
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::layout::value_width;

    fn seeds() -> Model {
        Model::default_with_width(1280.0)
    }

    #[test]
    fn stepping_and_playing() {
        let mut m = seeds();
        assert_eq!(m.steps(), 40);
        assert!(!m.apply(Action::Back));
        assert!(m.apply(Action::Forward));
        assert_eq!(m.step(), 1);
        assert!(m.apply(Action::Last));
        assert!(m.at_end());
        assert_eq!(m.root_value_now().map(|v| v.to_string()), Some("5".into()));
        assert!(!m.apply(Action::Forward));
        // Play from the end starts again from the beginning and stops at the end.
        m.apply(Action::TogglePlay);
        assert!(m.playing);
        assert_eq!(m.step(), 0);
        for _ in 0..100 {
            m.apply(Action::Tick);
        }
        assert!(!m.playing);
        assert!(m.at_end());
    }

    #[test]
    fn editing_a_leaf_reruns_and_keeps_the_step() {
        let mut m = seeds();
        m.apply(Action::Seek(25));
        let nine = m.tree.leaves()[3];
        let six = m.tree.leaves()[2];
        // A bad value is refused, the old value stays.
        m.apply(Action::Select(six));
        assert!(m.apply(Action::CommitEdit(six, "abc".into())));
        assert_eq!(m.selected, Some(six));
        assert!(m.edit_error.as_deref().unwrap_or("").contains("'abc'"));
        assert_eq!(m.tree.value(six).map(|v| v.to_string()), Some("6".into()));
        // E's first leaf 6 -> 4: E no longer cuts (beta 5 > alpha 4), leaf 9 is searched.
        assert!(m.apply(Action::CommitEdit(six, " 4 ".into())));
        assert_eq!(m.selected, None);
        assert_eq!(m.edit_error, None);
        assert_eq!(m.step(), 25);
        assert_eq!(m.changes.no_longer_pruned, vec![nine]);
        assert!(m.changes.newly_pruned.is_empty());
        assert_eq!(m.trace.solution.pruned_leaves, vec![6, 7]);
        assert_eq!(m.preset, None);
    }

    #[test]
    fn an_edit_at_the_last_step_stays_at_the_last_step() {
        let mut m = seeds();
        m.apply(Action::Last);
        let six = m.tree.leaves()[2];
        m.apply(Action::CommitEdit(six, "4".into()));
        assert_eq!(m.steps(), 43);
        assert!(m.at_end());
        assert_eq!(m.root_value_now().map(|v| v.to_string()), Some("5".into()));
    }

    #[test]
    fn settings_rerun_and_clamp() {
        let mut m = seeds();
        m.apply(Action::Last);
        assert!(m.apply(Action::SetAlgorithm(Algorithm::Minimax)));
        // Minimax has fewer events (no bounds) here? It has no Test/Alpha/Beta but more nodes.
        assert!(m.step() <= m.steps());
        assert_eq!(m.minimax.leaves_evaluated, 8);
        assert_eq!(m.changes.no_longer_pruned.len(), 4);
        assert!(!m.apply(Action::SetAlgorithm(Algorithm::Minimax)));
        assert!(m.apply(Action::LoadPreset(1)));
        assert_eq!(m.tree.leaves().len(), 9);
        assert_eq!(m.settings.algorithm, Algorithm::Minimax);
        assert!(!m.apply(Action::LoadPreset(99)));
    }

    #[test]
    fn moving_and_ordering_keep_the_selection_and_flash_the_changes() {
        let mut m = Model::default_with_width(1280.0);
        m.apply(Action::LoadPreset(1)); // AIMA: B [3,12,8], C [2,4,6], D [14,5,2]
        m.apply(Action::Last);
        assert_eq!(m.trace.solution.leaves_evaluated, 7);
        // Move C (id 5) to the right of D: C's subtree now comes last.
        let c = 5;
        assert_eq!(m.tree.label(c), "C");
        m.apply(Action::Select(c));
        assert!(m.apply(Action::MoveChild(c, 1)));
        let c_now = m.selected.expect("still selected");
        assert_eq!(m.tree.label(c_now), "C");
        assert_eq!(m.tree.children(0).last(), Some(c_now));
        assert!(!m.apply(Action::MoveChild(c_now, 1)));
        // Best-first: 5 leaves, the Knuth-Moore minimum for b = 3, d = 2.
        assert!(m.apply(Action::OrderChildren(Order::BestFirst)));
        assert_eq!(m.trace.solution.leaves_evaluated, 5);
        assert!(!m.apply(Action::OrderChildren(Order::BestFirst)));
        assert!(m.apply(Action::OrderChildren(Order::WorstFirst)));
        assert_eq!(m.trace.solution.leaves_evaluated, 9);
        assert!(!m.changes.no_longer_pruned.is_empty());
    }

    #[test]
    fn estimates_and_the_depth_limit() {
        let mut m = Model::default_with_width(1280.0);
        assert!(m.apply(Action::SetDepthLimit(Some(2))));
        // No estimates yet: the limit is reported and the search goes on to the leaves.
        assert!(m.warning.as_deref().unwrap_or("").contains("no estimate"));
        assert_eq!(m.trace.solution.leaves_evaluated, 5);
        for (label, est) in [("D", "4"), ("E", "9"), ("F", "1"), ("G", "7")] {
            let n = (0..m.tree.len() as NodeId)
                .find(|&n| m.tree.label(n) == label)
                .unwrap();
            assert!(m.apply(Action::CommitEdit(n, est.into())));
        }
        assert_eq!(m.warning, None);
        // B = min(4, 9) = 4; C: F = 1 <= alpha 4 cuts G; A = 4.
        assert_eq!(m.trace.solution.leaves_evaluated, 0);
        assert_eq!(
            m.trace
                .table
                .value(m.trace.solution.value)
                .map(|v| v.to_string()),
            Some("4".into())
        );
        assert_eq!(m.beyond.iter().filter(|&&b| b).count(), 8);
        // A bad estimate is refused; an empty one removes it.
        let d = 2;
        m.apply(Action::CommitEdit(d, "x".into()));
        assert!(m.edit_error.is_some());
        assert!(m.apply(Action::CommitEdit(d, "".into())));
        assert_eq!(m.tree.estimate(d), None);
        assert!(m.warning.is_some());
    }

    #[test]
    fn a_short_tic_tac_toe_game_and_the_tree_of_the_computers_move() {
        use crate::games::tictactoe::Mark;
        let mut m = Model::default_with_width(1280.0);
        m.apply(Action::SetMode(Mode::TicTacToe));
        m.apply(Action::TttNew(Mark::X));
        m.apply(Action::TttCell(4)); // X in the centre; the computer answers
        assert_eq!(m.ttt_text.matches('O').count(), 1);
        let before = m.ttt_last_search.expect("the computer searched");
        assert_eq!(before.to_text(), "....X....");
        // A taken cell is refused with a reason.
        m.apply(Action::TttCell(4));
        assert!(m.game_note.is_some());
        m.apply(Action::OpenGameTree(GameRoot::TicTacToe(before)));
        assert_eq!(m.mode, Mode::Trees);
        assert_eq!(m.tree.child_count(0), 8);
        let boards = m.game_boards.clone().expect("boards");
        assert_eq!(&boards[0], b"....X....");
        let first = m.tree.children(0).next().unwrap();
        assert_eq!(m.tree.label(first), "a1");
        assert_eq!(&boards[first as usize], b"O...X....");
        // Boards in the nodes: the leaves on one row, a board apart, folded or not; laid out
        // for the boards as soon as they come, and as before once they go.
        let with_boards =
            |m: &Model, boards| layout_for(&m.tree, m.view_width, &m.collapsed, boards);
        assert_eq!(*m.layout, with_boards(&m, true));
        m.apply(Action::ExpandAll);
        assert_eq!(*m.layout, with_boards(&m, true));
        assert!(m.layout.leaf_spacing >= BOARD_SPACING);
        assert!(m.layout.width >= BOARD_SPACING * m.tree.leaves().len() as f32);
        // A tree small enough to open unfolded, with more leaves than fit a board apart.
        let five = crate::games::tictactoe::Board::parse("X.O.O...X").unwrap();
        m.apply(Action::OpenGameTree(GameRoot::TicTacToe(five)));
        assert!(
            m.tree.leaves().len() > 32 && !m.collapsed.iter().any(|&c| c),
            "{} leaves",
            m.tree.leaves().len()
        );
        assert_eq!(*m.layout, with_boards(&m, true));
        assert!(with_boards(&m, false).leaf_spacing < BOARD_SPACING);
        // Undone: no boards, laid out as any tree.
        m.apply(Action::Undo);
        assert!(m.game_boards.is_none());
        assert_eq!(*m.layout, with_boards(&m, false));
        m.apply(Action::Redo);
        assert!(m.game_boards.is_none());
        assert_eq!(*m.layout, with_boards(&m, false));
        // The empty board's tree is too big to draw: a note, and the tree stays.
        let len = m.tree.len();
        m.apply(Action::OpenGameTree(GameRoot::TicTacToe(
            crate::games::tictactoe::Board::new(),
        )));
        assert!(m
            .game_note
            .as_deref()
            .unwrap_or("")
            .contains("too many to draw"));
        assert_eq!(m.tree.len(), len);
        // Setting up: clicks cycle . -> X -> O -> .
        m.apply(Action::SetMode(Mode::TicTacToe));
        m.apply(Action::TttSetup(true));
        m.apply(Action::TttNew(Mark::X));
        m.apply(Action::TttSetup(true));
        m.apply(Action::TttCell(0));
        m.apply(Action::TttCell(0));
        assert_eq!(&m.ttt_text, "O........");
    }

    #[test]
    fn stepping_passes_over_collapsed_subtrees() {
        let mut m = seeds();
        // Collapse B: its subtree's events are passed over, B's own are shown.
        m.apply(Action::ToggleCollapse(1));
        m.apply(Action::Forward); // enter A
        m.apply(Action::Forward); // enter B
        assert_eq!(m.step(), 2);
        m.apply(Action::Forward); // B's children are hidden: straight to B's next shown event
        let shown = m.trace.events[m.step() - 1];
        assert!(!Layout::hidden(&m.tree, &m.collapsed, shown.node()));
        assert!(m.step() > 3);
        m.apply(Action::Back);
        assert_eq!(m.step(), 2);
    }

    /// A full ternary subtree of `depth` levels; the leaves count up through `next`, with
    /// values `next % span - span / 2`.
    fn ternary(b: &mut engine::TreeBuilder, depth: u32, next: &mut i64, span: i64) {
        if depth == 0 {
            *next += 1;
            b.leaf(None, engine::Value::int(*next % span - span / 2));
            return;
        }
        b.open(None);
        for _ in 0..3 {
            ternary(b, depth - 1, next, span);
        }
        b.close();
    }

    /// A tree of 3^6 + 2 + 3^6 leaves under the root: big, uneven, opens folded.
    fn big_uneven() -> Model {
        let mut b = engine::TreeBuilder::new();
        let mut next = 0;
        b.open(None);
        ternary(&mut b, 6, &mut next, 23);
        b.open(None);
        b.leaf(None, engine::Value::int(1));
        b.leaf(None, engine::Value::int(2));
        b.close();
        ternary(&mut b, 6, &mut next, 23);
        b.close();
        Model::new(b.finish(), Settings::default(), 1280.0)
    }

    /// Jumps go through the replay's checkpoints; every state they land on is the one a fresh
    /// replay reaches event by event, also after an edit (a new trace) and its undo.
    #[test]
    fn jumps_through_checkpoints_land_on_the_stepped_states() {
        let mut m = big_uneven();
        let fresh = |m: &Model| {
            let mut r = Replay::new(&m.tree);
            r.seek(&m.tree, &m.trace, m.step());
            r
        };
        let events = m.trace.events.len();
        assert!(
            events > Checkpoints::MIN_EVERY,
            "{events} events: too few for copies"
        );
        for action in [
            Action::Last,
            Action::First,
            Action::Seek(events / 2 + 7),
            Action::Last,
            Action::Seek(3),
        ] {
            m.apply(action);
            assert_eq!(m.replay, fresh(&m), "at step {}", m.step());
        }
        assert!(m.checkpoints.borrow().held() >= 2);
        let leaf = m.tree.leaves()[0];
        assert!(m.apply(Action::CommitEdit(leaf, "99".into())));
        for action in [Action::Last, Action::First, Action::Seek(events / 3)] {
            m.apply(action);
            assert_eq!(m.replay, fresh(&m), "after the edit, at step {}", m.step());
        }
        assert!(m.apply(Action::Undo));
        for action in [Action::Last, Action::Seek(events / 2), Action::First] {
            m.apply(action);
            assert_eq!(m.replay, fresh(&m), "after the undo, at step {}", m.step());
        }
    }

    #[test]
    fn folds_move_with_their_nodes() {
        let mut m = big_uneven();
        let folded = |m: &Model| m.collapsed.iter().filter(|&&c| c).count();
        let count = folded(&m);
        assert!(count > 0, "opens folded");
        let small = m.tree.children(0).nth(1).unwrap();
        assert!(m.apply(Action::MoveChild(small, -1)));
        assert_eq!(folded(&m), count, "the same folds");
        for n in 0..m.tree.len() as NodeId {
            if m.collapsed[n as usize] {
                assert!(!m.tree.is_leaf(n), "no leaf is folded (node {n})");
            }
        }
        // Undo: the old shape, and its folds.
        assert!(m.apply(Action::Undo));
        assert_eq!(folded(&m), count);
        assert!(m.tree.children(0).nth(1) == Some(small));
        assert!((0..m.tree.len() as NodeId).all(|n| !m.collapsed[n as usize] || !m.tree.is_leaf(n)));
    }

    #[test]
    fn a_resize_is_kept_even_when_the_spacing_is_not_changed() {
        let mut m = seeds();
        // 8 leaves: the spacing is clamped at its widest at both widths.
        assert!(m.apply(Action::Resize(1100.0)));
        assert_eq!(m.view_width, 1100.0);
        assert!(
            !m.apply(Action::Resize(1100.0)),
            "the same width is no change"
        );
    }

    #[test]
    fn home_or_back_pauses_even_where_the_step_stays() {
        let mut m = seeds();
        m.apply(Action::Last);
        m.apply(Action::TogglePlay); // at the end: starts again from step 0
        assert!(m.playing);
        assert_eq!(m.step(), 0);
        assert!(m.apply(Action::First), "a pause is a change");
        assert!(!m.playing);
        m.apply(Action::TogglePlay);
        assert!(m.apply(Action::Back));
        assert!(!m.playing);
    }

    #[test]
    fn reopening_the_same_game_tree_searches_it_again_as_max() {
        use crate::games::tictactoe::Mark;
        let mut m = Model::default_with_width(1280.0);
        m.apply(Action::SetMode(Mode::TicTacToe));
        m.apply(Action::TttNew(Mark::X));
        m.apply(Action::TttCell(4));
        let before = m.ttt_last_search.expect("the computer searched");
        m.apply(Action::OpenGameTree(GameRoot::TicTacToe(before)));
        let max_value = m.alphabeta.value;
        m.apply(Action::SetRoot(Side::Min));
        assert_eq!(m.settings.root, Side::Min);
        m.apply(Action::SetMode(Mode::TicTacToe));
        m.apply(Action::OpenGameTree(GameRoot::TicTacToe(before)));
        assert_eq!(m.settings.root, Side::Max);
        assert_eq!(m.trace.settings.root, Side::Max, "searched again");
        assert_eq!(m.alphabeta.value, max_value);
    }

    #[test]
    fn version_moves_with_everything_but_the_replay() {
        let mut m = seeds();
        let v = m.version;
        for a in [
            Action::Forward,
            Action::Forward,
            Action::Back,
            Action::Last,
            Action::First,
        ] {
            m.apply(a);
        }
        m.apply(Action::SetSpeed(3));
        m.apply(Action::TogglePlay);
        m.apply(Action::Tick);
        assert_eq!(m.version, v, "stepping, playing and speed leave it");
        assert!(m.apply(Action::SetRoot(Side::Min)));
        assert_ne!(m.version, v, "a setting moves it");
        let v = m.version;
        assert!(!m.apply(Action::SetRoot(Side::Min)), "no change");
        assert_eq!(m.version, v, "nothing changed, nothing moves");
        assert!(m.apply(Action::ToggleCode));
        assert_ne!(m.version, v);
    }

    #[test]
    fn expand_all_draws_every_node_and_collapse_big_folds_them_again() {
        // 3^7 = 2,187 leaves: opens collapsed.
        let mut b = engine::TreeBuilder::new();
        ternary(&mut b, 7, &mut 0, 19);
        let tree = b.finish();
        let mut m = Model::new(tree, Settings::default(), 1280.0);
        assert!(m.hidden.iter().any(|&h| h), "a big tree opens collapsed");
        assert!(m.apply(Action::ExpandAll));
        assert!(m.hidden.iter().all(|&h| !h));
        assert!(m.collapsed.iter().all(|&c| !c));
        assert!(!m.apply(Action::ExpandAll), "nothing left to open");
        assert!(m.apply(Action::CollapseBig));
        assert_eq!(*m.collapsed, auto_collapse(&m.tree));
        assert!(m.hidden.iter().any(|&h| h));
    }

    #[test]
    fn spacing_fits_64_leaves_into_a_projector_window() {
        // Values up to three characters ("-95") still let 64 leaves fit.
        let three = value_width(Value::int(-95));
        assert!(leaf_spacing(1280.0, 64, three, false) * 64.0 + 2.0 * MARGIN <= 1280.0 + 1.0);
        assert_eq!(leaf_spacing(1280.0, 8, three, false), 110.0);
        assert_eq!(leaf_spacing(1280.0, 1000, three, false), 18.0);
        // Wider values widen the row rather than overlap; no width panics.
        let wide = value_width(Value::parse("-123456.789").unwrap());
        assert!(
            leaf_spacing(1280.0, 1000, wide, false) * 3.0
                >= wide + crate::engine::layout::VALUE_GAP
        );
        assert_eq!(leaf_spacing(1280.0, 1000, f32::MAX, false), f32::MAX / 3.0);
        // Very wide values on a crowded row: the boxes are wider than a place, and the margin
        // keeps the first and the last inside the drawing.
        let t = engine::parse(&format!("[{}]", vec!["-1234567"; 200].join(","))).unwrap();
        let l = layout_for(&t, 1280.0, &vec![false; t.len()], false);
        let half = LeafRow::new(l.leaf_spacing, l.value_width).half;
        assert!(half > l.leaf_spacing / 2.0 + MARGIN);
        for &n in t.leaves() {
            let x = l.x[n as usize];
            assert!(
                x - half >= 0.0 && x + half <= l.width,
                "{x} ± {half} in {}",
                l.width
            );
        }
    }
}
