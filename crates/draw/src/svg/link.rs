//! A sheet drawn from the link of a view (`?tree=...&root=min&step=30`): what the page's
//! sheet writer, loaded on demand, is given, so that it needs nothing of the page but the
//! link, and draws what the page shows at that step.

use super::{document, sheet_layout, Document, Sheet};
use crate::tex;
use i18n::t;
use query::parse_query;
use search::{Algorithm, Replay, Trace, Tree};
use teach::Worded;

/// The sheet for the view `link` opens (its query, with or without the `?`), or what in the
/// link stands in the way.
pub fn from_link(link: &str, sheet: Sheet) -> Result<Document, String> {
    let (tree, trace, replay) = open(link)?;
    Ok(document(
        &tree,
        &trace,
        &sheet_layout(&tree),
        sheet,
        Some(&replay),
        &sheet.title(),
        false,
    ))
}

/// Every sheet for the view `link` opens as one LaTeX document ([`tex::all_sheets`]): the
/// worksheet (with blanks for alpha and beta where the search prunes), the answer key and the
/// step shown.
pub fn tex_from_link(link: &str) -> Result<String, String> {
    let (tree, trace, replay) = open(link)?;
    let blanks = trace.settings.algorithm != Algorithm::Minimax;
    Ok(tex::all_sheets(&tree, &trace, &replay, blanks))
}

/// The tree, its search and the step the link opens.
fn open(link: &str) -> Result<(Tree, Trace, Replay), String> {
    let query = parse_query(link);
    if let Some(problem) = query.problems.first() {
        return Err(t!(SHEET_LINK_PROBLEM, problem = problem));
    }
    let tree = match query.tree {
        Some(Ok(tree)) => tree,
        Some(Err(e)) => return Err(t!(SHEET_LINK_BAD_TREE, error = e.said())),
        None => return Err(t!(SHEET_LINK_NO_TREE)),
    };
    let trace = search::search(&tree, query.settings);
    let mut replay = Replay::new(&tree);
    replay.seek(&tree, &trace, query.step.unwrap_or(0));
    Ok((tree, trace, replay))
}
