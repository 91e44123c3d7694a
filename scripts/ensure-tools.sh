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

# 2. wasm-bindgen-cli: must equal the wasm-bindgen crate in Cargo.lock exactly.
WB_VERSION=""
if [ -f "$ROOT/Cargo.lock" ]; then
  WB_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock")
fi
if [ -n "$WB_VERSION" ]; then
  have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
  if [ "$have" != "$WB_VERSION" ]; then
    ensure_log "installing wasm-bindgen-cli $WB_VERSION (have: ${have:-none}; takes ~3 min)"
    # --locked fails on this mirror for 0.2.130 (webpki-roots); fall back to fresh resolution.
    cargo install wasm-bindgen-cli --version "$WB_VERSION" --locked \
      || cargo install wasm-bindgen-cli --version "$WB_VERSION"
  fi
fi

# 3. trunk (0.22 needs a newer rustc than we have).
TRUNK_VERSION=0.21.14
if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  ensure_log "installing trunk $TRUNK_VERSION (takes ~8 min)"
  cargo install trunk --version "$TRUNK_VERSION" --locked \
    || cargo install trunk --version "$TRUNK_VERSION"
fi

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
