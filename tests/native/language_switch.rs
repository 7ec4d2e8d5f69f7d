//! No sentence stays in the language it was made in (issue 29): what the model says (notices,
//! Predict's verdict, practice's field errors and explanation, the games' notes, the warning)
//! is kept as data and worded when shown, so that a change of language words it again.

use alphabeta_lab::games::tictactoe::Mark;
use alphabeta_lab::i18n::{use_language, Lang};
use alphabeta_lab::model::play::{GameAction, Play};
use alphabeta_lab::model::practice::{Field, Practice, PracticeAction};
use alphabeta_lab::model::{
    Action, Edit, Guess, Model, Place, PredictAction, Question, Setting, Step, ViewAction,
};
use alphabeta_lab::search::{parse, Settings};
use alphabeta_lab::teach::practice::{answer_key, Difficulty};

/// What `said` shows in `lang` (and English put back after).
fn in_language(lang: Lang, said: impl Fn() -> String) -> String {
    use_language(lang).expect("the language reads");
    let shown = said();
    use_language(Lang::En).expect("English");
    shown
}

/// The English words (of 4 letters or more) of `english` that `other` still shows.
fn english_left(english: &str, other: &str) -> Vec<String> {
    english
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 4)
        .filter(|w| {
            other
                .split(|c: char| !c.is_ascii_alphabetic())
                .any(|o| o == *w)
        })
        .map(str::to_string)
        .collect()
}

/// `said` worded in English, then in each other language: none keeps the English sentence
/// (but for what was typed, a link's parameters, say: `kept`).
fn reworded_keeping(what: &str, kept: &[&str], said: impl Fn() -> String) {
    let english = said();
    assert!(!english.is_empty(), "{what}: nothing said");
    for lang in [Lang::Ja, Lang::Zh, Lang::Sl] {
        let other = in_language(lang, &said);
        let mut left = english_left(&english, &other);
        left.retain(|w| !kept.contains(&w.as_str()));
        assert!(
            other != english && left.is_empty(),
            "{what} in {}: {other:?} keeps {left:?} of {english:?}",
            lang.code()
        );
    }
    assert_eq!(said(), english, "{what}: back in English");
}

fn reworded(what: &str, said: impl Fn() -> String) {
    reworded_keeping(what, &[], said);
}

#[test]
fn a_links_notice_made_before_the_language_is_read_is_shown_in_it() {
    // The page opens the link's model in English, then reads the link's language (`&lang=ja`).
    for link in ["?tree=[[1,2]&lang=ja", "?root=sideways&foo=1&lang=ja"] {
        let m = Model::open(link, None, None, 1280.0).model;
        reworded_keeping(link, &["root", "sideways", "parameter"], || {
            m.notice(Place::Page).expect("a notice").to_string()
        });
    }
    // Saved work that cannot be read, over a link.
    let m = Model::open("?root=min", Some("tree=[[1"), None, 1280.0).model;
    reworded_keeping(
        "unreadable saved work",
        &["alphabeta", "unreadable"],
        || m.notice(Place::Page).expect("a notice").to_string(),
    );
}

#[test]
fn a_refused_edit_is_said_in_the_language_shown() {
    let mut m = Model::default_with_width(1280.0);
    m.apply(Action::Edit(Edit::Value(3, "abc".into())));
    reworded("a refused value", || {
        m.notice(Place::Card).expect("a notice").to_string()
    });
    m.apply(Action::Edit(Edit::Delete(0)));
    reworded("a refused deletion", || {
        m.notice(Place::Card).expect("a notice").to_string()
    });
    m.apply(Action::View(ViewAction::LanguageFailed(Lang::Zh)));
    reworded("a language not loaded", || {
        m.notice(Place::Page).expect("a notice").to_string()
    });
    m.apply(Action::Setting(Setting::DepthLimit(Some(1))));
    reworded("the depth-limit warning", || {
        m.analysis().warning().expect("a warning").to_string()
    });
}

#[test]
fn predicts_verdict_is_said_in_the_language_shown() {
    let mut m = Model::new(
        parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap(),
        Settings::default(),
        1280.0,
    );
    m.apply(Action::Predict(PredictAction::Toggle));
    while !matches!(m.predict().asked(), Some(Question::Value(_))) {
        assert!(
            m.apply(Action::Replay(Step::Forward)).changed,
            "a question comes"
        );
    }
    m.apply(Action::Predict(PredictAction::Answer(Guess::Value(
        "three".into(),
    ))));
    reworded_keeping("a guess that is no value", &["three"], || {
        m.predict().said().expect("said").1.to_string()
    });
    m.apply(Action::Predict(PredictAction::Answer(Guess::Value(
        "3".into(),
    ))));
    reworded("the verdict", || {
        m.predict().said().expect("said").1.to_string()
    });
}

#[test]
fn practices_errors_and_explanation_are_said_in_the_language_shown() {
    let mut p = Practice::drawn(Difficulty::Easy, 7, Settings::default());
    p.apply(PracticeAction::Type(0, Field::Value, "three".into()));
    reworded_keeping("a field's error", &["three"], || {
        p.error(0, Field::Value).expect("an error").to_string()
    });
    // Every value right but the root's: the first mistake is explained.
    let key = answer_key(
        p.tree(),
        &alphabeta_lab::search::search(p.tree(), p.settings()),
    );
    for (n, v) in key.values {
        let text = if n == 0 { "99".into() } else { v.show(false) };
        p.apply(PracticeAction::Type(n, Field::Value, text));
    }
    p.apply(PracticeAction::Check);
    reworded("the first mistake", || p.explanation().expect("a mistake"));
}

#[test]
fn the_games_notes_are_said_in_the_language_shown() {
    let mut play = Play::default();
    play.apply(GameAction::NewTicTacToe(Mark::X));
    play.apply(GameAction::TicTacToeCell(4));
    play.apply(GameAction::TicTacToeCell(4));
    reworded("a taken cell", || play.note().expect("a note").to_string());
    play.apply(GameAction::OthelloSquare(0));
    reworded("an illegal Othello move", || {
        play.note().expect("a note").to_string()
    });
}
