//! The page's [`Model`] in a live lecture: only what the lab itself must do, the rest being the
//! live app's (in the extras module, `crate::live::LiveModel`). While a live app is shown, the
//! page reports its view after every action that changed it ([`Effect::LiveView`]: its query,
//! step and Predict's question there); it shows the scene the live app hands it
//! ([`Action::ShowScene`]); and it opens the live app ([`Action::OpenLive`]).
//!
//! [`Action::ShowScene`]: crate::Action::ShowScene
//! [`Action::OpenLive`]: crate::Action::OpenLive

use crate::effect::Effect;
use crate::live::{LivePage, PageQuestion, Seat};
use crate::predict::{question_at, Question};
use crate::{Mode, Model};
use ::live::{Asks, CUT, NO_CUT};
use ::search::Event;
use std::rc::Rc;
use teach::practice::Bound;

impl Model {
    /// The page's side of a live lecture.
    pub fn live(&self) -> &LivePage {
        &self.live
    }

    /// The question Predict would ask at the step shown (of the event shown next), what it
    /// asks, of which node (its label), and its right answer as the class's choices write it.
    pub fn live_question(&self) -> Option<(Question, Asks, String, String)> {
        let (tree, trace) = (self.tree(), self.trace());
        let step = self.step();
        let q = question_at(tree, trace, step)?;
        let (asks, node, answer) = match (q, trace.events.get(step)?) {
            (Question::Cut(n), Event::Test { cut, .. }) => {
                (Asks::Cut, n, if *cut { CUT } else { NO_CUT }.to_string())
            }
            (Question::Value(n), Event::Return { value, .. }) => (
                Asks::Value,
                n,
                Bound::from_score(&trace.table, *value)?.show(false),
            ),
            _ => return None,
        };
        Some((q, asks, tree.label(node).into_owned(), answer))
    }

    /// [`crate::Action::OpenLive`]: shows the live app, as the lecturer (`code` None) or as a
    /// student of session `code`; the page reports its view to it from now on.
    pub(super) fn open_live(&mut self, code: Option<String>) -> bool {
        let seat = if code.is_some() {
            Seat::Student
        } else {
            Seat::Lecturer
        };
        // A student's page stays a student's (its own Live button is hidden).
        let seat = match self.live.seat {
            Some(Seat::Student) => Seat::Student,
            _ => seat,
        };
        let changed = self.live.seat != Some(seat);
        self.live.seat = Some(seat);
        // The live app shown anew hears the view again.
        self.live.reported = None;
        self.ask(Effect::OpenLive { code });
        changed
    }

    /// After any action, while a live app is shown: the page's view, reported if it changed.
    pub(super) fn live_report(&mut self) {
        if self.live.seat.is_none() {
            return;
        }
        let step = self.step();
        let base = match &self.live.reported {
            Some((a, text, s)) if Rc::ptr_eq(a, &self.analysis) => {
                if *s == step {
                    return;
                }
                text.clone()
            }
            _ => query::to_query(self.analysis.tree(), self.analysis.settings(), None),
        };
        self.live.reported = Some((Rc::clone(&self.analysis), base.clone(), step));
        let question = self
            .live_question()
            .map(|(_, asks, node, answer)| PageQuestion { asks, node, answer });
        self.ask(Effect::LiveView {
            query: base,
            step: step as u32,
            question,
        });
    }

    /// [`crate::Action::ShowScene`]: shows the scene the live app hands over (its link query
    /// and step), as opening its link would, but not as this person's own work to keep.
    pub(super) fn show_scene(&mut self, query: &str, step: u32) -> bool {
        let base = query::without(query, "step");
        let same = matches!(&self.live.shown, Some((a, text)) if Rc::ptr_eq(a, &self.analysis) && *text == base);
        if !same {
            let q = query::parse_query(query);
            let Some(Ok(tree)) = q.tree else {
                return false;
            };
            if tree == **self.tree() {
                self.set_settings(q.settings);
            } else {
                self.load_new_tree(tree, q.settings);
            }
            self.live.shown = Some((Rc::clone(&self.analysis), base));
        }
        self.forget_question();
        self.playback.seek(&self.analysis, step as usize);
        self.view.set_mode(Mode::Trees);
        true
    }
}
