#!/usr/bin/env bash
# Sets up everything (skipping what is there already) and serves the app on 127.0.0.1.
# Usage: bash scripts/serve.sh [PORT]   (default port 8080)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$here/scripts/setup.sh"
source "$here/scripts/env.sh"
cd "$here"
port="${1:-8080}"
echo "[serve] building and serving on http://127.0.0.1:$port/ (Ctrl+C to stop)"
exec trunk serve --release --no-autoreload --address 127.0.0.1 --port "$port"
