//! The tree as a standalone SVG document (styles inlined, so it opens the same in any browser
//! and in Inkscape): a worksheet (leaf values only, with a name line and the rules), an answer
//! key (values, alpha and beta, pruned branches struck through), or the page's view at one
//! step of the replay, with that step's narration. Pure Rust: the page and `ablab export`
//! share it.
//!
//! - `step`: every sheet's drawing, from the page's own looks: a step as the page shows it;
//!   the answer key as the page shows the last step; the worksheet as the first, in full ink.

mod ink;
mod link;
pub(crate) mod step;
#[cfg(test)]
mod tests;

pub use ink::escape;
pub(crate) use ink::{
    CUT, FAINT, FOCUS, INK, LINE, MAX_FILL, MAX_INK, MIN_FILL, MIN_INK, MUTED, PAPER,
};
pub use link::{from_link, tex_from_link};

use super::layout::{Layout, NARROWEST_SPACING, VALUE_GAP};
use super::look::{Shape, Text};
use super::metrics::{text_width, widest_value};
use super::Kind;
use i18n::t;
use i18n::{self, Lang};
use num::{tenths, Dec0};
use search::{Algorithm, Replay, Trace, Tree};
use std::fmt::Write as _;
use teach::narrate::{conventions, narrate, Style};

/// Which sheet to draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sheet {
    /// The tree and its leaf values, nothing solved: for students to work on.
    Worksheet,
    /// The whole search solved: values, bounds, alpha and beta, pruned branches.
    AnswerKey,
    /// The replay as it stands at a step.
    Step,
}

impl Sheet {
    pub const ALL: [Sheet; 3] = [Sheet::Worksheet, Sheet::AnswerKey, Sheet::Step];

    /// The sheet's title, written above the tree, in the language in force.
    pub fn title(self) -> String {
        match self {
            Sheet::Worksheet => t!(SHEET_TITLE_WORKSHEET),
            Sheet::AnswerKey => t!(SHEET_TITLE_ANSWER_KEY),
            Sheet::Step => t!(SHEET_TITLE_STEP),
        }
    }

