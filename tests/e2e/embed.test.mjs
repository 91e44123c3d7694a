// The embed (embed.html + embed.js, docs/embed.md) in real Chromium, on a host page served
// from another origin (another port): every mode of every game posts ready/resize/step, a demo
// reaches hand_end, puzzles answered right and wrong say so, a played hand ends with the
// engine's score, no message carries a card the viewer's seat cannot see, nothing is fetched
// from anywhere but the embed's origin, the element follows its content's height, two embeds
// do not interfere, and bad parameters show a message and post `error`. The rules page
// (examples/rules.html) shows its embeds without overflow at 360 and 1280 px (screenshots in
// target/e2e/embed-*.png).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { DIST, startServer } from "./serve.mjs";
import { OUT } from "./helpers.mjs";

// ---------- the engines in node: the test's own account of each hand ------------------------------
const engines = new Map();
async function engine(id) {
  if (!engines.has(id)) {
    const dir = join(DIST, "engines", id);
    const mod = await import(join(dir, "engine.js"));
    mod.initSync({ module: readFileSync(id === "euchre" ? mod.WASM_URL : join(dir, "engine_bg.wasm")) });
    engines.set(id, mod);
  }
  return engines.get(id);
}
/** The bots' build of engine `id` (the page's has no bots). */
async function thinker(id) {
  if (!engines.has(`${id}/think`)) {
    const dir = join(DIST, "engines", id);
    const mod = await import(join(dir, "think.js"));
    mod.initSync({ module: readFileSync(join(dir, "think_bg.wasm")) });
    engines.set(`${id}/think`, mod);
  }
  return engines.get(`${id}/think`);
}
/** `f` of a copy of table `t` in the bots' build `T`. */
const inThink = (T, t, f) => { const c = T.load(t.save()); try { return f(c); } finally { c.free(); } };
const CARD = /^(?:[2-9TJQKA][CDHS]|XJ)$/;
function cardsIn(x, out = new Set()) {
  if (typeof x === "string") { if (CARD.test(x)) out.add(x); }
  else if (Array.isArray(x)) for (const v of x) cardsIn(v, out);
  else if (x && typeof x === "object") for (const v of Object.values(x)) cardsIn(v, out);
  return out;
}
const over = (t) => ["hand_over", "game_over"].includes(t.view(0).phase);
const applyAny = (t, a) => (t.toMoveIsBot() ? t.applyBotAction(a) : t.play(a));

/** The games as the embed names them: [name, engine folder, engine table, seats]. */
const GAMES = [
  ["euchre", "euchre", "euchre", 4],
  ["sixty-six", "sixty_six", "sixty_six", 2],
  ["schnapsen", "sixty_six", "schnapsen", 2],
  ["sixty-three", "sixty_three", "sixty_three", 4],
];

/** A deal of `table` (from `seed` on, the first with an action seat 0 cannot see when
 *  `hidden`), the hand the club bots play from it, the indexes of its hidden actions, and a
 *  puzzle: a position where seat 0 plays a card with a choice, the expert's card and another. */
async function handOf(id, table, n, seed = 7, wantHidden = false) {
  for (let s = seed; s < seed + 40; s++) {
    const h = await handAt(id, table, n, s);
    if (h.puzzle && (!wantHidden || h.hidden.length)) return h;
  }
  throw new Error(`no fitting deal of ${table} from seed ${seed}`);
}

