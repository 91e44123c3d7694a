#!/usr/bin/env bash
# Every test, after installing whatever is missing. The last runner is node's, so the run
# ends with its "# pass N / # fail N" summary; any failure exits non-zero.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export NEED_BROWSER=1
# shellcheck source=scripts/ensure-tools.sh
source scripts/ensure-tools.sh

step() { printf '\n==> %s\n' "$*"; }

step "cargo fmt --check and cargo clippy (warnings are errors)"
cargo fmt --check
cargo clippy --locked --all-targets -- -D warnings

step "cargo test (engine, native; the test profile is optimised for the 100k random hands)"
cargo test --locked

step "tsc --noEmit over www/js"
tsc -p tsconfig.json

if [ -f tests/web.rs ]; then
  step "cargo test --target wasm32-unknown-unknown (wasm-bindgen-test, Node)"
  cargo test --locked --target wasm32-unknown-unknown --no-default-features --features euchre,sixty_six,sixty_three --test web
fi

step "trunk build --release"
trunk build --release --locked

step "size budgets (scripts/budgets.sh: wasm per game, first load, embeds)"
scripts/budgets.sh

step "end-to-end tests in headless Chromium"
node --test --test-reporter=tap tests/e2e/
