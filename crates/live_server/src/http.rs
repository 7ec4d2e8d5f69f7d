//! The server's routes: the live WebSocket, a health check the page asks before it offers
//! Live, the join link's QR code, and the built page's files for everything else.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::{ConnectInfo, Query, State, WebSocketUpgrade};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use live::limits::{is_code, MAX_MESSAGE};
use tower_http::services::ServeDir;

use crate::connection;
use crate::hub::Hub;

/// What the routes share.
pub struct App {
    pub hub: Arc<Hub>,
    /// Origins (besides the page's own) whose pages may open a live connection.
    pub allow_origins: Vec<String>,
    /// The address students open, if not the one the lecturer's page was opened at.
    pub public_url: Option<String>,
}

/// The largest message read off the wire: past [`MAX_MESSAGE`], so that a message a little too
/// large is answered with an error instead of a dropped connection.
const MAX_FRAME: usize = 2 * MAX_MESSAGE;
/// Each connection's read and write buffers (a class of a thousand holds a thousand of each).
const BUFFER: usize = 4 * 1024;

pub fn router(app: Arc<App>, dist: &std::path::Path) -> Router {
    Router::new()
        .route("/live/ws", get(socket))
        .route("/live/health", get(|| async { "ablab serve" }))
        .route("/live/qr.svg", get(qr))
        .fallback_service(ServeDir::new(dist))
        .with_state(app)
}

/// The host a request's `Origin` names (`https://host:port` → `host:port`).
fn origin_host(origin: &str) -> &str {
    origin
        .split_once("://")
        .map_or(origin, |(_, rest)| rest)
        .trim_end_matches('/')
}

/// Whether a page of `origin` may open a live connection to the server at `host`: its own
/// page, an allowed origin, or a client that is not a browser (no `Origin`).
fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok()) else {
        return true;
    };
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    host == Some(origin_host(origin)) || allowed.iter().any(|a| a.trim_end_matches('/') == origin)
}

async fn socket(
    State(app): State<Arc<App>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    if !origin_allowed(&headers, &app.allow_origins) {
        return (
            StatusCode::FORBIDDEN,
            "live connections from another site's pages are refused (see --allow-origin)",
        )
            .into_response();
    }
    let hub = app.hub.clone();
    upgrade
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .read_buffer_size(BUFFER)
        .write_buffer_size(BUFFER)
        .on_upgrade(move |ws| connection::serve(ws, hub, from.ip()))
}

#[derive(serde::Deserialize)]
struct QrQuery {
    code: String,
}

/// The join link students open: the public address if one was given, else the address this
/// request came to (through a proxy, the scheme it forwarded).
fn join_link(app: &App, headers: &HeaderMap, code: &str) -> Option<String> {
    let base = match &app.public_url {
        Some(url) => url.trim_end_matches('/').to_string(),
        None => {
            let host = headers.get(header::HOST)?.to_str().ok()?;
            if !host
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b))
            {
                return None;
            }
            let scheme = match headers
                .get("x-forwarded-proto")
                .and_then(|p| p.to_str().ok())
            {
                Some("https") => "https",
                _ => "http",
            };
            format!("{scheme}://{host}")
        }
    };
    Some(format!("{base}/?live={code}"))
}

async fn qr(
    State(app): State<Arc<App>>,
    Query(query): Query<QrQuery>,
    headers: HeaderMap,
) -> Response {
    if !is_code(&query.code) {
        return (StatusCode::BAD_REQUEST, "not a join code").into_response();
    }
    let Some(link) = join_link(&app, &headers, &query.code) else {
        return (StatusCode::BAD_REQUEST, "no host to link to").into_response();
    };
    match qrcode::QrCode::new(link.as_bytes()) {
        Ok(code) => {
            let svg = code
                .render::<qrcode::render::svg::Color>()
                .min_dimensions(256, 256)
                .build();
            ([(header::CONTENT_TYPE, "image/svg+xml")], svg).into_response()
        }
        Err(_) => (
            StatusCode::BAD_REQUEST,
            "the link is too long for a QR code",
        )
            .into_response(),
    }
}
