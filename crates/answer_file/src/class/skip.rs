//! Why a file of a class was not graded.

/// Why a file was not graded.
#[derive(Clone, Debug, PartialEq)]
pub enum Skip {
    /// Not JSON at all.
    NotJson,
    /// JSON, but neither an answers file nor a results file.
    NotAnswers,
    /// A results or answers file that cannot be read: where and what.
    Unreadable(String),
    /// A file of another set than the class's (its identity).
    OtherSet(String),
    /// A file whose set is not the one it says (changed by hand).
    Changed,
    /// An answers file whose exercise is not one of the set's.
    NotInSet,
    /// A second set file, of another set.
    SecondSet,
    /// The same work as the file named (the same student's, or the same content), graded once.
    SameWork(String),
    /// An earlier attempt of the same student at the same set or exercise: the later file named
    /// is graded.
    Replaced(String),
}

impl Skip {
    /// The reason's name in `--json` and the CSV.
    pub fn name(&self) -> &'static str {
        match self {
            Skip::NotJson => "not_json",
            Skip::NotAnswers => "not_answers",
            Skip::Unreadable(_) => "unreadable",
            Skip::OtherSet(_) => "other_set",
            Skip::Changed => "changed",
            Skip::NotInSet => "not_in_set",
            Skip::SecondSet => "second_set",
            Skip::SameWork(_) => "same_work",
            Skip::Replaced(_) => "replaced",
        }
    }

    /// What the reason says besides its name (where and what, another set's identity).
    pub fn detail(&self) -> &str {
        match self {
            Skip::Unreadable(why)
            | Skip::OtherSet(why)
            | Skip::SameWork(why)
            | Skip::Replaced(why) => why,
            _ => "",
        }
    }
}
