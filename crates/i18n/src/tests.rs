//! Every language file against English's: read without error, every message English has, no
//! other, and the same variables in each.

use super::*;

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let english = ftl::parse(Lang::En.file()).expect("en.ftl reads");
    assert_eq!(english.len(), COUNT);
    let mut problems = Vec::new();
    for lang in Lang::ALL.into_iter().skip(1) {
        let file = format!("locales/{}.ftl", lang.code());
        let own = match ftl::parse(lang.file()) {
            Ok(own) => own,
            Err(e) => {
                problems.push(format!("{file}, {e}"));
                continue;
            }
        };
        for e in &english {
            match own.iter().find(|m| m.key == e.key) {
                None => problems.push(format!("{file} lacks `{}` (en.ftl line {})", e.key, e.line)),
                Some(m) if ftl::variables(&m.pattern) != ftl::variables(&e.pattern) => problems
                    .push(format!(
                        "{file} line {}: `{}` has variables {:?}, English {:?}",
                        m.line,
                        m.key,
                        ftl::variables(&m.pattern),
                        ftl::variables(&e.pattern)
                    )),
                Some(_) => {}
            }
        }
        for m in own
            .iter()
            .filter(|m| !english.iter().any(|e| e.key == m.key))
        {
            problems.push(format!(
                "{file} line {}: `{}` is not in English",
                m.line, m.key
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn a_missing_message_falls_back_to_english() {
    let mut table = vec![String::new(); COUNT];
    table[m::KIND_MAX.0 .0] = "最大".to_string();
    assert!(set_language(Lang::Ja, Some(table.clone())));
    assert_eq!(crate::t!(KIND_MAX), "最大");
    assert_eq!(crate::t!(KIND_MIN), "Min");
    let packed = pack(&table);
    assert_eq!(unpack(&packed), Some(table));
    assert_eq!(
        unpack(&packed.replacen(&FILES_HASH.to_string(), "1", 1)),
        None
    );
    assert!(!set_language(Lang::Ja, Some(vec![String::new()])));
    assert!(set_language(Lang::En, None));
    assert_eq!(crate::t!(KIND_MAX), "Max");
}

#[test]
fn files_read_with_errors_that_say_where() {
    let e = ftl::parse("a = x\n  b\nc = { $x\n").unwrap_err();
    assert_eq!((e.line, e.what.contains("never closed")), (3, true));
    assert_eq!(ftl::parse("  x").unwrap_err().line, 1);
    assert_eq!(ftl::parse("a = 1\na = 2").unwrap_err().line, 2);
    assert_eq!(ftl::parse("1a = x").unwrap_err().line, 1);
    let ok = ftl::parse("# c\na = x { $y }\n  more\n\nb = { \"}\" }").unwrap();
    assert_eq!(ok[0].pattern, "x { $y }\nmore");
    assert_eq!(ftl::variables(&ok[0].pattern), ["y"]);
    assert_eq!(Lang::from_code("zh-Hans-CN"), Some(Lang::Zh));
    assert_eq!(Lang::from_code("SL"), Some(Lang::Sl));
    assert_eq!(Lang::from_code("de"), None);
}

#[test]
fn the_language_comes_from_the_link_then_the_choice_then_the_browser() {
    let browser = ["de-DE", "zh-CN", "ja"];
    assert_eq!(choose(Some(Lang::Sl), Some("ja"), browser), Lang::Sl);
    assert_eq!(choose(None, Some("ja"), browser), Lang::Ja);
    assert_eq!(choose(None, Some("garbage"), browser), Lang::Zh);
    assert_eq!(choose(None, None, ["de", "fr"]), Lang::En);
}

/// The page asks for each language by the name `scripts/locales.py` serves it under: the
/// file's FNV-1a, the same function as the hook's (its tests check the published vectors).
#[test]
fn each_language_is_asked_for_by_its_served_name() {
    let fnv = |text: &str| {
        text.bytes().fold(0x811c_9dc5u32, |h, b| {
            (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
        })
    };
    assert_eq!(fnv("a"), 0xe40c_292c, "FNV-1a's test vector");
    for lang in Lang::ALL {
        assert_eq!(
            lang.served_file(),
            format!("locales/{}-{:08x}.ftl", lang.code(), fnv(lang.file()))
        );
    }
}

/// A language file read at run time is put in English's order, each variable as its place.
#[test]
fn a_served_file_becomes_a_table_in_englishs_order() {
    let table = table_in_order(Lang::En.file(), Lang::Ja.file()).expect("ja.ftl reads");
    assert_eq!(table.len(), COUNT);
    let at = m::CAUSE_MAX.0 .0;
    assert!(!table[at].is_empty(), "ja has cause-max");
    assert!(
        !table[at].contains("$node"),
        "variables by place: {}",
        table[at]
    );
}

/// Issue 30: a count with its thousands grouped still picks its plural form by its number.
#[test]
fn grouped_counts_choose_their_plural_form() {
    use super::pattern::{plural, write};
    let pattern =
        "{ $0 } { $0 ->\n    [one] list\n    [two] lista\n    [few] listi\n   *[other] listov\n }";
    let said = |n: &str| {
        let mut out = String::new();
        write(&mut out, pattern, &[&n], plural::slovenian);
        out
    };
    assert_eq!(said("1,001"), "1,001 list");
    assert_eq!(said("2,003"), "2,003 listi");
    assert_eq!(said("12,345"), "12,345 listov");
}
