//! The quiz files' pieces: escaping, grades, and what is asked of known trees. The files are
//! read back whole in `tests/native/quiz.rs` (Moodle XML) and `tests/quiz/gift.cjs` (GIFT).

use crate::fractions::{percent, share};
use crate::question::{questions, Answer, Ask, Choice};
use crate::{gift, moodle};
use search::Settings;

/// GIFT's escapes undone, as an importer reads them.
fn gift_unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match (c, c == '\\') {
            (_, true) => match chars.next() {
                Some('n') => out.push('\n'),
                Some(next) => out.push(next),
                None => {}
            },
            (c, false) => out.push(c),
        }
    }
    out
}

#[test]
fn gift_escapes_its_special_characters_and_reads_them_back() {
    let text = "a{b} <x> ~=#: \\ end\nnext";
    let escaped = gift::escape(text);
    assert_eq!(escaped, "a\\{b\\} <x> \\~\\=\\#\\: \\\\ end\\nnext");
    assert_eq!(gift_unescape(&escaped), text);
}

#[test]
fn xml_escapes_its_special_characters() {
    assert_eq!(
        moodle::escape("<x> & \"a\" 'b'"),
        "&lt;x&gt; &amp; &quot;a&quot; &#39;b&#39;"
    );
}

#[test]
fn shares_are_moodles_grades_and_ticking_every_choice_scores_nothing() {
    assert_eq!(share(3), Some("33.33333"));
    assert_eq!(share(11), None);
    assert_eq!(percent(true, 4, 2, true), "25");
    assert_eq!(percent(false, 4, 2, true), "-50");
    assert_eq!(percent(true, 1, 3, false), "100");
    assert_eq!(percent(false, 1, 3, false), "0");
}

/// The seeds' tree (`../shared/SEEDS.md`): A returns 5, E and C cut, leaf 9 and G's leaves
/// never evaluated, the best move is to B.
#[test]
fn the_seeds_tree_is_asked_what_its_search_does() {
    let tree = search::parse("[[[3,5],[6,9]],[[1,2],[0,-1]]]").unwrap();
    let asked = questions(&tree, Settings::default());
    let asks: Vec<Ask> = asked.iter().map(|q| q.ask).collect();
    let label = |n| tree.label(n).into_owned();
    assert_eq!(asks[0], Ask::RootValue);
    assert!(matches!(&asked[0].answer, Answer::Number { text, .. } if text == "5"));
    let right = |ask: Ask| -> Vec<String> {
        let q = asked.iter().find(|q| q.ask == ask).unwrap();
        let Answer::Choices { choices, .. } = &q.answer else {
            panic!("choices")
        };
        choices
            .iter()
            .filter(|c| c.1)
            .map(|c| match c.0 {
                Choice::Leaf(n) | Choice::Move(n) => label(n),
                Choice::Cutoff { node, beta } => format!("{}{}", label(node), beta),
            })
            .collect()
    };
    // K is leaf 9 (E's second), and N and O are G's leaves.
    assert_eq!(right(Ask::NeverEvaluated), ["K", "N", "O"]);
    assert_eq!(right(Ask::FirstCutoff), ["Etrue"]);
    assert_eq!(right(Ask::BestMove), ["B"]);
}

#[test]
fn a_tree_without_a_cut_is_not_asked_about_cuts() {
    let tree = search::parse("[[1,2],[3,4]]").unwrap();
    let asks: Vec<&str> = questions(&tree, Settings::default())
        .iter()
        .map(|q| q.ask.key())
        .collect();
    assert_eq!(asks, ["root_value", "alpha", "beta", "best_move"]);
}
