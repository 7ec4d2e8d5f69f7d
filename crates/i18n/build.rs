//! Compiles English's messages (`locales/en.ftl`) into the crate: a constant per message
//! (`narrate-enter` becomes `i18n::m::NARRATE_ENTER`: its place in the file and its
//! variables' names, in the order the code gives them) and the English
//! patterns in that order, each variable written as its place (`{ $0 }`). The other languages are read when chosen (`src/lib.rs`).
//! A hash of every language file lets the page tell a stored translation from an old build's.

#[path = "src/ftl.rs"]
#[allow(dead_code)]
mod ftl;

use std::fmt::Write;

/// The message files, at the top of the workspace.
const LOCALES: &str = "../../locales";
const LANGUAGES: [&str; 4] = ["en", "ja", "zh", "sl"];
/// The keys of `ablab`'s own messages.
const CLI_PREFIX: &str = "cli-";
/// The keys of the games', practice's and the LaTeX sheets' messages, which only the page's
/// extras module show (built with the `extras` feature). What the page's own code words is a
/// `page-` message.
const OPTIONAL_PREFIXES: [&str; 4] = ["game-", "practice-", "quiz-", "tex-"];

/// FNV-1a (32 bits) of `bytes`, continuing from `hash` (start from [`FNV_START`]).
/// `scripts/locales.py` names the served language files with the same hash.
fn fnv(mut hash: u32, bytes: &[u8]) -> u32 {
    for &b in bytes {
        hash = (hash ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    hash
}

const FNV_START: u32 = 0x811c_9dc5;

fn main() {
    let mut hash = FNV_START;
    let mut served = Vec::new();
    for code in LANGUAGES {
        let path = format!("{LOCALES}/{code}.ftl");
        println!("cargo:rerun-if-changed={path}");
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        hash = fnv(hash, text.as_bytes());
        served.push(format!(
            "locales/{code}-{:08x}.ftl",
            fnv(FNV_START, text.as_bytes())
        ));
    }
    let english =
        std::fs::read_to_string(format!("{LOCALES}/en.ftl")).expect("locales/en.ftl is readable");
    let messages = match ftl::parse(&english) {
        Ok(messages) => messages,
        Err(e) => panic!("locales/en.ftl, {e}"),
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "/// How many messages English has: every language's table has this many places."
    );
    let _ = writeln!(out, "pub const COUNT: usize = {};", messages.len());
    let _ = writeln!(
        out,
        "/// A hash of every language file, as this build has them."
    );
    let _ = writeln!(out, "pub const FILES_HASH: u32 = {hash};");
    let _ = writeln!(
        out,
        "/// Where each language file is served, in `Lang::ALL`'s order: named by its own hash."
    );
    let _ = writeln!(
        out,
        "pub const SERVED_FILES: [&str; {}] = {served:?};",
        served.len()
    );
    let _ = writeln!(out, "/// English's patterns, by message.");
    let _ = writeln!(out, "pub static ENGLISH: [&str; COUNT] = [");
    // The page never shows `ablab`'s own messages: its wasm leaves their text out. Its own wasm
    // (without the `extras` feature) leaves the extras module's out too.
    let page = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    let own_build = page && std::env::var_os("CARGO_FEATURE_EXTRAS").is_none();
    let starts = |key: &str, prefixes: &[&str]| prefixes.iter().any(|p| key.starts_with(p));
    for m in &messages {
        let names = ftl::in_order(&m.pattern);
        let optional = starts(&m.key, &OPTIONAL_PREFIXES);
        let left_out = page && m.key.starts_with(CLI_PREFIX) || own_build && optional;
        let pattern = if left_out {
            String::new()
        } else {
            ftl::positional(&m.pattern, &names)
        };
        let _ = writeln!(out, "    {pattern:?},");
    }
    let _ = writeln!(out, "];");
    let _ = writeln!(out, "/// The messages, by their keys in `locales/en.ftl`.");
    let _ = writeln!(out, "pub mod m {{");
    let _ = writeln!(out, "    use super::{{Key, Msg}};");
    for (i, m) in messages.iter().enumerate() {
        let name = m.key.to_ascii_uppercase().replace('-', "_");
        let names = ftl::in_order(&m.pattern);
        let _ = writeln!(out, "    /// {}", m.pattern.replace('\n', " "));
        let _ = writeln!(
            out,
            "    pub const {name}: Key<{}> = Key(Msg({i}), {names:?});",
            names.len()
        );
    }
    let _ = writeln!(out, "}}");
    let dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(format!("{dir}/messages.rs"), out).expect("OUT_DIR is writable");
}
