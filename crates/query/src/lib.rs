//! The page's URL query:
//! `?tree=<notation>&root=min&rule=gt&algorithm=minimax&fail=hard&form=negamax&depth=N&step=N`
//! `&mode=trees|tictactoe|othello|practice`.
//! Pure Rust; never panics on any input. Unknown or bad parameters are reported, not fatal.

use ::search::{Algorithm, CutRule, Fail, Form, ParseError, Settings, Side, Tree};
use i18n::{said, t};
use i18n::{Lang, Said};
use teach::practice::Difficulty;
use teach::Worded;

/// The longest link, in characters, that servers and proxies commonly accept: many refuse a
/// longer request line (HTTP 414), so the page warns past it and offers the notation as a file.
pub const LONGEST_SAFE_LINK: usize = 8_000;

/// What the share drawer says under a link of `len` characters: None when servers commonly
/// accept it, else why it may not open and what to do instead.
pub fn long_link_warning(len: usize) -> Option<String> {
    (len > LONGEST_SAFE_LINK).then(|| {
        t!(
            INPUT_LONG_LINK,
            length = num::grouped(len),
            limit = num::grouped(LONGEST_SAFE_LINK)
        )
    })
}

/// The tabs a link can open (`&mode=`).
pub const MODES: [&str; 4] = ["trees", "tictactoe", "othello", "practice"];

/// What a query asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Query {
    /// The tree, if the query names one: parsed, or the parse error in words.
    pub tree: Option<Result<Tree, ParseError>>,
    /// The tree as the query writes it (what a link that cannot be read keeps, to mend).
    pub text: Option<String>,
    pub settings: Settings,
    pub step: Option<usize>,
    /// The tab the link opens ([`MODES`]), if it names one.
    pub mode: Option<&'static str>,
    /// The drawn exercise a practice link names (`exercise=hard-24443`): its difficulty and
    /// seed, so that it keeps its name.
    pub exercise: Option<(Difficulty, u64)>,
    /// Parameters that were ignored, and why.
    pub problems: Vec<Said>,
}

/// Decodes `%XX` escapes and `+` (a space); bad escapes are kept as typed. Invalid UTF-8 is
/// replaced, never a panic.
pub fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = |b: u8| (b as char).to_digit(16);
                match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                    (Some(h), Some(l)) => {
                        out.push((h * 16 + l) as u8);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Encodes a value for a query (everything but unreserved characters and a few safe ones).
pub fn percent_encode(s: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    // Bytes, then a string: every byte written is ASCII (a long tree's link is built fast).
    let mut out = Vec::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~,:".contains(&b) {
            out.push(b);
        } else {
            out.extend([b'%', HEX[usize::from(b >> 4)], HEX[usize::from(b & 0xF)]]);
        }
    }
    String::from_utf8(out).unwrap_or_default()
}

/// A query string's parameters (with or without the leading `?`), each name and value
/// decoded, in order.
pub fn pairs(query: &str) -> impl Iterator<Item = (String, String)> + '_ {
    let query = query.strip_prefix('?').unwrap_or(query);
    query.split('&').filter(|p| !p.is_empty()).map(|pair| {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        (percent_decode(key), percent_decode(value))
    })
}

