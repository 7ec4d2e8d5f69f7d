//! Numbers for SVG attributes and short readouts, written without Rust's float formatting
//! (`{:.1}` on an `f32` pulls about 12 KB of `core::fmt::float` code into the wasm bundle):
//! a float is rounded to tenths or to a whole number and written as integers.

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
    fn whole_rounds() {
        assert_eq!(whole(12.5), "13");
        assert_eq!(whole(-0.4), "0");
        assert_eq!(whole(-3.6), "-4");
        assert_eq!(whole(1e30), i64::MAX.to_string());
    }
}
