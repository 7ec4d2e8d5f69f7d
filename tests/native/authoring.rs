//! Authoring and sharing: undo/redo restore exact states, links round-trip the whole state,
//! random trees are reproducible, the notation box never loses the tree.

use alphabeta_lab::draw::svg::{document, from_link, sheet_layout, Sheet};
use alphabeta_lab::draw::Layout;
use alphabeta_lab::model::{Action, Direction, Edit, Model, Place, Setting, Step, ViewAction};
use alphabeta_lab::query::{parse_query, to_query};
use alphabeta_lab::search::edit::{self, Edited};
use alphabeta_lab::search::order::{move_child_with_map, sort_children_with_map, Order};
use alphabeta_lab::search::random::RandomSpec;
use alphabeta_lab::search::*;
use proptest::prelude::*;

fn edit() -> impl Strategy<Value = (u8, u32, i64)> {
    (0u8..8, 0u32..40, -20i64..20)
}

fn apply_edit(m: &mut Model, (kind, pick, v): (u8, u32, i64)) {
    let node = pick % m.tree().len() as u32;
    let action = match kind {
        0 => Edit::Value(node, v.to_string()),
        1 => Edit::AddChild(node),
        2 => Edit::AddSibling(node),
        3 => Edit::Delete(node),
        4 => Edit::Move(
            node,
            if v > 0 {
                Direction::Right
            } else {
                Direction::Left
            },
        ),
        5 => Edit::Order(if v > 0 {
            Order::BestFirst
        } else {
            Order::WorstFirst
        }),
        6 => Edit::Rename(node, format!("N{}", v.unsigned_abs())),
        _ => Edit::Random(RandomSpec {
            depth: 2,
            min_children: 1,
            max_children: 3,
            seed: v as u64,
            ..RandomSpec::default()
        }),
    };
    m.apply(Action::Edit(action));
}

/// One edit of the engine's: the tree it makes, each old node's new id, and the node renamed.
type Made = (Tree, Vec<Option<NodeId>>, Option<NodeId>);

fn engine_edit(t: &Tree, (kind, pick, v): (u8, u32, i64)) -> Option<Made> {
    let node = pick % t.len() as u32;
    let edited = |r: Result<Edited, EditError>| r.ok().map(|e| (e.tree, e.map, None));
    let moved = |(t, map): (Tree, Vec<NodeId>)| (t, map.into_iter().map(Some).collect(), None);
    let order = if v > 0 {
        Order::BestFirst
    } else {
        Order::WorstFirst
    };
    match kind {
        0 | 1 => edited(edit::add_child(t, node, 1_000)),
        2 => edited(edit::add_sibling(t, node, 1_000)),
        3 | 4 => edited(edit::delete(t, node)),
        5 => move_child_with_map(t, node, if v > 0 { 1 } else { -1 }).map(moved),
        6 => Some(moved(sort_children_with_map(
            t,
            &Settings::default(),
            order,
        ))),
        _ => {
            let label = if v % 3 == 0 {
                String::new()
            } else {
                format!("N{}", v.unsigned_abs())
            };
            let e = edit::rename(t, node, &label).ok()?;
            Some((e.tree, e.map, Some(node)))
        }
    }
}

