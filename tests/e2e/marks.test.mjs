// The cards that matter are marked on the table: Euchre's trumps, the left bower included,
// once trump is named (the engine lists them: view.hand_trumps); Sixty-three's counters
// with their points (view.card_points, the rule book's §4.1 values) on the card in the
// hand and in the trick, in text of at least 12 px at 360 px. The marks are in the cards'
// accessible names too.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, shot, step, waitForHuman } from "./helpers.mjs";

const MATE = { H: "D", D: "H", S: "C", C: "S" };

/** Each hand card's code, data-trump, data-points, the ★ mark's text and size, and its name. */
const handMarks = (page) => page.$$eval(".hand.mine .card", (cards) => cards.map((c) => {
  const before = getComputedStyle(c, "::before");
  return {
    card: c.dataset.card, trump: c.dataset.trump ?? "", points: c.dataset.points ?? "",
    mark: before.content, size: parseFloat(before.fontSize), name: c.getAttribute("aria-label"),
  };
}));

async function startGame(page, url, game) {
  await gotoStart(page, url);
  await page.evaluate(() => localStorage.setItem("cardtable.pace", JSON.stringify("instant")));
  await page.click(`button[data-game="${game}"]`);
  await page.waitForSelector(`#app[data-screen="table"][data-game="${game}"]`);
}

test("Euchre: the left bower carries the trump mark once trump is named (seed 2)", { timeout: 60_000 }, async () => {
  const t = await open({ width: 360, height: 740, query: "?seed=2" });
  try {
    const { page, errors } = t;
    await startGame(page, t.url, "euchre");
    // Bidding: nothing is trump yet, nothing is marked.
    let v = await page.evaluate(() => window.__table.view(0));
    if (v.trump == null) {
      assert.deepEqual(v.hand_trumps, []);
      assert.ok((await handMarks(page)).every((m) => m.trump === "" && m.mark === "none"), "no marks before trump");
    }
    for (let i = 0; i < 10 && v.phase !== "play"; i++) {
      await step(page);
      await waitForHuman(page);
      v = await page.evaluate(() => window.__table.view(0));
    }
    assert.equal(v.phase, "play");
    assert.equal(v.trump, "H", "seed 2: hearts are trump");
    const left = "J" + MATE[v.trump];
    assert.ok(v.hand.includes(left), `seed 2: the hand holds the left bower ${left}`);
    assert.deepEqual(v.hand_trumps, ["JD"], "the engine counts the left bower as trump (J♦ with hearts trump)");
    const marks = await handMarks(page);
    for (const m of marks) {
      const isTrump = v.hand_trumps.includes(m.card);
      assert.equal(m.trump, isTrump ? "1" : "", `${m.card}: data-trump`);
      assert.equal(m.mark.includes("★"), isTrump, `${m.card}: the ★ mark`);
      assert.equal(/, trump\b/.test(m.name), isTrump, `${m.card}: its name says trump (${m.name})`);
    }
    const lb = marks.find((m) => m.card === left);
    assert.ok(lb.size >= 12, `the mark is at least 12 px (${lb.size})`);
    assert.match(lb.name, /^jack of diamonds, trump/);
    await shot(page, "marks-euchre-360.png");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("Sixty-three: counters show their points on the card, in the hand and in the trick (seed 3)", { timeout: 90_000 }, async () => {
  const t = await open({ width: 360, height: 740, query: "?seed=3" });
  try {
    const { page, errors } = t;
    await startGame(page, t.url, "sixty_three");
    let v = await page.evaluate(() => window.__table.view(0));
    assert.equal(v.trump, null);
    assert.deepEqual(v.card_points, {}, "no counters before trump is named");
    assert.ok((await handMarks(page)).every((m) => m.points === ""), "no points shown before trump");
    for (let i = 0; i < 30 && !(v.phase === "play" && v.to_move === 0); i++) {
      await step(page);
      await waitForHuman(page);
      v = await page.evaluate(() => window.__table.view(0));
    }
    assert.equal(v.phase, "play");
    // The engine's values are the rule book's (§4.1): K 25, joker 15, 9 9, both pedros 5, A J 10 2 one each.
    const T = v.trump;
    assert.deepEqual(v.card_points, {
      ["K" + T]: 25, XJ: 15, ["9" + T]: 9, ["5" + T]: 5, ["5" + MATE[T]]: 5,
      ["A" + T]: 1, ["J" + T]: 1, ["T" + T]: 1, ["2" + T]: 1,
    });
    assert.equal(Object.values(v.card_points).reduce((a, b) => a + b, 0), 63);
    const marks = await handMarks(page);
    const counters = marks.filter((m) => v.card_points[m.card]);
    assert.ok(counters.length > 0, `seed 3: the hand holds counters (${v.hand.join(" ")})`);
    for (const m of marks) {
      const p = v.card_points[m.card];
      assert.equal(m.points, p ? String(p) : "", `${m.card}: data-points`);
      if (p) {
        assert.ok(m.mark.includes(String(p)), `${m.card}: the mark shows ${p} (${m.mark})`);
        assert.ok(m.name.includes(`counts ${p} point`), `${m.card}: its name says the points (${m.name})`);
        assert.ok(m.size >= 12, `${m.card}: at least 12 px (${m.size})`);
      }
    }
    await shot(page, "marks-sixty-three-hand-360.png");
    // A counter in the trick shows its points too: play on until one is on the table at my turn.
    let seen = null;
    for (let i = 0; i < 60 && !seen; i++) {
      const turn = await waitForHuman(page);
      if (turn === "game_over") break;
      v = await page.evaluate(() => window.__table.view(0));
      const c = v.phase === "play" && v.trick.find((p) => v.card_points[p.card]);
      if (c && turn === "you") {
        const el = await page.$eval(`#trick .card[data-card="${c.card}"]`, (e) => ({
          points: e.dataset.points, tag: getComputedStyle(e, "::after").content, size: parseFloat(getComputedStyle(e, "::after").fontSize),
        }));
        assert.equal(el.points, String(v.card_points[c.card]), `${c.card} in the trick: data-points`);
        assert.equal(el.tag, `"${v.card_points[c.card]}"`);
        assert.ok(el.size >= 12);
        seen = c.card;
        await shot(page, "marks-sixty-three-trick-360.png");
        break;
      }
      await step(page);
    }
    assert.ok(seen, "a counter was played to a trick while it was my turn");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});
