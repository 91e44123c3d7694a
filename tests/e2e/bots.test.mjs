// The bots think in a web worker: every bot decision the page applies came from the worker
// and is the decision for exactly that position (never a stale answer from a replaced game),
// and the main thread runs no search at all.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, setPace, spyEngines, step, waitForHuman } from "./helpers.mjs";

test("bots decide in the web worker; the main thread runs no search; stale answers are dropped", { timeout: 150_000 }, async (tc) => {
  const t = await open({ width: 1280, height: 800 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await spyEngines(page);
    // The strong level searches (ISMCTS), so a search on the main thread would be counted.
    await page.evaluate(() => localStorage.setItem("cardtable.level.euchre", JSON.stringify("strong")));

    // A game replaced while the bots think: start one at the slow pace and leave it during
    // the first bot's turn, then start another.
    await setPace(page, "slow");
    await page.click('button[data-game="euchre"]');
    const botAsked = () => page.waitForFunction(() => window.__bots.asked >= 1 || document.getElementById("app").dataset.turn === "you",
      null, { polling: 10, timeout: 20_000 });
    await botAsked();
    if (!(await page.evaluate(() => window.__bots.asked))) { // the player bids first: bid, then the bots think
      await step(page);
      await botAsked();
    }
    assert.equal(await page.evaluate(() => window.__bots.asked), 1, "a bot is thinking");
    const firstDeal = await page.evaluate(() => window.__table.dealCode());
    await page.click("#btn-home");
    await page.click('button[data-game="euchre"]');
    // The first game is saved once the player has bid: the page then asks before dealing anew.
    await page.waitForSelector('#app[data-screen="table"], #confirm:not([hidden])');
    if (await page.isVisible("#confirm")) await page.click("#confirm-ok");
    await page.waitForSelector('#app[data-screen="table"]');
    await setPace(page, "instant");
    // (A worker stopped because the first game was left may still be listed while it closes.)
    assert.ok(page.workers().some((w) => w.url().endsWith("/js/bot-worker.js")), "the bots' web worker runs");

    const counts = { continue: 0, button: 0, card: 0 };
    let hands = 0;
    for (let i = 0; i < 400 && hands < 2; i++) {
      const did = await step(page);
      if (did === "game_over") break;
      counts[did]++;
      if (did === "continue") hands++;
    }
    await waitForHuman(page);
    const spy = await page.evaluate(() => window.__spy);
    const bots = await page.evaluate(() => ({ ...window.__bots }));
    const seats = await page.evaluate(() => window.__table.view(0).seats);
    assert.deepEqual(seats, ["human", "strong", "strong", "strong"]);
    assert.notEqual(await page.evaluate(() => window.__table.dealCode()), firstDeal, "a new game was dealt");
    assert.equal(spy.search, 0, "no botMove/botAction/hint call on the main thread");
    assert.equal(bots.main, 0, "no fallback search on the main thread");
    assert.ok(spy.applied >= 20, `bot decisions applied: ${spy.applied}`);
    assert.deepEqual(spy.mismatched, [], "every applied action is the decision for that very position");
    // Every applied decision was a worker answer; at most one answer (for the replaced game) was dropped.
    assert.ok(bots.worker >= spy.applied && bots.worker <= spy.applied + 1, `worker answers ${bots.worker}, applied ${spy.applied}`);
    assert.ok(hands >= 1, "played a whole hand");
    assert.deepEqual(errors, [], "no console errors or page errors");
    tc.diagnostic(`${hands} hands; ${spy.applied} bot decisions from the worker (${bots.worker} answers, ${bots.cancelled} cancelled), slowest ${bots.maxMs.toFixed(0)} ms; human: ${counts.button} buttons, ${counts.card} cards`);
  } finally {
    await t.close();
  }
});

test("without module workers the bots think on the main thread, and say so once", { timeout: 60_000 }, async () => {
  const t = await open({ width: 1280, height: 800 });
  try {
    const { page, errors } = t;
    const warnings = [];
    page.on("console", (m) => { if (m.type() === "warning" && /^bots:/.test(m.text())) warnings.push(m.text()); });
    await page.addInitScript(() => { delete window.Worker; });
    await gotoStart(page, t.url);
    await setPace(page, "instant");
    await page.click('button[data-game="euchre"]');
    for (let i = 0; i < 12; i++) await step(page);
    await waitForHuman(page);
    const bots = await page.evaluate(() => ({ ...window.__bots }));
    assert.equal(bots.worker, 0);
    assert.ok(bots.main >= 3, `fallback decisions: ${bots.main}`);
    assert.equal(warnings.length, 1, warnings.join("\n"));
    assert.match(warnings[0], /main thread/);
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});
