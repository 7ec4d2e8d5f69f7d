//! An Othello endgame: load a built-in position or type one, solve it exactly with plain
//! negamax and with alpha-beta (depth = empty squares; a side with no move passes), and compare
//! their nodes and times, as the Othello tutorial's program does. The solve runs in a Web
//! Worker (`crate::app::search`): the page shows its progress and can cancel it.

use crate::app::game_state::{on_value, open_tree, press, send, GameDispatch, GameProps};
use crate::app::search;
use crate::games::othello::{square_name, Color, Endgame, Move, Position, ENDGAMES};
use crate::i18n::Millions;
use crate::model::play::GameAction;
use crate::model::GameRoot;
use crate::num::{grouped, Dec1F64};
use crate::t;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// The most empty squares the page solves with alpha-beta (in its worker, with Cancel).
const MAX_EMPTIES: u32 = 16;
/// Plain negamax stops past this many positions (a few seconds), and the page says so.
const NEGAMAX_BUDGET: u64 = 50_000_000;

/// `key` of the object `v`, or undefined.
fn get(v: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(v, &key.into()).unwrap_or_default()
}

/// `[positions, score, best move, ms]` from the worker.
fn answer(v: &JsValue) -> Option<(u64, i32, String, f64)> {
    let a: &js_sys::Array = wasm_bindgen::JsCast::dyn_ref(v)?;
    let num = |i| a.get(i).as_f64();
    Some((
        num(0)? as u64,
        num(1)? as i32,
        a.get(2).as_string()?,
        num(3)?,
    ))
}

/// A square's side, and the room left of and above the board for the ranks' and files' names,
/// in pixels (whole numbers, written as integers).
const SQUARE: u32 = 36;
const EDGE: u32 = 22;
/// The middle of a file's letter above the board, and of a rank's number left of it.
const NAME_AT: u32 = EDGE / 2;

/// The board: files a to h across the top, ranks 1 to 8 down the left side, as squares are
/// named (a1 the top left). A legal square is a button: a click, or Enter or Space on it, plays
/// there; a click elsewhere says why it is no move.
fn board(pos: &Position, d: &GameDispatch) -> Html {
    let legal = pos.legal();
    let squares = (0..64u8).map(|sq| {
        let (x, y) = (EDGE + u32::from(sq % 8) * SQUARE, EDGE + u32::from(sq / 8) * SQUARE);
        let (cx, cy) = ((x + SQUARE / 2).to_string(), (y + SQUARE / 2).to_string());
        let disc = pos.at(sq).map(|c| {
            let look = if c == Color::Black { "black" } else { "white" };
            html! { <circle class="disc" data-look={look} cx={cx.clone()} cy={cy.clone()} r="14" /> }
        });
        let open = legal >> sq & 1 == 1;
        let dot = open.then(|| html! { <circle class="legal" cx={cx.clone()} cy={cy.clone()} r="4" /> });
        let name = square_name(sq);
        let play = GameAction::OthelloSquare(sq);
        html! {
            <g data-square={name.clone()} role={open.then_some("button")} tabindex={open.then_some("0")}
                aria-label={open.then(|| name.clone())}
                onclick={send(d, play.clone())} onkeydown={press(d, play)}>
                <rect class="square" x={x.to_string()} y={y.to_string()} width="36" height="36" />
                { disc.unwrap_or_default() }{ dot.unwrap_or_default() }
            </g>
        }
    });
    // Files a to h over the columns, then ranks 1 to 8 beside the rows.
    let names = (0..16u8).map(|i| {
        let mid = EDGE + u32::from(i % 8) * SQUARE + SQUARE / 2;
        let (x, y, name) = if i < 8 {
            (mid, NAME_AT, char::from(b'a' + i))
        } else {
            (NAME_AT, mid, char::from(b'1' + i % 8))
        };
        html! { <text x={x.to_string()} y={y.to_string()}>{ name }</text> }
    });
    let size = (EDGE + 8 * SQUARE).to_string();
    html! {
        <svg class="board othello" width={size.clone()} height={size.clone()} viewBox={format!("0 0 {size} {size}")}
            role="group" aria-label={t!(GAME_OTHELLO_BOARD_ARIA)}>
            { for names }            { for squares }
        </svg>
    }
}

#[derive(Clone, PartialEq)]
struct Solved {
    text: String,
    best: String,
    score: i32,
    /// None: plain negamax went past [`NEGAMAX_BUDGET`].
    nm: Option<(u64, f64)>,
    ab: (u64, f64),
}

