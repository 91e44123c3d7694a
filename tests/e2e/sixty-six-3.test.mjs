// Three-handed Sixty-six (docs/rules/sixty-six.md §15.3) in the page, issue #13: the table at
// 360 and 1280 px in all three cases (the viewer plays against West, against East, sits out),
// the two-hand deal's rules in its settings reaching the engine, no message of one deal left
// on screen into the next, and a start and a card by keyboard only. Screenshots in
// /tmp/shots-ssui.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { gotoStart, open, setPace, startByKeyboard, waitForHuman } from "./helpers.mjs";

const SHOTS = "/tmp/shots-ssui";
mkdirSync(SHOTS, { recursive: true });

/** The table's parts, as boxes: the felt's middle, the stock, the visible won piles (with their
 *  words, title and owner's position), the seats, the trick's cards. */
const layout = (page) => page.evaluate(() => {
  const box = (/** @type {Element} */ el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height, r: r.right, b: r.bottom }; };
  const won = [...document.querySelectorAll("#centre .ss-won")].filter((el) => !(/** @type {HTMLElement} */ (el)).hidden)
    .map((el) => ({ ...box(el), text: el.textContent?.replace(/\s+/g, " ").trim(), title: el.getAttribute("title"), pos: /** @type {HTMLElement} */ (el).dataset.pos }));
  const seats = [...document.querySelectorAll(".seat:not([hidden])")].map((el) => ({
    ...box(el), pos: /** @type {HTMLElement} */ (el).dataset.pos, seat: Number(/** @type {HTMLElement} */ (el).dataset.seat),
    out: el.classList.contains("sitting-out"), outline: getComputedStyle(el).outlineStyle,
    name: el.querySelector(".seat-head .name")?.textContent?.trim(),
  }));
  return {
    centre: box(/** @type {Element} */ (document.getElementById("centre"))),
    stock: box(/** @type {Element} */ (document.querySelector('[data-testid="stock"]'))),
    won, seats, vw: innerWidth, page: document.documentElement.scrollWidth,
  };
});

const overlap = (a, b) => Math.min(a.r, b.r) - Math.max(a.x, b.x) > 1 && Math.min(a.b, b.b) - Math.max(a.y, b.y) > 1;
const NAMES = ["You", "West", "East"];

for (const width of [1280, 360]) {
  test(`sixty-six-3 at ${width} px: who plays whom, each won pile by its named owner, the stock between them, the dealer who sits out set apart`, { timeout: 400_000 }, async () => {
    const t = await open({ width, height: width === 360 ? 740 : 800 });
    try {
      const { page, errors } = t;
      await gotoStart(page, t.url);
      // East deals (you play West), West deals (you play East), you deal and sit out.
      for (const dealer of [2, 1, 0]) {
        // No saved game to keep: the shared deal starts at once.
        await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith("cardtable.save.")) localStorage.removeItem(k); });
        await page.goto(`${t.url}?game=sixty-six-3&deal=sixty-six-3-0000BEEF-0-${dealer}`);
        // Once (CI, a machine loaded far past its two cores) the table did not show within
        // 60 s: say what the page showed instead if it happens again.
        await page.waitForSelector('#app[data-screen="table"]', { timeout: 90_000 }).catch(async (e) => {
          const state = await page.evaluate(() => ({ screen: document.getElementById("app")?.dataset.screen, url: location.href,
            dialogs: [...document.querySelectorAll("dialog[open], [role=alertdialog]:not([hidden])")].map((d) => d.textContent?.trim().slice(0, 120)),
            reason: document.getElementById("reason")?.textContent?.trim() }));
          throw new Error(`${e.message}; the page: ${JSON.stringify(state)}; errors: ${JSON.stringify(errors)}`);
        });
        await page.waitForFunction(() => document.querySelectorAll("#centre .ss-won:not([hidden])").length === 2);
        const v = await page.evaluate(() => window.__table.view(0));
        assert.equal(v.dealer, dealer);
        const players = [0, 1, 2].filter((s) => s !== dealer);
        const L = await layout(page);
        await page.screenshot({ path: `${SHOTS}/sixty-six-3-layout-${width}-dealer-${dealer}.png` });
        const seatAt = (s) => L.seats.find((x) => x.seat === s);
        // The dealer's seat sits out and is set apart (framed, unless it is the viewer's own
        // seat at the bottom, which says so by its badge and the prompt).
        const out = seatAt(dealer);
        assert.ok(out.out, "the dealer's seat is marked as sitting out");
        if (out.pos !== "bottom") assert.equal(out.outline, "dashed", "the sitting-out seat is framed");
        for (const s of players) assert.ok(!seatAt(s).out, `seat ${s} plays`);
        // Two won piles, one per player, each named by its owner (words and title) and on its
        // owner's side of the middle; the viewer's pile on the side away from the opponent.
        assert.equal(L.won.length, 2);
        const mid = L.centre.x + L.centre.w / 2;
        for (const s of players) {
          const pile = L.won.find((w) => w.text.startsWith(NAMES[s]));
          assert.ok(pile, `${NAMES[s]}'s pile is named: ${JSON.stringify(L.won.map((w) => w.text))}`);
          assert.match(pile.text, new RegExp(`^${NAMES[s]} \\d+ tricks?$`));
          assert.match(pile.title ?? "", new RegExp(NAMES[s]));
          const pos = seatAt(s).pos;
          const side = pos === "bottom" ? (seatAt(players.find((p) => p !== s)).pos === "left" ? "right" : "left") : pos;
          const cx = pile.x + pile.w / 2;
          assert.ok(side === "left" ? cx < mid : cx > mid, `${NAMES[s]}'s pile (${cx}) on the ${side} of ${mid}`);
        }
        // The stock in the middle, between the two players, clear of the piles and the seats.
        const sx = L.stock.x + L.stock.w / 2;
        assert.ok(Math.abs(sx - mid) < 3, `the stock centred: ${sx} vs ${mid}`);
        const xs = players.map((s) => seatAt(s)).filter((x) => x.pos !== "bottom").map((x) => x.x + x.w / 2);
        for (const x of xs) assert.ok(Math.abs(x - sx) > L.stock.w / 2, "a side player beside the stock, not at it");
        for (const w of L.won) assert.ok(!overlap(w, L.stock), `pile ${w.text} clear of the stock`);
        assert.ok(!overlap(L.won[0], L.won[1]), "the piles apart");
        for (const s of L.seats) for (const w of [...L.won, L.stock]) assert.ok(!overlap(s, w), `seat ${s.pos} clear of ${w.text ?? "the stock"}`);
        // Nothing clipped: inside the middle and the window, and no sideways scrolling.
        for (const w of [...L.won, L.stock]) {
          assert.ok(w.x >= L.centre.x - 1 && w.r <= L.centre.r + 1 && w.y >= L.centre.y - 1 && w.b <= L.centre.b + 1, `inside the middle: ${JSON.stringify(w)}`);
        }
        assert.ok(L.page <= L.vw, `no sideways scroll: ${L.page} > ${L.vw}`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  });
}

