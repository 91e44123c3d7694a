#!/usr/bin/env bash
# Raw and gzip -9 sizes of dist/ (build it first: `trunk build --release`).
# "first load" = the page with its own engine (Euchre's wasm) and every file outside
# engines/; each other game's engine (engines/<game>/) is fetched when that game is first
# opened, and the service worker precaches them in the background for offline play.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST="${1:-$ROOT/dist}"
[ -d "$DIST" ] || { echo "no $DIST — run trunk build --release first" >&2; exit 1; }

gz() { gzip -9 -c "$1" | wc -c; }
row() { printf '%-46s %10s %10s\n' "$1" "$2" "$3"; }
sum() {  # label, find arguments...
  local label=$1; shift
  local raw=0 gzb=0 f
  while IFS= read -r -d '' f; do
    raw=$((raw + $(wc -c < "$f"))); gzb=$((gzb + $(gz "$f")))
  done < <(find "$DIST" "$@" -print0)
  row "$label" "$raw" "$gzb"
}
row "file" "raw B" "gzip-9 B"
sum "page wasm (Euchre engine)" -maxdepth 1 -type f -name '*.wasm'
sum "JS (page modules, glue, sw.js)" -type f -name '*.js' -not -path '*/engines/*'
sum "CSS" -type f -name '*.css'
sum "HTML + manifest" -type f \( -name '*.html' -o -name '*.webmanifest' \)
sum "assets (icons, card back)" -type f \( -name '*.svg' -o -name '*.png' \)
sum "FIRST LOAD (all but engines/)" -type f -not -path '*/engines/*'
for d in "$DIST"/engines/*/; do
  [ -d "$d" ] || continue
  g=$(basename "$d")
  sum "engine $g (wasm + glue, on first use)" -type f -path "*/engines/$g/*"
done
sum "TOTAL (everything the worker precaches)" -type f
