// (a) A complete game to the target score, played through the page's own buttons and cards
// as seat 0, bots at the fastest pace. The end-of-game screen must show the engine's score.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, setPace, shot, step } from "./helpers.mjs";

test("a full Euchre game through clicks ends with the engine's score on screen", { timeout: 150_000 }, async (tc) => {
  const t = await open({ width: 1280, height: 800 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await setPace(page, "instant");
    await page.click('button[data-game="euchre"]');
    await page.waitForSelector('#app[data-screen="table"]');

    const counts = { continue: 0, button: 0, card: 0 };
    for (let i = 0; i < 2000; i++) {
      const did = await step(page);
      if (did === "game_over") break;
      counts[did]++;
      if (counts.card === 3 && did === "card") await shot(page, "mid-game-1280.png");
    }
    await page.waitForSelector("#game-over:not([hidden])");
    await shot(page, "game-over.png");

    const engine = await page.evaluate(() => window.__table.view(0));
    assert.equal(engine.phase, "game_over");
    assert.ok(engine.winner === 0 || engine.winner === 1, `winner ${engine.winner}`);
    assert.ok(Math.max(...engine.scores) >= engine.target, `scores ${engine.scores} target ${engine.target}`);
    const shown = await page.$$eval('#final-score [data-testid^="final-"]', (els) => els.map((e) => Number(e.textContent)));
    assert.deepEqual(shown, engine.scores, "final score on screen = engine's scores");
    assert.ok(counts.card >= 5, `played ${counts.card} cards`);
    assert.ok(counts.continue >= 1, `saw ${counts.continue} end-of-hand screens`);
    assert.deepEqual(errors, [], "no console errors or page errors");
    tc.diagnostic(`game: ${counts.continue + 1} hands, ${counts.button} bids/decisions, ${counts.card} cards; final ${engine.scores.join("-")}`);

    // New game starts a fresh game at 0-0.
    await page.click("#btn-new-game");
    await page.waitForFunction(() => ["you", "waiting"].includes(document.getElementById("app").dataset.turn));
    const fresh = await page.evaluate(() => window.__table.view(0).scores);
    assert.deepEqual(fresh, [0, 0]);
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});
