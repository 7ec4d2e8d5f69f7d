//! The `ablab` command-line tool: solve a tree from the notation and print the answer, a trace in
//! plain words, or JSON; search tic-tac-toe boards and Othello endgames (`tictactoe`, `othello`).
//! Native only; the binary in `src/bin/ablab.rs` is a thin wrapper. The games' subcommands
//! (`tictactoe`, `othello`) are in `cli/games.rs`; exercises and grading (`exercise`, `grade`)
//! in `cli/practice.rs`; sets and a class graded (`set`, `grade --class`) in `cli/set.rs`.

mod args_error;
mod challenge;
mod games;
mod practice;
mod set;
mod solve;

use crate::i18n::{self, Lang};
use crate::search::order::{sort_children, Order};
use crate::search::{self, Algorithm, CutRule, Fail, Form, Settings, Side, Tree, Window};
use crate::t;
use crate::teach::narrate;
use crate::teach::Worded;
use clap::error::ErrorKind;
use clap::{Parser, Subcommand, ValueEnum};
use std::io::Read;

#[derive(Parser, Debug)]
#[command(
    name = "ablab",
    version,
    about = "Alpha-Beta Lab: minimax and alpha-beta on game trees written as nested lists"
)]
struct Cli {
    /// The language of the output: en (English, the default), ja (日本語), zh (简体中文) or sl
    /// (Slovenščina); a locale such as ja_JP.UTF-8 will do. This help stays in English.
    #[arg(long, global = true, value_name = "LANG")]
    lang: Option<String>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Search a tree and print its value, best move, counts and pruned leaves.
    Solve(SolveArgs),
    /// Write the tree as a standalone SVG: a worksheet, the answer key, or one step.
    Export(ExportArgs),
    /// An exercise from a seed, by difficulty, with its answer key; or a challenge (--kind).
    Exercise(practice::ExerciseArgs),
    /// Grade a student's answers (values, pruned nodes, alpha and beta) to a tree's search, or
    /// a challenge's file.
    Grade(practice::GradeArgs),
    /// A set of exercises from a seed, by difficulty or by constraints: its link and file.
    Set(set::SetArgs),
    /// Tic-tac-toe: a board's value, best move, and nodes visited by minimax and alpha-beta.
    Tictactoe(TictactoeArgs),
    /// Othello: perft, the exact endgame solver, the built-in endgame positions.
    Othello {
        #[command(subcommand)]
        command: OthelloCommand,
    },
}

