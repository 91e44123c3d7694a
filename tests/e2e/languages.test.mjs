// Every language in real Chromium: for Russian, Czech, Kazakh and German (`?lang=`), one hand
// of each game is played at the instant pace and the visible text of every screen — start,
// settings, bidding, play, hint, an illegal card's reason, the hand summary and game over —
// holds no text of the English catalogue (card rank letters and numbers aside: fragments
// with fewer than three letters, and words the language's own catalogue uses too, such as
// "Euchre" or "Partner", are not looked for). In English, every engine message the page
// receives (reasons, hints, summaries, side names) renders from the catalogue: a text, not
// the key, with every placeholder filled (the wasm carries keys and parameters, no English).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { anyStep, open, shot, waitForHuman } from "./helpers.mjs";

const LOCALES = fileURLToPath(new URL("../../www/locales/", import.meta.url));
const load = (l) => JSON.parse(readFileSync(`${LOCALES}${l}.json`, "utf8"));
const texts = (cat) => {
  const out = [];
  const walk = (n, path) => {
    if (typeof n === "string") { if (!path.endsWith("$by")) out.push(n); return; }
    if (n && typeof n === "object") for (const [k, v] of Object.entries(n)) walk(v, `${path}.${k}`);
  };
  walk(cat, "");
  return out;
};
const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English fragments to look for on a page in `lang`: each English text cut at its
 *  placeholders, trimmed of punctuation, with at least three letters, and not a word or
 *  phrase the language's own catalogue also uses. */
function englishFragments(lang) {
  const own = texts(load(lang)).join("\n");
  const frags = new Set();
  for (const s of texts(load("en"))) {
    for (let piece of s.split(/\{\w+\}/)) {
      piece = piece.replace(/^[\s\p{P}\p{S}\d]+|[\s\p{P}\p{S}\d]+$/gu, "");
      if ((piece.match(/\p{L}/gu) ?? []).length < 3) continue;
      if (new RegExp(`(^|[^\\p{L}])${esc(piece)}($|[^\\p{L}])`, "u").test(own)) continue;
      frags.add(piece);
    }
  }
  return [...frags];
}

/** The English fragments found in `text` (whole words only). */
function englishIn(text, frags) {
  return frags.filter((f) => new RegExp(`(^|[^\\p{L}])${esc(f)}($|[^\\p{L}])`, "u").test(text));
}

const GAMES = ["euchre", "sixty_six", "sixty_three"];

/** Opens the page in `lang` at the instant pace. */
async function openIn(lang) {
  const t = await open({ width: 1280, height: 900, query: `?lang=${lang}&seed=11` });
  await t.page.addInitScript(() => {
    if (!localStorage.getItem("cardtable.pace")) localStorage.setItem("cardtable.pace", JSON.stringify("instant"));
  });
  await t.page.goto(t.url);
  await t.page.waitForSelector('#app[data-screen="start"]', { timeout: 20_000 });
  return t;
}

/** The visible text of the page now, deal codes (`sixty_six-00C0FFEE-0-1`, an identifier) left out. */
const visible = (page) => page.evaluate(() => document.body.innerText.replace(/\b[a-z_]+-[0-9A-F]{8}-\d+-\d+\b/g, "·"));

/** Plays one hand of `game` and returns the visible text of each screen met, by name. */
async function playHand(page, game) {
  const seen = {};
  await page.click(`button[data-game="${game}"]`);
  if (await page.isVisible("#confirm")) await page.click("#confirm-ok");
  await page.waitForSelector('#app[data-screen="table"]');
  for (let i = 0; i < 400; i++) {
    const turn = await waitForHuman(page, 60_000);
    if (turn === "hand_over" || turn === "game_over") {
      await page.waitForSelector("#hand-over:not([hidden]), #game-over:not([hidden])");
      seen.summary = await visible(page);
      break;
    }
    const v = await page.evaluate(() => window.__table.view(0));
    const bidding = ["bid1", "bid2", "name_trump", "auction", "trump"].includes(v.phase);
    if (bidding && !seen.bidding) seen.bidding = await visible(page);
    if (!bidding && !seen.play) seen.play = await visible(page);
    if (!seen.hint) {
      await page.click("#btn-hint");
      await page.waitForSelector("#hint-text:not([hidden])", { timeout: 60_000 });
      seen.hint = await visible(page);
    }
    const illegal = page.locator(".hand.mine.choosing .card.illegal");
    if (!seen.illegal && (await illegal.count()) > 0) {
      await illegal.first().click({ force: true });
      await page.waitForSelector("#reason.show");
      seen.illegal = await page.textContent("#reason");
      seen.illegalScreen = await visible(page);
    }
    await anyStep(page);
  }
  await page.click("#btn-home");
  await page.waitForSelector('#app[data-screen="start"]');
  return seen;
}

/** Ends a Euchre game in the engine (every seat plays its first legal action or the bots'
 *  choice), saves it as the page does, reloads and resumes it: the game-over screen. */
async function gameOver(page) {
  await page.click('button[data-game="euchre"]');
  if (await page.isVisible("#confirm")) await page.click("#confirm-ok");
  await page.waitForSelector('#app[data-screen="table"]');
  await waitForHuman(page, 60_000);
  await page.evaluate(async () => {
    const t = window.__table;
    const Think = (await window.__thinkFor("euchre")).Table; // the page's build has no bots
    for (let i = 0; i < 5000 && t.view(0).phase !== "game_over"; i++) {
      const v = t.view(0);
      if (v.phase === "hand_over") t.nextHand();
      else if (t.toMoveIsBot()) { const c = Think.load(t.save()); t.applyBotAction(c.botAction()); c.free(); }
      else t.play(v.legal[0]);
    }
    localStorage.setItem("cardtable.save.euchre", JSON.stringify({ game: "euchre", form: "euchre", state: t.save(), at: Date.now() }));
  });
  await page.reload();
  await page.waitForSelector("#btn-resume");
  await page.click("#btn-resume");
  await page.waitForSelector("#game-over:not([hidden])");
  return visible(page);
}