/// Reads a query string (with or without the leading `?`).
pub fn parse_query(query: &str) -> Query {
    let mut q = Query {
        tree: None,
        text: None,
        settings: Settings::default(),
        step: None,
        mode: None,
        exercise: None,
        problems: Vec::new(),
    };
    for (key, value) in pairs(query) {
        let bad = |q: &mut Query, allowed: &str| {
            q.problems.push(said!(
                INPUT_BAD_PARAMETER,
                key = key.clone(),
                value = value.clone(),
                allowed = allowed.to_string()
            ));
        };
        match key.as_str() {
            "tree" => {
                q.tree = Some(::search::parse(&value));
                q.text = Some(value.clone());
            }
            "root" => match value.to_ascii_lowercase().as_str() {
                "max" => q.settings.root = Side::Max,
                "min" => q.settings.root = Side::Min,
                _ => bad(&mut q, "max, min"),
            },
            "rule" => match value.to_ascii_lowercase().as_str() {
                "ge" => q.settings.rule = CutRule::Ge,
                "gt" => q.settings.rule = CutRule::Gt,
                _ => bad(&mut q, "ge, gt"),
            },
            "algorithm" => match algorithm_named(&value) {
                Some(a) => q.settings.algorithm = a,
                None => bad(&mut q, &algorithm_names()),
            },
            "window" | "bounds" => match ::search::Window::read(&value) {
                Ok(w) if key == "window" => q.settings.window = Some(w),
                Ok(b) => q.settings.bounds = Some(b),
                Err(why) => q.problems.push(said!(
                    INPUT_BAD_PAIR,
                    key = key.clone(),
                    value = value.clone(),
                    why = why.said()
                )),
            },
            "fail" => match value.to_ascii_lowercase().as_str() {
                "soft" => q.settings.fail = Fail::Soft,
                "hard" => q.settings.fail = Fail::Hard,
                _ => bad(&mut q, "soft, hard"),
            },
            "form" => match value.to_ascii_lowercase().as_str() {
                "maxmin" | "minimax" => q.settings.form = Form::MaxMin,
                "negamax" => q.settings.form = Form::Negamax,
                _ => bad(&mut q, "maxmin, negamax"),
            },
            "depth" => match value.parse::<u16>() {
                Ok(d) if d <= 64 => q.settings.depth_limit = Some(d),
                _ => bad(&mut q, "0, 1, ..., 64"),
            },
            "mode" => {
                let lower = value.to_ascii_lowercase();
                match MODES.iter().find(|&&m| m == lower) {
                    Some(&m) => q.mode = Some(m),
                    None => bad(&mut q, &MODES.join(", ")),
                }
            }
            "exercise" => match exercise_named(&value) {
                Some(e) => q.exercise = Some(e),
                None => bad(&mut q, "easy-N, medium-N, hard-N"),
            },
            "step" => match value.parse::<usize>() {
                Ok(n) => q.step = Some(n),
                Err(_) => bad(&mut q, "0, 1, 2, ..."),
            },
            // A set of exercises: the practice (the extras module) reads it from the page's
            // address.
            "set" => {}
            // A live session to join (`?live=CODE`): the page reads it from its address.
            "live" => {}
            // The page's language ([`language`] reads it as the page opens).
            "lang" => {
                if i18n::Lang::from_code(&value).is_none() {
                    bad(&mut q, "en, ja, zh, sl");
                }
            }
            _ => q
                .problems
                .push(said!(INPUT_UNKNOWN_PARAMETER, key = key.clone())),
        }
    }
    q
}

/// The drawn exercise `exercise=` names: `hard-24443`.
fn exercise_named(value: &str) -> Option<(Difficulty, u64)> {
    let (name, seed) = value.split_once('-')?;
    let name = name.to_ascii_lowercase();
    let difficulty = Difficulty::ALL.into_iter().find(|d| d.name() == name)?;
    Some((difficulty, seed.parse().ok()?))
}

/// A drawn exercise as `exercise=` names it: `hard-24443`.
pub fn exercise_param(difficulty: Difficulty, seed: u64) -> String {
    format!("exercise={}-{seed}", difficulty.name())
}

/// The search a link's `algorithm=` names, if this build has it.
fn algorithm_named(value: &str) -> Option<Algorithm> {
    match value.to_ascii_lowercase().as_str() {
        "alpha-beta" => Some(Algorithm::AlphaBeta),
        name => Algorithm::named(name),
    }
}

/// The names `algorithm=` takes, for a problem's "allowed".
fn algorithm_names() -> String {
    Algorithm::IN_PAGE_ORDER.map(Algorithm::name).join(", ")
}

/// The query for a tree and settings (only what differs from the defaults besides the tree).
pub fn to_query(tree: &Tree, settings: Settings, step: Option<usize>) -> String {
    to_query_text(&tree.to_notation(), settings, step)
}

