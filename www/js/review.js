// @ts-check
// Learning from a hand (issue #14): the record of each finished hand of the running game,
// the review (the hand open, step by step, with the expert's verdict on each of the human's
// decisions), and the comparison with the expert on the same deal.
//
// A hand is rebuilt from its start (a save whose hand has no actions yet) and its actions:
// every deal is seeded and every bot deterministic, so `Table.load` of the start with the
// first k actions is exactly the position after k actions. The expert's analysis of a
// decision (`Table.analyse`, from the seat's observation only) and the open-hand result
// (`Table.openResult`, all cards seen: the hand is over) run in the bots' worker, one
// decision at a time, and are kept with the hand's record (in the game's save).
import { $, overlay } from "./dom.js";
import { ask } from "./bots.js";
import { cardName, makeCard } from "./cards.js";
import { describe } from "./announce.js";
import { fmt, msg, t } from "./i18n.js";
import { signed } from "./summary.js";
import { compareText, handPoints, sessionOf, withActions } from "./record.js";

/** @typedef {import("./games/contract.js").GamePlugin} GamePlugin */
/** @typedef {import("./games/contract.js").View} View */
/** @typedef {import("./engine").Table} Table */
/** @typedef {import("./engine").Analysis} Analysis */
/** @typedef {import("./engine").OpenValue} OpenValue */

/**
 * One finished hand of the running game.
 * @typedef {object} HandRecord
 * @property {string} code     the deal code
 * @property {string} start    a save of the match at the hand's start (no actions yet)
 * @property {any[]} actions   every action of the hand, in order
 * @property {number[]} before the game scores before the hand, by side
 * @property {number[]} after  and after it
 * @property {number} mine     the human's side
 * @property {Record<string, { a: Analysis, open: OpenValue[] | null, ms: number }>} [analysis]
 *   the expert's verdict on the decision after `k` actions, by `k`
 * @property {{ after: number[], actions: any[] }} [expert]  the same deal with the expert in the human's seat(s)
 * @property {{ decisions: number, matched: number }} [counted]  the verdicts, once counted in the statistics
 */

/** How far (on the search's 0..1 scale) the chosen action may fall short of the expert's
 *  choice before the review calls it a mistake. */
export const MISTAKE = 0.1;


/** Actions compared in a canonical form (keys sorted, a set of cards sorted).
 *  @param {any} x @param {string} [key] @returns {any} */
function canon(x, key = "") {
  if (Array.isArray(x)) return (key === "cards" ? [...x].sort() : x).map((v) => canon(v));
  if (x && typeof x === "object") return Object.fromEntries(Object.keys(x).sort().map((k) => [k, canon(x[k], k)]));
  return x;
}
/** @param {any} a @param {any} b */
export const sameAction = (a, b) => JSON.stringify(canon(a)) === JSON.stringify(canon(b));

/** An action in the player's words. @param {GamePlugin} game @param {any} token @param {View} view */
export function actionWords(game, token, view) {
  if (token.action === "play" && typeof token.card === "string") return cardName(token.card);
  let text = "";
  try {
    const d = document.createElement("div");
    d.innerHTML = game.actionLabel(token, view);
    text = (d.textContent ?? "").trim();
  } catch { text = ""; }
  const cards = typeof token.card === "string" ? [token.card] : Array.isArray(token.cards) ? token.cards : [];
  if (cards.length && (!text || text === token.action)) return cards.map(cardName).join(", ");
  if (cards.length && !cards.every((c) => text.includes(cardName(c)))) return `${text}: ${cards.map(cardName).join(", ")}`;
  return text || String(token.action);
}

/**
 * One step of a hand: the position after `k` actions, every seat's view of it, and what the
 * `k`-th action did.
 * @typedef {object} Step
 * @property {number} k
 * @property {View[]} views   by seat
 * @property {any[]} events   of the k-th action (none for the deal)
 * @property {number} mover   who took the k-th action (-1 for the deal)
 * @property {any} action
 * @property {View | null} seen  the mover's view before the action (its legal list)
 */

/** Every step of a hand, rebuilt on a table of its own. @param {typeof import("./engine").Table} Table
 *  @param {HandRecord} rec @returns {Step[]} */
