// A whole Euchre game at 360 × 740 played with the keyboard alone: Tab and Enter for the
// start screen, the bidding buttons and the end-of-hand panel, digits for cards.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, gotoStart, waitForHuman, shot, focused, startByKeyboard } from "./helpers.mjs";
import { buttonsOf, focusIn, groupNames } from "./a11y-lib.mjs";

test("a whole Euchre game at 360 px with the keyboard only", { timeout: 400_000 }, async () => {
  const t = await open({ width: 360, height: 740, query: "?seed=5" });
  const { page, errors } = t;
  await gotoStart(page, t.url);
  await page.evaluate(() => localStorage.setItem("cardtable.pace", JSON.stringify("instant")));
  await gotoStart(page, t.url);
  for (let k = 0; k < 30 && !(await page.evaluate(() => document.activeElement?.dataset?.game === "euchre")); k++) await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await waitForHuman(page);
  const groups = await groupNames(page);
  let keys = 0, hands = 0, shotTaken = false;
  for (let i = 0; i < 600; i++) {
    const turn = await waitForHuman(page);
    if (turn === "game_over") break;
    if (turn === "hand_over") {
      hands++;
      // Tab to the continue button and press Enter.
      for (let k = 0; k < 30 && !(await page.evaluate(() => document.activeElement?.id === "btn-continue")); k++) { await page.keyboard.press("Tab"); keys++; }
      await page.keyboard.press("Enter"); keys++;
      await page.waitForFunction(() => document.getElementById("app").dataset.turn !== "hand_over", null, { polling: 20 });
      continue;
    }
    if (!shotTaken && hands === 1) { await shot(page, "kbd-360.png"); shotTaken = true; }
    // The choice from the accessibility tree only: the "Your choices" and "Your hand" groups.
    const choices = (await buttonsOf(page.getByRole("group", { name: groups.moves, exact: true }))).filter((b) => !b.disabled);
    if (choices.length) {
      for (let k = 0; k < 40 && !(await focusIn(page.getByRole("group", { name: groups.moves, exact: true }))); k++) { await page.keyboard.press("Tab"); keys++; }
      await page.keyboard.press("Enter"); keys++;
      if (await page.getByRole("alertdialog").isVisible()) { await page.keyboard.press("Tab"); await page.keyboard.press("Enter"); }
    } else {
      const idx = (await buttonsOf(page.getByRole("group", { name: groups.hand, exact: true }))).findIndex((c) => !c.disabled);
      assert.ok(idx >= 0, "an enabled card in the hand");
      await page.keyboard.press(String(idx + 1)); keys++;
    }
  }
  const v = await page.evaluate(() => window.__table.view(0));
  console.log(`# keyboard game: ${hands} hands, ${keys} key presses, final ${v.scores.join("-")}`);
  await shot(page, "kbd-360-end.png");
  assert.equal(v.phase, "game_over", "the game was played to its end with keys alone");
  assert.ok(Math.max(...v.scores) >= 10);
  assert.equal(await page.isVisible("#btn-last"), false, "no last-trick button over the game-over panel");
  // A card still flying when the result comes up (the last trick gathered) passes under it.
  const [ghostZ, panelZ] = await page.evaluate(() => {
    const g = document.createElement("div");
    g.className = "card ghost";
    document.body.append(g);
    const z = Number(getComputedStyle(g).zIndex);
    g.remove();
    return [z, Number(getComputedStyle(document.getElementById("game-over")).zIndex)];
  });
  assert.ok(ghostZ < panelZ, `a flying card (z ${ghostZ}) under the game-over panel (z ${panelZ})`);
  assert.deepEqual(errors, []);
  await t.close();
});

