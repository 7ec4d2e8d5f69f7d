//! What the page shows, as plain data, and every action a person can take on it. Pure Rust (no
//! browser code): the Yew shell in `app/` wraps [`Model`] in a reducer and draws it, and native
//! tests drive it directly.
//!
//! The model is made of one part per concern, each in its own file:
//! - `analysis.rs`: the tree, the settings and everything searched or derived from them;
//! - `playback.rs`: the replay of the search, playing and its speed;
//! - `view.rs`: layout, folds, zoom, drawers, panels shown, the page's mode;
//! - `facts.rs`: what the drawing needs of one node or edge at the step shown;
//! - `changes.rs`: what the last edit, setting, undo or redo changed in the search;
//! - `authoring.rs`: undo and redo, the notation draft, random trees, the selection, edits;
//! - `games.rs`: a game position's search shown as the tree (its root, each node's board);
//! - `play.rs`: the games' own model (`Play`, apart from this one): tic-tac-toe and Othello
//!   played, and their searches built as trees, which the page is handed;
//! - `effect.rs`: what an action asks of the page besides drawing it ([`Outcome`]);
//! - `keys.rs`: what a key does on the page;
//! - `notice.rs`: the messages shown in each place;
//! - `saved.rs`: what the page opens with (a link, the work saved in this browser) and what it
//!   saves;
//!
//! The layers below are this crate's only dependencies, so an import of a layer above it (or of
//! the web) does not compile; this one, of the web, must not:
//!
//! ```compile_fail,E0432
//! use yew::Html;
//! ```

mod analysis;
mod authoring;
pub mod challenge;
mod changes;
mod effect;
mod facts;
mod games;
pub mod keys;
mod notice;
pub mod play;
mod playback;
pub mod practice;
mod predict;
mod saved;
pub mod storage_keys;
mod view;

pub use analysis::Analysis;
pub use authoring::{Authoring, Direction, Edit, HISTORY};
pub use changes::Changes;
pub use effect::{Effect, Outcome};
pub use games::{hand_over, handed, GameRoot, Games, GAME_TREE_CAP};
pub use notice::{Notice, Place};
pub use playback::{Playback, Speed, Step, SPEEDS};
pub use predict::{ask, Guess, Predict, PredictAction, Question};
pub use saved::Opening;
pub use storage_keys::{SAVE_KEY, SAVE_SET_ASIDE_KEY, VIEW_KEY};
pub use view::{
    auto_collapse, next_zoom, Mode, Panel, Toward, View, ViewAction, Zoom, COLLAPSED_SLOTS,
    COLLAPSE_OVER, DEFAULT_SCALE, EXPAND_STEP, FIT_MOST, NARROWEST_VIEW, ZOOMS,
};

use ::search::{
    Algorithm, CutRule, Fail, Form, NodeId, Replay, Settings, Side, Status, Trace, Tree, PRESETS,
};
use changes::Nodes;
use effect::Effects;
use i18n::said;
use i18n::{m, Said};
use notice::Notices;
use saved::Saving;
use std::rc::Rc;
use teach::Worded;

/// A change of the conventions the search follows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Setting {
    Root(Side),
    Algorithm(Algorithm),
    Rule(CutRule),
    Fail(Fail),
    Form(Form),
    DepthLimit(Option<u16>),
    /// An aspiration window, or none.
    Window(Option<::search::Window>),
    /// Bounds on the leaf values (Star1 prunes at chance nodes with them), or none.
    Bounds(Option<::search::Window>),
}

/// One thing a person does.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Move through the replay, play or pause, or set the speed.
    Replay(Step),
    Setting(Setting),
    Edit(Edit),
    View(ViewAction),
    /// Take the search of a game position, built by the games, as the tree; the page then
    /// shows it (`ViewAction::Mode`), in a task of its own: a big search's loading and its
    /// drawing each take a while, and the page answers input between them.
    GameTree(GameRoot, Rc<Tree>),
    /// Predict each deciding step before it is shown.
    Predict(PredictAction),
    /// Show a practised tree's search under its conventions at a step, in the Trees tab (the
    /// practice's "replay the solution", or the step of the first mistake).
    ShowSolution(Rc<Tree>, Settings, usize),
}

