// @ts-check
// Each game's engine is its own wasm module, so a visit downloads only the game played.
// Euchre's comes with the page (Trunk's loader); the others are built by
// scripts/build-engines.mjs into engines/<game>/ and imported here on first use.
/** @typedef {import("./engine").EngineBindings} EngineBindings */
/** @typedef {import("./engine").EngineModule} EngineModule */

/** @type {Map<string, Promise<EngineBindings>>} */
const loaded = new Map();
/** Failed loads by game: a retry asks for the glue under a new URL, since a browser may
 *  keep a failed module import for the page's life. */
const failures = new Map();

/** The engine bindings (`Table`, `randomSeed`, …) for game `id`; `main` is Trunk's (the
 *  embed frame, which has no Trunk loader, passes `{}`: every game comes from engines/).
 *  @param {string} id @param {EngineBindings} main @returns {Promise<EngineBindings>} */
export function engineFor(id, main) {
  if (main?.gameList && main.gameList().some(([name]) => name === id)) return Promise.resolve(main);
  if (!loaded.has(id)) {
    const base = new URL(`../engines/${id}/`, import.meta.url);
    const p = (async () => {
      const glue = new URL("engine.js", base);
      if (failures.get(id)) glue.search = `retry=${failures.get(id)}`;
      /** @type {EngineModule} */
      const mod = await import(glue.href);
      // Euchre's engines/euchre/engine.js re-exports Trunk's hashed glue and names its wasm.
      await mod.default({ module_or_path: /** @type {any} */ (mod).WASM_URL ?? new URL("engine_bg.wasm", base) });
      return mod;
    })();
    // A failed download is not kept: the next start tries again (the player may be back online).
    p.catch(() => {
      failures.set(id, (failures.get(id) ?? 0) + 1);
      if (loaded.get(id) === p) loaded.delete(id);
    });
    loaded.set(id, p);
  }
  return /** @type {Promise<EngineBindings>} */ (loaded.get(id));
}
