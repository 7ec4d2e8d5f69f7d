//! An error in `ablab`'s command line, in our words and in the language in force: clap's error
//! kinds and the context it found (the argument, the value, the values it takes, a similar
//! name, the usage), never clap's English sentences. Help and the version stay clap's.

use crate::t;
use clap::error::{ContextKind, ContextValue, Error, ErrorKind};

/// The error as `ablab` says it on standard error: what is wrong, a tip if clap has one, the
/// usage and where to read more.
pub(super) fn said(e: &Error) -> String {
    let mut out = format!("ablab: {}\n", what(e));
    if let Some(tip) = similar(e) {
        out.push_str(&format!("  {tip}\n"));
    }
    if let Some(ContextValue::StyledStr(usage)) = e.get(ContextKind::Usage) {
        let usage = usage.to_string();
        // clap writes its own word before the usage: ours replaces it.
        let usage = usage.split_once(": ").map_or(usage.as_str(), |(_, u)| u);
        out.push('\n');
        out.push_str(&t!(CLI_ARG_USAGE, usage = usage.trim()));
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&t!(CLI_ARG_MORE));
    out.push('\n');
    out
}

/// A context's text, or its texts joined as a list.
fn text(e: &Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(super::output::list(v)),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::StyledStrs(v) => {
            let v: Vec<String> = v.iter().map(ToString::to_string).collect();
            Some(super::output::list(&v))
        }
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// What is wrong, in one sentence (with the values an argument takes, if clap lists them).
fn what(e: &Error) -> String {
    let arg = text(e, ContextKind::InvalidArg);
    let value = text(e, ContextKind::InvalidValue);
    match (e.kind(), arg, value) {
        (ErrorKind::InvalidValue, Some(arg), Some(value)) if value.is_empty() => {
            t!(CLI_ARG_NO_VALUE, arg = arg)
        }
        (ErrorKind::InvalidValue, Some(arg), Some(value)) => {
            let said = t!(CLI_ARG_INVALID_VALUE, value = value, arg = arg);
            match text(e, ContextKind::ValidValue) {
                Some(values) => format!("{said}\n  {}", t!(CLI_ARG_POSSIBLE, values = values)),
                None => said,
            }
        }
        // Our own parsers' words (a window, a whole number), in the language in force.
        (ErrorKind::ValueValidation, Some(arg), Some(value)) => match why(e) {
            Some(why) => t!(
                CLI_ARG_INVALID_VALUE_WHY,
                value = value,
                arg = arg,
                why = why
            ),
            None => t!(CLI_ARG_INVALID_VALUE, value = value, arg = arg),
        },
        (ErrorKind::UnknownArgument, Some(arg), _) => t!(CLI_ARG_UNEXPECTED, arg = arg),
        (ErrorKind::TooManyValues, Some(arg), Some(value)) => {
            t!(CLI_ARG_UNEXPECTED_VALUE, value = value, arg = arg)
        }
        (ErrorKind::MissingRequiredArgument, Some(args), _) => t!(CLI_ARG_MISSING, args = args),
        (ErrorKind::ArgumentConflict, Some(arg), _) => match text(e, ContextKind::PriorArg) {
            Some(other) if other == arg => t!(CLI_ARG_TWICE, arg = arg),
            Some(other) => t!(CLI_ARG_CONFLICT, arg = arg, other = other),
            None => t!(CLI_ARG_TWICE, arg = arg),
        },
        (ErrorKind::InvalidSubcommand, ..) => match text(e, ContextKind::InvalidSubcommand) {
            Some(command) => t!(CLI_ARG_UNKNOWN_COMMAND, command = command),
            None => t!(CLI_ARG_UNREADABLE),
        },
        (ErrorKind::MissingSubcommand, ..) => {
            let command = text(e, ContextKind::InvalidSubcommand).unwrap_or_default();
            let commands = text(e, ContextKind::ValidSubcommand).unwrap_or_default();
            t!(
                CLI_ARG_MISSING_COMMAND,
                command = command,
                commands = commands
            )
        }
        _ => t!(CLI_ARG_UNREADABLE),
    }
}

/// Why a value was refused, as our own value parsers said it; a number clap parsed itself is
/// said in our words.
fn why(e: &Error) -> Option<String> {
    let source = std::error::Error::source(e)?;
    if source.is::<std::num::ParseIntError>() {
        return Some(t!(CLI_ARG_WHOLE_NUMBER));
    }
    Some(source.to_string())
}

/// clap's "a similar argument exists" tip, in our words.
fn similar(e: &Error) -> Option<String> {
    let (what, kind) = [
        ("argument", ContextKind::SuggestedArg),
        ("value", ContextKind::SuggestedValue),
        ("command", ContextKind::SuggestedSubcommand),
    ]
    .into_iter()
    .find(|&(_, kind)| e.get(kind).is_some())?;
    let similar = match e.get(kind)? {
        ContextValue::String(s) => format!("'{s}'"),
        ContextValue::Strings(v) => {
            let quoted: Vec<String> = v.iter().map(|s| format!("'{s}'")).collect();
            super::output::list(&quoted)
        }
        _ => return None,
    };
    Some(t!(CLI_ARG_SIMILAR, what = what, similar = similar))
}
