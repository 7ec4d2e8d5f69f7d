#!/usr/bin/env bash
# Benchmarks (issue 7; results and targets in BENCHMARKS.md):
#   1. the engine natively: cargo bench --bench engine (criterion; about 2 minutes)
#   2. the release build: trunk build --release
#   3. the page in headless Chromium: node tests/e2e/bench.cjs (writes tests/artifacts/bench.json)
#   4. the download size: wasm + js + css of dist/, each gzip -9 (target: at most 150 KiB)
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
env "${WASM_RELEASE_ENV[@]}" trunk build --release

status=0
if [ "$browser" = 1 ]; then
  echo
  echo "== browser: node tests/e2e/bench.cjs"
  # Exits non-zero if the page logged errors; the size is still printed.
  node tests/e2e/bench.cjs || status=$?
fi

echo
echo "== download size (dist/, gzip -9)"
total_raw=0
total_gz=0
shopt -s nullglob
files=(dist/*.wasm dist/*.js dist/*.css)
if [ "${#files[@]}" -eq 0 ]; then
  echo "no wasm, js or css in dist/" >&2
  exit 1
fi
printf '%-48s %10s %12s\n' file bytes gzip-9
for f in "${files[@]}"; do
  raw=$(stat -c %s "$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  printf '%-48s %10d %12d\n' "$(basename "$f")" "$raw" "$gz"
done
kib=$(awk -v b="$total_gz" 'BEGIN { printf "%.1f", b / 1024 }')
printf '%-48s %10d %12d  (%s KiB)\n' total "$total_raw" "$total_gz" "$kib"
if [ "$total_gz" -le $((150 * 1024)) ]; then
  echo "target download <= 150 KiB gzip: MET (${kib} KiB)"
else
  echo "target download <= 150 KiB gzip: MISSED (${kib} KiB)"
fi
exit "$status"
