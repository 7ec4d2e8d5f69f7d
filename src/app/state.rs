//! The reducer: a [`Model`] behind an `Rc`, changed only by [`Action`]s, and the effects its
//! actions asked for, queued until the page performs them (`app::effects`).

use crate::model::{Action, Effect, Model};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The page state as Yew's reducer holds it: the model behind an `Rc`, so components can take
/// it as a prop compared by pointer, and the effects its actions asked for.
pub struct Lab(pub Rc<Model>, pub Outbox);

/// The effects the model's actions asked for and the page has not performed yet, in order: one
/// queue for the page's life, so that none is lost when several actions are reduced before the
/// page is drawn again.
pub struct Outbox<E = Effect>(Rc<RefCell<Vec<E>>>);

impl<E> Outbox<E> {
    /// The effects queued, leaving none.
    pub fn take(&self) -> Vec<E> {
        std::mem::take(&mut *self.0.borrow_mut())
    }

    /// Queues `effects` after those already queued.
    pub fn extend(&self, effects: Vec<E>) {
        self.0.borrow_mut().extend(effects);
    }
}

impl<E> Default for Outbox<E> {
    fn default() -> Self {
        Outbox(Rc::default())
    }
}

impl<E> Clone for Outbox<E> {
    fn clone(&self) -> Self {
        Outbox(Rc::clone(&self.0))
    }
}

impl Lab {
    /// The page as it opens with `model`: what it opened is kept in this browser (when the
    /// model says to), as after any change of tree.
    pub fn opened(model: Rc<Model>) -> Lab {
        let outbox = Outbox::default();
        outbox.extend(vec![Effect::Save]);
        Lab(model, outbox)
    }
}

/// How components send actions.
pub type Dispatch = UseReducerDispatcher<Lab>;

impl Reducible for Lab {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut model = (*self.0).clone();
        let outcome = model.apply(action);
        if !outcome.matters() {
            // The same Rc: Yew skips the re-render.
            return self;
        }
        self.1.extend(outcome.effects);
        // Drawn again (and the effects performed after), the model's Rc kept when unchanged.
        let model = if outcome.changed {
            Rc::new(model)
        } else {
            self.0.clone()
        };
        Rc::new(Lab(model, self.1.clone()))
    }
}

/// A shared value compared by pointer, so props holding it compare in O(1).
#[derive(Debug)]
pub struct Shared<T>(pub Rc<T>);

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(Rc::clone(&self.0))
    }
}

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The props every panel takes: the model and a way to change it.
#[derive(Properties, PartialEq, Clone)]
pub struct PanelProps {
    pub model: Shared<Model>,
    pub dispatch: Dispatch,
}
