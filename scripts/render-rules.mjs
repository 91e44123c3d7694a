// Renders the rule books (docs/rules/*.md) to HTML pages, rules/<name>.html, for the built
// site: the How to play panel links to them and the service worker precaches them, so they
// open offline. Run by scripts/post-build.mjs into Trunk's staging directory, or by hand:
//   node scripts/render-rules.mjs OUT_DIR
// The page's own words (title, back link) come from the locale catalogue, www/locales/en.json.
import { marked } from "marked";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RULES = join(ROOT, "docs", "rules");
const en = JSON.parse(readFileSync(join(ROOT, "www", "locales", "en.json"), "utf8"));

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const fill = (text, params) => text.replace(/\{(\w+)\}/g, (m, k) => (k in params ? params[k] : m));

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif;
         background: #fbf8ef; color: #1d1d1d; }
  header { position: sticky; top: 0; background: #08291a; padding: 8px 12px; }
  header a { color: #ffd452; font-weight: 700; text-decoration: none; font-size: 16px; }
  main { max-width: 760px; margin: 0 auto; padding: 8px 14px 40px; overflow-wrap: break-word; }
  h1 { font-size: 26px; line-height: 1.2; } h2 { font-size: 21px; margin-top: 1.6em; border-bottom: 1px solid #e0d8c4; }
  h3 { font-size: 18px; }
  table { border-collapse: collapse; display: block; overflow-x: auto; margin: 8px 0; font-size: 15px; }
  th, td { border: 1px solid #d8d0bb; padding: 4px 8px; text-align: left; vertical-align: top; }
  th { background: #efe9d8; }
  code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.92em; background: #efe9d8; padding: 0 3px; border-radius: 3px; }
  pre { background: #efe9d8; padding: 10px; overflow-x: auto; border-radius: 6px; }
  pre code { background: none; padding: 0; }
`;

/** The HTML page of one rule book. @param {string} name "euchre", "sixty-six", … @param {string} md */
export function renderRuleBook(name, md) {
  const id = name.replace(/-/g, "_");
  const game = en.games?.[id] ?? name;
  const title = fill(en.rules_page.title, { game });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body data-rules="${esc(id)}">
<header><a href="../" id="back">← ${esc(en.rules_page.back)}</a></header>
<main>
${marked.parse(md, { gfm: true })}
</main>
</body>
</html>
`;
}

/** Write rules/<name>.html for every docs/rules/*.md into `out`; returns the files written. */
export function renderAll(out) {
  const dir = join(out, "rules");
  mkdirSync(dir, { recursive: true });
  const written = [];
  for (const f of readdirSync(RULES).filter((x) => x.endsWith(".md")).sort()) {
    const name = f.replace(/\.md$/, "");
    writeFileSync(join(dir, `${name}.html`), renderRuleBook(name, readFileSync(join(RULES, f), "utf8")));
    written.push(`rules/${name}.html`);
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!out) throw new Error("render-rules: give an output directory (or run from trunk)");
  console.log(`render-rules: ${renderAll(out).join(", ")}`);
}
