//! The translations kept as a native teacher would write them, and kept from drifting:
//! - one term per idea: `locales/terms.toml` names the term of each idea in each language and
//!   the variants that are wrong; no message uses a wrong variant or leaves an English word
//!   behind, and the messages the table names hold their term;
//! - plurals: a language with plural forms (Slovenian) selects on a number wherever English
//!   does and a noun follows the number, and each of its selects over a number has every form
//!   the language has (one, two, few, other);
//! - the files are real Fluent (the `fluent-syntax` crate reads each without error, and finds
//!   the same messages as our own reader, `src/i18n/ftl.rs`, which stays for the page);
//! - the page's own code words no message its build leaves out (`build.rs`): such a message
//!   would show empty.

use alphabeta_lab::i18n::pattern::{plural, Plural};
use alphabeta_lab::i18n::{ftl, Lang};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

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

// ---- The words a message shows ----------------------------------------------------------

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

// ---- The terminology table ----------------------------------------------------------------

#[derive(Debug, Default)]
struct Term {
    idea: String,
    /// The term, by language code.
    term: BTreeMap<String, String>,
    keys: Vec<String>,
    wrong: BTreeMap<String, Vec<String>>,
    allow: BTreeMap<String, Vec<String>>,
    except: BTreeMap<String, Vec<String>>,
}

#[derive(Debug, Default)]
struct English {
    words: Vec<String>,
    words_in: BTreeMap<String, Vec<String>>,
    except: Vec<String>,
}

fn strings(v: Option<&toml::Value>) -> Vec<String> {
    v.and_then(toml::Value::as_array)
        .map(|a| {
            a.iter()
                .map(|s| s.as_str().expect("a list of strings").to_string())
                .collect()
        })
        .unwrap_or_default()
}

fn by_language(v: Option<&toml::Value>) -> BTreeMap<String, Vec<String>> {
    v.and_then(toml::Value::as_table)
        .map(|t| {
            t.iter()
                .map(|(lang, list)| (lang.clone(), strings(Some(list))))
                .collect()
        })
        .unwrap_or_default()
}

fn table(text: &str) -> (Vec<Term>, English) {
    let doc: toml::Table = text
        .parse()
        .unwrap_or_else(|e| panic!("locales/terms.toml: {e}"));
    let terms = doc
        .get("term")
        .and_then(toml::Value::as_array)
        .expect("locales/terms.toml has [[term]]s")
        .iter()
        .map(|t| {
            let t = t.as_table().expect("a [[term]] is a table");
            let term = OTHERS
                .iter()
                .filter_map(|l| {
                    let s = t.get(l.code())?.as_str()?;
                    Some((l.code().to_string(), s.to_string()))
                })
                .collect();
            Term {
                idea: t.get("idea").and_then(|s| s.as_str()).unwrap_or("").into(),
                term,
                keys: strings(t.get("keys")),
                wrong: by_language(t.get("wrong")),
                allow: by_language(t.get("allow")),
                except: by_language(t.get("except")),
            }
        })
        .collect();
    let e = doc.get("english").and_then(toml::Value::as_table);
    let english = English {
        words: strings(e.and_then(|e| e.get("words"))),
        words_in: by_language(e.and_then(|e| e.get("words_in"))),
        except: strings(e.and_then(|e| e.get("except"))),
    };
    (terms, english)
}

