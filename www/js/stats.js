// @ts-check
// Statistics per game and form (issue #14), kept in localStorage across reloads and
// releases: games and hands played and won, points for and against, each game's own events,
// the recent games' results and the share of decisions that matched the expert. Games in
// which a hand was replayed or taken back count apart ("practice"). A statistics screen
// draws them, with plots as SVG made here (no inline style or script: the page's CSP).
import { $, overlay } from "./dom.js";
import { store } from "./settings.js";
import { confirmDialog } from "./confirm.js";
import { fmt, t } from "./i18n.js";

/** The stored record's version. A record of an older version is read and brought up to this
 *  one (missing fields start at zero), never dropped. */
export const STATS_VERSION = 1;
const KEY = "stats";
/** Games kept per form for the "last games" plot. */
const RECENT = 30;

/**
 * @typedef {object} Bucket
 * @property {number} games @property {number} gamesWon
 * @property {number} hands @property {number} handsWon
 * @property {number} pointsFor @property {number} pointsAgainst
 * @property {number} decisions @property {number} matched  analysed decisions, and those the expert would have taken too
 * @property {Record<string, number>} events  the game's own events, by name
 */
/** @typedef {{ at: number, won: boolean, mine: number, theirs: number, decisions: number, matched: number, practice: boolean }} GameLine */
/** @typedef {{ game: string, normal: Bucket, practice: Bucket, recent: GameLine[] }} FormStats */
/** @typedef {{ version: number, forms: Record<string, FormStats> }} Stats */

/** @returns {Bucket} */
const bucket = () => ({ games: 0, gamesWon: 0, hands: 0, handsWon: 0, pointsFor: 0, pointsAgainst: 0, decisions: 0, matched: 0, events: {} });

/** A bucket read from storage or a file: every number field a finite number, else 0. @param {any} b @returns {Bucket} */
function readBucket(b) {
  const out = bucket();
  if (!b || typeof b !== "object") return out;
  for (const k of /** @type {(keyof Bucket)[]} */ (Object.keys(out))) {
    if (k === "events") continue;
    const v = b[k];
    /** @type {any} */ (out)[k] = Number.isFinite(v) && v >= 0 ? Math.floor(v) : 0;
  }
  if (b.events && typeof b.events === "object") {
    for (const [k, v] of Object.entries(b.events)) if (/^[a-z0-9_]{1,40}$/.test(k) && Number.isFinite(v) && /** @type {number} */ (v) >= 0) out.events[k] = Math.floor(/** @type {number} */ (v));
  }
  return out;
}

/** Any stored or imported value as a current record (unknown or damaged parts dropped).
 *  @param {any} raw @returns {Stats | null} */
export function readStats(raw) {
  if (!raw || typeof raw !== "object" || typeof raw.version !== "number" || raw.version < 1) return null;
  /** @type {Stats} */
  const s = { version: STATS_VERSION, forms: {} };
  for (const [form, f] of Object.entries(raw.forms ?? {})) {
    if (!/^[a-z_]{1,40}$/.test(form) || !f || typeof f !== "object") continue;
    const recent = Array.isArray(f.recent) ? f.recent.filter((g) => g && typeof g === "object").slice(-RECENT).map((g) => ({
      at: Number(g.at) || 0, won: !!g.won, mine: Number(g.mine) || 0, theirs: Number(g.theirs) || 0,
      decisions: Number(g.decisions) || 0, matched: Number(g.matched) || 0, practice: !!g.practice,
    })) : [];
    s.forms[form] = { game: typeof f.game === "string" ? f.game : form, normal: readBucket(f.normal), practice: readBucket(f.practice), recent };
  }
  return s;
}

/** The stored statistics (a fresh record when there are none). @returns {Stats} */
export function loadStats() {
  return readStats(store.get(KEY, null)) ?? { version: STATS_VERSION, forms: {} };
}

/** @param {Stats} s */
const saveStats = (s) => store.set(KEY, s);

/** @param {Stats} s @param {string} form @param {string} game */
function formOf(s, form, game) {
  s.forms[form] ??= { game, normal: bucket(), practice: bucket(), recent: [] };
  return s.forms[form];
}

/** @param {Bucket} b @param {string} name */
const add = (b, name) => { b.events[name] = (b.events[name] ?? 0) + 1; };

