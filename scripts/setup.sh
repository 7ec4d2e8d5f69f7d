#!/usr/bin/env bash
# Installs everything Alpha-Beta Lab needs on a fresh Debian 12 machine with rustup, and skips
# whatever is already there at the right version. Cold: about 12 minutes (two cargo installs).
# Warm: a few seconds. Safe to run again at any time.
set -euo pipefail

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130 # must equal the wasm-bindgen pinned in Cargo.toml / Cargo.lock

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '[setup] %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# 1. Debian's Chromium and ChromeDriver, for browser tests.
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  say "installing chromium and chromium-driver (apt)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium chromium-driver >/dev/null
else
  say "chromium: present"
fi

# 2. The wasm target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
else
  say "wasm32-unknown-unknown: present"
fi

# 3. Trunk (0.22 needs a newer rustc than this machine's).
if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" != "$TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (cargo install, about 7 minutes)"
  cargo install --quiet --locked trunk --version "$TRUNK_VERSION"
else
  say "trunk $TRUNK_VERSION: present"
fi

# 4. wasm-bindgen CLI and test runner, same version as the library.
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ] ||
  ! command -v wasm-bindgen-test-runner >/dev/null; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (cargo install, about 4 minutes)"
  cargo install --quiet --force wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
else
  say "wasm-bindgen $WASM_BINDGEN_VERSION: present"
fi

# 5. wasm-opt (binaryen), esbuild and playwright-core from npm, pinned in tools/package-lock.json.
stamp=tools/node_modules/.installed-lock
if [ ! -f "$stamp" ] || ! cmp -s tools/package-lock.json "$stamp"; then
  say "installing npm tools (binaryen, esbuild, playwright-core)"
  npm ci --prefix tools --no-audit --no-fund --loglevel=error
  cp tools/package-lock.json "$stamp"
else
  say "npm tools: present"
fi

# 6. Crates, so that trunk's offline build finds them.
cargo fetch --quiet

# 7. The pinned nightly that builds the release wasm (scripts/env.sh: WASM_RELEASE_ENV), with
#    the standard library's source and the crates it needs: the release build compiles std
#    itself, for size, and aborts on panic without formatting a message (see BENCHMARKS.md).
source "$here/scripts/env.sh"
if ! RUSTUP_AUTO_INSTALL=0 rustup run "$WASM_NIGHTLY" rustc -V 2>/dev/null | grep -q "$WASM_NIGHTLY_COMMIT"; then
  say "installing $WASM_NIGHTLY with rust-src (rustup, about a minute)"
  rustup toolchain install "$WASM_NIGHTLY" --profile minimal --component rust-src --no-self-update
fi
library="$(rustup run "$WASM_NIGHTLY" rustc --print sysroot)/lib/rustlib/src/rust/library"
if [ ! -f "$library/Cargo.lock" ]; then
  say "adding rust-src to $WASM_NIGHTLY"
  rustup component add rust-src --toolchain "$WASM_NIGHTLY"
fi
rustup run "$WASM_NIGHTLY" cargo fetch --quiet --manifest-path "$library/Cargo.toml"
say "release toolchain: $WASM_NIGHTLY ($WASM_NIGHTLY_COMMIT)"
say "done"
