//! The Practice tab's parts and its challenges, used by `app::practice_app`.

pub mod practice_bar;
pub mod practice_challenge;
pub mod practice_challenge_tree;
pub mod practice_check;
pub mod practice_drawing;
pub mod practice_drill;
pub mod practice_set;
pub mod practice_tree;
pub mod practice_zoom;