for (const [game, seed] of [["euchre", 7], ["sixty_six", 7], ["sixty_three", 7]]) {
  test(`${game}: a hand with the keyboard alone — the hand is one Tab stop, arrows move, Enter plays, focus stays in the hand`, { timeout: 240_000 }, async () => {
    const t = await open({ query: `?seed=${seed}` });
    try {
      const { page } = t;
      await page.addInitScript(() => localStorage.setItem("cardtable.pace", JSON.stringify("instant")));
      await gotoStart(page, t.url);
      await startByKeyboard(page, game);
      let cards = 0, kept = 0;
      for (let i = 0; i < 200; i++) {
        const turn = await waitForHuman(page, 60_000);
        if (turn === "game_over" || (turn === "hand_over" && cards >= 4)) break;
        if (turn === "hand_over") { // a short hand (Sixty-six can end after two tricks): the next one, by keyboard
          for (let k = 0; k < 30 && (await focused(page)).id !== "btn-continue"; k++) await page.keyboard.press("Tab");
          await page.keyboard.press("Enter");
          await page.waitForFunction(() => document.getElementById("app").dataset.turn !== "hand_over", null, { polling: 20 });
          continue;
        }
        // The choice from the accessibility tree only (roles, names, aria-disabled).
        const groups = await groupNames(page);
        const hand = page.getByRole("group", { name: groups.hand, exact: true });
        const moves = page.getByRole("group", { name: groups.moves, exact: true });
        const playable = (await buttonsOf(hand)).filter((b) => !b.disabled).length;
        if (!playable && (await buttonsOf(moves)).length) {
          for (let k = 0; k < 40 && !(await focusIn(moves)); k++) await page.keyboard.press("Tab");
          assert.ok(await focusIn(moves), "Tab reaches the action buttons");
          await page.keyboard.press("Enter");
          if (await page.getByRole("alertdialog").isVisible()) await page.keyboard.press("Enter");
          continue;
        }
        // Into the hand: one Tab stop for all its cards.
        if (!(await focusIn(hand))) {
          for (let k = 0; k < 40 && !(await focusIn(hand)); k++) await page.keyboard.press("Tab");
        } else kept++;
        assert.ok(await focusIn(hand), "Tab reaches the hand");
        const stops = await page.$$eval(".hand.mine .card", (cs) => cs.filter((c) => c.getAttribute("tabindex") === "0").length);
        assert.equal(stops, 1, "the hand is one Tab stop");
        // Arrows to a card the engine allows, read from its accessible state.
        await page.keyboard.press("Home");
        for (let k = 0; k < 12 && (await focused(page)).disabled; k++) await page.keyboard.press("ArrowRight");
        const f = await focused(page);
        assert.equal(f.disabled, false, `a playable card is reached by arrows (at ${f.name})`);
        assert.match(f.name, /\b(of|Joker)\b/i, "the card is named in words");
        await page.keyboard.press("Enter");
        cards++;
      }
      assert.ok(cards >= 4, `cards played by keyboard: ${cards}`);
      assert.ok(kept >= 1, `after a card is played the focus stays in the hand (${kept} times)`);
      assert.equal(await waitForHuman(page, 60_000), "hand_over");
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });
}

test("panels are dialogs: opening moves the focus in, Escape closes and gives it back", { timeout: 60_000 }, async () => {
  const t = await open();
  try {
    const { page } = t;
    await gotoStart(page, t.url);
    for (const [button, panel] of [["#btn-settings", "#settings"], ["#btn-howto", "#howto"]]) {
      if (!(await page.isVisible(button))) continue;
      await page.focus(button);
      await page.keyboard.press("Enter");
      await page.waitForSelector(`${panel}:not([hidden])`);
      assert.equal(await page.evaluate((p) => document.querySelector(p).contains(document.activeElement), panel), true, `${panel}: the focus is inside`);
      assert.equal(await page.evaluate((p) => document.querySelector(p).closest("[role=dialog]") !== null || document.querySelector(`${p} [role=dialog]`) !== null, panel), true, `${panel} is a dialog`);
      await page.keyboard.press("Escape");
      await page.waitForSelector(`${panel}[hidden]`, { state: "attached" });
      assert.equal(await page.evaluate(() => "#" + document.activeElement?.id), button, `${panel}: the focus is back on its button`);
    }
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});
