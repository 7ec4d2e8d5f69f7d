//! Structural edits of a tree: add a child or a sibling, delete a subtree, rename a node. Each
//! returns a new tree (trees are immutable) or a message saying why the edit cannot be made.
//! Every node that stays keeps the label it showed, so no node changes its name under an edit;
//! a new node gets its own letter (A, B, C ... breadth-first, as a textbook letters its
//! figure) when no other node shows it, else the first letter no node shows. A label is
//! written only where it is not the node's own letter ([`Tree::set_label`]).

use super::kinds::{NodeKind, Prob};
use super::notation::{check_label, LabelError};
use super::tree::{letters, NodeId, Tree, TreeBuilder};
use super::value::Value;

/// Why an edit cannot be made (`teach::words` says it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditError {
    /// No node has this id.
    NoNode(NodeId),
    /// The new tree would have more than `max` nodes.
    TooMany { max: usize },
    /// The new tree's chance nodes' means would need more exact digits than a fraction keeps.
    MeansTooPrecise,
    /// The new node would lie deeper than `max`.
    TooDeep { max: usize },
    /// The node is not where its path leads.
    NoSuchNode,
    /// The root has no siblings.
    RootNoSiblings,
    /// The root cannot be deleted.
    RootUndeletable,
    /// The node is its parent's only child (their labels).
    OnlyChild { node: String, parent: String },
    /// The label cannot be written in the notation.
    Label(LabelError),
    /// Another node shows the label.
    LabelTaken(String),
}

impl From<LabelError> for EditError {
    fn from(e: LabelError) -> EditError {
        EditError::Label(e)
    }
}

/// A node as an owned, editable record.
#[derive(Clone, Debug, PartialEq)]
struct Draft {
    /// The label the node shows (None for a new node, named once the tree is built).
    label: Option<Box<str>>,
    /// A leaf's value, or an inner node's estimate.
    value: Option<Value>,
    children: Vec<Draft>,
    /// The node's id in the tree it came from (None for a new node).
    old: Option<NodeId>,
    /// The sign written before its list, and its probability under a chance node. A chance
    /// node whose children change loses their probabilities, which no longer add up to 1
    /// (the builder drops them): its children become equally likely.
    mark: Option<NodeKind>,
    prob: Option<Prob>,
}

fn draft(tree: &Tree, n: NodeId) -> Draft {
    Draft {
        label: Some(tree.label(n).as_ref().into()),
        value: tree.value(n).or_else(|| tree.estimate(n)),
        children: tree.children(n).map(|c| draft(tree, c)).collect(),
        old: Some(n),
        mark: tree.mark(n),
        prob: tree.probability(n),
    }
}

/// A new leaf with this value.
fn new_leaf(value: Option<Value>) -> Draft {
    Draft {
        label: None,
        value,
        children: Vec::new(),
        old: None,
        mark: None,
        prob: None,
    }
}

/// Builds the tree, with the new id of each old node that survived; every old node keeps its
/// label and every new node gets one no other node shows.
fn build(root: &Draft, old_len: usize) -> (Tree, Vec<Option<NodeId>>) {
    fn walk(b: &mut TreeBuilder, d: &Draft, map: &mut [Option<NodeId>], new: &mut Vec<NodeId>) {
        let id = b.len() as NodeId;
        match d.old.and_then(|o| map.get_mut(o as usize)) {
            Some(slot) => *slot = Some(id),
            None => new.push(id),
        }
        if d.children.is_empty() {
            b.leaf(d.label.as_deref(), d.value.unwrap_or(Value::int(0)));
            b.set_probability(id, d.prob);
        } else {
            b.open_marked(d.label.as_deref(), d.value, d.mark);
            b.set_probability(id, d.prob);
            for c in &d.children {
                walk(b, c, map, new);
            }
            b.close();
        }
    }
    let mut b = TreeBuilder::new();
    let mut map = vec![None; old_len];
    let mut new = Vec::new();
    walk(&mut b, root, &mut map, &mut new);
    let mut tree = b.finish();
    tree.drop_default_labels();
    for n in new {
        name_anew(&mut tree, n);
    }
    (tree, map)
}

/// Finds the draft of `target` and the path of child indices to it.
fn path_to(tree: &Tree, target: NodeId) -> Vec<usize> {
    let mut path = Vec::new();
    let mut n = target;
    while let Some(p) = tree.parent(n) {
        let i = tree.children(p).position(|c| c == n).unwrap_or(0);
        path.push(i);
        n = p;
    }
    path.reverse();
    path
}

fn at<'a>(root: &'a mut Draft, path: &[usize]) -> Option<&'a mut Draft> {
    let mut d = root;
    for &i in path {
        d = d.children.get_mut(i)?;
    }
    Some(d)
}

