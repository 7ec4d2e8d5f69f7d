#!/usr/bin/env bash
# Installs everything Alpha-Beta Lab needs on a fresh Debian 12 machine with rustup, and skips
# whatever is already there at the right version. Cold: about 13 minutes (three cargo installs).
# Warm: a few seconds. Safe to run again at any time.
set -euo pipefail

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130 # must equal the wasm-bindgen pinned in Cargo.toml / Cargo.lock
GECKODRIVER_VERSION=0.37.1

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

# 1b. The other engines the end-to-end checks run in (tests/e2e/engines.cjs): Firefox ESR, and
#     WebKitGTK's WebDriver with its MiniBrowser, which needs an X server: Xvfb, by xvfb-run.
missing=()
command -v firefox-esr >/dev/null || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null || missing+=(xvfb)
if [ "${#missing[@]}" -gt 0 ]; then
  say "installing ${missing[*]} (apt)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >/dev/null
else
  say "firefox-esr, webkit2gtk-driver, xvfb: present"
fi

# 1c. pdflatex with TikZ, which the LaTeX sheets' test compiles every kind of sheet with
#     (tests/native/tex.rs): Debian's texlive-latex-base and texlive-pictures, nothing more.
if ! command -v pdflatex >/dev/null || ! kpsewhich tikz.sty >/dev/null 2>&1; then
  say "installing texlive-latex-base texlive-pictures (apt)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends \
    texlive-latex-base texlive-pictures >/dev/null
else
  say "pdflatex with tikz: present"
fi

# 2. The pinned stable Rust of rust-toolchain.toml, with the wasm target, clippy and rustfmt.
#    Every build uses it, the release wasm included.
if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "installing the toolchain of rust-toolchain.toml with the wasm target (rustup)"
  rustup toolchain install --no-self-update
  rustup target add wasm32-unknown-unknown
else
  say "rust $(rustc -V | awk '{print $2}') with wasm32-unknown-unknown: present"
fi

# 3. Trunk (0.22 needs a newer rustc than the pinned 1.95).
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

# 4b. geckodriver, Firefox's WebDriver (a crate; about a minute).
if [ "$(geckodriver --version 2>/dev/null | awk 'NR==1{print $2}')" != "$GECKODRIVER_VERSION" ]; then
  say "installing geckodriver $GECKODRIVER_VERSION (cargo install, about a minute)"
  cargo install --quiet --locked geckodriver --version "$GECKODRIVER_VERSION"
else
  say "geckodriver $GECKODRIVER_VERSION: present"
fi

# 5. wasm-opt (binaryen), esbuild, playwright-core, axe-core and gift-pegjs from npm, pinned in
#    tools/package-lock.json.
stamp=tools/node_modules/.installed-lock
if [ ! -f "$stamp" ] || ! cmp -s tools/package-lock.json "$stamp"; then
  say "installing npm tools (binaryen, esbuild, playwright-core, axe-core, gift-pegjs)"
  npm ci --prefix tools --no-audit --no-fund --loglevel=error
  cp tools/package-lock.json "$stamp"
else
  say "npm tools: present"
fi

# 6. Crates, so that trunk's offline build finds them.
cargo fetch --quiet

say "done"
