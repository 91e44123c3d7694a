// Learning from every hand (issue #14): the review of a finished hand with the expert's
// verdicts (worked out in the bots' worker, kept with the save), the same deal compared with
// the expert and replayed, and a shared deal that never replaces a saved game unasked.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { anyStep, open, shot, waitForHuman } from "./helpers.mjs";

/** Opens the page at the instant pace and starts `game` from the start screen. */
async function startInstant(page, url, game) {
  await page.addInitScript(() => localStorage.setItem("cardtable.pace", JSON.stringify("instant")));
  await page.goto(url);
  await page.waitForSelector('#app[data-screen="start"]');
  await page.click(`button[data-game="${game}"]`);
}

const AXE = readFileSync(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");

/** axe's violations on the page as it stands (as tests/e2e/axe.test.mjs checks them). */
async function violations(page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, { timeout: 10_000 });
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${v.help}`));
  });
}

/** Instant pace, then a new game of `game` from the picker; plays until the hand is over. */
async function playHand(page, url, game) {
  await page.addInitScript(() => localStorage.setItem("cardtable.pace", JSON.stringify("instant")));
  await page.goto(url);
  await page.waitForSelector('#app[data-screen="start"]');
  await page.click(`button[data-game="${game}"]`);
  let turn;
  for (let i = 0; i < 200 && (turn = await waitForHuman(page, 60_000)) === "you"; i++) await anyStep(page);
  assert.ok(turn === "hand_over" || turn === "game_over", `the hand ended (${turn})`);
  return turn;
}

/** The game's stored save record (with its history). */
const saved = (page, form) => page.evaluate((f) => JSON.parse(localStorage.getItem(`cardtable.save.${f}`) ?? "null"), form);

for (const game of ["euchre", "sixty_six", "sixty_three"]) {
  test(`review: a ${game} hand is reviewed step by step with the expert's marks, analysed in the worker and kept`, { timeout: 300_000 }, async () => {
    const t = await open({ query: "?seed=31" });
    try {
      const { page } = t;
      await playHand(page, t.url, game);
      await page.click("#btn-review");
      await page.waitForSelector("#review:not([hidden])");
      // The analysis runs in the worker with a progress indicator, then says how it went.
      await page.waitForFunction(() => document.getElementById("review-progress").hidden, null, { timeout: 240_000, polling: 100 });
      const status = await page.textContent("#review-status");
      assert.match(status, /Your decisions: \d+\. As the expert chose: \d+\. Mistakes: \d+\./);
      const stats = await page.evaluate(() => ({ ...window.__bots, ms: window.__reviewMs }));
      assert.equal(stats.main, 0, "nothing searched on the main thread");
      const decisions = Number(status.match(/Your decisions: (\d+)/)[1]);
      assert.equal(stats.analysed, decisions, "one worker question per decision");
      console.log(`${game}: ${decisions} decisions analysed in ${stats.ms} ms (worker time ${Math.round(stats.analyseMs)} ms)`);
      // The analysis is kept with the hand in the save (unless the game just ended).
      const rec = (await saved(page, game))?.history?.at(-1);
      if (rec) assert.equal(Object.keys(rec.analysis).length, decisions);
      // Each decision of the player's: its verdict, a value for every legal action, the mark
      // agreeing with the numbers shown.
      const steps = await page.evaluate(() => document.getElementById("review-count").textContent);
      const total = Number(steps.match(/of (\d+)/)[1]);
      await page.keyboard.press("Home");
      assert.match(await page.textContent("#review-count"), /^Step 0 of/);
      assert.match(await page.textContent("#review-said"), /The deal/);
      let seen = 0, mistakes = 0;
      for (let i = 1; i <= total; i++) {
        await page.keyboard.press("ArrowRight");
        assert.match(await page.textContent("#review-count"), new RegExp(`^Step ${i} of ${total}`));
        const v = await page.evaluate(() => {
          const el = document.getElementById("review-verdict");
          if (el.hidden) return null;
          const pct = [...el.querySelectorAll(".rv-values li")].map((li) => ({
            value: Number(li.querySelector("meter")?.getAttribute("value") ?? NaN),
            yours: li.classList.contains("yours"), expert: li.classList.contains("expert"),
          }));
          return { mark: el.dataset.mark ?? null, head: el.querySelector(".rv-verdict-head")?.textContent, pct };
        });
        if (!v || !v.pct.length) continue;
        seen++;
        const yours = v.pct.find((p) => p.yours), expert = v.pct.find((p) => p.expert);
        assert.ok(yours && expert, "the player's and the expert's choices are marked");
        const mistake = !yours.expert && expert.value - yours.value >= 0.1 - 1e-9;
        assert.equal(v.mark, mistake ? "mistake" : yours.expert ? "match" : "fine", v.head);
        if (mistake) mistakes++;
      }
      assert.equal(seen, decisions);
      assert.equal(mistakes, Number(status.match(/Mistakes: (\d+)/)[1]));
      // Back and End by key; End shows the last step.
      await page.keyboard.press("ArrowLeft");
      assert.match(await page.textContent("#review-count"), new RegExp(`^Step ${total - 1} of`));
      await page.keyboard.press("End");
      assert.match(await page.textContent("#review-count"), new RegExp(`^Step ${total} of`));
      if (game === "euchre") {
        await page.keyboard.press("Home");
        for (let k = 0; k < total && (await page.isHidden("#review-verdict .rv-values")); k++) await page.click("#review-next");
        await shot(page, "review-1280.png");
        await page.setViewportSize({ width: 360, height: 740 });
        await page.evaluate(() => document.getElementById("review-verdict").scrollIntoView());
        await shot(page, "review-360.png");
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      await page.keyboard.press("Escape");
      assert.equal(await page.isHidden("#review"), true);
      // The list of the game's hands opens the same review; after a reload, from the save,
      // with nothing analysed again.
      if (rec) {
        await page.reload();
        await page.waitForSelector('#app[data-screen="start"]');
        await page.click("#btn-resume");
        await waitForHuman(page);
        await page.click("#btn-history");
        await page.click("#history-list li button");
        await page.waitForSelector("#review:not([hidden])");
        await page.waitForFunction(() => /Mistakes/.test(document.getElementById("review-status").textContent));
        assert.equal(await page.evaluate(() => window.__bots.analysed), 0, "the cached analysis is used");
      }
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });
}

