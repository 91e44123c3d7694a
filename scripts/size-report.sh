#!/usr/bin/env bash
# Raw and gzip -9 sizes of dist/ (build it first: `trunk build --release`).
# "FIRST LOAD" = what a first visit downloads before the start screen is interactive,
# measured in headless Chromium by scripts/first-load.mjs (the page, its module graph, the
# locale, the stylesheet and Euchre's engine). Everything else — the other games' engines
# (engines/<game>/, fetched when that game is first opened), the rules pages, the icons,
# the modules loaded on first use — is precached by the service worker in the background
# after the page is up, for offline play: that is the PRECACHE total (every file in dist/).
# `--list` also lists the first load's files.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LIST=
if [ "${1:-}" = "--list" ]; then LIST=--list; shift; fi
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
sum "rules pages (rules/*.html)" -type f -path '*/rules/*'
for d in "$DIST"/engines/*/; do
  [ -d "$d" ] || continue
  g=$(basename "$d")
  sum "engine $g (wasm + glue, on first use)" -type f -path "*/engines/$g/*"
done
sum "PRECACHE TOTAL (every file; the worker caches it)" -type f
json=$(node "$ROOT/scripts/first-load.mjs" "$DIST" $LIST)
node -e '
const o = JSON.parse(process.argv[1]);
const row = (a, b, c) => console.log(a.padEnd(46) + " " + String(b).padStart(10) + " " + String(c).padStart(10));
for (const f of o.page.list ?? []) row("  " + f.file, f.raw, f.gzip);
row(`FIRST LOAD (page: ${o.page.files} files, Chromium)`, o.page.raw, o.page.gzip);
for (const [g, e] of Object.entries(o.embed ?? {})) row(`FIRST LOAD (embed ${g}: ${e.files} files)`, e.raw, e.gzip);
' "$json"
