//! The page's [`Model`] asking each deciding step before it is shown (the
//! [`Predict`](crate::Predict) part's behaviour that needs the whole model).

use crate::predict::{question_at, right_answer, Guess, Predict, PredictAction};
use crate::{Action, Model, Step};
use ::search::Event;
use i18n::said;
use teach::practice::Bound;

impl Model {
    pub fn predict(&self) -> &Predict {
        &self.predict
    }

    /// Before a step forward while predicting: asks the question of the next step, if it raises
    /// one and none is asked (and pauses play); a step forward with a question asked shows it
    /// unanswered. True when the step is held back for the question.
    pub(super) fn hold_for_question(&mut self, step: &Step) -> bool {
        if !self.predict.on || !matches!(step, Step::Forward | Step::Tick) {
            return false;
        }
        if self.predict.asked.is_some() {
            // A tick left over from play waits for the answer; a step forward shows the step
            // unanswered.
            if *step == Step::Tick {
                return true;
            }
            self.predict.asked = None;
            return false;
        }
        let next = self.step();
        match question_at(self.tree(), self.trace(), next) {
            Some(q) => {
                self.predict.asked = Some((next, q));
                self.predict.said = None;
                self.playback.pause();
                true
            }
            None => false,
        }
    }

    pub(super) fn predict_action(&mut self, action: PredictAction) -> bool {
        match action {
            PredictAction::Toggle => {
                self.predict.on = !self.predict.on;
                self.predict.asked = None;
                self.predict.said = None;
                true
            }
            PredictAction::Answer(guess) => self.answer(guess),
        }
    }

    /// Grades `guess` against the step asked about, then shows that step.
    fn answer(&mut self, guess: Guess) -> bool {
        let Some((index, _)) = self.predict.asked else {
            return false;
        };
        let trace = self.trace();
        let right = match (trace.events.get(index), &guess) {
            (Some(Event::Test { cut, .. }), Guess::Cut(g)) => *cut == *g,
            (Some(Event::Return { value, .. }), Guess::Value(text)) => match Bound::parse(text) {
                Ok(b) => Bound::from_score(&trace.table, *value) == Some(b),
                Err(why) => {
                    self.predict.said = Some((false, why));
                    return true;
                }
            },
            _ => return false,
        };
        let word = if right {
            said!(PAGE_PRACTICE_PREDICT_RIGHT)
        } else {
            right_answer(self.tree(), trace, index).unwrap_or(said!(PAGE_PRACTICE_PREDICT_WRONG))
        };
        self.predict.answered += 1;
        self.predict.right += u32::from(right);
        self.predict.said = Some((right, word));
        self.predict.asked = None;
        self.apply(Action::Replay(Step::Seek(index + 1)));
        true
    }

    /// A new trace (an edit, other settings) asks afresh.
    pub(super) fn forget_question(&mut self) {
        self.predict.asked = None;
    }
}
