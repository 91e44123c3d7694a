// @ts-check
// Hints: the Hint button (or the H key) asks the bots' worker for the expert's choice for the
// human seat; the choice is highlighted (its button or cards) with the engine's one-line
// reason until the next action, or until the pending choice changes.
// The request counter lives in the game's Session, so a late answer for a replaced game
// (or after the player moved on) is dropped.
import { ask } from "./bots.js";
import { msg, t } from "./i18n.js";
import { showReason } from "./input.js";
import { $ } from "./dom.js";

/** @typedef {import("./controller.js").Session} Session */

const hintBtn = () => /** @type {HTMLButtonElement} */ ($("btn-hint"));
const hintText = () => $("hint-text");

/** Dismiss the hint on show (and drop one still being worked out). @param {Session | null} st */
export function clearHint(st) {
  if (st) {
    st.hintAsk++;
    st.ui.hint = null;
  }
  hintText().hidden = true;
  hintText().textContent = "";
  hintBtn().disabled = false;
  hintBtn().removeAttribute("aria-busy");
  markHint(st);
}

/** An action in a canonical form: keys sorted, a set of cards in sorted order.
 *  @param {any} x @param {string} [key] @returns {any} */
function canon(x, key = "") {
  if (Array.isArray(x)) return (key === "cards" ? [...x].sort() : x).map((v) => canon(v));
  if (x && typeof x === "object") return Object.fromEntries(Object.keys(x).sort().map((k) => [k, canon(x[k], k)]));
  return x;
}
const sameAction = (/** @type {any} */ a, /** @type {any} */ b) => JSON.stringify(canon(a)) === JSON.stringify(canon(b));

/** Highlight what the hint suggests: the button whose token it is, and/or its cards.
 *  @param {Session | null} st */
export function markHint(st) {
  for (const el of document.querySelectorAll(".hinted")) {
    el.classList.remove("hinted");
    el.removeAttribute("aria-describedby");
  }
  const a = st?.ui.hint?.action;
  const tv = st?.tv;
  if (!a || !tv) return;
  /** @type {Element[]} */
  const targets = [...tv.actionsEl.querySelectorAll("button[data-index]")]
    .filter((b) => { const t = tv.legalTokens[Number(/** @type {HTMLElement} */ (b).dataset.index)]; return t && sameAction(t, a); });
  const cards = a.cards ?? (a.card && !targets.length ? [a.card] : []);
  for (const c of cards) { const el = tv.handCard(c); if (el) targets.push(el); }
  for (const el of targets) {
    el.classList.add("hinted");
    el.setAttribute("aria-describedby", "hint-text");
  }
}

/** Ask for a hint for the human, if it is their turn. @param {Session | null} st
 *  @param {(st: Session) => void} redraw  draws the session's view again */
async function requestHint(st, redraw) {
  const app = $("app");
  if (!st || !st.live || st.busy || !st.ui.myTurn || app.dataset.screen !== "table" || st.ui.hint) return;
  const mine = ++st.hintAsk;
  const position = st.table.save();
  const view = /** @type {import("./games/contract.js").View} */ (st.view); // drawn: it is the human's turn
  hintBtn().disabled = true;
  hintBtn().setAttribute("aria-busy", "true");
  try {
    const h = await ask(st.game.id, position, "hint", view.seat);
    if (mine !== st.hintAsk || st.busy || st.table.save() !== position) return; // the player moved on
    st.game.prepareHint?.(h.action, view, st.ui); // e.g. pre-select a set of cards, move a bid stepper
    st.ui.hint = h;
    window.__hint = h; // for the tests
    hintText().textContent = t("page.hint_prefix", { text: msg(h.why) });
    hintText().hidden = false;
    redraw(st);
  } catch (e) {
    if (mine === st.hintAsk && e?.code !== "stale") showReason(t("page.no_hint", { text: e?.key ? msg(e, e.message) : e?.message ?? e }));
  } finally {
    if (mine === st.hintAsk) {
      hintBtn().disabled = false;
      hintBtn().removeAttribute("aria-busy");
    }
  }
}

/**
 * Wires the Hint button, the H key, and the dismissal when a game's own control changes the
 * pending choice (e.g. Sixty-three's bid stepper sends "choicechange").
 * @param {() => Session | null} current  the running game
 * @param {(st: Session) => void} redraw
 */
export function bindHints(current, redraw) {
  hintBtn().addEventListener("click", () => requestHint(current(), redraw));
  $("actions").addEventListener("choicechange", () => clearHint(current()));
  document.addEventListener("keydown", (e) => {
    if (e.key !== "h" || e.altKey || e.ctrlKey || e.metaKey || document.querySelector(".overlay:not([hidden])")) return;
    if (/** @type {Element} */ (e.target).closest?.("input, select, textarea")) return;
    requestHint(current(), redraw);
  });
}
