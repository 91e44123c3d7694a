import { open, gotoStart, waitForHuman, step } from "./helpers.mjs";
import { readFileSync } from "node:fs";
const AXE = readFileSync(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");
const t = await open({ query: "?seed=3" });
const p = t.page;
const run = async (name) => {
  await p.evaluate(AXE);
  const r = await p.evaluate(async () => (await window.axe.run(document, { resultTypes: ["violations"] })).violations.map((v) => ({ id: v.id, impact: v.impact, n: v.nodes.length, help: v.help, t: v.nodes.slice(0, 3).map((x) => x.target.join(" ") + " :: " + (x.failureSummary || "").split("\n").slice(1, 2).join("")) })));
  console.log("==", name, JSON.stringify(r, null, 1));
};
await gotoStart(p, t.url);
await run("start");
await p.click('button[data-game="euchre"]');
await waitForHuman(p);
await run("euchre bidding");
await p.click("#btn-settings"); await p.waitForTimeout(300);
await run("settings");
await p.click("#btn-close-settings");
await t.close();
