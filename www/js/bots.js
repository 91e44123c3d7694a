// @ts-check
// The main thread's side of the bots' web worker (bot-worker.js): ask for a bot's action or
// a hint on a copy of the table (its save), get the answer as a promise. The main thread
// never searches; only if the browser cannot start a module worker at all does it think
// here (logged once), so the game still plays.
import { engineFor } from "./engines.js";

/** Counters for the tests and the perf script: questions asked, answers from the worker, searches run on
 *  the main thread (fallback only), hints answered, the last decision's time in ms. */
export const botStats = { asked: 0, worker: 0, main: 0, hints: 0, cancelled: 0, lastMs: 0, maxMs: 0 };

let worker = null;
let noWorker = false;
let nextId = 1;
const pending = new Map(); // id → { resolve, reject, kind }

function stale() {
  return Object.assign(new Error("The position changed while the computer was thinking."), { code: "stale" });
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
    if (!ok) return p.reject(Object.assign(new Error(error?.message ?? "bot worker error"), { code: error?.code ?? "worker" }));
    if (p.kind === "load") return p.resolve(result);
    if (p.kind === "hint") botStats.hints++;
    else botStats.worker++;
    botStats.lastMs = ms;
    botStats.maxMs = Math.max(botStats.maxMs, ms);
    p.resolve(result);
  };
  // The worker script itself failed (not an engine error, which comes back as a message):
  // answer what is waiting on the main thread and stop using workers.
  worker.onerror = (e) => {
    e.preventDefault?.();
    console.warn(`bots: the web worker failed (${e?.message ?? "load error"}); the computer players think on the main thread`);
    worker.terminate();
    worker = null;
    noWorker = true;
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) onMainThread(p.req).then(p.resolve, p.reject);
  };
  return worker;
}

/** The fallback: the same computation on the main thread (counted in botStats.main). */
async function onMainThread({ game, save, kind, seat }) {
  const { Table } = await engineFor(game, /** @type {import("./engine").EngineBindings} */ (window.wasmBindings));
  if (kind === "load") return null;
  const t0 = performance.now();
  const t = Table.load(save);
  try {
    const result = kind === "hint" ? t.hint(seat) : t.botAction();
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
 * "hint": `{action, reason, win}`), for the table saved as `save` of game `game`.
 * Rejects with `{code: "stale"}` if cancelled, or with the engine's `{code, message}`.
 */
export function ask(game, save, kind = "bot", seat = 0) {
  const req = { game, save, kind, seat };
  if (kind !== "load") botStats.asked++;
  const w = spawn();
  if (!w) return onMainThread(req);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject, kind, req });
    w.postMessage({ id, ...req });
  });
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
  for (const p of waiting) p.reject(stale());
}

/** Drops a hint still being worked out (the player acted without it): the worker is
 *  stopped so the bots' next question does not wait behind the search. */
export function cancelHints() {
  if ([...pending.values()].some((p) => p.kind === "hint")) cancelAll();
}

/** Loads game's engine in the worker ahead of the first question (while the deal animates). */
export function warmUp(game) {
  if (spawn()) ask(game, null, "load").catch(() => {});
}