/// The whole page state.
#[derive(Clone, Debug)]
pub struct Model {
    analysis: Rc<Analysis>,
    playback: Playback,
    view: View,
    authoring: Authoring,
    games: Games,
    notices: Notices,
    saving: Saving,
    predict: Predict,
    /// Changes with every action except those that only move the replay, play or pause, or
    /// set the speed: panels that show none of those redraw only when it changes.
    version: u64,
    changes: Changes,
    /// What the action being applied asks of the page; empty between actions ([`Model::apply`]
    /// hands them over).
    effects: Effects,
}

impl Model {
    /// A model showing `tree` under `settings`, at step 0.
    pub fn new(tree: Tree, settings: Settings, view_width: f32) -> Model {
        let analysis = Rc::new(Analysis::new(Rc::new(tree), settings));
        Model {
            playback: Playback::new(&analysis),
            view: View::new(analysis.tree(), view_width),
            analysis,
            authoring: Authoring::default(),
            games: Games::default(),
            notices: Notices::default(),
            saving: Saving::default(),
            predict: Predict::default(),
            version: 0,
            changes: Changes::default(),
            effects: Effects::default(),
        }
    }

    /// The default page: the first preset, the tutorials' conventions.
    pub fn default_with_width(view_width: f32) -> Model {
        Model::default_tree(Settings::default(), view_width)
    }

    /// The first preset under `settings`.
    fn default_tree(settings: Settings, view_width: f32) -> Model {
        let tree = ::search::parse(PRESETS[0].notation)
            .unwrap_or_else(|_| Tree::from_nested(&::search::Nested::ints(&[0])));
        let mut m = Model::new(tree, settings, view_width);
        m.authoring.set_preset(Some(0));
        m
    }

    /// The page a URL's query asks for (see [`query`]); a bad tree falls back to the
    /// default with a notice saying what was wrong, its text in Notation… to mend. Nothing is noted as changed: a page opens
    /// with its tree searched once, under the link's settings.
    pub fn from_query(query: &query::Query, view_width: f32) -> Model {
        let mut m = match &query.tree {
            Some(Ok(tree)) => {
                let mut m = Model::new(tree.clone(), query.settings, view_width);
                m.authoring.set_preset(authoring::preset_of(tree));
                m
            }
            Some(Err(e)) => {
                let mut m = Model::default_tree(query.settings, view_width);
                // The link's text stays in Notation…, its error marked, to mend.
                if let Some(text) = &query.text {
                    m.edit(Edit::Text(text.clone()));
                    // Not typed: a tree that comes next takes its place.
                    m.edit(Edit::EndText);
                    m.view_action(ViewAction::TogglePanel(Panel::Text));
                }
                m.notify(Notice::new(
                    Place::Page,
                    said!(PAGE_LINK_TREE_UNREADABLE, why = e.said()),
                ));
                m
            }
            None => Model::default_tree(query.settings, view_width),
        };
        m.follow_link(query);
        m
    }

    /// What a link asks for besides its tree and search: its parameters ignored said (after
    /// what the page says), its tab, its step.
    fn follow_link(&mut self, query: &query::Query) {
        if !query.problems.is_empty() {
            let more = Said::joined(query.problems.clone(), m::PAGE_PROBLEM_SEPARATOR.0);
            let text = match self.notices.take(Place::Page) {
                Some(n) => said!(PAGE_LINK_ALSO_IGNORED, notice = n, problems = more),
                None => said!(PAGE_LINK_IGNORED, problems = more),
            };
            self.notify(Notice::new(Place::Page, text));
        }
        if let Some(mode) = query.mode.and_then(Mode::named) {
            self.view.set_mode(mode);
        }
        if let Some(step) = query.step {
            self.playback.seek(&self.analysis, step);
        }
    }

    /// Shows `notice` in its place (instead of what it showed).
    pub fn notify(&mut self, notice: Notice) {
        self.notices.show(notice);
    }

    /// What `place` shows, if anything.
    pub fn notice(&self, place: Place) -> Option<&i18n::Said> {
        self.notices.get(place)
    }

    pub fn analysis(&self) -> &Rc<Analysis> {
        &self.analysis
    }

