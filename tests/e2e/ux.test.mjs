// Issue 17, the first-time player's table: Sixty-six's claim (labelled with the count,
// confirmed below 66, primary when it wins), the settings panel (what applies at once,
// rules that start a new game after asking, the close control at the top, every game's
// rules from the start screen, no cut-off choice at 360 px), playing a forced card
// automatically, sound with a remembered mute, and wording and sizes (singular "1 trick",
// one minus sign, no text under 12 px, seats that do not move for a hint or the scoreboard).
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, setPace, shot, step, waitForHuman } from "./helpers.mjs";

const view = (page) => page.evaluate(() => window.__table.view(0));
const turn = (page) => page.evaluate(() => document.getElementById("app").dataset.turn);

async function start(page, url, game, pace = "instant") {
  await gotoStart(page, url);
  await setPace(page, pace);
  await page.click(`button[data-game="${game}"]`);
  await page.waitForSelector(`#app[data-screen="table"][data-game="${game}"]`);
}

/** Tap the first playable card (Continue after a deal) until `want(view)` holds at the human's turn. */
async function playUntil(page, want, max = 200) {
  for (let i = 0; i < max; i++) {
    const t = await waitForHuman(page);
    if (t === "game_over") break;
    if (t === "you" && want(await view(page))) return true;
    if (t === "hand_over") { await step(page); continue; }
    const card = page.locator(".hand.mine .card.playable").first();
    if (await card.count()) await card.click();
    else await step(page);
  }
  return false;
}

