//! Numbers for SVG attributes and short readouts, written without Rust's float formatting
//! (`{:.1}` on an `f32` pulls `core::fmt::float`'s code into the wasm; BENCHMARKS.md has the cost):
//! a float is rounded to tenths or to a whole number and written as integers.

use std::fmt;

/// Writes `v` exactly as `format!("{:.1}", v)` does (`12.0`, `-0.5`, `-0.0`, `NaN`, `inf`),
/// from integers. An `f32` times 10 is exact in an `f64`, and `round_ties_even` rounds the
/// exact value to even as the standard library does, so the text is the same for every
/// `f32` below 1.8e18 (beyond that the integer part saturates; no drawing gets near).
pub struct Dec1(pub f32);

/// Writes `v` exactly as `format!("{:.0}", v)` does (`12`, `-0`, ties to even), from integers.
pub struct Dec0(pub f32);

impl fmt::Display for Dec1 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fixed(f, f64::from(self.0), true)
    }
}

impl fmt::Display for Dec0 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fixed(f, f64::from(self.0), false)
    }
}

/// `{:.1}` of an `f64` (a time in milliseconds, say). Ties are rounded after one
/// multiplication by 10, so a value a hair from a tie may round the other way than the
/// standard library would; fine for readouts.
pub struct Dec1F64(pub f64);

impl fmt::Display for Dec1F64 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fixed(f, self.0, true)
    }
}

fn fixed(f: &mut fmt::Formatter<'_>, v: f64, tenth: bool) -> fmt::Result {
    if v.is_nan() {
        return f.write_str("NaN");
    }
    let sign = if v.is_sign_negative() { "-" } else { "" };
    let a = v.abs();
    if a.is_infinite() {
        return write!(f, "{sign}inf");
    }
    if tenth {
        let t = (a * 10.0).round_ties_even() as u64;
        write!(f, "{sign}{}.{}", t / 10, t % 10)
    } else {
        write!(f, "{sign}{}", a.round_ties_even() as u64)
    }
}

/// Writes a `u128` exactly as `{}` does, from 32- and 64-bit arithmetic, without the standard
/// 128-bit formatting code in the wasm, for a few rare messages.
pub struct U128(pub u128);

/// Writes an `i128` exactly as `{}` does (see [`U128`]).
pub struct I128(pub i128);

impl fmt::Display for U128 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        wide(f, "", self.0)
    }
}

impl fmt::Display for I128 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        wide(f, sign, self.0.unsigned_abs())
    }
}

/// `v` in base 10^9 by long division of its four 32-bit limbs, most significant chunk first.
fn wide(f: &mut fmt::Formatter<'_>, sign: &str, v: u128) -> fmt::Result {
    const B: u64 = 1_000_000_000;
    let mut limbs = [
        (v >> 96) as u32,
        (v >> 64) as u32,
        (v >> 32) as u32,
        v as u32,
    ];
    let mut chunks = [0u32; 5]; // u128::MAX has 39 digits
    let mut n = 0;
    loop {
        let mut rem = 0u64;
        for l in &mut limbs {
            let cur = rem << 32 | u64::from(*l);
            *l = (cur / B) as u32;
            rem = cur % B;
        }
        chunks[n] = rem as u32;
        n += 1;
        if limbs == [0; 4] {
            break;
        }
    }
    write!(f, "{sign}{}", chunks[n - 1])?;
    for c in chunks[..n - 1].iter().rev() {
        write!(f, "{c:09}")?;
    }
    Ok(())
}

/// `v` rounded to one decimal place, without a trailing `.0`: `12.34` -> `"12.3"`, `-2.0` ->
/// `"-2"`, `0.04` -> `"0"`. Not-a-number and infinities, which no drawing should produce,
/// come out as `"0"`.
pub fn tenths(v: f32) -> String {
    let t = scaled(v, 10.0);
    let (sign, a) = if t < 0 { ("-", -t) } else { ("", t) };
    if a % 10 == 0 {
        format!("{sign}{}", a / 10)
    } else {
        format!("{sign}{}.{}", a / 10, a % 10)
    }
}

/// `v` rounded to a whole number: `12.5` -> `"13"`, `-0.4` -> `"0"`.
pub fn whole(v: f32) -> String {
    format!("{}", scaled(v, 1.0))
}

