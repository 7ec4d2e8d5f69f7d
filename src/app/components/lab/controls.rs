//! Replay controls: first / back / play-pause / forward / last, a scrubber, the step counter
//! and the speed.

use crate::app::components::shared::button::send;
use crate::app::components::shared::dom::on_value;
use crate::app::PanelProps;
use crate::model::{Action, PredictAction, Speed, Step, ViewAction};
use crate::t;
use yew::prelude::*;

/// A 20x20 icon drawn from one path (fonts lack the media glyphs on many machines).
fn icon(d: &'static str) -> Html {
    html! {
        <svg class="icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d={d} /></svg>
    }
}

pub fn controls(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let (step, steps) = (m.step(), m.steps());
    let button = |id: &'static str, text: Html, title: String, action: Action, disabled: bool| {
        html! {
            <button id={id} class="ctl" title={title.clone()} aria-label={title} disabled={disabled}
                onclick={send(&props.dispatch, action)}>{ text }</button>
        }
    };
    let on_scrub = on_value::<InputEvent>(&props.dispatch, |v| {
        v.parse().ok().map(|step| Action::Replay(Step::Seek(step)))
    });
    let on_speed = on_value::<Event>(&props.dispatch, |v| {
        let speed = Speed::new(v.parse().ok()?);
        Some(Action::Replay(Step::SetSpeed(speed)))
    });
    let play = if m.playback().playing() {
        html! { <>{ icon("M4,3h4v14h-4zM12,3h4v14h-4z") }<span>{ t!(PAGE_PAUSE) }</span></> }
    } else {
        html! { <>{ icon("M5,3L17,10L5,17z") }<span>{ t!(PAGE_PLAY) }</span></> }
    };
    html! {
        <section class="controls" aria-label={t!(PAGE_REPLAY)}>
            { button("btn-first", icon("M3,3h3v14h-3zM17,3L7,10L17,17z"), t!(PAGE_FIRST_STEP), Action::Replay(Step::First), step == 0) }
            { button("btn-back", icon("M15,3L5,10L15,17z"), t!(PAGE_STEP_BACK), Action::Replay(Step::Back), step == 0) }
            { button("btn-play", play, t!(PAGE_PLAY_TITLE), Action::Replay(Step::TogglePlay), steps == 0) }
            { button("btn-forward", icon("M5,3L15,10L5,17z"), t!(PAGE_STEP_FORWARD), Action::Replay(Step::Forward), step == steps) }
            { button("btn-last", icon("M14,3h3v14h-3zM3,3L13,10L3,17z"), t!(PAGE_LAST_STEP), Action::Replay(Step::Last), step == steps) }
            <input id="scrubber" type="range" min="0" max={steps.to_string()}
                value={step.to_string()} aria-label={t!(PAGE_STEP)} oninput={on_scrub} />
            <span id="step-counter" class="counter" aria-live="off">{ t!(PAGE_STEP_COUNTER, step = step, steps = steps) }</span>
            <button id="btn-code" class="ctl toggle" data-look={m.view().show_code().then_some("on")}
                aria-pressed={m.view().show_code().to_string()} title={t!(PAGE_CODE_TITLE)}
                onclick={send(&props.dispatch, Action::View(ViewAction::ToggleCode))}>{ t!(PAGE_CODE) }</button>
            <button id="btn-present" class="ctl toggle" data-look={m.view().present().then_some("on")}
                aria-pressed={m.view().present().to_string()}
                title={t!(PAGE_PRESENT_TITLE)}
                onclick={send(&props.dispatch, Action::View(ViewAction::Present(!m.view().present())))}>{ t!(PAGE_PRESENT) }</button>
            // Presenting only (the style sheet shows it then): the pseudocode beside the tree.
            <button id="present-code" class="ctl toggle" data-look={m.view().present_code().then_some("on")}
                aria-pressed={m.view().present_code().to_string()} title={t!(PAGE_CODE_TITLE)}
                onclick={send(&props.dispatch, Action::View(ViewAction::TogglePresentCode))}>{ t!(PAGE_CODE) }</button>
            // Presenting only, as above: opens the live session's panel (the toolbar's
            // `#btn-live-start` is hidden then).
            <button id="present-live" class="ctl" title={t!(PAGE_LIVE_TITLE)}
                onclick={send(&props.dispatch, Action::OpenLive { code: None })}>{ t!(PAGE_LIVE) }</button>
            <button id="btn-predict" class="ctl toggle" data-look={m.predict().on().then_some("on")}
                aria-pressed={m.predict().on().to_string()}
                title={t!(PAGE_PREDICT_TITLE)}
                onclick={send(&props.dispatch, Action::Predict(PredictAction::Toggle))}>{ t!(PAGE_PREDICT) }</button>
            <label class="speed">
                <span>{ t!(PAGE_SPEED) }</span>
                <select id="speed" onchange={on_speed} ~value={m.playback().speed().index().to_string()}>
                    { for Speed::all().map(|s| html! {
                        <option value={s.index().to_string()} selected={s == m.playback().speed()}>{ t!(PAGE_STEPS_PER_SECOND, rate = s.steps_per_second()) }</option>
                    }) }
                </select>
            </label>
        </section>
    }
}
