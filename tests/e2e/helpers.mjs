// Shared e2e plumbing: a fresh browser context per test, console-error collection, and a
// driver that makes one human decision the way a player would (first enabled choice).
import { after } from "node:test";
import { chromium } from "playwright-core";
import { mkdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DIST, startServer } from "./serve.mjs";

export const OUT = fileURLToPath(new URL("../../target/e2e/", import.meta.url));

const ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
  "--disable-component-update", "--no-first-run", "--disable-sync",
];

/** One Chromium per test file, started by the first test that needs it: each test gets a
 *  context of its own (its own storage, caches and service workers, like a fresh profile),
 *  which starts in a third of the time of a browser of its own. */
let launching = null;
async function sharedBrowser() {
  let b = launching && (await launching.catch(() => null));
  if (!b || !b.isConnected()) {
    launching = chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", headless: true, args: ARGS });
    b = await launching;
  }
  return b;
}
after(async () => {
  const b = launching && (await launching.catch(() => null));
  if (b) await b.close().catch(() => {});
});

/** Server + a fresh browser context; collects console errors, page errors and
 *  requests to any origin but the server's (or `allowOrigins`).
 *  `serviceWorkers: "block"` keeps the service worker out (so `page.route` sees every request);
 *  `root` serves another copy of the site (default $CARDTABLE_DIST, else dist/); `deviceScaleFactor` 2 with half the
 *  viewport is the page at 200 % zoom. */
export async function open({ width = 1280, height = 800, deviceScaleFactor = 1, query = "", serviceWorkers = "allow", root = process.env.CARDTABLE_DIST ?? DIST, allowOrigins = [] } = {}) {
  if (!existsSync(join(DIST, "index.html"))) throw new Error("dist/ is not built: run `trunk build --release` first");
  await mkdir(OUT, { recursive: true });
  const server = await startServer({ root });
  const context = await (await sharedBrowser()).newContext({ viewport: { width, height }, deviceScaleFactor, serviceWorkers });
  // Every page and frame reports a Content-Security-Policy violation as a console error, so
  // every test also asserts that the strict policy is never violated (issue #15).
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(`console: ${m.text()}`); });
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  // Nothing may be fetched from another origin (issue #15): every request of every test,
  // the service worker's included, is checked here and reported with the errors.
  const own = [new URL(server.url).origin, ...allowOrigins];
  context.on("request", (r) => {
    const u = r.url();
    if (/^(data|blob|about|chrome|chrome-extension):/.test(u)) return;
    if (!own.includes(new URL(u).origin)) errors.push(`request off the origin: ${u}`);
  });
  const url = server.url + query;
  return {
    server, context, page, errors, url,
    async close() {
      await context.close().catch(() => {});
      await server.close().catch(() => {});
    },
  };
}

/** Load the page and wait for the start screen (the engine is loaded by then). */
export async function gotoStart(page, url) {
  await page.goto(url);
  await page.waitForSelector('#app[data-screen="start"]', { timeout: 20_000 });
}

/** Choose the bot pace through the settings panel, as a player would. */
export async function setPace(page, pace) {
  await page.click("#btn-settings");
  await page.click(`#pace-choices label:has(input[value="${pace}"])`);
  await page.click("#btn-close-settings");
}

/** Wait until the page wants something from the human. Returns "you" | "hand_over" | "game_over". */
export async function waitForHuman(page, timeout = 30_000) {
  const h = await page.waitForFunction(() => {
    const t = document.getElementById("app").dataset.turn;
    return ["you", "hand_over", "game_over"].includes(t) && t;
  }, null, { timeout, polling: 20 });
  return h.jsonValue();
}

/**
 * Make one decision: Continue after a hand, else the first action button, else the first
 * playable card. Returns what was done: "continue" | "button" | "card" | "game_over".
 */
export async function step(page) {
  const turn = await waitForHuman(page);
  if (turn === "game_over") return "game_over";
  if (turn === "hand_over") {
    await page.click("#btn-continue");
    await page.waitForFunction(() => document.getElementById("app").dataset.turn !== "hand_over", null, { polling: 20 });
    return "continue";
  }
  const before = await page.evaluate(() => window.__table.view(0).legal.length);
  if (before === 0) throw new Error("data-turn is 'you' but the engine lists no legal action");
  const button = page.locator("#actions button").first();
  if (await button.count()) {
    await button.click(); // the click handler sets data-turn to "busy" synchronously
    // A move the page asks about first (Sixty-six's claim below 66): go ahead, as before.
    if (await page.isVisible("#confirm")) await page.click("#confirm-ok");
    return "button";
  }
  await page.locator(".hand.mine .card.playable").first().click();
  return "card";
}

