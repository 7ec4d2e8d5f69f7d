//! The tree drawn in text, for a format that cannot carry a figure (GIFT): each node on a line
//! of its own, its children below it, indented, with lines that join a node to its children.

use search::tree::{NodeId, Tree};

/// The lines of `tree`'s drawing, each node named by `name`.
pub fn lines(tree: &Tree, name: &dyn Fn(NodeId) -> String) -> Vec<String> {
    let mut out = vec![name(tree.root())];
    below(tree, tree.root(), "", name, &mut out);
    out
}

/// The lines of `node`'s children and theirs, each after `indent`.
fn below(
    tree: &Tree,
    node: NodeId,
    indent: &str,
    name: &dyn Fn(NodeId) -> String,
    out: &mut Vec<String>,
) {
    let count = tree.child_count(node);
    for (i, child) in tree.children(node).enumerate() {
        let last = i + 1 == count;
        let (branch, more) = if last {
            ("└── ", "    ")
        } else {
            ("├── ", "│   ")
        };
        out.push(format!("{indent}{branch}{}", name(child)));
        below(tree, child, &format!("{indent}{more}"), name, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_each_node_below_its_parent() {
        let tree = search::parse("[[3,5],[6]]").unwrap();
        let name = |n| tree.label(n).into_owned();
        assert_eq!(
            lines(&tree, &name),
            ["A", "├── B", "│   ├── D", "│   └── E", "└── C", "    └── F"]
        );
    }
}
