//! `ablab solve`: the answer as text or JSON, with the passes, probes and re-searches of the
//! searches beyond alpha-beta.

use super::args::{prepare, SolveArgs};
use super::output::{lines_of, list, Output};
use crate::answer_file::number_json;
use crate::search::{self, Algorithm, Settings, Trace, Tree};
use crate::t;
use crate::teach::{narrate, Style};
use serde_json::json;
use std::io::Read;

pub(super) fn solve(args: &SolveArgs, stdin: &mut dyn Read) -> Output {
    let (tree, settings) = match prepare(&args.tree, &args.search, stdin) {
        Ok(t) => t,
        Err(out) => return out,
    };
    let trace = search::search(&tree, settings);
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
        .filter_map(|i| tree.leaves().get(i))
        .filter_map(|&n| tree.value(n))
        .map(|v| v.to_string())
        .collect()
}

fn text_report(tree: &Tree, trace: &Trace, with_trace: bool) -> String {
    let s = &trace.solution;
    let (nodes, leaves) = (tree.len(), tree.leaves().len());
    let conventions = narrate::conventions(&trace.settings, Style::PLAIN);
    let mut lines = vec![
        t!(
            CLI_REPORT_TREE,
            nodes = nodes,
            leaves = leaves,
            depth = tree.height()
        ),
        t!(CLI_CONVENTIONS, conventions = conventions),
    ];
    if with_trace {
        lines.push(t!(CLI_REPORT_STEPS));
        for i in 0..trace.events.len() {
            let said = narrate(tree, trace, i, Style::PLAIN);
            lines.push(format!("{:>4}. {said}", i + 1));
        }
    }
    lines.push(t!(
        CLI_REPORT_VALUE,
        value = trace.table.show(s.value, false)
    ));
    lines.push(match s.best_move {
        // Named by the child it leads to; the JSON's best_move keeps the child's position.
        Some(m) => {
            let child = tree.children(0).nth(m).unwrap_or(0);
            let child = teach::narrate::node_name(tree, child, Style::PLAIN);
            t!(CLI_REPORT_BEST_MOVE, child = child)
        }
        None if tree.is_leaf(0) => t!(CLI_REPORT_BEST_MOVE_NONE),
        None => t!(CLI_REPORT_BEST_MOVE_CHANCE),
    });
    // A search of several passes, or with re-searches, may visit a node more than once.
    if s.passes.len() > 1 || s.researches > 0 {
        lines.push(t!(
            CLI_REPORT_VISITED_ALL,
            visited = s.nodes_visited,
            nodes = nodes
        ));
        lines.push(t!(
            CLI_REPORT_EVALUATED_ALL,
            evaluated = s.leaves_evaluated,
            leaves = leaves
        ));
    } else {
        lines.push(t!(
            CLI_REPORT_VISITED,
            visited = s.nodes_visited,
            nodes = nodes
        ));
        lines.push(t!(
            CLI_REPORT_EVALUATED,
            evaluated = s.leaves_evaluated,
            leaves = leaves
        ));
    }
    lines.push(if s.pruned_leaves.is_empty() {
        t!(CLI_REPORT_PRUNED_NONE)
    } else {
        // Counted from 1, from the left, as a person counts; the JSON's pruned_leaves keeps
        // the positions counted from 0.
        let counted: Vec<String> = s
            .pruned_leaves
            .iter()
            .map(|i| (i + 1).to_string())
            .collect();
        t!(
            CLI_REPORT_PRUNED,
            leaves = list(&counted),
            values = list(&pruned_values(tree, trace))
        )
    });
    let mut out = lines_of(&lines);
    out.push_str(&passes_text(tree, trace));
    out
}

