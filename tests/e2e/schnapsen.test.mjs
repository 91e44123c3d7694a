// Schnapsen (docs/rules/sixty-six.md §15.4), issue #13: its own entry in the picker, played
// to the end through clicks; the final score on screen is the engine's, the game saves in
// its own slot while it runs and leaves none when it is over.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, setPace, shot, step } from "./helpers.mjs";

test("schnapsen: a whole game through clicks ends with the engine's score", { timeout: 600_000 }, async (tc) => {
  const t = await open({ width: 1280, height: 800 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await setPace(page, "instant");
    await page.click('button[data-pick-form="schnapsen"]');
    await page.waitForSelector('#app[data-screen="table"]');
    const v0 = await page.evaluate(() => window.__table.view(0));
    // §15.4: 20 cards, five each; first to 7 game points.
    assert.equal(v0.players, 2);
    assert.equal(v0.target, 7);
    assert.equal(v0.hand.length, 5, "five cards each");
    assert.ok(String(v0.deal_code).startsWith("schnapsen-"), `deal code ${v0.deal_code}`);
    assert.match(await page.textContent("#game-title") ?? "", /Schnapsen/);
    const counts = { continue: 0, button: 0, card: 0 };
    let saved = null;
    for (let i = 0; i < 4000; i++) {
      const did = await step(page);
      if (did === "game_over") break;
      counts[did]++;
      if (!saved && counts.card === 3) saved = await page.evaluate(() => JSON.parse(localStorage.getItem("cardtable.save.schnapsen") ?? "null"));
    }
    await page.waitForSelector("#game-over:not([hidden])");
    assert.ok(saved && saved.form === "schnapsen" && saved.game === "sixty_six", `saved in its own slot: ${JSON.stringify(saved)?.slice(0, 80)}`);
    const engine = await page.evaluate(() => window.__table.view(0));
    assert.equal(engine.phase, "game_over");
    assert.ok(Math.max(...engine.scores) >= 7, `scores ${engine.scores}`);
    const shown = await page.$$eval('#final-score [data-testid^="final-"]', (els) => els.map((e) => Number(e.textContent)));
    assert.deepEqual(shown, engine.scores, "final score on screen = engine's scores");
    assert.equal(await page.evaluate(() => localStorage.getItem("cardtable.save.schnapsen")), null, "a finished game leaves no save");
    assert.ok(counts.continue >= 1 && counts.card >= 5, JSON.stringify(counts));
    await shot(page, "schnapsen-over-1280.png");
    tc.diagnostic(`schnapsen: ${counts.continue + 1} deals, ${counts.card} cards, ${counts.button} buttons; final ${engine.scores.join("-")}`);
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});