    /// The name the page and the sheet writer know it by, also its file's name after
    /// `alphabeta-`.
    pub fn name(self) -> &'static str {
        match self {
            Sheet::Worksheet => "worksheet",
            Sheet::AnswerKey => "answer-key",
            Sheet::Step => "step",
        }
    }

    /// The sheet called `name` ([`Sheet::name`]).
    pub fn named(name: &str) -> Option<Sheet> {
        Sheet::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// The sheet is never narrower than this, in pixels.
const NARROWEST_SHEET: f32 = 320.0;
/// The least the sheet reaches below the drawing.
const BOTTOM_PAD: f32 = 40.0;
/// Room under the last line's baseline, where the caption needs more than the least.
const LAST_LINE_ROOM: f32 = 14.0;
/// The title's baseline below the sheet's top, its left, and the caption's line height.
const TITLE_DROP: f32 = 28.0;
const TEXT_LEFT: f32 = 16.0;
const LINE_HEIGHT: f32 = 22.0;
/// The name line, room to write in: its baseline this far below the title's, its rule from
/// this far right of the text's left, and at most this long.
const NAME_DROP: f32 = 40.0;
const NAME_RULE_FROM: f32 = 60.0;
const NAME_RULE_LENGTH: f32 = 300.0;
/// The drawing starts this far below the heading's last baseline (the layout's own margin
/// comes on top of it).
const HEADING_GAP: f32 = 12.0;
/// The caption's first baseline below the drawing.
const CAPTION_DROP: f32 = 2.0;
/// The caption wraps at the sheet's width less both sides' room, at this average advance of
/// a character, and never under this many characters a line.
const CAPTION_SIDES: f32 = 32.0;
const CHAR_ADVANCE: f32 = 8.5;
const LEAST_LINE: f32 = 30.0;
/// A worksheet's legend: its baseline this far below the caption's last, each shape this big
/// with its middle this far over the baseline, its name this far right of it, and this much
/// room before the next shape.
const LEGEND_DROP: f32 = 30.0;
const LEGEND_SIZE: f32 = 16.0;
const LEGEND_MID: f32 = 6.0;
const LEGEND_GAP: f32 = 6.0;
const LEGEND_SPACE: f32 = 24.0;

/// A sheet as written: the document and its size in pixels.
pub struct Document {
    pub svg: String,
    pub width: f32,
    pub height: f32,
}

/// The SVG document. `replay` is the state to draw for [`Sheet::Step`]; the other sheets
/// compute their own.
pub fn svg(
    tree: &Tree,
    trace: &Trace,
    layout: &Layout,
    sheet: Sheet,
    replay: Option<&Replay>,
    title: &str,
) -> String {
    document(tree, trace, layout, sheet, replay, title, false).svg
}

/// The SVG document and its size: [`svg`]; with `blanks`, a worksheet's inner nodes have
/// alpha and beta to fill in.
pub fn document(
    tree: &Tree,
    trace: &Trace,
    layout: &Layout,
    sheet: Sheet,
    replay: Option<&Replay>,
    title: &str,
    blanks: bool,
) -> Document {
    let heading = Heading {
        title,
        name_line: sheet == Sheet::Worksheet,
        leaf_labels: false,
        task: true,
    };
    written(tree, trace, layout, sheet, replay, heading, blanks)
}

/// A quiz question's figure: the worksheet without its name line (the platform knows who
/// answers) or its task (the question says what to find), laid out as the sheets are, each
/// leaf's label under it (the questions name leaves by their labels, as practice does).
pub fn question_figure(tree: &Tree, trace: &Trace, title: &str) -> Document {
    let heading = Heading {
        title,
        name_line: false,
        leaf_labels: true,
        task: false,
    };
    let layout = sheet_layout(tree);
    written(tree, trace, &layout, Sheet::Worksheet, None, heading, false)
}

/// What heads a sheet: its title, and whether a line for the student's name follows; whether
/// its leaves are labelled; whether a worksheet's caption says the task.
#[derive(Clone, Copy)]
struct Heading<'a> {
    title: &'a str,
    name_line: bool,
    leaf_labels: bool,
    task: bool,
}

/// A leaf's label's baseline below the leaf, and the room the labels add under the drawing.
const LEAF_LABEL_DROP: f32 = 18.0;
const LEAF_LABEL_ROOM: f32 = 20.0;

/// Gives every leaf of `drawn` its label, centred under it.
fn label_leaves(drawn: &mut step::Drawn, tree: &Tree) {
    for (n, look) in drawn.nodes.iter_mut().enumerate() {
        let (true, Shape::Rect(r)) = (tree.is_leaf(n as search::NodeId), &look.shape) else {
            continue;
        };
        let label = tree.label(n as search::NodeId);
        // The writer anchors a label at its end: half its width right of the middle.
        let x = r.x + r.width / 2.0 + text_width(&label) / 2.0;
        look.label = Some(Text {
            x,
            y: r.y + r.height + LEAF_LABEL_DROP,
            text: std::rc::Rc::from(label.as_ref()),
        });
    }
    drawn.height += LEAF_LABEL_ROOM;
}