/// The query for a tree in notation and settings: [`to_query`] for text not read yet.
pub fn to_query_text(notation: &str, settings: Settings, step: Option<usize>) -> String {
    let mut parts = vec![format!("tree={}", percent_encode(notation))];
    if settings.root == Side::Min {
        parts.push("root=min".into());
    }
    if settings.rule == CutRule::Gt {
        parts.push("rule=gt".into());
    }
    if settings.algorithm != Algorithm::AlphaBeta {
        parts.push(format!("algorithm={}", settings.algorithm.name()));
    }
    for (key, w) in [("window", settings.window), ("bounds", settings.bounds)] {
        if let Some(w) = w {
            parts.push(format!("{key}={}", percent_encode(&w.to_string())));
        }
    }
    if settings.fail == Fail::Hard {
        parts.push("fail=hard".into());
    }
    if settings.form == Form::Negamax {
        parts.push("form=negamax".into());
    }
    if let Some(d) = settings.depth_limit {
        parts.push(format!("depth={d}"));
    }
    if let Some(s) = step {
        parts.push(format!("step={s}"));
    }
    format!("?{}", parts.join("&"))
}

/// The language a link names (`&lang=ja`), if it names one the lab speaks.
pub fn language(search: &str) -> Option<Lang> {
    pairs(search)
        .filter(|(name, _)| name == "lang")
        .find_map(|(_, code)| Lang::from_code(&code))
}

/// `query` (a link's, `?tree=...`) with `lang` in it: any `lang` it names is replaced, and
/// English, the default, is not named.
pub fn link_with(query: &str, lang: Lang) -> String {
    let mut link = without(query, "lang");
    if lang != Lang::En {
        link.push(if link.is_empty() { '?' } else { '&' });
        link.push_str("lang=");
        link.push_str(lang.code());
    }
    link
}

