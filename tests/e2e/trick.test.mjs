// Issue 17, "See every trick": a finished trick marks its winning card, names the winner and
// the engine's reason ("West won the trick with the J♣ — the right bower, …"), stays up long
// enough to read (at least ~1.2 s even at Fast) or, with the remembered setting "Keep each
// finished trick until I tap", until a tap.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, setPace, shot, step, waitForHuman, anyStep } from "./helpers.mjs";

async function start(page, url, game, pace) {
  await gotoStart(page, url);
  await setPace(page, pace);
  await page.click(`button[data-game="${game}"]`);
  await page.waitForSelector(`#app[data-screen="table"][data-game="${game}"]`);
}

/** Records, frame by frame, each showing of the finished trick's caption: its text, the
 *  marked winning card and how long it stayed up. */
async function watchCaptions(page) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__captions = [];
    let cur = null;
    const tick = () => {
      const el = document.getElementById("trick-why");
      const on = !!el && !el.hidden && el.textContent.trim() !== "";
      const now = performance.now();
      if (on && !cur) {
        const won = [...document.querySelectorAll("#trick .card.won")].map((c) => c.dataset.card);
        cur = { text: el.textContent.trim(), won, from: now, to: null, wait: el.dataset.wait === "1" };
        w.__captions.push(cur);
      } else if (!on && cur) {
        cur.to = now;
        cur = null;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const captions = (page) => page.evaluate(() => /** @type {any} */ (window).__captions);


/** Play (first legal choice) until `n` captions have come and gone. */
async function playTricks(page, n, max = 120) {
  for (let i = 0; i < max; i++) {
    const done = (await captions(page)).filter((c) => c.to !== null);
    if (done.length >= n) return done;
    if ((await anyStep(page)) === "game_over") break;
  }
  return (await captions(page)).filter((c) => c.to !== null);
}

const SEATS = /^(You|West|North|East|South|Partner|Left|Right|Opponent|[A-Z][a-z]+) /;

for (const [game, seed] of [["euchre", 1], ["sixty_three", 3], ["sixty_six", 24]]) {
  test(`${game}: a finished trick marks the winning card, names the winner and why, and stays up ≥1.2 s at Fast (?seed=${seed})`, { timeout: 120_000 }, async () => {
    const t = await open({ width: 1280, height: 800, query: `?seed=${seed}` });
    try {
      const { page, errors } = t;
      await start(page, t.url, game, "fast");
      await watchCaptions(page);
      const done = await playTricks(page, 3);
      assert.ok(done.length >= 3, `saw ${done.length} finished tricks`);
      for (const c of done) {
        assert.match(c.text, SEATS, c.text);
        assert.match(c.text, / won the trick with the (\S+) — the (right bower|left bower|highest trump played|highest of the (clubs|diamonds|hearts|spades) led)/, c.text);
        assert.equal(c.won.length, 1, `one card marked as the winner: ${c.text}`);
        const named = c.text.match(/ with the (\S+) —/)[1];
        // The marked card is the one the sentence names (cards are "JC" codes, names "J♣").
        const pretty = c.won[0].replace(/[CDHS]$/, (s) => ({ C: "♣", D: "♦", H: "♥", S: "♠" })[s]).replace(/^T/, "10");
        assert.ok(named === pretty || /Benny|Joker/i.test(named), `marked ${c.won[0]}, named ${named}`);
        assert.ok(c.to - c.from >= 1100, `up ${Math.round(c.to - c.from)} ms: ${c.text}`);
      }
      await shot(page, `trick-${game}-1280.png`);
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  });
}

test("Euchre: 'Keep each finished trick until I tap' (off by default, remembered) holds the trick until a tap", { timeout: 120_000 }, async () => {
  const t = await open({ width: 360, height: 740, query: "?seed=1" });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await page.click("#btn-settings");
    const box = page.locator("#set-keeptrick");
    assert.equal(await box.isChecked(), false, "off by default");
    await page.click('label[for="set-keeptrick"]');
    await page.click("#btn-close-settings");
    // Remembered across a reload.
    await gotoStart(page, t.url);
    await page.click("#btn-settings");
    assert.equal(await page.locator("#set-keeptrick").isChecked(), true, "remembered");
    await page.click("#btn-close-settings");
    await setPace(page, "instant");
    await page.click('button[data-game="euchre"]');
    await page.waitForSelector('#app[data-screen="table"][data-game="euchre"]');
    await watchCaptions(page);
    // Play until the first trick's caption waits for a tap.
    for (let i = 0; i < 60; i++) {
      if ((await captions(page)).length) break;
      const turn = await page.waitForFunction(() => {
        const el = document.getElementById("trick-why");
        if (el && !el.hidden) return "caption";
        const t = document.getElementById("app").dataset.turn;
        return ["you", "hand_over", "game_over"].includes(t) && t;
      }, null, { polling: 20, timeout: 30_000 }).then((h) => h.jsonValue());
      if (turn === "caption") continue;
      await step(page);
    }
    const [first] = await captions(page);
    assert.ok(first, "a trick finished");
    assert.equal(first.wait, true, "the caption waits for a tap");
    await page.waitForTimeout(2500);
    assert.equal(await page.isVisible("#trick-why"), true, "still up after 2.5 s at Instant");
    assert.equal(await page.locator("#trick .card").count() >= 4, true, "the trick is still on the table");
    await shot(page, "trick-keep-360.png");
    await page.click("#felt");
    await page.waitForFunction(() => document.getElementById("trick-why")?.hidden === true, null, { timeout: 5000 });
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

// ---------- Euchre's round 2 ------------------------------------------------------------------
test("Euchre round 2: the turned-down upcard stays in sight, round 1's passes are cleared, the maker's call stays until the first card", { timeout: 180_000 }, async () => {
  let checked = false;
  for (const seed of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
    const t = await open({ width: 1280, height: 800, query: `?seed=${seed}` });
    try {
      const { page, errors } = t;
      await gotoStart(page, t.url);
      await setPace(page, "normal");
      await page.click('button[data-game="euchre"]');
      await page.waitForSelector('#app[data-screen="table"][data-game="euchre"]');
      let v = null;
      for (let i = 0; i < 4; i++) {
        if ((await waitForHuman(page)) !== "you") break;
        v = await page.evaluate(() => window.__table.view(0));
        if (v.phase !== "bid1") break;
        await page.click('#actions button[data-action="pass"]');
        await page.waitForFunction(() => document.getElementById("app").dataset.turn !== "you", null, { polling: 20 });
      }
      if (!v || v.phase !== "bid2") continue; // someone took the upcard: try another deal
      // The upcard: face up, turned sideways and greyed, with its label.
      const up = page.locator(`#kitty .card.turned-down[data-card="${v.upcard}"]`);
      assert.equal(await up.count(), 1, `the turned-down ${v.upcard} is shown with its face`);
      assert.equal(await page.locator("#kitty .card.back").count(), 0, "not a card back");
      assert.match(await page.textContent("#kitty"), /Turned down/);
      // Round 1's passes are gone: only round 2's bids have bubbles.
      const round2 = v.bids.length - v.players;
      assert.equal(await page.locator(".bubble.shown").count(), round2, `bubbles: round 2 has ${round2} bids`);
      await shot(page, "trick-euchre-round2-1280.png");
      // Name trump (the first suit offered) or pass; then the maker's call stays up once play starts.
      await page.locator('#actions button:not([data-action="pass"])').first().click();
      await page.waitForFunction(() => {
        const w = window.__table.view(0);
        return w.phase === "play" || w.phase === "hand_over" || w.phase === "declarer_alone";
      }, null, { polling: 10, timeout: 30_000 });
      if ((await page.evaluate(() => window.__table.view(0).phase)) === "declarer_alone") {
        await waitForHuman(page);
        await page.click('#actions button[data-action="partner"]');
        await page.waitForFunction(() => window.__table.view(0).phase !== "declarer_alone", null, { polling: 10 });
      }
      const w = await page.evaluate(() => window.__table.view(0));
      if (w.phase !== "play" || w.trick.length) continue; // a card already played: try another deal
      const seatEl = await page.evaluate((m) => document.querySelector(`.seat[data-seat="${m}"] .bubble`)?.classList.contains("shown") ?? false, w.maker);
      assert.equal(seatEl, true, "the maker's call is still shown when play starts");
      assert.equal(await page.locator(".bubble.shown").count(), 1, "only the maker's call");
      assert.deepEqual(errors, []);
      checked = true;
      break;
    } finally {
      await t.close();
    }
  }
  assert.ok(checked, "a deal reached round 2 with the human to bid");
});

// ---------- the last-trick peek ---------------------------------------------------------------
for (const [game, seed] of [["euchre", 1], ["sixty_three", 3]]) {
  test(`${game}: "Last trick" shows the previous trick with its winner (?seed=${seed})`, { timeout: 120_000 }, async () => {
    const t = await open({ width: 1280, height: 800, query: `?seed=${seed}` });
    try {
      const { page, errors } = t;
      await gotoStart(page, t.url);
      await setPace(page, "instant");
      await page.click(`button[data-game="${game}"]`);
      await page.waitForSelector(`#app[data-screen="table"][data-game="${game}"]`);
      assert.equal(await page.isVisible("#btn-last"), false, "no peek before a trick is done");
      let v = null;
      for (let i = 0; i < 80; i++) {
        const turn = await waitForHuman(page);
        v = await page.evaluate(() => window.__table.view(0));
        if (turn === "you" && v.last_trick) break;
        await anyStep(page);
      }
      assert.ok(v?.last_trick, "a trick was completed");
      await page.click("#btn-last");
      await page.waitForSelector("#last-trick:not([hidden])");
      const won = v.last_trick.plays.find((p) => p.seat === v.last_trick.winner).card;
      assert.equal(await page.locator("#last-trick .card").count(), v.last_trick.plays.length);
      assert.equal(await page.getAttribute("#last-trick .card.won", "data-card"), won);
      const text = await page.textContent("#last-trick");
      assert.match(text, / won the trick with the /, text);
      await shot(page, `trick-last-${game}-1280.png`);
      await page.keyboard.press("Escape");
      assert.equal(await page.isVisible("#last-trick"), false);
      await page.keyboard.press("l");
      assert.equal(await page.isVisible("#last-trick"), true, "key L opens it too");
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  });
}

test("sixty_six: no last-trick peek (the strict rules forbid looking back)", { timeout: 120_000 }, async () => {
  const t = await open({ width: 1280, height: 800, query: "?seed=24" });
  try {
    const { page } = t;
    await gotoStart(page, t.url);
    await setPace(page, "instant");
    await page.click('button[data-game="sixty_six"]');
    await page.waitForSelector('#app[data-screen="table"][data-game="sixty_six"]');
    for (let i = 0; i < 6; i++) await anyStep(page);
    assert.ok(await page.evaluate(() => window.__table.view(0).last_trick), "a trick was completed");
    assert.equal(await page.isVisible("#btn-last"), false);
  } finally {
    await t.close();
  }
});

for (const [w, h] of [[1280, 800], [360, 740]]) {
  test(`sixty_three at ${w}×${h}: the Last trick button never covers the last trick's line`, { timeout: 120_000 }, async () => {
    const t = await open({ width: w, height: h, query: "?seed=9" });
    try {
      const { page } = t;
      await gotoStart(page, t.url);
      await page.click('button[data-game="sixty_three"]');
      for (let i = 0; i < 40 && (await waitForHuman(page)) === "you"; i++) {
        if (await page.evaluate(() => { const v = window.__table.view(0); return v.phase === "play" && !!v.last_trick; })) break;
        await step(page);
      }
      await page.waitForSelector('[data-testid="last-trick"]', { timeout: 10_000 });
      const [b, l] = await page.evaluate(() => ["#btn-last", '[data-testid="last-trick"]'].map((s) => {
        const r = document.querySelector(s).getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom];
      }));
      assert.ok(b[2] > b[0], "the button is shown");
      const overlap = b[0] < l[2] && l[0] < b[2] && b[1] < l[3] && l[1] < b[3];
      assert.equal(overlap, false, `button ${b} and line ${l} overlap`);
    } finally {
      await t.close();
    }
  });
}