export function buildSteps(Table, rec) {
  const tbl = Table.load(rec.start);
  try {
    const n = tbl.view(0).players ?? 2;
    const views = () => Array.from({ length: n }, (_, s) => /** @type {View} */ (tbl.view(s)));
    /** @type {Step[]} */
    const steps = [{ k: 0, views: views(), events: [], mover: -1, action: null, seen: null }];
    rec.actions.forEach((a, i) => {
      const mover = /** @type {any} */ (tbl.view(0)).to_move ?? -1;
      const seen = mover >= 0 ? /** @type {View} */ (tbl.view(mover)) : null;
      /** @type {any[]} */
      let events;
      // The seat's sitter decides which call takes it; both check it like any action.
      try { events = tbl.play(a); } catch { events = tbl.applyBotAction(a); }
      steps.push({ k: i + 1, views: views(), events, mover, action: a, seen });
    });
    return steps;
  } finally {
    tbl.free?.();
  }
}

/** The decisions of `seat` worth analysing (more than one legal action), as step indices
 *  k (the decision is the k-th action, taken after k-1). @param {Step[]} steps @param {number} seat */
export const decisions = (steps, seat) =>
  steps.filter((s) => s.mover === seat && (s.seen?.legal?.length ?? 0) > 1).map((s) => s.k);

/** Analyses every decision of the human not yet analysed, one after another in the worker.
 *  `progress(done, total)` after each; `keep()` stores the record.
 *  @param {string} gameId @param {HandRecord} rec @param {Step[]} steps @param {number} seat
 *  @param {(done: number, total: number) => void} progress @param {() => void} keep
 *  @param {() => boolean} wanted  false once nobody waits for it */
export async function analyseHand(gameId, rec, steps, seat, progress, keep, wanted) {
  const ks = decisions(steps, seat);
  rec.analysis ??= {};
  let done = ks.filter((k) => rec.analysis?.[k]).length;
  progress(done, ks.length);
  for (const k of ks) {
    if (rec.analysis[k]) continue;
    if (!wanted()) return false;
    const t0 = performance.now();
    const r = await ask(gameId, withActions(rec.start, rec.actions.slice(0, k - 1)), "analyse", seat);
    rec.analysis[k] = { a: r.analysis, open: r.open, ms: Math.round(performance.now() - t0) };
    keep();
    progress(++done, ks.length);
  }
  return true;
}

/** The verdict on the decision of step `k`: the chosen action's estimate, the expert's, and
 *  whether it is a mistake. @param {HandRecord} rec @param {Step} step */
export function verdict(rec, step) {
  const an = rec.analysis?.[step.k];
  if (!an) return null;
  const value = (/** @type {any} */ a) => an.a.values.find((v) => sameAction(v.action, a))?.value ?? null;
  const mine = value(step.action);
  const best = value(an.a.best);
  const matched = sameAction(step.action, an.a.best);
  const loss = mine != null && best != null ? Math.max(0, best - mine) : 0;
  return { an, mine, best, matched, mistake: !matched && loss >= MISTAKE, loss };
}

// ---------- the review dialog ---------------------------------------------------------------
/** The review on show. @type {{ game: GamePlugin, rec: HandRecord, steps: Step[], i: number, seat: number, alive: boolean } | null} */
let shown = null;

/** The percent a 0..1 estimate reads as. @param {number | null} x */
const pct = (x) => (x == null ? "–" : t("review.percent", { n: fmt(Math.round(x * 100)) }));

