//! The live lecture's one WebSocket to `ablab serve` (`/live/ws`, on the page's own host), in
//! the extras module's live app. It carries out what the live model decides
//! (`LiveEffect::Connect`, `Send`, `Close`, performed in `live_app.rs`) and reports back what
//! happens to it as actions (`LiveAction::Connected`, `Lost`, `NoServer`, `Heard`):
//! reconnecting by itself with a growing wait, after which the model says hello again (Resume
//! or Join, with the key or token it kept). The messages' JSON is read and written only here.

use crate::live::{read_server, ClientMessage};
use crate::model::LiveAction;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CloseEvent, MessageEvent, WebSocket};

/// The first wait before reconnecting, and the longest, in milliseconds.
const FIRST_WAIT_MS: u32 = 300;
const LONGEST_WAIT_MS: u32 = 4_000;

/// The connection and what it needs to go on.
struct Socket {
    /// Where what happens to the connection is reported (the live app's `dispatch`).
    report: fn(LiveAction),
    ws: Option<WebSocket>,
    /// The handlers the socket calls, kept as long as it lives.
    handlers: Vec<Closure<dyn FnMut(JsValue)>>,
    /// How many tries failed in a row.
    tries: u32,
    retry: Option<Timeout>,
}

thread_local! {
    /// The live lecture's connection, while one is wanted.
    static SOCKET: RefCell<Option<Socket>> = const { RefCell::new(None) };
}

/// The page's origin as a WebSocket's (`ws://host` or `wss://host`), and as HTTP's.
fn origins() -> Option<(String, String)> {
    let location = web_sys::window()?.location();
    let http = location.origin().ok()?;
    let ws = if location.protocol().ok()? == "https:" {
        http.replacen("https:", "wss:", 1)
    } else {
        http.replacen("http:", "ws:", 1)
    };
    Some((ws, http))
}

/// The join link's QR code, as `ablab serve` draws it.
pub fn qr_src(code: &str) -> String {
    format!("/live/qr.svg?code={code}")
}

/// The join link of session `code`.
pub fn join_link(code: &str) -> String {
    let http = origins().map(|(_, h)| h).unwrap_or_default();
    format!("{http}/?live={code}")
}

/// Opens the connection (once: a second call while it is wanted does nothing). First asks
/// `/live/health` whether `ablab serve` is there: a static host answers 404 or a page.
pub fn connect(report: fn(LiveAction)) {
    let wanted = SOCKET.with(|s| s.borrow().is_some());
    if wanted {
        return;
    }
    SOCKET.with(|s| {
        *s.borrow_mut() = Some(Socket {
            report,
            ws: None,
            handlers: Vec::new(),
            tries: 0,
            retry: None,
        })
    });
    wasm_bindgen_futures::spawn_local(async move {
        if served().await {
            open();
        } else {
            SOCKET.with(|s| s.borrow_mut().take());
            report(LiveAction::NoServer);
        }
    });
}

/// Whether `ablab serve` answers `/live/health` (not a static host's page or 404).
async fn served() -> bool {
    let Some((_, http)) = origins() else {
        return false;
    };
    let Some(window) = web_sys::window() else {
        return false;
    };
    let answer =
        wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(&format!("{http}/live/health")))
            .await;
    let Ok(response) = answer.and_then(|r| r.dyn_into::<web_sys::Response>()) else {
        return false;
    };
    let html = response
        .headers()
        .get("content-type")
        .ok()
        .flatten()
        .is_some_and(|t| t.contains("html"));
    response.ok() && !html
}

/// Opens the WebSocket, its handlers reporting to the model.
fn open() {
    let Some((ws_origin, _)) = origins() else {
        return;
    };
    let Ok(ws) = WebSocket::new(&format!("{ws_origin}/live/ws")) else {
        lost();
        return;
    };
    let Some(report) = SOCKET.with(|s| s.borrow().as_ref().map(|s| s.report)) else {
        ws.close().ok();
        return;
    };
    let on_open = Closure::<dyn FnMut(JsValue)>::new(move |_| {
        SOCKET.with(|s| {
            if let Some(s) = s.borrow_mut().as_mut() {
                s.tries = 0;
            }
        });
        report(LiveAction::Connected);
    });
    let on_message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
        let text = e
            .dyn_into::<MessageEvent>()
            .ok()
            .and_then(|e| e.data().as_string());
        if let Some(message) = text.as_deref().and_then(read_server) {
            report(LiveAction::Heard(message));
        }
    });
    let on_close = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
        let _ = e.dyn_into::<CloseEvent>();
        lost();
    });
    ws.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    ws.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    ws.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    SOCKET.with(|s| {
        if let Some(s) = s.borrow_mut().as_mut() {
            s.ws = Some(ws);
            s.handlers = vec![on_open, on_message, on_close];
        }
    });
}

/// The connection dropped (or never opened): said to the model, and tried again after a wait
/// that grows with each failure.
fn lost() {
    let report = SOCKET.with(|s| {
        let mut s = s.borrow_mut();
        let s = s.as_mut()?;
        if let Some(ws) = s.ws.take() {
            ws.set_onopen(None);
            ws.set_onmessage(None);
            ws.set_onclose(None);
        }
        let wait = FIRST_WAIT_MS
            .saturating_mul(1 << s.tries.min(4))
            .min(LONGEST_WAIT_MS);
        s.tries += 1;
        s.retry = Some(Timeout::new(wait, open));
        Some(s.report)
    });
    if let Some(report) = report {
        report(LiveAction::Lost);
    }
}

/// Sends `message`, if the connection is open (the model sends only then).
pub fn send(message: &ClientMessage) {
    SOCKET.with(|s| {
        if let Some(ws) = s.borrow().as_ref().and_then(|s| s.ws.as_ref()) {
            if ws.ready_state() == WebSocket::OPEN {
                let _ = ws.send_with_str(&message.to_text());
            }
        }
    });
}

/// Closes the connection and stops reconnecting.
pub fn close() {
    if let Some(s) = SOCKET.with(|s| s.borrow_mut().take()) {
        if let Some(ws) = s.ws {
            ws.set_onclose(None);
            ws.close().ok();
        }
    }
}