/// The result of an edit: the new tree, the new id of each old node (None if deleted), and
/// the id of the node the edit made or touched.
#[derive(Clone, Debug, PartialEq)]
pub struct Edited {
    pub tree: Tree,
    pub map: Vec<Option<NodeId>>,
    pub focus: NodeId,
}

/// Gives `node` its own letter if no other node shows it, else the first letter no other node
/// shows.
fn name_anew(tree: &mut Tree, node: NodeId) {
    // Which of the letters for ranks 0..=len the other nodes show (a label is one of those
    // letters or none of them): one of those ranks is free. A node's own letter has a rank
    // below len.
    let len = tree.len();
    let mut used = vec![false; len + 1];
    for n in (0..len as NodeId).filter(|&n| n != node) {
        if let Some(r) = letters_rank(&tree.label(n), len) {
            used[r] = true;
        }
    }
    let own = tree.bfs_rank(node) as usize;
    let rank = if used[own] {
        used.iter().position(|&u| !u).unwrap_or(len)
    } else {
        own
    };
    tree.set_label(node, &letters(rank as u32));
}

/// The rank whose [`letters`] are `label`, if it is at most `max`.
fn letters_rank(label: &str, max: usize) -> Option<usize> {
    let mut n = 0usize;
    for b in label.bytes() {
        if !b.is_ascii_uppercase() || n > max {
            return None;
        }
        n = n * 26 + usize::from(b - b'A') + 1;
    }
    n.checked_sub(1).filter(|&r| r <= max)
}

fn check(tree: &Tree, node: NodeId) -> Result<(), EditError> {
    if (node as usize) < tree.len() {
        Ok(())
    } else {
        Err(EditError::NoNode(node))
    }
}

fn finish(
    tree: &Tree,
    root: &Draft,
    focus_path: &[usize],
    max_nodes: usize,
) -> Result<Edited, EditError> {
    let (new, map) = build(root, tree.len());
    if new.len() > max_nodes {
        return Err(EditError::TooMany { max: max_nodes });
    }
    if !new.exact_fits() {
        return Err(EditError::MeansTooPrecise);
    }
    // The focus: follow the path in the new tree.
    let mut focus = 0;
    for &i in focus_path {
        focus = new.children(focus).nth(i).unwrap_or(focus);
    }
    Ok(Edited {
        tree: new,
        map,
        focus,
    })
}

/// Adds a new leaf (value 0) as the last child of `node`. A leaf becomes an inner node whose
/// first child keeps its value.
pub fn add_child(tree: &Tree, node: NodeId, max_nodes: usize) -> Result<Edited, EditError> {
    check(tree, node)?;
    if usize::from(tree.depth(node)) >= 64 {
        return Err(EditError::TooDeep { max: 64 });
    }
    let mut root = draft(tree, 0);
    let path = path_to(tree, node);
    let d = at(&mut root, &path).ok_or(EditError::NoSuchNode)?;
    if d.children.is_empty() {
        let kept = new_leaf(d.value.take());
        d.children.push(kept);
    }
    d.children.push(new_leaf(Some(Value::int(0))));
    let mut focus = path.clone();
    focus.push(d.children.len() - 1);
    finish(tree, &root, &focus, max_nodes)
}

/// Adds a new leaf (value 0) right after `node` among its siblings.
pub fn add_sibling(tree: &Tree, node: NodeId, max_nodes: usize) -> Result<Edited, EditError> {
    check(tree, node)?;
    let Some(parent) = tree.parent(node) else {
        return Err(EditError::RootNoSiblings);
    };
    let mut root = draft(tree, 0);
    let ppath = path_to(tree, parent);
    let i = tree.children(parent).position(|c| c == node).unwrap_or(0);
    let d = at(&mut root, &ppath).ok_or(EditError::NoSuchNode)?;
    d.children.insert(i + 1, new_leaf(Some(Value::int(0))));
    let mut focus = ppath;
    focus.push(i + 1);
    finish(tree, &root, &focus, max_nodes)
}

/// Deletes `node` and its subtree. The root cannot go, nor a parent's only child.
pub fn delete(tree: &Tree, node: NodeId) -> Result<Edited, EditError> {
    check(tree, node)?;
    let Some(parent) = tree.parent(node) else {
        return Err(EditError::RootUndeletable);
    };
    if tree.child_count(parent) == 1 {
        return Err(EditError::OnlyChild {
            node: tree.label(node).into_owned(),
            parent: tree.label(parent).into_owned(),
        });
    }
    let mut root = draft(tree, 0);
    let ppath = path_to(tree, parent);
    let i = tree.children(parent).position(|c| c == node).unwrap_or(0);
    let d = at(&mut root, &ppath).ok_or(EditError::NoSuchNode)?;
    d.children.remove(i);
    finish(tree, &root, &ppath, usize::MAX)
}

