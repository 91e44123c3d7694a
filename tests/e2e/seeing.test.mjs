// Seeing and motion (issue #12): the four-colour deck and the motion setting. Suits are never
// told by colour alone (each has its pip), and a motion choice changes only how the play is
// shown, never whether it proceeds.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, shot, step, waitForHuman } from "./helpers.mjs";

const FOUR = { S: "rgb(21, 21, 26)", H: "rgb(200, 16, 46)", D: "rgb(10, 85, 189)", C: "rgb(11, 116, 49)" };

/** The colour of each suit's cards in the player's hand: {suit: [colours]}. */
const handColours = (page) => page.$$eval(".hand.mine .card.face", (cards) => {
  const out = {};
  for (const c of cards) {
    const suit = [...c.classList].find((k) => /^s-[SHDC]$/.test(k))?.slice(2);
    if (suit) (out[suit] ??= []).push(getComputedStyle(c).color);
  }
  return out;
});

test("four-colour deck: ♦ blue and ♣ green on every card, kept across a reload", { timeout: 90_000 }, async () => {
  const t = await open({ query: "?seed=12" });
  try {
    const { page } = t;
    await gotoStart(page, t.url);
    await page.click('button[data-game="sixty_six"]');
    await waitForHuman(page);
    const two = await handColours(page);
    for (const [s, cs] of Object.entries(two)) {
      const want = s === "H" || s === "D" ? FOUR.H : FOUR.S;
      assert.ok(cs.every((c) => c === want), `two colours by default: ${s} ${cs}`);
    }
    await page.click("#btn-settings");
    await page.click('label[for="set-fourcolour"]');
    await page.click("#btn-close-settings");
    for (let round = 0; round < 2; round++) {
      const four = await handColours(page);
      assert.ok(Object.keys(four).length >= 3, `a hand with several suits: ${Object.keys(four)}`);
      for (const [s, cs] of Object.entries(four)) assert.ok(cs.every((c) => c === FOUR[s]), `${s}: ${cs}`);
      await shot(page, "four-colour.png");
      if (round === 0) {
        await page.reload();
        await page.waitForSelector('#app[data-screen="start"]');
        await page.click('#resume-line button[data-form="sixty_six"]');
        await waitForHuman(page);
      }
    }
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});

test("motion: follows the system unless chosen; reduced and off never stop the play", { timeout: 180_000 }, async () => {
  const t = await open({ query: "?seed=13" });
  try {
    const { page } = t;
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoStart(page, t.url);
    const mode = () => page.evaluate(() => document.documentElement.dataset.motion);
    assert.equal(await mode(), "reduced", "the system asks for reduced motion");
    const choose = async (m) => {
      await page.click("#btn-settings");
      await page.click(`#motion-choices label:has(input[value="${m}"])`);
      await page.click("#btn-close-settings");
    };
    await choose("full");
    assert.equal(await mode(), "full", "the player's choice wins");
    await page.emulateMedia({ reducedMotion: "no-preference" });
    for (const m of ["off", "reduced"]) {
      await choose(m);
      assert.equal(await mode(), m);
      if ((await page.evaluate(() => document.getElementById("app").dataset.screen)) === "start") {
        await page.click('button[data-game="euchre"]');
      }
      // Play on to the end of a hand: every decision is taken and the bots answer.
      let steps = 0;
      for (let done = false; !done && steps < 60; steps++) done = ["continue", "game_over"].includes(await step(page));
      assert.ok(steps < 60, `${m}: the hand ended`);
      // Just after Continue the new hand is being dealt: off — nothing transitions; reduced —
      // the cards fade in where they land, never travel.
      const moving = await page.$$eval(".hand.mine .card", (cs, m) => cs.map((c) => getComputedStyle(c))
        .filter((st) => (m === "off" ? st.transitionDuration.split(",").some((x) => parseFloat(x) > 0) : st.transform !== "none"))
        .map((st) => `${st.transitionDuration} ${st.transform}`), m);
      assert.deepEqual(moving, [], `${m}: the hand's cards do not slide`);
      assert.equal(await waitForHuman(page), "you", `${m}: the next hand is dealt and play goes on`);
    }
    await page.reload();
    await page.waitForSelector('#app[data-screen="start"]');
    assert.equal(await mode(), "reduced", "kept across a reload");
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});
