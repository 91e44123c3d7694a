// Touch targets (issue #12, WCAG 2.5.5): every control a player taps is at least 44 × 44 CSS px
// — buttons, links, settings controls, close buttons, and the cards of the hand that can be
// played (where the hand is fanned, the strip of each card in sight) — at 360 px and 1280 px,
// on the start screen, settings, How to play, each game's table while bidding and while
// playing, the hand summary and the game over screen. Every offender is listed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open } from "./helpers.mjs";
import { targetOffenders, tour } from "./a11y-lib.mjs";

for (const [width, height] of [[360, 740], [1280, 800]]) {
  for (const game of ["euchre", "sixty_six", "sixty_three"]) {
    test(`44 px targets at ${width} px: ${game}`, { timeout: 300_000 }, async () => {
      const t = await open({ width, height, query: "?seed=21" });
      try {
        const { page } = t;
        await page.addInitScript(() => {
          localStorage.setItem("cardtable.pace", JSON.stringify("instant"));
          localStorage.setItem("cardtable.options.euchre", JSON.stringify({ game_target: 5 }));
        });
        await gotoStart(page, t.url);
        const found = [];
        const seen = await tour(page, game, async (screen) => {
          await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, { timeout: 10_000 });
          for (const o of await targetOffenders(page)) found.push(`${screen}: ${o}`);
        }, { gameOver: game === "euchre" });
        console.log(`# ${game} at ${width}px, screens: ${[...seen].join(", ")}; offenders: ${found.length}\n# ${found.join("\n# ")}`);
        const want = ["playing", "hand summary", ...(game === "sixty_six" ? [] : ["bidding"]), ...(game === "euchre" ? ["game over"] : [])];
        for (const s of want) assert.ok(seen.has(s), `${game}: reached ${s}`);
        assert.deepEqual(found, [], "controls under 44 × 44 CSS px");
        assert.deepEqual(t.errors, []);
      } finally {
        await t.close();
      }
    });
  }
}
