// A deal code the summary shows is a link that opens the same deal with the same rules
// (`?game=…&deal=…[&rules=…]`), and a bad code says so on the start screen.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, step, waitForHuman } from "./helpers.mjs";

/** The first view of a new game of `game` opened at `query`. */
async function firstView(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__table && document.getElementById("app").dataset.screen === "table", null, { timeout: 20_000 });
  await waitForHuman(page);
  return page.evaluate(() => window.__table.view(0));
}

for (const game of ["euchre", "sixty_six", "sixty_three"]) {
  test(`${game}: the summary's link opens the same deal again, with the same rules`, { timeout: 180_000 }, async () => {
    const t = await open({ query: "?seed=12" });
    try {
      const { page } = t;
      // A rule changed from the book, so the link must carry it.
      const changed = { euchre: ["stick_the_dealer", false], sixty_six: ["preset", "schnapsen"], sixty_three: ["game_target", 150] }[game];
      await page.addInitScript(([g, k, v]) => { if (!sessionStorage.getItem("set")) { sessionStorage.setItem("set", "1"); localStorage.setItem(`cardtable.options.${g}`, JSON.stringify({ [k]: v })); } }, [game, ...changed]);
      await page.goto(t.url);
      await page.waitForSelector('#app[data-screen="start"]');
      await page.click(`button[data-game="${game}"]`);
      await waitForHuman(page);
      const start = await page.evaluate(() => window.__table.view(0));
      let turn;
      for (let i = 0; i < 120 && (turn = await waitForHuman(page)) === "you"; i++) await step(page);
      assert.equal(turn === "hand_over" || turn === "game_over", true);
      const href = await page.getAttribute("#hand-over .deal-link", "href");
      assert.ok(href, "the summary has a link to the deal");
      const url = new URL(href);
      assert.equal(url.searchParams.get("game"), game);
      assert.equal(url.searchParams.get("deal"), start.deal_code);
      assert.equal(JSON.parse(url.searchParams.get("rules"))[changed[0]], changed[1]);
      // Another player (a fresh profile) opens it (from the first page's server).
      const u = await open({ allowOrigins: [url.origin] });
      try {
        const again = await firstView(u.page, href);
        assert.equal(again.deal_code, start.deal_code);
        assert.deepEqual(again.hand, start.hand, "the same cards");
        assert.equal(again.dealer, start.dealer);
        assert.deepEqual(again.options, start.options, "the same rules");
        assert.deepEqual(u.errors, []);
      } finally {
        await u.close();
      }
    } finally {
      await t.close();
    }
  });
}

test("a link with a bad deal code says so on the start screen", { timeout: 60_000 }, async () => {
  const t = await open({ query: "?game=euchre&deal=euchre-XYZ-1-9" });
  try {
    const { page } = t;
    await page.goto(t.url);
    await page.waitForFunction(() => /No such deal/.test(document.getElementById("start-notice")?.textContent ?? ""), null, { timeout: 20_000 });
    assert.equal(await page.evaluate(() => document.getElementById("app").dataset.screen), "start");
  } finally {
    await t.close();
  }
});
