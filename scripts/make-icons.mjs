// Renders assets/icon.svg to the PNG icons the manifest lists, with headless Chromium.
// Run once after editing the SVG:  node scripts/make-icons.mjs   (the PNGs are committed).
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";

// A flat felt instead of the SVG's gradient keeps the PNGs small (a gradient costs ~100 KB).
const svg = readFileSync(new URL("../assets/icon.svg", import.meta.url), "utf8").replace('fill="url(#felt)"', 'fill="#13663d"');
// Maskable: full-bleed background, artwork shrunk into the 80% safe circle.
const maskable = svg
  .replace('rx="96"', 'rx="0"')
  .replace(/<g transform="rotate/g, '<g transform="translate(51 51) scale(0.8)"><g transform="rotate')
  .replace(/<\/g>\n/g, "</g></g>\n");

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
for (const [name, size, source] of [["icon-192.png", 192, svg], ["icon-512.png", 512, svg], ["icon-maskable-512.png", 512, maskable]]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${source}`);
  await page.screenshot({ path: new URL(`../assets/${name}`, import.meta.url).pathname, omitBackground: true });
  console.log("wrote assets/" + name);
}
await browser.close();
