//! The page with the searches beyond alpha-beta: the same app as `src/main.rs`, built with the
//! `beyond` feature (PVS, MTD(f), iterative deepening, aspiration windows, chance nodes and
//! signs). The page's own build loads it only when work needs it (`app::beyond`), so the first
//! download leaves it out; loading the module starts it. Natively there is nothing to run.

/// Talc instead of the default dlmalloc: smaller in the wasm (as the page's own build).
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
    eprintln!("beyond is the web app's build with the searches beyond alpha-beta: run `bash scripts/serve.sh` (see README.md).");
}
