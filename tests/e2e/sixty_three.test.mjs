// Sixty-three on the page: a complete game to 250 played through clicks as seat 0 (bids
// through the stepper, trump buttons, card-set choices when robbing the pack or passing
// trumps, card taps), with every end-of-hand summary and the final score checked against
// the engine; the first-lead-in-trump reason on tap; 360 px and 1280 px layouts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { engineText, gotoStart, open, setPace, shot, waitForHuman } from "./helpers.mjs";

const view = (page) => page.evaluate(() => window.__table.view(0));

/** A finger tap on the visible strip of a card in my (overlapped) hand, near its index. */
const tapCard = (page, code, force = false) =>
  page.locator(`.hand.mine .card[data-card="${code}"]`).click({ position: { x: 6, y: 34 }, force });

/** Reads the numbers of the end-of-hand panel and compares them with the engine's. */
async function checkHandSummary(page, v) {
  const r = v.hand_result;
  assert.ok(r, "hand_over without a hand_result");
  for (const t of [0, 1]) {
    const took = Number(await page.textContent(`[data-testid="hand-took-${t}"]`));
    const delta = (await page.textContent(`[data-testid="hand-delta-${t}"]`)).replace("−", "-").replace("+", "");
    const score = Number(await page.textContent(`[data-testid="hand-score-${t}"]`));
    assert.equal(took, r.points[t], `points taken by team ${t}`);
    assert.equal(Number(delta), r.score_delta[t], `hand score of team ${t}`);
    assert.equal(score, v.scores[t], `game score of team ${t}`);
  }
  assert.equal(r.points[0] + r.points[1], 63, "a hand is worth 63");
  const outcome = await page.textContent('[data-testid="hand-outcome"]');
  assert.ok(outcome.startsWith(r.made ? "Made" : "Set"), `outcome line "${outcome}" vs made=${r.made}`);
}

/** Taps an illegal card (as a finger would) and checks the engine's reason is shown. */
async function tapIllegal(page, v, code) {
  const before = JSON.stringify(v);
  await tapCard(page, code, true); // aria-disabled: Playwright would wait, a finger does not
  await page.waitForSelector("#reason.show");
  assert.equal((await page.textContent("#reason")).trim(), await engineText(page, v.illegal_msg[code]));
  assert.equal(JSON.stringify(await view(page)), before, "an illegal tap changes nothing");
}

/**
 * One human decision, by clicks. Bids on some hands (stepping the amount up a little),
 * names the suit it holds most of, picks cards for card-set choices, else plays the first
 * playable card. Returns what happened.
 */
