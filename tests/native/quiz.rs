//! Quiz files (`ablab set|exercise --format moodle|gift`), run through `cli::run`. The Moodle
//! XML is read back as Moodle's format defines it (each question's type, its answers and their
//! fractions, tolerances, the files its text names), and its answers are held to what
//! `ablab solve` says of the same tree, over random sets. GIFT is parsed by an independent
//! parser in `tests/quiz/gift.cjs` (a suite of `scripts/test.sh`).

use alphabeta_lab::cli::{run, Output};
use alphabeta_lab::draw::svg::question_figure;
use alphabeta_lab::search::{self, Event, Form, Settings};
use alphabeta_lab::teach::narrate::is_max;
use alphabeta_lab::teach::practice::{answer_key, practised, Bound};
use base64::Engine as _;
use proptest::prelude::*;
use serde_json::Value as Json;

fn ablab(args: &[&str]) -> Output {
    let mut all = vec!["ablab"];
    all.extend_from_slice(args);
    run(all, &mut "".as_bytes())
}

/// Every percentage Moodle offers a choice (its importers refuse any other), and their
/// negatives.
const MOODLE_GRADES: [&str; 21] = [
    "100", "90", "83.33333", "80", "75", "70", "66.66667", "60", "50", "40", "33.33333", "30",
    "25", "20", "16.66667", "14.28571", "12.5", "11.11111", "10", "5", "0",
];

/// One answer as Moodle reads it: its fraction (a percentage), text and tolerance.
#[derive(Debug)]
struct ReadAnswer {
    fraction: String,
    text: String,
    tolerance: Option<f64>,
}

/// One question as Moodle reads it.
#[derive(Debug)]
struct ReadQuestion {
    kind: String,
    category: String,
    name: String,
    /// The question's text: HTML.
    text: String,
    files: Vec<(String, Vec<u8>)>,
    single: Option<bool>,
    answers: Vec<ReadAnswer>,
}

impl ReadQuestion {
    /// The tree's notation, from the paragraph that gives it.
    fn notation(&self) -> &str {
        let from = self.text.find("notation: ").expect("a notation") + "notation: ".len();
        let rest = &self.text[from..];
        &rest[..rest.find("</p>").expect("the paragraph's end")]
    }

    fn right(&self) -> Vec<&str> {
        self.answers
            .iter()
            .filter(|a| a.fraction.parse::<f64>().unwrap() > 0.0)
            .map(|a| a.text.as_str())
            .collect()
    }
}

fn child_text(node: roxmltree::Node, tag: &str) -> Option<String> {
    let child = node.children().find(|c| c.has_tag_name(tag))?;
    let text = child.children().find(|c| c.has_tag_name("text"))?;
    Some(text.text().unwrap_or("").to_string())
}

/// Reads a Moodle XML file, holding each question to the format: a category before any
/// question; numerical, short-answer and multiple-choice questions with their answers.
fn read_moodle(xml: &str) -> Vec<ReadQuestion> {
    let doc = roxmltree::Document::parse(xml).expect("well-formed XML");
    let quiz = doc.root_element();
    assert!(quiz.has_tag_name("quiz"));
    let mut category = None;
    let mut out = Vec::new();
    for q in quiz.children().filter(|n| n.has_tag_name("question")) {
        let kind = q.attribute("type").expect("a type").to_string();
        if kind == "category" {
            category = Some(child_text(q, "category").expect("a category's path"));
            continue;
        }
        let category = category.clone().expect("a category before any question");
        let qt = q
            .children()
            .find(|c| c.has_tag_name("questiontext"))
            .unwrap();
        assert_eq!(qt.attribute("format"), Some("html"));
        let files = qt
            .children()
            .filter(|c| c.has_tag_name("file"))
            .map(|f| {
                assert_eq!(f.attribute("encoding"), Some("base64"));
                let data = base64::engine::general_purpose::STANDARD
                    .decode(f.text().unwrap_or("").trim())
                    .expect("base64");
                (f.attribute("name").unwrap().to_string(), data)
            })
            .collect();
        let answers = q
            .children()
            .filter(|c| c.has_tag_name("answer"))
            .map(|a| ReadAnswer {
                fraction: a.attribute("fraction").expect("a fraction").to_string(),
                text: child_text_direct(a),
                tolerance: a
                    .children()
                    .find(|c| c.has_tag_name("tolerance"))
                    .map(|t| t.text().unwrap().parse().expect("a number")),
            })
            .collect();
        let single = q
            .children()
            .find(|c| c.has_tag_name("single"))
            .map(|s| s.text() == Some("true"));
        out.push(ReadQuestion {
            kind,
            category,
            name: child_text(q, "name").expect("a name"),
            text: child_text(q, "questiontext").unwrap(),
            files,
            single,
            answers,
        });
    }
    for q in &out {
        check(q);
    }
    out
}

