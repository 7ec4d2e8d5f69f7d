//! The replay of the search: the step shown, the checkpoints jumps go through, playing and
//! its speed.

use super::analysis::Analysis;
use ::search::{Checkpoints, Replay};
use std::cell::RefCell;
use std::rc::Rc;

/// Play speeds, in steps per second.
pub const SPEEDS: [u32; 5] = [1, 2, 4, 8, 16];

/// A play speed: one of [`SPEEDS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Speed(usize);

impl Speed {
    /// The speed a page starts with: 2 steps per second.
    pub const DEFAULT: Speed = Speed(1);

    /// The speed at `index` into [`SPEEDS`] (past the end: the fastest).
    pub fn new(index: usize) -> Speed {
        Speed(index.min(SPEEDS.len() - 1))
    }

    /// Every speed, slowest first.
    pub fn all() -> impl Iterator<Item = Speed> {
        (0..SPEEDS.len()).map(Speed)
    }

    /// Where the speed stands in [`SPEEDS`].
    pub fn index(self) -> usize {
        self.0
    }

    pub fn steps_per_second(self) -> u32 {
        SPEEDS[self.0]
    }
}

impl Default for Speed {
    fn default() -> Speed {
        Speed::DEFAULT
    }
}

/// A move of the replay: what the replay controls and their keys do.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Step {
    First,
    Back,
    Forward,
    Last,
    Seek(usize),
    TogglePlay,
    /// A timer tick while playing: one step forward, stopping at the end.
    Tick,
    SetSpeed(Speed),
}

/// The replay and how it plays.
#[derive(Clone, Debug)]
pub struct Playback {
    replay: Replay,
    /// Copies of the replay left by jumps, for later jumps: a cache for the latest trace, one
    /// cell shared by every copy of the model (a copy with another trace starts it afresh).
    checkpoints: Rc<RefCell<Checkpoints>>,
    playing: bool,
    speed: Speed,
}

impl Playback {
    /// At step 0 of `analysis`, paused.
    pub fn new(analysis: &Analysis) -> Playback {
        Playback {
            replay: Replay::new(analysis.tree()),
            checkpoints: Rc::default(),
            playing: false,
            speed: Speed::DEFAULT,
        }
    }

    pub fn replay(&self) -> &Replay {
        &self.replay
    }

    pub fn step(&self) -> usize {
        self.replay.step()
    }

    pub fn playing(&self) -> bool {
        self.playing
    }

    pub fn speed(&self) -> Speed {
        self.speed
    }

    /// The checkpoints all copies of the model share.
    pub fn checkpoints(&self) -> &RefCell<Checkpoints> {
        &self.checkpoints
    }

    /// Stops playing; true if it was playing.
    pub fn pause(&mut self) -> bool {
        std::mem::replace(&mut self.playing, false)
    }

    /// Applies a step of the replay to the search in `analysis`, whose events at `hidden`
    /// nodes are passed over; false if nothing changed.
    pub fn apply(&mut self, step: Step, analysis: &Analysis, hidden: &[bool]) -> bool {
        match step {
            Step::First => self.seek(analysis, 0),
            Step::Back => {
                // Pausing is a change too, even where there is no step back to take.
                let was_playing = self.pause();
                self.step_shown(analysis, hidden, false) || was_playing
            }
            Step::Forward => self.step_shown(analysis, hidden, true),
            Step::Last => self.seek(analysis, usize::MAX),
            Step::Seek(step) => self.seek(analysis, step),
            Step::TogglePlay => {
                if !self.playing && self.step() == analysis.steps() {
                    self.replay = Replay::new(analysis.tree());
                }
                self.playing = !self.playing;
                true
            }
            Step::Tick => self.tick(analysis, hidden),
            Step::SetSpeed(speed) => std::mem::replace(&mut self.speed, speed) != speed,
        }
    }

    fn tick(&mut self, analysis: &Analysis, hidden: &[bool]) -> bool {
        if !self.playing {
            return false;
        }
        let moved = self.step_shown(analysis, hidden, true);
        if !moved || self.step() == analysis.steps() {
            self.playing = false;
        }
        true
    }

    /// One step forward or back, through the part of the tree that is drawn: events inside
    /// collapsed subtrees (`hidden` nodes) are passed over (they still happen; their counts
    /// stay right).
    fn step_shown(&mut self, analysis: &Analysis, hidden: &[bool], forward: bool) -> bool {
        let (tree, trace) = (analysis.tree(), analysis.trace());
        let mut moved = false;
        loop {
            let ok = if forward {
                self.replay.forward(tree, trace)
            } else {
                self.replay.backward(tree, trace)
            };
            if !ok {
                return moved;
            }
            moved = true;
            // Stop where the last event applied is one the drawing shows (or at step 0).
            let last_hidden = self.replay.step().checked_sub(1).is_some_and(|i| {
                trace
                    .events
                    .get(i)
                    .is_some_and(|e| hidden.get(e.node() as usize).copied().unwrap_or(false))
            });
            if !last_hidden {
                return true;
            }
        }
    }

    /// Jumps to `step` (clamped), through the checkpoints; pauses.
    pub fn seek(&mut self, analysis: &Analysis, step: usize) -> bool {
        let was_playing = self.pause();
        let before = self.replay.step();
        let mut marks = self.checkpoints.borrow_mut();
        self.replay
            .seek_via(analysis.tree(), analysis.trace(), step, &mut marks);
        before != self.replay.step() || was_playing
    }

