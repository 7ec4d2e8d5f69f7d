//! Showing a message's pattern with its arguments: text, `{ $name }` (the argument),
//! `{ "text" }` (the text as written: a brace, or spaces a line must keep) and
//! `{ $name -> [key] text ... *[key] text }` (the variant whose key is the argument, or the
//! argument's plural category in the language, else the one marked `*`). A variant's text runs
//! to the end of its line.
//!
//! Translations are data a person writes: nothing here may panic on any text. A pattern that is
//! malformed shows what can be read of it; an argument that is missing shows its name.

use std::fmt::{Display, Write};

/// The arguments of one message, in order: a placeable names each by its place (`{ $0 }`,
/// as `ftl::positional` writes a message's variables).
pub type Args<'a> = [&'a dyn Display];

/// A language's plural rule: the category of an integer (`one`, `two`, `few` or `other`).
pub type Plural = fn(u64) -> &'static str;

/// Selects nested deeper than this show nothing more: a translation's text cannot exhaust
/// the stack.
const DEEPEST_SELECT: usize = 8;

/// Appends `pattern`, with `args` in its placeables, to `out`.
pub fn write(out: &mut String, pattern: &str, args: &Args, plural: Plural) {
    write_at(out, pattern, args, plural, 0);
}

/// [`write`] inside `depth` selects.
fn write_at(out: &mut String, pattern: &str, args: &Args, plural: Plural, depth: usize) {
    let mut rest = pattern;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = closing(after).unwrap_or(after.len());
        placeable(out, &after[..close], args, plural, depth);
        rest = after.get(close + 1..).unwrap_or("");
    }
    out.push_str(rest);
}

/// Where the placeable that `text` starts inside of ends: the index of its `}`. Read byte by
/// byte: the characters that matter are ASCII, and no byte of another character is one.
fn closing(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut in_string = false;
    for (i, c) in text.bytes().enumerate() {
        match (c, in_string) {
            (b'"', _) => in_string = !in_string,
            (_, true) => {}
            (b'{', false) => depth += 1,
            (b'}', false) if depth == 0 => return Some(i),
            (b'}', false) => depth -= 1,
            _ => {}
        }
    }
    None
}

/// One placeable's inside (between its braces).
fn placeable(out: &mut String, inside: &str, args: &Args, plural: Plural, depth: usize) {
    let body = inside.trim();
    if let Some(literal) = body.strip_prefix('"') {
        out.push_str(literal.strip_suffix('"').unwrap_or(literal));
        return;
    }
    let Some(var) = body.strip_prefix('$') else {
        return;
    };
    let end = var
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(var.len());
    let (name, tail) = var.split_at(end);
    let value = name
        .parse::<usize>()
        .ok()
        .and_then(|i| args.get(i))
        .copied();
    match tail.trim_start().strip_prefix("->") {
        None => match value {
            Some(v) => {
                let _ = write!(out, "{v}");
            }
            None => {
                let _ = write!(out, "{{${name}}}");
            }
        },
        Some(variants) => {
            let shown = value.map(|v| v.to_string()).unwrap_or_default();
            if let Some(text) = choose(variants, &shown, plural) {
                if depth < DEEPEST_SELECT {
                    write_at(out, text, args, plural, depth + 1);
                }
            }
        }
    }
}

/// The text of the variant for `value`: the one keyed by it, else by its plural category when
/// it is a whole number (its thousands grouped or not: `1,001`), else the default (`*[...]`),
/// else the last.
fn choose<'p>(variants: &'p str, value: &str, plural: Plural) -> Option<&'p str> {
    let whole = if value.contains(',') {
        value.replace(',', "").parse::<u64>()
    } else {
        value.parse::<u64>()
    };
    let category = whole.ok().map(plural);
    let (mut default, mut last, mut by_category) = (None, None, None);
    let found = each_variant(variants, |star, key, text| {
        if key == value {
            return Some(text);
        }
        if Some(key) == category {
            by_category = Some(text);
        }
        if star {
            default = Some(text);
        }
        last = Some(text);
        None
    });
    found.or(by_category).or(default).or(last)
}