#[derive(clap::Args, Debug)]
struct TictactoeArgs {
    /// The board: 9 cells row by row, X, O or . (or - _) for empty, e.g. "X.O.X....".
    /// Cells are numbered 0..8 and named a1 b1 c1 (top row) .. a3 b3 c3.
    #[arg(allow_hyphen_values = true)]
    board: String,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

#[derive(Subcommand, Debug)]
enum OthelloCommand {
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
struct OthelloSolveArgs {
    /// The position: 64 squares row by row from a1 to h8 (X black, O white, . or - empty;
    /// whitespace ignored), then X or O for the side to move; or a built-in name such as
    /// endgame-10 (see `ablab othello positions`). At most 14 empty squares.
    #[arg(allow_hyphen_values = true)]
    position: String,
    /// The side to move (X or O), if the position does not end with it.
    #[arg(value_name = "SIDE")]
    side: Option<String>,
    /// The side to move, if the position does not end with it.
    #[arg(long, value_enum)]
    to_move: Option<ColorArg>,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum ColorArg {
    X,
    O,
}

#[derive(clap::Args, Debug)]
struct SolveArgs {
    /// The tree, e.g. "[[3,12,8],[2,4,6],[14,5,2]]"; "-" reads it from standard input.
    tree: String,
    #[command(flatten)]
    search: SearchOpts,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
    /// Add one line per step, in plain words.
    #[arg(long)]
    trace: bool,
}

#[derive(clap::Args, Debug)]
struct ExportArgs {
    /// The tree, e.g. "[[3,12,8],[2,4,6],[14,5,2]]"; "-" reads it from standard input.
    tree: String,
    #[command(flatten)]
    search: SearchOpts,
    /// Which sheet: a worksheet (leaf values only), the answer key (solved, pruned branches
    /// struck through), or the replay at --step.
    #[arg(long, value_enum, default_value = "answers")]
    sheet: SheetArg,
    /// The step drawn with --sheet step (0 = nothing searched yet).
    #[arg(long, default_value_t = 0, value_parser = whole::<usize>)]
    step: usize,
    /// The title written under the tree.
    #[arg(long)]
    title: Option<String>,
    /// SVG, or LaTeX (a TikZ picture in a document that compiles with pdflatex).
    #[arg(long, value_enum, default_value = "svg")]
    format: FormatArg,
    /// On the worksheet, blanks for alpha and beta beside each inner node.
    #[arg(long)]
    blanks: bool,
    /// With --format tex: only the picture, its title and caption, to paste into a document
    /// that loads tikz.
    #[arg(long)]
    fragment: bool,
    /// Write the sheet here instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    output: Option<std::path::PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum FormatArg {
    Svg,
    Tex,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum SheetArg {
    Worksheet,
    Answers,
    Step,
}

/// The search conventions, shared by `solve` and `export`.
#[derive(clap::Args, Debug)]
struct SearchOpts {
    /// Who moves at the root.
    #[arg(long, value_enum, default_value = "max")]
    root: RootArg,
    /// Cutoff rule: ge prunes when alpha >= beta, gt only when alpha > beta.
    #[arg(long, value_enum, default_value = "ge")]
    rule: RuleArg,
    /// The search.
    #[arg(long, value_enum, default_value = "alphabeta")]
    algorithm: AlgorithmArg,
    /// What a node returns: soft = the best value seen, hard = its alpha (Max) or beta (Min).
    #[arg(long, value_enum, default_value = "soft")]
    fail: FailArg,
    /// Max/min form (values from Max's side) or negamax (every node maximizes; values from the
    /// side to move).
    #[arg(long, value_enum, default_value = "maxmin")]
    form: FormArg,
    /// Stop the search at this depth (root = 0); inner nodes there need an estimate, written
    /// `<v>` before their list, e.g. "[<4>[3,5],<6>[6,9]]".
    #[arg(long, value_name = "N", value_parser = whole::<u16>)]
    depth: Option<u16>,
    /// Sort every node's children by minimax value before searching: best-first (what
    /// alpha-beta likes most) or worst-first.
    #[arg(long, value_enum)]
    order: Option<OrderArg>,
    /// An aspiration window for alphabeta or pvs, e.g. "4,6": the search starts with alpha =
    /// LO and beta = HI, and searches again, opened on that side, if the value falls outside.
    #[arg(long, value_name = "LO,HI", allow_hyphen_values = true, value_parser = parse_window)]
    window: Option<Window>,
    /// Bounds on every leaf value, e.g. "0,10": alpha-beta then prunes at chance nodes too
    /// (Star1). Every leaf value must lie within them.
    #[arg(long, value_name = "LO,HI", allow_hyphen_values = true, value_parser = parse_window)]
    bounds: Option<Window>,
}

/// `LO,HI`: two numbers, the first at most the second.
fn parse_window(text: &str) -> Result<Window, String> {
    Window::read(text).map_err(|e| e.said().to_string())
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum RootArg {
    Max,
    Min,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum RuleArg {
    Ge,
    Gt,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum AlgorithmArg {
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
enum FormArg {
    Maxmin,
    Negamax,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum OrderArg {
    Best,
    Worst,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum FailArg {
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
    fn settings(&self) -> Settings {
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

/// What a run printed and its exit status.
#[derive(Debug, Default)]
pub struct Output {
    pub stdout: String,
    pub stderr: String,
    pub status: i32,
}

/// Runs `ablab` with `args` (the first is the program name); `stdin` is read only for `-`.
pub fn run<I, S>(args: I, stdin: &mut dyn Read) -> Output
where
    I: IntoIterator<Item = S>,
    S: Into<std::ffi::OsString> + Clone,
{
    let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
    // The language comes first, so that an error in the command line is said in it too.
    let language = use_language(lang_arg(&args).as_deref());
    let cli = match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        // Help and the version, on standard output, stay in English.
        Err(e) if !e.use_stderr() => {
            return Output {
                stdout: e.render().to_string(),
                ..Output::default()
            }
        }
        // So does the help shown for a command given without its subcommand (`othello`).
        Err(e) if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            return Output {
                stderr: e.render().to_string(),
                status: 2,
                ..Output::default()
            }
        }
        Err(e) => {
            return Output {
                stderr: args_error::said(&e),
                status: 2,
                ..Output::default()
            }
        }
    };
    if let Err(out) = language {
        return out;
    }
    match cli.command {
        Command::Solve(args) => solve::solve(&args, stdin),
        Command::Export(args) => export(&args, stdin),
        Command::Exercise(args) => practice::exercise(&args),
        Command::Grade(args) => practice::grade(&args, stdin),
        Command::Set(args) => set::make_set(&args),
        Command::Tictactoe(args) => games::tictactoe_cmd(&args),
        Command::Othello { command } => match command {
            OthelloCommand::Perft { depth, json } => games::othello_perft(depth, json),
            OthelloCommand::Solve(args) => games::othello_solve(&args),
            OthelloCommand::Positions { json } => games::othello_positions(json),
        },
    }
}

/// What `--lang` says (`--lang CODE` or `--lang=CODE`, the last one), read before the command
/// line is parsed; None without it.
fn lang_arg(args: &[std::ffi::OsString]) -> Option<String> {
    let mut found = None;
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        } else if word == "--lang" {
            found = words.next().map(|code| code.into_owned());
        } else if let Some(code) = word.strip_prefix("--lang=") {
            found = Some(code.to_string());
        }
    }
    found
}

/// A whole number as an argument (`--depth`, `--step`, `--seed`, perft's N), refused in the
/// language in force.
fn whole<T: TryFrom<u64>>(text: &str) -> Result<T, String> {
    let n: u64 = text.trim().parse().map_err(|_| t!(CLI_ARG_WHOLE_NUMBER))?;
    T::try_from(n).map_err(|_| t!(CLI_ARG_TOO_LARGE, value = n))
}

/// Puts the language `--lang` names in force (English without it), or refuses a code it does
/// not know.
fn use_language(code: Option<&str>) -> Result<(), Output> {
    let lang = match code {
        None => Lang::En,
        Some(code) => Lang::from_code(code).ok_or_else(|| {
            i18n::set_language(Lang::En, None);
            let known: Vec<String> = Lang::ALL
                .iter()
                .map(|l| format!("{} ({})", l.code(), l.endonym()))
                .collect();
            let languages = narrate::join_words(&known);
            fail(t!(CLI_UNKNOWN_LANGUAGE, code = code, languages = languages))
        })?,
    };
    i18n::use_language(lang).map_err(|e| {
        i18n::set_language(Lang::En, None);
        fail(t!(
            CLI_LANGUAGE_UNREADABLE,
            language = lang.endonym(),
            error = e
        ))
    })
}

fn fail(message: String) -> Output {
    Output {
        stderr: format!("ablab: {message}\n"),
        status: 2,
        ..Output::default()
    }
}

/// Reads, parses and prepares the tree: checks the depth limit and applies --order.
fn prepare(
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

fn export(args: &ExportArgs, stdin: &mut dyn Read) -> Output {
    use crate::draw::svg::{document, sheet_layout, Sheet};
    use crate::draw::tex::{self, TexOptions};
    let sheet = match args.sheet {
        SheetArg::Worksheet => Sheet::Worksheet,
        SheetArg::Answers => Sheet::AnswerKey,
        SheetArg::Step => Sheet::Step,
    };
    if args.blanks && sheet != Sheet::Worksheet {
        return fail(t!(CLI_BLANKS_WORKSHEET));
    }
    if args.fragment && args.format != FormatArg::Tex {
        return fail(t!(CLI_FRAGMENT_TEX));
    }
    let (tree, settings) = match prepare(&args.tree, &args.search, stdin) {
        Ok(t) => t,
        Err(out) => return out,
    };
    let trace = search::search(&tree, settings);
    let mut replay = search::Replay::new(&tree);
    replay.seek(&tree, &trace, args.step);
    let doc = match args.format {
        FormatArg::Svg => {
            let title = args.title.clone().unwrap_or_else(|| sheet.title());
            let layout = sheet_layout(&tree);
            let replay = Some(&replay);
            document(&tree, &trace, &layout, sheet, replay, &title, args.blanks).svg
        }
        FormatArg::Tex => {
            let options = TexOptions {
                blanks: args.blanks,
                fragment: args.fragment,
            };
            let title = args.title.as_deref();
            tex::document(&tree, &trace, Some(&replay), &[sheet], title, options)
        }
    };
    match &args.output {
        None => Output {
            stdout: doc,
            ..Output::default()
        },
        Some(path) => match std::fs::write(path, doc) {
            Ok(()) => Output::default(),
            Err(e) => fail(t!(CLI_CANNOT_WRITE, file = path.display(), error = e)),
        },
    }
}

/// Items as a list: "3, 6, 7" in English.
fn list(items: &[String]) -> String {
    items.join(&t!(LIST_SEPARATOR))
}

/// Lines, each ended.
fn lines_of(lines: &[String]) -> String {
    let mut out = String::new();
    for l in lines {
        out.push_str(l);
        out.push('\n');
    }
    out
}

fn ok(stdout: String) -> Output {
    Output {
        stdout,
        ..Output::default()
    }
}
