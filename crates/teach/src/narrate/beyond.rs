//! Narration beyond alpha-beta: chance nodes (expectiminimax, Star1), passes (aspiration
//! windows, MTD(f), iterative deepening), PVS's probes and re-searches, and skips in another
//! order than left to right.

use super::phrases::{
    describe_child, describe_skipped, is_beta_cut, kind_word, line_words, node_name, Style,
};
use i18n::t;
use search::event::{Event, NO_DEPTH};
use search::kinds::NodeKind;
use search::replay::NodeState;
use search::search::{Algorithm, CutRule, Form, Score, Trace};
use search::tree::{NodeId, Tree};

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
        Event::Skip { node, child } => t!(
            BEYOND_SKIP,
            cut = w.cut(node),
            node = w.name(node),
            child = describe_child(tree, child, style)
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
            t!(BEYOND_PASS_ENDS, node = w.name(0), value = w.show(value))
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
    let (le, ge) = (style.le(), style.ge());
    match (trace.settings.star_bounds().is_some(), sum) {
        (true, Some(sum)) => t!(BEYOND_RULE_STAR_SUM, sum = sum, le = le, ge = ge),
        (true, None) => t!(BEYOND_RULE_STAR, le = le, ge = ge),
        (false, Some(sum)) => t!(BEYOND_RULE_CHANCE_SUM, sum = sum),
        (false, None) => t!(BEYOND_RULE_CHANCE),
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

    /// "alpha" or "beta": the cut at `n` (see [`is_beta_cut`]), for a message's select.
    fn cut(&self, n: NodeId) -> &'static str {
        if is_beta_cut(self.tree, self.trace, n) {
            "beta"
        } else {
            "alpha"
        }
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
        t!(
            BEYOND_PROBE_RETURNS,
            node = self.name(node),
            value = self.show(value),
            op = op,
            seen = self.show(seen),
            parent = self.name(p),
            f = f,
            prev = self.show(prev_best),
            best = self.show(best)
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
                let depth = if depth == NO_DEPTH {
                    self.tree.height()
                } else {
                    depth
                };
                if pass > 1 {
                    t!(
                        BEYOND_ITERATION,
                        pass = pass,
                        depth = depth,
                        previous = pass - 1
                    )
                } else {
                    t!(BEYOND_ITERATION_FIRST, pass = pass, depth = depth)
                }
            }
            Algorithm::Mtdf if alpha == Score::NEG_INF => {
                t!(BEYOND_MTDF_WHOLE, pass = pass, alpha = a, beta = b)
            }
            Algorithm::Mtdf => t!(BEYOND_MTDF_PASS, pass = pass, alpha = a, beta = b),
            _ if pass == 1 => t!(BEYOND_ASPIRATION_FIRST, alpha = a, beta = b),
            _ => {
                let side = if alpha == Score::NEG_INF {
                    "below"
                } else {
                    "above"
                };
                t!(
                    BEYOND_ASPIRATION_AGAIN,
                    pass = pass,
                    side = side,
                    alpha = a,
                    beta = b
                )
            }
        }
    }

    fn proved(&self, lower: Score, upper: Score) -> String {
        let (l, u) = (self.show(lower), self.show(upper));
        if lower == upper {
            let settled = match self.last_pass() {
                Some(Event::Pass {
                    pass: 1,
                    alpha,
                    beta,
                    ..
                }) if self.trace.settings.algorithm != Algorithm::Mtdf => t!(
                    BEYOND_PROVED_INSIDE,
                    value = l,
                    alpha = self.show(alpha),
                    beta = self.show(beta)
                ),
                // An aspiration window's second pass, opened on the side the first failed.
                Some(Event::Pass {
                    pass, alpha, beta, ..
                }) if self.trace.settings.window.is_some() => t!(
                    BEYOND_PASS_SETTLES,
                    pass = pass,
                    value = l,
                    alpha = self.show(alpha),
                    beta = self.show(beta)
                ),
                _ => t!(BEYOND_BOUNDS_MEET, value = l),
            };
            let line = line_words(self.tree, self.trace, self.style);
            return format!("{settled} {}", t!(BEYOND_CHOSEN_LINE, line = line));
        }
        let returned = match self.before(1) {
            Some(Event::Return { node: 0, value, .. }) => Some(value),
            _ => None,
        };
        let what = match (returned, self.last_pass()) {
            (Some(g), Some(Event::Pass { alpha, .. })) if g <= alpha => Some(t!(
                BEYOND_FAIL_LOW,
                value = self.show(g),
                op = self.style.le(),
                alpha = self.show(alpha)
            )),
            (Some(g), Some(Event::Pass { beta, .. })) => Some(t!(
                BEYOND_FAIL_HIGH,
                value = self.show(g),
                op = self.style.ge(),
                beta = self.show(beta)
            )),
            _ => None,
        };
        let so_far = t!(BEYOND_SO_FAR, lower = l, op = self.style.le(), upper = u);
        match what {
            Some(what) => t!(BEYOND_SENTENCES, first = what, second = so_far),
            None => so_far,
        }
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
        is_beta_cut(self.tree, self.trace, n)
    }

    fn probe(&self, node: NodeId, alpha: Score, beta: Score) -> String {
        let p = self.tree.parent(node).unwrap_or(0);
        let (a, b) = self.parents_view(alpha, beta);
        let (parent, node, alpha, beta) = (
            self.name(p),
            self.name(node),
            self.show(alpha),
            self.show(beta),
        );
        if self.maximizes(p) {
            t!(
                BEYOND_PROBE_MAX,
                parent = parent,
                node = node,
                alpha = alpha,
                beta = beta,
                bound = self.show(a)
            )
        } else {
            t!(
                BEYOND_PROBE_MIN,
                parent = parent,
                node = node,
                alpha = alpha,
                beta = beta,
                bound = self.show(b)
            )
        }
    }

    fn research(&self, node: NodeId, alpha: Score, beta: Score) -> String {
        let p = self.tree.parent(node).unwrap_or(0);
        let n = self.trace.events[..=self.index]
            .iter()
            .filter(|e| matches!(e, Event::Research { .. }))
            .count();
        let (node, parent, alpha, beta) = (
            self.name(node),
            self.name(p),
            self.show(alpha),
            self.show(beta),
        );
        if self.trace.settings.form == Form::Negamax {
            t!(
                BEYOND_RESEARCH_NEGAMAX,
                node = node,
                parent = parent,
                alpha = alpha,
                beta = beta,
                count = n
            )
        } else {
            let better = if self.maximizes(p) { "more" } else { "less" };
            t!(
                BEYOND_RESEARCH,
                node = node,
                better = better,
                parent = parent,
                alpha = alpha,
                beta = beta,
                count = n
            )
        }
    }

    fn enter(&self, node: NodeId, alpha: Score, beta: Score) -> String {
        let kind = kind_word(self.tree, self.trace, node);
        let (n, a, b) = (self.name(node), self.show(alpha), self.show(beta));
        let parent = self.tree.parent(node);
        let below_chance =
            parent.is_some_and(|p| self.trace.settings.kind(self.tree, p) == NodeKind::Chance);
        match parent {
            Some(p) if below_chance && self.trace.settings.star_bounds().is_some() => t!(
                BEYOND_ENTER_STAR,
                node = n,
                kind = kind,
                alpha = a,
                beta = b,
                parent = self.name(p)
            ),
            _ if below_chance => {
                t!(
                    BEYOND_ENTER_CHANCE,
                    node = n,
                    kind = kind,
                    alpha = a,
                    beta = b
                )
            }
            _ => t!(
                BEYOND_ENTER_WINDOW,
                node = n,
                kind = kind,
                alpha = a,
                beta = b
            ),
        }
    }

    fn to_chance(&self, node: NodeId, value: Score) -> String {
        let p = self.tree.parent(node).unwrap_or(0);
        let prob = self.probability(node);
        if self.tree.is_leaf(node) {
            t!(
                BEYOND_CHANCE_TAKES_LEAF,
                parent = self.name(p),
                node = self.name(node),
                probability = prob
            )
        } else {
            t!(
                BEYOND_CHANCE_TAKES,
                node = self.name(node),
                value = self.show(value),
                parent = self.name(p),
                probability = prob
            )
        }
    }

    fn sum(&self, node: NodeId, old: Score, new: Score) -> String {
        match self.before(1) {
            Some(Event::Return { node: c, value, .. }) => t!(
                BEYOND_SUM_STEP,
                node = self.name(node),
                old = self.show(old),
                probability = self.probability(c),
                value = self.show(value),
                sum = self.show(new)
            ),
            _ => t!(BEYOND_SUM, node = self.name(node), sum = self.show(new)),
        }
    }

    fn star(&self, node: NodeId, lower: Score, upper: Score) -> String {
        let (n, l, u) = (self.name(node), self.show(lower), self.show(upper));
        match self.trace.settings.bounds {
            Some(b) => t!(
                BEYOND_STAR_BOUNDS,
                lo = b.lo,
                hi = b.hi,
                node = n,
                lower = l,
                upper = u
            ),
            None => t!(BEYOND_STAR, node = n, lower = l, upper = u),
        }
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
            return t!(BEYOND_CHANCE_NO_CUTOFF, node = self.name(node));
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
        let s = self.trace.settings;
        let (low, high) = (s.cuts(alpha, upper), s.cuts(lower, beta));
        let stops = matches!(
            self.trace.events.get(self.index + 1),
            Some(Event::Cutoff { .. })
        );
        match (low, high, stops) {
            (true, _, true) => t!(
                BEYOND_CHANCE_LOW_STOPS,
                node = n,
                upper = u,
                op = le,
                alpha = a
            ),
            (true, _, false) => t!(
                BEYOND_CHANCE_LOW_DONE,
                node = n,
                upper = u,
                op = le,
                alpha = a
            ),
            (_, true, true) => t!(
                BEYOND_CHANCE_HIGH_STOPS,
                node = n,
                lower = l,
                op = ge,
                beta = b
            ),
            (_, true, false) => t!(
                BEYOND_CHANCE_HIGH_DONE,
                node = n,
                lower = l,
                op = ge,
                beta = b
            ),
            _ => t!(
                BEYOND_CHANCE_UNSETTLED,
                node = n,
                lower = l,
                upper = u,
                alpha = a,
                beta = b
            ),
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
        let bound = match self.before(1) {
            Some(Event::Test { alpha, beta, .. }) if self.maximizes(0) => t!(
                BEYOND_ROOT_AT_LEAST,
                value = self.show(alpha),
                op = self.style.ge(),
                beta = self.show(beta)
            ),
            Some(Event::Test { alpha, beta, .. }) => t!(
                BEYOND_ROOT_AT_MOST,
                value = self.show(beta),
                op = self.style.le(),
                alpha = self.show(alpha)
            ),
            _ => t!(BEYOND_ROOT_OUTSIDE),
        };
        t!(
            BEYOND_ROOT_CUT,
            cut = self.cut(0),
            node = self.name(0),
            skipped = skipped,
            count = count,
            bound = bound
        )
    }

    fn chance_cut(&self, node: NodeId, first_skipped: NodeId) -> String {
        let skipped = describe_skipped(self.tree, node, first_skipped, self.style);
        let count = self
            .tree
            .children(node)
            .filter(|&c| c >= first_skipped)
            .count();
        let n = self.name(node);
        match (self.star_bounds(2), self.before(1)) {
            (Some((_, upper)), Some(Event::Test { alpha, .. })) if alpha >= upper => t!(
                BEYOND_STAR_CUT_MAX,
                node = n,
                skipped = skipped,
                count = count,
                upper = self.show(upper),
                alpha = self.show(alpha)
            ),
            (Some((lower, _)), Some(Event::Test { beta, .. })) => t!(
                BEYOND_STAR_CUT_MIN,
                node = n,
                skipped = skipped,
                count = count,
                lower = self.show(lower),
                beta = self.show(beta)
            ),
            _ => t!(BEYOND_STAR_CUT, node = n, skipped = skipped, count = count),
        }
    }
}
