//! A question worded for either format, in the language in force: its name, what it asks, its
//! answers with their grades, and its feedback, the explanation practice gives (why a node
//! returns what it does, the narration of the cutoffs) worded for the right and the wrong
//! answer.

use crate::fractions::percent;
use crate::question::{questions, Answer, Ask, Choice, Question};
use crate::{Item, Quiz};
use ::search::tree::{NodeId, Tree};
use i18n::t;
use search::{search, Event, Trace};
use teach::narrate::{self, join_words, kind_word, narrate, Style};
use teach::practice::{practised, reason, sentences, Bound, Reason};

/// The typed forms of an infinity a text answer takes as right.
fn infinity_forms(b: Bound) -> Vec<String> {
    let forms: &[&str] = match b {
        Bound::NegInf => &["-inf", "−∞", "-∞", "-infinity"],
        _ => &["+inf", "inf", "+∞", "∞", "infinity", "+infinity"],
    };
    forms.iter().map(|s| s.to_string()).collect()
}

/// One tree, read once for all of its questions: its search, and what every question shows.
pub(crate) struct Context<'a> {
    pub tree: &'a Tree,
    pub trace: Trace,
    /// The search and its conventions, in words.
    pub intro: String,
    /// The tree in the notation.
    pub notation: String,
}

