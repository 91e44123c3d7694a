// Sixty-six on the page: (a) a complete game to 7 played through clicks as the human (a
// plain strategy: declare with 66, announce marriages, swap the trump nine, close now and
// then), with the end-of-deal and end-of-game screens checked against the engine; (b) a
// card the engine forbids in strict play shows its reason when tapped; (c) no overflow at
// 360 px and 1280 px. Bots at the instant pace; screenshots go to target/e2e/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { engineText, gotoStart, open, setPace, shot, waitForHuman } from "./helpers.mjs";

const engineView = (page) => page.evaluate(() => window.__table.view(0));

async function startSixtySix(page, url) {
  await gotoStart(page, url);
  await setPace(page, "instant");
  await page.click('button[data-game="sixty_six"]');
  await page.waitForSelector('#app[data-screen="table"][data-game="sixty_six"]');
}

/** Elements of the app outside the viewport, and the page's scroll width. */
function overflow(page) {
  return page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const bad = [];
    for (const el of document.querySelectorAll("#app *, .overlay:not([hidden]) *")) {
      const r = el.getBoundingClientRect();
      if (r.width && (r.right > w + 1 || r.left < -1) && !el.closest(".ghost")) bad.push(`${el.tagName}.${el.className}`);
    }
    return { scroll: document.documentElement.scrollWidth, w, bad: bad.slice(0, 5) };
  });
}

async function assertFits(page, where) {
  const o = await overflow(page);
  assert.ok(o.scroll <= o.w, `${where}: page scrolls sideways (${o.scroll} > ${o.w})`);
  assert.deepEqual(o.bad, [], `${where}: elements outside the viewport`);
}

/**
 * One decision, made with clicks. Returns "continue" | "declare" | "pass" | "marriage" |
 * "exchange" | "close" | "card" | "game_over".
 */
async function decide(page, seen) {
  const turn = await waitForHuman(page);
  if (turn === "game_over") return "game_over";
  const v = await engineView(page);
  if (turn === "hand_over") {
    // The summary explains the game points with the engine's message, and the score is the engine's.
    assert.equal((await page.textContent("#hand-over-summary")).trim(), await engineText(page, v.hand_result.summary_msg));
    for (const s of [0, 1]) assert.equal(Number(await page.textContent(`[data-testid="hand-score-${s}"]`)), v.scores[s]);
    if (!seen.handOverShot) { seen.handOverShot = true; await shot(page, `sixty-six-hand-over-${seen.width}.png`); }
    if (seen.checkFit) await assertFits(page, "end of deal");
    await page.click("#btn-continue");
    await page.waitForFunction(() => document.getElementById("app").dataset.turn !== "hand_over", null, { polling: 20 });
    return "continue";
  }
  // The page shows the human's points and the stock as the engine has them.
  assert.equal(Number(await page.textContent('[data-testid="my-points"]')), v.my_points);
  if (v.stock_count > 0) assert.equal(Number(await page.textContent('[data-testid="stock-count"]')), v.stock_count);
  const has = (a) => v.legal.find((t) => t.action === a);
  const button = (a) => page.click(`#actions button[data-action="${a}"]`);
  // Buttons are exactly the engine's non-card actions.
  const shown = await page.$$eval("#actions button", (bs) => bs.map((b) => b.dataset.action));
  assert.deepEqual(shown, v.legal.filter((t) => !["play", "marriage"].includes(t.action)).map((t) => t.action));

  if (has("declare") && v.my_points >= 66) { await button("declare"); return "declare"; }
  if (seen.falseClaim === false && has("declare") && v.hand_number >= 1) {
    // Once per game, claim 66 without it: the engine scores the false claim for the opponent.
    seen.falseClaim = v.my_points;
    await button("declare");
    await page.click("#confirm-ok"); // the page asks before a claim below 66
    assert.equal(await waitForHuman(page), "hand_over");
    const r = (await engineView(page)).hand_result;
    assert.equal(r.winner, 1, "a false claim gives the deal to the opponent");
    const said = await engineText(page, r.summary_msg);
    assert.match(said, /only/, said);
    return "declare";
  }
  if (v.phase === "final") { await button("pass"); return "pass"; }
  const m = has("marriage");
  if (m) {
    const card = page.locator(`.hand.mine .card[data-card="${m.card}"]`);
    assert.equal(await card.getAttribute("data-meld"), String(m.suit === v.trump_suit ? 40 : 20));
    await card.click();
    return "marriage";
  }
  const x = has("exchange_trump");
  if (x) {
    const took = v.trump_card;
    await button("exchange_trump");
    await waitForHuman(page);
    const after = await engineView(page);
    if (after.deal_code === v.deal_code && after.trump_card) {
      assert.ok(after.hand.includes(took), "the trump card went to the hand");
      assert.equal(await page.locator(`.ss-trump-slot .card[data-card="${x.card}"]`).count(), 1, "the nine lies under the stock");
    }
    return "exchange";
  }
  if (has("close") && (v.my_points >= 40 || v.hand_number >= 2) && (seen.close ?? 0) < 2) {
    await button("close");
    await waitForHuman(page);
    const after = await engineView(page);
    if (after.deal_code === v.deal_code && after.trump_card) {
      assert.equal(after.trump_card_state, "turned_down");
      assert.equal(await page.locator(".ss-trump-slot .card.back").count(), 1, "the trump card is turned down");
      if (!seen.closeShot) { seen.closeShot = true; await shot(page, `sixty-six-closed-${seen.width}.png`); }
    }
    return "close";
  }
  await page.locator(".hand.mine .card.playable").first().click();
  return "card";
}

