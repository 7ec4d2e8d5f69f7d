//! Plurals: every form a language has, wherever English selects on a number.

use super::*;

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
