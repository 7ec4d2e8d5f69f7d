//! A client of `ablab serve`'s live sessions, as a page is one: the load test plays a class
//! with it, and the server's tests speak to the real server with it.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use live::{read_server, ClientMessage, ServerMessage};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a client waits for a message it expects.
pub const WAIT: Duration = Duration::from_secs(20);

/// One connection to the server's live socket.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// Connects to the server at `address` (`127.0.0.1:8080`), as a page of `origin` would
    /// (no `Origin` header without one, as a program that is not a browser).
    pub async fn connect(address: &str, origin: Option<&str>) -> Result<Client, String> {
        let mut request = format!("ws://{address}/live/ws")
            .into_client_request()
            .map_err(|e| e.to_string())?;
        if let Some(origin) = origin {
            let value = HeaderValue::from_str(origin).map_err(|e| e.to_string())?;
            request.headers_mut().insert("Origin", value);
        }
        let (ws, _) = tokio_tungstenite::connect_async(request)
            .await
            .map_err(|e| e.to_string())?;
        Ok(Client { ws })
    }

    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), String> {
        self.send_text(&message.to_text()).await
    }

    /// Sends any text, a message or not.
    pub async fn send_text(&mut self, text: &str) -> Result<(), String> {
        self.ws
            .send(Message::Text(text.into()))
            .await
            .map_err(|e| e.to_string())
    }

    /// The next message, within [`WAIT`]; None if the connection closed or nothing came.
    pub async fn next(&mut self) -> Option<ServerMessage> {
        self.next_within(WAIT).await
    }

    /// The next message within `wait`.
    pub async fn next_within(&mut self, wait: Duration) -> Option<ServerMessage> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            let frame = tokio::time::timeout_at(deadline, self.ws.next())
                .await
                .ok()??;
            match frame.ok()? {
                Message::Text(text) => return read_server(text.as_str()),
                Message::Close(_) => return None,
                _ => continue,
            }
        }
    }

    /// Reads until a message `wanted` picks, within [`WAIT`]; the messages passed over are
    /// dropped.
    pub async fn until<T>(
        &mut self,
        mut wanted: impl FnMut(&ServerMessage) -> Option<T>,
    ) -> Result<T, String> {
        let deadline = tokio::time::Instant::now() + WAIT;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            let Some(message) = self.next_within(left).await else {
                return Err(format!("not received; seen before: {seen:?}"));
            };
            if let Some(found) = wanted(&message) {
                return Ok(found);
            }
            seen.push(message);
        }
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}
