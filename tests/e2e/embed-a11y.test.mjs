// The embed (embed.html, issue #12): axe finds no violations in English and Russian in its
// replay, puzzle and play modes; its controls (step buttons, the full-game link, the cards
// that can be played) are at least 44 × 44 CSS px at 360 and 1280 px; and it is operable by
// keyboard alone — Tab to "next" and Enter steps a replay, a puzzle is answered and a play
// hand is played with Tab, arrows and Enter, the choice read from the accessibility tree.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { open, shot } from "./helpers.mjs";
import { buttonsOf, groupNames, keyboardTurn, targetOffenders } from "./a11y-lib.mjs";

const AXE = readFileSync(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");

const MODES = {
  replay: "game=euchre&deal=euchre-00000004-0-1&mode=replay&step=26",
  puzzle: "game=sixty-six&deal=sixty_six-00000001-0-1&mode=puzzle&step=4",
  play: "game=euchre&deal=euchre-00000004-0-1&mode=play&speed=fast",
  "play (sixty-three)": "game=sixty-three&deal=sixty_three-00000003-0-1&mode=play&speed=fast",
};

async function axe(page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, { timeout: 10_000 });
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${v.help}`));
  });
}

/** Waits until the viewer may act: an enabled card in "Your hand" or an enabled choice. */
async function myTurn(page, groups) {
  const hand = page.getByRole("group", { name: groups.hand, exact: true });
  const moves = page.getByRole("group", { name: groups.moves, exact: true });
  for (let i = 0; i < 400; i++) {
    if ((await buttonsOf(hand)).some((b) => !b.disabled) || (await buttonsOf(moves)).some((b) => !b.disabled)) return true;
    if (await page.evaluate(() => !!window.__embed.run?.ended)) return false;
    await page.waitForTimeout(50);
  }
  return false;
}

for (const lang of ["en", "ru"]) {
  for (const [mode, query] of Object.entries(MODES)) {
    for (const width of [360, 1280]) {
      test(`embed (${lang}, ${mode}, ${width} px): axe clean, 44 px targets, keyboard`, { timeout: 120_000 }, async () => {
        const t = await open({ width, height: 800 });
        try {
          const { page } = t;
          await page.goto(`${t.url}embed.html?${query}&lang=${lang}`);
          await page.waitForSelector('#embed[data-state="ready"]', { timeout: 30_000 });
          const groups = await groupNames(page);
          const found = [];
          if (mode.startsWith("play") || mode === "puzzle") assert.ok(await myTurn(page, groups), "the viewer gets a turn");
          if (width === 1280) assert.deepEqual(await axe(page), [], `axe: ${mode}`);
          found.push(...(await targetOffenders(page)).map((o) => `${mode}: ${o}`));
          await shot(page, `embed-a11y-${lang}-${mode.replace(/\W+/g, "-")}-${width}.png`);
          if (mode === "replay") {
            const next = page.getByRole("button", { name: await page.evaluate(async () => (await import("./js/i18n.js")).t("embed.next_aria")), exact: true });
            const before = await page.textContent("#emb-step");
            for (let k = 0; k < 20 && !(await next.evaluate((b) => b === document.activeElement)); k++) await page.keyboard.press("Tab");
            await page.keyboard.press("Enter");
            await page.waitForFunction((b) => document.getElementById("emb-step").textContent !== b, before);
            // Arrows step it too, and move within the hand instead when a card has the focus.
            await page.keyboard.press("ArrowLeft");
            await page.waitForFunction((b) => document.getElementById("emb-step").textContent === b, before);
          } else {
            // Play with the keyboard until the hand (or the puzzle) is over.
            let turns = 0;
            while (turns < 30 && (await myTurn(page, groups))) {
              const done = await keyboardTurn(page, groups);
              assert.ok(done.name, "the choice has a name");
              turns++;
              if (mode === "puzzle") break;
              await page.waitForTimeout(100);
            }
            assert.ok(turns >= 1, "played by keyboard");
            if (mode === "puzzle") {
              await page.waitForFunction(() => !document.getElementById("embed-panel").hidden && /\S/.test(document.getElementById("embed-panel").textContent ?? ""));
            }
            if (width === 1280) assert.deepEqual(await axe(page), [], `axe after the keyboard play: ${mode}`);
            found.push(...(await targetOffenders(page)).map((o) => `${mode} after play: ${o}`));
          }
          console.log(`# embed ${lang} ${mode} ${width}px: offenders ${found.length}\n# ${found.join("\n# ")}`);
          assert.deepEqual(found, []);
          assert.deepEqual(t.errors, []);
        } finally {
          await t.close();
        }
      });
    }
  }
}
