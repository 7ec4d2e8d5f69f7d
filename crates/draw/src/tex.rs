//! The sheets as LaTeX: each sheet's drawing a TikZ picture, in centimetres, written from the
//! very looks the SVG sheets draw (`svg::step::looks`, the same layout and geometry), so the two
//! cannot drift. A document compiles with `pdflatex` as it is (Debian's `texlive-latex-base` and
//! `texlive-pictures`: `geometry` and `tikz`); each picture lies between two `% ---` comment
//! lines, and needs only `\usepackage{tikz}` where a teacher pastes it. Pure Rust: the page's
//! extras module and `ablab export --format tex` share it.
//!
//! - `pieces`: the edges, nodes and legend, as TikZ commands.
//!
//! pdflatex cannot typeset Japanese or Chinese without CJK packages, which neither package
//! holds: in those languages the words typeset are English, and the comments at the top say so
//! and give the title and caption in the sheet's language. What else pdflatex's default fonts
//! cannot write (a label's letter outside Latin, say) is written `?`.

mod pieces;
#[cfg(test)]
mod tests;
mod write;

use super::svg::{self, sheet_layout, sheet_layout_within, Sheet};
use i18n::t;
use i18n::{self, Lang};
use search::{Replay, Trace, Tree};
use std::fmt::Write as _;
use teach::practice::set::{Set, SetExercise};
pub use write::escape;
use write::{cm, CM_PER_PX};

/// The text's width on A4 with [`MARGIN_CM`] margins, upright and across: a picture wider than
/// upright's is drawn across, and scaled down to fit.
const UPRIGHT_CM: f32 = 17.0;
const ACROSS_CM: f32 = 25.7;
const MARGIN_CM: f32 = 2.0;
/// The name line's length.
const NAME_RULE_CM: f32 = 8.0;

/// What to write, besides the sheets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TexOptions {
    /// A worksheet's inner nodes get blanks for alpha and beta.
    pub blanks: bool,
    /// Only the pictures, their titles and captions, without the document around them.
    pub fragment: bool,
}

/// The LaTeX of `sheets` of `tree`, in that order, each on a page of its own (the step sheet at
/// `replay`'s step); `title` replaces every sheet's own.
pub fn document(
    tree: &Tree,
    trace: &Trace,
    replay: Option<&Replay>,
    sheets: &[Sheet],
    title: Option<&str>,
    options: TexOptions,
) -> String {
    let lang = i18n::language();
    let cjk = matches!(lang, Lang::Ja | Lang::Zh);
    let mut o = String::new();
    comment(&mut o, &t!(TEX_MADE));
    comment(&mut o, &t!(TEX_PASTE));
    if cjk {
        comment(&mut o, &t!(TEX_IN_ENGLISH, language = lang.endonym()));
        for &sheet in sheets {
            comment(
                &mut o,
                title.map_or_else(|| sheet.title(), str::to_string).as_str(),
            );
            for (line, _) in svg::caption(tree, trace, sheet, replay.map_or(0, Replay::step)) {
                comment(&mut o, &line);
            }
        }
        // The language is put back below; English's messages are compiled in.
        let _ = i18n::use_language(Lang::En);
    }
    // Upright if the roomy sheet fits; else across, the leaves as close as fits (or can be).
    let across = sheet_layout(tree).width * CM_PER_PX > UPRIGHT_CM;
    let room = if across { ACROSS_CM } else { UPRIGHT_CM };
    let layout = sheet_layout_within(tree, room / CM_PER_PX);
    let natural = layout.width * CM_PER_PX;
    let scale = (room / natural).min(1.0);
    if !options.fragment {
        preamble(&mut o, across);
    }
    for (i, &sheet) in sheets.iter().enumerate() {
        if i > 0 {
            o.push_str("\n\\clearpage\n");
        }
        let title = title.map_or_else(|| sheet.title(), str::to_string);
        let page = Page {
            sheet,
            title: &title,
            scale,
            room,
        };
        page.write(&mut o, tree, trace, &layout, replay, options.blanks);
    }
    if !options.fragment {
        o.push_str("\\end{document}\n");
    }
    if cjk {
        let _ = i18n::use_language(lang);
    }
    o
}

/// The document's start: A4, upright or `across`, and TikZ.
fn preamble(o: &mut String, across: bool) {
    let paper = if across { ",landscape" } else { "" };
    let _ = write!(
        o,
        "\\documentclass{{article}}\n\\usepackage[a4paper{paper},margin={MARGIN_CM}cm]{{geometry}}\n\\usepackage{{tikz}}\n\\pagestyle{{empty}}\n\\begin{{document}}\n"
    );
}

/// One exercise of a set, for its sheets: the tree, its search, and whether its worksheet has
/// blanks for alpha and beta.
pub struct SetItem<'a> {
    pub tree: &'a Tree,
    pub trace: &'a Trace,
    pub blanks: bool,
}

