//! A tic-tac-toe mark drawn: on the board of the game, and small in a node's board in the
//! tree of a game's search.

use crate::num::Dec1;
use yew::prelude::*;

/// A mark (X as two strokes, O as a ring); `mini` in a node's board.
pub fn mark_view(mark: &crate::draw::look::Mark, mini: bool) -> Html {
    use crate::draw::look::Mark as Drawn;
    let look = mini.then_some("mini");
    match *mark {
        Drawn::X { .. } => html! {
            <path class="mark-x" data-look={look} d={mark.d().map(|d| d.to_string())} />
        },
        Drawn::O { cx, cy, r } => html! {
            <circle class="mark-o" data-look={look} cx={Dec1(cx).to_string()} cy={Dec1(cy).to_string()} r={Dec1(r).to_string()} />
        },
    }
}