/// The default tree after `edits`, under the conventions chosen by `[root_min, gt, hard,
/// negamax]`.
fn edited(edits: Vec<(u8, u32, i64)>, [root_min, gt, hard, negamax]: [bool; 4]) -> Model {
    let mut m = Model::default_with_width(1280.0);
    for e in edits {
        apply_edit(&mut m, e);
    }
    m.apply(Action::Setting(Setting::Root(if root_min {
        Side::Min
    } else {
        Side::Max
    })));
    m.apply(Action::Setting(Setting::Rule(if gt {
        CutRule::Gt
    } else {
        CutRule::Ge
    })));
    m.apply(Action::Setting(Setting::Fail(if hard {
        Fail::Hard
    } else {
        Fail::Soft
    })));
    m.apply(Action::Setting(Setting::Form(if negamax {
        Form::Negamax
    } else {
        Form::MaxMin
    })));
    m
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Through any edits, every node that stays keeps the label it showed (but the one renamed),
    /// no two nodes show the same label, and a label is written only where it is not the
    /// node's default letter.
    #[test]
    fn labels_follow_their_nodes_and_stay_unique(edits in prop::collection::vec(edit(), 1..30)) {
        let mut t = (**Model::default_with_width(1280.0).tree()).clone();
        for e in edits {
            let Some((new, map, renamed)) = engine_edit(&t, e) else { continue };
            for (old, now) in map.iter().enumerate() {
                let old = old as NodeId;
                if let (Some(now), false) = (now, renamed == Some(old)) {
                    prop_assert_eq!(t.label(old), new.label(*now), "{:?}", e);
                }
            }
            let mut labels: Vec<String> = (0..new.len() as NodeId).map(|n| new.label(n).into_owned()).collect();
            labels.sort();
            labels.dedup();
            prop_assert_eq!(labels.len(), new.len(), "{:?}: {}", e, new.to_notation());
            for n in 0..new.len() as NodeId {
                prop_assert!(!new.has_custom_label(n) || new.label(n) != new.default_label(n));
            }
            prop_assert_eq!(&parse(&new.to_notation()).unwrap(), &new);
            t = new;
        }
    }

    /// Any sequence of edits, undone, gives back every earlier tree exactly; redone, every
    /// later one.
    #[test]
    fn undo_and_redo_restore_exact_states(edits in prop::collection::vec(edit(), 1..25)) {
        let mut m = Model::default_with_width(1280.0);
        let mut seen = vec![(**m.tree()).clone()];
        for e in edits {
            apply_edit(&mut m, e);
            if **m.tree() != *seen.last().unwrap() {
                seen.push((**m.tree()).clone());
            }
        }
        prop_assert_eq!(m.authoring().undo_len(), seen.len() - 1);
        for expected in seen.iter().rev().skip(1) {
            prop_assert!(m.apply(Action::Edit(Edit::Undo)).changed);
            prop_assert_eq!(&**m.tree(), expected);
            // The search behind the page follows the tree.
            prop_assert_eq!(&**m.trace(), &search(m.tree(), m.settings()));
        }
        prop_assert!(!m.apply(Action::Edit(Edit::Undo)).changed);
        for expected in seen.iter().skip(1) {
            prop_assert!(m.apply(Action::Edit(Edit::Redo)).changed);
            prop_assert_eq!(&**m.tree(), expected);
        }
        prop_assert!(!m.apply(Action::Edit(Edit::Redo)).changed);
    }

    /// The whole state survives a link: tree (labels and estimates too), settings, step.
    #[test]
    fn state_to_url_to_state(
        edits in prop::collection::vec(edit(), 0..10),
        root_min in any::<bool>(), gt in any::<bool>(), hard in any::<bool>(),
        negamax in any::<bool>(), minimax in any::<bool>(), step in 0usize..200,
    ) {
        let mut m = edited(edits, [root_min, gt, hard, negamax]);
        m.apply(Action::Setting(Setting::Algorithm(if minimax { Algorithm::Minimax } else { Algorithm::AlphaBeta })));
        m.apply(Action::Replay(Step::Seek(step)));
        let link = to_query(m.tree(), m.settings(), Some(m.step()));
        let back = Model::from_query(&parse_query(&link), 1280.0);
        prop_assert_eq!(&**back.tree(), &**m.tree());
        prop_assert_eq!(back.settings(), m.settings());
        prop_assert_eq!(back.step(), m.step());
        prop_assert_eq!(back.replay(), m.replay());
        prop_assert!(back.notice(Place::Page).is_none());
    }

    /// The sheet writer, which the page loads on demand and gives only the view's link,
    /// draws every sheet exactly as the page's own model would: after any edits, under any
    /// conventions and depth limit, at any step.
    #[test]
    fn sheets_drawn_from_the_link_are_the_pages(
        edits in prop::collection::vec(edit(), 0..8),
        root_min in any::<bool>(), gt in any::<bool>(), hard in any::<bool>(),
        negamax in any::<bool>(), depth in 0u16..5, step in 0usize..120,
    ) {
        let mut m = edited(edits, [root_min, gt, hard, negamax]);
        m.apply(Action::Setting(Setting::DepthLimit((depth > 0).then_some(depth))));
        m.apply(Action::Replay(Step::Seek(step)));
        let link = to_query(m.tree(), m.settings(), Some(m.step()));
        for sheet in Sheet::ALL {
            let page = document(m.tree(), m.trace(), &sheet_layout(m.tree()), sheet, Some(m.replay()), &sheet.title(), false);
            let written = from_link(&link, sheet).map_err(TestCaseError::fail)?;
            prop_assert_eq!(written.svg, page.svg);
            prop_assert_eq!((written.width, written.height), (page.width, page.height));
        }
    }

    /// A link cut short anywhere, or any text at all, never panics: it opens the saved view
    /// or the default tree with a notice.
    #[test]
    fn truncated_and_garbled_links(cut in 0usize..400, junk in ".{0,40}") {
        let m = Model::default_with_width(1280.0);
        let link = to_query(m.tree(), m.settings(), Some(7));
        let cut = cut.min(link.len());
        let truncated = &link[..link.floor_char_boundary(cut)];
        for q in [truncated.to_string(), format!("{truncated}{junk}"), junk.clone()] {
            let back = Model::from_query(&parse_query(&q), 1280.0);
            prop_assert!(!back.tree().is_empty());
            prop_assert!(back.step() <= back.steps());
        }
    }

    /// The same random spec always gives the same tree; trees stay within the spec.
    #[test]
    fn random_trees_are_reproducible(depth in 0u16..6, lo in 1u16..4, extra in 0u16..3, seed in any::<u64>()) {
        let spec = RandomSpec { depth, min_children: lo, max_children: lo + extra, seed, ..RandomSpec::default() };
        prop_assume!(spec.check(100_000).is_ok());
        let a = spec.generate();
        prop_assert_eq!(&a, &spec.generate());
        prop_assert!(a.leaves().iter().all(|&l| a.depth(l) == depth));
        for n in 0..a.len() as NodeId {
            if !a.is_leaf(n) {
                let k = a.child_count(n) as u16;
                prop_assert!(k >= lo && k <= lo + extra);
            }
        }
    }
}

