//! No circles: no two files of the same crate import each other, directly or in a ring
//! (issue 43). Checked from the imports, on the source of the root package (`src/`) and of
//! every workspace crate (`crates/*/src/`), each crate on its own, its root its `lib.rs`
//! (`main.rs` and `bin/` are crates of their own that import the library by name: skipped).
//!
//! A file's module path is its place (`draw/layout.rs` and `draw/layout/` are `draw::layout`,
//! `draw/mod.rs` and `draw.rs` are `draw`). A file imports another when its code names a path
//! into it: a `use` (grouped and nested trees, `self`, `super`, `crate`, globs) or a path in its
//! code (`crate::x::y(..)`, `super::z::W`, a child module's `child::f`, a name bound by a `use`).
//! A path ends in the file that defines its item: through a parent's re-exports
//! (`pub use layout::Layout` makes `crate::draw::Layout` an import of `layout.rs`), else in the
//! deepest module's file. `mod x;` declares a module and imports nothing.
//!
//! A parent (`mod.rs`, `foo.rs` beside `foo/`, `lib.rs`) that declares its children or
//! re-exports their items (`pub use child::X`) does not import them: that alone makes no
//! circle. A parent whose own code uses a child (a call `child::f()`, a private `use`, a name it
//! re-exports used in its own code) imports it, so a child that imports the parent's own items
//! then closes a circle. Code under `#[cfg(test)]`, and files of tests (`tests.rs`, a `tests/`
//! folder), are left out.

mod source;

use source::{Named, Source};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// How many re-exports a path is followed through before it stops (a ring of re-exports).
const MOST_HOPS: usize = 16;

/// One file of a crate: where it is, its module path and what it says.
struct File {
    path: PathBuf,
    module: Vec<String>,
    source: Source,
}

/// The crates to check under `root`: its own `src/` and every `crates/*/src/`.
fn crate_dirs(root: &Path) -> Vec<PathBuf> {
    let mut dirs = vec![root.join("src")];
    if let Ok(entries) = fs::read_dir(root.join("crates")) {
        let mut members: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path().join("src"))
            .filter(|src| src.join("lib.rs").is_file())
            .collect();
        members.sort();
        dirs.extend(members);
    }
    dirs
}

/// The module path of `file` in the crate rooted at `src`, or `None` for a file not in the
/// library (`main.rs`, `bin/`) or a file of tests.
fn module_of(src: &Path, file: &Path) -> Option<Vec<String>> {
    let rel = file.strip_prefix(src).ok()?.with_extension("");
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    let first = parts.first()?.as_str();
    if first == "bin" || (parts.len() == 1 && first == "main") {
        return None;
    }
    if parts.iter().any(|p| p == "tests") {
        return None;
    }
    if parts.len() == 1 && first == "lib" || parts.last().is_some_and(|l| l == "mod") {
        parts.pop();
    }
    Some(parts)
}

/// The crate's files under `src`, each read.
fn read_crate(src: &Path) -> Vec<File> {
    super::tidy::rust_files(src)
        .into_iter()
        .filter_map(|path| {
            let module = module_of(src, &path)?;
            let source = source::read(&fs::read_to_string(&path).ok()?);
            Some(File {
                path,
                module,
                source,
            })
        })
        .collect()
}

/// A crate's files by module path (inline modules included) and how to follow a path to one.
struct Crate<'a> {
    files: &'a [File],
    modules: BTreeMap<Vec<String>, usize>,
}

impl<'a> Crate<'a> {
    fn new(files: &'a [File]) -> Self {
        let mut modules = BTreeMap::new();
        for (i, f) in files.iter().enumerate() {
            modules.insert(f.module.clone(), i);
            for inline in &f.source.inline {
                modules.insert([f.module.clone(), inline.clone()].concat(), i);
            }
        }
        Crate { files, modules }
    }

    /// The module `named` is written in.
    fn module_of(&self, file: usize, named_scope: &[String]) -> Vec<String> {
        [self.files[file].module.clone(), named_scope.to_vec()].concat()
    }