test("compare: the expert plays the same deal in the player's seat, and the deal is replayed", { timeout: 300_000 }, async () => {
  const t = await open({ query: "?seed=44" });
  try {
    const { page } = t;
    const turn = await playHand(page, t.url, "euchre");
    assert.equal(turn, "hand_over");
    const rec = (await saved(page, "euchre")).history.at(-1);
    await page.click("#btn-compare");
    await page.waitForFunction(() => /The expert in your seat/.test(document.getElementById("compare-line").textContent), null, { timeout: 120_000 });
    const after = (await saved(page, "euchre")).history.at(-1);
    assert.ok(after.expert, "the expert's result is kept with the hand");
    // The line shows the two results, as the scores say.
    const d = (a) => a.map((x, i) => x - rec.before[i]);
    const you = d(rec.after), ex = d(after.expert.after);
    const line = await page.textContent("#compare-line");
    const sign = (n) => (n > 0 ? `+${n}` : `${n}`);
    assert.equal(line, `You: ${sign(you[rec.mine])} : ${sign(you[1 - rec.mine])}. The expert in your seat: ${sign(ex[rec.mine])} : ${sign(ex[1 - rec.mine])}.`);
    // The expert's hand is a whole hand of the same deal: its first action is the same seat's.
    assert.ok(after.expert.actions.length >= 1);
    await shot(page, "compare-1280.png");
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, "compare-360.png");
    await page.setViewportSize({ width: 1280, height: 800 });
    // Replay: asked first; then the same cards and dealer, the scores as before the hand.
    const start = await page.evaluate((s) => JSON.parse(JSON.parse(s).session), rec.start);
    await page.click("#btn-replay");
    await page.click("#confirm-ok");
    await waitForHuman(page);
    const v = await page.evaluate(() => window.__table.view(0));
    assert.equal(v.deal_code, rec.code);
    assert.deepEqual(v.scores, rec.before);
    assert.equal(v.dealer, start.dealer);
    assert.equal((await saved(page, "euchre")).practice, true, "a replayed game counts as practice");
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});

