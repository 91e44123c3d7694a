// No browser: every key the page's JavaScript passes to t() exists in the English catalogue
// (www/locales/en.json), and so do the labels and value words of every engine option the
// How to play panel lists; t() fills placeholders and picks plural forms.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeT } from "../../www/js/i18n.js";
import { OPTION_SPECS } from "../../www/js/option-specs.js";
import { GAME_IDS } from "./howto-data.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
// English's whole catalogue: www/locales/en.json and the parts a game loads with its code.
const en = (await import("../../scripts/i18n-check.mjs")).catalogue("en");

function lookup(key) {
  let node = en;
  for (const part of key.split(".")) {
    if (node == null || typeof node !== "object") return undefined;
    node = node[part];
  }
  return node;
}
const isText = (v) => typeof v === "string" || (v && typeof v === "object" && (typeof v.other === "string" || typeof v.$by === "string"));

function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith(".js") ? [join(dir, e.name)] : []);
}

/** Every first argument of t(…) in www/js: literal keys, and template keys as patterns. */
function usedKeys() {
  const literal = new Set(), templates = new Set();
  for (const f of jsFiles(join(ROOT, "www/js"))) {
    const src = readFileSync(f, "utf8");
    for (const m of src.matchAll(/\bt\(\s*"([^"]+)"/g)) literal.add(m[1]);
    for (const m of src.matchAll(/\bt\(\s*`([^`]+)`/g)) templates.add(m[1]);
    for (const m of src.matchAll(/\bt\(\s*([a-z]+) \? "([^"]+)" : "([^"]+)"/g)) { literal.add(m[2]); literal.add(m[3]); }
  }
  return { literal, templates };
}

test("every literal t() key in www/js is in en.json", () => {
  const { literal } = usedKeys();
  assert.ok(literal.size >= 10, `found only ${literal.size} keys: is the scan broken?`);
  const missing = [...literal].filter((k) => !isText(lookup(k)));
  assert.deepEqual(missing, []);
});

test("every template t() key expands to catalogue keys for each game", () => {
  const { templates } = usedKeys();
  assert.ok(templates.size >= 4, `found only ${templates.size} template keys`);
  // Each ${…} stands for a game id or a word the catalogue lists under the key's prefix.
  for (const tpl of templates) {
    const re = new RegExp("^" + tpl.split(/\$\{[^}]+\}/).map((s) => s.replace(/[.*+?^()|[\]\\]/g, "\\$&")).join("[A-Za-z_0-9]+") + "$");
    const all = [];
    const walk = (node, path) => {
      for (const [k, v] of Object.entries(node)) {
        const p = path ? `${path}.${k}` : k;
        if (isText(v)) all.push(p);
        if (v && typeof v === "object") walk(v, p);
      }
    };
    walk(en, "");
    assert.ok(all.some((k) => re.test(k)), `no catalogue key matches t(\`${tpl}\`)`);
  }
});

test("each game's How to play sections and option labels are in en.json", () => {
  for (const id of GAME_IDS) {
    assert.ok(isText(lookup(`games.${id}`)), `games.${id}`);
    for (const s of ["goal", "deal", id === "sixty_six" ? "marriages" : "bidding", "play", "scoring", "marks"]) assert.ok(isText(lookup(`howto.${id}.${s}`)), `howto.${id}.${s}`);
  }
  for (const [table, specs] of Object.entries(OPTION_SPECS)) {
    for (const s of specs) {
      assert.ok(isText(lookup(s.label_key)), `${table}: label ${s.label_key}`);
      for (const c of s.choices) if (typeof c === "string") assert.ok(isText(lookup(`option_value.${c}`)), `${table}: value ${c}`);
      if (typeof s.default === "string") assert.ok(isText(lookup(`option_value.${s.default}`)), `${table}: value ${s.default}`);
    }
  }
});

test("t() fills placeholders and picks the plural form", () => {
  const t = makeT(en, "en");
  assert.equal(t("howto.title", { game: "Euchre" }), "How to play Euchre");
  assert.equal(t("marks.worth", { count: 1 }), "counts 1 point");
  assert.equal(t("marks.worth", { count: 25 }), "counts 25 points");
  assert.equal(t("howto.points", { count: 0 }), "0 points");
  assert.equal(t("no.such.key"), "no.such.key");
});

test("scripts/i18n-check.mjs: every key used is in every catalogue, alike, and none unused", async () => {
  const { check, engineKeys } = await import("../../scripts/i18n-check.mjs");
  assert.ok(engineKeys().size >= 200, `engine keys found: ${engineKeys().size}`);
  assert.deepEqual(check(), []);
});

test("t(): a choice by a parameter, plural forms per language, English as the fallback", () => {
  const en = { a: { $by: "alone", 1: "alone with {n}", other: "with {n}" }, p: { one: "{count} trick", other: "{count} tricks" }, only: "English" };
  const ru = { p: { one: "{count} взятка", few: "{count} взятки", many: "{count} взяток", other: "{count} взятки" } };
  const te = makeT(en, "en");
  assert.equal(te("a", { alone: 1, n: 3 }), "alone with 3");
  assert.equal(te("a", { alone: 0, n: 3 }), "with 3");
  const tr = makeT(ru, "ru", en);
  assert.equal(tr("p", { count: 1 }), "1 взятка");
  assert.equal(tr("p", { count: 3 }), "3 взятки");
  assert.equal(tr("p", { count: 5 }), "5 взяток");
  assert.equal(tr("p", { count: 21 }), "21 взятка");
  assert.equal(tr("only"), "English", "a key the locale lacks falls back to English");
  const cs = makeT({ p: { one: "{count} štych", few: "{count} štychy", many: "{count} štychu", other: "{count} štychů" } }, "cs");
  assert.deepEqual([1, 2, 5].map((n) => cs("p", { count: n })), ["1 štych", "2 štychy", "5 štychů"]);
  assert.equal(makeT({ p: "{count} взятка" }, "kk")("p", { count: 7 }), "7 взятка", "Kazakh: one form");
  assert.equal(makeT({ n: "{n}" }, "de")("n", { n: 1250 }), "1250", "numbers through Intl.NumberFormat, no grouping");
});
