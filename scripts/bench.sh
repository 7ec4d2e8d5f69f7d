#!/usr/bin/env bash
# Benchmarks (issue 7; results and targets in BENCHMARKS.md):
#   1. the engine natively: cargo bench --bench engine (criterion; about 2 minutes)
#   2. the release build: trunk build --release
#   3. the page in headless Chromium: node tests/e2e/bench.cjs (writes tests/artifacts/bench.json)
#   4. the first download: index.html and what it names, gzip -9 (budget: scripts/size.py)
# Usage: bash scripts/bench.sh [--no-engine] [--no-browser]
# Needs the toolchain of scripts/setup.sh (run it once first on a fresh machine).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$here/scripts/env.sh"
cd "$here"

engine=1
browser=1
for arg in "$@"; do
  case "$arg" in
    --no-engine) engine=0 ;;
    --no-browser) browser=0 ;;
    *) echo "usage: bash scripts/bench.sh [--no-engine] [--no-browser]" >&2; exit 2 ;;
  esac
done

cpu="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
echo "== $(date -u +%Y-%m-%d) on $(nproc) x ${cpu:-unknown CPU}, $(free -g | awk '/^Mem:/ {print $2}') GiB"
echo "== $(rustc --version); $(/usr/bin/chromium --version 2>/dev/null || echo 'chromium: not found')"

if [ "$engine" = 1 ]; then
  echo
  echo "== engine: cargo bench --bench engine"
  cargo bench --bench engine
fi

echo
echo "== release build: trunk build --release"
trunk build --release

status=0
if [ "$browser" = 1 ]; then
  echo
  echo "== browser: node tests/e2e/bench.cjs"
  # Exits non-zero if the page logged errors; the size is still printed.
  node tests/e2e/bench.cjs || status=$?
fi

echo
echo "== download size (what dist/index.html names, gzip -9)"
python3 scripts/size.py dist || status=1
exit "$status"
