// Measures the page in headless Chromium (build dist/ first): frame intervals while cards
// animate (normal bot pace), the delay from each of the player's clicks to the next frame,
// and long tasks (> 50 ms) on the main thread. A measurement, not a test: it prints figures.
// Usage: node scripts/measure-perf.mjs [game=euchre] [hands=2]
import { open, gotoStart, setPace, step } from "../tests/e2e/helpers.mjs";

const game = process.argv[2] ?? "euchre";
const hands = Number(process.argv[3] ?? 2);
const s = await open({ width: 1280, height: 800 });
const { page } = s;
await page.addInitScript(() => {
  window.__perf = { frames: [], clicks: [], long: 0 };
  const tick = (t) => { window.__perf.frames.push(t); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  addEventListener("pointerdown", (e) => {
    const t0 = e.timeStamp;
    requestAnimationFrame((t1) => window.__perf.clicks.push(t1 - t0));
  }, true);
  try {
    new PerformanceObserver((l) => { window.__perf.long += l.getEntries().length; }).observe({ type: "longtask", buffered: true });
  } catch {}
});
await gotoStart(page, s.url);
await setPace(page, "normal");
await page.click(`button[data-game="${game}"]`);
let done = 0;
await page.evaluate(() => { window.__perf.frames.length = 0; window.__perf.long = 0; });
while (done < hands) {
  const what = await step(page);
  if (what === "continue" || what === "game_over") done++;
  if (what === "game_over") break;
}
const p = await page.evaluate(() => window.__perf);
const d = p.frames.slice(1).map((t, i) => t - p.frames[i]).sort((a, b) => a - b);
const q = (a, x) => a.length ? a[Math.min(a.length - 1, Math.floor(x * a.length))] : NaN;
const clicks = p.clicks.sort((a, b) => a - b);
console.log(`${game}: ${d.length} frames over ${(p.frames.at(-1) - p.frames[0]) / 1000 | 0} s; frame interval p50 ${q(d, .5).toFixed(1)} ms, p95 ${q(d, .95).toFixed(1)} ms, p99 ${q(d, .99).toFixed(1)} ms, max ${d.at(-1).toFixed(1)} ms; frames over 20 ms: ${(100 * d.filter((x) => x > 20).length / d.length).toFixed(2)}%`);
console.log(`${game}: ${clicks.length} clicks; click → next frame p50 ${q(clicks, .5).toFixed(1)} ms, max ${clicks.at(-1)?.toFixed(1)} ms; long tasks (>50 ms): ${p.long}`);
if (s.errors.length) console.log("console errors:", s.errors);
await s.close();
