//! `ablab serve`: one process that serves the built page and its live lectures. A lecturer's
//! page starts a session; students join it by its code and follow, answer and vote; every
//! change is stored in SQLite (under `--data`) before it is acknowledged, so a restart loses
//! nothing and the clients, reconnecting by themselves, find the session where it was.
//!
//! - [`store`]: the database, written by one thread in group commits.
//! - [`room`]: one session in memory, and what each change says to whom.
//! - [`hub`]: the sessions by code, brought back from the store on demand; wrong codes counted.
//! - [`connection`]: one client's socket, read, checked, rate-limited and answered.
//! - [`http`]: the routes.

pub mod connection;
pub mod http;
pub mod hub;
pub mod room;
pub mod store;

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;

use tokio::net::TcpListener;

/// How the server is started.
#[derive(Clone, Debug)]
pub struct Options {
    pub bind: IpAddr,
    pub port: u16,
    /// The folder of the database.
    pub data: PathBuf,
    /// The built page (Trunk's `dist/`).
    pub dist: PathBuf,
    pub allow_origins: Vec<String>,
    pub public_url: Option<String>,
}

/// Runs the server until Ctrl+C or SIGTERM; what went wrong starting it, in words.
pub fn run(options: Options) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server's runtime: {e}"))?;
    runtime.block_on(async {
        let address = SocketAddr::new(options.bind, options.port);
        let listener = TcpListener::bind(address)
            .await
            .map_err(|e| format!("cannot listen on {address}: {e}"))?;
        let data = options.data.display().to_string();
        println!("ablab serve: the page on http://{address}/ (live sessions kept in {data})");
        serve(listener, options).await
    })
}

/// Serves on `listener` until Ctrl+C or SIGTERM.
pub async fn serve(listener: TcpListener, options: Options) -> Result<(), String> {
    if !options.dist.join("index.html").exists() {
        return Err(format!(
            "no built page in {} (build it with `trunk build --release`, or name it with --dist)",
            options.dist.display()
        ));
    }
    let store = store::Store::open(&options.data)?;
    let app = Arc::new(http::App {
        hub: Arc::new(hub::Hub::new(store)),
        allow_origins: options.allow_origins,
        public_url: options.public_url,
    });
    let routes =
        http::router(app, &options.dist).into_make_service_with_connect_info::<SocketAddr>();
    axum::serve(listener, routes)
        .with_graceful_shutdown(stopped())
        .await
        .map_err(|e| format!("the server stopped: {e}"))
}

/// Resolves on Ctrl+C or SIGTERM.
async fn stopped() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(term) => term,
                Err(_) => return std::future::pending().await,
            };
        tokio::select! {
            _ = interrupt => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = interrupt.await;
}
