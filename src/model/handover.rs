//! Handing work over to the page's build with the searches beyond alpha-beta (the page's own
//! build only). That build is the same page with the `beyond` feature: PVS, MTD(f), iterative
//! deepening, aspiration windows, chance nodes and signs. It is loaded only when work needs it
//! (`app::beyond`), so the first download leaves it out. Here, what to hand it: the work as
//! the saved text (a link's query) that it opens.

use super::{Model, ViewAction};
use crate::engine::{read_pair, Algorithm, Settings, PRESETS};
use crate::query::{percent_encode, to_query, to_query_text};
use crate::t;

/// What a person asks for that only the build beyond alpha-beta has.
#[derive(Clone, Debug, PartialEq)]
pub enum HandOver {
    /// A search by its name in links (`pvs`, `mtdf`, `iterative`).
    Search(&'static str),
    /// An aspiration window, as typed (`LO,HI`).
    Window(String),
    /// The notation box's draft, which writes signs or probabilities.
    Draft,
    /// A ready-made tree with chance nodes (an index into [`crate::engine::PRESETS`]).
    Preset(usize),
}

/// Where the work goes: the query the other build opens, and whether it may be kept as the
/// saved work (not when a link is shown over other saved work, which must not be lost: then
/// the query goes as a link).
#[derive(Clone, Debug, PartialEq)]
pub struct HandOverTo {
    pub query: String,
    pub keep: bool,
}

impl Model {
    /// [`crate::model::Action::HandOver`]: the work with what was asked for, for the app to
    /// take to the other build.
    pub(super) fn hand_over(&mut self, what: HandOver) -> bool {
        let settings = self.settings();
        // A search or a window goes with the tree shown, kept as the saved work; another tree
        // goes as a link, which the other build opens over the saved work (Undo brings that
        // back), so that nothing is lost, a draft that cannot be read either (it opens in
        // Notation…, its error marked).
        let mut keep = !self.shows_link_over_saved();
        let query = match what {
            HandOver::Search(name) => {
                let plain = Settings {
                    algorithm: Algorithm::AlphaBeta,
                    ..settings
                };
                format!("{}&algorithm={name}", to_query(self.tree(), plain, None))
            }
            HandOver::Window(text) => {
                if let Err(why) = read_pair(&text) {
                    return self.view_action(ViewAction::FieldRefused(t!(
                        PAGE_FIELD_REFUSED,
                        field = t!(PAGE_SET_WINDOW),
                        why = why
                    )));
                }
                let tree = to_query(self.tree(), settings, None);
                format!("{tree}&window={}", percent_encode(text.trim()))
            }
            HandOver::Draft => match self.authoring.text() {
                Some(text) => {
                    keep = false;
                    to_query_text(text, settings, None)
                }
                None => return false,
            },
            HandOver::Preset(i) => match PRESETS.get(i) {
                Some(p) => {
                    keep = false;
                    to_query_text(p.notation, settings, None)
                }
                None => return false,
            },
        };
        self.handover = Some(HandOverTo { query, keep });
        true
    }

    /// The work to take to the build beyond alpha-beta, once asked for.
    pub fn handover(&self) -> Option<&HandOverTo> {
        self.handover.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::tests::seeds;
    use crate::model::{Action, Edit, Setting};
    use crate::query::needs_beyond;

    #[test]
    fn a_search_beyond_alpha_beta_goes_with_the_tree_and_settings() {
        let mut m = seeds();
        m.apply(Action::Setting(Setting::Algorithm(Algorithm::Minimax)));
        m.apply(Action::Setting(Setting::Root(crate::engine::Side::Min)));
        assert_eq!(m.handover(), None);
        assert!(m.apply(Action::HandOver(HandOver::Search("pvs"))));
        let to = m.handover().expect("handed over");
        assert!(to.keep);
        assert!(needs_beyond(&to.query), "{}", to.query);
        assert!(
            to.query.ends_with("&root=min&algorithm=pvs"),
            "{}",
            to.query
        );
        assert!(!to.query.contains("minimax"), "{}", to.query);
    }

    #[test]
    fn a_window_and_a_draft_with_signs_go_too() {
        let mut m = seeds();
        m.apply(Action::Replay(crate::model::Step::Last));
        m.apply(Action::HandOver(HandOver::Window(" 3,5 ".into())));
        let to = m.handover().unwrap();
        assert!(to.query.ends_with("&window=3,5") && to.keep, "{to:?}");
        // The other build's search is another sequence of steps: it opens at the first.
        assert!(m.view_to_save().unwrap().starts_with("step=0&"));
        let mut m = seeds();
        // Nothing typed: nothing to hand over.
        assert!(!m.apply(Action::HandOver(HandOver::Draft)));
        m.apply(Action::Edit(Edit::Text("[~[3, 5], 4]".into())));
        assert!(m.authoring().text_error().is_some());
        assert!(m.apply(Action::HandOver(HandOver::Draft)));
        let to = m.handover().unwrap();
        assert!(needs_beyond(&to.query), "{to:?}");
        assert!(to.query.starts_with("?tree=%5B~%5B3,%205%5D"), "{to:?}");
        // Another tree goes as a link, which opens over the saved work: Undo brings it back.
        assert!(!to.keep);
    }

    #[test]
    fn a_window_that_is_not_two_numbers_stays_here_and_is_said() {
        for typed in ["4;6", "3", "5,1", "x,2"] {
            let mut m = seeds();
            assert!(m.apply(Action::HandOver(HandOver::Window(typed.into()))));
            assert_eq!(m.handover(), None, "{typed}");
            let notice = m.notice(crate::model::Place::Page).unwrap_or_default();
            assert!(
                notice.starts_with("Window is unchanged: "),
                "{typed}: {notice}"
            );
        }
    }

    #[test]
    fn the_preset_with_chance_nodes_goes_over() {
        let mut m = seeds();
        let i = PRESETS.iter().position(|p| p.key == "chance").unwrap();
        assert!(m.apply(Action::Edit(Edit::Preset(i))));
        let to = m.handover().unwrap();
        assert!(needs_beyond(&to.query) && !to.keep, "{to:?}");
        assert_eq!(
            m.tree().len(),
            seeds().tree().len(),
            "the tree shown stays until then"
        );
    }

    #[test]
    fn work_without_what_it_needs_stays() {
        for query in [
            "?tree=[1,2]",
            "?tree=[1,2]&algorithm=minimax",
            "",
            "?tree=[1,[2",
        ] {
            assert!(!needs_beyond(query), "{query}");
        }
        for query in [
            "?tree=[1,2]&algorithm=MTDF",
            "?tree=[1,2]&bounds=0,9",
            "?tree=%2B%5B1%2C2%5D",
            "?tree=~[0.5@1,0.5@2]",
        ] {
            assert!(needs_beyond(query), "{query}");
        }
    }
}
