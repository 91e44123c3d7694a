// @ts-check
// The bots' thinking, off the main thread. A module worker: each request carries the folder
// of the game's bots' build (bots.js asks engines.js's thinkBuild: the game's id, or
// sixty_six_3 for that form of Sixty-six) and a `save()` of the table; the worker loads that
// build of the engine (engines/<game>/think.js: the same rules as the page's engine.js, with
// the bots and without the views), rebuilds the table from the save and answers with
// `botAction()` (what the bot to move plays) or `hint(seat)` (the expert's suggestion).
// Decisions are deterministic per position, so the answer is what the page's table would
// have chosen itself; the page applies it with `applyBotAction`, checked like any play.
//
// `analyse(seat)` (the review: the expert's analysis of a decision from that seat's
// observation, with the open-hand result of the finished hand's position).
//
// `compare` plays the saved position out with every seat a bot (the review's "the expert in
// your seat") and answers with the save at the hand's end.
//
// `claim` answers the rest of the hand's actions when the engine proves a claim by `seat`'s
// side (every card seen), or null. `bot_claim` answers whether the bot to move claims the
// rest, decided from its own observation only (the page's table then proves it).
//
// Request:  { id, game, save, kind: "bot" | "hint" | "analyse" | "compare" | "claim" | "bot_claim" | "load", seat? }  ("load" only loads the engine)
// Answer:   { id, ok: true, result, ms }  or  { id, ok: false, error: { code, message } }
const engines = new Map();
let answered = 0;

function engine(game) {
  if (!/^[a-z0-9_]+$/.test(game)) return Promise.reject(Object.assign(new Error(`unknown game ${game}`), { code: "unknown_game" }));
  if (!engines.has(game)) {
    const base = new URL(`../engines/${game}/`, import.meta.url);
    const p = (async () => {
      const mod = await import(new URL("think.js", base).href);
      await mod.default({ module_or_path: new URL("think_bg.wasm", base) });
      return mod;
    })();
    p.catch(() => engines.delete(game)); // a failed load may be retried by the next request
    engines.set(game, p);
  }
  return engines.get(game);
}

/** Every seat a bot: they play the hand to its end; the save then. */
function playOut(table) {
  for (let i = 0; i < 500 && table.toMoveIsBot(); i++) table.botMove();
  return table.save();
}

self.onmessage = async (e) => {
  const { id, game, save, kind, seat } = e.data ?? {};
  const t0 = performance.now();
  let table = null;
  try {
    const { Table } = await engine(game);
    if (kind === "load") return void self.postMessage({ id, ok: true, result: null, ms: performance.now() - t0 });
    table = Table.load(save);
    const result = kind === "hint" ? table.hint(seat ?? 0)
      : kind === "analyse" ? { analysis: table.analyse(seat ?? 0), open: table.openResult(seat ?? 0) }
      : kind === "compare" ? playOut(table)
      : kind === "claim" ? table.claim(seat ?? 0)
      : kind === "bot_claim" ? table.botClaims()
      : table.botAction();
    answered++;
    self.postMessage({ id, ok: true, result, ms: performance.now() - t0, answered });
  } catch (err) {
    self.postMessage({ id, ok: false, error: { code: err?.code ?? "worker", message: String(err?.message ?? err) } });
  } finally {
    table?.free?.();
  }
};
