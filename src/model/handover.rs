//! Handing work over to the page's build with the searches beyond alpha-beta (the page's own
//! build only). That build is the same page with the `beyond` feature: PVS, MTD(f), iterative
//! deepening, aspiration windows, chance nodes and signs. It is loaded only when work needs it
//! (`app::beyond`), so the first download leaves it out. Here, what to hand it: the work as
//! the saved text (a link's query) that it opens.

use super::Model;
use crate::engine::{Algorithm, Settings, PRESETS};
use crate::query::{percent_encode, to_query, to_query_text};

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
        let query = match what {
            HandOver::Search(name) => {
                let plain = Settings {
                    algorithm: Algorithm::AlphaBeta,
                    ..settings
                };
                format!("{}&algorithm={name}", to_query(self.tree(), plain, None))
            }
            HandOver::Window(text) => format!(
                "{}&window={}",
                to_query(self.tree(), settings, None),
                percent_encode(text.trim())
            ),
            HandOver::Draft => match self.authoring.text() {
                Some(text) => to_query_text(text, settings, None),
                None => return false,
            },
            HandOver::Preset(i) => match PRESETS.get(i) {
                Some(p) => to_query_text(p.notation, settings, None),
                None => return false,
            },
        };
        self.handover = Some(HandOverTo {
            query,
            keep: !self.shows_link_over_saved(),
        });
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
        m.apply(Action::HandOver(HandOver::Window(" 3,5 ".into())));
        assert!(m.handover().unwrap().query.ends_with("&window=3,5"));
        let mut m = seeds();
        // Nothing typed: nothing to hand over.
        assert!(!m.apply(Action::HandOver(HandOver::Draft)));
        m.apply(Action::Edit(Edit::Text("[~[3, 5], 4]".into())));
        assert!(m.authoring().text_error().is_some());
        assert!(m.apply(Action::HandOver(HandOver::Draft)));
        let query = &m.handover().unwrap().query;
        assert!(needs_beyond(query), "{query}");
        assert!(query.starts_with("?tree=%5B~%5B3,%205%5D"), "{query}");
    }

    #[test]
    fn the_preset_with_chance_nodes_goes_over() {
        let mut m = seeds();
        let i = PRESETS.iter().position(|p| p.key == "chance").unwrap();
        assert!(m.apply(Action::Edit(Edit::Preset(i))));
        let query = &m.handover().unwrap().query;
        assert!(needs_beyond(query), "{query}");
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
