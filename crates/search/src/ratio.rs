//! Exact fractions for the searches that compute new values: a chance node's probability-weighted
//! mean, Star1's windows and bounds, the null windows of PVS and MTD(f). Leaf values are exact
//! decimals ([`Value`]); a mean of them with probabilities such as 1/3 is not always one, so
//! these searches count in fractions of `i64`s, every operation checked: an operation that would
//! overflow gives `None`, and the caller falls back to something safe (a wider window, a bound
//! it already holds). The parser refuses trees whose means would not fit ([`MAX_EXACT`]).

use super::value::{Value, MAX_MANTISSA, MAX_SCALE};
use std::cmp::Ordering;
use std::fmt;

/// The largest numerator or denominator a tree's means may need (checked when a tree with
/// chance nodes is parsed): the sum of two such still fits in an `i64`.
pub const MAX_EXACT: i64 = 1_000_000_000_000_000_000;

/// A fraction `num / den` in lowest terms, `den > 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: i64,
    den: i64,
}

fn gcd(mut a: i64, mut b: i64) -> i64 {
    a = a.abs();
    b = b.abs();
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `10^k` for `k <= 38`.
fn pow10(k: u8) -> i64 {
    10i64.pow(u32::from(k))
}

impl Ratio {
    pub const ZERO: Ratio = Ratio { num: 0, den: 1 };
    pub const ONE: Ratio = Ratio { num: 1, den: 1 };

    /// `num / den` in lowest terms; None if `den` is 0 or a part is `i64::MIN`.
    pub fn new(num: i64, den: i64) -> Option<Ratio> {
        if den == 0 || num == i64::MIN || den == i64::MIN {
            return None;
        }
        let g = gcd(num, den).max(1);
        let sign = if den < 0 { -1 } else { 1 };
        Some(Ratio {
            num: sign * num / g,
            den: sign * den / g,
        })
    }

    pub fn int(n: i64) -> Ratio {
        Ratio { num: n, den: 1 }
    }

    /// The value exactly (`mantissa / 10^scale`).
    pub fn of(v: Value) -> Ratio {
        Ratio::new(v.mantissa(), pow10(v.scale())).unwrap_or(Ratio::ZERO)
    }

    pub fn numer(self) -> i64 {
        self.num
    }

    pub fn denom(self) -> i64 {
        self.den
    }

    pub fn checked_add(self, o: Ratio) -> Option<Ratio> {
        let g = gcd(self.den, o.den);
        let l = (self.den / g).checked_mul(o.den)?;
        let a = self.num.checked_mul(l / self.den)?;
        let b = o.num.checked_mul(l / o.den)?;
        Ratio::new(a.checked_add(b)?, l)
    }

    pub fn checked_sub(self, o: Ratio) -> Option<Ratio> {
        self.checked_add(-o)
    }

    pub fn checked_mul(self, o: Ratio) -> Option<Ratio> {
        // Cross-reduce first, so that the products stay as small as the result.
        let g1 = gcd(self.num, o.den).max(1);
        let g2 = gcd(o.num, self.den).max(1);
        let num = (self.num / g1).checked_mul(o.num / g2)?;
        let den = (self.den / g2).checked_mul(o.den / g1)?;
        Ratio::new(num, den)
    }

    /// None for a division by zero, or on overflow.
    pub fn checked_div(self, o: Ratio) -> Option<Ratio> {
        if o.num == 0 {
            return None;
        }
        self.checked_mul(Ratio {
            num: o.den * o.num.signum(),
            den: o.num.abs(),
        })
    }

    pub fn abs(self) -> Ratio {
        Ratio {
            num: self.num.abs(),
            den: self.den,
        }
    }

    pub fn is_negative(self) -> bool {
        self.num < 0
    }

    /// The least common multiple of two denominators (None on overflow).
    pub fn lcm(a: i64, b: i64) -> Option<i64> {
        (a / gcd(a, b).max(1)).checked_mul(b)
    }

    /// The exact decimal, if the fraction is one that a [`Value`] can hold.
    pub fn to_value(self) -> Option<Value> {
        let scale = (0..=MAX_SCALE).find(|&s| pow10(s) % self.den == 0)?;
        let m = self.num.checked_mul(pow10(scale) / self.den)?;
        let m = Some(m).filter(|m| m.abs() <= MAX_MANTISSA)?;
        Some(Value::new(m, scale))
    }

    /// The nearest decimal of `places` places (a half away from zero), if a [`Value`] holds it.
    pub fn rounded(self, places: u8) -> Option<Value> {
        let scaled = i128::from(self.num) * i128::from(pow10(places.min(MAX_SCALE)));
        let den = i128::from(self.den);
        let (q, rem) = (scaled / den, scaled % den);
        let q = q + (2 * rem.abs() >= den) as i128 * scaled.signum();
        let m = i64::try_from(q).ok().filter(|m| m.abs() <= MAX_MANTISSA)?;
        Some(Value::new(m, places.min(MAX_SCALE)))
    }

    /// Nearest `f64`, for tests and statistics only; never used to compare.
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

impl From<Value> for Ratio {
    fn from(v: Value) -> Ratio {
        Ratio::of(v)
    }
}

impl std::ops::Neg for Ratio {
    type Output = Ratio;
    /// Exact: a ratio's numerator is never `i64::MIN`.
    fn neg(self) -> Ratio {
        Ratio {
            num: -self.num,
            den: self.den,
        }
    }
}

impl Ord for Ratio {
    /// Exact, and free of overflow: when the cross products would overflow, the fractions are
    /// compared by their continued fractions (integer parts, then the remainders' reciprocals).
    fn cmp(&self, o: &Ratio) -> Ordering {
        if let (Some(a), Some(b)) = (self.num.checked_mul(o.den), o.num.checked_mul(self.den)) {
            return a.cmp(&b);
        }
        let (mut a, mut b, mut c, mut d) = (self.num, self.den, o.num, o.den);
        let mut flipped = false;
        loop {
            let (qa, qc) = (a.div_euclid(b), c.div_euclid(d));
            let order = if qa != qc {
                Some(qa.cmp(&qc))
            } else {
                let (ra, rc) = (a.rem_euclid(b), c.rem_euclid(d));
                match (ra == 0, rc == 0) {
                    (true, true) => Some(Ordering::Equal),
                    (true, false) => Some(Ordering::Less),
                    (false, true) => Some(Ordering::Greater),
                    // ra/b < rc/d exactly when b/ra > d/rc.
                    (false, false) => {
                        (a, b, c, d) = (b, ra, d, rc);
                        flipped = !flipped;
                        None
                    }
                }
            };
            if let Some(o) = order {
                return if flipped { o.reverse() } else { o };
            }
        }
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, o: &Ratio) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl fmt::Display for Ratio {
    /// A decimal when the fraction is one (`3.75`), else the fraction (`20/3`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.to_value() {
            Some(v) => write!(f, "{v}"),
            None => write!(f, "{}/{}", self.num, self.den),
        }
    }
}

/// A number or an infinity: a search window's edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Ext {
    NegInf,
    Fin(Ratio),
    PosInf,
}

