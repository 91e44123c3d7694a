// The wasm API under attack, in Node: loads each game's built engine from dist/ and throws
// hostile values at every export. Shared by tests/e2e/boundary.test.mjs (a short seeded run
// in CI) and scripts/fuzz-wasm.mjs (the long run, figures for the record).
//
// What a run checks, call by call:
// - every call returns a value or throws a JS `Error` whose `code` is one of the engine's
//   documented codes (src/game.rs `ErrorCode`); a `WebAssembly.RuntimeError` is a panic
//   (the instance would be dead) and fails the run;
// - a rejected call leaves `save()` byte-for-byte unchanged;
// - the wasm memory stays under a bound.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DIST } from "./serve.mjs";

/** The error codes the engine documents (the wire names of `ErrorCode` in src/game.rs). */
export const CODES = new Set(
  [...readFileSync(new URL("../../src/game.rs", import.meta.url), "utf8").matchAll(/^\s+\w+ => "([a-z0-9_]+)",$/gm)].map((m) => m[1]),
);

/** Engines by game: `{mod, memory}` — the glue module and its wasm memory. */
const loaded = new Map();

/** The engine build (dist/engines/<id>/) that serves table `game`, as www/js/engines.js
 *  picks it: Euchre's forms are the Euchre engine's tables, Schnapsen the Sixty-six
 *  engine's, the Sixty-six forms of §15 the forms' engine's (sixty-six-3's bots their own
 *  build). @param {string} game @param {string} build */
export function engineId(game, build) {
  if (game === "schnapsen") return "sixty_six";
  if (game.startsWith("euchre")) return "euchre";
  if (game === "sixty-six-3" && build === "think") return "sixty_six_3";
  if (game.startsWith("sixty-six-")) return "sixty_six_forms";
  return game;
}

/** Loads the engine that serves `game` from dist/ (Euchre is Trunk's main wasm). */
export async function engine(game, build = "engine") {
  const id = engineId(game, build);
  const key = `${id}/${build}`;
  if (loaded.has(key)) return loaded.get(key);
  let js, wasm;
  if (build === "think") {
    // The bots' worker's build (no views, no new tables: it loads saves).
    js = join(DIST, "engines", id, "think.js");
    wasm = join(DIST, "engines", id, "think_bg.wasm");
  } else if (id === "euchre") {
    const glue = readdirSync(DIST).find((f) => /^cardtable-[0-9a-f]+\.js$/.test(f));
    if (!glue) throw new Error("dist/ has no Euchre engine: run `trunk build --release` first");
    js = join(DIST, glue);
    wasm = js.replace(/\.js$/, "_bg.wasm");
  } else {
    js = join(DIST, "engines", id, "engine.js");
    wasm = join(DIST, "engines", id, "engine_bg.wasm");
  }
  const mod = await import(pathToFileURL(js).href);
  const exports = mod.initSync({ module: readFileSync(wasm) });
  const e = { mod, memory: exports.memory };
  loaded.set(key, e);
  return e;
}

/** Seat lists by game (the human at 0). */
export const SEATS = {
  euchre: ["human", "club", "club", "club"],
  sixty_six: ["human", "club"],
  schnapsen: ["human", "club"],
  sixty_three: ["human", "club", "club", "club"],
  "euchre-2": ["human", "club"],
  "euchre-3": ["human", "club", "club"],
  "euchre-railroad": ["human", "club", "club", "club"],
  "euchre-british": ["human", "club", "club", "club"],
  "euchre-32": ["human", "club", "club", "club"],
  "euchre-32-7": ["human", "club", "club", "club"],
  "sixty-six-4": ["human", "club", "club", "club"],
  "sixty-six-throat-cut": ["human", "club", "club"],
  "sixty-six-team": ["human", "club", "club", "club"],
  "sixty-six-3": ["human", "club", "club"],
};

/** The named forms (issue #13), each its own engine table: fuzzed like the games. */
export const FORMS = ["euchre-2", "euchre-3", "euchre-railroad", "euchre-british", "euchre-32", "euchre-32-7",
  "sixty-six-4", "sixty-six-throat-cut", "sixty-six-team", "sixty-six-3"];

