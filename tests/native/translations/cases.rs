//! Slovenian case after a negated verb: the object of "(nikoli) ne preišče" and its kin is in
//! the genitive ("iskanje ga nikoli ne preišče", "nikoli ne pogleda vozlišča B"), never an
//! accusative or a bare name ("list 9 iskanje nikoli ne preišče"). A label or a leaf's name
//! ("list 9") has no case ending, so it cannot be the object: the message names it after a
//! genitive noun ("vozlišča { $node }") or refers back to it with a genitive pronoun, and the
//! pronoun agrees with the count (ga, ju for two, jih).

use super::*;

/// The negated verbs whose object the check looks for.
const NEGATED: [&str; 4] = ["ne preišče", "ne pogleda", "ne obišče", "ne ovrednoti"];
/// Genitive clitics: him or it (ga), the two (ju), them (jih), her (je).
const PRONOUNS: [&str; 4] = ["ga", "ju", "jih", "je"];
/// Genitive interrogatives, a question's object ("Katerih listov ... ne ovrednoti?").
const INTERROGATIVES: [&str; 3] = ["katerega", "katere", "katerih"];
/// Nouns in the genitive that may head a label or a count ("vozlišča { $node }").
const GENITIVE_HEADS: [&str; 10] = [
    "vozlišča",
    "vozlišč",
    "lista",
    "listov",
    "poddrevesa",
    "poddreves",
    "otroka",
    "otrok",
    "veje",
    "vej",
];
/// Expansions of one message beyond which the rest are not looked at.
const MOST: usize = 512;

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

/// A select's variants: each key and its text (lines joined, nested placeables whole).
fn variants(body: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut depth = 0i32;
    for line in body.split('\n') {
        let t = line.trim_start();
        let key_line = t.strip_prefix("*[").or_else(|| t.strip_prefix('['));
        match key_line.and_then(|k| k.split_once(']')) {
            Some((key, text)) if depth == 0 => out.push((key.trim().into(), text.into())),
            _ => {
                if let Some((_, last)) = out.last_mut() {
                    last.push('\n');
                    last.push_str(line);
                }
            }
        }
        depth += line.matches('{').count() as i32 - line.matches('}').count() as i32;
    }
    for (_, text) in &mut out {
        *text = text.trim().to_string();
    }
    out
}

/// One text a message can show: its words, each variable as `{$name}`, and the key each
/// select chose (its variable and the key).
#[derive(Clone, Debug, Default)]
struct Flat {
    text: String,
    chose: Vec<(String, String)>,
}

/// Every text `pattern` can show, one per choice of its selects' variants (up to [`MOST`]).
fn flat(pattern: &str) -> Vec<Flat> {
    let mut out = vec![Flat::default()];
    let push = |out: &mut Vec<Flat>, s: &str| out.iter_mut().for_each(|f| f.text.push_str(s));
    let mut rest = pattern;
    while let Some(open) = rest.find('{') {
        push(&mut out, &rest[..open]);
        let inside = &rest[open + 1..];
        let end = closing(inside);
        let body = inside[..end].trim();
        rest = inside.get(end + 1..).unwrap_or("");
        if let Some(literal) = body.strip_prefix('"') {
            push(&mut out, literal.strip_suffix('"').unwrap_or(literal));
            continue;
        }
        let Some(var) = body.strip_prefix('$') else {
            continue;
        };
        let name = &var[..ident_len(var)];
        let Some(select) = var[name.len()..].trim_start().strip_prefix("->") else {
            push(&mut out, &format!("{{${name}}}"));
            continue;
        };
        let mut next = Vec::new();
        for f in &out {
            for (key, text) in variants(select) {
                for inner in flat(&text) {
                    let mut chose = f.chose.clone();
                    chose.push((name.to_string(), key.clone()));
                    chose.extend(inner.chose);
                    next.push(Flat {
                        text: f.text.clone() + &inner.text,
                        chose,
                    });
                }
            }
        }
        next.truncate(MOST);
        out = next;
    }
    push(&mut out, rest);
    out
}

fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '{' || c == '}' || c == '$'))
        .filter(|w| !w.is_empty())
}

