//! The `ablab` command-line tool: solve a tree from the notation and print the answer, a trace in
//! plain words, or JSON. Native only; the binary in `src/bin/ablab.rs` is a thin wrapper.

use crate::engine::narrate::narrate as narrate_event;
use crate::engine::order::{sort_children, Order};
use crate::engine::{
    self, narrate, Algorithm, CutRule, Fail, Form, Settings, Side, Style, Trace, Tree,
};
use clap::{Parser, Subcommand, ValueEnum};
use serde_json::json;
use std::io::Read;

#[derive(Parser, Debug)]
#[command(
    name = "ablab",
    version,
    about = "Alpha-Beta Lab: minimax and alpha-beta on game trees written as nested lists"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Search a tree and print its value, best move, counts and pruned leaves.
    Solve(SolveArgs),
}

#[derive(clap::Args, Debug)]
struct SolveArgs {
    /// The tree, e.g. "[[3,12,8],[2,4,6],[14,5,2]]"; "-" reads it from standard input.
    tree: String,
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
    #[arg(long, value_name = "N")]
    depth: Option<u16>,
    /// Sort every node's children by minimax value before searching: best-first (what
    /// alpha-beta likes most) or worst-first.
    #[arg(long, value_enum)]
    order: Option<OrderArg>,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
    /// Add one line per step, in plain words.
    #[arg(long)]
    trace: bool,
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

impl SolveArgs {
    fn settings(&self) -> Settings {
        Settings {
            root: match self.root {
                RootArg::Max => Side::Max,
                RootArg::Min => Side::Min,
            },
            rule: match self.rule {
                RuleArg::Ge => CutRule::Ge,
                RuleArg::Gt => CutRule::Gt,
            },
            algorithm: match self.algorithm {
                AlgorithmArg::Alphabeta => Algorithm::AlphaBeta,
                AlgorithmArg::Minimax => Algorithm::Minimax,
            },
            fail: match self.fail {
                FailArg::Soft => Fail::Soft,
                FailArg::Hard => Fail::Hard,
            },
            form: match self.form {
                FormArg::Maxmin => Form::MaxMin,
                FormArg::Negamax => Form::Negamax,
            },
            depth_limit: self.depth,
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
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let text = e.render().to_string();
            let status = if e.use_stderr() { 2 } else { 0 };
            return if e.use_stderr() {
                Output {
                    stderr: text,
                    status,
                    ..Output::default()
                }
            } else {
                Output {
                    stdout: text,
                    status,
                    ..Output::default()
                }
            };
        }
    };
    match cli.command {
        Command::Solve(args) => solve(&args, stdin),
    }
}

fn fail(message: String) -> Output {
    Output {
        stderr: format!("ablab: {message}\n"),
        status: 2,
        ..Output::default()
    }
}

fn solve(args: &SolveArgs, stdin: &mut dyn Read) -> Output {
    let text = if args.tree == "-" {
        let mut s = String::new();
        if let Err(e) = stdin.read_to_string(&mut s) {
            return fail(format!("cannot read the tree from standard input: {e}"));
        }
        s
    } else {
        args.tree.clone()
    };
    let tree = match engine::parse(&text) {
        Ok(t) => t,
        Err(e) => return fail(format!("bad tree: {e}")),
    };
    let settings = args.settings();
    if let Err(e) = engine::check_depth_limit(&tree, &settings) {
        return fail(e);
    }
    let tree = match args.order {
        Some(OrderArg::Best) => sort_children(&tree, &settings, Order::BestFirst),
        Some(OrderArg::Worst) => sort_children(&tree, &settings, Order::WorstFirst),
        None => tree,
    };
    let trace = engine::search(&tree, settings);
    let stdout = if args.json {
        json_report(&tree, &trace, args.trace)
    } else {
        text_report(&tree, &trace, args.trace)
    };
    Output {
        stdout,
        ..Output::default()
    }
}

fn pruned_values(tree: &Tree, trace: &Trace) -> Vec<String> {
    trace
        .solution
        .pruned_leaves
        .iter()
        .filter_map(|&i| tree.leaves().get(i))
        .filter_map(|&n| tree.value(n))
        .map(|v| v.to_string())
        .collect()
}

fn text_report(tree: &Tree, trace: &Trace, with_trace: bool) -> String {
    let s = &trace.solution;
    let mut out = String::new();
    out.push_str(&format!(
        "Tree: {} nodes, {} leaves, depth {}\n",
        tree.len(),
        tree.leaves().len(),
        tree.height()
    ));
    out.push_str(&format!(
        "Conventions: {}\n",
        narrate::conventions(&trace.settings, Style::PLAIN)
    ));
    if with_trace {
        out.push_str("Steps:\n");
        for i in 0..trace.events.len() {
            out.push_str(&format!(
                "{:>4}. {}\n",
                i + 1,
                narrate_event(tree, trace, i, Style::PLAIN)
            ));
        }
    }
    out.push_str(&format!("Value: {}\n", trace.table.show(s.value, false)));
    match s.best_move {
        Some(m) => {
            let child = tree.children(0).nth(m).unwrap_or(0);
            out.push_str(&format!(
                "Best move: {m} (to {})\n",
                engine::narrate::node_name(tree, child, Style::PLAIN)
            ));
        }
        None => out.push_str("Best move: none (the root is a leaf)\n"),
    }
    out.push_str(&format!(
        "Nodes visited: {} of {}\n",
        s.nodes_visited,
        tree.len()
    ));
    out.push_str(&format!(
        "Leaves evaluated: {} of {}\n",
        s.leaves_evaluated,
        tree.leaves().len()
    ));
    if s.pruned_leaves.is_empty() {
        out.push_str("Pruned leaves: none\n");
    } else {
        let idx: Vec<String> = s.pruned_leaves.iter().map(|i| i.to_string()).collect();
        out.push_str(&format!(
            "Pruned leaves: {} (values {})\n",
            idx.join(", "),
            pruned_values(tree, trace).join(", ")
        ));
    }
    out
}

fn number_json(text: &str) -> serde_json::Value {
    serde_json::from_str::<serde_json::Number>(text)
        .map(serde_json::Value::Number)
        .unwrap_or_else(|_| serde_json::Value::String(text.to_string()))
}

fn json_report(tree: &Tree, trace: &Trace, with_trace: bool) -> String {
    let s = &trace.solution;
    let value_text = trace.table.show(s.value, false);
    let mut obj = json!({
        "value": number_json(&value_text),
        "value_text": value_text,
        "best_move": s.best_move,
        "nodes_visited": s.nodes_visited,
        "leaves_evaluated": s.leaves_evaluated,
        "pruned_leaves": s.pruned_leaves,
        "pruned_leaf_values": pruned_values(tree, trace),
        "nodes": tree.len(),
        "leaves": tree.leaves().len(),
        "settings": trace.settings,
        "notation": tree.to_notation(),
        "conventions": narrate::conventions(&trace.settings, Style::PLAIN),
    });
    if with_trace {
        let steps: Vec<String> = (0..trace.events.len())
            .map(|i| narrate_event(tree, trace, i, Style::PLAIN))
            .collect();
        obj["trace"] = json!(steps);
    }
    let mut out = obj.to_string();
    out.push('\n');
    out
}
