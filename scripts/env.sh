# Sourced by the project's scripts: the PATH and settings every build and test needs.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$root/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true

# The release wasm is built by a pinned nightly that compiles the standard library itself
# (opt-level z, like the app) and ends a panic at once, in a WebAssembly trap, without the
# code that formats panic messages and their source locations: about 16 KB gzip less to
# download. static/crash.js shows the crash message on a trap. Every other build (tests,
# clippy, the CLI, `trunk serve` without --release) uses the stable toolchain.
# Use: env "${WASM_RELEASE_ENV[@]}" trunk build --release
WASM_NIGHTLY_COMMIT=e50aa6fba # rustc 1.97.0-nightly (e50aa6fba 2026-05-19), dist nightly-2026-05-20
if RUSTUP_AUTO_INSTALL=0 rustup run nightly rustc -V 2>/dev/null | grep -q "$WASM_NIGHTLY_COMMIT"; then
  WASM_NIGHTLY=nightly # the machine's nightly is the pinned one: no second copy
else
  WASM_NIGHTLY=nightly-2026-05-20
fi
WASM_RELEASE_ENV=(
  "RUSTUP_TOOLCHAIN=$WASM_NIGHTLY"
  "CARGO_UNSTABLE_BUILD_STD=std,panic_abort"
  "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS=-Zlocation-detail=none -Zunstable-options -Cpanic=immediate-abort"
)
