// The page when what it stands on fails: damaged stored options, a bots' worker that hangs,
// lies or dies, an engine that fails to download, and several saved games at once.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { gotoStart, open, step, waitForHuman } from "./helpers.mjs";

/** Stored option values that once stopped a game from ever starting. */
const BAD_OPTIONS = {
  string: JSON.stringify("abc"),
  number: "42",
  true: "true",
  deepArray: JSON.stringify(JSON.parse("[".repeat(3000) + "]".repeat(3000))),
  deepValue: JSON.stringify({ game_target: JSON.parse("[".repeat(3000) + "]".repeat(3000)), stick_the_dealer: "yes" }),
  notJson: "{oops",
};

for (const [name, raw] of Object.entries(BAD_OPTIONS)) {
  test(`damaged stored options (${name}) fall back to the rule book and every game starts`, { timeout: 90_000 }, async () => {
    const t = await open();
    try {
      const { page } = t;
      await page.addInitScript((raw) => {
        for (const g of ["euchre", "sixty_six", "sixty_three"]) localStorage.setItem(`cardtable.options.${g}`, raw);
        // The bots' pace is not what this tests: instant keeps the six runs short.
        localStorage.setItem("cardtable.pace", JSON.stringify("instant"));
      }, raw);
      await gotoStart(page, t.url);
      for (const g of ["euchre", "sixty_six", "sixty_three"]) {
        await page.click("#btn-home").catch(() => {});
        await page.waitForSelector('#app[data-screen="start"]');
        await page.click(`button[data-game="${g}"]`);
        if (await page.isVisible("#confirm")) await page.click("#confirm-ok");
        // A started game waits for the player or, when the bots played the whole hand (a
        // partner's lone hand in Euchre), shows the hand's result: either way it started.
        assert.ok(["you", "hand_over"].includes(await waitForHuman(page, 30_000)), `${g} starts`);
        const opts = await page.evaluate(() => window.__table.view(0).options);
        assert.ok(opts && typeof opts === "object", `${g}: the engine's options`);
        // The settings panel opens and shows the rule book's values.
        await page.click("#btn-settings");
        assert.ok(await page.isVisible("#settings"), `${g}: settings open`);
        await page.click("#btn-close-settings");
      }
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });
}

/** Bots' workers that fail in each way seen: the page must restart, retry, tell, go on. */
const BROKEN_WORKERS = {
  silent: "self.onmessage = () => {};",
  wrongId: "self.onmessage = (e) => self.postMessage({ id: e.data.id + 1000, ok: true, result: null, ms: 0 });",
  closes: "self.onmessage = () => self.close();",
  errorAnswer: "self.onmessage = (e) => self.postMessage({ id: e.data.id, ok: false, error: { code: 'internal', message: 'boom' } });",
  throws: "self.onmessage = () => { throw new Error('worker crashed'); };",
  illegalAction: "self.onmessage = (e) => self.postMessage({ id: e.data.id, ok: true, result: e.data.kind === 'load' ? null : { action: 'nonsense' }, ms: 0 });",
};

for (const [name, body] of Object.entries(BROKEN_WORKERS)) {
  test(`a bots' worker that ${name} never leaves the table stuck`, { timeout: 120_000 }, async () => {
    const t = await open({ query: "?seed=5", serviceWorkers: "block" });
    try {
      const { page } = t;
      await page.addInitScript(() => { window.__botDeadlineMs = 400; });
      await page.route("**/bot-worker.js", (r) => r.fulfill({ contentType: "text/javascript", body }));
      await gotoStart(page, t.url);
      await page.click('button[data-game="euchre"]');
      // Several human decisions, each followed by bots' moves made despite the worker.
      const start = await page.evaluate(() => ({ ...window.__bots }));
      for (let i = 0; i < 6; i++) {
        const turn = await waitForHuman(page, 30_000);
        if (turn !== "you") break;
        await step(page);
      }
      const bots = await page.evaluate(() => window.__bots);
      const moved = await page.evaluate(() => window.__table.view(0));
      assert.ok(moved.hand_number > 1 || moved.phase !== "bidding" || bots.asked > start.asked, "the bots moved");
      if (name === "errorAnswer") {
        assert.ok(bots.failed >= 2 && bots.main >= 1, `asked again, then the main thread answered: ${JSON.stringify(bots)}`);
      } else if (name === "illegalAction") {
        assert.ok(bots.worker >= 1, `the worker's answers arrived: ${JSON.stringify(bots)}`);
      } else {
        assert.ok(bots.failed >= 2 && bots.restarts >= 1, `the worker was restarted and retried: ${JSON.stringify(bots)}`);
        assert.ok(bots.main >= 1, `then the main thread answered: ${JSON.stringify(bots)}`);
      }
      assert.deepEqual(t.errors.filter((e) => !e.includes("bot-worker")), []);
    } finally {
      await t.close();
    }
  });
}

test("an engine that fails to download can be tried again, and resuming keeps the save", { timeout: 120_000 }, async () => {
  const t = await open({ query: "?seed=3", serviceWorkers: "block" });
  try {
    const { page } = t;
    let block = true;
    await page.route("**/engines/sixty_six/**", (r) => (block ? r.abort() : r.continue()));
    await gotoStart(page, t.url);
    await page.click('button[data-game="sixty_six"]');
    await page.waitForFunction(() => /could not be loaded/.test(document.body.innerText), null, { timeout: 20_000 });
    block = false;
    await page.click('button[data-game="sixty_six"]');
    assert.equal(await waitForHuman(page, 30_000), "you", "the second try starts the game");
    await step(page);
    await waitForHuman(page, 30_000);
    const saved = await page.evaluate(() => localStorage.getItem("cardtable.save.sixty_six"));
    assert.ok(saved, "the game is saved in its own slot");
    // A reload while the engine cannot be downloaded: resuming fails, the save stays.
    block = true;
    await page.goto(t.url + "&nocache=1");
    await page.waitForSelector('#app[data-screen="start"]');
    await page.click("#btn-resume");
    await page.waitForFunction(() => /could not be loaded/.test(document.body.innerText), null, { timeout: 20_000 });
    assert.equal(await page.evaluate(() => localStorage.getItem("cardtable.save.sixty_six")), saved, "the save is kept");
  } finally {
    await t.close();
  }
});

test("one save per game: starting another game keeps the first, and picking a saved game asks", { timeout: 120_000 }, async () => {
  const t = await open({ query: "?seed=8" });
  try {
    const { page } = t;
    await gotoStart(page, t.url);
    await page.click('button[data-game="euchre"]');
    await waitForHuman(page);
    await step(page);
    await waitForHuman(page);
    const euchre = await page.evaluate(() => window.__table.save());
    await page.click("#btn-home");
    await page.click('button[data-game="sixty_three"]');
    await waitForHuman(page);
    await step(page);
    await waitForHuman(page);
    await page.click("#btn-home");
    const resumes = await page.$$eval("#resume-line button", (bs) => bs.map((b) => b.textContent));
    assert.equal(resumes.length, 2, `both games can be resumed: ${resumes}`);
    assert.match(resumes[0], /Sixty-three/, "the latest first");
    assert.match(resumes[1], /Euchre/);
    // Picking Euchre asks; choosing to resume brings back the same position.
    await page.click('button[data-game="euchre"]');
    await page.waitForSelector("#confirm:not([hidden])");
    await page.click("#confirm-cancel");
    await waitForHuman(page);
    assert.equal(await page.evaluate(() => window.__table.save()), euchre, "the saved Euchre game, unchanged");
    // A damaged save of one game is reported and dropped; the other stays.
    await page.click("#btn-home");
    await page.evaluate(() => localStorage.setItem("cardtable.save.sixty_three", JSON.stringify({ game: "sixty_three", form: "sixty_three", state: "{\"version\":1,\"junk\":", at: 1 })));
    await page.reload();
    await page.waitForSelector('#app[data-screen="start"]');
    await page.click('#resume-line button[data-form="sixty_three"]');
    await page.waitForFunction(() => /damaged/.test(document.body.innerText), null, { timeout: 10_000 });
    assert.equal(await page.evaluate(() => localStorage.getItem("cardtable.save.sixty_three")), null);
    assert.ok(await page.evaluate(() => localStorage.getItem("cardtable.save.euchre")), "Euchre's save is kept");
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});

/** The previous release's saves (one slot for every game). */
const OLD = JSON.parse(readFileSync(new URL("../saves/release-2026-11-30.json", import.meta.url), "utf8")).games;

for (const [game, entry] of Object.entries(OLD)) {
  test(`${game}: a save written by the previous release resumes at its position`, { timeout: 60_000 }, async () => {
    const t = await open();
    try {
      const { page } = t;
      await page.addInitScript((value) => {
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem("cardtable.save", value);
          sessionStorage.setItem("seeded", "1");
        }
      }, entry.localStorage["cardtable.save"]);
      await gotoStart(page, t.url);
      await page.click("#btn-resume");
      await waitForHuman(page);
      const v = await page.evaluate(() => window.__table.view(0));
      assert.equal(v.deal_code, entry.expect.deal_code);
      assert.deepEqual(v.hand, entry.expect.hand);
      assert.equal(await page.evaluate(() => localStorage.getItem("cardtable.save")), null, "moved to its game's slot");
      assert.ok(await page.evaluate((g) => localStorage.getItem(`cardtable.save.${g}`), game));
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });
}

/** Storage that fails: reads or writes throw (disabled, quota), or it is full of junk. */
const BAD_STORAGE = {
  readsThrow: () => { Storage.prototype.getItem = () => { throw new DOMException("denied", "SecurityError"); }; },
  writesThrow: () => { Storage.prototype.setItem = () => { throw new DOMException("full", "QuotaExceededError"); }; },
  keysThrow: () => { Storage.prototype.key = () => { throw new DOMException("denied", "SecurityError"); }; },
  junk: () => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    const big = "x".repeat(4_500_000);
    for (const k of ["save.euchre", "options.euchre", "pace", "level.euchre", "lastGame", "sound"]) {
      try { localStorage.setItem(`cardtable.${k}`, k === "save.euchre" ? big : "{\"trunc"); } catch { /* full */ }
    }
  },
};

for (const [name, setup] of Object.entries(BAD_STORAGE)) {
  test(`storage that fails (${name}) never stops the page`, { timeout: 90_000 }, async () => {
    const t = await open();
    try {
      const { page } = t;
      await page.addInitScript(setup);
      await gotoStart(page, t.url);
      for (const b of await page.$$("#resume-line button")) await b.click().catch(() => {});
      if ((await page.evaluate(() => document.getElementById("app").dataset.screen)) !== "start") await page.click("#btn-home");
      await page.click('button[data-game="euchre"]');
      if (await page.isVisible("#confirm")) await page.click("#confirm-ok");
      assert.ok(["you", "hand_over"].includes(await waitForHuman(page, 30_000)), "the game starts");
      await step(page);
      assert.ok(["you", "hand_over"].includes(await waitForHuman(page, 30_000)), "play goes on");
      await page.click("#btn-settings");
      await page.click("#btn-close-settings");
      assert.deepEqual(t.errors, [], "nothing thrown to the console");
    } finally {
      await t.close();
    }
  });
}

/** The session inside a stored table save: its hand number and actions so far. */
function sessionOf(tableSave) {
  const s = JSON.parse(JSON.parse(tableSave).session);
  return { hand: s.hand_number, actions: JSON.stringify(s.actions) };
}

test("a reload at any moment of a hand resumes at the last completed action", { timeout: 180_000 }, async () => {
  const t = await open({ query: "?seed=5" });
  try {
    const { page } = t;
    await gotoStart(page, t.url);
    await page.click('button[data-game="euchre"]');
    // Reload a moment after a decision: while the bots think, while cards move, at rest.
    for (const wait of [0, 40, 250, 700, 1200, 90]) {
      if ((await step(page)) === "game_over") break;
      await page.waitForTimeout(wait);
      const at = await page.evaluate(() => ({
        stored: JSON.parse(localStorage.getItem("cardtable.save.euchre") ?? "null")?.state ?? null,
        now: window.__table.save(),
      }));
      assert.equal(at.stored, at.now, `${wait} ms after a decision, what is stored is the table as it stands`);
      await page.reload();
      await page.waitForSelector('#app[data-screen="start"]');
      await page.click('#resume-line button[data-form="euchre"]');
      await waitForHuman(page);
      const before = sessionOf(at.stored);
      const after = sessionOf(await page.evaluate(() => window.__table.save()));
      assert.equal(after.hand, before.hand, "the same hand");
      assert.ok(after.actions.startsWith(before.actions.slice(0, -1)), `resumed from the stored position:\n${before.actions}\n${after.actions}`);
    }
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});

test("damaged saves of every kind start fresh with a notice and keep the other game's save", { timeout: 120_000 }, async () => {
  const t = await open({ query: "?seed=6" });
  try {
    const { page } = t;
    await gotoStart(page, t.url);
    await page.click('button[data-game="sixty_six"]');
    await waitForHuman(page);
    await step(page);
    await waitForHuman(page);
    const good = await page.evaluate(() => window.__table.save());
    await page.click("#btn-home");
    await page.click('button[data-game="euchre"]');
    await waitForHuman(page);
    await page.click("#btn-home");
    const euchre = await page.evaluate(() => localStorage.getItem("cardtable.save.euchre"));
    assert.ok(euchre);
    const session = JSON.parse(JSON.parse(good).session);
    const withSession = (f) => { const o = JSON.parse(good); const s = structuredClone(session); f(s); o.session = JSON.stringify(s); return JSON.stringify(o); };
    const damaged = {
      truncated: good.slice(0, Math.floor(good.length / 2)),
      "wrong version": withSession((s) => { s.version = 2; }),
      "a card played twice": withSession((s) => { s.actions.push(s.actions[s.actions.length - 1]); }),
      "a card that does not exist": withSession((s) => { s.actions.push({ action: "play", card: "ZZ" }); }),
      "an illegal history": withSession((s) => { s.actions.unshift({ action: "close" }, { action: "close" }); }),
      "5 MB of junk": "j".repeat(5_000_000),
    };
    for (const [kind, state] of Object.entries(damaged)) {
      const stored = await page.evaluate((state) => {
        try {
          localStorage.setItem("cardtable.save.sixty_six", JSON.stringify({ game: "sixty_six", form: "sixty_six", state, at: Date.now() }));
          return true;
        } catch { return false; } // over the quota: the page never sees it
      }, state);
      await page.reload();
      await page.waitForSelector('#app[data-screen="start"]');
      if (stored) {
        await page.click('#resume-line button[data-form="sixty_six"]');
        await page.waitForFunction(() => /damaged/.test(document.body.innerText), null, { timeout: 10_000 });
        assert.equal(await page.evaluate(() => localStorage.getItem("cardtable.save.sixty_six")), null, `${kind}: the damaged save is dropped`);
        assert.equal(await page.evaluate(() => document.getElementById("app").dataset.screen), "start", `${kind}: the start screen, with the notice`);
      }
      assert.equal(await page.evaluate(() => localStorage.getItem("cardtable.save.euchre")), euchre, `${kind}: Euchre's save is kept`);
    }
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});
