//! Large counts as each language writes them. English and Slovenian count in millions and word
//! the unit in the message ("50 million", "50 milijonov"); Japanese and Chinese count in myriads
//! (万, 10⁴; 億 or 亿, 10⁸), so a message there is given the whole count already written in
//! them (5000万), never a number to glue a unit to ("{ $million }00万" read 10000万 past 99
//! million).

use super::{language, Lang};
use std::fmt;

/// A count of millions, as a message's `$million`: in English and Slovenian the number of
/// millions (`50`), which the message follows with its word for a million (and chooses that
/// word's plural form by); in Japanese and Chinese the whole count in myriads ([`myriads`]:
/// `5000万`), which the message writes with no unit after it. Worded in the language in force
/// when shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Millions(pub u64);

impl fmt::Display for Millions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match language() {
            lang @ (Lang::Ja | Lang::Zh) => {
                f.write_str(&myriads(self.0.saturating_mul(1_000_000), lang))
            }
            Lang::En | Lang::Sl => write!(f, "{}", self.0),
        }
    }
}

/// `n` in myriads, as Japanese and Chinese write a large number in digits: each group of four
/// digits followed by its unit, a group of zeros left out, no separators inside a group.
///
/// - Japanese: 万 (10⁴), 億 (10⁸), 兆 (10¹²), 京 (10¹⁶): 1,234,567 is 123万4567, 50,000,000 is
///   5000万, 100,000,123 is 1億123.
/// - Chinese: 万 and 亿, and above 10¹² the count of 亿 in 万 (1万亿); where zeros are skipped
///   inside the number it says 零, as the words do (一百万零五百六十七): 1,000,567 is 100万零567,
///   100,000,123 is 1亿零123.
/// - Other languages: the digits as they are.
pub fn myriads(n: u64, lang: Lang) -> String {
    match lang {
        Lang::Ja => japanese(n),
        Lang::Zh => chinese(n),
        Lang::En | Lang::Sl => n.to_string(),
    }
}

const MYRIAD: u64 = 10_000;
const OKU: u64 = MYRIAD * MYRIAD;

fn japanese(n: u64) -> String {
    const UNITS: [&str; 5] = ["", "万", "億", "兆", "京"];
    if n == 0 {
        return "0".to_string();
    }
    let mut groups = Vec::new();
    let mut rest = n;
    while rest > 0 {
        groups.push(rest % MYRIAD);
        rest /= MYRIAD;
    }
    let mut out = String::new();
    for (at, g) in groups.iter().enumerate().rev() {
        if *g > 0 {
            out.push_str(&g.to_string());
            out.push_str(UNITS[at]);
        }
    }
    out
}

fn chinese(n: u64) -> String {
    if n >= OKU {
        let (high, low) = (n / OKU, n % OKU);
        let mut out = chinese(high) + "亿";
        if low > 0 {
            if low < OKU / 10 {
                out.push('零');
            }
            out.push_str(&chinese(low));
        }
        return out;
    }
    if n >= MYRIAD {
        let (high, low) = (n / MYRIAD, n % MYRIAD);
        let mut out = format!("{high}万");
        if low > 0 {
            if low < MYRIAD / 10 {
                out.push('零');
            }
            out.push_str(&low.to_string());
        }
        return out;
    }
    n.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn japanese_counts_in_man_oku_and_cho() {
        for (n, text) in [
            (0, "0"),
            (9_999, "9999"),
            (10_000, "1万"),
            (1_234_567, "123万4567"),
            (1_000_567, "100万567"),
            (50_000_000, "5000万"),
            (99_000_000, "9900万"),
            (100_000_000, "1億"),
            (100_000_123, "1億123"),
            (150_000_000, "1億5000万"),
            (1_234_567_890_123, "1兆2345億6789万123"),
            (u64::MAX, "1844京6744兆737億955万1615"),
        ] {
            assert_eq!(myriads(n, Lang::Ja), text, "{n}");
        }
    }

    #[test]
    fn chinese_counts_in_wan_and_yi_and_says_ling_for_a_gap() {
        for (n, text) in [
            (0, "0"),
            (9_999, "9999"),
            (10_000, "1万"),
            (120_050, "12万零50"),
            (1_234_567, "123万4567"),
            (1_000_567, "100万零567"),
            (50_000_000, "5000万"),
            (100_000_000, "1亿"),
            (100_000_123, "1亿零123"),
            (101_000_000, "1亿零100万"),
            (150_000_000, "1亿5000万"),
            (1_234_567_890_123, "1万2345亿6789万零123"),
        ] {
            assert_eq!(myriads(n, Lang::Zh), text, "{n}");
        }
    }

    #[test]
    fn millions_are_worded_in_the_language_in_force() {
        let said = |lang: Lang, m: u64| {
            crate::use_language(lang).expect("the file reads");
            let text = Millions(m).to_string();
            crate::use_language(Lang::En).expect("English");
            text
        };
        assert_eq!(said(Lang::En, 50), "50");
        assert_eq!(said(Lang::Sl, 50), "50");
        assert_eq!(said(Lang::Ja, 50), "5000万");
        assert_eq!(said(Lang::Zh, 50), "5000万");
        // Past 99 million a unit glued to the digits would read 10000万.
        assert_eq!(said(Lang::Ja, 100), "1億");
        assert_eq!(said(Lang::Zh, 250), "2亿5000万");
    }
}
