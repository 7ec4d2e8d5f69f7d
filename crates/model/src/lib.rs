//! What the page shows, as plain data, and every action a person can take on it. Pure Rust (no
//! browser code): the Yew shell in `app/` wraps [`Model`] in a reducer and draws it, and native
//! tests drive it directly.
//!
//! The model is made of one part per concern, each in its own file:
//! - `analysis.rs`: the tree, the settings and everything searched or derived from them;
//! - `playback.rs`: the replay of the search, playing and its speed;
//! - `view.rs`: layout, folds, zoom, drawers, panels shown, the page's mode;
//! - `changes.rs`: what the last edit, setting, undo or redo changed in the search;
//! - `authoring.rs`: undo and redo, the notation draft, random trees, the selection, edits;
//! - `games.rs`: a game position's search shown as the tree (its root, each node's board);
//! - `play.rs`: the games' own model (`Play`, apart from this one): tic-tac-toe and Othello
//!   played, and their searches built as trees, which the page is handed;
//! - `effect.rs`: what an action asks of the page besides drawing it ([`Outcome`]);
//! - `keys.rs`: what a key does on the page;
//! - `notice.rs`: the messages shown in each place;
//! - `live.rs`: the live lecture: the page's side (`LivePage`: whether a live app is shown,
//!   what was reported to it) and the live app's own model (`LiveModel`, `live/apply.rs`);
//! - `saved.rs`: what the page opens with (a link, the work saved in this browser) and what it
//!   saves;
//!
//! Above the parts, plain data: `action.rs`, every [`Action`]. Above that, `model.rs`: the
//! [`Model`], a field per part, and how an action is applied; above both, `model/`: each part's
//! behaviour that needs the whole model (`model/facts.rs`: what the drawing needs of one node or
//! edge at the step shown). No part imports [`Model`]: imports run one way.
//!
//! The layers below are this crate's only dependencies, so an import of a layer above it (or of
//! the web) does not compile; this one, of the web, must not:
//!
//! ```compile_fail,E0432
//! use yew::Html;
//! ```

mod action;
mod analysis;
mod authoring;
pub mod challenge;
mod changes;
mod effect;
mod games;
pub mod keys;
pub mod live;
mod model;
mod notice;
pub mod play;
mod playback;
pub mod practice;
mod predict;
mod saved;
pub mod storage_keys;
mod view;

