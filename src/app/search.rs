//! The games' heavy searches, off the page's thread: each runs in a module Web Worker
//! (`static/search-worker.js`) that runs the optional parts' own module, so the page stays
//! responsive while it searches. One search at a time, each in a fresh worker: starting
//! another, or cancelling, terminates the worker running (a search in wasm cannot be
//! interrupted from outside); the module's files come from the browser's cache.

use std::cell::RefCell;
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

struct Running {
    worker: Worker,
    /// The handlers of the worker's messages and errors, kept as long as the worker.
    _handlers: [Closure<dyn FnMut(JsValue)>; 2],
}

thread_local! {
    static RUNNING: RefCell<Option<Running>> = const { RefCell::new(None) };
}

/// Starts a search: `request` goes to a new worker, each of its answers to `on_message` (a
/// progress report, then the result, or an error: `{ kind: "error" }`). A search under way
/// is cancelled first. False when no worker could be started.
pub fn start(request: &JsValue, on_message: Callback<JsValue>) -> bool {
    cancel();
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"type".into(), &"module".into());
    let Ok(worker) = Worker::new(SCRIPT, &options) else {
        return false;
    };
    let to = on_message.clone();
    let message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
        to.emit(js_sys::Reflect::get(&e, &"data".into()).unwrap_or_default());
    });
    // The script or its module could not be loaded (no network, say): said as an error.
    let error = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
        let said = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&said, &"kind".into(), &"error".into());
        on_message.emit(said.into());
    });
    worker.set_onmessage(message.as_ref().unchecked_ref());
    worker.set_onerror(error.as_ref().unchecked_ref());
    let started = worker.post_message(request).is_ok();
    RUNNING.with(|r| {
        *r.borrow_mut() = Some(Running {
            worker,
            _handlers: [message, error],
        })
    });
    started
}

/// Cancels the search under way, if any, by terminating its worker.
pub fn cancel() {
    RUNNING.with(|r| {
        if let Some(running) = r.borrow_mut().take() {
            running.worker.terminate();
        }
    });
}