    /// `named`'s path from the crate root, if it is a path into this crate.
    fn absolute(&self, file: usize, named: &Named, hops: usize) -> Option<Vec<String>> {
        let here = self.module_of(file, &named.scope);
        let path = &named.path;
        let first = path.first()?.as_str();
        let mut out = match first {
            "crate" => Vec::new(),
            "self" => here.clone(),
            "super" => {
                let ups = path.iter().take_while(|p| *p == "super").count();
                let keep = here.len().checked_sub(ups)?;
                return Some([&here[..keep], &path[ups..]].concat());
            }
            _ => {
                let child = [here.clone(), vec![first.to_string()]].concat();
                if self.modules.contains_key(&child) {
                    return Some([here, path.clone()].concat());
                }
                let bound = self.bound(file, named, first, hops)?;
                return Some([bound, path[1..].to_vec()].concat());
            }
        };
        out.extend(path[1..].iter().cloned());
        Some(out)
    }

    /// The path a `use` of `file` binds to `name` in `named`'s scope, if any.
    fn bound(&self, file: usize, named: &Named, name: &str, hops: usize) -> Option<Vec<String>> {
        if hops >= MOST_HOPS {
            return None;
        }
        let f = &self.files[file];
        f.source.named.iter().find_map(|u| {
            let import = u.import.as_ref()?;
            let binds = import.alias.as_deref() == Some(name) && u.scope == named.scope;
            // A `use` path naming itself (`use serde::Serialize` then `Serialize`) is not bound.
            (binds && u.path.first().is_some_and(|p| p != name))
                .then(|| self.absolute(file, u, hops + 1))
                .flatten()
        })
    }

    /// The file that holds the item at `path` (absolute), through re-exports.
    fn holder(&self, path: &[String], hops: usize) -> Option<usize> {
        let (module, &file) = self
            .modules
            .range(..=path.to_vec())
            .rev()
            .find(|(m, _)| path.starts_with(m))?;
        let Some(name) = path.get(module.len()) else {
            return Some(file);
        };
        if hops < MOST_HOPS {
            if let Some(found) =
                self.through_reexport(file, module, name, &path[module.len() + 1..], hops)
            {
                return Some(found);
            }
        }
        if module.is_empty() && name.ends_with('!') && !self.defines(file, module, name) {
            // `crate::t!`: a `#[macro_export]` macro, defined anywhere in the crate.
            let definer = self
                .files
                .iter()
                .position(|f| f.source.defined.iter().any(|(_, n)| n == name));
            return definer.or(Some(file));
        }
        Some(file)
    }

    fn defines(&self, file: usize, module: &[String], name: &str) -> bool {
        let scope = &module[self.files[file].module.len()..];
        self.files[file]
            .source
            .defined
            .iter()
            .any(|(s, n)| s == scope && n == name)
    }

