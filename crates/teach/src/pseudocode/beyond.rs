//! The listings beyond alpha-beta: PVS, and the drivers of MTD(f),
//! iterative deepening and aspiration windows over the alpha-beta they call; and the chance
//! node's branch (expectiminimax, Star1) of every listing that can meet one. Each line carries
//! the roles of the events that execute it, so that an event's line is where its role is.

use super::listing::{classic, Listing};
use i18n::t;
use search::search::{Algorithm, CutRule, Fail, Settings};
use search::tree::Tree;

mod events;
mod live;
#[cfg(test)]
mod tests;

pub(super) use live::live_line;

/// Which part of the search function a line belongs to: a Max, Min or chance node's (max/min
/// form), or every node's (negamax form).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    Max,
    Min,
    Chance,
    All,
}

/// The window a pass searches in: the first (or only kind of) pass, or an aspiration window's
/// second, opened below or above.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Opened {
    First,
    Below,
    Above,
}

/// What a pass proves: an upper bound (it failed low), a lower bound (it failed high), or the
/// value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Upper,
    Lower,
    Value,
}

/// What a line does, for the events that execute it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Leaf,
    /// A node starts.
    Enter(Part),
    /// A child's value is taken (its Return).
    Take(Part),
    /// Alpha raised, or beta lowered.
    Raise(Part),
    /// The cutoff test, and the cut it makes (Cutoff, Skip).
    Test(Part),
    /// The node's own return (the root's Return).
    Done(Part),
    Probe(Part),
    /// A probe's value lies inside the window: the child is searched again.
    FailHigh(Part),
    Research(Part),
    Sum,
    Star,
    /// Star1's tests: the chance node's value is at most alpha, at least beta.
    StarLow,
    StarHigh,
    Pass(Opened),
    Proved(Bound),
}

/// The search that drives passes of alpha-beta from the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Driver {
    Aspiration,
    Mtdf,
    Iterative,
}

/// A listing's lines, each with its roles.
#[derive(Default)]
struct Code {
    lines: Vec<(String, Vec<Role>)>,
}

impl Code {
    fn put(&mut self, indent: usize, text: impl AsRef<str>, roles: &[Role]) {
        let line = format!("{:indent$}{}", "", text.as_ref());
        self.lines.push((line, roles.to_vec()));
    }

    /// A note's lines as comments.
    fn note(&mut self, text: String) {
        for line in text.lines() {
            self.put(0, format!("# {}", line.trim()), &[]);
        }
    }

    /// The 1-based line of `role` (1, the head, if none has it).
    fn line(&self, role: Role) -> usize {
        self.lines
            .iter()
            .position(|(_, roles)| roles.contains(&role))
            .map_or(1, |i| i + 1)
    }
}

/// What a listing beyond alpha-beta shows, from the conventions in force and the tree.
#[derive(Clone, Copy, Debug)]
pub(super) struct Plan {
    settings: Settings,
    driver: Option<Driver>,
    /// The search function's name.
    name: &'static str,
    negamax: bool,
    prunes: bool,
    hard: bool,
    pvs: bool,
    /// Children in the previous iteration's order (iterative deepening).
    ordered: bool,
    /// The chance node's branch: Some(whether with Star1's bounds).
    chance: Option<bool>,
}

impl Plan {
    /// The plan for `settings` on `tree`; None when the page's own listings serve (minimax and
    /// alpha-beta, without a window, on a tree without chance nodes).
    pub(super) fn of(tree: &Tree, settings: &Settings) -> Option<Plan> {
        let a = settings.algorithm;
        let driver = match a {
            Algorithm::Mtdf => Some(Driver::Mtdf),
            Algorithm::Iterative => Some(Driver::Iterative),
            Algorithm::AlphaBeta | Algorithm::Pvs if settings.window.is_some() => {
                Some(Driver::Aspiration)
            }
            _ => None,
        };
        let chance = tree.has_chance().then(|| settings.star_bounds().is_some());
        if driver.is_none() && a != Algorithm::Pvs && chance.is_none() {
            return None;
        }
        let negamax = settings.negamax() && chance.is_none();
        let name = match (a, negamax) {
            (Algorithm::Pvs, _) => "pvs",
            (_, true) => "negamax",
            (Algorithm::Minimax, false) => "minimax",
            _ => "ab",
        };
        Some(Plan {
            settings: *settings,
            driver,
            name,
            negamax,
            prunes: a.prunes(),
            hard: settings.fail == Fail::Hard && a.prunes(),
            pvs: a == Algorithm::Pvs,
            ordered: a == Algorithm::Iterative,
            chance,
        })
    }

