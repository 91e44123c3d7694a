// @ts-check
// Each game's engine is its own wasm module, so a visit downloads only the game played.
// Euchre's comes with the page (Trunk's loader); the others are built by
// scripts/build-engines.mjs into engines/<game>/ and imported here on first use.
// Every game has two builds: the page's (`engine.js`: rules, views, no bots) and the bots'
// (`think.js`: bots, hints, the review's analysis), which the bots' worker loads; the main
// thread loads the latter only when the worker cannot answer (bots.js).
/** @typedef {import("./engine").EngineBindings} EngineBindings */
/** @typedef {import("./engine").EngineModule} EngineModule */

/** @type {Map<string, Promise<EngineBindings>>} */
const loaded = new Map();
/** Failed loads by game and build: a retry asks for the glue under a new URL, since a
 *  browser may keep a failed module import for the page's life. */
const failures = new Map();

/** Loads engines/<id>/<name>.js and its wasm, once; a failed load is tried again next time.
 *  @param {string} id @param {"engine" | "think"} name @returns {Promise<EngineBindings>} */
function load(id, name) {
  const key = `${id}/${name}`;
  if (!loaded.has(key)) {
    const base = new URL(`../engines/${id}/`, import.meta.url);
    const p = (async () => {
      const glue = new URL(`${name}.js`, base);
      if (failures.get(key)) glue.search = `retry=${failures.get(key)}`;
      /** @type {EngineModule} */
      const mod = await import(glue.href);
      // Euchre's engines/euchre/engine.js re-exports Trunk's hashed glue and names its wasm.
      await mod.default({ module_or_path: /** @type {any} */ (mod).WASM_URL ?? new URL(`${name}_bg.wasm`, base) });
      return mod;
    })();
    // A failed download is not kept: the next start tries again (the player may be back online).
    p.catch(() => {
      failures.set(key, (failures.get(key) ?? 0) + 1);
      if (loaded.get(key) === p) loaded.delete(key);
    });
    loaded.set(key, p);
  }
  return /** @type {Promise<EngineBindings>} */ (loaded.get(key));
}

/** The page's engine bindings (`Table`, `randomSeed`, …) for game `id`; `main` is Trunk's (the
 *  embed frame, which has no Trunk loader, passes `{}`: every game comes from engines/).
 *  @param {string} id @param {EngineBindings} main @returns {Promise<EngineBindings>} */
export function engineFor(id, main) {
  if (main?.gameList && main.gameList().some(([name]) => name === id)) return Promise.resolve(main);
  return load(id, "engine");
}

/** The bots' build of engine `id` (what the worker thinks with; `id` as thinkBuild names
 *  it), for the main thread's fallback. @param {string} id @returns {Promise<EngineBindings>} */
export function thinkFor(id) {
  return load(id, "think");
}

/** The folder of the bots' build that thinks for game `game`'s table saved as `save`. It is
 *  the game's own but for the forms of Sixty-six, which have two (issue #15's 140 KB each):
 *  sixty-six-3's (engines/sixty_six_3/: the two-hand game's expert search and endgame
 *  solver) and the trick forms' (engines/sixty_six_forms/). An unreadable save keeps the
 *  game's own; its engine refuses it with a typed error.
 *  @param {string} game @param {unknown} save @returns {string} */
export function thinkBuild(game, save) {
  if (game !== "sixty_six_forms" || typeof save !== "string") return game;
  try {
    return JSON.parse(save)?.game === "sixty-six-3" ? "sixty_six_3" : game;
  } catch {
    return game;
  }
}
