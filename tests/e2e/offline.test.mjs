// (b) After one visit the service worker has everything: with the server gone and the
// network off, a reload still loads the engine and a card can be played, and the other
// games' engines (loaded on first use) open and play too. The bots' web worker and the
// engines it loads are precached as well: offline, bots still decide in the worker and
// hints still come.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, shot, step, waitForHuman } from "./helpers.mjs";

/** At the player's next decision, a hint arrives from the worker. */
async function hintOffline(page, game) {
  for (let i = 0; i < 20 && (await waitForHuman(page)) !== "you"; i++) await step(page);
  const before = await page.evaluate(() => window.__bots.hints);
  await page.click("#btn-hint");
  await page.waitForSelector("#hint-text:not([hidden])", { timeout: 20_000 });
  assert.ok((await page.textContent("#hint-text")).length > 8, `${game}: a hint offline`);
  assert.equal(await page.evaluate(() => window.__bots.hints), before + 1);
}

test("works offline after one visit (service worker)", { timeout: 120_000 }, async () => {
  const t = await open({ width: 412, height: 860 });
  try {
    const { page, context, errors } = t;
    await gotoStart(page, t.url);
    await page.evaluate(() => localStorage.setItem("cardtable.pace", JSON.stringify("instant")));
    // Wait until the worker is activated, controls this page and has every file the page
    // loaded in its cache. (Polled from node: page.waitForFunction does not await an async
    // predicate, it would take the returned Promise as truthy.)
    const ready = () => page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      if (reg?.active?.state !== "activated" || !navigator.serviceWorker.controller) return false;
      const loaded = performance.getEntriesByType("resource").map((e) => e.name)
        .filter((u) => u.startsWith(location.origin));
      // The bots' worker and what it imports are fetched by the worker, not the page.
      const worker = ["./js/bot-worker.js", "./js/bots.js", "./engines/euchre/think.js", "./engines/euchre/think_bg.wasm", "./assets/ratings.json"];
      for (const u of ["./", ...loaded, ...worker]) if (!(await caches.match(u))) return false;
      return true;
    });
    for (let i = 0; !(await ready()); i++) {
      assert.ok(i < 200, "the service worker did not take over within 20 s");
      await page.waitForTimeout(100);
    }

    await t.server.close();
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('#app[data-screen="start"]', { timeout: 20_000 });
    assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), "page is controlled by the worker");
    assert.deepEqual(errors, [], "no errors loading offline");
    const offline = await page.evaluate(() => fetch("./not-precached-" + Date.now()).then(() => "reached", () => "failed"));
    assert.equal(offline, "failed", "the network really is gone");
    await page.waitForTimeout(100);
    // Chromium logs that failed probe as a console error; it is the only one allowed.
    assert.ok(errors.every((e) => /Failed to load resource/.test(e)), errors.join("\n"));
    errors.length = 0;

    // The review and the statistics screen are imported on demand (off the first load): the
    // worker precached them, so they still open offline.
    for (const u of ["./js/review.js", "./js/stats.js"]) assert.ok(await page.evaluate((x) => caches.match(x).then((r) => !!r), u), `${u} precached`);
    await page.click("#btn-stats");
    await page.waitForSelector("#stats:not([hidden])", { timeout: 10_000 });
    await page.keyboard.press("Escape");
    await page.waitForSelector("#stats", { state: "hidden" });
    assert.deepEqual(errors, [], "the statistics screen opened offline");

    await page.click('button[data-game="euchre"]');
    let played = false;
    for (let i = 0; i < 400 && !played; i++) {
      const handBefore = await page.evaluate(() => window.__table.view(0).hand.length);
      const did = await step(page);
      if (did === "card") {
        await waitForHuman(page);
        const v = await page.evaluate(() => window.__table.view(0));
        played = v.hand.length === handBefore - 1 || v.phase === "hand_over" || v.hand_number > 1;
      }
      if (did === "game_over") break;
    }
    assert.ok(played, "played a card offline");
    const bots = await page.evaluate(() => ({ ...window.__bots }));
    assert.ok(bots.worker > 0 && bots.main === 0, `offline, the bots decided in the worker: ${JSON.stringify(bots)}`);
    await hintOffline(page, "euchre");
    await shot(page, "offline-412.png");
    assert.deepEqual(errors, []);

    // The other games' engines were precached too: each opens and plays offline.
    for (const game of ["sixty_six", "sixty_three"]) {
      await page.click("#btn-home");
      await page.waitForSelector('#app[data-screen="start"]');
      await page.click(`button[data-game="${game}"]`);
      await page.waitForSelector(`#app[data-screen="table"][data-game="${game}"]`, { timeout: 20_000 });
      assert.equal(await page.evaluate(() => window.__table.view(0).game), game);
      await hintOffline(page, game);
      const did = await step(page);
      assert.ok(["button", "card", "continue"].includes(did), `${game}: acted offline (${did})`);
      assert.deepEqual(errors, [], `${game} offline`);
    }
  } finally {
    await t.close();
  }
});
