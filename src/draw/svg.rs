//! The tree as a standalone SVG document (styles inlined, so it opens the same in any browser
//! and in Inkscape): a worksheet (leaf values only), an answer key (values, alpha and beta,
//! pruned branches struck through), or the view at one step of the replay. Pure Rust: the page
//! and `ablab export` share it.

use super::layout::{leaf_half, Layout, VALUE_GAP};
use super::metrics::widest_value;
use crate::engine::narrate::{conventions, Style};
use crate::engine::{Algorithm, Form, NodeId, Replay, Status, Trace, Tree};
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
    let settings = trace.settings;
    let negamax = settings.form == Form::Negamax;
    let pruning = settings.algorithm == Algorithm::AlphaBeta;
    let caption_h = 64.0;
    let (w, h) = (layout.width.max(320.0), layout.height + caption_h + 40.0);
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
    let status = |n: NodeId| state.map(|r| r.node(n).status).unwrap_or(Status::Unvisited);
    let show = |s| trace.table.show(s, true);
    // Edges.
    o.push_str("<g>\n");
    for child in 1..tree.len() as NodeId {
        let Some(parent) = tree.parent(child) else {
            continue;
        };
        let (x1, y1) = (layout.x[parent as usize], layout.y[parent as usize] + 22.0);
        let (x2, y2) = (layout.x[child as usize], layout.y[child as usize] - 16.0);
        let pruned = status(child) == Status::Pruned;
        let style = if pruned {
            format!(r#"stroke="{FAINT}" stroke-width="2" stroke-dasharray="6 5""#)
        } else {
            format!(r#"stroke="{MUTED}" stroke-width="2""#)
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
        if pruned && status(parent) != Status::Pruned {
            let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
            let _ = writeln!(
                o,
                r#"<path d="M{},{}L{},{}M{},{}L{},{}" stroke="{CUT}" stroke-width="3.5" stroke-linecap="round"/>"#,
                Dec1(mx - 10.0),
                Dec1(my + 8.0),
                Dec1(mx - 2.0),
                Dec1(my - 8.0),
                Dec1(mx + 2.0),
                Dec1(my + 8.0),
                Dec1(mx + 10.0),
                Dec1(my - 8.0)
            );
        }
    }
    o.push_str("</g>\n<g>\n");
    // Nodes.
    for n in 0..tree.len() as NodeId {
        let (x, y) = (layout.x[n as usize], layout.y[n as usize]);
        let st = state.map(|r| *r.node(n)).unwrap_or_default();
        let pruned = st.status == Status::Pruned;
        let is_max = settings.is_max_at(tree.depth(n));
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
            if pruned { r#" opacity="0.4""# } else { "" }
        );
        let dash = if pruned {
            r#" stroke-dasharray="5 4""#
        } else {
            ""
        };
        match kind {
            "leaf" => {
                // One row, its spacing wide enough for the widest value (`sheet_layout`).
                let half = leaf_half(layout.leaf_spacing, layout.leaf_spacing, layout.value_width);
                let _ = write!(
                    o,
                    r#"<rect x="{}" y="-15" width="{}" height="30" rx="7" fill="white" stroke="{MUTED}" stroke-width="2"{dash}/>"#,
                    Dec1(-half),
                    Dec1(2.0 * half)
                );
                if let Some(v) = tree.value(n) {
                    let _ = write!(
                        o,
                        r#"<text y="6" text-anchor="middle" font-weight="bold" fill="{INK}"{}>{}</text>"#,
                        if pruned {
                            r#" text-decoration="line-through""#
                        } else {
                            ""
                        },
                        escape(&v.to_string().replace('-', "−"))
                    );
                }
            }
            _ => {
                let (fill, ink) = if is_max {
                    (MAX_FILL, MAX_INK)
                } else {
                    (MIN_FILL, MIN_INK)
                };
                if is_max {
                    let _ = write!(
                        o,
                        r#"<rect x="-22" y="-22" width="44" height="44" rx="3" fill="{fill}" stroke="{ink}" stroke-width="2"{dash}/>"#
                    );
                } else {
                    let _ = write!(
                        o,
                        r#"<circle r="22" fill="{fill}" stroke="{ink}" stroke-width="2"{dash}/>"#
                    );
                }
                let _ = write!(
                    o,
                    r#"<text x="-27" y="-14" text-anchor="end" font-weight="bold" fill="{MUTED}">{label}</text>"#
                );
                if st.status == Status::Done {
                    if let Some(v) = st.value {
                        let bound = if st.cut {
                            if is_max || negamax {
                                "≥"
                            } else {
                                "≤"
                            }
                        } else {
                            ""
                        };
                        let _ = write!(
                            o,
                            r#"<text y="6" text-anchor="middle" font-weight="bold" fill="{INK}">{bound}{}</text>"#,
                            escape(&show(v))
                        );
                    }
                }
                if pruning && st.alpha.is_some() && !pruned {
                    let a = st.alpha.map(show).unwrap_or_default();
                    let b = st.beta.map(show).unwrap_or_default();
                    let _ = write!(
                        o,
                        r#"<text x="27" y="-3" fill="{MAX_INK}">α {}</text><text x="27" y="17" fill="{MIN_INK}">β {}</text>"#,
                        escape(&a),
                        escape(&b)
                    );
                }
                if st.skipped {
                    let name = if is_max || negamax {
                        "β-cut"
                    } else {
                        "α-cut"
                    };
                    let _ = write!(
                        o,
                        r#"<rect x="6" y="-47" width="52" height="22" rx="4" fill="{CUT}"/><text x="32" y="-30" text-anchor="middle" font-weight="bold" fill="white">{name}</text>"#
                    );
                }
            }
        }
        o.push_str("</g>\n");
    }
    o.push_str("</g>\n");
    // Caption.
    let caption = match sheet {
        Sheet::Worksheet => {
            "Worksheet: find the value of every node and strike out what alpha-beta prunes."
                .to_string()
        }
        Sheet::AnswerKey => format!(
            "Answer key: root value {}, {} of {} leaves evaluated. {}.",
            show(trace.solution.value),
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
    let cy = layout.height + 24.0;
    let _ = writeln!(
        o,
        r#"<text x="16" y="{}" fill="{INK}" font-weight="bold">{}</text>"#,
        Dec0(cy),
        escape(title)
    );
    // Wrap the caption at about the drawing's width.
    let per_line = ((w - 32.0) / 8.5).max(30.0) as usize;
    let mut line = String::new();
    let mut lines = Vec::new();
    for word in caption.split(' ') {
        if line.chars().count() + word.chars().count() + 1 > per_line && !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    for (i, l) in lines.iter().enumerate() {
        let _ = writeln!(
            o,
            r#"<text x="16" y="{}" fill="{MUTED}">{}</text>"#,
            Dec0(cy + 22.0 * (i as f32 + 1.0)),
            escape(l)
        );
    }
    o.push_str("</svg>\n");
    o
}

/// The layout an exported sheet uses: roomy, whatever the screen, and wide enough that the
/// widest leaf values (on one row here) do not touch.
pub fn sheet_layout(tree: &Tree) -> Layout {
    let roomy: f32 = if tree.leaves().len() > 64 { 24.0 } else { 64.0 };
    let spacing = roomy.max(widest_value(tree) + VALUE_GAP);
    Layout::new(tree, spacing, 96.0, 40.0)
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
