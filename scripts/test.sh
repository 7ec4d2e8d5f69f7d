#!/usr/bin/env bash
# Sets up everything (skipping what is there already) and runs every test: formatting and
# lints, the native tests (engine, properties, CLI, games), a million random notations through
# the parser (release build), the browser tests in headless Chromium (wasm-bindgen-test), and
# the size of the release build's download, and the end-to-end test of the release build
# (Playwright + Chromium; then over WebDriver in Firefox and WebKit).
# Ends with one line "N passed, N failed" counting the suites.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$here/scripts/setup.sh" || { echo "setup failed"; exit 1; }
source "$here/scripts/env.sh"
cd "$here"

passed=0
failed=0
failures=()
suite() {
  local name="$1"
  shift
  echo
  echo "=== $name: $*"
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "=== $name: ok ($((SECONDS - start)) s)"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "=== $name: FAILED ($((SECONDS - start)) s)"
  fi
}

suite format cargo fmt --check
suite clippy cargo clippy --all-targets --locked -- -D warnings
# The live server and its load client are native only (tokio's sockets): the wasm lints take
# every other member.
native_only=(--workspace --exclude live_server --exclude live_load)
suite clippy-wasm cargo clippy --target wasm32-unknown-unknown "${native_only[@]}" --all-targets --locked -- -D warnings
# The page's own build leaves the extras out (index.html): checked as built.
suite clippy-page cargo clippy --target wasm32-unknown-unknown -p alphabeta-lab --no-default-features --lib --bins --locked -- -D warnings
# setup.sh installs pdflatex: the LaTeX sheets' compiling test must run, not skip.
suite native-tests env ABLAB_REQUIRE_LATEX=1 cargo test --locked
# Every GIFT quiz file ablab writes, parsed by an independent parser (npm gift-pegjs), its
# answers held to ablab solve.
suite gift-parse node tests/quiz/gift.cjs
# The post-build hook's service worker: the files it lists and the version they make.
suite hook-tests python3 -m unittest discover -s tests/hooks
suite fuzz-million cargo test --locked --release --test native -- --ignored hardening::
# A million random byte strings and a million random JSON values through the live server's
# message reader (crates/live).
suite fuzz-live env LIVE_FUZZ_CASES=1000000 cargo test --locked --release -p live -- random_
# The runner takes the first WebDriver it finds on the PATH (geckodriver, installed for the
# Firefox run, comes first): named, it is Chromium as documented.
suite browser-tests env CHROMEDRIVER="$(command -v chromedriver)" cargo test --locked --target wasm32-unknown-unknown --test browser
# A failed build leaves no dist/, so the size check and the end-to-end test never run against
# an older build.
rm -rf dist
# wasm-bindgen's output folder keeps the JS snippets of earlier builds, and Trunk preloads every
# snippet it finds there: without a fresh folder, a snippet since renamed or removed would be
# served and counted in the download (a clean clone has none).
rm -rf "${CARGO_TARGET_DIR:-target}/wasm-bindgen"
suite release-build trunk build --release
suite download-size python3 scripts/size.py dist
suite end-to-end node tests/e2e/e2e.cjs
# The same release build in the other engines, over WebDriver: Firefox (headless) and WebKit
# (Safari's engine: WebKitGTK's MiniBrowser, under Xvfb).
# Runs the checks in another engine; once more if that engine's browser died under the driver
# ("invalid session id": seen once in a dozen WebKit runs, the same build passing the rest), or
# if its WebAssembly trapped ("Out of bounds memory access": seen once in WebKit's whole run of
# every check, on the extras module's practice page, never when those checks ran alone; an open
# problem, see docs/testing.md). Any other failure fails the suite at once.
engine_run() {
  local log
  log="$(mktemp)"
  if node tests/e2e/engines.cjs "$1" 2>&1 | tee "$log"; [ "${PIPESTATUS[0]}" -eq 0 ]; then
    rm -f "$log"
    return 0
  fi
  if grep -q "invalid session id\|Out of bounds memory access" "$log"; then
    rm -f "$log"
    echo "the $1 browser died under its driver, or its wasm trapped: running its checks once more"
    node tests/e2e/engines.cjs "$1"
    return
  fi
  rm -f "$log"
  return 1
}
suite end-to-end-firefox engine_run firefox
suite end-to-end-webkit engine_run webkit

echo
if [ "$failed" -gt 0 ]; then
  echo "Failed suites: ${failures[*]}"
fi
echo "suites: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
