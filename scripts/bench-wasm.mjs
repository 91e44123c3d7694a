// Times the built wasm engines under Node (build dist/ first with `trunk build --release`).
//
//   node scripts/bench-wasm.mjs [--decisions N] [--hands N] [--levels L1,L2] [--native PATH]
//
// 1. Expert latency: per game, a fresh engine is loaded and the expert plays itself for
//    --decisions decisions (default 300; the first decision after the load, with the wasm
//    still cold, included). Prints p50 / p95 / max ms over every decision and over the
//    decisions with a choice (more than one legal action), the first decision's time and the
//    load time. --levels times other levels the same way (e.g. `club,strong,expert`);
//    --decisions 0 skips this part.
// 2. Engine throughput: `benchRandomHands` (the wasm's copy of `cardtable bench`'s random
//    hands, `cardtable::game::random_hands`) for --hands hands (default 100000), then the
//    native `cardtable bench GAME --hands N --json` in the same run, back to back, and the
//    wasm/native ratio. The native binary is --native, else $CARGO_TARGET_DIR/release or
//    target/release (`cargo build --release --bin cardtable`); --hands 0 skips this part.
// GAME=euchre (or sixty_six, sixty_three) limits the run to one game.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, "dist");
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const decisions = Number(arg("decisions", 300));
const hands = Number(arg("hands", 100000));
const levels = String(arg("levels", "expert")).split(",");
const native = arg("native", join(process.env.CARGO_TARGET_DIR ? resolve(root, process.env.CARGO_TARGET_DIR) : join(root, "target"), "release", "cardtable"));

const mainGlue = readdirSync(dist).find((f) => /^cardtable-.*\.js$/.test(f));
const mainWasm = readdirSync(dist).find((f) => /^cardtable-.*_bg\.wasm$/.test(f));
if (!mainGlue || !mainWasm) throw new Error("no dist/cardtable-*.js: run `trunk build --release` first");
// [game, glue, wasm, seats, the native CLI's name]
const engines = [
  ["euchre", join(dist, mainGlue), join(dist, mainWasm), 4, "euchre"],
  ["sixty_six", join(dist, "engines/sixty_six/engine.js"), join(dist, "engines/sixty_six/engine_bg.wasm"), 2, "sixty-six"],
  ["sixty_three", join(dist, "engines/sixty_three/engine.js"), join(dist, "engines/sixty_three/engine_bg.wasm"), 4, "sixty-three"],
].filter((e) => !process.env.GAME || e[0] === process.env.GAME);

/** A fresh instance of an engine (a new module record each time, so its wasm starts cold). */
async function load(game, glue, wasm, n) {
  const t0 = performance.now();
  const mod = await import(`${pathToFileURL(glue).href}?instance=${n}`);
  await mod.default({ module_or_path: readFileSync(wasm) });
  // The bots think in their own build (what the page's worker loads), from the table's save.
  const think = await import(`${pathToFileURL(join(dist, `engines/${game}/think.js`)).href}?instance=${n}`);
  await think.default({ module_or_path: readFileSync(join(dist, `engines/${game}/think_bg.wasm`)) });
  return { mod, think, ms: performance.now() - t0 };
}

const pct = (/** @type {number[]} */ v, p) => v[Math.min(v.length - 1, Math.ceil((p / 100) * v.length) - 1)];
const fmt = (/** @type {number[]} */ v) => {
  const s = [...v].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(1)}  p95 ${pct(s, 95).toFixed(1)}  max ${s.at(-1).toFixed(1)} ms (${s.length})`;
};

let instance = 0;
console.log(`node ${process.version}; ${decisions} decisions per level, ${hands} random hands per game`);
for (const [game, glue, wasm, seats] of decisions > 0 ? engines : []) {
  for (const level of levels) {
    const { mod, think, ms: loadMs } = await load(game, glue, wasm, instance++);
    const t = new mod.Table(game, null, 12345, Array(seats).fill(level));
    const all = [];
    const choice = [];
    const cpu = []; // CPU time of this process (user + system): less sensitive to other load
    while (all.length < decisions) {
      if (!t.toMoveIsBot()) {
        const v = t.view(0);
        if (v.phase === "game_over") t.newGame(); else t.nextHand();
        continue;
      }
      const copy = think.Table.load(t.save());
      const mover = t.view(0).to_move;
      const n = t.view(mover).legal.length;
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const a = copy.botAction();
      const c = process.cpuUsage(c0);
      const ms = performance.now() - t0;
      copy.free();
      t.applyBotAction(a);
      all.push(ms);
      cpu.push((c.user + c.system) / 1000);
      if (n > 1) choice.push(ms);
    }
    console.log(`${game.padEnd(12)} ${level.padEnd(7)} wall, all: ${fmt(all)}  with a choice: ${fmt(choice)}  first ${all[0].toFixed(1)} ms  load ${loadMs.toFixed(1)} ms`);
    console.log(`${"".padEnd(20)} cpu,  all: ${fmt(cpu)}  first ${cpu[0].toFixed(1)} ms`);
    t.free();
  }
}

if (hands > 0) {
  if (!existsSync(native)) throw new Error(`no native binary at ${native}: cargo build --release --bin cardtable, or --native PATH`);
  for (const [game, glue, wasm, , cli] of engines) {
    const { think: mod } = await load(game, glue, wasm, instance++); // the worker's build: the one that searches
    mod.benchRandomHands(game, 1000, 7); // warm-up, as the native run's first hands are
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const actions = mod.benchRandomHands(game, hands, 1);
    const c = process.cpuUsage(c0);
    const s = (performance.now() - t0) / 1000;
    const cs = (c.user + c.system) / 1e6;
    // The native run's CPU time too (bash's `time`), since the machine may be busy.
    const run = spawnSync("bash", ["-c", 'TIMEFORMAT="%U %S"; time "$0" bench "$1" --hands "$2" --seed 1 --json --quiet', native, cli, String(hands)], { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`native bench failed: ${run.stderr}`);
    const nat = JSON.parse(run.stdout.trim().split("\n").at(-1));
    const [u, sy] = run.stderr.trim().split("\n").at(-1).split(" ").map(Number);
    const ncs = u + sy;
    const ratio = hands / s / nat.hands_per_s;
    const cpuRatio = ncs / cs;
    console.log(`${game.padEnd(12)} random hands/s  wall: wasm ${(hands / s).toFixed(0)}  native ${nat.hands_per_s.toFixed(0)}  wasm/native ${ratio.toFixed(2)};  CPU time: wasm ${(hands / cs).toFixed(0)}  native ${(hands / ncs).toFixed(0)}  wasm/native ${cpuRatio.toFixed(2)}  (actions: wasm ${actions}, native ${nat.actions})`);
  }
}
