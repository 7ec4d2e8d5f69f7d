//! What every sheet writes its text and paint with: XML escaping and the page's colours.

/// XML-escapes text.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

/// The page's colours (`static/style.css`; a test holds them equal).
pub(crate) const INK: &str = "#0f172a";
pub(crate) const MUTED: &str = "#475569";
pub(crate) const FAINT: &str = "#94a3b8";
pub(crate) const LINE: &str = "#cbd5e1";
pub(crate) const PAPER: &str = "#ffffff";
pub(crate) const MAX_FILL: &str = "#dbeafe";
pub(crate) const MAX_INK: &str = "#1d4ed8";
pub(crate) const MIN_FILL: &str = "#ffedd5";
pub(crate) const MIN_INK: &str = "#c2410c";
pub(crate) const CUT: &str = "#dc2626";
pub(crate) const FOCUS: &str = "#facc15";
