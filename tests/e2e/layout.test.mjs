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
