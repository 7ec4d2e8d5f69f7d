//! The conventions, always visible: root Max/Min, minimax or alpha-beta, the cutoff rule and
//! fail-soft/fail-hard, as segmented buttons, and a line saying which are in force.

use super::button::send;
use super::dom::on_value;
use crate::app::PanelProps;
use crate::engine::narrate::{conventions, Style};
use crate::engine::{Algorithm, CutRule, Fail, Form, Side};
use crate::model::{Action, Setting};
use crate::t;
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

pub fn settings_bar(props: &PanelProps) -> Html {
    let s = props.model.0.settings();
    let d = &props.dispatch;
    let minimax = s.algorithm == Algorithm::Minimax;
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
            { segment("algorithm", t!(PAGE_SET_SEARCH), vec![
                ("alphabeta", t!(PAGE_ALPHABETA), !minimax, Action::Setting(Setting::Algorithm(Algorithm::AlphaBeta))),
                ("minimax", t!(PAGE_MINIMAX), minimax, Action::Setting(Setting::Algorithm(Algorithm::Minimax))),
            ], d, false) }
            { segment("rule", t!(PAGE_SET_RULE), vec![
                ("ge", "α ≥ β".into(), s.rule == CutRule::Ge, Action::Setting(Setting::Rule(CutRule::Ge))),
                ("gt", "α > β".into(), s.rule == CutRule::Gt, Action::Setting(Setting::Rule(CutRule::Gt))),
            ], d, minimax) }
            { segment("fail", t!(PAGE_SET_RETURNS), vec![
                ("soft", t!(PAGE_SET_FAIL_SOFT), s.fail == Fail::Soft, Action::Setting(Setting::Fail(Fail::Soft))),
                ("hard", t!(PAGE_SET_FAIL_HARD), s.fail == Fail::Hard, Action::Setting(Setting::Fail(Fail::Hard))),
            ], d, minimax) }
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
                <p id="warning" class="warning" role="status">{ t!(PAGE_DEPTH_WARNING, warning = w) }</p>
            }
            <p id="conventions" class="conventions">
                { t!(PAGE_SHOWING, conventions = conventions(&s, Style::UNICODE)) }
            </p>
        </section>
    }
}
