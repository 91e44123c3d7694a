// (c) Tapping a card the engine does not allow changes nothing and shows the engine's reason.
import { test } from "node:test";
import assert from "node:assert/strict";
import { engineText, gotoStart, open, setPace, shot, step, waitForHuman } from "./helpers.mjs";

test("tapping an illegal card shows the engine's reason", { timeout: 90_000 }, async () => {
  const t = await open({ width: 360, height: 740, query: "?seed=7" });
  try {
    const { page, errors } = t;
    await gotoStart(page, t.url);
    await setPace(page, "instant");
    await page.click('button[data-game="euchre"]');

    let checked = false;
    for (let i = 0; i < 600 && !checked; i++) {
      const turn = await waitForHuman(page);
      if (turn === "game_over") break;
      const illegal = page.locator(".hand.mine.choosing .card.illegal");
      if (turn === "you" && (await illegal.count()) > 0) {
        const code = await illegal.first().getAttribute("data-card");
        const before = await page.evaluate(() => JSON.stringify(window.__table.view(0)));
        const expected = await engineText(page, await page.evaluate((c) => window.__table.view(0).illegal_msg[c], code));
        assert.ok(expected, `engine gives a reason for ${code}`);
        assert.equal(await illegal.first().getAttribute("aria-disabled"), "true");
        // A real tap at the card's position: Playwright's actionability check would refuse
        // an aria-disabled element, but a finger does not care.
        await illegal.first().click({ force: true });
        await page.waitForSelector("#reason.show");
        assert.equal((await page.textContent("#reason")).trim(), expected);
        assert.equal(await page.evaluate(() => JSON.stringify(window.__table.view(0))), before, "state unchanged");
        await shot(page, "illegal-360.png");
        checked = true;
        break;
      }
      await step(page);
    }
    assert.ok(checked, "met a turn with an illegal card");
    assert.deepEqual(errors, []);
  } finally {
    await t.close();
  }
});