    /// The listing: the driver (if any), the search function, then the notes.
    pub(super) fn listing(&self) -> Listing {
        let code = self.code();
        Listing {
            title: self.title(),
            lines: code.lines.into_iter().map(|(line, _)| line).collect(),
        }
    }

    fn title(&self) -> String {
        let base = match self.settings.algorithm {
            Algorithm::Pvs => t!(CODE_BEYOND_TITLE_PVS),
            Algorithm::Mtdf => t!(CODE_BEYOND_TITLE_MTDF),
            Algorithm::Iterative => t!(CODE_BEYOND_TITLE_ITERATIVE),
            _ => classic(&self.settings).title,
        };
        let base = match self.driver {
            Some(Driver::Aspiration) => t!(CODE_BEYOND_TITLE_ASPIRATION, search = base),
            _ => base,
        };
        match self.chance {
            Some(true) => t!(CODE_BEYOND_TITLE_STAR, search = base),
            Some(false) => t!(CODE_BEYOND_TITLE_CHANCE, search = base),
            None => base,
        }
    }

    fn code(&self) -> Code {
        let mut c = Code::default();
        self.driver(&mut c);
        let head = if self.prunes {
            format!("{}(node, α, β):", self.name)
        } else {
            format!("{}(node):", self.name)
        };
        c.put(0, head, &[]);
        c.put(2, self.leaf_line(), &[Role::Leaf]);
        if self.negamax {
            self.block(&mut c, Part::All, 2);
        } else {
            self.max_min(&mut c);
        }
        self.notes(&mut c);
        c
    }

    fn leaf_line(&self) -> String {
        let limit = self.settings.depth_limit.is_some() || self.ordered;
        match (self.negamax, limit) {
            (false, false) => t!(CODE_LEAF),
            (false, true) => t!(CODE_LEAF_LIMIT),
            (true, false) => t!(CODE_LEAF_NEGAMAX),
            (true, true) => t!(CODE_LEAF_NEGAMAX_LIMIT),
        }
    }

    fn driver(&self, c: &mut Code) {
        let n = self.name;
        match self.driver {
            None => {}
            Some(Driver::Aspiration) => {
                c.put(0, "aspiration(root, lo, hi):", &[]);
                c.put(
                    2,
                    format!("g = {n}(root, lo, hi)"),
                    &[Role::Pass(Opened::First)],
                );
                c.put(2, "if g ≤ lo:", &[Role::Proved(Bound::Upper)]);
                c.put(
                    4,
                    format!("g = {n}(root, −∞, hi)"),
                    &[Role::Pass(Opened::Below)],
                );
                c.put(2, "elif g ≥ hi:", &[Role::Proved(Bound::Lower)]);
                c.put(
                    4,
                    format!("g = {n}(root, lo, +∞)"),
                    &[Role::Pass(Opened::Above)],
                );
                c.put(2, "return g", &[Role::Proved(Bound::Value)]);
            }
            Some(Driver::Mtdf) => {
                c.put(0, "mtdf(root, f):", &[]);
                c.put(2, "g, lower, upper = f, −∞, +∞", &[]);
                c.put(2, "while lower < upper:", &[]);
                c.put(4, "β = g+ε if g == lower else g", &[]);
                c.put(
                    4,
                    format!("g = {n}(root, β−ε, β)"),
                    &[Role::Pass(Opened::First)],
                );
                c.put(4, "if g < β: upper = g", &[Role::Proved(Bound::Upper)]);
                c.put(4, "else: lower = g", &[Role::Proved(Bound::Lower)]);
                c.put(2, "return g", &[Role::Proved(Bound::Value)]);
            }
            Some(Driver::Iterative) => {
                c.put(0, "deepen(root):", &[]);
                c.put(2, "for limit in 1 … D:", &[Role::Pass(Opened::First)]);
                c.put(4, format!("g = {n}(root, −∞, +∞)"), &[]);
                c.put(2, "return g", &[]);
            }
        }
    }

