//! The live lecture's parts: the lecturer's panel (`live_lecturer`), the student's view
//! (`live_student`), and what both show (`live_votes`: the votes as bars, a refusal in words).

pub mod live_lecturer;
pub mod live_student;
pub mod live_votes;
