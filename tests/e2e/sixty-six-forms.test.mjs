// The other forms of Sixty-six (docs/rules/sixty-six.md §15) in the page: offered under
// Sixty-six by name; each opens its own engine table (engines/sixty_six_forms/, with its
// plug-in loaded on demand), saves in its own slot and plays a whole game through clicks at
// the instant pace, the final score on screen being the engine's. One is played by keyboard
// only, one at 360 px (screenshots in /tmp/shots-ssui), one in Russian.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { gotoStart, open, setPace, waitForHuman } from "./helpers.mjs";

const SHOTS = "/tmp/shots-ssui";
mkdirSync(SHOTS, { recursive: true });
const shot = (/** @type {any} */ page, /** @type {string} */ name) => page.screenshot({ path: `${SHOTS}/${name}` });

/** Each form: its seats, sides, target and title (tests/fixtures/sixty-six-forms/README.md). */
const FORMS = {
  "sixty-six-4": { seats: 4, sides: 2, target: 7, title: "Four-handed Sixty-six (Bicycle)" },
  "sixty-six-throat-cut": { seats: 3, sides: 3, target: 15, title: "Throat-cut Sixty-six" },
  "sixty-six-team": { seats: 4, sides: 2, target: 15, title: "Team Sixty-six" },
  "sixty-six-3": { seats: 3, sides: 3, target: 7, title: "Three-handed Sixty-six" },
};

/** Continue to the next deal: the deal code changes (a deal the bots play out alone, when
 *  the player deals in sixty-six-3, may be over again before the page is polled). */
async function nextDeal(page, go) {
  const code = await page.evaluate(() => window.__table.dealCode());
  await go();
  await page.waitForFunction((c) => window.__table.dealCode() !== c || document.getElementById("app").dataset.turn !== "hand_over", code, { polling: 20 });
}

/** One decision by mouse: Continue after a hand; in the auction a bid (the lowest the
 *  buttons offer) every other time, else Pass; a playable card before any other button
 *  (sixty-six-3's first button may declare and end the deal). */
async function clickStep(page, n) {
  const turn = await waitForHuman(page, 60_000);
  if (turn === "game_over") return "game_over";
  if (turn === "hand_over") {
    await nextDeal(page, () => page.click("#btn-continue"));
    return "continue";
  }
  const v = await page.evaluate(() => window.__table.view(0));
  if (v.phase === "auction") {
    // Every bid button is one of the engine's legal bids.
    const shown = await page.$$eval("#actions .a-bid", (b) => b.map((x) => Number(x.textContent)));
    const legal = v.legal.filter((a) => a.action === "bid").map((a) => a.points);
    assert.ok(shown.every((b) => legal.includes(b)), `bid buttons ${shown} ⊆ legal`);
    assert.equal(shown[0], legal[0], "the lowest legal bid is offered");
    await page.click(n % 2 && shown.length ? "#actions .a-bid >> nth=0" : "#actions .a-pass");
    return "bid";
  }
  const card = page.locator(".hand.mine .card.playable").first();
  if (await card.count()) { await card.click(); return "card"; }
  await page.locator("#actions button").first().click();
  if (await page.isVisible("#confirm")) await page.click("#confirm-ok");
  return "button";
}

/** Plays from the picker to the game's end; checks the save slot on the way and the final
 *  score against the engine's. */
async function playWhole(t, form, { steps = clickStep, lang = "" } = {}) {
  const { page, errors } = t;
  const want = FORMS[form];
  await gotoStart(page, t.url + (lang ? `?lang=${lang}` : ""));
  await setPace(page, "instant");
  await page.click(`button[data-pick-form="${form}"]`);
  await page.waitForSelector('#app[data-screen="table"]');
  const v0 = await page.evaluate(() => window.__table.view(0));
  assert.equal(v0.players, want.seats);
  assert.equal(v0.scores.length, want.sides, "one score per side");
  assert.equal(v0.target, want.target);
  assert.ok(String(v0.deal_code).startsWith(`${form}-`), `deal code ${v0.deal_code}`);
  if (!lang) assert.equal(await page.textContent("#game-title"), want.title, "the title names the form");
  const seatsShown = await page.$$eval(".seat:not([hidden])", (s) => s.length);
  assert.equal(seatsShown, want.seats, "a seat on the table for each player");
  const counts = { continue: 0, bid: 0, card: 0, button: 0 };
  let saved = null;
  for (let i = 0; i < 6000; i++) {
    const did = await steps(page, i);
    if (did === "game_over") break;
    counts[did]++;
    if (!saved && counts.card === 3) {
      saved = await page.evaluate((f) => JSON.parse(localStorage.getItem(`cardtable.save.${f}`) ?? "null"), form);
    }
  }
  await page.waitForSelector("#game-over:not([hidden])");
  assert.ok(saved && saved.form === form && saved.game === "sixty_six_forms", `${form} saved in its own slot`);
  const engine = await page.evaluate(() => window.__table.view(0));
  assert.equal(engine.phase, "game_over");
  assert.ok(Math.max(...engine.scores) >= want.target, `scores ${engine.scores}`);
  const shown = await page.$$eval('#final-score [data-testid^="final-"]', (els) => els.map((e) => Number(e.textContent)));
  assert.deepEqual(shown, engine.scores, "final score on screen = engine's scores");
  assert.equal(await page.evaluate((f) => localStorage.getItem(`cardtable.save.${f}`), form), null, "a finished game leaves no save");
  assert.ok(counts.continue >= 1 && counts.card >= 5, JSON.stringify(counts));
  assert.deepEqual(errors, []);
  return { counts, engine };
}

