//! The games' actions: a tic-tac-toe game and its set-up, the search opened as a tree (X as
//! Max), Othello moves and texts.

use super::*;
use crate::{hand_over, handed, Action, Edit, Mode, Model, Setting, ViewAction};
use ::search::{Side, Value};
use draw::{layout_for, BOARD_SPACING};
use std::ops::{Deref, DerefMut};

/// The games and the page, as the extras module and the page run them: each search the
/// games open as a tree is handed to the page in text, as `app::games_app` does.
struct Both {
    play: Play,
    page: Model,
}

impl Both {
    fn new() -> Both {
        Both {
            play: Play::default(),
            page: Model::default_with_width(1280.0),
        }
    }

    fn play(&self) -> &Play {
        &self.play
    }
}

impl Deref for Both {
    type Target = Model;
    fn deref(&self) -> &Model {
        &self.page
    }
}

impl DerefMut for Both {
    fn deref_mut(&mut self) -> &mut Model {
        &mut self.page
    }
}

fn game(m: &mut Both, a: GameAction) -> bool {
    let outcome = m.play.apply(a);
    for PlayEffect::HandOver(root, tree) in outcome.effects {
        let (root, tree) = handed(&hand_over(&root, &tree)).expect("handed over");
        // As the page does: the tree taken, then the Trees tab shown.
        m.page.apply(Action::GameTree(root, Rc::new(tree)));
        m.page.apply(Action::View(ViewAction::Mode(Mode::Trees)));
    }
    outcome.changed
}

/// The root's value as alpha-beta finds it on the tree shown.
fn root_value(m: &Both) -> Option<Value> {
    m.trace().table.value(m.analysis().alphabeta().value)
}

fn game_note(m: &Both) -> String {
    m.play().note().map(ToString::to_string).unwrap_or_default()
}

#[test]
fn a_short_tic_tac_toe_game_and_the_tree_of_the_computers_move() {
    let mut m = Both::new();
    m.apply(Action::View(ViewAction::Mode(Mode::TicTacToe)));
    game(&mut m, GameAction::NewTicTacToe(Mark::X));
    game(&mut m, GameAction::TicTacToeCell(4)); // X in the centre; the computer answers
    assert_eq!(m.play().cells().iter().filter(|&c| c == Cell::O).count(), 1);
    let before = m.play().last_search().expect("the computer searched");
    assert_eq!(before.to_text(), "....X....");
    // A taken cell is refused with a reason.
    game(&mut m, GameAction::TicTacToeCell(4));
    assert!(m.play().note().is_some());
    game(&mut m, GameAction::OpenTree(GameRoot::TicTacToe(before)));
    assert_eq!(m.view().mode(), Mode::Trees);
    assert_eq!(m.tree().child_count(0), 8);
    let boards = m.games().boards().cloned().expect("boards");
    assert_eq!(&boards[0], b"....X....");
    let first = m.tree().children(0).next().unwrap();
    assert_eq!(m.tree().label(first), "a1");
    assert_eq!(&boards[first as usize], b"O...X....");
    // Boards in the nodes: the leaves on one row, a board apart, folded or not; laid out
    // for the boards as soon as they come, and as before once they go.
    let with_boards = |m: &Both, boards| {
        layout_for(
            m.tree(),
            m.view().view_width(),
            m.view().collapsed(),
            boards,
        )
    };
    let layout = |m: &Both| (**m.view().layout()).clone();
    assert_eq!(layout(&m), with_boards(&m, true));
    m.apply(Action::View(ViewAction::ExpandAll));
    assert_eq!(layout(&m), with_boards(&m, true));
    assert!(m.view().layout().leaf_spacing >= BOARD_SPACING);
    assert!(m.view().layout().width >= BOARD_SPACING * m.tree().leaves().len() as f32);
    // A tree small enough to open unfolded, with more leaves than fit a board apart.
    let five = Board::parse("X.O.O...X").unwrap();
    game(&mut m, GameAction::OpenTree(GameRoot::TicTacToe(five)));
    assert!(
        m.tree().leaves().len() > 32 && !m.view().collapsed().iter().any(|&c| c),
        "{} leaves",
        m.tree().leaves().len()
    );
    assert_eq!(layout(&m), with_boards(&m, true));
    assert!(with_boards(&m, false).leaf_spacing < BOARD_SPACING);
    // Undone: no boards, laid out as any tree.
    m.apply(Action::Edit(Edit::Undo));
    assert!(m.games().boards().is_none());
    assert_eq!(layout(&m), with_boards(&m, false));
    m.apply(Action::Edit(Edit::Redo));
    assert!(m.games().boards().is_none());
    assert_eq!(layout(&m), with_boards(&m, false));
    // The empty board's tree is too big to draw: a note, and the tree stays.
    let len = m.tree().len();
    game(
        &mut m,
        GameAction::OpenTree(GameRoot::TicTacToe(Board::new())),
    );
    assert!(game_note(&m).contains("too many to draw"));
    assert_eq!(m.tree().len(), len);
    // Built in the page's search worker, it is said the same way.
    assert!(build_game_tree(&GameRoot::TicTacToe(Board::new())).is_none());
    game(&mut m, GameAction::SetUp(false));
    game(
        &mut m,
        GameAction::TreeTooLarge(GameRoot::TicTacToe(Board::new())),
    );
    assert!(game_note(&m).contains("too many to draw"));
    assert_eq!(m.tree().len(), len);
    // Setting up: clicks cycle . -> X -> O -> .
    m.apply(Action::View(ViewAction::Mode(Mode::TicTacToe)));
    game(&mut m, GameAction::SetUp(true));
    game(&mut m, GameAction::NewTicTacToe(Mark::X));
    game(&mut m, GameAction::SetUp(true));
    game(&mut m, GameAction::TicTacToeCell(0));
    game(&mut m, GameAction::TicTacToeCell(0));
    assert_eq!(m.play().cells().to_text(), "O........");
}

