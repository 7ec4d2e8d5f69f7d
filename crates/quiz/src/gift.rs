//! GIFT (docs.moodle.org, "GIFT format"): the same questions and categories as Moodle XML, as
//! text a lecturer can read and edit. GIFT cannot carry a file, so each question gives the tree
//! as a text drawing and its notation instead of a figure. Questions are written as HTML
//! (`[html]`), so the drawing keeps its lines in `<pre>`.

use crate::moodle::escape as html_escape;
use crate::text_tree;
use crate::words::{by_category, Context, Form, Worded};
use crate::Quiz;
use i18n::t;
use std::convert::Infallible;
use std::fmt::Write as _;

/// `quiz` as one GIFT file.
pub fn write(quiz: &Quiz) -> String {
    let drawings = |c: &Context, _, _| Ok::<_, Infallible>(drawing(c));
    let categories = match by_category(quiz, drawings, question) {
        Ok(categories) => categories,
        Err(never) => match never {},
    };
    let mut out = String::new();
    for (path, list) in categories {
        // A category's line is read to its end as it stands: a line break is all it cannot
        // hold.
        let _ = writeln!(out, "$CATEGORY: {}\n", path.replace(['\n', '\r'], " "));
        for text in list {
            out.push_str(&text);
            out.push('\n');
        }
    }
    out
}

/// The tree as text in HTML: a line saying how it is drawn, then the drawing.
fn drawing(c: &Context) -> String {
    let name = |n| c.node_name(n);
    let lines: Vec<String> = text_tree::lines(c.tree, &name)
        .iter()
        .map(|l| escape(&html_escape(l)))
        .collect();
    format!(
        "<p>{}</p><pre>{}</pre>",
        escape(&html_escape(&t!(QUIZ_TEXT_DRAWING))),
        // GIFT's own line break, so that the question stays one paragraph of the file.
        lines.join("\\n")
    )
}

/// One question: `::name::[html]text{answers####general feedback}`.
fn question(w: &Worded, c: &Context, drawing: &String) -> String {
    let para = |s: &str| format!("<p>{}</p>", escape(&html_escape(s)));
    let text = format!(
        "{}{drawing}{}<p><strong>{}</strong></p>",
        para(&c.intro),
        para(&t!(QUIZ_NOTATION, notation = c.notation.clone())),
        escape(&html_escape(&w.ask))
    );
    let mut o = format!("::{}::[html]{text}{{", escape(&w.name));
    match &w.form {
        Form::Number { text, tolerance } => {
            let _ = write!(o, "#={}:{tolerance}#{}", escape(text), para(&w.right));
        }
        Form::Text { accepted } => {
            for a in accepted {
                let _ = write!(o, "\n={}#{}", escape(a), para(&w.right));
            }
            o.push('\n');
        }
        Form::Choices { multiple, options } => {
            for (text, grade, right) in options {
                let mark = match (multiple, right) {
                    (true, _) => format!("~%{grade}%"),
                    (false, true) => "=".to_string(),
                    (false, false) => "~".to_string(),
                };
                let _ = write!(o, "\n{mark}{}", escape(&html_escape(text)));
            }
            o.push('\n');
        }
    }
    let _ = writeln!(o, "####{}}}", para(&w.general));
    o
}

/// `s` with GIFT's special characters escaped by a backslash: `~ = # { } :` and the
/// backslash itself; a line break as GIFT writes one (`\n`), since a blank line ends a
/// question.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            '~' | '=' | '#' | '{' | '}' | ':' | '\\' => {
                out.push('\\');
                out.push(ch);
            }
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c => out.push(c),
        }
    }
    out
}
