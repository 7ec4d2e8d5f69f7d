//! `ablab`: the command-line tool. See `ablab --help` and the README.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use std::io::Write;
    let out = alphabeta_lab::cli::run(std::env::args_os(), &mut std::io::stdin());
    let _ = std::io::stdout().write_all(out.stdout.as_bytes());
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    std::process::exit(out.status);
}

#[cfg(target_arch = "wasm32")]
fn main() {}
