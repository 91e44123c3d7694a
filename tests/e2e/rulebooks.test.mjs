// The rule books' translations (issue #12): docs/rules/<lang>/<book>.md for Russian, Kazakh,
// Czech and German, rendered to rules/<lang>/<book>.html. Each translation names the hash of
// the English book it was made from (an English change flags it stale), keeps the English
// book's section numbers, [C]/[D] marks and tables, and the How to play panel links to it in
// its language. A language whose folder is not there yet is reported, not failed; the
// translations present are all checked.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DIST } from "./serve.mjs";
import { gotoStart, open, shot } from "./helpers.mjs";
import { bookNames, ruleBooksModule, translations } from "../../scripts/render-rules.mjs";

const RULES = fileURLToPath(new URL("../../docs/rules/", import.meta.url));
const LANGS = ["ru", "kk", "cs", "de"];
const read = (...p) => readFileSync(join(RULES, ...p), "utf8");
const catalogue = (lang) => JSON.parse(readFileSync(new URL(`../../www/locales/${lang}.json`, import.meta.url), "utf8"));

/** The numbers of a book's ## and ### headings, in order ("1", "2", …, "14.1", …). */
export const sectionNumbers = (md) =>
  [...md.matchAll(/^#{2,3}\s+(\d+(?:\.\d+)*)\.?\s/gm)].map((m) => m[1]);
/** How often each mark occurs. */
const marks = (md) => ({ C: md.split("[C]").length - 1, D: md.split("[D]").length - 1 });
/** The tables: the number of rows of each (a table is a run of lines starting with "|"). */
const tables = (md) => {
  const out = [];
  let run = 0;
  for (const line of md.split("\n")) {
    if (line.startsWith("|")) run++;
    else if (run) { out.push(run); run = 0; }
  }
  if (run) out.push(run);
  return out;
};
const sha256 = (s) => createHash("sha256").update(s).digest("hex");

test("the English books are found and have sections, marks and tables to compare", () => {
  assert.deepEqual(bookNames(), ["euchre", "sixty-six", "sixty-three"]);
  for (const b of bookNames()) {
    const md = read(`${b}.md`);
    assert.ok(sectionNumbers(md).length >= 15, `${b}: sections`);
    assert.ok(marks(md).C >= 2 && marks(md).D >= 20, `${b}: marks`);
    assert.ok(tables(md).length >= 1, `${b}: tables`);
  }
  // The counters themselves.
  assert.deepEqual(sectionNumbers("# T\n## 1. A\ntext\n### 14.2 B **[D]**\n## 15. C\n#### 3 no"), ["1", "14.2", "15"]);
  assert.deepEqual(tables("a\n| x | y |\n|---|---|\n| 1 | 2 |\n\nb\n| z |\n|---|\n"), [3, 2]);
});

for (const lang of LANGS) {
  test(`${lang}: every rule book translated, current with the English and of the same shape`, (tc) => {
    if (!existsSync(join(RULES, lang))) {
      assert.ok(lang === "cs" || lang === "de", `docs/rules/${lang}/ is missing`);
      tc.skip(`docs/rules/${lang}/ not there yet`);
      return;
    }
    assert.deepEqual(translations()[lang], bookNames(), `${lang}: the three books`);
    for (const b of bookNames()) {
      const enMd = read(`${b}.md`);
      const md = read(lang, `${b}.md`);
      const src = md.match(/<!-- source-sha256: ([0-9a-f]{64}) -->/);
      assert.ok(src, `${lang}/${b}.md: no <!-- source-sha256: … --> line`);
      assert.equal(src[1], sha256(enMd), `${lang}/${b}.md is stale: docs/rules/${b}.md changed since it was translated`);
      assert.deepEqual(sectionNumbers(md), sectionNumbers(enMd), `${lang}/${b}.md: section numbers`);
      assert.deepEqual(marks(md), marks(enMd), `${lang}/${b}.md: [C] and [D] marks`);
      assert.deepEqual(tables(md), tables(enMd), `${lang}/${b}.md: tables and their rows`);
      // Translated, not copied: the first section heading differs from the English one.
      const h = (m) => m.match(/^## 1\..*$/m)?.[0];
      assert.notEqual(h(md), h(enMd), `${lang}/${b}.md: heading of §1 is the English one`);
    }
  });
}

test("www/js/rule-books.js lists the translations present; the service worker precaches their pages", () => {
  assert.equal(readFileSync(new URL("../../www/js/rule-books.js", import.meta.url), "utf8"), ruleBooksModule(),
    "www/js/rule-books.js is out of date: run node scripts/render-rules.mjs --index");
  assert.equal(readFileSync(join(DIST, "js", "rule-books.js"), "utf8"), ruleBooksModule(), "dist/js/rule-books.js: rebuild");
  const sw = readFileSync(join(DIST, "sw.js"), "utf8");
  for (const [lang, books] of Object.entries(translations())) {
    for (const b of books) assert.ok(sw.includes(`"./rules/${lang}/${b}.html"`), `sw.js precaches rules/${lang}/${b}.html`);
  }
});

test("the translated pages: language, title and back link from the catalogue; How to play links to them", { timeout: 120_000 }, async () => {
  const present = translations();
  const games = bookNames().map((b) => b.replace(/-/g, "_"));
  for (const lang of LANGS) {
    const t = await open({ width: 360, height: 740, query: `?lang=${lang}` });
    try {
      const { page, context, errors } = t;
      await gotoStart(page, t.url);
      for (const id of games) {
        await page.click(`button[data-howto="${id}"]`);
        await page.waitForSelector("#howto:not([hidden])");
        const book = id.replace(/_/g, "-");
        const href = await page.getAttribute("#howto-rulebook", "href");
        const translated = present[lang]?.includes(book);
        assert.equal(href, translated ? `rules/${lang}/${book}.html` : `rules/${book}.html`, `${lang} ${id}: link`);
        assert.ok(existsSync(join(DIST, href)), `dist/${href}`);
        await page.keyboard.press("Escape");
        await page.waitForSelector("#howto", { state: "hidden" });
      }
      if (!present[lang]) continue;
      const cat = catalogue(lang);
      for (const book of present[lang]) {
        const id = book.replace(/-/g, "_");
        const tab = await context.newPage();
        await tab.goto(t.server.url + `rules/${lang}/${book}.html`);
        assert.equal(await tab.evaluate(() => document.documentElement.lang), lang);
        assert.equal(await tab.title(), cat.rules_page.title.replace("{game}", cat.games[id]));
        assert.equal(await tab.textContent("#back"), `← ${cat.rules_page.back}`);
        const enMd = read(`${book}.md`);
        assert.equal(await tab.locator("main h2").count(), (enMd.match(/^## /gm) ?? []).length, `${lang}/${book}: sections`);
        assert.equal(await tab.locator("main table").count(), tables(enMd).length, `${lang}/${book}: tables`);
        if (book === "sixty-six") await shot(tab, `rules-${lang}-360.png`);
        await tab.close();
      }
      // Back to the game from a translated book (two folders up).
      await page.goto(t.server.url + `rules/${lang}/euchre.html`);
      await page.click("#back");
      await page.waitForSelector('#app[data-screen="start"]', { timeout: 20_000 });
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  }
});
