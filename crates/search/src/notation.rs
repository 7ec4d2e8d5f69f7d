//! The tree notation: nested lists. `[[3,12,8],[2,4,6],[14,5,2]]` (JSON arrays always parse); a
//! number is a leaf, a list is a node. Friendlier forms are accepted too: parentheses for
//! brackets, whitespace instead of commas, and labels (`A(B(3 12 8) C(2 4 6))`, `H:3`).
//! A list may be marked with its kind: `+[...]` Max, `-[...]` Min, `~[...]` a chance node, whose
//! children may carry probabilities (`~[0.5@3, 0.25@[4,6], 0.25@7]`, all or none, adding up to
//! 1 within 1e-9; see [`super::kinds`]). A label stands before the sign (`B-[3,5]`), an
//! estimate before or after it, a probability before everything.
//! Errors say where (line, column) and what was expected, as data (`teach::words` says them). Limits on size and depth give an
//! error, never a crash: the parser's recursion is bounded by the depth limit.

use super::kinds::{NodeKind, Prob};
use super::tree::NodeId;
use super::tree::{exact_grid, Tree, TreeBuilder};
use super::value::{Value, MINUS_SIGN};
use super::{
    kinds::tolerance,
    ratio::{Ratio, MAX_EXACT},
};

mod error;
pub use error::{Found, LabelError, NumberRole, ParseError, ParseErrorKind};

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

/// About the fewest bytes a node of a big tree takes in the notation (a value of two digits
/// and a comma): the builder's first room, grown only for trees written more tightly.
const TYPICAL_NODE_BYTES: usize = 4;

/// Words that read as numbers (in any case), so never labels.
const NUMBER_WORDS: [&str; 3] = ["inf", "infinity", "nan"];

