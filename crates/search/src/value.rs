//! Leaf values as people write them: integers and decimals, kept exactly (no floating point),
//! shown back with the digits typed (`4.50` stays `4.50`).

use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::fmt;

/// The largest mantissa a value may have: 18 significant digits.
pub const MAX_MANTISSA: i64 = 999_999_999_999_999_999;
/// The most digits of an integer read on the fast path (as many as a mantissa has).
const PLAIN_DIGITS: usize = 18;
/// The most digits after the decimal point.
pub const MAX_SCALE: u8 = 18;
/// The largest absolute value of a small integer (2^16): see [`Value::small_int`].
pub const SMALL_INT_MAX: i64 = 1 << 16;

/// The minus sign (U+2212) the page writes negative values with; typed or pasted, it reads
/// as '-'.
pub const MINUS_SIGN: char = '\u{2212}';

/// An exact decimal number: `mantissa / 10^scale`.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct Value {
    mantissa: i64,
    scale: u8,
}

/// Why a piece of text is not a leaf value (`teach::words` says it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueError {
    /// Not a number at all.
    NotANumber,
    /// More significant digits or decimal places than we keep.
    TooPrecise,
    /// Too large (or an exponent too large) to keep exactly.
    TooLarge,
}

impl Value {
    /// How the value is written (see `Display`): whether with a minus sign, how many digits
    /// before the point (at least one), and how many after it (none: no point).
    pub fn written(self) -> (bool, u32, u8) {
        let all = self
            .mantissa
            .unsigned_abs()
            .checked_ilog10()
            .map_or(1, |d| d + 1);
        let whole = all.saturating_sub(u32::from(self.scale)).max(1);
        (self.mantissa < 0, whole, self.scale)
    }

    /// An integer value.
    pub fn int(n: i64) -> Value {
        Value::new(n.clamp(-MAX_MANTISSA, MAX_MANTISSA), 0)
    }

    /// `mantissa / 10^scale`; both are clamped into range.
    pub fn new(mantissa: i64, scale: u8) -> Value {
        Value {
            mantissa: mantissa.clamp(-MAX_MANTISSA, MAX_MANTISSA),
            scale: scale.min(MAX_SCALE),
        }
    }

    pub fn mantissa(self) -> i64 {
        self.mantissa
    }

    pub fn scale(self) -> u8 {
        self.scale
    }

    /// The value as an `i32` if it is written as an integer (no decimals) of at most
    /// [`SMALL_INT_MAX`] in absolute value. Such a value is its own search score (see
    /// [`crate::ValueTable`]).
    #[inline]
    pub fn small_int(self) -> Option<i32> {
        (self.scale == 0 && self.mantissa.unsigned_abs() <= SMALL_INT_MAX as u64)
            .then_some(self.mantissa as i32)
    }

    /// Nearest `f64`, for drawing and statistics only; never used to compare.
    pub fn to_f64(self) -> f64 {
        self.mantissa as f64 / 10f64.powi(i32::from(self.scale))
    }

    /// A plain integer (an optional sign and at most [`PLAIN_DIGITS`] digits), read without
    /// the general path's buffers: most leaves of a big tree are written so. The same value
    /// as [`Value::parse`] gives; None for any other text.
    fn parse_plain_int(text: &str) -> Option<Value> {
        let (negative, digits) = match text.as_bytes() {
            [b'-', rest @ ..] => (true, rest),
            [b'+', rest @ ..] => (false, rest),
            rest => (false, rest),
        };
        if digits.is_empty()
            || digits.len() > PLAIN_DIGITS
            || !digits.iter().all(u8::is_ascii_digit)
        {
            return None;
        }
        let magnitude = digits
            .iter()
            .fold(0i64, |m, &d| m * 10 + i64::from(d - b'0'));
        Some(Value {
            mantissa: if negative { -magnitude } else { magnitude },
            scale: 0,
        })
    }

