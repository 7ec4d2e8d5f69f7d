//! Narration beyond alpha-beta: chance nodes (expectiminimax, Star1), passes (aspiration
//! windows, MTD(f), iterative deepening), PVS's probes and re-searches, and skips in another
//! order than left to right.

use super::{capitalize, cut_name, describe_child, describe_skipped, kind_word, node_name, Style};
use crate::engine::event::{Event, NO_DEPTH};
use crate::engine::kinds::NodeKind;
use crate::engine::replay::NodeState;
use crate::engine::search::{Algorithm, CutRule, Form, Score, Trace};
use crate::engine::tree::{NodeId, Tree};

/// The narration of event `index` when it is one of the events this module words, or one
/// whose words differ beyond alpha-beta; None leaves it to [`super::narrate`].
pub(super) fn narrate(tree: &Tree, trace: &Trace, index: usize, style: Style) -> Option<String> {
    let event = *trace.events.get(index)?;
    let w = Words {
        tree,
        trace,
        style,
        index,
    };
    let chance = |n: NodeId| !tree.is_leaf(n) && trace.settings.kind(tree, n) == NodeKind::Chance;
    Some(match event {
        Event::Pass {
            pass,
            depth,
            alpha,
            beta,
        } => w.pass(pass, depth, alpha, beta),
        Event::Proved { lower, upper } => w.proved(lower, upper),
        Event::Probe { node, alpha, beta } => w.probe(node, alpha, beta),
        Event::Research { node, alpha, beta } => w.research(node, alpha, beta),
        Event::Sum { node, old, new } => w.sum(node, old, new),
        Event::Star { node, lower, upper } => w.star(node, lower, upper),
        Event::Skip { node, child } => format!(
            "{} at {} (children taken best first): {} is never searched.",
            capitalize(&cut_name(tree, trace, node)),
            w.name(node),
            describe_child(tree, child, style)
        ),
        Event::Enter { node, alpha, beta } if w.new_window(node) => w.enter(node, alpha, beta),
        Event::Return { node, value, .. } if tree.parent(node).is_some_and(chance) => {
            w.to_chance(node, value)
        }
        Event::Return {
            node,
            value,
            prev_best,
        } if w.probe_ends(node) => w.probe_return(node, value, prev_best),
        Event::Return { node: 0, value, .. } if w.more_passes() => {
            format!("{} returns {}: this pass ends.", w.name(0), w.show(value))
        }
        Event::Test {
            node, alpha, beta, ..
        } if chance(node) => w.chance_test(node, alpha, beta),
        Event::Cutoff {
            node,
            first_skipped,
        } if chance(node) => w.chance_cut(node, first_skipped),
        Event::Cutoff {
            node: 0,
            first_skipped,
        } if w.last_pass().is_some() => w.root_cut(first_skipped),
        _ => return None,
    })
}

/// The rule in force at a chance node being searched.
pub(super) fn chance_rule(trace: &Trace, state: &NodeState, style: Style) -> String {
    let sum = state.best.map(|s| trace.table.show(s, style.unicode));
    let sum = sum.map_or_else(String::new, |s| format!("sum so far {s}; "));
    if trace.settings.star_bounds().is_some() {
        format!(
            "{sum}prune the rest once its value is sure to be {} α or {} β (Star1)",
            style.le(),
            style.ge()
        )
    } else {
        format!("{sum}no cut: without bounds on the leaves, every child counts")
    }
}

struct Words<'a> {
    tree: &'a Tree,
    trace: &'a Trace,
    style: Style,
    index: usize,
}

