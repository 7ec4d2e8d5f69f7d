//! Messages for a person: why something was refused or could not be done, each shown in its
//! place on the page until what caused it is done with. A notice keeps what it says as data
//! ([`Said`]), worded when drawn: a change of language says it again in the new one.

use i18n::Said;

/// Where on the page a notice is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Over the whole page until dismissed (a link or saved work that could not be read):
    /// `#notice`.
    Page,
    /// In the selected node's card: a refused value or structural edit by the value field
    /// (`#edit-error`), a refused label by the label field (`#label-error`).
    Card,
    /// In the open drawer (a random tree that cannot be made): `#random-error`.
    Drawer,
    /// Beside the settings, about text typed into one of their fields (a window that is not
    /// two numbers): `#field-error`. Done with at the next thing the person does.
    Field,
}

impl Place {
    const ALL: [Place; 4] = [Place::Page, Place::Card, Place::Drawer, Place::Field];

    fn index(self) -> usize {
        self as usize
    }
}

/// A message and where it is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub place: Place,
    pub text: Said,
}

impl Notice {
    pub fn new(place: Place, text: impl Into<Said>) -> Notice {
        Notice {
            place,
            text: text.into(),
        }
    }
}

/// What each place shows: at most one notice per place.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notices([Option<Said>; Place::ALL.len()]);

impl Notices {
    /// Shows `notice` in its place, instead of what was there.
    pub fn show(&mut self, notice: Notice) {
        self.0[notice.place.index()] = Some(notice.text);
    }

    /// Clears `place`; true if it showed something.
    pub fn clear(&mut self, place: Place) -> bool {
        self.0[place.index()].take().is_some()
    }

    /// What `place` shows.
    pub fn get(&self, place: Place) -> Option<&Said> {
        self.0[place.index()].as_ref()
    }

    /// Takes what `place` shows away, to be shown again changed.
    pub fn take(&mut self, place: Place) -> Option<Said> {
        self.0[place.index()].take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_place_keeps_its_own_notice() {
        let mut n = Notices::default();
        n.show(Notice::new(Place::Card, "card"));
        n.show(Notice::new(Place::Drawer, "drawer"));
        assert_eq!(n.get(Place::Card), Some(&Said::from("card")));
        assert_eq!(n.get(Place::Page), None);
        assert!(n.clear(Place::Card));
        assert!(!n.clear(Place::Card));
        assert_eq!(n.get(Place::Drawer), Some(&Said::from("drawer")));
        assert!(Place::ALL.iter().enumerate().all(|(i, p)| p.index() == i));
    }
}
