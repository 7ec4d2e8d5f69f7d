//! Issue 42 over random chance trees: every value stays in its node, and no cut tag meets a
//! probability on an edge.

use super::*;
use crate::layout::{layout_for, Layout};
use crate::look::edge::{PROB_BELOW, PROB_DROP};
use crate::metrics::{prob_width, VALUE_ASCENT, VALUE_DESCENT};
use ::search::random::SplitMix;
use ::search::Window;

/// A box: left, top, right, bottom.
pub(super) type Box4 = [f32; 4];

/// Tolerance for rounding, in pixels.
const SLACK: f32 = 0.01;

/// A random tree's notation, `depth` levels below its root, every leaf at the bottom: each
/// inner node a chance node one time in two (its children's probabilities typed as decimals
/// one time in two, else equal), else Max or Min as its depth says; 2 to 4 children; leaf
/// values within -9.9..9.9, with one decimal one time in two.
fn random_chance(rng: &mut SplitMix, depth: u16, decimals: bool) -> String {
    if depth == 0 {
        let v = rng.range(-99, 99);
        return match decimals {
            true => ::search::Value::new(v, 1).to_string(),
            false => (v / 10).to_string(),
        };
    }
    let k = rng.range(2, 4) as usize;
    let chance = rng.range(0, 1) == 1;
    let typed = chance && rng.range(0, 1) == 1;
    let probs: &[&str] = match k {
        2 => &["0.3", "0.7"],
        3 => &["0.2", "0.5", "0.3"],
        _ => &["0.25", "0.25", "0.4", "0.1"],
    };
    let children: Vec<String> = (0..k)
        .map(|i| {
            let child = random_chance(rng, depth - 1, decimals);
            if typed {
                format!("{}@{child}", probs[i])
            } else {
                child
            }
        })
        .collect();
    format!("{}[{}]", if chance { "~" } else { "" }, children.join(","))
}

/// Each random chance tree, searched with leaf bounds (Star1 prunes below chance nodes), laid
/// out as the page lays it out at `width`; `check` sees every node's and edge's look at every
/// step.
fn each_look(seeds: u64, width: f32, mut check: impl FnMut(&str, usize, &[NodeLook], &[EdgeLook])) {
    for seed in 0..seeds {
        let mut rng = SplitMix(seed);
        let depth = rng.range(2, 3) as u16;
        let notation = random_chance(&mut rng, depth, seed % 2 == 0);
        let tree = parse(&notation).unwrap();
        let bounds = Window {
            lo: ::search::Value::int(-10),
            hi: ::search::Value::int(10),
        };
        let settings = Settings {
            bounds: Some(bounds),
            ..Settings::default()
        };
        let trace = search(&tree, settings);
        let layout: Layout = layout_for(&tree, width, &[], false);
        let geo = Geometry::new(&tree, &layout, &vec![false; tree.len()]);
        let mut replay = Replay::new(&tree);
        for step in 0..=trace.events.len() {
            replay.seek(&tree, &trace, step);
            let nodes: Vec<NodeLook> = (0..tree.len() as NodeId)
                .map(|n| NodeLook::new(&facts(&tree, &trace, &replay, n), &geo, n))
                .collect();
            let edges: Vec<EdgeLook> = (1..tree.len() as NodeId)
                .filter_map(|n| {
                    let f = EdgeFacts::at(&tree, &replay, n)?;
                    Some(EdgeLook::new(&f, &geo, tree.parent(n)?, n))
                })
                .collect();
            check(&notation, step, &nodes, &edges);
        }
    }
}

/// The box of a node's value as drawn (narrowed to its `textLength` where it is).
pub(super) fn value_box(v: &ValueText) -> Box4 {
    let wide = v
        .fit
        .unwrap_or_else(|| crate::metrics::shown_width(&v.text.text));
    let t = &v.text;
    [
        t.x - wide / 2.0,
        t.y - VALUE_ASCENT,
        t.x + wide / 2.0,
        t.y + VALUE_DESCENT,
    ]
}

/// Whether box `b` lies inside `shape`.
pub(super) fn inside_shape(b: Box4, shape: &Shape) -> bool {
    match shape {
        Shape::Rect(r) => {
            b[0] >= r.x - SLACK
                && b[1] >= r.y - SLACK
                && b[2] <= r.x + r.width + SLACK
                && b[3] <= r.y + r.height + SLACK
        }
        Shape::Circle(c) => [(b[0], b[1]), (b[2], b[1]), (b[0], b[3]), (b[2], b[3])]
            .iter()
            .all(|&(x, y)| (x - c.cx).hypot(y - c.cy) <= c.r + SLACK),
    }
}

/// Issue 42 ("a chance node's ≤1.9 spills out of its circle"): every node's value, a chance
/// node's mean and bound included, lies within its shape, at every step of random chance trees.
#[test]
fn every_value_lies_within_its_node() {
    let mut checked = 0;
    for width in [1280.0, 390.0] {
        each_look(60, width, |notation, step, nodes, _| {
            for (n, look) in nodes.iter().enumerate() {
                let Some(v) = &look.value else { continue };
                checked += 1;
                assert!(
                    inside_shape(value_box(v), &look.shape),
                    "{notation}, step {step}, node {n}: {} at {:?} in {:?}",
                    v.text.text,
                    value_box(v),
                    look.shape
                );
            }
        });
    }
    assert!(checked > 1000, "{checked}");
}

/// The box of a cut tag or badge.
pub(super) fn tag_box(t: &CutTag) -> Box4 {
    match t {
        CutTag::Tag { rect, .. } => [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height],
        CutTag::Badge { circle, .. } => [
            circle.cx - circle.r,
            circle.cy - circle.r,
            circle.cx + circle.r,
            circle.cy + circle.r,
        ],
    }
}

/// The box of a probability on an edge: centred on its middle, from its digits' top over the
/// baseline to a slash's bottom under the middle.
fn prob_box(p: &ProbText) -> Box4 {
    let half = prob_width(&p.text) / 2.0;
    let middle = p.y - PROB_DROP;
    [
        p.x - half,
        p.y - PROB_HEIGHT,
        p.x + half,
        middle + PROB_BELOW,
    ]
}

/// A probability's digits stand this high over its baseline (16 px).
const PROB_HEIGHT: f32 = 12.0;

pub(super) fn meet(a: Box4, b: Box4) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

/// Issue 42 ("an α-cut badge covers a probability"): no cut tag or badge meets a probability
/// written on an edge, at any step of random chance trees, roomy or crowded.
#[test]
fn no_cut_tag_meets_a_probability() {
    let mut tags = 0;
    for width in [1280.0, 800.0, 390.0] {
        each_look(120, width, |notation, step, nodes, edges| {
            for (n, tag) in nodes
                .iter()
                .enumerate()
                .filter_map(|(n, l)| Some((n, l.cut_tag?)))
            {
                tags += 1;
                for p in edges.iter().filter_map(|e| e.prob) {
                    assert!(
                        !meet(tag_box(&tag), prob_box(&p)),
                        "{notation}, step {step}: node {n}'s tag {:?} meets {} at {:?}",
                        tag_box(&tag),
                        p.text,
                        prob_box(&p)
                    );
                }
            }
        });
    }
    assert!(tags > 100, "{tags}");
}
