//! The page's extras module, a second WebAssembly module that the page loads only when one is
//! first needed, so that its first download leaves them out:
//! - the sheet writer (Share & export opened): given the link of the view (its query) and the
//!   sheet's name, it draws the sheet with [`alphabeta_lab::draw::svg::from_link`], exactly as
//!   the page shows that view, or every sheet as LaTeX (`tex_from_link`);
//! - the games (a game tab opened): tic-tac-toe and Othello, shown in the page's game tab by
//!   [`alphabeta_lab::app::games_app`], which hands the page each search opened as a tree;
//! - the games' heavy searches, in a Web Worker of their own (`static/search-worker.js`, started
//!   by [`alphabeta_lab::app::search`]), which runs this same module: `othello_solve`, `tictactoe_counts`;
//! - practice (the Practice tab opened): [`alphabeta_lab::app::practice_app`], which hands the
//!   page the link of a solution's step to replay;
//! - the live lecture (Live pressed, a `?live=CODE` link, a lecture resumed):
//!   [`alphabeta_lab::app::live_app`], its WebSocket and its messages' JSON, told the page's
//!   view (`live_view`), handing the page each scene to show.
//!
//! Built with the `extras` feature (the page itself is built without). Natively there is
//! nothing to run.

#[cfg(target_arch = "wasm32")]
mod web {
    use alphabeta_lab::app::practice_app::{self, Opened};
    use alphabeta_lab::app::{browser, games_app, live_app};
    use alphabeta_lab::draw::svg::{from_link, tex_from_link, Document, Sheet};
    use alphabeta_lab::games::othello::{solve_within, Position};
    use alphabeta_lab::games::tictactoe::{cell_name, Board};
    use alphabeta_lab::games::{alphabeta, move_values, negamax};
    use alphabeta_lab::i18n::{self, Lang};
    use alphabeta_lab::model::play::build_game_tree;
    use alphabeta_lab::model::{hand_over, GameRoot, Mode};
    use alphabeta_lab::search::Algorithm;
    use alphabeta_lab::t;
    use wasm_bindgen::prelude::*;

    /// A PNG is drawn at this many pixels per pixel of the sheet, sharp on slides.
    const PNG_SCALE: f64 = 2.0;
    /// The name the page asks for every sheet as LaTeX by.
    const TEX: &str = "tex";

    fn write(link: &str, sheet: &str) -> Result<Document, String> {
        let sheet = Sheet::named(sheet).ok_or_else(|| t!(GAME_NO_SHEET, sheet = sheet))?;
        from_link(link, sheet)
    }

    /// The SVG document of `sheet` (`worksheet`, `answer-key` or `step`) for the view `link`
    /// opens; throws a message when it cannot be drawn.
    #[wasm_bindgen]
    pub fn svg(link: &str, sheet: &str) -> Result<String, String> {
        write(link, sheet).map(|doc| doc.svg)
    }

    /// Offers `sheet` for the view `link` opens as a file: SVG, or PNG at twice its size; with
    /// `tex`, every sheet as one LaTeX file (a worksheet with blanks for alpha and beta where
    /// the search prunes, the answer key, the step shown).
    #[wasm_bindgen]
    pub fn download(link: &str, sheet: &str, png: bool) -> Result<(), String> {
        if sheet == TEX {
            let tex = tex_from_link(link)?;
            browser::download_text(&tex, "alphabeta-sheets.tex");
            return Ok(());
        }
        let doc = write(link, sheet)?;
        let name = format!("alphabeta-{sheet}");
        if png {
            let (w, h) = (f64::from(doc.width), f64::from(doc.height));
            browser::download_png(&doc.svg, w, h, PNG_SCALE, &format!("{name}.png"));
        } else {
            browser::download_svg(&doc.svg, &format!("{name}.svg"));
        }
        Ok(())
    }

    /// Shows `game` (`tictactoe` or `othello`) in `root`, mounting the games there the first
    /// time; `to_page` takes each search opened as a tree, in text.
    #[wasm_bindgen]
    pub fn show_games(root: web_sys::Element, game: &str, to_page: js_sys::Function) {
        let game = if game == "othello" {
            Mode::Othello
        } else {
            Mode::TicTacToe
        };
        games_app::show(root, game, to_page);
    }

