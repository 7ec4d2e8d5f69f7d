//! `ablab exercise` and `ablab grade`: seeded exercises with their answer key, and a student's
//! answers graded, in text or JSON. The grading itself is the engine's
//! ([`crate::teach::practice`]); this reads and writes the answer format.

use super::args::{DifficultyArg, FailArg, FormArg, KindArg, RootArg, RuleArg};
use super::output::{fail, lines_of, list, ok, Output};
use super::quiz::QuizFormat;
use crate::answer_file::{self, number_json};
use crate::search::{self, Settings, Trace, Tree};
use crate::t;
use crate::teach::practice::{self, Answers, Difficulty, Grade};
use crate::teach::Worded;
use crate::teach::{narrate, Style};
use clap::ValueEnum;
use serde_json::{json, Value as Json};
use std::io::Read;

#[derive(clap::Args, Debug)]
pub(super) struct ExerciseArgs {
    /// The seed: the same seed and difficulty always give the same exercise.
    #[arg(long, value_parser = super::args::whole::<u64>, required_unless_present = "tree")]
    seed: Option<u64>,
    /// easy: 2 plies, 2 children each; medium: 3 plies, 2-3 children; hard: 4 plies, uneven.
    #[arg(
        long,
        value_enum,
        required_unless_present_any = ["kind", "tree"],
        conflicts_with = "kind"
    )]
    difficulty: Option<DifficultyArg>,
    /// With --format: the lecturer's own tree instead of a seed's, e.g. "[[3,12,8],[2,4,6]]"
    /// ("-" reads it from standard input).
    #[arg(long, requires = "format", conflicts_with_all = ["seed", "difficulty", "kind"])]
    tree: Option<String>,
    /// Write the exercise as a quiz file for a learning platform: moodle (Moodle XML, the
    /// tree drawn) or gift (GIFT, the tree in text), the questions in --lang.
    #[arg(long, value_enum, conflicts_with = "json")]
    format: Option<QuizFormat>,
    /// With --format and --seed: this many trees of the difficulty (1 to 100), each question's
    /// in one category, so that a quiz's random question from it gives each student their own.
    #[arg(long, requires = "format", value_parser = super::args::whole::<usize>)]
    variants: Option<usize>,
    /// With --format moodle: each tree's figure as svg (the sheet writer's) or png (drawn from
    /// it with this machine's fonts, for a platform that refuses SVG images).
    #[arg(long, value_enum, requires = "format", default_value = "svg")]
    image: super::quiz::ImageArg,
    /// With --format: who moves at the root.
    #[arg(long, value_enum, requires = "format")]
    root: Option<RootArg>,
    /// With --format: the cutoff rule (ge prunes when alpha >= beta, gt when alpha > beta).
    #[arg(long, value_enum, requires = "format")]
    rule: Option<RuleArg>,
    /// With --format: what a node returns (soft: the best value seen; hard: its bound).
    #[arg(long, value_enum, requires = "format")]
    fail: Option<FailArg>,
    /// With --format: max/min form, or negamax (values from the side to move).
    #[arg(long, value_enum, requires = "format")]
    form: Option<FormArg>,
    /// A challenge instead: order (reorder children for the fewest leaves), cut (change at
    /// most K leaves so that a node is pruned, or searched), build (fill a shape's leaves so
    /// that alpha-beta prunes N leaves, or cuts off at a depth).
    #[arg(long, value_enum)]
    kind: Option<KindArg>,
    /// Print one JSON object: tree, seed, difficulty, answers.
    #[arg(long)]
    json: bool,
}

