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
    assert_eq!(from_query("?tree=[1,2]&lang=sl"), Some(Lang::Sl));
    assert_eq!(from_query("?lang=xx&lang=ja"), Some(Lang::Ja));
    assert_eq!(from_query("?tree=[1]"), None);
    let browser = ["de-DE", "zh-CN", "ja"];
    assert_eq!(choose(Some(Lang::Sl), Some("ja"), browser), Lang::Sl);
    assert_eq!(choose(None, Some("ja"), browser), Lang::Ja);
    assert_eq!(choose(None, Some("garbage"), browser), Lang::Zh);
    assert_eq!(choose(None, None, ["de", "fr"]), Lang::En);
    assert_eq!(
        link_with("?tree=[1]&lang=ja&step=2", Lang::Sl),
        "?tree=[1]&step=2&lang=sl"
    );
    assert_eq!(link_with("?lang=ja", Lang::En), "");
    assert_eq!(link_with("", Lang::Zh), "?lang=zh");
}
