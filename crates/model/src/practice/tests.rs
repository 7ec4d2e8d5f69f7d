//! Practice's state: answers typed and marked, graded, locked, hinted, kept and read back.

use super::*;
use ::search::{parse, Fail};
use teach::practice::answer_key;

/// The seeds' first figure (SEEDS.md): A = 3, C and D cut after their first leaf.
const FIGURE: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

fn given(text: &str, settings: Settings) -> Practice {
    Practice::new(Rc::new(parse(text).unwrap()), settings, Source::Given)
}

/// Types the answer key's values and marks into `p` (alpha and beta too when asked).
fn answer_rightly(p: &mut Practice) {
    let key = answer_key(p.tree(), &p.trace);
    for (n, v) in key.values {
        p.apply(PracticeAction::Type(n, Field::Value, v.show(false)));
    }
    for n in key.pruned {
        p.apply(PracticeAction::Mark(n));
    }
    if p.asks_alpha_beta() {
        for (n, a, b) in key.alpha_beta {
            p.apply(PracticeAction::Type(n, Field::Alpha, a.show(true)));
            p.apply(PracticeAction::Type(n, Field::Beta, b.show(true)));
        }
    }
}

fn label(p: &Practice, text: &str) -> NodeId {
    teach::practice::LabelIndex::new(p.tree())
        .find(text)
        .unwrap()
}

#[test]
fn the_right_answers_under_each_convention_score_full_marks() {
    for fail in [Fail::Soft, Fail::Hard] {
        for ask in [false, true] {
            let settings = Settings {
                fail,
                ..Settings::default()
            };
            let mut p = given(FIGURE, settings);
            p.apply(PracticeAction::AskAlphaBeta(ask));
            answer_rightly(&mut p);
            assert!(p.apply(PracticeAction::Check));
            let grade = p.checked().expect("checked");
            assert!(grade.correct(), "{fail:?} {ask}: {grade:?}");
            assert_eq!(Practice::score(grade, 0), 1.0);
            assert_eq!(p.history().len(), 1);
        }
    }
}

#[test]
fn a_wrong_value_is_found_and_named_first_in_search_order() {
    let mut p = given(FIGURE, Settings::default());
    answer_rightly(&mut p);
    let c = label(&p, "C");
    p.apply(PracticeAction::Type(c, Field::Value, "4".into()));
    p.apply(PracticeAction::Check);
    let grade = p.checked().unwrap();
    assert_eq!(grade.wrong_values, vec![c]);
    let first = grade.first_mistake.as_ref().unwrap();
    assert_eq!(first.node, c);
    assert!(Practice::score(grade, 0) < 1.0);
}

#[test]
fn text_that_is_not_a_value_is_kept_and_said_and_changes_nothing_else() {
    let mut p = given(FIGURE, Settings::default());
    let b = label(&p, "B");
    p.apply(PracticeAction::Type(b, Field::Value, "3".into()));
    let before = p.answers();
    assert!(p.apply(PracticeAction::Type(0, Field::Value, "three".into())));
    assert_eq!(p.draft(0, Field::Value), "three");
    assert!(p
        .error(0, Field::Value)
        .unwrap()
        .to_string()
        .contains("\"three\""));
    assert_eq!(p.answers(), before, "the bad text is not an answer");
    // Corrected, the message goes.
    p.apply(PracticeAction::Type(0, Field::Value, "3".into()));
    assert_eq!(p.error(0, Field::Value), None);
    assert_eq!(p.answers().values.len(), 2);
    // Emptied, the answer goes.
    p.apply(PracticeAction::Type(0, Field::Value, String::new()));
    assert_eq!(p.answers().values.len(), 1);
}

#[test]
fn a_leaf_or_a_node_past_the_tree_takes_no_answer() {
    let mut p = given(FIGURE, Settings::default());
    let leaf = label(&p, "E");
    assert!(!p.apply(PracticeAction::Type(leaf, Field::Value, "3".into())));
    assert!(!p.apply(PracticeAction::Type(99, Field::Value, "3".into())));
    assert!(!p.apply(PracticeAction::Mark(99)));
    assert!(
        !p.apply(PracticeAction::Mark(0)),
        "the root is always searched"
    );
}

