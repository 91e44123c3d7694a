// axe-core (npm, injected into the page) finds no accessibility violations on the screens a
// player meets (issue #12): the start screen, settings, How to play, each game's table while
// bidding and while playing, the hand summary and the game over screen.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { gotoStart, open, step, waitForHuman } from "./helpers.mjs";

const AXE = readFileSync(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");

/** axe's violations on the page as it stands, one line each ("rule: target …"). */
async function violations(page) {
  // Judge the screen at rest: panels fade and rise in, and colours mid-fade are not the colours.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, { timeout: 10_000 });
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${v.help}`));
  });
}

const LANGS = ["en", "ru"];

for (const lang of LANGS) {
  test(`axe (${lang}): the start screen, settings and How to play`, { timeout: 60_000 }, async () => {
    const t = await open({ query: `?lang=${lang}` });
    try {
      const { page } = t;
      await gotoStart(page, t.url);
      assert.deepEqual(await violations(page), [], "start screen");
      await page.click("#btn-settings");
      await page.waitForSelector("#settings:not([hidden])");
      assert.deepEqual(await violations(page), [], "settings");
      await page.click("#btn-close-settings");
      await page.click('button[data-howto="euchre"]');
      await page.waitForSelector("#howto:not([hidden])");
      assert.deepEqual(await violations(page), [], "How to play");
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });

  for (const game of ["euchre", "sixty_six", "sixty_three"]) {
    test(`axe (${lang}): ${game} while bidding, while playing, the hand summary${game === "euchre" ? " and game over" : ""}`, { timeout: 240_000 }, async () => {
      const t = await open({ query: `?seed=21&lang=${lang}` });
      try {
        const { page } = t;
        await page.addInitScript(() => {
          localStorage.setItem("cardtable.pace", JSON.stringify("instant"));
          localStorage.setItem("cardtable.options.euchre", JSON.stringify({ game_target: 5 }));
        });
        await gotoStart(page, t.url);
        await page.click(`button[data-game="${game}"]`);
        await waitForHuman(page);
        const seen = new Set();
        const check = async (screen) => {
          if (seen.has(screen)) return;
          seen.add(screen);
          assert.deepEqual(await violations(page), [], `${game}: ${screen}`);
        };
        for (let i = 0; i < 400; i++) {
          const turn = await waitForHuman(page, 60_000);
          if (turn === "game_over") { await check("game over"); break; }
          if (turn === "hand_over") {
            await check("hand summary");
            if (game !== "euchre") break;
          } else {
            const card = await page.evaluate(() => window.__table.view(0).legal.some((a) => a.action === "play"));
            await check(card ? "playing" : "bidding");
          }
          await step(page);
        }
        const want = game === "sixty_six" ? ["playing", "hand summary"] : ["bidding", "playing", "hand summary"];
        if (game === "euchre") want.push("game over");
        for (const s of want) assert.ok(seen.has(s), `${game}: reached ${s}`);
        assert.deepEqual(t.errors, []);
      } finally {
        await t.close();
      }
    });
  }
}