#[test]
fn the_cells_values_are_shown_on_request_and_stay_through_a_game() {
    let mut play = Play::default();
    assert!(!play.show_values());
    assert!(play.apply(GameAction::ShowValues(true)).changed);
    assert!(
        !play.apply(GameAction::ShowValues(true)).changed,
        "nothing changed"
    );
    play.apply(GameAction::TicTacToeCell(4));
    play.apply(GameAction::NewTicTacToe(Mark::O));
    assert!(play.show_values(), "kept for the next game");
    assert!(play.apply(GameAction::ShowValues(false)).changed);
    assert!(!play.show_values());
}

#[test]
fn a_set_up_position_that_cannot_occur_is_kept_and_refused_for_play() {
    let mut m = Both::new();
    game(&mut m, GameAction::SetUp(true));
    game(&mut m, GameAction::TicTacToeCell(0));
    game(&mut m, GameAction::TicTacToeCell(0)); // O alone: O has more marks than X
    assert_eq!(m.play().cells().get(0), Cell::O);
    assert!(m.play().board().is_err());
    game(&mut m, GameAction::SetUp(false));
    game(&mut m, GameAction::TicTacToeCell(4));
    assert!(game_note(&m).starts_with("This board cannot occur in a game: "));
    assert_eq!(m.play().cells().to_text(), "O........");
    assert!(!game(&mut m, GameAction::ComputerMoves));
}

#[test]
fn reopening_the_same_game_tree_searches_it_again_with_x_as_max() {
    let mut m = Both::new();
    m.apply(Action::View(ViewAction::Mode(Mode::TicTacToe)));
    game(&mut m, GameAction::NewTicTacToe(Mark::X));
    game(&mut m, GameAction::TicTacToeCell(4));
    let before = m.play().last_search().expect("the computer searched");
    game(&mut m, GameAction::OpenTree(GameRoot::TicTacToe(before)));
    // O moves at the root: Min.
    assert_eq!(m.settings().root, Side::Min);
    let value = m.analysis().alphabeta().value;
    m.apply(Action::Setting(Setting::Root(Side::Max)));
    assert_eq!(m.settings().root, Side::Max);
    m.apply(Action::View(ViewAction::Mode(Mode::TicTacToe)));
    game(&mut m, GameAction::OpenTree(GameRoot::TicTacToe(before)));
    assert_eq!(m.settings().root, Side::Min);
    assert_eq!(m.trace().settings.root, Side::Min, "searched again");
    assert_eq!(m.analysis().alphabeta().value, value);
}

#[test]
fn a_tic_tac_toe_search_is_shown_with_x_as_max() {
    // O to move, and O wins (c3 blocks X's diagonal and makes O's row): -1 for X.
    let b = Board::parse("XX..X.OO.").unwrap();
    let mut m = Both::new();
    game(&mut m, GameAction::OpenTree(GameRoot::TicTacToe(b)));
    assert_eq!(m.settings().root, Side::Min, "O moves at the root: Min");
    let want = b.x_view(games::negamax(&b, None).value);
    assert_eq!(want, -1);
    assert_eq!(root_value(&m), Some(Value::int(want.into())));
    // Every leaf's value: +1 where X has won, -1 where O has, 0 for a draw.
    let boards = m.games().boards().cloned().expect("boards");
    for &leaf in m.tree().leaves() {
        let end = Board::parse(std::str::from_utf8(&boards[leaf as usize]).unwrap()).unwrap();
        let x = match end.winner() {
            Some(Mark::X) => 1,
            Some(Mark::O) => -1,
            None => 0,
        };
        assert_eq!(m.tree().value(leaf), Some(Value::int(x)));
    }
    let note = m
        .games()
        .root()
        .map(GameRoot::who_is_max)
        .unwrap_or_default();
    assert!(note.contains("Max = X") && note.contains("+1"), "{note}");
    // X to move: Max at the root.
    let b = Board::parse("XX.OO....").unwrap();
    game(&mut m, GameAction::OpenTree(GameRoot::TicTacToe(b)));
    assert_eq!(m.settings().root, Side::Max);
    assert_eq!(root_value(&m), Some(Value::int(1)));
}

