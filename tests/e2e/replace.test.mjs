// Replacing the game while a computer player is thinking (Settings → Apply, or Home → pick a
// game): the new game must start cleanly — not left "busy" with no hand shown, which is what
// happened when the replaced game's bot loop still held the page's busy flag.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, shot, step, waitForHuman } from "./helpers.mjs";

/** Play the human's decisions until, just after one, a bot is to move; returns while it thinks. */
async function untilBotThinks(page) {
  for (let i = 0; i < 12; i++) {
    const turn = await waitForHuman(page);
    if (turn === "game_over") break;
    // A card when one is playable (Sixty-six's first button would close or declare and end
    // the hand), else what step() does.
    const card = page.locator(".hand.mine .card.playable").first();
    if (turn === "you" && (await card.count()) && !(await page.evaluate(() => window.__table.view(0).choose))) await card.click();
    else if ((await step(page)) === "continue") continue;
    // Normal pace: the bot's move takes at least 700 ms, so this sees it thinking.
    const thinking = await page.evaluate(() =>
      document.getElementById("app").dataset.turn === "busy" && window.__table.toMoveIsBot());
    if (thinking) return;
  }
  throw new Error("no bot turn followed a human decision");
}

/** After a replacement: the page waits for the human only when the engine says so, shows the
 *  hand, and the game goes on (the bots play, the human can act again). */
async function checkFreshGame(page, gameId, label) {
  const turn = await waitForHuman(page, 20_000).catch(() => "stuck");
  const state = await page.evaluate(() => {
    const v = window.__table.view(0);
    return {
      turn: document.getElementById("app").dataset.turn,
      toMove: v.to_move, seat: v.seat, legal: v.legal.length, phase: v.phase,
      handCards: document.querySelectorAll(".hand.mine .card").length,
      game: document.getElementById("app").dataset.game,
      hintDisabled: document.getElementById("btn-hint").disabled,
    };
  });
  await shot(page, `replace-${gameId}-${label}.png`);
  assert.equal(turn, "you", `${gameId} ${label}: the new game waits for the human (${JSON.stringify(state)})`);
  assert.equal(state.game, gameId);
  assert.ok(state.legal > 0, `${gameId} ${label}: the engine has the human to move`);
  assert.ok(state.handCards > 0, `${gameId} ${label}: the hand is shown`);
  assert.equal(state.hintDisabled, false, `${gameId} ${label}: Hint is usable`);
  // And it keeps going: one more decision, then the page waits for the human again.
  const save = await page.evaluate(() => window.__table.save());
  await step(page);
  await page.waitForFunction((s) => window.__table.save() !== s, save, { polling: 20, timeout: 10_000 });
  assert.ok(["you", "hand_over", "game_over"].includes(await waitForHuman(page, 30_000)), `${gameId} ${label}: play goes on`);
}

for (const gameId of ["euchre", "sixty_six", "sixty_three"]) {
  test(`Settings → Apply while a bot thinks starts a clean new ${gameId} game`, { timeout: 90_000 }, async () => {
    const t = await open({ query: "?seed=21" });
    try {
      const { page } = t;
      await gotoStart(page, t.url);
      await page.click(`button[data-game="${gameId}"]`);
      await untilBotThinks(page);
      await page.evaluate(() => { window.__oldTable = window.__table; });
      await page.click("#btn-settings");
      await page.click("#btn-apply");
      await page.click("#confirm-ok"); // the page asks before ending the game in progress
      await checkFreshGame(page, gameId, "apply");
      assert.ok(await page.evaluate(() => window.__table !== window.__oldTable), "a new table");
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });
}

test("Home → another game while a bot thinks, then back: each starts cleanly", { timeout: 120_000 }, async () => {
  const t = await open({ query: "?seed=21" });
  try {
    const { page } = t;
    await gotoStart(page, t.url);
    await page.click('button[data-game="euchre"]');
    await untilBotThinks(page);
    await page.click("#btn-home");
    await page.click('button[data-game="sixty_three"]');
    await checkFreshGame(page, "sixty_three", "home");
    await untilBotThinks(page);
    await page.click("#btn-home");
    await page.click("#btn-resume");
    await checkFreshGame(page, "sixty_three", "resume");
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});

test("Sixty-three bid stepper: changing the bid dismisses the hint, text and highlight", { timeout: 90_000 }, async () => {
  const t = await open({ query: "?seed=21" });
  try {
    const { page } = t;
    await gotoStart(page, t.url);
    await page.click('button[data-game="sixty_three"]');
    assert.equal(await waitForHuman(page), "you");
    assert.equal(await page.evaluate(() => window.__table.view(0).phase), "auction");
    await page.click("#btn-hint");
    await page.waitForSelector("#hint-text:not([hidden])", { timeout: 30_000 });
    assert.ok((await page.$$eval(".hinted", (els) => els.length)) >= 1, "the hint is highlighted");
    const stepBtn = (await page.isEnabled('#actions button[data-step="1"]')) ? '[data-step="1"]' : '[data-step="-1"]';
    const bidBefore = await page.getAttribute("#actions button.a-bid", "data-value");
    await page.click(`#actions button${stepBtn}`);
    assert.notEqual(await page.getAttribute("#actions button.a-bid", "data-value"), bidBefore, "the stepper moved");
    assert.equal(await page.isHidden("#hint-text"), true, "the hint text goes with the change");
    assert.equal(await page.$$eval(".hinted", (els) => els.length), 0, "and so does its highlight");
    // A new hint can be asked for and shows again (text and highlight together).
    await page.click("#btn-hint");
    await page.waitForSelector("#hint-text:not([hidden])", { timeout: 30_000 });
    assert.ok((await page.$$eval(".hinted", (els) => els.length)) >= 1);
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});
