//! The `ablab` binary, run as a teacher would run it.

use std::io::Write;
use std::process::{Command, Stdio};

fn ablab(args: &[&str], stdin: Option<&str>) -> (String, String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ablab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run ablab");
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
    } else {
        drop(child.stdin.take());
    }
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

fn json(args: &[&str]) -> serde_json::Value {
    let (out, err, code) = ablab(args, None);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).expect("one JSON object")
}

#[test]
fn solve_json_aima() {
    let v = json(&["solve", "[[3,12,8],[2,4,6],[14,5,2]]", "--json"]);
    assert_eq!(v["value"], 3);
    assert_eq!(v["best_move"], 0);
    assert_eq!(v["leaves_evaluated"], 7);
    assert_eq!(v["nodes_visited"], 11);
    assert_eq!(v["pruned_leaves"], serde_json::json!([4, 5]));
}

#[test]
fn solve_json_options() {
    let seeds = "[[[3,5],[6,9]],[[1,2],[0,-1]]]";
    let v = json(&["solve", seeds, "--json"]);
    assert_eq!(v["value"], 5);
    assert_eq!(v["pruned_leaves"], serde_json::json!([3, 6, 7]));
    let v = json(&["solve", seeds, "--json", "--algorithm", "minimax"]);
    assert_eq!(v["value"], 5);
    assert_eq!(v["leaves_evaluated"], 8);
    assert_eq!(v["pruned_leaves"], serde_json::json!([]));
    let v = json(&["solve", seeds, "--json", "--root", "min"]);
    // Min root: B and C Max, D..G Min: D = 3, E = 6, so B = 6; F = 1, G = -1, so C = 1; A = 1.
    assert_eq!(v["value"], 1);
    let minimax = json(&[
        "solve",
        seeds,
        "--json",
        "--root",
        "min",
        "--algorithm",
        "minimax",
    ]);
    assert_eq!(v["value"], minimax["value"]);
    let v = json(&["solve", "[[3,4],[3,9]]", "--json", "--rule", "gt"]);
    assert_eq!(v["pruned_leaves"], serde_json::json!([]));
    let v = json(&[
        "solve",
        "[[-3.01, 4.99], [4.50, 7]]",
        "--json",
        "--fail",
        "hard",
    ]);
    assert_eq!(v["value_text"], "4.50");
    assert_eq!(v["value"], 4.5);
}

/// Issue 30: `value` is a JSON number on every tree, a chance node's 2/3 included (the nearest
/// double), with the exact text beside it; the same for each pass.
#[test]
fn solve_json_value_is_always_a_number() {
    let v = json(&["solve", "~[1,1,0]", "--json"]);
    assert_eq!(v["value_text"], "2/3");
    assert_eq!(v["value"].as_f64(), Some(2.0 / 3.0), "{}", v["value"]);
    let v = json(&[
        "solve",
        "+[~[1,2,2],~[0,-1,-1]]",
        "--json",
        "--window",
        "-1,3",
    ]);
    assert_eq!(v["value_text"], "5/3");
    assert_eq!(v["value"].as_f64(), Some(5.0 / 3.0));
    for pass in v["pass_details"].as_array().unwrap() {
        assert!(pass["value"].is_number(), "{pass}");
        assert!(pass["value_text"].is_string(), "{pass}");
    }
    let v = json(&["solve", "[[-7,1],[2,3]]", "--json"]);
    assert_eq!(
        (v["value"].clone(), v["value_text"].clone()),
        (2.into(), "2".into())
    );
}

#[test]
fn solve_text_and_trace() {
    let (out, _, code) = ablab(
        &["solve", "[[[3,5],[6,9]],[[1,2],[0,-1]]]", "--trace"],
        None,
    );
    assert_eq!(code, 0);
    assert!(out.contains("Value: 5\n"), "{out}");
    assert!(
        out.contains("Pruned leaves: 4, 7, 8 (values 9, 0, -1)"),
        "{out}"
    );
    assert!(
        out.contains("E: beta = 5 <= alpha = 6, so E stops."),
        "{out}"
    );
    assert!(
        out.contains("Beta-cut at E: leaf 9 is never looked at."),
        "{out}"
    );
}

#[test]
fn tree_from_standard_input() {
    let (out, err, code) = ablab(
        &["solve", "-", "--json"],
        Some("(\n (3 12 8)\n (2 4 6)\n (14 5 2)\n)\n"),
    );
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["value"], 3);
}

