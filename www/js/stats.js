// @ts-check
// Statistics per game and form (issue #14), kept in localStorage across reloads and
// releases: games and hands played and won, points for and against, each game's own events,
// the recent games' results and the share of decisions that matched the expert. Games in
// which a hand was replayed or taken back count apart ("practice"). A statistics screen
// draws them, with plots as SVG made here (no inline style or script: the page's CSP).
import { $, overlay } from "./dom.js";
import { store } from "./settings.js";
import { KEY, currentGame, loadStats, readStats, saveStats } from "./tally.js";
import { confirmDialog } from "./confirm.js";
import { fmt, t } from "./i18n.js";

// ---------- plots (SVG drawn here) ----------------------------------------------------------
const SVG = "http://www.w3.org/2000/svg";
/** @param {string} tag @param {Record<string, string | number>} attrs @param {Element} [parent] */
function svgEl(tag, attrs, parent) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  parent?.append(el);
  return el;
}

/** A plot frame: 320×140 user units, a title for screen readers. @param {string} label */
function frame(label) {
  const svg = svgEl("svg", { viewBox: "0 0 320 140", role: "img", class: "plot" });
  svgEl("title", {}, svg).textContent = label;
  svgEl("line", { x1: 30, y1: 120, x2: 315, y2: 120, class: "axis" }, svg);
  svgEl("line", { x1: 30, y1: 8, x2: 30, y2: 120, class: "axis" }, svg);
  return svg;
}

/** Lines of values over steps (one per series). @param {string} label @param {number[][]} series @param {string[]} names */
export function linePlot(label, series, names) {
  const svg = frame(label);
  const n = Math.max(2, ...series.map((s) => s.length));
  const all = series.flat();
  const lo = Math.min(0, ...all), hi = Math.max(1, ...all);
  const x = (/** @type {number} */ i) => 30 + (285 * i) / (n - 1);
  const y = (/** @type {number} */ v) => 120 - (112 * (v - lo)) / (hi - lo);
  svgEl("text", { x: 26, y: 12, class: "tick", "text-anchor": "end" }, svg).textContent = fmt(hi);
  svgEl("text", { x: 26, y: 122, class: "tick", "text-anchor": "end" }, svg).textContent = fmt(lo);
  series.forEach((s, k) => {
    if (!s.length) return;
    svgEl("polyline", { points: s.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" "), class: `series s${k}` }, svg);
    // A dot per value: a single value still shows.
    s.forEach((v, i) => svgEl("circle", { cx: x(i).toFixed(1), cy: y(v).toFixed(1), r: 3, class: `dot s${k}` }, svg));
    const last = s.length - 1;
    if (names[k]) svgEl("text", { x: Math.min(310, x(last)), y: Math.max(20, y(s[last]) - 6), class: `tick s${k}`, "text-anchor": "end" }, svg).textContent = names[k];
  });
  return svg;
}

/** Bars above (won) and below (lost) the axis: each game's margin. @param {string} label @param {number[]} margins */
export function barPlot(label, margins) {
  const svg = frame(label);
  const m = Math.max(1, ...margins.map(Math.abs));
  const w = 285 / Math.max(margins.length, 1);
  svgEl("line", { x1: 30, y1: 64, x2: 315, y2: 64, class: "axis zero" }, svg);
  margins.forEach((v, i) => {
    const h = (56 * Math.abs(v)) / m;
    svgEl("rect", { x: (30 + i * w + 1).toFixed(1), y: (v >= 0 ? 64 - h : 64).toFixed(1), width: Math.max(1, w - 2).toFixed(1), height: Math.max(1, h).toFixed(1), class: v > 0 ? "bar won" : "bar lost" }, svg);
  });
  return svg;
}

// ---------- the statistics screen -----------------------------------------------------------
/** @param {string} text @param {string} [cls] */
function para(text, cls) {
  const p = document.createElement("p");
  if (cls) p.className = cls;
  p.textContent = text;
  return p;
}