/** Searches a save (JSON, with JSON strings inside) for the object under `key`. */
function findKey(x, key) {
  if (typeof x === "string" && /^[[{]/.test(x)) { try { return findKey(JSON.parse(x), key); } catch { return undefined; } }
  if (!x || typeof x !== "object") return undefined;
  if (key in x) return x[key];
  for (const v of Object.values(x)) { const f = findKey(v, key); if (f !== undefined) return f; }
  return undefined;
}

test("sixty-six-3's settings: the two-hand deal's rules (base Sixty-six's) with their defaults; a changed one reaches the engine in two_hand", { timeout: 180_000 }, async () => {
  const { OPTION_SPECS } = await import("../../www/js/option-specs.js");
  const base = (k) => OPTION_SPECS.sixty_six.find((o) => o.key === k).default;
  const t = await open({ width: 1280, height: 800 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await page.evaluate(() => localStorage.setItem("cardtable.pace", JSON.stringify("instant")));
    await page.click("#btn-settings");
    await page.click('#rules-games label:has(input[value="sixty_six_forms"])');
    await page.waitForSelector("#rules-form");
    await page.click('#rules-form label:has(input[value="sixty-six-3"])');
    // Base Sixty-six's labels, its book's defaults.
    const text = await page.textContent("#options-fields");
    assert.match(text, /Once the stock is closed or used up, the follower must/);
    assert.match(text, /Show the opponent's points/);
    assert.match(text, /Let me look at the last trick/);
    assert.equal(await page.inputValue("#opt-game_target"), "7");
    assert.equal(await page.inputValue("#opt-phase2_follow_rule"), String(base("phase2_follow_rule")));
    assert.equal(await page.isChecked("#opt-show_opponent_points"), base("show_opponent_points"));
    assert.equal(await page.isChecked("#opt-last_trick_peek"), base("last_trick_peek"));
    // Change two, start: the engine's two-hand options carry them, the rest its defaults.
    assert.equal(base("phase2_follow_rule"), "strict");
    await page.selectOption("#opt-phase2_follow_rule", "follow_only");
    await page.setChecked("#opt-last_trick_peek", !base("last_trick_peek"));
    await page.click("#btn-apply");
    await page.waitForSelector('#app[data-screen="table"][data-game="sixty_six_forms"]', { timeout: 60_000 });
    await waitForHuman(page, 60_000);
    const got = await page.evaluate(() => ({ save: window.__table.save(), view: window.__table.view(0) }));
    const two = findKey(got.save, "two_hand");
    assert.ok(two, "the save carries the engine's two_hand options");
    assert.equal(two.phase2_follow_rule, "follow_only");
    assert.equal(two.last_trick_peek, !base("last_trick_peek"));
    assert.equal(two.show_opponent_points, base("show_opponent_points"));
    assert.equal(got.view.options.two_hand.phase2_follow_rule, "follow_only", "the deal is played by them");
    assert.equal(got.view.options.game_target, 7, "the three-hand target stays");
    assert.match(got.view.deal_code, /^sixty-six-3-/);
    // The last-trick peek, now allowed, is offered once a trick of the viewer's deal is over.
    let peeked = false;
    for (let i = 0; i < 100 && !peeked; i++) {
      const turn = await waitForHuman(page, 60_000);
      if (turn === "game_over") break;
      if (turn === "hand_over") { await page.click("#btn-continue"); await page.waitForFunction(() => document.getElementById("app").dataset.turn !== "hand_over"); continue; }
      const v = await page.evaluate(() => window.__table.view(0));
      if (v.last_trick) { assert.equal(await page.isVisible("#btn-last"), true, "Last trick offered"); peeked = true; break; }
      const card = page.locator(".hand.mine .card.playable").first();
      if (await card.count()) await card.click();
      else await page.locator("#actions button:not(.a-declare):not(.a-marriage_declare)").first().click();
    }
    assert.ok(peeked, "a trick of the viewer's was seen");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cardtable.options.sixty-six-3") ?? "null"));
    assert.equal(stored.phase2_follow_rule, "follow_only", "stored for the form");
    assert.equal(await page.evaluate(() => localStorage.getItem("cardtable.options.sixty_six")), null, "base Sixty-six keeps its own");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("instant pace: a message said late in a deal (a claim, a declaration) is gone when the next deal begins", { timeout: 300_000 }, async () => {
  const t = await open({ width: 1280, height: 800 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await setPace(page, "instant");
    await page.click('button[data-pick-form="sixty-six-3"]');
    await page.waitForSelector('#app[data-screen="table"]');
    const MARK = "West claims the rest of the hand (the last deal).";
    const seen = [];
    for (let deal = 0; deal < 3; deal++) {
      // Play the deal out (a card before any button: the first button may declare).
      for (let i = 0; i < 200; i++) {
        const turn = await waitForHuman(page, 60_000);
        if (turn !== "you") break;
        const card = page.locator(".hand.mine .card.playable").first();
        if (await card.count()) await card.click();
        else {
          await page.locator("#actions button").first().click();
          if (await page.isVisible("#confirm")) await page.click("#confirm-ok");
        }
      }
      if ((await waitForHuman(page)) === "game_over") break;
      // As a bot's claim says it at the end of a deal ("West claims the rest of the hand.",
      // for seconds: longer than the next deal takes to begin at the instant pace).
      await page.evaluate(async (m) => { (await import("./js/input.js")).showReason(m, 60_000); }, MARK);
      const code = await page.evaluate(() => window.__table.dealCode());
      await page.click("#btn-continue");
      await page.waitForFunction((c) => window.__table.dealCode() !== c, code);
      await waitForHuman(page, 60_000);
      const line = await page.evaluate(() => {
        const el = /** @type {HTMLElement} */ (document.getElementById("reason"));
        return { shown: el.classList.contains("show") && getComputedStyle(el).opacity !== "0", text: el.textContent };
      });
      seen.push({ deal, ...line });
      assert.ok(!(line.shown && line.text === MARK), `deal ${deal + 2}: the last deal's message is down`);
    }
    assert.ok(seen.length >= 2, JSON.stringify(seen));
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("sixty-six-3 by keyboard only: Tab to its button on the start screen, Enter, and a card by its number key", { timeout: 180_000 }, async () => {
  const t = await open({ width: 1280, height: 800 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await setPace(page, "instant");
    await startByKeyboard(page, "sixty-six-3");
    await page.waitForSelector('#app[data-screen="table"][data-game="sixty_six_forms"]', { timeout: 60_000 });
    assert.match(await page.evaluate(() => window.__table.dealCode()), /^sixty-six-3-/);
    // Continue (Enter) past any deal the viewer sits out, to a turn with a card to play.
    let played = null;
    for (let i = 0; i < 30 && !played; i++) {
      const turn = await waitForHuman(page, 60_000);
      if (turn === "hand_over") {
        await page.focus("#btn-continue");
        await page.keyboard.press("Enter");
        await page.waitForFunction(() => document.getElementById("app").dataset.turn !== "hand_over");
        continue;
      }
      assert.equal(turn, "you");
      const v = await page.evaluate(() => window.__table.view(0));
      const card = v.legal.find((a) => a.action === "play")?.card;
      if (!card) { // only buttons (the viewer may declare): Tab to the first and press Enter
        await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
        for (let k = 0; k < 60 && !(await page.evaluate(() => !!document.activeElement?.closest("#actions"))); k++) await page.keyboard.press("Tab");
        await page.keyboard.press("Enter");
        if (await page.isVisible("#confirm")) await page.keyboard.press("Enter");
        continue;
      }
      await page.keyboard.press(String(v.hand.indexOf(card) + 1));
      await page.waitForFunction((c) => !window.__table.view(0).hand.includes(c), card);
      played = card;
    }
    assert.ok(played, "a card was played by its number key");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});