/// What is wrong with the object of each negated verb in one text of a message.
fn case_problems(flat: &Flat) -> Vec<String> {
    let text = &flat.text;
    let mut problems = Vec::new();
    for verb in NEGATED {
        for (at, _) in text.match_indices(verb) {
            // The clause the verb stands in, up to it: from the last stop, colon, comma or
            // bracket.
            let start = text[..at]
                .rfind([':', ';', '.', ',', '(', '\n', '!', '?'])
                .map_or(0, |i| i + 1);
            let clause = &text[start..at];
            let before: Vec<&str> = words(clause).collect();
            // A variable in the clause is an object only if no genitive noun heads it.
            for (i, w) in before.iter().enumerate() {
                let headed = i > 0 && GENITIVE_HEADS.contains(&before[i - 1]);
                if w.starts_with("{$") && !headed {
                    problems.push(format!(
                        "\"{}\": {w} stands before \"{verb}\" with no genitive (ga/ju/jih, or \"vozlišča {w}\")",
                        clause.trim()
                    ));
                }
            }
            let pronoun = before.iter().rev().find(|w| PRONOUNS.contains(w));
            let asked = before
                .iter()
                .any(|w| INTERROGATIVES.contains(&w.to_lowercase().as_str()));
            match pronoun {
                None if asked => {}
                Some(&p) => {
                    // A plural form chosen in this text: the pronoun agrees with it.
                    let forms: Vec<&str> = flat
                        .chose
                        .iter()
                        .map(|(_, k)| k.as_str())
                        .filter(|k| ["one", "two", "few", "other"].contains(k))
                        .collect();
                    let wanted = match forms.as_slice() {
                        ["one"] => Some("ga"),
                        ["two"] => Some("ju"),
                        ["few" | "other"] => Some("jih"),
                        _ => None,
                    };
                    if let Some(w) = wanted.filter(|w| p != "je" && p != *w) {
                        problems.push(format!(
                            "\"{}\": \"{p}\" for {forms:?} (the form there is \"{w}\")",
                            clause.trim()
                        ));
                    }
                }
                None => {
                    let after = &text[at + verb.len()..];
                    let first = words(after).next().unwrap_or("");
                    if !GENITIVE_HEADS.contains(&first) {
                        problems.push(format!(
                            "\"{}{verb}{}\": no genitive object (ga/ju/jih before the verb, or a genitive noun after it)",
                            clause.trim_start(),
                            after.split([';', '.', ':']).next().unwrap_or("")
                        ));
                    }
                }
            }
        }
    }
    problems
}

/// Where Slovenian messages put a negated verb's object in another case than the genitive.
fn negated_object_problems(messages: &BTreeMap<String, String>) -> Vec<String> {
    let mut problems = BTreeSet::new();
    for (key, pattern) in messages {
        for f in flat(pattern) {
            for p in case_problems(&f) {
                problems.insert(format!("locales/sl.ftl `{key}`: {p}"));
            }
        }
    }
    problems.into_iter().collect()
}

#[test]
fn slovenian_puts_a_negated_verbs_object_in_the_genitive() {
    let sl = by_key(Lang::Sl);
    // The check reads what it is for: the messages hold negated verbs in several shapes.
    let negated = sl
        .values()
        .filter(|p| NEGATED.iter().any(|v| p.contains(v)))
        .count();
    assert!(negated >= 10, "{negated} messages with a negated verb");
    report("Slovenian case", &negated_object_problems(&sl));
}

/// The check finds a bare name as the object (issue 45's "list 9 iskanje nikoli ne preišče"),
/// "jih" for two, and no object at all; it passes the file's own shapes.
#[test]
fn the_case_check_finds_planted_accusatives() {
    let check = |key: &str, text: &str| {
        let mut sl = BTreeMap::new();
        sl.insert(key.to_string(), text.to_string());
        negated_object_problems(&sl)
    };
    let bare = check(
        "beyond-skip",
        "{ $cut ->\n    [alpha] Rez alfa\n   *[beta] Rez beta\n } pri vozlišču { $node } (otroci so urejeni od najboljšega): { $child } iskanje nikoli ne preišče.",
    );
    assert!(
        bare.iter().any(|p| p.contains("{$child} stands before")),
        "{bare:?}"
    );
    let two = check(
        "beyond-star-cut",
        "Rez Star1 pri vozlišču { $node } odreže { $skipped }: iskanje { $count ->\n    [one] ga\n    [two] jih\n    [few] jih\n   *[other] jih\n } nikoli ne preišče.",
    );
    assert!(
        two.iter().any(|p| p.contains("\"jih\" for [\"two\"]")),
        "{two:?}"
    );
    let none = check("x", "Iskanje nikoli ne preišče { $node }.");
    assert!(
        none.iter().any(|p| p.contains("no genitive object")),
        "{none:?}"
    );
    for fine in [
        "Iskanje nikoli ne pogleda vozlišča { $node }.",
        "{ $node } ni označeno, čeprav ga iskanje nikoli ne preišče",
        "Označite vozlišča, ki jih iskanje nikoli ne preišče.",
    ] {
        assert_eq!(check("x", fine), Vec::<String>::new(), "{fine}");
    }
}