    /// The max/min form: a Max node's part, a Min node's, and a chance node's.
    fn max_min(&self, c: &mut Code) {
        // Fail-hard keeps no `best`: a node starts where it picks its part.
        let start = |part| {
            if self.hard {
                vec![Role::Enter(part)]
            } else {
                vec![]
            }
        };
        c.put(2, "if node is Max:", &start(Part::Max));
        self.block(c, Part::Max, 4);
        let min = if self.chance.is_some() {
            "elif node is Min:"
        } else {
            "else:"
        };
        c.put(2, min, &start(Part::Min));
        self.block(c, Part::Min, 4);
        if let Some(star) = self.chance {
            c.put(2, "else:  # Chance", &[]);
            self.chance_block(c, star);
        }
    }

    /// The comment after a cut at `part`.
    fn cut(part: Part) -> String {
        let cut = if part == Part::Min { "alpha" } else { "beta" };
        t!(CODE_COMMENT_CUT, cut = cut)
    }

    /// A Max or Min node's part (or every node's, in negamax form), at `ind`.
    fn block(&self, c: &mut Code, part: Part, ind: usize) {
        let (f, inf, bound) = match part {
            Part::Min => ("min", "+∞", "β"),
            _ => ("max", "−∞", "α"),
        };
        let body = ind + 2;
        if !self.hard {
            c.put(ind, format!("best = {inf}"), &[Role::Enter(part)]);
        }
        let children = if self.ordered {
            "order(node)"
        } else {
            "children"
        };
        let enters_here = if self.hard && part == Part::All {
            vec![Role::Enter(part)]
        } else {
            vec![]
        };
        c.put(ind, format!("for child in {children}:"), &enters_here);
        if !self.prunes {
            let call = self.call(part, false);
            c.put(
                body,
                format!("best = {f}(best, {call})"),
                &[Role::Take(part)],
            );
            c.put(ind, "return best", &[Role::Done(part)]);
            return;
        }
        let (take, raise) = (Role::Take(part), Role::Raise(part));
        match (self.hard, self.pvs, part) {
            (false, _, _) => {
                self.value(c, part, body, &[]);
                c.put(body, format!("best = {f}(best, v)"), &[take]);
                c.put(body, format!("{bound} = {f}({bound}, best)"), &[raise]);
            }
            (true, false, Part::All) => {
                self.value(c, part, body, &[take]);
                c.put(body, "α = max(α, v)", &[raise]);
            }
            (true, false, _) => {
                let call = self.call(part, false);
                c.put(
                    body,
                    format!("{bound} = {f}({bound}, {call})"),
                    &[take, raise],
                );
            }
            (true, true, _) => {
                self.value(c, part, body, &[]);
                c.put(body, format!("{bound} = {f}({bound}, v)"), &[take, raise]);
            }
        }
        self.test(c, part, body);
        let result = if self.hard { bound } else { "best" };
        c.put(ind, format!("return {result}"), &[Role::Done(part)]);
    }

    /// The cutoff test of `part`, at `ind`.
    fn test(&self, c: &mut Code, part: Part, ind: usize) {
        let rule = self.settings.rule;
        let cut = Plan::cut(part);
        let test = match (part, rule) {
            (Part::All, CutRule::Ge) => "α ≥ β",
            (Part::All, CutRule::Gt) => "α > β",
            (_, CutRule::Ge) => "β ≤ α",
            (_, CutRule::Gt) => "β < α",
        };
        let then = if part == Part::All && self.hard {
            "return β"
        } else {
            "break"
        };
        c.put(
            ind,
            format!("if {test}: {then}  # {cut}"),
            &[Role::Test(part)],
        );
    }

