//! `ablab set` (a set of exercises, as the page's New set makes it) and `ablab grade --class`
//! (every answers or results file of a folder in one table). The sets and the class table are
//! the engine's and the answer format's ([`crate::teach::practice::set`],
//! [`crate::answer_file::class`]); this reads flags and files.

use super::args::{FailArg, FormArg, RootArg, RuleArg};
use super::output::{fail, lines_of, ok, Output};
use super::quiz::QuizFormat;
use crate::answer_file::{class, set_file};
use crate::draw::tex::set_sheets;
use crate::search::Settings;
use crate::t;
use crate::teach::practice::set::{self, Constraints, ExerciseSpec, SetSpec, Shape};
use crate::teach::practice::Difficulty;
use crate::teach::{narrate, Style};
use std::path::Path;

/// The exit status of `ablab grade --class` when a file was skipped (the table is written).
pub const SKIPPED_STATUS: i32 = 3;

#[derive(clap::Args, Debug)]
pub(super) struct SetArgs {
    /// The seed: the same seed and flags always give the same set.
    #[arg(long, value_parser = super::args::whole::<u64>)]
    seed: u64,
    /// The set's title.
    #[arg(long, default_value = "")]
    title: String,
    /// How many exercises.
    #[arg(long, default_value_t = 5, value_parser = super::args::whole::<usize>)]
    count: usize,
    /// Every exercise by difficulty, as `ablab exercise` draws it [default: by the
    /// constraints, when any is given; else medium].
    #[arg(long, value_enum, conflicts_with_all = ["plies", "branching", "leaf_values", "least_pruned", "deep_cutoff", "chance"])]
    difficulty: Option<super::args::DifficultyArg>,
    /// Every exercise a challenge of this kind instead (order, cut or build), as `ablab
    /// exercise --kind` draws one, graded by the default conventions.
    #[arg(long, value_enum, conflicts_with_all = ["difficulty", "plies", "branching", "leaf_values", "least_pruned", "deep_cutoff", "chance", "alpha_beta"])]
    kind: Option<super::args::KindArg>,
    /// Levels below the root [default: 3].
    #[arg(long, value_parser = super::args::whole::<u16>)]
    plies: Option<u16>,
    /// Children per inner node: N, or LO-HI [default: 2-3].
    #[arg(long, value_name = "N|LO-HI", value_parser = parse_branching)]
    branching: Option<(u16, u16)>,
    /// Leaf values, integers LO..HI [default: -9..9].
    #[arg(long, value_name = "LO..HI", allow_hyphen_values = true, value_parser = parse_values)]
    leaf_values: Option<(i64, i64)>,
    /// At least this many leaves pruned [default: 1].
    #[arg(long, value_name = "K", value_parser = super::args::whole::<usize>)]
    least_pruned: Option<usize>,
    /// At least one cutoff two or more levels above the leaves.
    #[arg(long)]
    deep_cutoff: bool,
    /// Chance nodes (refused: grading has no answers for a chance node).
    #[arg(long)]
    chance: bool,
    /// Ask each inner node's final alpha and beta too.
    #[arg(long)]
    alpha_beta: bool,
    #[arg(long, value_enum, default_value = "max")]
    root: RootArg,
    #[arg(long, value_enum, default_value = "ge")]
    rule: RuleArg,
    #[arg(long, value_enum, default_value = "soft")]
    fail: FailArg,
    #[arg(long, value_enum, default_value = "maxmin")]
    form: FormArg,
    /// Print the set's file (JSON), as the page's New set downloads it.
    #[arg(long)]
    json: bool,
    /// Print the set for paper as one LaTeX document (pdflatex): every exercise's worksheet,
    /// then every answer key.
    #[arg(long, conflicts_with_all = ["json", "kind"])]
    tex: bool,
    /// Write the set as a quiz file for a learning platform instead: moodle (Moodle XML, each
    /// tree drawn) or gift (GIFT, each tree in text), the questions in --lang.
    #[arg(long, value_enum, conflicts_with_all = ["json", "tex"])]
    format: Option<QuizFormat>,
    /// With --format: this many trees of each exercise (1 to 100), each question's trees in one
    /// category, so that a quiz's random question from it gives each student their own.
    #[arg(long, requires = "format", value_parser = super::args::whole::<usize>)]
    variants: Option<usize>,
    /// With --format moodle: each tree's figure as svg (the sheet writer's) or png (drawn from
    /// it with this machine's fonts, for a platform that refuses SVG images).
    #[arg(long, value_enum, requires = "format", default_value = "svg")]
    image: super::quiz::ImageArg,
}

/// `N` or `LO-HI`.
fn parse_branching(text: &str) -> Result<(u16, u16), String> {
    let (lo, hi) = text.split_once('-').unwrap_or((text, text));
    let read = |t: &str| {
        t.trim()
            .parse::<u16>()
            .map_err(|_| format!("\"{t}\" is not a count"))
    };
    Ok((read(lo)?, read(hi)?))
}

/// `LO..HI`.
fn parse_values(text: &str) -> Result<(i64, i64), String> {
    let (lo, hi) = text.split_once("..").ok_or("expected LO..HI, e.g. -9..9")?;
    let read = |t: &str| {
        t.trim()
            .parse::<i64>()
            .map_err(|_| format!("\"{t}\" is not a whole number"))
    };
    Ok((read(lo)?, read(hi)?))
}

