// www/js/types.d.ts is generated from www/js/schema.json (itself checked against the Rust
// types by tests/schema.rs): this fails when the committed file is stale.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { generate } from "../../scripts/gen-types.mjs";

test("www/js/types.d.ts is generated from the current schema", async () => {
  const committed = readFileSync(new URL("../../www/js/types.d.ts", import.meta.url), "utf8");
  assert.ok(committed === (await generate()), "stale: run `node scripts/gen-types.mjs` and commit www/js/types.d.ts");
  for (const name of ["ErrorCode", "Refusal", "Msg", "TableView", "GameEvent", "Hint", "OptionSpec", "MatchView"]) {
    assert.match(committed, new RegExp(`export (type|interface) ${name}\\b`), `${name} exported`);
  }
});
