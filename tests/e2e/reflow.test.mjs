// Small screens and large text (issue #12, WCAG 1.4.4 and 1.4.10): at 320 × 568 CSS px, at
// 200 % page zoom (a 1280 × 800 window at zoom 2: 640 × 400 CSS px, device scale 2) and with
// the browser's text size doubled (CDP Page.setFontSizes: the default font 16 → 32 px, which
// is what the browser's text-size setting changes; the page's text is sized in rem so that it
// follows) the page does not scroll sideways, no control is cut off or lies under another,
// every control can be reached, and a hand of each game is played to its end.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, shot } from "./helpers.mjs";
import { layoutProblems, tour } from "./a11y-lib.mjs";

const CASES = [
  { name: "320 px", width: 320, height: 568 },
  { name: "200% zoom", width: 640, height: 400, deviceScaleFactor: 2 },
  { name: "200% text", width: 1280, height: 800, text: 2 },
  { name: "200% text at 360 px", width: 360, height: 740, text: 2 },
];

for (const c of CASES) {
  for (const game of ["euchre", "sixty_six", "sixty_three"]) {
    test(`${c.name}: ${game} — no sideways scrolling, nothing cut off or covered, a hand played`, { timeout: 300_000 }, async () => {
      const t = await open({ width: c.width, height: c.height, deviceScaleFactor: c.deviceScaleFactor ?? 1, query: "?seed=21" });
      try {
        const { page } = t;
        await page.addInitScript(() => localStorage.setItem("cardtable.pace", JSON.stringify("instant")));
        if (c.text) {
          const cdp = await t.context.newCDPSession(page);
          await cdp.send("Page.setFontSizes", { fontSizes: { standard: 16 * c.text, fixed: 13 * c.text } });
        }
        await gotoStart(page, t.url);
        if (c.text) {
          // The setting took: the page's body text is twice its usual size.
          const px = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector("#start .lead")).fontSize));
          assert.ok(px >= 16 * c.text - 0.5, `the start screen's text follows the text size: ${px}px`);
        }
        const found = [];
        const seen = await tour(page, game, async (screen) => {
          await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, { timeout: 10_000 });
          for (const p of await layoutProblems(page)) found.push(`${screen}: ${p}`);
          if (screen === "playing") await shot(page, `reflow-${c.name.replace(/[^\w]+/g, "-")}-${game}.png`);
        });
        console.log(`# ${c.name}, ${game}: screens ${[...seen].join(", ")}; problems: ${found.length}\n# ${found.join("\n# ")}`);
        assert.ok(seen.has("playing") && seen.has("hand summary"), `a hand was played to its end: ${[...seen]}`);
        assert.deepEqual(found, []);
        assert.deepEqual(t.errors, []);
      } finally {
        await t.close();
      }
    });
  }
}