    /// Parses a JSON-style number (or one written with the minus sign U+2212, as the page
    /// shows it): optional `-` (or `+`), digits, optional `.digits`, optional
    /// exponent `e[+-]digits`. Also accepts `.5` and `5.`.
    pub fn parse(text: &str) -> Result<Value, ValueError> {
        // The minus sign as the page writes values (U+2212) reads as '-'.
        if let Some(rest) = text.strip_prefix(MINUS_SIGN) {
            return match rest.as_bytes().first() {
                Some(b'-' | b'+') => Err(ValueError::NotANumber),
                _ if rest.starts_with(MINUS_SIGN) => Err(ValueError::NotANumber),
                _ => Value::parse(rest).map(|v| Value {
                    mantissa: -v.mantissa,
                    ..v
                }),
            };
        }
        if let Some(v) = Value::parse_plain_int(text) {
            return Ok(v);
        }
        let bytes = text.as_bytes();
        let mut i = 0;
        let negative = match bytes.first() {
            Some(b'-') => {
                i += 1;
                true
            }
            Some(b'+') => {
                i += 1;
                false
            }
            _ => false,
        };
        let mut digits: Vec<u8> = Vec::new();
        let mut scale: i64 = 0;
        let mut seen_digit = false;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            digits.push(bytes[i] - b'0');
            seen_digit = true;
            i += 1;
        }
        if i < bytes.len() && bytes[i] == b'.' {
            i += 1;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                digits.push(bytes[i] - b'0');
                scale += 1;
                seen_digit = true;
                i += 1;
            }
        }
        if !seen_digit {
            return Err(ValueError::NotANumber);
        }
        let mut exponent: i64 = 0;
        if i < bytes.len() && (bytes[i] == b'e' || bytes[i] == b'E') {
            i += 1;
            let exp_negative = match bytes.get(i) {
                Some(b'-') => {
                    i += 1;
                    true
                }
                Some(b'+') => {
                    i += 1;
                    false
                }
                _ => false,
            };
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                // Saturate: anything past a few digits is out of range anyway.
                exponent = (exponent * 10 + i64::from(bytes[i] - b'0')).min(1_000_000);
                i += 1;
            }
            if i == start {
                return Err(ValueError::NotANumber);
            }
            if exp_negative {
                exponent = -exponent;
            }
        }
        if i != bytes.len() {
            return Err(ValueError::NotANumber);
        }
        // Leading zeros carry no information.
        let first_nonzero = digits.iter().position(|&d| d != 0).unwrap_or(digits.len());
        let digits = &digits[first_nonzero..];
        scale -= exponent;
        if digits.is_empty() {
            // Zero, in any spelling; keep the decimals typed (0.0 stays 0.0) if sensible.
            return Ok(Value {
                mantissa: 0,
                scale: scale.clamp(0, i64::from(MAX_SCALE)) as u8,
            });
        }
        // A positive exponent beyond the decimals typed appends zeros to the mantissa.
        let mut mantissa_digits: Vec<u8> = digits.to_vec();
        if scale < 0 {
            if scale < -(i64::from(MAX_SCALE) + 1) {
                return Err(ValueError::TooLarge);
            }
            mantissa_digits.extend(std::iter::repeat_n(0, (-scale) as usize));
            scale = 0;
        }
        if scale > i64::from(MAX_SCALE) {
            return Err(ValueError::TooPrecise);
        }
        if mantissa_digits.len() > 18 {
            return Err(if (mantissa_digits.len() as i64) - scale > 18 {
                ValueError::TooLarge
            } else {
                ValueError::TooPrecise
            });
        }
        let mut mantissa: i64 = 0;
        for d in mantissa_digits {
            mantissa = mantissa * 10 + i64::from(d);
        }
        Ok(Value {
            mantissa: if negative { -mantissa } else { mantissa },
            scale: scale as u8,
        })
    }

    fn cmp_exact(self, other: Value) -> Ordering {
        if self.scale == other.scale {
            return self.mantissa.cmp(&other.mantissa);
        }
        let s = self.scale.max(other.scale);
        let a = i128::from(self.mantissa) * 10i128.pow(u32::from(s - self.scale));
        let b = i128::from(other.mantissa) * 10i128.pow(u32::from(s - other.scale));
        a.cmp(&b)
    }
}