// ---------- 1. Sixty-six's claim ----------------------------------------------------------
test("Sixty-six: a claim below 66 says the count and asks first (?seed=24)", { timeout: 90_000 }, async () => {
  const t = await open({ width: 1280, height: 800, query: "?seed=24" });
  try {
    const { page, errors } = t;
    await start(page, t.url, "sixty_six");
    assert.ok(await playUntil(page, (v) => v.phase === "lead" && v.legal.some((x) => x.action === "declare") && v.my_points > 0),
      "reached a lead where a declaration is legal");
    const v = await view(page);
    assert.ok(v.my_points < 66, `points ${v.my_points}`);
    const btn = page.locator('#actions button[data-action="declare"]');
    const label = (await btn.textContent()).replace(/\s+/g, " ").trim();
    assert.equal(label, `Declare 66 — you have ${v.my_points}`);
    assert.equal(await btn.evaluate((b) => b.classList.contains("primary")), false, "a losing claim is not the primary button");
    const before = await page.evaluate(() => window.__table.save());

    // A tap asks first (an in-page dialog, not window.confirm); the safe answer has the focus.
    page.on("dialog", () => assert.fail("window.confirm/alert must not be used"));
    await btn.click();
    await page.waitForSelector("#confirm:not([hidden])");
    assert.equal(await page.getAttribute('#confirm [role="alertdialog"]', "aria-modal"), "true");
    assert.match(await page.textContent("#confirm-title"), new RegExp(`Declare 66 with ${v.my_points} points\\?`));
    assert.equal(await page.evaluate(() => document.activeElement?.id), "confirm-cancel");
    await shot(page, "ux-claim-dialog-1280.png");
    // Escape keeps playing: nothing was played.
    await page.keyboard.press("Escape");
    assert.equal(await page.isHidden("#confirm"), true);
    assert.equal(await page.evaluate(() => window.__table.save()), before, "cancelled: the position is unchanged");
    assert.equal(await turn(page), "you");

    // With the keyboard: Tab to "Declare anyway", Enter: the engine scores the false claim.
    await btn.focus();
    await page.keyboard.press("Enter");
    await page.waitForSelector("#confirm:not([hidden])");
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.id), "confirm-ok");
    await page.keyboard.press("Enter");
    assert.equal(await waitForHuman(page), "hand_over");
    const r = (await view(page)).hand_result;
    assert.equal(r.winner, 1 - v.seat, "the claim was made (and lost): the page never refuses a legal move");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("Sixty-six: a marriage that takes the player over 66 makes the claim the primary button, no question", { timeout: 240_000 }, async () => {
  const t = await open({ width: 1280, height: 800, query: "?seed=24" });
  try {
    const { page, errors } = t;
    await start(page, t.url, "sixty_six");
    await waitForHuman(page);
    // Find, with copies of the engine's table, the taps that reach a lead where showing a
    // marriage and declaring wins although the points taken are under 66.
    const found = await page.evaluate(async () => {
      const T = (await window.__engineFor("sixty_six")).Table;
      const Think = (await window.__thinkFor("sixty_six")).Table; // the bots' build decides
      const botAction = (tb) => { const c = Think.load(tb.save()); try { return c.botAction(); } finally { c.free(); } };
      const tokenFor = (v, c) => v.legal.find((x) => x.action === "marriage" && x.card === c) ?? v.legal.find((x) => x.action === "play" && x.card === c);
      let nodes = 0;
      /** @returns {any} */
      function dfs(save, path, deals) {
        if (nodes++ > 6000) return null;
        const tb = T.load(save);
        try {
          while (tb.toMoveIsBot()) tb.applyBotAction(botAction(tb));
          const v = tb.view(0);
          if (v.phase === "hand_over") {
            if (deals >= 3) return null;
            tb.nextHand();
            return dfs(tb.save(), [...path, "next"], deals + 1);
          }
          if (v.phase === "game_over") return null;
          const md = v.legal.find((x) => x.action === "marriage_declare");
          if (md && v.my_points < 66 && v.tricks_won[v.seat] > 0 && v.options.marriage_pending_rule === "first_trick" &&
              v.my_points + (md.suit === v.trump_suit ? 40 : 20) >= 66) return { path, suit: md.suit, points: v.my_points };
          const s0 = tb.save();
          for (const c of [...new Set(v.legal.filter((x) => x.card).map((x) => x.card))]) {
            const t2 = T.load(s0);
            t2.play(tokenFor(v, c));
            const s = t2.save();
            t2.free();
            const r = dfs(s, [...path, c], deals);
            if (r) return r;
          }
          return null;
        } finally { tb.free(); }
      }
      return dfs(window.__table.save(), [], 0);
    });
    assert.ok(found, "a position where a marriage takes the player over 66");
    for (const p of found.path) {
      const h = await waitForHuman(page);
      if (p === "next") {
        assert.equal(h, "hand_over");
        await page.click("#btn-continue");
        await page.waitForFunction(() => document.getElementById("app").dataset.turn !== "hand_over", null, { polling: 20 });
      } else {
        assert.equal(h, "you");
        await page.click(`.hand.mine .card[data-card="${p}"]`);
      }
    }
    assert.equal(await waitForHuman(page), "you");
    const v = await view(page);
    assert.equal(v.my_points, found.points);
    const pts = found.suit === v.trump_suit ? 40 : 20;
    const btn = page.locator('#actions button[data-action="marriage_declare"]');
    const label = (await btn.textContent()).replace(/\s+/g, " ").trim();
    assert.match(label, new RegExp(`^Show ${pts} \\S? ?and declare 66 — you'd have ${v.my_points + pts}$`), label);
    assert.equal(await btn.evaluate((b) => b.classList.contains("primary")), true, "the winning claim is the primary button");
    const plain = page.locator('#actions button[data-action="declare"]');
    if (await plain.count()) assert.equal(await plain.evaluate((b) => b.classList.contains("primary")), false);
    await shot(page, "ux-claim-primary-1280.png");
    await btn.click();
    assert.equal(await waitForHuman(page), "hand_over");
    assert.equal(await page.isHidden("#confirm"), true, "no question before a winning claim");
    assert.equal((await view(page)).hand_result.winner, v.seat);
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

// ---------- 2. Settings -------------------------------------------------------------------
for (const [width, height] of [[1280, 800], [360, 740]]) {
  test(`settings at ${width}×${height}: close at the top, at once vs. rules, a confirmation before a new game`, { timeout: 90_000 }, async () => {
    const t = await open({ width, height, query: "?seed=5" });
    try {
      const { page, errors } = t;
      await start(page, t.url, "sixty_six");
      await waitForHuman(page);
      await page.click("#btn-settings");
      await page.waitForSelector("#settings:not([hidden])");
      await page.waitForFunction(() => document.getElementById("level-choices").dataset.rated != null);
      // The close control is at the top of the panel, on screen, not covered, without scrolling.
      const close = await page.evaluate(() => {
        const b = document.getElementById("btn-close-settings");
        const r = b.getBoundingClientRect();
        const panel = document.getElementById("settings-form").getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, panelTop: panel.top, hit: !!hit && b.contains(hit), h: innerHeight, w: innerWidth };
      });
      assert.ok(close.top >= 0 && close.bottom <= close.h && close.left >= 0 && close.right <= close.w, `close on screen: ${JSON.stringify(close)}`);
      assert.ok(close.top - close.panelTop < 40, "close at the top of the panel");
      assert.ok(close.hit, "close is not covered");
      // The two parts: what applies at once, and the rules (a new game).
      assert.match(await page.textContent("#now-title"), /at once/i);
      assert.match(await page.textContent("#rules-title"), /new game/i);
      for (const id of ["pace-choices", "level-choices", "set-sound", "set-autoplay"]) {
        assert.ok(await page.evaluate((id) => !!document.getElementById(id)?.closest('[aria-labelledby="now-title"]'), id), `${id} applies at once`);
      }
      assert.ok(await page.evaluate(() => !!document.getElementById("options-fields").closest('[aria-labelledby="rules-title"]')));
      await shot(page, `ux-settings-${width}.png`);
      // No choice is cut off: every option's text fits its select (every game's rules).
      const cut = [];
      for (const g of ["sixty_six", "euchre", "sixty_three", "sixty_six"]) {
        await page.click(`#rules-games label:has(input[value="${g}"])`);
        cut.push(...await page.evaluate(() => {
        const out = [];
        const ctx = document.createElement("canvas").getContext("2d");
        for (const sel of document.querySelectorAll("#settings select")) {
          const cs = getComputedStyle(sel);
          ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
          const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 24; // the arrow
          for (const o of sel.options) if (ctx.measureText(o.text).width > room) out.push(`${sel.id}: "${o.text}" (${Math.round(ctx.measureText(o.text).width)} > ${Math.round(room)})`);
        }
        return out;
        }));
      }
      assert.deepEqual(cut, [], "choices cut off");
      // Even scrolled to the end, the close control stays in view.
      await page.evaluate(() => { const f = document.getElementById("settings-form"); f.scrollTop = f.scrollHeight; });
      const after = await page.evaluate(() => { const r = document.getElementById("btn-close-settings").getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; });
      assert.ok(after.top >= 0 && after.bottom <= height, "close stays in view when the panel scrolls");
      // Pace applies at once: the game goes on (same table).
      await page.evaluate(() => { window.__before = window.__table; });
      await page.click('#pace-choices label:has(input[value="fast"])');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.pace), "fast");
      // A rule change asks before it ends the game in progress; "Keep playing" keeps it.
      await page.check("#opt-show_opponent_points");
      await page.click("#btn-apply");
      await page.waitForSelector("#confirm:not([hidden])");
      await page.click("#confirm-cancel");
      assert.equal(await page.isHidden("#settings"), false, "the panel stays open");
      assert.ok(await page.evaluate(() => window.__table === window.__before), "the game goes on");
      await page.click("#btn-apply");
      await page.click("#confirm-ok");
      await page.waitForFunction(() => window.__table !== window.__before);
      assert.equal(await page.isHidden("#settings"), true);
      assert.equal((await view(page)).options.show_opponent_points, true);
      // Close at the top, and Escape, close the panel.
      await page.click("#btn-settings");
      await page.click("#btn-close-settings");
      assert.equal(await page.isHidden("#settings"), true);
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  });
}

test("settings from the start screen: every game's rules, and the chosen game starts", { timeout: 60_000 }, async () => {
  const t = await open({ width: 360, height: 740, query: "?seed=5" });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await page.click("#btn-settings");
    const games = await page.$$eval('#rules-games input[name="rules-game"]', (els) => els.map((e) => e.value));
    assert.deepEqual(games, ["euchre", "sixty_six", "sixty_three", "sixty_six_forms"]); // the forms of Sixty-six last
    await page.click('#rules-games label:has(input[value="sixty_three"])');
    assert.match(await page.textContent("#options-legend"), /Sixty-three rules/);
    assert.match(await page.textContent("#btn-apply"), /Start Sixty-three/);
    await shot(page, "ux-settings-start-360.png");
    await page.click("#btn-apply");
    await page.waitForSelector('#app[data-screen="table"][data-game="sixty_three"]');
    assert.equal(await page.isHidden("#confirm"), true, "nothing to discard: no question");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

// ---------- 3. Forced card ----------------------------------------------------------------
test("a forced card is played automatically when the setting is on (off by default, remembered)", { timeout: 120_000 }, async () => {
  const t = await open({ width: 1280, height: 800, query: "?seed=3" });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await page.click("#btn-settings");
    assert.equal(await page.isChecked("#set-autoplay"), false, "off by default");
    await page.check("#set-autoplay");
    await page.click("#btn-close-settings");
    await page.reload();
    await page.waitForSelector('#app[data-screen="start"]');
    await page.click("#btn-settings");
    assert.equal(await page.isChecked("#set-autoplay"), true, "remembered");
    await page.click('#pace-choices label:has(input[value="instant"])');
    await page.click("#btn-close-settings");
    await page.click('button[data-game="euchre"]');
    for (let i = 0; i < 150; i++) {
      const h = await waitForHuman(page);
      if (h === "game_over") break;
      if (h === "you") {
        const v = await view(page);
        assert.ok(!(v.legal.length === 1 && v.legal[0].card), `the page waits for a tap on a forced card: ${JSON.stringify(v.legal)}`);
      }
      if ((await page.evaluate(() => window.__autoPlayed ?? 0)) >= 2) break;
      await step(page);
    }
    assert.ok((await page.evaluate(() => window.__autoPlayed ?? 0)) >= 2, "forced cards were played for the player");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

// ---------- 4. Sound ----------------------------------------------------------------------
test("sound: effects for the deal, a card, a trick and your turn; a mute button that is remembered", { timeout: 90_000 }, async () => {
  const t = await open({ width: 1280, height: 800, query: "?seed=3" });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    assert.equal(await page.isVisible("#btn-sound"), true, "a visible mute control");
    assert.equal(await page.getAttribute("#btn-sound", "aria-pressed"), "false", "sound on by default");
    await setPace(page, "instant");
    await page.click('button[data-game="euchre"]');
    for (let i = 0; i < 40; i++) {
      const kinds = await page.evaluate(() => new Set((window.__sounds ?? []).filter((s) => s.played).map((s) => s.effect)).size);
      if (kinds >= 4) break;
      if ((await step(page)) === "game_over") break;
    }
    const played = await page.evaluate(() => [...new Set((window.__sounds ?? []).filter((s) => s.played).map((s) => s.effect))].sort());
    assert.deepEqual(played, ["deal", "play", "trick", "turn"]);
    await page.click("#btn-sound");
    assert.equal(await page.getAttribute("#btn-sound", "aria-pressed"), "true");
    await page.reload();
    await page.waitForSelector('#app[data-screen="start"]');
    assert.equal(await page.getAttribute("#btn-sound", "aria-pressed"), "true", "mute is remembered");
    await page.click("#btn-resume");
    await step(page);
    await waitForHuman(page);
    const after = await page.evaluate(() => (window.__sounds ?? []).filter((s) => s.played).length);
    assert.equal(after, 0, "muted: nothing plays");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("sound: no error without Web Audio", { timeout: 60_000 }, async () => {
  const t = await open({ width: 1280, height: 800, query: "?seed=3" });
  try {
    const { page, errors } = t;
    await page.addInitScript(() => { delete window.AudioContext; delete window.webkitAudioContext; });
    await start(page, t.url, "euchre");
    for (let i = 0; i < 6; i++) if ((await step(page)) === "game_over") break;
    await page.click("#btn-sound");
    await page.click("#btn-sound");
    assert.ok((await page.evaluate(() => window.__sounds?.length ?? 0)) > 0, "effects were asked for");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

// ---------- 5. Wording and sizes ----------------------------------------------------------
test("wording: 1 trick, and one minus sign in the scoreboard and the summary", { timeout: 90_000 }, async () => {
  const t = await open({ width: 1280, height: 800, query: "?seed=3" });
  try {
    const { page, errors } = t;
    await start(page, t.url, "sixty_three");
    await waitForHuman(page);
    const out = await page.evaluate(async () => {
      const { showHandOver, hideResults } = await import("./js/summary.js");
      // The engine writes "with 1 trick" itself (tests/euchre_setup.rs); the panel shows its sentence as it is.
      showHandOver({ title: "t", summary: "The opponents were euchred with 1 trick: your side scores 2 points.", numbers: "" });
      const text = document.getElementById("hand-over-summary").textContent;
      hideResults();
      const plugin = (await import("./js/games/sixty_three.js")).default;
      const v = structuredClone(window.__table.view(0));
      v.scores = [-25, 12];
      const board = document.createElement("div");
      board.innerHTML = plugin.scoreboard(v);
      const scoreText = board.querySelector('[data-testid="score-0"]').textContent;
      v.phase = "hand_over";
      v.hand_result = { bid: 30, bidder: 1, bidding_team: 0, made: false, points: [20, 43], score_delta: [-30, 43], summary: "" , ...(v.hand_result ?? {}) };
      v.hand_result.score_delta = [-30, 43];
      const s = plugin.handSummary(v);
      const sum = document.createElement("div");
      sum.innerHTML = s.numbers;
      const deltaText = sum.querySelector('[data-testid="hand-delta-0"]')?.textContent ?? "";
      return { text, scoreText, deltaText };
    });
    assert.match(out.text, /with 1 trick:/);
    const sign = (s) => (s.match(/[-−‐–]/) ?? [""])[0];
    assert.ok(sign(out.scoreText) && sign(out.deltaText), JSON.stringify(out));
    assert.equal(sign(out.scoreText), sign(out.deltaText), `one minus sign: ${JSON.stringify(out)}`);
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

/** Visible text outside the cards' faces smaller than 12 px. */
const smallText = (page) => page.evaluate(() => {
  const bad = [];
  for (const el of document.querySelectorAll("body *")) {
    if (el.closest(".card, .sprite, [hidden]")) continue;
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    if (!r.width || cs.visibility === "hidden" || cs.display === "none") continue;
    const px = parseFloat(cs.fontSize);
    if (px < 11.95) bad.push(`${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${el.textContent.trim().slice(0, 20)}" ${px.toFixed(1)}px`);
  }
  // The player's own cards and the trick: the words on a face (the joker) and the marks drawn
  // on a card (Sixty-three's "shown", ✓ and ★, Sixty-six's marriage value) count too.
  for (const card of document.querySelectorAll(".hand.mine .card, #trick .card")) {
    if (!card.getBoundingClientRect().width) continue;
    for (const el of [card, ...card.querySelectorAll("*")]) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      const px = parseFloat(getComputedStyle(el).fontSize);
      if (own && el !== card && px < 11.95) bad.push(`card ${card.dataset.card} .${[...el.classList].join(".")} "${el.textContent.trim()}" ${px.toFixed(1)}px`);
    }
    for (const pseudo of ["::before", "::after"]) {
      const cs = getComputedStyle(card, pseudo);
      const text = cs.content.replace(/^"|"$/g, "");
      if (cs.content === "none" || cs.content === "normal" || !text.trim() || cs.display === "none") continue;
      const px = parseFloat(cs.fontSize);
      if (px < 11.95) bad.push(`card ${card.dataset.card}${pseudo} "${text}" ${px.toFixed(1)}px`);
    }
  }
  return bad;
});

/** Puts every on-card mark of a game on the player's cards (the states the marks belong to
 *  come and go during play: a partner's passed trumps, a chosen card, a marriage to lead). */
const markCards = (page) => page.evaluate(async () => {
  const cards = [...document.querySelectorAll(".hand.mine .card")];
  const hand = document.querySelector(".hand.mine");
  if (cards[0]) { cards[0].dataset.shown = "1"; cards[0].dataset.meld = "40"; }
  if (cards[1]) { cards[1].classList.add("selected"); hand?.classList.add("choosing"); }
  if (cards[2]) cards[2].dataset.trump = "1";
  // A joker among them (its face has a word).
  const { makeCard } = await import("./js/cards.js");
  hand?.append(makeCard("XJ"));
  return cards.length;
});

for (const [width, height] of [[360, 740], [1280, 800]]) {
  test(`no text under 12 px at ${width}px (every game's table and the settings)`, { timeout: 120_000 }, async () => {
    const t = await open({ width, height, query: "?seed=7" });
    try {
      const { page, errors } = t;
      await gotoStart(page, t.url);
      assert.deepEqual(await smallText(page), [], "start screen");
      await setPace(page, "instant");
      for (const game of ["euchre", "sixty_six", "sixty_three"]) {
        if (game !== "euchre") await page.click("#btn-home");
        await page.click(`button[data-game="${game}"]`);
        await waitForHuman(page);
        for (let i = 0; i < 3; i++) await step(page);
        await waitForHuman(page);
        assert.deepEqual(await smallText(page), [], `${game} table`);
        assert.ok((await markCards(page)) >= 3, `${game}: cards in hand to mark`);
        assert.deepEqual(await smallText(page), [], `${game}: the marks on the cards`);
      }
      await page.click("#btn-settings");
      assert.deepEqual(await smallText(page), [], "settings");
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  });
}

/** The seats' boxes (and the human's hand). */
const seats = (page) => page.evaluate(() => Object.fromEntries(["seat-top", "seat-left", "seat-right", "seat-bottom", "centre"].map((id) => {
  const r = document.getElementById(id).getBoundingClientRect();
  return [id, [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)].join(",")];
})));

test("at 360×740 the hint and a wrapping scoreboard do not move the seats", { timeout: 120_000 }, async () => {
  const t = await open({ width: 360, height: 740, query: "?seed=1" });
  try {
    const { page, errors } = t;
    await start(page, t.url, "euchre");
    assert.equal(await waitForHuman(page), "you");
    const before = await seats(page);
    await page.click("#btn-hint");
    await page.waitForSelector("#hint-text:not([hidden])", { timeout: 30_000 });
    assert.deepEqual(await seats(page), before, "the hint moved the table");
    // The scoreboard with its longest contents (trump made alone, two-digit scores) at 360 px.
    for (const game of ["euchre", "sixty_six", "sixty_three"]) {
      await page.click("#btn-home");
      await page.click(`button[data-game="${game}"]`);
      // Euchre has a saved game by now: the page asks before replacing it.
      if (await page.isVisible("#confirm")) await page.click("#confirm-ok");
      await waitForHuman(page);
      const base = await seats(page);
      const wrapped = await page.evaluate(async (game) => {
        const plugin = (await import(`./js/games/${game}.js`)).default;
        const v = structuredClone(window.__table.view(0));
        v.scores = v.scores.map((_, i) => (i ? 10 : -10));
        Object.assign(v, { trump: v.trump ?? "S", maker: 1, maker_alone: true, closed: true, closed_by: 1, my_pending_points: 40,
          my_points: 65, opponent_points: null, tricks_won_by_team: [3, 2], points_taken: [33, 30], bid: 30, bidder: 1 });
        const el = document.getElementById("scoreboard");
        const h0 = el.getBoundingClientRect().height;
        el.innerHTML = plugin.scoreboard(v);
        el.dataset.html = "";
        return { h0, h1: el.getBoundingClientRect().height };
      }, game);
      assert.deepEqual(await seats(page), base, `${game}: the scoreboard moved the table (${JSON.stringify(wrapped)})`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});
