//! The analysis of a tree under settings: the search's trace, minimax and alpha-beta's
//! solutions, the nodes past the depth limit and those the whole search skips, the
//! depth-limit warning and the labels. Built once (by [`Analysis::new`], or
//! [`Analysis::with_settings`] for the same tree) and never changed, so that nothing derived
//! from the tree can drift from it: a re-run builds a new one.

use i18n::said;
use i18n::Said;
use search::{Algorithm, NodeId, Settings, Solution, Trace, Tree};
use std::rc::Rc;
use teach::Worded;

/// A tree, the settings it is searched under, and everything the page derives from the two.
#[derive(Debug)]
pub struct Analysis {
    tree: Rc<Tree>,
    settings: Settings,
    /// Behind an `Rc`: the replay's checkpoints know their trace by it.
    trace: Rc<Trace>,
    minimax: Solution,
    alphabeta: Solution,
    past_limit: Vec<bool>,
    final_pruned: Vec<bool>,
    /// The nodes of the chosen line (the principal variation), by id.
    on_line: Vec<bool>,
    warning: Option<Said>,
    labels: Labels,
    /// For a search of several passes or with re-searches, the leaves pruned after each step
    /// as every count means it (skipped by a cutoff, evaluated by no pass so far); None for
    /// one pass, where the replay's own count is that.
    pruned_by_step: Option<Vec<u32>>,
}

impl Analysis {
    /// Searches `tree` under `settings` and derives the rest.
    pub fn new(tree: Rc<Tree>, settings: Settings) -> Analysis {
        let labels = labels_for(&tree);
        Analysis::build(tree, labels, settings)
    }

    /// The same tree under other `settings`: searched again and derived again, but for the
    /// labels, which depend on the tree alone (one string per node: on big trees making them
    /// took longer than the search).
    pub fn with_settings(&self, settings: Settings) -> Analysis {
        Analysis::build(Rc::clone(&self.tree), Rc::clone(&self.labels), settings)
    }

    /// Everything derived from `tree` and `settings`, in one place.
    fn build(tree: Rc<Tree>, labels: Labels, settings: Settings) -> Analysis {
        let trace = Rc::new(search::search(&tree, settings));
        // Where the drawing's struck leaves are not all the search's pruned ones: a new pass
        // or a re-search starts nodes afresh.
        let restarts = trace.solution.passes.len() > 1 || trace.solution.researches > 0;
        Analysis {
            pruned_by_step: restarts.then(|| search::replay::pruned_leaves_by_step(&tree, &trace)),
            minimax: solve_with(&tree, settings, &trace, Algorithm::Minimax),
            alphabeta: solve_with(&tree, settings, &trace, Algorithm::AlphaBeta),
            past_limit: settings.past_limit(&tree),
            final_pruned: final_pruned(&tree, &trace),
            on_line: on_line(&tree, &trace),
            warning: warning(&tree, &settings),
            labels,
            tree,
            settings,
            trace,
        }
    }

    pub fn tree(&self) -> &Rc<Tree> {
        &self.tree
    }

    pub fn settings(&self) -> Settings {
        self.settings
    }

    pub fn trace(&self) -> &Rc<Trace> {
        &self.trace
    }

    /// The leaves pruned after `step`, over every pass: skipped by a cutoff and evaluated by no
    /// pass so far; `in_pass` (the replay's count) where the search has one pass.
    pub fn leaves_pruned_at(&self, step: usize, in_pass: usize) -> usize {
        match &self.pruned_by_step {
            Some(by_step) => by_step.get(step).map_or(in_pass, |&n| n as usize),
            None => in_pass,
        }
    }

    /// Plain minimax on the same tree, for comparison.
    pub fn minimax(&self) -> &Solution {
        &self.minimax
    }

    /// Alpha-beta on the same tree (the same as the trace's solution unless minimax is shown).
    pub fn alphabeta(&self) -> &Solution {
        &self.alphabeta
    }

    /// Nodes below a depth limit: never searched, drawn greyed out.
    pub fn past_limit(&self) -> &[bool] {
        &self.past_limit
    }

    /// Nodes the whole search never reaches because a cutoff skipped them.
    pub fn final_pruned(&self) -> &[bool] {
        &self.final_pruned
    }

    /// The nodes of the chosen line, once the search is done ([`search::principal_variation`]).
    pub fn on_line(&self) -> &[bool] {
        &self.on_line
    }

    /// A problem with the settings that the search works around (a depth limit at a node
    /// without an estimate), in words.
    pub fn warning(&self) -> Option<&Said> {
        self.warning.as_ref()
    }

    /// Every node's label, by id, made once per analysis (the drawing asks at every step).
    pub fn labels(&self) -> &[Rc<str>] {
        &self.labels
    }

    /// How many events the search has: the replay's last step.
    pub fn steps(&self) -> usize {
        self.trace.events.len()
    }
}

/// What the search works around, as the page says it: a depth limit at a node without an
/// estimate, below which the search goes on (and, with the searches beyond alpha-beta,
/// anything else these settings ask that it cannot do).
fn warning(tree: &Tree, settings: &Settings) -> Option<Said> {
    if let Err(why) = search::check_depth_limit(tree, settings) {
        return Some(said!(PAGE_DEPTH_WARNING, warning = why.said()));
    }
    if let Err(why) = settings.check(tree) {
        return Some(said!(BEYOND_PAGE_WARNING, warning = why.said()));
    }
    None
}

/// Every node's label, by id, shared.
type Labels = Rc<[Rc<str>]>;