async function handAt(id, table, n, seed) {
  const { Table } = await engine(id);
  const Think = (await thinker(id)).Table;
  const deal = new Table(table, null, seed, Array(n).fill("club")).dealCode();
  const t = Table.atDeal(table, null, deal, Array(n).fill("club"));
  const record = [];
  while (!over(t)) {
    const a = inThink(Think, t, (c) => c.botAction());
    t.applyBotAction(a);
    record.push(a);
  }
  // The puzzle: replay with seat 0 human.
  let puzzle = null;
  const h = Table.atDeal(table, null, deal, ["human", ...Array(n - 1).fill("club")]);
  for (let i = 0; i < record.length && !puzzle; i++) {
    const v = h.view(0);
    const cards = (v.legal ?? []).filter((l) => typeof l.card === "string" && Object.keys(l).length === 2);
    if (v.to_move === 0 && cards.length >= 2) {
      const hint = inThink(Think, h, (c) => c.hint(0));
      if (hint.action.action === "play" && typeof hint.action.card === "string") {
        const wrong = cards.find((c) => c.card !== hint.action.card);
        puzzle = { step: i, right: hint.action.card, wrong: wrong.card };
      }
    }
    applyAny(h, record[i]);
  }
  const { seen } = await visibleCards(id, table, deal, record, 0, n);
  const hidden = record.map((a, i) => [...cardsIn(a)].some((c) => !seen.has(c)) ? i : -1).filter((i) => i >= 0);
  return { deal, record, puzzle, hidden };
}

/** Every card seat `seat` sees at any position of `record` (its views only). */
async function visibleCards(id, table, deal, record, seat, n) {
  const { Table } = await engine(id);
  const t = Table.atDeal(table, null, deal, Array(n).fill("human"));
  const seen = cardsIn(t.view(seat));
  for (const a of record) {
    t.play(a);
    cardsIn(t.view(seat), seen);
  }
  return { seen, scores: t.view(0).scores };
}

// ---------- the two origins ---------------------------------------------------------------------
/** A host page on its own origin: `body` inside, embed.js from the embed's origin; every
 *  cardtable-* event of every element is kept in window.__events. */
async function hostServer() {
  let body = "";
  const server = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(body);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${server.address().port}/host.html`,
    set(html) { body = html; },
    close: () => new Promise((r) => server.close(() => r())),
  };
}

const TYPES = ["ready", "resize", "step", "action", "hand_end", "puzzle", "error"];
function hostPage(embedBase, elements, width = 900) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<style>body{margin:0;font-family:sans-serif} .col{width:${width}px;max-width:100%;margin:0 auto}</style>
<script type="module" src="${embedBase}embed.js"></script>
<script>
window.__events = [];
for (const type of ${JSON.stringify(TYPES)}) document.addEventListener("cardtable-" + type, (e) => window.__events.push({ id: e.target.id, ...e.detail }));
</script></head><body><div class="col">${elements}</div></body></html>`;
}

async function launch(width = 1280) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  const requests = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(`console: ${m.text()}`); });
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  context.on("request", (r) => requests.push({ url: r.url(), main: r.frame() === page.mainFrame() }));
  return { browser, page, errors, requests };
}

const events = (page, id, type) => page.evaluate(([i, ty]) => window.__events.filter((e) => e.id === i && (!ty || e.type === ty)), [id, type]);
const waitEvent = (page, id, type, pred = "true", timeout = 60_000) =>
  page.waitForFunction(([i, ty, p]) => window.__events.some((e) => e.id === i && e.type === ty && new Function("e", `return ${p}`)(e)), [id, type, pred], { timeout, polling: 50 });
const frameOf = async (page, id) => (await page.$(`#${id}`)).evaluateHandle((el) => el.shadowRoot.querySelector("iframe")).then((h) => h.asElement().contentFrame());

/** The reader plays seat 0 until the hand ends: a legal card, Sixty-three's pass and sets. */
async function playOut(frame) {
  for (let i = 0; i < 200; i++) {
    const state = await frame.waitForFunction(() => {
      const e = document.getElementById("embed");
      return (e.dataset.turn === "you" || e.dataset.turn === "hand_over") && e.dataset.turn;
    }, null, { timeout: 60_000, polling: 50 }).then((h) => h.jsonValue());
    if (state === "hand_over") return;
    const v = await frame.evaluate(() => window.__embed.run.table.view(window.__embed.run.p.seat));
    if (v.phase === "auction" && (await frame.$("#actions .a-pass"))) await frame.click("#actions .a-pass");
    else if (v.choose) {
      const c = v.choose;
      for (const code of c.from.slice(0, c.action === "give" ? c.max : c.min)) await frame.click(`.hand.mine .card[data-card="${code}"]`);
      await frame.click('#actions button[data-index="0"]');
    } else if (await frame.$(".hand.mine .card.playable")) await frame.click(".hand.mine .card.playable");
    else await frame.click("#actions button[data-index]");
    await frame.waitForFunction(() => document.getElementById("embed").dataset.turn !== "you" || window.__embed.run.busy === false, null, { polling: 50 });
    await frame.waitForTimeout(30);
  }
  throw new Error("the hand did not end");
}

