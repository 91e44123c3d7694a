// The level picker: each game's levels labelled with the ratings of assets/ratings.json (or
// "not rated" where the ladder has not run for that game); choosing a level mid-game keeps
// the game in progress, re-seats the computer players from their next move, and survives a
// reload and resume.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DIST } from "./serve.mjs";
import { gotoStart, open, setPace, shot, spyEngines, step, waitForHuman } from "./helpers.mjs";

const LEVELS = ["random", "beginner", "club", "strong", "expert"];
const ratings = JSON.parse(readFileSync(join(DIST, "assets", "ratings.json"), "utf8"));

/** The picker's rating labels must be the file's numbers (rounded), or "not rated". */
async function checkRatings(page, gameId) {
  // The page shows a ladder's ratings from 20 games per pair (MIN_LADDER_GAMES in settings.js).
  const file = (ratings[gameId]?.games_per_pair ?? 0) >= 20 ? ratings[gameId].ratings : {};
  for (const l of LEVELS) {
    const shown = (await page.textContent(`#level-choices [data-testid="rating-${l}"]`)).trim();
    const want = typeof file[l] === "number" ? String(Math.round(file[l])) : "not rated";
    assert.equal(shown, want, `${gameId} ${l}`);
  }
  // Under each rated level: its share of the games against the level below, with the 95%
  // interval, from the same file (the ladder's rates are the first-named level's).
  const names = { random: "Random", beginner: "Beginner", club: "Club", strong: "Strong", expert: "Expert" };
  const pct = (x) => Math.round(100 * Math.min(1, Math.max(0, x)));
  for (const [i, l] of LEVELS.entries()) {
    const vs = page.locator(`#level-choices [data-testid="vs-${l}"]`);
    const m = i > 0 && Object.keys(file).length ? ratings[gameId].matches.find((x) => x.a === LEVELS[i - 1] && x.b === l) : null;
    if (!m) {
      assert.equal(await vs.isVisible(), false, `${gameId} ${l}: no line without a ladder`);
      continue;
    }
    const want = `Against ${names[LEVELS[i - 1]]}: wins ${pct(1 - m.a_win_rate)}% of games (95%: ${pct(1 - m.ci95[1])}–\u2060${pct(1 - m.ci95[0])}%)`;
    assert.equal((await vs.textContent()).trim(), want, `${gameId} ${l} against the level below`);
  }
  return Object.keys(file).length;
}

const checked = (page) => page.$eval("#level-choices input:checked", (i) => i.value);

