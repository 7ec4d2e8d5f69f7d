//! What an action asks of the page beyond drawing the model anew, as data: [`Model::apply`]
//! returns it in an [`Outcome`], and one place in the app performs it (`app/effects.rs`). The
//! model keeps no counter for the page to watch: what must happen is said once, when it must.
//!
//! [`Model::apply`]: super::Model::apply

use super::view::Panel;
use draw::svg::Sheet;

/// Something the page must do once, in the browser, because of an action.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Have this sheet drawn, laid out for the printer, and open the print dialog.
    Print(Sheet),
    /// A new tree is shown: bring its root into view, and fit the drawing to the room it has
    /// when it overflows and fitting keeps its text readable (`Zoom::Opened`).
    RevealRoot,
    /// A game's search is shown: zoom it as large as fits while its text can be read
    /// (`Zoom::Readable`).
    FitGameTree,
    /// The tree or the settings changed: keep them in this browser (`Model::to_save`).
    Save,
    /// The pseudocode was shown or hidden: the drawing's room changed, measure it again.
    MeasureWidth,
    /// A drawer opened: take the focus into its first field if it was opened from the
    /// keyboard (so the next keys reach it).
    EnterDrawer,
    /// A drawer was closed from the keyboard (Esc): put the focus on the toolbar button that
    /// opens it, as if it had been pressed.
    FocusDrawerButton(Panel),
    /// Show the live app (loading the extras module if need be): as the lecturer (`code`
    /// None), or as a student of session `code`.
    OpenLive { code: Option<String> },
    /// Tell the live app the page's view: its link query (without the step), the step, and
    /// Predict's question there with its answer.
    LiveView {
        query: String,
        step: u32,
        question: Option<crate::live::PageQuestion>,
    },
}

/// What an action did: whether the model changed, and what the page must do because of it,
/// in the order it must.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome<E = Effect> {
    pub changed: bool,
    pub effects: Vec<E>,
}

impl<E> Outcome<E> {
    /// A change (or none) that asks nothing of the page.
    pub fn changed(changed: bool) -> Outcome<E> {
        Outcome {
            changed,
            effects: Vec::new(),
        }
    }

    /// Whether the page must draw anew or do anything.
    pub fn matters(&self) -> bool {
        self.changed || !self.effects.is_empty()
    }
}

/// The effects an action asks for while it is applied, each once, in the order asked.
#[derive(Clone, Debug, Default)]
pub(super) struct Effects(Vec<Effect>);

impl Effects {
    /// Asks for `effect`, unless this action asked for it already.
    pub(super) fn ask(&mut self, effect: Effect) {
        if !self.0.contains(&effect) {
            self.0.push(effect);
        }
    }

    /// The effects asked for, leaving none.
    pub(super) fn take(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.0)
    }
}

#[cfg(test)]
mod tests;
