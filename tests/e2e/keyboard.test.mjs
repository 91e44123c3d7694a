// A whole Euchre game at 360 × 740 played with the keyboard alone: Tab and Enter for the
// start screen, the bidding buttons and the end-of-hand panel, digits for cards.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, gotoStart, waitForHuman, shot } from "./helpers.mjs";

test("a whole Euchre game at 360 px with the keyboard only", { timeout: 400_000 }, async () => {
  const t = await open({ width: 360, height: 740, query: "?seed=5" });
  const { page, errors } = t;
  await gotoStart(page, t.url);
  await page.evaluate(() => localStorage.setItem("cardtable.pace", JSON.stringify("fast")));
  await gotoStart(page, t.url);
  for (let k = 0; k < 30 && !(await page.evaluate(() => document.activeElement?.dataset?.game === "euchre")); k++) await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  let keys = 0, hands = 0, shotTaken = false;
  for (let i = 0; i < 600; i++) {
    const turn = await waitForHuman(page);
    if (turn === "game_over") break;
    if (turn === "hand_over") {
      hands++;
      // Tab to the continue button and press Enter.
      for (let k = 0; k < 30 && !(await page.evaluate(() => document.activeElement?.id === "btn-continue")); k++) { await page.keyboard.press("Tab"); keys++; }
      await page.keyboard.press("Enter"); keys++;
      await page.waitForFunction(() => document.getElementById("app").dataset.turn !== "hand_over", null, { polling: 20 });
      continue;
    }
    if (!shotTaken && hands === 1) { await shot(page, "kbd-360.png"); shotTaken = true; }
    if (await page.locator("#actions button").count()) {
      for (let k = 0; k < 40 && !(await page.evaluate(() => !!document.activeElement?.closest("#actions"))); k++) { await page.keyboard.press("Tab"); keys++; }
      await page.keyboard.press("Enter"); keys++;
      if (await page.isVisible("#confirm")) { await page.keyboard.press("Tab"); await page.keyboard.press("Enter"); }
    } else {
      const idx = await page.evaluate(() => [...document.querySelectorAll(".hand.mine .card")].findIndex((c) => c.classList.contains("playable")));
      await page.keyboard.press(String(idx + 1)); keys++;
    }
  }
  const v = await page.evaluate(() => window.__table.view(0));
  console.log(`# keyboard game: ${hands} hands, ${keys} key presses, final ${v.scores.join("-")}`);
  await shot(page, "kbd-360-end.png");
  assert.equal(v.phase, "game_over", "the game was played to its end with keys alone");
  assert.ok(Math.max(...v.scores) >= 10);
  assert.equal(await page.isVisible("#btn-last"), false, "no last-trick button over the game-over panel");
  assert.deepEqual(errors, []);
  await t.close();
});