test("share: a shared deal never replaces a saved game without asking", { timeout: 180_000 }, async () => {
  const t = await open({ query: "?seed=5" });
  try {
    const { page } = t;
    await startInstant(page, t.url, "euchre");
    await waitForHuman(page);
    await anyStep(page);
    await waitForHuman(page);
    const before = await saved(page, "euchre");
    assert.ok(before, "the game is saved");
    const code = await page.evaluate(() => window.__table.dealCode());
    // A link to another deal: the page asks; keeping the saved game resumes it untouched.
    const other = "euchre-0000BEEF-0-2";
    await page.goto(new URL(`?game=euchre&deal=${other}`, t.url).href);
    await page.waitForSelector("#confirm:not([hidden])", { timeout: 20_000 });
    await page.click("#confirm-cancel");
    await waitForHuman(page);
    assert.equal(await page.evaluate(() => window.__table.dealCode()), code);
    assert.equal((await saved(page, "euchre")).state, before.state);
    // Asked again, and accepted: the shared deal is played.
    await page.goto(new URL(`?game=euchre&deal=${other}`, t.url).href);
    await page.waitForSelector("#confirm:not([hidden])", { timeout: 20_000 });
    await page.click("#confirm-ok");
    await waitForHuman(page);
    assert.equal(await page.evaluate(() => window.__table.dealCode()), other);
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});

test("statistics: kept across a reload and from the previous release's record, with plots, export, import and reset", { timeout: 300_000 }, async () => {
  const t = await open({ query: "?seed=8" });
  try {
    const { page } = t;
    // A record as the previous release stored it: no practice bucket, no decision counts.
    const old = {
      version: 1,
      forms: { euchre: { game: "euchre", normal: { games: 2, gamesWon: 1, hands: 9, handsWon: 5, pointsFor: 12, pointsAgainst: 10, events: { made: 3, euchred: 1 } },
        recent: [{ at: 1, won: true, mine: 10, theirs: 6 }, { at: 2, won: false, mine: 4, theirs: 10 }] } },
    };
    await page.addInitScript((o) => { if (!sessionStorage.getItem("seeded")) { sessionStorage.setItem("seeded", "1"); localStorage.setItem("cardtable.stats", JSON.stringify(o)); } }, old);
    await playHand(page, t.url, "euchre");
    const v = await page.evaluate(() => window.__table.view(0));
    const s = await page.evaluate(() => JSON.parse(localStorage.getItem("cardtable.stats")));
    assert.equal(s.forms.euchre.normal.hands, 10, "the hand is counted on top of the old record");
    const r = v.hand_result;
    const mine = r.makers_team === v.my_team;
    const ev = r.outcome === "all_pass" ? "all_pass" : mine ? { march: "marched", euchred: "euchred", made: "made" }[r.outcome] : r.outcome === "euchred" ? "euchred_them" : "defended_lost";
    assert.equal(s.forms.euchre.normal.events[ev], (old.forms.euchre.normal.events[ev] ?? 0) + 1, `the hand's event ${ev} is counted`);
    // A review counts the decisions that matched the expert.
    await page.click("#btn-review");
    await page.waitForFunction(() => /Mistakes/.test(document.getElementById("review-status").textContent), null, { timeout: 120_000 });
    await page.keyboard.press("Escape");
    const s2 = await page.evaluate(() => JSON.parse(localStorage.getItem("cardtable.stats")));
    assert.ok(s2.forms.euchre.normal.decisions >= 1);
    // After a reload, on the start screen: the statistics screen with its numbers and plots.
    await page.reload();
    await page.waitForSelector('#app[data-screen="start"]');
    await page.click("#btn-stats");
    await page.waitForSelector("#stats:not([hidden])");
    const rows = await page.$$eval("#stats-body table tbody tr", (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    assert.deepEqual(rows, [["Games", "2", "1"], ["Hands", "10", String(5 + (s.forms.euchre.normal.handsWon - 5))]]);
    assert.equal(await page.locator("#stats-body svg.plot").count(), 1, "the last games' results are plotted");
    assert.equal(await page.locator("#stats-body svg.plot rect.bar").count(), 2, "one bar per game");
    assert.equal(await page.locator("#stats-body svg.plot rect.bar.won").count(), 1);
    // With the game resumed: its scores by hand, and the share of decisions matching the expert.
    await page.click("#btn-close-stats");
    await page.click("#btn-resume");
    await waitForHuman(page);
    await page.click("#btn-home");
    await page.click("#btn-stats");
    // The statistics screen loads on demand (stats.js), so it draws a moment after the click.
    await page.waitForFunction(() => document.querySelectorAll("#stats-body svg.plot").length === 3, null, { timeout: 10_000 }).catch(() => {});
    assert.equal(await page.locator("#stats-body svg.plot").count(), 3, "scores, results and the expert's share");
    assert.equal(await page.locator("#stats-body svg.plot polyline.series").count(), 2 + 1, "a line per side, and the share's");
    await shot(page, "statistics-1280.png");
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, "statistics-360.png");
    await page.setViewportSize({ width: 1280, height: 800 });
    // Export, then import another record, then reset (asked first).
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#stats-export")]);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    const exported = JSON.parse(await readFile(path, "utf8"));
    assert.equal(exported.forms.euchre.normal.hands, 10);
    exported.forms.euchre.normal.hands = 77;
    await page.setInputFiles("#stats-import", { name: "s.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(exported)) });
    await page.waitForFunction(() => /imported/.test(document.getElementById("stats-note").textContent));
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("cardtable.stats")).forms.euchre.normal.hands), 77);
    await page.setInputFiles("#stats-import", { name: "bad.json", mimeType: "application/json", buffer: Buffer.from("{\"x\":1}") });
    await page.waitForFunction(() => /no statistics/.test(document.getElementById("stats-note").textContent));
    await page.click("#stats-reset");
    await page.click("#confirm-cancel");
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("cardtable.stats")).forms.euchre.normal.hands), 77);
    await page.click("#stats-reset");
    await page.click("#confirm-ok");
    assert.equal(await page.evaluate(() => localStorage.getItem("cardtable.stats")), null);
    assert.match(await page.textContent("#stats-body"), /No finished hand yet/);
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});