/// Where the files break the table (each file as `lang` and its messages by key).
fn term_problems(
    terms: &[Term],
    english: &English,
    files: &[(Lang, BTreeMap<String, String>)],
) -> Vec<String> {
    let mut problems = Vec::new();
    for (lang, msgs) in files {
        let code = lang.code();
        let file = format!("locales/{code}.ftl");
        for (key, pattern) in msgs {
            let words = shown(pattern);
            for t in terms {
                if t.except.get(code).is_some_and(|k| k.contains(key)) {
                    continue;
                }
                let mut text = words.clone();
                for allowed in t.allow.get(code).into_iter().flatten() {
                    text = text.replace(allowed.as_str(), " ");
                }
                for w in t.wrong.get(code).into_iter().flatten() {
                    if holds(&text, w) {
                        let right = t.term.get(code).map_or("", String::as_str);
                        problems.push(format!(
                            "{file} `{key}`: \"{w}\" for {} (the file says \"{right}\")",
                            t.idea
                        ));
                    }
                }
            }
            if english.except.contains(key) {
                continue;
            }
            let own = english.words_in.get(code).into_iter().flatten();
            for w in english.words.iter().chain(own) {
                if holds_word(&words, w) {
                    problems.push(format!("{file} `{key}`: the English word \"{w}\""));
                }
            }
        }
        for t in terms {
            let Some(term) = t.term.get(code) else {
                continue;
            };
            for key in &t.keys {
                match msgs.get(key) {
                    None => problems.push(format!("{file} has no `{key}` (locales/terms.toml)")),
                    Some(p) if !shown(p).to_lowercase().contains(&term.to_lowercase()) => problems
                        .push(format!(
                            "{file} `{key}` lacks \"{term}\", its word for {}",
                            t.idea
                        )),
                    Some(_) => {}
                }
            }
        }
    }
    problems
}

fn terms() -> (Vec<Term>, English) {
    let path = root().join("locales/terms.toml");
    table(&fs::read_to_string(&path).expect("locales/terms.toml is readable"))
}

fn all_files() -> Vec<(Lang, BTreeMap<String, String>)> {
    OTHERS.iter().map(|&l| (l, by_key(l))).collect()
}

#[test]
fn every_file_uses_one_term_per_idea_and_no_english_words() {
    let (terms, english) = terms();
    assert!(terms.len() >= 10, "the table reads: {} terms", terms.len());
    report(
        "locales/terms.toml",
        &term_problems(&terms, &english, &all_files()),
    );
}

/// The check finds what it is for: a wrong term, an English word, a missing term (planted in
/// copies of the files), and passes over variables, keys and listed exceptions.
#[test]
fn the_term_check_finds_planted_drift() {
    let (terms, english) = terms();
    let plant = |lang: Lang, key: &str, text: &str| {
        let mut files = all_files();
        let at = files.iter().position(|(l, _)| *l == lang).unwrap();
        files[at].1.insert(key.to_string(), text.to_string());
        term_problems(&terms, &english, &files)
    };
    let wrong = plant(Lang::Ja, "page-set-window", "窓");
    assert!(
        wrong.iter().any(|p| p.contains("\"窓\"")),
        "a wrong term: {wrong:?}"
    );
    let left = plant(Lang::Zh, "page-set-maxmin", "Max/min");
    assert!(left.iter().any(|p| p.contains("Max/min")), "{left:?}");
    let window = plant(Lang::Sl, "beyond-page-window", "Window");
    assert!(
        window.iter().any(|p| p.contains("lacks \"okno\"")),
        "{window:?}"
    );
    let pass = plant(Lang::Zh, "beyond-page-in-window", "在 window 内");
    assert!(pass.iter().any(|p| p.contains("\"window\"")), "{pass:?}");
    let digits = plant(Lang::Ja, "beyond-page-note", "2つの数");
    assert!(digits.iter().any(|p| p.contains("\"#つ\"")), "{digits:?}");
    // A variable, a select's key and a listed exception are not words.
    assert!(plant(
        Lang::Zh,
        "x",
        "{ $window } { $n ->\n [pass] 轮\n *[other] 轮\n }"
    )
    .is_empty());
    assert!(plant(Lang::Ja, "game-othello-no-pass", "パス").is_empty());
}

// ---- Plurals ------------------------------------------------------------------------------

#[derive(Debug)]
struct Select {
    var: String,
    keys: Vec<String>,
    texts: Vec<String>,
}

