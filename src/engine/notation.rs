//! The tree notation: nested lists. `[[3,12,8],[2,4,6],[14,5,2]]` (JSON arrays always parse); a
//! number is a leaf, a list is a node. Friendlier forms are accepted too: parentheses for
//! brackets, whitespace instead of commas, and labels (`A(B(3 12 8) C(2 4 6))`, `H:3`).
//! Errors say where (line, column) and what was expected. Limits on size and depth give an
//! error, never a crash: the parser's recursion is bounded by the depth limit.

use super::tree::{Tree, TreeBuilder};
use super::value::{Value, MINUS_SIGN};
use crate::t;
use std::fmt;

/// Size limits for parsed trees.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Most nodes in a tree (inner nodes and leaves).
    pub max_nodes: usize,
    /// Deepest level (the root is level 0).
    pub max_depth: usize,
    /// Longest label, in characters.
    pub max_label: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_nodes: 100_000,
            max_depth: 64,
            max_label: 24,
        }
    }
}

/// A notation error: where, and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Byte offset into the text.
    pub offset: usize,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What is wrong, in plain words.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(
            INPUT_ERROR_AT,
            line = self.line,
            column = self.column,
            message = self.message
        ))
    }
}

impl std::error::Error for ParseError {}

/// Checks that a label can be written in the notation: a letter (or `_`) first, then letters,
/// digits, `_` or `'`, at most 24 characters, and not a word that means a number.
pub fn check_label(label: &str) -> Result<(), String> {
    let mut chars = label.chars();
    match chars.next() {
        None => return Err(t!(INPUT_LABEL_EMPTY)),
        Some(c) if !is_label_start(c) => {
            return Err(t!(INPUT_LABEL_START, char = c));
        }
        _ => {}
    }
    if let Some(c) = chars.find(|&c| !is_label_char(c)) {
        return Err(t!(INPUT_LABEL_CHARS, char = c));
    }
    if label.chars().count() > Limits::default().max_label {
        return Err(t!(INPUT_LABEL_TOO_LONG, max = Limits::default().max_label));
    }
    if ["inf", "infinity", "nan"].contains(&label.to_ascii_lowercase().as_str()) {
        return Err(t!(INPUT_LABEL_NUMBER, label = label));
    }
    Ok(())
}

/// Parses the notation with the default limits.
pub fn parse(text: &str) -> Result<Tree, ParseError> {
    parse_with(text, Limits::default())
}

/// Parses the notation with the given limits.
pub fn parse_with(text: &str, limits: Limits) -> Result<Tree, ParseError> {
    let mut p = Parser {
        text,
        pos: 0,
        limits,
        builder: TreeBuilder::new(),
    };
    p.skip_ws();
    if p.pos == text.len() {
        return Err(p.error_at(0, t!(INPUT_EMPTY_TREE)));
    }
    p.node(0)?;
    p.skip_ws();
    if p.pos < text.len() {
        let what = p.describe_here();
        return Err(p.error(t!(INPUT_AFTER_END, what = what)));
    }
    Ok(p.builder.finish())
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
    limits: Limits,
    builder: TreeBuilder,
}

fn closer_for(open: u8) -> u8 {
    if open == b'(' {
        b')'
    } else {
        b']'
    }
}

/// A character as a message shows it: `'x'`, or `U+0007` for a control character. (Not
/// `escape_debug`, which brings Unicode tables into the wasm; BENCHMARKS.md has the cost.)
pub fn quote_char(c: char) -> String {
    if c.is_control() {
        format!("U+{:04X}", c as u32)
    } else {
        format!("'{c}'")
    }
}

fn is_label_start(c: char) -> bool {
    c.is_alphabetic() || c == '_'
}