#[test]
fn the_notation_box_keeps_the_tree_until_the_text_is_valid() {
    let mut m = Model::default_with_width(1280.0);
    let before = (**m.tree()).clone();
    m.apply(Action::Edit(Edit::Text(
        "[[3,12,8],[2,4,6],[14,5,2]".into(),
    )));
    assert_eq!(**m.tree(), before);
    let err = m.authoring().text_error().cloned().expect("an error");
    assert_eq!((err.line, err.column), (1, 27));
    m.apply(Action::Edit(Edit::Text(
        "[[3,12,8],[2,4,6],[14,5,2]]".into(),
    )));
    assert!(m.authoring().text_error().is_none());
    assert_eq!(m.tree().to_notation(), "[[3,12,8],[2,4,6],[14,5,2]]");
    assert_eq!(m.authoring().text(), Some("[[3,12,8],[2,4,6],[14,5,2]]"));
    m.apply(Action::Edit(Edit::EndText));
    assert_eq!(m.authoring().text(), None);
    // Undo brings the old tree back.
    m.apply(Action::Edit(Edit::Undo));
    assert_eq!(**m.tree(), before);
}

#[test]
fn structural_edits_refused_with_a_reason() {
    let mut m = Model::default_with_width(1280.0);
    assert!(m.apply(Action::Edit(Edit::Delete(0))).changed);
    assert_eq!(
        m.notice(Place::Card).map(ToString::to_string).as_deref(),
        Some("the root cannot be deleted")
    );
    assert_eq!(m.authoring().undo_len(), 0);
    assert!(
        m.apply(Action::Edit(Edit::Rename(1, "two words".into())))
            .changed
    );
    assert!(m
        .notice(Place::Card)
        .map(ToString::to_string)
        .unwrap_or_default()
        .contains("not ' '"));
    assert_eq!(m.refused_label(), Some("two words"));
    assert!(
        m.apply(Action::Edit(Edit::Rename(1, "Left".into())))
            .changed
    );
    assert_eq!(m.tree().label(1), "Left");
    assert_eq!(m.authoring().selected(), Some(1));
}

#[test]
fn big_trees_start_collapsed_and_still_solve() {
    let spec = RandomSpec {
        depth: 6,
        min_children: 3,
        max_children: 3,
        seed: 5,
        ..RandomSpec::default()
    };
    let mut m = Model::default_with_width(1280.0);
    m.apply(Action::Edit(Edit::Random(spec)));
    assert_eq!(m.tree().leaves().len(), 729);
    let collapsed = m.view().collapsed().iter().filter(|&&c| c).count();
    assert!(collapsed > 0);
    let slots = Layout::slots(m.tree(), m.view().collapsed());
    assert!(
        slots <= alphabeta_lab::model::COLLAPSED_SLOTS,
        "{slots} slots, {collapsed} collapsed, {} nodes",
        m.tree().len()
    );
    assert!(m.trace().solution.leaves_evaluated > 0);
    // Expanding one marker gives it back its children.
    let first = (0..m.tree().len() as NodeId)
        .find(|&n| m.view().collapsed()[n as usize])
        .unwrap();
    m.apply(Action::View(ViewAction::ToggleCollapse(first)));
    assert!(!m.view().collapsed()[first as usize]);
}