/** Draws the screen for `form` (default: the running game's, else the first with data). @param {string} [form] */
export function showStats(form) {
  const s = loadStats();
  const cur = currentGame();
  const forms = Object.keys(s.forms);
  const pick = form ?? (cur && s.forms[cur.form] ? cur.form : forms[0]);
  const tabs = $("stats-forms");
  tabs.replaceChildren(...forms.map((f) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "btn small";
    b.textContent = t(`games.${f}`);
    b.setAttribute("aria-pressed", String(f === pick));
    b.addEventListener("click", () => showStats(f));
    return b;
  }));
  const body = $("stats-body");
  if (!pick || !s.forms[pick]) {
    body.replaceChildren(para(t("stats.none")));
    overlay("stats", true);
    return;
  }
  const f = s.forms[pick];
  /** @type {Node[]} */
  const parts = [];
  for (const which of /** @type {const} */ (["normal", "practice"])) {
    const b = f[which];
    if (which === "practice" && !b.hands && !b.games) continue;
    const table = document.createElement("table");
    table.className = "nums stats-nums";
    const cap = table.createCaption();
    cap.textContent = t(which === "normal" ? "stats.played" : "stats.practice");
    const rows = [
      [t("stats.games"), fmt(b.games), fmt(b.gamesWon)],
      [t("stats.hands"), fmt(b.hands), fmt(b.handsWon)],
    ];
    const head = table.createTHead().insertRow();
    head.append(document.createElement("td")); // the corner
    for (const h of [t("stats.played_col"), t("stats.won_col")]) { const th = document.createElement("th"); th.textContent = h; th.scope = "col"; head.append(th); }
    const tb = table.createTBody();
    for (const r of rows) {
      const tr = tb.insertRow();
      r.forEach((c, i) => { const cell = i ? tr.insertCell() : document.createElement("th"); if (!i) { /** @type {HTMLElement} */ (cell).setAttribute("scope", "row"); tr.append(cell); } cell.textContent = c; });
    }
    parts.push(table);
    parts.push(para(t("stats.points", { for: fmt(b.pointsFor), against: fmt(b.pointsAgainst) })));
    if (b.decisions) parts.push(para(t("stats.matched", { matched: fmt(b.matched), decisions: fmt(b.decisions), pct: fmt(Math.round((100 * b.matched) / b.decisions)) })));
    const ev = Object.entries(b.events).sort((a, c) => a[0].localeCompare(c[0]));
    if (ev.length) {
      const ul = document.createElement("ul");
      ul.className = "stats-events";
      for (const [k, n] of ev) {
        const li = document.createElement("li");
        li.textContent = t("stats.event_line", { event: t(`stats.ev.${k}`), n: fmt(n) });
        li.dataset.event = k;
        ul.append(li);
      }
      parts.push(ul);
    }
  }
  // The plots: this game's scores by hand, the last games' margins, the expert's share.
  const plots = document.createElement("div");
  plots.className = "plots";
  if (cur && cur.form === pick && cur.scores.length) {
    const series = cur.names.map((_, k) => [0, ...cur.scores.map((sc) => sc[k] ?? 0)]);
    plots.append(figure(linePlot(t("stats.plot_scores"), series, cur.names), t("stats.plot_scores")));
  }
  const recent = f.recent.filter((g) => !g.practice);
  if (recent.length) plots.append(figure(barPlot(t("stats.plot_games", { n: fmt(recent.length) }), recent.map((g) => g.mine - g.theirs)), t("stats.plot_games", { n: fmt(recent.length) })));
  const share = recent.filter((g) => g.decisions > 0).map((g) => Math.round((100 * g.matched) / g.decisions));
  // The game in progress is the last point, once one of its hands was reviewed.
  if (cur && cur.form === pick && cur.decisions > 0) share.push(Math.round((100 * cur.matched) / cur.decisions));
  if (share.length) plots.append(figure(linePlot(t("stats.plot_matched"), [share], [""]), t("stats.plot_matched")));
  if (plots.childElementCount) parts.push(plots);
  body.replaceChildren(...parts);
  body.dataset.form = pick;
  overlay("stats", true);
}

/** @param {Element} svg @param {string} caption */
function figure(svg, caption) {
  const f = document.createElement("figure");
  const c = document.createElement("figcaption");
  c.textContent = caption;
  f.append(svg, c);
  return f;
}

$("btn-close-stats").addEventListener("click", () => overlay("stats", false));
$("stats").addEventListener("keydown", (e) => { if (e.key === "Escape") { e.stopPropagation(); overlay("stats", false); } });
$("stats-reset").addEventListener("click", async () => {
  const ok = await confirmDialog({ title: t("stats.reset_title"), body: `<p>${t("stats.reset_body")}</p>`, ok: t("stats.reset"), cancel: t("stats.keep"), danger: true });
  if (!ok) return;
  store.remove(KEY);
  showStats();
});
$("stats-export").addEventListener("click", () => {
  const blob = new Blob([JSON.stringify(loadStats(), null, 1)], { type: "application/json" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = "cardtable-statistics.json";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
});
$("stats-import").addEventListener("change", async (e) => {
  const input = /** @type {HTMLInputElement} */ (e.target);
  const file = input.files?.[0];
  input.value = "";
  if (!file) return;
  let s = null;
  try { s = readStats(JSON.parse(await file.text())); } catch { s = null; }
  $("stats-note").textContent = s ? t("stats.imported") : t("stats.bad_file");
  if (s) { saveStats(s); showStats(); }
});