/** Sixty-three's contract ranges (docs/rules/sixty-three.md §6.1). @param {number} c */
const bidRange = (c) => (c >= 63 ? "63" : c >= 60 ? "60_62" : c >= 50 ? "50_59" : "up_to_49");

/** The game's own events of a finished hand, from the human's view of it. @param {string} game @param {any} v */
export function handEvents(game, v) {
  /** @type {string[]} */
  const ev = [];
  const r = v.hand_result;
  if (!r) return ev;
  const mine = v.my_team ?? 0;
  if (game === "euchre") {
    if (r.outcome === "all_pass") return ["all_pass"];
    const makers = r.makers_team === mine;
    if (makers) ev.push(r.outcome === "march" ? "marched" : r.outcome === "euchred" ? "euchred" : "made");
    else ev.push(r.outcome === "euchred" ? "euchred_them" : "defended_lost");
    if (makers && r.maker_alone && r.maker === v.seat) ev.push("alone", `alone_${r.outcome}`);
    if (r.lone_defender === v.seat) ev.push("defended_alone");
  } else if (game === "sixty_six") {
    const won = r.winner === v.seat;
    if (r.winner != null) ev.push(`${won ? "won" : "lost"}_gp_${Math.min(3, r.game_points)}`);
    if (r.closed && v.closed_by === v.seat) ev.push(won ? "close_made" : "close_failed");
    if (r.declarer === v.seat) ev.push(won ? "declared_66" : "declared_short");
    const marriages = (v.marriages ?? []).filter((m) => m.seat === v.seat).length;
    for (let i = 0; i < marriages; i++) ev.push("marriage");
  } else if (game === "sixty_three") {
    if (r.bidding_team === mine) {
      // A moon shot is the 126 bid of the option `shoot_the_moon` (docs/rules/sixty-three.md §12).
      if (r.contract > 63) ev.push(r.made ? "moon_made" : "moon_set");
      else ev.push(`${r.made ? "made" : "set"}_${bidRange(r.contract)}`);
    } else {
      ev.push(r.made ? "defended_lost" : "set_them");
    }
  }
  return ev;
}

/**
 * Counts a finished hand. @param {string} form @param {string} game @param {any} v  the human's view
 * @param {{ mine: number, theirs: number }} pts  the hand's points @param {boolean} practice
 */
export function countHand(form, game, v, pts, practice) {
  const s = loadStats();
  const f = formOf(s, form, game);
  const b = practice ? f.practice : f.normal;
  b.hands++;
  if (pts.mine > pts.theirs) b.handsWon++;
  b.pointsFor += Math.max(0, pts.mine);
  b.pointsAgainst += Math.max(0, pts.theirs);
  for (const e of handEvents(game, v)) add(b, e);
  saveStats(s);
}

/** Counts the expert's verdicts on a hand's decisions (once per hand).
 *  @param {string} form @param {string} game @param {number} decisions @param {number} matched @param {boolean} practice */
export function countDecisions(form, game, decisions, matched, practice) {
  const s = loadStats();
  const f = formOf(s, form, game);
  const b = practice ? f.practice : f.normal;
  b.decisions += decisions;
  b.matched += matched;
  saveStats(s);
}

/** Counts a finished game. @param {string} form @param {string} game @param {boolean} won
 *  @param {number} mine @param {number} theirs @param {{ decisions: number, matched: number }} d @param {boolean} practice */
export function countGame(form, game, won, mine, theirs, d, practice) {
  const s = loadStats();
  const f = formOf(s, form, game);
  const b = practice ? f.practice : f.normal;
  b.games++;
  if (won) b.gamesWon++;
  f.recent.push({ at: Date.now(), won, mine, theirs, decisions: d.decisions, matched: d.matched, practice });
  f.recent = f.recent.slice(-RECENT);
  saveStats(s);
}

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
/** What the screen shows besides the stored numbers: the running game's scores by hand. */
/** @typedef {{ form: string, scores: number[][], names: string[], decisions: number, matched: number }} LiveGame */
/** @type {{ current: () => LiveGame | null }} */
const live = { current: () => null };
/** @param {() => LiveGame | null} f */
export function onCurrentGame(f) { live.current = f; }

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
  const cur = live.current();
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

$("btn-stats").addEventListener("click", () => showStats());
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