/// The same numbers and seed give the same tree in every version, as the page promises: two
/// trees pinned to their notation (changing the generator breaks links to random trees).
#[test]
fn a_seed_is_pinned_to_its_tree() {
    let uneven = RandomSpec {
        depth: 4,
        min_children: 1,
        max_children: 3,
        min_value: -99,
        max_value: 99,
        seed: 2026,
    };
    for (spec, pinned) in [(RandomSpec::default(), "[[[4,5],[-7,-9]],[[6,-5],[-9,6]]]"), (uneven, "[[[[-55],[14],[-48,-56]],[[81,-62],[44,0,80]],[[-47,-7]]],[[[-7,-32,63],[-48]],[[77],[-61,-73,-33]],[[74],[50],[-99,85]]]]")] {
        assert_eq!(spec.generate().to_notation(), pinned, "{spec:?}");
    }
}

/// Issue 30: practice's "Replay the solution" puts the practised tree in the lab and says so;
/// Undo brings the lab's tree back. The same tree is replayed without a word.
#[test]
fn replaying_a_practised_tree_says_it_replaced_the_labs() {
    use std::rc::Rc;
    let lab = parse("[[[3,5],[6,9]],[[1,2],[0,-1]]]").unwrap();
    let practised = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let mut m = Model::new(lab.clone(), Settings::default(), 1280.0);
    m.apply(Action::ShowSolution(
        Rc::new(lab.clone()),
        Settings::default(),
        3,
    ));
    assert_eq!(m.notice(Place::Page), None, "the same tree: nothing to say");
    m.apply(Action::ShowSolution(
        Rc::new(practised.clone()),
        Settings::default(),
        0,
    ));
    assert_eq!(**m.tree(), practised);
    let said = m.notice(Place::Page).expect("a notice").to_string();
    assert!(said.contains("Undo brings that one back"), "{said}");
    m.apply(Action::Edit(Edit::Undo));
    assert_eq!(**m.tree(), lab, "Undo brings the lab's tree back");
}

/// Issue 30: a reload keeps the play speed, Predict and its tally, as it keeps the step and the
/// zoom; a tally that cannot be is kept within bounds, and bad text is passed over.
#[test]
fn a_reload_keeps_the_speed_and_predict_with_its_tally() {
    use alphabeta_lab::model::{PredictAction, Speed};
    let mut m = Model::new(
        parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap(),
        Settings::default(),
        1280.0,
    );
    m.apply(Action::Replay(Step::SetSpeed(Speed::new(3))));
    m.apply(Action::Predict(PredictAction::Toggle));
    let saved = m.to_save().unwrap();
    let view = m.view_to_save().unwrap();
    let back = Model::open("", Some(&saved), Some(&view), 1280.0).model;
    assert_eq!(back.playback().speed(), Speed::new(3));
    assert!(back.predict().on());
    let view = "step=2&speed=4&predict=1&tally=2/3";
    let back = Model::open("", Some(&saved), Some(view), 1280.0).model;
    assert_eq!(
        (back.step(), back.playback().speed(), back.predict().tally()),
        (2, Speed::new(4), (2, 3))
    );
    let back = Model::open(
        "",
        Some(&saved),
        Some("tally=9/3&speed=x&predict=maybe"),
        1280.0,
    )
    .model;
    assert_eq!(back.predict().tally(), (3, 3));
    assert!(!back.predict().on());
    assert_eq!(back.playback().speed(), Speed::DEFAULT);
    // The kept view says it again.
    assert!(Model::open("", Some(&saved), Some(view), 1280.0)
        .model
        .view_to_save()
        .unwrap()
        .ends_with("&speed=4&predict=1&tally=2/3"));
}

/// Issue 30: on AIMA's Figure 5.2, the page's "pruned so far" at the last step is the count "in
/// all", whatever the search (MTD(f) and iterative deepening search more than once); an
/// iteration that had no estimate to stop at says how deep it searched.
#[test]
fn the_pruned_counts_agree_at_the_last_step_for_every_search() {
    let aima = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    for algorithm in [
        Algorithm::AlphaBeta,
        Algorithm::Pvs,
        Algorithm::Mtdf,
        Algorithm::Iterative,
    ] {
        let settings = Settings {
            algorithm,
            ..Settings::default()
        };
        let mut m = Model::new(aima.clone(), settings, 1280.0);
        m.apply(Action::Replay(Step::Last));
        let all = m.trace().solution.pruned_leaves.len();
        assert_eq!(m.leaves_pruned(), all, "{algorithm:?}");
        if algorithm == Algorithm::Iterative {
            let first = &m.trace().solution.passes[0];
            assert_eq!(
                (first.depth, first.reached),
                (Some(1), 2),
                "iteration 1 searched to the leaves"
            );
        }
    }
}