impl<'a> Context<'a> {
    pub fn new(item: &'a Item) -> Context<'a> {
        let trace = search(&item.tree, practised(item.settings));
        let conventions = narrate::conventions(&trace.settings, Style::UNICODE);
        Context {
            tree: &item.tree,
            intro: t!(QUIZ_INTRO, conventions = conventions),
            notation: item.tree.to_notation(),
            trace,
        }
    }

    fn label(&self, node: NodeId) -> String {
        self.tree.label(node).into_owned()
    }

    /// A node as a choice or the text drawing names it: "H (leaf 3)", or "B (Min)".
    pub fn node_name(&self, node: NodeId) -> String {
        match self.tree.value(node) {
            Some(v) => t!(
                PRACTICE_LEAF,
                label = self.label(node),
                value = Bound::Value(v).show(true)
            ),
            None => format!(
                "{} ({})",
                self.label(node),
                kind_word(self.tree, &self.trace, node)
            ),
        }
    }

    /// The narration of the search's step `i`.
    fn step(&self, i: usize) -> String {
        narrate(self.tree, &self.trace, i, Style::UNICODE)
    }
}

/// A question as written: its words, answers and feedback.
pub(crate) struct Worded {
    pub name: String,
    pub ask: String,
    pub form: Form,
    /// Shown to a right answer, a partly right one and a wrong one.
    pub right: String,
    pub partly: String,
    pub wrong: String,
    /// Shown to everyone after answering: the answer and why.
    pub general: String,
}

/// How a question is answered.
pub(crate) enum Form {
    /// A number, within `tolerance` of `text`.
    Number { text: String, tolerance: f64 },
    /// Text, any of `accepted` (case aside).
    Text { accepted: Vec<String> },
    /// Choices, each with its grade (a percentage as a platform writes it).
    Choices {
        multiple: bool,
        options: Vec<(String, String, bool)>,
    },
}

/// Every question of `quiz` as a file writes them: for each exercise, a category per question
/// (its path, [`category_path`]), in the order the first tree asks them, holding that question
/// about each variant, written by `write` from what `per_tree` makes once for each tree (its
/// figure or its drawing, given the exercise's number and the variant's, from 1).
pub(crate) fn by_category<S, E>(
    quiz: &Quiz,
    mut per_tree: impl FnMut(&Context, usize, usize) -> Result<S, E>,
    write: impl Fn(&Worded, &Context, &S) -> String,
) -> Result<Vec<(String, Vec<String>)>, E> {
    let mut out = Vec::new();
    for (i, variants) in quiz.exercises.iter().enumerate() {
        let number = i + 1;
        let mut by_ask: Vec<(String, Vec<String>)> = Vec::new();
        for (v, item) in variants.iter().enumerate() {
            let c = Context::new(item);
            let made = per_tree(&c, number, v + 1)?;
            for q in questions(&item.tree, item.settings) {
                let text = write(
                    &worded(&c, &q, question_name(number, v + 1, q.ask)),
                    &c,
                    &made,
                );
                let ask = ask_name(q.ask);
                match by_ask.iter_mut().find(|(k, _)| *k == ask) {
                    Some((_, list)) => list.push(text),
                    None => by_ask.push((ask, vec![text])),
                }
            }
        }
        let paths = by_ask
            .into_iter()
            .map(|(ask, list)| (category_path(&quiz.title, number, &ask), list));
        out.extend(paths);
    }
    Ok(out)
}

/// The category a question's variants share: below the course's top, the quiz's title, the
/// exercise, then what is asked. A `/` in a name is written `//`, as Moodle reads it.
pub(crate) fn category_path(title: &str, exercise: usize, ask: &str) -> String {
    let title = if title.trim().is_empty() {
        t!(SHEET_TITLE_WORKSHEET)
    } else {
        title.to_string()
    };
    let names = [title, t!(QUIZ_EXERCISE, number = exercise), ask.to_string()];
    let names: Vec<String> = names.iter().map(|n| n.replace('/', "//")).collect();
    format!("$course$/top/{}", names.join("/"))
}

/// The question's name: the exercise, the tree (its variant) and what is asked.
fn question_name(exercise: usize, variant: usize, ask: Ask) -> String {
    t!(
        QUIZ_QUESTION_NAME,
        exercise = t!(QUIZ_EXERCISE, number = exercise),
        variant = variant,
        ask = ask_name(ask)
    )
}

/// What is asked, as a category's last name.
fn ask_name(ask: Ask) -> String {
    t!(QUIZ_ASK_NAME, ask = ask.key())
}

/// `q`, asked about `c`'s tree, worded.
fn worded(c: &Context, q: &Question, name: String) -> Worded {
    let why = why(c, q);
    let (form, answer) = form(c, &q.answer);
    Worded {
        name,
        ask: ask_text(c, q),
        form,
        right: t!(QUIZ_RIGHT, why = why.clone()),
        partly: t!(QUIZ_PARTLY, why = why.clone()),
        wrong: t!(QUIZ_WRONG, why = why.clone()),
        general: t!(QUIZ_ANSWER_IS, answer = answer, why = why),
    }
}

/// The question's sentence.
fn ask_text(c: &Context, q: &Question) -> String {
    let root = c.label(c.tree.root());
    match (q.ask, &q.answer) {
        (Ask::RootValue, Answer::Number { tolerance, .. }) if *tolerance > 0.0 => {
            t!(QUIZ_ASK_ROOT_VALUE_DECIMALS, root = root)
        }
        (Ask::RootValue, _) => t!(QUIZ_ASK_ROOT_VALUE, root = root),
        (Ask::Alpha(n), _) => t!(QUIZ_ASK_ALPHA, node = c.label(n)),
        (Ask::Beta(n), _) => t!(QUIZ_ASK_BETA, node = c.label(n)),
        (Ask::NeverEvaluated, _) => t!(QUIZ_ASK_NEVER_EVALUATED),
        (Ask::FirstCutoff, _) => t!(QUIZ_ASK_FIRST_CUTOFF),
        (Ask::BestMove, Answer::Choices { multiple: true, .. }) => {
            t!(QUIZ_ASK_BEST_MOVES, root = root)
        }
        (Ask::BestMove, _) => t!(QUIZ_ASK_BEST_MOVE, root = root),
    }
}

/// How the question is answered, and its answer in words.
fn form(c: &Context, answer: &Answer) -> (Form, String) {
    match answer {
        Answer::Number {
            text,
            exact,
            tolerance,
        } => {
            let shown = if text == exact {
                text.clone()
            } else {
                format!("{exact} ≈ {text}")
            };
            let form = Form::Number {
                text: text.clone(),
                tolerance: *tolerance,
            };
            (form, shown)
        }
        Answer::Infinite(b) => {
            let accepted = infinity_forms(*b);
            let shown = format!("{} ({})", b.show(false), b.show(true));
            (Form::Text { accepted }, shown)
        }
        Answer::Choices { choices, multiple } => {
            let right = choices.iter().filter(|c| c.1).count();
            let wrong = choices.len() - right;
            let options: Vec<(String, String, bool)> = choices
                .iter()
                .map(|&(choice, is_right)| {
                    let grade = percent(is_right, right, wrong, *multiple);
                    (choice_text(c, choice), grade, is_right)
                })
                .collect();
            let shown: Vec<String> = options
                .iter()
                .filter(|o| o.2)
                .map(|o| o.0.clone())
                .collect();
            let form = Form::Choices {
                multiple: *multiple,
                options,
            };
            (form, join_words(&shown))
        }
    }
}

/// A choice in words.
fn choice_text(c: &Context, choice: Choice) -> String {
    match choice {
        Choice::Leaf(n) => c.node_name(n),
        Choice::Cutoff { node, beta } => {
            let cut = if beta { "beta" } else { "alpha" };
            t!(QUIZ_CUTOFF_CHOICE, cut = cut, node = c.label(node))
        }
        Choice::Move(n) => t!(QUIZ_MOVE_CHOICE, child = c.label(n)),
    }
}

/// Why the answer is what it is: practice's explanation, or the narration of the cutoffs.
fn why(c: &Context, q: &Question) -> String {
    match q.ask {
        Ask::RootValue => root_reason(c),
        Ask::Alpha(n) | Ask::Beta(n) => reason(c.tree, &c.trace, n, Reason::Window),
        Ask::NeverEvaluated => {
            let cutoffs: Vec<String> = cutoff_steps(&c.trace).map(|i| c.step(i)).collect();
            sentences(&cutoffs)
        }
        Ask::FirstCutoff => match cutoff_steps(&c.trace).next() {
            // The test that makes the cut, then the cut.
            Some(i) => match i.checked_sub(1) {
                Some(test) => sentences(&[c.step(test), c.step(i)]),
                None => c.step(i),
            },
            None => String::new(),
        },
        Ask::BestMove => {
            let moves: Vec<String> = match &q.answer {
                Answer::Choices { choices, .. } => choices
                    .iter()
                    .filter_map(|&(ch, right)| match ch {
                        Choice::Move(child) if right => Some(c.label(child)),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            t!(
                QUIZ_WHY_BEST,
                moves = join_words(&moves),
                why = root_reason(c)
            )
        }
    }
}

/// Why the root returns its value.
fn root_reason(c: &Context) -> String {
    let root = c.tree.root();
    if c.tree.has_chance() {
        let value = c.trace.table.show(c.trace.solution.value, true);
        return t!(QUIZ_WHY_CHANCE, root = c.label(root), value = value);
    }
    reason(c.tree, &c.trace, root, Reason::Value)
}

/// The steps at which the search cuts off, in order.
fn cutoff_steps(trace: &Trace) -> impl Iterator<Item = usize> + '_ {
    trace
        .events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::Cutoff { .. }))
        .map(|(i, _)| i)
}
