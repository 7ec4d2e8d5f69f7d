//! The whole page state, [`Model`]: one field per part, and how an action is applied to
//! them. Each part's behaviour that needs the whole model is in a file of its own below
//! (`model/authoring.rs`, `model/view.rs`...), above both the model and the part.

mod authoring;
mod facts;
mod games;
mod history;
mod live;
mod predict;
mod saved;
mod view;

pub use saved::Opening;

use crate::changes::{Changes, Nodes};
use crate::effect::{Effect, Effects, Outcome};
use crate::live::LivePage;
use crate::notice::{Notice, Notices, Place};
use crate::saved::Saving;
use crate::{
    Action, Analysis, Authoring, Edit, Games, Mode, Panel, Playback, Predict, Setting, View,
    ViewAction,
};
use ::search::{NodeId, Replay, Settings, Status, Trace, Tree, PRESETS};
use i18n::said;
use i18n::{m, Said};
use std::rc::Rc;
use teach::Worded;

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
    live: LivePage,
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
            live: LivePage::default(),
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
                m.authoring.set_preset(crate::authoring::preset_of(tree));
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
        // What a student's page shows of the class is not their own work to keep.
        let from_class = matches!(action, Action::ShowScene { .. });
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
            Action::ShowScene { query, step } => self.show_scene(&query, step),
            Action::OpenLive { code } => self.open_live(code),
        };
        // A step redraws only what steps change; a notice gone is drawn by the rest.
        if (changed && !replay_only) || field_cleared {
            self.version = self.version.wrapping_add(1);
        }
        // Another tree or other settings searched: the work to keep changed.
        if !Rc::ptr_eq(&searched, &self.analysis) && !from_class {
            self.effects.ask(Effect::Save);
        }
        // The live app, if shown, hears what the model now shows.
        self.live_report();
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