export const shot = (page, name) => page.screenshot({ path: join(OUT, name) });

/**
 * Counts, on the page's main thread, every call of the engines' searching entry points
 * (botMove, botAction, hint) in both builds of each engine (the page's, which has no bots,
 * and the bots', which only the worker should use) and checks every applyBotAction: its
 * action must be the one a copy of the table loaded from the same position into the bots'
 * build decides (so it came from a search of exactly this position, never a stale one).
 * Loads all three engines. Results: window.__spy.
 */
export async function spyEngines(page) {
  await page.evaluate(async () => {
    window.__spy = { search: 0, applied: 0, mismatched: [] };
    for (const id of ["euchre", "sixty_six", "sixty_three"]) {
      const T = (await window.__engineFor(id)).Table;
      const Think = (await window.__thinkFor(id)).Table;
      const p = T.prototype;
      if (p.__spied) continue;
      p.__spied = true;
      const think = Think.prototype;
      const orig = { botAction: think.botAction, apply: p.applyBotAction };
      for (const proto of [p, think]) {
        for (const k of ["botMove", "botAction", "hint"]) {
          const f = proto[k];
          proto[k] = function (...a) { window.__spy.search++; return f.apply(this, a); };
        }
      }
      p.applyBotAction = function (action) {
        window.__spy.applied++;
        const copy = Think.load(this.save());
        const expected = orig.botAction.call(copy); // the test's own check, not counted
        copy.free();
        if (JSON.stringify(expected) !== JSON.stringify(action)) {
          window.__spy.mismatched.push({ expected, got: action });
        }
        return orig.apply.call(this, action);
      };
    }
  });
}

/** One decision that keeps a hand going in every game: pass in Sixty-three's auction, the
 *  first cards of a set to choose, a card rather than a button (Sixty-six's first button
 *  would declare and end the deal), else what step() does. */
export async function anyStep(page, timeout = 60_000) {
  const turn = await waitForHuman(page, timeout);
  const v = turn === "you" ? await page.evaluate(() => window.__table.view(0)) : null;
  if (v?.phase === "auction") { await page.click("#actions .a-pass"); return "pass"; }
  if (v?.choose) {
    const c = v.choose;
    const n = c.action === "give" ? c.max : c.min;
    for (const code of c.from.slice(0, n)) await page.click(`.hand.mine .card[data-card="${code}"]`);
    await page.click('#actions button[data-index="0"]');
    await page.waitForFunction((p) => window.__table.view(0).phase !== p || window.__table.view(0).to_move !== 0, v.phase);
    return "choose";
  }
  const card = page.locator(".hand.mine .card.playable").first();
  if (v && (await card.count())) { await card.click(); return "card"; }
  return step(page);
}

/** The focused element as a screen reader meets it: its name, whether it is disabled, and
 *  where it is (the hand, the action buttons), for the keyboard-only tests. */
export const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return { name: a?.getAttribute("aria-label") ?? a?.textContent?.trim() ?? "", disabled: a?.getAttribute("aria-disabled") === "true", inHand: !!a?.closest(".hand.mine"), inActions: !!a?.closest("#actions"), id: a?.id ?? "" };
});

/** From the start screen, Tab to the button of `game` (a game's own, `data-game`, or a named
 *  form's, `data-pick-form`, e.g. "sixty-six-3") and press Enter. */
export async function startByKeyboard(page, game) {
  const at = () => page.evaluate((g) => {
    const d = /** @type {HTMLElement | null} */ (document.activeElement)?.dataset;
    return d?.game === g || d?.pickForm === g;
  }, game);
  for (let k = 0; k < 60 && !(await at()); k++) await page.keyboard.press("Tab");
  if (!(await at())) throw new Error(`no button for ${game} reached by Tab`);
  await page.keyboard.press("Enter");
}

/** An engine message ({key, params}) as the page words it: the page's own `msg` from
 *  js/i18n.js (the wasm carries no English; the catalogue of the page's language does). */
export const engineText = (page, m) => page.evaluate(async (m) => (await import("./js/i18n.js")).msg(m), m);
