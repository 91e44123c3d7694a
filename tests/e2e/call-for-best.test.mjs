// Railroad Euchre's calling for best (docs/rules/euchre.md §14.3, issue #13) on screen: the
// lone player discards, then the partner's chosen card travels face down to them. Three deal
// codes (found with the club bots, which decide per position) put the human in each seat of
// it: the lone player, the giving partner, and a defender who must never see the card.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, setPace, shot, waitForHuman } from "./helpers.mjs";

/** The human goes alone (first to bid: the dealer is East). */
const LONE = "euchre-railroad-00000001-0-3";
/** The human passes; the partner (North, seat 2) goes alone and the human gives. */
const GIVER = "euchre-railroad-00000015-0-1";
/** The human passes; West (seat 1) goes alone and East (seat 3) gives. */
const DEFENDER = "euchre-railroad-00000002-0-2";

/** Records, from the page's start, every face-down card that flies as a gift and every card
 *  of the human's hand that is drawn face down. */
function watchGifts() {
  const rec = { flights: [], faceDown: [], notes: [] };
  /** @type {any} */ (window).__gifts = rec;
  new MutationObserver((muts) => {
    for (const m of muts) {
      for (const n of m.addedNodes) {
        if (!(n instanceof HTMLElement) || !n.classList.contains("gift-card")) continue;
        rec.flights.push({ back: n.classList.contains("back"), card: n.dataset.card ?? null, text: n.textContent, html: n.innerHTML,
          body: document.body.innerHTML, log: document.getElementById("announce")?.textContent ?? "" });
      }
      const el = /** @type {HTMLElement} */ (m.target);
      if (m.type === "attributes" && el.classList?.contains("face-down") && el.closest?.(".hand.mine")) {
        rec.faceDown.push(el.dataset.card);
        rec.notes.push(document.getElementById("gift-note")?.textContent);
      }
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
}

/** Opens the deal at the normal pace (the gift is animated). */
async function openDeal(deal, width) {
  const t = await open({ width, height: width < 400 ? 760 : 800, query: `?game=euchre-railroad&deal=${deal}` });
  await t.page.addInitScript(watchGifts);
  await t.page.goto(t.url);
  await t.page.waitForFunction(() => window.__table && document.getElementById("app").dataset.screen === "table", null, { timeout: 20_000 });
  await setPace(t.page, "normal");
  return t;
}

const view = (page) => page.evaluate(() => window.__table.view(0));
const hand = (page) => page.$$eval(".hand.mine .card", (els) => els.map((e) => e.dataset.card));

/** The human's decision `action` through its button. */
async function press(page, action) {
  assert.equal(await waitForHuman(page), "you");
  await page.click(`#actions button[data-action="${action}"]`);
}

/** The human passes until the phase is one of `phases` (or play). */
async function passUntil(page, phases) {
  for (let i = 0; i < 12; i++) {
    await page.waitForFunction((ph) => {
      const v = window.__table.view(0);
      return ph.includes(v.phase) || document.getElementById("app").dataset.turn === "you";
    }, phases, { timeout: 30_000, polling: 50 });
    const v = await view(page);
    if (phases.includes(v.phase)) return v;
    await press(page, v.legal.some((x) => x.action === "pass") ? "pass" : "partner");
  }
  throw new Error("no calling for best");
}

/** The catalogue's line, as the page words it. */
const words = (page, key, params) => page.evaluate(async ([k, p]) => (await import("./js/i18n.js")).t(k, p), [key, params]);

/** The note overlaps no seat's name, cards or bubble, nor the prompt, and stays on screen. */
async function noteClear(page, width) {
  const hits = await page.evaluate(() => {
    const n = document.getElementById("gift-note").getBoundingClientRect();
    const over = (r) => r.width && r.left < n.right && n.left < r.right && r.top < n.bottom && n.top < r.bottom;
    return { n: n.toJSON(), hits: [...document.querySelectorAll(".seat:not([hidden]) .hand, .seat:not([hidden]) .seat-head, .bubble.shown, #prompt")]
      .filter((e) => over(e.getBoundingClientRect())).map((e) => `${e.closest(".seat")?.id ?? ""} ${e.className}`) };
  });
  assert.deepEqual(hits.hits, [], JSON.stringify(hits.n));
  assert.ok(hits.n.left >= 0 && hits.n.right <= width, JSON.stringify(hits.n));
}

/** The gift's card from the actions the table saved (the engine's record, not the page). */
const giftOf = (page) => page.evaluate(() => JSON.parse(JSON.parse(window.__table.save()).session).actions.find((a) => a.action === "give_best")?.card);

for (const width of [1280, 360]) {
  test(`the lone human discards, then the partner's best lands face down in the hand and turns up (${width} px)`, { timeout: 120_000 }, async () => {
    const t = await openDeal(LONE, width);
    try {
      const { page, errors } = t;
      await press(page, "order_up");
      await page.waitForFunction(() => window.__table.view(0).phase === "declarer_alone" && document.getElementById("app").dataset.turn === "you", null, { timeout: 30_000 });
      await press(page, "alone");
      await page.waitForFunction(() => window.__table.view(0).phase === "best_discard" && document.getElementById("app").dataset.turn === "you", null, { timeout: 30_000 });
      assert.equal(await page.textContent("#prompt"), await words(page, "euchre.ui.prompt_best_discard"));
      await shot(page, `best-lone-discard-${width}.png`);
      const five = await hand(page);
      assert.equal(five.length, 5);
      const drop = five[0];
      await page.click(`.hand.mine .card[data-card="${drop}"]`);
      // The discard is gone at once; the partner chooses (a bot), then the card flies in.
      await page.waitForFunction(() => window.__table.view(0).phase !== "best_discard", null, { timeout: 10_000 });
      const four = (await view(page)).hand;
      assert.equal(four.length, 4);
      assert.ok(!four.includes(drop), "the discarded card left the hand");
      await page.waitForFunction(() => window.__gifts.faceDown.length > 0, null, { timeout: 30_000, polling: 20 });
      await shot(page, `best-lone-facedown-${width}.png`);
      await page.waitForSelector('#gift-note:not([hidden])');
      await page.waitForFunction(() => !document.querySelector(".hand.mine .card.face-down"), null, { timeout: 10_000 });
      const v = await view(page);
      const gift = await giftOf(page);
      assert.ok(gift, "the partner gave");
      assert.equal(v.hand.length, 5, "the engine: five cards again");
      assert.ok(v.hand.includes(gift) && !four.includes(gift), "the engine: the gift is in the hand");
      assert.deepEqual((await hand(page)).sort(), [...v.hand].sort(), "the hand on screen = the engine's");
      assert.deepEqual(await page.evaluate(() => [...new Set(window.__gifts.faceDown)]), [gift], "that card, drawn face down first");
      assert.equal(await page.evaluate(() => window.__gifts.notes[0]), await words(page, "euchre.ui.gift_coming"), "named only once turned up");
      assert.equal(await page.getAttribute(".hand.mine .card[data-gift='1']", "data-card"), gift, "marked as the partner's");
      assert.equal(v.hand_counts?.[2] ?? 4, 4, "the partner holds 4");
      const note = await page.textContent("#gift-note");
      assert.equal(note, await page.evaluate(async (c) => (await import("./js/i18n.js")).t("euchre.ui.gift_got", { card: (await import("./js/cards.js")).cardText(c) }), gift));
      const log = await page.textContent("#announce");
      assert.ok(log.includes(await words(page, "announce.best_exchange", { who: "Partner", seat: "You" })), log);
      await shot(page, `best-lone-revealed-${width}.png`);
      await noteClear(page, width);
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  });
}

test("the human gives: the chosen card flies face down from the hand to the lone partner", { timeout: 120_000 }, async () => {
  const t = await openDeal(GIVER, 1280);
  try {
    const { page, errors } = t;
    await passUntil(page, ["give_best"]);
    await page.waitForFunction(() => document.getElementById("app").dataset.turn === "you", null, { timeout: 30_000 });
    const v = await view(page);
    assert.equal(v.to_move, 0);
    assert.equal(await page.textContent("#prompt"), await words(page, "euchre.ui.prompt_give_best"));
    assert.equal(await page.$$eval(".hand.mine .card.playable", (e) => e.length), 5, "any card may be given");
    await shot(page, "best-give-prompt-1280.png");
    const card = v.hand[0];
    await page.click(`.hand.mine .card[data-card="${card}"]`);
    await page.waitForFunction(() => window.__gifts.flights.length > 0, null, { timeout: 10_000, polling: 20 });
    await shot(page, "best-give-flight-1280.png");
    const [f] = await page.evaluate(() => window.__gifts.flights);
    assert.equal(f.back, true, "a back flies");
    assert.equal(f.card, null);
    assert.equal(f.html, "", "no face in the flying card");
    await page.waitForSelector('#gift-note:not([hidden])');
    const after = await view(page);
    assert.equal(after.hand.length, 4);
    assert.ok(!after.hand.includes(card));
    assert.equal(after.hand_counts?.[2], 5, "the lone partner holds 5");
    assert.equal(await giftOf(page), card);
    const name = await page.evaluate(async (c) => (await import("./js/cards.js")).cardText(c), card);
    assert.equal(await page.textContent("#gift-note"), await words(page, "euchre.ui.gift_gave", { card: name }), "the giver is told which card went");
    assert.ok((await page.textContent("#announce")).includes(await words(page, "announce.best_exchange", { who: "You", seat: "Partner" })));
    await noteClear(page, 1280);
    await shot(page, "best-give-done-1280.png");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

for (const width of [1280, 360]) {
  test(`a defender sees the bots' gift as a back only, never its face (${width} px)`, { timeout: 120_000 }, async () => {
    const t = await openDeal(DEFENDER, width);
    try {
      const { page, errors } = t;
      await passUntil(page, ["give_best", "play"]);
      if ((await view(page)).phase === "give_best") {
        assert.equal(await page.textContent("#prompt"), await words(page, "euchre.ui.wait_gift", { who: "East", seat: "West" }));
        await shot(page, `best-defender-wait-${width}.png`);
      }
      await page.waitForFunction(() => window.__gifts.flights.length > 0, null, { timeout: 30_000, polling: 20 });
      await shot(page, `best-defender-flight-${width}.png`);
      const gift = await giftOf(page);
      assert.ok(gift, "East gave");
      const { flights } = await page.evaluate(() => window.__gifts);
      assert.equal(flights.length, 1);
      const [f] = flights;
      assert.equal(f.back, true);
      assert.equal(f.card, null);
      assert.equal(f.html, "");
      // The whole page at the flight: the gift's code and name nowhere, the log included.
      const name = await page.evaluate(async (c) => (await import("./js/cards.js")).cardName(c), gift);
      assert.ok(!f.body.includes(`data-card="${gift}"`) && !f.body.includes(name), `${gift} / ${name} in the page`);
      await page.waitForSelector('#gift-note:not([hidden])');
      const note = await page.textContent("#gift-note");
      assert.equal(note, await words(page, "euchre.ui.gift_passed", { who: "East", seat: "West" }));
      assert.ok(!note.includes(name) && !(await page.textContent("#announce")).includes(name));
      const v = await view(page);
      assert.ok(!JSON.stringify(v).includes(`"${gift}"`) || v.trick.some((p) => p.card === gift), "the human's view holds no gift");
      // Held or already led to the first trick.
      const held = (s) => v.hand_counts[s] + v.trick.filter((p) => p.seat === s).length;
      assert.equal(held(1), 5, "the lone player holds 5");
      assert.equal(held(3), 4, "the giver holds 4");
      await noteClear(page, width);
      await shot(page, `best-defender-note-${width}.png`);
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  });
}

test("at the instant pace nothing flies: the gift is in the hand, named and marked", { timeout: 60_000 }, async () => {
  const t = await openDeal(LONE, 360);
  try {
    const { page, errors } = t;
    await setPace(page, "instant");
    await press(page, "order_up");
    await page.waitForFunction(() => window.__table.view(0).phase === "declarer_alone" && document.getElementById("app").dataset.turn === "you", null, { timeout: 30_000 });
    await press(page, "alone");
    await page.waitForFunction(() => window.__table.view(0).phase === "best_discard" && document.getElementById("app").dataset.turn === "you", null, { timeout: 30_000 });
    await page.click(".hand.mine .card.playable");
    // West leads at once, which takes the note away; the mark stays until the card is played.
    await page.waitForFunction(() => window.__table.view(0).phase === "play" && document.getElementById("app").dataset.turn === "you", null, { timeout: 30_000 });
    const gift = await giftOf(page);
    const name = await page.evaluate(async (c) => (await import("./js/cards.js")).cardText(c), gift);
    assert.equal(await page.textContent("#gift-note"), await words(page, "euchre.ui.gift_got", { card: name }));
    assert.equal(await page.getAttribute(".hand.mine .card[data-gift='1']", "data-card"), gift);
    assert.match(await page.getAttribute(".hand.mine .card[data-gift='1']", "aria-label"), new RegExp(await words(page, "euchre.ui.gift_mark")));
    assert.deepEqual(await page.evaluate(() => window.__gifts), { flights: [], faceDown: [], notes: [] }, "no animation");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});
