//! The work kept in this browser: what the page opens with (a link, what was saved, or both),
//! what to write back and when, telling a person when it cannot be kept, and the notation file
//! that keeps a tree whose link is too long to share. The decisions are here, natively tested;
//! the app only reads and writes the storage (`app/browser.rs`).

use super::authoring::{preset_of, Relation, Snapshot};
use super::notice::{Notice, Place};
use super::storage_keys::SAVE_SET_ASIDE_KEY;
use super::{Action, Model, PredictAction, Speed, Step, ViewAction, DEFAULT_SCALE};
use ::search::{Settings, Tree};
use i18n::{m, Said};
use i18n::{said, t};
use query::{parse_query, to_query};
use std::rc::Rc;
use teach::narrate;
use teach::Worded;

mod opened;

/// A zoom kept as an integer: thousandths of the scale.
const ZOOM_UNIT: f32 = 1000.0;

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
    shown_over_saved: Option<(Rc<Tree>, Settings)>,
    /// A failed save has been said.
    told_refused: bool,
    /// The tree and settings the page opened with when they are no work of a person's (a
    /// link's, the default, saved work that was one of these): while shown, the view kept
    /// says so ([`opened`]).
    opened: Option<(Rc<Tree>, Settings)>,
}

/// What the page opens with: the model, and saved text that could not be read, to be set
/// aside under [`SAVE_SET_ASIDE_KEY`] (and the save key cleared) by the caller.
#[derive(Debug)]
pub struct Opening {
    pub model: Model,
    pub set_aside: Option<String>,
}

/// Saved text read: the tree and settings, or why it cannot be read.
fn read_saved(saved: &str) -> Result<(Tree, Settings), Said> {
    let q = parse_query(saved);
    match q.tree {
        Some(Ok(tree)) if q.problems.is_empty() => Ok((tree, q.settings)),
        Some(Ok(_)) => Err(Said::joined(q.problems, m::PAGE_PROBLEM_SEPARATOR.0)),
        Some(Err(e)) => Err(e.said()),
        None => Err(said!(PAGE_SAVED_NO_TREE)),
    }
}

impl Model {
    /// The page for the address's query `search` (`?tree=...`, or empty) and the text saved in
    /// this browser under [`SAVE_KEY`](super::SAVE_KEY), if any.
    ///
    /// Without a query, or with one that asks for no tree or search of its own (a set of
    /// exercises, a tab, a language), the saved work (or the default), then the rest of the
    /// link. With one, what the link asks for (see [`Model::from_query`]); a link never loses
    /// saved work: a saved tree other than the link's becomes the step before it in the undo
    /// history, with its settings, and a notice says so; the saved text is not written over
    /// until what the link opened is changed ([`Model::to_save`]). Saved work that is only
    /// what a link or the default page opened, unchanged, is no work: the link shows over it
    /// without a word. Saved text that cannot be read is set aside, with a notice.
    /// The saved work comes back as it was last seen (`view`, see [`VIEW_KEY`](super::VIEW_KEY)); a link's
    /// own view wins.
    pub fn open(search: &str, saved: Option<&str>, view: Option<&str>, view_width: f32) -> Opening {
        let link = !search.trim_start_matches('?').trim().is_empty();
        let own = link && opened::asks_for_work(search);
        let saved = saved
            .filter(|s| !s.trim().is_empty())
            .filter(|s| !(own && opened::unchanged(s, view)));
        let read = saved.map(read_saved);
        let mut m = match &read {
            _ if own => Model::from_query(&parse_query(search), view_width),
            Some(Ok((tree, settings))) => {
                let mut m = Model::new(tree.clone(), *settings, view_width);
                m.authoring.set_preset(preset_of(tree));
                m
            }
            _ => Model::default_with_width(view_width),
        };
        let mut set_aside = None;
        let no_work = match read {
            Some(Ok((tree, settings))) if own => {
                m.keep_before_link(tree, settings);
                false
            }
            Some(Err(why)) => {
                set_aside = saved.map(str::to_string);
                let shown = if own { "link" } else { "default" };
                m.tell(said!(
                    PAGE_SAVED_UNREADABLE,
                    why = why,
                    key = SAVE_SET_ASIDE_KEY,
                    shown = shown
                ));
                true
            }
            Some(Ok(_)) => {
                m.restore_view(view.unwrap_or_default());
                saved.is_some_and(|s| opened::unchanged(s, view))
            }
            None => true,
        };
        if no_work {
            m.saving.opened = Some((Rc::clone(m.tree()), m.settings()));
        }
        if link && !own {
            m.follow_link(&parse_query(search));
        }
        Opening {
            model: m,
            set_aside,
        }
    }

