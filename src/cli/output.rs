//! What a run prints: its output and exit status, and the helpers that write it.

use crate::t;

/// What a run printed and its exit status.
#[derive(Debug, Default)]
pub struct Output {
    pub stdout: String,
    pub stderr: String,
    pub status: i32,
}

pub(crate) fn fail(message: String) -> Output {
    Output {
        stderr: format!("ablab: {message}\n"),
        status: 2,
        ..Output::default()
    }
}

/// Items as a list: "3, 6, 7" in English.
pub(crate) fn list(items: &[String]) -> String {
    items.join(&t!(LIST_SEPARATOR))
}

/// Lines, each ended.
pub(crate) fn lines_of(lines: &[String]) -> String {
    let mut out = String::new();
    for l in lines {
        out.push_str(l);
        out.push('\n');
    }
    out
}

pub(crate) fn ok(stdout: String) -> Output {
    Output {
        stdout,
        ..Output::default()
    }
}