/// Gives `node` a label, which no other node may show (empty text: the node's own letter, or
/// a letter no other node shows if another node shows it).
pub fn rename(tree: &Tree, node: NodeId, label: &str) -> Result<Edited, EditError> {
    check(tree, node)?;
    let label = label.trim();
    let mut new = tree.clone();
    if label.is_empty() {
        name_anew(&mut new, node);
    } else {
        check_label(label)?;
        if (0..tree.len() as NodeId).any(|n| n != node && tree.label(n) == label) {
            return Err(EditError::LabelTaken(label.to_string()));
        }
        new.set_label(node, label);
    }
    Ok(Edited {
        map: (0..tree.len() as NodeId).map(Some).collect(),
        tree: new,
        focus: node,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;

    #[test]
    fn letters_rank_inverts_letters() {
        for r in 0..20_000u32 {
            let l = crate::tree::letters(r);
            assert_eq!(letters_rank(&l, 20_000), Some(r as usize), "{l}");
            if r > 0 {
                assert_eq!(letters_rank(&l, r as usize - 1), None, "{l}");
            }
        }
        for s in ["", "a", "A1", "É", "AB-", "ZZZZZZZZZZZZZZZZZZZZZZZZZ"] {
            assert_eq!(letters_rank(s, 1_000_000), None, "{s}");
        }
    }

    #[test]
    fn a_node_named_anew_gets_its_own_letter_or_the_first_free_one() {
        // The straightforward definition, to check the quick one against.
        let slow = |t: &Tree, node: NodeId| {
            let others: Vec<String> = (0..t.len() as NodeId)
                .filter(|&n| n != node)
                .map(|n| t.label(n).into_owned())
                .collect();
            let own = t.default_label(node);
            if others.contains(&own) {
                (0u32..).map(letters).find(|l| !others.contains(l)).unwrap()
            } else {
                own
            }
        };
        for text in [
            "[[1,2],[3,4]]",
            "A[B[1,2],C[3,4]]",
            "X[B[1,2],C[3,4]]",
            "[A:1,B:2,D:3]",
            "Z[[1,Y:2],[AA:3,4],q:5]",
            "[[D:1,E:2],C:0,C[F:3,G:4]]",
        ] {
            let t = parse(text).unwrap();
            for node in 0..t.len() as NodeId {
                let mut quick = t.clone();
                name_anew(&mut quick, node);
                assert_eq!(quick.label(node), slow(&t, node), "{text} {node}");
            }
        }
    }

    #[test]
    fn edits() {
        let t = parse("[[1,2],[3,4]]").unwrap();
        // F and G keep their letters; the new leaf's own letter is F's, so it gets H.
        let e = add_child(&t, 1, 100).unwrap();
        assert_eq!(e.tree.to_notation(), "[[1,2,H:0],[F:3,G:4]]");
        assert_eq!(e.focus, 4);
        let e = add_child(&t, 2, 100).unwrap(); // the leaf 1
        assert_eq!(e.tree.to_notation(), "[[[1,0],2],[3,4]]");
        let e = add_sibling(&t, 1, 100).unwrap();
        assert_eq!(e.tree.to_notation(), "[[D:1,E:2],H:0,C[F:3,G:4]]");
        assert_eq!(
            e.tree.value(e.focus).map(|v| v.to_string()),
            Some("0".into())
        );
        let e = delete(&t, 4).unwrap();
        assert_eq!(e.tree.to_notation(), "[[D:1,E:2]]");
        assert_eq!(e.map[4], None);
        assert_eq!(e.map[1], Some(1));
        assert!(delete(&t, 0).is_err());
        assert_eq!(
            delete(&parse("[[1],2]").unwrap(), 2).unwrap_err(),
            EditError::OnlyChild {
                node: "D".into(),
                parent: "B".into()
            }
        );
        assert!(add_sibling(&t, 0, 100).is_err());
        let e = rename(&t, 1, "Left").unwrap();
        assert_eq!(e.tree.to_notation(), "[Left[1,2],[3,4]]");
        assert_eq!(
            rename(&e.tree, 1, "").unwrap().tree.to_notation(),
            "[[1,2],[3,4]]"
        );
        assert!(rename(&t, 1, "a b").is_err());
        assert!(rename(&t, 1, "inf").is_err());
        assert_eq!(
            add_child(&t, 1, 7).unwrap_err(),
            EditError::TooMany { max: 7 }
        );
        assert!(add_child(&t, 99, 100).is_err());
        // Labels a person wrote stay written; a new node gets a letter no node shows.
        let labelled = parse("Root[B[1,2],C[3,4]]").unwrap();
        let e = add_sibling(&labelled, 1, 100).unwrap();
        assert_eq!(e.tree.to_notation(), "Root[[D:1,E:2],A:0,C[F:3,G:4]]");
    }

    #[test]
    fn signs_and_probabilities_survive_edits_that_keep_them_true() {
        let t = parse("+[~[0.5@-[1,2],0.5@3],-[4]]").unwrap();
        // A value edit or a new child elsewhere keeps every sign and probability.
        let e = add_child(&t, 6, 100).unwrap();
        assert_eq!(e.tree.to_notation(), "+[~[0.5@-[G:1,H:2],0.5@3],-[4,I:0]]");
        let e = add_child(&t, 2, 100).unwrap();
        assert_eq!(e.tree.to_notation(), "+[~[0.5@-[1,2,0],0.5@3],-[4]]");
        // A chance node with a child more or less: its children become equally likely.
        let e = add_sibling(&t, 5, 100).unwrap();
        assert_eq!(e.tree.to_notation(), "+[~[-[G:1,H:2],3,I:0],-[F:4]]");
        let e = delete(&t, 5).unwrap();
        assert_eq!(e.tree.to_notation(), "+[~[-[G:1,H:2]],-[F:4]]");
        assert_eq!(e.tree.weight(2), Some(crate::Ratio::ONE));
    }

    /// Every edit of every node of `trees`, with the tree and the node it is given (the last:
    /// the node's label emptied).
    fn every_edit(trees: &[&str]) -> Vec<(String, NodeId, Result<Edited, EditError>)> {
        let mut out = Vec::new();
        for text in trees {
            let t = parse(text).unwrap();
            for n in 0..t.len() as NodeId {
                out.push((text.to_string(), n, add_child(&t, n, 100)));
                out.push((text.to_string(), n, add_sibling(&t, n, 100)));
                out.push((text.to_string(), n, delete(&t, n)));
                out.push((text.to_string(), n, rename(&t, n, "")));
            }
        }
        out
    }

    #[test]
    fn every_node_that_stays_keeps_its_label_and_new_ones_are_unique() {
        let trees = [
            "[[1,2],[3,4]]",
            "[[[3,5],[6,9]],[[1,2],[0,-1]]]",
            "A[B[1,2],C[3,4]]",
            "[X:1,[2,[3,Y:4]],5]",
            "[[3,12,8],[2,4,6],[14,5,2]]",
        ];
        for (text, n, r) in every_edit(&trees) {
            let Ok(e) = r else { continue };
            let old = parse(&text).unwrap();
            // Every node keeps its label but the one whose label was emptied.
            let renamed = e.tree.len() == old.len() && e.tree.same_shape(&old);
            for (o, new) in e.map.iter().enumerate() {
                if renamed && o == n as usize {
                    continue;
                }
                if let Some(new) = new {
                    let (was, is) = (old.label(o as NodeId), e.tree.label(*new));
                    assert_eq!(was, is, "{text}, edit at {n}: node {o}");
                }
            }
            let mut labels: Vec<String> = (0..e.tree.len() as NodeId)
                .map(|m| e.tree.label(m).into_owned())
                .collect();
            labels.sort();
            labels.dedup();
            assert_eq!(
                labels.len(),
                e.tree.len(),
                "{text}, edit at {n}: {labels:?}"
            );
        }
    }

    #[test]
    fn labels_are_written_only_where_they_are_not_the_default_letter() {
        let t = parse("[[1,2],[3,4]]").unwrap();
        // A leaf added after the last one takes its own letter: nothing to write.
        let e = add_child(&t, 4, 100).unwrap();
        assert_eq!(e.tree.to_notation(), "[[1,2],[3,4,0]]");
        assert_eq!(e.tree.label(e.focus), "H");
        // Added, then deleted: every letter is its own again, and none is written.
        let e = add_child(&t, 1, 100).unwrap();
        let back = delete(&e.tree, e.focus).unwrap();
        assert_eq!(back.tree.to_notation(), "[[1,2],[3,4]]");
        assert_eq!(back.tree, t);
    }

    #[test]
    fn a_label_another_node_shows_is_refused() {
        let t = parse("[[1,2],[3,4]]").unwrap();
        assert_eq!(
            rename(&t, 1, " G ").unwrap_err(),
            EditError::LabelTaken("G".into())
        );
        assert_eq!(
            rename(&parse("[Top[1,2],[3,4]]").unwrap(), 4, "Top").unwrap_err(),
            EditError::LabelTaken("Top".into())
        );
        // Its own label, and a free one, are fine.
        assert_eq!(rename(&t, 1, "B").unwrap().tree, t);
        assert_eq!(
            rename(&t, 1, "H").unwrap().tree.to_notation(),
            "[H[1,2],[3,4]]"
        );
        // Emptied: its own letter, unless another node shows it.
        let e = add_child(&t, 1, 100).unwrap(); // [[1,2,H:0],[F:3,G:4]]
        let e = rename(&e.tree, e.focus, "").unwrap();
        assert_eq!(e.tree.label(e.focus), "H");
    }
}
