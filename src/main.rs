//! The web app's entry point (built by Trunk for wasm32). Natively it only points to `ablab`.

/// Talc instead of the default dlmalloc: smaller in the wasm.
/// SAFETY: the page runs the wasm on one thread.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };

#[cfg(target_arch = "wasm32")]
fn main() {
    alphabeta_lab::app::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("alphabeta-lab is the web app: run `bash scripts/serve.sh` (see README.md). The command-line tool is `ablab`.");
}