/** A small seeded generator (mulberry32): the same seed makes the same run. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (xs) => xs[int(xs.length)] };
}

/** An array nested `n` deep. */
export function deep(n) {
  let v = [];
  for (let i = 0; i < n; i++) v = [v];
  return v;
}

/** A hostile or odd JS value: wrong types, huge and negative numbers, cycles, throwing
 *  getters and proxies, deep nesting, long strings, objects with odd keys. */
export function junk(r) {
  switch (r.int(22)) {
    case 0: return undefined;
    case 1: return null;
    case 2: return r.pick([-1, 1.7, NaN, Infinity, -Infinity, 2 ** 53, -0, 2 ** 32, 4294967295, 1e308]);
    case 3: return BigInt(r.int(1000));
    case 4: return Symbol("x");
    case 5: return deep(r.pick([3, 127, 129, 3100, 20000]));
    case 6: { const o = { a: 1 }; o.self = o; return o; }
    case 7: return { get action() { throw new Error("getter"); } };
    case 8: return new Proxy({}, { ownKeys() { throw new Error("proxy"); }, get() { throw new Error("proxy"); } });
    case 9: return "x".repeat(r.pick([0, 1, 70000, 200000]));
    case 10: return { length: 2 ** 28 };
    case 11: return [r.int(100), "human", null];
    case 12: return { action: r.pick(["play", "pass", "order", "call", "bid", "close", "exchange", "declare", "", "🂡"]), card: r.pick(["AS", "9H", "JC", "ZZ", "", 7, null]) };
    case 13: return () => 1;
    case 14: return new Date(0);
    case 15: return new Uint8Array(r.int(64));
    case 16: return { __proto__: null, action: "play" };
    case 17: return r.int(2 ** 31);
    case 18: return true;
    case 19: return { action: "play", card: "AS", extra: deep(5), n: 2 ** 60 };
    case 20: return ["human", "human", "club", "club", "club"];
    default: return String.fromCharCode(r.int(0xffff)).repeat(r.int(20));
  }
}

/** The result of one call: `{ok, value}` or `{ok: false, error}`; throws (fails the run)
 *  when the call panicked or threw something other than a coded `Error`. */
export function call(label, f) {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) throw new Error(`${label}: the wasm panicked (${e.message})`);
    if (!(e instanceof Error)) throw new Error(`${label}: threw a non-Error ${String(e)}`);
    if (!CODES.has(/** @type {any} */ (e).code)) throw new Error(`${label}: threw an Error without a documented code: ${e.name}: ${e.message}`);
    return { ok: false, error: e };
  }
}

/** Calls on a table that change it: a refusal must leave its save unchanged. */
function mutating(t, label, f) {
  const before = t.save();
  const r = call(label, f);
  if (!r.ok && t.save() !== before) throw new Error(`${label}: refused (${r.error.code}) but the save changed`);
  return r;
}

/**
 * Fuzzes `game` with `calls` calls from `seed`. Returns figures: calls, refusals by code,
 * accepted actions, hands finished, the largest wasm memory (bytes).
 */