    /// A child searched in the node's window (the negamax form's negated), as the listing
    /// calls it; `null`: PVS's null window.
    fn call(&self, part: Part, null: bool) -> String {
        let n = self.name;
        match (part, null, self.prunes) {
            (Part::All, _, false) => format!("−{n}(child)"),
            (_, _, false) => format!("{n}(child)"),
            (Part::All, false, _) => format!("−{n}(child, −β, −α)"),
            (Part::All, true, _) => format!("−{n}(child, −α−ε, −α)"),
            (Part::Max, true, _) => format!("{n}(child, α, α+ε)"),
            (Part::Min, true, _) => format!("{n}(child, β−ε, β)"),
            _ => format!("{n}(child, α, β)"),
        }
    }

    /// The lines that give `v` the child's value, at `ind`: one call, or PVS's probe and
    /// re-search. `roles`: the single call's.
    fn value(&self, c: &mut Code, part: Part, ind: usize, roles: &[Role]) {
        let full = self.call(part, false);
        if !self.pvs {
            c.put(ind, format!("v = {full}"), roles);
            return;
        }
        c.put(ind, "if child is first or a leaf:", &[]);
        c.put(ind + 2, format!("v = {full}"), &[]);
        c.put(ind, "else:", &[]);
        let null = self.call(part, true);
        c.put(ind + 2, format!("v = {null}"), &[Role::Probe(part)]);
        c.put(ind + 2, "if α < v < β:", &[Role::FailHigh(part)]);
        c.put(ind + 4, format!("v = {full}"), &[Role::Research(part)]);
    }

    /// A chance node's part: the sum of each child's probability times its value; with
    /// Star1 (`star`), each child's window and the tests that stop the node.
    fn chance_block(&self, c: &mut Code, star: bool) {
        let n = self.name;
        c.put(4, "sum = 0", &[Role::Enter(Part::Chance)]);
        c.put(4, "for child in children:", &[]);
        let call = match (star, self.prunes) {
            (true, _) => format!("{n}(child, a, b)"),
            (false, true) => format!("{n}(child, −∞, +∞)"),
            (false, false) => format!("{n}(child)"),
        };
        if star {
            c.put(6, "a = max(L, (α − sum − rest·U)/p)", &[]);
            c.put(6, "b = min(U, (β − sum − rest·L)/p)", &[]);
        }
        c.put(6, format!("v = {call}"), &[Role::Take(Part::Chance)]);
        let p = if star { "p" } else { "p(child)" };
        c.put(6, format!("sum = sum + {p}·v"), &[Role::Sum]);
        if star {
            self.star_tests(c);
        }
        let done = if self.hard {
            "return min(max(sum, α), β)"
        } else {
            "return sum"
        };
        c.put(4, done, &[Role::Done(Part::Chance)]);
    }

    /// Star1's bounds on the chance node's value and the tests that stop it.
    fn star_tests(&self, c: &mut Code) {
        let (low, high) = match self.settings.rule {
            CutRule::Ge => ("high ≤ α", "low ≥ β"),
            CutRule::Gt => ("high < α", "low > β"),
        };
        let (at_most, at_least) = if self.hard {
            ("α", "β")
        } else {
            ("high", "low")
        };
        c.put(6, "low = sum + rest·L", &[Role::Star]);
        c.put(6, "high = sum + rest·U", &[]);
        c.put(6, format!("if {low}: return {at_most}"), &[Role::StarLow]);
        c.put(
            6,
            format!("if {high}: return {at_least}"),
            &[Role::StarHigh],
        );
    }

    /// The notes under the listing: what its letters stand for.
    fn notes(&self, c: &mut Code) {
        if self.driver == Some(Driver::Mtdf) {
            c.note(t!(CODE_BEYOND_NOTE_GUESS));
        }
        if self.driver == Some(Driver::Iterative) {
            c.note(t!(CODE_BEYOND_NOTE_DEPTH));
            c.note(t!(CODE_BEYOND_NOTE_ORDER));
        }
        if self.pvs || self.driver == Some(Driver::Mtdf) {
            c.note(t!(CODE_BEYOND_NOTE_EPSILON));
        }
        if self.chance == Some(true) {
            c.note(t!(CODE_BEYOND_NOTE_STAR));
        }
    }
}
