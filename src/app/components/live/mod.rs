//! The live lecture's parts: the lecturer's panel (`live_lecturer`), the student's view
//! (`live_student`), what both show (`live_votes`: the votes as bars, a refusal in words), and
//! the results in the class table's form (`live_results`).

pub mod live_lecturer;
pub mod live_results;
pub mod live_student;
pub mod live_votes;
