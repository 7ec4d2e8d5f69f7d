//! What is said, kept as data until it is shown: a message and its values ([`said!`]), put into
//! words by `Display` in the language in force when shown. A notice, a verdict or an error
//! kept for later holds a [`Said`], never the finished text, so a change of language says it
//! again in the new one. (What is shown at once uses [`t!`](crate::t).)
//!
//! [`said!`]: crate::said

use super::{tr, Msg};
use std::fmt;
use std::rc::Rc;

/// A value a message shows: a number, a label, an error whose `Display` uses `t!`, another
/// [`Said`]. It is shown (and so worded) only when the message is.
pub type Arg = Rc<dyn fmt::Display>;

/// Something to say, as data: shown (`Display`, `to_string`) in the language in force.
#[derive(Clone)]
pub enum Said {
    /// A message with its values, in the order [`said!`](crate::said) gives them.
    Msg(Msg, Rc<[Arg]>),
    /// Things said one after another, with a message between them (a list's separator).
    Joined(Rc<[Said]>, Msg),
    /// Text the same in every language: typed, or made elsewhere.
    Text(Rc<str>),
}

impl Said {
    /// Message `msg` with `args`; [`said!`](crate::said) checks their names.
    pub fn new(msg: Msg, args: impl IntoIterator<Item = Arg>) -> Said {
        Said::Msg(msg, args.into_iter().collect())
    }

    /// `items`, with message `by` between each two.
    pub fn joined(items: impl IntoIterator<Item = Said>, by: Msg) -> Said {
        Said::Joined(items.into_iter().collect(), by)
    }
}

/// A value for [`Said::new`] (as [`said!`](crate::said) passes each).
pub fn arg<T: fmt::Display + 'static>(value: T) -> Arg {
    Rc::new(value)
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Said::Msg(msg, args) => {
                let args: Vec<&dyn fmt::Display> =
                    args.iter().map(|a| &**a as &dyn fmt::Display).collect();
                f.write_str(&tr(*msg, &args))
            }
            Said::Joined(items, by) => {
                let by = tr(*by, &[]);
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(&by)?;
                    }
                    write!(f, "{item}")?;
                }
                Ok(())
            }
            Said::Text(text) => f.write_str(text),
        }
    }
}

/// Its words in the language in force (its values need no `Debug`: the page's wasm would carry
/// every value's).
impl fmt::Debug for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Said({:?})", self.to_string())
    }
}

impl PartialEq for Said {
    fn eq(&self, other: &Said) -> bool {
        match (self, other) {
            (Said::Msg(m, a), Said::Msg(n, b)) => {
                // Values compare as they are shown (in the language in force): the page
                // compares a notice only to know whether to draw it again.
                m == n
                    && a.len() == b.len()
                    && a.iter()
                        .zip(b.iter())
                        .all(|(x, y)| x.to_string() == y.to_string())
            }
            (Said::Joined(a, m), Said::Joined(b, n)) => m == n && a == b,
            (Said::Text(a), Said::Text(b)) => a == b,
            _ => false,
        }
    }
}

/// A value is shown the same each time it is shown in one language.
impl Eq for Said {}

impl From<String> for Said {
    fn from(text: String) -> Said {
        Said::Text(text.into())
    }
}

impl From<&str> for Said {
    fn from(text: &str) -> Said {
        Said::Text(text.into())
    }
}

/// Said in the language in force now (where a `String` is wanted: `ablab`, `?`).
impl From<Said> for String {
    fn from(said: Said) -> String {
        said.to_string()
    }
}

/// Says a message as data, to be worded when shown: `said!(ENTER, node = name)`, with the
/// names of [`t!`](crate::t) (checked when the code compiles). Each value is kept as it is
/// (anything `Display + 'static`: a borrowed `&str` is given as a
/// `String`), and shown in the language in force when the message is.
#[macro_export]
macro_rules! said {
    ($msg:ident $(, $name:ident = $value:expr)* $(,)?) => {{
        const _: () = $crate::check(&$crate::m::$msg.1, &[$(stringify!($name)),*]);
        $crate::Said::new(
            $crate::m::$msg.0,
            [$($crate::said::arg($value)),*],
        )
    }};
}

#[cfg(test)]
mod tests {
    use super::super::{use_language, Lang};

    #[test]
    fn what_is_said_is_worded_in_the_language_shown() {
        let inner = said!(PAGE_PROBLEM_SEPARATOR);
        let said = said!(LANG_FAILED, language = Lang::Ja.endonym());
        let list = super::Said::joined(
            [said.clone(), said!(LANG_FAILED, language = "x".to_string())],
            crate::m::LIST_SEPARATOR.0,
        );
        let english = (said.to_string(), list.to_string(), inner.to_string());
        use_language(Lang::Ja).expect("ja reads");
        let japanese = (said.to_string(), list.to_string(), inner.to_string());
        use_language(Lang::En).expect("en");
        assert_ne!(english.0, japanese.0);
        assert_ne!(english.1, japanese.1);
        assert!(japanese.1.starts_with(&japanese.0));
        assert_eq!(said.to_string(), english.0, "and back");
        assert_eq!(said, said!(LANG_FAILED, language = Lang::Ja.endonym()));
        assert_ne!(said, said!(LANG_FAILED, language = Lang::Zh.endonym()));
    }

    #[test]
    fn a_said_value_is_worded_when_its_message_is() {
        let nested = said!(
            PAGE_NOTICE_THEN,
            before = said!(LANG_FAILED, language = "A"),
            text = "B"
        );
        let english = nested.to_string();
        use_language(Lang::Sl).expect("sl reads");
        let slovenian = nested.to_string();
        use_language(Lang::En).expect("en");
        assert!(english.contains('A') && slovenian.contains('A'));
        assert_ne!(english, slovenian);
    }
}