#[test]
fn othello_squares_are_played_and_a_bad_text_keeps_the_last_position() {
    let mut m = Both::new();
    let start = Position::parse(m.play().othello_text()).unwrap();
    assert_eq!(m.play().othello(), start);
    // A move after which the other side has one.
    let (sq, after) = start
        .legal_squares()
        .into_iter()
        .filter_map(|sq| Some((sq, start.try_play(Move::Square(sq)).ok()?)))
        .find(|(_, after)| !after.must_pass())
        .expect("a move");
    game(&mut m, GameAction::OthelloSquare(sq));
    assert_eq!(m.play().othello(), after);
    assert_eq!(
        Position::parse(m.play().othello_text()),
        Ok(after),
        "the text follows"
    );
    // A square that is not legal: a reason, and nothing moves.
    let taken = (0..64).find(|&s| after.at(s).is_some()).unwrap();
    game(&mut m, GameAction::OthelloSquare(taken));
    assert!(
        game_note(&m).contains("not a legal move"),
        "{}",
        game_note(&m)
    );
    assert_eq!(m.play().othello(), after);
    game(&mut m, GameAction::OthelloSquare(200));
    assert_eq!(m.play().othello(), after);
    // A text that cannot be read: kept as typed, the board stays the last good position.
    game(&mut m, GameAction::OthelloText("XO?".into()));
    assert_eq!(m.play().othello_text(), "XO?");
    assert_eq!(m.play().othello(), after);
    let legal = after.legal_squares();
    if let Some(&sq) = legal.first() {
        game(&mut m, GameAction::OthelloSquare(sq));
        assert_eq!(
            Position::parse(m.play().othello_text()),
            Ok(m.play().othello())
        );
    }
}

#[test]
fn othello_a_side_without_a_move_passes_at_once() {
    // Some move of a built-in endgame leaves the other side without a move.
    let (pos, sq) = ENDGAMES
        .iter()
        .filter_map(|e| Position::parse(e.text).ok())
        .flat_map(|p| p.legal_squares().into_iter().map(move |sq| (p, sq)))
        .find(|(p, sq)| p.try_play(Move::Square(*sq)).is_ok_and(|a| a.must_pass()))
        .expect("a move after which the other side must pass");
    let mut m = Both::new();
    game(&mut m, GameAction::OthelloText(pos.to_text()));
    game(&mut m, GameAction::OthelloSquare(sq));
    let now = m.play().othello();
    assert_eq!(now.to_move(), pos.to_move(), "the other side passed");
    assert!(!now.must_pass());
    assert!(game_note(&m).contains("passes"), "{}", game_note(&m));
}

/// The page is handed a game's search as text (its root and the tree's notation) by the games,
/// which it loads on demand: shown, it is the tree, settings, boards and note the games show.
#[test]
fn a_search_handed_over_in_text_shows_as_opened_here() {
    let roots = [
        GameRoot::TicTacToe(Board::parse("XO.X.O...").unwrap()),
        GameRoot::TicTacToe(Board::parse("XO.......").unwrap()),
        GameRoot::Othello(Position::parse(ENDGAMES[0].text).unwrap()),
    ];
    for root in roots {
        let mut play = Play::default();
        let outcome = play.apply(GameAction::OpenTree(root.clone()));
        assert!(outcome.changed);
        let [PlayEffect::HandOver(opened_root, opened)] = &outcome.effects[..] else {
            panic!("one search handed over: {:?}", outcome.effects);
        };
        let (opened_root, opened) = (opened_root.clone(), Rc::clone(opened));
        assert_eq!(opened_root, root);
        let (back, tree) = handed(&hand_over(&root, &opened)).expect("read back");
        assert_eq!(back, root);
        assert_eq!(tree, *opened, "{}", root.to_text());
        let mut page = Model::default_with_width(1280.0);
        page.apply(Action::View(ViewAction::Mode(Mode::Othello)));
        page.apply(Action::GameTree(back, Rc::new(tree)));
        // Taken behind the game's tab, which the page leaves in a task of its own.
        assert_eq!(page.view().mode(), Mode::Othello);
        page.apply(Action::View(ViewAction::Mode(Mode::Trees)));
        assert_eq!(**page.tree(), *opened, "{}", root.to_text());
        let side = if root.root_max() {
            Side::Max
        } else {
            Side::Min
        };
        assert_eq!(page.settings().root, side);
        assert_eq!(page.games().root(), Some(&root));
        assert_eq!(
            page.games().boards().is_some(),
            matches!(root, GameRoot::TicTacToe(_))
        );
        assert_eq!(page.view().mode(), Mode::Trees);
    }
    for junk in [
        "",
        "tictactoe",
        "tictactoe XXXXXXXXX",
        "othello x",
        "chess e4",
    ] {
        assert_eq!(GameRoot::parse(junk), None, "{junk}");
        assert!(handed(&format!("{junk}\n[1,2]")).is_none(), "{junk}");
    }
    assert!(handed("tictactoe X........\n[1,").is_none());
}