/** Draws step `shown.i`. */
function drawStep() {
  if (!shown) return;
  const { game, rec, steps, i, seat } = shown;
  const step = steps[i];
  const v0 = step.views[seat] ?? step.views[0];
  $("review-count").textContent = t("review.step", { n: fmt(i), total: fmt(steps.length - 1) });
  const said = step.k === 0
    ? t("review.the_deal")
    : step.events.map((ev) => describe(game, ev, v0)).filter(Boolean).join(" ");
  $("review-said").textContent = said;
  $("review-board").innerHTML = game.scoreboard(v0);
  // Every seat's cards, open.
  const hands = $("review-hands");
  hands.replaceChildren(...step.views.map((v, s) => {
    const row = document.createElement("div");
    row.className = "rv-seat" + (s === step.mover ? " moved" : "");
    const name = document.createElement("span");
    name.className = "rv-name";
    name.textContent = game.seatName(v0, s);
    const cards = document.createElement("div");
    cards.className = "rv-cards";
    const hand = /** @type {any[]} */ (/** @type {any} */ (v).hand ?? []).filter((c) => typeof c === "string");
    cards.append(...hand.map((c) => makeCard(c)));
    cards.setAttribute("aria-label", hand.length ? hand.map(cardName).join(", ") : t("review.no_cards"));
    cards.setAttribute("role", "img");
    row.append(name, cards);
    return row;
  }));
  // The cards on the table: the trick in progress, else the trick just finished.
  const tv = /** @type {any} */ (v0);
  const trick = /** @type {{ seat: number, card: string }[]} */ (tv.trick?.length ? tv.trick : (step.events.some((e) => e.type === "trick") ? tv.last_trick?.plays ?? [] : []));
  const box = $("review-trick");
  box.replaceChildren(...trick.map((p) => {
    const f = document.createElement("figure");
    const cap = document.createElement("figcaption");
    cap.textContent = game.seatName(v0, p.seat);
    f.append(makeCard(p.card), cap);
    return f;
  }));
  box.hidden = !trick.length;
  drawVerdict(step);
  /** @type {HTMLButtonElement} */ ($("review-first")).disabled = i === 0;
  /** @type {HTMLButtonElement} */ ($("review-prev")).disabled = i === 0;
  /** @type {HTMLButtonElement} */ ($("review-next")).disabled = i === steps.length - 1;
  /** @type {HTMLButtonElement} */ ($("review-last")).disabled = i === steps.length - 1;
  const mistakes = steps.filter((s) => verdict(rec, s)?.mistake).map((s) => s.k);
  /** @type {HTMLButtonElement} */ ($("review-mistake")).disabled = !mistakes.some((k) => k > i);
}

/** The expert's verdict on the human's decision of this step (if it was one).
 *  @param {Step} step */
function drawVerdict(step) {
  const el = $("review-verdict");
  if (!shown || step.mover !== shown.seat || !step.seen) { el.hidden = true; el.replaceChildren(); return; }
  const { game, rec } = shown;
  const seen = step.seen;
  el.hidden = false;
  const head = document.createElement("p");
  head.className = "rv-verdict-head";
  const vd = verdict(rec, step);
  if ((seen.legal?.length ?? 0) < 2) {
    head.textContent = t("review.only_choice");
    el.replaceChildren(head);
    return;
  }
  if (!vd) {
    head.textContent = t("review.not_yet");
    el.replaceChildren(head);
    return;
  }
  el.dataset.mark = vd.mistake ? "mistake" : vd.matched ? "match" : "fine";
  head.textContent = vd.mistake ? t("review.mistake", { points: fmt(Math.round(vd.loss * 100)) })
    : vd.matched ? t("review.matched") : t("review.fine");
  const mine = document.createElement("p");
  mine.textContent = t("review.your_choice", { action: actionWords(game, step.action, seen), value: pct(vd.mine) });
  const best = document.createElement("p");
  best.textContent = t("review.expert_choice", { action: actionWords(game, vd.an.a.best, seen), value: pct(vd.best) });
  const why = document.createElement("p");
  why.className = "rv-why";
  why.textContent = msg(vd.an.a.why, "");
  // Every legal action's estimate, best first, as a meter.
  const list = document.createElement("ul");
  list.className = "rv-values";
  list.setAttribute("aria-label", t("review.values_aria"));
  const values = [...vd.an.a.values].sort((a, b) => b.value - a.value);
  for (const v of values) {
    const li = document.createElement("li");
    const label = document.createElement("span");
    label.textContent = actionWords(game, v.action, seen);
    const m = document.createElement("meter");
    m.min = 0; m.max = 1; m.value = v.value;
    m.setAttribute("aria-label", label.textContent);
    const n = document.createElement("span");
    n.className = "rv-pct";
    n.textContent = pct(v.value);
    const marks = document.createElement("span");
    marks.className = "rv-marks";
    li.append(label, m, n, marks);
    if (sameAction(v.action, step.action)) { li.classList.add("yours"); marks.append(badge(t("review.yours"), "yours")); }
    if (sameAction(v.action, vd.an.a.best)) { li.classList.add("expert"); marks.append(badge(t("review.expert"), "expert")); }
    list.append(li);
  }
  const parts = [head, mine, best, why, list];
  const open = openText(vd.an.open, step.action);
  if (open) {
    const p = document.createElement("p");
    p.className = "rv-open";
    p.textContent = open;
    parts.push(p);
  }
  el.replaceChildren(...parts);
}

