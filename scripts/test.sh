#!/usr/bin/env bash
# Every test, after installing whatever is missing. The last runner is node's, so the run
# ends with its "# pass N / # fail N" summary; any failure exits non-zero.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export NEED_BROWSER=1
# trunk and wasm-bindgen-cli (a cold machine's ~20 min) build in the background while the
# native steps run; ensure_tools_wait waits for them before the first wasm step.
export ENSURE_TOOLS_BACKGROUND=1
# shellcheck source=scripts/ensure-tools.sh
source scripts/ensure-tools.sh

# Each step prints the minutes and seconds since the start, so a CI log shows where the time goes.
step() { printf '\n==> [%dm%02ds] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }

step "cargo fmt --check and cargo clippy (warnings are errors)"
cargo fmt --check
cargo clippy --locked --all-targets -- -D warnings

step "cargo test (engine, native; the test profile is optimised for the random-play suites)"
cargo test --locked

# The soak: 100,000 random-bot and 100,000 club-bot hands per game (12,500 per form, 8
# forms each; the Sixty-six forms include Schnapsen's), every invariant of src/soak/ checked
# after each action. Sixty-six's club bot searches every decision (about 250 hands/s a core),
# so its club hands are 10,000 to keep this step within a few minutes on two cores. The
# binary is the one `cargo test` just built for tests/cli.rs (the optimised test profile; a
# `cargo build --profile test` would compile everything again, dev-dependency features
# differing).
step "cardtable soak: 100,000 hands per game and bot (every invariant after each action)"
SOAK_BIN="${CARGO_TARGET_DIR:-target}/debug/cardtable"
"$SOAK_BIN" soak euchre --hands 12500 --quiet
"$SOAK_BIN" soak sixty-six --hands 12500 --club-hands 1250 --quiet
"$SOAK_BIN" soak sixty-three --hands 12500 --quiet
# The Sixty-six forms of §15.1–§15.3, two option sets each but sixty-six-3 (whose club bot
# searches every decision of its two-hand deals, about 120 hands/s a core).
"$SOAK_BIN" soak sixty-six-4 --hands 6250 --quiet
"$SOAK_BIN" soak sixty-six-throat-cut --hands 6250 --quiet
"$SOAK_BIN" soak sixty-six-team --hands 6250 --quiet
"$SOAK_BIN" soak sixty-six-3 --hands 12500 --club-hands 600 --quiet

step "tsc --noEmit over www/js"
tsc -p tsconfig.json

step "waiting for trunk and wasm-bindgen-cli (built in the background on a new machine)"
ensure_tools_wait

if [ -f tests/web.rs ]; then
  step "cargo test --target wasm32-unknown-unknown (wasm-bindgen-test, Node)"
  cargo test --locked --target wasm32-unknown-unknown --no-default-features --features euchre,sixty_six,sixty_three,play,think --test web
fi

step "trunk build --release"
trunk build --release --locked

step "size budgets (scripts/budgets.sh: wasm per game, first load, embeds)"
scripts/budgets.sh

step "end-to-end tests in headless Chromium"
# Two test files at a time: most of their time is spent waiting on the page's paces, and two
# Chromiums fit on two cores (the suite passed this way on a machine loaded well past its cores).
node --test --test-concurrency=2 --test-reporter=tap tests/e2e/