/// Where the placeable that `text` is inside of ends: the index of its `}`.
fn closing(text: &str) -> usize {
    let (mut depth, mut in_string) = (0usize, false);
    for (i, c) in text.char_indices() {
        match (c, in_string) {
            ('"', _) => in_string = !in_string,
            (_, true) => {}
            ('{', false) => depth += 1,
            ('}', false) if depth == 0 => return i,
            ('}', false) => depth -= 1,
            _ => {}
        }
    }
    text.len()
}

/// Every select of a pattern, nested ones too.
fn selects(pattern: &str) -> Vec<Select> {
    let mut out = Vec::new();
    let mut rest = pattern;
    while let Some(open) = rest.find('{') {
        let inside = &rest[open + 1..];
        let end = closing(inside);
        let body = &inside[..end];
        rest = inside.get(end + 1..).unwrap_or("");
        let head = body.trim_start();
        let Some(var) = head.strip_prefix('$') else {
            continue;
        };
        let name = &var[..ident_len(var)];
        let Some(variants) = var[name.len()..].trim_start().strip_prefix("->") else {
            continue;
        };
        let mut select = Select {
            var: name.to_string(),
            keys: Vec::new(),
            texts: Vec::new(),
        };
        let mut depth = 0i32;
        for line in variants.split('\n') {
            let t = line.trim_start();
            let key_line = t.strip_prefix("*[").or_else(|| t.strip_prefix('['));
            match key_line.and_then(|k| k.split_once(']')) {
                Some((key, text)) if depth == 0 => {
                    select.keys.push(key.trim().to_string());
                    select.texts.push(text.to_string());
                }
                _ => {
                    if let Some(last) = select.texts.last_mut() {
                        last.push('\n');
                        last.push_str(line);
                    }
                }
            }
            depth += line.matches('{').count() as i32 - line.matches('}').count() as i32;
        }
        out.extend(selects(variants));
        out.push(select);
    }
    out
}

const CATEGORIES: [&str; 5] = ["zero", "one", "two", "few", "many"];

fn is_plural(s: &Select) -> bool {
    s.keys
        .iter()
        .any(|k| CATEGORIES.contains(&k.as_str()) || k.parse::<u64>().is_ok())
}

/// Whether every variant shows nothing (a select kept only so that the message keeps the
/// variable, as `{ $count -> *[other] { "" } }`).
fn shows_nothing(s: &Select) -> bool {
    s.texts.iter().all(|t| shown(t).trim().is_empty())
}

/// The plural forms `rule` gives the numbers up to 1,000.
fn forms(rule: Plural) -> BTreeSet<&'static str> {
    (0..=1000).map(rule).collect()
}

/// Whether `{ $var }` stands right before a word (a letter after spaces) in `pattern`.
fn number_before_word(pattern: &str, var: &str) -> bool {
    let placeable = format!("{{ ${var} }}");
    pattern.match_indices(&placeable).any(|(at, p)| {
        pattern[at + p.len()..]
            .trim_start_matches(' ')
            .chars()
            .next()
            .is_some_and(char::is_alphabetic)
    })
}

/// Where a language with plural forms (`rule`) words a number without them.
fn plural_problems(
    lang: Lang,
    rule: Plural,
    own: &BTreeMap<String, String>,
    english: &BTreeMap<String, String>,
) -> Vec<String> {
    let file = format!("locales/{}.ftl", lang.code());
    let needed = forms(rule);
    let mut problems = Vec::new();
    for (key, pattern) in own {
        let english_plural: BTreeSet<String> = english
            .get(key)
            .map(|e| selects(e))
            .unwrap_or_default()
            .into_iter()
            .filter(is_plural)
            .map(|s| s.var)
            .collect();
        let own_selects = selects(pattern);
        for s in &own_selects {
            let numeric = is_plural(s) || english_plural.contains(&s.var);
            if !numeric || shows_nothing(s) {
                continue;
            }
            let missing: Vec<&str> = needed
                .iter()
                .copied()
                .filter(|f| !s.keys.iter().any(|k| k == f))
                .collect();
            if !missing.is_empty() {
                problems.push(format!(
                    "{file} `{key}`: the select on ${} lacks {missing:?}",
                    s.var
                ));
            }
        }
        for var in &english_plural {
            let selected = own_selects.iter().any(|s| &s.var == var);
            if !selected && number_before_word(pattern, var) {
                problems.push(format!(
                    "{file} `{key}`: ${var} stands before a word without a select (English has one)"
                ));
            }
        }
    }
    problems
}