#[test]
fn a_second_click_takes_a_mark_back_and_a_mark_covers_its_subtree() {
    let mut p = given("[[[1,2],[3,4]],[5,6]]", Settings::default());
    let b = label(&p, "B");
    let d = label(&p, "D");
    p.apply(PracticeAction::Mark(b));
    assert!(p.marked(b) && p.covered(d) && !p.marked(d));
    p.apply(PracticeAction::Mark(b));
    assert!(!p.covered(d));
}

#[test]
fn a_checked_exercise_is_locked_until_tried_again() {
    let mut p = given(FIGURE, Settings::default());
    p.apply(PracticeAction::Check);
    assert!(!p.apply(PracticeAction::Type(0, Field::Value, "3".into())));
    assert!(!p.apply(PracticeAction::Mark(1)));
    assert!(p.apply(PracticeAction::TryAgain));
    assert!(p.checked().is_none());
    assert!(p.apply(PracticeAction::Type(0, Field::Value, "3".into())));
}

#[test]
fn nothing_answered_scores_nothing_in_the_page() {
    let mut p = given(FIGURE, Settings::default());
    p.apply(PracticeAction::Check);
    let grade = p.checked().unwrap();
    assert_eq!(grade.unanswered.len(), 4, "A, B, C and D");
    assert!(Practice::score(grade, 0) < 0.5);
}

#[test]
fn each_hint_shows_one_step_and_costs_half_a_part() {
    let mut p = given(FIGURE, Settings::default());
    answer_rightly(&mut p);
    for i in 0..3 {
        assert_eq!(p.hint_steps().len(), i);
        assert!(p.apply(PracticeAction::Hint));
    }
    assert!(p.hint_steps()[0].contains('A'), "{:?}", p.hint_steps());
    assert_eq!(p.hinted_node(), p.trace.events.get(2).map(|e| e.node()));
    p.apply(PracticeAction::Check);
    let grade = p.checked().unwrap();
    let parts = grade.out_of as f64;
    assert_eq!(Practice::score(grade, p.hints()), (parts - 1.5) / parts);
    assert_eq!(p.history()[0].hints, 3);
    // Hints end with the search.
    while p.apply(PracticeAction::Hint) {}
    assert!(p.hints_used_up());
    assert_eq!(p.hints(), p.trace.events.len());
}

#[test]
fn the_same_exercise_given_again_keeps_its_answers_and_another_starts_afresh() {
    let mut p = given(FIGURE, Settings::default());
    p.apply(PracticeAction::Type(0, Field::Value, "3".into()));
    p.apply(PracticeAction::Check);
    let tree = p.tree().clone();
    assert!(!p.apply(PracticeAction::Given(
        tree,
        Settings::default(),
        Source::Given
    )));
    assert_eq!(p.draft(0, Field::Value), "3");
    let other = Rc::new(parse("[[1,2],[3,4]]").unwrap());
    assert!(p.apply(PracticeAction::Given(
        other,
        Settings::default(),
        Source::Given
    )));
    assert_eq!(p.draft(0, Field::Value), "");
    assert!(p.checked().is_none());
    assert_eq!(p.history().len(), 1, "past scores stay");
}

