// Measurements for the touch-target, narrow-screen and zoom tests (issue #12): every control a
// player can tap, its box (for a card of a fanned hand, the part in sight), and what is cut
// off, covered or scrolls sideways. Run in the page, on the screen as it stands.
import { anyStep, step, waitForHuman } from "./helpers.mjs";

/**
 * The controls in sight and tappable now, in the page: [{el, box, what}] where box is the
 * part a finger can hit. A checkbox or radio counts as its label (the label is the target);
 * a card of the player's hand only when it can be played, and only its strip not covered by
 * the cards after it; controls behind an open dialog are left out (they cannot be tapped).
 * Serialised into page.evaluate by `inPage`.
 */
function controlsInPage() {
  const SEL = 'button, a[href], select, input:not([type="hidden"]), textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
  const shown = (el) => {
    if (el.closest("[hidden], [inert]")) return false;
    const cs = getComputedStyle(el);
    if (cs.visibility !== "visible" || cs.display === "none") return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const what = (el) => {
    const name = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("title") || "").trim().replace(/\s+/g, " ").slice(0, 36);
    const host = el.closest("[id]");
    return `${host ? "#" + host.id : ""} ${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\s+/).slice(0, 3).join(".") : ""} "${name}"`;
  };
  // The top-most open dialog: controls outside it are not tappable (the page's top bar stays
  // usable over the end-of-hand and end-of-game panels, which leave it uncovered).
  const dialogs = [...document.querySelectorAll(".overlay:not([hidden])")].filter(shown);
  const modal = dialogs.sort((a, b) => Number(getComputedStyle(b).zIndex) - Number(getComputedStyle(a).zIndex))[0];
  const out = [];
  const seen = new Set();
  for (const raw of document.querySelectorAll(SEL)) {
    let el = raw;
    if (raw.matches('input[type="checkbox"], input[type="radio"]')) el = raw.closest("label") ?? (raw.id && document.querySelector(`label[for="${raw.id}"]`)) ?? raw;
    if (seen.has(el)) continue;
    seen.add(el);
    if (raw.disabled || raw.getAttribute("aria-hidden") === "true" || !shown(el)) continue;
    if (raw.matches('input[type="checkbox"], input[type="radio"]') && el === raw && getComputedStyle(raw).opacity === "0") continue;
    if (modal && !modal.contains(el) && !((modal.id === "hand-over" || modal.id === "game-over") && el.closest(".topbar"))) continue;
    const r = el.getBoundingClientRect();
    let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    const hand = raw.closest(".hand.mine");
    let card = false;
    if (hand && raw.matches(".card")) {
      if (raw.getAttribute("aria-disabled") === "true") continue; // only cards that can be played now
      card = true;
      // The cards after it lie on top of it: its strip ends where the next one begins.
      for (let s = raw.nextElementSibling; s; s = s.nextElementSibling) {
        const q = s.getBoundingClientRect();
        const vert = q.top < box.bottom && q.bottom > box.top;
        if (!vert || q.right <= box.left || q.left >= box.right) continue;
        if (q.left > box.left + 0.5) box.right = Math.min(box.right, q.left); // same row, to the right
        else if (q.top > box.top) box.bottom = Math.min(box.bottom, q.top); // the row below, raised
        else box.right = box.left; // wholly covered
      }
    }
    out.push({ r0l: r.left, r0t: r.top, el, raw, card, box: { ...box, width: box.right - box.left, height: box.bottom - box.top }, what: what(el) });
  }
  return out;
}

/** Every control smaller than `min` × `min` CSS px (for a card: its strip in sight), one line
 *  each: "where tag.class "name": W×H". */
export async function targetOffenders(page, min = 44) {
  return page.evaluate(([src, min]) => {
    const controls = eval(`(${src})`)();
    return controls
      .filter((c) => c.box.width < min - 0.01 || c.box.height < min - 0.01)
      .map((c) => `${c.what}: ${c.box.width.toFixed(1)}×${c.box.height.toFixed(1)}${c.card ? " (strip in sight)" : ""}`);
  }, [controlsInPage.toString(), min]);
}