async function step(page, seen, shots = {}) {
  const turn = await waitForHuman(page);
  if (turn === "game_over") return "game_over";
  const v = await view(page);
  if (turn === "hand_over") {
    await page.waitForSelector("#hand-over:not([hidden])");
    await checkHandSummary(page, v);
    if (shots.handOver && !seen.handOverShot) {
      seen.handOverShot = true;
      await page.waitForTimeout(400); // let the panel finish rising
      await shot(page, shots.handOver);
    }
    await page.click("#btn-continue");
    await page.waitForFunction(() => document.getElementById("app").dataset.turn !== "hand_over", null, { polling: 20 });
    return "continue";
  }
  if (v.phase === "auction") {
    const a = v.auction;
    const legalBids = v.legal.filter((t) => t.action === "bid").map((t) => t.value);
    const shown = Number(await page.getAttribute("#actions .a-bid", "data-value"));
    assert.equal(shown, Math.min(...legalBids), "the stepper starts at the lowest legal bid");
    assert.equal(shown, a.min_next_bid);
    assert.ok(await page.locator('#actions [data-step="-1"]').isDisabled(), "no lower bid than the minimum");
    // The current high bid and bidder are on show.
    const high = await page.textContent('[data-testid="trump"]');
    if (a.high_bid != null) assert.ok(high.includes(String(a.high_bid)), `high bid ${a.high_bid} shown (${high})`);
    else assert.match(high, /none/);
    if (shots.auction && !seen.auctionShot) { seen.auctionShot = true; await shot(page, shots.auction); }
    const iBid = a.bids.some((b) => b.seat === v.seat && b.bid != null);
    if (!iBid && v.hand_number % 2 === 0 && (a.high_bid ?? 0) < 46) {
      const ups = v.hand_number % 3;
      for (let k = 0; k < ups; k++) await page.click('#actions [data-step="1"]');
      const want = legalBids[Math.min(ups, legalBids.length - 1)];
      assert.equal(Number(await page.getAttribute("#actions .a-bid", "data-value")), want);
      await page.click("#actions .a-bid");
      await page.waitForFunction((w) => window.__table.view(0).auction.bids.some((b) => b.seat === 0 && b.bid === w), want);
      seen.bids++;
      return "bid";
    }
    await page.click("#actions .a-pass");
    return "pass";
  }
  if (v.phase === "trump") {
    if (shots.trump && !seen.trumpShot) { seen.trumpShot = true; await shot(page, shots.trump); }
    const count = { C: 0, D: 0, H: 0, S: 0 };
    for (const c of v.hand) if (count[c[1]] !== undefined) count[c[1]]++;
    const suit = Object.entries(count).sort((x, y) => y[1] - x[1])[0][0];
    await page.click(`#actions button.suit-${suit}`);
    await page.waitForFunction(() => window.__table.view(0).trump != null);
    seen.trumps++;
    return "trump";
  }
  if (v.choose) {
    const c = v.choose;
    // Tapping a card outside the choice gives the engine's reason (once per kind).
    const outside = v.hand.find((x) => !c.from.includes(x) && v.illegal_msg[x]);
    if (outside && !seen.chooseIllegal[c.action]) {
      seen.chooseIllegal[c.action] = true;
      await tapIllegal(page, v, outside);
    }
    const n = c.action === "give" ? c.max : c.min;
    const confirm = page.locator('#actions button[data-index="0"]');
    if (c.min > 0) assert.ok(await confirm.isDisabled(), "confirm waits for the cards");
    for (const code of c.from.slice(0, n)) await tapCard(page, code);
    if (shots.choose && !seen.chooseShot) { seen.chooseShot = true; await shot(page, shots.choose); }
    const before = v.phase;
    await confirm.click();
    await page.waitForFunction((p) => window.__table.view(0).phase !== p || window.__table.view(0).to_move !== 0, before);
    seen.choices[c.action] = (seen.choices[c.action] ?? 0) + 1;
    return "choose";
  }
  // Trumps passed to a partner stay face up for all to see; folded players show their cards.
  for (let s = 1; s < 4; s++) {
    const up = await page.locator(`.seat[data-seat="${s}"] .s63-cards.shown .card`).count();
    assert.equal(up, v.face_up[s].length, `seat ${s}: face-up passed trumps on show`);
    const out = await page.locator(`.seat[data-seat="${s}"] .s63-cards.folded .card`).count();
    assert.equal(out, v.folds.filter((f) => f.seat === s).reduce((n, f) => n + f.cards.length, 0), `seat ${s}: folded cards on show`);
    assert.equal(await page.locator(`.seat[data-seat="${s}"] .badge.b-out`).count(), v.active[s] ? 0 : 1, `seat ${s}: out badge`);
  }
  assert.equal(await page.locator('.hand.mine .card[data-shown="1"]').count(), v.face_up[0].length, "my face-up trumps are marked");
  if (v.face_up.some((f) => f.length)) seen.faceUp++;
  if (v.folds.length) seen.folds++;
  // Play: on the first lead, a dirt card must be refused with the engine's reason.
  if (v.trick.length === 0 && v.tricks_played === 0) {
    const dirt = v.hand.find((x) => v.illegal_msg[x]);
    if (dirt && seen.firstLeadIllegal < 2) {
      seen.firstLeadIllegal++;
      assert.match(await engineText(page, v.illegal_msg[dirt]), /first lead must be a trump/i);
      await tapIllegal(page, v, dirt);
    }
  }
  if (shots.play && !seen.playShot && v.hand.length >= 5 && v.trick.length >= 2) { seen.playShot = true; await shot(page, shots.play); }
  await tapCard(page, await page.locator(".hand.mine .card.playable").first().getAttribute("data-card"));
  return "card";
}

const newSeen = () => ({ bids: 0, trumps: 0, choices: {}, chooseIllegal: {}, firstLeadIllegal: 0, faceUp: 0, folds: 0 });

async function overflow(page) {
  return page.evaluate(() => {
    const bad = [];
    const w = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll("body *")) {
      const r = el.getBoundingClientRect();
      if (r.width && (r.right > w || r.left < 0) && !el.closest(".ghost")) bad.push(`${el.tagName}.${el.className} ${Math.round(r.left)}..${Math.round(r.right)}`);
    }
    return { scroll: document.documentElement.scrollWidth, w, bad: bad.slice(0, 5) };
  });
}

