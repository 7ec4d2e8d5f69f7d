//! The page's own code words no message its build leaves out.

use super::*;

/// The quoted strings on the line of `build.rs` that starts with `starts`.
fn build_prefixes(build: &str, starts: &str) -> Vec<String> {
    let line = build
        .lines()
        .find(|l| l.starts_with(starts))
        .unwrap_or_else(|| panic!("crates/i18n/build.rs has `{starts}`"));
    line.split('"')
        .skip(1)
        .step_by(2)
        .map(|p| {
            p.trim_end_matches('-')
                .to_ascii_uppercase()
                .replace('-', "_")
                + "_"
        })
        .collect()
}

/// The files (or folders, ending in `/`, or name prefixes) the page's own build does not run:
/// `ablab`'s (native only), and the extras module's (the games, practice and the LaTeX
/// sheets, built with the `extras` feature and loaded on demand), whose code the page's own wasm leaves out. A message
/// their code words may be one the page's own build leaves out.
const NATIVE_ONLY: [&str; 3] = ["src/cli.rs", "src/cli/", "src/bin/ablab.rs"];
const OPTIONAL_MODULE: [&str; 15] = [
    "src/bin/extras.rs",
    "crates/quiz/",
    "crates/draw/src/tex.rs",
    "crates/draw/src/tex/",
    "crates/games/",
    "crates/teach/src/practice/",
    "crates/model/src/practice.rs",
    "crates/model/src/practice/",
    "crates/model/src/play.rs",
    "src/app/games_app.rs",
    "src/app/practice_app.rs",
    "src/app/search.rs",
    "src/app/components/practice/",
    "src/app/components/class/",
    "src/app/components/games/",
];

/// `code` without the items that the page's own build leaves out by `cfg` (tests, native
/// only, the `extras` feature): each such attribute and the item after it, to its `;` or its
/// closing brace.
fn page_build_code(code: &str) -> String {
    const GATES: [&str; 3] = [
        "#[cfg(test)]",
        "#[cfg(feature = \"extras\")]",
        "#[cfg(not(target_arch = \"wasm32\"))]",
    ];
    let mut out = String::new();
    let mut rest = code;
    while let Some((at, gate)) = GATES
        .iter()
        .filter_map(|g| rest.find(g).map(|at| (at, g)))
        .min()
    {
        out.push_str(&rest[..at]);
        let item = &rest[at + gate.len()..];
        let (mut depth, mut end) = (0usize, item.len());
        for (i, c) in item.char_indices() {
            match c {
                '{' => depth += 1,
                '}' if depth == 1 => {
                    end = i + 1;
                    break;
                }
                '}' => depth = depth.saturating_sub(1),
                ';' if depth == 0 => {
                    end = i + 1;
                    break;
                }
                _ => {}
            }
        }
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// The messages `code` words: `t!(KEY` and `m::KEY`.
fn worded(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for marker in ["t!(", "m::"] {
        for (at, _) in code.match_indices(marker) {
            let after = code[at + marker.len()..].trim_start();
            let name: String = after
                .chars()
                .take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '_')
                .collect();
            if name.len() > 1 {
                out.push(name);
            }
        }
    }
    out
}

/// Where `files` (path, code) word a message the page's own build leaves out.
fn left_out_problems(files: &[(String, String)]) -> Vec<String> {
    let build =
        fs::read_to_string(root().join("crates/i18n/build.rs")).expect("build.rs is readable");
    let never = build_prefixes(&build, "const CLI_PREFIX");
    let optional = build_prefixes(&build, "const OPTIONAL_PREFIXES");
    assert_eq!(never, ["CLI_"]);
    assert!(optional.contains(&"GAME_".to_string()), "{optional:?}");
    let mut problems = Vec::new();
    for (path, code) in files {
        let under = |list: &[&str]| list.iter().any(|p| path.starts_with(p));
        let test_file = path.ends_with("/tests.rs") || path.contains("/tests/");
        if under(&NATIVE_ONLY) || test_file {
            continue;
        }
        let left_out: Vec<&String> = if under(&OPTIONAL_MODULE) {
            never.iter().collect()
        } else {
            never.iter().chain(&optional).collect()
        };
        for name in worded(&page_build_code(code)) {
            if let Some(p) = left_out.iter().find(|p| name.starts_with(p.as_str())) {
                problems.push(format!(
                    "{path} words {name}, which the page's own build leaves out ({p}*: build.rs): it would show empty"
                ));
            }
        }
    }
    problems
}

fn source_files() -> Vec<(String, String)> {
    let mut files = crate::tidy::rust_files(&root().join("src"));
    files.extend(crate::tidy::rust_files(&root().join("crates")));
    files
        .into_iter()
        .map(|p| {
            let rel = p
                .strip_prefix(root())
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (rel, fs::read_to_string(&p).unwrap())
        })
        .collect()
}

#[test]
fn the_page_words_no_message_its_build_leaves_out() {
    let files = source_files();
    assert!(files.iter().any(|(p, _)| p == "src/app/mod.rs"));
    report("left-out messages", &left_out_problems(&files));
}

#[test]
fn a_left_out_message_planted_in_the_page_is_found() {
    let mut files = source_files();
    let at = files
        .iter()
        .position(|(p, _)| p == "src/app/components/lab/legend.rs")
        .unwrap();
    files[at]
        .1
        .push_str("\nfn planted() -> String { t!(GAME_TTT_DRAW) }\n");
    files.push((
        "crates/teach/src/planted.rs".into(),
        "fn a() -> String {\n    t!(\n        CLI_NONE\n    )\n}\n#[cfg(test)]\nmod t { fn b() { t!(CLI_NONE); } }\n"
            .into(),
    ));
    files.push((
        "crates/games/src/planted.rs".into(),
        "fn a() -> String { t!(GAME_TTT_DRAW) + &t!(CLI_NONE) }".into(),
    ));
    let found = left_out_problems(&files);
    let has = |path: &str, name: &str| {
        found
            .iter()
            .any(|p| p.starts_with(path) && p.contains(name))
    };
    assert!(
        has("src/app/components/lab/legend.rs", "GAME_TTT_DRAW"),
        "{found:?}"
    );
    assert!(has("crates/teach/src/planted.rs", "CLI_NONE"), "{found:?}");
    assert!(has("crates/games/src/planted.rs", "CLI_NONE"), "{found:?}");
    assert!(!has("crates/games/src/planted.rs", "GAME_"), "{found:?}");
    assert_eq!(found.len(), 3, "the cfg(test) item is left out: {found:?}");
}
