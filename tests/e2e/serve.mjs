// A zero-dependency static server for the e2e tests: serves dist/ under a sub-path (as a
// static host would, e.g. https://example.org/some/sub/path/) on 127.0.0.1, random port.
//   node tests/e2e/serve.mjs [dir] [base]     (prints the URL; Ctrl-C stops it)
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

export const DIST = process.env.E2E_DIST ?? fileURLToPath(new URL("../../dist/", import.meta.url));

/** Start serving `root` at `http://127.0.0.1:<port><base>`. Resolves to { url, close() }. */
export async function startServer({ root = DIST, base = "/some/sub/path/" } = {}) {
  const rootAbs = resolve(root);
  const sockets = new Set();
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
      if (!path.startsWith(base)) {
        res.writeHead(404).end("not found");
        return;
      }
      let file = normalize(join(rootAbs, path.slice(base.length)));
      if (file !== rootAbs && !file.startsWith(rootAbs + sep)) {
        res.writeHead(403).end("forbidden");
        return;
      }
      let info = await stat(file).catch(() => null);
      if (info?.isDirectory()) {
        file = join(file, "index.html");
        info = await stat(file).catch(() => null);
      }
      if (!info) {
        res.writeHead(404).end("not found");
        return;
      }
      const body = await readFile(file);
      res.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "content-length": body.length,
        "cache-control": "no-cache",
        // As GitHub Pages sends it: another site's page may load embed.js (a module script,
        // fetched with CORS) from here (docs/embed.md).
        "access-control-allow-origin": "*",
      });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  server.on("connection", (s) => { sockets.add(s); s.on("close", () => sockets.delete(s)); });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${server.address().port}${base}`;
  return {
    url,
    close: () => new Promise((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await startServer({ root: process.argv[2] ?? DIST, base: process.argv[3] ?? "/some/sub/path/" });
  console.log(url);
}