impl Words<'_> {
    fn show(&self, s: Score) -> String {
        self.trace.table.show(s, self.style.unicode)
    }

    fn name(&self, n: NodeId) -> String {
        node_name(self.tree, n, self.style)
    }

    fn before(&self, back: usize) -> Option<Event> {
        self.trace
            .events
            .get(self.index.checked_sub(back)?)
            .copied()
    }

    /// The last pass's event before this one, if any.
    fn last_pass(&self) -> Option<Event> {
        self.trace.events[..self.index]
            .iter()
            .rev()
            .find(|e| matches!(e, Event::Pass { .. }))
            .copied()
    }

    /// Whether another pass follows this event.
    fn more_passes(&self) -> bool {
        self.trace.events[self.index + 1..]
            .iter()
            .any(|e| matches!(e, Event::Pass { .. }))
    }

    /// Whether this Return ends a probe of `node` that failed high: a re-search follows.
    fn probe_ends(&self, node: NodeId) -> bool {
        matches!(
            self.trace.events.get(self.index + 1),
            Some(Event::Research { node: n, .. }) if *n == node
        )
    }

    fn probe_return(&self, node: NodeId, value: Score, prev_best: Score) -> String {
        let p = self.tree.parent(node).unwrap_or(0);
        let negamax = self.trace.settings.form == Form::Negamax;
        let seen = if negamax { Score(-value.0) } else { value };
        let (f, op, best) = if self.maximizes(p) {
            ("max", self.style.ge(), prev_best.max(seen))
        } else {
            ("min", self.style.le(), prev_best.min(seen))
        };
        format!(
            "The probe of {} returns {}: only a bound, {} {op} {} for {}. {}: best = {f}({}, {}) = {}.",
            self.name(node),
            self.show(value),
            self.name(node),
            self.show(seen),
            self.name(p),
            self.name(p),
            self.show(prev_best),
            self.show(seen),
            self.show(best)
        )
    }

    /// Whether `node` is entered with a window of its own, not its parent's: after a probe or
    /// a re-search, or below a chance node.
    fn new_window(&self, node: NodeId) -> bool {
        let after = matches!(
            self.before(1),
            Some(Event::Probe { node: n, .. } | Event::Research { node: n, .. }) if n == node
        );
        let below_chance = self
            .tree
            .parent(node)
            .is_some_and(|p| self.trace.settings.kind(self.tree, p) == NodeKind::Chance);
        after || below_chance
    }

    /// A child's probability as written (or as it follows: equal shares).
    fn probability(&self, child: NodeId) -> String {
        match self.tree.probability(child) {
            Some(p) => p.to_string(),
            None => self
                .tree
                .weight(child)
                .map(|w| w.to_string())
                .unwrap_or_default(),
        }
    }

    fn pass(&self, pass: u16, depth: u16, alpha: Score, beta: Score) -> String {
        let (a, b) = (self.show(alpha), self.show(beta));
        match self.trace.settings.algorithm {
            Algorithm::Iterative => {
                let order = if pass > 1 {
                    format!(", each node's children taken best first by the values of iteration {}", pass - 1)
                } else {
                    String::new()
                };
                let depth = if depth == NO_DEPTH { self.tree.height() } else { depth };
                format!("Iteration {pass}: search from the root down to depth {depth} (a node there with an estimate stands by it){order}.")
            }
            Algorithm::Mtdf if alpha == Score::NEG_INF => format!(
                "Pass {pass}: one search with the whole window (alpha = {a}, beta = {b}) settles the value."
            ),
            Algorithm::Mtdf => format!(
                "Pass {pass} of MTD(f): a null-window search, alpha = {a} and beta = {b}, with no value strictly between them: it only asks whether the root is worth at least {b}."
            ),
            _ if pass == 1 => format!(
                "Pass 1, an aspiration window: search from the root with alpha = {a} and beta = {b}, betting that the value lies between them."
            ),
            _ => {
                let side = if alpha == Score::NEG_INF { "below" } else { "above" };
                format!("Pass {pass}: the bet lost, so search again with the window opened {side}: alpha = {a}, beta = {b}.")
            }
        }
    }

    fn proved(&self, lower: Score, upper: Score) -> String {
        let (l, u) = (self.show(lower), self.show(upper));
        if lower == upper {
            return match self.last_pass() {
                Some(Event::Pass {
                    pass: 1,
                    alpha,
                    beta,
                    ..
                }) if self.trace.settings.algorithm != Algorithm::Mtdf => {
                    format!(
                        "{l} lies inside the window ({}, {}), so it is the value: no second pass is needed.",
                        self.show(alpha),
                        self.show(beta)
                    )
                }
                _ => format!("The bounds meet: the value is {l}."),
            };
        }
        let returned = match self.before(1) {
            Some(Event::Return { node: 0, value, .. }) => Some(value),
            _ => None,
        };
        let what = match (returned, self.last_pass()) {
            (Some(g), Some(Event::Pass { alpha, .. })) if g <= alpha => format!(
                "The root returned {} {} alpha = {}: a fail-low, so the value is at most {}.",
                self.show(g),
                self.style.le(),
                self.show(alpha),
                self.show(g)
            ),
            (Some(g), Some(Event::Pass { beta, .. })) => format!(
                "The root returned {} {} beta = {}: a fail-high, so the value is at least {}.",
                self.show(g),
                self.style.ge(),
                self.show(beta),
                self.show(g)
            ),
            _ => String::new(),
        };
        format!(
            "{what} So far: {l} {le} value {le} {u}.",
            le = self.style.le()
        )
        .trim_start()
        .to_string()
    }

    /// The window (alpha, beta) as `node`'s parent sees it.
    fn parents_view(&self, alpha: Score, beta: Score) -> (Score, Score) {
        if self.trace.settings.form == Form::Negamax {
            (Score(-beta.0), Score(-alpha.0))
        } else {
            (alpha, beta)
        }
    }

    fn maximizes(&self, n: NodeId) -> bool {
        self.trace.settings.form == Form::Negamax || self.trace.settings.is_max(self.tree, n)
    }

    fn probe(&self, node: NodeId, alpha: Score, beta: Score) -> String {
        let p = self.tree.parent(node).unwrap_or(0);
        let (a, b) = self.parents_view(alpha, beta);
        let question = if self.maximizes(p) {
            format!(
                "whether {} is worth more than {} to {}",
                self.name(node),
                self.show(a),
                self.name(p)
            )
        } else {
            format!(
                "whether {} is worth less than {}",
                self.name(node),
                self.show(b)
            )
        };
        format!(
            "{} probes {} with a null window (alpha = {}, beta = {}, as {} sees it): it only asks {question}; if not, {} is done with it at once.",
            self.name(p),
            self.name(node),
            self.show(alpha),
            self.show(beta),
            self.name(node),
            self.name(p)
        )
    }

    fn research(&self, node: NodeId, alpha: Score, beta: Score) -> String {
        let p = self.tree.parent(node).unwrap_or(0);
        let n = self.trace.events[..=self.index]
            .iter()
            .filter(|e| matches!(e, Event::Research { .. }))
            .count();
        let better = if self.maximizes(p) { "more" } else { "less" };
        let seen = if self.trace.settings.form == Form::Negamax {
            format!(", as {} sees it", self.name(node))
        } else {
            String::new()
        };
        format!(
            "The probe failed high: {} is worth {better} than {} had, so {} searches it again with its full window, alpha = {}, beta = {}{seen} (re-search {n}).",
            self.name(node),
            self.name(p),
            self.name(p),
            self.show(alpha),
            self.show(beta)
        )
    }

    fn enter(&self, node: NodeId, alpha: Score, beta: Score) -> String {
        let kind = kind_word(self.tree, self.trace, node);
        let head = format!(
            "Enter {} ({kind}) with alpha = {} and beta = {}",
            self.name(node),
            self.show(alpha),
            self.show(beta)
        );
        let Some(p) = self.tree.parent(node) else {
            return format!("{head}.");
        };
        if self.trace.settings.kind(self.tree, p) != NodeKind::Chance {
            return format!("{head}.");
        }
        if self.trace.settings.star_bounds().is_some() {
            format!(
                "{head}: the window Star1 gives it, so that {} can stop as soon as {}'s value settles on which side of its own window it falls.",
                self.name(p),
                self.name(node)
            )
        } else {
            format!("{head}: below a chance node nothing can be pruned without bounds on the leaf values.")
        }
    }

    fn to_chance(&self, node: NodeId, value: Score) -> String {
        let p = self.tree.parent(node).unwrap_or(0);
        let prob = self.probability(node);
        if self.tree.is_leaf(node) {
            format!(
                "{} takes {} with probability {prob}.",
                self.name(p),
                self.name(node)
            )
        } else {
            format!(
                "{} returns {} to {}, which takes it with probability {prob}.",
                self.name(node),
                self.show(value),
                self.name(p)
            )
        }
    }

    fn sum(&self, node: NodeId, old: Score, new: Score) -> String {
        let times = match self.before(1) {
            Some(Event::Return { node: c, value, .. }) => format!(
                "{} + {} × {} = ",
                self.show(old),
                self.probability(c),
                self.show(value)
            ),
            _ => String::new(),
        };
        format!("{}: sum = {times}{}.", self.name(node), self.show(new))
    }

    fn star(&self, node: NodeId, lower: Score, upper: Score) -> String {
        let bounds = self
            .trace
            .settings
            .bounds
            .map(|b| format!(" (every leaf lies within {}..{})", b.lo, b.hi))
            .unwrap_or_default();
        format!(
            "Whatever its other children are worth{bounds}, {} is worth between {} and {}.",
            self.name(node),
            self.show(lower),
            self.show(upper)
        )
    }

    /// The Star bounds just before a chance node's test (or cutoff, `back` events before).
    fn star_bounds(&self, back: usize) -> Option<(Score, Score)> {
        match self.before(back)? {
            Event::Star { lower, upper, .. } => Some((lower, upper)),
            _ => None,
        }
    }

    fn chance_test(&self, node: NodeId, alpha: Score, beta: Score) -> String {
        let Some((lower, upper)) = self.star_bounds(1) else {
            return format!("{}: no cutoff.", self.name(node));
        };
        let strict = self.trace.settings.rule == CutRule::Gt;
        let (le, ge) = if strict {
            ("<", ">")
        } else {
            (self.style.le(), self.style.ge())
        };
        let n = self.name(node);
        let (a, b, l, u) = (
            self.show(alpha),
            self.show(beta),
            self.show(lower),
            self.show(upper),
        );
        let low = if strict {
            alpha > upper
        } else {
            alpha >= upper
        };
        let high = if strict { lower > beta } else { lower >= beta };
        let stops = if matches!(
            self.before(0).and(self.trace.events.get(self.index + 1)),
            Some(Event::Cutoff { .. })
        ) {
            "stops"
        } else {
            "is done (it had no children left): its value is a bound"
        };
        match (low, high) {
            (true, _) => format!("{n}: at most {u} {le} alpha = {a}, so {n} {stops}: Max above has better."),
            (_, true) => format!("{n}: at least {l} {ge} beta = {b}, so {n} {stops}: Min above has better."),
            _ => format!("{n}: between {l} and {u}, which alpha = {a} and beta = {b} do not settle: no cutoff."),
        }
    }

    /// A cut at the root in a pass with a window: it settles the pass.
    fn root_cut(&self, first_skipped: NodeId) -> String {
        let skipped = describe_skipped(self.tree, 0, first_skipped, self.style);
        let count = self
            .tree
            .children(0)
            .filter(|&c| c >= first_skipped)
            .count();
        let verb = if count == 1 { "is" } else { "are" };
        let bound = match self.before(1) {
            Some(Event::Test { alpha, beta, .. }) if self.maximizes(0) => format!(
                "the root is worth at least {} {} beta = {}",
                self.show(alpha),
                self.style.ge(),
                self.show(beta)
            ),
            Some(Event::Test { alpha, beta, .. }) => format!(
                "the root is worth at most {} {} alpha = {}",
                self.show(beta),
                self.style.le(),
                self.show(alpha)
            ),
            _ => "the root is outside this pass's window".into(),
        };
        format!(
            "{} at {}: {skipped} {verb} never searched: {bound}, which is all this pass asks.",
            capitalize(&cut_name(self.tree, self.trace, 0)),
            self.name(0)
        )
    }

    fn chance_cut(&self, node: NodeId, first_skipped: NodeId) -> String {
        let skipped = describe_skipped(self.tree, node, first_skipped, self.style);
        let why = match (self.star_bounds(2), self.before(1)) {
            (Some((_, upper)), Some(Event::Test { alpha, .. })) if alpha >= upper => format!(
                "whatever they are worth, {} is worth at most {}, and Max can already get {} higher up",
                self.name(node),
                self.show(upper),
                self.show(alpha)
            ),
            (Some((lower, _)), Some(Event::Test { beta, .. })) => format!(
                "whatever they are worth, {} is worth at least {}, and Min can already hold the game to {} higher up",
                self.name(node),
                self.show(lower),
                self.show(beta)
            ),
            _ => String::new(),
        };
        let count = self
            .tree
            .children(node)
            .filter(|&c| c >= first_skipped)
            .count();
        let verb = if count == 1 { "is" } else { "are" };
        format!(
            "Star1 cut at {}: {skipped} {verb} never searched: {why}.",
            self.name(node)
        )
    }
}
