//! The storage keys the page keeps data under (`model::storage_keys`) are the ones
//! docs/hooks.md lists: a key added, renamed or dropped on one side fails here.

use alphabeta_lab::model::storage_keys::ALL;
use std::collections::BTreeSet;
use std::path::Path;

/// The keys in the table under `heading` of the Markdown `doc`: the first cell of each row, in
/// backquotes, a placeholder (`<code>`) cut off so that a prefix ends in `/`.
fn keys_in_table(doc: &str, heading: &str) -> Vec<String> {
    let section = doc.split(heading).nth(1).unwrap_or("");
    section
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .filter_map(|row| {
            let cell = row.split('|').nth(1)?.trim();
            let key = cell.strip_prefix('`')?.strip_suffix('`')?;
            Some(key.split('<').next().unwrap_or(key).to_string())
        })
        .collect()
}

#[test]
fn the_storage_keys_are_those_docs_hooks_lists() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/hooks.md");
    let doc = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let listed = keys_in_table(&doc, "## Storage keys");
    let listed_set: BTreeSet<&str> = listed.iter().map(String::as_str).collect();
    assert_eq!(
        listed.len(),
        listed_set.len(),
        "a key listed twice: {listed:?}"
    );
    let defined: BTreeSet<&str> = ALL.into_iter().collect();
    assert_eq!(defined.len(), ALL.len(), "a key defined twice: {ALL:?}");
    assert_eq!(
        listed_set, defined,
        "docs/hooks.md and model::storage_keys differ"
    );
}

#[test]
fn a_table_row_is_read_as_its_key() {
    let doc = "## Keys\n\nText.\n\n| key | holds |\n| --- | --- |\n| `a/v1` | one |\n\
               | `a/v1/set/<id>` | two |\n\nAfter.\n| `b` | not in the table |\n";
    assert_eq!(keys_in_table(doc, "## Keys"), ["a/v1", "a/v1/set/"]);
}

#[test]
fn every_key_is_under_the_page_s_own_prefix() {
    for key in ALL {
        assert!(key.starts_with("alphabeta-lab/v1"), "{key}");
    }
}