test("a full Sixty-six game to 7 through clicks ends with the engine's result on screen", { timeout: 180_000 }, async (tc) => {
  const t = await open({ width: 360, height: 740, query: "?seed=24" });
  try {
    const { page, errors } = t;
    await startSixtySix(page, t.url);
    await shot(page, "sixty-six-start-360.png");
    await assertFits(page, "first lead");

    const seen = { width: 360, checkFit: true, falseClaim: false };
    for (let i = 0; i < 3000; i++) {
      const did = await decide(page, seen);
      if (did === "game_over") break;
      seen[did] = (seen[did] ?? 0) + 1;
      if (seen.card === 4 && did === "card") {
        await waitForHuman(page);
        await shot(page, "sixty-six-mid-360.png");
        await assertFits(page, "mid-deal");
      }
    }
    await page.waitForSelector("#game-over:not([hidden])");
    await shot(page, "sixty-six-game-over-360.png");
    await assertFits(page, "end of game");

    const engine = await engineView(page);
    assert.equal(engine.phase, "game_over");
    assert.ok(engine.winner === 0 || engine.winner === 1, `winner ${engine.winner}`);
    assert.ok(Math.max(...engine.scores) >= 7 && engine.target === 7, `scores ${engine.scores} target ${engine.target}`);
    const shown = await page.$$eval('#final-score [data-testid^="final-"]', (els) =>
      Object.fromEntries(els.map((e) => [e.dataset.testid, Number(e.textContent)])));
    assert.deepEqual(shown, { "final-0": engine.scores[0], "final-1": engine.scores[1] }, "final score on screen = engine's");
    assert.equal((await page.textContent("#game-over-title")).trim(), engine.winner === 0 ? "You won!" : "You lost");
    assert.ok((seen.card ?? 0) >= 6, `played ${seen.card} cards`);
    assert.ok((seen.continue ?? 0) >= 1, `saw ${seen.continue} end-of-deal screens`);
    assert.ok(seen.close >= 1 && seen.declare >= 1, `closed ${seen.close} times, declared ${seen.declare} times`);
    assert.deepEqual(errors, [], "no console errors or page errors");
    tc.diagnostic(`deals ${(seen.continue ?? 0) + 1}; cards ${seen.card}, marriages ${seen.marriage ?? 0}, exchanges ${seen.exchange ?? 0}, closes ${seen.close ?? 0}, declarations ${seen.declare ?? 0} (one false, with ${seen.falseClaim}), passes ${seen.pass ?? 0}; final ${engine.scores.join("-")}`);

    // New game: a fresh game at 0-0.
    await page.click("#btn-new-game");
    await page.waitForFunction(() => ["you", "waiting"].includes(document.getElementById("app").dataset.turn));
    assert.deepEqual((await engineView(page)).scores, [0, 0]);
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("Sixty-six: tapping a card that strict play forbids shows the engine's reason", { timeout: 120_000 }, async () => {
  const t = await open({ width: 360, height: 740, query: "?seed=6" });
  try {
    const { page, errors } = t;
    await startSixtySix(page, t.url);
    const seen = { width: 360 };
    let checked = false;
    for (let i = 0; i < 1500 && !checked; i++) {
      const turn = await waitForHuman(page);
      if (turn === "game_over") break;
      const v = await engineView(page);
      const illegal = page.locator(".hand.mine.choosing .card.illegal");
      if (turn === "you" && v.phase === "follow" && v.strict && (await illegal.count()) > 0) {
        const code = await illegal.first().getAttribute("data-card");
        const expected = await engineText(page, v.illegal_msg[code]);
        assert.ok(expected, `engine gives a reason for ${code}`);
        assert.equal(await illegal.first().getAttribute("aria-disabled"), "true");
        const before = JSON.stringify(v);
        await illegal.first().click({ force: true }); // a finger ignores aria-disabled
        await page.waitForSelector("#reason.show");
        assert.equal((await page.textContent("#reason")).trim(), expected);
        assert.equal(JSON.stringify(await engineView(page)), before, "state unchanged");
        await shot(page, "sixty-six-illegal-360.png");
        checked = true;
        break;
      }
      await decide(page, seen);
    }
    assert.ok(checked, "met a strict-play turn with a forbidden card");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("Sixty-six fits 1280 px: the table, a deal's end and the settings", { timeout: 120_000 }, async () => {
  const t = await open({ width: 1280, height: 800, query: "?seed=12" });
  try {
    const { page, errors } = t;
    await startSixtySix(page, t.url);
    const seen = { width: 1280, checkFit: true };
    let cards = 0;
    for (let i = 0; i < 400; i++) {
      const did = await decide(page, seen);
      if (did === "card" && ++cards === 3) {
        await waitForHuman(page);
        await shot(page, "sixty-six-mid-1280.png");
        await assertFits(page, "mid-deal");
        // The game is saved: a reload offers it again, and it goes on where it was.
        const before = await engineView(page);
        await page.reload();
        await page.waitForSelector('#app[data-screen="start"]', { timeout: 20_000 });
        await page.click("#btn-resume");
        await page.waitForSelector('#app[data-screen="table"][data-game="sixty_six"]');
        await waitForHuman(page);
        const after = await engineView(page);
        assert.equal(after.deal_code, before.deal_code);
        assert.deepEqual(after.hand, before.hand);
        assert.deepEqual(await page.$$eval(".hand.mine .card", (els) => els.map((e) => e.dataset.card)), before.hand);
        if (before.stock_count > 0) assert.equal(Number(await page.textContent('[data-testid="stock-count"]')), before.stock_count);
      }
      if (did === "continue" || did === "game_over") break;
    }
    assert.ok(seen.handOverShot, "saw an end-of-deal screen");
    // The options: the Schnapsen preset and the opponent's points.
    await page.click("#btn-settings");
    assert.equal(await page.locator("#opt-preset option[value=schnapsen]").count(), 1);
    await page.selectOption("#opt-preset", "schnapsen");
    await page.check("#opt-show_opponent_points");
    await shot(page, "sixty-six-settings-1280.png");
    await page.click("#btn-apply");
    await page.click("#confirm-ok"); // the page asks before ending the game in progress
    await page.waitForFunction(() => ["you", "waiting"].includes(document.getElementById("app").dataset.turn));
    const v = await engineView(page);
    assert.equal(v.variant, "schnapsen");
    assert.equal(v.options.deck, 20);
    assert.equal(v.options.show_opponent_points, true);
    assert.equal(Number(await page.textContent('[data-testid="opp-points"]')), v.opponent_points);
    await waitForHuman(page);
    assert.equal(await page.locator(".hand.mine .card").count(), v.hand.length);
    await shot(page, "sixty-six-schnapsen-1280.png");
    await assertFits(page, "schnapsen");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});