/** @param {string} text @param {string} kind */
function badge(text, kind) {
  const b = document.createElement("b");
  b.className = `rv-badge ${kind}`;
  b.textContent = text;
  return b;
}

/** The open-hand result in words, if the rest was solved. @param {OpenValue[] | null} open @param {any} chosen */
export function openText(open, chosen) {
  if (!open?.length) return "";
  const best = Math.max(...open.map((o) => o.lead));
  const mine = open.find((o) => sameAction(o.action, chosen))?.lead;
  if (mine == null) return "";
  if (open.every((o) => o.lead === best)) return t("review.open_same", { lead: signed(best) });
  if (mine === best) return t("review.open_best", { lead: signed(best) });
  return t("review.open_short", { lead: signed(mine), best: signed(best) });
}

/** Step to `i` (clamped). @param {number} i */
function go(i) {
  if (!shown) return;
  shown.i = Math.max(0, Math.min(shown.steps.length - 1, i));
  drawStep();
}

/**
 * Opens the review of `rec` (a hand of `game`), and analyses its decisions not yet analysed.
 * @param {GamePlugin} game @param {typeof import("./engine").Table} Table @param {HandRecord} rec
 * @param {number} seat  the human's seat @param {() => void} keep  stores the record
 */
export function openReview(game, Table, rec, seat, keep) {
  const steps = buildSteps(Table, rec);
  if (shown) shown.alive = false;
  const me = { game, rec, steps, i: 0, seat, alive: true };
  shown = me;
  // Opens at the first decision of the human's.
  const first = steps.findIndex((s) => s.mover === seat);
  me.i = first > 0 ? first : 0;
  $("review-title").textContent = t("review.title", { code: rec.code });
  drawStep();
  overlay("review", true);
  const bar = /** @type {HTMLProgressElement} */ ($("review-progress"));
  const status = $("review-status");
  const progress = (/** @type {number} */ done, /** @type {number} */ total) => {
    if (shown !== me) return;
    bar.max = Math.max(1, total);
    bar.value = done;
    bar.hidden = done >= total;
    status.textContent = done >= total ? t("review.analysed", summaryOf(rec, steps, seat)) : t("review.analysing", { done: fmt(done), total: fmt(total) });
    drawStep();
  };
  const window_ = /** @type {any} */ (window);
  const t0 = performance.now();
  return analyseHand(game.id, rec, steps, seat, progress, keep, () => me.alive).then((finished) => {
    if (!finished) return null;
    window_.__reviewMs = Math.round(performance.now() - t0);
    return countsOf(rec, steps, seat);
  }, (e) => {
    if (shown === me) status.textContent = t("review.failed", { text: e?.key ? msg(e, e.message) : String(e?.message ?? e) });
    return null;
  });
}

/** The hand's analysed decisions, those that matched the expert, and the mistakes.
 *  @param {HandRecord} rec @param {Step[]} steps @param {number} seat */
export function countsOf(rec, steps, seat) {
  const vs = decisions(steps, seat).map((k) => verdict(rec, steps[k])).filter((v) => v != null);
  return { decisions: vs.length, matched: vs.filter((v) => v?.matched).length, mistakes: vs.filter((v) => v?.mistake).length };
}

/** Counts for the summary line: decisions, matched, mistakes. @param {HandRecord} rec @param {Step[]} steps @param {number} seat */
export function summaryOf(rec, steps, seat) {
  const ks = decisions(steps, seat);
  const vs = ks.map((k) => verdict(rec, steps[k])).filter((v) => v != null);
  return { decisions: fmt(ks.length), matched: fmt(vs.filter((v) => v?.matched).length), mistakes: fmt(vs.filter((v) => v?.mistake).length) };
}

