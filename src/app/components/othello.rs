//! An Othello endgame: load a built-in position or type one, solve it exactly with plain
//! negamax and with alpha-beta (depth = empty squares; a side with no move passes), and compare
//! their nodes and times, as the Othello tutorial's program does.

use super::button::send;
use super::dom::on_value;
use crate::app::PanelProps;
use crate::engine::Algorithm;
use crate::games::othello::{solve, square_name, Color, Position, ENDGAMES};
use crate::model::{Action, GameAction, GameRoot, Place};
use crate::num::Dec1F64;
use yew::prelude::*;

/// The most empty squares the page solves (plain negamax grows fast).
const MAX_EMPTIES: u32 = 12;

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}

#[derive(Clone, PartialEq)]
struct Solved {
    text: String,
    best: String,
    score: i32,
    nm: (u64, f64),
    ab: (u64, f64),
}

#[function_component(Othello)]
pub fn othello(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let d = &props.dispatch;
    let solved = use_state(|| None::<Solved>);
    let text = m.games().othello_text();
    let parsed = Position::parse(text);
    let on_text = on_value::<InputEvent>(d, |v| Some(Action::Game(GameAction::OthelloText(v))));
    let on_preset = on_value::<Event>(d, |v| {
        let g = ENDGAMES.get(v.parse::<usize>().ok()?)?;
        Some(Action::Game(GameAction::OthelloText(g.text.to_string())))
    });
    let on_solve = {
        let solved = solved.clone();
        let text = text.to_string();
        Callback::from(move |_| {
            let Ok(pos) = Position::parse(&text) else {
                return;
            };
            if pos.empties() > MAX_EMPTIES {
                return;
            }
            let t0 = now_ms();
            let nm = solve(&pos, Algorithm::Minimax);
            let t1 = now_ms();
            let ab = solve(&pos, Algorithm::AlphaBeta);
            let t2 = now_ms();
            solved.set(Some(Solved {
                text: text.clone(),
                best: ab
                    .best_move
                    .map(|mv| mv.name())
                    .unwrap_or_else(|| "none (game over)".into()),
                score: ab.score,
                nm: (nm.nodes, t1 - t0),
                ab: (ab.nodes, t2 - t1),
            }));
        })
    };
    let board = parsed.as_ref().ok().map(|pos| {
        // Squares are 36 pixels: whole numbers, written as integers.
        let s = 36u32;
        let legal = pos.legal();
        let squares = (0..64u8).map(|sq| {
            let (x, y) = (u32::from(sq % 8) * s, u32::from(sq / 8) * s);
            let (cx, cy) = ((x + s / 2).to_string(), (y + s / 2).to_string());
            let disc = pos.at(sq).map(|c| {
                let look = if c == Color::Black { "black" } else { "white" };
                html! { <circle class="disc" data-look={look} cx={cx.clone()} cy={cy.clone()} r="14" /> }
            });
            let dot = (legal >> sq & 1 == 1).then(|| {
                html! { <circle class="legal" cx={cx.clone()} cy={cy.clone()} r="4" /> }
            });
            html! {
                <g data-square={square_name(sq)}>
                    <rect class="square" x={x.to_string()} y={y.to_string()} width="36" height="36" />
                    { disc.unwrap_or_default() }{ dot.unwrap_or_default() }
                </g>
            }
        });
        html! {
            <svg class="board othello" width="288" height="288" viewBox="0 0 288 288" role="img" aria-label="The Othello board">
                { for squares }
            </svg>
        }
    });
    let info = match &parsed {
        Err(e) => {
            html! { <p id="othello-error" class="drawer-error" role="alert">{ e.to_string() }</p> }
        }
        Ok(pos) => {
            let side = if pos.to_move() == Color::Black {
                "Black (X)"
            } else {
                "White (O)"
            };
            let too_many = pos.empties() > MAX_EMPTIES;
            html! {
                <p class="game-status" id="othello-status">
                    { format!("{} empty squares; {side} to move{}.", pos.empties(),
                        if pos.must_pass() { ", who must pass" } else { "" }) }
                    if too_many {
                        { format!(" The page solves up to {MAX_EMPTIES} empty squares (ablab does 14).") }
                    }
                </p>
            }
        }
    };
    let result = solved
        .as_ref()
        .filter(|s| s.text == text)
        .map(|s| {
            html! {
                <table class="counts" id="othello-result">
                    <thead><tr><th></th><th>{ "Negamax" }</th><th>{ "Alpha-beta" }</th></tr></thead>
                    <tbody>
                        <tr><th>{ "Positions searched" }</th><td id="othello-nm-nodes">{ s.nm.0 }</td><td id="othello-ab-nodes">{ s.ab.0 }</td></tr>
                        <tr><th>{ "Time" }</th><td>{ format!("{} ms", Dec1F64(s.nm.1)) }</td><td>{ format!("{} ms", Dec1F64(s.ab.1)) }</td></tr>
                        <tr><th>{ "Best move · exact score" }</th><td colspan="2" id="othello-best">{ format!("{} · {:+} discs for the side to move", s.best, s.score) }</td></tr>
                    </tbody>
                </table>
            }
        });
    let open_tree = parsed.as_ref().ok().copied().map(|pos| {
        html! {
            <button id="btn-othello-tree" class="tool"
                onclick={send(d, Action::Game(GameAction::OpenTree(GameRoot::Othello(pos))))}>
                { "Open the search as a tree" }</button>
        }
    });
    let can_solve = parsed.as_ref().is_ok_and(|p| p.empties() <= MAX_EMPTIES);
    html! {
        <section id="othello" class="game" aria-label="Othello endgame">
            { board.unwrap_or_default() }
            <div class="game-side">
                <label class="field">
                    <span>{ "Built-in endgame" }</span>
                    <select id="othello-preset" onchange={on_preset}>
                        <option value="" selected=true disabled=true>{ "choose…" }</option>
                        { for ENDGAMES.iter().enumerate().map(|(i, g)| html! {
                            <option value={i.to_string()}>{ g.name }</option>
                        }) }
                    </select>
                </label>
                <label class="text-field">
                    <span>{ "Position: 64 squares a1..h8 (X black, O white, . empty), then X or O to move" }</span>
                    <textarea id="othello-position" rows="3" spellcheck="false" value={text.to_string()} oninput={on_text} />
                </label>
                { info }
                <div class="tools">
                    <button id="btn-othello-solve" class="tool primary" disabled={!can_solve} onclick={on_solve}>{ "Solve" }</button>
                    { open_tree.unwrap_or_default() }
                </div>
                { result.unwrap_or_default() }
                <p class="drawer-note">{ "As in the Othello tutorial: depth = empty squares; at the end the score is own discs minus the opponent's; a side with no move passes (searched at the same depth, colours swapped); two passes end the game. Pass nodes are labelled \"pass\" in the tree." }</p>
                if let Some(note) = m.notice(Place::Game) {
                    <p id="game-note" class="drawer-error" role="status">{ note.to_string() }</p>
                }
            </div>
        </section>
    }
}
