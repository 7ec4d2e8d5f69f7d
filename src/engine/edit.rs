//! Structural edits of a tree: add a child or a sibling, delete a subtree, rename a node. Each
//! returns a new tree (trees are immutable) or a message saying why the edit cannot be made.
//! Labels written by a person are kept; default labels (A, B, C ... breadth-first) are given
//! afresh, as a textbook letters its figure.

use super::notation::check_label;
use super::tree::{NodeId, Tree, TreeBuilder};
use super::value::Value;

/// A node as an owned, editable record.
#[derive(Clone, Debug, PartialEq)]
struct Draft {
    label: Option<Box<str>>,
    /// A leaf's value, or an inner node's estimate.
    value: Option<Value>,
    children: Vec<Draft>,
    /// The node's id in the tree it came from (None for a new node).
    old: Option<NodeId>,
}

fn draft(tree: &Tree, n: NodeId) -> Draft {
    let custom = tree
        .has_custom_label(n)
        .then(|| Box::from(tree.label(n).as_ref()));
    Draft {
        label: custom,
        value: tree.value(n).or_else(|| tree.estimate(n)),
        children: tree.children(n).map(|c| draft(tree, c)).collect(),
        old: Some(n),
    }
}

/// Builds the tree, and the new id of each old node that survived.
fn build(root: &Draft, old_len: usize) -> (Tree, Vec<Option<NodeId>>) {
    fn walk(b: &mut TreeBuilder, d: &Draft, map: &mut [Option<NodeId>]) {
        if let Some(o) = d.old {
            if let Some(slot) = map.get_mut(o as usize) {
                *slot = Some(b.len() as NodeId);
            }
        }
        if d.children.is_empty() {
            b.leaf(d.label.clone(), d.value.unwrap_or(Value::int(0)));
        } else {
            b.open_with(d.label.clone(), d.value);
            for c in &d.children {
                walk(b, c, map);
            }
            b.close();
        }
    }
    let mut b = TreeBuilder::new();
    let mut map = vec![None; old_len];
    walk(&mut b, root, &mut map);
    (b.finish(), map)
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

/// A label for a new node: none while every label is a default letter (the new node gets
/// its letter like the rest); else the first letter no node uses, so names stay unique.
fn fresh_label(tree: &Tree) -> Option<Box<str>> {
    let custom = (0..tree.len() as NodeId).any(|n| tree.has_custom_label(n));
    if !custom {
        return None;
    }
    // Which of the letters for ranks 0..=len some node uses (a label is one of those letters or
    // none of them); the first unused rank is at most len.
    let len = tree.len();
    let mut used = vec![false; len + 1];
    for n in 0..len as NodeId {
        if let Some(r) = letters_rank(&tree.label(n), len) {
            used[r] = true;
        }
    }
    let rank = used.iter().position(|&u| !u).unwrap_or(len);
    Some(super::tree::letters(rank as u32).into())
}

/// The rank whose [`letters`](super::tree::letters) are `label`, if it is at most `max`.
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

fn check(tree: &Tree, node: NodeId) -> Result<(), String> {
    if (node as usize) < tree.len() {
        Ok(())
    } else {
        Err(format!("there is no node {node}"))
    }
}

fn finish(
    tree: &Tree,
    root: &Draft,
    focus_path: &[usize],
    max_nodes: usize,
) -> Result<Edited, String> {
    let (new, map) = build(root, tree.len());
    if new.len() > max_nodes {
        return Err(format!("the tree would have more than {max_nodes} nodes"));
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
pub fn add_child(tree: &Tree, node: NodeId, max_nodes: usize) -> Result<Edited, String> {
    check(tree, node)?;
    if usize::from(tree.depth(node)) >= 64 {
        return Err("the tree may not be deeper than 64 levels".into());
    }
    let mut root = draft(tree, 0);
    let path = path_to(tree, node);
    let d = at(&mut root, &path).ok_or("no such node")?;
    let fresh = fresh_label(tree);
    let leaf = |value| Draft {
        label: fresh.clone(),
        value: Some(value),
        children: Vec::new(),
        old: None,
    };
    if d.children.is_empty() {
        let kept = Draft {
            label: None,
            value: d.value,
            children: Vec::new(),
            old: None,
        };
        d.value = None;
        d.children.push(kept);
    }
    d.children.push(leaf(Value::int(0)));
    let mut focus = path.clone();
    focus.push(d.children.len() - 1);
    finish(tree, &root, &focus, max_nodes)
}

/// Adds a new leaf (value 0) right after `node` among its siblings.
pub fn add_sibling(tree: &Tree, node: NodeId, max_nodes: usize) -> Result<Edited, String> {
    check(tree, node)?;
    let Some(parent) = tree.parent(node) else {
        return Err("the root has no siblings: add a child instead".into());
    };
    let mut root = draft(tree, 0);
    let ppath = path_to(tree, parent);
    let i = tree.children(parent).position(|c| c == node).unwrap_or(0);
    let label = fresh_label(tree);
    let d = at(&mut root, &ppath).ok_or("no such node")?;
    d.children.insert(
        i + 1,
        Draft {
            label,
            value: Some(Value::int(0)),
            children: Vec::new(),
            old: None,
        },
    );
    let mut focus = ppath;
    focus.push(i + 1);
    finish(tree, &root, &focus, max_nodes)
}

/// Deletes `node` and its subtree. The root cannot go, nor a parent's only child.
pub fn delete(tree: &Tree, node: NodeId) -> Result<Edited, String> {
    check(tree, node)?;
    let Some(parent) = tree.parent(node) else {
        return Err("the root cannot be deleted".into());
    };
    if tree.child_count(parent) == 1 {
        return Err(format!(
            "{} is the only child of {}: delete {} instead, or add a sibling first",
            tree.label(node),
            tree.label(parent),
            tree.label(parent)
        ));
    }
    let mut root = draft(tree, 0);
    let ppath = path_to(tree, parent);
    let i = tree.children(parent).position(|c| c == node).unwrap_or(0);
    let d = at(&mut root, &ppath).ok_or("no such node")?;
    d.children.remove(i);
    finish(tree, &root, &ppath, usize::MAX)
}

/// Gives `node` a label (empty text: back to the default letter).
pub fn rename(tree: &Tree, node: NodeId, label: &str) -> Result<Edited, String> {
    check(tree, node)?;
    let label = label.trim();
    if !label.is_empty() {
        check_label(label)?;
    }
    let mut root = draft(tree, 0);
    let path = path_to(tree, node);
    let d = at(&mut root, &path).ok_or("no such node")?;
    d.label = (!label.is_empty()).then(|| label.into());
    finish(tree, &root, &path, usize::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::parse;

    #[test]
    fn letters_rank_inverts_letters() {
        for r in 0..20_000u32 {
            let l = crate::engine::tree::letters(r);
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
    fn fresh_label_is_the_first_letter_no_node_uses() {
        // The straightforward definition, to check the quick one against.
        let slow = |t: &Tree| {
            let used: Vec<String> = (0..t.len() as NodeId)
                .map(|n| t.label(n).into_owned())
                .collect();
            (0u32..)
                .map(crate::engine::tree::letters)
                .find(|l| !used.contains(l))
                .unwrap()
        };
        for text in [
            "[[1,2],[3,4]]",
            "A[B[1,2],C[3,4]]",
            "X[B[1,2],C[3,4]]",
            "[A:1,B:2,D:3]",
            "Z[[1,Y:2],[AA:3,4],q:5]",
        ] {
            let t = parse(text).unwrap();
            let quick = fresh_label(&t);
            if (0..t.len() as NodeId).any(|n| t.has_custom_label(n)) {
                assert_eq!(quick.as_deref(), Some(slow(&t).as_str()), "{text}");
            } else {
                assert_eq!(quick, None, "{text}");
            }
        }
    }

    #[test]
    fn edits() {
        let t = parse("[[1,2],[3,4]]").unwrap();
        let e = add_child(&t, 1, 100).unwrap();
        assert_eq!(e.tree.to_notation(), "[[1,2,0],[3,4]]");
        assert_eq!(e.focus, 4);
        let e = add_child(&t, 2, 100).unwrap(); // the leaf 1
        assert_eq!(e.tree.to_notation(), "[[[1,0],2],[3,4]]");
        let e = add_sibling(&t, 1, 100).unwrap();
        assert_eq!(e.tree.to_notation(), "[[1,2],0,[3,4]]");
        assert_eq!(
            e.tree.value(e.focus).map(|v| v.to_string()),
            Some("0".into())
        );
        let e = delete(&t, 4).unwrap();
        assert_eq!(e.tree.to_notation(), "[[1,2]]");
        assert_eq!(e.map[4], None);
        assert_eq!(e.map[1], Some(1));
        assert!(delete(&t, 0).is_err());
        assert!(delete(&parse("[[1],2]").unwrap(), 2)
            .unwrap_err()
            .contains("only child"));
        assert!(add_sibling(&t, 0, 100).is_err());
        let e = rename(&t, 1, "Left").unwrap();
        assert_eq!(e.tree.to_notation(), "[Left[1,2],[3,4]]");
        assert_eq!(
            rename(&e.tree, 1, "").unwrap().tree.to_notation(),
            "[[1,2],[3,4]]"
        );
        assert!(rename(&t, 1, "a b").is_err());
        assert!(rename(&t, 1, "inf").is_err());
        assert!(add_child(&t, 1, 7)
            .unwrap_err()
            .contains("more than 7 nodes"));
        assert!(add_child(&t, 99, 100).is_err());
        // With written labels about, a new node gets a letter no node uses.
        let labelled = parse("A[B[1,2],C[3,4]]").unwrap();
        let e = add_sibling(&labelled, 1, 100).unwrap();
        assert_eq!(e.tree.to_notation(), "A[B[1,2],H:0,C[3,4]]");
    }
}