/// Calls `f` with each of a select's variants in turn (whether it is the default (`*`), its
/// key and its text, trimmed) until it returns something, and returns that. A variant starts
/// with `[` or `*[` at the start of a line or after a space (outside any placeable), and its
/// text runs to the end of the line or the next variant.
fn each_variant<'p, T>(
    variants: &'p str,
    mut f: impl FnMut(bool, &'p str, &'p str) -> Option<T>,
) -> Option<T> {
    // The variant being read: whether it is the default, and where its key starts.
    let mut open: Option<(bool, usize)> = None;
    let mut close = |open: Option<(bool, usize)>, end: usize| {
        let (star, key_at) = open?;
        let (key, text) = variants[key_at..end].split_once(']')?;
        f(star, key.trim(), text.trim())
    };
    let (mut depth, mut in_string, mut prev) = (0usize, false, ' ');
    for (i, c) in variants.char_indices() {
        match (c, in_string) {
            ('"', _) if depth > 0 => in_string = !in_string,
            (_, true) => {}
            ('{', false) => depth += 1,
            ('}', false) => depth = depth.saturating_sub(1),
            ('[', false) if depth == 0 && (prev.is_whitespace() || prev == '*') => {
                let star = prev == '*';
                let start = if star { i - 1 } else { i };
                if let Some(found) = close(open.take(), start) {
                    return Some(found);
                }
                open = Some((star, i + 1));
            }
            ('\n', false) if depth == 0 => {
                if let Some(found) = close(open.take(), i) {
                    return Some(found);
                }
            }
            _ => {}
        }
        prev = c;
    }
    close(open, variants.len())
}

/// Plural categories (Unicode CLDR's rules for whole numbers).
pub mod plural {
    /// English: one for 1.
    pub fn english(n: u64) -> &'static str {
        if n == 1 {
            "one"
        } else {
            "other"
        }
    }

    /// Slovenian: by the last two digits, one (1), two (2), few (3, 4), else other.
    pub fn slovenian(n: u64) -> &'static str {
        match n % 100 {
            1 => "one",
            2 => "two",
            3 | 4 => "few",
            _ => "other",
        }
    }

    /// Japanese and Chinese: nouns do not change with number.
    pub fn none(_: u64) -> &'static str {
        "other"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(pattern: &str, args: &Args) -> String {
        let mut out = String::new();
        write(&mut out, pattern, args, plural::english);
        out
    }

    #[test]
    fn placeables_take_their_arguments() {
        assert_eq!(
            show("Enter { $0 } at { $1 }.", &[&"B", &3]),
            "Enter B at 3."
        );
        assert_eq!(show("{ \"{\" }x{ \" \" }", &[]), "{x ");
        assert_eq!(
            show("no { $such } here { $1 }", &[&1]),
            "no {$such} here {$1}"
        );
    }

    #[test]
    fn selects_choose_by_value_then_plural_then_default() {
        let p = "{ $0 ->\n[0] no leaves\n[one] one leaf\n*[other] { $0 } leaves\n}";
        assert_eq!(show(p, &[&0]), "no leaves");
        assert_eq!(show(p, &[&1]), "one leaf");
        assert_eq!(show(p, &[&7]), "7 leaves");
        let form = "At { $0 -> [negamax] every node *[maxmin] a Max node } it cuts";
        assert_eq!(show(form, &[&"negamax"]), "At every node it cuts");
        assert_eq!(show(form, &[&"x"]), "At a Max node it cuts");
        let mut sl = String::new();
        let p = "{ $0 -> [one] list [two] lista [few] listi *[other] listov }";
        for n in [1, 2, 3, 5, 101, 102] {
            write(&mut sl, p, &[&n], plural::slovenian);
            sl.push(',');
        }
        assert_eq!(sl, "list,lista,listi,listov,list,lista,");
    }

    #[test]
    fn malformed_patterns_show_what_they_can() {
        for p in [
            "{",
            "}",
            "{ $",
            "{ $0 -> ",
            "{ $0 -> [",
            "{ \"",
            "a { $0 -> [x] }",
            "{{{",
            "é{é",
        ] {
            let _ = show(p, &[&1]);
        }
        assert_eq!(show("a { $0 } b {", &[&1]), "a 1 b ");
        // Selects nested past any use stop, rather than exhaust the stack.
        let deep = "{ $0 -> *[1] ".repeat(20_000);
        assert_eq!(show(&format!("x{deep}"), &[&1]), "x");
    }
}
