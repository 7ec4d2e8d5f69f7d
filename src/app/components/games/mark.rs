//! A tic-tac-toe mark drawn on the board of the game (a node's small board in the tree is
//! written by `node.rs`).

use crate::num::Dec1;
use yew::prelude::*;

/// A mark: X as two strokes, O as a ring.
pub fn mark_view(mark: &crate::draw::look::Mark) -> Html {
    use crate::draw::look::Mark as Drawn;
    match *mark {
        Drawn::X { .. } => html! {
            <path class="mark-x" d={mark.d().map(|d| d.to_string())} />
        },
        Drawn::O { cx, cy, r } => html! {
            <circle class="mark-o" cx={Dec1(cx).to_string()} cy={Dec1(cy).to_string()} r={Dec1(r).to_string()} />
        },
    }
}
