//! The work kept in this browser: what the page opens with (a link, what was saved, or both),
//! what to write back and when, telling a person when it cannot be kept, and the notation file
//! that keeps a tree whose link is too long to share. The decisions are here, natively tested;
//! the app only reads and writes the storage (`app/browser.rs`).

use ::search::{Settings, Tree};
use i18n::said;
use i18n::{m, Said};
use query::parse_query;
use std::rc::Rc;
use teach::Worded;

pub(crate) mod opened;

/// A zoom kept as an integer: thousandths of the scale.
pub(crate) const ZOOM_UNIT: f32 = 1000.0;

/// The page notice when a link replaced a different saved tree.
pub fn link_over_saved() -> Said {
    said!(PAGE_LINK_OVER_SAVED)
}

/// The page notice when the browser refuses to keep the work, shown once.
pub fn save_refused() -> Said {
    said!(PAGE_SAVE_REFUSED)
}

/// Saving in this browser: what a link opened over the saved work, and whether a person has
/// been told that saving fails.
#[derive(Clone, Debug, Default)]
pub struct Saving {
    /// The tree and settings a link shows over other saved work: written over that work only
    /// once they change (so a reload of the link, or the page without it, still finds it).
    pub(crate) shown_over_saved: Option<(Rc<Tree>, Settings)>,
    /// A failed save has been said.
    pub(crate) told_refused: bool,
    /// The tree and settings the page opened with when they are no work of a person's (a
    /// link's, the default, saved work that was one of these): while shown, the view kept
    /// says so ([`opened`]).
    pub(crate) opened: Option<(Rc<Tree>, Settings)>,
}