/// `n` and the noun for that many: `1 node`, `2 nodes` (`one` and `many` are its two forms).
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A count with its thousands grouped by commas, as the page writes counts: `289774` ->
/// `"289,774"`.
pub fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `v * factor` rounded half away from zero, as an integer (0 for NaN; saturating).
fn scaled(v: f32, factor: f32) -> i64 {
    if !v.is_finite() {
        return 0;
    }
    let r = (v * factor).round() as i64;
    if r == 0 {
        0 // never "-0"
    } else {
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_takes_its_nouns_form() {
        assert_eq!(count(1, "node", "nodes"), "1 node");
        assert_eq!(count(0, "leaf", "leaves"), "0 leaves");
        assert_eq!(count(15, "node", "nodes"), "15 nodes");
    }

    #[test]
    fn wide_integers_as_the_standard_library_writes_them() {
        let mut vals = vec![
            0u128,
            1,
            9,
            10,
            u128::MAX,
            u128::MAX - 1,
            1 << 64,
            (1 << 64) - 1,
        ];
        let mut p = 1u128;
        while let Some(q) = p.checked_mul(10) {
            vals.extend([p - 1, p, p + 1, q - 1]);
            p = q;
        }
        let mut x = 0x9E37_79B9_7F4A_7C15_u128;
        for _ in 0..2000 {
            x = x
                .wrapping_mul(0x2545_F491_4F6C_DD1D_0123_4567_89AB_CDEF)
                .wrapping_add(12345);
            vals.extend([x, x >> 17, x >> 64, x >> 90]);
        }
        for v in vals {
            assert_eq!(U128(v).to_string(), v.to_string());
            for s in [v as i128, (v as i128).wrapping_neg()] {
                assert_eq!(I128(s).to_string(), s.to_string());
            }
        }
        assert_eq!(I128(i128::MIN).to_string(), i128::MIN.to_string());
    }

    #[test]
    fn tenths_round_and_drop_a_trailing_zero() {
        assert_eq!(tenths(12.34), "12.3");
        assert_eq!(tenths(12.35), "12.4");
        assert_eq!(tenths(-2.0), "-2");
        assert_eq!(tenths(-0.04), "0");
        assert_eq!(tenths(-0.06), "-0.1");
        assert_eq!(tenths(-7.25), "-7.3");
        assert_eq!(tenths(0.0), "0");
        assert_eq!(tenths(f32::NAN), "0");
        assert_eq!(tenths(f32::INFINITY), "0");
        assert_eq!(tenths(123456.7), "123456.7");
    }

    #[test]
    fn tenths_agree_with_float_formatting() {
        // Every tenth from -500.0 to 500.0, and values between them.
        for i in -50_000..=50_000 {
            let v = i as f32 / 100.0;
            let ours: f64 = tenths(v).parse().unwrap();
            let std: f64 = format!("{v:.1}").parse().unwrap();
            assert!((ours - std).abs() < 0.1001, "{v}: {ours} vs {std}");
        }
    }

    #[test]
    fn grouped_puts_a_comma_every_three_digits() {
        for (n, text) in [
            (0, "0"),
            (999, "999"),
            (1000, "1,000"),
            (8000, "8,000"),
            (289_774, "289,774"),
            (1_234_567, "1,234,567"),
        ] {
            assert_eq!(grouped(n), text);
        }
    }

    #[test]
    fn whole_rounds() {
        assert_eq!(whole(12.5), "13");
        assert_eq!(whole(-0.4), "0");
        assert_eq!(whole(-3.6), "-4");
        assert_eq!(whole(1e30), i64::MAX.to_string());
    }

    #[test]
    fn dec1_and_dec0_write_what_float_formatting_writes() {
        let mut values: Vec<f32> = vec![
            0.0,
            -0.0,
            0.05,
            -0.04,
            0.25,
            0.35,
            1.5,
            2.5,
            -2.5,
            12.25,
            0.45,
            99.95,
            1e9,
            -7e12,
            f32::NAN,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::MIN_POSITIVE,
            16_777_217.0,
        ];
        // Every hundredth and every 0.05-tie from -600 to 600, and a spread of magnitudes.
        values.extend((-60_000..=60_000).map(|i| i as f32 / 100.0));
        values.extend((-12_000..=12_000).map(|i| i as f32 * 0.05));
        values.extend((0..2000).map(|i| 1.013_f32.powi(i) * 1e-3));
        let mut bits = 0x1234_5678_u32;
        for _ in 0..200_000 {
            bits ^= bits << 13;
            bits ^= bits >> 17;
            bits ^= bits << 5;
            let v = f32::from_bits(bits);
            if v.abs() < 1e15 {
                values.push(v);
            }
        }
        for v in values {
            assert_eq!(Dec1(v).to_string(), format!("{v:.1}"), "{v:e}");
            assert_eq!(Dec0(v).to_string(), format!("{v:.0}"), "{v:e}");
        }
        for v in [0.0, -0.0, 1.25, 3.04, -7.96, 1234.5678, 0.951] {
            assert_eq!(Dec1F64(v).to_string(), format!("{v:.1}"), "{v}");
        }
    }
}
