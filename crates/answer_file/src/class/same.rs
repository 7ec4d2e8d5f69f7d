//! Which files of a class are the same work. A file is known by what it holds (the student and
//! the set or exercise it answers), never by its name: every student's download may be called
//! alike, and a copy under another name is still one piece of work. A student's files on the
//! same thing are graded once: the same work twice is one file, and two different attempts
//! keep the later (by the time the file says it was made; by the order given when it says
//! none), each file left out listed with the file kept.

use super::skip::Skip;
use serde_json::Value as Json;
use std::collections::HashMap;

/// What a file is, for telling the same work apart from another.
#[derive(Clone, Debug, PartialEq)]
pub struct Work {
    /// The student's name as compared: trimmed, spaces collapsed, lower case. None: no name.
    pub student: Option<String>,
    /// What the file answers: a set's identity, an exercise, a challenge.
    pub subject: String,
    /// The file's content without who made it, when and with which version.
    pub content: String,
    /// When the file was made, as it says (ISO 8601).
    pub made_at: Option<String>,
}

/// The keys of a file that say who made it, when and with what, not what the student did (the
/// student is compared apart, by [`student_key`]).
const NOT_WORK: [&str; 3] = ["student", "made_at", "app_version"];

impl Work {
    /// The work in a file's JSON, about `subject`, by `student` (as the file names them).
    pub fn of(json: &Json, subject: String, student: Option<&str>) -> Work {
        let mut content = json.clone();
        if let Json::Object(map) = &mut content {
            for key in NOT_WORK {
                map.remove(key);
            }
        }
        Work {
            student: student.and_then(student_key),
            subject,
            // serde_json's objects keep their keys sorted: equal content, equal text.
            content: content.to_string(),
            made_at: json
                .get("made_at")
                .and_then(Json::as_str)
                .map(str::to_string),
        }
    }
}

/// A student's name as compared: "  Kenji  Sato " and "kenji sato" are one student.
pub fn student_key(name: &str) -> Option<String> {
    let words: Vec<String> = name.split_whitespace().map(str::to_lowercase).collect();
    (!words.is_empty()).then(|| words.join(" "))
}

/// The files to grade, one per student and subject, in the order given; each one left out goes
/// to `skipped` with why. `files` are (name, what it is, its work), the work None for a file
/// that is no one's work (a set file).
pub fn one_each<T>(
    files: Vec<(String, T, Option<Work>)>,
    skipped: &mut Vec<(String, Skip)>,
) -> Vec<(String, T)> {
    let kept = kept(&files);
    let mut out = Vec::new();
    for (i, (name, file, _)) in files.into_iter().enumerate() {
        match &kept[i] {
            None => out.push((name, file)),
            Some(why) => skipped.push((name, why.clone())),
        }
    }
    out
}

/// Files of one key are one student's on one subject: the student, the subject, and for a file
/// with no student its content.
type Key<'a> = (Option<&'a str>, &'a str, Option<&'a str>);

