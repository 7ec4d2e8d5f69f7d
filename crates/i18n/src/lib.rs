//! The four languages: English, 日本語, 简体中文 and Slovenščina.
//!
//! Every sentence the page, the narration and `ablab` show is a message in `locales/*.ftl`, one
//! file per language (`ftl.rs` reads them). English's are compiled in (`build.rs` makes
//! [`m`]'s constants and [`ENGLISH`]); another language is a table of patterns in English's
//! order, where an empty place falls back to English. `ablab` and the extras module
//! read the files compiled in ([`Lang::file`]); the page reads the file served with the build
//! ([`Lang::served_file`], with English's for the order) when a language is first chosen and
//! keeps its table in the browser ([`table_in_order`], [`pack`], [`unpack`]). This layer reads
//! no URL and imports no other layer.
//!
//! [`t!`](crate::t) shows a message in the language in force (one per thread: the page's, or
//! the command's `--lang`).

pub mod ftl;
pub mod large;
pub mod pattern;
pub mod said;

pub use large::Millions;
pub use said::Said;

use std::cell::RefCell;
use std::rc::Rc;

/// A message: its place in `locales/en.ftl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Msg(pub usize);

/// A message and its variables' names, in the order [`t!`](crate::t) must give them (checked
/// when the code compiles, so the page carries no names).
pub struct Key<const N: usize>(pub Msg, pub [&'static str; N]);

/// Stops the build when a [`t!`](crate::t) call's names are not its message's, in order.
pub const fn check(expected: &[&str], given: &[&str]) {
    assert!(
        expected.len() == given.len(),
        "t!: the message has another number of variables (see locales/en.ftl)"
    );
    let mut i = 0;
    while i < expected.len() {
        let (a, b) = (expected[i].as_bytes(), given[i].as_bytes());
        assert!(
            a.len() == b.len(),
            "t!: a variable's name or order differs from locales/en.ftl"
        );
        let mut j = 0;
        while j < a.len() {
            assert!(
                a[j] == b[j],
                "t!: a variable's name or order differs from locales/en.ftl"
            );
            j += 1;
        }
        i += 1;
    }
}

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

/// A language the lab speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
    Ja,
    Zh,
    Sl,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Ja, Lang::Zh, Lang::Sl];

    /// The code in links (`&lang=ja`), storage and `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
            Lang::Zh => "zh",
            Lang::Sl => "sl",
        }
    }

    /// The language a code names: ours (`ja`), or a browser's tag for it (`ja-JP`, `zh-Hans-CN`,
    /// `en-GB`), any case.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next().unwrap_or("");
        Lang::ALL
            .into_iter()
            .find(|l| primary.eq_ignore_ascii_case(l.code()))
    }

    /// Its name in itself, as a menu of languages shows it.
    pub fn endonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ja => "日本語",
            Lang::Zh => "简体中文",
            Lang::Sl => "Slovenščina",
        }
    }

    fn plural(self) -> pattern::Plural {
        match self {
            Lang::En => pattern::plural::english,
            Lang::Sl => pattern::plural::slovenian,
            Lang::Ja | Lang::Zh => pattern::plural::none,
        }
    }

    /// The name its message file is served under in the page's build (`dist/locales/`, as
    /// `scripts/locales.py` names it): versioned by the file's hash, so that no cache
    /// gives an older build's words.
    pub fn served_file(self) -> &'static str {
        let at = Lang::ALL.iter().position(|&l| l == self).unwrap_or(0);
        SERVED_FILES[at]
    }

    /// Its message file, as this build has it (for `ablab` and the extras module:
    /// the page itself reads the served file, so its download leaves the files out).
    pub fn file(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../../locales/en.ftl"),
            Lang::Ja => include_str!("../../../locales/ja.ftl"),
            Lang::Zh => include_str!("../../../locales/zh.ftl"),
            Lang::Sl => include_str!("../../../locales/sl.ftl"),
        }
    }
}

/// The language to open in: the link's, else the one chosen in this browser (its code),
/// else the first of the browser's preferred languages that the lab speaks, else English.
pub fn choose<'a>(
    link: Option<Lang>,
    chosen: Option<&str>,
    preferred: impl IntoIterator<Item = &'a str>,
) -> Lang {
    link.or_else(|| chosen.and_then(Lang::from_code))
        .or_else(|| preferred.into_iter().find_map(Lang::from_code))
        .unwrap_or_default()
}

