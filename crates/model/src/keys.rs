//! The page's keys: what a key pressed anywhere on the page does, as a pure function of the
//! key, where the focus is and what the view shows. The app only reads the browser's key event
//! into a [`Key`] and a [`Focus`], and dispatches the action this returns.
//!
//! Left/Right step, Home/End go to the first and last step, Space plays or pauses, Ctrl+Z and
//! Ctrl+Y (or Ctrl+Shift+Z) undo and redo, P presents, Esc closes the open drawer or stops
//! presenting. While presenting, the stepping keys (and a presenter's remote: PageDown, PageUp,
//! Space, Shift+Space) step wherever the focus is ([`presenting_key`]).

use super::{Action, Edit, Step, View, ViewAction};

/// A key as pressed: its name (the browser's `KeyboardEvent.key`) and the modifiers held.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Key<'a> {
    pub name: &'a str,
    /// Ctrl, or Cmd on a Mac.
    pub command: bool,
    pub shift: bool,
    pub alt: bool,
}

impl<'a> Key<'a> {
    /// The key `name`, without modifiers.
    pub fn plain(name: &'a str) -> Key<'a> {
        Key {
            name,
            ..Key::default()
        }
    }
}

/// Where the focus is when a key is pressed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Focus {
    /// In a text field, where keys mean typing and the field's own undo applies.
    pub typing: bool,
    /// On a button whose own action Space presses (any but the replay's), or typing.
    pub pressing: bool,
    /// In a node's card, whose Esc closes the card only.
    pub in_card: bool,
}

/// What `key` does on the page, the focus as `focus` says and the view as `view` shows it; None
/// for a key the page leaves to the browser or the focused element.
pub fn page_key(key: Key<'_>, focus: Focus, view: &View) -> Option<Action> {
    if key.command {
        // In a text field, the field's own undo applies.
        if focus.typing {
            return None;
        }
        return match (key.name.to_ascii_lowercase().as_str(), key.shift) {
            ("z", false) => Some(Action::Edit(Edit::Undo)),
            ("z", true) | ("y", _) => Some(Action::Edit(Edit::Redo)),
            _ => None,
        };
    }
    if key.alt {
        return None;
    }
    let present = view.present();
    let step = |s| (!focus.typing).then_some(Action::Replay(s));
    match key.name {
        // Arrows, Home and End step even after a click on a button; Space presses it, but on
        // the replay's buttons plays or pauses.
        "ArrowRight" => step(Step::Forward),
        "ArrowLeft" => step(Step::Back),
        "Home" => step(Step::First),
        "End" => step(Step::Last),
        " " | "Spacebar" if !focus.pressing => Some(Action::Replay(Step::TogglePlay)),
        // While presenting, the stepping keys are taken first: `presenting_key`.
        "p" | "P" if !focus.typing => Some(Action::View(ViewAction::Present(!present))),
        // Esc in a node's card closes the card only; elsewhere (in the notation too) it stops
        // presenting, or closes the open drawer.
        "Escape" if focus.in_card => None,
        "Escape" if present => Some(Action::View(ViewAction::Present(false))),
        "Escape" if view.panel().is_some() => Some(Action::View(ViewAction::CloseDrawer)),
        _ => None,
    }
}

/// What `key` does while presenting, wherever the focus is (a clicked button or node does not
/// take the stepping keys): the replay's keys and a presenter's remote step (Space and
/// Shift+Space too, as in a slide show); Home and End go to the first and last step. Keys typed
/// in a text field are the field's.
pub fn presenting_key(key: Key<'_>, focus: Focus) -> Option<Step> {
    if key.command || key.alt || focus.typing {
        return None;
    }
    Some(match key.name {
        "ArrowRight" | "PageDown" => Step::Forward,
        "ArrowLeft" | "PageUp" => Step::Back,
        " " | "Spacebar" if key.shift => Step::Back,
        " " | "Spacebar" => Step::Forward,
        "Home" => Step::First,
        "End" => Step::Last,
        _ => return None,
    })
}

#[cfg(test)]
mod tests;
