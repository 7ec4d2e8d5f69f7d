//! A sheet's drawing as TikZ commands: each edge and node from its look, painted as the SVG
//! sheet paints it (`svg::step`'s `edge_paint`, `node_paint`, `shape_paint`), and a worksheet's
//! legend.

use super::write::{at, cm, escape, pt, CM_PER_PX, PT_PER_CM};
use crate::look::{BoundText, CutTag, Rect, Ring, Shape, Text, BLANK_FROM, BLANK_TO};
use crate::svg::step::{
    self, Drawn, BEYOND_FILL, CHANCE_DASH, HALO_OPACITY, PROB_SIZE, STRIKE, THIN, VALUE_SIZE,
};
use crate::svg::{
    CUT, FAINT, FOCUS, INK, LINE, MAX_FILL, MAX_INK, MIN_FILL, MIN_INK, MUTED, PAPER,
};
use crate::{EdgeLook, Kind, NodeLook};
use std::fmt::Write as _;

/// The page's colours, each defined in the picture under a name of its own, so that a pasted
/// picture brings them.
const COLOURS: [(&str, &str); 12] = [
    (INK, "abink"),
    (MUTED, "abmuted"),
    (FAINT, "abfaint"),
    (LINE, "abline"),
    (PAPER, "abpaper"),
    (MAX_FILL, "abmaxfill"),
    (MAX_INK, "abmaxink"),
    (MIN_FILL, "abminfill"),
    (MIN_INK, "abminink"),
    (CUT, "abcut"),
    (FOCUS, "abfocus"),
    (BEYOND_FILL, "abbeyond"),
];

/// The text's size in the SVG sheet, in pixels.
const TEXT_SIZE: f32 = 16.0;
/// The font sizes pdflatex's default fonts come in, in points: a size is rounded to one.
const FONT_SIZES: [f32; 9] = [5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 10.95, 12.0, 14.4];
/// The room around a probability on its edge, over the paper that hides the line under it.
const PROB_RIM_PT: f32 = 1.5;
/// A struck leaf's value: the line through it, this far over the baseline, this far inside its
/// box on each side (pixels).
const STRIKE_RISE: f32 = 6.0;
const STRIKE_INSET: f32 = 6.0;
/// The background of alpha and beta shows this much.
const BOUNDS_BG_OPACITY: &str = "0.92";
/// The legend: its row this far under the drawing, each shape this big and its name this far
/// right of it, and this much room after the name (pixels).
const LEGEND_DROP: f32 = 16.0;
const LEGEND_SIZE: f32 = 16.0;
const LEGEND_GAP: f32 = 6.0;
const LEGEND_SPACE: f32 = 24.0;
const LEGEND_LEFT: f32 = 16.0;

/// The name a colour is defined under.
fn colour(hex: &str) -> &'static str {
    COLOURS
        .iter()
        .find(|(h, _)| *h == hex)
        .map_or("black", |(_, name)| name)
}

/// Defines the page's colours in the picture.
pub(super) fn colours(o: &mut String) {
    for (hex, name) in COLOURS {
        let rgb = hex.trim_start_matches('#').to_ascii_uppercase();
        let _ = writeln!(o, "\\definecolor{{{name}}}{{HTML}}{{{rgb}}}");
    }
}

/// A font of `px` pixels in the SVG sheet, at the nearest size the default fonts hold.
fn font(px: f32, bold: bool) -> String {
    let want = px * CM_PER_PX * PT_PER_CM;
    let size = FONT_SIZES
        .into_iter()
        .min_by(|a, b| (a - want).abs().total_cmp(&(b - want).abs()))
        .unwrap_or(10.0);
    let weight = if bold { "\\bfseries" } else { "" };
    format!(
        "\\fontsize{{{size}}}{{{}}}\\selectfont{weight}",
        cm(size * 1.2)
    )
}

/// A dash pattern written as the SVG writes it (`6 5`), in TikZ's words.
fn dashes(svg: &str) -> String {
    let mut parts = svg.split(' ').map(|n| n.parse::<f32>().unwrap_or(1.0));
    let (on, off) = (parts.next().unwrap_or(1.0), parts.next().unwrap_or(1.0));
    format!(
        ", dash pattern=on {}cm off {}cm",
        cm(on * CM_PER_PX),
        cm(off * CM_PER_PX)
    )
}