/**
 * What is wrong with the layout as it stands: the page scrolls sideways, a control sticks out
 * of the viewport or of a box that clips it, or another element lies over the control's
 * centre (hit-tested after scrolling the control into view, as a finger would) — one line each.
 */
export async function layoutProblems(page) {
  return page.evaluate((src) => {
    const problems = [];
    const de = document.documentElement;
    if (de.scrollWidth > de.clientWidth + 1) {
      // Name the outermost elements that stick out, so that the cause is plain.
      const out = [...document.body.querySelectorAll("*")].filter((e) => e.getBoundingClientRect().right > de.clientWidth + 1 && !(e.parentElement && e.parentElement.getBoundingClientRect().right > de.clientWidth + 1));
      problems.push(`the page scrolls sideways: ${de.scrollWidth} > ${de.clientWidth} (${out.slice(0, 4).map((e) => `${e.tagName.toLowerCase()}${e.id ? "#" + e.id : ""}.${String(e.className).trim().split(/\s+/).slice(0, 2).join(".")}`).join(", ")})`);
    }
    const controls = eval(`(${src})`)();
    const vw = de.clientWidth;
    for (const c of controls) {
      const { box } = c;
      if (box.width <= 0) { problems.push(`${c.what}: wholly covered by the next card`); continue; }
      if (box.left < -1 || box.right > vw + 1) problems.push(`${c.what}: outside the viewport (${box.left.toFixed(0)}…${box.right.toFixed(0)} of ${vw})`);
      for (let a = c.el.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a);
        if (!/hidden|clip/.test(o.overflowX + o.overflowY)) continue;
        const q = a.getBoundingClientRect();
        if (box.left < q.left - 1 || box.right > q.right + 1 || box.top < q.top - 1 || box.bottom > q.bottom + 1) {
          problems.push(`${c.what}: cut off by ${a.id ? "#" + a.id : a.className}`);
          break;
        }
      }
    }
    // Hit-test each control at the centre of its box, scrolled into view.
    const sx = scrollX, sy = scrollY;
    for (const c of controls) {
      if (c.box.width <= 0) continue;
      c.el.scrollIntoView({ block: "center", inline: "nearest" });
      const r = c.el.getBoundingClientRect(); // the box moved with the scroll
      const px = r.left + ((c.box.left + c.box.right) / 2 - c.r0l);
      const py = r.top + ((c.box.top + c.box.bottom) / 2 - c.r0t);
      const hit = document.elementFromPoint(px, py);
      if (!hit || !(c.el.contains(hit) || c.raw.contains(hit))) {
        const h = hit ? `${hit.tagName.toLowerCase()}${hit.id ? "#" + hit.id : ""}.${String(hit.className).trim().split(/\s+/).slice(0, 2).join(".")}` : "nothing";
        problems.push(`${c.what}: its centre is covered by ${h}`);
      }
    }
    scrollTo(sx, sy);
    return problems;
  }, controlsInPage.toString());
}

/**
 * Plays `game` from the start screen, calling `visit(screen)` once on each screen a player
 * meets: "start", "settings", "how to play", "bidding", "choosing cards" (a set to discard or
 * pass), "playing", "hand summary" and, with
 * `gameOver`, "game over". Decisions are the first choice offered (helpers' step()).
 */
export async function tour(page, game, visit, { gameOver = false } = {}) {
  await visit("start");
  await page.click("#btn-settings");
  await page.waitForSelector("#settings:not([hidden])");
  await visit("settings");
  await page.click("#btn-close-settings");
  await page.waitForSelector("#settings[hidden]", { state: "attached" });
  await page.click(`button[data-howto="${game}"]`);
  await page.waitForSelector("#howto:not([hidden])");
  await visit("how to play");
  await page.keyboard.press("Escape");
  await page.waitForSelector("#howto[hidden]", { state: "attached" });
  await page.click(`button[data-game="${game}"]`);
  const seen = new Set();
  const once = async (s) => { if (!seen.has(s)) { seen.add(s); await visit(s); } };
  for (let i = 0; i < 600; i++) {
    const turn = await waitForHuman(page, 60_000);
    if (turn === "game_over") { await once("game over"); break; }
    if (turn === "hand_over") {
      await once("hand summary");
      if (!gameOver) break;
    } else {
      const v = await page.evaluate(() => window.__table.view(0));
      const card = v.legal.some((a) => a.action === "play" || a.card);
      await once(v.choose ? "choosing cards" : card ? "playing" : "bidding");
      // Sixty-three's auction: passing keeps the hand short; else the first choice.
      if (v.phase === "auction" || v.choose) { await anyStep(page); continue; }
    }
    await step(page);
  }
  return seen;
}

