//! The page's [`Model`] taking a game position's search as its tree (the
//! [`Games`](crate::Games) part's behaviour that needs the whole model).

use crate::games::{ttt_boards, GameRoot};
use crate::{Effect, Model};
use search::{Form, Settings, Side, Tree};
use std::rc::Rc;

impl Model {
    /// Takes `tree`, the search of the game position `root` (built by the games), as the
    /// tree, with a board in each node for tic-tac-toe (shown by the Trees tab).
    pub(super) fn take_game_tree(&mut self, root: GameRoot, tree: Tree) -> bool {
        // Zoomed readable first, then, for a new tree, fitted as any tree opened is.
        self.ask(Effect::FitGameTree);
        let max = root.root_max();
        // A game's search is shown in max/min form, without a limit, Max or Min at the root
        // as the game says.
        let settings = Settings {
            root: if max { Side::Max } else { Side::Min },
            form: Form::MaxMin,
            ..self.settings()
        };
        if tree == **self.tree() {
            // The same tree again (reopened): only the settings it is shown with.
            self.set_settings(Settings {
                depth_limit: None,
                ..settings
            });
        } else {
            self.load_new_tree(tree, settings);
        }
        self.games.boards = match &root {
            GameRoot::TicTacToe(b) => Some(Rc::new(ttt_boards(self.tree(), *b))),
            GameRoot::Othello(_) => None,
        };
        // Boards in the nodes: the leaves on one row, wide enough apart for a board (the
        // re-run laid the tree out without them).
        if self.games.boards.is_some() {
            let tree = Rc::clone(self.tree());
            self.view.lay_out(&tree, true);
        }
        self.games.root = Some(root);
        true
    }
}
