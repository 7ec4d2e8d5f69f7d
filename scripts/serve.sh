#!/usr/bin/env bash
# Sets up everything (skipping what is there already), builds the page and `ablab`, and serves
# the app with its live lectures (`ablab serve`) on 127.0.0.1; the sessions are kept in data/.
# Usage: bash scripts/serve.sh [PORT] [more flags of `ablab serve`, e.g. --bind 0.0.0.0]
# (default port 8080; docs/live.md says how to open it to a room).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$here/scripts/setup.sh"
source "$here/scripts/env.sh"
cd "$here"
port=8080
if [ "$#" -gt 0 ] && [[ "$1" =~ ^[0-9]+$ ]]; then
  port="$1"
  shift
fi
echo "[serve] building the page (trunk build --release) and ablab (cargo build --release)"
trunk build --release
cargo build --release --locked --bin ablab
echo "[serve] serving on port $port (Ctrl+C to stop)"
exec "${CARGO_TARGET_DIR:-target}/release/ablab" serve --port "$port" --data data --dist dist "$@"
