//! The tree as a standalone SVG document (styles inlined, so it opens the same in any browser
//! and in Inkscape): a worksheet (leaf values only), an answer key (values, alpha and beta,
//! pruned branches struck through), or the view at one step of the replay. Pure Rust: the page
//! and `ablab export` share it.

use super::layout::{leaf_half, Layout, VALUE_GAP};
use super::metrics::widest_value;
use crate::engine::narrate::{conventions, Style};
use crate::engine::{Algorithm, Form, NodeId, NodeState, Replay, Score, Status, Trace, Tree};
use crate::num::{Dec0, Dec1};
use std::fmt::Write as _;

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

const INK: &str = "#0f172a";
const MUTED: &str = "#475569";
const FAINT: &str = "#94a3b8";
const MAX_FILL: &str = "#dbeafe";
const MAX_INK: &str = "#1d4ed8";
const MIN_FILL: &str = "#ffedd5";
const MIN_INK: &str = "#c2410c";
const CUT: &str = "#dc2626";

/// The sheet is never narrower than this, in pixels.
const LEAST_WIDTH: f32 = 320.0;
/// Room under the drawing for the caption...
const CAPTION_HEIGHT: f32 = 64.0;
/// ...and below it.
const BOTTOM_PAD: f32 = 40.0;
/// The title's baseline below the drawing, its left, and the caption's line height.
const TITLE_DROP: f32 = 24.0;
const TEXT_LEFT: f32 = 16.0;
const LINE_HEIGHT: f32 = 22.0;
/// The caption wraps at the sheet's width less both sides' room, at this average advance of
/// a character, and never under this many characters a line.
const CAPTION_SIDES: f32 = 32.0;
const CHAR_ADVANCE: f32 = 8.5;
const LEAST_LINE: f32 = 30.0;

/// Every stroke's width, in pixels (written as is).
const STROKE: &str = "2";
/// A pruned edge's dashes and a pruned node's outline's.
const EDGE_DASH: &str = "6 5";
const NODE_DASH: &str = "5 4";
/// A pruned node's opacity.
const PRUNED_OPACITY: &str = "0.4";
/// An edge leaves an inner node this far below its centre (its half size) and enters a node
/// this far above it.
const EDGE_FROM: f32 = 22.0;
const EDGE_TO: f32 = 16.0;
/// The strike across a struck edge: two strokes, each this far out from the middle and this
/// much wide, this much high, this thick.
const STRIKE_OUT: f32 = 10.0;
const STRIKE_IN: f32 = 2.0;
const STRIKE_HALF_HEIGHT: f32 = 8.0;
const STRIKE_WIDTH: &str = "3.5";

/// A leaf's box: its top and height; its corner radius. The value's baseline.
const LEAF_TOP: i32 = -15;
const LEAF_HEIGHT: i32 = 30;
const LEAF_CORNER: i32 = 7;
const VALUE_Y: i32 = 6;
/// An inner node: half its size (a Max node's square, a Min node's radius), and the
/// square's corner radius.
const NODE_HALF: i32 = 22;
const NODE_SIZE: i32 = 2 * NODE_HALF;
const NODE_CORNER: i32 = 3;
/// The label's end left of an inner node, and its baseline.
const LABEL_X: i32 = -27;
const LABEL_Y: i32 = -14;
/// Alpha and beta: their left right of the node, and their baselines.
const BOUNDS_X: i32 = 27;
const ALPHA_Y: i32 = -3;
const BETA_Y: i32 = 17;
/// The cut tag: its box (left, top, size, corner) and its text's centre and baseline.
const TAG_X: i32 = 6;
const TAG_Y: i32 = -47;
const TAG_WIDTH: i32 = 52;
const TAG_HEIGHT: i32 = 22;
const TAG_CORNER: i32 = 4;
const TAG_TEXT_X: i32 = TAG_X + TAG_WIDTH / 2;
const TAG_TEXT_Y: i32 = -30;

