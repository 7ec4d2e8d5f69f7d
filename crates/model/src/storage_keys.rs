//! Every key the page keeps data under in this browser's storage (localStorage), in one place.
//! docs/hooks.md lists them (a native test holds the two equal). The keys are stable: saved
//! work is read back by them, so renaming one needs a migration that keeps what it holds.

/// The working tree and settings: a link's query (`?tree=...`).
pub const SAVE_KEY: &str = "alphabeta-lab/v1";
/// Where saved work that cannot be read is set aside.
pub const SAVE_SET_ASIDE_KEY: &str = "alphabeta-lab/v1/unreadable";
/// How the saved work was last seen: its step, the zoom (in thousandths), whether the
/// pseudocode was shown, the play speed (its place in the list), and Predict with its tally
/// (`step=30&zoom=1400&code=1&speed=2&predict=1&tally=3/4`), so that a reload shows it the
/// same; and, while the saved tree is what a link or the default page opened, unchanged,
/// `&opened=` with the saved text's fingerprint (see `saved/opened.rs`).
pub const VIEW_KEY: &str = "alphabeta-lab/v1/view";
/// The page's theme (`light` or `dark`; none: as the system asks).
pub const THEME_KEY: &str = "alphabeta-lab/v1/theme";
/// The language chosen in the menu.
pub const LANG_KEY: &str = "alphabeta-lab/v1/lang";
/// A language's messages, kept once read: this prefix and the language's code.
pub const LANG_MESSAGES_PREFIX: &str = "alphabeta-lab/v1/lang/";
/// The practice in progress and past scores.
pub const PRACTICE_KEY: &str = "alphabeta-lab/v1/practice";
/// Where saved practice that cannot be read is set aside, rather than lost.
pub const PRACTICE_SET_ASIDE_KEY: &str = "alphabeta-lab/v1/practice/unreadable";
/// A set in progress: this prefix and the set's identity.
pub const SET_KEY_PREFIX: &str = "alphabeta-lab/v1/practice/set/";
/// The challenge open.
pub const CHALLENGE_KEY: &str = "alphabeta-lab/v1/practice/challenge";

/// The live session this browser lectures: its join code and the lecturer's key
/// (`code=…&key=…`), so that a reload or a reconnection resumes it.
pub const LIVE_LECTURER_KEY: &str = "alphabeta-lab/v1/live/lecturer";
/// The live session this browser takes part in as a student: its join code, the student's
/// token and name (`code=…&student=…&name=…`), so that a rejoin is the same student.
pub const LIVE_STUDENT_KEY: &str = "alphabeta-lab/v1/live/student";

/// Every key and key prefix above (a prefix ends in `/`).
pub const ALL: [&str; 12] = [
    SAVE_KEY,
    SAVE_SET_ASIDE_KEY,
    VIEW_KEY,
    THEME_KEY,
    LANG_KEY,
    LANG_MESSAGES_PREFIX,
    PRACTICE_KEY,
    PRACTICE_SET_ASIDE_KEY,
    SET_KEY_PREFIX,
    CHALLENGE_KEY,
    LIVE_LECTURER_KEY,
    LIVE_STUDENT_KEY,
];
