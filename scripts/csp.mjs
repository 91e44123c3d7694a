// Trunk post_build step: the page runs under a strict Content-Security-Policy. Trunk writes
// its wasm loader as an inline module script; this moves it into a file (boot-<hash>.js,
// beside the glue it imports) and puts the policy in a <meta> tag, so no inline script or
// style is needed. The same policy, as a header for hosts that set one, is in README.md.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The policy (docs: README.md "Content-Security-Policy"). `frame-ancestors` only works
 *  as a header, so it is not here. */
export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join("; ");

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error("csp.mjs runs as a Trunk hook (TRUNK_STAGING_DIR unset)");
// `trunk serve` (a debug build) injects its live-reload script, which a policy would block.
if (process.env.TRUNK_PROFILE !== "release") {
  console.log("csp: debug build, no policy");
  process.exit(0);
}
for (const page of ["index.html", "embed.html"]) {
  const path = join(staging, page);
  let html = readFileSync(path, "utf8");
  html = html.replace(/<script type="module">([\s\S]*?)<\/script>/g, (_, body) => {
    const name = `boot-${createHash("sha256").update(body).digest("hex").slice(0, 16)}.js`;
    writeFileSync(join(staging, name), `// Trunk's loader, moved out of index.html by scripts/csp.mjs.\n${body.trim()}\n`);
    return `<script type="module" src="./${name}"></script>`;
  });
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html) || /<style[\s>]/.test(html) || /\sstyle="/.test(html)) {
    throw new Error(`csp.mjs: ${page} still has an inline script or style`);
  }
  if (!html.includes("Content-Security-Policy")) {
    html = html.replace(/<meta charset="utf-8" \/>/, `$&\n  <meta http-equiv="Content-Security-Policy" content="${CSP}" />`);
  }
  writeFileSync(path, html);
  console.log(`csp: ${page} under "${CSP}"`);
}