if (!existsSync(join(DIST, "embed.html"))) throw new Error("dist/ is not built: run `trunk build --release` first");

test("embed.html carries the page's policy, no inline script or style, and the page's stylesheets", () => {
  const html = readFileSync(join(DIST, "embed.html"), "utf8");
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/);
  assert.ok(meta, "a CSP meta tag");
  assert.ok(meta[1].includes("script-src 'self' 'wasm-unsafe-eval'") && meta[1].includes("style-src 'self'"));
  assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, "no inline script");
  assert.doesNotMatch(html, /<style[\s>]|\sstyle="/, "no inline style");
  for (const css of html.matchAll(/href="\.?\/?([a-z_]+-[0-9a-f]+\.css)"/g)) assert.ok(existsSync(join(DIST, css[1])), css[1]);
  assert.equal([...html.matchAll(/rel="stylesheet"/g)].length, 7, "the page's six and embed.css");
  // The service worker precaches the embed's files too.
  const sw = readFileSync(join(DIST, "sw.js"), "utf8");
  for (const f of ["./embed.html", "./embed.js", "./embed.css", "./js/embed-frame.js", "./examples/rules.html"]) assert.ok(sw.includes(`"${f}"`), f);
});

for (const [name, id, table, n] of GAMES) {
  test(`${name}: every mode from another origin — messages, steps, demo, puzzles, play, nothing hidden leaks`, { timeout: 150_000 }, async () => {
    const embed = await startServer();
    const host = await hostServer();
    const { browser, page, errors, requests } = await launch();
    try {
      const hand = await handOf(id, table, n, 7, name === "euchre" || name === "sixty-three");
      assert.ok(hand.puzzle, "the hand has a puzzle position for seat 0");
      const common = `game="${name}" deal="${hand.deal}"`;
      host.set(hostPage(embed.url, `
        <card-table-embed id="replay" ${common} mode="replay" step="2"></card-table-embed>
        <card-table-embed id="demo" ${common} mode="demo" speed="instant" autoplay="1"></card-table-embed>
        <card-table-embed id="right" ${common} mode="puzzle" step="${hand.puzzle.step}"></card-table-embed>
        <card-table-embed id="wrong" ${common} mode="puzzle" step="${hand.puzzle.step}"></card-table-embed>
        <card-table-embed id="play" ${common} mode="play" level="random" speed="instant"></card-table-embed>
        <card-table-embed id="bad" game="${name}" deal="${table}-XYZ" mode="replay"></card-table-embed>`));
      await page.goto(host.url);
      for (const el of ["replay", "demo", "right", "wrong", "play"]) {
        await page.waitForFunction((i) => window.__events.some((e) => e.id === i && (e.type === "ready" || e.type === "error")), el, { timeout: 60_000 });
        assert.deepEqual(await events(page, el, "error"), [], `${el} shows its table`);
        const ready = (await events(page, el, "ready"))[0];
        assert.equal(ready.game, name);
        assert.equal(ready.version, 1);
        await waitEvent(page, el, "resize", "e.height > 300").catch(async (e) => { console.log(JSON.stringify(await events(page, el))); throw e; }); // the table's height, after the loading line's
      }
      // Replay: the record is the club bots' (the same as the test's), starting at step 2.
      const first = (await events(page, "replay", "step"))[0];
      assert.deepEqual([first.n, first.total], [2, hand.record.length]);
      await page.evaluate(() => document.getElementById("replay").go(5));
      await waitEvent(page, "replay", "step", "e.n === 5");
      await page.evaluate(() => document.getElementById("replay").go("last"));
      await waitEvent(page, "replay", "hand_end");
      const replayEnd = (await events(page, "replay", "hand_end"))[0];
      const truth = await visibleCards(id, table, hand.deal, hand.record, 0, n);
      assert.deepEqual(replayEnd.result.scores, truth.scores, "the replay ends with the engine's score");
      // The keyboard steps back (→ ← in the frame).
      const rf = await frameOf(page, "replay");
      // "Open the full game": index.html with the same game, rules and deal.
      const full = new URL(await rf.getAttribute("#emb-full", "href"));
      assert.equal(full.origin + full.pathname, new URL("index.html", embed.url).href);
      assert.equal(full.searchParams.get("game"), id);
      assert.equal(full.searchParams.get("deal"), hand.deal);
      assert.equal(JSON.parse(full.searchParams.get("rules") ?? "{}").preset, name === "schnapsen" ? "schnapsen" : undefined);
      await rf.click("#emb-step");
      await page.keyboard.press("ArrowLeft");
      await waitEvent(page, "replay", "step", `e.n === ${hand.record.length - 1}`);
      // The demo plays the deal to its end.
      await waitEvent(page, "demo", "hand_end");
      assert.deepEqual((await events(page, "demo", "hand_end"))[0].result.scores, truth.scores);
      assert.equal((await events(page, "demo", "action")).length, hand.record.length, "one action message per action");
      // Two puzzles: answered right and wrong.
      for (const [el, card, correct] of [["right", hand.puzzle.right, true], ["wrong", hand.puzzle.wrong, false]]) {
        const f = await frameOf(page, el);
        await f.click(`.hand.mine .card[data-card="${card}"]`);
        await waitEvent(page, el, "puzzle");
        const p = (await events(page, el, "puzzle"))[0];
        assert.equal(p.correct, correct, `${el}: correct is ${correct}: ${JSON.stringify(p)}`);
        assert.equal(p.chosen.card, card);
        assert.equal(p.expected.card, hand.puzzle.right);
        assert.match(await f.textContent("#embed-panel"), correct ? /Right/ : /Not the expert's choice/);
        assert.ok((await f.textContent(".emb-why")).length > 20, "the expert's reason is shown");
      }
      const wrongEl = await page.$("#wrong");
      await wrongEl.scrollIntoViewIfNeeded();
      await wrongEl.screenshot({ path: join(OUT, `embed-puzzle-${name}.png`) });
      // The wrong one is played out to the end against the bots.
      const wf = await frameOf(page, "wrong");
      await wf.click("#emb-playout");
      await playOut(wf);
      await waitEvent(page, "wrong", "hand_end");
      // Play: the reader plays seat 0 to the end; the score is the engine's for that record.
      const pf = await frameOf(page, "play");
      await playOut(pf);
      await waitEvent(page, "play", "hand_end");
      const played = await pf.evaluate(() => window.__embed.run.record);
      const playedTruth = await visibleCards(id, table, hand.deal, played, 0, n);
      assert.deepEqual((await events(page, "play", "hand_end"))[0].result.scores, playedTruth.scores, "play ends with the engine's score");
      // Bad parameters: a message in the frame and an `error` message.
      await waitEvent(page, "bad", "error");
      assert.equal((await events(page, "bad", "error"))[0].code, "bad_deal_code");
      assert.match(await (await frameOf(page, "bad")).textContent("#embed-error"), /No such deal/);
      // No message carries a card seat 0 cannot see (its views over the hand, the test's own).
      const records = { replay: hand.record, demo: hand.record, right: hand.record, play: played, wrong: await wf.evaluate(() => window.__embed.run.record) };
      for (const [el, rec] of Object.entries(records)) {
        const { seen } = await visibleCards(id, table, hand.deal, rec, 0, n);
        for (const m of await events(page, el)) {
          for (const c of cardsIn(m)) assert.ok(seen.has(c), `${el}: ${m.type} carries ${c}, which seat 0 never sees: ${JSON.stringify(m)}`);
        }
      }
      // The hand has hidden actions (Euchre's discard, Sixty-three's discards): their
      // messages came without those cards — the check above is not vacuous.
      const demoActions = await events(page, "demo", "action");
      for (const i of hand.hidden) assert.ok(JSON.stringify(demoActions[i].action).includes("null"), `action ${i} redacted: ${JSON.stringify(demoActions[i])}`);
      if (name === "euchre" || name === "sixty-three") assert.ok(hand.hidden.length > 0, "the deal has a hidden action");
      // The element's height follows the frame's content.
      for (const el of ["replay", "play"]) {
        const f = await frameOf(page, el);
        const inner = await f.evaluate(() => Math.ceil(document.getElementById("embed").getBoundingClientRect().height));
        const outer = await page.evaluate((i) => document.getElementById(i).shadowRoot.querySelector("iframe").getBoundingClientRect().height, el);
        assert.ok(Math.abs(inner - outer) <= 1 && outer > 300, `${el}: frame ${outer} px for content ${inner} px`);
        const scroll = await f.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
        assert.ok(scroll[0] <= scroll[1], `${el}: no horizontal overflow (${scroll})`);
      }
      // Nothing from anywhere but the two origins; the frames only from the embed's.
      const embedOrigin = new URL(embed.url).origin;
      const hostOrigin = new URL(host.url).origin;
      assert.notEqual(embedOrigin, hostOrigin);
      for (const r of requests) {
        const o = new URL(r.url).origin;
        assert.ok(r.main ? [embedOrigin, hostOrigin].includes(o) : o === embedOrigin || r.url.startsWith("data:"), `request to ${r.url}`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      await host.close();
      await embed.close();
    }
  });
}

test("two embeds on one page do not interfere; load, #N, a bad message and bad parameters", { timeout: 90_000 }, async () => {
  const embed = await startServer();
  const host = await hostServer();
  const { browser, page, errors } = await launch();
  try {
    const a = await handOf("euchre", "euchre", 4, 11);
    const b = await handOf("sixty_six", "sixty_six", 2, 11);
    host.set(hostPage(embed.url, `
      <card-table-embed id="a" game="euchre" deal="${a.deal}" step="1"></card-table-embed>
      <card-table-embed id="b" game="sixty-six" deal="${b.deal}" step="1"></card-table-embed>
      <card-table-embed id="c" game="chess" deal="x"></card-table-embed>
      <card-table-embed id="d" game="euchre" deal="${a.deal}" mode="fly"></card-table-embed>
      <card-table-embed id="e" game="euchre" deal="${a.deal}" record="0.0.zz"></card-table-embed>`));
    await page.goto(host.url);
    await waitEvent(page, "a", "ready");
    await waitEvent(page, "b", "ready");
    await page.evaluate(() => document.getElementById("a").go(4));
    await waitEvent(page, "a", "step", "e.n === 4");
    await page.waitForTimeout(200);
    assert.deepEqual((await events(page, "b", "step")).map((e) => e.n), [1], "b did not move");
    // A malformed message and one of another program are ignored.
    const fa = await frameOf(page, "a");
    await page.evaluate(() => {
      const f = document.getElementById("a").shadowRoot.querySelector("iframe").contentWindow;
      f.postMessage("hello", "*");
      f.postMessage({ target: "cardtable", type: "go", step: { evil: 1 } }, "*");
      f.postMessage({ target: "cardtable", type: "nonsense" }, "*");
    });
    await page.waitForTimeout(200);
    assert.equal(await fa.evaluate(() => document.getElementById("embed").dataset.step), "4");
    // `load` shows another hand in the same frame.
    await page.evaluate((deal) => document.getElementById("b").load({ game: "schnapsen", deal, mode: "replay", step: 3 }), b.deal);
    await page.waitForFunction(() => window.__events.filter((e) => e.id === "b" && e.type === "ready").length === 2);
    assert.equal((await events(page, "b", "ready"))[1].game, "schnapsen");
    // Bad parameters: each shows its message and posts its code.
    for (const [id, code, words] of [["c", "unknown_game", /Unknown game/], ["d", "bad_mode", /Unknown mode/], ["e", "bad_record", /record of actions/]]) {
      await waitEvent(page, id, "error");
      assert.equal((await events(page, id, "error"))[0].code, code);
      const f = await frameOf(page, id);
      assert.match(await f.textContent("#embed-error"), words);
      assert.ok(await f.isVisible("#embed-error"));
    }
    // The record code names the same hand: a frame given it shows the same actions.
    const code = await fa.evaluate(() => window.__embed.recordCode());
    assert.match(code, /^[0-9a-z~_.-]+$/i, "URL-safe");
    assert.ok(code.length < a.record.length * 3 + 200, `compact: ${code.length} characters for ${a.record.length} actions`);
    await page.evaluate(([deal, record]) => document.getElementById("a").load({ game: "euchre", deal, record, mode: "replay", step: "last" }), [a.deal, code]);
    await page.waitForFunction(() => window.__events.filter((e) => e.id === "a" && e.type === "ready").length === 2);
    assert.deepEqual(await fa.evaluate(() => window.__embed.run.record), a.record);
    // A demo pauses and resumes from the host.
    host.set(hostPage(embed.url, `<card-table-embed id="demo" game="euchre" deal="${a.deal}" mode="demo" speed="400"></card-table-embed>`));
    await page.goto(host.url);
    await waitEvent(page, "demo", "step", "e.n >= 2");
    await page.evaluate(() => document.getElementById("demo").pause());
    await page.waitForTimeout(600);
    const paused = (await events(page, "demo", "step")).length;
    await page.waitForTimeout(1000);
    assert.equal((await events(page, "demo", "step")).length, paused, "no step while paused");
    await page.evaluate(() => document.getElementById("demo").play());
    await waitEvent(page, "demo", "step", `e.n >= ${paused + 1}`);
    // The frame alone, with the step after '#', as Lichess links do.
    await page.goto(`${embed.url}embed.html?game=euchre&deal=${a.deal}#6`);
    await page.waitForFunction(() => document.getElementById("embed").dataset.state === "ready");
    assert.equal(await page.evaluate(() => document.getElementById("embed").dataset.step), "6");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await host.close();
    await embed.close();
  }
});

test("the rules page shows every example without overflow at 1280 px and at 360 px", { timeout: 150_000 }, async () => {
  const embed = await startServer();
  const { browser, page, errors, requests } = await launch(1280);
  try {
    await page.goto(`${embed.url}examples/rules.html`);
    const count = await page.evaluate(() => document.querySelectorAll("card-table-embed").length);
    assert.ok(count >= 15, `${count} embeds`);
    // One load, two widths: the frames lay themselves out again when the page narrows.
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      for (let i = 0; i < count; i++) {
        const el = page.locator("card-table-embed").nth(i);
        await el.scrollIntoViewIfNeeded();
        const frame = await (await el.elementHandle()).evaluateHandle((x) => x.shadowRoot.querySelector("iframe")).then((h) => h.asElement().contentFrame());
        await frame.waitForFunction(() => document.getElementById("embed").dataset.state === "ready", null, { timeout: 60_000 });
        const [sw, cw] = await frame.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
        assert.ok(sw <= cw, `${width} px, embed ${i}: ${sw} > ${cw}`);
        // The element follows its frame's content height.
        const [inner, outer] = [await frame.evaluate(() => Math.ceil(document.getElementById("embed").getBoundingClientRect().height)),
          await el.evaluate((x) => x.shadowRoot.querySelector("iframe").getBoundingClientRect().height)];
        assert.ok(Math.abs(inner - outer) <= 1, `${width} px, embed ${i}: frame ${outer} px for ${inner} px of content`);
      }
      const [sw, cw] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      assert.ok(sw <= cw, `the page at ${width} px: ${sw} > ${cw}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(OUT, `embed-rules-${width}.png`), fullPage: true });
    }
    // Every example has its record and nobody has moved a bot yet: no worker was started.
    assert.deepEqual(requests.filter((r) => /bot-worker\.js/.test(r.url)), [], "no bots' worker in the first load");
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of ["light", "dark"]) {
        await page.goto(`${embed.url}embed.html?game=sixty-six&deal=sixty_six-00000004-0-0&step=5&theme=${theme}`);
        await page.waitForFunction(() => document.getElementById("embed").dataset.state === "ready");
        await page.waitForTimeout(800); // the stock's fade-in
        await page.screenshot({ path: join(OUT, `embed-${theme}-${width}.png`), fullPage: true });
      }
    }
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await embed.close();
  }
});
