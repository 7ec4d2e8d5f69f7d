//! The files are real Fluent (`fluent-syntax`).

use super::*;

fn line_of(text: &str, at: usize) -> usize {
    text[..at.min(text.len())].matches('\n').count() + 1
}

/// What `fluent-syntax` finds wrong in `text`, and the messages it reads there.
fn fluent(text: &str) -> (Vec<String>, Vec<String>) {
    use fluent_syntax::ast::Entry;
    let (resource, errors) = match fluent_syntax::parser::parse(text) {
        Ok(r) => (r, Vec::new()),
        Err((r, errors)) => (r, errors),
    };
    let errors = errors
        .iter()
        .map(|e| format!("line {}: {:?}", line_of(text, e.pos.start), e.kind))
        .collect();
    let keys = resource
        .body
        .iter()
        .filter_map(|e| match e {
            Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect();
    (errors, keys)
}

#[test]
fn every_file_is_real_fluent_with_the_messages_our_reader_finds() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let file = format!("locales/{}.ftl", lang.code());
        let (errors, keys) = fluent(lang.file());
        problems.extend(errors.into_iter().map(|e| format!("{file}, {e}")));
        let ours: Vec<String> = messages(lang).into_iter().map(|m| m.key).collect();
        if keys != ours {
            let theirs: BTreeSet<_> = keys.iter().collect();
            let mine: BTreeSet<_> = ours.iter().collect();
            problems.push(format!(
                "{file}: fluent-syntax reads other messages: only ours {:?}, only Fluent's {:?}",
                mine.difference(&theirs).collect::<Vec<_>>(),
                theirs.difference(&mine).collect::<Vec<_>>()
            ));
        }
    }
    report("Fluent", &problems);
}

#[test]
fn broken_fluent_is_found() {
    let good = Lang::Sl.file();
    assert!(fluent(good).0.is_empty());
    // A variant key outside a select, and an unclosed placeable.
    let broken = good.replacen(
        "page-set-window = Okno",
        "page-set-window = Okno\n[one] x",
        1,
    );
    assert!(!fluent(&broken).0.is_empty(), "a stray variant line");
    let broken = good.replacen("page-set-window = Okno", "page-set-window = { $x", 1);
    let (errors, _) = fluent(&broken);
    assert!(
        errors.iter().any(|e| e.starts_with("line ")),
        "an unclosed placeable: {errors:?}"
    );
}
