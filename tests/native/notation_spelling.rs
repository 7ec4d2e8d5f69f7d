//! Good notation in every accepted spelling (brackets, separators, comments, labels, number
//! forms, signs and probabilities) parses to the tree it stands for and round-trips through
//! `to_notation`; with one character changed, it parses or gives a clean error.

use super::notation_fuzz::{check, check_text, EDIT_CHARS};
use alphabeta_lab::search::*;
use proptest::prelude::*;

// ---------------------------------------------------------------------------------------------
// Valid notation in every accepted spelling
// ---------------------------------------------------------------------------------------------

/// A tree with each leaf's value as (mantissa, scale).
#[derive(Clone, Debug)]
enum Gen {
    Leaf(i64, u8),
    Node(Vec<Gen>),
}

fn gen_tree() -> impl Strategy<Value = Gen> {
    let leaf = prop_oneof![
        3 => (-20i64..=20).prop_map(|m| Gen::Leaf(m, 0)),
        1 => (-99_999i64..=99_999, 0u8..=4).prop_map(|(m, s)| Gen::Leaf(m, s)),
        1 => (-999_999_999_999_999_999i64..=999_999_999_999_999_999, 0u8..=18)
            .prop_map(|(m, s)| Gen::Leaf(m, s)),
    ];
    let tree = leaf.clone().prop_recursive(6, 96, 4, |inner| {
        prop::collection::vec(inner, 1..=5).prop_map(Gen::Node)
    });
    prop_oneof![1 => leaf, 12 => prop::collection::vec(tree, 1..=5).prop_map(Gen::Node)]
}

/// Random choices for spelling: brackets, separators, comments, labels, number forms.
fn style_bytes() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(any::<u8>(), 1..64)
}

/// Labels to pick from: letters, digits, `_` and `'`, up to the length limit, never a word
/// reserved for infinities.
fn label_pool() -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec(
        prop_oneof![
            "[A-Za-z_][A-Za-z0-9_']{0,4}",
            "[A-Z][a-z0-9]{0,22}",
            "[αβγδΩ][a-zé]{0,3}",
        ]
        .prop_filter("not a reserved word", |l| {
            !["inf", "infinity", "nan"].contains(&l.to_ascii_lowercase().as_str())
        }),
        1..8,
    )
}

struct Spelling<'a> {
    style: &'a [u8],
    at: usize,
    labels: &'a [String],
}

impl Spelling<'_> {
    fn pick(&mut self, n: u8) -> u8 {
        let b = self.style[self.at % self.style.len()];
        self.at += 1;
        b % n
    }

    fn ws(&mut self, out: &mut String) {
        out.push_str(match self.pick(12) {
            0..=5 => "",
            6..=7 => " ",
            8 => "\n",
            9 => "\t ",
            10 => " # a comment, [with] (brackets)\n",
            _ => "\r\n  ",
        });
    }

    fn label(&mut self) -> Option<String> {
        if self.pick(3) == 0 {
            let i = usize::from(self.pick(255)) % self.labels.len();
            Some(self.labels[i].clone())
        } else {
            None
        }
    }

    fn number(&mut self, m: i64, s: u8) -> String {
        let v = Value::new(m, s);
        match self.pick(6) {
            0 if m >= 0 => format!("+{v}"),
            1 if m >= 0 => format!("00{v}"),
            2 => format!("{m}e-{s}"),
            3 => format!("{m}E-{s}"),
            4 if s == 0 && m.unsigned_abs() < 1_000_000 => format!("{m}.0"),
            5 if m > 0 && s > 0 && m < 10i64.pow(u32::from(s)) => {
                // `.05` for 0.05
                v.to_string().trim_start_matches('0').to_string()
            }
            _ => v.to_string(),
        }
    }
}

/// Whether every value under `g` is small enough for a chance node's means to be kept exactly
/// whatever the probabilities (huge values with many decimals may not be: the parser says so).
fn small(g: &Gen) -> bool {
    match g {
        Gen::Leaf(m, s) => m.unsigned_abs() < 1_000_000 && *s <= 4,
        Gen::Node(children) => children.iter().all(small),
    }
}

/// What a node's text writes besides its label and value: its sign and its probability, in
/// canonical form.
#[derive(Clone, Debug, Default, PartialEq)]
struct Marks {
    sign: Option<char>,
    prob: Option<String>,
}

/// The probabilities of `n` children, as typed and as printed: `1/n` each, or halves
/// (`0.5`, `0.25`, ... the last two equal), which add up to 1 exactly.
fn probabilities(n: usize, halves: bool) -> Vec<(String, String)> {
    if !halves || n > 12 {
        return vec![(format!("1/{n}"), format!("1/{n}")); n];
    }
    if n == 1 {
        return vec![("1".into(), "1".into())];
    }
    (0..n)
        .map(|i| {
            let k = (i + 1).min(n - 1) as u32;
            let v = Value::new(5i64.pow(k), k as u8);
            let typed = if i % 2 == 0 {
                v.to_string()
            } else {
                v.to_string().trim_start_matches('0').to_string()
            };
            (typed, v.to_string())
        })
        .collect()
}