    pub fn playback(&self) -> &Playback {
        &self.playback
    }

    pub fn view(&self) -> &View {
        &self.view
    }

    pub fn authoring(&self) -> &Authoring {
        &self.authoring
    }

    pub fn games(&self) -> &Games {
        &self.games
    }

    /// The tree shown.
    pub fn tree(&self) -> &Rc<Tree> {
        self.analysis.tree()
    }

    pub fn settings(&self) -> Settings {
        self.analysis.settings()
    }

    pub fn trace(&self) -> &Rc<Trace> {
        self.analysis.trace()
    }

    /// Every node's state at the step shown.
    pub fn replay(&self) -> &Replay {
        self.playback.replay()
    }

    /// The leaves pruned so far, as the whole search counts them: skipped by a cutoff and
    /// evaluated by no pass (in a search of several passes the drawing strikes its pass's).
    pub fn leaves_pruned(&self) -> usize {
        let replay = self.replay();
        self.analysis
            .leaves_pruned_at(replay.step(), replay.leaves_pruned())
    }

    /// The cutoffs that appeared or vanished with the last re-run.
    pub fn changes(&self) -> &Changes {
        &self.changes
    }

    /// Moves with every action but those of the replay (see [`Action::Replay`]), and with a
    /// step that takes a field's refusal away (drawn outside the replay's parts).
    pub fn version(&self) -> u64 {
        self.version
    }

    pub fn step(&self) -> usize {
        self.playback.step()
    }

    pub fn steps(&self) -> usize {
        self.analysis.steps()
    }

    pub fn at_end(&self) -> bool {
        self.step() == self.steps()
    }

    /// The root's value once the search has returned it at the step shown, as the page shows it
    /// (the minus sign U+2212; a mean that no decimal writes as a fraction).
    pub fn root_value_now(&self) -> Option<String> {
        let root = self.replay().node(0);
        if root.status != Status::Done {
            return None;
        }
        root.value.map(|s| self.trace().table.show(s, true))
    }

    /// Applies an action: whether anything changed, and what the page must do because of it.
    pub fn apply(&mut self, action: Action) -> Outcome {
        let replay_only = matches!(action, Action::Replay(_));
        // What a field refused is done with once the person does anything else.
        let refused = matches!(action, Action::View(ViewAction::FieldRefused(_)));
        let field_cleared = !refused && self.notices.clear(Place::Field);
        let searched = Rc::clone(&self.analysis);
        let changed = match action {
            Action::Replay(step) if self.hold_for_question(&step) => true,
            Action::Replay(step) => {
                self.forget_question();
                self.playback
                    .apply(step, &self.analysis, self.view.hidden())
            }
            Action::Predict(action) => self.predict_action(action),
            Action::Setting(setting) => self.setting(setting),
            Action::Edit(edit) => self.edit(edit),
            Action::View(action) => self.view_action(action),
            Action::GameTree(root, tree) => self.take_game_tree(root, Rc::unwrap_or_clone(tree)),
            Action::ShowSolution(tree, settings, step) => {
                self.show_solution((*tree).clone(), settings, step)
            }
        };
        // A step redraws only what steps change; a notice gone is drawn by the rest.
        if (changed && !replay_only) || field_cleared {
            self.version = self.version.wrapping_add(1);
        }
        // Another tree or other settings searched: the work to keep changed.
        if !Rc::ptr_eq(&searched, &self.analysis) {
            self.effects.ask(Effect::Save);
        }
        Outcome {
            changed: changed || field_cleared,
            effects: self.effects.take(),
        }
    }

    /// Asks the page to do `effect` once this action is applied.
    pub(crate) fn ask(&mut self, effect: Effect) {
        self.effects.ask(effect);
    }

    /// [`Action::ShowSolution`]: a tree other than the one shown is loaded as a new tree (Undo
    /// brings the lab's back).
    fn show_solution(&mut self, tree: Tree, settings: Settings, step: usize) -> bool {
        if tree == **self.tree() {
            self.set_settings(settings);
        } else {
            self.load_new_tree(tree, settings);
            self.tell(said!(PAGE_SOLUTION_REPLACED));
        }
        self.playback.seek(&self.analysis, step);
        self.view.set_mode(Mode::Trees);
        true
    }

