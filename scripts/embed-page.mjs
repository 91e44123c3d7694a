// Trunk post_build step: embed.html (copied from www/ as is) gets the page's stylesheets,
// whose names Trunk hashes: the <link rel="stylesheet"> tags of the staged index.html
// replace the <!--EMBED-CSS--> marker. Runs before csp.mjs, which adds the policy to both.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error("embed-page.mjs runs as a Trunk hook (TRUNK_STAGING_DIR unset)");
const index = readFileSync(join(staging, "index.html"), "utf8");
// All of them: howto.css also marks the trumps in a hand.
const links = [...index.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
if (!links.length) throw new Error("embed-page: the staged index.html links no stylesheet");
const path = join(staging, "embed.html");
const html = readFileSync(path, "utf8");
if (!html.includes("<!--EMBED-CSS-->")) throw new Error("embed-page: embed.html lacks the <!--EMBED-CSS--> marker");
writeFileSync(path, html.replace("<!--EMBED-CSS-->", links.join("\n  ")));
console.log(`embed-page: embed.html links ${links.length} stylesheets`);
