use super::*;
use ::search::{parse, search, CutRule, Fail, Form, Settings};
use num::Dec0;

/// The seeds' tree (the default), searched under `settings`.
fn seeds(settings: Settings) -> (Tree, Trace) {
    let tree = parse(::search::PRESETS[0].notation).unwrap();
    let trace = search(&tree, settings);
    (tree, trace)
}

/// The step sheet of `tree` at `step`.
fn step_sheet(tree: &Tree, trace: &Trace, step: usize) -> String {
    let mut replay = Replay::new(tree);
    replay.seek(tree, trace, step);
    svg(
        tree,
        trace,
        &sheet_layout(tree),
        Sheet::Step,
        Some(&replay),
        "s",
    )
}

/// The group of the node labelled `label`, from its `<g` to its `</g>`.
fn group<'a>(doc: &'a str, label: &str) -> &'a str {
    let at = doc
        .find(&format!(r#"data-label="{label}""#))
        .unwrap_or_else(|| panic!("no node {label}"));
    let start = doc[..at].rfind("<g").unwrap();
    let end = at + doc[at..].find("</g>").unwrap();
    &doc[start..end]
}

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
    let drawing = &sheet[..sheet.find(r#"<text x="16""#).unwrap()];
    assert!(!drawing.contains("α "), "no alpha beside the nodes");
}

#[test]
fn the_size_is_the_documents_and_holds_the_caption() {
    let tree = parse("[3,5]").unwrap();
    let settings = Settings {
        form: Form::Negamax,
        fail: Fail::Hard,
        depth_limit: Some(3),
        ..Settings::default()
    };
    let trace = search(&tree, settings);
    let layout = sheet_layout(&tree);
    for sheet in [Sheet::Worksheet, Sheet::AnswerKey, Sheet::Step] {
        let d = document(&tree, &trace, &layout, sheet, None, "s", false);
        assert_eq!(
            d.width, NARROWEST_SHEET,
            "a small tree's sheet is the least width"
        );
        let head = format!(r#"width="{}" height="{}""#, Dec0(d.width), Dec0(d.height));
        assert!(d.svg.contains(&head), "{head}");
        // The long rules wrap over several lines, all of them on the sheet.
        let last = d.svg.rsplit(r#"<text x="16" y=""#).next().unwrap();
        let y: f32 = last[..last.find('"').unwrap()].parse().unwrap();
        assert!(
            y + LAST_LINE_ROOM <= d.height,
            "{sheet:?}: a line at {y} of {}",
            d.height
        );
    }
}

#[test]
fn captions_wrap_at_spaces() {
    assert_eq!(wrap("aa bb cc", 5), ["aa bb", "cc"]);
    assert_eq!(wrap("averylongword x", 5), ["averylongword", "x"]);
    assert_eq!(wrap("", 5), [""]);
}

#[test]
fn leaf_boxes_hold_their_values() {
    use crate::metrics::value_width;
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
        for sheet in [Sheet::Worksheet, Sheet::Step] {
            let doc = svg(&tree, &trace, &layout, sheet, None, "w");
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

#[test]
fn a_step_sheet_shows_the_step_as_the_page_does() {
    // Step 30 of the seeds' tree: the search is at F (under C), G and its leaves are still
    // unvisited, E cut off and leaf 9 is struck.
    let (tree, trace) = seeds(Settings::default());
    let doc = step_sheet(&tree, &trace, 30);
    let g = group(&doc, "G");
    assert!(g.contains(r#"data-state="unvisited""#), "{g}");
    assert!(
        g.contains(&format!(r#"fill="{PAPER}" stroke="{FAINT}""#)),
        "G is drawn unvisited: {g}"
    );
    assert!(!g.contains("α "), "no bounds before G is entered: {g}");
    for leaf in ["N", "O"] {
        assert!(group(&doc, leaf).contains(&format!(r#"stroke="{FAINT}""#)));
    }
    // The current node: its halo, and its best so far as a bound.
    let f = group(&doc, "F");
    assert!(f.contains(r#"data-state="current""#), "{f}");
    assert!(
        f.contains(&format!(r#"fill="{FOCUS}""#)),
        "F has the halo: {f}"
    );
    assert!(f.contains(">≥1</text>"), "{f}");
    // The path A, C, F: alpha and beta over their background, the root's bound, thick edges.
    for (label, alpha, beta) in [("A", "5", "+∞"), ("C", "5", "+∞"), ("F", "5", "+∞")] {
        let n = group(&doc, label);
        assert!(n.contains(&format!(">α {alpha}</text>")), "{n}");
        assert!(n.contains(&format!(">β {beta}</text>")), "{n}");
        assert!(
            n.contains(&format!(r#"stroke="{LINE}""#)),
            "{label}'s background: {n}"
        );
    }
    assert!(group(&doc, "A").contains(">≥5</text>"));
    assert!(group(&doc, "C").contains(r#"data-look="min open""#));
    let path = doc
        .lines()
        .filter(|l| {
            l.starts_with("<line") && l.contains(&format!(r#"stroke="{INK}" stroke-width="4""#))
        })
        .count();
    assert_eq!(path, 2, "the edges A-C and C-F are the path");
    // E's cutoff and the struck edge into leaf 9.
    assert!(group(&doc, "E").contains(">β-cut</text>"));
    assert!(group(&doc, "E").contains(">≥6</text>"));
    assert_eq!(doc.matches(r#"data-pruned="true""#).count(), 1);
    assert!(doc.contains(&format!(r#"stroke="{CUT}" stroke-width="3.5""#)));
    // The narration of the step.
    let said = escape(&narrate(&tree, &trace, 29, Style::UNICODE));
    assert!(said.contains("no cutoff at F"), "{said}");
    assert!(doc.contains(&format!("Step 30 of 40. {said}")), "{doc}");
}

#[test]
fn step_zero_says_nothing_is_searched() {
    let (tree, trace) = seeds(Settings::default());
    let doc = step_sheet(&tree, &trace, 0);
    assert!(doc.contains("Step 0 of 40. Nothing searched yet."));
    assert_eq!(doc.matches(r#"data-state="unvisited""#).count(), tree.len());
}

#[test]
fn a_worksheet_has_a_name_line_and_the_rules_of_its_key() {
    // The tree with estimates, under every convention that changes the answers.
    let tree = parse(::search::PRESETS[3].notation).unwrap();
    let settings = Settings {
        root: ::search::Side::Min,
        rule: CutRule::Gt,
        fail: Fail::Hard,
        form: Form::Negamax,
        depth_limit: Some(2),
        ..Settings::default()
    };
    let trace = search(&tree, settings);
    let layout = sheet_layout(&tree);
    let sheet = svg(&tree, &trace, &layout, Sheet::Worksheet, None, "w");
    assert!(sheet.contains(">Name:</text>"), "{sheet}");
    let rules = conventions(&trace.settings, Style::UNICODE);
    let words = |doc: &str| {
        doc.split("<text ")
            .filter_map(|t| Some(t.split_once('>')?.1.split_once("</text>")?.0))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let (sheet, key) = (
        words(&sheet),
        words(&svg(&tree, &trace, &layout, Sheet::AnswerKey, None, "k")),
    );
    for said in [
        "α &gt; β",
        "fail-hard",
        "negamax",
        "root Min",
        "depth limit 2",
    ] {
        assert!(sheet.contains(said), "{said} in {sheet}");
    }
    assert!(sheet.contains(&escape(&rules)), "{sheet}");
    assert!(key.contains(&escape(&rules)), "{key}");
}

#[test]
fn the_sheets_colours_are_the_pages() {
    let css = include_str!("../../../../static/style.css");
    for (name, colour) in [
        ("ink", INK),
        ("muted", MUTED),
        ("faint", FAINT),
        ("line", LINE),
        ("paper", PAPER),
        ("max-fill", MAX_FILL),
        ("max-ink", MAX_INK),
        ("min-fill", MIN_FILL),
        ("min-ink", MIN_INK),
        ("cut", CUT),
        ("focus", FOCUS),
    ] {
        // The light theme's colour: alone, or first in `light-dark(light, dark)`.
        let alone = format!("--{name}: {colour};");
        let light = format!("--{name}: light-dark({colour},");
        assert!(css.contains(&alone) || css.contains(&light), "--{name}");
    }
}

#[test]
fn an_answer_key_shows_every_label_alpha_and_beta() {
    // Sheet spacing leaves B and D little room: the page would show their bounds only on the
    // path; the key shows them all.
    let tree = parse("[[1,2],[3],[4,5]]").unwrap();
    let trace = search(&tree, Settings::default());
    let doc = svg(
        &tree,
        &trace,
        &sheet_layout(&tree),
        Sheet::AnswerKey,
        None,
        "k",
    );
    for label in ["A", "B", "C", "D"] {
        let g = group(&doc, label);
        assert!(g.contains("α ") && g.contains("β "), "{label}: {g}");
        assert!(g.contains(&format!(">{label}<")), "{label}'s label: {g}");
    }
}

#[test]
fn captions_wrap_at_spaces_and_between_wide_characters() {
    let english = "the quick brown fox jumps over the lazy dog";
    assert_eq!(
        wrap(english, 10),
        ["the quick", "brown fox", "jumps over", "the lazy", "dog"]
    );
    let japanese = "根ノードAから探索を始めます。アルファは−∞、ベータは+∞です。";
    let lines = wrap(japanese, 12);
    assert!(lines.len() > 3, "{lines:?}");
    assert_eq!(lines.concat(), japanese);
    for l in &lines {
        let width: usize = l.chars().map(super::char_width).sum();
        assert!(width <= 12, "{l}");
        assert!(!l.starts_with(['。', '、']), "{lines:?}");
    }
}

/// Chance nodes (issue 20) are drawn as the textbooks do: a circle with a dashed outline, each
/// edge below it carrying its child's probability (as typed, else the equal share), and the
/// sheet's caption says what the dashed circle means.
#[test]
fn chance_nodes_are_dashed_circles_with_probabilities_on_their_edges() {
    let tree = parse("+[B~[0.25@3, 0.75@[4,6]], -[2, 7], D~[1, 2]]").unwrap();
    let trace = search(&tree, Settings::default());
    let doc = step_sheet(&tree, &trace, trace.events.len());
    for label in ["B", "D"] {
        let g = group(&doc, label);
        assert!(
            g.contains(r#"data-kind="chance""#) && g.contains("<circle"),
            "{g}"
        );
        assert!(g.contains(r#"stroke-dasharray="3 3""#), "{g}");
    }
    assert!(!group(&doc, "C").contains(r#"data-kind="chance""#));
    let probs: Vec<&str> = doc
        .split(r#"font-size="14">"#)
        .skip(1)
        .filter_map(|t| t.split('<').next())
        .collect();
    assert_eq!(probs, ["0.25", "0.75", "0.5", "0.5"]);
    assert!(doc.contains("A dashed circle is a chance node"));
    // A tree without chance nodes has neither.
    let (plain, plain_trace) = seeds(Settings::default());
    let doc = step_sheet(&plain, &plain_trace, 3);
    assert!(!doc.contains(r#"font-size="14">"#) && !doc.contains("dashed circle"));
}

#[test]
fn a_worksheet_has_a_legend_and_blanks_when_asked() {
    let (tree, trace) = seeds(Settings::default());
    let layout = sheet_layout(&tree);
    let sheet = svg(&tree, &trace, &layout, Sheet::Worksheet, None, "w");
    for name in [">Max node</text>", ">Min node</text>"] {
        assert!(sheet.contains(name), "{name}");
    }
    assert!(
        !sheet.contains(">chance node</text>"),
        "no chance nodes in the seeds' tree"
    );
    let key = svg(&tree, &trace, &layout, Sheet::AnswerKey, None, "k");
    assert!(
        !key.contains(">Max node</text>"),
        "the legend is the worksheet's"
    );
    // Blanks: each inner node's alpha and beta names, each with a rule, where the key writes
    // alpha and beta.
    let blanks = document(&tree, &trace, &layout, Sheet::Worksheet, None, "w", true).svg;
    let inner = (0..tree.len() as u32).filter(|&n| !tree.is_leaf(n)).count();
    assert_eq!(blanks.matches(">α</text><line").count(), inner);
    assert_eq!(blanks.matches(">β</text><line").count(), inner);
    assert!(!sheet.contains(">α</text>"), "no blanks unless asked");
    let beside = |doc: &str, name: &str| {
        let at = doc.find(&format!(">{name}")).unwrap();
        let start = doc[..at].rfind("<text x=\"").unwrap() + 9;
        doc[start..start + doc[start..].find('"').unwrap()].to_string()
    };
    assert_eq!(
        beside(&blanks, "α</text>"),
        beside(&key, "α "),
        "in the key's place"
    );
}

/// The number after `key` in `doc` (an attribute's, as `y="` or `translate(0,`).
fn number_after(doc: &str, key: &str) -> f32 {
    let at = doc.find(key).unwrap_or_else(|| panic!("{key} in {doc}")) + key.len();
    let end = doc[at..].find(|c: char| c != '.' && c != '-' && !c.is_ascii_digit());
    doc[at..at + end.unwrap()].parse().unwrap()
}

/// The highest a node's look reaches: its shape, its cut tag, its label (a text's top, a
/// label's size over its baseline).
fn look_top(n: &crate::look::NodeLook) -> f32 {
    use crate::look::{CutTag, Shape};
    let shape = match n.shape {
        Shape::Rect(r) => r.y,
        Shape::Circle(c) => c.cy - c.r,
    };
    let tag = match n.cut_tag {
        Some(CutTag::Tag { rect, .. }) => rect.y,
        Some(CutTag::Badge { circle, .. }) => circle.cy - circle.r,
        None => f32::INFINITY,
    };
    let label = n.label.as_ref().map_or(f32::INFINITY, |l| l.y - LABEL_SIZE);
    shape.min(tag).min(label)
}

/// The lowest a node's shape reaches.
fn look_bottom(n: &crate::look::NodeLook) -> f32 {
    match n.shape {
        crate::look::Shape::Rect(r) => r.y + r.height,
        crate::look::Shape::Circle(c) => c.cy + c.r,
    }
}

/// A label's text reaches this far over its baseline.
const LABEL_SIZE: f32 = 16.0;

/// Issue 42: a sheet is headed by its title and, on a worksheet, the student's name line,
/// both above the tree's top (anything a node draws, its cut tag included); the caption comes
/// under the tree's bottom.
#[test]
fn the_title_and_the_name_line_head_the_sheet() {
    let (tree, trace) = seeds(Settings::default());
    let layout = sheet_layout(&tree);
    for sheet in [Sheet::Worksheet, Sheet::AnswerKey, Sheet::Step] {
        let d = document(&tree, &trace, &layout, sheet, None, "T", false);
        let title = d.svg.find(r#"font-weight="bold">T</text>"#).unwrap();
        let title_y = number_after(&d.svg[d.svg[..title].rfind("<text").unwrap()..], "y=\"");
        let shift = number_after(&d.svg, "<g transform=\"translate(0,");
        let drawn = drawn(&tree, &trace, &layout, sheet, None, false);
        let top = drawn
            .nodes
            .iter()
            .map(look_top)
            .fold(f32::INFINITY, f32::min);
        let bottom = drawn.nodes.iter().map(look_bottom).fold(0.0, f32::max);
        assert!(
            title_y < shift + top,
            "{sheet:?}: the title at {title_y}, the tree from {}",
            shift + top
        );
        let name = d.svg.find(">Name:</text>");
        assert_eq!(name.is_some(), sheet == Sheet::Worksheet, "{sheet:?}");
        if let Some(name) = name {
            let name_y = number_after(&d.svg[d.svg[..name].rfind("<text").unwrap()..], "y=\"");
            assert!(
                title_y < name_y && name_y < shift + top,
                "{sheet:?}: the name at {name_y}"
            );
        }
        let caption = d.svg.rfind("</g>").unwrap();
        let caption_y = number_after(&d.svg[caption..], "y=\"");
        assert!(
            caption_y > shift + bottom,
            "{sheet:?}: the caption at {caption_y}"
        );
    }
}