/// The passes, probes and re-searches, for the searches that have them.
fn passes_text(tree: &Tree, trace: &Trace) -> String {
    let s = &trace.solution;
    let show = |v| trace.table.show(v, false);
    let mut lines = Vec::new();
    if s.passes.len() > 1 || s.window_result.is_some() {
        lines.push(t!(CLI_REPORT_PASSES, count = s.passes.len()));
        for (i, p) in s.passes.iter().enumerate() {
            let (alpha, beta, value) = (show(p.alpha), show(p.beta), show(p.value));
            let result = result_words(p.result);
            let (nodes, leaves) = (p.nodes_visited, p.leaves_evaluated);
            let line = match p.depth {
                Some(depth) => t!(
                    CLI_REPORT_PASS_DEPTH,
                    pass = i + 1,
                    alpha = alpha,
                    beta = beta,
                    depth = depth,
                    value = value,
                    result = result,
                    nodes = nodes,
                    leaves = leaves
                ),
                None => t!(
                    CLI_REPORT_PASS,
                    pass = i + 1,
                    alpha = alpha,
                    beta = beta,
                    value = value,
                    result = result,
                    nodes = nodes,
                    leaves = leaves
                ),
            };
            lines.push(format!("  {line}"));
        }
    }
    if let Some(r) = s.window_result {
        lines.push(t!(CLI_REPORT_WINDOW_RESULT, result = result_words(r)));
    }
    if trace.settings.algorithm == Algorithm::Pvs {
        lines.push(t!(
            CLI_REPORT_PROBES,
            probes = s.probes,
            researches = s.researches
        ));
    }
    if trace.settings.algorithm == Algorithm::Iterative {
        let one = single_search(tree, trace);
        lines.push(t!(
            CLI_REPORT_SINGLE_SEARCH,
            nodes = one.nodes_visited,
            leaves = one.leaves_evaluated
        ));
    }
    lines_of(&lines)
}

/// How a pass ended, in words: in English, as the JSON's `window_result` names it.
fn result_words(r: search::WindowResult) -> String {
    let id = match r {
        search::WindowResult::Inside => "inside",
        search::WindowResult::FailLow => "fail_low",
        search::WindowResult::FailHigh => "fail_high",
    };
    t!(CLI_WINDOW_RESULT, result = id)
}

/// Iterative deepening's counterpart: one alpha-beta search to its last iteration's depth.
fn single_search(tree: &Tree, trace: &Trace) -> search::Solution {
    let last = trace.solution.passes.last().and_then(|p| p.depth);
    let one = Settings {
        algorithm: Algorithm::AlphaBeta,
        depth_limit: last.filter(|&d| d < tree.height()),
        ..trace.settings
    };
    search::search_into(tree, &trace.table, one, &mut search::NoTrace)
}

/// The returns whose value is only a bound on the node's true value (it failed low or high, or
/// a cutoff skipped children), step by step as `trace` numbers them: the node, the value from
/// its own side, and `"lower"` (at least it) or `"upper"` (at most it).
fn bounds_json(tree: &Tree, trace: &Trace) -> serde_json::Value {
    let bounds = trace.events.iter().enumerate().filter_map(|(i, e)| {
        let search::Event::Return { node, value, .. } = *e else {
            return None;
        };
        let bound = match trace.returns(tree).at(i)? {
            search::Returned::Exact => return None,
            search::Returned::Lower => "lower",
            search::Returned::Upper => "upper",
        };
        let text = trace.table.show_exact(value);
        Some(json!({
            "step": i + 1,
            "node": tree.label(node),
            "value": number_json(&text),
            "value_text": text,
            "bound": bound,
        }))
    });
    json!(bounds.collect::<Vec<_>>())
}

fn json_report(tree: &Tree, trace: &Trace, with_trace: bool) -> String {
    let s = &trace.solution;
    let value_text = trace.table.show_exact(s.value);
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
        "passes": s.passes.len(),
        "window_result": s.window_result,
        "probes": s.probes,
        "researches": s.researches,
        "pass_details": s.passes.iter().map(|p| json!({
            "depth": p.depth,
            "reached_depth": p.reached,
            "window": [trace.table.show_exact(p.alpha), trace.table.show_exact(p.beta)],
            "value": number_json(&trace.table.show_exact(p.value)),
            "value_text": trace.table.show_exact(p.value),
            "result": p.result,
            "nodes_visited": p.nodes_visited,
            "leaves_evaluated": p.leaves_evaluated,
        })).collect::<Vec<_>>(),
    });
    if trace.settings.algorithm == Algorithm::Iterative {
        let one = single_search(tree, trace);
        obj["single_search"] = json!({
            "nodes_visited": one.nodes_visited,
            "leaves_evaluated": one.leaves_evaluated,
        });
    }
    if with_trace {
        let steps: Vec<String> = (0..trace.events.len())
            .map(|i| narrate(tree, trace, i, Style::PLAIN))
            .collect();
        obj["trace"] = json!(steps);
        obj["bounds"] = bounds_json(tree, trace);
    }
    let mut out = obj.to_string();
    out.push('\n');
    out
}
