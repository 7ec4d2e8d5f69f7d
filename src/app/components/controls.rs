//! Replay controls: first / back / play-pause / forward / last, a scrubber, the step counter
//! and the speed.

use crate::app::PanelProps;
use crate::model::{Action, SPEEDS};
use wasm_bindgen::JsCast;
use yew::prelude::*;

fn input_value(e: &Event) -> String {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        .map(|i| i.value())
        .or_else(|| {
            e.target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
                .map(|s| s.value())
        })
        .unwrap_or_default()
}

#[function_component(Controls)]
pub fn controls(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let (step, steps) = (m.step(), m.steps());
    let button = |id: &'static str,
                  text: &'static str,
                  title: &'static str,
                  action: Action,
                  disabled: bool| {
        let dispatch = props.dispatch.clone();
        html! {
            <button id={id} class="ctl" title={title} aria-label={title} disabled={disabled}
                onclick={Callback::from(move |_| dispatch.dispatch(action.clone()))}>{ text }</button>
        }
    };
    let on_scrub = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |e: InputEvent| {
            if let Ok(v) = input_value(&e).parse::<usize>() {
                dispatch.dispatch(Action::Seek(v));
            }
        })
    };
    let on_speed = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |e: Event| {
            if let Ok(v) = input_value(&e).parse::<usize>() {
                dispatch.dispatch(Action::SetSpeed(v));
            }
        })
    };
    let play_text = if m.playing {
        "❚❚ Pause"
    } else {
        "▶ Play"
    };
    html! {
        <section class="controls" aria-label="Replay">
            { button("btn-first", "⏮", "First step (Home)", Action::First, step == 0) }
            { button("btn-back", "◀", "Step back (Left arrow)", Action::Back, step == 0) }
            { button("btn-play", play_text, "Play or pause (Space)", Action::TogglePlay, steps == 0) }
            { button("btn-forward", "▶", "Step forward (Right arrow)", Action::Forward, step == steps) }
            { button("btn-last", "⏭", "Last step (End)", Action::Last, step == steps) }
            <input id="scrubber" type="range" min="0" max={steps.to_string()}
                value={step.to_string()} aria-label="Step" oninput={on_scrub} />
            <span id="step-counter" class="counter" aria-live="off">{ format!("{step} / {steps}") }</span>
            <label class="speed">
                <span>{ "Speed" }</span>
                <select id="speed" onchange={on_speed}>
                    { for SPEEDS.iter().enumerate().map(|(i, s)| html! {
                        <option value={i.to_string()} selected={i == m.speed}>{ format!("{s}/s") }</option>
                    }) }
                </select>
            </label>
        </section>
    }
}