test("undo: only in practice mode, back to the player's previous decisions, the bots' replies the same again", { timeout: 240_000 }, async () => {
  const t = await open({ query: "?seed=12" });
  try {
    const { page } = t;
    await startInstant(page, t.url, "euchre");
    const save = () => page.evaluate(() => window.__table.save());
    assert.equal(await waitForHuman(page), "you");
    const first = await save();
    await anyStep(page);
    assert.equal(await waitForHuman(page), "you");
    // Not in practice mode: no Undo, and the key does nothing.
    assert.equal(await page.isHidden("#btn-undo"), true);
    await page.keyboard.press("u");
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => window.__undone ?? 0), 0);
    // Practice mode on (a setting).
    await page.click("#btn-settings");
    await page.check("#set-practice");
    await page.click("#btn-close-settings");
    assert.equal(await page.isVisible("#btn-undo"), true);
    const second = await save();
    await anyStep(page);
    assert.equal(await waitForHuman(page), "you");
    const third = await save();
    // Back one decision: the position before it, exactly.
    await page.click("#btn-undo");
    await page.waitForFunction((s) => window.__table.save() === s && document.getElementById("app").dataset.turn === "you", second);
    // The same decision again: the bots answer as before.
    await anyStep(page);
    await waitForHuman(page);
    assert.equal(await save(), third, "the bots' replies are restored deterministically");
    // Any number of times within the hand: twice back is the first decision.
    await page.click("#btn-undo");
    await page.waitForFunction((s) => window.__table.save() === s, second);
    await page.keyboard.press("u");
    await page.waitForFunction((s) => window.__table.save() === s, first);
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("cardtable.save.euchre")).practice), true, "counted apart");
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});

