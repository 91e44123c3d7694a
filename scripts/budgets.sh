#!/usr/bin/env bash
# Size budgets (issue #15), checked against a built dist/ (`trunk build --release`; this
# script builds nothing). Prints each figure with its budget and exits 1 if any is exceeded.
#   - each game's engine wasm, gzip -9:                    WASM_BUDGET[game]
#   - the page's first load (scripts/first-load.mjs:
#     what Chromium fetches until the start screen shows): FIRST_LOAD_BUDGET
#   - when dist/embed.html exists, each game's embed first load: EMBED_BUDGET
# Lower a budget as the code shrinks; never raise one without saying why in the commit.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST="${1:-$ROOT/dist}"
[ -f "$DIST/index.html" ] || { echo "budgets: no $DIST/index.html — run trunk build --release first" >&2; exit 1; }

KB=1000
# The issue's 140 KB for every game. The engines measured 146.1 / 147.8 / 155.2 KB before the
# wasm lost its English catalogue (feature `cli` only; the page renders every message from
# its catalogues), the `Debug` printing of impossible panics, serde-wasm-bindgen and a string
# round trip of error codes; now 123.9 / 128.5 / 138.9 KB at opt-level "s" (kept for the
# bots' speed: "z" makes expert decisions 1.5-1.9x slower; README "Sizes and budgets").
# Sixty-three's analysis for the hand review and claims (issue #14: Table.analyse, openResult,
# claim) took it from 138.9 to 142.9 KB: raised to 143 KB until the review's engine calls move
# out of the play engine (next step: an analysis build loaded by the worker only).
# The forms of Sixty-six (docs/rules/sixty-six.md §15) are one engine holding the two-hand game
# (for sixty-six-3) and the trick forms with their bots: 189.3 KB when they landed, before the
# page offers them; budget = that + ~1% so it cannot grow unnoticed, to come down to 140 KB.
# 181.1 KB when the page began to offer them (its view in table seats; only a player who
# picks a form downloads it): lowered to 183 KB.
declare -A WASM_BUDGET=([euchre]=$((140 * KB)) [sixty_six]=$((140 * KB)) [sixty_three]=$((143 * KB)) [sixty_six_forms]=$((183 * KB)))
# The issue's 260 KB (270.4 KB before the changes above, 246.0 KB after: the Euchre wasm is
# part of the first load).
# The hand review and statistics (issue #14) took it to 276.3 KB; with review.js and the
# statistics screen imported on demand it is 267.9 KB: still over. Measured candidates: the
# Sixty-six and Sixty-three plugins (19.5 KB; games/index.js imports them statically and the
# start screen and settings read them synchronously through gameById/GAMES), the
# catalogue's howto/review/stats strings (3.2 KB), ui.css's review/statistics rules (1.0 KB).
# Raised to 270 KB when the hand review, statistics and the forms' start screen landed (issue
# #14, #13): 246.5 KB before them, 276.3 KB after, 268.0 KB once review.js and the statistics
# screen load on demand. Back to 260 KB when Sixty-six's and Sixty-three's page code (19.5 KB
# gzip, imported by the start screen) loads with its game.
FIRST_LOAD_BUDGET=$((270 * KB))
# An embed's first load (issue #11 aims at 150 KB) is its game's wasm (above) plus ~75-81 KB
# of page, modules, stylesheets and catalogue. Chromium measured 223.4 / 230.8 / 236.6 KB
# before the changes above and 199.0 / 208.6 / 220.1 KB after, so each budget is that figure
# plus about 1%. It comes down with the wasm and the catalogue.
# Raised when the review's engine calls (analyse, openResult, claim) and the Euchre forms landed
# in the play engines (+6.5 KB Euchre wasm) and the catalogue and stylesheet grew (+2.5 KB):
# 211.6 / 218.7 / 230.0 KB, budget that + ~0.5%, to come down when those calls move to an
# analysis build loaded by the worker only.
declare -A EMBED_BUDGET=([euchre]=$((213 * KB)) [sixty_six]=$((220 * KB)) [sixty_three]=$((231 * KB)))

fail=0
check() {  # label, bytes, budget
  local verdict=ok
  if [ "$2" -gt "$3" ]; then verdict="OVER by $(($2 - $3)) B"; fail=1; fi
  printf '%-52s %8d B gzip  (budget %d B)  %s\n' "$1" "$2" "$3" "$verdict"
}
gz() { gzip -9 -c "$1" | wc -c; }

# Euchre's engine is the page's own wasm (Trunk names it cardtable-HASH_bg.wasm); the other
# games' are dist/engines/<game>/engine_bg.wasm.
shopt -s nullglob
main_wasm=("$DIST"/cardtable-*_bg.wasm)
[ "${#main_wasm[@]}" -eq 1 ] || { echo "budgets: expected one cardtable-*_bg.wasm in $DIST, found ${#main_wasm[@]}" >&2; exit 1; }
check "wasm euchre (${main_wasm[0]##*/})" "$(gz "${main_wasm[0]}")" "${WASM_BUDGET[euchre]}"
for w in "$DIST"/engines/*/engine_bg.wasm; do
  g=$(basename "$(dirname "$w")")
  [ -n "${WASM_BUDGET[$g]:-}" ] || { echo "budgets: no wasm budget for game $g (add one to WASM_BUDGET)" >&2; exit 1; }
  check "wasm $g (engines/$g/engine_bg.wasm)" "$(gz "$w")" "${WASM_BUDGET[$g]}"
done

json=$(node "$ROOT/scripts/first-load.mjs" "$DIST")
field() { node -e 'const o = JSON.parse(process.argv[1]); const v = process.argv[2].split(".").reduce((a, k) => a?.[k], o); console.log(v ?? "")' "$json" "$1"; }
check "first load (page, $(field page.files) files)" "$(field page.gzip)" "$FIRST_LOAD_BUDGET"
if [ -f "$DIST/embed.html" ]; then
  for g in $(node -e 'console.log(Object.keys(JSON.parse(process.argv[1]).embed).join(" "))' "$json"); do
    check "first load (embed $g, $(field "embed.$g.files") files)" "$(field "embed.$g.gzip")" "${EMBED_BUDGET[$g]}"
  done
else
  echo "embed: no $DIST/embed.html, so no embed budget checked"
fi

if [ "$fail" -ne 0 ]; then
  echo "budgets: over budget (see above)" >&2
  exit 1
fi
echo "budgets: all within budget"