fn written(
    tree: &Tree,
    trace: &Trace,
    layout: &Layout,
    sheet: Sheet,
    replay: Option<&Replay>,
    heading: Heading,
    blanks: bool,
) -> Document {
    let title = heading.title;
    let mut body = String::new();
    let width = layout.width.max(NARROWEST_SHEET);
    // The title and a worksheet's name line head the sheet; the drawing follows, moved down
    // as one group, and the caption under it.
    let top = heading_svg(&mut body, heading, width) + HEADING_GAP;
    let mut drawn = drawn(tree, trace, layout, sheet, replay, blanks);
    if heading.leaf_labels {
        label_leaves(&mut drawn, tree);
    }
    let _ = writeln!(body, r#"<g transform="translate(0,{})">"#, Dec0(top));
    let bottom = top + step::draw(&mut body, &drawn, sheet == Sheet::Worksheet);
    body.push_str("</g>\n");
    let at = replay.map_or(0, Replay::step);
    let mut lines = caption(tree, trace, sheet, at);
    if !heading.task && sheet == Sheet::Worksheet && !lines.is_empty() {
        lines.remove(0);
    }
    let mut end = caption_svg(&mut body, &lines, bottom + CAPTION_DROP, width);
    if sheet == Sheet::Worksheet {
        end = legend_svg(&mut body, &legend(tree), end);
    }
    let height = (end + LAST_LINE_ROOM).max(bottom + BOTTOM_PAD);
    let (w, h) = (Dec0(width), Dec0(height));
    // The sheet's language, for a viewer's choice of fonts (Japanese and Chinese draw some
    // characters differently); English's sheets are written as they always were.
    let lang = match i18n::language() {
        Lang::En => String::new(),
        other => format!(r#" xml:lang="{}""#, other.code()),
    };
    let svg = format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg"{lang} width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans, Arial, sans-serif" font-size="16">
<title>{}</title>
<rect width="100%" height="100%" fill="white"/>
{body}</svg>
"#,
        escape(title)
    );
    Document { svg, width, height }
}

/// The looks `sheet` draws: the worksheet as the first step (blanks only there), the answer
/// key as the last, the step sheet at `replay`'s step.
pub(crate) fn drawn(
    tree: &Tree,
    trace: &Trace,
    layout: &Layout,
    sheet: Sheet,
    replay: Option<&Replay>,
    blanks: bool,
) -> step::Drawn {
    let start = Replay::new(tree);
    match (sheet, replay) {
        (Sheet::Worksheet, _) => step::looks(tree, trace, layout, &start, blanks),
        (Sheet::AnswerKey, _) => {
            let mut end = start;
            end.seek(tree, trace, usize::MAX);
            step::looks(tree, trace, layout, &end, false)
        }
        (Sheet::Step, Some(r)) => step::looks(tree, trace, layout, r, false),
        (Sheet::Step, None) => step::looks(tree, trace, layout, &start, false),
    }
}

/// What a worksheet's legend shows: the shapes the tree draws, each with its name.
pub(crate) fn legend(tree: &Tree) -> Vec<(Kind, String)> {
    let mut items = vec![
        (Kind::Max, t!(SHEET_LEGEND_MAX)),
        (Kind::Min, t!(SHEET_LEGEND_MIN)),
    ];
    if tree.has_chance() {
        items.push((Kind::Chance, t!(SHEET_LEGEND_CHANCE)));
    }
    items
}

/// Writes the legend in a row under the caption's last baseline `y`: each shape, small, and its
/// name; returns the row's baseline.
fn legend_svg(o: &mut String, items: &[(Kind, String)], y: f32) -> f32 {
    let y = y + LEGEND_DROP;
    let (mut x, mid) = (TEXT_LEFT, y - LEGEND_MID);
    let half = LEGEND_SIZE / 2.0;
    for (kind, name) in items {
        let (fill, ink, dash) = match kind {
            Kind::Max => (MAX_FILL, MAX_INK, ""),
            Kind::Min => (MIN_FILL, MIN_INK, ""),
            _ => (PAPER, INK, r#" stroke-dasharray="3 3""#),
        };
        let shape = match kind {
            Kind::Max => format!(
                r#"<rect x="{}" y="{}" width="{s}" height="{s}" rx="2""#,
                tenths(x),
                tenths(mid - half),
                s = tenths(LEGEND_SIZE)
            ),
            _ => format!(
                r#"<circle cx="{}" cy="{}" r="{}""#,
                tenths(x + half),
                tenths(mid),
                tenths(half)
            ),
        };
        let _ = writeln!(
            o,
            r#"{shape} fill="{fill}" stroke="{ink}" stroke-width="2"{dash}/><text x="{}" y="{}" fill="{INK}">{}</text>"#,
            tenths(x + LEGEND_SIZE + LEGEND_GAP),
            Dec0(y),
            escape(name)
        );
        let words = name.chars().map(char_width).sum::<usize>() as f32;
        x += LEGEND_SIZE + LEGEND_GAP + CHAR_ADVANCE * words + LEGEND_SPACE;
    }
    y
}

/// The caption's paragraphs, each with its colour.
pub(crate) fn caption(
    tree: &Tree,
    trace: &Trace,
    sheet: Sheet,
    step: usize,
) -> Vec<(String, &'static str)> {
    let mut lines = sheet_caption(tree, trace, sheet, step);
    // The legend of a tree with chance nodes (drawn as dashed circles).
    if tree.has_chance() {
        lines.push((t!(BEYOND_CHANCE_LEGEND), MUTED));
    }
    lines
}

/// The caption of `sheet`, before any legend.
fn sheet_caption(
    tree: &Tree,
    trace: &Trace,
    sheet: Sheet,
    step: usize,
) -> Vec<(String, &'static str)> {
    let rules = conventions(&trace.settings, Style::UNICODE);
    let show = |s| trace.table.show(s, true);
    match sheet {
        Sheet::Worksheet => {
            let task = match trace.settings.algorithm {
                Algorithm::Minimax => t!(SHEET_WORKSHEET_MINIMAX),
                _ => t!(SHEET_WORKSHEET_ALPHABETA),
            };
            vec![(task, MUTED), (t!(SHEET_RULES, rules = rules), MUTED)]
        }
        Sheet::AnswerKey => vec![(
            t!(
                SHEET_ANSWER_KEY,
                value = show(trace.solution.value),
                evaluated = trace.solution.leaves_evaluated,
                leaves = tree.leaves().len(),
                rules = rules,
            ),
            MUTED,
        )],
        Sheet::Step => {
            let now = match step {
                0 => t!(SHEET_NOTHING_YET),
                _ => narrate(tree, trace, step - 1, Style::UNICODE),
            };
            let count = trace.events.len();
            vec![
                (t!(SHEET_STEP, step = step, count = count, now = now), INK),
                (t!(SHEET_RULES, rules = rules), MUTED),
            ]
        }
    }
}

/// Writes the title and a worksheet's name line at the sheet's top, `w` wide; returns the
/// last baseline.
fn heading_svg(o: &mut String, heading: Heading, w: f32) -> f32 {
    let (x, mut y) = (Dec0(TEXT_LEFT), TITLE_DROP);
    let _ = writeln!(
        o,
        r#"<text x="{x}" y="{}" fill="{INK}" font-weight="bold">{}</text>"#,
        Dec0(y),
        escape(heading.title)
    );
    if heading.name_line {
        y += NAME_DROP;
        let end = (w - TEXT_LEFT).min(TEXT_LEFT + NAME_RULE_FROM + NAME_RULE_LENGTH);
        let _ = writeln!(
            o,
            r#"<text x="{x}" y="{y0}" fill="{INK}">{}</text><line x1="{}" y1="{y0}" x2="{}" y2="{y0}" stroke="{INK}" stroke-width="1"/>"#,
            escape(&t!(SHEET_NAME)),
            Dec0(TEXT_LEFT + NAME_RULE_FROM),
            Dec0(end),
            y0 = Dec0(y),
        );
    }
    y
}

/// Writes the caption under the drawing, its lines after the baseline `y`, wrapped at about
/// the sheet's width `w`; returns the last baseline.
fn caption_svg(o: &mut String, lines: &[(String, &str)], mut y: f32, w: f32) -> f32 {
    let x = Dec0(TEXT_LEFT);
    let per_line = ((w - CAPTION_SIDES) / CHAR_ADVANCE).max(LEAST_LINE) as usize;
    for (text, ink) in lines {
        for l in wrap(text, per_line) {
            y += LINE_HEIGHT;
            let _ = writeln!(
                o,
                r#"<text x="{x}" y="{}" fill="{ink}">{}</text>"#,
                Dec0(y),
                escape(&l)
            );
        }
    }
    y
}

/// `text` cut into lines of at most `per_line` characters at spaces (a longer word stays
/// whole), and in Japanese and Chinese, which write no spaces, between wide characters, each
/// counted as two.
fn wrap(text: &str, per_line: usize) -> Vec<String> {
    let mut line = String::new();
    let mut width = 0;
    let mut lines = Vec::new();
    for word in text.split(' ') {
        for (i, piece) in pieces(word).into_iter().enumerate() {
            let gap = usize::from(i == 0);
            let w: usize = piece.chars().map(char_width).sum();
            if width + w + gap > per_line && !line.is_empty() {
                lines.push(std::mem::take(&mut line));
                width = 0;
            }
            if i == 0 && !line.is_empty() {
                line.push(' ');
                width += 1;
            }
            line.push_str(piece);
            width += w;
        }
    }
    lines.push(line);
    lines
}

/// A word cut where a line may break inside it: after each wide character, unless
/// punctuation that closes follows (`。`, `、`, `）`).
fn pieces(word: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut chars = word.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let end = i + c.len_utf8();
        let closes = chars
            .peek()
            .is_some_and(|&(_, n)| "。、，．）」』：；！？".contains(n));
        if char_width(c) == 2 && !closes && end < word.len() {
            out.push(&word[start..end]);
            start = end;
        }
    }
    out.push(&word[start..]);
    out
}

/// How many of the caption's average characters `c` takes: two for the wide characters of
/// Japanese and Chinese, else one.
fn char_width(c: char) -> usize {
    match c {
        '\u{1100}'..='\u{115f}'
        | '\u{2e80}'..='\u{a4cf}'
        | '\u{ac00}'..='\u{d7a3}'
        | '\u{f900}'..='\u{faff}'
        | '\u{fe30}'..='\u{fe4f}'
        | '\u{ff00}'..='\u{ff60}'
        | '\u{ffe0}'..='\u{ffe6}' => 2,
        _ => 1,
    }
}

/// The layout an exported sheet uses: roomy, whatever the screen, and wide enough that the
/// widest leaf values (on one row here) do not touch.
pub fn sheet_layout(tree: &Tree) -> Layout {
    let roomy = if tree.leaves().len() > MANY_LEAVES {
        CROWDED_SPACING
    } else {
        ROOMY_SPACING
    };
    Layout::new(
        tree,
        roomy.max(least_spacing(tree)),
        crate::layout::levels_for(tree, SHEET_LEVEL_HEIGHT),
        SHEET_MARGIN,
    )
}

/// A sheet's layout at most `width` pixels wide where it can be: its leaves as close as that
/// needs, down to where their values (staggered over rows, as on the page) would touch, and
/// never farther apart than [`sheet_layout`]'s. The LaTeX sheets fit a page's width so.
pub fn sheet_layout_within(tree: &Tree, width: f32) -> Layout {
    let roomy = sheet_layout(tree);
    if roomy.width <= width {
        return roomy;
    }
    let leaves = tree.leaves().len().max(1) as f32;
    let least = least_spacing(tree).max(NARROWEST_SPACING);
    let spacing = ((width - 2.0 * SHEET_MARGIN) / leaves).max(least);
    let levels = crate::layout::levels_for(tree, SHEET_LEVEL_HEIGHT);
    Layout::new(tree, spacing, levels, SHEET_MARGIN)
}

/// The least leaf spacing of a sheet: its values apart, and its probabilities.
fn least_spacing(tree: &Tree) -> f32 {
    let spacing = widest_value(tree) + VALUE_GAP;
    spacing.max(crate::layout::prob_spacing(tree))
}

/// A sheet's leaf spacing: roomy, and narrower over [`MANY_LEAVES`] leaves.
const ROOMY_SPACING: f32 = 64.0;
const CROWDED_SPACING: f32 = 24.0;
const MANY_LEAVES: usize = 64;
/// A sheet's distance between levels, and its margin.
const SHEET_LEVEL_HEIGHT: f32 = 96.0;
const SHEET_MARGIN: f32 = 40.0;