/// A solve under way in the worker: which search, and the positions it has visited so far.
#[derive(Clone, PartialEq)]
struct Searching {
    negamax: bool,
    nodes: u64,
}

#[function_component(Othello)]
pub fn othello(props: &GameProps) -> Html {
    // Drawn again, with its state, in a new language.
    crate::app::language::use_redraw_on_language();
    let g = &props.play.0;
    let d = &props.dispatch;
    let solved = use_state(|| None::<Solved>);
    let text = g.othello_text();
    let parsed = Position::parse(text);
    let on_text = on_value::<InputEvent>(d, |v| Some(GameAction::OthelloText(v)));
    let on_preset = on_value::<Event>(d, |v| {
        let e = ENDGAMES.get(v.parse::<usize>().ok()?)?;
        Some(GameAction::OthelloText(e.text.to_string()))
    });
    let searching = use_state(|| None::<Searching>);
    let failed = use_state(|| false);
    let on_solve = {
        let (solved, searching, failed) = (solved.clone(), searching.clone(), failed.clone());
        let text = text.to_string();
        Callback::from(move |_| {
            let Ok(pos) = Position::parse(&text) else {
                return;
            };
            if pos.empties() > MAX_EMPTIES {
                return;
            }
            let (solved, searching, failed, text) = (
                solved.clone(),
                searching.clone(),
                failed.clone(),
                text.clone(),
            );
            let request = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&request, &"kind".into(), &"othello".into());
            let _ = js_sys::Reflect::set(&request, &"text".into(), &text.as_str().into());
            let budget = JsValue::from_f64(NEGAMAX_BUDGET as f64);
            let _ = js_sys::Reflect::set(&request, &"budget".into(), &budget);
            let on_message = {
                let (solved, searching, failed) =
                    (solved.clone(), searching.clone(), failed.clone());
                Callback::from(move |data: JsValue| {
                    match get(&data, "kind").as_string().as_deref() {
                        Some("progress") => searching.set(Some(Searching {
                            negamax: get(&data, "phase").as_string().as_deref() == Some("nm"),
                            nodes: get(&data, "nodes").as_f64().unwrap_or(0.0) as u64,
                        })),
                        Some("done") => {
                            searching.set(None);
                            let Some((ab, score, best, ab_ms)) = answer(&get(&data, "ab")) else {
                                return failed.set(true);
                            };
                            solved.set(Some(Solved {
                                text: text.clone(),
                                best,
                                score,
                                nm: answer(&get(&data, "nm")).map(|(n, _, _, ms)| (n, ms)),
                                ab: (ab, ab_ms),
                            }));
                        }
                        _ => {
                            searching.set(None);
                            failed.set(true);
                        }
                    }
                })
            };
            failed.set(false);
            solved.set(None);
            searching.set(Some(Searching {
                negamax: false,
                nodes: 0,
            }));
            if !search::start(search::Slot::Othello, &request.into(), on_message) {
                searching.set(None);
                failed.set(true);
            }
        })
    };
    let on_cancel = {
        let searching = searching.clone();
        Callback::from(move |_| {
            search::cancel(search::Slot::Othello);
            searching.set(None);
        })
    };
    let progress = searching.as_ref().map(|s| {
        let search = if s.negamax { "negamax" } else { "alphabeta" };
        let said = t!(GAME_OTHELLO_SOLVING, search = search, nodes = s.nodes);
        html! {
            <p id="othello-progress" class="game-status" role="status">
                { format!("{said} ") }
                <button id="btn-othello-cancel" class="tool" onclick={on_cancel}>{ t!(GAME_OTHELLO_CANCEL) }</button>
            </p>
        }
    });
    let failure = failed.then(|| {
        html! {
            <p id="othello-solve-error" class="drawer-error" role="alert">
                { t!(GAME_OTHELLO_SOLVE_ERROR) }
            </p>
        }
    });
    let shown = g.othello();
    let info = match &parsed {
        Err(e) => html! {
            <p id="othello-error" class="drawer-error" role="alert">
                { t!(GAME_OTHELLO_NOT_A_POSITION, why = e) }
            </p>
        },
        Ok(pos) => {
            let too_many = pos.empties() > MAX_EMPTIES;
            let state = if pos.is_over() {
                "over"
            } else if pos.must_pass() {
                "pass"
            } else {
                "play"
            };
            let million = Millions(NEGAMAX_BUDGET / 1_000_000);
            html! {
                <p class="game-status" id="othello-status">
                    { t!(GAME_OTHELLO_STATUS, empties = pos.empties(), side = pos.to_move().name(), state = state) }
                    if too_many {
                        { t!(GAME_OTHELLO_TOO_MANY, max = MAX_EMPTIES) }
                    }
                    if !too_many && pos.empties() > 12 {
                        { t!(GAME_OTHELLO_SLOW, million = million) }
                    }
                </p>
            }
        }
    };
    let result = solved
        .as_ref()
        .filter(|s| s.text == text)
        .map(|s| {
            let (nm_nodes, nm_time) = match s.nm {
                Some((n, ms)) => (grouped(n as usize), t!(GAME_MS, ms = Dec1F64(ms))),
                None => (
                    t!(GAME_OTHELLO_NM_STOPPED, million = Millions(NEGAMAX_BUDGET / 1_000_000)),
                    "—".to_string(),
                ),
            };
            // The worker names the best move ("d3", "pass"), or gives "" when the game is over;
            // it is said here, in the language shown.
            let best = if s.best.is_empty() {
                t!(GAME_OTHELLO_NO_BEST)
            } else {
                Move::said_by_name(&s.best)
            };
            let best = t!(GAME_OTHELLO_BEST, best = best, score = format!("{:+}", s.score));
            html! {
                <table class="counts" id="othello-result">
                    <thead><tr><td></td><th>{ t!(GAME_OTHELLO_NEGAMAX_HEAD) }</th><th>{ t!(GAME_OTHELLO_ALPHABETA_HEAD) }</th></tr></thead>
                    <tbody>
                        <tr><th>{ t!(GAME_OTHELLO_POSITIONS_HEAD) }</th><td id="othello-nm-nodes">{ nm_nodes }</td><td id="othello-ab-nodes">{ grouped(s.ab.0 as usize) }</td></tr>
                        <tr><th>{ t!(GAME_OTHELLO_TIME_HEAD) }</th><td>{ nm_time }</td><td>{ t!(GAME_MS, ms = Dec1F64(s.ab.1)) }</td></tr>
                        <tr><th>{ t!(GAME_OTHELLO_BEST_HEAD) }</th><td colspan="2" id="othello-best">{ best }</td></tr>
                    </tbody>
                </table>
            }
        });
    let open_tree = parsed.as_ref().ok().copied().map(|pos| {
        html! {
            <button id="btn-othello-tree" class="tool"
                onclick={open_tree(GameRoot::Othello(pos), d.clone())}>
                { t!(GAME_OTHELLO_OPEN_TREE) }</button>
        }
    });
    let can_solve = parsed.as_ref().is_ok_and(|p| p.empties() <= MAX_EMPTIES);
    html! {
        <section id="othello" class="game" aria-label={t!(GAME_OTHELLO_ARIA)}>
            { board(&shown, d) }
            <div class="game-side">
                <label class="field">
                    <span>{ t!(GAME_OTHELLO_PRESET) }</span>
                    <select id="othello-preset" onchange={on_preset}>
                        <option value="" selected=true disabled=true>{ t!(GAME_OTHELLO_CHOOSE) }</option>
                        { for ENDGAMES.iter().enumerate().map(|(i, g)| html! {
                            <option value={i.to_string()}>{ preset_name(g) }</option>
                        }) }
                    </select>
                </label>
                <label class="text-field">
                    <span>{ t!(GAME_OTHELLO_POSITION_LABEL) }</span>
                    <textarea id="othello-position" rows="3" spellcheck="false" value={text.to_string()} oninput={on_text} />
                </label>
                { info }
                <div class="tools">
                    <button id="btn-othello-solve" class="tool primary" disabled={!can_solve} onclick={on_solve}>{ t!(GAME_OTHELLO_SOLVE) }</button>
                    { open_tree.unwrap_or_default() }
                </div>
                { progress.unwrap_or_default() }
                { failure.unwrap_or_default() }
                { result.unwrap_or_default() }
                <p class="drawer-note">{ t!(GAME_OTHELLO_NOTE) }</p>
                if let Some(note) = g.note() {
                    <p id="game-note" class="drawer-error" role="status">{ note.to_string() }</p>
                }
            </div>
        </section>
    }
}

/// A built-in endgame as the menu names it, in the page's language: its empty squares and
/// whether the side to move must pass, with its name (as `ablab othello` knows it).
fn preset_name(g: &Endgame) -> String {
    let empty = g.text.chars().filter(|&c| c == '.').count();
    let pass = if g.name.ends_with("-pass") {
        "yes"
    } else {
        "no"
    };
    t!(
        GAME_OTHELLO_PRESET_NAME,
        name = g.name,
        empty = empty,
        pass = pass
    )
}