    /// A change of convention reruns the search in place; a change of the search itself (its
    /// algorithm, window or leaf bounds) is also a step of the undo history, so that Undo goes
    /// back to the search before.
    fn setting(&mut self, setting: Setting) -> bool {
        let s = self.settings();
        let search = matches!(
            setting,
            Setting::Algorithm(_) | Setting::Window(_) | Setting::Bounds(_)
        );
        let changed = self.set_settings(match setting {
            Setting::Root(root) => Settings { root, ..s },
            Setting::Algorithm(algorithm) => Settings { algorithm, ..s },
            Setting::Rule(rule) => Settings { rule, ..s },
            Setting::Fail(fail) => Settings { fail, ..s },
            Setting::Form(form) => Settings { form, ..s },
            Setting::DepthLimit(depth_limit) => Settings { depth_limit, ..s },
            Setting::Window(window) => Settings { window, ..s },
            Setting::Bounds(bounds) => Settings { bounds, ..s },
        });
        if changed && search {
            let tree = Rc::clone(self.tree());
            let scale = self.view.own_scale();
            self.authoring.remember_settings(&tree, s, scale);
        }
        changed
    }

    fn set_settings(&mut self, settings: Settings) -> bool {
        if settings == self.settings() {
            return false;
        }
        let tree = Rc::clone(self.tree());
        self.rerun(tree, settings, None);
        true
    }

    /// Searches again after an edit or a change of settings, staying at the same step (clamped
    /// to the new trace; a replay at its last step stays at the last step) and noting the
    /// cutoffs that appeared or vanished. `map` gives, for a tree whose nodes moved, each old
    /// id's new id (empty: a new tree, whose folds the caller set).
    fn rerun(&mut self, tree: Rc<Tree>, settings: Settings, map: Option<&[NodeId]>) {
        self.rerun_noting(tree, settings, map, Nodes::from_map(map));
    }

