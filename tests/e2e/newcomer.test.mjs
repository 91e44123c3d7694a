// Issue 17, "The table as a first-time player meets it" (second round): the table never runs
// ahead of the cards, no empty bid bubble flashes, Sixty-three's chips keep off the player's
// hand, seat badges stay under the end-of-hand panel at 360 px, every badge and chip says what
// it means in words, the last-trick peek in Sixty-six (an option) and its reason after a reload.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, setPace, shot, step, waitForHuman, anyStep } from "./helpers.mjs";

async function start(page, url, game, pace, query = "") {
  await gotoStart(page, url + query);
  await setPace(page, pace);
  await page.click(`button[data-game="${game}"]`);
  await page.waitForSelector(`#app[data-screen="table"][data-game="${game}"]`);
}


// ---------- 1. the table does not run ahead of the cards --------------------------------------
/** Samples the table every animation frame: the cards on the table, the trick counters (Euchre)
 *  or points taken (Sixty-three), the prompt and which seat's name pill is lit (by its
 *  computed colour, as the eye sees it). Results: window.__frames. */
async function sampleTable(page) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__frames = [];
    const tick = () => {
      const counters = [...document.querySelectorAll("#scoreboard .sb-tricks .sb-val b")].map((b) => Number(b.textContent));
      const lit = [];
      for (const seat of document.querySelectorAll(".seat:not([hidden])")) {
        const name = seat.querySelector(".seat-head .name");
        if (!name) continue;
        const m = getComputedStyle(name).backgroundColor.match(/rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/);
        // The glow is a light yellow (G ≈ 215, opaque); the unlit pill is black at 30 %.
        if (m && Number(m[2]) > 170 && (m[4] === undefined || Number(m[4]) > 0.8)) lit.push(name.textContent.trim());
      }
      w.__frames.push({
        t: performance.now(),
        cards: document.querySelectorAll("#trick .card").length,
        counters,
        sum: counters.reduce((a, b) => a + b, 0),
        prompt: document.getElementById("prompt")?.textContent.trim() ?? "",
        lit,
        hand: w.__table?.view(0).deal_code,
      });
      if (w.__frames.length < 20000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const PROMPT_SEAT = /^(West|East|Partner|Opponent|North|South) (to play|to bid|to decide|to lead|names trump|is |may |to )/;

for (const [game, seed] of [["euchre", 1], ["sixty_three", 3]]) {
  test(`${game}: the counters, the prompt and the lit seat follow the cards, never ahead of them (?seed=${seed})`, { timeout: 180_000 }, async () => {
    const t = await open({ width: 1280, height: 800 });
    try {
      const { page, errors } = t;
      await start(page, t.url, game, "fast", `?seed=${seed}`);
      await sampleTable(page);
      // Play until three tricks have been gathered in the first hand.
      for (let i = 0; i < 80; i++) {
        const v = await page.evaluate(() => window.__table.view(0));
        if ((v.tricks_played ?? (v.tricks_won ?? []).reduce((a, b) => a + b, 0)) >= 3 || v.phase === "hand_over") break;
        await anyStep(page);
      }
      await page.waitForTimeout(300);
      const frames = await page.evaluate(() => /** @type {any} */ (window).__frames);
      assert.ok(frames.length > 100, `sampled ${frames.length} frames`);
      let changes = 0;
      let fullTricks = 0;
      for (let i = 1; i < frames.length; i++) {
        const [a, b] = [frames[i - 1], frames[i]];
        if (a.hand === b.hand && b.sum > a.sum) {
          changes++;
          assert.equal(b.cards, 0, `the ${game === "euchre" ? "trick counter" : "points taken"} moved (${a.counters} → ${b.counters}) with ${b.cards} cards still on the table`);
        }
        if (game === "euchre" && b.cards === 4) {
          fullTricks++;
          assert.doesNotMatch(b.prompt, PROMPT_SEAT, `a finished trick is on the table and the prompt already says "${b.prompt}"`);
          assert.deepEqual(b.lit, [], `a finished trick is on the table and ${b.lit} is lit`);
        }
        const named = b.prompt.match(PROMPT_SEAT)?.[1];
        if (named) assert.deepEqual(b.lit, [named], `the prompt says "${b.prompt}" while the lit seat is ${JSON.stringify(b.lit)}`);
      }
      assert.ok(changes >= 2, `saw ${changes} counter changes`);
      if (game === "euchre") assert.ok(fullTricks > 3, `sampled ${fullTricks} frames with a whole trick on the table`);
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  });
}

// ---------- 2. an emptied bid bubble does not flash -------------------------------------------
test("Euchre: a bid bubble with no text is never visible (round 1's passes leave without a white flash)", { timeout: 180_000 }, async () => {
  let checked = false;
  for (const seed of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
    const t = await open({ width: 1280, height: 800 });
    try {
      const { page, errors } = t;
      await start(page, t.url, "euchre", "normal", `?seed=${seed}`);
      await page.evaluate(() => {
        const w = /** @type {any} */ (window);
        w.__empty = [];
        w.__bubbles = 0;
        const tick = () => {
          for (const b of document.querySelectorAll(".bubble")) {
            const cs = getComputedStyle(b);
            const r = b.getBoundingClientRect();
            const seen = cs.display !== "none" && cs.visibility !== "hidden" && Number(cs.opacity) > 0.02 && r.width > 0 && r.height > 0;
            if (seen && b.textContent.trim()) w.__bubbles++;
            if (seen && !b.textContent.trim()) w.__empty.push({ seat: b.parentElement?.dataset.seat, opacity: cs.opacity, w: Math.round(r.width), h: Math.round(r.height) });
          }
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      let round2 = false;
      for (let i = 0; i < 8; i++) {
        if ((await waitForHuman(page)) !== "you") break;
        const v = await page.evaluate(() => window.__table.view(0));
        if (v.phase === "bid2") round2 = true;
        if (v.phase !== "bid1" && v.phase !== "bid2") break;
        const pass = page.locator('#actions button[data-action="pass"]');
        if (!(await pass.count())) break;
        await pass.click();
        await page.waitForFunction(() => document.getElementById("app").dataset.turn !== "you", null, { polling: 20 });
      }
      await page.waitForTimeout(600);
      if (!round2) continue;
      const out = await page.evaluate(() => ({ empty: /** @type {any} */ (window).__empty, bubbles: /** @type {any} */ (window).__bubbles }));
      assert.ok(out.bubbles > 10, "bubbles with bids were seen");
      assert.deepEqual(out.empty.slice(0, 3), [], `an empty bubble was visible in ${out.empty.length} frames (?seed=${seed})`);
      assert.deepEqual(errors, []);
      checked = true;
      break;
    } finally {
      await t.close();
    }
  }
  assert.ok(checked, "a deal reached round 2 with the human bidding");
});

// ---------- 3 and 6. Sixty-three's chips keep off the hand; every badge and chip has a word -----
/** Records every frame's chips (text and box) with the player's hand's box, and every badge,
 *  chip and speech bubble text seen. Results: window.__chips, window.__labels. */
async function sampleLabels(page) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__chips = [];
    w.__labels = {};
    const box = (r) => ({ l: r.left, t: r.top, r: r.right, b: r.bottom });
    const tick = () => {
      const hand = document.querySelector("#seat-bottom .hand.mine");
      const hr = hand?.getBoundingClientRect();
      for (const c of document.querySelectorAll(".s63-chip")) {
        const cs = getComputedStyle(c);
        if (Number(cs.opacity) < 0.05) continue;
        w.__chips.push({ text: c.textContent, chip: box(c.getBoundingClientRect()), hand: hr && hr.width ? box(hr) : null });
      }
      for (const el of document.querySelectorAll(".badge, .s63-chip, .ss-say.shown")) {
        const text = el.textContent.replace(/\s+/g, " ").trim();
        if (text) w.__labels[text] = el.className;
        const r = el.getBoundingClientRect();
        if (el.classList.contains("badge") && r.width && (r.left < 0 || r.right > document.documentElement.clientWidth + 0.5)) w.__labels[`OFF SCREEN ${text} ${Math.round(r.left)}–${Math.round(r.right)}`] = el.className;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const HAS_WORD = /[A-Za-z]{2,}/;

for (const [width, height] of [[1280, 800], [360, 740]]) {
  test(`sixty_three at ${width}×${height}: the chips ("draws 3", "robs 6", "+26 points") never cover the player's hand, and say what they count`, { timeout: 180_000 }, async () => {
    const t = await open({ width, height });
    try {
      const { page, errors } = t;
      await start(page, t.url, "sixty_three", "fast", "?seed=3");
      await sampleLabels(page);
      for (let i = 0; i < 60; i++) {
        const v = await page.evaluate(() => window.__table.view(0));
        if ((v.phase === "play" && v.tricks_played >= 3) || v.phase === "hand_over") break;
        await anyStep(page);
      }
      await page.waitForTimeout(1200); // the last chips fade
      const { chips, labels } = await page.evaluate(() => ({ chips: /** @type {any} */ (window).__chips, labels: /** @type {any} */ (window).__labels }));
      const texts = [...new Set(chips.map((c) => c.text))];
      assert.ok(chips.length > 20 && texts.length >= 3, `chips seen: ${JSON.stringify(texts)}`);
      for (const c of chips) {
        if (!c.hand) continue;
        const overlap = c.chip.l < c.hand.r && c.chip.r > c.hand.l && c.chip.t < c.hand.b && c.chip.b > c.hand.t;
        assert.ok(!overlap, `the chip "${c.text}" ${JSON.stringify(c.chip)} covers the hand ${JSON.stringify(c.hand)}`);
      }
      for (const [text, cls] of Object.entries(labels)) {
        assert.doesNotMatch(text, /^OFF SCREEN/, `${cls}: a badge leaves the screen: ${text}`);
        assert.match(text, HAS_WORD, `${cls}: "${text}" says no word`);
      }
      assert.ok(Object.keys(labels).some((x) => /^Hand -\d+ (rob )?\+\d+$/.test(x)), `the exchange badge was seen: ${JSON.stringify(Object.keys(labels))}`);
      await shot(page, `newcomer-s63-chips-${width}.png`);
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  });
}

test("every seat badge of every game says what it means in words (360 px)", { timeout: 180_000 }, async () => {
  const t = await open({ width: 360, height: 740 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url + "?seed=5");
    await setPace(page, "instant");
    for (const game of ["euchre", "sixty_six", "sixty_three"]) {
      if (game !== "euchre") await page.click("#btn-home");
      await page.click(`button[data-game="${game}"]`);
      await waitForHuman(page);
      // Every badge a game draws, for views that hold each kind (a marriage pending, counted
      // and lost; the robbing dealer's and a drawing seat's exchange; a maker alone; …).
      const badges = await page.evaluate(async (game) => {
        const plugin = (await import(`./js/games/${game}.js`)).default;
        const v = structuredClone(window.__table.view(0));
        const views = [v];
        if (game === "euchre") views.push({ ...v, maker: 1, maker_alone: true, lone_defender: 2, active: [true, true, false, true] });
        if (game === "sixty_six") views.push({ ...v, closed: true, closed_by: 1, marriages: ["pending", "counted", "never"].map((status, i) => ({ seat: i % 2, suit: "HDS"[i], points: 20, status })) });
        if (game === "sixty_three") views.push({ ...v, trump: "H", phase: "play", tricks_played: 0, declarer: 1, contract: 30, active: [true, false, true, true],
          exchange: { ...v.exchange, dirt_discarded: [3, 4, 5, 6], drawn: [3, 4, 5, 0], rob_taken: 6 } });
        const out = [];
        for (const w of views) for (let s = 0; s < w.players; s++) {
          for (const [, html] of plugin.seatBadges(w, s)) {
            const el = document.createElement("span");
            el.innerHTML = html;
            out.push(el.textContent.replace(/\s+/g, " ").trim());
          }
        }
        return out;
      }, game);
      assert.ok(badges.length >= 3, `${game}: badges ${JSON.stringify(badges)}`);
      for (const b of badges) assert.match(b, HAS_WORD, `${game}: the badge "${b}" says no word`);
      // And those on the table now.
      for (const b of await page.locator(".badge").allTextContents()) assert.match(b, HAS_WORD, `${game}: "${b}"`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

// ---------- 4. the end-of-hand and game-over panels are above the seats' badges ----------------
test("at 360×740 the seat badges (Maker, Dealer) are under the end-of-hand panel", { timeout: 180_000 }, async () => {
  const t = await open({ width: 360, height: 740 });
  try {
    const { page, errors } = t;
    await start(page, t.url, "euchre", "instant", "?seed=1");
    // Look before each step: a step at the end of the hand would press Continue.
    for (let i = 0; i < 40; i++) if ((await waitForHuman(page)) === "hand_over") break; else await anyStep(page);
    assert.equal(await waitForHuman(page), "hand_over");
    const hits = await page.evaluate(() => [...document.querySelectorAll(".badge")].map((b) => {
      const r = b.getBoundingClientRect();
      const el = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { badge: b.textContent, over: el?.closest("#hand-over") ? "panel" : `${el?.tagName}.${el?.className}` };
    }));
    assert.ok(hits.some((h) => /Maker/.test(h.badge)), JSON.stringify(hits));
    for (const h of hits) assert.equal(h.over, "panel", `the "${h.badge}" badge is drawn above the end-of-hand panel`);
    await shot(page, "newcomer-hand-over-360.png");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

// ---------- 7. the last-trick peek in Sixty-six: an option, off by the rule --------------------
/** Play (first legal choice) until the view has a last trick and it is the human's turn. */
async function untilLastTrick(page) {
  for (let i = 0; i < 80; i++) {
    const turn = await waitForHuman(page);
    const v = await page.evaluate(() => window.__table.view(0));
    if (turn === "you" && v.last_trick) return v;
    await anyStep(page);
  }
  return null;
}

test("sixty_six: no last-trick peek by default; with the option 'last_trick_peek' the button and key L show it", { timeout: 180_000 }, async () => {
  const t = await open({ width: 1280, height: 800 });
  try {
    const { page, errors } = t;
    await start(page, t.url, "sixty_six", "instant", "?seed=24");
    let v = await untilLastTrick(page);
    assert.ok(v?.last_trick, "a trick was completed");
    assert.equal(v.options.last_trick_peek, false, "the engine's default is the rule");
    assert.equal(await page.isVisible("#btn-last"), false, "no button by default");
    await page.keyboard.press("l");
    assert.equal(await page.isVisible("#last-trick"), false, "nor the key L");
    // The option, as a player sets it: Settings → Sixty-six rules → start a game with them.
    await page.click("#btn-settings");
    await page.click('#rules-games label:has(input[value="sixty_six"])');
    await page.check("#opt-last_trick_peek");
    await page.click("#btn-apply");
    if (await page.isVisible("#confirm")) await page.click("#confirm-ok");
    await page.waitForFunction(() => window.__table.view(0).options.last_trick_peek === true, null, { timeout: 20_000 });
    await page.waitForSelector('#app[data-screen="table"][data-game="sixty_six"]');
    assert.equal(await page.isVisible("#btn-last"), false, "no peek before a trick is done");
    v = await untilLastTrick(page);
    assert.ok(v?.last_trick, "a trick was completed");
    await page.click("#btn-last");
    await page.waitForSelector("#last-trick:not([hidden])");
    const won = v.last_trick.plays.find((p) => p.seat === v.last_trick.winner).card;
    assert.equal(await page.locator("#last-trick .card").count(), 2);
    assert.equal(await page.getAttribute("#last-trick .card.won", "data-card"), won);
    const caption = (await page.textContent("#last-trick p")).trim();
    assert.match(caption, /^(You|Opponent) won the trick with the .+ — /, caption);
    await shot(page, "newcomer-sixty-six-peek-1280.png");
    await page.keyboard.press("Escape");
    assert.equal(await page.isVisible("#last-trick"), false);
    await page.keyboard.press("l");
    assert.equal(await page.isVisible("#last-trick"), true, "key L opens it too");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

// ---------- 8. the peek's reason survives a reload ---------------------------------------------
for (const [game, seed] of [["euchre", 1], ["sixty_three", 3]]) {
  test(`${game}: after a reload and Resume, the last-trick peek still gives the engine's reason (?seed=${seed})`, { timeout: 180_000 }, async () => {
    const t = await open({ width: 1280, height: 800 });
    try {
      const { page, errors } = t;
      await start(page, t.url, game, "instant", `?seed=${seed}`);
      const v = await untilLastTrick(page);
      assert.ok(v?.last_trick, "a trick was completed");
      await page.click("#btn-last");
      const before = (await page.textContent("#last-trick p")).trim();
      assert.match(before, / won the trick with the .+ — /, before);
      await page.reload();
      await page.waitForSelector('#app[data-screen="start"]');
      await page.click("#btn-resume");
      await page.waitForSelector(`#app[data-screen="table"][data-game="${game}"]`);
      await waitForHuman(page);
      await page.click("#btn-last");
      await page.waitForSelector("#last-trick:not([hidden])");
      const after = (await page.textContent("#last-trick p")).trim();
      assert.equal(after, before, "the same winner and reason after the reload");
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  });
}