/// An answer's own text (not its feedback's), with a choice's paragraph taken off.
fn child_text_direct(a: roxmltree::Node) -> String {
    let text = a.children().find(|c| c.has_tag_name("text")).unwrap();
    let t = text.text().unwrap_or("");
    t.trim_start_matches("<p>")
        .trim_end_matches("</p>")
        .to_string()
}

/// `q` as the format defines each type.
fn check(q: &ReadQuestion) {
    let fractions: Vec<f64> = q
        .answers
        .iter()
        .map(|a| a.fraction.parse().unwrap())
        .collect();
    match q.kind.as_str() {
        "numerical" => {
            let right: Vec<&ReadAnswer> =
                q.answers.iter().filter(|a| a.fraction == "100").collect();
            assert_eq!(right.len(), 1, "{}", q.name);
            right[0].text.parse::<f64>().expect("a number");
            assert!(q
                .answers
                .iter()
                .all(|a| a.tolerance.is_some_and(|t| t >= 0.0)));
            assert!(q.answers.iter().any(|a| a.text == "*" && a.fraction == "0"));
        }
        "shortanswer" => {
            assert!(!q.right().is_empty());
            assert!(q.answers.iter().any(|a| a.text == "*" && a.fraction == "0"));
        }
        "multichoice" => {
            for a in &q.answers {
                let grade = a.fraction.trim_start_matches('-');
                assert!(
                    MOODLE_GRADES.contains(&grade),
                    "{} in {}",
                    a.fraction,
                    q.name
                );
            }
            let positive: f64 = fractions.iter().filter(|f| **f > 0.0).sum();
            let negative: f64 = fractions.iter().filter(|f| **f < 0.0).sum();
            if q.single == Some(true) {
                assert!(fractions.contains(&100.0) && negative == 0.0, "{}", q.name);
            } else {
                assert!((positive - 100.0).abs() < 0.01, "{}: {positive}", q.name);
                // Ticking every choice scores nothing.
                assert!((positive + negative).abs() < 0.01, "{}: {negative}", q.name);
            }
        }
        other => panic!("a question of type {other}"),
    }
    // Every file the text names is carried, and every file carried is named.
    let named: Vec<&str> = q
        .text
        .split("@@PLUGINFILE@@/")
        .skip(1)
        .map(|s| &s[..s.find('"').unwrap()])
        .collect();
    let carried: Vec<&str> = q.files.iter().map(|f| f.0.as_str()).collect();
    assert_eq!(named, carried, "{}", q.name);
    assert_eq!(carried.len(), 1, "{}", q.name);
}

#[test]
fn a_set_reads_back_with_a_category_per_question_and_its_variants() {
    let out = ablab(&[
        "set",
        "--seed",
        "7",
        "--count",
        "2",
        "--variants",
        "3",
        "--title",
        "Week 5",
        "--format",
        "moodle",
    ]);
    assert_eq!(out.status, 0, "{}", out.stderr);
    let questions = read_moodle(&out.stdout);
    let roots: Vec<&ReadQuestion> = questions
        .iter()
        .filter(|q| q.category == "$course$/top/Week 5/Exercise 1/Root value")
        .collect();
    assert_eq!(roots.len(), 3, "three trees of exercise 1");
    let trees: std::collections::HashSet<&str> = roots.iter().map(|q| q.notation()).collect();
    assert_eq!(trees.len(), 3, "three different trees");
    assert!(questions
        .iter()
        .any(|q| q.category.ends_with("Exercise 2/Best move")));
    // The first tree is the set's own, as `ablab set` makes it.
    let set = ablab(&["set", "--seed", "7", "--count", "2", "--json"]);
    let json: Json = serde_json::from_str(&set.stdout).unwrap();
    assert_eq!(json["exercises"][0]["tree"], roots[0].notation());
}

