//! The page's [`Model`] acting on how its tree is shown (the [`View`](crate::View) part's
//! behaviour that needs the whole model).

use crate::notice::{Notice, Place};
use crate::view::{Mode, ViewAction};
use crate::{Effect, Model};
use draw::LEVEL_HEIGHT;
use i18n::said;
use search::NodeId;
use std::rc::Rc;

impl Model {
    /// Applies a change of view; false if nothing changed.
    pub(super) fn view_action(&mut self, action: ViewAction) -> bool {
        let tree = Rc::clone(self.analysis.tree());
        let boards = self.games.boards().is_some();
        let view = &mut self.view;
        match action {
            ViewAction::Select(node) => self.select(node),
            ViewAction::CloseCard => {
                self.notices.clear(Place::Card);
                self.authoring.select(None)
            }
            ViewAction::ToggleCode => {
                view.show_code = !view.show_code;
                self.ask(Effect::MeasureWidth);
                true
            }
            ViewAction::TogglePresentCode => {
                view.present_code = !view.present_code;
                view.present()
            }
            ViewAction::ToggleSkipped => {
                view.show_skipped = !view.show_skipped;
                true
            }
            ViewAction::ToggleCollapse(node) => view.toggle_collapse(&tree, node, boards),
            ViewAction::ExpandAll => view.fold_all(&tree, false, boards),
            ViewAction::CollapseBig => view.fold_all(&tree, true, boards),
            ViewAction::TogglePanel(panel) => {
                view.panel = if view.panel == Some(panel) {
                    None
                } else {
                    Some(panel)
                };
                self.notices.clear(Place::Drawer);
                if self.view.panel.is_some() {
                    self.ask(Effect::EnterDrawer);
                }
                true
            }
            ViewAction::CloseDrawer => {
                let Some(panel) = view.panel.take() else {
                    return false;
                };
                self.notices.clear(Place::Drawer);
                self.ask(Effect::FocusDrawerButton(panel));
                true
            }
            ViewAction::Zoom(zoom) => view.zoom_to(&tree, zoom, boards),
            ViewAction::Print(sheet) => {
                view.print = Some(sheet);
                self.ask(Effect::Print(sheet));
                true
            }
            ViewAction::Resize(width) => view.resize(&tree, width, boards),
            ViewAction::Mode(mode) => {
                self.playback.pause();
                self.view.set_mode(mode)
            }
            ViewAction::DismissNotice => self.notices.clear(Place::Page),
            ViewAction::SaveRefused => self.save_refused(),
            ViewAction::Present(on) => {
                // Only the trees are presented.
                if on == view.present() || (on && view.mode != Mode::Trees) {
                    return false;
                }
                // Back to the scale from before; the page fits the drawing to the screen on
                // entering (`Zoom::Fit`, at least `PRESENT_LEAST`).
                match view.present.take() {
                    Some(before) => {
                        view.scale = before;
                        view.set_level_height(&tree, LEVEL_HEIGHT, boards);
                    }
                    None => view.present = Some(view.scale),
                }
                // Presenting fits the tree to the screen, however narrow: laid out for that.
                view.lay_out(&tree, boards);
                true
            }
            ViewAction::Language(lang) => std::mem::replace(&mut view.lang, lang) != lang,
            ViewAction::LanguageFailed(lang) => {
                let why = said!(LANG_FAILED, language = lang.endonym());
                self.notices.show(Notice::new(Place::Page, why));
                true
            }
            ViewAction::FieldRefused(why) => {
                self.notices.show(Notice::new(Place::Field, why));
                true
            }
            ViewAction::SheetMade(Ok(())) => self.notices.clear(Place::Drawer),
            ViewAction::SheetMade(Err(why)) => {
                self.notices.show(Notice::new(Place::Drawer, why));
                true
            }
        }
    }

    /// Opens `node`'s card (pausing the replay).
    fn select(&mut self, node: NodeId) -> bool {
        if (node as usize) >= self.tree().len() || self.authoring.selected() == Some(node) {
            return false;
        }
        self.playback.pause();
        self.notices.clear(Place::Card);
        self.authoring.select(Some(node))
    }
}
