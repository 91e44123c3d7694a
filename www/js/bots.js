// @ts-check
// The main thread's side of the bots' web worker (bot-worker.js): ask for a bot's action or
// a hint on a copy of the table (its save), get the answer as a promise. The main thread
// never searches; only if the browser cannot start a module worker at all does it think
// here (logged once), so the game still plays.
import { thinkBuild, thinkFor } from "./engines.js";
import { t } from "./i18n.js";

/** Counters for the tests and the perf script: questions asked, answers from the worker, searches run on
 *  the main thread (fallback only), hints answered, the last decision's time in ms, and the
 *  worker's failures (no answer in time, a crash, an error answer) and restarts. */
export const botStats = { asked: 0, worker: 0, main: 0, hints: 0, analysed: 0, analyseMs: 0, compared: 0, claims: 0, cancelled: 0, lastMs: 0, maxMs: 0, failed: 0, restarts: 0 };

/** How long a question may go unanswered before the worker is restarted (ms). The longest
 *  expert decision measured is ~0.1 s in the built wasm; a slow phone may take 20 times
 *  that. Tests shorten it with `window.__botDeadlineMs`. */
const deadline = () => /** @type {any} */ (globalThis).__botDeadlineMs ?? 15000;

/** Called when the worker failed twice on one question and the main thread takes over
 *  (the page tells the player). */
const listeners = { fallback: /** @type {(() => void) | null} */ (null) };
/** @param {() => void} f */
export function onFallback(f) { listeners.fallback = f; }

let worker = null;
let noWorker = false;
let nextId = 1;
const pending = new Map(); // id → { resolve, reject, kind }

function stale() {
  return Object.assign(new Error(t("page.stale")), { code: "stale" });
}

function spawn() {
  if (worker || noWorker) return worker;
  try {
    worker = new Worker(new URL("bot-worker.js", import.meta.url), { type: "module", name: "bots" });
  } catch (e) {
    noWorker = true;
    console.warn(`bots: no web worker (${e?.message ?? e}); the computer players think on the main thread`);
    return null;
  }
  worker.onmessage = (e) => {
    const { id, ok, result, error, ms } = e.data ?? {};
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    clearTimeout(p.timer);
    if (!ok) return p.fail(Object.assign(new Error(error?.message ?? "bot worker error"), { code: error?.code ?? "worker" }));
    if (p.kind === "load") return p.resolve(result);
    if (p.kind === "hint") botStats.hints++;
    else if (p.kind === "analyse") { botStats.analysed++; botStats.analyseMs += ms; }
    else if (p.kind === "compare") botStats.compared++;
    else if (p.kind === "claim" || p.kind === "bot_claim") botStats.claims++;
    else botStats.worker++;
    botStats.lastMs = ms;
    botStats.maxMs = Math.max(botStats.maxMs, ms);
    p.resolve(result);
  };
  // The worker script itself failed (it threw, or could not load): every question in
  // flight fails over (a fresh worker, then the main thread).
  worker.onerror = (e) => {
    e.preventDefault?.();
    console.warn(`bots: the web worker failed (${e?.message ?? "load error"})`);
    restart(new Error(e?.message ?? "worker error"));
  };
  worker.onmessageerror = () => restart(new Error("unreadable answer"));
  return worker;
}

/** Stops the worker and fails every question in flight over to a fresh one.
 *  @param {Error} why */
function restart(why) {
  worker?.terminate();
  worker = null;
  botStats.restarts++;
  const waiting = [...pending.values()];
  pending.clear();
  for (const p of waiting) {
    clearTimeout(p.timer);
    p.fail(why);
  }
}

/** Every seat a bot: the hand played to its end (the review's comparison); its save.
 *  @param {import("./engine").Table} t */
function playOut(t) {
  for (let i = 0; i < 500 && t.toMoveIsBot(); i++) t.botMove();
  return t.save();
}

/** The fallback: the same computation on the main thread (counted in botStats.main), with
 *  the bots' build of the engine, loaded here only then. */