// ---------- the screen reader's view: roles, accessible names, ARIA state --------------------------

/** The page's names for the player's two groups ("Your hand", "Your choices"), in its language. */
export async function groupNames(page) {
  return page.evaluate(async () => {
    const { t } = await import("./js/i18n.js");
    return { hand: t("page.hand_aria"), moves: t("page.actions_aria") };
  });
}

/** The focused element as a screen reader meets it: its accessible name and whether it is
 *  disabled (aria-disabled or disabled). */
export const focusedNode = (page) => page.evaluate(() => {
  const a = document.activeElement;
  const name = a?.getAttribute("aria-label") ?? a?.textContent ?? "";
  return { name: name.replace(/\s+/g, " ").trim(), disabled: a?.getAttribute("aria-disabled") === "true" || !!(/** @type {any} */ (a)?.disabled) };
});

/** Whether the focus is inside `group` (a locator found by role and name). */
export const focusIn = (group) => group.evaluate((g) => g.contains(document.activeElement)).catch(() => false);

/** The buttons of a group as its accessibility tree lists them: [{name, disabled}]. */
export async function buttonsOf(group) {
  if (!(await group.count())) return [];
  const snap = await group.ariaSnapshot();
  return [...snap.matchAll(/^\s*- button "((?:[^"\\]|\\.)*)"(.*)$/gm)].map((m) => ({ name: JSON.parse(`"${m[1]}"`), disabled: /\[disabled\]/.test(m[2]) }));
}

/**
 * One decision of the player's, made as a screen-reader user makes it — no CSS selector and
 * no coordinate: the "Your hand" and "Your choices" groups are found by role and name, a card
 * is enabled when its button is not (aria-)disabled. When a card may be played, Tab into the
 * hand, Home, arrows to the first enabled card, Enter; else Tab to the first enabled choice and
 * Enter (and Enter again on a confirmation). Returns "card" | "button" and the name chosen.
 */
export async function keyboardTurn(page, names) {
  const hand = page.getByRole("group", { name: names.hand, exact: true });
  const moves = page.getByRole("group", { name: names.moves, exact: true });
  const cards = (await buttonsOf(hand)).filter((b) => !b.disabled);
  const choices = (await buttonsOf(moves)).filter((b) => !b.disabled);
  if (!cards.length && !choices.length) throw new Error("your turn, but neither an enabled card nor an enabled choice");
  if (!cards.length) {
    for (let k = 0; k < 60 && !(await focusIn(moves) && !(await focusedNode(page)).disabled); k++) await page.keyboard.press("Tab");
    if (!(await focusIn(moves))) throw new Error("Tab does not reach your choices");
    const { name } = await focusedNode(page);
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog");
    if (await confirm.isVisible().catch(() => false)) await page.keyboard.press("Enter");
    return { kind: "button", name };
  }
  for (let k = 0; k < 60 && !(await focusIn(hand)); k++) await page.keyboard.press("Tab");
  if (!(await focusIn(hand))) throw new Error("Tab does not reach your hand");
  await page.keyboard.press("Home");
  for (let k = 0; k < 24 && (await focusedNode(page)).disabled; k++) await page.keyboard.press("ArrowRight");
  const f = await focusedNode(page);
  if (f.disabled) throw new Error(`arrows reach no enabled card (at ${f.name})`);
  await page.keyboard.press("Enter");
  return { kind: "card", name: f.name };
}
