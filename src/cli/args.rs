//! The arguments the commands share: the games' boards, a tree and its search conventions
//! (`SearchOpts`, turned into `Settings`), whole numbers refused in the language in force, and
//! the tree read and prepared (`prepare`).

use super::output::{fail, Output};
use crate::search::order::{sort_children, Order};
use crate::search::{Algorithm, CutRule, Fail, Form, Settings, Side, Tree, Window};
use crate::t;
use crate::teach::practice::challenge::ChallengeKind;
use crate::teach::practice::Difficulty;
use crate::teach::Worded;
use clap::{Subcommand, ValueEnum};
use std::io::Read;

#[derive(clap::Args, Debug)]
pub(crate) struct TictactoeArgs {
    /// The board: 9 cells row by row, X, O or . (or - _) for empty, e.g. "X.O.X....".
    /// Cells are numbered 0..8 and named a1 b1 c1 (top row) .. a3 b3 c3.
    #[arg(allow_hyphen_values = true)]
    pub(crate) board: String,
    /// Print one JSON object.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Subcommand, Debug)]
pub(crate) enum OthelloCommand {
    /// Count the leaves of the game tree N plies deep from the start (a pass is a ply; a game
    /// over before N counts as one leaf).
    Perft {
        /// Depth in plies, 0 to 12.
        #[arg(value_name = "N", value_parser = whole::<u32>)]
        depth: u32,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Solve an endgame exactly with plain negamax and with alpha-beta: best move, final disc
    /// difference, nodes and time of each.
    Solve(OthelloSolveArgs),
    /// List the built-in endgame positions.
    Positions {
        /// Print JSON (an array).
        #[arg(long)]
        json: bool,
    },
}

#[derive(clap::Args, Debug)]
pub(crate) struct OthelloSolveArgs {
    /// The position: 64 squares row by row from a1 to h8 (X black, O white, . or - empty;
    /// whitespace ignored), then X or O for the side to move; or a built-in name such as
    /// endgame-10 (see `ablab othello positions`). At most 14 empty squares.
    #[arg(allow_hyphen_values = true)]
    pub(crate) position: String,
    /// The side to move (X or O), if the position does not end with it.
    #[arg(value_name = "SIDE")]
    pub(crate) side: Option<String>,
    /// The side to move, if the position does not end with it.
    #[arg(long, value_enum)]
    pub(crate) to_move: Option<ColorArg>,
    /// Print one JSON object.
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum ColorArg {
    X,
    O,
}

#[derive(clap::Args, Debug)]
pub(crate) struct SolveArgs {
    /// The tree, e.g. "[[3,12,8],[2,4,6],[14,5,2]]"; "-" reads it from standard input.
    pub(crate) tree: String,
    #[command(flatten)]
    pub(crate) search: SearchOpts,
    /// Print one JSON object.
    #[arg(long)]
    pub(crate) json: bool,
    /// Add one line per step, in plain words.
    #[arg(long)]
    pub(crate) trace: bool,
}

#[derive(clap::Args, Debug)]
pub(crate) struct ExportArgs {
    /// The tree, e.g. "[[3,12,8],[2,4,6],[14,5,2]]"; "-" reads it from standard input.
    pub(crate) tree: String,
    #[command(flatten)]
    pub(crate) search: SearchOpts,
    /// Which sheet: a worksheet (leaf values only), the answer key (solved, pruned branches
    /// struck through), or the replay at --step.
    #[arg(long, value_enum, default_value = "answers")]
    pub(crate) sheet: SheetArg,
    /// The step drawn with --sheet step (0 = nothing searched yet).
    #[arg(long, default_value_t = 0, value_parser = whole::<usize>)]
    pub(crate) step: usize,
    /// The title written under the tree.
    #[arg(long)]
    pub(crate) title: Option<String>,
    /// SVG, or LaTeX (a TikZ picture in a document that compiles with pdflatex).
    #[arg(long, value_enum, default_value = "svg")]
    pub(crate) format: FormatArg,
    /// On the worksheet, blanks for alpha and beta beside each inner node.
    #[arg(long)]
    pub(crate) blanks: bool,
    /// With --format tex: only the picture, its title and caption, to paste into a document
    /// that loads tikz.
    #[arg(long)]
    pub(crate) fragment: bool,
    /// Write the sheet here instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub(crate) output: Option<std::path::PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum FormatArg {
    Svg,
    Tex,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum SheetArg {
    Worksheet,
    Answers,
    Step,
}

/// The search conventions, shared by `solve` and `export`.
#[derive(clap::Args, Debug)]
pub(crate) struct SearchOpts {
    /// Who moves at the root.
    #[arg(long, value_enum, default_value = "max")]
    pub(crate) root: RootArg,
    /// Cutoff rule: ge prunes when alpha >= beta, gt only when alpha > beta.
    #[arg(long, value_enum, default_value = "ge")]
    pub(crate) rule: RuleArg,
    /// The search.
    #[arg(long, value_enum, default_value = "alphabeta")]
    pub(crate) algorithm: AlgorithmArg,
    /// What a node returns: soft = the best value seen, hard = its alpha (Max) or beta (Min).
    #[arg(long, value_enum, default_value = "soft")]
    pub(crate) fail: FailArg,
    /// Max/min form (values from Max's side) or negamax (every node maximizes; values from the
    /// side to move).
    #[arg(long, value_enum, default_value = "maxmin")]
    pub(crate) form: FormArg,
    /// Stop the search at this depth (root = 0); inner nodes there need an estimate, written
    /// `<v>` before their list, e.g. "[<4>[3,5],<6>[6,9]]".
    #[arg(long, value_name = "N", value_parser = whole::<u16>)]
    pub(crate) depth: Option<u16>,
    /// Sort every node's children by minimax value before searching: best-first (what
    /// alpha-beta likes most) or worst-first.
    #[arg(long, value_enum)]
    pub(crate) order: Option<OrderArg>,
    /// An aspiration window for alphabeta or pvs, e.g. "4,6": the search starts with alpha =
    /// LO and beta = HI, and searches again, opened on that side, if the value falls outside.
    #[arg(long, value_name = "LO,HI", allow_hyphen_values = true, value_parser = parse_window)]
    pub(crate) window: Option<Window>,
    /// Bounds on every leaf value, e.g. "0,10": alpha-beta then prunes at chance nodes too
    /// (Star1). Every leaf value must lie within them.
    #[arg(long, value_name = "LO,HI", allow_hyphen_values = true, value_parser = parse_window)]
    pub(crate) bounds: Option<Window>,
}

/// `LO,HI`: two numbers, the first at most the second.
pub(crate) fn parse_window(text: &str) -> Result<Window, String> {
    Window::read(text).map_err(|e| e.said().to_string())
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum RootArg {
    Max,
    Min,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum RuleArg {
    Ge,
    Gt,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum AlgorithmArg {
    Alphabeta,
    Minimax,
    /// Principal-variation search (NegaScout).
    Pvs,
    /// MTD(f): null-window passes until the bounds meet.
    Mtdf,
    /// Iterative deepening: depth 1, 2, ... to the limit (inner nodes need estimates <v>).
    Iterative,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum FormArg {
    Maxmin,
    Negamax,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum OrderArg {
    Best,
    Worst,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum FailArg {
    Soft,
    Hard,
}

impl From<RootArg> for Side {
    fn from(a: RootArg) -> Side {
        match a {
            RootArg::Max => Side::Max,
            RootArg::Min => Side::Min,
        }
    }
}

impl From<RuleArg> for CutRule {
    fn from(a: RuleArg) -> CutRule {
        match a {
            RuleArg::Ge => CutRule::Ge,
            RuleArg::Gt => CutRule::Gt,
        }
    }
}

impl From<FailArg> for Fail {
    fn from(a: FailArg) -> Fail {
        match a {
            FailArg::Soft => Fail::Soft,
            FailArg::Hard => Fail::Hard,
        }
    }
}

impl From<FormArg> for Form {
    fn from(a: FormArg) -> Form {
        match a {
            FormArg::Maxmin => Form::MaxMin,
            FormArg::Negamax => Form::Negamax,
        }
    }
}

impl SearchOpts {
    pub(crate) fn settings(&self) -> Settings {
        Settings {
            root: self.root.into(),
            rule: self.rule.into(),
            algorithm: match self.algorithm {
                AlgorithmArg::Alphabeta => Algorithm::AlphaBeta,
                AlgorithmArg::Minimax => Algorithm::Minimax,
                AlgorithmArg::Pvs => Algorithm::Pvs,
                AlgorithmArg::Mtdf => Algorithm::Mtdf,
                AlgorithmArg::Iterative => Algorithm::Iterative,
            },
            fail: self.fail.into(),
            form: self.form.into(),
            depth_limit: self.depth,
            window: self.window,
            bounds: self.bounds,
        }
    }
}

/// A whole number as an argument (`--depth`, `--step`, `--seed`, perft's N), refused in the
/// language in force.
pub(crate) fn whole<T: TryFrom<u64>>(text: &str) -> Result<T, String> {
    let n: u64 = text.trim().parse().map_err(|_| t!(CLI_ARG_WHOLE_NUMBER))?;
    T::try_from(n).map_err(|_| t!(CLI_ARG_TOO_LARGE, value = n))
}

/// Reads, parses and prepares the tree: checks the depth limit and applies --order.
pub(crate) fn prepare(
    text_arg: &str,
    opts: &SearchOpts,
    stdin: &mut dyn Read,
) -> Result<(Tree, Settings), Output> {
    let text = if text_arg == "-" {
        let mut s = String::new();
        if let Err(e) = stdin.read_to_string(&mut s) {
            return Err(fail(t!(CLI_CANNOT_READ_STDIN, what = "tree", error = e)));
        }
        s
    } else {
        text_arg.to_string()
    };
    let tree = search::parse(&text).map_err(|e| fail(t!(CLI_BAD_TREE, error = e.said())))?;
    let settings = opts.settings();
    settings
        .check(&tree)
        .map_err(|why| fail(why.said().into()))?;
    let tree = match opts.order {
        Some(OrderArg::Best) => sort_children(&tree, &settings, Order::BestFirst),
        Some(OrderArg::Worst) => sort_children(&tree, &settings, Order::WorstFirst),
        None => tree,
    };
    Ok((tree, settings))
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum DifficultyArg {
    Easy,
    Medium,
    Hard,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum KindArg {
    Order,
    Cut,
    Build,
}

impl KindArg {
    pub(crate) fn kind(self) -> ChallengeKind {
        match self {
            KindArg::Order => ChallengeKind::Order,
            KindArg::Cut => ChallengeKind::Cut,
            KindArg::Build => ChallengeKind::Build,
        }
    }
}

impl DifficultyArg {
    pub(crate) fn difficulty(self) -> Difficulty {
        match self {
            DifficultyArg::Easy => Difficulty::Easy,
            DifficultyArg::Medium => Difficulty::Medium,
            DifficultyArg::Hard => Difficulty::Hard,
        }
    }
}