/// Saved text read: the tree and settings, or why it cannot be read.
pub(crate) fn read_saved(saved: &str) -> Result<(Tree, Settings), Said> {
    let q = parse_query(saved);
    match q.tree {
        Some(Ok(tree)) if q.problems.is_empty() => Ok((tree, q.settings)),
        Some(Ok(_)) => Err(Said::joined(q.problems, m::PAGE_PROBLEM_SEPARATOR.0)),
        Some(Err(e)) => Err(e.said()),
        None => Err(said!(PAGE_SAVED_NO_TREE)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage_keys::SAVE_SET_ASIDE_KEY;
    use crate::{Action, Model, Place, Step, ViewAction};
    use crate::{Edit, Setting, Zoom, ZOOMS};
    use ::search::{Fail, Side};

    const AIMA: &str = "?tree=[[3,12,8],[2,4,6],[14,5,2]]";
    const MINE: &str = "?tree=[[1,2],[3,4]]&root=min&fail=hard";

    fn notation(m: &Model) -> String {
        m.tree().to_notation()
    }

    /// What `to_save` gives, read back: the notation and the settings.
    fn saved(m: &Model) -> Option<(String, Settings)> {
        let q = parse_query(&m.to_save()?);
        Some((q.tree?.ok()?.to_notation(), q.settings))
    }

    #[test]
    fn a_link_over_saved_work_keeps_it_one_undo_away_with_its_settings() {
        let mut m = Model::open(AIMA, Some(MINE), None, 1280.0).model;
        assert_eq!(notation(&m), "[[3,12,8],[2,4,6],[14,5,2]]");
        assert_eq!(m.notice(Place::Page), Some(&link_over_saved()));
        assert!(m.authoring().can_undo());
        assert_eq!(m.to_save(), None, "the saved work is not written over");
        assert!(m.apply(Action::Edit(Edit::Undo)).changed);
        assert_eq!(notation(&m), "[[1,2],[3,4]]");
        assert_eq!(m.settings().root, Side::Min);
        assert_eq!(m.settings().fail, Fail::Hard);
        assert_eq!(m.notice(Place::Page), None, "the notice is done with");
        let mine = parse_query(MINE).settings;
        assert_eq!(saved(&m), Some(("[[1,2],[3,4]]".into(), mine)));
        assert!(m.changes().newly_pruned.is_empty() && m.changes().no_longer_pruned.is_empty());
        // Redo: the link's view again, with its settings; not saved over the work.
        assert!(m.apply(Action::Edit(Edit::Redo)).changed);
        assert_eq!(notation(&m), "[[3,12,8],[2,4,6],[14,5,2]]");
        assert_eq!(m.settings(), Settings::default());
        assert_eq!(m.to_save(), None);
        // A change of the link's tree, or of its settings, is work: saved.
        assert!(m.apply(Action::Setting(Setting::Root(Side::Min))).changed);
        assert_eq!(saved(&m).map(|s| s.1.root), Some(Side::Min));
        assert!(m.apply(Action::Setting(Setting::Root(Side::Max))).changed);
        assert_eq!(m.to_save(), None, "back as the link opened it");
        let leaf = m.tree().leaves()[0];
        assert!(m.apply(Action::Edit(Edit::Value(leaf, "5".into()))).changed);
        let edited = (
            "[[5,12,8],[2,4,6],[14,5,2]]".to_string(),
            Settings::default(),
        );
        assert_eq!(saved(&m), Some(edited));
        // Two undos: the edit, then the link.
        m.apply(Action::Edit(Edit::Undo));
        m.apply(Action::Edit(Edit::Undo));
        assert_eq!(notation(&m), "[[1,2],[3,4]]");
        assert_eq!(m.settings().root, Side::Min);
    }

    #[test]
    fn an_ordinary_undo_keeps_the_settings_in_force() {
        let mut m = Model::open(AIMA, Some(MINE), None, 1280.0).model;
        m.apply(Action::Setting(Setting::Root(Side::Min)));
        let leaf = m.tree().leaves()[0];
        m.apply(Action::Edit(Edit::Value(leaf, "5".into())));
        m.apply(Action::Setting(Setting::Fail(Fail::Hard)));
        m.apply(Action::Edit(Edit::Undo));
        assert_eq!(notation(&m), "[[3,12,8],[2,4,6],[14,5,2]]");
        assert_eq!(
            (m.settings().root, m.settings().fail),
            (Side::Min, Fail::Hard)
        );
    }

    #[test]
    fn the_same_tree_or_nothing_saved_says_nothing() {
        for (search, saved) in [
            ("?tree=[[1,2],[3,4]]&root=min&fail=hard&step=3", Some(MINE)),
            (AIMA, None),
            (AIMA, Some("")),
        ] {
            let m = Model::open(search, saved, None, 1280.0).model;
            assert_eq!(m.notice(Place::Page), None, "{search} over {saved:?}");
            assert!(!m.authoring().can_undo());
        }
        // The same tree with other settings: the link's hold, and the saved ones are kept one
        // Undo away (and saved until a change), as another tree would be.
        let mut m = Model::open("?tree=[[1,2],[3,4]]", Some(MINE), None, 1280.0).model;
        assert_eq!(m.settings(), Settings::default());
        assert_eq!(m.to_save(), None);
        assert_eq!(m.notice(Place::Page), Some(&link_over_saved()));
        assert!(m.apply(Action::Edit(Edit::Undo)).changed);
        assert_eq!(m.settings(), parse_query(MINE).settings);
        // Nothing saved: the link's view is saved at once.
        let m = Model::open(AIMA, None, None, 1280.0).model;
        let aima = (
            "[[3,12,8],[2,4,6],[14,5,2]]".to_string(),
            Settings::default(),
        );
        assert_eq!(saved(&m), Some(aima));
    }

    #[test]
    fn a_link_without_a_tree_or_with_a_bad_one_keeps_the_saved_tree_too() {
        for search in ["?root=min&step=51", "?tree=[[1,2"] {
            let mut m = Model::open(search, Some(MINE), None, 1280.0).model;
            let notice = m
                .notice(Place::Page)
                .map(ToString::to_string)
                .unwrap_or_default()
                .to_string();
            assert!(
                notice.ends_with(&link_over_saved().to_string()),
                "{search}: {notice}"
            );
            assert_eq!(m.tree().leaves().len(), 8, "{search}: the default tree");
            assert!(m.apply(Action::Edit(Edit::Undo)).changed);
            assert_eq!(notation(&m), "[[1,2],[3,4]]");
        }
    }

    #[test]
    fn without_a_link_the_saved_work_opens_and_bad_saved_text_is_set_aside() {
        let o = Model::open("", Some(MINE), None, 1280.0);
        assert_eq!(notation(&o.model), "[[1,2],[3,4]]");
        assert_eq!(o.model.settings().root, Side::Min);
        assert_eq!(o.set_aside, None);
        assert_eq!(o.model.notice(Place::Page), None);
        assert!(!o.model.authoring().can_undo());
        let mine = parse_query(MINE).settings;
        assert_eq!(saved(&o.model), Some(("[[1,2],[3,4]]".into(), mine)));
        for bad in ["?tree=[[1,2],[3", "?root=min", "?tree=[1]&colour=red"] {
            let o = Model::open("?", Some(bad), None, 1280.0);
            assert_eq!(o.set_aside.as_deref(), Some(bad));
            let notice = o
                .model
                .notice(Place::Page)
                .map(ToString::to_string)
                .unwrap_or_default();
            assert!(notice.contains(SAVE_SET_ASIDE_KEY), "{notice}");
            assert!(notice.ends_with("the default tree is shown."), "{notice}");
            assert!(!o.model.authoring().can_undo());
        }
        // With a link, the set-aside text is said, and the link's tree shown.
        let o = Model::open(AIMA, Some("?tree=[[1,2],[3"), None, 1280.0);
        assert!(o.set_aside.is_some());
        assert!(o
            .model
            .notice(Place::Page)
            .map(ToString::to_string)
            .unwrap_or_default()
            .ends_with("the link's tree is shown."));
        assert!(o.model.to_save().is_some(), "nothing readable was saved");
    }

    #[test]
    fn opening_reports_no_changes() {
        for search in [
            "?root=min&step=51",
            "?fail=hard&rule=gt&algorithm=minimax&step=30",
            "?tree=[[1,2&root=min",
            "?tree=[[3,12,8],[2,4,6],[14,5,2]]&root=min&step=4",
            "?depth=1",
        ] {
            for saved in [None, Some(MINE)] {
                let m = Model::open(search, saved, None, 1280.0).model;
                assert_eq!(m.changes(), &crate::Changes::default(), "{search}");
            }
        }
    }

    #[test]
    fn a_refused_save_is_said_once() {
        let mut m = Model::open("?root=sideways", None, None, 1280.0).model;
        assert!(m.notice(Place::Page).is_some());
        assert!(m.apply(Action::View(ViewAction::SaveRefused)).changed);
        let notice = m
            .notice(Place::Page)
            .map(ToString::to_string)
            .unwrap_or_default();
        assert!(
            notice.starts_with("Some of the link was ignored"),
            "{notice}"
        );
        let refused = save_refused().to_string();
        assert!(notice.ends_with(&refused), "{notice}");
        assert!(refused.contains("Share & export") && refused.contains("Notation"));
        assert!(m.apply(Action::View(ViewAction::DismissNotice)).changed);
        assert!(!m.apply(Action::View(ViewAction::SaveRefused)).changed);
        assert_eq!(m.notice(Place::Page), None);
    }

    #[test]
    fn the_notation_file_opens_the_same_tree() {
        let m = Model::open("?tree=[<4>[x:3,5.50],B[-1,2]]&root=min", None, None, 1280.0).model;
        let file = m.notation_file();
        assert!(file.starts_with("# "), "{file}");
        assert!(file.contains("root Min"), "{file}");
        assert_eq!(::search::parse(&file).as_ref(), Ok(&**m.tree()));
    }

    #[test]
    fn saved_work_comes_back_as_it_was_seen() {
        let mut m = Model::open("", Some(MINE), None, 1280.0).model;
        m.apply(Action::Replay(Step::Seek(9)));
        m.apply(Action::View(ViewAction::Zoom(Zoom::In)));
        m.apply(Action::View(ViewAction::ToggleCode));
        let shown = m.view().show_code();
        let view = m.view_to_save().expect("saved work");
        let back = Model::open("", Some(MINE), Some(&view), 1280.0).model;
        assert_eq!(back.step(), 9);
        assert_eq!(back.view().scale(), m.view().scale());
        assert_eq!(back.view().show_code(), shown);
        // A link's view is its own, and its view is not saved over the work's.
        let plain = Model::open(AIMA, None, None, 1280.0).model;
        let link = Model::open(AIMA, Some(MINE), Some(&view), 1280.0).model;
        assert_eq!(link.step(), 0);
        assert_eq!(link.view().show_code(), plain.view().show_code());
        assert_eq!(link.view().scale(), plain.view().scale());
        assert_eq!(link.view_to_save(), None);
        // Unreadable or out-of-range parts are passed over.
        for junk in [
            "",
            "step=x&zoom=-3&code=2",
            "zoom=99999999",
            "step=99999999999999999999",
            "&&=&",
        ] {
            let m = Model::open("", Some(MINE), Some(junk), 1280.0).model;
            assert_eq!(m.view().show_code(), plain.view().show_code(), "{junk}");
            assert!(m.view().scale() <= ZOOMS[ZOOMS.len() - 1], "{junk}");
        }
    }
}
