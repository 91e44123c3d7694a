// How to play: a panel per game, opened from the start screen and from the table (button
// and the ? key), with the rules in short, the card values, the options in force with their
// labels, and a link to the full rule book, which is a page of the build and opens offline.
// A modal dialog: Tab stays inside, Escape closes it and the focus goes back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DIST } from "./serve.mjs";
import { gotoStart, open, shot, waitForHuman } from "./helpers.mjs";
import { GAME_IDS, MUST_SAY } from "./howto-data.mjs";

const en = JSON.parse(readFileSync(new URL("../../www/locales/en.json", import.meta.url), "utf8"));
const { OPTION_SPECS } = await import("../../www/js/option-specs.js");
const TITLES = { euchre: "Euchre", sixty_six: "Sixty-six", sixty_three: "Sixty-three" };
const label = (spec) => spec.label_key.split(".").reduce((n, k) => n?.[k], en);

/** The panel's option rows as { key: [label, value] }. */
const optionRows = (page) => page.$$eval("#howto-body .howto-opt", (rows) =>
  Object.fromEntries(rows.map((r) => [r.dataset.option, [r.querySelector("dt").textContent, r.querySelector("dd").textContent]])));

/** Escape closes the panel and the focus is back on `selector`. */
async function escCloses(page, selector) {
  await page.keyboard.press("Escape");
  await page.waitForSelector("#howto", { state: "hidden" });
  assert.ok(await page.evaluate((s) => document.activeElement === document.querySelector(s), selector), `focus back on ${selector}`);
}

/** Tab and Shift+Tab keep the focus inside the panel. */
async function focusTrapped(page) {
  for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    assert.ok(await page.evaluate(() => document.querySelector("#howto .panel").contains(document.activeElement)), `${key}: focus inside`);
  }
}