test("level picker: ratings from the ladder; a new level mid-game keeps the game", { timeout: 120_000 }, async (tc) => {
  const t = await open({ width: 1280, height: 800 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url + "?seed=5");
    await spyEngines(page);
    await setPace(page, "instant");
    await page.click('button[data-game="euchre"]');
    assert.equal(await waitForHuman(page), "you");
    const before = await page.evaluate(() => window.__table.view(0));
    assert.deepEqual(before.seats, ["human", "club", "club", "club"], "default level: Club");

    await page.click("#btn-settings");
    await page.waitForSelector('#level-choices [data-testid="rating-club"]');
    await page.waitForFunction(() => document.getElementById("level-choices").dataset.rated != null);
    const rated = await checkRatings(page, "euchre");
    assert.ok(rated >= 4, "the Euchre ladder is in the file");
    assert.equal(await checked(page), "club");
    await shot(page, "levels-euchre-1280.png");

    // Expert, mid-hand: same deal, same cards, same scores; the seats change at once.
    await page.click('#level-choices label[data-level="expert"]');
    await page.click("#btn-close-settings");
    const after = await page.evaluate(() => window.__table.view(0));
    assert.deepEqual(after.seats, ["human", "expert", "expert", "expert"]);
    for (const k of ["deal_code", "hand", "scores", "phase", "to_move", "legal", "hand_number"]) {
      assert.deepEqual(after[k], before[k], `${k} kept`);
    }
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("cardtable.level.euchre"))), "expert");
    const saved = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem("cardtable.save.euchre")).state).seats);
    assert.deepEqual(saved, ["human", "expert", "expert", "expert"], "the saved game has the new level");

    // The next bot decisions are the expert's for their positions (checked by the spy), from the worker.
    for (let i = 0; i < 4; i++) await step(page);
    await waitForHuman(page);
    const spy = await page.evaluate(() => window.__spy);
    assert.ok(spy.applied >= 1, `bot decisions after the change: ${spy.applied}`);
    assert.deepEqual(spy.mismatched, []);
    assert.equal(spy.search, 0);

    // Reload and resume: still expert, and the picker says so.
    const deal = await page.evaluate(() => window.__table.dealCode());
    await page.reload();
    await page.waitForSelector('#app[data-screen="start"]');
    await page.click("#btn-resume");
    await page.waitForSelector('#app[data-screen="table"]');
    assert.deepEqual(await page.evaluate(() => window.__table.view(0).seats), ["human", "expert", "expert", "expert"]);
    assert.equal(await page.evaluate(() => window.__table.dealCode()), deal);
    await page.click("#btn-settings");
    await page.waitForSelector('#level-choices [data-testid="rating-club"]');
    assert.equal(await checked(page), "expert");
    await page.click("#btn-close-settings");

    // The other games: their own levels (default Club), rated if their ladder has run.
    for (const g of ["sixty_six", "sixty_three"]) {
      await page.click("#btn-home");
      await page.click(`button[data-game="${g}"]`);
      await page.waitForSelector(`#app[data-screen="table"][data-game="${g}"]`);
      const seats = await page.evaluate(() => window.__table.view(0).seats);
      assert.ok(seats.slice(1).every((s) => s === "club"), `${g} seats ${seats}`);
      await page.click("#btn-settings");
      await page.waitForSelector('#level-choices [data-testid="rating-club"]');
      await page.waitForFunction(() => document.getElementById("level-choices").dataset.rated != null);
      const n = await checkRatings(page, g);
      assert.equal(await checked(page), "club");
      await page.click('#level-choices label[data-level="beginner"]');
      await page.click("#btn-close-settings");
      const now = await page.evaluate(() => window.__table.view(0).seats);
      assert.ok(now[0] === "human" && now.slice(1).every((s) => s === "beginner"), `${g} re-seated: ${now}`);
      tc.diagnostic(`${g}: ${n ? `${n} ratings shown` : "no ladder in the file yet: levels shown unrated"}`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("level picker: a named form on the table shows its own ladder's ratings (not rated while its ladder is thin)", { timeout: 120_000 }, async () => {
  const t = await open({ width: 1280, height: 800 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url + "?seed=5");
    await setPace(page, "instant");
    for (const [form, key] of [["euchre-3", "euchre_3"], ["euchre-2", "euchre_2"]]) {
      if (form !== "euchre-3") await page.click("#btn-home");
      await page.click(`button[data-pick-form="${form}"]`);
      await page.waitForSelector('#app[data-screen="table"]');
      await page.click("#btn-settings");
      await page.waitForSelector('#level-choices [data-testid="rating-club"]');
      await page.waitForFunction(() => document.getElementById("level-choices").dataset.rated != null);
      // The form's ladder, not the base game's: its numbers when it has 20 games per pair,
      // else "not rated" at every level and a note naming the form.
      const shown = await checkRatings(page, key);
      assert.equal(shown, (ratings[key]?.games_per_pair ?? 0) >= 20 ? 5 : 0, `${form}: the form's own ladder`);
      assert.match(await page.textContent("#level-note"), /Three-handed|Two-handed/, `${form}: the note names the form`);
      await page.click("#btn-close-settings");
    }
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("level picker at 360 px", { timeout: 60_000 }, async () => {
  const t = await open({ width: 360, height: 740 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await setPace(page, "instant");
    await page.click('button[data-game="euchre"]');
    await waitForHuman(page);
    await page.click("#btn-settings");
    await page.waitForFunction(() => document.getElementById("level-choices").dataset.rated != null);
    // Nothing wider than the panel.
    const over = await page.evaluate(() => {
      const panel = document.getElementById("settings-form").getBoundingClientRect();
      return [...document.querySelectorAll("#level-choices *")].filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width && (r.left < panel.left - 0.5 || r.right > panel.right + 0.5);
      }).map((el) => el.className);
    });
    assert.deepEqual(over, [], "level rows stay inside the panel");
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), "no horizontal scroll");
    await shot(page, "levels-euchre-360.png");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});
