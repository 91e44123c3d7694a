// The locale catalogues against the code (no browser): `node scripts/i18n-check.mjs` prints the
// problems and exits 1 if there are any. tests/e2e/i18n.test.mjs runs the same checks.
//  1. every key the page uses exists in en.json: t("…") and other literal keys in www/js,
//     data-i18n* attributes in www/index.html, and `msg.<key>` for every message key the engine
//     can produce (the match arms of src/words/*.rs);
//  2. every catalogue (www/locales/*.json) has exactly en.json's keys, the same forms (plural
//     or choice objects) and the same placeholders in every text;
//  3. en.json has no key the code never uses (literal keys, template-literal prefixes such as
//     `games.${id}`, engine keys).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const read = (p) => readFileSync(join(ROOT, p), "utf8");

/** Every file under `dir` ending in `ext`. */
function files(dir, ext) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : []);
}

/** A catalogue flattened: dotted key → text, for texts and for each form of a forms object
 *  (plural `one`/`other`, a choice's values), plus the set of "text keys" (a string or a forms object). */
export function flatten(cat) {
  const texts = new Map(); // every string leaf
  const entries = new Set(); // every node t() can render: a string or any object
  const walk = (node, path) => {
    if (typeof node === "string") { texts.set(path, node); entries.add(path); return; }
    if (node && typeof node === "object") {
      if (path) entries.add(path);
      for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
    }
  };
  walk(cat, "");
  return { texts, entries };
}

