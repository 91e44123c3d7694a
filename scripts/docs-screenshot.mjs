// Makes docs/screenshot.png (the README's picture): the same moment of a seeded game in a
// 360 px phone and a 1280 px desktop window, side by side. Needs a built dist/.
//   node scripts/docs-screenshot.mjs [seed]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { OUT, gotoStart, open, setPace, step, waitForHuman } from "../tests/e2e/helpers.mjs";

const seed = process.argv[2] ?? "7";

async function capture(width, height) {
  const t = await open({ width, height, query: `?seed=${seed}` });
  try {
    const { page } = t;
    await gotoStart(page, t.url);
    await setPace(page, "instant");
    await page.click('button[data-game="euchre"]');
    // Play until it is our turn in the second trick with cards on the table.
    for (let i = 0; i < 80; i++) {
      await waitForHuman(page);
      const s = await page.evaluate(() => ({
        turn: document.getElementById("app").dataset.turn,
        trick: document.querySelectorAll("#trick .card").length,
        done: window.__table.view(0).tricks_won.reduce((a, b) => a + b, 0),
      }));
      if (s.turn === "you" && s.trick >= 2 && s.done === 1) break;
      await step(page);
    }
    const file = join(OUT, `docs-${width}.png`);
    await page.screenshot({ path: file });
    return readFileSync(file).toString("base64");
  } finally {
    await t.close();
  }
}

const desktop = await capture(1280, 800);
const phone = await capture(360, 740);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1380, height: 680 } });
await page.setContent(`<style>
  body { margin: 0; background: #1d2a23; display: flex; gap: 28px; padding: 24px; align-items: flex-start; }
  img { display: block; border-radius: 10px; box-shadow: 0 6px 24px rgb(0 0 0 / .5); }
</style>
<img src="data:image/png;base64,${desktop}" style="width: 1000px; height: 625px">
<img src="data:image/png;base64,${phone}" style="height: 632px; width: 307px">`);
await page.screenshot({ path: new URL("../docs/screenshot.png", import.meta.url).pathname, fullPage: true });
await browser.close();
console.log("wrote docs/screenshot.png");
