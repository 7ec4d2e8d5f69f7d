//! The names the page gives the files it offers a student: whose work and on what
//! (`results-kenji-week-4.json`, `answers-kenji-hard-24443.json`), so that a class's files
//! saved in one folder do not overwrite each other. Grading never reads a name: a file is known
//! by what it holds ([`super::class`]).

/// The most characters of one part of a name (a student's name, a set's title).
const MOST_PART: usize = 32;

/// `kind-student-about.json`, each part written for a file name (letters of any script and
/// digits kept, lower case, every other run of characters one `-`); an empty part is left out.
pub fn file_name(kind: &str, student: &str, about: &str) -> String {
    let parts: Vec<String> = [kind, student, about]
        .into_iter()
        .map(part)
        .filter(|p| !p.is_empty())
        .collect();
    format!("{}.json", parts.join("-"))
}

/// One part of a name: `Kenji Satō` is `kenji-satō`, `Week 4: trees` is `week-4-trees`.
fn part(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let cut: String = out.chars().take(MOST_PART).collect();
    cut.trim_end_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::file_name;

    #[test]
    fn a_name_says_whose_work_and_on_what() {
        assert_eq!(
            file_name("results", "Kenji", "hard 24443"),
            "results-kenji-hard-24443.json"
        );
        assert_eq!(
            file_name("results", "  Ana  Novak ", "Week 4: trees/../x"),
            "results-ana-novak-week-4-trees-x.json"
        );
        assert_eq!(file_name("answers", "", "easy 5"), "answers-easy-5.json");
        assert_eq!(
            file_name("answers", "佐藤 健二", ""),
            "answers-佐藤-健二.json"
        );
        let long = "x".repeat(100);
        assert_eq!(file_name("a", &long, "").len(), "a-.json".len() + 32);
    }
}
