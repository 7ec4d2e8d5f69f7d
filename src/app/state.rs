//! The reducer: a [`Model`] behind an `Rc`, changed only by [`Action`]s.

use crate::model::{Action, Model};
use std::rc::Rc;
use yew::prelude::*;

/// The page state as Yew's reducer holds it: the model behind an `Rc`, so components can take
/// it as a prop compared by pointer.
pub struct Lab(pub Rc<Model>);

/// How components send actions.
pub type Dispatch = UseReducerDispatcher<Lab>;

impl Reducible for Lab {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut model = (*self.0).clone();
        if model.apply(action) {
            Rc::new(Lab(Rc::new(model)))
        } else {
            // The same Rc: Yew skips the re-render.
            self
        }
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