#[derive(clap::Args, Debug)]
pub(super) struct GradeArgs {
    /// The tree, e.g. "[[3,12,8],[2,4,6],[14,5,2]]" ("-" reads it from standard input); or,
    /// alone, an answers file from the page, which says its exercise and conventions.
    tree: Option<String>,
    /// The answers (JSON: values, pruned, alpha_beta), or "-" for standard input.
    #[arg(long, value_name = "FILE")]
    answers: Option<String>,
    /// Who moves at the root [default: max, or the file's].
    #[arg(long, value_enum)]
    root: Option<RootArg>,
    /// Cutoff rule: ge prunes when alpha >= beta, gt only when alpha > beta [default: ge, or
    /// the file's].
    #[arg(long, value_enum)]
    rule: Option<RuleArg>,
    /// What a node returns: soft = the best value seen, hard = its alpha (Max) or beta (Min)
    /// [default: soft, or the file's].
    #[arg(long, value_enum)]
    fail: Option<FailArg>,
    /// Max/min form (values from Max's side) or negamax (values from the side to move)
    /// [default: maxmin, or the file's].
    #[arg(long, value_enum)]
    form: Option<FormArg>,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
    /// Grade every answers or results file in this folder: one table, a row per student per
    /// exercise and a summary per exercise (CSV, or JSON with --json). Exit status 3 when a
    /// file was skipped (each is listed, with the reason).
    #[arg(long, value_name = "DIR", conflicts_with_all = ["tree", "answers", "root", "rule", "fail", "form"])]
    class: Option<std::path::PathBuf>,
    /// With --class: the table as CSV (the default).
    #[arg(long, requires = "class", conflicts_with = "json")]
    csv: bool,
}

impl GradeArgs {
    /// The conventions the flags say, the defaults where a flag is left out.
    fn settings(&self) -> Settings {
        let opts = super::args::SearchOpts {
            root: self.root.unwrap_or(RootArg::Max),
            rule: self.rule.unwrap_or(RuleArg::Ge),
            algorithm: super::args::AlgorithmArg::Alphabeta,
            fail: self.fail.unwrap_or(FailArg::Soft),
            form: self.form.unwrap_or(FormArg::Maxmin),
            depth: None,
            order: None,
            window: None,
            bounds: None,
        };
        opts.settings()
    }

    /// The first flag given that says otherwise than `file` (the file's conventions): the
    /// flag's name and value as typed.
    fn contradiction(&self, file: &Settings) -> Option<(&'static str, String)> {
        let flags = self.settings();
        let named = |v: Option<String>, differs: bool, flag: &'static str| {
            v.filter(|_| differs).map(|v| (flag, v))
        };
        named(self.root.map(typed), flags.root != file.root, "root")
            .or_else(|| named(self.rule.map(typed), flags.rule != file.rule, "rule"))
            .or_else(|| named(self.fail.map(typed), flags.fail != file.fail, "fail"))
            .or_else(|| named(self.form.map(typed), flags.form != file.form, "form"))
    }
}

/// A flag's value as typed on the command line.
fn typed<T: ValueEnum>(v: T) -> String {
    v.to_possible_value()
        .map(|v| v.get_name().to_string())
        .unwrap_or_default()
}

pub(super) fn exercise(args: &ExerciseArgs, stdin: &mut dyn Read) -> Output {
    if let Some(format) = args.format {
        return quiz_file(args, format, stdin);
    }
    // Without --tree (which needs --format), clap asks for the seed.
    let seed = args.seed.unwrap_or_default();
    let difficulty = match (args.kind, args.difficulty) {
        (Some(kind), _) => return super::challenge::exercise(kind.kind(), seed, args.json),
        (None, Some(DifficultyArg::Easy)) => Difficulty::Easy,
        (None, Some(DifficultyArg::Medium)) => Difficulty::Medium,
        (None, Some(DifficultyArg::Hard) | None) => Difficulty::Hard,
    };
    let tree = practice::exercise(seed, difficulty);
    let trace = search::search(&tree, Settings::default());
    let key = practice::answer_key(&tree, &trace);
    if args.json {
        let out = json!({
            "tree": nested_json(&tree, 0),
            "seed": seed,
            "difficulty": difficulty.name(),
            "notation": tree.to_notation(),
            "conventions": narrate::conventions(&trace.settings, Style::PLAIN),
            "answers": answer_file::write(&tree, &key),
        });
        return ok(format!("{out}\n"));
    }
    ok(exercise_text(&tree, &trace, &key, seed, difficulty))
}

/// The difficulty `ablab exercise` draws by, hard when none is given.
fn difficulty_of(arg: Option<DifficultyArg>) -> Difficulty {
    match arg {
        Some(DifficultyArg::Easy) => Difficulty::Easy,
        Some(DifficultyArg::Medium) => Difficulty::Medium,
        Some(DifficultyArg::Hard) | None => Difficulty::Hard,
    }
}