#[test]
fn bad_input_exits_2_with_the_place() {
    let (out, err, code) = ablab(&["solve", "[[3,12,8],[2,4,6],[14,5,2]"], None);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(
        err.contains("line 1, column 27: the '[' at line 1, column 1 is never closed"),
        "{err}"
    );
    let (_, err, code) = ablab(&["solve", "[1, NaN]", "--json"], None);
    assert_eq!(code, 2);
    assert!(err.contains("'NaN' is not allowed"), "{err}");
    let (_, err, code) = ablab(&["solve", "[1,2]", "--rule", "maybe"], None);
    assert_eq!(code, 2);
    assert!(err.contains("maybe"), "{err}");
}

#[test]
fn form_depth_and_order_options() {
    let seeds = "[[[3,5],[6,9]],[[1,2],[0,-1]]]";
    let v = json(&["solve", seeds, "--json", "--form", "negamax"]);
    assert_eq!(v["value"], 5);
    assert_eq!(v["pruned_leaves"], serde_json::json!([3, 6, 7]));
    let v = json(&[
        "solve",
        "[<4>[<5>[3,5],<8>[6,8]],<7>[<6>[1,9],<7>[0,2]]]",
        "--json",
        "--depth",
        "2",
    ]);
    assert_eq!(v["value"], 6);
    assert_eq!(v["leaves_evaluated"], 0);
    let v = json(&[
        "solve",
        "[[3,12,8],[2,4,6],[14,5,2]]",
        "--json",
        "--order",
        "best",
    ]);
    assert_eq!(v["leaves_evaluated"], 5);
    assert_eq!(v["notation"], "[[3,G:8,F:12],[2,4,6],[M:2,5,K:14]]");
    let v = json(&[
        "solve",
        "[[3,12,8],[2,4,6],[14,5,2]]",
        "--json",
        "--order",
        "worst",
    ]);
    assert_eq!(v["leaves_evaluated"], 9);
    let (_, err, code) = ablab(&["solve", "[[[1,2]],[[3]]]", "--depth", "1"], None);
    assert_eq!(code, 2);
    assert!(
        err.contains("stops the search at B, which has no estimate"),
        "{err}"
    );
}