    /// [`Model::rerun`], the changes noted between nodes related as `nodes` says (undo and
    /// redo know how the trees' nodes stand to each other, though the folds start anew).
    fn rerun_noting(
        &mut self,
        tree: Rc<Tree>,
        settings: Settings,
        map: Option<&[NodeId]>,
        nodes: Nodes<'_>,
    ) {
        self.forget_question();
        let new = Rc::new(if Rc::ptr_eq(&tree, self.tree()) {
            self.analysis.with_settings(settings)
        } else {
            Analysis::new(tree, settings)
        });
        let old = std::mem::replace(&mut self.analysis, Rc::clone(&new));
        let generation = self.changes.generation.wrapping_add(1);
        self.changes = Changes::between(&old, &new, nodes, generation);
        self.playback.follow(&old, &new);
        let boards = self.games.boards().is_some();
        self.view.follow(old.tree().len(), new.tree(), map, boards);
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn a_query_opens_its_tab() {
        let m = Model::from_query(&query::parse_query("?mode=practice"), 1280.0);
        assert_eq!(m.view().mode(), Mode::Practice);
    }

    #[test]
    fn a_tree_that_cannot_be_read_stays_in_notation_to_mend() {
        let m = Model::from_query(&query::parse_query("?tree=[[1,2],[3"), 1280.0);
        assert_eq!(m.authoring().text(), Some("[[1,2],[3"));
        assert!(m.authoring().text_error().is_some());
        assert_eq!(m.view().panel(), Some(Panel::Text));
        let notice = m.notice(Place::Page).unwrap().to_string();
        assert!(notice.contains("Notation…"), "{notice}");
    }

    pub fn seeds() -> Model {
        Model::default_with_width(1280.0)
    }

    /// A full ternary subtree of `depth` levels; the leaves count up through `next`, with
    /// values `next % span - span / 2`.
    pub fn ternary(b: &mut ::search::TreeBuilder, depth: u32, next: &mut i64, span: i64) {
        if depth == 0 {
            *next += 1;
            b.leaf(None, ::search::Value::int(*next % span - span / 2));
            return;
        }
        b.open(None);
        for _ in 0..3 {
            ternary(b, depth - 1, next, span);
        }
        b.close();
    }

    /// A tree of 3^6 + 2 + 3^6 leaves under the root: big, uneven, opens folded.
    pub fn big_uneven() -> Model {
        let mut b = ::search::TreeBuilder::new();
        let mut next = 0;
        b.open(None);
        ternary(&mut b, 6, &mut next, 23);
        b.open(None);
        b.leaf(None, ::search::Value::int(1));
        b.leaf(None, ::search::Value::int(2));
        b.close();
        ternary(&mut b, 6, &mut next, 23);
        b.close();
        Model::new(b.finish(), Settings::default(), 1280.0)
    }

    #[test]
    fn version_moves_with_everything_but_the_replay() {
        let mut m = seeds();
        let v = m.version();
        for s in [
            Step::Forward,
            Step::Forward,
            Step::Back,
            Step::Last,
            Step::First,
        ] {
            m.apply(Action::Replay(s));
        }
        m.apply(Action::Replay(Step::SetSpeed(Speed::new(3))));
        m.apply(Action::Replay(Step::TogglePlay));
        m.apply(Action::Replay(Step::Tick));
        assert_eq!(m.version(), v, "stepping, playing and speed leave it");
        assert!(m.apply(Action::Setting(Setting::Root(Side::Min))).changed);
        assert_ne!(m.version(), v, "a setting moves it");
        let v = m.version();
        assert!(
            !m.apply(Action::Setting(Setting::Root(Side::Min))).changed,
            "no change"
        );
        assert_eq!(m.version(), v, "nothing changed, nothing moves");
        assert!(m.apply(Action::View(ViewAction::ToggleCode)).changed);
        assert_ne!(m.version(), v);
    }

    #[test]
    fn a_link_opens_without_noting_changes() {
        // The default tree under root Min prunes other leaves than under Max: opening it is no
        // edit, so nothing is "no longer pruned".
        for link in [
            "?root=min&step=51",
            "?tree=[[1,2&root=min",
            "?fail=hard&rule=gt",
        ] {
            let m = Model::from_query(&query::parse_query(link), 1280.0);
            assert_eq!(m.changes(), &Changes::default(), "{link}");
            assert_eq!(m.settings(), query::parse_query(link).settings);
        }
        let m = Model::from_query(&query::parse_query("?root=min&step=51"), 1280.0);
        assert_eq!(
            (m.step(), m.authoring().preset()),
            (m.steps().min(51), Some(0))
        );
    }

    #[test]
    fn a_bad_link_and_ignored_parts_make_one_page_notice() {
        let q = query::parse_query("?tree=[1,&root=sideways");
        let mut m = Model::from_query(&q, 1280.0);
        let text = m.notice(Place::Page).expect("a notice").to_string();
        assert!(
            text.starts_with("The tree in the link could not be read ("),
            "{text}"
        );
        assert!(text.contains(" Also: "), "{text}");
        assert_eq!(m.notice(Place::Card), None);
        assert!(m.apply(Action::View(ViewAction::DismissNotice)).changed);
        assert_eq!(m.notice(Place::Page), None);
        assert!(!m.apply(Action::View(ViewAction::DismissNotice)).changed);
    }

    /// Issue 42 (8): a field's refusal is said beside the settings and is done with at the
    /// next thing the person does (it stayed through a preset, steps and a theme).
    #[test]
    fn a_fields_refusal_is_done_with_at_the_next_action() {
        let mut m = seeds();
        let refused = || Action::View(ViewAction::FieldRefused("the low end 3 is above".into()));
        assert!(m.apply(refused()).changed);
        assert!(m.notice(Place::Field).is_some());
        assert_eq!(m.notice(Place::Page), None, "not over the whole page");
        let version = m.version();
        assert!(m.apply(Action::Replay(Step::Forward)).changed);
        assert_eq!(m.notice(Place::Field), None, "a step is the next thing");
        assert_ne!(
            m.version(),
            version,
            "and the settings are drawn again without it"
        );
        m.apply(refused());
        m.apply(Action::Edit(Edit::Preset(1)));
        assert_eq!(m.notice(Place::Field), None, "so is a preset");
    }
}
