// Trunk's single post_build hook. Trunk starts the hooks of one stage together, so the
// steps that depend on each other run here in order: first the other games' engines and the
// rule books' HTML pages, then the service worker's precache list, which must name them.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

for (const step of ["build-engines.mjs", "render-rules.mjs", "embed-page.mjs", "csp.mjs", "sw-precache.mjs"]) {
  execFileSync(process.execPath, [fileURLToPath(new URL(step, import.meta.url))], { stdio: "inherit" });
}
