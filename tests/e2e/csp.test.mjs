// The page under its Content-Security-Policy (scripts/csp.mjs): a hand of each game runs
// with zero policy violations, and every request goes to the page's own origin.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DIST } from "./serve.mjs";
import { gotoStart, open, step, waitForHuman } from "./helpers.mjs";

test("the built page carries the strict policy and no inline script or style", () => {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/);
  assert.ok(meta, "a CSP meta tag");
  for (const d of ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'", "object-src 'none'", "base-uri 'self'"]) {
    assert.ok(meta[1].includes(d), `the policy has ${d}`);
  }
  assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, "no inline script");
  assert.doesNotMatch(html, /<style[\s>]|\sstyle="/, "no inline style");
});

for (const game of ["euchre", "sixty_six", "sixty_three"]) {
  test(`${game}: a hand under the policy — no violation, no request off the origin`, { timeout: 180_000 }, async () => {
    const t = await open({ query: "?seed=4" });
    try {
      const { page } = t;
      await page.addInitScript(() => {
        window.__csp = [];
        document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      const origin = new URL(t.url).origin;
      const foreign = [];
      t.context.on("request", (r) => { if (!r.url().startsWith(origin) && !r.url().startsWith("data:")) foreign.push(r.url()); });
      await gotoStart(page, t.url);
      await page.click(`button[data-game="${game}"]`);
      // Play until the first hand is over (or 60 decisions), with a hint on the way.
      await waitForHuman(page);
      await page.click("#btn-hint");
      for (let i = 0; i < 60; i++) {
        const s = await step(page);
        if (s === "continue" || s === "game_over") break;
      }
      // And a reload that resumes.
      await page.reload();
      await page.waitForSelector('#app[data-screen="start"]');
      await page.click("#btn-resume");
      await waitForHuman(page);
      const violations = await page.evaluate(() => window.__csp);
      assert.deepEqual(violations, [], "no CSP violation");
      assert.deepEqual(foreign, [], "every request to the page's origin");
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });
}
