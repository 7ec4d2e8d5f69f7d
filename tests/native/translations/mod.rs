//! The translations kept as a native teacher would write them, and kept from drifting:
//! - one term per idea: `locales/terms.toml` names the term of each idea in each language and
//!   the variants that are wrong; no message uses a wrong variant or leaves an English word
//!   behind, and the messages the table names hold their term;
//! - plurals: a language with plural forms (Slovenian) selects on a number wherever English
//!   does and a noun follows the number, and each of its selects over a number has every form
//!   the language has (one, two, few, other);
//! - the files are real Fluent (the `fluent-syntax` crate reads each without error, and finds
//!   the same messages as our own reader, `src/i18n/ftl.rs`, which stays for the page);
//! - Slovenian puts the object of a negated verb in the genitive ("iskanje ga nikoli ne
//!   preišče"), never a bare name or an accusative;
//! - the page's own code words no message its build leaves out (`build.rs`): such a message
//!   would show empty.

use alphabeta_lab::i18n::pattern::{plural, Plural};
use alphabeta_lab::i18n::{ftl, Lang};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

const OTHERS: [Lang; 3] = [Lang::Ja, Lang::Zh, Lang::Sl];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn messages(lang: Lang) -> Vec<ftl::Message> {
    ftl::parse(lang.file()).unwrap_or_else(|e| panic!("locales/{}.ftl, {e}", lang.code()))
}

fn by_key(lang: Lang) -> BTreeMap<String, String> {
    messages(lang)
        .into_iter()
        .map(|m| (m.key, m.pattern))
        .collect()
}

fn report(what: &str, problems: &[String]) {
    assert!(
        problems.is_empty(),
        "{what}: {} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

// The words a message shows.

fn ident_len(s: &str) -> usize {
    s.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(s.len())
}

/// The words a message shows: its text and its variants' texts, without its variables
/// (`$window`), a select's keys (`[pass]`), `->` and string literals (`{ " " }`); each left-out
/// part becomes a space.
fn shown(pattern: &str) -> String {
    let mut out = String::new();
    for (n, line) in pattern.split('\n').enumerate() {
        if n > 0 {
            out.push('\n');
        }
        let trimmed = line.trim_start();
        let mut rest = match trimmed
            .strip_prefix("*[")
            .or_else(|| trimmed.strip_prefix('['))
        {
            Some(key) if n > 0 => key.split_once(']').map_or("", |(_, text)| text),
            _ => line,
        };
        while let Some(c) = rest.chars().next() {
            let after = &rest[c.len_utf8()..];
            rest = match c {
                '$' => {
                    out.push(' ');
                    &after[ident_len(after)..]
                }
                '"' if after.contains('"') => {
                    out.push(' ');
                    after.split_once('"').map_or("", |(_, r)| r)
                }
                '{' | '}' => {
                    out.push(' ');
                    after
                }
                '-' if after.starts_with('>') => {
                    out.push(' ');
                    &after[1..]
                }
                _ => {
                    out.push(c);
                    after
                }
            };
        }
    }
    out
}

/// Whether `text` holds `pat`, where `#` in `pat` stands for any ASCII digit.
fn holds(text: &str, pat: &str) -> bool {
    let pat: Vec<char> = pat.chars().collect();
    let text: Vec<char> = text.chars().collect();
    (0..text.len()).any(|at| {
        text.len() - at >= pat.len()
            && pat
                .iter()
                .zip(&text[at..])
                .all(|(&p, &t)| p == t || p == '#' && t.is_ascii_digit())
    })
}

/// Whether `text` holds `word` as a whole word: not inside a longer run of letters, digits or
/// hyphens (`--to-move` holds no "move").
fn holds_word(text: &str, word: &str) -> bool {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(is_word) && !after.is_some_and(is_word)
    })
}

mod cases;
mod fluent;
mod left_out;
mod plurals;
mod terms;
