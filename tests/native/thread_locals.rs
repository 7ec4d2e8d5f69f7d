//! The page's thread-locals (issue 43): each says in a comment why it is one, and no two share
//! a name, so that a reader never takes one for another.

use std::path::Path;

/// Each `static` declared in a `thread_local!` block of `text`: its name, and whether a doc
/// comment (`///`) stands right above it.
fn thread_locals(text: &str) -> Vec<(String, bool)> {
    let mut found = Vec::new();
    let mut inside = false;
    let mut documented = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with("thread_local!") {
            inside = true;
        } else if inside && line == "}" {
            inside = false;
        } else if inside && line.starts_with("///") {
            documented = true;
        } else if let Some(rest) = line.strip_prefix("static ").filter(|_| inside) {
            let name = rest.split([':', ' ']).next().unwrap_or_default();
            found.push((name.to_string(), documented));
            documented = false;
        }
    }
    found
}

/// What is wrong with the thread-locals of `files` (a file's name and text): one without a doc
/// comment, or a name used twice.
fn faults<'a>(files: impl IntoIterator<Item = (String, &'a str)>) -> Vec<String> {
    let mut seen: Vec<(String, String)> = Vec::new();
    let mut out = Vec::new();
    for (file, text) in files {
        for (name, documented) in thread_locals(text) {
            if !documented {
                out.push(format!("{file}: {name} says not why it is a thread-local"));
            }
            if let Some((_, first)) = seen.iter().find(|(n, _)| *n == name) {
                out.push(format!("{file}: {name} is also a thread-local in {first}"));
            }
            seen.push((name, file.clone()));
        }
    }
    out
}

#[test]
fn each_thread_local_of_the_page_says_why_and_has_a_name_of_its_own() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src")
        .join("app");
    let files: Vec<(String, String)> = super::tidy::rust_files(&root)
        .into_iter()
        .map(|f| {
            let text = std::fs::read_to_string(&f).unwrap_or_default();
            (f.display().to_string(), text)
        })
        .collect();
    let found = faults(files.iter().map(|(f, t)| (f.clone(), t.as_str())));
    assert_eq!(found, Vec::<String>::new());
}

#[test]
fn a_second_name_and_a_silent_thread_local_are_recognised() {
    let one = "thread_local! {\n    /// Why.\n    static TO_PAGE: Cell<u8> = Cell::new(0);\n}\n";
    let two = "thread_local! {\n    static TO_PAGE: RefCell<u8> = RefCell::new(0);\n}\n";
    let found = faults([("a.rs".to_string(), one), ("b.rs".to_string(), two)]);
    assert_eq!(
        found,
        [
            "b.rs: TO_PAGE says not why it is a thread-local",
            "b.rs: TO_PAGE is also a thread-local in a.rs",
        ]
    );
    assert_eq!(faults([("a.rs".to_string(), one)]), Vec::<String>::new());
}
