// Trunk post_build hook: turn the staged www/sw.js template into the real service worker.
// Release builds get the full list of (hashed) files to precache and a content digest as
// the cache version; any other profile (trunk serve) gets a worker that removes itself, so
// autoreload never fights a cache-first worker (TOOLCHAIN.md §6).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error("sw-precache: TRUNK_STAGING_DIR is not set (run me from trunk)");
const swPath = join(staging, "sw.js");
const release = process.env.TRUNK_PROFILE === "release";

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]);
}

if (!release) {
  writeFileSync(swPath, `// Development build: no caching. Remove any worker a release build left behind.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (e) => e.waitUntil((async () => {
  for (const k of await caches.keys()) await caches.delete(k);
  await self.registration.unregister();
})()));
`);
  console.log("sw-precache: dev build, wrote a self-unregistering sw.js");
} else {
  const files = walk(staging)
    .map((f) => relative(staging, f).split(sep).join("/"))
    .filter((f) => f !== "sw.js" && !f.endsWith(".d.ts")) // type declarations: never fetched
    .sort();
  const digest = createHash("sha256");
  for (const f of files) digest.update(f).update("\0").update(readFileSync(join(staging, f)));
  const version = digest.digest("hex").slice(0, 16);
  const urls = ["./", ...files.map((f) => "./" + f)];
  const template = readFileSync(swPath, "utf8");
  if (!template.includes("__PRECACHE__") || !template.includes("__VERSION__"))
    throw new Error("sw-precache: www/sw.js lacks the __PRECACHE__/__VERSION__ placeholders");
  const out = template
    .replace('"__PRECACHE__"', JSON.stringify(urls, null, 2))
    .replace("__VERSION__", version);
  writeFileSync(swPath, out);
  console.log(`sw-precache: ${urls.length} URLs, cache version ${version}`);
}