export async function fuzz(game, calls, seed) {
  const { mod, memory } = await engine(game);
  const { Table } = mod;
  // The bots decide in their own build, from the table's save, as the page's worker does.
  const think = await engine(game, "think");
  /** `f` of a copy of `t` in the bots' build. */
  const inThink = (t, f) => { const c = think.mod.Table.load(t.save()); try { return f(c); } finally { c.free(); } };
  const r = rng(seed);
  const seats = SEATS[game];
  const fig = { game, calls: 0, refused: /** @type {Record<string, number>} */ ({}), accepted: 0, hands: 0, maxMemory: 0 };
  const fresh = () => new Table(game, null, r.int(2 ** 32), seats);
  let t = fresh();
  /** Saves seen earlier, to load and to take stale actions from. */
  const saves = [t.save()];
  let stale = /** @type {any[]} */ ([]);
  const count = (res) => {
    fig.calls++;
    if (!res.ok) fig.refused[res.error.code] = (fig.refused[res.error.code] ?? 0) + 1;
    return res;
  };
  for (let i = 0; i < calls; i++) {
    const view = call("view", () => t.view(0)).value;
    const legal = view?.legal ?? [];
    const pick = r.int(100);
    if (pick < 30 && legal.length) {
      // A legal action (so the fuzz gets deep into hands), sometimes changed a little.
      const a = structuredClone(r.pick(legal));
      if (r.int(4) === 0) a[r.pick(Object.keys(a))] = junk(r);
      const res = count(mutating(t, "play", () => t.play(a)));
      if (res.ok) { fig.accepted++; stale = legal; }
    } else if (pick < 38) {
      const a = r.int(2) ? r.pick(stale.length ? stale : [{}]) : junk(r);
      count(mutating(t, "play", () => t.play(a)));
    } else if (pick < 50) {
      if (t.toMoveIsBot()) {
        if (r.int(4) === 0) count(mutating(t, "botMove", () => t.botMove())); // the page's build: refused
        else if (r.int(2)) count(mutating(t, "botMove", () => inThink(t, (c) => c.botMove())));
        else {
          const a = count(call("botAction", () => inThink(t, (c) => c.botAction())));
          const b = a.ok && r.int(3) ? a.value : junk(r);
          count(mutating(t, "applyBotAction", () => t.applyBotAction(b)));
        }
      } else count(mutating(t, "applyBotAction", () => t.applyBotAction(r.int(2) ? junk(r) : r.pick(legal.length ? legal : [{}]))));
    } else if (pick < 56) {
      count(call("view(junk)", () => t.view(junk(r))));
    } else if (pick < 57) {
      count(call("hint", () => t.hint(r.int(3) ? 0 : junk(r)))); // the page's build: refused
      count(call("hint", () => inThink(t, (c) => c.hint(r.int(3) ? 0 : junk(r)))));
    } else if (pick < 62) {
      const s = r.int(2) ? seats.map((x) => (x === "human" ? x : r.pick(["random", "beginner", "club", "expert9", ""]))) : junk(r);
      count(mutating(t, "setSeats", () => t.setSeats(s)));
    } else if (pick < 70) {
      const res = count(mutating(t, "nextHand", () => t.nextHand()));
      if (res.ok) fig.hands++;
    } else if (pick < 72) {
      count(call("newGame", () => t.newGame()));
    } else if (pick < 74) {
      count(call("dealCode", () => t.dealCode()));
    } else if (pick < 82) {
      // Load a save: a good one, a tampered one, or junk.
      let s = r.pick(saves);
      const k = r.int(6);
      if (k === 1) s = s.slice(0, r.int(s.length));
      else if (k === 2) s = s.replace(/\d+/, String(r.pick([4294967295, -1, 999999999, 1e21])));
      else if (k === 3) s = s.replace(/"[A-Z0-9]{2}"/, '"ZZ"');
      else if (k === 4) s = junk(r);
      const res = count(call("Table.load", () => Table.load(s)));
      if (res.ok) {
        // What load accepts, save writes back and load accepts again.
        const again = call("save after load", () => res.value.save()).value;
        count(call("Table.load(save)", () => Table.load(again))).value?.free();
        if (r.int(2)) { t.free(); t = res.value; } else res.value.free();
      }
    } else if (pick < 88) {
      const args = [r.int(3) ? game : junk(r), r.int(3) ? null : junk(r), r.int(3) ? r.int(2 ** 32) : junk(r), r.int(3) ? seats : junk(r)];
      const res = count(call("new Table", () => new Table(...args)));
      if (res.ok) res.value.free();
    } else if (pick < 92) {
      t.free();
      t = fresh();
    } else {
      // The bots play on, so hands finish and new ones are dealt.
      while (t.toMoveIsBot()) {
        const a = count(call("botAction", () => inThink(t, (c) => c.botAction())));
        if (!a.ok) break;
        count(mutating(t, "applyBotAction", () => t.applyBotAction(a.value)));
      }
    }
    if (r.int(200) === 0 && saves.length < 50) saves.push(t.save());
    fig.maxMemory = Math.max(fig.maxMemory, memory.buffer.byteLength, think.memory.buffer.byteLength);
  }
  t.free();
  return fig;
}