struct InForce {
    lang: Lang,
    /// The language's patterns in English's order ("" where it has none); None for English.
    table: Option<Rc<[String]>>,
}

thread_local! {
    static IN_FORCE: RefCell<InForce> = const { RefCell::new(InForce { lang: Lang::En, table: None }) };
}

/// The language in force.
pub fn language() -> Lang {
    IN_FORCE.with(|f| f.borrow().lang)
}

/// Puts `lang` in force with its patterns (`table`, from [`table_of`] or [`unpack`]); English
/// needs none. A table of the wrong length is refused, and English stays.
pub fn set_language(lang: Lang, table: Option<Vec<String>>) -> bool {
    let table = match (lang, table) {
        (Lang::En, _) => None,
        (_, Some(t)) if t.len() == COUNT => Some(Rc::from(t)),
        _ => return false,
    };
    IN_FORCE.with(|f| *f.borrow_mut() = InForce { lang, table });
    true
}

/// Reads `lang`'s own file and puts it in force (`ablab --lang`, the extras module).
pub fn use_language(lang: Lang) -> Result<(), ftl::Error> {
    let table = match lang {
        Lang::En => None,
        _ => Some(table_of(lang.file())?),
    };
    set_language(lang, table);
    Ok(())
}

/// Message `msg` in the language in force, with `args` in its placeables; English's where the
/// language lacks it.
pub fn tr(msg: Msg, args: &pattern::Args) -> String {
    IN_FORCE.with(|f| {
        let f = f.borrow();
        let own = f
            .table
            .as_ref()
            .and_then(|t| t.get(msg.0))
            .filter(|p| !p.is_empty());
        let (pattern, plural) = match own {
            Some(p) => (p.as_str(), f.lang.plural()),
            None => (
                ENGLISH.get(msg.0).copied().unwrap_or(""),
                pattern::plural::english as pattern::Plural,
            ),
        };
        let mut out = String::with_capacity(pattern.len());
        pattern::write(&mut out, pattern, args, plural);
        out
    })
}

/// A language file's patterns in English's order, "" where it lacks a message, each variable
/// written as its place in English's (as the code gives them); its keys that English does not
/// have are left out.
pub fn table_of(text: &str) -> Result<Vec<String>, ftl::Error> {
    table_in_order(Lang::En.file(), text)
}

/// [`table_of`], with English's file given (`english`, as the page reads it from the build:
/// the page's wasm carries English's patterns, not its file).
pub fn table_in_order(english: &str, text: &str) -> Result<Vec<String>, ftl::Error> {
    let english = ftl::parse(english)?;
    let own = ftl::parse(text)?;
    let by_key: std::collections::HashMap<&str, &str> = own
        .iter()
        .map(|m| (m.key.as_str(), m.pattern.as_str()))
        .collect();
    Ok(english
        .iter()
        .map(|e| {
            let names = ftl::in_order(&e.pattern);
            by_key
                .get(e.key.as_str())
                .map(|pattern| ftl::positional(pattern, &names))
                .unwrap_or_default()
        })
        .collect())
}

/// The record separator between a packed table's patterns (no pattern holds it).
const SEPARATOR: char = '\u{1e}';

/// A table as one text to keep in the browser, marked with this build's [`FILES_HASH`].
pub fn pack(table: &[String]) -> String {
    let mut out = FILES_HASH.to_string();
    for p in table {
        out.push(SEPARATOR);
        out.push_str(&p.replace(SEPARATOR, ""));
    }
    out
}

/// A kept table, if it is this build's and whole.
pub fn unpack(text: &str) -> Option<Vec<String>> {
    let mut parts = text.split(SEPARATOR);
    if parts.next()? != FILES_HASH.to_string() {
        return None;
    }
    let table: Vec<String> = parts.map(str::to_string).collect();
    (table.len() == COUNT).then_some(table)
}

/// Shows a message in the language in force: `t!(ENTER, node = name, kind = k, parent = p)`.
/// The names are the message's variables (`{ $node }`) in the order English first uses them
/// (the build checks); each value is anything `Display`.
#[macro_export]
macro_rules! t {
    ($msg:ident $(, $name:ident = $value:expr)* $(,)?) => {{
        const _: () = $crate::check(&$crate::m::$msg.1, &[$(stringify!($name)),*]);
        $crate::tr(
            $crate::m::$msg.0,
            &[$(&$value as &dyn ::std::fmt::Display),*],
        )
    }};
}

#[cfg(test)]
mod tests;
