//! Moodle XML (docs.moodle.org, "Moodle XML format"): a category per exercise and question,
//! holding that question's variants, so that a quiz's random question from the category gives
//! each student a tree of their own. Each question shows the tree as the sheet writer draws
//! it, an SVG file carried in the question (`@@PLUGINFILE@@`), with its notation beneath as
//! text for a screen reader.

use crate::words::{by_category, Context, Form, Worded};
use crate::Quiz;
use base64::Engine as _;
use draw::svg::Document;
use i18n::t;
use std::fmt::Write as _;

/// How much of a question's grade each wrong try costs, where a quiz allows tries: a third,
/// Moodle's own default.
const PENALTY: &str = "0.3333333";

/// `quiz` as one Moodle XML file, each figure an SVG.
pub fn write(quiz: &Quiz) -> String {
    let svg = |doc: &Document| Ok::<_, std::convert::Infallible>(Image::svg(doc));
    match write_with(quiz, svg) {
        Ok(xml) => xml,
        Err(never) => match never {},
    }
}

/// A figure as a question carries it: its file's extension and bytes.
pub struct Image {
    pub extension: &'static str,
    pub bytes: Vec<u8>,
}

impl Image {
    /// The figure as the sheet writer wrote it.
    pub fn svg(doc: &Document) -> Image {
        Image {
            extension: "svg",
            bytes: doc.svg.clone().into_bytes(),
        }
    }
}

/// `quiz` as one Moodle XML file, each figure as `image` makes it from the sheet writer's
/// (a PNG, say, for a platform that refuses SVG), or the first reason it could not.
pub fn write_with<E>(
    quiz: &Quiz,
    mut image: impl FnMut(&Document) -> Result<Image, E>,
) -> Result<String, E> {
    let figures = |c: &Context, number: usize, variant: usize| {
        let name = format!("exercise-{number}-tree-{variant}");
        figure(c, &quiz.title, number, &name, &mut image)
    };
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
    for (path, list) in by_category(quiz, figures, question)? {
        let _ = writeln!(
            out,
            "<question type=\"category\">\n<category><text>{}</text></category>\n</question>",
            escape(&path)
        );
        for xml in list {
            out.push_str(&xml);
        }
    }
    out.push_str("</quiz>\n");
    Ok(out)
}

/// The tree's figure: its file's name, its bytes in base64, and the `<img>` that shows it.
struct Figure {
    file: String,
    base64: String,
    img: String,
}

/// The figure of `c`'s tree, named `name` and the extension `image` gives it.
fn figure<E>(
    c: &Context,
    title: &str,
    exercise: usize,
    name: &str,
    image: &mut impl FnMut(&Document) -> Result<Image, E>,
) -> Result<Figure, E> {
    let heading = match title.trim() {
        "" => t!(QUIZ_EXERCISE, number = exercise),
        title => format!("{title} · {}", t!(QUIZ_EXERCISE, number = exercise)),
    };
    let doc = draw::svg::question_figure(c.tree, &c.trace, &heading);
    let made = image(&doc)?;
    let file = format!("{name}.{}", made.extension);
    // The size the sheet writer drew it at, whatever the image's pixels.
    let img = format!(
        "<img src=\"@@PLUGINFILE@@/{file}\" alt=\"{}\" width=\"{}\" height=\"{}\">",
        escape(&t!(QUIZ_FIGURE_ALT)),
        doc.width.round(),
        doc.height.round()
    );
    Ok(Figure {
        file,
        base64: base64::engine::general_purpose::STANDARD.encode(&made.bytes),
        img,
    })
}

/// One question's XML.
fn question(w: &Worded, c: &Context, figure: &Figure) -> String {
    let kind = match &w.form {
        Form::Number { .. } => "numerical",
        Form::Text { .. } => "shortanswer",
        Form::Choices { .. } => "multichoice",
    };
    let text = format!(
        "<p>{}</p><p>{}</p><p>{}</p><p><strong>{}</strong></p>",
        escape(&c.intro),
        figure.img,
        escape(&t!(QUIZ_NOTATION, notation = c.notation.clone())),
        escape(&w.ask)
    );
    let file = &figure.base64;
    let mut o = String::new();
    let _ = write!(
        o,
        "<question type=\"{kind}\">\n<name><text>{}</text></name>\n\
         <questiontext format=\"html\"><text>{}</text>\n\
         <file name=\"{}\" path=\"/\" encoding=\"base64\">{file}</file>\n</questiontext>\n\
         <generalfeedback format=\"html\"><text>{}</text></generalfeedback>\n\
         <defaultgrade>1</defaultgrade>\n<penalty>{PENALTY}</penalty>\n<hidden>0</hidden>\n",
        escape(&w.name),
        escape(&text),
        escape(&figure.file),
        html(&w.general),
    );
    answers(&mut o, w);
    o.push_str("</question>\n");
    o
}

/// The answers of `w`, each with its grade and feedback, and what its type needs beside them.
fn answers(o: &mut String, w: &Worded) {
    match &w.form {
        Form::Number { text, tolerance } => {
            for (answer, grade, feedback) in
                [(text.as_str(), "100", &w.right), ("*", "0", &w.wrong)]
            {
                let _ = writeln!(
                    o,
                    "<answer fraction=\"{grade}\" format=\"moodle_auto_format\"><text>{}</text>\
                     <feedback format=\"html\"><text>{}</text></feedback>\
                     <tolerance>{tolerance}</tolerance></answer>",
                    escape(answer),
                    html(feedback)
                );
            }
            o.push_str(
                "<unitgradingtype>0</unitgradingtype>\n<unitpenalty>0</unitpenalty>\n\
                 <showunits>3</showunits>\n<unitsleft>0</unitsleft>\n",
            );
        }
        Form::Text { accepted } => {
            o.push_str("<usecase>0</usecase>\n");
            let right = accepted.iter().map(|a| (a.as_str(), "100", &w.right));
            for (answer, grade, feedback) in right.chain([("*", "0", &w.wrong)]) {
                let _ = writeln!(
                    o,
                    "<answer fraction=\"{grade}\" format=\"moodle_auto_format\"><text>{}</text>\
                     <feedback format=\"html\"><text>{}</text></feedback></answer>",
                    escape(answer),
                    html(feedback)
                );
            }
        }
        Form::Choices { multiple, options } => {
            let _ = write!(
                o,
                "<single>{}</single>\n<shuffleanswers>0</shuffleanswers>\n\
                 <answernumbering>abc</answernumbering>\n\
                 <correctfeedback format=\"html\"><text>{}</text></correctfeedback>\n\
                 <partiallycorrectfeedback format=\"html\"><text>{}</text></partiallycorrectfeedback>\n\
                 <incorrectfeedback format=\"html\"><text>{}</text></incorrectfeedback>\n\
                 <shownumcorrect/>\n",
                !multiple,
                html(&w.right),
                html(&w.partly),
                html(&w.wrong)
            );
            for (text, grade, _) in options {
                let _ = writeln!(
                    o,
                    "<answer fraction=\"{grade}\" format=\"html\"><text>{}</text>\
                     <feedback format=\"html\"><text></text></feedback></answer>",
                    html(text)
                );
            }
        }
    }
}

/// Plain words as a paragraph of HTML, escaped for the XML around it.
fn html(words: &str) -> String {
    escape(&format!("<p>{}</p>", escape(words)))
}

/// `s` with XML's (and HTML's) five special characters escaped.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}
