//! Predict: a switch on the replay. At each step that decides something (a cutoff test, an
//! inner node's value returned) the page first asks what will happen (cut or not? which
//! value?), then shows it, and keeps a tally of right predictions.

use ::search::{CutRule, Event, NodeId, Trace, Tree};
use i18n::Said;
use i18n::{said, t};
use teach::{narrate, Style};

/// What is asked before a deciding step is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Does the cutoff test at `node` cut?
    Cut(NodeId),
    /// What value does `node` return?
    Value(NodeId),
}

/// An answer to a [`Question`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Guess {
    Cut(bool),
    /// A value as typed.
    Value(String),
}

/// What a person does with the switch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PredictAction {
    /// Turn predicting on or off (off forgets the question asked, not the tally).
    Toggle,
    Answer(Guess),
}

/// The switch, the question asked (with the replay step it is about), the tally and what was
/// said of the last answer.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Predict {
    pub(crate) on: bool,
    pub(crate) asked: Option<(usize, Question)>,
    pub(crate) right: u32,
    pub(crate) answered: u32,
    /// Whether the last answer was right, and what is said of it (or why it was not taken),
    /// worded when shown.
    pub(crate) said: Option<(bool, Said)>,
}

impl Predict {
    pub fn on(&self) -> bool {
        self.on
    }
    pub fn asked(&self) -> Option<Question> {
        self.asked.map(|(_, q)| q)
    }
    /// Right predictions, of those answered.
    pub fn tally(&self) -> (u32, u32) {
        (self.right, self.answered)
    }

    /// The tally as kept ([`crate::VIEW_KEY`]): at most as many right as answered.
    pub(super) fn set_tally(&mut self, right: u32, answered: u32) {
        self.answered = answered;
        self.right = right.min(answered);
    }
    pub fn said(&self) -> Option<(bool, &Said)> {
        self.said.as_ref().map(|(r, s)| (*r, s))
    }
}

/// The question event `index` of `trace` raises, if it decides something.
pub(crate) fn question_at(tree: &Tree, trace: &Trace, index: usize) -> Option<Question> {
    match *trace.events.get(index)? {
        Event::Test { node, .. } => Some(Question::Cut(node)),
        Event::Return { node, .. } if !tree.is_leaf(node) => Some(Question::Value(node)),
        _ => None,
    }
}

/// After a wrong answer: what the step asked about does, and why (a cut test's comparison).
pub(crate) fn right_answer(tree: &Tree, trace: &Trace, index: usize) -> Option<Said> {
    let show = |s| trace.table.show(s, true);
    match *trace.events.get(index)? {
        Event::Test {
            node,
            alpha,
            beta,
            cut,
        } => {
            let strict = trace.settings.rule == CutRule::Gt;
            let op = match (cut, strict) {
                (true, false) => "≥",
                (true, true) => ">",
                (false, false) => "<",
                (false, true) => "≤",
            };
            Some(said!(
                PAGE_PREDICT_WRONG_CUT,
                cut = if cut { "true" } else { "false" },
                alpha = show(alpha),
                op = op,
                beta = show(beta),
                node = tree.label(node).into_owned()
            ))
        }
        Event::Return { node, value, .. } => Some(said!(
            PAGE_PREDICT_WRONG_VALUE,
            node = tree.label(node).into_owned(),
            value = show(value)
        )),
        _ => None,
    }
}