/// The edges, then the nodes, of `d`; a `blank` sheet inks what is not searched.
pub(super) fn drawing(o: &mut String, d: &Drawn, blank: bool) {
    for e in &d.edges {
        edge(o, e, blank);
    }
    for n in &d.nodes {
        node(o, n, blank, d.blanks);
    }
}

fn edge(o: &mut String, e: &EdgeLook, blank: bool) {
    let (stroke, width, dash, fade) = step::edge_paint(e, blank);
    let mut style = format!("draw={}, line width={}pt", colour(stroke), pt(width));
    if !dash.is_empty() {
        style.push_str(&dashes(dash));
    }
    if !fade.is_empty() {
        let _ = write!(style, ", draw opacity={fade}");
    }
    let _ = writeln!(
        o,
        "\\draw[{style}] {} -- {};",
        at(e.x1, e.y1),
        at(e.x2, e.y2)
    );
    if let Some(p) = &e.prob {
        let _ = writeln!(
            o,
            "\\node[anchor=base, fill=abpaper, inner sep={PROB_RIM_PT}pt, text=abmuted, font={}] at {} {{{}}};",
            font(PROB_SIZE as f32, false),
            at(p.x, p.y),
            escape(&p.text.to_string())
        );
    }
    if let Some(s) = &e.strike {
        for [(ax, ay), (bx, by)] in s.0 {
            let _ = writeln!(
                o,
                "\\draw[draw=abcut, line width={}pt] {} -- {};",
                pt(STRIKE),
                at(ax, ay),
                at(bx, by)
            );
        }
    }
}

/// A node's parts bottom to top, in a scope that fades a pruned node or one beyond the depth
/// limit.
fn node(o: &mut String, look: &NodeLook, blank: bool, blanks: bool) {
    let (paint, fade) = step::node_paint(look, blank);
    let scope = !fade.is_empty();
    if scope {
        let _ = writeln!(o, "\\begin{{scope}}[opacity={fade}]");
    }
    if let Some(h) = &look.halo {
        let _ = writeln!(o, "\\fill[abfocus, opacity={HALO_OPACITY}] {};", circle(h));
    }
    shape(o, look, paint);
    value(o, look, paint);
    if let Some(t) = &look.label {
        text(o, t, "base east", "abmuted", true, &escape(&t.text));
    }
    if let Some(b) = &look.bounds {
        if let Some(r) = &b.background {
            let _ = writeln!(
                o,
                "\\filldraw[fill=abpaper, draw=abline, fill opacity={BOUNDS_BG_OPACITY}{}] {};",
                corners(r.rx),
                rect(r)
            );
        }
        bound(o, &b.alpha, "abmaxink", blanks);
        bound(o, &b.beta, "abminink", blanks);
    }
    cut_tag(o, look);
    if scope {
        o.push_str("\\end{scope}\n");
    }
}

fn shape(o: &mut String, look: &NodeLook, paint: &str) {
    let [fill, stroke, width, dash] = step::shape_paint(look, paint);
    let mut style = format!(
        "fill={}, draw={}, line width={}pt",
        colour(fill),
        colour(stroke),
        pt(width)
    );
    if !dash.is_empty() {
        style.push_str(&dashes(dash));
    }
    let path = match &look.shape {
        Shape::Rect(r) => {
            style.push_str(&corners(r.rx));
            rect(r)
        }
        Shape::Circle(c) => circle(c),
    };
    let _ = writeln!(o, "\\filldraw[{style}] {path};");
}

/// The value or bound inside: muted while provisional or unvisited, struck through on a pruned
/// leaf.
fn value(o: &mut String, look: &NodeLook, paint: &str) {
    let Some(v) = &look.value else {
        return;
    };
    let t = &v.text;
    let muted = v.provisional || paint == "unvisited";
    let ink = if muted { "abmuted" } else { "abink" };
    let anchor = match v.anchor {
        Some("end") => "base east",
        _ => "base",
    };
    let size: f32 = VALUE_SIZE.parse().unwrap_or(TEXT_SIZE);
    let _ = writeln!(
        o,
        "\\node[anchor={anchor}, text={ink}, font={}] at {} {{{}}};",
        font(size, !v.provisional),
        at(t.x, t.y),
        escape(&t.text.to_string())
    );
    if let (Kind::Leaf, "pruned", Shape::Rect(r)) = (look.look.kind, paint, &look.shape) {
        let y = t.y - STRIKE_RISE;
        let _ = writeln!(
            o,
            "\\draw[draw=abink, line width={}pt] {} -- {};",
            pt(THIN),
            at(r.x + STRIKE_INSET, y),
            at(r.x + r.width - STRIKE_INSET, y)
        );
    }
}

