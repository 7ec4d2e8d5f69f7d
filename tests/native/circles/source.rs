//! One Rust file read as far as the circle check needs: its code without comments, strings and
//! `#[cfg(test)]` items, cut into tokens, and from those its imports (`use` trees, grouped and
//! nested), the paths its code names (`a::b::c`), the modules it declares and the names it
//! defines, each in the inline module (`mod x { .. }`) it is written in.

/// A token of code: a name (or a number), `::`, or one other character.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Name(String),
    Sep,
    Punct(char),
}

/// A path a file names: in a `use` (then with the name it binds, or a glob) or in its code.
#[derive(Clone, Debug, PartialEq)]
pub struct Named {
    /// The inline module it is written in (empty: the file's own module).
    pub scope: Vec<String>,
    pub path: Vec<String>,
    pub import: Option<Import>,
}

/// How a `use` binds its path.
#[derive(Clone, Debug, PartialEq)]
pub struct Import {
    /// The name it binds (`None` for a glob, `*`).
    pub alias: Option<String>,
    /// Whether it is `pub` (any visibility): a re-export.
    pub public: bool,
}

/// What one file says, as far as imports go.
#[derive(Debug, Default)]
pub struct Source {
    pub named: Vec<Named>,
    /// The inline modules (`mod x { .. }`), as paths inside the file.
    pub inline: Vec<Vec<String>>,
    /// The names the file defines (`fn`, `struct`, `macro_rules!`, ...), each with its scope.
    pub defined: Vec<(Vec<String>, String)>,
}

/// The keywords that define the name after them.
const DEFINERS: [&str; 9] = [
    "fn",
    "struct",
    "enum",
    "const",
    "static",
    "type",
    "trait",
    "union",
    "macro_rules",
];

/// The code of `text` with every comment, string and character literal blanked out.
pub fn strip(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let rest = &chars[i..];
        let skip = if rest.starts_with(&['/', '/']) {
            rest.iter().position(|&c| c == '\n').unwrap_or(rest.len())
        } else if rest.starts_with(&['/', '*']) {
            block_comment(rest)
        } else if rest[0] == '"' || raw_string_start(rest).is_some() {
            string_literal(rest)
        } else if rest[0] == '\'' {
            char_literal(rest)
        } else {
            0
        };
        if skip == 0 {
            out.push(chars[i]);
            i += 1;
        } else {
            out.push(' ');
            i += skip;
        }
    }
    out
}