    /// In the search worker (`static/search-worker.js`): solves the Othello position `text`
    /// exactly, with alpha-beta or plain negamax, telling `progress` the positions visited so
    /// far every so often. Gives `[positions, score, best move]` ("" for none), or null once
    /// past `budget` positions (Infinity: no limit); throws when `text` is not a position.
    #[wasm_bindgen]
    pub fn othello_solve(
        text: &str,
        alpha_beta: bool,
        budget: f64,
        progress: &js_sys::Function,
    ) -> Result<JsValue, String> {
        let pos = Position::parse(text).map_err(|e| e.to_string())?;
        let algorithm = if alpha_beta {
            Algorithm::AlphaBeta
        } else {
            Algorithm::Minimax
        };
        // A float past u64's range, Infinity included, saturates: no limit.
        let budget = budget as u64;
        let mut tell = |nodes: u64| {
            let _ = progress.call1(&JsValue::NULL, &JsValue::from_f64(nodes as f64));
        };
        let Some(s) = solve_within(&pos, algorithm, budget, &mut tell) else {
            return Ok(JsValue::NULL);
        };
        // "" when the game is over: the page words it, in its language.
        let best = s.best_move.map(|mv| mv.name()).unwrap_or_default();
        let answer = js_sys::Array::of3(
            &JsValue::from_f64(s.nodes as f64),
            &JsValue::from_f64(f64::from(s.score)),
            &best.into(),
        );
        Ok(answer.into())
    }

    /// In the search worker: the search of a game position (`root`, as `GameRoot::to_text`
    /// writes it) as a tree, handed over as the page takes it (`model::hand_over`); null when
    /// it is too large to draw; throws when `root` is not a position.
    #[wasm_bindgen]
    pub fn game_tree(root: &str) -> Result<JsValue, String> {
        let root = GameRoot::parse(root).ok_or_else(|| format!("not a game position: {root}"))?;
        Ok(match build_game_tree(&root) {
            Some(tree) => hand_over(&root, &tree).into(),
            None => JsValue::NULL,
        })
    }

    /// In the search worker: the counts of the tic-tac-toe board `text` shown beside it:
    /// `[value for X, best move (alpha-beta; "" for none), positions minimax visits,
    /// alpha-beta's, each move's [cell, value for the side to move, positions alpha-beta
    /// visits to prove it], flat]`; throws when `text` is not a position.
    #[wasm_bindgen]
    pub fn tictactoe_counts(text: &str) -> Result<JsValue, String> {
        let b = Board::parse(text).map_err(|e| e.to_string())?;
        let (mm, ab) = (negamax(&b, None), alphabeta(&b, None));
        // "" when the game is over: the page words it, in its language.
        let best = ab.best_move.map(cell_name).unwrap_or_default();
        let moves = js_sys::Array::new();
        for m in move_values(&b) {
            moves.push(&JsValue::from_f64(f64::from(m.mv)));
            moves.push(&JsValue::from_f64(f64::from(m.value)));
            moves.push(&JsValue::from_f64(m.nodes as f64));
        }
        let counts = js_sys::Array::of5(
            &JsValue::from_f64(f64::from(b.x_view(mm.value))),
            &best.into(),
            &JsValue::from_f64(mm.nodes as f64),
            &JsValue::from_f64(ab.nodes as f64),
            &moves,
        );
        Ok(counts.into())
    }

    /// Shows the practice in `root`, mounting it there the first time, with the lab's link
    /// (`lab`) and whether a link to an exercise opened the page; `to_page` takes the link of a
    /// solution's step to replay.
    #[wasm_bindgen]
    pub fn show_practice(
        root: web_sys::Element,
        lab: String,
        exercise_link: bool,
        to_page: js_sys::Function,
    ) {
        practice_app::show(root, Opened { lab, exercise_link }, to_page);
    }

    /// Shows the live app in `root`, mounting it there the first time: as the lecturer (`code`
    /// null), or as a student of session `code`; `to_page(query, step)` shows a scene on the
    /// page.
    #[wasm_bindgen]
    pub fn show_live(root: web_sys::Element, code: Option<String>, to_page: js_sys::Function) {
        live_app::show(root, code, to_page);
    }

    /// The page's view, after an action that changed it: its link query (without the step),
    /// the step, and Predict's question there (`asks`: `cut`, `value`, or empty) with the
    /// node's label and the right answer.
    #[wasm_bindgen]
    pub fn live_view(query: String, step: u32, asks: &str, node: String, answer: String) {
        live_app::view(query, step, asks, node, answer);
    }

    /// Puts language `code` in force here (the page's, given when it changes); the games and
    /// the practice show it from their next drawing on.
    #[wasm_bindgen]
    pub fn use_language(code: &str) {
        let lang = Lang::from_code(code).unwrap_or_default();
        if lang != i18n::language() {
            let _ = i18n::use_language(lang);
            alphabeta_lab::app::language::redraw_parts();
        }
    }
}

fn main() {}
