//! The page's parts, in folders by the place they serve: `lab/` (the Trees tab: its panels and
//! the drawing), `practice/` (the Practice tab and its challenges), `class/` (the lecturers'
//! New set and Class), `games/` (the games' boards) and `shared/` (what they all use: buttons,
//! the DOM's values, the language menu, `Still`). Panels take [`super::PanelProps`]: those
//! without state are plain functions the App calls (`Still` keeps those that show nothing of
//! the step from drawing again at each step); those with state are components. The drawing's nodes and edges are not components: `lab/node.rs` and
//! `lab/edge.rs` describe them for the keyed writer (`super::keyed`), which sets only what a
//! step changed. The games' panels (`tictactoe`, `othello`) come only with the `extras`
//! feature: the page loads them on demand (`super::games_app`). The practice's parts
//! (`practice_*`) are used only by `super::practice_app`, also in the extras module.

pub mod class;
#[cfg(feature = "extras")]
pub mod games;
pub mod lab;
pub mod live;
pub mod practice;
pub mod shared;
