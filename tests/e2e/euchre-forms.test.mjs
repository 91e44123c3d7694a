// The named forms of Euchre (docs/rules/euchre.md §14) from the start screen: each is offered
// under Euchre by name, opens its own engine table (the engine's view shows the form's
// options, its deal code starts with the form), keeps its own save slot, and plays a whole
// game to a target of 5 through the page's buttons and cards, the final score on screen
// being the engine's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, setPace, shot, step } from "./helpers.mjs";

/** What each form's engine options must say (tests/fixtures/euchre-forms/README.md). */
const TITLES = {
  "euchre-2": "Two-handed Euchre", "euchre-3": "Three-handed Euchre (cut-throat)", "euchre-railroad": "Railroad Euchre",
  "euchre-british": "British Euchre", "euchre-32": "32-card Euchre", "euchre-32-7": "32-card Euchre, seven cards",
};
const FORMS = {
  "euchre-2": { players: 2 },
  "euchre-3": { players: 3, three_hand_march: 3 },
  "euchre-railroad": { players: 4, joker: "benny", allow_lone_defender: true, call_for_best: true, laps: true, slam: true },
  "euchre-british": { players: 4, joker: "benny", allow_lone_defender: true, alone_timing: "with_bid", call_for_best: false },
  "euchre-32": { players: 4, deck: 32, hand_size: 5 },
  "euchre-32-7": { players: 4, deck: 32, hand_size: 7 },
};