/// For each file, None if it is graded, else why not.
fn kept<T>(files: &[(String, T, Option<Work>)]) -> Vec<Option<Skip>> {
    // Named students by what they answer; a file with no name can only be told the same as
    // another by its content (two such files with different work are two students).
    let mut groups: HashMap<Key, Vec<usize>> = HashMap::new();
    for (i, (_, _, work)) in files.iter().enumerate() {
        if let Some(w) = work {
            let content = w.student.is_none().then_some(w.content.as_str());
            let key = (w.student.as_deref(), w.subject.as_str(), content);
            groups.entry(key).or_default().push(i);
        }
    }
    let mut out = vec![None; files.len()];
    for group in groups.values().filter(|g| g.len() > 1) {
        let work = |i: usize| files[i].2.as_ref().expect("grouped by its work");
        // The latest by the time it says, then by the order given.
        let latest = group
            .iter()
            .copied()
            .max_by(|&a, &b| work(a).made_at.cmp(&work(b).made_at).then(a.cmp(&b)))
            .expect("a group has files");
        // Of the copies of the latest work, the first given is the one graded.
        let chosen = group
            .iter()
            .copied()
            .find(|&i| work(i).content == work(latest).content)
            .unwrap_or(latest);
        let name = &files[chosen].0;
        for &i in group.iter().filter(|&&i| i != chosen) {
            out[i] = Some(if work(i).content == work(chosen).content {
                Skip::SameWork(name.clone())
            } else {
                Skip::Replaced(name.clone())
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn file(
        name: &str,
        student: &str,
        subject: &str,
        answer: u32,
        at: &str,
    ) -> (String, (), Option<Work>) {
        let json = json!({ "student": student, "values": { "A": answer }, "made_at": at });
        let student = (!student.is_empty()).then_some(student);
        (
            name.into(),
            (),
            Some(Work::of(&json, subject.into(), student)),
        )
    }

    fn names(kept: Vec<(String, ())>) -> Vec<String> {
        kept.into_iter().map(|k| k.0).collect()
    }

    #[test]
    fn the_same_work_under_two_names_is_graded_once() {
        let mut skipped = Vec::new();
        let files = vec![
            file("kenji.json", "Kenji", "set a", 5, "2026-11-20T10:00:00Z"),
            file(
                "kenji-copy.json",
                " kenji ",
                "set a",
                5,
                "2026-11-20T10:05:00Z",
            ),
            file("aiko.json", "Aiko", "set a", 5, "2026-11-20T10:00:00Z"),
        ];
        assert_eq!(
            names(one_each(files, &mut skipped)),
            ["kenji.json", "aiko.json"]
        );
        assert_eq!(
            skipped,
            [(
                "kenji-copy.json".into(),
                Skip::SameWork("kenji.json".into())
            )]
        );
    }

    #[test]
    fn of_two_attempts_the_later_is_graded_whatever_the_order() {
        let mut skipped = Vec::new();
        let files = vec![
            file("b.json", "Kenji", "set a", 7, "2026-11-21T09:00:00Z"),
            file("a.json", "Kenji", "set a", 5, "2026-11-20T09:00:00Z"),
            file("c.json", "Kenji", "set b", 5, "2026-11-19T09:00:00Z"),
        ];
        assert_eq!(names(one_each(files, &mut skipped)), ["b.json", "c.json"]);
        assert_eq!(
            skipped,
            [("a.json".into(), Skip::Replaced("b.json".into()))]
        );
    }

    #[test]
    fn files_with_no_name_are_one_only_when_their_work_is() {
        let mut skipped = Vec::new();
        let files = vec![
            file("x.json", "", "set a", 5, "2026-11-20T09:00:00Z"),
            file("y.json", "", "set a", 6, "2026-11-20T09:00:00Z"),
            file("z.json", "", "set a", 5, "2026-11-22T09:00:00Z"),
        ];
        assert_eq!(names(one_each(files, &mut skipped)), ["x.json", "y.json"]);
        assert_eq!(
            skipped,
            [("z.json".into(), Skip::SameWork("x.json".into()))]
        );
    }

    #[test]
    fn a_file_added_again_is_kept_once_and_a_namesake_gets_a_number() {
        let mut files = Vec::new();
        let name = || "alphabeta-results.json".to_string();
        super::super::add_file(&mut files, name(), "kenji".into());
        super::super::add_file(&mut files, name(), "kenji".into());
        super::super::add_file(&mut files, name(), "aiko".into());
        super::super::add_file(&mut files, name(), "ren".into());
        let names: Vec<&str> = files.iter().map(|f| f.0.as_str()).collect();
        assert_eq!(
            names,
            [
                "alphabeta-results.json",
                "alphabeta-results.json (2)",
                "alphabeta-results.json (3)"
            ]
        );
    }

    #[test]
    fn a_name_is_compared_without_case_or_spacing() {
        assert_eq!(student_key("  Kenji   SATO "), Some("kenji sato".into()));
        assert_eq!(student_key(" \t"), None);
    }
}
