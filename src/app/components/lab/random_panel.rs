//! The random tree drawer: depth, branching (fixed or a range), value range and a seed that
//! can be read and typed, so the same tree can be made again.

use crate::app::components::shared::dom::value_of;
use crate::app::PanelProps;
use crate::i18n::Said;
use crate::model::{Action, Edit, Place};
use crate::num::I128;
use crate::search::random::{RandomSpec, SplitMix};
use crate::{said, t};
use yew::prelude::*;

fn field(id: &'static str, label: String, value: String, on: Callback<String>) -> Html {
    let oninput = Callback::from(move |e: InputEvent| {
        on.emit(value_of(&e));
    });
    html! {
        <label class="field">
            <span>{ label }</span>
            <input id={id} type="text" inputmode="numeric" value={value} {oninput} />
        </label>
    }
}

#[function_component(RandomPanel)]
pub fn random_panel(props: &PanelProps) -> Html {
    let m = &props.model.0;
    let spec = m.authoring().random();
    // What is typed, kept as text until "Make tree".
    let texts = use_state(|| {
        vec![
            spec.depth.to_string(),
            spec.min_children.to_string(),
            spec.max_children.to_string(),
            spec.min_value.to_string(),
            spec.max_value.to_string(),
            spec.seed.to_string(),
        ]
    });
    // Why the fields make no tree, as data: worded when drawn, in the language shown.
    let problem = use_state(|| None::<Said>);
    let setter = |i: usize| {
        let texts = texts.clone();
        Callback::from(move |v: String| {
            let mut t = (*texts).clone();
            t[i] = v;
            texts.set(t);
        })
    };
    let make = {
        let texts = texts.clone();
        let problem = problem.clone();
        let d = props.dispatch.clone();
        Callback::from(move |_| {
            let t = &*texts;
            // The fields, as a message about one names them.
            let names = [
                "depth",
                "min-children",
                "max-children",
                "min-value",
                "max-value",
                "seed",
            ];
            let mut nums = [0i128; 6];
            for (i, s) in t.iter().enumerate() {
                match s.trim().parse::<i128>() {
                    Ok(v) => nums[i] = v,
                    Err(_) => {
                        let text = s.trim();
                        problem.set(Some(said!(
                            PAGE_RANDOM_NOT_WHOLE,
                            field = names[i],
                            text = text.to_string()
                        )));
                        return;
                    }
                }
            }
            let small = |v: i128, i: usize| {
                u16::try_from(v)
                    .map_err(|_| said!(PAGE_RANDOM_OUT_OF_RANGE, field = names[i], value = I128(v)))
            };
            let wide = |i: usize| said!(PAGE_RANDOM_TOO_WIDE, field = names[i]);
            let spec = (|| -> Result<RandomSpec, Said> {
                Ok(RandomSpec {
                    depth: small(nums[0], 0)?,
                    min_children: small(nums[1], 1)?,
                    max_children: small(nums[2], 2)?,
                    min_value: i64::try_from(nums[3]).map_err(|_| wide(3))?,
                    max_value: i64::try_from(nums[4]).map_err(|_| wide(4))?,
                    seed: u64::try_from(nums[5]).map_err(|_| said!(PAGE_RANDOM_SEED_RANGE))?,
                })
            })();
            match spec {
                Ok(s) => {
                    problem.set(None);
                    d.dispatch(Action::Edit(Edit::Random(s)));
                }
                Err(e) => problem.set(Some(e)),
            }
        })
    };
    let reseed = {
        let texts = texts.clone();
        Callback::from(move |_| {
            let mut t = (*texts).clone();
            let now = js_sys_now();
            let seed = SplitMix(now).next_u64() % 1_000_000;
            t[5] = seed.to_string();
            texts.set(t);
        })
    };
    let message = (*problem)
        .as_ref()
        .or_else(|| m.notice(Place::Drawer))
        .map(ToString::to_string);
    let t = &*texts;
    html! {
        <section id="random-panel" class="drawer" aria-label={t!(PAGE_RANDOM_PANEL)}>
            { field("rnd-depth", t!(PAGE_RANDOM_DEPTH), t[0].clone(), setter(0)) }
            { field("rnd-min-children", t!(PAGE_RANDOM_CHILDREN_FROM), t[1].clone(), setter(1)) }
            { field("rnd-max-children", t!(PAGE_RANDOM_TO), t[2].clone(), setter(2)) }
            { field("rnd-min-value", t!(PAGE_RANDOM_VALUES_FROM), t[3].clone(), setter(3)) }
            { field("rnd-max-value", t!(PAGE_RANDOM_TO), t[4].clone(), setter(4)) }
            { field("rnd-seed", t!(PAGE_RANDOM_SEED), t[5].clone(), setter(5)) }
            <button id="btn-reseed" class="tool" onclick={reseed} title={t!(PAGE_RESEED_TITLE)}>{ t!(PAGE_RESEED) }</button>
            <button id="btn-make-random" class="tool primary" onclick={make}>{ t!(PAGE_MAKE_RANDOM) }</button>
            if let Some(msg) = message {
                <p id="random-error" class="drawer-error" role="alert">{ msg }</p>
            } else {
                <p class="drawer-note">{ t!(PAGE_RANDOM_NOTE) }</p>
            }
        </section>
    }
}

/// Milliseconds since the epoch, as a seed source.
fn js_sys_now() -> u64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| (p.time_origin() + p.now()) as u64)
        .unwrap_or(1)
}