/// Negation is exact: the mantissa range is symmetric.
impl std::ops::Neg for Value {
    type Output = Value;
    fn neg(self) -> Value {
        Value {
            mantissa: -self.mantissa,
            scale: self.scale,
        }
    }
}

/// Hashes agree with `==`: a value hashes as its shortest form (`4.50` as `4.5`).
impl std::hash::Hash for Value {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        let (mut m, mut s) = (self.mantissa, self.scale);
        while s > 0 && m % 10 == 0 {
            m /= 10;
            s -= 1;
        }
        (m, s).hash(state);
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Value) -> bool {
        self.cmp_exact(*other) == Ordering::Equal
    }
}
impl Eq for Value {}
impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Value) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Value {
    fn cmp(&self, other: &Value) -> Ordering {
        self.cmp_exact(*other)
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.mantissa < 0 { "-" } else { "" };
        let abs = self.mantissa.unsigned_abs();
        if self.scale == 0 {
            return write!(f, "{sign}{abs}");
        }
        let p = 10u64.pow(u32::from(self.scale));
        write!(
            f,
            "{sign}{}.{:0width$}",
            abs / p,
            abs % p,
            width = usize::from(self.scale)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_minus_sign_reads_as_minus() {
        for (typed, plain) in [
            ("\u{2212}3", "-3"),
            ("\u{2212}2.50", "-2.50"),
            ("\u{2212}0", "-0"),
        ] {
            let (a, b) = (Value::parse(typed), Value::parse(plain));
            assert_eq!(
                a.map(|v| v.to_string()),
                b.map(|v| v.to_string()),
                "{typed}"
            );
        }
        assert!(Value::parse("\u{2212}-3").is_err());
        assert!(Value::parse("\u{2212}\u{2212}3").is_err());
        assert!(Value::parse("\u{2212}").is_err());
    }

    fn show(s: &str) -> String {
        Value::parse(s)
            .map(|v| v.to_string())
            .unwrap_or_else(|e| format!("error: {e:?}"))
    }

    #[test]
    fn shown_as_typed() {
        assert_eq!(show("3"), "3");
        assert_eq!(show("-3.01"), "-3.01");
        assert_eq!(show("4.99"), "4.99");
        assert_eq!(show("4.50"), "4.50");
        assert_eq!(show("0.5"), "0.5");
        assert_eq!(show(".5"), "0.5");
        assert_eq!(show("-0"), "0");
        assert_eq!(show("007"), "7");
        assert_eq!(show("1e3"), "1000");
        assert_eq!(show("1.5e-2"), "0.015");
        assert_eq!(show("-2.5E+1"), "-25");
        assert_eq!(show("999999999999999999"), "999999999999999999");
    }

    #[test]
    fn bad_numbers_are_errors() {
        for s in [
            "", "-", ".", "e5", "1e", "1.2.3", "NaN", "inf", "-inf", "1x", "--1", " 1",
        ] {
            assert_eq!(Value::parse(s), Err(ValueError::NotANumber), "{s:?}");
        }
        assert_eq!(Value::parse("1e999"), Err(ValueError::TooLarge));
        assert_eq!(Value::parse("1e-999"), Err(ValueError::TooPrecise));
        assert_eq!(
            Value::parse("1000000000000000000"),
            Err(ValueError::TooLarge)
        );
        assert_eq!(
            Value::parse("0.1234567890123456789"),
            Err(ValueError::TooPrecise)
        );
    }

    #[test]
    fn compares_exactly() {
        let v = |s| Value::parse(s).unwrap();
        assert!(v("4.99") < v("5"));
        assert!(v("-3.01") < v("-3"));
        assert_eq!(v("5"), v("5.000"));
        assert_eq!(v("0"), v("-0.0"));
        assert!(v("0.000000000000000001") > v("0"));
        assert!(v("999999999999999999") > v("99999999999999999.9"));
        assert_eq!(-v("2.5"), v("-2.5"));
    }
}
