//! Lengths and text as the LaTeX sheets write them: pixels of the SVG sheet in centimetres and
//! points, and text escaped for pdflatex's default fonts.

use std::fmt::Write as _;

/// Centimetres per pixel of the SVG sheet: its 16-pixel text is then 10 points, the size of an
/// exam's text.
pub(super) const CM_PER_PX: f32 = 0.022;
/// Points per centimetre.
pub(super) const PT_PER_CM: f32 = 72.27 / 2.54;

/// A length in centimetres (or a scale), to two decimals, without trailing zeros.
pub(super) fn cm(v: f32) -> String {
    let s = format!("{v:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    match s {
        "-0" | "" => "0".to_string(),
        s => s.to_string(),
    }
}

/// A point of the SVG sheet (pixels, y down) as TikZ's (centimetres, y up).
pub(super) fn at(x: f32, y: f32) -> String {
    format!("({},{})", cm(x * CM_PER_PX), cm(-y * CM_PER_PX))
}

/// Text as LaTeX typesets it with pdflatex's default fonts: its special characters escaped, the
/// signs the sheets write (α, β, −, ≤, ≥, ∞, ×, →, ⌈ ⌉, ...) in math, the letters the default fonts hold as
/// they are (UTF-8, which LaTeX reads), and any other character as `?`.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        let math = match c {
            'α' => "\\alpha",
            'β' => "\\beta",
            '−' => "-",
            '≤' => "\\leq",
            '≥' => "\\geq",
            '∞' => "\\infty",
            '×' => "\\times",
            '·' => "\\cdot",
            '±' => "\\pm",
            '→' => "\\rightarrow",
            '←' => "\\leftarrow",
            '⌈' => "\\lceil",
            '⌉' => "\\rceil",
            '⌊' => "\\lfloor",
            '⌋' => "\\rfloor",
            'ε' => "\\varepsilon",
            '≠' => "\\neq",
            '<' => "<",
            '>' => ">",
            '|' => "|",
            _ => "",
        };
        if !math.is_empty() {
            let _ = write!(out, "\\ensuremath{{{math}}}");
            continue;
        }
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '$' | '&' | '#' | '%' | '_' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\^{}"),
            '~' => out.push_str("\\~{}"),
            '"' | '«' | '»' | '”' => out.push_str("''"),
            '“' => out.push_str("``"),
            '„' => out.push_str(",,"),
            ' '..='~' => out.push(c),
            '\n' | '\t' => out.push(' '),
            c if typeset(c) => out.push(c),
            _ => out.push('?'),
        }
    }
    out
}

/// A letter beyond ASCII that pdflatex's default fonts (OT1) write, by an accent: the Latin
/// letters of Latin-1 and Latin Extended-A, less those that need other fonts (ð, þ, đ, ŋ, the
/// ogonek's ą, ę, į, ų, ...), and the dashes, quotes and ellipsis.
fn typeset(c: char) -> bool {
    const NOT: &str = "ÐÞðþĄąĐđĘęĦħĮįĸĿŀŉŊŋŦŧŲų×÷";
    matches!(c, 'À'..='ſ' | '–' | '—' | '‘' | '’' | '…') && !NOT.contains(c)
}

/// A length in pixels (as the SVG writes it) in points, for line widths.
pub(super) fn pt(px: &str) -> String {
    let px: f32 = px.parse().unwrap_or(1.0);
    cm(px * CM_PER_PX * PT_PER_CM)
}
