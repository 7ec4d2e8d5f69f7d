//! What a quiz asks about one tree, and the answers, as data: the words come later
//! (`words`), in the reader's language. The answers are the engine's: the search's own
//! solution and practice's answer key, the same that `ablab solve` prints and `ablab grade`
//! grades by.

use ::search::tree::{NodeId, Tree};
use search::{search, Algorithm, Event, Form, Score, Settings, Trace};
use teach::practice::{answer_key, Bound};

/// The most right choices, and the most wrong ones, a choice question offers: a platform's
/// grades are fixed fractions (`fractions`), and one in ten is the smallest share each of up to
/// ten choices can take.
pub const MOST_CHOICES_EACH: usize = 10;
/// How many nodes besides the right one the first-cutoff question offers as places.
const OTHER_PLACES: usize = 3;

/// What a question asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The root's value.
    RootValue,
    /// A node's alpha when it returns.
    Alpha(NodeId),
    /// A node's beta when it returns.
    Beta(NodeId),
    /// Which leaves are never evaluated.
    NeverEvaluated,
    /// Where the first cutoff happens, and which kind it is.
    FirstCutoff,
    /// The best move at the root.
    BestMove,
}

impl Ask {
    /// Its name in the messages (`quiz-ask-name`), and in a category's path.
    pub fn key(self) -> &'static str {
        match self {
            Ask::RootValue => "root_value",
            Ask::Alpha(_) => "alpha",
            Ask::Beta(_) => "beta",
            Ask::NeverEvaluated => "never_evaluated",
            Ask::FirstCutoff => "first_cutoff",
            Ask::BestMove => "best_move",
        }
    }
}

/// One choice a choice question offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// A leaf.
    Leaf(NodeId),
    /// A cutoff at a node: a beta-cut, or an alpha-cut.
    Cutoff { node: NodeId, beta: bool },
    /// The move from the root to a child.
    Move(NodeId),
}

/// A question's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// A number typed: `text` as a platform takes it (the engine's exact value, or a chance
    /// node's fraction to two decimals), `exact` as the engine shows it, and how far from
    /// `text` an answer may be (0 but for such a fraction).
    Number {
        text: String,
        exact: String,
        tolerance: f64,
    },
    /// An infinity, typed as text (`-inf`, `−∞`, ...): a number question cannot take it.
    Infinite(Bound),
    /// Choices, each right or wrong; `multiple` when any number of them may be ticked.
    Choices {
        choices: Vec<(Choice, bool)>,
        multiple: bool,
    },
}

/// One question about a tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    pub ask: Ask,
    pub answer: Answer,
}

/// The questions about `tree` searched under `settings` (alpha-beta to the leaves, as practice
/// searches): the root's value; alpha and beta at one node ([`window_node`]); with pruning,
/// the leaves never evaluated and the first cutoff; the best move, when the root moves. A
/// tree with chance nodes is asked its value and best move only: its windows and cutoffs are
/// a search beyond alpha-beta's.
pub fn questions(tree: &Tree, settings: Settings) -> Vec<Question> {
    let settings = teach::practice::practised(settings);
    let trace = search(tree, settings);
    let mut out = vec![Question {
        ask: Ask::RootValue,
        answer: root_value(&trace),
    }];
    if !tree.has_chance() {
        out.extend(window_questions(tree, &trace));
        out.extend(never_evaluated(tree, &trace));
        out.extend(first_cutoff(tree, &trace));
    }
    out.extend(best_move(tree, settings));
    out
}

/// The root's value as a number to type.
fn root_value(trace: &Trace) -> Answer {
    let exact = trace.table.show_exact(trace.solution.value);
    // A chance node's mean may be a fraction such as 20/3: asked to two decimals.
    match decimal(&exact) {
        Some(value) if exact.contains('/') => Answer::Number {
            text: format!("{value:.2}"),
            exact,
            tolerance: TWO_DECIMALS,
        },
        _ => Answer::Number {
            text: exact.clone(),
            exact,
            tolerance: 0.0,
        },
    }
}

/// Half a hundredth: an answer rounded to two decimals is within it.
pub const TWO_DECIMALS: f64 = 0.005;

/// `text` (a decimal, or a fraction `p/q`) as a number.
pub fn decimal(text: &str) -> Option<f64> {
    match text.split_once('/') {
        Some((p, q)) => Some(p.trim().parse::<f64>().ok()? / q.trim().parse::<f64>().ok()?),
        None => text.trim().parse().ok(),
    }
}

/// Alpha and beta when [`window_node`] returns, if the tree has such a node.
fn window_questions(tree: &Tree, trace: &Trace) -> Vec<Question> {
    let key = answer_key(tree, trace);
    let Some(&(node, alpha, beta)) = window_node(tree, &key.alpha_beta) else {
        return Vec::new();
    };
    let typed = |b: Bound| match b {
        Bound::Value(v) => Answer::Number {
            text: v.to_string(),
            exact: v.to_string(),
            tolerance: 0.0,
        },
        infinite => Answer::Infinite(infinite),
    };
    vec![
        Question {
            ask: Ask::Alpha(node),
            answer: typed(alpha),
        },
        Question {
            ask: Ask::Beta(node),
            answer: typed(beta),
        },
    ]
}

