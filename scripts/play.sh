#!/usr/bin/env bash
# Build the release bundle and serve it exactly as a static host would.
#   PORT=9000 scripts/play.sh
# For iterating on the page, `trunk serve` gives a debug build with autoreload instead.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/ensure-tools.sh
source scripts/ensure-tools.sh
trunk build --release
PORT="${PORT:-8080}"
echo
echo "Serving dist/ — open http://127.0.0.1:${PORT}/ (Ctrl-C to stop)"
exec python3 -m http.server "$PORT" --bind 127.0.0.1 --directory dist