test("the start screen offers every Euchre form and Schnapsen by name, grouped under their game", { timeout: 60_000 }, async () => {
  const t = await open({ width: 360, height: 800 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    const euchre = await page.$$eval('button[data-of-game="euchre"]', (b) => b.map((x) => x.dataset.pickForm));
    assert.deepEqual(euchre, Object.keys(FORMS));
    const six = await page.$$eval('button[data-of-game="sixty_six"]', (b) => b.map((x) => x.dataset.pickForm));
    assert.deepEqual(six, ["schnapsen"]);
    // Each entry has its title and a one-line description from the catalogue.
    const titles = await page.$$eval("button[data-pick-form] .gp-title", (e) => e.map((x) => x.textContent.trim()));
    assert.ok(titles.includes("Two-handed Euchre") && titles.includes("Schnapsen"), titles.join(" | "));
    const blurbs = await page.$$eval("button[data-pick-form] .gp-blurb", (e) => e.map((x) => x.textContent.trim()));
    assert.ok(blurbs.every((b) => b.length > 20 && !b.includes("blurbs.")), blurbs.join(" | "));
    // The engine's list of forms is the page's.
    // The engines' lists of forms (each game's wasm lists its own) are the page's.
    const engine = await page.evaluate(async () => {
      const out = [];
      for (const id of ["euchre", "sixty_six"]) out.push(...(await window.__engineFor(id)).formList());
      return out;
    });
    assert.deepEqual(engine.filter(([, g]) => g === "euchre").map(([f]) => f), ["euchre", ...euchre]);
    assert.deepEqual(engine.filter(([, g]) => g === "sixty_six").map(([f]) => f), ["sixty_six", ...six]);
    await shot(page, "forms-start-360.png");
    await page.click('button[data-pick-form="schnapsen"]');
    await page.waitForSelector('#app[data-screen="table"]');
    assert.equal(await page.evaluate(() => window.__table.view(0).options.deck), 20, "Schnapsen is the 20-card table");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

for (const [form, want] of Object.entries(FORMS)) {
  test(`${form}: a whole game to 5 through clicks ends with the engine's score`, { timeout: 300_000 }, async (tc) => {
    const t = await open({ width: form === "euchre-3" ? 360 : 1280, height: 800 });
    try {
      const { page, errors } = t;
      await gotoStart(page, t.url);
      // Each form keeps its own rules (the settings panel stores them under the form's name).
      await page.evaluate((f) => localStorage.setItem(`cardtable.options.${f}`, JSON.stringify({ game_target: 5 })), form);
      await gotoStart(page, t.url);
      await setPace(page, "instant");
      await page.click(`button[data-pick-form="${form}"]`);
      await page.waitForSelector('#app[data-screen="table"]');
      const v0 = await page.evaluate(() => window.__table.view(0));
      for (const [k, x] of Object.entries(want)) assert.deepEqual(v0.options[k], x, `${form}: option ${k}`);
      assert.equal(v0.options.game_target, 5);
      assert.ok(String(v0.deal_code).startsWith(`${form}-`), `deal code ${v0.deal_code}`);
      assert.equal(await page.textContent("#game-title"), TITLES[form], "the title names the form");

      const counts = { continue: 0, button: 0, card: 0 };
      let saved = null;
      for (let i = 0; i < 3000; i++) {
        const did = await step(page);
        if (did === "game_over") break;
        counts[did]++;
        if (!saved && counts.card === 2) {
          saved = await page.evaluate((f) => JSON.parse(localStorage.getItem(`cardtable.save.${f}`) ?? "null"), form);
          await shot(page, `form-${form}.png`);
        }
      }
      await page.waitForSelector("#game-over:not([hidden])");
      assert.ok(saved && saved.form === form && saved.game === "euchre", `${form} saved in its own slot`);
      const engine = await page.evaluate(() => window.__table.view(0));
      assert.equal(engine.phase, "game_over");
      assert.equal(engine.scores.length, want.players === 4 ? 2 : want.players, "one score per side");
      assert.ok(Math.max(...engine.scores) >= 5, `scores ${engine.scores}`);
      const shown = await page.$$eval('#final-score [data-testid^="final-"]', (els) => els.map((e) => Number(e.textContent)));
      assert.deepEqual(shown, engine.scores, "final score on screen = engine's scores");
      // Railroad's laps and slam (§14.3) are said at the game's end when they count.
      const over = engine.scores[engine.winner] - 5;
      const said = await page.textContent("#game-over");
      assert.equal(/Laps: \d+ points? over the target carr/.test(said), !!engine.options.laps && over > 0, `laps: ${said}`);
      assert.equal(/Slam:/.test(said), !!engine.options.slam && engine.scores.every((x, i) => i === engine.winner || x === 0), `slam: ${said}`);
      const gone = await page.evaluate((f) => localStorage.getItem(`cardtable.save.${f}`), form);
      assert.equal(gone, null, "a finished game leaves no save");
      assert.ok(counts.continue >= 1 && counts.card >= 5, JSON.stringify(counts));
      await shot(page, `form-${form}-over.png`);
      assert.deepEqual(errors, []);
      tc.diagnostic(`${form}: ${counts.continue + 1} hands, ${counts.button} decisions, ${counts.card} cards; final ${engine.scores.join("-")}`);
    } finally {
      await t.close();
    }
  });
}

test("settings: each form's rules with its preset's defaults, each switchable (Railroad's Benny, lone defence, calling for best, laps, slam); Apply starts the form with the change", { timeout: 120_000 }, async () => {
  const { FORM_PRESETS } = await import("../../www/js/option-specs.js");
  const t = await open({ width: 360, height: 740 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await setPace(page, "instant");
    await page.click("#btn-settings");
    await page.click('#rules-games label:has(input[value="euchre"])');
    const offered = await page.$$eval("#rules-form input", (o) => o.map((x) => x.value));
    assert.deepEqual(offered, ["", ...Object.keys(FORMS)], "Euchre's own rules, then each form's");
    assert.equal(await page.$eval("#rules-form input:checked", (x) => x.value), "", "Euchre's own rules at first");
    for (const form of Object.keys(FORMS)) {
      await page.click(`#rules-form label:has(input[value="${form}"])`);
      const shown = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll("#options-fields select, #options-fields input")]
        .filter((el) => el.name !== "rules-form").map((el) => [el.name, el.type === "checkbox" ? el.checked : el.value])));
      for (const [k, v] of Object.entries(shown)) assert.equal(String(v), String(FORM_PRESETS[form][k]), `${form}.${k}: the form's default`);
      assert.match(await page.textContent("#options-legend"), new RegExp(TITLES[form].replace(/[()]/g, ".")));
      if (form === "euchre-railroad") {
        for (const k of ["allow_lone_defender", "call_for_best", "laps", "slam"]) assert.equal(shown[k], true, `Railroad: ${k} on`);
        assert.equal(shown.joker, "benny");
        await shot(page, "settings-euchre-railroad-360.png");
      }
      if (FORMS[form].players < 4) assert.ok(!("allow_lone_defender" in shown), `${form}: no lone hands without partners`);
    }
    assert.equal((await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("cardtable.options.")))).length, 0, "looking stores nothing");
    // Railroad without the slam: the engine's options say so, the rest of the preset stays.
    await page.click(`#rules-form label:has(input[value="euchre-railroad"])`);
    await page.uncheck("#opt-slam");
    await page.click("#btn-apply");
    await page.waitForSelector('#app[data-screen="table"]');
    const o = await page.evaluate(() => window.__table.view(0).options);
    assert.deepEqual([o.slam, o.laps, o.call_for_best, o.joker, o.allow_lone_defender], [false, true, true, "benny", true]);
    assert.equal(await page.textContent("#game-title"), TITLES["euchre-railroad"]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cardtable.options.euchre-railroad")));
    assert.equal(stored.slam, false);
    assert.equal(await page.evaluate(() => localStorage.getItem("cardtable.options.euchre")), null, "plain Euchre's rules untouched");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});
