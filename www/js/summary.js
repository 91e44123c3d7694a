// @ts-check
// What every game's plug-in writes alike, written once: the scoreboard strip's cells, the
// end-of-hand numbers table, the end-of-game result, and the two overlays that show them.
// A game supplies its words and numbers; the markup (and its test ids) comes from here.
import { $, overlay } from "./dom.js";
import { fmt, t } from "./i18n.js";

/** @typedef {import("./games/contract.js").HandSummary} HandSummary */
/** @typedef {import("./games/contract.js").GameOverSummary} GameOverSummary */

// ---------- numbers and words every game writes alike ---------------------------------------
/** The one minus sign of the page (scoreboard, summaries, badges): the plain "-", so that a
 *  number on screen reads back as the number (copy, paste, screen readers). */
export const MINUS = "-";
/** A number as the page writes it: `-5`, `0`, `12`. @param {number} n */
export const signedNum = (n) => (n < 0 ? `${MINUS}${fmt(-n)}` : fmt(n));
/** A change with its sign: `+5`, `-5`, `0`. @param {number} n */
export const signed = (n) => (n > 0 ? `+${fmt(n)}` : signedNum(n));
/** "1 trick", "2 tricks". @param {number} n @param {string} one @param {string} [many] */
export const plural = (n, one, many = one + "s") => `${n} ${n === 1 ? one : many}`;
// ---------- the scoreboard strip ------------------------------------------------------------
/** A number in bold, with a test id if given: `<b data-testid="score-0">7</b>`.
 *  @param {string | number} value @param {string} [testid] */
export const num = (value, testid) =>
  `<b${testid ? ` data-testid="${testid}"` : ""}>${typeof value === "number" ? signedNum(value) : value}</b>`;

/** One side's entry in a cell: a short name and its value (HTML, e.g. from num()).
 *  @param {number} t  the colour: 0 (us) or 1 (them)
 *  @param {string} name  @param {string} valueHTML  @param {string} [title] */
export const teamChip = (t, name, valueHTML, title) =>
  `<span class="team t${t}"${title == null ? "" : ` title="${title}"`}><span class="tn">${name}</span> ${valueHTML}</span>`;

/** One cell of the strip: `kind` is "score", "trump" or "tricks" (the CSS places them).
 *  @param {string} kind @param {string} label @param {string} valueHTML @param {string} [testid] */
export const scoreCell = (kind, label, valueHTML, testid) =>
  `<div class="sb-cell sb-${kind}"><span class="sb-label">${label}</span><span class="sb-val"${testid ? ` data-testid="${testid}"` : ""}>${valueHTML}</span></div>`;

/** The strip: its cells in order. @param {...string} cells */
export const scoreboardHTML = (...cells) => cells.map((c) => `\n    ${c}`).join("");

// ---------- end of a hand -------------------------------------------------------------------
/** "Deal <code>…</code>", when the view has a deal code. @param {import("./types").TableView} view */
export const dealCodeLine = (view) => (view.deal_code ? `<p class="deal-code">${t("page.deal_code")} <code>${view.deal_code}</code></p>` : "");

/**
 * The numbers of a hand: a table with a blank corner, then the deal code.
 * @param {object} t
 * @param {string[]} t.heads   the column heads after the corner (HTML)
 * @param {string} t.rows      the body's `<tr>`s
 * @param {import("./types").TableView} t.view
 * @param {string} [t.cls]     the table's classes
 * @param {string} [t.after]   HTML between the table and the deal code
 */
export function numbersTable({ heads, rows, view, cls = "nums", after = "" }) {
  return `<table class="${cls}"><thead><tr><td></td>${heads.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows}</tbody></table>` +
    after + dealCodeLine(view);
}

/** The summary when the view has no hand result. @param {string} title @returns {HandSummary} */
export const noResult = (title) => ({ title, summary: "", numbers: "" });

// ---------- end of the game -----------------------------------------------------------------
/**
 * @param {object} r
 * @param {boolean} r.won  the human's side won
 * @param {string} r.summary
 * @param {{ name: string, score: number, id: number, won: boolean }[]} r.sides
 *   in display order; `id` names the test id `final-<id>` (the engine's team or seat)
 * @returns {GameOverSummary}
 */
export function gameResult({ won, summary, sides }) {
  return {
    title: t(won ? "page.you_won" : "page.you_lost"),
    summary,
    score: sides.map((s) =>
      `<div class="fs-team ${s.won ? "won" : ""}"><span>${s.name}</span><b data-testid="final-${s.id}">${signedNum(s.score)}</b></div>`).join(""),
  };
}

// ---------- the overlays --------------------------------------------------------------------
/** Fill and show the hand-over overlay. @param {HandSummary} s */
export function showHandOver(s) {
  $("hand-over-title").textContent = s.title;
  $("hand-over-summary").textContent = s.summary;
  $("hand-over-numbers").innerHTML = s.numbers;
  overlay("hand-over", true);
}

/** Fill and show the game-over overlay. @param {GameOverSummary} s */
export function showGameOver(s) {
  $("game-over-title").textContent = s.title;
  $("game-over-summary").textContent = s.summary;
  $("final-score").innerHTML = s.score;
  overlay("game-over", true);
}

/** Hide both. */
export function hideResults() {
  overlay("hand-over", false);
  overlay("game-over", false);
}