#[test]
fn other_conventions_grade_the_same_answers_by_their_own_values() {
    let hard = Settings {
        fail: Fail::Hard,
        ..Settings::default()
    };
    // The first medium exercise whose values differ between fail-soft and fail-hard.
    let (tree, differ) = (0..200)
        .find_map(|seed| {
            let tree = Rc::new(practice::exercise(seed, Difficulty::Medium));
            let soft = answer_key(&tree, &search(&tree, Settings::default())).values;
            let hard = answer_key(&tree, &search(&tree, hard)).values;
            let differ: Vec<NodeId> = soft
                .iter()
                .filter(|v| !hard.contains(v))
                .map(|&(n, _)| n)
                .collect();
            (!differ.is_empty()).then_some((tree, differ))
        })
        .expect("some exercise differs");
    let mut p = Practice::new(tree, Settings::default(), Source::Given);
    answer_rightly(&mut p);
    assert!(p.apply(PracticeAction::Conventions(hard)));
    assert!(p.conventions().contains("fail-hard"), "{}", p.conventions());
    p.apply(PracticeAction::Check);
    let mut wrong = p.checked().unwrap().wrong_values.clone();
    wrong.sort_unstable();
    let mut differ = differ;
    differ.sort_unstable();
    assert_eq!(wrong, differ);
}

#[test]
fn a_drawn_exercise_is_the_one_ablab_gives() {
    let mut p = given(FIGURE, Settings::default());
    p.apply(PracticeAction::Draw(Difficulty::Medium, 7));
    let expected = practice::exercise(7, Difficulty::Medium);
    assert_eq!(**p.tree(), expected);
    assert_eq!(p.source(), Source::Drawn(Difficulty::Medium, 7));
    assert_eq!(p.name(), "medium #7");
}

#[test]
fn a_past_score_is_named_as_kept_and_shown_in_words() {
    let record = |name: &str| Record {
        name: name.into(),
        score: 1.0,
        hints: 0,
    };
    // Kept as the storage has it; shown in the language in force (English here).
    assert_eq!(record("hard #12").shown_name(), "Hard exercise #12");
    assert_eq!(record("[1,[2,3]]").shown_name(), "[1,[2,3]]");
    assert_eq!(record("odd #x").shown_name(), "odd #x");
}

#[test]
fn practice_is_kept_and_read_back_as_it_was() {
    let mut p = given(FIGURE, Settings::default());
    p.apply(PracticeAction::AskAlphaBeta(true));
    p.apply(PracticeAction::Student("Mei".into()));
    answer_rightly(&mut p);
    p.apply(PracticeAction::Type(
        label(&p, "C"),
        Field::Value,
        "5".into(),
    ));
    p.apply(PracticeAction::Hint);
    p.apply(PracticeAction::Check);
    let back = Practice::from_saved(&p.to_save()).expect("readable");
    assert_eq!(back.answers(), p.answers());
    assert_eq!(back.hints(), 1);
    assert_eq!(back.checked(), p.checked());
    assert_eq!(back.history(), p.history());
    assert!(back.asks_alpha_beta());
    assert_eq!(**back.tree(), **p.tree());
    // A drawn exercise comes back as drawn.
    p.apply(PracticeAction::Draw(Difficulty::Hard, 3));
    let back = Practice::from_saved(&p.to_save()).unwrap();
    assert_eq!(back.source(), Source::Drawn(Difficulty::Hard, 3));
    assert_eq!(back.history().len(), 1);
    assert_eq!(
        back.student(),
        "Mei",
        "the name is kept for the next exercise"
    );
}

#[test]
fn unreadable_practice_is_refused_with_a_reason_not_a_panic() {
    for text in [
        "",
        "[]",
        "{\"exercise\": 3}",
        "{\"exercise\": \"tree=[1,\"}",
        "{\"exercise\": \"tree=[1,2]\", \"answers\": {\"values\": {\"Z\": 1}}}",
    ] {
        assert!(Practice::from_saved(text).is_err(), "{text}");
    }
    // Odd but harmless parts are read past.
    let p = Practice::from_saved(
        "{\"exercise\": \"tree=[1,2]\", \"hints\": 99, \"history\": [{\"name\": 1}], \"drawn\": [\"x\", 1]}",
    )
    .unwrap();
    assert_eq!(p.hints(), p.trace.events.len());
    assert!(p.history().is_empty());
}

