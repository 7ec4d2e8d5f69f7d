//! What the practice's parts share, below all of them (`practice_app` on top mounts them): the
//! state as Yew's reducer holds it and the way to send what the student does, a seed for a new
//! exercise, a link's exercise, and the way to open a link in the lab.

use crate::model::practice::{Practice, PracticeAction, Source};
use crate::query::parse_query;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// The practice state as Yew's reducer holds it.
pub struct Drill(pub Rc<Practice>);

/// How the practice's parts send what the student does.
pub type DrillDispatch = UseReducerDispatcher<Drill>;

impl Reducible for Drill {
    type Action = PracticeAction;

    fn reduce(self: Rc<Self>, action: PracticeAction) -> Rc<Self> {
        let mut p = (*self.0).clone();
        if p.apply(action) {
            Rc::new(Drill(Rc::new(p)))
        } else {
            self
        }
    }
}

thread_local! {
    /// The page's function that opens a link's query in the lab (the solution's replay).
    static SOLUTION_TO_PAGE: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
}

/// A seed for a new exercise.
pub fn new_seed() -> u64 {
    /// Seeds are drawn below this, short enough to read out to a class.
    const SEEDS: f64 = 100_000.0;
    (js_sys::Math::random() * SEEDS) as u64
}

/// Practice of the tree and conventions a link's query holds, if it holds a tree (by its name
/// when the link names the drawn exercise it is).
pub fn given(query: &str) -> Option<PracticeAction> {
    let q = parse_query(query);
    let tree = q.tree?.ok()?;
    let source = q
        .exercise
        .map_or(Source::Given, |(d, seed)| Source::Drawn(d, seed));
    Some(PracticeAction::Given(Rc::new(tree), q.settings, source))
}

/// Keeps the page's function that opens a link's query in the lab, for [`to_page`].
pub fn keep_to_page(to_page: js_sys::Function) {
    SOLUTION_TO_PAGE.with(|f| *f.borrow_mut() = Some(to_page));
}

/// Opens `query` (a link's) in the lab, through the page.
pub fn to_page(query: String) {
    SOLUTION_TO_PAGE.with(|f| {
        if let Some(f) = f.borrow().as_ref() {
            let _ = f.call1(&JsValue::NULL, &query.into());
        }
    });
}