/** The message keys the engine can produce, from the match arms of src/words/*.rs. */
export function engineKeys() {
  const keys = new Set();
  const mod = read("src/words/mod.rs");
  const common = mod.slice(mod.indexOf("fn common_english"), mod.indexOf("pub fn trick_why_english"));
  for (const m of common.matchAll(/^\s*"([a-z_0-9.]+)" =>/gm)) keys.add(m[1]);
  const trickKinds = [...mod.slice(mod.indexOf("pub fn trick_why_english")).matchAll(/^\s*"([a-z_]+)" =>/gm)].map((m) => m[1]);
  // Each game file: function by function, the prefix its arms get.
  const games = {
    euchre: { english: "euchre." , boss_why: null, alone: null, phase_words: null },
    sixty_six: { refusal: "sixty_six.", hint: "sixty_six.hint.", summary: "sixty_six.summary.", option: "sixty_six.option." },
    sixty_three: { english: "sixty_three.", hint_english: "sixty_three.hint." },
    sixty_six_forms: { refusal: "sixty_six_forms.", summary: "sixty_six_forms.summary.", hint: "sixty_six_forms.hint." },
  };
  for (const [game, fns] of Object.entries(games)) {
    const src = read(`src/words/${game}.rs`).split("#[cfg(test)]")[0];
    const parts = src.split(/\n(?=(?:pub(?:\(crate\))? )?fn )/);
    for (const part of parts) {
      const name = part.match(/^(?:pub(?:\(crate\))? )?fn ([a-z_]+)/)?.[1];
      if (!name || !(name in fns) || fns[name] == null) continue;
      const prefix = fns[name];
      // The arms of each `match key {` / `match m.key {`: the lines at the first arm's indentation
      // up to its `_ =>` (inner matches on words are deeper or in other blocks).
      for (const start of part.matchAll(/match (?:m\.)?key \{\n/g)) {
        const lines = part.slice(start.index + start[0].length).split("\n");
        const indent = lines[0].match(/^\s*/)[0];
        for (const line of lines) {
          if (line.startsWith(indent + "_ =>")) break;
          const m = line.startsWith(indent) && !line.startsWith(indent + " ") ? line.match(/^\s*"([a-z_0-9.]+)"(?: if [^=]+)? =>/) : null;
          if (m) keys.add(m[1].startsWith(`${game}.`) ? m[1] : prefix + m[1]);
        }
      }
    }
    for (const k of trickKinds) keys.add(`${game}.trick.${k}`);
    if (game === "sixty_six") keys.add("sixty_six.summary.drawn_65");
    if (game === "sixty_three") keys.add("sixty_three.hint.holding");
  }
  return keys;
}

/** Keys the page's code names: string literals that look like keys, and template prefixes. */
export function codeKeys() {
  const literal = new Set();
  const prefixes = new Set();
  const sources = [...files("www/js", ".js").map((f) => read(f)), read("www/index.html"), read("scripts/render-rules.mjs")];
  for (const src of sources) {
    for (const m of src.matchAll(/["'`]([a-z_0-9]+(?:\.[a-z_0-9$]+)+)["'`]/gi)) literal.add(m[1]);
    for (const m of src.matchAll(/`([a-z_0-9]+\.[a-z_0-9.]*)\$\{/g)) prefixes.add(m[1]);
    for (const m of src.matchAll(/data-i18n(?:-html)?="([^"]+)"/g)) literal.add(m[1]);
    for (const m of src.matchAll(/\ben\.([a-z_]+(?:\.[a-z_]+)+)/g)) literal.add(m[1]); // render-rules.mjs reads en.json itself
    for (const m of src.matchAll(/data-i18n-attr="([^"]+)"/g)) for (const pair of m[1].split(/\s+/)) literal.add(pair.split(":")[1]);
    // t(x ? "a" : "b") and the like are covered by the literal scan.
  }
  // Option labels of the engine's specifications (How to play) and their value words.
  const specs = read("www/js/option-specs.js");
  for (const m of specs.matchAll(/"label_key": "([^"]+)"/g)) literal.add(m[1]);
  return { literal, prefixes };
}

/** The placeholders of a text, sorted. */
const holes = (s) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(",");

/** `b` laid into `a`, deeply. */
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) a[k] = v && typeof v === "object" && a[k] && typeof a[k] === "object" ? merge(a[k], v) : v;
  return a;
};

/** A language's whole catalogue: www/locales/<lang>.json and the parts a game loads with its
 *  page code (www/locale-parts/<part>/<lang>.json; www/js/games/sixty_six_forms.js merges its own). */
export function catalogue(lang) {
  const cat = JSON.parse(read(`www/locales/${lang}.json`));
  for (const part of readdirSync(join(ROOT, "www/locale-parts"))) merge(cat, JSON.parse(read(`www/locale-parts/${part}/${lang}.json`)));
  return cat;
}

/** Runs every check; returns the list of problems (empty when all is well). */
export function check() {
  const problems = [];
  const en = catalogue("en");
  const { texts: enTexts, entries: enEntries } = flatten(en);
  const { literal, prefixes } = codeKeys();
  const engine = engineKeys();
  if (engine.size < 150) problems.push(`only ${engine.size} engine keys found in src/words: is the scan broken?`);

  // 1. used → present
  for (const k of engine) if (!enEntries.has(`msg.${k}`)) problems.push(`en.json: no msg.${k} (an engine message key)`);
  const looksLikeKey = (k) => enEntries.has(k) || [...enEntries].some((e) => e.startsWith(k + "."));
  for (const k of literal) {
    // A literal names a catalogue key when its first part is a top-level section of en.json.
    const top = k.split(".")[0];
    if (!(top in en) || top === "msg" || enEntries.has(`msg.${k}`)) continue;
    if (/\.(html|css|js|mjs|json|wasm|png|svg|webmanifest)$/.test(k)) continue; // a file name (embed.html), not a key
    if (!looksLikeKey(k)) problems.push(`en.json: no ${k} (used in the code)`);
  }

  // 2. every catalogue like en.json
  for (const f of readdirSync(join(ROOT, "www/locales")).filter((f) => f.endsWith(".json") && f !== "en.json")) {
    const cat = catalogue(f.replace(/\.json$/, ""));
    const { texts } = flatten(cat);
    const base = (k) => k.replace(/\.(zero|one|two|few|many|other)$/, "");
    const enBase = new Map([...enTexts.keys()].map((k) => [base(k), k]));
    const catBase = new Map([...texts.keys()].map((k) => [base(k), k]));
    // A form selector (`$by`) is structure, not text: a language may give a plain text instead.
    const isBy = (k) => k.endsWith(".$by");
    const under = (b) => catBase.has(b) || [...catBase.keys()].some((c) => b.startsWith(c + "."));
    for (const [b, k] of enBase) if (!isBy(k) && !under(b)) problems.push(`${f}: missing ${k}`);
    for (const [b, k] of catBase) if (!isBy(k) && !enBase.has(b) && ![...enBase.keys()].some((e) => e.startsWith(b + "."))) problems.push(`${f}: ${k} is not in en.json`);
    // The same placeholders: every form of a key uses a subset of en's placeholders for that
    // key (a language without plural agreement may drop `{count}` from no form, so compare
    // each form with the union of en's forms).
    const enHoles = new Map();
    for (const [k, v] of enTexts) enHoles.set(base(k), new Set([...(enHoles.get(base(k)) ?? []), ...holes(v).split(",").filter(Boolean)]));
    const catHoles = new Map();
    for (const [k, v] of texts) catHoles.set(base(k), new Set([...(catHoles.get(base(k)) ?? []), ...holes(v).split(",").filter(Boolean)]));
    for (const [b, hs] of catHoles) {
      const want = enHoles.get(b);
      if (!want) continue;
      const a = [...hs].sort().join(","), w = [...want].sort().join(",");
      if (a !== w) problems.push(`${f}: ${b} has placeholders {${a}}, en.json {${w}}`);
    }
  }

  // The manifest's name and description (and its `translations`, where the platform reads
  // them) are the catalogues' page.title and page.description.
  const manifest = JSON.parse(read("www/manifest.webmanifest"));
  const page = (l) => JSON.parse(read(`www/locales/${l}.json`)).page;
  if (manifest.name !== en.page.title || manifest.description !== en.page.description) problems.push("manifest: name/description differ from en.json page.title/description");
  for (const [l, tr] of Object.entries(manifest.translations ?? {})) {
    if (tr.name !== page(l).title || tr.description !== page(l).description) problems.push(`manifest: translations.${l} differ from ${l}.json`);
  }
  if (Object.keys(manifest.translations ?? {}).length !== readdirSync(join(ROOT, "www/locales")).length - 1) problems.push("manifest: a language has no translations entry");

  // 3. nothing unused in en.json
  const used = (k) => {
    if (k.startsWith("msg.")) {
      const rest = k.slice(4);
      // An engine key, a part of one (a plural or choice form), or a group the renderer uses.
      return [...engine].some((e) => rest === e || rest.startsWith(e + ".") || e.startsWith(rest + "."))
        || literal.has(k) || [...literal].some((l) => k.startsWith(l + "."))
        || [...prefixes].some((p) => k.startsWith(p));
    }
    if (literal.has(k)) return true;
    if ([...literal].some((l) => k.startsWith(l + "."))) return true; // a form of a used key
    if ([...prefixes].some((p) => k.startsWith(p))) return true;
    return false;
  };
  for (const k of enTexts.keys()) if (!used(k)) problems.push(`en.json: ${k} is not used by the code`);
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = check();
  for (const p of problems) console.log(p);
  console.log(problems.length ? `${problems.length} problem(s)` : "locale catalogues: all keys used, present and alike");
  process.exit(problems.length ? 1 : 0);
}
