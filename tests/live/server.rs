//! The real `ablab serve`, started on a free port with a data folder of its own and a page
//! folder, killed and started again as a test asks.

use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use live_load::Client;

/// How long the server may take to start listening.
const STARTS_WITHIN: Duration = Duration::from_secs(30);

pub struct Server {
    child: Option<Child>,
    pub port: u16,
    folder: PathBuf,
    extra: Vec<String>,
}

static MADE: AtomicU32 = AtomicU32::new(0);

/// A folder of its own under the system's temporary folder.
fn folder() -> PathBuf {
    let n = MADE.fetch_add(1, Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("ablab-live-test-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("dist")).expect("a temporary folder");
    std::fs::write(
        dir.join("dist/index.html"),
        "<!doctype html><title>page</title>",
    )
    .expect("a page");
    dir
}

fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address").port()
}

impl Server {
    /// Starts a server; `extra` are more flags for it.
    pub fn start(extra: &[&str]) -> Server {
        let mut server = Server {
            child: None,
            port: free_port(),
            folder: folder(),
            extra: extra.iter().map(|s| s.to_string()).collect(),
        };
        server.run();
        server
    }

    pub fn address(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    fn run(&mut self) {
        let child = Command::new(env!("CARGO_BIN_EXE_ablab"))
            .args(["serve", "--port", &self.port.to_string(), "--data"])
            .arg(self.folder.join("data"))
            .arg("--dist")
            .arg(self.folder.join("dist"))
            .args(&self.extra)
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("ablab serve starts");
        self.child = Some(child);
        // Ready once it takes a connection.
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(
                started.elapsed() < STARTS_WITHIN,
                "ablab serve did not start listening"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Kills the server outright (no chance to tidy up), as a power cut or `kill -9` would.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Kills the server and starts it again on the same port and data.
    pub fn restart(&mut self) {
        self.kill();
        self.run();
    }

    pub async fn client(&self) -> Client {
        Client::connect(&self.address(), None)
            .await
            .expect("a live connection")
    }

    /// The text of `GET path`.
    pub fn get(&self, path: &str) -> (u16, String) {
        use std::io::{Read, Write};
        let mut s = std::net::TcpStream::connect(("127.0.0.1", self.port)).expect("connects");
        let request = format!(
            "GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nConnection: close\r\n\r\n",
            self.port
        );
        s.write_all(request.as_bytes()).expect("sends");
        let mut text = String::new();
        let _ = s.read_to_string(&mut text);
        let status = text
            .split_whitespace()
            .nth(1)
            .and_then(|c| c.parse().ok())
            .unwrap_or(0);
        (status, text)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}
