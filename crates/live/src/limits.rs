//! The bounds every message is held to, and the shapes of codes, keys and choices.

use crate::asks::{Asks, CUT, NO_CUT};

/// The largest message a client may send, in bytes.
pub const MAX_MESSAGE: usize = 64 * 1024;
/// The longest link query a scene may carry, in bytes (a big tree's link fits).
pub const MAX_QUERY: usize = 60 * 1024;
/// The highest replay step a scene or question may name.
pub const MAX_STEP: u32 = 1_000_000;
/// The longest name a student may give, in characters.
pub const MAX_NAME: usize = 40;
/// The longest node label a question may name, in characters.
pub const MAX_NODE: usize = 40;
/// The longest choice, in bytes.
pub const MAX_CHOICE: usize = 24;
/// How many rounds a question has: the first vote, and the vote after discussion.
pub const ROUNDS: usize = 2;
/// How many messages a second a client may send before it is slowed.
pub const MESSAGES_PER_SECOND: u32 = 20;
/// How many wrong join codes an address may try in [`TRIES_WINDOW_S`] seconds.
pub const WRONG_CODES_PER_WINDOW: u32 = 10;
/// The window over which wrong codes are counted, in seconds.
pub const TRIES_WINDOW_S: u32 = 60;

/// The letters of a join code: capitals and digits a person cannot misread (no 0/O, 1/I/L).
pub const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// How many letters a join code has.
pub const CODE_LEN: usize = 6;
/// How many hex digits a key or a student's token has (256 bits).
pub const TOKEN_HEX: usize = 64;

/// Whether `code` is a join code's shape.
pub fn is_code(code: &str) -> bool {
    code.len() == CODE_LEN && code.bytes().all(|b| CODE_ALPHABET.contains(&b))
}

/// A code as typed (with spaces or dashes, in lower case), in its shape, if it can be.
pub fn normalize_code(typed: &str) -> Option<String> {
    let code: String = typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    is_code(&code).then_some(code)
}

/// Whether `token` is a key's or a student token's shape: [`TOKEN_HEX`] lower-case hex digits.
pub fn is_token(token: &str) -> bool {
    token.len() == TOKEN_HEX
        && token
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// Whether `choice` is a choice a question that `asks` so can take: cut or not, or a value as
/// the page writes it (digits, a sign, a decimal point or fraction bar, or `-inf`/`+inf`).
pub fn is_choice(asks: Asks, choice: &str) -> bool {
    match asks {
        Asks::Cut => choice == CUT || choice == NO_CUT,
        Asks::Value => {
            !choice.is_empty()
                && choice.len() <= MAX_CHOICE
                && choice.bytes().any(|b| b.is_ascii_digit() || b == b'i')
                && choice.bytes().all(|b| {
                    matches!(
                        b,
                        b'0'..=b'9' | b'-' | b'+' | b'.' | b'/' | b'i' | b'n' | b'f'
                    )
                })
        }
    }
}