for (const lang of ["ru", "cs", "kk", "de"]) {
  test(`${lang}: no English text on any screen of any game`, { timeout: 240_000 }, async (tc) => {
    const t = await openIn(lang);
    const frags = englishFragments(lang);
    try {
      const { page, errors } = t;
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang, "<html lang> follows ?lang=");
      /** @type {Record<string, string>} */
      const screens = { start: await visible(page) };
      await page.click("#btn-settings");
      screens.settings = await visible(page);
      await page.click("#btn-close-settings");
      for (const game of GAMES) {
        const seen = await playHand(page, game);
        for (const [k, v] of Object.entries(seen)) screens[`${game} ${k}`] = v;
        for (const need of ["play", "hint", "summary"]) assert.ok(seen[need], `${game}: reached the ${need} screen`);
      }
      assert.ok(screens["euchre bidding"] && screens["sixty_three bidding"], "bidding screens seen");
      assert.ok(Object.keys(screens).some((k) => k.endsWith(" illegal")), "an illegal card's reason seen");
      screens["game over"] = await gameOver(page);
      await shot(page, `lang-${lang}-game-over.png`);
      const found = Object.entries(screens).flatMap(([name, text]) => englishIn(text, frags).map((f) => `${name}: "${f}"`));
      assert.deepEqual(found, [], `English text on the ${lang} page`);
      assert.deepEqual(errors, [], "no console errors");
      tc.diagnostic(`${lang}: ${Object.keys(screens).length} screens checked against ${frags.length} English fragments`);
    } finally {
      await t.close();
    }
  });
}

test("en: every engine message the page receives renders from the catalogue", { timeout: 240_000 }, async (tc) => {
  const t = await openIn("en");
  try {
    const { page, errors } = t;
    let compared = 0;
    const check = async () => {
      const bad = await page.evaluate(async () => {
        const { msg } = await import("./js/i18n.js");
        const v = window.__table.view(0);
        const out = [];
        for (const m of Object.values(v.illegal_msg ?? {})) out.push([m, msg(m)]);
        if (v.hand_result?.summary_msg) out.push([v.hand_result.summary_msg, msg(v.hand_result.summary_msg)]);
        if (window.__hint?.why) out.push([window.__hint.why, msg(window.__hint.why)]);
        for (const k of v.team_keys ?? []) out.push([k, msg(k)]);
        // The wasm sends no English of its own: the page's words are the catalogue's.
        for (const f of ["illegal", "team_names"]) if (f in v) out.push([{ key: `view.${f}` }, "sent"]);
        return { n: out.length, bad: out.filter(([m, text]) => !text || text === m.key || /[{}]/.test(text) || text === "sent") };
      });
      compared += bad.n;
      return bad.bad;
    };
    for (const game of GAMES) {
      await page.click(`button[data-game="${game}"]`);
      if (await page.isVisible("#confirm")) await page.click("#confirm-ok");
      await page.waitForSelector('#app[data-screen="table"]');
      for (let i = 0; i < 400; i++) {
        const turn = await waitForHuman(page, 60_000);
        if (turn === "you" && i % 3 === 0) {
          await page.click("#btn-hint");
          await page.waitForSelector("#hint-text:not([hidden])", { timeout: 60_000 });
        }
        assert.deepEqual(await check(), [], `${game}: every message rendered from the catalogue`);
        if (turn !== "you") break;
        await anyStep(page);
      }
      await page.click("#btn-home");
      await page.waitForSelector('#app[data-screen="start"]');
    }
    assert.ok(compared > 30, `compared ${compared} messages`);
    assert.deepEqual(errors, []);
    tc.diagnostic(`${compared} engine messages rendered`);
  } finally {
    await t.close();
  }
});

test("the language can be switched in the settings without losing the game", { timeout: 120_000 }, async () => {
  const t = await openIn("en");
  try {
    const { page, errors } = t;
    await page.click('button[data-game="euchre"]');
    await page.waitForSelector('#app[data-screen="table"]');
    await waitForHuman(page, 60_000);
    const before = await page.evaluate(() => window.__table.save());
    await page.click("#btn-settings");
    await page.click('#lang-choices label:has(input[value="de"])');
    await page.waitForFunction(() => document.documentElement.lang === "de");
    assert.equal(await page.textContent("#settings-title"), "Einstellungen");
    await page.click("#btn-close-settings");
    assert.equal(await page.evaluate(() => window.__table.save()), before, "the same game goes on");
    assert.equal(await page.textContent("#btn-hint"), "Tipp");
    const prompt = await page.textContent("#prompt");
    assert.ok(prompt && !/[A-Za-z]{3,} (or pass|to bid|your)/.test(prompt), `prompt in German: ${prompt}`);
    // The choice is stored: a reload (without ?lang) stays German.
    await page.goto(t.url.replace(/\?.*$/, ""));
    await page.waitForSelector('#app[data-screen="start"]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), "de");
    assert.equal(await page.textContent("#btn-to-start"), "Andere Spiele");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});
