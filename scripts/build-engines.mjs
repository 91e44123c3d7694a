// Trunk post_build hook: builds the engines of the games that are not in the page's main
// wasm (Trunk builds Euchre's) into dist/engines/<game>/engine.js + engine_bg.wasm, so a
// first visit downloads one game's engine, not all three. The page imports the one it needs
// (www/js/engines.js). Release builds use the wasm-release profile and wasm-opt -Oz, like
// Trunk's own; debug builds (trunk serve) skip wasm-opt.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const GAMES = ["sixty_six", "sixty_three"];
const staging = process.env.TRUNK_STAGING_DIR;
const root = process.env.TRUNK_SOURCE_DIR ? join(process.env.TRUNK_SOURCE_DIR, "..") : process.cwd();
if (!staging) throw new Error("build-engines.mjs runs as a Trunk hook (TRUNK_STAGING_DIR unset)");
const release = process.env.TRUNK_PROFILE === "release";
const profile = release ? "wasm-release" : "dev";
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });

for (const game of GAMES) {
  const cargoArgs = ["build", "--lib", "--target", "wasm32-unknown-unknown", "--no-default-features",
    "--features", game, "--profile", profile, "--locked"];
  run("cargo", cargoArgs);
  const dir = profile === "dev" ? "debug" : profile;
  const wasm = join(root, "target", "wasm32-unknown-unknown", dir, "cardtable.wasm");
  const out = join(staging, "engines", game);
  mkdirSync(out, { recursive: true });
  run("wasm-bindgen", ["--target", "web", "--no-typescript", "--out-dir", out, "--out-name", "engine", wasm]);
  if (release) {
    const bg = join(out, "engine_bg.wasm");
    run("wasm-opt", ["-Oz", bg, "-o", bg]);
  }
  const size = readFileSync(join(out, "engine_bg.wasm")).length;
  console.log(`build-engines: ${game} → engines/${game}/engine_bg.wasm (${size} bytes)`);
}
