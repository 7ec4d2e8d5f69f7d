//! The architecture's invariants (ARCHITECTURE.md), checked on the source: the engine imports
//! nothing of the web or of the drawing; the pure parts import nothing of the web; the layers
//! import only the layers below them (no cycle); no code comment carries a measurement (figures
//! go stale: BENCHMARKS.md has them).

use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, depth first.
pub(crate) fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
    out
}

fn src(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(rel)
}

/// The lines of the files under `dirs` that contain any of `words`, as `file:line: text`.
fn lines_with(dirs: &[PathBuf], words: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for file in dirs.iter().flat_map(|d| {
        if d.is_dir() {
            rust_files(d)
        } else {
            vec![d.clone()]
        }
    }) {
        let text = fs::read_to_string(&file).unwrap_or_default();
        for (i, line) in text.lines().enumerate() {
            if words.iter().any(|w| line.contains(w)) {
                found.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    found
}

const WEB: [&str; 4] = ["yew", "web_sys", "gloo", "wasm_bindgen"];

/// The crate's layers, lowest first, each with the layers it may import (ARCHITECTURE.md's
/// "Layers"). `app` and `cli`, the two shells, may import any layer and are not listed.
const LAYERS: [(&str, &[&str]); 8] = [
    ("num", &[]),
    ("i18n", &[]),
    ("engine", &["i18n", "num"]),
    ("games", &["engine", "i18n", "num"]),
    ("query", &["engine", "i18n", "num"]),
    ("answer_file", &["engine", "i18n", "num"]),
    ("draw", &["engine", "i18n", "num", "query"]),
    (
        "model",
        &[
            "engine",
            "games",
            "query",
            "answer_file",
            "draw",
            "i18n",
            "num",
        ],
    ),
];

/// The layers a line of `layer`'s own code names (`crate::x`, or `super::x` in the layer's
/// root file, where `super` is the crate), other than itself.
fn layers_named(line: &str, root_file: bool) -> Vec<String> {
    let code = line.split("//").next().unwrap_or("");
    let mut out = Vec::new();
    let mut prefixes = vec!["crate::"];
    if root_file {
        prefixes.push("super::");
    }
    for prefix in prefixes {
        for (at, _) in code.match_indices(prefix) {
            let before = code[..at].chars().last();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let name: String = code[at + prefix.len()..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            // `crate::t!` is i18n's macro.
            let name = if name == "t" {
                "i18n".to_string()
            } else {
                name
            };
            out.push(name);
        }
    }
    out
}

/// A file's own code: up to its tests (`#[cfg(test)]`); nothing of a file of tests.
fn own_code(file: &Path) -> String {
    let is_test = file.file_name().is_some_and(|n| n == "tests.rs")
        || file.components().any(|c| c.as_os_str() == "tests");
    if is_test {
        return String::new();
    }
    let text = fs::read_to_string(file).unwrap_or_default();
    match text.find("#[cfg(test)]") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

/// Every import of a layer that runs back up (or across) the layers, as `file:line: text`.
fn imports_against_the_layers() -> Vec<String> {
    let mut found = Vec::new();
    for (layer, allowed) in LAYERS {
        let (files, root) = if src(layer).is_dir() {
            (rust_files(&src(layer)), src(layer).join("mod.rs"))
        } else {
            let file = src(&format!("{layer}.rs"));
            (vec![file.clone()], file)
        };
        for file in files {
            let root_file = file == root;
            for (i, line) in own_code(&file).lines().enumerate() {
                for named in layers_named(line, root_file) {
                    let known = LAYERS.iter().any(|(l, _)| *l == named)
                        || ["app", "cli"].contains(&named.as_str());
                    if known && named != layer && !allowed.contains(&named.as_str()) {
                        found.push(format!(
                            "{}:{}: {layer} imports {named}: {}",
                            file.display(),
                            i + 1,
                            line.trim()
                        ));
                    }
                }
            }
        }
    }
    found
}

#[test]
fn the_layers_import_only_the_layers_below_them() {
    let found = imports_against_the_layers();
    assert!(
        found.is_empty(),
        "an import runs back up the layers:\n{}",
        found.join("\n")
    );
}

#[test]
fn an_import_that_runs_back_up_is_recognised() {
    assert_eq!(
        layers_named("    crate::query::pairs(search)", false),
        ["query"]
    );
    assert_eq!(
        layers_named("use super::kinds::Kinds;", false),
        Vec::<String>::new()
    );
    assert_eq!(
        layers_named("use super::query::X; // crate::app", true),
        ["query"]
    );
    assert_eq!(layers_named("let t = crate::t!(X);", false), ["i18n"]);
}

#[test]
fn the_engine_imports_nothing_of_the_web_the_drawing_or_the_page() {
    let mut words = WEB.to_vec();
    words.extend(["crate::draw", "crate::model", "crate::app", "crate::games"]);
    let found = lines_with(&[src("engine")], &words);
    assert!(
        found.is_empty(),
        "the engine must stay pure:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_pure_parts_import_nothing_of_the_web() {
    let pure = ["draw", "model", "games", "query.rs", "num.rs", "engine"].map(src);
    let mut words = WEB.to_vec();
    words.push("crate::app");
    let found = lines_with(&pure, &words);
    assert!(
        found.is_empty(),
        "pure code must build natively:\n{}",
        found.join("\n")
    );
}

#[test]
fn no_code_comment_carries_a_measurement() {
    let units = ["ms", "KB", "KiB", "kB", "MB", "MiB", "µs"];
    let mut found = Vec::new();
    for file in rust_files(&src("")) {
        let text = fs::read_to_string(&file).unwrap_or_default();
        for (i, line) in text.lines().enumerate() {
            let Some((_, comment)) = line.split_once("//") else {
                continue;
            };
            if measures(comment, &units) {
                found.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "measurements belong in BENCHMARKS.md:\n{}",
        found.join("\n")
    );
}

/// Whether `text` has a number followed by one of `units` (`12 ms`, `2.7 KB`, `40KiB`).
fn measures(text: &str, units: &[&str]) -> bool {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || "(),;:".contains(c))
        .filter(|w| !w.is_empty())
        .collect();
    let number = |w: &str| w.chars().next().is_some_and(|c| c.is_ascii_digit());
    words.iter().enumerate().any(|(i, w)| {
        let glued = units.iter().any(|u| {
            w.strip_suffix(u).is_some_and(|n| {
                !n.is_empty() && n.chars().all(|c| c.is_ascii_digit() || ".,".contains(c))
            })
        });
        let spaced = number(w) && words.get(i + 1).is_some_and(|next| units.contains(next));
        glued || spaced
    })
}

#[test]
fn a_measurement_is_recognised() {
    let units = ["ms", "KB"];
    assert!(measures(" a step costs 3.2 ms here", &units));
    assert!(measures(" about 2KB of wasm", &units));
    assert!(!measures(" 16 bytes per event; ms is a unit", &units));
    assert!(!measures(" the 2 KB-ish rule", &units));
}