fn rule_of(lang: Lang) -> Plural {
    match lang {
        Lang::En => plural::english,
        Lang::Sl => plural::slovenian,
        Lang::Ja | Lang::Zh => plural::none,
    }
}

#[test]
fn numbers_take_every_plural_form_their_language_has() {
    assert_eq!(
        forms(plural::slovenian),
        BTreeSet::from(["one", "two", "few", "other"])
    );
    let english = by_key(Lang::En);
    let mut problems = Vec::new();
    for lang in OTHERS {
        // Japanese and Chinese have one form: a counter word follows the number, no select.
        if forms(rule_of(lang)).len() > 1 {
            problems.extend(plural_problems(
                lang,
                rule_of(lang),
                &by_key(lang),
                &english,
            ));
        }
    }
    report("plurals", &problems);
}

#[test]
fn the_plural_check_finds_a_planted_missing_form() {
    let english = by_key(Lang::En);
    let mut sl = by_key(Lang::Sl);
    let check =
        |sl: &BTreeMap<String, String>| plural_problems(Lang::Sl, plural::slovenian, sl, &english);
    assert!(check(&sl).is_empty(), "{:?}", check(&sl));
    sl.insert(
        "page-tree-size".into(),
        "{ $nodes } { $nodes ->\n [one] vozlišče\n *[other] vozlišč\n }, { $leaves } listov".into(),
    );
    let found = check(&sl);
    assert!(
        found
            .iter()
            .any(|p| p.contains("$nodes lacks [\"few\", \"two\"]")),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|p| p.contains("$leaves stands before a word")),
        "{found:?}"
    );
    // A select kept only to keep its variable shows nothing, and needs no forms.
    sl.insert(
        "page-tree-size".into(),
        "{ $nodes -> *[other] { \"\" } }{ $leaves -> *[other] { \"\" } }".into(),
    );
    assert!(check(&sl).is_empty(), "{:?}", check(&sl));
}

// ---- Real Fluent --------------------------------------------------------------------------

fn line_of(text: &str, at: usize) -> usize {
    text[..at.min(text.len())].matches('\n').count() + 1
}

/// What `fluent-syntax` finds wrong in `text`, and the messages it reads there.
fn fluent(text: &str) -> (Vec<String>, Vec<String>) {
    use fluent_syntax::ast::Entry;
    let (resource, errors) = match fluent_syntax::parser::parse(text) {
        Ok(r) => (r, Vec::new()),
        Err((r, errors)) => (r, errors),
    };
    let errors = errors
        .iter()
        .map(|e| format!("line {}: {:?}", line_of(text, e.pos.start), e.kind))
        .collect();
    let keys = resource
        .body
        .iter()
        .filter_map(|e| match e {
            Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect();
    (errors, keys)
}

#[test]
fn every_file_is_real_fluent_with_the_messages_our_reader_finds() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let file = format!("locales/{}.ftl", lang.code());
        let (errors, keys) = fluent(lang.file());
        problems.extend(errors.into_iter().map(|e| format!("{file}, {e}")));
        let ours: Vec<String> = messages(lang).into_iter().map(|m| m.key).collect();
        if keys != ours {
            let theirs: BTreeSet<_> = keys.iter().collect();
            let mine: BTreeSet<_> = ours.iter().collect();
            problems.push(format!(
                "{file}: fluent-syntax reads other messages: only ours {:?}, only Fluent's {:?}",
                mine.difference(&theirs).collect::<Vec<_>>(),
                theirs.difference(&mine).collect::<Vec<_>>()
            ));
        }
    }
    report("Fluent", &problems);
}

