//! The few things the page asks of the browser: saved work (localStorage), downloads, the
//! clipboard, and turning an SVG into a PNG. Every failure is swallowed or reported as text:
//! nothing here may panic.

use crate::t;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

pub use crate::model::storage_keys::{SAVE_KEY, SAVE_SET_ASIDE_KEY, THEME_KEY, VIEW_KEY};

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

pub fn load(key: &str) -> Option<String> {
    storage()?.get_item(key).ok()?
}

/// Keeps `value` under `key`; false if the browser refused (storage full, or turned off as
/// in some private windows).
pub fn save(key: &str, value: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, value).is_ok())
}

pub fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// The page's address without its query.
pub fn base_url() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}

/// Puts `text`, which the text field `field` shows, on the clipboard, and tells `done` whether
/// it is there. A page that is no secure context (served over plain http from another machine
/// than the browser's) has no asynchronous clipboard: there the field's text is selected and
/// copied by the older `copy` command. Where that is refused too, the text stays selected, for
/// the person to copy with the keyboard.
pub fn copy_text(text: &str, field: &str, done: impl FnOnce(bool) + 'static) {
    let clipboard = web_sys::window().map(|w| w.navigator().clipboard());
    match clipboard.filter(|c| !c.is_undefined()) {
        Some(c) => {
            let written = wasm_bindgen_futures::JsFuture::from(c.write_text(text));
            let field = field.to_string();
            wasm_bindgen_futures::spawn_local(async move {
                done(written.await.is_ok() || copy_field(&field));
            });
        }
        None => done(copy_field(field)),
    }
}

/// A copy button's words: before copying, once copied ([`copy_text`] said `true`), or once the
/// text is only selected (`false`).
pub fn copy_said(copied: Option<bool>) -> String {
    match copied {
        None => t!(PAGE_COPY_LINK),
        Some(true) => t!(PAGE_COPIED),
        Some(false) => t!(PAGE_COPY_SELECTED),
    }
}

/// Selects the text of the field `id` and copies it with the `copy` command; the focus goes
/// back where it was if that worked, and stays on the selected text if not.
fn copy_field(id: &str) -> bool {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let Some(input) = doc
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
    else {
        return false;
    };
    let before = doc.active_element();
    input.select();
    let copied = doc
        .unchecked_ref::<web_sys::HtmlDocument>()
        .exec_command("copy")
        .unwrap_or(false);
    if copied {
        if let Some(e) = before.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = e.focus();
        }
    }
    copied
}

/// Offers `href` as a download named `name`.
fn download_href(href: &str, name: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(a) = doc
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    else {
        return;
    };
    a.set_href(href);
    a.set_download(name);
    if let Some(body) = doc.body() {
        let _ = body.append_child(&a);
        a.click();
        let _ = body.remove_child(&a);
    }
}

/// A `data:` URL holding an SVG document.
pub fn svg_data_url(svg: &str) -> String {
    format!(
        "data:image/svg+xml;charset=utf-8,{}",
        crate::query::percent_encode(svg)
    )
}

/// Offers text as a file (`.txt`).
pub fn download_text(text: &str, name: &str) {
    let href = format!(
        "data:text/plain;charset=utf-8,{}",
        crate::query::percent_encode(text)
    );
    download_href(&href, name);
}

/// Offers an SVG document as a file.
pub fn download_svg(svg: &str, name: &str) {
    download_href(&svg_data_url(svg), name);
}

/// Draws an SVG document at `scale` times its size and offers it as a PNG file.
pub fn download_png(svg: &str, width: f64, height: f64, scale: f64, name: &str) {
    let Ok(img) = web_sys::HtmlImageElement::new() else {
        return;
    };
    let name = name.to_string();
    let img2 = img.clone();
    let onload = Closure::once_into_js(move || {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let Some(canvas) = doc
            .create_element("canvas")
            .ok()
            .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        else {
            return;
        };
        canvas.set_width((width * scale).ceil() as u32);
        canvas.set_height((height * scale).ceil() as u32);
        let Some(ctx) = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok())
        else {
            return;
        };
        let _ = ctx.scale(scale, scale);
        let _ = ctx.draw_image_with_html_image_element(&img2, 0.0, 0.0);
        if let Ok(url) = canvas.to_data_url_with_type("image/png") {
            download_href(&url, &name);
        }
    });
    img.set_onload(Some(onload.unchecked_ref()));
    img.set_src(&svg_data_url(svg));
}

/// Opens the browser's print dialog.
pub fn print() {
    if let Some(w) = web_sys::window() {
        let _ = w.print();
    }
}

/// Puts the theme `name` (`light`, `dark`, or anything else for the system's) on the page
/// (`data-theme` on `<html>`, which the style sheet follows).
pub fn set_theme(name: &str) {
    let Some(html) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let _ = match name {
        "light" | "dark" => html.set_attribute("data-theme", name),
        _ => html.remove_attribute("data-theme"),
    };
}

/// The theme on the page (`light`, `dark`, or "" for the system's).
pub fn theme() -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|html| html.get_attribute("data-theme"))
        .unwrap_or_default()
}
