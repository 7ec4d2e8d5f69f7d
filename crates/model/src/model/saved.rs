//! The page's [`Model`] opened from a link and the work saved, and what it saves (the
//! saving part's behaviour that needs the whole model).

use crate::authoring::{preset_of, Relation, Snapshot};
use crate::notice::{Notice, Place};
use crate::saved::{link_over_saved, opened, read_saved, save_refused, ZOOM_UNIT};
use crate::storage_keys::SAVE_SET_ASIDE_KEY;
use crate::{Action, Model, PredictAction, Speed, Step, ViewAction, DEFAULT_SCALE};
use ::search::{Settings, Tree};
use i18n::Said;
use i18n::{said, t};
use query::{parse_query, to_query};
use std::rc::Rc;
use teach::narrate;

/// What the page opens with: the model, and saved text that could not be read, to be set
/// aside under [`SAVE_SET_ASIDE_KEY`] (and the save key cleared) by the caller.
#[derive(Debug)]
pub struct Opening {
    pub model: Model,
    pub set_aside: Option<String>,
}

impl Model {
    /// The page for the address's query `search` (`?tree=...`, or empty) and the text saved in
    /// this browser under [`SAVE_KEY`](crate::SAVE_KEY), if any.
    ///
    /// Without a query, or with one that asks for no tree or search of its own (a set of
    /// exercises, a tab, a language), the saved work (or the default), then the rest of the
    /// link. With one, what the link asks for (see [`Model::from_query`]); a link never loses
    /// saved work: a saved tree other than the link's becomes the step before it in the undo
    /// history, with its settings, and a notice says so; the saved text is not written over
    /// until what the link opened is changed ([`Model::to_save`]). Saved work that is only
    /// what a link or the default page opened, unchanged, is no work: the link shows over it
    /// without a word. Saved text that cannot be read is set aside, with a notice.
    /// The saved work comes back as it was last seen (`view`, see [`VIEW_KEY`](crate::VIEW_KEY)); a link's
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

    /// How the saved work is seen, to keep under [`VIEW_KEY`](crate::VIEW_KEY); None while [`Model::to_save`]
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

    /// The text to keep in this browser under [`SAVE_KEY`](crate::SAVE_KEY) for the tree and settings shown,
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