fn is_label_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '\''
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn peek_char(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn skip_ws(&mut self) {
        while let Some(c) = self.peek_char() {
            if c.is_whitespace() {
                self.pos += c.len_utf8();
            } else if c == '#' {
                // A comment runs to the end of the line.
                while let Some(c) = self.peek_char() {
                    if c == '\n' {
                        break;
                    }
                    self.pos += c.len_utf8();
                }
            } else {
                break;
            }
        }
    }

    fn error_at(&self, offset: usize, message: String) -> ParseError {
        let before = &self.text[..offset.min(self.text.len())];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = before[line_start..].chars().count() + 1;
        ParseError {
            offset,
            line,
            column,
            message,
        }
    }

    fn error(&self, message: String) -> ParseError {
        self.error_at(self.pos, message)
    }

    fn describe_here(&self) -> String {
        match self.peek_char() {
            None => t!(INPUT_END_OF_TEXT),
            Some(c) if c.is_control() => t!(INPUT_CHARACTER, char = quote_char(c)),
            Some(c) => quote_char(c),
        }
    }

    fn count_node(&self, start: usize) -> Result<(), ParseError> {
        if self.builder.len() >= self.limits.max_nodes {
            return Err(self.error_at(start, t!(INPUT_TOO_MANY_NODES, max = self.limits.max_nodes)));
        }
        Ok(())
    }

    /// One node (leaf or list), with an optional label, at `depth`.
    fn node(&mut self, depth: usize) -> Result<(), ParseError> {
        let start = self.pos;
        if depth > self.limits.max_depth {
            return Err(self.error(t!(INPUT_TOO_DEEP, max = self.limits.max_depth)));
        }
        let label = self.label()?;
        let estimate = self.estimate()?;
        if estimate.is_some() && !matches!(self.peek(), Some(b'[') | Some(b'(')) {
            let what = self.describe_here();
            return Err(self.error(t!(INPUT_ESTIMATE_NEEDS_LIST, what = what)));
        }
        match self.peek() {
            Some(b'[') | Some(b'(') => {
                self.count_node(start)?;
                let open = self.peek().unwrap_or(b'[');
                let open_pos = self.pos;
                self.pos += 1;
                self.builder.open_with(label, estimate);
                self.list(depth, open, open_pos)?;
                self.builder.close();
                Ok(())
            }
            Some(c)
                if c == b'-'
                    || c == b'+'
                    || c == b'.'
                    || c.is_ascii_digit()
                    || self.text[self.pos..].starts_with(MINUS_SIGN) =>
            {
                self.count_node(start)?;
                let value = self.number("leaf")?;
                self.builder.leaf(label, value);
                Ok(())
            }
            _ => {
                let what = self.describe_here();
                Err(self.error(t!(INPUT_EXPECTED_NODE, what = what)))
            }
        }
    }

    /// An optional static estimate of an inner node: `<4>` before its list.
    fn estimate(&mut self) -> Result<Option<Value>, ParseError> {
        if self.peek() != Some(b'<') {
            return Ok(None);
        }
        let open = self.pos;
        self.pos += 1;
        self.skip_ws();
        let value = self.number("estimate")?;
        self.skip_ws();
        if self.peek() != Some(b'>') {
            let what = self.describe_here();
            let column = self.error_at(open, String::new()).column;
            return Err(self.error(t!(INPUT_ESTIMATE_UNCLOSED, column = column, what = what)));
        }
        self.pos += 1;
        self.skip_ws();
        Ok(Some(value))
    }

    /// An optional label: `Name` directly before a list, or `Name:` before anything.
    fn label(&mut self) -> Result<Option<Box<str>>, ParseError> {
        match self.peek_char() {
            Some(c) if is_label_start(c) => {}
            _ => return Ok(None),
        }
        let start = self.pos;
        while let Some(c) = self.peek_char() {
            if !is_label_char(c) {
                break;
            }
            self.pos += c.len_utf8();
        }
        let name = &self.text[start..self.pos];
        let lower = name.to_ascii_lowercase();
        if ["inf", "infinity", "nan"].contains(&lower.as_str()) {
            return Err(self.error_at(start, t!(INPUT_LABEL_INFINITE, name = name)));
        }
        if name.chars().count() > self.limits.max_label {
            return Err(self.error_at(start, t!(INPUT_LABEL_TOO_LONG, max = self.limits.max_label)));
        }
        self.skip_ws();
        if self.peek() == Some(b':') || self.peek() == Some(b'=') {
            self.pos += 1;
            self.skip_ws();
        } else if !matches!(self.peek(), Some(b'[') | Some(b'(') | Some(b'<')) {
            let what = self.describe_here();
            return Err(self.error(t!(INPUT_EXPECTED_AFTER_LABEL, name = name, what = what)));
        }
        Ok(Some(name.into()))
    }

    /// A number: `what` it is (`leaf`, a leaf value, or `estimate`) names it in an error.
    fn number(&mut self, what: &str) -> Result<Value, ParseError> {
        let start = self.pos;
        while let Some(c) = self.peek_char() {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '+' | '_' | MINUS_SIGN) {
                self.pos += c.len_utf8();
            } else {
                break;
            }
        }
        let text = &self.text[start..self.pos];
        Value::parse(text).map_err(|e| {
            self.error_at(
                start,
                t!(INPUT_NOT_A_NUMBER, text = text, what = what, why = e),
            )
        })
    }

    /// The items of a list up to its closing bracket.
    fn list(&mut self, depth: usize, open: u8, open_pos: usize) -> Result<(), ParseError> {
        let close = closer_for(open);
        // Where the list opened, for an error only: finding a line and column reads the text
        // from its start, too slow to do for every list of a big tree.
        let opened = |p: &Self| p.error_at(open_pos, String::new());
        let mut items = 0usize;
        loop {
            self.skip_ws();
            match self.peek() {
                Some(c) if c == close => {
                    if items == 0 {
                        return Err(self.error(t!(INPUT_EMPTY_LIST)));
                    }
                    self.pos += 1;
                    return Ok(());
                }
                Some(b']') | Some(b')') => {
                    let what = self.describe_here();
                    let opened = opened(self);
                    return Err(self.error(t!(
                        INPUT_WRONG_CLOSER,
                        close = close as char,
                        open = open as char,
                        line = opened.line,
                        column = opened.column,
                        what = what
                    )));
                }
                None => {
                    let opened = opened(self);
                    return Err(self.error(t!(
                        INPUT_NEVER_CLOSED,
                        open = open as char,
                        line = opened.line,
                        column = opened.column,
                        close = close as char
                    )));
                }
                Some(b',') if items == 0 => {
                    return Err(self.error(t!(INPUT_COMMA_FIRST)));
                }
                _ => {}
            }
            self.node(depth + 1)?;
            items += 1;
            self.skip_ws();
            if self.peek() == Some(b',') {
                self.pos += 1;
                self.skip_ws();
                if self.peek() == Some(b',') {
                    return Err(self.error(t!(INPUT_TWO_COMMAS)));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pasted_minus_sign_reads_as_minus() {
        let tree = parse("[\u{2212}3, [4, \u{2212}2.5]]").expect("the page's minus sign");
        let values: Vec<String> = tree
            .leaves()
            .iter()
            .map(|&n| tree.value(n).map(|v| v.to_string()).unwrap_or_default())
            .collect();
        assert_eq!(values, ["-3", "4", "-2.5"]);
    }

    #[test]
    fn characters_are_quoted_or_named() {
        assert_eq!(quote_char('x'), "'x'");
        assert_eq!(quote_char('é'), "'é'");
        assert_eq!(quote_char('\u{7}'), "U+0007");
        assert_eq!(quote_char('\n'), "U+000A");
    }

    fn err(text: &str) -> String {
        match parse(text) {
            Ok(t) => panic!("{text:?} parsed as {}", t.to_notation()),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn json_and_friendly_forms() {
        let json = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
        assert_eq!(json.len(), 13);
        let friendly = parse("( (3 12 8) (2 4 6)\n (14 5 2) )").unwrap();
        assert_eq!(friendly.to_notation(), json.to_notation());
        let labelled = parse("A(B(3 12 8) C[2, 4, 6] D: [14 5 2])").unwrap();
        assert_eq!(labelled.label(0), "A");
        assert_eq!(labelled.to_notation(), "A[B[3,12,8],C[2,4,6],D[14,5,2]]");
        let leaf_labels = parse("[x:1, y = 2]").unwrap();
        assert_eq!(leaf_labels.label(1), "x");
        assert_eq!(leaf_labels.to_notation(), "[x:1,y:2]");
        assert_eq!(
            parse("[1.5e1, -3.01, 4.99]").unwrap().to_notation(),
            "[15,-3.01,4.99]"
        );
        assert_eq!(parse("7").unwrap().len(), 1);
        assert_eq!(
            parse("[1,2,] # trailing comma and a comment")
                .unwrap()
                .len(),
            3
        );
    }

    #[test]
    fn errors_say_where_and_what() {
        assert_eq!(
            err(""),
            "line 1, column 1: the tree is empty: write a list such as [[3,5],[6,9]]"
        );
        assert_eq!(
            err("[1,2"),
            "line 1, column 5: the '[' at line 1, column 1 is never closed: expected ']'"
        );
        assert_eq!(
            err("[1,2)"),
            "line 1, column 5: expected ']' to close the '[' at line 1, column 1, found ')'"
        );
        assert_eq!(
            err("[1,x]"),
            "line 1, column 5: expected '[', '(' or ':' after the label 'x', found ']'"
        );
        assert_eq!(err("[1,\n 2, 3.3.3]"), "line 2, column 5: '3.3.3' is not a leaf value: expected a number such as 7, -3 or 4.99");
        assert_eq!(err("[]"), "line 1, column 2: empty list: a node needs at least one child (or write a number for a leaf)");
        assert_eq!(err("[1],[2]"), "line 1, column 4: unexpected ',' after the end of the tree (is a bracket closed too early?)");
        assert_eq!(
            err("[1,,2]"),
            "line 1, column 4: two commas in a row: expected a number or '['"
        );
        assert_eq!(
            err("[,1]"),
            "line 1, column 2: expected a number or '[' before ','"
        );
        assert_eq!(
            err("[NaN]"),
            "line 1, column 2: 'NaN' is not allowed: leaf values must be finite numbers"
        );
        assert_eq!(err("[1e999]"), "line 1, column 2: '1e999' is not a leaf value: number too large: values must lie within about ±10^18");
        assert_eq!(
            err("[<x>[1,2]]"),
            "line 1, column 3: 'x' is not an estimate: expected a number such as 7, -3 or 4.99"
        );
        assert!(err("[1, \"2\"]").contains("found '\"'"));
        assert_eq!(err("[<4>1]"), "line 1, column 5: an estimate <v> belongs to an inner node: expected '[' after it, found '1'");
        assert_eq!(
            err("<4[1]"),
            "line 1, column 3: expected '>' to close the estimate opened at column 1, found '['"
        );
    }

    #[test]
    fn limits_give_errors_not_crashes() {
        let deep = format!("{}1{}", "[".repeat(10_000), "]".repeat(10_000));
        assert!(err(&deep).contains("too deep: a tree may have at most 64 levels"));
        let ok_deep = format!("{}1{}", "[".repeat(64), "]".repeat(64));
        assert_eq!(parse(&ok_deep).unwrap().height(), 64);
        let wide = format!("[{}]", vec!["1"; 100_000].join(","));
        assert!(err(&wide).contains("too many nodes: a tree may have at most 100000 nodes"));
        let fits = format!("[{}]", vec!["1"; 99_999].join(","));
        assert_eq!(parse(&fits).unwrap().len(), 100_000);
    }
}
