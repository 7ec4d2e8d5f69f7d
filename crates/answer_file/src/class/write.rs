//! The class's table written out: CSV (a row per student per exercise, a summary row per
//! exercise, a row per file skipped) and one JSON object. `ablab grade --class` prints them;
//! the page's Class view downloads the CSV.

use super::{ClassMistake, ClassTable};
use serde_json::{json, Value as Json};

/// The CSV's columns. `exercise_name` names an exercise given alone (no set): `hard 24443`, a
/// tree's notation, `cut 12`.
pub const CSV_HEADER: [&str; 12] = [
    "row",
    "student",
    "file",
    "exercise",
    "score",
    "points",
    "out_of",
    "right",
    "first_mistake",
    "node",
    "seconds",
    "exercise_name",
];

/// A score as the table writes it: three decimals at most.
pub fn score_text(score: f64) -> String {
    let text = format!("{score:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// A CSV field, quoted when it holds a comma, a quote, a line break or leading/trailing
/// space (RFC 4180: a quote inside is doubled). A field a spreadsheet would run as a formula
/// (`=`, `+`, `-`, `@` first) gets a `'` in front.
pub fn csv_field(text: &str) -> String {
    let text = match text.chars().next() {
        Some('=' | '+' | '-' | '@') if text.parse::<f64>().is_err() => format!("'{text}"),
        _ => text.to_string(),
    };
    let needs = text.contains([',', '"', '\n', '\r']) || text.trim() != text;
    if needs {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// The table as CSV: a row per student per exercise, a summary row per exercise (`score` is
/// the mean, `points` the students, `right` how many got it right, the mistake the most
/// common first one), then a row per file skipped (`first_mistake` holds the reason).
pub fn to_csv(table: &ClassTable) -> String {
    let mut lines = vec![CSV_HEADER.join(",")];
    let opt = |n: Option<u64>| n.map_or_else(String::new, |n| n.to_string());
    for r in &table.rows {
        let (kind, node) = mistake_cells(&r.first_mistake);
        lines.push(csv_line(&[
            "student",
            &r.student,
            &r.file,
            &r.exercise.to_string(),
            &score_text(r.score),
            &r.points.to_string(),
            &r.out_of.to_string(),
            if r.correct { "1" } else { "0" },
            kind,
            &node,
            &opt(r.seconds),
            alone_name(table, r.exercise),
        ]));
    }
    for s in &table.summaries {
        let (kind, node) = mistake_cells(&s.common_mistake.as_ref().map(|m| m.0.clone()));
        lines.push(csv_line(&[
            "summary",
            "",
            "",
            &s.exercise.to_string(),
            &score_text(s.mean_score),
            &s.students.to_string(),
            "",
            &s.right.to_string(),
            kind,
            &node,
            "",
            alone_name(table, s.exercise),
        ]));
    }
    for (file, why) in &table.skipped {
        let reason = match why.detail() {
            "" => why.name().to_string(),
            detail => format!("{}: {detail}", why.name()),
        };
        lines.push(csv_line(&[
            "skipped", "", file, "", "", "", "", "", &reason, "", "", "",
        ]));
    }
    let mut out = lines.join("\r\n");
    out.push_str("\r\n");
    out
}

/// The name of exercise `number` given alone; empty for a set's.
fn alone_name(table: &ClassTable, number: usize) -> &str {
    number
        .checked_sub(1)
        .and_then(|i| table.alone.get(i))
        .map_or("", |a| a.name.as_str())
}

fn mistake_cells(m: &Option<(ClassMistake, String)>) -> (&'static str, String) {
    m.as_ref()
        .map_or(("", String::new()), |(k, n)| (k.name(), n.clone()))
}

fn csv_line(cells: &[&str]) -> String {
    let cells: Vec<String> = cells.iter().map(|c| csv_field(c)).collect();
    cells.join(",")
}

/// The table as one JSON object: `set_id`, `title`, `alone` (with no set, the names of the
/// exercises given alone, the first numbered 1), `rows`, `summaries`, `skipped`.
pub fn to_json(table: &ClassTable) -> Json {
    let mistake = |m: &Option<(ClassMistake, String)>| {
        m.as_ref()
            .map_or(Json::Null, |(k, n)| json!({ "kind": k.name(), "node": n }))
    };
    let rows: Vec<Json> = table
        .rows
        .iter()
        .map(|r| {
            json!({
                "student": r.student, "file": r.file, "exercise": r.exercise,
                "score": r.score, "points": r.points, "out_of": r.out_of, "correct": r.correct,
                "first_mistake": mistake(&r.first_mistake), "seconds": r.seconds,
            })
        })
        .collect();
    let summaries: Vec<Json> = table
        .summaries
        .iter()
        .map(|s| {
            let common = s.common_mistake.as_ref();
            json!({
                "exercise": s.exercise, "students": s.students, "mean_score": s.mean_score,
                "right": s.right,
                "common_mistake": mistake(&common.map(|c| c.0.clone())),
                "common_mistake_count": common.map_or(0, |c| c.1),
            })
        })
        .collect();
    let skipped: Vec<Json> = table
        .skipped
        .iter()
        .map(|(file, why)| json!({ "file": file, "reason": why.name(), "detail": why.detail() }))
        .collect();
    json!({
        "set_id": table.set.as_ref().map(|s| s.1.clone()),
        "title": table.set.as_ref().map(|s| s.0.title.clone()),
        "alone": table.alone.iter().map(|a| a.name.clone()).collect::<Vec<_>>(),
        "rows": rows,
        "summaries": summaries,
        "skipped": skipped,
    })
}
