//! Saved work that is no work: the tree and settings a link or the default page opened, saved
//! as they were and never changed. The view kept with them says so (`opened=`, with the saved
//! text's fingerprint, so that a view kept before the tree changed says nothing of the new
//! one), and a link then shows its own tree over them without a word: nothing is lost.

use query::pairs;

/// The view's parameter that marks the saved tree as opened, unchanged.
pub(crate) const OPENED: &str = "opened";

/// The parameters by which a link asks for a tree or a search of its own; a link with none of
/// them (a set of exercises, a tab, a language) opens the saved work as the page does. A step
/// is a step of a tree: without `tree`, of the default one (`?step=12`, the seeds' tree at a
/// step a lecturer wrote down), never of whatever this browser kept.
const OWN_WORK: [&str; 10] = [
    "tree",
    "step",
    "root",
    "rule",
    "algorithm",
    "window",
    "bounds",
    "fail",
    "form",
    "depth",
];

/// Whether the link `search` asks for a tree or a search of its own.
pub(crate) fn asks_for_work(search: &str) -> bool {
    pairs(search).any(|(key, _)| OWN_WORK.contains(&key.as_str()))
}

/// 16 hex digits of the 64-bit FNV-1a hash of `text`.
pub(crate) fn fingerprint(text: &str) -> String {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0100_0000_01b3;
    let hash = text
        .bytes()
        .fold(OFFSET, |h, b| (h ^ u64::from(b)).wrapping_mul(PRIME));
    format!("{hash:016x}")
}

/// Whether the saved text `saved` is, as the kept `view` says, what a link or the default page
/// opened, unchanged.
pub(crate) fn unchanged(saved: &str, view: Option<&str>) -> bool {
    let print = fingerprint(saved);
    view.is_some_and(|v| pairs(v).any(|(key, value)| key == OPENED && value == print))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fingerprint_is_fnv_1a() {
        assert_eq!(fingerprint(""), "cbf29ce484222325");
        assert_eq!(fingerprint("a"), "af63dc4c8601ec8c", "FNV-1a's test vector");
    }

    #[test]
    fn only_a_view_with_the_saved_text_s_fingerprint_marks_it() {
        let saved = "?tree=[[1,2],[3,4]]";
        let view = format!("step=3&zoom=1000&{OPENED}={}", fingerprint(saved));
        assert!(unchanged(saved, Some(&view)));
        assert!(!unchanged("?tree=[[1,2],[3,5]]", Some(&view)));
        assert!(!unchanged(saved, Some("step=3&zoom=1000")));
        assert!(!unchanged(saved, None));
    }

    #[test]
    fn a_tree_or_a_search_is_work_a_set_a_tab_or_a_language_is_not() {
        for search in [
            "?tree=[1,2]",
            "?root=min&step=51",
            "?depth=1",
            "?algorithm=pvs",
        ] {
            assert!(asks_for_work(search), "{search}");
        }
        for search in [
            "?mode=practice&set=e30",
            "?set=abc",
            "?lang=ja",
            "?mode=othello",
        ] {
            assert!(!asks_for_work(search), "{search}");
        }
    }
}
