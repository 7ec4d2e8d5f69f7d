//! The conventions, always visible: root Max/Min, the search (minimax, alpha-beta, PVS, MTD(f),
//! iterative deepening), an aspiration window and leaf bounds, the cutoff rule and
//! fail-soft/fail-hard, as segmented buttons and fields, and a line saying which are in force.

use crate::app::components::shared::button::send;
use crate::app::components::shared::dom::on_value;
use crate::app::PanelProps;
use crate::i18n::Said;
use crate::model::ViewAction;
use crate::model::{Action, Place, Setting};
use crate::search::{Algorithm, CutRule, Fail, Form, Settings, Side, Tree};
use crate::teach::narrate::{conventions, Style};
use crate::teach::Worded;
use crate::{said, t};
use yew::prelude::*;

/// One segmented control: a label and its choices.
fn segment(
    name: &'static str,
    title: String,
    choices: Vec<(&'static str, String, bool, Action)>,
    dispatch: &crate::app::Dispatch,
    disabled: bool,
) -> Html {
    html! {
        <div class="segment" role="group" aria-label={title.clone()}>
            <span class="segment-label">{ title }</span>
            { for choices.into_iter().map(|(value, text, on, action)| {
                html! {
                    <button id={format!("set-{name}-{value}")}
                        class="choice" data-look={on.then_some("on")}
                        aria-pressed={on.to_string()}
                        data-setting={name} data-value={value}
                        disabled={disabled}
                        onclick={send(dispatch, action)}>
                        { text }
                    </button>
                }
            }) }
        </div>
    }
}

/// The searches, as the Search segment's choices: each one's name (its button's id), its word,
/// whether it is in force, and the action that chooses it.
fn searches(s: &Settings, tree: &Tree) -> Vec<(&'static str, String, bool, Action)> {
    let word = |a: Algorithm| match a {
        Algorithm::AlphaBeta => t!(PAGE_ALPHABETA),
        // With chance nodes, minimax is expectiminimax.
        Algorithm::Minimax if tree.has_chance() => t!(PAGE_EXPECTIMINIMAX),
        Algorithm::Minimax => t!(PAGE_MINIMAX),
        Algorithm::Pvs => t!(PAGE_SET_PVS),
        Algorithm::Mtdf => t!(PAGE_SET_MTDF),
        Algorithm::Iterative => t!(PAGE_SET_ITERATIVE),
    };
    Algorithm::IN_PAGE_ORDER
        .into_iter()
        .map(|a| {
            let choose = Action::Setting(Setting::Algorithm(a));
            (a.name(), word(a), s.algorithm == a, choose)
        })
        .collect()
}

/// One field of two numbers `LO,HI`: the aspiration window, or the leaf bounds.
fn window_field(
    id: &'static str,
    label: String,
    title: String,
    value: String,
    onchange: Callback<Event>,
) -> Html {
    html! {
        <label class="segment window-field" title={title}>
            <span class="segment-label">{ label }</span>
            <input id={id} type="text" inputmode="decimal" spellcheck="false" size="7"
                placeholder="lo,hi" ~value={value} {onchange} />
        </label>
    }
}

fn window_fields(props: &PanelProps) -> Html {
    use crate::search::Window;
    let s = props.model.0.settings();
    let shown = |w: Option<Window>| w.map_or_else(String::new, |w| w.to_string());
    // A field shows where its setting applies, and wherever it is set (to be cleared).
    let aspires = matches!(s.algorithm, Algorithm::AlphaBeta | Algorithm::Pvs);
    let window = (aspires || s.window.is_some()).then(|| {
        let on = on_value::<Event>(&props.dispatch, |v| {
            Some(typed(&v, said!(PAGE_SET_WINDOW), Setting::Window))
        });
        let (label, title) = (t!(PAGE_SET_WINDOW), t!(PAGE_SET_WINDOW_TITLE));
        window_field("window", label, title, shown(s.window), on)
    });
    let chance = props.model.0.tree().has_chance() && s.algorithm.prunes();
    let bounds = (chance || s.bounds.is_some()).then(|| {
        let on = on_value::<Event>(&props.dispatch, |v| {
            Some(typed(&v, said!(BEYOND_PAGE_BOUNDS), Setting::Bounds))
        });
        let (label, title) = (t!(BEYOND_PAGE_BOUNDS), t!(BEYOND_PAGE_BOUNDS_TITLE));
        window_field("bounds", label, title, shown(s.bounds), on)
    });
    let refused = props.model.0.notice(Place::Field).map(|why| {
        html! { <p id="field-error" class="edit-error field-error" role="alert">{ why.to_string() }</p> }
    });
    html! { <>{ window.unwrap_or_default() }{ bounds.unwrap_or_default() }{ refused.unwrap_or_default() }</> }
}

/// What a window or bounds field's text `v` asks: the setting (none when empty), or, for text
/// that is not two numbers, why, said on the page (the field keeps the text as typed).
fn typed(v: &str, field: Said, set: fn(Option<crate::search::Window>) -> Setting) -> Action {
    let read = if v.trim().is_empty() {
        Ok(None)
    } else {
        crate::search::Window::read(v).map(Some)
    };
    match read {
        Ok(w) => Action::Setting(set(w)),
        Err(why) => Action::View(ViewAction::FieldRefused(said!(
            PAGE_FIELD_REFUSED,
            field = field,
            why = why.said()
        ))),
    }
}

pub fn settings_bar(props: &PanelProps) -> Html {
    let s = props.model.0.settings();
    let d = &props.dispatch;
    let minimax = s.algorithm == Algorithm::Minimax;
    // MTD(f) is fail-soft (`Settings::effective`).
    let soft_only = minimax || s.algorithm == Algorithm::Mtdf;
    let height = props.model.0.tree().height().max(1);
    let on_depth = on_value::<Event>(d, |v| {
        Some(Action::Setting(Setting::DepthLimit(v.parse().ok())))
    });
    html! {
        <section class="settings" aria-label={t!(PAGE_CONVENTIONS)}>
            { segment("root", t!(PAGE_SET_ROOT), vec![
                ("max", t!(PAGE_SET_MAX), s.root == Side::Max, Action::Setting(Setting::Root(Side::Max))),
                ("min", t!(PAGE_SET_MIN), s.root == Side::Min, Action::Setting(Setting::Root(Side::Min))),
            ], d, false) }
            { segment("algorithm", t!(PAGE_SET_SEARCH), searches(&s, props.model.0.tree()), d, false) }
            { window_fields(props) }
            { segment("rule", t!(PAGE_SET_RULE), vec![
                ("ge", "α ≥ β".into(), s.rule == CutRule::Ge, Action::Setting(Setting::Rule(CutRule::Ge))),
                ("gt", "α > β".into(), s.rule == CutRule::Gt, Action::Setting(Setting::Rule(CutRule::Gt))),
            ], d, minimax) }
            { segment("fail", t!(PAGE_SET_RETURNS), vec![
                ("soft", t!(PAGE_SET_FAIL_SOFT), s.fail == Fail::Soft, Action::Setting(Setting::Fail(Fail::Soft))),
                ("hard", t!(PAGE_SET_FAIL_HARD), s.fail == Fail::Hard, Action::Setting(Setting::Fail(Fail::Hard))),
            ], d, soft_only) }
            { segment("form", t!(PAGE_SET_FORM), vec![
                ("maxmin", t!(PAGE_SET_MAXMIN), s.form == Form::MaxMin, Action::Setting(Setting::Form(Form::MaxMin))),
                ("negamax", t!(PAGE_SET_NEGAMAX), s.form == Form::Negamax, Action::Setting(Setting::Form(Form::Negamax))),
            ], d, false) }
            <label class="segment depth">
                <span class="segment-label">{ t!(PAGE_SET_DEPTH_LIMIT) }</span>
                <select id="depth-limit" onchange={on_depth} ~value={s.depth_limit.map_or_else(String::new, |k| k.to_string())}>
                    <option value="" selected={s.depth_limit.is_none()}>{ t!(PAGE_SET_NO_LIMIT) }</option>
                    // The limits that stop the search inside the tree, and the one in force
                    // whatever it is (a link may ask for 0, or one below the leaves).
                    { for (1..height).chain(s.depth_limit.filter(|&k| k == 0 || k >= height)).map(|k| html! {
                        <option value={k.to_string()} selected={s.depth_limit == Some(k)}>{ k }</option>
                    }) }
                </select>
            </label>
            if let Some(w) = props.model.0.analysis().warning() {
                <p id="warning" class="warning" role="status">{ w.to_string() }</p>
            }
            <p id="conventions" class="conventions">
                { t!(PAGE_SHOWING, conventions = conventions(&props.model.0.trace().settings, Style::UNICODE)) }
            </p>
        </section>
    }
}
