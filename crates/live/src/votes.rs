//! Where a question stands as its rounds go by, and its votes counted.

use crate::limits::ROUNDS;
use crate::message::{Asks, Phase, Votes, CUT, NO_CUT};

impl Phase {
    /// The round that takes answers, if one does.
    pub fn open_round(self) -> Option<u8> {
        match self {
            Phase::Open { round } => Some(round),
            _ => None,
        }
    }

    /// How many rounds have been held (open or closed).
    pub fn rounds(self) -> u8 {
        match self {
            Phase::Open { round } | Phase::Shown { round } => round,
            Phase::Revealed { rounds } => rounds,
        }
    }

    /// Show the votes: closes the open round (or shows the shown one again).
    pub fn show_votes(self) -> Option<Phase> {
        match self {
            Phase::Open { round } | Phase::Shown { round } => Some(Phase::Shown { round }),
            Phase::Revealed { .. } => None,
        }
    }

    /// Vote again: opens the next round, if there is one before Reveal.
    pub fn revote(self) -> Option<Phase> {
        match self {
            Phase::Open { round } | Phase::Shown { round } if usize::from(round) < ROUNDS => {
                Some(Phase::Open { round: round + 1 })
            }
            _ => None,
        }
    }

    /// Reveal: closes every round and shows the right answer.
    pub fn reveal(self) -> Phase {
        Phase::Revealed {
            rounds: self.rounds(),
        }
    }

    /// Whether the rounds' votes are shown.
    pub fn votes_shown(self) -> bool {
        !matches!(self, Phase::Open { .. })
    }
}

/// The votes of `round`: each choice given, how many gave it. A cut question always shows
/// both choices; values are in increasing order, equal values counted together.
pub fn count<'a>(asks: Asks, round: u8, choices: impl IntoIterator<Item = &'a str>) -> Votes {
    let mut counts: Vec<(String, u32)> = match asks {
        Asks::Cut => vec![(CUT.into(), 0), (NO_CUT.into(), 0)],
        Asks::Value => Vec::new(),
    };
    for choice in choices {
        match counts.iter_mut().find(|(c, _)| c == choice) {
            Some((_, n)) => *n += 1,
            None => counts.push((choice.to_string(), 1)),
        }
    }
    if asks == Asks::Value {
        counts.sort_by(|(a, _), (b, _)| order_of(a).total_cmp(&order_of(b)).then(a.cmp(b)));
    }
    Votes { round, counts }
}

/// Where a value sits on the number line, for ordering only.
fn order_of(choice: &str) -> f64 {
    match choice {
        "-inf" => f64::NEG_INFINITY,
        "+inf" => f64::INFINITY,
        _ => match choice.split_once('/') {
            Some((n, d)) => n.parse::<f64>().unwrap_or(0.0) / d.parse::<f64>().unwrap_or(1.0),
            None => choice.parse().unwrap_or(0.0),
        },
    }
}
