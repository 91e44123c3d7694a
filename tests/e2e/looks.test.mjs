// Three defects seen at 360 px (issue #12), checked by measurement and photographed in
// Russian, Czech and Kazakh at 360 and 1280 px (target/e2e/looks-*.png, for a person to look
// at): the seat badges ("Сдающий", "Заказчик") keep a margin inside their pill and their
// seat; the start screen's titles are never cut short (no ellipsis, nothing clipped); and in
// Sixty-three the joker's word in the hand does not overlap its "★ 15" points mark.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gotoStart, open, shot, step, waitForHuman, anyStep } from "./helpers.mjs";

/** Whether any title or badge text is clipped or cut short, one line each. */
const clipped = (page) => page.evaluate(() => {
  const bad = [];
  for (const el of document.querySelectorAll(".topbar .title, .gp-title, .badge, .seat-head .name")) {
    const r = el.getBoundingClientRect();
    if (!r.width) continue;
    if (el.scrollWidth > el.clientWidth + 1) bad.push(`${el.className} "${el.textContent}" is cut short (${el.scrollWidth} > ${el.clientWidth})`);
    if (getComputedStyle(el).textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth) bad.push(`${el.className} ends in an ellipsis`);
    // The text keeps at least 4 px inside the pill at each end.
    if (el.classList.contains("badge")) {
      const range = document.createRange();
      range.selectNodeContents(el);
      const rects = [...range.getClientRects()];
      const tl = Math.min(...rects.map((q) => q.left)), tr = Math.max(...rects.map((q) => q.right));
      if (tl - r.left < 4 || r.right - tr < 4) bad.push(`badge "${el.textContent}" touches its edge (${(tl - r.left).toFixed(1)} / ${(r.right - tr).toFixed(1)} px)`);
      const seat = el.closest(".seat")?.getBoundingClientRect();
      if (seat && (r.left < seat.left - 0.5 || r.right > seat.right + 0.5)) bad.push(`badge "${el.textContent}" sticks out of its seat`);
    }
  }
  return bad;
});

/** The joker's word and the points mark beside it, as boxes; whether they overlap. */
const jokerClash = (page) => page.evaluate(() => {
  const card = document.querySelector('.hand.mine .card[data-card="XJ"]');
  if (!card) return null;
  const word = card.querySelector(".joker-word").getBoundingClientRect();
  const c = card.getBoundingClientRect();
  const m = getComputedStyle(card, "::before");
  if (m.content === "none" || !m.content) return { mark: false };
  const left = c.left + parseFloat(m.left), top = c.top + parseFloat(m.top);
  const lines = card.dataset.points ? 2 : 1; // "★", then the points on a second line
  const lh = parseFloat(m.lineHeight) || parseFloat(m.fontSize) * 1.05;
  const h = parseFloat(m.height) || lines * lh;
  const box = { left, top, right: left + parseFloat(m.width), bottom: top + h };
  const overlap = word.left < box.right && word.right > box.left && word.top < box.bottom && word.bottom > box.top;
  // The word stays on the card.
  const inside = word.left >= c.left && word.right <= c.right;
  return { mark: true, overlap, inside, word: [word.left - c.left, word.right - c.left], box: [box.left - c.left, box.right - c.left, box.top - c.top, box.bottom - c.top] };
});

for (const lang of ["ru", "cs", "kk"]) {
  for (const [width, height] of [[360, 740], [1280, 800]]) {
    test(`looks (${lang}, ${width} px): badges, titles, the joker`, { timeout: 240_000 }, async () => {
      const t = await open({ width, height, query: `?lang=${lang}&seed=21` });
      try {
        const { page } = t;
        await page.addInitScript(() => { localStorage.clear(); localStorage.setItem("cardtable.pace", JSON.stringify("instant")); });
        await gotoStart(page, t.url);
        const bad = (await clipped(page)).map((b) => `start: ${b}`);
        await shot(page, `looks-${lang}-${width}-start.png`);
        // Euchre: the dealer's and the maker's badges.
        await page.click('button[data-game="euchre"]');
        for (let i = 0; i < 30; i++) {
          await waitForHuman(page);
          if (await page.evaluate(() => window.__table.view(0).phase === "play" && document.querySelectorAll(".badge.b-maker").length > 0)) break;
          await step(page);
        }
        bad.push(...(await clipped(page)).map((b) => `euchre: ${b}`));
        await shot(page, `looks-${lang}-${width}-euchre.png`);
        // Sixty-three: a deal in which seat 0 keeps the joker into the play.
        let found = null;
        for (let seed = 1; seed < 40 && !found; seed++) {
          await page.goto(t.url.replace(/seed=\d+/, `seed=${seed}`));
          await page.waitForSelector('#app[data-screen="start"]');
          await page.click('button[data-game="sixty_three"]');
          await waitForHuman(page);
          if (!(await page.evaluate(() => window.__table.view(0).hand.includes("XJ")))) continue;
          for (let i = 0; i < 40; i++) {
            const turn = await waitForHuman(page, 60_000);
            if (turn !== "you") break;
            const v = await page.evaluate(() => window.__table.view(0));
            if (v.phase === "play" && v.hand.includes("XJ")) { found = seed; break; }
            await anyStep(page);
          }
        }
        assert.ok(found, "a deal with the joker in seat 0's hand in the play");
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
        const j = await jokerClash(page);
        console.log(`# ${lang} ${width}px: joker (seed ${found}) ${JSON.stringify(j)}`);
        assert.ok(j?.mark, "the joker carries its points mark");
        if (j.overlap) bad.push(`sixty-three: the joker's word ${JSON.stringify(j.word)} overlaps its points mark ${JSON.stringify(j.box)}`);
        if (!j.inside) bad.push(`sixty-three: the joker's word leaves the card ${JSON.stringify(j.word)}`);
        bad.push(...(await clipped(page)).map((b) => `sixty-three: ${b}`));
        await shot(page, `looks-${lang}-${width}-sixty-three.png`);
        await page.locator('.hand.mine .card[data-card="XJ"]').screenshot({ path: new URL(`../../target/e2e/looks-${lang}-${width}-joker.png`, import.meta.url).pathname });
        console.log(`# ${lang} ${width}px: ${bad.length} defects\n# ${bad.join("\n# ")}`);
        assert.deepEqual(bad, []);
        assert.deepEqual(t.errors, []);
      } finally {
        await t.close();
      }
    });
  }
}