/** Closes the review (its analysis stops after the decision in hand). */
export function closeReview() {
  if (shown) shown.alive = false;
  shown = null;
  overlay("review", false);
}

export const reviewOpen = () => shown !== null;

// Buttons and keys.
$("review-first").addEventListener("click", () => go(0));
$("review-prev").addEventListener("click", () => go((shown?.i ?? 0) - 1));
$("review-next").addEventListener("click", () => go((shown?.i ?? 0) + 1));
$("review-last").addEventListener("click", () => go(Infinity));
$("review-mistake").addEventListener("click", () => {
  if (!shown) return;
  const { rec, steps, i } = shown;
  const next = steps.find((s) => s.k > i && verdict(rec, s)?.mistake);
  if (next) go(next.k);
});
$("btn-close-review").addEventListener("click", closeReview);
document.addEventListener("keydown", (e) => {
  if (!shown || $("review").hidden || e.ctrlKey || e.metaKey || e.altKey) return;
  const keys = { ArrowLeft: () => go(shown ? shown.i - 1 : 0), ArrowRight: () => go(shown ? shown.i + 1 : 0), Home: () => go(0), End: () => go(Infinity), Escape: closeReview };
  const f = /** @type {Record<string, () => void>} */ (keys)[e.key];
  if (!f) return;
  e.preventDefault();
  e.stopPropagation();
  f();
});

// ---------- the list of the game's hands ----------------------------------------------------
/**
 * The list of the game's hands: each with its result and buttons to review it, replay its
 * deal and compare it with the expert (the last two where its record has the hand's start).
 * @param {HandRecord[]} history
 * @param {{ review: (i: number) => void, replay: (i: number) => void, compare: (i: number, line: HTMLElement, btn: HTMLButtonElement) => void }} on
 */
export function showHistory(history, on) {
  const list = $("history-list");
  list.replaceChildren(...history.map((r, i) => {
    const li = document.createElement("li");
    const p = handPoints(r);
    const text = document.createElement("span");
    text.textContent = t("review.history_line", { n: fmt(i + 1), code: r.code, mine: signed(p.mine), theirs: signed(p.theirs) });
    const button = (/** @type {string} */ key, /** @type {string} */ aria, /** @type {string} */ act) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "btn small";
      b.textContent = t(key);
      b.dataset.act = act;
      b.setAttribute("aria-label", t(aria, { n: fmt(i + 1) }));
      return b;
    };
    const review = button("review.review", "review.review_hand", "review");
    review.addEventListener("click", () => on.review(i));
    li.append(text, " ", review);
    if (typeof r.start === "string" && r.start) {
      const line = document.createElement("span");
      line.className = "history-compare";
      line.textContent = r.expert ? compareText(r) : "";
      line.hidden = !r.expert;
      const replay = button("review.replay", "review.replay_hand", "replay");
      replay.addEventListener("click", () => on.replay(i));
      const compare = button("review.compare", "review.compare_hand", "compare");
      compare.addEventListener("click", () => on.compare(i, line, compare));
      li.append(" ", replay, " ", compare, " ", line);
    }
    return li;
  }));
  $("history-empty").hidden = history.length > 0;
  overlay("history", true);
}
$("btn-close-history").addEventListener("click", () => overlay("history", false));
$("history").addEventListener("keydown", (e) => { if (e.key === "Escape") { e.stopPropagation(); overlay("history", false); } });

// ---------- the same deal with the expert ---------------------------------------------------
/**
 * Plays the hand's deal again (in the worker) with the expert in the human's seat and in its
 * partners' (the other seats keep their bots); keeps the result in `rec.expert`.
 * @param {string} gameId @param {HandRecord} rec @param {boolean[]} ours  by seat: the human's side
 */
export async function compareHand(gameId, rec, ours) {
  if (rec.expert) return rec.expert;
  const seats = /** @type {string[]} */ (JSON.parse(rec.start).seats).map((s, i) => (ours[i] ? "expert" : s === "human" ? "expert" : s));
  const end = await ask(gameId, withActions(rec.start, [], seats), "compare", 0);
  const s = sessionOf(end);
  rec.expert = { after: s.scores, actions: s.actions };
  return rec.expert;
}
