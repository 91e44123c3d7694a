// Times the bots inside the built wasm engines under Node (build dist/ first with
// `trunk build --release`): milliseconds per decision of each level, per game.
// Usage: node scripts/bench-wasm.mjs [decisions per level, default 40]
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const dist = new URL("../dist/", import.meta.url).pathname;
const decisions = Number(process.argv[2] ?? 40);
const mainGlue = readdirSync(dist).find((f) => /^cardtable-.*\.js$/.test(f));
const mainWasm = readdirSync(dist).find((f) => /^cardtable-.*_bg\.wasm$/.test(f));
const engines = [
  ["euchre", join(dist, mainGlue), join(dist, mainWasm), 4],
  ["sixty_six", join(dist, "engines/sixty_six/engine.js"), join(dist, "engines/sixty_six/engine_bg.wasm"), 2],
  ["sixty_three", join(dist, "engines/sixty_three/engine.js"), join(dist, "engines/sixty_three/engine_bg.wasm"), 4],
];
for (const [game, glue, wasm, seats] of engines.filter((e) => !process.env.GAME || e[0] === process.env.GAME)) {
  const mod = await import(pathToFileURL(glue).href);
  await mod.default({ module_or_path: readFileSync(wasm) });
  // The bots think in their own build (what the page's worker loads), from the table's save.
  const think = await import(pathToFileURL(join(dist, `engines/${game}/think.js`)).href);
  await think.default({ module_or_path: readFileSync(join(dist, `engines/${game}/think_bg.wasm`)) });
  for (const level of ["club", "strong", "expert"]) {
    const t = new mod.Table(game, null, 12345, Array(seats).fill(level));
    const times = [];
    const cpu = []; // CPU time of this process (user + system): robust to other load
    while (times.length < decisions) {
      if (!t.toMoveIsBot()) {
        const v = t.view(0);
        if (v.phase === "game_over") t.newGame(); else t.nextHand();
        continue;
      }
      const copy = think.Table.load(t.save());
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const a = copy.botAction();
      const c = process.cpuUsage(c0);
      copy.free();
      t.applyBotAction(a);
      times.push(performance.now() - t0);
      cpu.push((c.user + c.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const cpuMean = cpu.reduce((a, b) => a + b, 0) / cpu.length;
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(`${game.padEnd(12)} ${level.padEnd(7)} mean ${mean.toFixed(1)} ms  median ${times[times.length >> 1].toFixed(1)} ms  max ${times.at(-1).toFixed(1)} ms  cpu mean ${cpuMean.toFixed(1)} max ${cpu.at(-1).toFixed(1)} ms  (${times.length} decisions, node ${process.version})`);
    t.free();
  }
}
