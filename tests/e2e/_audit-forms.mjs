// Screenshots of each named form at the moments a player meets (a UI audit, issue #13):
// node tests/e2e/_audit-forms.mjs [lang] [widths] [forms] → /tmp/audit/<lang>/<form>-<width>-<moment>.png
// Not a test: it plays each form through at the instant pace, preferring the moves that reach
// the form's own screens (going alone for calling for best, bidding), and shoots the first
// time each phase comes up, the hand summary and the game over.
import { mkdirSync } from "node:fs";
import { open, gotoStart, waitForHuman } from "./helpers.mjs";

const lang = process.argv[2] ?? "en";
const widths = (process.argv[3] ?? "360,1280").split(",").map(Number);
const forms = (process.argv[4] ?? "euchre-2,euchre-3,euchre-railroad,euchre-british,euchre-32,euchre-32-7,sixty-six-4,sixty-six-throat-cut,sixty-six-team,sixty-six-3,schnapsen").split(",");
const OUT = `/tmp/audit/${lang}`;
mkdirSync(OUT, { recursive: true });
const PREFER = ["alone", "order_up", "call", "name_trump", "bid", "trump", "close"];

for (const width of widths) {
  for (const form of forms) {
    const t = await open({ width, height: width < 500 ? 740 : 800, query: `?seed=7&lang=${lang}` });
    const { page, errors } = t;
    try {
      await page.addInitScript((f) => {
        localStorage.setItem("cardtable.pace", JSON.stringify("instant"));
        const target = f.startsWith("euchre") ? 5 : f === "schnapsen" ? null : 5;
        if (target) localStorage.setItem(`cardtable.options.${f}`, JSON.stringify({ game_target: f.startsWith("sixty-six-t") ? 7 : target }));
      }, form);
      await gotoStart(page, t.url);
      await page.click(`button[data-pick-form="${form}"]`);
      await page.waitForSelector('#app[data-screen="table"]', { timeout: 60_000 });
      const seen = new Set();
      let hands = 0;
      for (let i = 0; i < 3000; i++) {
        const turn = await waitForHuman(page, 60_000);
        const v = await page.evaluate(() => window.__table.view(0));
        const moment = turn === "you" ? `${v.phase}${v.phase === "play" ? "" : ""}` : turn;
        if (!seen.has(moment) || (turn === "hand_over" && hands < 2)) {
          seen.add(moment);
          await page.waitForTimeout(120);
          await page.screenshot({ path: `${OUT}/${form}-${width}-${moment}${turn === "hand_over" ? `-${hands}` : ""}.png` });
        }
        if (turn === "game_over") break;
        if (turn === "hand_over") {
          hands++;
          await page.click("#btn-continue");
          await page.waitForFunction(() => document.getElementById("app").dataset.turn !== "hand_over", null, { polling: 20 });
          continue;
        }
        const card = page.locator(".hand.mine .card.playable").first();
        const buttons = await page.$$eval("#actions button.action", (b) => b.map((x) => x.dataset.action ?? ""));
        let clicked = false;
        for (const a of PREFER) {
          const k = buttons.indexOf(a);
          if (k >= 0) { await page.locator("#actions button.action").nth(k).click(); clicked = true; break; }
        }
        if (!clicked) {
          if (await card.count()) await card.click();
          else if (buttons.length) await page.locator("#actions button.action").first().click();
          else await page.locator("#actions button").first().click();
        }
        if (await page.isVisible("#confirm")) await page.click("#confirm-ok");
      }
      console.log(form, width, [...seen].join(" "), errors.length ? `ERRORS ${errors.join(" | ")}` : "");
    } catch (e) {
      console.log(form, width, "FAILED", e.message.split("\n")[0]);
    } finally {
      await t.close();
    }
  }
}
