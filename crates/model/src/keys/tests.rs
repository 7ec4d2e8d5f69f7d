//! The key map, natively: each key's action, and where the focus keeps a key for itself.

use super::*;
use crate::tests::seeds;
use crate::{Effect, Model, Panel};

const NOWHERE: Focus = Focus {
    typing: false,
    pressing: false,
    in_card: false,
};
const TYPING: Focus = Focus {
    typing: true,
    pressing: true,
    in_card: false,
};
const ON_A_BUTTON: Focus = Focus {
    typing: false,
    pressing: true,
    in_card: false,
};
const IN_THE_CARD: Focus = Focus {
    typing: false,
    pressing: true,
    in_card: true,
};

fn command(name: &str, shift: bool) -> Key<'_> {
    Key {
        name,
        command: true,
        shift,
        alt: false,
    }
}

#[test]
fn the_replay_keys_step_and_space_plays() {
    let m = seeds();
    for (name, step) in [
        ("ArrowRight", Step::Forward),
        ("ArrowLeft", Step::Back),
        ("Home", Step::First),
        ("End", Step::Last),
        (" ", Step::TogglePlay),
        ("Spacebar", Step::TogglePlay),
    ] {
        let action = page_key(Key::plain(name), NOWHERE, m.view());
        assert_eq!(action, Some(Action::Replay(step)), "{name}");
        assert_eq!(page_key(Key::plain(name), TYPING, m.view()), None, "{name}");
    }
    // A button keeps Space for itself, not the arrows.
    assert_eq!(page_key(Key::plain(" "), ON_A_BUTTON, m.view()), None);
    assert_eq!(
        page_key(Key::plain("ArrowRight"), ON_A_BUTTON, m.view()),
        Some(Action::Replay(Step::Forward))
    );
    assert_eq!(page_key(Key::plain("x"), NOWHERE, m.view()), None);
    let alt = Key {
        alt: true,
        ..Key::plain("ArrowRight")
    };
    assert_eq!(
        page_key(alt, NOWHERE, m.view()),
        None,
        "Alt+arrow is the browser's"
    );
}

#[test]
fn undo_and_redo_are_the_pages_but_in_a_text_field() {
    let m = seeds();
    let undo = Some(Action::Edit(Edit::Undo));
    let redo = Some(Action::Edit(Edit::Redo));
    assert_eq!(page_key(command("z", false), NOWHERE, m.view()), undo);
    assert_eq!(page_key(command("Z", false), NOWHERE, m.view()), undo);
    assert_eq!(page_key(command("Z", true), NOWHERE, m.view()), redo);
    assert_eq!(page_key(command("y", false), NOWHERE, m.view()), redo);
    assert_eq!(page_key(command("z", false), TYPING, m.view()), None);
    assert_eq!(page_key(command("c", false), NOWHERE, m.view()), None);
}

#[test]
fn esc_closes_the_open_drawer_and_the_model_says_which() {
    let mut m = seeds();
    let esc = Key::plain("Escape");
    assert_eq!(page_key(esc, NOWHERE, m.view()), None, "no drawer open");
    m.apply(Action::View(ViewAction::TogglePanel(Panel::Text)));
    let close = page_key(esc, TYPING, m.view()).expect("closes from the notation too");
    assert_eq!(close, Action::View(ViewAction::CloseDrawer));
    assert_eq!(page_key(esc, IN_THE_CARD, m.view()), None, "the card's own");
    let outcome = m.apply(close);
    assert!(outcome.changed);
    assert_eq!(outcome.effects, [Effect::FocusDrawerButton(Panel::Text)]);
    assert_eq!(m.view().panel(), None);
    let again = m.apply(Action::View(ViewAction::CloseDrawer));
    assert!(
        !again.changed && again.effects.is_empty(),
        "nothing to close"
    );
}

#[test]
fn p_presents_and_esc_stops_presenting_before_it_closes_a_drawer() {
    let mut m: Model = seeds();
    let p = page_key(Key::plain("p"), ON_A_BUTTON, m.view());
    assert_eq!(p, Some(Action::View(ViewAction::Present(true))));
    assert_eq!(page_key(Key::plain("P"), TYPING, m.view()), None);
    m.apply(Action::View(ViewAction::TogglePanel(Panel::Export)));
    m.apply(p.expect("P"));
    assert!(m.view().present());
    let stop = Some(Action::View(ViewAction::Present(false)));
    assert_eq!(page_key(Key::plain("Escape"), NOWHERE, m.view()), stop);
    assert_eq!(page_key(Key::plain("p"), NOWHERE, m.view()), stop);
}

#[test]
fn presenting_steps_wherever_the_focus_is_but_in_a_text_field() {
    for (key, step) in [
        (Key::plain("PageDown"), Step::Forward),
        (Key::plain("PageUp"), Step::Back),
        (Key::plain(" "), Step::Forward),
        (
            Key {
                shift: true,
                ..Key::plain(" ")
            },
            Step::Back,
        ),
        (Key::plain("ArrowLeft"), Step::Back),
        (Key::plain("End"), Step::Last),
    ] {
        assert_eq!(presenting_key(key, ON_A_BUTTON), Some(step), "{key:?}");
        assert_eq!(presenting_key(key, TYPING), None, "{key:?}");
    }
    assert_eq!(presenting_key(command("ArrowRight", false), NOWHERE), None);
    assert_eq!(presenting_key(Key::plain("Escape"), NOWHERE), None);
}
