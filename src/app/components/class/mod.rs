//! The lecturers' tools, New set and Class, in the exercise's place.

pub mod practice_class;
pub mod practice_lecturer;
pub mod practice_new_set;
pub mod practice_set_quiz;