/// `ablab exercise --format`: the exercise (a seed's, in `--variants` trees, or the given
/// tree) as a quiz file, under the conventions the flags give.
fn quiz_file(args: &ExerciseArgs, format: QuizFormat, stdin: &mut dyn Read) -> Output {
    if let Some(kind) = args.kind {
        let refusal = crate::quiz::Refusal::Challenge {
            exercise: 1,
            kind: kind.kind(),
        };
        return fail(refusal.said());
    }
    let settings = Settings {
        root: args.root.unwrap_or(RootArg::Max).into(),
        rule: args.rule.unwrap_or(RuleArg::Ge).into(),
        fail: args.fail.unwrap_or(FailArg::Soft).into(),
        form: args.form.unwrap_or(FormArg::Maxmin).into(),
        ..Settings::default()
    };
    let items = match (&args.tree, args.seed) {
        (Some(_), _) if args.variants.is_some_and(|n| n != 1) => {
            return fail(t!(CLI_QUIZ_ONE_TREE))
        }
        (Some(text), _) => match read_tree(text, stdin) {
            Ok(tree) => vec![crate::quiz::Item { tree, settings }],
            Err(out) => return out,
        },
        (None, seed) => {
            let count = match super::quiz::variant_count(args.variants) {
                Ok(n) => n,
                Err(out) => return out,
            };
            let difficulty = difficulty_of(args.difficulty);
            crate::quiz::variants::exercises(seed.unwrap_or_default(), difficulty, count)
                .into_iter()
                .map(|s| crate::quiz::Item {
                    tree: practice::exercise(s, difficulty),
                    settings,
                })
                .collect()
        }
    };
    let quiz = crate::quiz::Quiz {
        title: String::new(),
        exercises: vec![items],
    };
    super::quiz::written(&quiz, format, args.image)
}

fn exercise_text(tree: &Tree, trace: &Trace, key: &Answers, seed: u64, d: Difficulty) -> String {
    let label = |n| tree.label(n).into_owned();
    let notation = tree.to_notation();
    let values: Vec<String> = key
        .values
        .iter()
        .map(|&(n, v)| format!("{} = {}", label(n), v.show(false)))
        .collect();
    let pruned: Vec<String> = key.pruned.iter().map(|&n| label(n)).collect();
    let windows: Vec<String> = key
        .alpha_beta
        .iter()
        .map(|&(n, a, b)| format!("{} [{}, {}]", label(n), a.show(false), b.show(false)))
        .collect();
    let conventions = narrate::conventions(&trace.settings, Style::PLAIN);
    lines_of(&[
        t!(CLI_EXERCISE_HEAD, seed = seed, difficulty = d.name()),
        t!(CLI_EXERCISE_TREE, notation = notation),
        t!(CLI_CONVENTIONS, conventions = conventions),
        t!(CLI_EXERCISE_TASK),
        t!(CLI_EXERCISE_GRADE_WITH, notation = notation),
        String::new(),
        t!(CLI_EXERCISE_KEY),
        t!(CLI_EXERCISE_VALUES, values = list(&values)),
        t!(CLI_EXERCISE_PRUNED, nodes = list_or_none(&pruned)),
        t!(CLI_EXERCISE_WINDOWS, windows = list(&windows)),
    ])
}

fn list_or_none(items: &[String]) -> String {
    if items.is_empty() {
        t!(CLI_NONE)
    } else {
        list(items)
    }
}

/// The tree as nested JSON arrays of numbers.
fn nested_json(tree: &Tree, node: u32) -> Json {
    match tree.value(node) {
        Some(v) => number_json(&v.to_string()),
        None => Json::Array(tree.children(node).map(|c| nested_json(tree, c)).collect()),
    }
}

