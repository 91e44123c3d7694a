// (d) The table fits a 360 px phone and a desktop without horizontal overflow; screenshots
// of both go to target/e2e/ for a person to look at.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, setPace, shot, step } from "./helpers.mjs";

for (const [width, height] of [[360, 740], [1280, 800]]) {
  test(`no horizontal overflow at ${width}px`, { timeout: 60_000 }, async () => {
    const t = await open({ width, height, query: "?seed=11" });
    try {
      const { page, errors } = t;
      await gotoStart(page, t.url);
      await shot(page, `start-${width}.png`);
      await setPace(page, "instant");
      await page.click('button[data-game="euchre"]');
      // Play into the first hand until a trick is on the table.
      for (let i = 0; i < 60; i++) {
        const trick = await page.evaluate(() => document.querySelectorAll("#trick .card").length);
        const turn = await page.evaluate(() => document.getElementById("app").dataset.turn);
        if (trick >= 2 && turn === "you") break;
        if ((await step(page)) === "game_over") break;
      }
      const over = await page.evaluate(() => {
        const bad = [];
        const w = document.documentElement.clientWidth;
        for (const el of document.querySelectorAll("#app *")) {
          const r = el.getBoundingClientRect();
          if (r.width && (r.right > w + 1 || r.left < -1) && !el.closest(".ghost")) bad.push(`${el.tagName}.${el.className}`);
        }
        return { scroll: document.documentElement.scrollWidth, w, bad: bad.slice(0, 5) };
      });
      await shot(page, `table-${width}.png`);
      assert.ok(over.scroll <= over.w, `page scrolls sideways: ${over.scroll} > ${over.w}`);
      assert.deepEqual(over.bad, [], "elements outside the viewport");
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  });
}

// A score header's qualifier ("to 7", "bis 7", "66 gewinnt") is one unit at 360 px in every
// language: the label wraps before it, never inside it ("bis / 7" was seen on a phone).
for (const lang of ["en", "ru", "cs", "kk", "de"]) {
  test(`${lang}: the score headers' qualifiers stay on one line at 360px`, { timeout: 90_000 }, async () => {
    const t = await open({ width: 360, height: 740, query: `?seed=5&lang=${lang}` });
    try {
      const { page, errors } = t;
      for (const game of ["euchre", "sixty_six", "sixty_three"]) {
        await gotoStart(page, t.url);
        await page.click(`button[data-game="${game}"]`);
        await page.waitForSelector("#app[data-screen=table] .sb-label small", { timeout: 30_000 });
        const units = await page.$$eval(".sb-label small", (els) => els.map((e) => {
          const lh = parseFloat(getComputedStyle(e).lineHeight) || parseFloat(getComputedStyle(e).fontSize) * 1.3;
          return { text: e.textContent, lines: Math.round(e.getBoundingClientRect().height / lh) };
        }));
        assert.ok(units.length >= 1, `${game}: no qualifier in the score header`);
        for (const u of units) assert.equal(u.lines, 1, `${game} ${lang}: "${u.text}" is split over ${u.lines} lines`);
        if (game === "sixty_six") await shot(page, `score-header-360-${lang}.png`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  });
}
