//! The architecture's invariants (ARCHITECTURE.md) that the compiler does not hold by itself:
//! the layers are crates, and each crate's manifest names only the layers below it (so that an
//! import running back up the layers fails to compile, as each layer's own `compile_fail`
//! doc test shows); no layer depends on the web; no code comment carries a measurement (figures
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

/// The layers (crates/*), lowest first, each with the layers it may depend on (ARCHITECTURE.md's
/// "Layers"). The root package, the page with `ablab`, may depend on any.
const LAYERS: [(&str, &[&str]); 13] = [
    ("num", &[]),
    ("live", &[]),
    ("live_server", &["live"]),
    ("live_load", &["live"]),
    ("i18n", &[]),
    ("search", &[]),
    ("teach", &["search", "i18n", "num"]),
    ("games", &["search", "i18n", "num"]),
    ("query", &["search", "teach", "i18n", "num"]),
    ("answer_file", &["search", "teach", "i18n", "num"]),
    ("draw", &["search", "teach", "i18n", "num", "query"]),
    ("quiz", &["search", "teach", "i18n", "draw"]),
    (
        "model",
        &[
            "search",
            "teach",
            "games",
            "query",
            "answer_file",
            "draw",
            "i18n",
            "num",
            "live",
        ],
    ),
];

/// The crates of the web: no layer may depend on one.
const WEB: [&str; 6] = [
    "yew",
    "web-sys",
    "gloo",
    "wasm-bindgen",
    "wasm-bindgen-futures",
    "js-sys",
];

/// Each layer's manifest, parsed.
fn manifests() -> Vec<(String, toml::Table)> {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    let mut out = Vec::new();
    for entry in fs::read_dir(&crates).expect("crates/ is readable") {
        let dir = entry.expect("crates/ lists").path();
        let text = fs::read_to_string(dir.join("Cargo.toml"))
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        out.push((name, text.parse().expect("a manifest is TOML")));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// Every dependency a manifest names, in any of its tables (targets' included), dev and build
/// dependencies too.
fn dependencies(manifest: &toml::Table) -> Vec<(String, bool)> {
    let mut tables = vec![manifest];
    if let Some(targets) = manifest.get("target").and_then(|t| t.as_table()) {
        tables.extend(targets.values().filter_map(|t| t.as_table()));
    }
    let mut out = Vec::new();
    for table in tables {
        for kind in ["dependencies", "dev-dependencies", "build-dependencies"] {
            for (name, spec) in table
                .get(kind)
                .and_then(|d| d.as_table())
                .into_iter()
                .flatten()
            {
                let local = spec.get("path").is_some();
                out.push((name.clone(), local));
            }
        }
    }
    out
}

/// What breaks the layers: a crate missing from [`LAYERS`], or a dependency on a layer not
/// below it or on the web.
fn against_the_layers(manifests: &[(String, toml::Table)]) -> Vec<String> {
    let mut found = Vec::new();
    for (name, manifest) in manifests {
        let Some((_, allowed)) = LAYERS.iter().find(|(layer, _)| layer == name) else {
            found.push(format!(
                "crates/{name} is not in LAYERS: place it among the layers"
            ));
            continue;
        };
        for (dep, local) in dependencies(manifest) {
            if local && !allowed.contains(&dep.as_str()) {
                found.push(format!("{name} depends on {dep}, which is not below it"));
            }
            if WEB.contains(&dep.as_str()) {
                found.push(format!("{name} depends on {dep}, of the web"));
            }
        }
    }
    found
}

#[test]
fn each_layer_depends_only_on_the_layers_below_it() {
    let manifests = manifests();
    assert_eq!(manifests.len(), LAYERS.len(), "one crate per layer");
    let found = against_the_layers(&manifests);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_dependency_running_back_up_is_recognised() {
    let search: toml::Table = "[dependencies]\ndraw = { path = \"../draw\" }\nserde = \"1\"\n\n[target.'cfg(target_arch = \"wasm32\")'.dependencies]\nweb-sys = \"0.3\"\n"
        .parse()
        .unwrap();
    let found = against_the_layers(&[("search".to_string(), search)]);
    assert_eq!(
        found,
        [
            "search depends on draw, which is not below it",
            "search depends on web-sys, of the web"
        ]
    );
    let stray = against_the_layers(&[("stray".to_string(), toml::Table::new())]);
    assert_eq!(stray.len(), 1, "{stray:?}");
}

#[test]
fn no_code_comment_carries_a_measurement() {
    let units = ["ms", "KB", "KiB", "kB", "MB", "MiB", "µs"];
    let mut found = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = rust_files(&root.join("src"));
    files.extend(rust_files(&root.join("crates")));
    for file in files {
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