test("How to play from the start screen: each game's rules, card values and options; Esc closes, focus returns", { timeout: 90_000 }, async () => {
  const t = await open({ width: 360, height: 740 });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    for (const id of GAME_IDS) {
      const btn = `button[data-howto="${id}"]`;
      await page.focus(btn);
      await page.keyboard.press("Enter");
      await page.waitForSelector("#howto:not([hidden])");
      assert.equal(await page.textContent("#howto-title"), `How to play ${TITLES[id]}`);
      assert.ok(await page.evaluate(() => document.activeElement?.id === "btn-close-howto"), "focus on the close button");
      const text = await page.textContent("#howto-body");
      for (const s of MUST_SAY[id]) assert.ok(text.includes(s), `${id}: says "${s}"`);
      for (const sec of ["goal", "deal", id === "sixty_six" ? "marriages" : "bidding", "play", "scoring", "options"]) {
        assert.equal(await page.locator(`#howto-body [data-section="${sec}"]`).count(), 1, `${id}: section ${sec}`);
      }
      // Every engine option of this game, with its label from the catalogue (by the spec's label key).
      const rows = await optionRows(page);
      const specs = OPTION_SPECS[id];
      assert.deepEqual(Object.keys(rows).sort(), specs.map((s) => s.key).sort(), `${id}: one row per option`);
      for (const s of specs) assert.equal(rows[s.key][0], label(s), `${id}: label of ${s.key}`);
      await focusTrapped(page);
      if (id === "sixty_three") await shot(page, "howto-start-360.png");
      await escCloses(page, btn);
    }
    // The default rules, as the rule books give them.
    await page.click('button[data-howto="euchre"]');
    await page.waitForSelector("#howto:not([hidden])");
    let rows = await optionRows(page);
    assert.deepEqual(rows.stick_the_dealer, ["Stick the dealer", "on"]);
    assert.deepEqual(rows.game_target, ["Play to (points)", "10"]);
    assert.deepEqual(rows.joker, ["Joker", "none"]);
    assert.ok((await page.textContent("#howto-body")).includes("The first side to 10 points wins."));
    // A tap outside closes it too.
    await page.mouse.click(3, 730);
    await page.waitForSelector("#howto", { state: "hidden" });

    // Sixty-three's card values (docs/rules/sixty-three.md §4.1), 63 in all.
    await page.click('button[data-howto="sixty_three"]');
    await page.waitForSelector("#howto:not([hidden])");
    const values = await page.$$eval("#howto-body .howto-values tr", (trs) => trs.map((tr) => [tr.dataset.card, Number(tr.querySelector("td").textContent)]));
    assert.deepEqual(values, [["king", 25], ["joker", 15], ["nine", 9], ["right_pedro", 5], ["left_pedro", 5], ["one_each", 1], ["total", 63]]);
    rows = await optionRows(page);
    assert.deepEqual(rows.joker_rank, ["Joker ranks as", "lowest trump"]);
    assert.deepEqual(rows.game_target, ["Play to (points)", "250"]);
    await page.keyboard.press("Escape");

    // A changed option shows as in force for the next game: Sixty-six's Schnapsen preset.
    await page.evaluate(() => localStorage.setItem("cardtable.options.sixty_six", JSON.stringify({ preset: "schnapsen" })));
    await page.click('button[data-howto="sixty_six"]');
    await page.waitForSelector("#howto:not([hidden])");
    rows = await optionRows(page);
    assert.deepEqual(rows.deck, ["Cards in the pack", "20"]);
    assert.deepEqual(rows.closing, ["Closing the stock", "off"]);
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("How to play from the table shows the options in force; button and ? key; Esc returns the focus", { timeout: 120_000 }, async () => {
  const t = await open({ width: 1280, height: 800, query: "?seed=1" });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await page.evaluate(() => {
      localStorage.setItem("cardtable.pace", JSON.stringify("instant"));
      localStorage.setItem("cardtable.options.euchre", JSON.stringify({ stick_the_dealer: false, game_target: 5 }));
      localStorage.setItem("cardtable.options.sixty_three", JSON.stringify({ joker_rank: "highest_trump" }));
    });
    for (const id of GAME_IDS) {
      await page.click("#btn-home").catch(() => {});
      await page.waitForSelector('#app[data-screen="start"]');
      await page.click(`button[data-game="${id}"]`);
      await page.waitForSelector(`#app[data-screen="table"][data-game="${id}"]`);
      await waitForHuman(page);
      await page.click("#btn-howto");
      await page.waitForSelector("#howto:not([hidden])");
      assert.equal(await page.textContent("#howto-title"), `How to play ${TITLES[id]}`);
      // Every row is the engine's option in force (view.options), worded from the catalogue.
      const opts = await page.evaluate(() => window.__table.view(0).options);
      const rows = await optionRows(page);
      for (const s of OPTION_SPECS[id]) {
        const v = opts[s.key];
        const want = s.kind === "bool" ? (v ? "on" : "off") : typeof v === "string" ? en.option_value[v] : String(v);
        assert.deepEqual(rows[s.key], [label(s), want], `${id}: ${s.key}`);
      }
      if (id === "euchre") {
        assert.deepEqual(rows.stick_the_dealer, ["Stick the dealer", "off"]);
        assert.deepEqual(rows.game_target, ["Play to (points)", "5"]);
        assert.ok((await page.textContent("#howto-body")).includes("The first side to 5 points wins."));
        await shot(page, "howto-table-1280.png");
      }
      if (id === "sixty_three") assert.deepEqual(rows.joker_rank, ["Joker ranks as", "highest trump"]);
      await focusTrapped(page);
      await escCloses(page, "#btn-howto");
      // The ? key opens it too; Escape closes it.
      await page.evaluate(() => document.body.focus());
      await page.keyboard.press("?");
      await page.waitForSelector("#howto:not([hidden])");
      await page.keyboard.press("Escape");
      await page.waitForSelector("#howto", { state: "hidden" });
    }
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});

test("the rule-book links open pages of the build, offline too", { timeout: 120_000 }, async () => {
  const t = await open({ width: 360, height: 740 });
  try {
    const { page, context, errors } = t;
    await gotoStart(page, t.url);
    const links = {};
    for (const id of GAME_IDS) {
      await page.click(`button[data-howto="${id}"]`);
      await page.waitForSelector("#howto:not([hidden])");
      const href = await page.getAttribute("#howto-rulebook", "href");
      assert.match(href, /^rules\/[a-z-]+\.html$/);
      assert.ok(existsSync(join(DIST, href)), `dist/${href} exists`);
      links[id] = href;
      if (id === "euchre") {
        // The link opens the rule book in a new tab.
        const [tab] = await Promise.all([context.waitForEvent("page"), page.click("#howto-rulebook")]);
        await tab.waitForLoadState();
        assert.equal(await tab.textContent("h1"), "Euchre — rule book (North American four-handed game, with variants)");
        assert.ok((await tab.textContent("main")).includes("the **left bower**".replace(/\*\*/g, "")), "the book's text");
        await tab.close();
      }
      await page.keyboard.press("Escape");
    }
    // Offline: once the service worker has everything, the books still open.
    for (let i = 0; ; i++) {
      const ok = await page.evaluate(async (hrefs) => {
        if (!navigator.serviceWorker.controller) return false;
        for (const h of hrefs) if (!(await caches.match(h))) return false;
        return !!(await caches.match("./locales/en.json"));
      }, Object.values(links).map((h) => "./" + h));
      if (ok) break;
      assert.ok(i < 200, "the rule books were not precached within 20 s");
      await page.waitForTimeout(100);
    }
    await t.server.close();
    await context.setOffline(true);
    for (const id of GAME_IDS) {
      await page.goto(t.url + links[id]);
      assert.equal(await page.textContent("h1"), `${TITLES[id]} — rule book`.replace("Euchre — rule book", "Euchre — rule book (North American four-handed game, with variants)"));
      assert.ok((await page.locator("main table").count()) > 0, `${id}: its tables`);
    }
    await shot(page, "rules-offline-360.png");
    // Back to the game from the book, offline: the page loads (not the book cached as "./").
    await page.click("#back");
    await page.waitForSelector('#app[data-screen="start"]', { timeout: 20_000 });
    await page.click('button[data-howto="sixty_six"]');
    await page.waitForSelector("#howto:not([hidden])");
    assert.equal(await page.textContent("#howto-title"), "How to play Sixty-six");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});