pub(super) fn grade(args: &GradeArgs, stdin: &mut dyn Read) -> Output {
    if let Some(dir) = &args.class {
        return super::set::grade_class(dir, args.json);
    }
    // `ablab grade FILE`, `ablab grade --answers FILE` or `ablab grade TREE --answers FILE`.
    let (tree_arg, file) = match (&args.tree, &args.answers) {
        (Some(tree), Some(file)) => (Some(tree.as_str()), file.as_str()),
        (Some(file), None) | (None, Some(file)) => (None, file.as_str()),
        (None, None) => return fail(t!(CLI_GRADE_NOTHING)),
    };
    if tree_arg == Some("-") && file == "-" {
        return fail(t!(CLI_BOTH_STDIN));
    }
    let text = match read_answers_text(file, stdin) {
        Ok(text) => text,
        Err(out) => return out,
    };
    match answer_file::read_challenge(&text) {
        Ok(Some(found)) => {
            return super::challenge::grade(file, found, tree_arg.is_some(), args.json)
        }
        Ok(None) => {}
        Err(e) => return fail(t!(CLI_BAD_ANSWERS, error = e)),
    }
    let about = match answer_file::read_about(&text) {
        Ok(about) => about,
        Err(e) => return fail(t!(CLI_BAD_ANSWERS, error = e)),
    };
    let given = match tree_arg.map(|arg| read_input(arg, "tree", stdin)) {
        None => None,
        Some(Ok(text)) => match search::parse(&text) {
            Ok(tree) => Some(tree),
            Err(e) => return fail(t!(CLI_BAD_TREE, error = e.said())),
        },
        Some(Err(out)) => return out,
    };
    let tree = match (given, &about) {
        (Some(tree), None) => tree,
        (None, None) => return fail(t!(CLI_GRADE_NO_EXERCISE, file = file)),
        (given, Some(about)) => match about.exercise.tree() {
            Ok(own) if given.as_ref().is_none_or(|t| *t == own) => own,
            Ok(own) => {
                let own = own.to_notation();
                return fail(t!(CLI_GRADE_OTHER_TREE, file = file, own = own));
            }
            Err(e) => return fail(t!(CLI_BAD_ANSWERS, error = e)),
        },
    };
    let settings = match &about {
        None => args.settings(),
        Some(about) => {
            if let Some((flag, given)) = args.contradiction(&about.settings) {
                let conventions = narrate::conventions(&about.settings, Style::PLAIN);
                return fail(t!(
                    CLI_GRADE_CONTRADICTS,
                    flag = flag,
                    given = given,
                    file = file,
                    conventions = conventions
                ));
            }
            practice::practised(about.settings)
        }
    };
    let answers = match answer_file::read(&text, &tree) {
        Ok(a) => a,
        Err(e) => return fail(t!(CLI_BAD_ANSWERS, error = e)),
    };
    let trace = search::search(&tree, settings);
    let graded = practice::grade(&tree, &trace, &answers);
    let student = about.as_ref().and_then(|a| a.student.as_deref());
    // A file from the page is scored as the page scores it: nodes left without a value count
    // as parts, and hints cost.
    let page_hints = about.as_ref().map(|a| a.hints);
    if args.json {
        let mut out = grade_json(&tree, &trace, &answers, &graded);
        out["student"] = student.map_or(Json::Null, |s| Json::String(s.to_string()));
        if let Some(hints) = page_hints {
            out["score"] = json!(graded.page_score(hints));
            out["out_of"] = json!(graded.page_parts());
            out["hints"] = json!(hints);
            out["correct"] = json!(graded.page_correct());
        }
        ok(format!("{out}\n"))
    } else {
        let mut text = grade_text(&tree, &trace, &answers, &graded, page_hints);
        if let Some(name) = student {
            text.insert_str(0, &format!("{}\n", t!(CLI_GRADE_STUDENT, name = name)));
        }
        ok(text)
    }
}

/// Reads `arg` (text, or "-" for standard input) as `what` (`tree` or `answers`).
fn read_input(arg: &str, what: &str, stdin: &mut dyn Read) -> Result<String, Output> {
    if arg != "-" {
        return Ok(arg.to_string());
    }
    let mut s = String::new();
    match stdin.read_to_string(&mut s) {
        Ok(_) => Ok(s),
        Err(e) => Err(fail(t!(CLI_CANNOT_READ_STDIN, what = what, error = e))),
    }
}

