// Generates www/js/types.d.ts from www/js/schema.json (itself generated from the Rust types by
// tests/schema.rs) with json-schema-to-typescript. `node scripts/gen-types.mjs` rewrites the
// file; `node scripts/gen-types.mjs --check` exits 1 when the committed file is stale (the
// test command runs it through tests/e2e/types.test.mjs).
import { compile } from "json-schema-to-typescript";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const schemaPath = join(root, "www/js/schema.json");
const outPath = join(root, "www/js/types.d.ts");

/** The .d.ts text for the page schema. */
export async function generate() {
  const schema = JSON.parse(readFileSync(schemaPath, "utf8"));
  const defs = schema.definitions;
  // One root whose properties name every export, so each definition becomes a named type.
  const names = Object.keys(schema.exports).sort();
  const root = {
    title: "PageTypes",
    type: "object",
    definitions: Object.fromEntries(Object.entries(defs).map(([k, v]) => [k, { ...v, title: k }])),
    properties: Object.fromEntries(names.map((n) => [n, schema.exports[n]])),
    required: names,
    additionalProperties: false,
  };
  const body = await compile(root, "PageTypes", {
    bannerComment: "",
    declareExternallyReferenced: true,
    unreachableDefinitions: true,
    additionalProperties: false,
    format: true,
    style: { printWidth: 120, semi: true, singleQuote: false },
  });
  // Aliases for exports named differently from their definition (e.g. Hint<EuchreAction>).
  const aliases = names
    .map((n) => {
      const ref = schema.exports[n].$ref?.split("/").pop();
      return ref && ref !== n ? `export type ${n} = ${toTsName(ref)};` : null;
    })
    .filter(Boolean);
  return [
    "// GENERATED from the Rust types: tests/schema.rs writes www/js/schema.json (BLESS=1 cargo test --test schema),",
    "// scripts/gen-types.mjs turns it into this file. Do not edit; the test command fails when it is stale.",
    "",
    body.trim(),
    ...(aliases.length ? ["", ...aliases] : []),
    "",
  ].join("\n");
}

/** json-schema-to-typescript's naming of a title: PascalCase without separators. */
function toTsName(s) {
  return s.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c) => c.toUpperCase());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await generate();
  if (process.argv.includes("--check")) {
    const committed = readFileSync(outPath, "utf8");
    if (committed !== text) {
      console.error("www/js/types.d.ts is stale: run `node scripts/gen-types.mjs` and commit it");
      process.exit(1);
    }
    console.log("www/js/types.d.ts is up to date");
  } else {
    writeFileSync(outPath, text);
    console.log(`wrote ${outPath}`);
  }
}
