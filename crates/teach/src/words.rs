//! The words of what the search records as data: its errors and its presets' names, in the
//! language in force when shown.

use i18n::Said;

/// Something the search keeps as data, said in words.
pub trait Worded {
    /// What it says, worded when shown.
    fn said(&self) -> Said;
}