/// What a sheet draws with: the tree, its search, the layout and the state shown.
struct Drawing<'a> {
    tree: &'a Tree,
    trace: &'a Trace,
    layout: &'a Layout,
    state: Option<&'a Replay>,
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
    let end;
    let state: Option<&Replay> = match sheet {
        Sheet::Worksheet => None,
        Sheet::AnswerKey => {
            let mut r = Replay::new(tree);
            r.seek(tree, trace, usize::MAX);
            end = r;
            Some(&end)
        }
        Sheet::Step => replay,
    };
    let s = Drawing {
        tree,
        trace,
        layout,
        state,
    };
    let (w, h) = size(layout);
    let mut o = String::new();
    let (w0, h0) = (Dec0(w), Dec0(h));
    let _ = write!(
        o,
        r#"<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans, Arial, sans-serif" font-size="16">
<title>{}</title>
<rect width="100%" height="100%" fill="white"/>
"#,
        escape(title),
        w = w0,
        h = h0
    );
    o.push_str("<g>\n");
    for child in 1..tree.len() as NodeId {
        s.edge(&mut o, child);
    }
    o.push_str("</g>\n<g>\n");
    for n in 0..tree.len() as NodeId {
        s.node(&mut o, n);
    }
    o.push_str("</g>\n");
    s.caption(&mut o, sheet, replay, title, w);
    o.push_str("</svg>\n");
    o
}