test("the start screen offers the four forms under Sixty-six, each with its line", { timeout: 60_000 }, async () => {
  const t = await open({ width: 360, height: 800 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    const forms = await page.$$eval('button[data-of-game="sixty_six_forms"]', (b) => b.map((x) => x.dataset.pickForm));
    assert.deepEqual(forms, Object.keys(FORMS));
    // Listed inside Sixty-six's entry, after Schnapsen; no entry of their own.
    const under = await page.$$eval('button[data-game="sixty_six"]', ([b]) => [...b.closest("li").querySelectorAll("[data-pick-form]")].map((x) => x.dataset.pickForm));
    assert.deepEqual(under, ["schnapsen", ...Object.keys(FORMS)]);
    assert.equal(await page.$$eval('button[data-game="sixty_six_forms"]', (b) => b.length), 0);
    for (const [f, w] of Object.entries(FORMS)) {
      const [title, blurb] = await page.$eval(`button[data-pick-form="${f}"]`, (b) => [b.querySelector(".gp-title").textContent.trim(), b.querySelector(".gp-blurb").textContent.trim()]);
      assert.equal(title, w.title);
      assert.ok(blurb.length > 40 && !blurb.includes("blurbs."), blurb);
    }
    // The forms' page code is not on the first load.
    const loaded = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((n) => /sixty_six_forms/.test(n)));
    assert.deepEqual(loaded, [], "nothing of the forms before one is picked");
    await page.$eval('button[data-game="sixty_six"]', (b) => b.scrollIntoView());
    await shot(page, "start-360.png");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

for (const form of Object.keys(FORMS)) {
  test(`${form}: a whole game through clicks ends with the engine's score`, { timeout: 600_000 }, async (tc) => {
    const t = await open({ width: 1280, height: 800 });
    // The bots' builds the page and its worker fetch (not the service worker's precache):
    // sixty-six-3 thinks in its own (issue #15's 140 KB), the trick forms in theirs.
    const builds = new Set();
    t.context.on("request", (r) => {
      const m = r.url().match(/engines\/(\w+)\/think_bg\.wasm/);
      if (m && !r.serviceWorker()) builds.add(m[1]);
    });
    try {
      const { counts, engine } = await playWhole(t, form);
      assert.deepEqual([...builds], [form === "sixty-six-3" ? "sixty_six_3" : "sixty_six_forms"], "the form's bots' build");
      await shot(t.page, `${form}-over-1280.png`);
      tc.diagnostic(`${form}: ${counts.continue + 1} hands, ${counts.bid} calls, ${counts.card} cards; final ${engine.scores.join("-")}`);
    } finally {
      await t.close();
    }
  });
}

// The review's analysis runs in each form's bots' build (sixty-six-3's own, the trick forms').
for (const form of ["sixty-six-3", "sixty-six-team"]) {
  test(`${form}: a hand's review is analysed in the worker, in the form's bots' build`, { timeout: 300_000 }, async () => {
    const t = await open({ query: "?seed=31" });
    try {
      const { page, errors } = t;
      await gotoStart(page, t.url);
      await setPace(page, "instant");
      await page.click(`button[data-pick-form="${form}"]`);
      await page.waitForSelector('#app[data-screen="table"]');
      let turn = "";
      let checked = false;
      for (let i = 0; i < 400; i++) {
        turn = await waitForHuman(page, 60_000);
        if (turn === "hand_over" || turn === "game_over") break;
        if (!checked) {
          // The forms' two bots' builds: the form's own loads this save and hints for the
          // player to move; the other refuses it with a typed error.
          checked = true;
          const [own, other] = form === "sixty-six-3" ? ["sixty_six_3", "sixty_six_forms"] : ["sixty_six_forms", "sixty_six_3"];
          const builds = await page.evaluate(async ([own, other]) => {
            const save = window.__table.save();
            const t = (await window.__thinkFor(own)).Table.load(save);
            const hint = t.hint(0);
            t.free();
            try {
              (await window.__thinkFor(other)).Table.load(save).free();
              return { hint, other: "loaded" };
            } catch (e) {
              return { hint, other: e.code };
            }
          }, [own, other]);
          assert.ok(builds.hint?.action, `${own}'s build hints: ${JSON.stringify(builds.hint)}`);
          assert.equal(builds.other, "bad_save", `${other}'s build refuses a ${form} save`);
        }
        await clickStep(page, i);
      }
      assert.ok(checked, "the player had a decision in the hand");
      assert.ok(turn === "hand_over" || turn === "game_over", `the hand ended (${turn})`);
      await page.click("#btn-review");
      await page.waitForSelector("#review:not([hidden])");
      await page.waitForFunction(() => document.getElementById("review-progress").hidden, null, { timeout: 240_000, polling: 100 });
      const status = await page.textContent("#review-status");
      const m = status.match(/Your decisions: (\d+)\. As the expert chose: \d+\. Mistakes: \d+\./);
      assert.ok(m && Number(m[1]) > 0, status);
      const stats = await page.evaluate(() => ({ ...window.__bots }));
      assert.equal(stats.main, 0, "nothing searched on the main thread");
      assert.equal(stats.analysed, Number(m[1]), "one worker question per decision");
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  });
}

test("sixty-six-throat-cut at 360 px: the auction, the widow and three seats apart", { timeout: 600_000 }, async () => {
  const t = await open({ width: 360, height: 740 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await setPace(page, "instant");
    await page.click('button[data-pick-form="sixty-six-throat-cut"]');
    await page.waitForSelector('#app[data-screen="table"]');
    // Until the human bids, or a few deals.
    let sawAuction = false, sawWidow = false;
    for (let i = 0; i < 400 && !(sawAuction && sawWidow); i++) {
      const turn = await waitForHuman(page, 60_000);
      if (turn === "game_over") break;
      const v = await page.evaluate(() => window.__table.view(0));
      if (turn === "you" && v.phase === "auction" && !sawAuction) {
        sawAuction = true;
        assert.ok(await page.isVisible("#kitty .card.back"), "the widow face down in the middle");
        await shot(page, "throat-cut-auction-360.png");
        // The auction's buttons: Pass and bids, each at least 44 px, inside the screen.
        const boxes = await page.$$eval("#actions button", (b) => b.map((x) => x.getBoundingClientRect().toJSON()));
        assert.ok(boxes.length >= 2 && boxes.every((r) => r.height >= 44 && r.width >= 44 && r.right <= 361 && r.left >= -1), JSON.stringify(boxes));
        // Every legal bid can be chosen: the stepper starts at the lowest bid without a quick
        // button and "+" walks the engine's legal bids one by one.
        const bids = v.legal.filter((x) => x.action === "bid").map((x) => x.points);
        const quick = await page.$$eval("#actions > button[data-action=bid]", (b) => b.map((x) => Number(x.textContent)));
        const hidden = bids.filter((b) => !quick.includes(b));
        if (hidden.length) {
          const pick = () => page.textContent("#actions .bid-pick").then(Number);
          assert.equal(await pick(), hidden[0], "the stepper starts at the first bid without a button");
          await page.getByRole("button", { name: "Higher bid" }).click();
          assert.equal(await pick(), bids[bids.indexOf(hidden[0]) + 1], "+ is the next legal bid");
          await page.getByRole("button", { name: "Lower bid" }).click();
          await page.click("#actions .bid-pick");
          await page.waitForFunction((b) => window.__table.view(0).auction.some((c) => c.seat === 0 && c.bid === b), hidden[0]);
          continue; // bid made: the next decision is the next loop's
        }
      }
      if (v.widow && v.phase === "play" && !sawWidow) {
        sawWidow = true;
        const line = await page.textContent('[data-testid="widow"]');
        assert.match(line, /took the widow .*: \d+ points/);
        await shot(page, "throat-cut-widow-360.png");
      }
      // The seats' boxes do not overlap one another.
      const seats = await page.$$eval(".seat:not([hidden]) .seat-head", (s) => s.map((x) => x.getBoundingClientRect().toJSON()));
      for (let a = 0; a < seats.length; a++) for (let b = a + 1; b < seats.length; b++) {
        const A = seats[a], B = seats[b];
        assert.ok(A.right <= B.left || B.right <= A.left || A.bottom <= B.top || B.bottom <= A.top, `seats ${a} and ${b} overlap`);
      }
      await clickStep(page, i);
    }
    assert.ok(sawAuction && sawWidow, `auction ${sawAuction}, widow ${sawWidow}`);
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("sixty-six-3 at 360 px: the dealer sits out", { timeout: 300_000 }, async () => {
  const t = await open({ width: 360, height: 740 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await setPace(page, "instant");
    await page.click('button[data-pick-form="sixty-six-3"]');
    await page.waitForSelector('#app[data-screen="table"]');
    await waitForHuman(page, 60_000);
    const v = await page.evaluate(() => window.__table.view(0));
    const out = v.active.indexOf(false);
    assert.equal(out, v.dealer);
    assert.ok(await page.$eval(`.seat[data-seat="${out}"]`, (s) => s.classList.contains("sitting-out")), "the dealer's seat is marked");
    assert.match(await page.textContent("#scoreboard"), /Sits out/);
    await shot(page, "sixty-six-3-360.png");
    // How to play: the form's own paragraph and the rule book (§15.3 is in Sixty-six's).
    await page.click("#btn-howto");
    await page.waitForSelector("#howto:not([hidden])");
    assert.equal(await page.textContent("#howto-title"), "How to play Three-handed Sixty-six");
    assert.match(await page.textContent("#howto-body"), /dealer deals to the other two and sits out.*§15\.3/s);
    assert.match(await page.getAttribute("#howto-rulebook", "href"), /rules\/sixty-six\.html$/);
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("sixty-six-team by keyboard only: a whole game", { timeout: 600_000 }, async () => {
  const t = await open({ width: 1280, height: 800 });
  try {
    /** Keys only: Enter on the focused start button; in the auction and for trump the action
     *  buttons by Tab; cards by their number key. */
    const keyStep = async (page, n) => {
      const turn = await waitForHuman(page, 60_000);
      if (turn === "game_over") return "game_over";
      if (turn === "hand_over") {
        await page.focus("#btn-continue");
        await nextDeal(page, () => page.keyboard.press("Enter"));
        return "continue";
      }
      const v = await page.evaluate(() => window.__table.view(0));
      if (v.phase === "auction" || v.phase === "trump") {
        // Tab from the page into the action row; the first button is Pass (or the first suit).
        await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
        for (let k = 0; k < 60 && !(await page.evaluate(() => !!document.activeElement?.closest("#actions"))); k++) await page.keyboard.press("Tab");
        if (v.phase === "auction" && n % 2) await page.keyboard.press("Tab"); // the lowest bid
        await page.keyboard.press("Enter");
        return "bid";
      }
      const hand = v.hand;
      const playable = v.legal.filter((a) => a.card).map((a) => a.card);
      const i = hand.indexOf(playable[0]);
      await page.keyboard.press(String(i + 1));
      return "card";
    };
    const { counts, engine } = await playWhole(t, "sixty-six-team", { steps: keyStep });
    assert.ok(counts.bid > 0);
    assert.equal(engine.winner != null, true);
  } finally {
    await t.close();
  }
});

test("sixty-six-4 in Russian: the words are the catalogue's", { timeout: 600_000 }, async () => {
  const t = await open({ width: 1280, height: 800 });
  try {
    const { page } = t;
    await gotoStart(page, t.url + "?lang=ru");
    assert.equal((await page.textContent('button[data-pick-form="sixty-six-4"] .gp-title')).trim(), "Шестьдесят шесть вчетвером («велосипед»)");
    await setPace(page, "instant");
    await page.click('button[data-pick-form="sixty-six-4"]');
    await page.waitForSelector('#app[data-screen="table"]');
    const turn = await waitForHuman(page, 60_000);
    assert.equal(turn, "you");
    const board = await page.textContent("#scoreboard");
    assert.match(board, /Козырь/);
    assert.doesNotMatch(board, /sixty_six_forms\.|board\./, "no catalogue key on show");
    // Play the hand out; the summary in Russian.
    for (let i = 0; i < 200; i++) {
      if ((await waitForHuman(page, 60_000)) !== "you") break;
      await clickStep(page, i);
    }
    await page.waitForSelector("#hand-over:not([hidden]), #game-over:not([hidden])");
    const text = await page.textContent("#hand-over");
    assert.match(text, /очк/);
    assert.doesNotMatch(text, /sixty_six_forms\.|basis\./);
    await shot(page, "sixty-six-4-ru-summary.png");
  } finally {
    await t.close();
  }
});

test("the embed shows each form by its name (a replay of a deal the bots play)", { timeout: 300_000 }, async () => {
  const t = await open({ width: 800, height: 700 });
  try {
    const { page, errors } = t;
    for (const [form, want] of Object.entries(FORMS)) {
      const deal = `${form}-0000BEEF-0-${form === "sixty-six-3" || form === "sixty-six-throat-cut" ? 2 : 3}`;
      await page.goto(`${t.url}embed.html?game=${form}&deal=${deal}&mode=replay&step=last`);
      await page.waitForFunction(() => ["ready", "error"].includes(document.getElementById("embed").dataset.state), null, { timeout: 120_000 });
      assert.equal(await page.evaluate(() => document.getElementById("embed").dataset.state), "ready", `${form}: ${await page.textContent("#embed-error")}`);
      assert.equal(await page.$$eval(".seat:not([hidden])", (s) => s.length), want.seats, `${form}: seats`);
      const full = await page.getAttribute("#emb-full", "href");
      assert.ok(full.includes(`game=${form}`) && full.includes(`deal=${deal}`), full);
    }
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("axe clean, 44 px targets and no overlap: the auction, play and the hand summary (throat cut at 360 px, team at 1280 px, sixty-six-3)", { timeout: 600_000 }, async () => {
  const { readFileSync } = await import("node:fs");
  const { targetOffenders, layoutProblems } = await import("./a11y-lib.mjs");
  const AXE = readFileSync(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");
  const violations = async (page) => {
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, { timeout: 10_000 });
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
    return page.evaluate(async () => {
      const r = await window.axe.run(document, { resultTypes: ["violations"] });
      return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} — ${v.help}`));
    });
  };
  for (const [form, width] of [["sixty-six-throat-cut", 360], ["sixty-six-team", 1280], ["sixty-six-3", 360]]) {
    const t = await open({ width, height: 800 });
    try {
      const { page, errors } = t;
      await gotoStart(page, t.url);
      await setPace(page, "instant");
      await page.click(`button[data-pick-form="${form}"]`);
      await page.waitForSelector('#app[data-screen="table"]');
      const seen = new Set();
      for (let i = 0; i < 400 && seen.size < 3; i++) {
        const turn = await waitForHuman(page, 60_000);
        if (turn === "game_over") break;
        const v = await page.evaluate(() => window.__table.view(0));
        const screen = turn === "hand_over" ? "summary" : v.phase === "auction" ? "auction" : "play";
        if (!seen.has(screen) && (screen !== "play" || form === "sixty-six-3" || v.trick.length > 0)) {
          seen.add(screen);
          assert.deepEqual(await violations(page), [], `${form} ${screen}: axe`);
          assert.deepEqual(await targetOffenders(page), [], `${form} ${screen}: targets`);
          assert.deepEqual(await layoutProblems(page), [], `${form} ${screen}: layout`);
        }
        if (turn === "hand_over") await nextDeal(page, () => page.click("#btn-continue"));
        else await clickStep(page, i);
      }
      assert.ok(seen.has("play") && seen.has("summary") && (form === "sixty-six-3" || seen.has("auction")), `${form}: ${[...seen]}`);
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  }
});

test("a form's hint, its level and its save: the expert's hint in the auction, expert bots, a reload resumes the same deal", { timeout: 300_000 }, async () => {
  const t = await open({ width: 1280, height: 800 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await page.evaluate(() => localStorage.setItem("cardtable.level.sixty_six_forms", JSON.stringify("expert")));
    await gotoStart(page, t.url);
    await setPace(page, "instant");
    await page.click('button[data-pick-form="sixty-six-team"]');
    await page.waitForSelector('#app[data-screen="table"]');
    assert.equal(await waitForHuman(page, 120_000), "you");
    const v = await page.evaluate(() => window.__table.view(0));
    assert.deepEqual(v.seats.slice(1), ["expert", "expert", "expert"], "the level chosen for the forms plays");
    // The hint: the expert's words, and its action marked (a bid shown among the buttons).
    await page.click("#btn-hint");
    await page.waitForSelector("#hint-text:not([hidden])", { timeout: 120_000 });
    const hint = await page.textContent("#hint-text");
    assert.ok(hint.length > 10 && !/sixty_six_forms\.|msg\./.test(hint), hint);
    assert.equal(await page.$$eval(".hinted", (e) => e.length) >= 1, true, "the hinted action is marked");
    // Play a little, reload, resume: the same deal and position.
    await clickStep(page, 1);
    await waitForHuman(page, 120_000);
    const code = await page.evaluate(() => window.__table.dealCode());
    const save = await page.evaluate(() => window.__table.save());
    await gotoStart(page, t.url);
    const resume = page.locator('#resume-line button[data-form="sixty-six-team"]');
    assert.equal(await resume.count(), 1, "a Resume button for the form");
    await resume.click();
    await page.waitForSelector('#app[data-screen="table"]');
    assert.equal(await page.evaluate(() => window.__table.dealCode()), code);
    assert.equal(await page.evaluate(() => window.__table.save()), save, "resumed where it was");
    assert.equal(await page.textContent("#game-title"), "Team Sixty-six");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("a shared deal link opens the form at that deal", { timeout: 120_000 }, async () => {
  const t = await open({ width: 1280, height: 800 });
  try {
    const { page, errors } = t;
    await gotoStart(page, `${t.url}?game=sixty-six-throat-cut&deal=sixty-six-throat-cut-0000BEEF-0-2`);
    await page.waitForFunction(() => window.__table?.dealCode?.() === "sixty-six-throat-cut-0000BEEF-0-2", null, { timeout: 60_000 });
    assert.equal(await page.textContent("#game-title"), "Throat-cut Sixty-six");
    assert.equal(await page.evaluate(() => window.__table.view(0).players), 3);
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

// ---------- sixty-six-3's animations ----------------------------------------------------------
/** Records every card that flies in (js/animate.js flyIn: an inline `transition: none` with
 *  `translate(dx, dy)` from where it starts): the card, where it started (its place plus the
 *  offset), and whether it faded in (the deal's cards do). Installed before the page loads. */
function recordFlights() {
  const w = /** @type {any} */ (window);
  w.__flights = [];
  const last = new WeakMap();
  new MutationObserver((recs) => {
    for (const r of recs) {
      const el = /** @type {HTMLElement} */ (r.target);
      const old = r.oldValue ?? "";
      if (!el.classList?.contains("card") || !old.includes("transition: none") || !old.includes("translate(")) continue;
      const prev = last.get(el);
      if (prev && performance.now() - prev.at < 100) { // the same flight's next style change
        if (old.includes("opacity: 0")) prev.f.fade = true;
        continue;
      }
      const m = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(old);
      if (!m) continue;
      const rect = el.getBoundingClientRect();
      const f = { el, dx: Number(m[1]), dy: Number(m[2]), fade: old.includes("opacity: 0"), trickSeat: el.closest("#trick") ? Number(el.dataset.seat) : null,
        hand: el.closest(".seat")?.getAttribute("data-seat") ?? null, now: { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } };
      last.set(el, { at: performance.now(), f });
      w.__flights.push(f);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["style"], attributeOldValue: true });
}

/** The recorded flights, each with the place nearest to where it started: a seat
 *  (`seat-N`, its hand or its box, as the page's anchors) or the stock (`stock`). */
const flights = (page) => page.evaluate(() => {
  const centre = (r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const dist = (p, r) => Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
  const places = [...document.querySelectorAll(".seat[data-seat]:not([hidden])")].map((s) => {
    const hand = s.querySelector(".hand");
    return { name: `seat-${s.getAttribute("data-seat")}`, rect: (hand && hand.getBoundingClientRect().width ? hand : s).getBoundingClientRect() };
  });
  const stock = document.querySelector("#centre .ss-stock");
  if (stock) places.push({ name: "stock", rect: stock.getBoundingClientRect() });
  return window.__flights.map((f) => {
    // A card still on the page has come to rest: its place now plus the offset is where it
    // started; a trick card (gone by now) was measured as it set off.
    const at = f.el.isConnected && f.trickSeat == null ? centre(f.el.getBoundingClientRect()) : null;
    const from = at ? { x: at.x + f.dx, y: at.y + f.dy } : f.now;
    const near = places.map((p) => [p.name, dist(from, p.rect)]).sort((a, b) => a[1] - b[1])[0][0];
    return { kind: f.trickSeat != null ? "play" : f.fade ? "deal" : f.hand != null ? "draw" : "other", seat: f.trickSeat ?? (f.hand == null ? null : Number(f.hand)), near };
  });
});

/** The viewer's move when it is theirs (a playable card, else the first button), else a short
 *  wait. Returns the page's turn. */
async function moveOrWait(page) {
  const turn = await page.evaluate(() => document.getElementById("app").dataset.turn);
  const card = page.locator(".hand.mine .card.playable").first();
  if (turn === "you" && (await card.count())) await card.click();
  else if (turn === "you" && (await page.locator("#actions button").count())) {
    await page.locator("#actions button").first().click();
    if (await page.isVisible("#confirm")) await page.click("#confirm-ok");
  } else await page.waitForTimeout(150);
  return turn;
}

for (const dealer of [2, 0]) {
  const who = dealer === 0 ? "the viewer deals and sits out" : "the viewer plays (East deals)";
  test(`sixty-six-3 animations, ${who}: the deal from the dealer, plays from the players' seats, stock draws to the drawer`, { timeout: 300_000 }, async () => {
    const t = await open({ width: 1280, height: 800 });
    try {
      const { page, errors } = t;
      await gotoStart(page, t.url);
      await setPace(page, "normal");
      await page.addInitScript(recordFlights);
      await page.goto(`${t.url}?game=sixty-six-3&deal=sixty-six-3-0000BEEF-0-${dealer}`);
      await page.waitForSelector('#app[data-screen="table"]', { timeout: 60_000 });
      const v = await page.evaluate(() => window.__table.view(0));
      assert.equal(v.dealer, dealer);
      assert.equal(v.active[dealer], false, "the dealer sits out");
      const players = [0, 1, 2].filter((s) => s !== dealer);
      // Play on (the viewer's first playable card) until two tricks and a draw have flown.
      let seen = [];
      for (let i = 0; i < 200; i++) {
        seen = await flights(page);
        const plays = seen.filter((f) => f.kind === "play").length;
        if (plays >= 4 && seen.some((f) => f.kind === "draw")) break;
        const turn = await moveOrWait(page);
        if (turn === "hand_over" || turn === "game_over") break;
      }
      const deal = seen.filter((f) => f.kind === "deal");
      assert.ok(deal.length >= 12, `the deal's cards fly (${deal.length})`);
      assert.deepEqual([...new Set(deal.map((f) => f.seat))].sort(), players, "dealt to the two players only");
      assert.deepEqual([...new Set(deal.map((f) => f.near))], [`seat-${dealer}`], "every card comes from the dealer who sits out");
      const plays = seen.filter((f) => f.kind === "play");
      assert.ok(plays.length >= 4, `plays ${JSON.stringify(seen.map((f) => f.kind))}`);
      for (const p of plays) {
        assert.ok(players.includes(p.seat), `a card played by a player, not the dealer: ${p.seat}`);
        if (p.seat !== 0) assert.equal(p.near, `seat-${p.seat}`, "an opponent's card comes from its seat");
      }
      const draws = seen.filter((f) => f.kind === "draw");
      assert.ok(draws.length >= 1, "the stock draws fly");
      for (const d of draws) {
        assert.ok(players.includes(d.seat), `drawn by a player: ${d.seat}`);
        assert.equal(d.near, "stock", "a drawn card comes from the stock");
      }
      await shot(page, `sixty-six-3-anim-dealer-${dealer}.png`);
      if (dealer === 2) {
        // The next deal (an event now, not the table's first draw) comes from the next dealer.
        for (let i = 0; i < 400; i++) if ((await moveOrWait(page)) === "hand_over") break;
        // The summary says who scored and why 1, 2 or 3 (the two-hand deal's basis).
        const r = await page.evaluate(() => window.__table.view(0).hand_result);
        const said = await page.textContent("#hand-over");
        if (r.winner != null) assert.match(said, /Why: (.+ (took no trick|is under 33|has 33 or more)|you are under 33|you have 33 or more|a false claim|the close failed|the stock was closed|nobody reached 66)/, said);
        await page.evaluate(() => { window.__flights = []; });
        await page.click("#btn-continue");
        await page.waitForFunction(() => window.__flights.filter((f) => f.fade).length >= 12, null, { timeout: 20_000 });
        const next = await page.evaluate(() => window.__table.view(0).dealer);
        assert.equal(next, 0, "the deal passes left");
        const again = (await flights(page)).filter((f) => f.kind === "deal");
        assert.deepEqual([...new Set(again.map((f) => f.near))], ["seat-0"], "the next deal comes from its dealer");
      }
      assert.deepEqual(errors, []);
    } finally {
      await t.close();
    }
  });
}

// ---------- each form's rules in the settings -------------------------------------------------
/** The rule fields the panel shows now: `{ key: value }` (a checkbox's value is its state),
 *  and any choice whose words do not fit its list at this width. */
const fields = (page) => page.evaluate(() => {
  const out = {}, cut = [];
  const ctx = document.createElement("canvas").getContext("2d");
  for (const el of document.querySelectorAll("#options-fields select, #options-fields input")) {
    if (el.name === "rules-form") continue;
    out[el.name] = el.type === "checkbox" ? el.checked : el.value;
    if (el.tagName !== "SELECT") continue;
    const cs = getComputedStyle(el);
    ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 24;
    for (const o of el.options) if (ctx.measureText(o.text).width > room) cut.push(`${el.name}: ${o.text}`);
  }
  return { out, cut, text: document.getElementById("options-fields").textContent };
});

test("settings: each form's own rules with its preset's defaults; Apply starts that form with them, stored for that form only", { timeout: 180_000 }, async () => {
  const { FORM_PRESETS, OPTION_SPECS } = await import("../../www/js/option-specs.js");
  // sixty-six-3's two-hand rules default to base Sixty-six's (its preset names only its own).
  const dflt = (form, k) => FORM_PRESETS[form][k] ?? OPTION_SPECS.sixty_six.find((o) => o.key === k)?.default;
  const t = await open({ width: 360, height: 740 });
  try {
    const { page, errors } = t;
    const allCut = [];
    for (const lang of ["ru", "cs", "kk", "de", "en"]) {
      await gotoStart(page, `${t.url}?lang=${lang}`);
      await page.click("#btn-settings");
      await page.click('#rules-games label:has(input[value="sixty_six_forms"])');
      await page.waitForSelector("#rules-form"); // the forms' words come with their page code
      const offered = await page.$$eval("#rules-form input", (o) => o.map((x) => x.value));
      assert.deepEqual(offered, Object.keys(FORMS), "a list of the four forms");
      assert.equal(await page.$eval("#rules-form input:checked", (x) => x.value), "sixty-six-4", "the first form's rules at first");
      for (const form of Object.keys(FORMS)) {
        await page.click(`#rules-form label:has(input[value="${form}"])`);
        const { out, cut, text } = await fields(page);
        assert.ok(Object.keys(out).length >= 1 && "game_target" in out, `${form}: ${JSON.stringify(out)}`);
        for (const [k, v] of Object.entries(out)) assert.equal(String(v), String(dflt(form, k)), `${form}.${k}: the form's default`);
        allCut.push(...cut.map((c) => `${lang} ${form} ${c}`));
        assert.doesNotMatch(text, /sixty_six_forms\.|settings\.|undefined/, `${lang} ${form}: every word from the catalogue`);
        if (lang === "ru") assert.doesNotMatch(text, /[A-Za-z]{4,}/, `ru ${form}: no English: ${text}`);
        await shot(page, `settings-${form}-${lang}-360.png`);
      }
      if (lang === "en" || lang === "ru") assert.match(await page.textContent("#options-legend"), lang === "en" ? /Three-handed Sixty-six/ : /втроём/);
      await page.click("#btn-close-settings");
    }
    assert.deepEqual(allCut, [], "choices cut off at 360 px");
    // Throat cut to 11 from a bid of 70: the engine starts with them.
    await setPace(page, "instant");
    await page.click("#btn-settings");
    await page.click('#rules-games label:has(input[value="sixty_six_forms"])');
    await page.waitForSelector("#rules-form"); // the forms' words come with their page code
    await page.click(`#rules-form label:has(input[value="sixty-six-throat-cut"])`);
    assert.match(await page.textContent("#btn-apply"), /Start Throat-cut Sixty-six/);
    await page.selectOption("#opt-game_target", "11");
    await page.selectOption("#opt-min_bid", "70");
    await page.click("#btn-apply");
    await page.waitForSelector('#app[data-screen="table"][data-game="sixty_six_forms"]', { timeout: 60_000 });
    const v = await page.evaluate(() => window.__table.view(0));
    assert.equal(v.options.form, "sixty-six-throat-cut");
    assert.deepEqual([v.options.game_target, v.options.min_bid, v.options.set_points, v.target], [11, 70, 2, 11]);
    assert.match(v.deal_code, /^sixty-six-throat-cut-/);
    const stored = await page.evaluate(() => Object.fromEntries(["sixty-six-throat-cut", "sixty-six-4", "sixty_six_forms"].map((k) => [k, JSON.parse(localStorage.getItem(`cardtable.options.${k}`) ?? "null")])));
    assert.equal(stored["sixty-six-throat-cut"].game_target, 11);
    assert.equal(stored["sixty-six-throat-cut"].min_bid, 70);
    assert.deepEqual([stored["sixty-six-4"], stored.sixty_six_forms], [null, null], "the other forms keep their own");
    // The panel opens on the form on the table, with its stored rules; another form keeps its defaults.
    await page.click("#btn-settings");
    assert.equal(await page.$eval("#rules-form input:checked", (x) => x.value), "sixty-six-throat-cut");
    assert.equal(await page.inputValue("#opt-game_target"), "11");
    await page.click(`#rules-form label:has(input[value="sixty-six-team"])`);
    assert.equal(await page.inputValue("#opt-game_target"), "15");
    await page.selectOption("#opt-scoring", "contract");
    await page.click("#btn-apply");
    await page.click("#confirm-ok");
    await page.waitForFunction(() => window.__table.view(0).options.form === "sixty-six-team", null, { timeout: 60_000 });
    const team = await page.evaluate(() => window.__table.view(0).options);
    assert.deepEqual([team.scoring, team.game_target, team.trump_by], ["contract", 15, "auction"]);
    // Picked from the start screen, a form starts with its stored rules.
    await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith("cardtable.save.")) localStorage.removeItem(k); });
    await gotoStart(page, t.url);
    await page.click('button[data-pick-form="sixty-six-throat-cut"]');
    await page.waitForFunction(() => window.__table?.view(0).options.form === "sixty-six-throat-cut", null, { timeout: 60_000 });
    assert.equal(await page.evaluate(() => window.__table.view(0).target), 11);
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("the hand summary's numbers fit 360 px without scrolling in every language (throat cut's widow column, the team game)", { timeout: 300_000 }, async () => {
  const t = await open({ width: 360, height: 740 });
  try {
    const { page, errors } = t;
    const wide = [];
    for (const form of ["sixty-six-throat-cut", "sixty-six-team"]) {
      for (const lang of ["en", "ru", "cs", "kk", "de"]) {
        await gotoStart(page, `${t.url}?lang=${lang}`);
        await page.evaluate(() => { localStorage.setItem("cardtable.pace", JSON.stringify("instant")); for (const k of Object.keys(localStorage)) if (k.startsWith("cardtable.save.")) localStorage.removeItem(k); });
        await gotoStart(page, `${t.url}?lang=${lang}`);
        await page.click(`button[data-pick-form="${form}"]`);
        await page.waitForSelector('#app[data-screen="table"]');
        for (let i = 0; i < 400 && (await waitForHuman(page, 60_000)) === "you"; i++) await clickStep(page, i);
        await page.waitForSelector("#hand-over:not([hidden])");
        const over = await page.$eval("#hand-over-numbers", (b) => b.scrollWidth - b.clientWidth);
        if (over > 1) wide.push(`${form} ${lang}: ${over} px too wide`);
        if (lang === "ru" && form === "sixty-six-throat-cut") await shot(page, "throat-cut-summary-ru-360.png");
      }
    }
    assert.deepEqual(wide, []);
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});