pub use action::{Action, Setting};
pub use analysis::Analysis;
pub use authoring::{Authoring, Direction, Edit, HISTORY};
pub use changes::Changes;
pub use effect::{Effect, Outcome};
pub use games::{hand_over, handed, GameRoot, Games, GAME_TREE_CAP};
pub use live::{
    Conn, LiveAction, LiveEffect, LiveError, LiveModel, LivePage, PageQuestion, PageView, Role,
    Seat,
};
pub use model::{Model, Opening};
pub use notice::{Notice, Place};
pub use playback::{Playback, Speed, Step, SPEEDS};
pub use predict::{ask, Guess, Predict, PredictAction, Question};
pub use storage_keys::{SAVE_KEY, SAVE_SET_ASIDE_KEY, VIEW_KEY};
pub use view::{
    auto_collapse, next_zoom, Mode, Panel, Toward, View, ViewAction, Zoom, COLLAPSED_SLOTS,
    COLLAPSE_OVER, DEFAULT_SCALE, EXPAND_STEP, FIT_MOST, NARROWEST_VIEW, ZOOMS,
};

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use ::search::{Settings, Side};

    #[test]
    fn a_query_opens_its_tab() {
        let m = Model::from_query(&query::parse_query("?mode=practice"), 1280.0);
        assert_eq!(m.view().mode(), Mode::Practice);
    }

    #[test]
    fn a_tree_that_cannot_be_read_stays_in_notation_to_mend() {
        let m = Model::from_query(&query::parse_query("?tree=[[1,2],[3"), 1280.0);
        assert_eq!(m.authoring().text(), Some("[[1,2],[3"));
        assert!(m.authoring().text_error().is_some());
        assert_eq!(m.view().panel(), Some(Panel::Text));
        let notice = m.notice(Place::Page).unwrap().to_string();
        assert!(notice.contains("Notation…"), "{notice}");
    }

    pub fn seeds() -> Model {
        Model::default_with_width(1280.0)
    }

    /// A full ternary subtree of `depth` levels; the leaves count up through `next`, with
    /// values `next % span - span / 2`.
    pub fn ternary(b: &mut ::search::TreeBuilder, depth: u32, next: &mut i64, span: i64) {
        if depth == 0 {
            *next += 1;
            b.leaf(None, ::search::Value::int(*next % span - span / 2));
            return;
        }
        b.open(None);
        for _ in 0..3 {
            ternary(b, depth - 1, next, span);
        }
        b.close();
    }

    /// A tree of 3^6 + 2 + 3^6 leaves under the root: big, uneven, opens folded.
    pub fn big_uneven() -> Model {
        let mut b = ::search::TreeBuilder::new();
        let mut next = 0;
        b.open(None);
        ternary(&mut b, 6, &mut next, 23);
        b.open(None);
        b.leaf(None, ::search::Value::int(1));
        b.leaf(None, ::search::Value::int(2));
        b.close();
        ternary(&mut b, 6, &mut next, 23);
        b.close();
        Model::new(b.finish(), Settings::default(), 1280.0)
    }

    #[test]
    fn version_moves_with_everything_but_the_replay() {
        let mut m = seeds();
        let v = m.version();
        for s in [
            Step::Forward,
            Step::Forward,
            Step::Back,
            Step::Last,
            Step::First,
        ] {
            m.apply(Action::Replay(s));
        }
        m.apply(Action::Replay(Step::SetSpeed(Speed::new(3))));
        m.apply(Action::Replay(Step::TogglePlay));
        m.apply(Action::Replay(Step::Tick));
        assert_eq!(m.version(), v, "stepping, playing and speed leave it");
        assert!(m.apply(Action::Setting(Setting::Root(Side::Min))).changed);
        assert_ne!(m.version(), v, "a setting moves it");
        let v = m.version();
        assert!(
            !m.apply(Action::Setting(Setting::Root(Side::Min))).changed,
            "no change"
        );
        assert_eq!(m.version(), v, "nothing changed, nothing moves");
        assert!(m.apply(Action::View(ViewAction::ToggleCode)).changed);
        assert_ne!(m.version(), v);
    }

    #[test]
    fn a_link_opens_without_noting_changes() {
        // The default tree under root Min prunes other leaves than under Max: opening it is no
        // edit, so nothing is "no longer pruned".
        for link in [
            "?root=min&step=51",
            "?tree=[[1,2&root=min",
            "?fail=hard&rule=gt",
        ] {
            let m = Model::from_query(&query::parse_query(link), 1280.0);
            assert_eq!(m.changes(), &Changes::default(), "{link}");
            assert_eq!(m.settings(), query::parse_query(link).settings);
        }
        let m = Model::from_query(&query::parse_query("?root=min&step=51"), 1280.0);
        assert_eq!(
            (m.step(), m.authoring().preset()),
            (m.steps().min(51), Some(0))
        );
    }

    #[test]
    fn a_bad_link_and_ignored_parts_make_one_page_notice() {
        let q = query::parse_query("?tree=[1,&root=sideways");
        let mut m = Model::from_query(&q, 1280.0);
        let text = m.notice(Place::Page).expect("a notice").to_string();
        assert!(
            text.starts_with("The tree in the link could not be read ("),
            "{text}"
        );
        assert!(text.contains(" Also: "), "{text}");
        assert_eq!(m.notice(Place::Card), None);
        assert!(m.apply(Action::View(ViewAction::DismissNotice)).changed);
        assert_eq!(m.notice(Place::Page), None);
        assert!(!m.apply(Action::View(ViewAction::DismissNotice)).changed);
    }

    /// Issue 42 (8): a field's refusal is said beside the settings and is done with at the
    /// next thing the person does (it stayed through a preset, steps and a theme).
    #[test]
    fn a_fields_refusal_is_done_with_at_the_next_action() {
        let mut m = seeds();
        let refused = || Action::View(ViewAction::FieldRefused("the low end 3 is above".into()));
        assert!(m.apply(refused()).changed);
        assert!(m.notice(Place::Field).is_some());
        assert_eq!(m.notice(Place::Page), None, "not over the whole page");
        let version = m.version();
        assert!(m.apply(Action::Replay(Step::Forward)).changed);
        assert_eq!(m.notice(Place::Field), None, "a step is the next thing");
        assert_ne!(
            m.version(),
            version,
            "and the settings are drawn again without it"
        );
        m.apply(refused());
        m.apply(Action::Edit(Edit::Preset(1)));
        assert_eq!(m.notice(Place::Field), None, "so is a preset");
    }
}