/// The text, the nested values it stands for, the labels in preorder, and each node's sign
/// and probability.
fn render(
    g: &Gen,
    style: &[u8],
    labels: &[String],
) -> (String, Nested, Vec<Option<String>>, Vec<Marks>) {
    fn walk(
        g: &Gen,
        sp: &mut Spelling,
        out: &mut String,
        labels: &mut Vec<Option<String>>,
        marks: &mut Vec<Marks>,
    ) -> Nested {
        let label = sp.label();
        match g {
            Gen::Leaf(m, s) => {
                if let Some(l) = &label {
                    out.push_str(l);
                    sp.ws(out);
                    out.push(if sp.pick(2) == 0 { ':' } else { '=' });
                    sp.ws(out);
                }
                labels.push(label);
                marks.push(Marks::default());
                out.push_str(&sp.number(*m, *s));
                Nested::Leaf(Value::new(*m, *s))
            }
            Gen::Node(children) => {
                if let Some(l) = &label {
                    out.push_str(l);
                    match sp.pick(3) {
                        0 => {}
                        1 => sp.ws(out),
                        _ => {
                            out.push(':');
                            sp.ws(out);
                        }
                    }
                }
                labels.push(label.clone());
                let sign = match sp.pick(8) {
                    0 => Some('+'),
                    1 => Some('-'),
                    2 | 3 if small(g) => Some('~'),
                    _ => None,
                };
                if let Some(c) = sign {
                    out.push(c);
                }
                marks.push(Marks { sign, prob: None });
                let probs = (sign == Some('~') && sp.pick(2) == 0)
                    .then(|| probabilities(children.len(), sp.pick(2) == 0));
                let (open, close) = if sp.pick(2) == 0 {
                    ('[', ']')
                } else {
                    ('(', ')')
                };
                out.push(open);
                let mut nested = Vec::new();
                for (i, c) in children.iter().enumerate() {
                    sp.ws(out);
                    if i > 0 {
                        // A separator: a comma, or whitespace alone.
                        if sp.pick(3) == 0 {
                            out.push(' ');
                        } else {
                            out.push(',');
                        }
                        sp.ws(out);
                    }
                    let at = marks.len();
                    if let Some(p) = &probs {
                        out.push_str(&p[i].0);
                        sp.ws(out);
                        out.push('@');
                        sp.ws(out);
                    }
                    nested.push(walk(c, sp, out, labels, marks));
                    if let Some(p) = &probs {
                        marks[at].prob = Some(p[i].1.clone());
                    }
                }
                sp.ws(out);
                if sp.pick(5) == 0 {
                    out.push(',');
                    sp.ws(out);
                }
                out.push(close);
                Nested::Node(nested)
            }
        }
    }
    let mut sp = Spelling {
        style,
        at: 0,
        labels,
    };
    let mut out = String::new();
    let mut preorder_labels = Vec::new();
    let mut marks = Vec::new();
    sp.ws(&mut out);
    let nested = walk(g, &mut sp, &mut out, &mut preorder_labels, &mut marks);
    sp.ws(&mut out);
    (out, nested, preorder_labels, marks)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Valid notation in any spelling parses to the tree it stands for, with its labels; the
    /// printed notation parses back to the same tree and prints the same again.
    #[test]
    fn valid_notation_round_trips(g in gen_tree(), style in style_bytes(), labels in label_pool()) {
        let (text, nested, expected_labels, marks) = render(&g, &style, &labels);
        let tree = parse(&text).map_err(|e| TestCaseError::fail(format!("{text:?}: {e:?}")))?;
        prop_assert_eq!(tree.to_nested(), nested, "{:?}", text);
        for (id, m) in marks.iter().enumerate() {
            let id = id as NodeId;
            prop_assert_eq!(tree.mark(id).map(|k| k.sign()), m.sign, "{:?} node {}", text, id);
            prop_assert_eq!(tree.probability(id).map(|p| p.to_string()), m.prob.clone(), "{:?} node {}", text, id);
        }
        for (id, l) in expected_labels.iter().enumerate() {
            let id = id as NodeId;
            prop_assert_eq!(tree.has_custom_label(id), l.is_some(), "{:?} node {}", text, id);
            if let Some(l) = l {
                prop_assert_eq!(tree.label(id).into_owned(), l.clone());
            }
        }
        // Values keep the digits typed once parsed: every leaf prints as its canonical form.
        let printed = tree.to_notation();
        let again = parse(&printed).map_err(|e| TestCaseError::fail(format!("{printed:?}: {e:?}")))?;
        prop_assert_eq!(&again, &tree, "{:?} -> {:?}", text, printed);
        prop_assert_eq!(again.to_notation(), printed.clone());
        for &leaf in tree.leaves() {
            prop_assert_eq!(
                again.value(leaf).map(|v| (v.mantissa(), v.scale())),
                tree.value(leaf).map(|v| (v.mantissa(), v.scale())),
                "leaf {} of {:?}", leaf, printed
            );
        }
        check(&text, &Ok(tree))?;
    }

    /// Valid notation with one character inserted, deleted or replaced.
    #[test]
    fn mutated_notation_parses_or_errs(
        g in gen_tree(),
        style in style_bytes(),
        labels in label_pool(),
        at in any::<prop::sample::Index>(),
        edit in 0u8..3,
        c in prop_oneof![
            prop::sample::select(EDIT_CHARS),
            any::<char>(),
        ],
    ) {
        let (text, _, _, _) = render(&g, &style, &labels);
        let mut chars: Vec<char> = text.chars().collect();
        let i = at.index(chars.len() + 1);
        match edit {
            0 => chars.insert(i, c),
            1 if i < chars.len() => {
                chars.remove(i);
            }
            _ if i < chars.len() => chars[i] = c,
            _ => chars.push(c),
        }
        let text: String = chars.into_iter().collect();
        check_text(&text)?;
    }
}
