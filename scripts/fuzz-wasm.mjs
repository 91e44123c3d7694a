// The long fuzz of the wasm API (tests/e2e/wasm-fuzz.mjs): CALLS calls per game and named form from SEED,
// against the built engines in dist/ (run `trunk build --release` first). Prints one JSON
// line of figures per game; exits 1 at the first panic, uncoded error, refusal that changed
// the table, or memory past the bound. CI runs the short version (tests/e2e/boundary.test.mjs).
//
//   node scripts/fuzz-wasm.mjs [CALLS=1000000] [SEED=1] [games…]
import { FORMS, fuzz } from "../tests/e2e/wasm-fuzz.mjs";

const calls = Number(process.argv[2] ?? 1_000_000);
const seed = Number(process.argv[3] ?? 1);
const games = process.argv.slice(4).length ? process.argv.slice(4) : ["euchre", "sixty_six", "schnapsen", "sixty_three", ...FORMS];
for (const game of games) {
  const t0 = performance.now();
  try {
    const fig = await fuzz(game, calls, seed);
    console.log(JSON.stringify({ ...fig, seconds: Math.round((performance.now() - t0) / 100) / 10 }));
    if (fig.maxMemory >= 64 * 1024 * 1024) process.exit(1);
  } catch (e) {
    console.log(JSON.stringify({ game, seed, failed: String(e) }));
    process.exit(1);
  }
}
