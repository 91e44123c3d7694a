// What a first visit downloads before the page is usable, measured in headless Chromium
// (playwright-core + /usr/bin/chromium or $CHROMIUM), from a built dist/.
//   node scripts/first-load.mjs [dist] [--list]
// Prints one JSON object: for the page (index.html, until the start screen shows) and, when
// dist/embed.html exists, for the embed of each game (until the network is idle):
//   {"page": {"files": N, "raw": bytes, "gzip": bytes, "list": [...]}, "embed": {...} | null}
// Sizes are each requested file's bytes in dist/ and its gzip -9 size (what a static host
// that compresses sends). The service worker is blocked: it precaches the rest of the site
// in the background after the page is up, which is not part of the first load (size-report.sh
// prints the precache total separately).
import { chromium } from "playwright-core";
import { mkdtemp, rm } from "node:fs/promises";
import { existsSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { startServer } from "../tests/e2e/serve.mjs";

const args = process.argv.slice(2);
const dist = resolve(args.find((a) => !a.startsWith("--")) ?? new URL("../dist/", import.meta.url).pathname);
const showList = args.includes("--list");
if (!existsSync(join(dist, "index.html"))) throw new Error(`no ${dist}/index.html: run trunk build --release first`);
const GAMES = ["euchre", "sixty_six", "sixty_three"];

const server = await startServer({ root: dist });
const profile = await mkdtemp(join(tmpdir(), "cardtable-first-load-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  serviceWorkers: "block",
});

/** The files (dist-relative) a fresh page at `query` requests until `ready` resolves. */
async function measure(path, ready) {
  const page = await context.newPage();
  const urls = new Set();
  page.on("request", (r) => urls.add(r.url()));
  await page.goto(server.url + path);
  await ready(page);
  await page.waitForLoadState("networkidle");
  await page.close();
  const files = [];
  for (const u of urls) {
    const p = new URL(u);
    if (!u.startsWith(server.url)) continue; // data: URLs and the like
    const rel = decodeURIComponent(p.pathname.slice(new URL(server.url).pathname.length)) || "index.html";
    const file = join(dist, rel);
    if (existsSync(file) && statSync(file).isFile()) files.push(rel);
  }
  files.sort();
  let raw = 0;
  let gzip = 0;
  const list = files.map((f) => {
    const bytes = readFileSync(join(dist, f));
    const g = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += g;
    return { file: f, raw: bytes.length, gzip: g };
  });
  return { files: files.length, raw, gzip, ...(showList ? { list } : {}) };
}

try {
  const out = {
    page: await measure("", (p) => p.waitForSelector('#app[data-screen="start"]', { timeout: 30_000 })),
    embed: null,
  };
  if (existsSync(join(dist, "embed.html"))) {
    out.embed = {};
    // A replay with its record (as on examples/rules.html): no bots' worker is needed, so
    // none is counted; measured until the frame says it is ready.
    const HANDS = {
      euchre: ["euchre-00000004-0-1", "0.0.0.0.0.0.0.1.1.1.0.1.0.0.0.1.0.2.0.0.1.0.0.0.1.0.0.0.0"],
      sixty_six: ["sixty_six-00000001-0-1", "0.2.6.0.0.3.0.0.6.2.0.2.0.4"],
      sixty_three: ["sixty_three-00000001-0-3", "0.0.0.0.~eyJhY3Rpb24iOiJrZWVwIiwiY2FyZHMiOlsiQUgiXX0.3.1.3.1.2.1.1.1.1.0.0.0"],
    };
    for (const game of GAMES) {
      const [deal, record] = HANDS[game];
      out.embed[game] = await measure(`embed.html?game=${game}&deal=${deal}&record=${record}&mode=replay&step=4`,
        (p) => p.waitForSelector('#embed[data-state="ready"]', { timeout: 30_000 }));
    }
  }
  console.log(JSON.stringify(out, null, showList ? 1 : 0));
} finally {
  await context.close().catch(() => {});
  await server.close().catch(() => {});
  await rm(profile, { recursive: true, force: true }).catch(() => {});
}