/// Every node's label, by id.
fn labels_for(tree: &Tree) -> Labels {
    (0..tree.len() as NodeId)
        .map(|n| Rc::from(tree.label(n).as_ref()))
        .collect()
}

/// The solution `algorithm` gives under otherwise the same settings (untraced).
fn solve_with(tree: &Tree, settings: Settings, trace: &Trace, algorithm: Algorithm) -> Solution {
    let other = Settings {
        algorithm,
        // The comparisons search the whole window.
        window: None,
        ..settings
    };
    if other.effective(tree) == trace.settings {
        return trace.solution.clone();
    }
    search::search_into(tree, &trace.table, other, &mut search::NoTrace)
}

/// Which nodes a cutoff skips in the whole search (pruned at its end).
/// Whether each node is on the chosen line.
fn on_line(tree: &Tree, trace: &Trace) -> Vec<bool> {
    let mut on = vec![false; tree.len()];
    for n in search::principal_variation(tree, trace) {
        on[n as usize] = true;
    }
    on
}

fn final_pruned(tree: &Tree, trace: &Trace) -> Vec<bool> {
    let mut pruned = vec![false; tree.len()];
    // A search of several passes: what its last pass skips.
    let last = search::event::last_pass_start(&trace.events);
    for e in &trace.events[last..] {
        let skipped = match *e {
            search::Event::Cutoff {
                node,
                first_skipped,
            } => first_skipped..tree.end(node),
            search::Event::Skip { child, .. } => child..tree.end(child),
            _ => continue,
        };
        for id in skipped {
            pruned[id as usize] = true;
        }
    }
    pruned
}

#[cfg(test)]
mod tests {
    use crate::tests::seeds;
    use crate::{Action, Edit, Model, Setting};
    use search::{Algorithm, NodeId, Side};
    use std::rc::Rc;

    #[test]
    fn settings_rerun_and_clamp() {
        let mut m = seeds();
        m.apply(Action::Replay(crate::Step::Last));
        assert!(
            m.apply(Action::Setting(Setting::Algorithm(Algorithm::Minimax)))
                .changed
        );
        // Minimax has fewer events (no bounds) here? It has no Test/Alpha/Beta but more nodes.
        assert!(m.step() <= m.steps());
        assert_eq!(m.analysis().minimax().leaves_evaluated, 8);
        assert_eq!(m.changes().no_longer_pruned.len(), 4);
        assert!(
            !m.apply(Action::Setting(Setting::Algorithm(Algorithm::Minimax)))
                .changed
        );
        assert!(m.apply(Action::Edit(Edit::Preset(1))).changed);
        assert_eq!(m.tree().leaves().len(), 9);
        assert_eq!(m.settings().algorithm, Algorithm::Minimax);
        assert!(!m.apply(Action::Edit(Edit::Preset(99))).changed);
    }

    #[test]
    fn labels_follow_the_tree_and_are_shared_across_settings() {
        let mut m = seeds();
        let labels = |m: &Model| Rc::clone(&m.analysis().labels);
        let before = labels(&m);
        let names: Vec<String> = (0..m.tree().len() as NodeId)
            .map(|n| m.tree().label(n).into_owned())
            .collect();
        assert_eq!(
            before.iter().map(|l| l.to_string()).collect::<Vec<_>>(),
            names
        );
        assert!(m.apply(Action::Setting(Setting::Root(Side::Min))).changed);
        assert!(
            Rc::ptr_eq(&before, &labels(&m)),
            "the same tree, the same labels"
        );
        assert!(
            m.apply(Action::Edit(Edit::Rename(1, "Left".into())))
                .changed
        );
        assert_eq!(&*m.analysis().labels()[1], "Left");
        assert!(m.apply(Action::Edit(Edit::Undo)).changed);
        assert_eq!(*m.analysis().labels(), *before);
    }

    #[test]
    fn estimates_and_the_depth_limit() {
        let mut m = Model::default_with_width(1280.0);
        assert!(
            m.apply(Action::Setting(Setting::DepthLimit(Some(2))))
                .changed
        );
        // No estimates yet: the limit is reported and the search goes on to the leaves.
        let warning = |m: &Model| m.analysis().warning().map(ToString::to_string);
        assert!(warning(&m).unwrap_or_default().contains("no estimate"));
        assert_eq!(m.trace().solution.leaves_evaluated, 5);
        for (label, est) in [("D", "4"), ("E", "9"), ("F", "1"), ("G", "7")] {
            let n = (0..m.tree().len() as NodeId)
                .find(|&n| m.tree().label(n) == label)
                .unwrap();
            assert!(m.apply(Action::Edit(Edit::Value(n, est.into()))).changed);
        }
        assert_eq!(warning(&m), None);
        // B = min(4, 9) = 4; C: F = 1 <= alpha 4 cuts G; A = 4.
        assert_eq!(m.trace().solution.leaves_evaluated, 0);
        assert_eq!(
            m.trace()
                .table
                .value(m.trace().solution.value)
                .map(|v| v.to_string()),
            Some("4".into())
        );
        assert_eq!(m.analysis().past_limit().iter().filter(|&&b| b).count(), 8);
        // A bad estimate is refused; an empty one removes it.
        let d = 2;
        m.apply(Action::Edit(Edit::Value(d, "x".into())));
        assert!(m.notice(crate::Place::Card).is_some());
        assert!(m.apply(Action::Edit(Edit::Value(d, "".into()))).changed);
        assert_eq!(m.tree().estimate(d), None);
        assert!(warning(&m).is_some());
    }
}
