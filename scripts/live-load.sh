#!/usr/bin/env bash
# The live lecture's load test (a benchmark, not part of the test suite): starts the release
# `ablab serve` on a free port with a fresh data folder, then plays one session of 1,000
# students and twenty sessions of 50 against it with `live-load`, a lecturer in each stepping
# and asking; prints the step-to-receipt times, the answers counted, and the server's memory
# per student. Figures go to BENCHMARKS.md.
# Usage: bash scripts/live-load.sh [STUDENTS_IN_ONE_SESSION]   (default 1000)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$here/scripts/env.sh"
cd "$here"
students="${1:-1000}"
target="${CARGO_TARGET_DIR:-target}"
cargo build --release --locked --bin ablab --bin live-load
# Every student is a socket on each side.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
work="$(mktemp -d)"
mkdir -p "$work/dist"
echo '<!doctype html><title>load</title>' > "$work/dist/index.html"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
"$target/release/ablab" serve --port "$port" --data "$work/data" --dist "$work/dist" > /dev/null &
server=$!
trap 'kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
until python3 -c "import socket; socket.create_connection(('127.0.0.1', $port))" 2>/dev/null; do sleep 0.1; done
status=0
echo "== one session of $students students"
"$target/release/live-load" --address "127.0.0.1:$port" --sessions 1 --students "$students" --pid "$server" || status=1
echo "== twenty sessions of 50 students"
"$target/release/live-load" --address "127.0.0.1:$port" --sessions 20 --students 50 --pid "$server" || status=1
exit "$status"
