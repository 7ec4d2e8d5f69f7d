//! The games' heavy searches, off the page's thread: each runs in a module Web Worker
//! (`static/search-worker.js`) that runs the extras module' own module, so the page stays
//! responsive while it searches. Each game has a worker of its own (a [`Slot`]), with one
//! search at a time: starting another while one runs, or cancelling, terminates the worker
//! (a search in wasm cannot be interrupted from outside) and the next search gets a fresh one;
//! a worker whose search has finished is kept for the next.

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use yew::Callback;

// The browser's Worker, declared here rather than through web-sys's features: a change of
// web-sys's features changes the page's own wasm (its first download) too.
#[wasm_bindgen]
extern "C" {
    type Worker;
    #[wasm_bindgen(constructor, catch)]
    fn new(url: &str, options: &JsValue) -> Result<Worker, JsValue>;
    #[wasm_bindgen(method, catch, js_name = postMessage)]
    fn post_message(this: &Worker, message: &JsValue) -> Result<(), JsValue>;
    #[wasm_bindgen(method)]
    fn terminate(this: &Worker);
    #[wasm_bindgen(method, setter)]
    fn set_onmessage(this: &Worker, handler: &js_sys::Function);
    #[wasm_bindgen(method, setter)]
    fn set_onerror(this: &Worker, handler: &js_sys::Function);
}

/// The worker's script, beside the page's files.
const SCRIPT: &str = "search-worker.js";

/// Whose search: each has a worker of its own, so that one game's search never cancels the
/// other's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slot {
    TicTacToe = 0,
    Othello = 1,
    /// A game's search built as a tree, for the page to show (either game's).
    Tree = 2,
}

/// A worker and where its answers go.
struct Running {
    worker: Worker,
    /// Whether a search is under way (its answer not yet in).
    busy: Rc<RefCell<bool>>,
    /// Where the answers of the search under way go.
    to: Rc<RefCell<Callback<JsValue>>>,
    /// The handlers of the worker's messages and errors, kept as long as the worker.
    _handlers: [Closure<dyn FnMut(JsValue)>; 2],
}

thread_local! {
    /// Each slot's worker: started by a click in one game's component, cancelled by another's
    /// or by the worker's own message handler, so it outlives any one component.
    static RUNNING: RefCell<[Option<Running>; 3]> = const { RefCell::new([None, None, None]) };
}

fn kind(data: &JsValue) -> Option<String> {
    js_sys::Reflect::get(data, &"kind".into()).ok()?.as_string()
}

fn worker(to: Callback<JsValue>) -> Option<Running> {
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"type".into(), &"module".into());
    let worker = Worker::new(SCRIPT, &options).ok()?;
    let (busy, to) = (Rc::new(RefCell::new(false)), Rc::new(RefCell::new(to)));
    let message = {
        let (busy, to) = (busy.clone(), to.clone());
        Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            let data = js_sys::Reflect::get(&e, &"data".into()).unwrap_or_default();
            if kind(&data).as_deref() != Some("progress") {
                *busy.borrow_mut() = false;
            }
            let to = to.borrow().clone();
            to.emit(data);
        })
    };
    // The script or its module could not be loaded (no network, say): said as an error.
    let error = {
        let (busy, to) = (busy.clone(), to.clone());
        Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
            *busy.borrow_mut() = false;
            let said = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&said, &"kind".into(), &"error".into());
            let to = to.borrow().clone();
            to.emit(said.into());
        })
    };
    worker.set_onmessage(message.as_ref().unchecked_ref());
    worker.set_onerror(error.as_ref().unchecked_ref());
    Some(Running {
        worker,
        busy,
        to,
        _handlers: [message, error],
    })
}

/// Starts a search in `slot`'s worker: `request` goes to it, each of its answers to
/// `on_message` (progress reports, then `{ kind: "done" }` or `{ kind: "error" }`). A search
/// of the slot under way is cancelled first. False when no worker could be started.
pub fn start(slot: Slot, request: &JsValue, on_message: Callback<JsValue>) -> bool {
    let i = slot as usize;
    let idle = RUNNING.with(|r| {
        let mut r = r.borrow_mut();
        let running = r[i].take()?;
        if *running.busy.borrow() {
            running.worker.terminate();
            return None;
        }
        *running.to.borrow_mut() = on_message.clone();
        Some(running)
    });
    let Some(running) = idle.or_else(|| worker(on_message)) else {
        return false;
    };
    let started = running.worker.post_message(request).is_ok();
    *running.busy.borrow_mut() = started;
    RUNNING.with(|r| r.borrow_mut()[i] = Some(running));
    started
}

/// Cancels `slot`'s search under way, if any, by terminating its worker.
pub fn cancel(slot: Slot) {
    RUNNING.with(|r| {
        if let Some(running) = r.borrow_mut()[slot as usize].take() {
            running.worker.terminate();
        }
    });
}
