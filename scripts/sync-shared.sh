#!/usr/bin/env bash
# Copies the rule books and the reference fixtures from ../shared
# (the workplace's authority) into this repository, so a clone stands on its own:
#   docs/rules/*.md          → docs/rules/
#   tests/fixtures/<game>/*   → tests/fixtures/<game>/
# tests/vendored.rs fails, naming the file and this script, when a copy differs.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SHARED="${SHARED:-$ROOT/../shared}"
if [ ! -d "$SHARED/rules" ]; then
  echo "sync-shared: no $SHARED/rules here; nothing to copy (the vendored copies stay as they are)" >&2
  exit 1
fi
mkdir -p "$ROOT/docs/rules" "$ROOT/tests/fixtures"
cp "$SHARED"/rules/*.md "$ROOT/docs/rules/"
for d in "$SHARED"/fixtures/*/; do
  g=$(basename "$d")
  rm -rf "$ROOT/tests/fixtures/$g"
  mkdir -p "$ROOT/tests/fixtures/$g"
  cp "$d"* "$ROOT/tests/fixtures/$g/"
done
chmod -R u+w "$ROOT/docs/rules" "$ROOT/tests/fixtures"
echo "sync-shared: copied $(ls "$SHARED"/rules/*.md | wc -l) rule books and $(ls -d "$SHARED"/fixtures/*/ | wc -l) fixture folders"