async function onMainThread({ game, save, kind, seat }) {
  const { Table } = await thinkFor(game);
  if (kind === "load") return null;
  const t0 = performance.now();
  const t = Table.load(save);
  try {
    const result = kind === "hint" ? t.hint(seat)
      : kind === "analyse" ? { analysis: t.analyse(seat), open: t.openResult(seat) }
      : kind === "compare" ? playOut(t)
      : kind === "claim" ? t.claim(seat)
      : kind === "bot_claim" ? t.botClaims()
      : t.botAction();
    botStats.lastMs = performance.now() - t0;
    botStats.maxMs = Math.max(botStats.maxMs, botStats.lastMs);
    if (kind === "hint") botStats.hints++;
    botStats.main++;
    return result;
  } finally {
    t.free?.();
  }
}

/**
 * What the bot to move plays (`kind` "bot") or the expert's hint for `seat` (`kind`
 * "hint": `{action, why, win}`), or the review's `{analysis, open}` for `seat` (`kind`
 * "analyse"), for the table saved as `save` of game `game`.
 * Rejects with `{code: "stale"}` if cancelled, or with the engine's `{code, message}`.
 */
export function ask(game, save, kind = "bot", seat = 0) {
  const req = { game: thinkBuild(game, save), save, kind, seat };
  if (kind !== "load") botStats.asked++;
  return viaWorker(req, 2);
}

/** Asks the worker, restarting it and asking again while `tries` last; then the main
 *  thread answers (the player is told), so a broken worker never leaves a bot stuck.
 *  Answers with the wrong id are ignored; a worker that never answers (or closed itself)
 *  is caught by the deadline. An error answer is retried like a crash: a position whose
 *  search really fails fails on the main thread too, with the engine's code.
 *  @param {{game: string, save: any, kind: string, seat: number}} req @param {number} tries @returns {Promise<any>} */
function viaWorker(req, tries) {
  const w = spawn();
  if (!w) return onMainThread(req);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    /** @param {Error} why */
    const fail = (why) => {
      botStats.failed++;
      console.warn(`bots: no answer from the worker (${why.message})`);
      if (tries > 1) return viaWorker(req, tries - 1).then(resolve, reject);
      if (req.kind === "load") return resolve(null); // only a warm-up
      listeners.fallback?.();
      onMainThread(req).then(resolve, reject);
    };
    const timer = setTimeout(() => {
      if (pending.get(id)) restart(new Error(`no answer in ${deadline()} ms`));
    }, deadline());
    pending.set(id, { resolve, reject, kind: req.kind, req, fail, timer });
    w.postMessage({ id, ...req });
  });
}

/** What the bot to move plays, decided on the main thread (the worker's answer was refused:
 *  a broken or stale worker), with the same deterministic choice the worker makes.
 *  @param {string} game @param {string} save @returns {Promise<any>} */
export function decideHere(game, save) {
  botStats.asked++;
  return onMainThread({ game: thinkBuild(game, save), save, kind: "bot", seat: 0 });
}

/** Drops every question in flight (the game was replaced): a thinking worker is stopped,
 *  and a fresh one starts with the next question. */
export function cancelAll() {
  if (!pending.size) return;
  const waiting = [...pending.values()];
  pending.clear();
  botStats.cancelled += waiting.length;
  worker?.terminate();
  worker = null;
  for (const p of waiting) {
    clearTimeout(p.timer);
    p.reject(stale());
  }
}

/** Drops a hint still being worked out (the player acted without it): the worker is
 *  stopped so the bots' next question does not wait behind the search. */
export function cancelHints() {
  if ([...pending.values()].some((p) => p.kind === "hint")) cancelAll();
}

/** Loads the bots' build for game's table saved as `save` in the worker ahead of the first
 *  question (while the deal animates). @param {string} game @param {string} save */
export function warmUp(game, save) {
  if (spawn()) ask(game, save, "load").catch(() => {});
}
