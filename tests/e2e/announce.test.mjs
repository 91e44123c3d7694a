// The screen reader's account of the table (issue #12): a hand of each game played with the
// keyboard alone, choosing only by roles, accessible names and ARIA state (no CSS selector,
// no coordinate: a11y-lib keyboardTurn), while the live log is checked against the
// engine's own events — every card played said in order with its player, every trick's
// winner, "your turn" said at once, the state repeated on R — and no card the player's seat
// cannot see ever said.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, startByKeyboard, waitForHuman } from "./helpers.mjs";
import { groupNames, keyboardTurn } from "./a11y-lib.mjs";

/** Records, in the page, every event batch the table returns and every line the log gets. */
async function record(page) {
  await page.evaluate(async (id) => {
    window.__events = [];
    window.__lines = [];
    const T = (await window.__engineFor(id)).Table;
    for (const k of ["play", "applyBotAction", "botMove", "nextHand", "newGame", "applyClaim", "claimStep"]) {
      const orig = T.prototype[k];
      T.prototype[k] = function (...a) { const evs = orig.apply(this, a); window.__events.push(...evs); return evs; };
    }
    new MutationObserver((ms) => {
      for (const m of ms) for (const n of m.addedNodes) window.__lines.push(n.textContent);
    }).observe(document.getElementById("announce"), { childList: true });
  }, await page.evaluate(() => document.getElementById("app").dataset.game));
}

for (const [game, seed] of [["euchre", 9], ["sixty_six", 9], ["sixty_three", 9]]) {
  test(`${game}: the live log says every public event in order, and never a hidden card`, { timeout: 240_000 }, async () => {
    const t = await open({ query: `?seed=${seed}` });
    try {
      const { page } = t;
      await page.addInitScript(() => localStorage.setItem("cardtable.pace", JSON.stringify("fast")));
      await gotoStart(page, t.url);
      await startByKeyboard(page, game);
      await waitForHuman(page);
      await record(page);
      // Seat 0's own cards at each of its turns: what it may see besides the public events.
      const own = new Set();
      const groups = await groupNames(page);
      const playedNames = [];
      let sawTurn = false, repeated = false;
      for (let i = 0; i < 200; i++) {
        const turn = await waitForHuman(page, 60_000);
        if (turn !== "you") break;
        for (const c of await page.evaluate(() => window.__table.view(0).hand ?? [])) own.add(c);
        if (!sawTurn) {
          await page.waitForFunction(() => (document.getElementById("announce-now").textContent ?? "").length > 2);
          assert.equal(await page.textContent("#announce-now"), (await page.textContent("#prompt")).trim(), "your turn is said at once, in the prompt's words");
          sawTurn = true;
        }
        if (!repeated && (await page.evaluate(() => window.__table.view(0).trick?.length > 0))) {
          const trick = await page.evaluate(() => window.__table.view(0).trick.map((p) => p.card));
          const said = await page.evaluate(async (cs) => { const { cardName } = await import("./js/cards.js"); return cs.map(cardName); }, trick);
          // The turn's own announcement may still be on its way (sayNow writes after a tick),
          // so wait for R's words (the trick so far) rather than for the first text to appear.
          await page.waitForTimeout(100);
          await page.evaluate(() => { document.getElementById("announce-now").textContent = ""; });
          await page.keyboard.press("r");
          await page
            .waitForFunction((ns) => { const s = document.getElementById("announce-now").textContent ?? ""; return ns.every((n) => s.includes(n)); }, said, { timeout: 5_000 })
            .catch(() => {});
          const state = await page.textContent("#announce-now");
          for (const n of said) assert.ok(state.includes(n), `R says the trick so far (${n}): ${state}`);
          assert.ok(state.includes((await page.textContent("#prompt")).trim()), `R says whose turn it is: ${state}`);
          repeated = true;
        }
        // The choice: from roles, accessible names and ARIA state only (a11y-lib keyboardTurn).
        const done = await keyboardTurn(page, groups);
        if (done.kind === "card") playedNames.push(done.name);
      }
      assert.equal(await waitForHuman(page, 60_000), "hand_over");
      await page.waitForTimeout(300);
      const { events, lines, names } = await page.evaluate(async () => {
        const { cardName } = await import("./js/cards.js");
        const all = ["S", "H", "D", "C"].flatMap((s) => ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"].map((r) => r + s)).concat(["XJ"]);
        return { events: window.__events, lines: window.__lines, names: Object.fromEntries(all.map((c) => [c, cardName(c)])) };
      });
      console.log(`# ${game}: the log's first lines:\n# ` + lines.slice(0, 14).join("\n# "));
      // Every card played is said, in the order played.
      const plays = events.filter((e) => e.type === "play");
      assert.ok(plays.length >= 8, `cards played: ${plays.length}`);
      const said = lines.join("\n");
      let at = 0;
      for (const p of plays) {
        const i = said.indexOf(names[p.card], at);
        assert.ok(i >= 0, `the ${names[p.card]} (seat ${p.seat}) is said after position ${at}:\n${said}`);
        at = i + 1;
      }
      // The cards chosen by their accessible names are the cards the engine saw seat 0 play.
      const mine = plays.filter((p) => p.seat === 0).map((p) => names[p.card]);
      assert.ok(mine.length >= 1, "seat 0 played cards");
      let j = 0; // in order, each card chosen by its name is a card the engine has seat 0 play
      for (const n of playedNames) {
        while (j < mine.length && !n.startsWith(mine[j])) j++;
        assert.ok(j < mine.length, `the card chosen as "${n}" was played (seat 0 played: ${mine.join(", ")})`);
        j++;
      }
      // Every trick's winner is said.
      const tricks = events.filter((e) => e.type === "trick");
      assert.equal(lines.filter((l) => /\S/.test(l)).length >= plays.length + tricks.length, true, "a line for every card and every trick");
      // No card the seat cannot see: only played, picked up, exchanged, turned-up and own cards.
      const visible = new Set(own);
      for (const e of events) for (const k of ["card", "upcard", "trump_card", "gave", "took", "face_up"]) if (typeof e[k] === "string") visible.add(e[k]);
      for (const e of events) for (const k of ["cards", "plays"]) for (const c of e[k] ?? []) visible.add(typeof c === "string" ? c : c.card);
      for (const [code, name] of Object.entries(names)) {
        if (visible.has(code)) continue;
        assert.ok(!lines.some((l) => new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(l)), `${name} was never visible to seat 0 but was said`);
      }
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });
}
