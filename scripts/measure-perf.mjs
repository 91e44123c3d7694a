// Measures the page in headless Chromium (build dist/ first): frame intervals while cards
// animate (normal bot pace), the delay from each of the player's clicks to the next frame,
// and long tasks (> 50 ms) on the main thread; at a level that searches (strong, expert)
// this is the main thread while the bots think in their web worker. Also prints how long
// the worker took per bot decision and how many searches ran on the main thread (must be 0).
// A measurement, not a test: it prints figures.
// Usage: [SEED=1] node scripts/measure-perf.mjs [game=euchre] [hands=2] [level=club] [pace=normal]
// NO_WORKER=1 removes Worker from the page, so the bots take the logged main-thread fallback:
// the comparison of what the worker saves the main thread.
import { open, gotoStart, setPace, step, waitForHuman } from "../tests/e2e/helpers.mjs";

const game = process.argv[2] ?? "euchre";
const hands = Number(process.argv[3] ?? 2);
const level = process.argv[4] ?? "club";
const paceName = process.argv[5] ?? "normal";
const seed = process.env.SEED ?? "1"; // the same deals for every run (and with NO_WORKER)
const s = await open({ width: 1280, height: 800 });
const { page } = s;
if (process.env.NO_WORKER === "1") await page.addInitScript(() => { delete window.Worker; });
await page.addInitScript(() => {
  window.__perf = { frames: [], clicks: [], long: 0, longMs: [] };
  const tick = (t) => { window.__perf.frames.push(t); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  addEventListener("pointerdown", (e) => {
    const t0 = e.timeStamp;
    requestAnimationFrame((t1) => window.__perf.clicks.push(t1 - t0));
  }, true);
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) { window.__perf.long++; window.__perf.longMs.push(e.duration); }
    }).observe({ type: "longtask", buffered: true });
  } catch {}
});
await gotoStart(page, `${s.url}?seed=${seed}`);
await page.evaluate(([g, l]) => localStorage.setItem(`cardtable.level.${g}`, JSON.stringify(l)), [game, level]);
await setPace(page, paceName);
// Worker timings per decision: wrap the counters' updates (bots.js sets lastMs per answer).
await page.evaluate(() => {
  const b = window.__bots;
  const times = (window.__thinkMs = []);
  let last = b.worker + b.main;
  setInterval(() => { if (b.worker + b.main !== last) { last = b.worker + b.main; times.push(b.lastMs); } }, 5);
});
await page.click(`button[data-game="${game}"]`);
let done = 0;
await page.evaluate(() => { window.__perf.frames.length = 0; window.__perf.long = 0; window.__perf.longMs.length = 0; });
// The player: in Sixty-six a card rather than the first button (which would declare 66 at
// once and end every deal after a trick); elsewhere the e2e tests' first-choice player.
// In Sixty-three's card-set choices (no tokens in view.legal), the first cards allowed.
async function act() {
  if ((await waitForHuman(page)) === "you") {
    const v = await page.evaluate(() => window.__table.view(0));
    if (game === "sixty_six") {
      const card = page.locator(".hand.mine .card.playable");
      if (await card.count()) { await card.first().click(); return "card"; }
    }
    if (v.choose && !v.legal.length) {
      for (const c of v.choose.from.slice(0, v.choose.min)) {
        await page.locator(`.hand.mine .card[data-card="${c}"]`).click({ position: { x: 6, y: 34 } });
      }
      await page.click("#actions button[data-index]");
      return "button";
    }
  }
  return step(page);
}
while (done < hands) {
  const what = await act();
  if (what === "continue" || what === "game_over") done++;
  if (what === "game_over") break;
}
const p = await page.evaluate(() => window.__perf);
const bots = await page.evaluate(() => ({ ...window.__bots, think: window.__thinkMs, seats: window.__table.view(0).seats }));
const d = p.frames.slice(1).map((t, i) => t - p.frames[i]).sort((a, b) => a - b);
const q = (a, x) => a.length ? a[Math.min(a.length - 1, Math.floor(x * a.length))] : NaN;
const clicks = p.clicks.sort((a, b) => a - b);
const think = bots.think.slice().sort((a, b) => a - b);
console.log(`${game} at ${level} (${bots.seats.join(",")}), pace ${paceName}: ${d.length} frames over ${(p.frames.at(-1) - p.frames[0]) / 1000 | 0} s; frame interval p50 ${q(d, .5).toFixed(1)} ms, p95 ${q(d, .95).toFixed(1)} ms, p99 ${q(d, .99).toFixed(1)} ms, max ${d.at(-1).toFixed(1)} ms; frames over 20 ms: ${(100 * d.filter((x) => x > 20).length / d.length).toFixed(2)}%`);
console.log(`${game}: ${clicks.length} clicks; click → next frame p50 ${q(clicks, .5).toFixed(1)} ms, max ${clicks.at(-1)?.toFixed(1)} ms; long tasks (>50 ms): ${p.long}${p.long ? ` (longest ${Math.max(...p.longMs).toFixed(0)} ms)` : ""}`);
console.log(`${game}: ${bots.worker} bot decisions in the worker, ${bots.main} searches on the main thread; worker ms per decision p50 ${q(think, .5).toFixed(0)}, p95 ${q(think, .95).toFixed(0)}, max ${think.at(-1)?.toFixed(0)}`);
if (s.errors.length) console.log("console errors:", s.errors);
await s.close();
