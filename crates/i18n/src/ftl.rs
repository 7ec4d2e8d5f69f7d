//! The message files (`locales/*.ftl`): a small subset of Project Fluent's syntax, read by the
//! build script (English, compiled in), `ablab --lang`, the page (the other languages, read
//! from the files served with the build when chosen), its extras module and the tests.
//!
//! - `# ...` is a comment; blank lines separate messages.
//! - `key = text` starts a message; a key is a letter then letters, digits, `-` or `_`.
//! - A line that starts with a space continues the message above it: it is joined with a line
//!   break, without its leading spaces (select expressions span lines this way).
//! - The text's placeables (`{ $name }`, `{ "text" }`, `{ $n -> [one] ... *[other] ... }`) are
//!   read when the message is shown (`pattern.rs`); here they are only checked for balance.
//!
//! This file has no dependency on the rest of the crate: `build.rs` includes it by path.

/// One message: its key, its text (the pattern), and the line it starts on (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub key: String,
    pub pattern: String,
    pub line: usize,
}

/// A file that cannot be read: where and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub line: usize,
    pub what: String,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

/// The messages of a file, in order; the first error if any line cannot be read.
pub fn parse(text: &str) -> Result<Vec<Message>, Error> {
    let mut messages: Vec<Message> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        if raw.starts_with(' ') {
            let Some(last) = messages.last_mut() else {
                return Err(error(line, "an indented line before any message"));
            };
            if !raw.trim().is_empty() {
                if !last.pattern.is_empty() {
                    last.pattern.push('\n');
                }
                last.pattern.push_str(raw.trim_start());
            }
            continue;
        }
        if raw.trim().is_empty() || raw.starts_with('#') {
            continue;
        }
        let Some((key, value)) = raw.split_once('=') else {
            return Err(error(
                line,
                "expected `key = text` or an indented continuation",
            ));
        };
        let key = key.trim_end();
        if !is_key(key) {
            return Err(error(line, &format!("`{key}` is not a message key")));
        }
        if messages.iter().any(|m| m.key == key) {
            return Err(error(line, &format!("`{key}` is defined twice")));
        }
        messages.push(Message {
            key: key.to_string(),
            pattern: value.trim().to_string(),
            line,
        });
    }
    for m in &messages {
        if let Some(what) = unbalanced(&m.pattern) {
            return Err(error(m.line, &format!("`{}`: {what}", m.key)));
        }
    }
    Ok(messages)
}

fn error(line: usize, what: &str) -> Error {
    Error {
        line,
        what: what.to_string(),
    }
}

fn is_key(key: &str) -> bool {
    let mut chars = key.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Why a pattern's braces do not match, if they do not (a `{` or `}` inside a string literal
/// counts for nothing).
fn unbalanced(pattern: &str) -> Option<&'static str> {
    let mut depth = 0usize;
    let mut in_string = false;
    for c in pattern.chars() {
        match (c, in_string) {
            ('"', _) if depth > 0 => in_string = !in_string,
            (_, true) => {}
            ('{', false) => depth += 1,
            ('}', false) if depth == 0 => return Some("a `}` with no `{` before it"),
            ('}', false) => depth -= 1,
            _ => {}
        }
    }
    (depth > 0 || in_string).then_some("a `{` that is never closed")
}

/// The variables a pattern uses (`$name`), each once, sorted: the parameters a translation
/// must keep.
pub fn variables(pattern: &str) -> Vec<String> {
    let mut names = in_order(pattern);
    names.sort();
    names
}

/// The variables a pattern uses, each once, in the order they first appear: English's order is
/// the order of a message's arguments in the code.
pub fn in_order(pattern: &str) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let mut rest = pattern;
    while let Some(at) = rest.find('$') {
        let after = &rest[at + 1..];
        let end = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(after.len());
        let name = &after[..end];
        if !name.is_empty() && !names.iter().any(|n| n == name) {
            names.push(name.to_string());
        }
        rest = &after[end..];
    }
    names
}

/// `pattern` with each variable named in `names` written as its place there (`{ $node }`
/// becomes `{ $0 }` when `node` is first): the form the code's arguments are given in. A name
/// not in `names` is kept, and shows as itself.
pub fn positional<S: AsRef<str>>(pattern: &str, names: &[S]) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut rest = pattern;
    while let Some(at) = rest.find('$') {
        out.push_str(&rest[..=at]);
        let after = &rest[at + 1..];
        let end = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(after.len());
        let name = &after[..end];
        match names.iter().position(|n| n.as_ref() == name) {
            Some(i) => out.push_str(&i.to_string()),
            None => out.push_str(name),
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}