#[test]
fn an_exercise_link_has_the_tree_and_conventions_and_no_answers() {
    let mut p = given(FIGURE, Settings::default());
    p.apply(PracticeAction::Type(0, Field::Value, "3".into()));
    let link = p.link();
    assert!(link.contains("mode=practice"), "{link}");
    assert!(!link.contains("values"), "{link}");
    let q = query::parse_query(&link);
    assert_eq!(q.tree.unwrap().unwrap(), **p.tree());
}

/// Issue 30: a drawn exercise's link names it (`exercise=hard-24443`), and opened from the link
/// it keeps its name (a link whose tree is not that exercise's is a given tree); every check is
/// kept in the scores.
#[test]
fn a_drawn_exercise_keeps_its_name_through_its_link_and_every_check_is_kept() {
    let drawn = Practice::drawn(Difficulty::Hard, 24443, Settings::default());
    let link = drawn.link();
    assert!(link.contains("exercise=hard-24443"), "{link}");
    let q = query::parse_query(&link);
    assert!(q.problems.is_empty(), "{:?}", q.problems);
    let (d, seed) = q.exercise.expect("named");
    let mut p = given(FIGURE, Settings::default());
    let tree = Rc::new(q.tree.unwrap().unwrap());
    p.apply(PracticeAction::Given(
        tree.clone(),
        q.settings,
        Source::Drawn(d, seed),
    ));
    assert_eq!(p.source(), Source::Drawn(Difficulty::Hard, 24443));
    // The same tree given by name again, once answered: its answers stay.
    p.apply(PracticeAction::Type(0, Field::Value, "3".into()));
    assert!(!p.apply(PracticeAction::Given(
        tree,
        q.settings,
        Source::Drawn(d, seed)
    )));
    assert_eq!(p.draft(0, Field::Value), "3");
    // A name that is not the tree's is not taken.
    let mut other = given(FIGURE, Settings::default());
    let figure = other.tree().clone();
    other.apply(PracticeAction::Given(
        figure,
        Settings::default(),
        Source::Drawn(d, seed),
    ));
    assert_eq!(other.source(), Source::Given);
    // Two checks, two scores.
    p.apply(PracticeAction::Check);
    p.apply(PracticeAction::TryAgain);
    p.apply(PracticeAction::Check);
    assert_eq!(p.history().len(), 2);
    assert!(
        p.history().iter().all(|r| r.name == "hard #24443"),
        "{:?}",
        p.history()
    );
    // A bad name is a problem of the link, said.
    assert_eq!(query::parse_query("exercise=tough-1").problems.len(), 1);
}

// proptest is a native dev-dependency: the wasm build of the tests has none.
#[cfg(not(target_arch = "wasm32"))]
proptest::proptest! {
    /// Whatever the browser's storage holds, reading it back says why it cannot, or gives
    /// practice that can be kept again: never a panic.
    #[test]
    fn any_saved_text_is_read_or_refused(
        exercise in "(tree=\\[[0-9,\\[\\]-]{0,12}\\]|[a-z=&%]{0,12})",
        drawn in proptest::option::of(("[a-z]{0,6}", 0u64..5)),
        label in "[A-Z]{1,2}",
        value in "(-?[0-9]{1,3}|inf|-inf|x|)",
        hints in 0u64..200,
        checked in proptest::bool::ANY,
    ) {
        let drawn = drawn.map_or("null".to_string(), |(d, s)| format!("[\"{d}\", {s}]"));
        let text = format!(
            "{{\"exercise\": \"{exercise}\", \"drawn\": {drawn}, \"answers\": {{\"values\": {{\"{label}\": \"{value}\"}}, \"pruned\": [\"{label}\"]}}, \"hints\": {hints}, \"checked\": {checked}}}"
        );
        if let Ok(p) = Practice::from_saved(&text) {
            let again = Practice::from_saved(&p.to_save()).expect("what was read is kept");
            proptest::prop_assert_eq!(again.answers(), p.answers());
            proptest::prop_assert!(p.hints() <= p.trace.events.len());
        }
    }
}