impl SetArgs {
    fn spec(&self) -> SetSpec {
        let constrained = self.plies.is_some()
            || self.branching.is_some()
            || self.leaf_values.is_some()
            || self.least_pruned.is_some()
            || self.deep_cutoff
            || self.chance;
        let d = Constraints::default();
        let shape = match (self.kind, self.difficulty) {
            (Some(k), _) => Shape::Challenge(k.kind()),
            (None, Some(d)) => Shape::Difficulty(d.difficulty()),
            (None, None) if !constrained => Shape::Difficulty(Difficulty::Medium),
            (None, None) => Shape::Constraints(Constraints {
                plies: self.plies.unwrap_or(d.plies),
                branching: self.branching.unwrap_or(d.branching),
                leaf_values: self.leaf_values.unwrap_or(d.leaf_values),
                least_pruned: self.least_pruned.unwrap_or(d.least_pruned),
                deep_cutoff: self.deep_cutoff,
                chance: self.chance,
            }),
        };
        let settings = Settings {
            root: self.root.into(),
            rule: self.rule.into(),
            fail: self.fail.into(),
            form: self.form.into(),
            ..Settings::default()
        };
        let one = ExerciseSpec {
            shape,
            settings,
            alpha_beta: self.alpha_beta,
        };
        SetSpec {
            title: self.title.clone(),
            exercises: vec![one; self.count],
        }
    }
}

pub(super) fn make_set(args: &SetArgs) -> Output {
    if let Some(format) = args.format {
        return quiz_file(args, format);
    }
    let made = match set::generate(args.seed, &args.spec()) {
        Ok(made) => made,
        Err(unmet) => return fail(crate::model::practice::unmet_words(unmet)),
    };
    if args.json {
        return ok(format!("{:#}\n", set_file::set_json(&made)));
    }
    if args.tex {
        return ok(set_sheets(&made));
    }
    let mut lines = vec![
        t!(
            CLI_SET_HEAD,
            title = made.title.clone(),
            count = made.exercises.len(),
            id = set_file::set_id(&made)
        ),
        t!(CLI_SET_LINK, query = set_file::set_query(&made)),
    ];
    for (i, e) in made.exercises.iter().enumerate() {
        let conventions = narrate::conventions(&e.settings(), Style::PLAIN);
        let tree = e.tree().map(|t| t.to_notation()).unwrap_or_default();
        lines.push(t!(
            CLI_SET_EXERCISE,
            number = i + 1,
            notation = tree,
            conventions = conventions,
            alphabeta = e.alpha_beta().to_string()
        ));
        if let set::SetExercise::Challenge(c) = e {
            let task = crate::teach::practice::challenge::task(c);
            lines.push(format!("   {}", t!(CLI_CHALLENGE_TASK, task = task)));
        }
    }
    ok(lines_of(&lines))
}

/// `ablab set --format`: the set's exercises, each in `--variants` trees, as a quiz file.
fn quiz_file(args: &SetArgs, format: QuizFormat) -> Output {
    let count = match super::quiz::variant_count(args.variants) {
        Ok(n) => n,
        Err(out) => return out,
    };
    let sets = match crate::quiz::variants::sets(args.seed, &args.spec(), count) {
        Ok(sets) => sets,
        Err(unmet) => return fail(crate::model::practice::unmet_words(unmet)),
    };
    match crate::quiz::Quiz::of_sets(&args.title, &sets) {
        Ok(quiz) => super::quiz::written(&quiz, format, args.image),
        Err(refusal) => fail(refusal.said()),
    }
}

/// How deep under a class's folder files are read: a folder per student's mail, and room to
/// spare, but never a walk without end.
const CLASS_DEPTH: usize = 4;

/// The files under `dir` (its path under the class's folder `under`), each (path, text), or
/// why it cannot be read. Links are not followed.
fn class_files(
    dir: &Path,
    under: &str,
    depth: usize,
    files: &mut Vec<(String, String)>,
    unreadable: &mut Vec<(String, class::Skip)>,
) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = format!("{under}{}", entry.file_name().to_string_lossy());
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() && depth < CLASS_DEPTH {
            let under = format!("{name}/");
            class_files(&entry.path(), &under, depth + 1, files, unreadable);
        } else if kind.is_file() {
            match std::fs::read(entry.path()) {
                Ok(bytes) => files.push((name, String::from_utf8_lossy(&bytes).into_owned())),
                Err(e) => unreadable.push((name, class::Skip::Unreadable(e.to_string()))),
            }
        }
    }
}

/// `ablab grade --class DIR`: CSV (the default) or JSON on standard output, each file skipped
/// on standard error; exit status 0 when every file was graded, [`SKIPPED_STATUS`] when any
/// was skipped. The files of DIR's folders are read too (each student's mail saved in a folder
/// of its own), named by their path under DIR, in the order of those names.
pub(super) fn grade_class(dir: &Path, json: bool) -> Output {
    if let Err(e) = std::fs::read_dir(dir) {
        return fail(t!(CLI_CANNOT_READ_CLASS, dir = dir.display(), error = e));
    }
    let mut files = Vec::new();
    let mut unreadable = Vec::new();
    class_files(dir, "", 0, &mut files, &mut unreadable);
    files.sort_by(|a, b| a.0.cmp(&b.0));
    let mut table = class::grade(&files);
    table.skipped.extend(unreadable);
    table.skipped.sort_by(|a, b| a.0.cmp(&b.0));
    let stdout = if json {
        format!("{:#}\n", class::to_json(&table))
    } else {
        class::to_csv(&table)
    };
    let stderr: String = table
        .skipped
        .iter()
        .map(|(file, why)| {
            let reason = crate::model::practice::skip_words(why);
            format!(
                "ablab: {}\n",
                t!(CLI_CLASS_SKIPPED, file = file.clone(), reason = reason)
            )
        })
        .collect();
    let status = if table.skipped.is_empty() {
        0
    } else {
        SKIPPED_STATUS
    };
    Output {
        stdout,
        stderr,
        status,
    }
}