test("claim: the player claims the rest when the engine proves it, and the hand ends", { timeout: 240_000 }, async () => {
  const t = await open({ query: "?seed=19" });
  try {
    const { page } = t;
    await startInstant(page, t.url, "euchre");
    // Early in the hand no claim is offered; by the last card it always is (nothing is left to choose).
    let offered = false;
    for (let i = 0; i < 60 && !offered; i++) {
      const turn = await waitForHuman(page);
      assert.equal(turn, "you", "the hand went on to the player's last card");
      const cards = await page.evaluate(() => window.__table.view(0).hand.length);
      if (cards <= 3) offered = await page.waitForSelector("#btn-claim:not([hidden])", { timeout: 5000 }).then(() => true, () => false);
      else assert.equal(await page.isHidden("#btn-claim"), true, "no claim with more than three cards");
      if (!offered) await anyStep(page);
    }
    assert.ok(offered, "a claim was offered");
    const before = await page.evaluate(() => JSON.parse(JSON.parse(window.__table.save()).session).actions.length);
    await page.click("#btn-claim");
    const turn = await waitForHuman(page);
    assert.ok(turn === "hand_over" || turn === "game_over");
    const claims = await page.evaluate(() => window.__claims);
    assert.equal(claims.at(-1).seat, 0);
    const after = await page.evaluate(() => JSON.parse(JSON.parse(window.__table.save()).session).actions.length);
    assert.equal(after - before, claims.at(-1).actions, "the claim played the rest of the hand");
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});

test("claim: a bot claims the rest from its own view, said on screen, its tricks laid one by one with the counters in step", { timeout: 300_000 }, async () => {
  const t = await open({ query: "?seed=3" });
  try {
    const { page } = t;
    // Every text the passing reason line shows.
    await page.addInitScript(() => {
      window.__reasons = [];
      addEventListener("DOMContentLoaded", () => new MutationObserver(() => window.__reasons.push(document.getElementById("reason").textContent))
        .observe(document.getElementById("reason"), { childList: true, characterData: true, subtree: true }));
    });
    await startInstant(page, t.url, "euchre");
    let claim = null;
    for (let hand = 0; hand < 16 && !claim; hand++) {
      let turn;
      for (let i = 0; i < 60 && (turn = await waitForHuman(page, 60_000)) === "you"; i++) await anyStep(page);
      claim = (await page.evaluate(() => window.__claims ?? [])).find((c) => c.seat !== 0) ?? null;
      if (turn === "game_over") break;
      if (!claim) await page.click("#btn-continue");
    }
    assert.ok(claim, "a bot claimed in one of the hands");
    console.log(`# seat ${claim.seat} claimed: ${claim.actions} actions, counters after each: ${claim.steps.map((s) => s.tricks).join(" | ")}`);
    const v = await page.evaluate(() => window.__table.view(0));
    assert.notEqual(v.seat % 2, claim.seat % 2, "only a side without the player claims for itself");
    // Shown as a claim: the seat's name in the catalogue's words, on screen and in the live log.
    const name = await page.evaluate(async (s) => (await import("./js/games/euchre.js")).default.seatName(window.__table.view(0), s), claim.seat);
    const words = `${name} claims the rest of the hand.`;
    assert.ok((await page.evaluate(() => window.__reasons)).includes(words), `the page said "${words}"`);
    assert.ok((await page.textContent("#announce")).includes(words), "the live log says it too");
    // The hand's result is up now: the claim's words are not left on the table behind it.
    assert.equal(await page.evaluate(() => document.getElementById("reason").classList.contains("show")), false, "the claim's words are down");
    // Laid one action at a time (at least a trick's worth), the counters drawn after each
    // equal to the engine's, never ahead of the cards.
    assert.ok(claim.actions >= 2, `the claim was laid action by action (${claim.actions})`);
    assert.equal(claim.steps.length, claim.actions);
    for (const s of claim.steps) assert.deepEqual(s.tricks.match(/\d+/g)?.map(Number), JSON.parse(s.engine), `counters in step: ${s.tricks} vs ${s.engine}`);
    // The hand's record has the claim's actions: the whole hand, as played.
    const rec = (await saved(page, "euchre"))?.history?.at(-1);
    if (rec) assert.ok(rec.actions.length >= claim.actions);
    assert.equal(await page.evaluate(() => window.__claimsRefused ?? 0), 0, "no claim made from the bot's view failed the table's check");
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});

test("share: the deal's code is copied with a button, and its link opened in a fresh profile reproduces the deal", { timeout: 240_000 }, async () => {
  const t = await open({ query: "?seed=27" });
  try {
    const { page } = t;
    await t.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(t.url).origin });
    await startInstant(page, t.url, "sixty_three");
    await waitForHuman(page);
    const first = await page.evaluate(() => window.__table.view(0));
    let turn;
    for (let i = 0; i < 200 && (turn = await waitForHuman(page, 60_000)) === "you"; i++) await anyStep(page);
    assert.ok(turn === "hand_over" || turn === "game_over");
    const panel = turn === "hand_over" ? "#hand-over" : "#game-over";
    // The short code, copied to the clipboard; "Code copied" said in the live log.
    await page.click(`${panel} .deal-copy-code`);
    await page.waitForFunction(() => /Code copied/.test(document.getElementById("announce").textContent));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), first.deal_code);
    assert.equal(await page.textContent(`${panel} .deal-copy-code`), "Code copied");
    // Without a clipboard the code is selected for the player to copy.
    await page.evaluate(() => { Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true }); });
    await page.evaluate(() => getSelection()?.removeAllRanges());
    await page.click(`${panel} .deal-copy-code`);
    assert.equal(await page.evaluate(() => String(getSelection())), first.deal_code, "the code is selected");
    // The link: another player, in a fresh profile, gets the same deal with the same rules.
    const href = await page.getAttribute(`${panel} .deal-link`, "href");
    const u = await open({ allowOrigins: [new URL(href).origin] });
    try {
      await u.page.goto(href);
      await u.page.waitForFunction(() => window.__table && document.getElementById("app").dataset.screen === "table", null, { timeout: 20_000 });
      await waitForHuman(u.page);
      const again = await u.page.evaluate(() => window.__table.view(0));
      assert.equal(again.deal_code, first.deal_code);
      assert.deepEqual(again.hand, first.hand, "the same cards");
      assert.equal(again.dealer, first.dealer);
      assert.deepEqual(again.options, first.options, "the same rules");
      assert.deepEqual(u.errors, []);
    } finally {
      await u.close();
    }
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});