#[test]
fn export_writes_the_same_svg_as_the_page() {
    let (out, err, code) = ablab(
        &[
            "export",
            "[[3,12,8],[2,4,6],[14,5,2]]",
            "--sheet",
            "answers",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("<?xml"));
    assert_eq!(out.matches("<g data-node=").count(), 13);
    assert_eq!(out.matches(r#"data-pruned="true""#).count(), 2);
    let (sheet, _, _) = ablab(
        &[
            "export",
            "[[3,12,8],[2,4,6],[14,5,2]]",
            "--sheet",
            "worksheet",
            "--title",
            "Quiz <1>",
        ],
        None,
    );
    assert!(sheet.contains("Quiz &lt;1&gt;"));
    assert!(!sheet.contains("data-pruned"));
    let dir = std::env::temp_dir().join(format!("ablab-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("step.svg");
    let (_, err, code) = ablab(
        &[
            "export",
            "[[1,2],[3,4]]",
            "--sheet",
            "step",
            "--step",
            "3",
            "-o",
            file.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    let written = std::fs::read_to_string(&file).unwrap();
    assert!(written.contains("Step 3 of"));
    let (_, err, code) = ablab(&["export", "[1,"], None);
    assert_eq!(code, 2);
    assert!(err.contains("line 1, column 4"), "{err}");
}

/// `ablab` through `cli::run`, no process.
fn run(args: &[&str]) -> alphabeta_lab::cli::Output {
    let all = std::iter::once("ablab").chain(args.iter().copied());
    alphabeta_lab::cli::run(all, &mut "".as_bytes())
}

/// `--lang`: a code, or a locale naming one, is taken before or after the command, and the
/// output stays whole; an unknown code is refused with the four it knows; English without it.
#[test]
fn lang_is_taken_and_an_unknown_one_refused() {
    const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";
    let english = run(&["solve", AIMA, "--trace"]);
    assert_eq!(english.status, 0, "{}", english.stderr);
    for lang in ["en", "ja", "zh", "sl", "ja_JP.UTF-8", "zh-Hans-CN", "SL"] {
        let out = run(&["--lang", lang, "solve", AIMA, "--json", "--trace"]);
        assert_eq!(out.status, 0, "{lang}: {}", out.stderr);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).expect("one JSON object");
        assert_eq!(v["value"], 3, "{lang}");
        assert_eq!(v["trace"].as_array().map(Vec::len), Some(39), "{lang}");
        let out = run(&["solve", AIMA, "--trace", "--lang", lang]);
        assert_eq!(out.status, 0, "{lang}: {}", out.stderr);
        assert_eq!(out.stdout.lines().count(), english.stdout.lines().count());
        let sheet = run(&[
            "export", AIMA, "--sheet", "step", "--step", "5", "--lang", lang,
        ]);
        assert!(sheet.stdout.starts_with("<?xml") && sheet.stdout.ends_with("</svg>\n"));
        // The next run without --lang speaks English again.
        assert_eq!(run(&["solve", AIMA, "--trace"]).stdout, english.stdout);
    }
    assert_eq!(
        run(&["--lang", "en", "solve", AIMA, "--trace"]).stdout,
        english.stdout
    );
    // Each speaks its tutorials' words (GLOSSARY.md): leaf, node, alpha-beta's name; and
    // Slovenian counts with its plural forms (13 vozlišč, 9 listov).
    for (lang, words) in [
        ("ja", &["葉", "ノード", "αβ法"][..]),
        ("zh", &["叶子节点", "节点", "Alpha-Beta剪枝"][..]),
        (
            "sl",
            &["13 vozlišč", "9 listov", "obrezovanje alfa-beta"][..],
        ),
    ] {
        let out = run(&["--lang", lang, "solve", AIMA, "--trace"]).stdout;
        for word in words {
            assert!(out.contains(word), "{lang} lacks {word}: {out}");
        }
    }
    for bad in ["xx", "", "english"] {
        let out = run(&["--lang", bad, "solve", AIMA]);
        assert_eq!(out.status, 2, "{bad}");
        assert!(out.stdout.is_empty(), "{}", out.stdout);
        assert!(
            out.stderr.contains(&format!("unknown language '{bad}'")),
            "{}",
            out.stderr
        );
        for code in [
            "en (English)",
            "ja (日本語)",
            "zh (简体中文)",
            "sl (Slovenščina)",
        ] {
            assert!(out.stderr.contains(code), "{}", out.stderr);
        }
    }
}

/// Issue 29: the best move is named by the child it leads to, in every language, never by its
/// index counted from 0 ("Best move: 0 (to B)"); the JSON keeps `best_move`, the child's
/// position counted from 0.
#[test]
fn the_best_move_is_named_by_its_node() {
    const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";
    let out = run(&["solve", AIMA]);
    assert!(out.stdout.contains("Best move: B\n"), "{}", out.stdout);
    // The second child is best: C, never "1".
    let out = run(&["solve", "[[1,2],[5,6],[3,4]]"]);
    assert!(out.stdout.contains("Best move: C\n"), "{}", out.stdout);
    for (lang, line) in [
        ("ja", "最善手：B\n"),
        ("zh", "最佳走法：B\n"),
        ("sl", "Najboljša poteza: B\n"),
    ] {
        let out = run(&["--lang", lang, "solve", AIMA]);
        assert!(out.stdout.contains(line), "{lang}: {}", out.stdout);
    }
    let out = run(&["solve", "[[1,2],[5,6],[3,4]]", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).expect("one JSON object");
    assert_eq!(v["best_move"], 1);
}

/// Issue 29: the rule in the conventions line is the message's own words and symbols in every
/// language and every search (it was the English `alpha >= beta` where a translation did not
/// select on it), in the text and in the JSON's `conventions`; English keeps its ASCII words.
#[test]
fn the_conventions_rule_is_in_the_languages_words() {
    const TREE: &str = "[<3>[3,12,8],<2>[2,4,6],<2>[14,5,2]]";
    let conventions = |args: &[&str]| {
        let out = run(args);
        assert_eq!(out.status, 0, "{args:?}: {}", out.stderr);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).expect("one JSON object");
        v["conventions"].as_str().unwrap_or_default().to_string()
    };
    for algorithm in ["alphabeta", "pvs", "mtdf", "iterative"] {
        for (lang, ge, gt) in [
            ("en", "alpha >= beta", "alpha > beta"),
            ("ja", "α ≥ β", "α > β"),
            ("zh", "α ≥ β", "α > β"),
            ("sl", "alfa >= beta", "alfa > beta"),
        ] {
            let base = ["--lang", lang, "solve", TREE, "--algorithm", algorithm];
            let said = conventions(&[&base[..], &["--json"]].concat());
            assert!(said.contains(ge), "{lang}, {algorithm}: {said}");
            let text = run(&base).stdout;
            assert!(text.contains(ge), "{lang}, {algorithm}: {text}");
            if algorithm != "mtdf" {
                let said = conventions(&[&base[..], &["--rule", "gt", "--json"]].concat());
                assert!(said.contains(gt), "{lang}, {algorithm}: {said}");
            }
            if lang != "en" {
                assert!(!said.contains("alpha"), "{lang}, {algorithm}: {said}");
            }
        }
    }
    // The page's words: the symbols, in English too.
    alphabeta_lab::i18n::set_language(alphabeta_lab::i18n::Lang::En, None);
    let settings = alphabeta_lab::search::Settings::default();
    let said = alphabeta_lab::teach::narrate::conventions(
        &settings,
        alphabeta_lab::teach::narrate::Style::UNICODE,
    );
    assert!(said.contains("prune when α ≥ β"), "{said}");
}

/// Issue 29: an error in the command line itself (clap's, found before `--lang` was applied) is
/// said in the language of `--lang`, before or after the command, in our words: no English of
/// clap's is left (nor of the standard library's number parser), and the help stays English.
#[test]
fn command_line_errors_are_said_in_the_chosen_language() {
    const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";
    let bad: [&[&str]; 8] = [
        &["solve", AIMA, "--algorithm", "sss"],
        &["solve", AIMA, "--algoritm", "pvs"],
        &["solve", AIMA, "--window", "4"],
        &["solve", AIMA, "--json", "--json"],
        &["solv", AIMA],
        &["tictactoe"],
        &["othello", "perft", "x"],
        &["exercise", "--seed", "-", "--difficulty", "easy"],
    ];
    let english = [
        "invalid value",
        "unexpected argument",
        "required",
        "Usage",
        "For more information",
        "tip:",
        "possible values",
        "invalid digit",
        "expected two numbers",
        "cannot be used",
        "error:",
    ];
    for lang in ["ja", "zh", "sl"] {
        for args in bad {
            for place in ["before", "after"] {
                let mut all = args.to_vec();
                match place {
                    "before" => all.splice(0..0, ["--lang", lang]),
                    _ => all.splice(all.len().., ["--lang", lang]),
                };
                let out = run(&all);
                assert_eq!(out.status, 2, "{all:?}");
                assert!(out.stdout.is_empty(), "{all:?}: {}", out.stdout);
                assert!(out.stderr.starts_with("ablab: "), "{all:?}: {}", out.stderr);
                for word in english {
                    assert!(!out.stderr.contains(word), "{all:?}: {}", out.stderr);
                }
            }
        }
    }
    // What clap found is kept: the argument, the value, the values it takes, a similar name.
    let said = |args: &[&str]| run(args).stderr;
    let ja = said(&["--lang", "ja", "solve", AIMA, "--algorithm", "sss"]);
    assert!(
        ja.contains("'--algorithm <ALGORITHM>' に 'sss' は指定できません"),
        "{ja}"
    );
    assert!(
        ja.contains("alphabeta、minimax、pvs、mtdf、iterative"),
        "{ja}"
    );
    let sl = said(&["--lang=sl", "solve", AIMA, "--algoritm", "pvs"]);
    assert!(sl.contains("nepričakovan argument '--algoritm'"), "{sl}");
    assert!(sl.contains("'--algorithm'"), "{sl}");
    let zh = said(&["solve", AIMA, "--window", "6,4", "--lang", "zh"]);
    assert!(zh.contains("“--window <LO,HI>”的值“6,4”无效："), "{zh}");
    // English says it as clap did; --help stays English, on standard output.
    let en = said(&["solve", AIMA, "--algorithm", "sss"]);
    assert!(
        en.starts_with("ablab: invalid value 'sss' for '--algorithm <ALGORITHM>'"),
        "{en}"
    );
    let help = run(&["--lang", "ja", "solve", "--help"]);
    assert_eq!(help.status, 0);
    assert!(
        help.stdout.contains("Usage: ablab solve"),
        "{}",
        help.stdout
    );
}