test("a full Sixty-three game to 250 through clicks ends with the engine's score on screen", { timeout: 240_000 }, async (tc) => {
  // Seed 7: with this driver the human passes trumps to partner, robs the pack and discards
  // after receiving trumps (as of the bots at the time of writing; the test only needs some).
  const t = await open({ width: 1280, height: 800, query: "?seed=7" });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await setPace(page, "instant");
    await page.click('button[data-game="sixty_three"]');
    await page.waitForSelector('#app[data-screen="table"][data-game="sixty_three"]');

    const seen = newSeen();
    const counts = { continue: 0, bid: 0, pass: 0, trump: 0, choose: 0, card: 0 };
    const shots = { auction: "s63-auction-1280.png", trump: "s63-trump-1280.png", choose: "s63-choose-1280.png",
      play: "s63-play-1280.png", handOver: "s63-hand-over-1280.png" };
    for (let i = 0; i < 3000; i++) {
      const did = await step(page, seen, shots);
      if (did === "game_over") break;
      counts[did]++;
    }
    await page.waitForSelector("#game-over:not([hidden])");
    await shot(page, "s63-game-over-1280.png");

    const engine = await view(page);
    assert.equal(engine.phase, "game_over");
    assert.equal(engine.target, 250);
    assert.ok(engine.winner === 0 || engine.winner === 1, `winner ${engine.winner}`);
    assert.ok(engine.scores[engine.winner] >= 250, `scores ${engine.scores}`);
    const shown = await page.$$eval('#final-score [data-testid^="final-"]', (els) =>
      Object.fromEntries(els.map((e) => [e.dataset.testid, Number(e.textContent)])));
    assert.deepEqual(shown, { "final-0": engine.scores[0], "final-1": engine.scores[1] }, "final score on screen = engine's");
    assert.equal(await page.textContent("#game-over-title"), engine.winner === engine.my_team ? "You won!" : "You lost");
    assert.ok(counts.continue >= 3, `saw ${counts.continue} end-of-hand screens`);
    assert.ok(counts.card >= 10, `played ${counts.card} cards`);
    assert.ok(seen.bids >= 1 && seen.trumps >= 1, `bid ${seen.bids} times, named trump ${seen.trumps} times`);
    assert.ok(seen.firstLeadIllegal >= 1 || Object.keys(seen.chooseIllegal).length, "met an illegal tap with a reason");
    assert.ok(Object.keys(seen.choices).length >= 1, "made at least one card-set choice (rob, pass or discard)");
    assert.ok(seen.folds >= 1, "saw a player fold");
    assert.deepEqual(errors, [], "no console errors or page errors");
    tc.diagnostic(`game: ${counts.continue + 1} hands, ${counts.bid} bids, ${counts.pass} passes, ${counts.trump} trumps named, ` +
      `choices ${JSON.stringify(seen.choices)}, ${counts.card} cards, ${seen.faceUp} turns with face-up trumps; final ${engine.scores.join("-")}`);

    await page.click("#btn-new-game");
    await page.waitForFunction(() => ["you", "waiting"].includes(document.getElementById("app").dataset.turn));
    assert.deepEqual((await view(page)).scores, [0, 0]);

    // Switching to Euchre leaves nothing of Sixty-three's on the table.
    await page.click("#btn-home");
    await page.click('button[data-game="euchre"]');
    await page.waitForSelector('#app[data-screen="table"][data-game="euchre"]');
    await waitForHuman(page);
    assert.equal(await page.locator(".game-extra").count(), 0, "no Sixty-three extras on the Euchre table");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("Sixty-three at 360 px: nine cards fit, the exchange animates, nothing overflows", { timeout: 120_000 }, async (tc) => {
  const t = await open({ width: 360, height: 740, query: "?seed=73" }); // passes trumps in hand 1
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await setPace(page, "fast"); // the animations run (chips, flying cards) at the quickest animated pace
    await page.click('button[data-game="sixty_three"]');
    const seen = newSeen();
    const shots = { auction: "s63-auction-360.png", trump: "s63-trump-360.png", choose: "s63-choose-360.png",
      play: "s63-play-360.png", handOver: "s63-hand-over-360.png" };
    let checked = 0;
    let hands = 0;
    for (let i = 0; i < 400 && hands < 2; i++) {
      const turn = await waitForHuman(page);
      if (turn === "you") {
        const o = await overflow(page);
        assert.deepEqual(o.bad, [], "elements outside the viewport");
        assert.ok(o.scroll <= o.w, `page scrolls sideways: ${o.scroll} > ${o.w}`);
        const n = await page.locator(".hand.mine .card").count();
        if (n >= 9) {
          // The whole hand is on screen: every card's left edge (its index) is visible.
          const xs = await page.$$eval(".hand.mine .card", (els) => els.map((e) => e.getBoundingClientRect()));
          assert.ok(xs.every((r) => r.left >= 0 && r.right <= 360), `a card of ${n} is off screen`);
          assert.ok(xs.slice(1).every((r, k) => r.left - xs[k].left >= 12), `cards of ${n} overlap too much to read`);
          checked++;
        }
      }
      const did = await step(page, seen, shots);
      if (did === "game_over") break;
      if (did === "continue") hands++;
    }
    assert.ok(checked >= 2, `checked ${checked} turns with nine or more cards`);
    assert.deepEqual(errors, [], "no console errors or page errors");
    tc.diagnostic(`360 px: ${hands} hands, ${checked} big-hand turns checked, choices ${JSON.stringify(seen.choices)}`);
  } finally {
    await t.close();
  }
});