/// The node whose window is asked: of the inner nodes below the root that return, the first in
/// reading order with the most finite bounds (a window both of whose ends moved teaches most).
fn window_node<'k>(
    tree: &Tree,
    windows: &'k [(NodeId, Bound, Bound)],
) -> Option<&'k (NodeId, Bound, Bound)> {
    let finite = |b: &Bound| matches!(b, Bound::Value(_)) as u8;
    windows
        .iter()
        .filter(|(n, _, _)| *n != tree.root() && !tree.is_leaf(*n))
        .min_by_key(|(n, a, b)| (std::cmp::Reverse(finite(a) + finite(b)), *n))
}

/// Which leaves are never evaluated, when any is: up to [`MOST_CHOICES_EACH`] of those and of
/// the others, spread over the tree, in reading order.
fn never_evaluated(tree: &Tree, trace: &Trace) -> Option<Question> {
    let pruned = &trace.solution.pruned_leaves;
    if pruned.is_empty() {
        return None;
    }
    let leaves = tree.leaves();
    let (right, wrong): (Vec<usize>, Vec<usize>) =
        (0..leaves.len()).partition(|&i| pruned.contains(i));
    let mut chosen: Vec<(usize, bool)> = spread(&right)
        .into_iter()
        .map(|i| (i, true))
        .chain(spread(&wrong).into_iter().map(|i| (i, false)))
        .collect();
    chosen.sort_unstable();
    let choices = chosen
        .into_iter()
        .map(|(i, right)| (Choice::Leaf(leaves[i]), right))
        .collect();
    Some(Question {
        ask: Ask::NeverEvaluated,
        answer: Answer::Choices {
            choices,
            multiple: true,
        },
    })
}

/// At most [`MOST_CHOICES_EACH`] of `items`, evenly spread, in order.
fn spread(items: &[usize]) -> Vec<usize> {
    let n = items.len();
    if n <= MOST_CHOICES_EACH {
        return items.to_vec();
    }
    (0..MOST_CHOICES_EACH)
        .map(|k| items[k * n / MOST_CHOICES_EACH])
        .collect()
}

/// Where the first cutoff happens and which kind it is, when the search cuts: the right place
/// and kind, the same place with the other kind, and up to [`OTHER_PLACES`] other inner nodes
/// the search enters (those that cut later first), each with the kind a cut there would be.
fn first_cutoff(tree: &Tree, trace: &Trace) -> Option<Question> {
    let cuts: Vec<NodeId> = trace
        .events
        .iter()
        .filter_map(|e| match *e {
            Event::Cutoff { node, .. } => Some(node),
            _ => None,
        })
        .collect();
    let &first = cuts.first()?;
    let beta_cut =
        |n| trace.settings.form == Form::Negamax || teach::narrate::is_max(tree, trace, n);
    let entered = trace.events.iter().filter_map(|e| match *e {
        Event::Enter { node, .. } if node != tree.root() => Some(node),
        _ => None,
    });
    let mut places: Vec<NodeId> = Vec::new();
    for n in cuts.iter().copied().chain(entered) {
        if n != first && !places.contains(&n) && places.len() < OTHER_PLACES {
            places.push(n);
        }
    }
    let mut choices = vec![
        (
            Choice::Cutoff {
                node: first,
                beta: beta_cut(first),
            },
            true,
        ),
        (
            Choice::Cutoff {
                node: first,
                beta: !beta_cut(first),
            },
            false,
        ),
    ];
    choices.extend(places.into_iter().map(|n| {
        (
            Choice::Cutoff {
                node: n,
                beta: beta_cut(n),
            },
            false,
        )
    }));
    choices.sort_by_key(|(c, _)| match *c {
        Choice::Cutoff { node, beta } => (node, beta),
        _ => (0, false),
    });
    Some(Question {
        ask: Ask::FirstCutoff,
        answer: Answer::Choices {
            choices,
            multiple: false,
        },
    })
}

/// The best move at the root, when the root is Max or Min with two children or more, not all
/// as good: every child whose exact value (minimax without pruning, from Max's side) is the
/// root's is right, and when there are several the question asks for all of them.
fn best_move(tree: &Tree, settings: Settings) -> Option<Question> {
    let root = tree.root();
    if tree.child_count(root) < 2
        || tree.kind(root, settings.root) == ::search::kinds::NodeKind::Chance
    {
        return None;
    }
    let exact = Settings {
        algorithm: Algorithm::Minimax,
        form: Form::MaxMin,
        ..settings
    };
    let trace = search(tree, exact);
    let value_of = |child: NodeId| -> Option<Score> {
        trace.events.iter().find_map(|e| match *e {
            Event::Return { node, value, .. } if node == child => Some(value),
            Event::Leaf { node, value } if node == child => Some(value),
            _ => None,
        })
    };
    let choices: Vec<(Choice, bool)> = tree
        .children(root)
        .map(|c| (Choice::Move(c), value_of(c) == Some(trace.solution.value)))
        .collect();
    let right = choices.iter().filter(|c| c.1).count();
    // Every move as good as the others leaves nothing to choose.
    let wrong = choices.len() - right;
    if right == 0 || wrong == 0 || right > MOST_CHOICES_EACH || wrong > MOST_CHOICES_EACH {
        return None;
    }
    Some(Question {
        ask: Ask::BestMove,
        answer: Answer::Choices {
            choices,
            multiple: right > 1,
        },
    })
}