/// The answers: a file's text, or standard input's for "-".
fn read_answers_text(arg: &str, stdin: &mut dyn Read) -> Result<String, Output> {
    if arg == "-" {
        return read_input(arg, "answers", stdin);
    }
    std::fs::read_to_string(arg)
        .map_err(|e| fail(t!(CLI_CANNOT_READ_ANSWERS, file = arg, error = e)))
}

fn grade_json(tree: &Tree, trace: &Trace, answers: &Answers, g: &Grade) -> Json {
    let labels = |nodes: &[u32]| -> Vec<String> {
        nodes.iter().map(|&n| tree.label(n).into_owned()).collect()
    };
    let first = g.first_mistake.as_ref().map(|m| {
        json!({
            "node": tree.label(m.node),
            "kind": m.kind.name(),
            "step": m.step,
            "explanation": practice::explain(tree, trace, answers, m, Style::PLAIN),
        })
    });
    json!({
        "correct": g.correct(),
        "score": g.score(),
        "points": g.points,
        "out_of": g.out_of,
        "wrong_values": labels(&g.wrong_values),
        "missed_prunes": labels(&g.missed_prunes),
        "extra_prunes": labels(&g.extra_prunes),
        "wrong_alpha_beta": labels(&g.wrong_alpha_beta()),
        "wrong_alpha": labels(&g.wrong_alpha),
        "wrong_beta": labels(&g.wrong_beta),
        "unanswered": labels(&g.unanswered),
        "first_mistake": first,
        "conventions": narrate::conventions(&trace.settings, Style::PLAIN),
    })
}

/// The nodes with a wrong alpha or beta, each named with its wrong parts: `C (β)`.
fn wrong_parts(tree: &Tree, g: &Grade) -> String {
    let named: Vec<String> = g
        .wrong_alpha_beta()
        .into_iter()
        .map(|n| g.wrong_parts_named(n, &tree.label(n)))
        .collect();
    list_or_none(&named)
}

/// `page_hints`: for a file from the page, the hints taken (then scored as the page scores).
fn grade_text(
    tree: &Tree,
    trace: &Trace,
    answers: &Answers,
    g: &Grade,
    page_hints: Option<usize>,
) -> String {
    let labels = |nodes: &[u32]| -> String {
        let l: Vec<String> = nodes.iter().map(|&n| tree.label(n).into_owned()).collect();
        list_or_none(&l)
    };
    let conventions = narrate::conventions(&trace.settings, Style::PLAIN);
    let score = page_hints.map_or_else(|| g.score(), |hints| g.page_score(hints));
    let mut lines = vec![
        t!(CLI_CONVENTIONS, conventions = conventions),
        t!(
            CLI_GRADE_SCORE,
            points = g.points,
            total = page_hints.map_or(g.out_of, |_| g.page_parts()),
            percent = (score * 100.0).round(),
            correct = if page_hints.is_some() {
                g.page_correct()
            } else {
                g.correct()
            }
        ),
        t!(CLI_GRADE_WRONG_VALUES, nodes = labels(&g.wrong_values)),
        t!(CLI_GRADE_MISSED, nodes = labels(&g.missed_prunes)),
        t!(CLI_GRADE_EXTRA, nodes = labels(&g.extra_prunes)),
        t!(CLI_GRADE_WRONG_WINDOWS, nodes = wrong_parts(tree, g)),
    ];
    if !g.unanswered.is_empty() {
        lines.push(t!(CLI_GRADE_UNANSWERED, nodes = labels(&g.unanswered)));
    }
    if let Some(m) = &g.first_mistake {
        lines.push(t!(
            CLI_GRADE_FIRST_MISTAKE,
            step = m.step,
            explanation = practice::explain(tree, trace, answers, m, Style::PLAIN)
        ));
    }
    lines_of(&lines)
}

/// The tree given as `arg` (or standard input's, for "-"), read by the notation.
fn read_tree(arg: &str, stdin: &mut dyn Read) -> Result<Tree, Output> {
    let text = read_input(arg, "tree", stdin)?;
    search::parse(&text).map_err(|e| fail(t!(CLI_BAD_TREE, error = e.said())))
}
