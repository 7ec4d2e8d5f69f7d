//! The `ablab` command-line tool: solve a tree from the notation and print the answer, a trace in
//! plain words, or JSON; search tic-tac-toe boards and Othello endgames (`tictactoe`, `othello`).
//! Native only; the binary in `src/bin/ablab.rs` is a thin wrapper. The games' subcommands
//! (`tictactoe`, `othello`) are in `cli/games.rs`; exercises and grading (`exercise`, `grade`)
//! in `cli/practice.rs`; sets and a class graded (`set`, `grade --class`) in `cli/set.rs`.

mod args;
mod args_error;
mod challenge;
mod games;
mod output;
mod png;
mod practice;
mod quiz;
mod serve;
mod set;
mod solve;

pub use output::Output;

use crate::i18n::{self, Lang};
use crate::search;
use crate::t;
use crate::teach::narrate;
use args::{prepare, ExportArgs, FormatArg, OthelloCommand, SheetArg, SolveArgs, TictactoeArgs};
use clap::error::ErrorKind;
use clap::{Parser, Subcommand};
use output::fail;
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
    /// Serve the built page and its live lectures: the class follows the lecturer's tree on
    /// its own devices and answers Predict's questions (docs/live.md).
    Serve(serve::ServeArgs),
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
        Command::Exercise(args) => practice::exercise(&args, stdin),
        Command::Grade(args) => practice::grade(&args, stdin),
        Command::Set(args) => set::make_set(&args),
        Command::Tictactoe(args) => games::tictactoe_cmd(&args),
        Command::Othello { command } => match command {
            OthelloCommand::Perft { depth, json } => games::othello_perft(depth, json),
            OthelloCommand::Solve(args) => games::othello_solve(&args),
            OthelloCommand::Positions { json } => games::othello_positions(json),
        },
        Command::Serve(args) => serve::serve(&args),
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
