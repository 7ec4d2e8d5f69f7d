//! The step sheet (draw's SVG) agrees with the page (the model's facts drawn as looks) at every
//! step: a test across the layers, so it lives above them.

use alphabeta_lab::draw::svg::{sheet_layout, svg, Sheet};
use alphabeta_lab::draw::{layout_for, Geometry, NodeLook};
use alphabeta_lab::model::{Action, Model, Step};
use alphabeta_lab::search::{self, Replay, Trace, Tree};

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
fn a_step_sheet_agrees_with_the_page_at_every_step() {
    let mut m = Model::default_with_width(1280.0);
    let (tree, trace) = (m.tree().clone(), m.trace().clone());
    let layout = layout_for(&tree, 1280.0, &[], false);
    let geo = Geometry::new(&tree, &layout, &[]);
    for step in 0..=trace.events.len() {
        let doc = step_sheet(&tree, &trace, step);
        for n in 0..tree.len() as search::NodeId {
            let page = NodeLook::new(&m.node_facts(n), &geo, n);
            let g = group(&doc, &page.data.label);
            let state = format!(
                r#"data-state="{}" data-look="{}""#,
                page.data.state, page.look
            );
            assert!(g.contains(&state), "step {step}: {state} in {g}");
            if let Some(v) = &page.value {
                assert!(
                    g.contains(&format!(">{}</text>", v.text.text)),
                    "step {step}: {g}"
                );
            }
        }
        m.apply(Action::Replay(Step::Forward));
    }
}