/// Alpha or beta beside a node; on a worksheet with blanks, its name and a rule to write on.
fn bound(o: &mut String, t: &Text<BoundText>, ink: &str, blanks: bool) {
    if blanks {
        text(o, t, "base west", ink, false, &escape(t.text.name));
        let _ = writeln!(
            o,
            "\\draw[draw={ink}, line width=0.4pt] {} -- {};",
            at(t.x + BLANK_FROM, t.y),
            at(t.x + BLANK_TO, t.y)
        );
    } else {
        text(o, t, "base west", ink, false, &escape(&t.text.to_string()));
    }
}

/// The cutoff's tag (its name on red) or badge (its letter on a red circle).
fn cut_tag(o: &mut String, look: &NodeLook) {
    let (path, t, words) = match &look.cut_tag {
        Some(CutTag::Tag { rect: r, text: t }) => (
            format!("{}] {}", corners(r.rx), rect(r)),
            (t.x, t.y),
            t.text.to_string(),
        ),
        Some(CutTag::Badge { circle: c, text: t }) => {
            (format!("] {}", circle(c)), (t.x, t.y), t.text.to_string())
        }
        None => return,
    };
    let _ = writeln!(o, "\\fill[abcut{path};");
    let _ = writeln!(
        o,
        "\\node[anchor=base, text=abpaper, font={}] at {} {{{}}};",
        font(TEXT_SIZE, true),
        at(t.0, t.1),
        escape(&words)
    );
}

/// A text at its point, anchored as the SVG anchors it, in the sheet's text size.
fn text<T>(o: &mut String, t: &Text<T>, anchor: &str, ink: &str, bold: bool, words: &str) {
    let _ = writeln!(
        o,
        "\\node[anchor={anchor}, text={ink}, font={}] at {} {{{words}}};",
        font(TEXT_SIZE, bold),
        at(t.x, t.y)
    );
}

fn rect(r: &Rect) -> String {
    format!(
        "{} rectangle {}",
        at(r.x, r.y),
        at(r.x + r.width, r.y + r.height)
    )
}

fn corners(rx: f32) -> String {
    format!(", rounded corners={}cm", cm(rx * CM_PER_PX))
}

fn circle(c: &Ring) -> String {
    format!("{} circle[radius={}]", at(c.cx, c.cy), cm(c.r * CM_PER_PX))
}

/// A worksheet's legend, in a row under the drawing (which ends at `bottom`): each shape, small,
/// and its name; each name placed after the one before, as wide as TeX sets it.
pub(super) fn legend(o: &mut String, items: &[(Kind, String)], bottom: f32) {
    let y = bottom + LEGEND_DROP + LEGEND_SIZE / 2.0;
    let size = cm(LEGEND_SIZE * CM_PER_PX);
    // The first shape's left, as TikZ's coordinate without its parentheses.
    let start = at(LEGEND_LEFT, y);
    let mut after = start[1..start.len() - 1].to_string();
    for (i, (kind, name)) in items.iter().enumerate() {
        let (look, dash) = match kind {
            Kind::Max => ("fill=abmaxfill, draw=abmaxink, rounded corners=1pt", ""),
            Kind::Min => ("circle, fill=abminfill, draw=abminink", ""),
            _ => ("circle, fill=abpaper, draw=abink", CHANCE_DASH),
        };
        let dash = if dash.is_empty() {
            String::new()
        } else {
            dashes(dash)
        };
        let shift = if i == 0 { 0.0 } else { LEGEND_SPACE };
        let _ = writeln!(
            o,
            "\\node[{look}{dash}, line width={}pt, minimum size={size}cm, anchor=west] (legend{i}) at ([xshift={}cm]{after}) {{}};",
            pt(THIN),
            cm(shift * CM_PER_PX)
        );
        let _ = writeln!(
            o,
            "\\node[anchor=west, text=abink, font={}] (legendname{i}) at ([xshift={}cm]legend{i}.east) {{{}}};",
            font(TEXT_SIZE, false),
            cm(LEGEND_GAP * CM_PER_PX),
            escape(name)
        );
        after = format!("legendname{i}.east");
    }
}
