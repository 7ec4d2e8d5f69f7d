//! Every action a person can take on the page, as plain data: each part's own actions
//! ([`Step`], [`Edit`], [`ViewAction`], [`PredictAction`]) gathered in one [`Action`].

use crate::authoring::Edit;
use crate::games::GameRoot;
use crate::playback::Step;
use crate::predict::PredictAction;
use crate::view::ViewAction;
use ::search::{Algorithm, CutRule, Fail, Form, Settings, Side, Tree};
use std::rc::Rc;

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
    /// Show a live lecture's scene, handed over by the live app (a student following): its
    /// link query (the tree, conventions, search) and step, opened as a link would be, but not
    /// kept as this person's own work.
    ShowScene {
        query: String,
        step: u32,
    },
    /// Show the live app (the extras module's): as the lecturer (`code` None: the toolbar's or
    /// Present mode's Live), or as a student of session `code` (a `?live=CODE` link).
    OpenLive {
        code: Option<String>,
    },
}
