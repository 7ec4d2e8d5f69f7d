//! What every place of the page uses: buttons, the DOM's values, the language menu, `Still`.

pub mod button;
pub mod dom;
pub mod language_menu;
pub mod still;
