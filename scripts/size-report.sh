#!/usr/bin/env bash
# Raw and gzip -9 sizes of dist/ (build it first: `trunk build --release`).
# "first load" = the page with its own engine (Euchre's wasm) and every file outside
# engines/; each other game's engine (engines/<game>/) is fetched when that game is first
# opened, and the service worker precaches them in the background for offline play.
# "embed first load (<game>)": what one embed frame downloads before it is interactive.
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
sum "FIRST LOAD (all but engines/, embed, examples/)" -type f -not -path '*/engines/*' -not -path '*/examples/*' -not -name 'embed*'
for d in "$DIST"/engines/*/; do
  [ -d "$d" ] || continue
  g=$(basename "$d")
  sum "engine $g (wasm + glue, on first use)" -type f -path "*/engines/$g/*"
done
sum "TOTAL (everything the worker precaches)" -type f

# One embed (embed.html, docs/embed.md) before it is interactive: the page, its stylesheets,
# the frame's module graph (js/embed-frame.js and what it imports, statically), the locale
# catalogue, and that game's engine (glue + wasm). Not the bots' worker (bot-worker.js and
# its own copy of the engine), which starts when a bot must move or the expert must answer.
if [ -f "$DIST/embed.html" ]; then
  modules() {  # the static import graph of some modules, one path per line
    local seen="" queue=("$@") f d dep
    while [ ${#queue[@]} -gt 0 ]; do
      f=${queue[0]}; queue=("${queue[@]:1}")
      case " $seen " in *" $f "*) continue ;; esac
      seen="$seen $f"; echo "$f"
      d=$(dirname "$f")
      while IFS= read -r dep; do
        [ -n "$dep" ] && queue+=("$(realpath -m "$d/$dep")")
      done < <(grep -oE '^import [^;]*from "\./[^"]+"|^import [^;]*from "\.\./[^"]+"' "$f" | grep -oE '"[^"]+"' | tr -d '"')
    done
  }
  embed_common=("$DIST/embed.html" "$DIST/embed.css" "$DIST/locales/en.json")
  while IFS= read -r css; do embed_common+=("$DIST/$css"); done < <(grep -oE 'href="\./?[a-z_]+-[0-9a-f]+\.css"' "$DIST/embed.html" | sed -E 's/href="(\.\/)?//; s/"$//')
  files_row() {  # label, files...
    local label=$1; shift
    local raw=0 gzb=0 f
    for f in "$@"; do raw=$((raw + $(wc -c < "$f"))); gzb=$((gzb + $(gz "$f"))); done
    row "$label" "$raw" "$gzb"
  }
  for g in euchre sixty_six sixty_three; do
    # The frame's modules and the game's plug-in (js/games/<game>.js, imported by the frame).
    eng=()
    while IFS= read -r m; do eng+=("$m"); done < <(modules "$DIST/js/embed-frame.js" "$DIST/js/games/$g.js")
    files_row "embed page and JS ($g)" "${embed_common[@]}" "${eng[@]}"
    eng+=("$DIST/engines/$g/engine.js")
    if [ "$g" = euchre ]; then
      eng+=("$DIST"/cardtable-*.js "$DIST"/cardtable-*_bg.wasm)
    else
      eng+=("$DIST/engines/$g/engine_bg.wasm")
    fi
    files_row "embed first load ($g)" "${embed_common[@]}" "${eng[@]}"
  done
fi