#[test]
fn broken_fluent_is_found() {
    let good = Lang::Sl.file();
    assert!(fluent(good).0.is_empty());
    // A variant key outside a select, and an unclosed placeable.
    let broken = good.replacen(
        "page-set-window = Okno",
        "page-set-window = Okno\n[one] x",
        1,
    );
    assert!(!fluent(&broken).0.is_empty(), "a stray variant line");
    let broken = good.replacen("page-set-window = Okno", "page-set-window = { $x", 1);
    let (errors, _) = fluent(&broken);
    assert!(
        errors.iter().any(|e| e.starts_with("line ")),
        "an unclosed placeable: {errors:?}"
    );
}

// ---- What the page's build leaves out -----------------------------------------------------

/// The quoted strings on the line of `build.rs` that starts with `starts`.
fn build_prefixes(build: &str, starts: &str) -> Vec<String> {
    let line = build
        .lines()
        .find(|l| l.starts_with(starts))
        .unwrap_or_else(|| panic!("build.rs has `{starts}`"));
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
/// `ablab`'s (native only), and the optional module's (the games and practice, built with the
/// `games` feature and loaded on demand), whose code the page's own wasm leaves out. A message
/// their code words may be one the page's own build leaves out.
const NATIVE_ONLY: [&str; 3] = ["src/cli.rs", "src/cli/", "src/bin/ablab.rs"];
const OPTIONAL_MODULE: [&str; 12] = [
    "src/bin/extras.rs",
    "src/games/",
    "src/engine/practice/",
    "src/model/practice.rs",
    "src/model/practice/",
    "src/model/play.rs",
    "src/app/games_app.rs",
    "src/app/practice_app.rs",
    "src/app/search.rs",
    "src/app/components/practice_",
    "src/app/components/tictactoe.rs",
    "src/app/components/othello.rs",
];

/// `code` without the items that the page's own build leaves out by `cfg` (tests, native
/// only, the `games` feature): each such attribute and the item after it, to its `;` or its
/// closing brace.
fn page_build_code(code: &str) -> String {
    const GATES: [&str; 3] = [
        "#[cfg(test)]",
        "#[cfg(feature = \"games\")]",
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

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// Where `files` (path, code) word a message the page's own build leaves out.
fn left_out_problems(files: &[(String, String)]) -> Vec<String> {
    let build = fs::read_to_string(root().join("build.rs")).expect("build.rs is readable");
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
    let mut paths = Vec::new();
    rust_files(&root().join("src"), &mut paths);
    paths
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
        .position(|(p, _)| p == "src/app/components/legend.rs")
        .unwrap();
    files[at]
        .1
        .push_str("\nfn planted() -> String { t!(GAME_TTT_DRAW) }\n");
    files.push((
        "src/engine/planted.rs".into(),
        "fn a() -> String {\n    t!(\n        CLI_NONE\n    )\n}\n#[cfg(test)]\nmod t { fn b() { t!(CLI_NONE); } }\n"
            .into(),
    ));
    files.push((
        "src/games/planted.rs".into(),
        "fn a() -> String { t!(GAME_TTT_DRAW) + &t!(CLI_NONE) }".into(),
    ));
    let found = left_out_problems(&files);
    let has = |path: &str, name: &str| {
        found
            .iter()
            .any(|p| p.starts_with(path) && p.contains(name))
    };
    assert!(
        has("src/app/components/legend.rs", "GAME_TTT_DRAW"),
        "{found:?}"
    );
    assert!(has("src/engine/planted.rs", "CLI_NONE"), "{found:?}");
    assert!(has("src/games/planted.rs", "CLI_NONE"), "{found:?}");
    assert!(!has("src/games/planted.rs", "GAME_"), "{found:?}");
    assert_eq!(found.len(), 3, "the cfg(test) item is left out: {found:?}");
}