impl Drawing<'_> {
    fn status(&self, n: NodeId) -> Status {
        self.state
            .map(|r| r.node(n).status)
            .unwrap_or(Status::Unvisited)
    }

    fn show(&self, s: Score) -> String {
        self.trace.table.show(s, true)
    }

    /// The edge into `child`, struck where a cutoff skipped it.
    fn edge(&self, o: &mut String, child: NodeId) {
        let (tree, layout) = (self.tree, self.layout);
        let Some(parent) = tree.parent(child) else {
            return;
        };
        let (x1, y1) = (
            layout.x[parent as usize],
            layout.y[parent as usize] + EDGE_FROM,
        );
        let (x2, y2) = (layout.x[child as usize], layout.y[child as usize] - EDGE_TO);
        let pruned = self.status(child) == Status::Pruned;
        let style = if pruned {
            format!(r#"stroke="{FAINT}" stroke-width="{STROKE}" stroke-dasharray="{EDGE_DASH}""#)
        } else {
            format!(r#"stroke="{MUTED}" stroke-width="{STROKE}""#)
        };
        let _ = writeln!(
            o,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}" {style}{}/>"#,
            Dec1(x1),
            Dec1(y1),
            Dec1(x2),
            Dec1(y2),
            if pruned { r#" data-pruned="true""# } else { "" }
        );
        if pruned && self.status(parent) != Status::Pruned {
            let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
            let _ = writeln!(
                o,
                r#"<path d="M{},{}L{},{}M{},{}L{},{}" stroke="{CUT}" stroke-width="{STRIKE_WIDTH}" stroke-linecap="round"/>"#,
                Dec1(mx - STRIKE_OUT),
                Dec1(my + STRIKE_HALF_HEIGHT),
                Dec1(mx - STRIKE_IN),
                Dec1(my - STRIKE_HALF_HEIGHT),
                Dec1(mx + STRIKE_IN),
                Dec1(my + STRIKE_HALF_HEIGHT),
                Dec1(mx + STRIKE_OUT),
                Dec1(my - STRIKE_HALF_HEIGHT)
            );
        }
    }

    /// Node `n`'s group: its shape and what is written in and beside it.
    fn node(&self, o: &mut String, n: NodeId) {
        let (tree, layout) = (self.tree, self.layout);
        let (x, y) = (layout.x[n as usize], layout.y[n as usize]);
        let st = self.state.map(|r| *r.node(n)).unwrap_or_default();
        let pruned = st.status == Status::Pruned;
        let is_max = self.trace.settings.is_max_at(tree.depth(n));
        let kind = if tree.is_leaf(n) {
            "leaf"
        } else if is_max {
            "max"
        } else {
            "min"
        };
        let label = escape(&tree.label(n));
        let _ = write!(
            o,
            r#"<g data-node="{n}" data-label="{label}" data-kind="{kind}" data-state="{}" transform="translate({},{})"{}>"#,
            st.status.as_str(),
            Dec1(x),
            Dec1(y),
            if pruned {
                format!(r#" opacity="{PRUNED_OPACITY}""#)
            } else {
                String::new()
            }
        );
        let dash = if pruned {
            format!(r#" stroke-dasharray="{NODE_DASH}""#)
        } else {
            String::new()
        };
        if kind == "leaf" {
            self.leaf(o, n, pruned, &dash);
        } else {
            self.inner(o, &st, is_max, &label, &dash);
        }
        o.push_str("</g>\n");
    }

    /// A leaf's box and value.
    fn leaf(&self, o: &mut String, n: NodeId, pruned: bool, dash: &str) {
        let layout = self.layout;
        // One row, its spacing wide enough for the widest value (`sheet_layout`).
        let half = leaf_half(layout.leaf_spacing, layout.leaf_spacing, layout.value_width);
        let _ = write!(
            o,
            r#"<rect x="{}" y="{LEAF_TOP}" width="{}" height="{LEAF_HEIGHT}" rx="{LEAF_CORNER}" fill="white" stroke="{MUTED}" stroke-width="{STROKE}"{dash}/>"#,
            Dec1(-half),
            Dec1(2.0 * half)
        );
        if let Some(v) = self.tree.value(n) {
            let _ = write!(
                o,
                r#"<text y="{VALUE_Y}" text-anchor="middle" font-weight="bold" fill="{INK}"{}>{}</text>"#,
                if pruned {
                    r#" text-decoration="line-through""#
                } else {
                    ""
                },
                escape(&v.to_string().replace('-', "−"))
            );
        }
    }

    /// An inner node's shape, label, value (a bound if it cut off), alpha and beta, cut tag.
    fn inner(&self, o: &mut String, st: &NodeState, is_max: bool, label: &str, dash: &str) {
        let settings = self.trace.settings;
        let negamax = settings.form == Form::Negamax;
        let (fill, ink) = if is_max {
            (MAX_FILL, MAX_INK)
        } else {
            (MIN_FILL, MIN_INK)
        };
        if is_max {
            let _ = write!(
                o,
                r#"<rect x="-{NODE_HALF}" y="-{NODE_HALF}" width="{NODE_SIZE}" height="{NODE_SIZE}" rx="{NODE_CORNER}" fill="{fill}" stroke="{ink}" stroke-width="{STROKE}"{dash}/>"#
            );
        } else {
            let _ = write!(
                o,
                r#"<circle r="{NODE_HALF}" fill="{fill}" stroke="{ink}" stroke-width="{STROKE}"{dash}/>"#
            );
        }
        let _ = write!(
            o,
            r#"<text x="{LABEL_X}" y="{LABEL_Y}" text-anchor="end" font-weight="bold" fill="{MUTED}">{label}</text>"#
        );
        let maxes = is_max || negamax;
        if let (Status::Done, Some(v)) = (st.status, st.value) {
            let bound = match (st.cut, maxes) {
                (false, _) => "",
                (true, true) => "≥",
                (true, false) => "≤",
            };
            let _ = write!(
                o,
                r#"<text y="{VALUE_Y}" text-anchor="middle" font-weight="bold" fill="{INK}">{bound}{}</text>"#,
                escape(&self.show(v))
            );
        }
        let pruning = settings.algorithm == Algorithm::AlphaBeta;
        if pruning && st.alpha.is_some() && st.status != Status::Pruned {
            let a = st.alpha.map(|s| self.show(s)).unwrap_or_default();
            let b = st.beta.map(|s| self.show(s)).unwrap_or_default();
            let _ = write!(
                o,
                r#"<text x="{BOUNDS_X}" y="{ALPHA_Y}" fill="{MAX_INK}">α {}</text><text x="{BOUNDS_X}" y="{BETA_Y}" fill="{MIN_INK}">β {}</text>"#,
                escape(&a),
                escape(&b)
            );
        }
        if st.skipped {
            let name = if maxes { "β-cut" } else { "α-cut" };
            let _ = write!(
                o,
                r#"<rect x="{TAG_X}" y="{TAG_Y}" width="{TAG_WIDTH}" height="{TAG_HEIGHT}" rx="{TAG_CORNER}" fill="{CUT}"/><text x="{TAG_TEXT_X}" y="{TAG_TEXT_Y}" text-anchor="middle" font-weight="bold" fill="white">{name}</text>"#
            );
        }
    }

    /// The title and the caption under the drawing, wrapped at about the sheet's width `w`.
    fn caption(&self, o: &mut String, sheet: Sheet, replay: Option<&Replay>, title: &str, w: f32) {
        let (tree, trace) = (self.tree, self.trace);
        let settings = trace.settings;
        let caption = match sheet {
            Sheet::Worksheet => {
                "Worksheet: find the value of every node and strike out what alpha-beta prunes."
                    .to_string()
            }
            Sheet::AnswerKey => format!(
                "Answer key: root value {}, {} of {} leaves evaluated. {}.",
                self.show(trace.solution.value),
                trace.solution.leaves_evaluated,
                tree.leaves().len(),
                conventions(&settings, Style::UNICODE)
            ),
            Sheet::Step => format!(
                "Step {} of {}. {}.",
                replay.map(|r| r.step()).unwrap_or(0),
                trace.events.len(),
                conventions(&settings, Style::UNICODE)
            ),
        };
        let cy = self.layout.height + TITLE_DROP;
        let _ = writeln!(
            o,
            r#"<text x="{}" y="{}" fill="{INK}" font-weight="bold">{}</text>"#,
            Dec0(TEXT_LEFT),
            Dec0(cy),
            escape(title)
        );
        let per_line = ((w - CAPTION_SIDES) / CHAR_ADVANCE).max(LEAST_LINE) as usize;
        for (i, l) in wrap(&caption, per_line).iter().enumerate() {
            let _ = writeln!(
                o,
                r#"<text x="{}" y="{}" fill="{MUTED}">{}</text>"#,
                Dec0(TEXT_LEFT),
                Dec0(cy + LINE_HEIGHT * (i as f32 + 1.0)),
                escape(l)
            );
        }
    }
}

/// `text` cut into lines of at most `per_line` characters at spaces (a longer word stays
/// whole).
fn wrap(text: &str, per_line: usize) -> Vec<String> {
    let mut line = String::new();
    let mut lines = Vec::new();
    for word in text.split(' ') {
        if line.chars().count() + word.chars().count() + 1 > per_line && !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

/// The layout an exported sheet uses: roomy, whatever the screen, and wide enough that the
/// widest leaf values (on one row here) do not touch.
pub fn sheet_layout(tree: &Tree) -> Layout {
    let roomy = if tree.leaves().len() > MANY_LEAVES {
        CROWDED_SPACING
    } else {
        ROOMY_SPACING
    };
    let spacing = roomy.max(widest_value(tree) + VALUE_GAP);
    Layout::new(tree, spacing, SHEET_LEVEL_HEIGHT, SHEET_MARGIN)
}

/// A sheet's leaf spacing: roomy, and narrower over [`MANY_LEAVES`] leaves.
const ROOMY_SPACING: f32 = 64.0;
const CROWDED_SPACING: f32 = 24.0;
const MANY_LEAVES: usize = 64;
/// A sheet's distance between levels, and its margin.
const SHEET_LEVEL_HEIGHT: f32 = 96.0;
const SHEET_MARGIN: f32 = 40.0;

/// The size of the sheet drawn over `layout`, in pixels: the drawing (at least
/// `LEAST_WIDTH` wide) and the caption under it.
pub fn size(layout: &Layout) -> (f32, f32) {
    (
        layout.width.max(LEAST_WIDTH),
        layout.height + CAPTION_HEIGHT + BOTTOM_PAD,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{parse, search, Settings};

    #[test]
    fn sheets_have_a_group_per_node_and_escape_labels() {
        let tree = parse("[a'b[3,5],[2,9]]").unwrap();
        let trace = search(&tree, Settings::default());
        let layout = sheet_layout(&tree);
        for sheet in [Sheet::Worksheet, Sheet::AnswerKey, Sheet::Step] {
            let svg = svg(&tree, &trace, &layout, sheet, None, "Tom & Jerry <3>");
            assert_eq!(svg.matches("<g data-node=").count(), tree.len());
            assert!(svg.contains("Tom &amp; Jerry &lt;3&gt;"));
            assert!(svg.contains(r#"data-label="a&apos;b""#));
        }
        let key = svg(&tree, &trace, &layout, Sheet::AnswerKey, None, "k");
        assert!(key.contains(r#"data-pruned="true""#));
        assert!(key.contains("β-cut") || key.contains("α-cut"));
        let sheet = svg(&tree, &trace, &layout, Sheet::Worksheet, None, "w");
        assert!(!sheet.contains("data-pruned"));
        assert!(!sheet.contains("α "));
    }

    #[test]
    fn the_size_is_the_documents() {
        let tree = parse("[3,5]").unwrap();
        let trace = search(&tree, Settings::default());
        let layout = sheet_layout(&tree);
        let (w, h) = size(&layout);
        assert_eq!(w, LEAST_WIDTH, "a small tree's sheet is the least width");
        let doc = svg(&tree, &trace, &layout, Sheet::Step, None, "s");
        let head = format!(r#"width="{}" height="{}""#, Dec0(w), Dec0(h));
        assert!(doc.contains(&head), "{head}");
    }

    #[test]
    fn captions_wrap_at_spaces() {
        assert_eq!(wrap("aa bb cc", 5), ["aa bb", "cc"]);
        assert_eq!(wrap("averylongword x", 5), ["averylongword", "x"]);
        assert_eq!(wrap("", 5), [""]);
    }

    #[test]
    fn leaf_boxes_hold_their_values() {
        use crate::draw::metrics::value_width;
        // Few and many leaves, one-digit to five-character values: every leaf's box (its
        // width as written) is at least as wide as its value as drawn.
        for text in [
            "[1,2]",
            "[-9,8]",
            "[-100,5,7]",
            "[4.995,-1000]",
            &format!("[{}]", vec!["-99"; 70].join(",")),
            &format!("[{}]", vec!["-1000"; 70].join(",")),
        ] {
            let tree = parse(text).unwrap();
            let trace = search(&tree, Settings::default());
            let layout = sheet_layout(&tree);
            let doc = svg(&tree, &trace, &layout, Sheet::Worksheet, None, "w");
            let widths: Vec<f32> = doc
                .split(r#"data-kind="leaf""#)
                .skip(1)
                .map(|g| {
                    let w = g.split(r#"width=""#).nth(1).unwrap();
                    w[..w.find('"').unwrap()].parse().unwrap()
                })
                .collect();
            assert_eq!(widths.len(), tree.leaves().len());
            for (&n, w) in tree.leaves().iter().zip(widths) {
                let need = value_width(tree.value(n).unwrap());
                assert!(w >= need, "{text}: a box {w} wide for a value {need} wide");
            }
        }
    }
}