#[test]
fn the_figure_is_the_sheet_writers() {
    let out = ablab(&[
        "exercise",
        "--seed",
        "3",
        "--difficulty",
        "medium",
        "--format",
        "moodle",
    ]);
    let questions = read_moodle(&out.stdout);
    let q = &questions[0];
    let tree = search::parse(q.notation()).unwrap();
    let trace = search::search(&tree, practised(Settings::default()));
    let svg = question_figure(&tree, &trace, "Exercise 1").svg;
    assert_eq!(String::from_utf8(q.files[0].1.clone()).unwrap(), svg);
    assert!(
        svg.contains("<svg") && !svg.contains("Name:"),
        "no name line"
    );
    assert!(
        !svg.contains("Worksheet:") && svg.contains("Rules:"),
        "the rules, not the task"
    );
    // The questions name leaves by their labels: each is written under its leaf.
    for &leaf in tree.leaves() {
        let label = format!(">{}</text>", tree.label(leaf));
        assert!(svg.contains(&label), "{label}");
    }
}

#[test]
fn a_png_figure_is_the_svg_drawn_at_twice_its_size() {
    let out = ablab(&[
        "set", "--seed", "3", "--count", "1", "--format", "moodle", "--image", "png",
    ]);
    assert_eq!(out.status, 0, "{}", out.stderr);
    let questions = read_moodle(&out.stdout);
    let (name, bytes) = &questions[0].files[0];
    assert!(name.ends_with(".png"), "{name}");
    let png = resvg::tiny_skia::Pixmap::decode_png(bytes).expect("a PNG");
    // The question shows it at the SVG's size: the <img>'s width and height, halved pixels.
    let size = |attr: &str| -> u32 {
        let from = questions[0].text.find(&format!("{attr}=\"")).unwrap() + attr.len() + 2;
        let rest = &questions[0].text[from..];
        rest[..rest.find('"').unwrap()].parse().unwrap()
    };
    assert_eq!(
        (png.width(), png.height()),
        (2 * size("width"), 2 * size("height"))
    );
    // Drawn, not blank: the nodes' ink and the words cover a share of it.
    let inked = png.pixels().iter().filter(|p| p.red() < 128).count();
    assert!(inked * 100 > png.pixels().len(), "{inked} dark pixels");
}

#[test]
fn special_characters_survive_a_round_trip() {
    let title = "a{b} <x> & \"q\" ~=#: 'y' / z";
    let out = ablab(&[
        "set", "--seed", "1", "--count", "1", "--title", title, "--format", "moodle",
    ]);
    let questions = read_moodle(&out.stdout);
    let want = format!(
        "$course$/top/{}/Exercise 1/Root value",
        title.replace('/', "//")
    );
    assert_eq!(questions[0].category, want);
    assert!(questions[0].text.contains("&lt;") || !questions[0].text.contains("<x>"));
}

#[test]
fn a_chance_tree_is_asked_its_value_to_two_decimals_and_its_best_move() {
    let out = ablab(&[
        "exercise",
        "--tree",
        "[~[3,4,6],~[1,2]]",
        "--format",
        "moodle",
    ]);
    assert_eq!(out.status, 0, "{}", out.stderr);
    let questions = read_moodle(&out.stdout);
    let kinds: Vec<&str> = questions.iter().map(|q| q.kind.as_str()).collect();
    assert_eq!(kinds, ["numerical", "multichoice"]);
    let root = &questions[0].answers[0];
    assert_eq!(root.text, "4.33");
    assert_eq!(root.tolerance, Some(0.005));
    assert_eq!(questions[1].right(), ["the move to B"]);
}

#[test]
fn what_a_quiz_cannot_ask_is_refused_and_nothing_is_written() {
    for args in [
        &["set", "--seed", "1", "--kind", "order", "--format", "gift"][..],
        &[
            "set",
            "--seed",
            "1",
            "--variants",
            "0",
            "--format",
            "moodle",
        ],
        &[
            "set",
            "--seed",
            "1",
            "--variants",
            "101",
            "--format",
            "moodle",
        ],
        &[
            "exercise",
            "--tree",
            "[[1,2],[3,4]]",
            "--variants",
            "2",
            "--format",
            "gift",
        ],
        &["exercise", "--tree", "[[1,2],[3,", "--format", "gift"],
        &[
            "exercise", "--seed", "1", "--kind", "cut", "--format", "moodle",
        ],
    ] {
        let out = ablab(args);
        assert_eq!(out.status, 2, "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(
            out.stderr.starts_with("ablab: "),
            "{args:?}: {}",
            out.stderr
        );
    }
    let out = ablab(&["set", "--seed", "1", "--kind", "order", "--format", "gift"]);
    assert!(out.stderr.contains("challenge (order)"), "{}", out.stderr);
}