    /// How the saved work is seen, to keep under [`VIEW_KEY`](super::VIEW_KEY); None while [`Model::to_save`]
    /// keeps nothing (a link's view is its own).
    pub fn view_to_save(&self) -> Option<String> {
        if self.shows_link_over_saved() {
            return None;
        }
        let zoom = (self.view.scale() * ZOOM_UNIT).round() as u32;
        let code = u8::from(self.view.show_code());
        let step = self.step();
        let speed = self.playback.speed().index();
        let predict = u8::from(self.predict.on());
        let (right, answered) = self.predict.tally();
        let mut text = format!(
            "step={step}&zoom={zoom}&code={code}&speed={speed}&predict={predict}&tally={right}/{answered}"
        );
        if let Some(saved) = self.to_save().filter(|_| self.shows_as_opened()) {
            text += &format!("&{}={}", opened::OPENED, opened::fingerprint(&saved));
        }
        Some(text)
    }

    /// Whether what is shown is what the page opened with, as no work of a person's.
    fn shows_as_opened(&self) -> bool {
        self.saving.opened.as_ref().is_some_and(|(tree, settings)| {
            *settings == self.settings()
                && (Rc::ptr_eq(tree, self.tree()) || **tree == **self.tree())
        })
    }

    /// Shows the work as `text` ([`Model::view_to_save`]) says it was seen; anything in it
    /// that cannot be read is passed over.
    fn restore_view(&mut self, text: &str) {
        for pair in text.split('&') {
            match pair.split_once('=') {
                Some(("step", n)) => {
                    if let Ok(n) = n.parse() {
                        self.apply(Action::Replay(Step::Seek(n)));
                    }
                }
                Some(("zoom", z)) => {
                    if let Ok(z) = z.parse::<u32>() {
                        self.view.set_scale(z as f32 / ZOOM_UNIT);
                    }
                }
                Some(("code", shown @ ("0" | "1"))) if (shown == "1") != self.view.show_code() => {
                    self.apply(Action::View(ViewAction::ToggleCode));
                }
                Some(("speed", i)) => {
                    if let Ok(i) = i.parse() {
                        self.apply(Action::Replay(Step::SetSpeed(Speed::new(i))));
                    }
                }
                Some(("predict", on @ ("0" | "1"))) if (on == "1") != self.predict.on() => {
                    self.apply(Action::Predict(PredictAction::Toggle));
                }
                Some(("tally", tally)) => {
                    let parsed = tally.split_once('/').map(|(r, a)| (r.parse(), a.parse()));
                    if let Some((Ok(right), Ok(answered))) = parsed {
                        self.predict.set_tally(right, answered);
                    }
                }
                _ => {}
            }
        }
    }

    /// The saved `tree`, other than the link's, as the step before it (with its `settings`),
    /// said in a notice; what the link opened is not saved over it until changed.
    fn keep_before_link(&mut self, tree: Tree, settings: Settings) {
        if tree != **self.tree() || settings != self.settings() {
            self.authoring.push_undo(Snapshot {
                tree: Rc::new(tree),
                settings: Some(settings),
                nodes: Relation::Unrelated,
                scale: DEFAULT_SCALE,
            });
            self.tell(link_over_saved());
        }
        self.saving.shown_over_saved = Some((Rc::clone(self.tree()), self.settings()));
    }

    /// The text to keep in this browser under [`SAVE_KEY`](super::SAVE_KEY) for the tree and settings shown,
    /// or None while they are what a link opened over other saved work (that work stays saved
    /// until they change).
    pub fn to_save(&self) -> Option<String> {
        (!self.shows_link_over_saved()).then(|| to_query(self.tree(), self.settings(), None))
    }

    /// Whether what is shown is still what a link opened over other saved work.
    pub(super) fn shows_link_over_saved(&self) -> bool {
        self.saving
            .shown_over_saved
            .as_ref()
            .is_some_and(|(tree, settings)| {
                *settings == self.settings()
                    && (Rc::ptr_eq(tree, self.tree()) || **tree == **self.tree())
            })
    }

    /// The browser refused to save: said once (true), and never again (false).
    pub(super) fn save_refused(&mut self) -> bool {
        if self.saving.told_refused {
            return false;
        }
        self.saving.told_refused = true;
        self.tell(save_refused());
        true
    }

    /// Adds `text` to the page's notice (after what it already says).
    pub(super) fn tell(&mut self, text: Said) {
        let text = match self.notices.take(Place::Page) {
            Some(before) => said!(PAGE_NOTICE_THEN, before = before, text = text),
            None => text,
        };
        self.notify(Notice::new(Place::Page, text));
    }

    /// The tree as a notation file: a comment saying what it is, how to open it and the
    /// conventions in force, then the notation (parsing the file gives the tree back).
    pub fn notation_file(&self) -> String {
        format!(
            "# {}\n# {}\n{}\n",
            t!(PAGE_NOTATION_FILE_HEAD),
            t!(
                PAGE_NOTATION_FILE_CONVENTIONS,
                conventions = narrate::conventions(&self.settings(), narrate::Style::PLAIN)
            ),
            self.tree().to_notation()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
