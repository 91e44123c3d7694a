// A new deploy while a game is open: the new service worker takes over, the old cache is
// removed, and the game in progress resumes where it was. The "two builds" are dist/ and a
// copy of it whose sw.js names another version (what any change to a built file does).
import { test } from "node:test";
import assert from "node:assert/strict";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DIST } from "./serve.mjs";
import { gotoStart, open, step, waitForHuman } from "./helpers.mjs";

/** The cache names once the worker controls the page and has precached (polled from node). */
async function cachesWhenReady(page) {
  for (let i = 0; i < 300; i++) {
    const keys = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      if (reg?.active?.state !== "activated" || !navigator.serviceWorker.controller || reg.installing || reg.waiting) return null;
      return caches.keys();
    });
    if (keys) return keys;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the service worker did not settle within 30 s");
}

test("a new deploy while a game is open: new worker, old cache gone, the game goes on", { timeout: 120_000 }, async () => {
  const site = await mkdtemp(join(tmpdir(), "cardtable-deploy-"));
  await cp(DIST, site, { recursive: true });
  const t = await open({ query: "?seed=6", root: site });
  try {
    const { page } = t;
    await gotoStart(page, t.url);
    const first = await cachesWhenReady(page);
    assert.equal(first.length, 1, `one cache: ${first}`);
    await page.click('button[data-game="euchre"]');
    await waitForHuman(page);
    await step(page);
    await waitForHuman(page);
    const position = await page.evaluate(() => window.__table.save());

    // Deploy build 2 under the open page.
    const sw = join(site, "sw.js");
    const text = await readFile(sw, "utf8");
    const m = text.match(/const VERSION = "([^"]+)"/);
    assert.ok(m, "sw.js names its version");
    await writeFile(sw, text.replace(m[0], `const VERSION = "${m[1]}-next"`));
    await page.reload();
    await page.waitForSelector('#app[data-screen="start"]');
    // The browser checks sw.js on navigation; asking once more makes the check certain.
    await page.evaluate(async () => { await (await navigator.serviceWorker.getRegistration())?.update(); });
    const want = `cardtable-${m[1]}-next`;
    let keys = [];
    for (let i = 0; i < 300; i++) {
      keys = await cachesWhenReady(page);
      if (keys.length === 1 && keys[0] === want) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.deepEqual(keys, [want], "only the new version's cache is left");
    await page.click("#btn-resume");
    await waitForHuman(page);
    assert.equal(await page.evaluate(() => window.__table.save()), position, "the game in progress, unchanged");
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
    await rm(site, { recursive: true, force: true });
  }
});