test("compare and replay any hand from the list of hands, not only the last", { timeout: 300_000 }, async () => {
  const t = await open({ query: "?seed=41" });
  try {
    const { page } = t;
    await startInstant(page, t.url, "euchre");
    let turn;
    for (let hand = 0; hand < 2; hand++) {
      for (let i = 0; i < 60 && (turn = await waitForHuman(page, 60_000)) === "you"; i++) await anyStep(page);
      assert.equal(turn, "hand_over");
      if (hand === 0) await page.click("#btn-continue");
    }
    const history = (await saved(page, "euchre")).history;
    assert.equal(history.length, 2);
    await page.click("#btn-history");
    await page.waitForSelector("#history:not([hidden])");
    const first = page.locator("#history-list li").first();
    assert.equal(await first.locator('button[data-act="replay"]').count(), 1);
    // Compare the first hand: the expert's result shows in its entry and is kept.
    await first.locator('button[data-act="compare"]').click();
    await page.waitForFunction(() => /The expert in your seat/.test(document.querySelector("#history-list li .history-compare").textContent), null, { timeout: 120_000 });
    const kept = (await saved(page, "euchre")).history[0];
    assert.ok(kept.expert, "the first hand's comparison is kept with it");
    assert.equal(await first.locator(".history-compare").textContent(), await page.evaluate(async (r) => (await import("./js/record.js")).compareText(r), kept));
    // Replay the first hand: asked (the later hand's result is taken back too), then its deal from the start.
    await first.locator('button[data-act="replay"]').click();
    await page.waitForSelector("#confirm:not([hidden])");
    assert.match(await page.textContent("#confirm"), /before hand 1/);
    await page.click("#confirm-ok");
    await waitForHuman(page);
    const v = await page.evaluate(() => window.__table.view(0));
    assert.equal(v.deal_code, history[0].code);
    assert.deepEqual(v.scores, history[0].before);
    assert.equal((await saved(page, "euchre")).practice, true, "a replayed game counts as practice");
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});

for (const [game, seed] of [["euchre", 1], ["sixty_three", 3]]) {
  test(`last trick: ${game} lets the player look back by default; its option 'last_trick_peek' turns the button and key L off`, { timeout: 180_000 }, async () => {
    const t = await open({ query: `?seed=${seed}` });
    try {
      const { page } = t;
      /** Plays until the player's turn with a finished trick on record. */
      const untilLastTrick = async () => {
        for (let i = 0; i < 80; i++) {
          const turn = await waitForHuman(page);
          const v = await page.evaluate(() => window.__table.view(0));
          if (turn === "you" && v.last_trick) return v;
          await anyStep(page);
        }
        return null;
      };
      await startInstant(page, t.url, game);
      let v = await untilLastTrick();
      assert.ok(v?.last_trick, "a trick was completed");
      assert.equal(v.options.last_trick_peek, true, "the engine's default: the book allows a look");
      await page.keyboard.press("l");
      await page.waitForSelector("#last-trick:not([hidden])");
      await page.keyboard.press("Escape");
      assert.equal(await page.isVisible("#btn-last"), true);
      // The option off, as a player sets it: Settings → the game's rules → a new game with them.
      await page.click("#btn-settings");
      await page.click(`#rules-games label:has(input[value="${game}"])`);
      assert.equal(await page.isChecked("#opt-last_trick_peek"), true);
      await page.uncheck("#opt-last_trick_peek");
      await page.click("#btn-apply");
      if (await page.isVisible("#confirm")) await page.click("#confirm-ok");
      await page.waitForFunction(() => window.__table.view(0).options.last_trick_peek === false, null, { timeout: 20_000 });
      v = await untilLastTrick();
      assert.ok(v?.last_trick, "a trick was completed");
      assert.equal(await page.isVisible("#btn-last"), false, "no button with the option off");
      await page.keyboard.press("l");
      await page.waitForTimeout(200);
      assert.equal(await page.isVisible("#last-trick"), false, "nor the key L");
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });
}

for (const lang of ["en", "ru"]) {
  test(`review (${lang}): the review, the list of hands and the statistics are axe-clean dialogs`, { timeout: 240_000 }, async () => {
    const t = await open({ query: `?seed=31&lang=${lang}` });
    try {
      const { page } = t;
      await playHand(page, t.url, "euchre");
      assert.deepEqual(await violations(page), [], "hand summary with its learning buttons");
      await page.click("#btn-review");
      await page.waitForFunction(() => document.getElementById("review-progress").hidden, null, { timeout: 120_000 });
      for (let k = 0; k < 40 && (await page.isHidden("#review-verdict .rv-values")); k++) await page.click("#review-next");
      assert.deepEqual(await violations(page), [], "review with a verdict");
      await page.keyboard.press("Escape");
      await page.click("#btn-history");
      await page.waitForSelector("#history:not([hidden])");
      assert.deepEqual(await violations(page), [], "list of hands");
      await page.click("#btn-close-history");
      await page.click("#btn-home");
      await page.click("#btn-stats");
      await page.waitForSelector("#stats:not([hidden])");
      assert.deepEqual(await violations(page), [], "statistics");
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });
}
