//! The results of a session as a table: one row per student, per question the first and second
//! answers and whether each was right; written as CSV for a spreadsheet.

use crate::message::{Asks, Results};

/// A CSV field: quoted when it holds a comma, a quote or a line break; a name a spreadsheet
/// would run as a formula (`=`, `+`, `-`, `@` first) is kept as text with a leading `'`.
fn field(text: &str, is_name: bool) -> String {
    let text = if is_name && text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// Whether an answer was right, as the table writes it.
fn right(r: bool) -> &'static str {
    if r {
        "1"
    } else {
        "0"
    }
}

impl Results {
    /// The table as CSV: a header row naming each question (its number, step, what it asks
    /// and of which node), then one row per student. An answer not given is an empty field.
    pub fn to_csv(&self) -> String {
        let mut out = String::from("student");
        for (i, (q, answer)) in self.questions.iter().enumerate() {
            let asks = match q.asks {
                Asks::Cut => "cut",
                Asks::Value => "value",
            };
            let name = format!(
                "Q{} step {} {} {} (answer {})",
                i + 1,
                q.step,
                asks,
                q.node,
                answer
            );
            for part in ["first", "first right", "second", "second right"] {
                out.push(',');
                out.push_str(&field(&format!("{name} {part}"), true));
            }
        }
        out.push_str("\r\n");
        for row in &self.rows {
            out.push_str(&field(&row.student, true));
            for rounds in &row.answers {
                for round in rounds {
                    match round {
                        Some((choice, r)) => {
                            out.push(',');
                            out.push_str(&field(choice, false));
                            out.push(',');
                            out.push_str(right(*r));
                        }
                        None => out.push_str(",,"),
                    }
                }
            }
            out.push_str("\r\n");
        }
        out
    }

    /// Each student's score: right answers in the last round they answered, of the questions
    /// asked.
    pub fn scores(&self) -> Vec<(String, u32, u32)> {
        self.rows
            .iter()
            .map(|row| {
                let right = row
                    .answers
                    .iter()
                    .filter(|rounds| {
                        rounds
                            .iter()
                            .rev()
                            .flatten()
                            .next()
                            .is_some_and(|(_, r)| *r)
                    })
                    .count();
                (
                    row.student.clone(),
                    right as u32,
                    self.questions.len() as u32,
                )
            })
            .collect()
    }
}