/// The conventions' flags of one case.
fn conventions(root: bool, rule: bool, fail: bool, form: bool) -> Vec<&'static str> {
    vec![
        "--root",
        if root { "max" } else { "min" },
        "--rule",
        if rule { "ge" } else { "gt" },
        "--fail",
        if fail { "soft" } else { "hard" },
        "--form",
        if form { "maxmin" } else { "negamax" },
    ]
}

/// A label from a choice's words: "L (leaf −5)", "the move to B", "an alpha-cut at C".
fn label_of(choice: &str) -> &str {
    let end = choice.find(" (").unwrap_or(choice.len());
    let name = &choice[..end];
    name.rsplit(' ').next().unwrap()
}

/// Holds every question about one tree to the engine: `ablab solve` for the value, the best
/// move and the pruned leaves, practice's answer key for the windows, the trace for the cut.
fn agrees_with_the_engine(q: &ReadQuestion, flags: &[&str]) {
    let notation = q.notation().to_string();
    let mut solve = vec!["solve", notation.as_str(), "--json"];
    solve.extend_from_slice(flags);
    let json: Json = serde_json::from_str(&ablab(&solve).stdout).unwrap();
    let tree = search::parse(&notation).unwrap();
    let settings: Settings = serde_json::from_value(json["settings"].clone()).unwrap();
    let trace = search::search(&tree, practised(settings));
    let label = |n| tree.label(n).into_owned();
    let ask = q.category.rsplit('/').next().unwrap();
    match ask {
        "Root value" => assert_eq!(q.right(), [json["value_text"].as_str().unwrap()]),
        "Leaves never evaluated" => {
            let pruned: Vec<String> = json["pruned_leaves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|i| label(tree.leaves()[i.as_u64().unwrap() as usize]))
                .collect();
            for a in &q.answers {
                let right = a.fraction.parse::<f64>().unwrap() > 0.0;
                assert_eq!(
                    pruned.contains(&label_of(&a.text).to_string()),
                    right,
                    "{notation}"
                );
            }
        }
        "Best move" => {
            let best = json["best_move"].as_u64().unwrap() as usize;
            let child = tree.children(tree.root()).nth(best).unwrap();
            let right: Vec<&str> = q.right().into_iter().map(label_of).collect();
            assert!(right.contains(&label(child).as_str()), "{notation}");
        }
        "First cutoff" => {
            let node = trace
                .events
                .iter()
                .find_map(|e| match *e {
                    Event::Cutoff { node, .. } => Some(node),
                    _ => None,
                })
                .unwrap();
            let beta = trace.settings.form == Form::Negamax || is_max(&tree, &trace, node);
            let kind = if beta {
                "a beta-cut at"
            } else {
                "an alpha-cut at"
            };
            assert_eq!(q.right(), [format!("{kind} {}", label(node))], "{notation}");
        }
        "Alpha" | "Beta" => {
            let node_label = q
                .text
                .split("When ")
                .nth(1)
                .unwrap()
                .split(' ')
                .next()
                .unwrap();
            let key = answer_key(&tree, &trace);
            let (_, alpha, beta) = key
                .alpha_beta
                .iter()
                .find(|(n, _, _)| label(*n) == node_label)
                .copied()
                .unwrap();
            let bound = if ask == "Alpha" { alpha } else { beta };
            let right = q.right();
            match bound {
                Bound::Value(v) => assert_eq!(right, [v.to_string()], "{notation}"),
                b => assert!(right.contains(&b.show(false).as_str()), "{notation}"),
            }
        }
        other => panic!("a question about {other}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Over random sets and conventions, every answer in the file is the engine's.
    #[test]
    fn answers_agree_with_ablab_solve(
        seed in 0u64..1_000_000,
        plies in 2u16..5,
        (root, rule, fail, form) in (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()),
    ) {
        let seed = seed.to_string();
        let plies = plies.to_string();
        let flags = conventions(root, rule, fail, form);
        let mut args = vec![
            "set", "--seed", &seed, "--count", "2", "--variants", "2", "--plies", &plies,
            "--format", "moodle",
        ];
        args.extend_from_slice(&flags);
        let out = ablab(&args);
        prop_assume!(out.status == 0);
        for q in read_moodle(&out.stdout) {
            agrees_with_the_engine(&q, &flags);
        }
    }
}
