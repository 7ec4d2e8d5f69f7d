//! One term per idea: `locales/terms.toml`.

use super::*;

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