/// `query` without its parameter `name`: `?mode=practice&set=...` without `set` is
/// `?mode=practice` (a set left, so that a reload does not open it again).
pub fn without(query: &str, name: &str) -> String {
    let mut out = String::new();
    for part in query.trim_start_matches('?').split('&') {
        if !part.is_empty() && part.split('=').next() != Some(name) {
            out.push(if out.is_empty() { '?' } else { '&' });
            out.push_str(part);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_parameter_left_out() {
        assert_eq!(
            without("?mode=practice&set=abc&lang=ja", "set"),
            "?mode=practice&lang=ja"
        );
        assert_eq!(without("?set=abc", "set"), "");
        assert_eq!(without("?settings=1&set", "set"), "?settings=1");
        assert_eq!(without("", "set"), "");
    }

    #[test]
    fn reads_the_documented_parameters() {
        let q = parse_query("?tree=%5B%5B3%2C12%2C8%5D%2C%5B2%2C4%2C6%5D%2C%5B14%2C5%2C2%5D%5D&root=min&rule=gt&step=3");
        let tree = q.tree.clone().unwrap().unwrap();
        assert_eq!(tree.to_notation(), "[[3,12,8],[2,4,6],[14,5,2]]");
        assert_eq!(q.settings.root, Side::Min);
        assert_eq!(q.settings.rule, CutRule::Gt);
        assert_eq!(q.step, Some(3));
        assert!(q.problems.is_empty());
        // Unencoded brackets and commas, as people type them, work too.
        let q = parse_query("tree=[[3,12,8],[2,4,6],[14,5,2]]");
        assert!(q.tree.unwrap().is_ok());
    }

    #[test]
    fn a_link_names_the_tab_it_opens() {
        for mode in MODES {
            let q = parse_query(&format!("?mode={}", mode.to_uppercase()));
            assert_eq!((q.mode, q.problems.len()), (Some(mode), 0));
        }
        let q = parse_query("?mode=chess");
        assert_eq!(q.mode, None);
        assert_eq!(
            q.problems
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>(),
            ["mode=chess is not one of trees, tictactoe, othello, practice"]
        );
    }

    #[test]
    fn bad_parts_are_reported_not_fatal() {
        let q = parse_query("?tree=[[1,2]&root=sideways&foo=1&step=-1&%=%ZZ%");
        assert!(q
            .tree
            .unwrap()
            .unwrap_err()
            .said()
            .to_string()
            .contains("never closed"));
        assert_eq!(q.settings, Settings::default());
        assert_eq!(q.problems.len(), 4, "{:?}", q.problems);
    }

    #[test]
    fn a_link_longer_than_servers_accept_is_warned_of() {
        assert_eq!(long_link_warning(LONGEST_SAFE_LINK), None);
        let warning = long_link_warning(289_774).expect("a warning");
        assert!(
            warning.contains("289,774") && warning.contains("8,000"),
            "{warning}"
        );
        // A complete binary tree of 2^11 leaves (4,095 nodes): its link is past the limit.
        let leaves: Vec<String> = (0..2048).map(|i| (i % 19 - 9).to_string()).collect();
        let mut level = leaves;
        while level.len() > 1 {
            level = level
                .chunks(2)
                .map(|p| format!("[{}]", p.join(",")))
                .collect();
        }
        let tree = ::search::parse(&level[0]).unwrap();
        let link = to_query(&tree, Settings::default(), Some(0));
        assert!(long_link_warning(link.len()).is_some(), "{}", link.len());
    }

    #[test]
    fn the_searches_beyond_alpha_beta_round_trip() {
        use ::search::Window;
        let tree = ::search::parse("[~[0.25@1, 0.75@[2, 3]], -[4, 5]]").unwrap();
        let window = Window::read(" -1.5 , 4 ").ok();
        assert_eq!(window.map(|w| w.to_string()).as_deref(), Some("-1.5,4"));
        let s = Settings {
            algorithm: Algorithm::Pvs,
            window,
            bounds: Window::read("0,9").ok(),
            ..Settings::default()
        };
        let link = to_query(&tree, s, None);
        assert!(
            link.contains("&algorithm=pvs&window=-1.5,4&bounds=0,9"),
            "{link}"
        );
        let q = parse_query(&link);
        assert_eq!((q.tree.unwrap().unwrap(), q.settings), (tree, s));
        let q = parse_query("?algorithm=mtdf&window=5,1&bounds=x");
        assert_eq!(q.settings.algorithm, Algorithm::Mtdf);
        assert_eq!(
            q.problems
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>(),
            [
                "window=5,1: the low end 5 is above the high end 1",
                "bounds=x: expected two numbers LO,HI separated by a comma, e.g. 4,6"
            ]
        );
    }

    #[test]
    fn round_trip() {
        let tree = ::search::parse("[x:-3.01, [4.50, 2]]").unwrap();
        let s = Settings {
            root: Side::Min,
            fail: Fail::Hard,
            form: Form::Negamax,
            depth_limit: Some(1),
            ..Settings::default()
        };
        let q = parse_query(&to_query(&tree, s, Some(7)));
        assert_eq!(q.tree.unwrap().unwrap(), tree);
        assert_eq!(q.settings, s);
        assert_eq!(q.step, Some(7));
        assert_eq!(percent_decode("%E2%88%9E+a%2"), "∞ a%2");
    }

    #[test]
    fn the_language_a_link_names() {
        use i18n::Lang;
        assert_eq!(language("?tree=[1,2]&lang=sl"), Some(Lang::Sl));
        assert_eq!(language("?lang=xx&lang=ja"), Some(Lang::Ja));
        assert_eq!(language("?tree=[1]"), None);
        assert_eq!(
            link_with("?tree=[1]&lang=ja&step=2", Lang::Sl),
            "?tree=[1]&step=2&lang=sl"
        );
        assert_eq!(link_with("?lang=ja", Lang::En), "");
        assert_eq!(link_with("", Lang::Zh), "?lang=zh");
    }
}