/// The length of a (nested) block comment at the start of `s`.
fn block_comment(s: &[char]) -> usize {
    let (mut depth, mut i) = (0, 0);
    while i < s.len() {
        if s[i..].starts_with(&['/', '*']) {
            depth += 1;
            i += 2;
        } else if s[i..].starts_with(&['*', '/']) {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    s.len()
}

/// The number of `#`s of a raw string starting `s` (`r"`, `r#"`, `br"`), if one does.
fn raw_string_start(s: &[char]) -> Option<usize> {
    let after_b = if s.first() == Some(&'b') { 1 } else { 0 };
    if s.get(after_b) != Some(&'r') {
        return None;
    }
    let hashes = s[after_b + 1..].iter().take_while(|&&c| c == '#').count();
    (s.get(after_b + 1 + hashes) == Some(&'"')).then_some(hashes)
}

/// The length of the string literal (plain or raw) at the start of `s`.
fn string_literal(s: &[char]) -> usize {
    if let Some(hashes) = raw_string_start(s) {
        let open = s.iter().position(|&c| c == '"').unwrap_or(0) + 1;
        let mut i = open;
        while i < s.len() {
            if s[i] == '"'
                && s[i + 1..]
                    .iter()
                    .take(hashes)
                    .filter(|&&c| c == '#')
                    .count()
                    == hashes
            {
                return i + 1 + hashes;
            }
            i += 1;
        }
        return s.len();
    }
    let mut i = 1;
    while i < s.len() {
        match s[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    s.len()
}

/// The length of the character literal at the start of `s`, or 0 for a lifetime (`'a`).
fn char_literal(s: &[char]) -> usize {
    if s.get(1) == Some(&'\\') {
        let close = s[2..].iter().position(|&c| c == '\'');
        return close.map_or(0, |at| at + 3);
    }
    if s.get(2) == Some(&'\'') {
        3
    } else {
        0
    }
}

/// The tokens of stripped code.
pub fn tokens(code: &str) -> Vec<Tok> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphanumeric() || c == '_' {
            let len = chars[i..]
                .iter()
                .take_while(|c| c.is_alphanumeric() || **c == '_')
                .count();
            out.push(Tok::Name(chars[i..i + len].iter().collect()));
            i += len;
        } else if chars[i..].starts_with(&[':', ':']) {
            out.push(Tok::Sep);
            i += 2;
        } else {
            if !c.is_whitespace() {
                out.push(Tok::Punct(c));
            }
            i += 1;
        }
    }
    out
}

fn is(tok: Option<&Tok>, text: &str) -> bool {
    matches!(tok, Some(Tok::Name(n)) if n == text)
}

fn punct(tok: Option<&Tok>, c: char) -> bool {
    tok == Some(&Tok::Punct(c))
}

/// The index just past the group opened at `open` (`(`, `[` or `{`).
fn past_group(toks: &[Tok], open: usize) -> usize {
    let mut depth = 0i32;
    for (i, t) in toks.iter().enumerate().skip(open) {
        match t {
            Tok::Punct('(' | '[' | '{') => depth += 1,
            Tok::Punct(')' | ']' | '}') => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
    }
    toks.len()
}

/// Whether the attribute `#[..]` at `at` is `cfg(test)` (or a `cfg` that needs `test`).
fn is_test_cfg(toks: &[Tok], at: usize) -> bool {
    if !punct(toks.get(at), '#') || !punct(toks.get(at + 1), '[') || !is(toks.get(at + 2), "cfg") {
        return false;
    }
    let inside = &toks[at + 2..past_group(toks, at + 1)];
    inside.iter().any(|t| *t == Tok::Name("test".into()))
        && !inside.iter().any(|t| *t == Tok::Name("not".into()))
}

/// The end of the item starting at `at`: past its first `;` or its body `{..}`, whichever comes
/// first outside brackets.
fn past_item(toks: &[Tok], mut at: usize) -> usize {
    while at < toks.len() {
        match toks[at] {
            Tok::Punct(';') => return at + 1,
            Tok::Punct('{') => return past_group(toks, at),
            Tok::Punct('(' | '[') => at = past_group(toks, at),
            _ => at += 1,
        }
    }
    at
}

/// `toks` without the items marked `#[cfg(test)]` (their other attributes included).
pub fn without_tests(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        if is_test_cfg(&toks, i) {
            let mut at = past_group(&toks, i + 1);
            while punct(toks.get(at), '#') {
                at = past_group(&toks, at + 1);
            }
            i = past_item(&toks, at);
        } else {
            out.push(toks[i].clone());
            i += 1;
        }
    }
    out
}

/// Reads the file's code `text`.
pub fn read(text: &str) -> Source {
    let toks = without_tests(tokens(&strip(text)));
    let mut source = Source::default();
    // The inline modules open here, each with the brace depth its body starts at.
    let mut scope: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < toks.len() {
        let here: Vec<String> = scope.iter().map(|(m, _)| m.clone()).collect();
        match &toks[i] {
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                depth = depth.saturating_sub(1);
                if scope.last().is_some_and(|(_, d)| *d == depth + 1) {
                    scope.pop();
                }
            }
            Tok::Name(n) if n == "pub" && punct(toks.get(i + 1), '(') => {
                // A visibility such as `pub(in crate::model)` names no import.
                i = past_group(&toks, i + 1);
                continue;
            }
            Tok::Name(n) if n == "use" => {
                let public = i > 0 && (is(toks.get(i - 1), "pub") || punct(toks.get(i - 1), ')'));
                let end = past_item(&toks, i);
                for (path, alias) in use_tree(&toks[i + 1..end - 1]) {
                    let import = Some(Import { alias, public });
                    source.named.push(Named {
                        scope: here.clone(),
                        path,
                        import,
                    });
                }
                i = end;
                continue;
            }
            Tok::Name(n) if n == "mod" => {
                if let (Some(Tok::Name(name)), true) =
                    (toks.get(i + 1), punct(toks.get(i + 2), '{'))
                {
                    scope.push((name.clone(), depth + 1));
                    source
                        .inline
                        .push([here.clone(), vec![name.clone()]].concat());
                }
                // `mod x;` declares a module: not an import.
                i += 2;
                continue;
            }
            Tok::Name(n) if DEFINERS.contains(&n.as_str()) => {
                // A macro's name is kept as it is called: `name!`.
                let (at, bang) = if punct(toks.get(i + 1), '!') {
                    (i + 2, "!")
                } else {
                    (i + 1, "")
                };
                if let Some(Tok::Name(name)) = toks.get(at) {
                    source.defined.push((here.clone(), format!("{name}{bang}")));
                }
            }
            Tok::Name(first)
                if toks.get(i + 1) == Some(&Tok::Sep)
                    && toks.get(i.wrapping_sub(1)) != Some(&Tok::Sep) =>
            {
                let mut path = vec![first.clone()];
                let mut at = i + 1;
                while let (Some(Tok::Sep), Some(Tok::Name(next))) = (toks.get(at), toks.get(at + 1))
                {
                    path.push(next.clone());
                    at += 2;
                }
                if let (true, Some(last)) = (punct(toks.get(at), '!'), path.last_mut()) {
                    last.push('!');
                }
                source.named.push(Named {
                    scope: here,
                    path,
                    import: None,
                });
                i = at;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    source
}

/// The paths a `use` tree's tokens bind, each with its name (`None`: a glob).
pub fn use_tree(toks: &[Tok]) -> Vec<(Vec<String>, Option<String>)> {
    let mut out = Vec::new();
    let mut at = 0;
    tree(toks, &mut at, &[], &mut out);
    out
}

/// Reads one tree at `at` under `prefix` into `out`.
fn tree(
    toks: &[Tok],
    at: &mut usize,
    prefix: &[String],
    out: &mut Vec<(Vec<String>, Option<String>)>,
) {
    let mut path = prefix.to_vec();
    if toks.get(*at) == Some(&Tok::Sep) {
        *at += 1;
    }
    loop {
        match toks.get(*at) {
            Some(Tok::Name(n)) if n != "as" => {
                path.push(n.clone());
                *at += 1;
            }
            Some(Tok::Punct('*')) => {
                *at += 1;
                out.push((path, None));
                return;
            }
            Some(Tok::Punct('{')) => {
                *at += 1;
                while *at < toks.len() && !punct(toks.get(*at), '}') {
                    let before = *at;
                    tree(toks, at, &path, out);
                    if punct(toks.get(*at), ',') || *at == before {
                        *at += 1;
                    }
                }
                *at += 1;
                return;
            }
            _ => break,
        }
        if toks.get(*at) == Some(&Tok::Sep) {
            *at += 1;
        } else {
            break;
        }
    }
    // `self` in a group names the group's own path.
    if path.last().is_some_and(|l| l == "self") && path.len() > prefix.len().max(1) {
        path.pop();
    }
    let alias = if is(toks.get(*at), "as") {
        *at += 2;
        match toks.get(*at - 1) {
            Some(Tok::Name(n)) => Some(n.clone()),
            _ => None,
        }
    } else {
        path.last().cloned()
    };
    if path.len() > prefix.len() || alias.is_some() {
        out.push((path, alias));
    }
}