/// Checks that a label can be written in the notation: a letter (or `_`) first, then letters,
/// digits, `_` or `'`, at most 24 characters, and not a word that means a number.
pub fn check_label(label: &str) -> Result<(), LabelError> {
    let mut chars = label.chars();
    match chars.next() {
        None => return Err(LabelError::Empty),
        Some(c) if !is_label_start(c) => return Err(LabelError::Start(c)),
        _ => {}
    }
    if let Some(c) = chars.find(|&c| !is_label_char(c)) {
        return Err(LabelError::Chars(c));
    }
    let max = Limits::default().max_label;
    if label.chars().count() > max {
        return Err(LabelError::TooLong { max });
    }
    if NUMBER_WORDS.iter().any(|w| label.eq_ignore_ascii_case(w)) {
        return Err(LabelError::Number(label.to_string()));
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
        // Room for the nodes the text likely holds: a big tree's arrays are not grown and
        // copied again and again.
        builder: TreeBuilder::with_capacity(
            (text.len() / TYPICAL_NODE_BYTES).min(limits.max_nodes),
        ),
        chance_at: Vec::new(),
    };
    p.skip_ws();
    if p.pos == text.len() {
        return Err(p.error_at(0, ParseErrorKind::EmptyTree));
    }
    p.item_probability(false)?;
    p.node(0)?;
    p.skip_ws();
    if p.pos < text.len() {
        let found = p.found();
        return Err(p.error(ParseErrorKind::AfterEnd { found }));
    }
    let tree = std::mem::take(&mut p.builder).finish();
    if tree.has_chance() {
        if let Err(node) = exact_grid(&tree) {
            // The chance node at or below `node` nearest to it, where the means stop fitting.
            let k = p.chance_at.partition_point(|&(n, _)| n < node);
            let at = p
                .chance_at
                .get(k)
                .or(p.chance_at.last())
                .map_or(0, |&(_, at)| at);
            let digits = MAX_EXACT.ilog10();
            return Err(p.error_at(at, ParseErrorKind::MeansTooPrecise { digits }));
        }
    }
    Ok(tree)
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
    limits: Limits,
    builder: TreeBuilder,
    /// Every chance node's id and where its sign is, in preorder.
    chance_at: Vec<(NodeId, usize)>,
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

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn peek_char(&self) -> Option<char> {
        match self.peek() {
            Some(b) if b.is_ascii() => Some(char::from(b)),
            _ => self.text[self.pos..].chars().next(),
        }
    }

    fn skip_ws(&mut self) {
        // Most text between items is none at all, or ASCII.
        while let Some(b) = self.peek() {
            match b {
                b' ' | b'\n' | b'\t' | b'\r' => self.pos += 1,
                b'#' => break,
                _ if b.is_ascii_graphic() => return,
                _ => break,
            }
        }
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

    /// The 1-based line and column (in characters) of byte `offset`.
    fn place(&self, offset: usize) -> (usize, usize) {
        let before = &self.text[..offset.min(self.text.len())];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        (line, before[line_start..].chars().count() + 1)
    }

    fn error_at(&self, offset: usize, kind: ParseErrorKind) -> ParseError {
        let (line, column) = self.place(offset);
        ParseError {
            offset,
            line,
            column,
            kind,
        }
    }

    fn error(&self, kind: ParseErrorKind) -> ParseError {
        self.error_at(self.pos, kind)
    }

    fn found(&self) -> Found {
        self.peek_char().map_or(Found::End, Found::Char)
    }

    fn count_node(&self, start: usize) -> Result<(), ParseError> {
        if self.builder.len() >= self.limits.max_nodes {
            let max = self.limits.max_nodes;
            return Err(self.error_at(start, ParseErrorKind::TooManyNodes { max }));
        }
        Ok(())
    }

    /// One node (leaf or list), with an optional label, at `depth`.
    fn node(&mut self, depth: usize) -> Result<(), ParseError> {
        let start = self.pos;
        if depth > self.limits.max_depth {
            let max = self.limits.max_depth;
            return Err(self.error(ParseErrorKind::TooDeep { max }));
        }
        let label = self.label()?;
        let estimate = self.estimate()?;
        let sign_at = self.pos;
        let (mark, estimate) = self.mark(estimate)?;
        if estimate.is_some() && !matches!(self.peek(), Some(b'[') | Some(b'(')) {
            let found = self.found();
            return Err(self.error(ParseErrorKind::EstimateNeedsList { found }));
        }
        match self.peek() {
            Some(b'[') | Some(b'(') => {
                self.count_node(start)?;
                let open = self.peek().unwrap_or(b'[');
                let open_pos = self.pos;
                self.pos += 1;
                let id = self.builder.open_marked(label, estimate, mark);
                let chance = mark.is_some_and(NodeKind::is_chance);
                if chance {
                    self.chance_at.push((id, sign_at));
                }
                let probs = self.list(depth, open, open_pos, chance)?;
                if chance {
                    self.check_probabilities(id, sign_at, &probs)?;
                }
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
                let value = self.number(NumberRole::Leaf)?;
                self.builder.leaf(label, value);
                Ok(())
            }
            _ => {
                let found = self.found();
                Err(self.error(ParseErrorKind::ExpectedNode { found }))
            }
        }
    }

    /// An optional sign marking a list's kind: `+`, `-` (or U+2212) or `~`, directly before
    /// its bracket or its estimate (which may stand before the sign, or after it). A `+` or `-`
    /// before anything else begins a number. Gives the sign and the estimate, read before it
    /// (`estimate`) or after it.
    fn mark(
        &mut self,
        estimate: Option<Value>,
    ) -> Result<(Option<NodeKind>, Option<Value>), ParseError> {
        let Some(c) = self.peek_char() else {
            return Ok((None, estimate));
        };
        let Some(kind) = NodeKind::of_sign(c) else {
            return Ok((None, estimate));
        };
        let after = self.text[self.pos + c.len_utf8()..].chars().next();
        if matches!(after, Some('[' | '(' | '<')) {
            self.pos += c.len_utf8();
            let estimate = match estimate {
                None => self.estimate()?,
                before => before,
            };
            return Ok((Some(kind), estimate));
        }
        if kind == NodeKind::Chance {
            let kind = ParseErrorKind::ChanceNeedsList { after };
            return Err(self.error_at(self.pos + 1, kind));
        }
        Ok((None, estimate))
    }

    /// An optional probability before a list item: `0.5@` or `1/3@`. None (and nothing read)
    /// when the item does not start with one.
    fn probability(&mut self) -> Result<Option<(usize, Prob)>, ParseError> {
        let start = self.pos;
        match self.peek_char() {
            Some(c) if c.is_ascii_digit() || matches!(c, '.' | '+' | '-' | MINUS_SIGN) => {}
            _ => return Ok(None),
        }
        while let Some(c) = self.peek_char() {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '+' | '_' | '/' | MINUS_SIGN) {
                self.pos += c.len_utf8();
            } else {
                break;
            }
        }
        let end = self.pos;
        self.skip_ws();
        if self.peek() != Some(b'@') {
            self.pos = start;
            return Ok(None);
        }
        let text = &self.text[start..end];
        let p = Prob::parse(text).map_err(|why| {
            let text = text.to_string();
            self.error_at(start, ParseErrorKind::NotAProbability { text, why })
        })?;
        self.pos += 1;
        self.skip_ws();
        Ok(Some((start, p)))
    }

    /// An optional probability before a list item (the root's too), which only a chance
    /// node's child (`chance`) may have.
    fn item_probability(&mut self, chance: bool) -> Result<Option<Prob>, ParseError> {
        match self.probability()? {
            Some((at, _)) if !chance => Err(self.error_at(at, ParseErrorKind::ProbabilityOutside)),
            p => Ok(p.map(|(_, p)| p)),
        }
    }

    /// A chance node's probabilities, read with its items (each item's place and its
    /// probability, if written): all or none, adding up to 1.
    fn check_probabilities(
        &mut self,
        node: NodeId,
        sign_at: usize,
        probs: &[(usize, Option<Prob>)],
    ) -> Result<(), ParseError> {
        if probs.iter().all(|(_, p)| p.is_none()) {
            return Ok(());
        }
        if let Some(&(at, _)) = probs.iter().find(|(_, p)| p.is_none()) {
            return Err(self.error_at(at, ParseErrorKind::ProbabilityMissing));
        }
        let sum = probs
            .iter()
            .filter_map(|(_, p)| p.map(Prob::ratio))
            .try_fold(Ratio::ZERO, Ratio::checked_add);
        let off = sum.and_then(|s| s.checked_sub(Ratio::ONE));
        if off.is_none_or(|d| d.abs() > tolerance()) {
            let kind = ParseErrorKind::ProbabilitySum { total: sum };
            return Err(self.error_at(sign_at, kind));
        }
        let kids: Vec<NodeId> = self.builder.children_so_far(node);
        for (&c, (_, p)) in kids.iter().zip(probs) {
            self.builder.set_probability(c, *p);
        }
        Ok(())
    }

    /// An optional static estimate of an inner node: `<4>` before its list.
    fn estimate(&mut self) -> Result<Option<Value>, ParseError> {
        if self.peek() != Some(b'<') {
            return Ok(None);
        }
        let open = self.pos;
        self.pos += 1;
        self.skip_ws();
        let value = self.number(NumberRole::Estimate)?;
        self.skip_ws();
        if self.peek() != Some(b'>') {
            let (_, column) = self.place(open);
            let found = self.found();
            return Err(self.error(ParseErrorKind::EstimateUnclosed { column, found }));
        }
        self.pos += 1;
        self.skip_ws();
        Ok(Some(value))
    }

    /// An optional label: `Name` directly before a list, or `Name:` before anything.
    fn label(&mut self) -> Result<Option<&'a str>, ParseError> {
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
        let text: &'a str = self.text;
        let name = &text[start..self.pos];
        if NUMBER_WORDS.iter().any(|w| name.eq_ignore_ascii_case(w)) {
            let name = name.to_string();
            return Err(self.error_at(start, ParseErrorKind::LabelNumber { name }));
        }
        if name.chars().count() > self.limits.max_label {
            let max = self.limits.max_label;
            return Err(self.error_at(start, ParseErrorKind::LabelTooLong { max }));
        }
        self.skip_ws();
        // A sign before the list.
        let signed = {
            let mut next = self.text[self.pos..].chars();
            next.next().and_then(NodeKind::of_sign).is_some()
                && matches!(next.next(), Some('[' | '(' | '<'))
        };
        if self.peek() == Some(b':') || self.peek() == Some(b'=') {
            self.pos += 1;
            self.skip_ws();
        } else if !signed && !matches!(self.peek(), Some(b'[') | Some(b'(') | Some(b'<')) {
            let (name, found) = (name.to_string(), self.found());
            return Err(self.error(ParseErrorKind::ExpectedAfterLabel { name, found }));
        }
        Ok(Some(name))
    }

    /// A number: its `role` names it in an error.
    fn number(&mut self, role: NumberRole) -> Result<Value, ParseError> {
        let start = self.pos;
        loop {
            match self.peek() {
                Some(b) if b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'+' | b'_') => {
                    self.pos += 1;
                }
                Some(b) if !b.is_ascii() && self.text[self.pos..].starts_with(MINUS_SIGN) => {
                    self.pos += MINUS_SIGN.len_utf8();
                }
                _ => break,
            }
        }
        let text = &self.text[start..self.pos];
        Value::parse(text).map_err(|why| {
            let text = text.to_string();
            self.error_at(start, ParseErrorKind::NotANumber { text, role, why })
        })
    }

    /// The items of a list up to its closing bracket; for a chance node's list, each item's
    /// place and probability (if written).
    fn list(
        &mut self,
        depth: usize,
        open: u8,
        open_pos: usize,
        chance: bool,
    ) -> Result<Vec<(usize, Option<Prob>)>, ParseError> {
        let close = closer_for(open);
        // Where the list opened, for an error only: finding a line and column reads the text
        // from its start, too slow to do for every list of a big tree.
        let opened = |p: &Self| p.place(open_pos);
        let mut items = 0usize;
        let mut probs = Vec::new();
        loop {
            self.skip_ws();
            match self.peek() {
                Some(c) if c == close => {
                    if items == 0 {
                        return Err(self.error(ParseErrorKind::EmptyList));
                    }
                    self.pos += 1;
                    return Ok(probs);
                }
                Some(b']') | Some(b')') => {
                    let ((line, column), found) = (opened(self), self.found());
                    return Err(self.error(ParseErrorKind::WrongCloser {
                        open: char::from(open),
                        close: char::from(close),
                        line,
                        column,
                        found,
                    }));
                }
                None => {
                    let (line, column) = opened(self);
                    return Err(self.error(ParseErrorKind::NeverClosed {
                        open: char::from(open),
                        close: char::from(close),
                        line,
                        column,
                    }));
                }
                Some(b',') if items == 0 => {
                    return Err(self.error(ParseErrorKind::CommaFirst));
                }
                _ => {}
            }
            let at = self.pos;
            let p = self.item_probability(chance)?;
            if chance {
                probs.push((at, p));
            }
            self.node(depth + 1)?;
            items += 1;
            self.skip_ws();
            if self.peek() == Some(b',') {
                self.pos += 1;
                self.skip_ws();
                if self.peek() == Some(b',') {
                    return Err(self.error(ParseErrorKind::TwoCommas));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