/// A set of exercises for paper, as one document: every exercise's worksheet, then every
/// answer key, each on a page of its own headed by the set's `title` and the exercise's
/// number; upright, each tree fitted to the text's width. In Japanese and Chinese the words
/// typeset are English, as in [`document`].
pub fn set_document(title: &str, items: &[SetItem]) -> String {
    let lang = i18n::language();
    let cjk = matches!(lang, Lang::Ja | Lang::Zh);
    let title = match title.trim() {
        "" => t!(TEX_SET_UNTITLED),
        given => given.to_string(),
    };
    let mut o = String::new();
    comment(&mut o, &t!(TEX_MADE));
    comment(&mut o, &t!(TEX_PASTE));
    if cjk {
        comment(&mut o, &t!(TEX_IN_ENGLISH, language = lang.endonym()));
        comment(&mut o, &title);
        let _ = i18n::use_language(Lang::En);
    }
    preamble(&mut o, false);
    let count = items.len();
    let sheets = [Sheet::Worksheet, Sheet::AnswerKey];
    for (n, (sheet, (i, item))) in sheets
        .iter()
        .flat_map(|s| items.iter().enumerate().map(move |e| (s, e)))
        .enumerate()
    {
        if n > 0 {
            o.push_str("\n\\clearpage\n");
        }
        let layout = sheet_layout_within(item.tree, UPRIGHT_CM / CM_PER_PX);
        let heading = t!(
            TEX_SET_PAGE,
            title = title.as_str(),
            number = i + 1,
            count = count,
            sheet = sheet.title()
        );
        let page = Page {
            sheet: *sheet,
            title: &heading,
            scale: (UPRIGHT_CM / (layout.width * CM_PER_PX)).min(1.0),
            room: UPRIGHT_CM,
        };
        page.write(&mut o, item.tree, item.trace, &layout, None, item.blanks);
    }
    o.push_str("\\end{document}\n");
    if cjk {
        let _ = i18n::use_language(lang);
    }
    o
}

/// A set for paper ([`set_document`]): its exercises' trees searched under their conventions.
/// Challenges, which are worked on the page, are left out.
pub fn set_sheets(set: &Set) -> String {
    let searched: Vec<(Tree, Trace, bool)> = set
        .exercises
        .iter()
        .filter(|e| matches!(e, SetExercise::Search { .. }))
        .filter_map(|e| {
            let tree = e.tree()?;
            let trace = search::search(&tree, e.settings());
            Some((tree, trace, e.alpha_beta()))
        })
        .collect();
    let items: Vec<SetItem> = searched
        .iter()
        .map(|(tree, trace, blanks)| SetItem {
            tree,
            trace,
            blanks: *blanks,
        })
        .collect();
    set_document(&set.title, &items)
}

/// Every sheet of the view (the worksheet, the answer key, and the step `replay` stands at) as
/// one document: the page's LaTeX file.
pub fn all_sheets(tree: &Tree, trace: &Trace, replay: &Replay, blanks: bool) -> String {
    let options = TexOptions {
        blanks,
        fragment: false,
    };
    document(tree, trace, Some(replay), &Sheet::ALL, None, options)
}

/// One sheet: its title and a worksheet's name line, then its picture and its caption.
struct Page<'a> {
    sheet: Sheet,
    title: &'a str,
    /// The picture's scale, which fits it in `room` centimetres.
    scale: f32,
    room: f32,
}

impl Page<'_> {
    fn write(
        &self,
        o: &mut String,
        tree: &Tree,
        trace: &Trace,
        layout: &super::layout::Layout,
        replay: Option<&Replay>,
        blanks: bool,
    ) {
        let worksheet = self.sheet == Sheet::Worksheet;
        let drawn = svg::drawn(tree, trace, layout, self.sheet, replay, blanks && worksheet);
        // The title and a worksheet's name line head the page, above the picture.
        let _ = writeln!(o, "\n\\noindent\\textbf{{{}}}\\par", escape(self.title));
        if worksheet {
            let _ = writeln!(
                o,
                "\\medskip\\noindent {} \\rule{{{NAME_RULE_CM}cm}}{{0.4pt}}\\par",
                escape(&t!(SHEET_NAME))
            );
        }
        o.push('\n');
        comment(o, &t!(TEX_PICTURE_START, title = self.title));
        let scale = cm(self.scale);
        comment(
            o,
            &t!(TEX_SCALE, scale = scale.as_str(), width = cm(self.room)),
        );
        o.push_str("\\begin{center}\n");
        let _ = writeln!(
            o,
            "\\begin{{tikzpicture}}[scale={scale}, every node/.append style={{transform shape, inner sep=0pt}}, line cap=round]"
        );
        pieces::colours(o);
        pieces::drawing(o, &drawn, worksheet);
        if worksheet {
            pieces::legend(o, &svg::legend(tree), drawn.height);
        }
        o.push_str("\\end{tikzpicture}\n\\end{center}\n");
        comment(o, &t!(TEX_PICTURE_END));
        o.push('\n');
        let at = replay.map_or(0, Replay::step);
        for (line, _) in svg::caption(tree, trace, self.sheet, at) {
            let _ = writeln!(o, "\\medskip\\noindent {}\\par", escape(&line));
        }
    }
}

/// `text` as a comment line (or lines, at its line breaks).
fn comment(o: &mut String, text: &str) {
    for line in text.lines() {
        let _ = writeln!(o, "% {line}");
    }
}