    /// Where `name` in `module` (held by `file`) comes from, if `file` re-exports it.
    fn through_reexport(
        &self,
        file: usize,
        module: &[String],
        name: &str,
        rest: &[String],
        hops: usize,
    ) -> Option<usize> {
        if self.defines(file, module, name) {
            return None;
        }
        let scope = module[self.files[file].module.len()..].to_vec();
        let exports = self.files[file]
            .source
            .named
            .iter()
            .filter(|u| u.scope == scope && u.import.as_ref().is_some_and(|i| i.public));
        for u in exports {
            let alias = u.import.as_ref().and_then(|i| i.alias.clone());
            let Some(target) = self.absolute(file, u, hops + 1) else {
                continue;
            };
            match alias {
                Some(a) if a == name => {
                    return self.holder(&[target, rest.to_vec()].concat(), hops + 1);
                }
                None => {
                    let inner = [target, vec![name.to_string()], rest.to_vec()].concat();
                    let found = self.holder(&inner, hops + 1);
                    if found.is_some_and(|f| f != file && self.files[f].module.len() > module.len())
                    {
                        return found;
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// The files `file` imports, each with the path that imports it.
    fn imports(&self, file: usize) -> BTreeMap<usize, String> {
        let f = &self.files[file];
        let mut out = BTreeMap::new();
        for named in &f.source.named {
            let Some(path) = self.absolute(file, named, 0) else {
                continue;
            };
            let Some(target) = self.holder(&path, 0) else {
                continue;
            };
            let reexport = named.import.as_ref().is_some_and(|i| i.public);
            let child = self.files[target].module.starts_with(&f.module)
                && self.files[target].module.len() > f.module.len();
            if target == file || (reexport && child) {
                continue;
            }
            out.entry(target).or_insert_with(|| named.path.join("::"));
        }
        out
    }
}

/// The circles among `files`: each strongly connected set of two or more files, as the lines
/// `a.rs -> b.rs (the::path)` of the imports among them, relative to `base`.
fn circles_in(files: &[File], base: &Path) -> Vec<Vec<String>> {
    let krate = Crate::new(files);
    let edges: Vec<BTreeMap<usize, String>> = (0..files.len()).map(|i| krate.imports(i)).collect();
    let name = |i: usize| {
        let p = &files[i].path;
        p.strip_prefix(base).unwrap_or(p).display().to_string()
    };
    strongly_connected(&edges)
        .into_iter()
        .filter(|set| set.len() > 1)
        .map(|set| {
            let mut lines = Vec::new();
            for &a in &set {
                for (b, why) in &edges[a] {
                    if set.contains(b) {
                        lines.push(format!("{} -> {} ({why})", name(a), name(*b)));
                    }
                }
            }
            lines
        })
        .collect()
}

/// The strongly connected sets of the graph `edges` (Tarjan's), each sorted.
fn strongly_connected(edges: &[BTreeMap<usize, String>]) -> Vec<BTreeSet<usize>> {
    struct Walk<'e> {
        edges: &'e [BTreeMap<usize, String>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        stack: Vec<usize>,
        on_stack: Vec<bool>,
        next: usize,
        sets: Vec<BTreeSet<usize>>,
    }
    fn visit(w: &mut Walk, v: usize) {
        w.index[v] = Some(w.next);
        w.low[v] = w.next;
        w.next += 1;
        w.stack.push(v);
        w.on_stack[v] = true;
        for &u in w.edges[v].keys() {
            match w.index[u] {
                None => {
                    visit(w, u);
                    w.low[v] = w.low[v].min(w.low[u]);
                }
                Some(i) if w.on_stack[u] => w.low[v] = w.low[v].min(i),
                _ => {}
            }
        }
        if Some(w.low[v]) == w.index[v] {
            let mut set = BTreeSet::new();
            while let Some(u) = w.stack.pop() {
                w.on_stack[u] = false;
                set.insert(u);
                if u == v {
                    break;
                }
            }
            w.sets.push(set);
        }
    }
    let n = edges.len();
    let mut w = Walk {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        stack: Vec::new(),
        on_stack: vec![false; n],
        next: 0,
        sets: Vec::new(),
    };
    for v in 0..n {
        if w.index[v].is_none() {
            visit(&mut w, v);
        }
    }
    w.sets
}

/// Every circle of every crate under `root`.
fn circles(root: &Path) -> Vec<Vec<String>> {
    crate_dirs(root)
        .iter()
        .flat_map(|src| circles_in(&read_crate(src), root))
        .collect()
}

#[test]
fn no_two_files_of_a_crate_import_each_other() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found: Vec<String> = circles(root).into_iter().map(|c| c.join("\n  ")).collect();
    assert!(
        found.is_empty(),
        "circles of imports:\n  {}",
        found.join("\n\n  ")
    );
}

/// A crate written to a fresh folder from `(path under src/, text)` pairs; its folder.
fn plant(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ablab-circles-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    for (path, text) in files {
        let file = dir.join("src").join(path);
        fs::create_dir_all(file.parent().unwrap()).unwrap();
        fs::write(file, text).unwrap();
    }
    dir
}

/// The files of each circle planted under `dir`, sorted.
fn planted_circles(dir: &Path) -> Vec<BTreeSet<String>> {
    let found = circles(dir);
    let _ = fs::remove_dir_all(dir);
    found
        .iter()
        .map(|c| {
            c.iter()
                .map(|l| l.split(" -> ").next().unwrap_or("").to_string())
                .collect()
        })
        .collect()
}

fn set(files: &[&str]) -> BTreeSet<String> {
    files.iter().map(|f| f.to_string()).collect()
}

#[test]
fn a_two_file_circle_is_found() {
    let dir = plant(
        "two",
        &[
            ("lib.rs", "pub mod draw;\n"),
            (
                "draw/mod.rs",
                "pub mod layout;\npub mod look;\npub use layout::Layout;\n",
            ),
            (
                "draw/layout.rs",
                "use super::look;\npub struct Layout;\nfn f() { look::g() }\n",
            ),
            (
                "draw/look.rs",
                "use crate::{draw::{Layout}, num};\npub fn g() {}\n",
            ),
        ],
    );
    assert_eq!(
        planted_circles(&dir),
        [set(&["src/draw/layout.rs", "src/draw/look.rs"])]
    );
}

#[test]
fn a_three_file_ring_is_found() {
    let dir = plant(
        "three",
        &[
            ("lib.rs", "mod a;\nmod b;\nmod c;\nmod d;\n"),
            ("a.rs", "pub fn a() {\n    crate::b::b()\n}\n"),
            (
                "b.rs",
                "use crate::{\n    d::D,\n    c::{self, C},\n};\npub fn b() {}\n",
            ),
            ("c.rs", "pub struct C;\nfn c() { super::a::a() }\n"),
            ("d.rs", "pub struct D;\n"),
        ],
    );
    assert_eq!(
        planted_circles(&dir),
        [set(&["src/a.rs", "src/b.rs", "src/c.rs"])]
    );
}

#[test]
fn a_child_and_its_parent_that_uses_it_are_a_circle() {
    let dir = plant(
        "parent",
        &[
            ("lib.rs", "pub mod app;\n"),
            (
                "app/mod.rs",
                "mod present;\npub const FIELD: u8 = 1;\nfn view() { present::show() }\n",
            ),
            ("app/present.rs", "use super::FIELD;\npub fn show() {}\n"),
        ],
    );
    assert_eq!(
        planted_circles(&dir),
        [set(&["src/app/mod.rs", "src/app/present.rs"])]
    );
}

#[test]
fn each_workspace_crate_is_checked_on_its_own() {
    let dir = plant(
        "crates",
        &[
            ("lib.rs", "pub mod a;\n"),
            ("a.rs", "pub fn a() {}\n"),
            ("../crates/one/src/lib.rs", "mod a;\nmod b;\n"),
            ("../crates/one/src/a.rs", "pub fn a() { crate::b::b() }\n"),
            ("../crates/one/src/b.rs", "pub fn b() { crate::a::a() }\n"),
        ],
    );
    assert_eq!(
        planted_circles(&dir),
        [set(&["crates/one/src/a.rs", "crates/one/src/b.rs"])]
    );
}

#[test]
fn a_clean_tree_passes() {
    let dir = plant(
        "clean",
        &[
            ("lib.rs", "pub mod draw;\npub use draw::Layout;\n"),
            // The parent declares and re-exports its children; they import its own item.
            ("draw/mod.rs", "mod layout;\nmod look;\npub use layout::Layout;\npub use look::*;\npub const PAD: u8 = 1;\n"),
            ("draw/layout.rs", "use super::{look::Look, PAD};\npub struct Layout;\n"),
            // A test may import anything; a comment or a string names no import.
            ("draw/look.rs", "// crate::draw::layout\npub struct Look;\nconst S: &str = \"super::layout\";\n#[cfg(test)]\nmod tests {\n    use crate::draw::layout::Layout;\n}\n"),
            ("draw/tests.rs", "use crate::draw::layout::Layout;\n"),
        ],
    );
    assert_eq!(planted_circles(&dir), Vec::<BTreeSet<String>>::new());
}

#[test]
fn an_import_is_read_from_grouped_and_nested_trees() {
    let toks = source::tokens("crate::{draw, model::{A, B as C}, self as me}");
    let tree = source::use_tree(&toks);
    let paths: Vec<(String, Option<&str>)> = tree
        .iter()
        .map(|(p, a)| (p.join("::"), a.as_deref()))
        .collect();
    assert_eq!(
        paths,
        [
            ("crate::draw".to_string(), Some("draw")),
            ("crate::model::A".to_string(), Some("A")),
            ("crate::model::B".to_string(), Some("C")),
            ("crate".to_string(), Some("me")),
        ]
    );
}