impl Ext {
    pub fn fin(self) -> Option<Ratio> {
        match self {
            Ext::Fin(r) => Some(r),
            _ => None,
        }
    }
}

impl std::ops::Neg for Ext {
    type Output = Ext;
    fn neg(self) -> Ext {
        match self {
            Ext::NegInf => Ext::PosInf,
            Ext::Fin(r) => Ext::Fin(-r),
            Ext::PosInf => Ext::NegInf,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(n: i64, d: i64) -> Ratio {
        Ratio::new(n, d).unwrap()
    }

    #[test]
    fn arithmetic_is_exact_and_reduced() {
        assert_eq!(r(2, 4), r(1, 2));
        assert_eq!(r(3, -6), r(-1, 2));
        assert_eq!(r(1, 3).checked_add(r(1, 6)), Some(r(1, 2)));
        assert_eq!(r(1, 3).checked_mul(r(3, 4)), Some(r(1, 4)));
        assert_eq!(r(1, 3).checked_div(r(2, 3)), Some(r(1, 2)));
        assert_eq!(r(1, 3).checked_div(Ratio::ZERO), None);
        assert_eq!(r(5, 1).checked_sub(r(11, 2)), Some(r(-1, 2)));
        assert_eq!(Ratio::new(1, 0), None);
        let big = r(i64::MAX / 2, 1);
        assert_eq!(big.checked_add(big).map(|x| x > big), Some(true));
        assert_eq!(big.checked_add(big).and_then(|x| x.checked_add(big)), None);
    }

    #[test]
    fn shown_as_decimals_or_fractions() {
        assert_eq!(r(15, 4).to_string(), "3.75");
        assert_eq!(r(20, 3).to_string(), "20/3");
        assert_eq!(r(-7, 1).to_string(), "-7");
        assert_eq!(Ratio::of(Value::new(450, 2)).to_string(), "4.5");
        assert_eq!(r(1, 3).to_value(), None);
    }

    #[test]
    fn comparisons_never_overflow() {
        let a = r(i64::MAX - 1, i64::MAX - 2);
        let b = r(i64::MAX - 2, i64::MAX - 3);
        // Both just above 1; a = 1 + 1/(M-2) < b = 1 + 1/(M-3).
        assert_eq!(a.cmp(&b), Ordering::Less);
        assert_eq!(b.cmp(&a), Ordering::Greater);
        assert!(a > Ratio::ONE);
        assert_eq!(a.cmp(&a), Ordering::Equal);
        assert!(r(-1, 3) < r(-1, 4) && r(-1, 4) < Ratio::ZERO);
        let huge = r(i64::MAX - 5, 3);
        assert!(huge > r(i64::MAX - 7, 3) && -huge < r(-(i64::MAX - 7), 3));
        assert!(Ext::NegInf < Ext::Fin(-huge) && Ext::Fin(huge) < Ext::PosInf);
    }
}
