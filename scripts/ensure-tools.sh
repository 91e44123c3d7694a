# shellcheck shell=bash
# Sourced by scripts/play.sh and scripts/test.sh. Installs whatever is missing; idempotent,
# and takes well under a second when everything is already there (TOOLCHAIN.md §8).
#   NEED_BROWSER=1  also make sure Debian's chromium and chromium-driver are installed.

ROOT="${ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
export PATH="$ROOT/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

ensure_log() { printf 'ensure-tools: %s\n' "$*" >&2; }

# 1. The wasm target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  ensure_log "adding rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# 1b. rustfmt and clippy (the test command checks formatting and lints).
for comp in rustfmt clippy; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^$comp"; then
    ensure_log "adding rust component $comp"
    rustup component add "$comp"
  fi
done

# 2–3. The two Rust tools built from crates.io. They take most of a cold machine's set-up
# (~20 min on two cores), so with ENSURE_TOOLS_BACKGROUND=1 (scripts/test.sh) they build in
# the background while the native tests run, and `ensure_tools_wait` (below) waits for them
# before anything needs them; their output goes to $ENSURE_TOOLS_LOG and is printed on failure.
ensure_cargo_tools() {
  # 2. wasm-bindgen-cli: must equal the wasm-bindgen crate in Cargo.lock exactly.
  local wb_version="" have
  if [ -f "$ROOT/Cargo.lock" ]; then
    wb_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock")
  fi
  if [ -n "$wb_version" ]; then
    have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
    if [ "$have" != "$wb_version" ]; then
      ensure_log "installing wasm-bindgen-cli $wb_version (have: ${have:-none}; takes ~3 min)"
      # --locked fails on this mirror for 0.2.130 (webpki-roots); fall back to fresh resolution.
      cargo install wasm-bindgen-cli --version "$wb_version" --locked \
        || cargo install wasm-bindgen-cli --version "$wb_version" || return 1
    fi
  fi
  # 3. trunk (0.22 needs a newer rustc than we have).
  local trunk_version=0.21.14
  if [ "$(trunk --version 2>/dev/null)" != "trunk $trunk_version" ]; then
    ensure_log "installing trunk $trunk_version (takes ~8 min)"
    cargo install trunk --version "$trunk_version" --locked \
      || cargo install trunk --version "$trunk_version" || return 1
  fi
}

# The installs' own target dir: a CARGO_TARGET_DIR set for the project must not be shared
# with them (cargo install would otherwise lock it while the tests build).
ENSURE_TOOLS_LOG="${ENSURE_TOOLS_LOG:-${TMPDIR:-/tmp}/ensure-tools.$$.log}"
if [ "${ENSURE_TOOLS_BACKGROUND:-0}" = 1 ]; then
  (unset CARGO_TARGET_DIR; ensure_cargo_tools) >"$ENSURE_TOOLS_LOG" 2>&1 &
  ENSURE_TOOLS_PID=$!
else
  (unset CARGO_TARGET_DIR; ensure_cargo_tools)
  ENSURE_TOOLS_PID=""
fi

# Waits for the background installs (a no-op when there are none); fails, printing their
# log, when one failed.
ensure_tools_wait() {
  [ -n "${ENSURE_TOOLS_PID:-}" ] || return 0
  if ! wait "$ENSURE_TOOLS_PID"; then
    cat "$ENSURE_TOOLS_LOG" >&2
    ensure_log "installing wasm-bindgen-cli or trunk failed (log above)"
    return 1
  fi
  grep '^ensure-tools:' "$ENSURE_TOOLS_LOG" >&2 || true
  ENSURE_TOOLS_PID=""
}

# 4. npm devDependencies (wasm-opt from binaryen, playwright-core), keyed on the lockfile.
lock_sum=$(sha256sum "$ROOT/package-lock.json" | awk '{print $1}')
if [ "$(cat "$ROOT/node_modules/.lock-sha256" 2>/dev/null)" != "$lock_sum" ]; then
  ensure_log "npm ci"
  (cd "$ROOT" && npm ci --no-audit --no-fund)
  printf '%s\n' "$lock_sum" > "$ROOT/node_modules/.lock-sha256"
fi

# 5. A browser for the end-to-end tests.
if [ "${NEED_BROWSER:-0}" = 1 ]; then
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    ensure_log "installing chromium and chromium-driver from Debian"
    sudo_cmd=""
    [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver
  fi
fi
unset have lock_sum sudo_cmd
