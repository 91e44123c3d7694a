#!/usr/bin/env bash
# Print raw and gzip -9 sizes of what a first visit downloads from dist/ (build it first:
# `trunk build --release`). "first load" = everything the service worker precaches.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST="${1:-$ROOT/dist}"
[ -d "$DIST" ] || { echo "no $DIST — run trunk build --release first" >&2; exit 1; }

gz() { gzip -9 -c "$1" | wc -c; }
row() { printf '%-34s %10s %10s\n' "$1" "$2" "$3"; }

row "file" "raw B" "gzip-9 B"
total_raw=0; total_gz=0
sum_kind() {  # label, find expression...
  local label=$1; shift
  local raw=0 gzb=0 f
  while IFS= read -r -d '' f; do
    raw=$((raw + $(wc -c < "$f"))); gzb=$((gzb + $(gz "$f")))
  done < <(find "$DIST" -type f "$@" -print0)
  row "$label" "$raw" "$gzb"
}
sum_kind "wasm (*.wasm)" -name '*.wasm'
sum_kind "JS (*.js, incl. glue + sw.js)" -name '*.js'
sum_kind "CSS (*.css)" -name '*.css'
sum_kind "HTML + manifest" \( -name '*.html' -o -name '*.webmanifest' \)
sum_kind "assets (images)" \( -name '*.svg' -o -name '*.png' \)
while IFS= read -r -d '' f; do
  total_raw=$((total_raw + $(wc -c < "$f"))); total_gz=$((total_gz + $(gz "$f")))
done < <(find "$DIST" -type f -print0)
row "TOTAL first load (all of dist/)" "$total_raw" "$total_gz"
