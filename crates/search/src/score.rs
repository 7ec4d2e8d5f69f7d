//! A value as the search sees it ([`Score`]): the events, the table and the replay hold them.

use serde::{Deserialize, Serialize};

/// A value as the search sees it: a rank that orders (and negates) like the value, or an
/// infinity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Score(pub i32);

impl Score {
    pub const NEG_INF: Score = Score(-i32::MAX);
    pub const POS_INF: Score = Score(i32::MAX);

    pub fn is_infinite(self) -> bool {
        self == Score::NEG_INF || self == Score::POS_INF
    }
}
