//! A choice's grade as a percentage a platform takes. Moodle grades a choice by a fraction from
//! a fixed list (its importers refuse, or round, any other); every share of one in two to one
//! in ten is on it, as a percentage written with five decimals, so a question with up to ten
//! right choices and up to ten wrong ones can give each right one an equal share and take an
//! equal share away for each wrong one.

/// The percentages Moodle offers, as it writes them, and one in `n` of 100.
const SHARES: [&str; 10] = [
    "100", "50", "33.33333", "25", "20", "16.66667", "14.28571", "12.5", "11.11111", "10",
];

/// One `n`-th of 100 %, as Moodle writes it (`n` from 1 to 10), or None.
pub fn share(n: usize) -> Option<&'static str> {
    SHARES.get(n.checked_sub(1)?).copied()
}

/// The percentage for a choice: for a question with `right` right choices and `wrong` wrong
/// ones, a right choice's share of 100, a wrong one's share of −100 where any number may be
/// ticked (ticking every choice scores nothing), and 0 where one is chosen.
pub fn percent(is_right: bool, right: usize, wrong: usize, multiple: bool) -> String {
    match (is_right, multiple) {
        (true, true) => share(right).unwrap_or("0").to_string(),
        (true, false) => "100".to_string(),
        (false, true) => format!("-{}", share(wrong).unwrap_or("0")),
        (false, false) => "0".to_string(),
    }
}