/// The question in words.
pub fn ask(tree: &Tree, q: Question) -> String {
    match q {
        Question::Cut(n) => t!(
            PAGE_PRACTICE_PREDICT_CUT,
            node = narrate::node_name(tree, n, Style::UNICODE)
        ),
        Question::Value(n) => t!(
            PAGE_PRACTICE_PREDICT_VALUE,
            node = narrate::node_name(tree, n, Style::UNICODE)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Action, Model, Step};
    use ::search::parse;
    use ::search::Settings;

    fn figure() -> Model {
        let tree = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
        Model::new(tree, Settings::default(), 1280.0)
    }

    fn forward(m: &mut Model) -> bool {
        m.apply(Action::Replay(Step::Forward)).changed
    }

    /// Steps forward until a question is asked; the question.
    fn to_question(m: &mut Model) -> Question {
        for _ in 0..100 {
            forward(m);
            if let Some(q) = m.predict().asked() {
                return q;
            }
        }
        panic!("no question asked");
    }

    #[test]
    fn off_nothing_is_asked() {
        let mut m = figure();
        for _ in 0..m.steps() {
            forward(&mut m);
            assert_eq!(m.predict().asked(), None);
        }
        assert_eq!(m.step(), m.steps());
    }

    /// The right answer to the step about to be shown, read off the trace.
    fn right_answer(m: &Model) -> Guess {
        match m.trace().events[m.step()] {
            Event::Test { cut, .. } => Guess::Cut(cut),
            Event::Return { value, .. } => Guess::Value(m.trace().table.show(value, false)),
            e => panic!("asked at {e:?}"),
        }
    }

    #[test]
    fn each_deciding_step_is_asked_before_it_is_shown_and_tallied() {
        let mut m = figure();
        m.apply(Action::Predict(PredictAction::Toggle));
        let (mut tests, mut returns) = (0, 0);
        while m.step() < m.steps() {
            forward(&mut m);
            let Some(q) = m.predict().asked() else {
                continue;
            };
            let before = m.step();
            match (q, m.trace().events[before]) {
                (Question::Cut(n), Event::Test { node, .. }) if n == node => tests += 1,
                (Question::Value(n), Event::Return { node, .. }) if n == node => {
                    assert!(!m.tree().is_leaf(n), "a leaf's value is not asked");
                    returns += 1
                }
                other => panic!("asked {other:?}"),
            }
            let guess = right_answer(&m);
            m.apply(Action::Predict(PredictAction::Answer(guess)));
            assert_eq!(m.step(), before + 1, "the step is shown once answered");
            assert_eq!(
                m.predict().said(),
                Some((true, &said!(PAGE_PRACTICE_PREDICT_RIGHT)))
            );
        }
        // A, B, C and D return.
        assert_eq!(returns, 4);
        let all_tests = m
            .trace()
            .events
            .iter()
            .filter(|e| matches!(e, Event::Test { .. }));
        assert_eq!(tests, all_tests.count());
        assert_eq!(m.predict().tally(), (tests as u32 + 4, tests as u32 + 4));
    }

    #[test]
    fn a_wrong_prediction_counts_against_and_still_shows_the_step() {
        let mut m = figure();
        m.apply(Action::Predict(PredictAction::Toggle));
        let Question::Cut(_) = to_question(&mut m) else {
            panic!("the first question is B's first test");
        };
        let Guess::Cut(cut) = right_answer(&m) else {
            unreachable!()
        };
        let step = m.step();
        m.apply(Action::Predict(PredictAction::Answer(Guess::Cut(!cut))));
        assert_eq!(m.predict().tally(), (0, 1));
        // Issue 42 (9): what the right answer was, and why.
        let (right, said) = m.predict().said().unwrap();
        assert!(!right);
        let Event::Test {
            node, alpha, beta, ..
        } = m.trace().events[step]
        else {
            panic!("asked of a test");
        };
        let show = |s| m.trace().table.show(s, true);
        let why = format!(
            "α = {} {} β = {}",
            show(alpha),
            if cut { "≥" } else { "<" },
            show(beta)
        );
        let text = said.to_string();
        assert!(text.contains(&why), "{text}");
        assert!(text.contains(&*m.tree().label(node)), "{text}");
        assert_eq!(m.step(), step + 1);
    }

    #[test]
    fn a_value_that_is_not_a_number_is_said_and_keeps_the_question() {
        let mut m = figure();
        m.apply(Action::Predict(PredictAction::Toggle));
        let mut q = to_question(&mut m);
        while !matches!(q, Question::Value(_)) {
            forward(&mut m);
            q = to_question(&mut m);
        }
        let step = m.step();
        m.apply(Action::Predict(PredictAction::Answer(Guess::Value(
            "three".into(),
        ))));
        assert_eq!(m.predict().asked(), Some(q));
        assert_eq!(m.step(), step);
        assert!(m
            .predict()
            .said()
            .unwrap()
            .1
            .to_string()
            .contains("\"three\""));
        assert_eq!(m.predict().tally(), (0, 0));
    }

    #[test]
    fn forward_with_a_question_asked_shows_the_step_unanswered() {
        let mut m = figure();
        m.apply(Action::Predict(PredictAction::Toggle));
        to_question(&mut m);
        let step = m.step();
        forward(&mut m);
        assert_eq!(m.step(), step + 1);
        assert_eq!(m.predict().asked(), None);
        assert_eq!(m.predict().tally(), (0, 0));
    }

    #[test]
    fn play_pauses_at_a_question() {
        let mut m = figure();
        m.apply(Action::Predict(PredictAction::Toggle));
        m.apply(Action::Replay(Step::TogglePlay));
        for _ in 0..20 {
            m.apply(Action::Replay(Step::Tick));
        }
        assert!(m.predict().asked().is_some());
        assert!(!m.playback().playing());
    }
}