    /// Back to step 0 of `analysis` (before a new tree replaces it).
    pub fn restart(&mut self, analysis: &Analysis) {
        self.replay = Replay::new(analysis.tree());
    }

    /// After a re-run from `old` to `new`: the same step, clamped to the new trace; a replay
    /// at its last step stays at the last step, so the finished search stays in view.
    pub fn follow(&mut self, old: &Analysis, new: &Analysis) {
        let step = if self.step() == old.steps() {
            usize::MAX
        } else {
            self.replay.step()
        };
        let mut replay = Replay::new(new.tree());
        let mut marks = Checkpoints::default();
        replay.seek_via(new.tree(), new.trace(), step, &mut marks);
        // Into the cell every copy of the model shares, so that the copies the drawing still
        // holds (a node keeps the model it was last drawn from) do not keep the old trace's.
        *self.checkpoints.borrow_mut() = marks;
        self.replay = replay;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::{big_uneven, seeds};
    use crate::{Action, Edit, Model, ViewAction};
    use draw::Layout;

    fn step(m: &mut Model, s: Step) -> bool {
        m.apply(Action::Replay(s)).changed
    }

    #[test]
    fn stepping_and_playing() {
        let mut m = seeds();
        assert_eq!(m.steps(), 40);
        assert!(!step(&mut m, Step::Back));
        assert!(step(&mut m, Step::Forward));
        assert_eq!(m.step(), 1);
        assert!(step(&mut m, Step::Last));
        assert!(m.at_end());
        assert_eq!(m.root_value_now(), Some("5".into()));
        assert!(!step(&mut m, Step::Forward));
        // Play from the end starts again from the beginning and stops at the end.
        step(&mut m, Step::TogglePlay);
        assert!(m.playback().playing());
        assert_eq!(m.step(), 0);
        for _ in 0..100 {
            step(&mut m, Step::Tick);
        }
        assert!(!m.playback().playing());
        assert!(m.at_end());
    }

    #[test]
    fn an_edit_at_the_last_step_stays_at_the_last_step() {
        let mut m = seeds();
        step(&mut m, Step::Last);
        let six = m.tree().leaves()[2];
        m.apply(Action::Edit(Edit::Value(six, "4".into())));
        assert_eq!(m.steps(), 43);
        assert!(m.at_end());
        assert_eq!(m.root_value_now(), Some("5".into()));
    }

    #[test]
    fn stepping_passes_over_collapsed_subtrees() {
        let mut m = seeds();
        // Collapse B: its subtree's events are passed over, B's own are shown.
        m.apply(Action::View(ViewAction::ToggleCollapse(1)));
        step(&mut m, Step::Forward); // enter A
        step(&mut m, Step::Forward); // enter B
        assert_eq!(m.step(), 2);
        step(&mut m, Step::Forward); // B's children are hidden: straight to B's next shown event
        let shown = m.trace().events[m.step() - 1];
        let hidden = Layout::hidden_all(m.tree(), m.view().collapsed());
        assert!(!hidden[shown.node() as usize]);
        assert!(m.step() > 3);
        step(&mut m, Step::Back);
        assert_eq!(m.step(), 2);
    }

    /// Jumps go through the replay's checkpoints; every state they land on is the one a fresh
    /// replay reaches event by event, also after an edit (a new trace) and its undo.
    #[test]
    fn jumps_through_checkpoints_land_on_the_stepped_states() {
        let mut m = big_uneven();
        let fresh = |m: &Model| {
            let mut r = Replay::new(m.tree());
            r.seek(m.tree(), m.trace(), m.step());
            r
        };
        let events = m.trace().events.len();
        assert!(
            events > Checkpoints::MIN_EVERY,
            "{events} events: too few for copies"
        );
        for s in [
            Step::Last,
            Step::First,
            Step::Seek(events / 2 + 7),
            Step::Last,
            Step::Seek(3),
        ] {
            step(&mut m, s);
            assert_eq!(*m.replay(), fresh(&m), "at step {}", m.step());
        }
        assert!(m.playback().checkpoints().borrow().held() >= 2);
        let leaf = m.tree().leaves()[0];
        assert!(
            m.apply(Action::Edit(Edit::Value(leaf, "99".into())))
                .changed
        );
        for s in [Step::Last, Step::First, Step::Seek(events / 3)] {
            step(&mut m, s);
            assert_eq!(
                *m.replay(),
                fresh(&m),
                "after the edit, at step {}",
                m.step()
            );
        }
        assert!(m.apply(Action::Edit(Edit::Undo)).changed);
        for s in [Step::Last, Step::Seek(events / 2), Step::First] {
            step(&mut m, s);
            assert_eq!(
                *m.replay(),
                fresh(&m),
                "after the undo, at step {}",
                m.step()
            );
        }
    }

    #[test]
    fn home_or_back_pauses_even_where_the_step_stays() {
        let mut m = seeds();
        step(&mut m, Step::Last);
        step(&mut m, Step::TogglePlay); // at the end: starts again from step 0
        assert!(m.playback().playing());
        assert_eq!(m.step(), 0);
        assert!(step(&mut m, Step::First), "a pause is a change");
        assert!(!m.playback().playing());
        step(&mut m, Step::TogglePlay);
        assert!(step(&mut m, Step::Back));
        assert!(!m.playback().playing());
    }

    #[test]
    fn speeds_are_clamped_to_the_list() {
        assert_eq!(Speed::new(99).steps_per_second(), 16);
        assert_eq!(Speed::default().steps_per_second(), 2);
        assert_eq!(Speed::all().count(), SPEEDS.len());
    }
}
