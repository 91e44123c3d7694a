// @ts-check
// The embed frame (embed.html, docs/embed.md): one live table for another site's page. It
// reads its query parameters, imports the named game's engine from engines/<game>/, and
// shows one hand: a replay (step through), a demo (the bots play), a puzzle (the viewer's
// move, checked against the expert's) or a game (the reader plays the viewer's seat).
// It talks to the host page only by postMessage ({source: "cardtable", type, …}) and never
// posts anything the viewer's seat may not see (see publicAction). It uses no storage.
// The bots' worker (bots.js) starts only when a bot must move or the expert must answer.
import { TableView } from "./table.js";
import { cardText, makeCard } from "./cards.js";
import { ask } from "./bots.js";
import { engineFor } from "./engines.js";
import { bindHandKeys, showReason } from "./input.js";
import { locale, msg, t } from "./i18n.js";

/** @typedef {import("./games/contract.js").GamePlugin} GamePlugin */
/** @typedef {import("./games/contract.js").View} View */
/** @typedef {import("./games/contract.js").Ui} Ui */
/** @typedef {import("./engine").Table} Table */
/** @typedef {import("./engine").EngineBindings} EngineBindings */
/** @typedef {import("./engine").Action & Record<string, any>} Action */

/** The version of the message protocol (docs/embed.md). */
export const VERSION = 1;
/** The bots' level when `level` is not given (the page's default). */
const DEFAULT_LEVEL = "club";
const LEVELS = ["random", "beginner", "club", "strong", "expert"];
/** `speed`: the page's paces, as the delay between two actions in a demo (ms). */
const SPEEDS = { slow: 1200, normal: 700, fast: 280, instant: 0 };
const MODES = ["replay", "demo", "puzzle", "play"];
/** The names `game` accepts → [the page's game, the engine's table]. */
const GAME_NAMES = {
  euchre: ["euchre", "euchre"],
  "sixty-six": ["sixty_six", "sixty_six"],
  sixty_six: ["sixty_six", "sixty_six"],
  schnapsen: ["sixty_six", "schnapsen"],
  // The named forms of Euchre (docs/rules/euchre.md §14): each its own engine table.
  "euchre-2": ["euchre", "euchre-2"],
  "euchre-3": ["euchre", "euchre-3"],
  "euchre-railroad": ["euchre", "euchre-railroad"],
  "euchre-british": ["euchre", "euchre-british"],
  "euchre-32": ["euchre", "euchre-32"],
  "euchre-32-7": ["euchre", "euchre-32-7"],
  // The other forms of Sixty-six (docs/rules/sixty-six.md §15): one engine, a table each.
  "sixty-six-4": ["sixty_six_forms", "sixty-six-4"],
  "sixty-six-throat-cut": ["sixty_six_forms", "sixty-six-throat-cut"],
  "sixty-six-team": ["sixty_six_forms", "sixty-six-team"],
  "sixty-six-3": ["sixty_six_forms", "sixty-six-3"],
  "sixty-three": ["sixty_three", "sixty_three"],
  sixty_three: ["sixty_three", "sixty_three"],
};
const CARD = /^(?:[2-9TJQKA][CDHS]|XJ)$/;

// ---------- errors ----------------------------------------------------------------------------
/** A parameter or position the frame cannot show: a code (docs/embed.md) and the words. */
class EmbedError extends Error {
  /** @param {string} code @param {Record<string, string | number>} [params] */
  constructor(code, params = {}) {
    super(t(`embed.error.${code}`, params));
    this.code = code;
  }
}

// ---------- messages --------------------------------------------------------------------------
/** Posts `{source: "cardtable", type, ...data}` to the host page (nothing when not framed).
 *  @param {string} type @param {Record<string, any>} [data] */
function post(type, data = {}) {
  const msg = { source: "cardtable", type, ...data };
  /** @type {any} */ (window).__posted?.push(msg);
  if (window.parent !== window) window.parent.postMessage(msg, "*");
}

// ---------- parameters ------------------------------------------------------------------------
/** base64url → text. @param {string} s */
function unb64(s) {
  const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}
/** text → base64url (no padding). @param {string} s */
function b64(s) {
  let bin = "";
  for (const b of new TextEncoder().encode(s)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** `rules`: a JSON object, or the same JSON as base64url (either is URL-safe once encoded).
 *  @param {string | null} raw @returns {Record<string, any>} */
function parseRules(raw) {
  if (raw == null || raw === "") return {};
  let v;
  try { v = JSON.parse(raw.trim().startsWith("{") ? raw : unb64(raw)); } catch (e) {
    throw new EmbedError("bad_rules", { detail: String(/** @type {any} */ (e)?.message ?? e) });
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) throw new EmbedError("bad_rules", { detail: raw });
  return v;
}

/**
 * Everything the frame is asked to show, checked.
 * @typedef {object} Params
 * @property {string} game   the name as given
 * @property {GamePlugin} plugin  (set by boot: each game's module is imported when needed)
 * @property {string} engineId  the engine's folder (euchre, sixty_six, sixty_three)
 * @property {string} table  the engine's table name (schnapsen is a Sixty-six table)
 * @property {Record<string, any>} rules  the page options as given
 * @property {Record<string, any>} engineRules  what the engine's table is opened with
 * @property {string} deal
 * @property {string | null} record
 * @property {number} seat
 * @property {boolean} open
 * @property {string} mode
 * @property {number | "last" | null} step
 * @property {boolean} autoplay
 * @property {number} delay  ms between two actions
 * @property {string} theme
 * @property {boolean} controls
 * @property {string} level
 * @property {string} lang
 */

/** @param {Record<string, string | null | undefined>} q @returns {Params} */
function readParams(q) {
  const game = (q.game ?? "").trim().toLowerCase();
  const names = /** @type {Record<string, string[]>} */ (GAME_NAMES)[game];
  if (!names) throw new EmbedError("unknown_game", { value: game });
  const plugin = /** @type {GamePlugin} */ (/** @type {unknown} */ (null));
  const rules = parseRules(q.rules ?? null);
  const [table, engineRules] = [names[1], rules];
  const mode = q.mode ?? "replay";
  if (!MODES.includes(mode)) throw new EmbedError("bad_mode", { value: mode });
  const deal = q.deal ?? "";
  if (!deal) throw new EmbedError("missing_deal");
  const seatRaw = q.seat ?? "0";
  if (!/^\d{1,2}$/.test(seatRaw)) throw new EmbedError("bad_seat", { value: seatRaw });
  const stepRaw = q.step ?? null;
  let step = /** @type {number | "last" | null} */ (null);
  if (stepRaw != null && stepRaw !== "") {
    if (stepRaw === "last") step = "last";
    else if (/^\d{1,4}$/.test(stepRaw)) step = Number(stepRaw);
    else throw new EmbedError("bad_step", { value: stepRaw, total: "…" });
  }
  const speed = q.speed ?? "normal";
  const delay = /** @type {Record<string, number>} */ (SPEEDS)[speed] ?? (/^\d{1,5}$/.test(speed) ? Number(speed) : NaN);
  if (!Number.isFinite(delay)) throw new EmbedError("bad_param", { name: "speed", value: speed });
  const theme = q.theme ?? "auto";
  if (!["light", "dark", "auto"].includes(theme)) throw new EmbedError("bad_param", { name: "theme", value: theme });
  const level = q.level ?? DEFAULT_LEVEL;
  if (!LEVELS.includes(level)) throw new EmbedError("bad_param", { name: "level", value: level });
  const flag = (/** @type {string} */ name, /** @type {boolean} */ dflt) => {
    const v = q[name];
    if (v == null || v === "") return dflt;
    if (v === "1" || v === "true") return true;
    if (v === "0" || v === "false") return false;
    throw new EmbedError("bad_param", { name, value: v });
  };
  return {
    game, plugin, engineId: names[0], table, rules, engineRules, deal,
    record: q.record || null, seat: Number(seatRaw), open: flag("open", false), mode, step,
    autoplay: flag("autoplay", mode === "demo"), delay, theme, controls: flag("controls", true), level,
    lang: q.lang ?? "en",
  };
}

// ---------- the record: the hand's actions, URL-safe ------------------------------------------
// One token per action, joined by ".": the action's index among the legal actions listed
// for the seat to move, in base 36 ("0".."z"); an action the list does not name (a set of
// cards chosen from the hand) is "~" + the action's JSON in base64url.

/** Two actions are the same (arrays of cards in any order). @param {any} a @param {any} b */
function same(a, b) {
  const canon = (/** @type {any} */ x) => JSON.stringify(x, (_, v) =>
    (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]]))
      : Array.isArray(v) && v.every((c) => typeof c === "string") ? [...v].sort() : v));
  return canon(a) === canon(b);
}

/** The legal actions of the seat to move. @param {Table} table @returns {Action[]} */
function legalOf(table) {
  const v = /** @type {any} */ (table.view(0));
  const s = v.to_move;
  if (s == null || v.phase === "hand_over" || v.phase === "game_over") return [];
  return /** @type {any} */ (table.view(s)).legal ?? [];
}

/** @param {Table} table  at the position before `action` @param {Action} action */
function encodeAction(table, action) {
  const i = legalOf(table).findIndex((l) => same(l, action));
  return i >= 0 ? i.toString(36) : "~" + b64(JSON.stringify(action));
}

/** The action a token names at this position (null when it names none).
 *  @param {Table} table @param {string} token @returns {Action | null} */
function decodeAction(table, token) {
  if (token.startsWith("~")) {
    try { return JSON.parse(unb64(token.slice(1))); } catch { return null; }
  }
  if (!/^[0-9a-z]{1,2}$/.test(token)) return null;
  return legalOf(table)[parseInt(token, 36)] ?? null;
}

/** The `record` parameter that names these actions of the hand (see above).
 *  @param {Run} r @param {Action[]} [actions] */
function recordCode(r, actions = r.record) {
  const table = freshTable(r.engine, r.p, Array(r.count).fill("human"));
  try {
    return actions.map((a) => {
      const token = encodeAction(table, a);
      table.play(a);
      return token;
    }).join(".");
  } finally {
    table.free?.();
  }
}

/** Apply an action for whoever is to move (a bot's through applyBotAction). @param {Table} table @param {Action} a */
function applyAny(table, a) {
  return table.toMoveIsBot() ? table.applyBotAction(a) : table.play(a);
}

/** Has the hand ended at this position? @param {Table} table */
const handOver = (table) => ["hand_over", "game_over"].includes(/** @type {any} */ (table.view(0)).phase);

// ---------- the frame's state -----------------------------------------------------------------
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const root = $("embed");

/** What is on show. Replaced by every boot (a `load` message boots again).
 * @typedef {object} Run
 * @property {Params} p
 * @property {EngineBindings} engine
 * @property {Action[]} record  the whole hand's actions (the known part, in play mode)
 * @property {number} n  the position shown: after the first n actions
 * @property {number} count  the table's seats
 * @property {Table} table  the engine's table at position n (seats as the mode needs)
 * @property {TableView} tv
 * @property {Ui} ui
 * @property {boolean} live
 * @property {boolean} playing  a demo running
 * @property {boolean} busy
 * @property {boolean} ended  hand_end posted
 * @property {"choose" | "answered" | "playing" | null} puzzle
 */
/** @type {Run | null} */
let run = null;

/** The seats for a table of this mode: who is a human (plays through `play`).
 *  @param {Params} p @param {number} count */
function seatsFor(p, count) {
  return Array.from({ length: count }, (_, s) =>
    p.mode === "replay" ? "human" : (p.mode === "play" || p.mode === "puzzle") && s === p.seat ? "human" : p.level);
}

/** A table at the deal's start. @param {EngineBindings} engine @param {Params} p @param {string[]} seats */
function freshTable(engine, p, seats) {
  const r = Object.keys(p.engineRules).length ? p.engineRules : null;
  try {
    return engine.Table.atDeal(p.table, r, p.deal, seats);
  } catch (e) {
    const code = /** @type {any} */ (e)?.code;
    if (code === "bad_deal_code") throw new EmbedError("bad_deal_code", { value: p.deal });
    if (code === "bad_options" || code === "bad_input") {
      const err = /** @type {any} */ (e);
      throw new EmbedError("bad_rules", { detail: err?.key ? msg({ key: err.key, params: err.params ?? {} }, String(err.message)) : String(err?.message) });
    }
    throw e;
  }
}

/** How many seats the table of these rules has. @param {EngineBindings} engine @param {Params} p */
function seatCount(engine, p) {
  for (let n = 2; n <= 4; n++) {
    try {
      const tb = freshTable(engine, p, Array(n).fill("human"));
      tb.free?.();
      return n;
    } catch (e) {
      if (/** @type {any} */ (e)?.code !== "bad_seats") throw e;
    }
  }
  throw new EmbedError("internal", { detail: "seats" });
}

/** The table at position `n` of `record` (rebuilt from the deal: steps back are cheap).
 *  @param {Run} r @param {number} n */
function tableAt(r, n) {
  const table = freshTable(r.engine, r.p, seatsFor(r.p, r.count));
  for (let i = 0; i < n; i++) applyAny(table, r.record[i]);
  return table;
}

// ---------- what leaves the frame ---------------------------------------------------------------
/** Every card code in a JSON value. @param {any} x @param {Set<string>} [out] */
function cardsIn(x, out = new Set()) {
  if (typeof x === "string") { if (CARD.test(x)) out.add(x); }
  else if (Array.isArray(x)) for (const v of x) cardsIn(v, out);
  else if (x && typeof x === "object") for (const v of Object.values(x)) cardsIn(v, out);
  return out;
}

/** An action as the viewer's seat may know it: its cards only where the viewer's view (before
 *  or after it) shows them; any other card becomes null. Built from views, never the true state.
 *  @param {Run} r @param {any} before  the viewer's view before the action @param {any} after @param {Action} a */
function publicAction(r, before, after, a) {
  if (r.p.mode === "replay" && r.p.open) return a;
  const seen = new Set([...cardsIn(before), ...cardsIn(after)]);
  const redact = (/** @type {any} */ x) => (typeof x === "string" ? (CARD.test(x) && !seen.has(x) ? null : x)
    : Array.isArray(x) ? x.map(redact) : x && typeof x === "object" ? Object.fromEntries(Object.entries(x).map(([k, v]) => [k, redact(v)])) : x);
  return redact(a);
}

// ---------- drawing -----------------------------------------------------------------------------
// The host sizes the frame from `resize` (the content's height, whenever it changes): a
// ResizeObserver, and a measure after every redraw (a browser may not run the observer in a
// frame that is off screen, and the host still wants its height).
const sizing = { last: 0 };
function reportHeight() {
  const h = Math.ceil(root.getBoundingClientRect().height);
  if (h !== sizing.last) {
    sizing.last = h;
    post("resize", { height: h });
  }
}

/** Draw position r.n. @param {Run} r @param {boolean} myTurn */
function draw(r, myTurn = false) {
  const v = /** @type {View} */ (r.table.view(r.p.seat));
  r.ui.trick = v.trick ? v.trick.slice() : [];
  r.ui.myTurn = myTurn;
  r.ui.kitty = undefined;
  r.tv.render(v, r.ui);
  if (r.p.mode === "replay" && r.p.open) openHands(r, v);
  root.dataset.turn = myTurn ? "you" : handOver(r.table) ? "hand_over" : "waiting";
  root.dataset.step = String(r.n);
  const total = r.record.length;
  $("emb-step").textContent = r.n === 0 ? t("embed.step_start", { total }) : t("embed.step", { n: r.n, total });
  for (const id of ["emb-first", "emb-prev"]) /** @type {HTMLButtonElement} */ ($(id)).disabled = r.n === 0 || r.busy;
  for (const id of ["emb-next", "emb-last"]) /** @type {HTMLButtonElement} */ ($(id)).disabled = r.n >= total || r.busy;
  $("emb-play").textContent = r.playing ? t("embed.pause") : t("embed.play");
  $("emb-play").setAttribute("aria-pressed", String(r.playing));
  reportHeight();
}

/** open=1 in a replay: every seat's hand face up. @param {Run} r @param {View} v */
function openHands(r, v) {
  for (let s = 0; s < v.players; s++) {
    if (s === r.p.seat) continue;
    const hand = r.tv.seatEl(s)?.querySelector(".hand");
    const cards = /** @type {string[]} */ (/** @type {any} */ (r.table.view(s)).hand ?? []);
    if (hand) hand.replaceChildren(...cards.map((c) => makeCard(c)));
    hand?.classList.add("open");
  }
}

/** Words for an action (a card's short name, or the game's button label, as text).
 *  @param {Run} r @param {Action} a @param {View} v */
function actionWords(r, a, v) {
  const cards = [...cardsIn(a)];
  if (cards.length && (a.card || a.cards)) return cards.map(cardText).join(" ");
  const box = document.createElement("span");
  box.innerHTML = r.p.plugin.actionLabel(/** @type {any} */ (a), v);
  return box.textContent?.trim() || String(a.action ?? "");
}

/** The panel under the prompt (puzzle answers, the hand's end). @param {(string | Node)[]} parts */
function panel(...parts) {
  const el = $("embed-panel");
  el.replaceChildren(...parts);
  el.hidden = parts.length === 0;
  reportHeight();
}

/** Show the hand's end and post `hand_end` once. @param {Run} r */
function endOfHand(r) {
  if (!handOver(r.table)) return;
  const v = /** @type {any} */ (r.table.view(r.p.seat));
  const again = document.createElement("button");
  again.type = "button";
  again.className = "btn small";
  again.textContent = t("embed.again");
  again.addEventListener("click", () => { if (run === r) go(r, 0); });
  const p = document.createElement("p");
  p.textContent = t("embed.hand_over", { scores: (v.scores ?? []).join(" – ") });
  panel(p, ...(r.p.mode === "replay" ? [] : [again]));
  if (r.ended) return;
  r.ended = true;
  // The viewer's view only: scores, and the hand's result as the viewer's seat sees it.
  post("hand_end", { result: { scores: v.scores, result: v.hand_result ?? null, deal: v.deal_code } });
}

// ---------- moving ------------------------------------------------------------------------------
/** Post the action messages for record[from..to) (public forms) and `step`.
 *  @param {Run} r @param {number} from @param {number} to */
function postSteps(r, from, to) {
  if (to === from + 1) {
    const before = tableAt(r, from);
    const vb = before.view(r.p.seat);
    const seat = /** @type {any} */ (before.view(0)).to_move;
    before.free?.();
    const va = r.table.view(r.p.seat);
    post("action", { seat, action: publicAction(r, vb, va, r.record[from]) });
  }
  post("step", { n: r.n, total: r.record.length });
}

/** Show position `n` (clamped). @param {Run} r @param {number} n */
function go(r, n) {
  if (!run || run !== r || r.busy) return;
  n = Math.max(0, Math.min(r.record.length, Math.floor(n)));
  const from = r.n;
  if (r.p.mode === "play" || r.p.mode === "puzzle") return;
  const old = r.table;
  r.n = n;
  r.table = tableAt(r, n);
  old.free?.();
  if (!handOver(r.table)) panel();
  draw(r);
  postSteps(r, from, n);
  if (handOver(r.table)) endOfHand(r);
}

/** The demo: one action per `delay` until the end or a pause. @param {Run} r */
async function demo(r) {
  if (r.playing) return;
  r.playing = true;
  const mine = ++demos.n; // a pause and a play within one delay: the older loop stops
  if (r.n >= r.record.length) go(r, 0);
  draw(r);
  while (run === r && r.playing && demos.n === mine && r.n < r.record.length) {
    await new Promise((res) => setTimeout(res, r.p.delay));
    if (run !== r || !r.playing || demos.n !== mine) return;
    go(r, r.n + 1);
  }
  r.playing = false;
  if (run === r) draw(r);
}
const demos = { n: 0 };

/** @param {Run} r */
function pause(r) { r.playing = false; draw(r); }

/** The bots play the deal out from the table's position, recording their actions (the worker
 *  thinks; its answers are deterministic, so a deal code names a whole hand).
 *  @param {string} engineId @param {Table} table @param {Action[]} into @param {() => boolean} alive */
async function botsPlayOut(engineId, table, into, alive) {
  while (!handOver(table)) {
    if (!alive()) return;
    const a = await ask(engineId, table.save(), "bot");
    applyAny(table, a);
    into.push(a);
  }
}

// ---------- play and puzzle ---------------------------------------------------------------------
/** May the viewer act now? @param {Run} r */
function myTurn(r) {
  const v = /** @type {View} */ (r.table.view(r.p.seat));
  return !handOver(r.table) && (r.p.plugin.myTurn ? r.p.plugin.myTurn(v) : v.legal.length > 0);
}

/** The viewer plays `a` (play mode, or after a puzzle's answer). @param {Run} r @param {Action} a */
async function humanActs(r, a) {
  const vb = r.table.view(r.p.seat);
  r.table.play(a);
  r.record = r.record.slice(0, r.n);
  r.record.push(a);
  r.n++;
  post("action", { seat: r.p.seat, action: publicAction(r, vb, r.table.view(r.p.seat), a) });
  post("step", { n: r.n, total: r.record.length });
  await botsMove(r);
}

/** Bots move (one per `delay`) until the viewer's turn or the hand's end. @param {Run} r */
async function botsMove(r) {
  r.busy = true;
  draw(r);
  try {
    while (run === r && !handOver(r.table) && r.table.toMoveIsBot()) {
      const position = r.table.save();
      const [a] = await Promise.all([ask(r.p.engineId, position, "bot"), new Promise((res) => setTimeout(res, r.p.delay))]);
      if (run !== r) return;
      const vb = r.table.view(r.p.seat);
      const seat = /** @type {any} */ (r.table.view(0)).to_move;
      applyAny(r.table, a);
      r.record = r.record.slice(0, r.n);
      r.record.push(a);
      r.n++;
      draw(r);
      post("action", { seat, action: publicAction(r, vb, r.table.view(r.p.seat), a) });
      post("step", { n: r.n, total: r.record.length });
    }
  } finally {
    r.busy = false;
  }
  if (run !== r) return;
  draw(r, myTurn(r));
  endOfHand(r);
}

/** The puzzle's answer: the expert's choice and its reason. @param {Run} r @param {Action} chosen */
async function answerPuzzle(r, chosen) {
  r.puzzle = "answered";
  r.busy = true;
  const v = /** @type {View} */ (r.table.view(r.p.seat));
  draw(r, false);
  panel(Object.assign(document.createElement("p"), { textContent: t("embed.thinking") }));
  let hint;
  try {
    hint = await ask(r.p.engineId, r.table.save(), "hint", r.p.seat);
  } finally {
    r.busy = false;
  }
  if (run !== r) return;
  const correct = same(chosen, hint.action);
  post("puzzle", { chosen, expected: hint.action, correct });
  root.dataset.puzzle = correct ? "correct" : "wrong";
  const verdict = document.createElement("p");
  verdict.className = correct ? "emb-right" : "emb-wrong";
  verdict.textContent = `${t(correct ? "embed.correct" : "embed.wrong")} ${t("embed.you_chose", { action: actionWords(r, chosen, v) })}`;
  const why = document.createElement("p");
  why.className = "emb-why";
  why.textContent = t("embed.expert", { action: actionWords(r, hint.action, v), reason: msg(hint.why) });
  const out = document.createElement("button");
  out.type = "button";
  out.className = "btn small";
  out.id = "emb-playout";
  out.textContent = t("embed.play_out");
  out.addEventListener("click", () => {
    if (run !== r || r.puzzle !== "answered") return;
    r.puzzle = "playing";
    panel();
    humanActs(r, chosen).catch((e) => fail(e));
  });
  panel(verdict, why, out);
  draw(r, false);
}

/** A card or button of the viewer's: play it, or answer the puzzle with it. @param {Run} r @param {Action} a */
function chosen(r, a) {
  if (r.busy || !myTurn(r)) return;
  if (r.p.mode === "puzzle" && r.puzzle === "choose") return void answerPuzzle(r, a).catch((e) => fail(e));
  humanActs(r, a).catch((e) => fail(e));
}

$("seat-bottom").addEventListener("click", (e) => {
  const r = run;
  const card = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest(".hand .card"));
  if (!r || !card || r.busy || !r.ui.myTurn) return;
  const code = /** @type {string} */ (card.dataset.card);
  const v = /** @type {View} */ (r.table.view(r.p.seat));
  if (r.p.plugin.onCard?.(code, v, r.ui)) return draw(r, true); // a card of a set to choose
  const token = r.p.plugin.tokenForCard ? r.p.plugin.tokenForCard(code, v) : v.legal.find((x) => x.card === code);
  if (token) chosen(r, /** @type {any} */ (token));
  else showReason(msg(/** @type {any} */ (v).illegal_msg?.[code]));
});
bindHandKeys($("seat-bottom"));
$("actions").addEventListener("click", (e) => {
  const r = run;
  const b = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest("button[data-index]"));
  if (!r || !b || r.busy || !r.ui.myTurn) return;
  const token = r.tv.legalTokens[Number(b.dataset.index)];
  if (token) chosen(r, /** @type {any} */ (token));
});

// ---------- controls ------------------------------------------------------------------------------
$("emb-first").addEventListener("click", () => run && go(run, 0));
$("emb-prev").addEventListener("click", () => run && go(run, run.n - 1));
$("emb-next").addEventListener("click", () => run && go(run, run.n + 1));
$("emb-last").addEventListener("click", () => run && go(run, run.record.length));
$("emb-play").addEventListener("click", () => { if (run) run.playing ? pause(run) : demo(run); });
document.addEventListener("keydown", (e) => {
  const r = run;
  if (!r || e.altKey || e.ctrlKey || e.metaKey || r.p.mode === "play" || r.p.mode === "puzzle") return;
  const to = { ArrowLeft: r.n - 1, ArrowRight: r.n + 1, Home: 0, End: r.record.length }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  go(r, to);
});
addEventListener("hashchange", () => {
  const m = /^#(\d{1,4})$/.exec(location.hash);
  if (run && m) go(run, Number(m[1]));
});

// ---------- messages from the host ----------------------------------------------------------------
const logged = { bad: false };
addEventListener("message", (e) => {
  const d = e.data;
  if (!d || typeof d !== "object" || d.target !== "cardtable" || typeof d.type !== "string") {
    if (!logged.bad && !(d && typeof d === "object" && d.source === "cardtable")) {
      logged.bad = true;
      console.warn("cardtable embed: ignored a message that is not {target: \"cardtable\", type, …}");
    }
    return;
  }
  try {
    const r = run;
    if (d.type === "go" && r) {
      const to = d.step === "first" ? 0 : d.step === "last" ? r.record.length : Number(d.step);
      if (Number.isFinite(to)) go(r, to);
    } else if (d.type === "play" && r) demo(r);
    else if (d.type === "pause" && r) pause(r);
    else if (d.type === "load") {
      /** @type {Record<string, string | null>} */
      const q = Object.fromEntries(new URLSearchParams(location.search));
      for (const k of ["game", "rules", "deal", "record", "mode", "step"]) {
        if (d[k] != null) q[k] = typeof d[k] === "object" ? JSON.stringify(d[k]) : String(d[k]);
        else if (k === "record" || k === "step") delete q[k];
      }
      boot(q);
    } else if (!logged.bad) {
      logged.bad = true;
      console.warn(`cardtable embed: ignored message type ${String(d.type).slice(0, 40)}`);
    }
  } catch (err) {
    console.warn("cardtable embed: message not handled:", /** @type {any} */ (err)?.message ?? err);
  }
});

// ---------- boot ----------------------------------------------------------------------------------
/** Shows an error in the frame and posts it. @param {any} e */
function fail(e) {
  const err = e instanceof EmbedError ? e
    : new EmbedError(e?.code === "engine" ? "engine" : "internal", { detail: String(e?.message ?? e) });
  if (run) run.live = false;
  run = null;
  const box = $("embed-error");
  const h = document.createElement("strong");
  h.textContent = t("embed.error_title");
  const p = document.createElement("p");
  p.textContent = err.message;
  box.replaceChildren(h, p);
  box.hidden = false;
  $("table").hidden = true;
  $("embed-controls").hidden = true;
  $("embed-loading").hidden = true;
  root.dataset.state = "error";
  post("error", { code: err.code, message: err.message });
  reportHeight();
}

/** The link to the full game: index.html with the same game, rules and deal. @param {Params} p */
function fullGameLink(p) {
  // A named Euchre form opens as itself on the page too (`?game=euchre-2`).
  const named = p.table !== "schnapsen" && p.table !== p.plugin.id && p.plugin.forms?.some((f) => f.id === p.table);
  const q = new URLSearchParams({ game: named ? p.table : p.plugin.id, deal: p.deal });
  const rules = p.table === "schnapsen" ? { ...p.rules, preset: "schnapsen" } : p.rules;
  if (Object.keys(rules).length) q.set("rules", JSON.stringify(rules));
  return new URL("index.html?" + q, location.href).href;
}

let boots = 0;
/** Read the parameters and show the table. @param {Record<string, string | null | undefined>} q */
async function boot(q) {
  const mine = ++boots;
  if (run) { run.live = false; run.playing = false; run.table.free?.(); }
  run = null;
  root.dataset.state = "loading";
  $("embed-error").hidden = true;
  $("embed-loading").hidden = false;
  $("embed-loading").textContent = t("embed.loading");
  panel();
  delete root.dataset.puzzle;
  try {
    const p = readParams(q);
    // Only this game's plug-in (labels, scoreboard) is downloaded.
    try {
      p.plugin = (await import(`./games/${p.engineId}.js`)).default;
    } catch (e) {
      throw new EmbedError("engine", { detail: String(/** @type {any} */ (e)?.message ?? e) });
    }
    if (mine !== boots) return;
    if (p.table !== "schnapsen" && p.plugin.engineTable) [p.table, p.engineRules] = p.plugin.engineTable(p.rules);
    root.dataset.theme = p.theme;
    root.dataset.mode = p.mode;
    root.dataset.game = p.engineId;
    $("app").dataset.game = p.engineId; // each game's stylesheet is scoped to #app[data-game]
    document.getElementById("embed")?.setAttribute("data-open", String(p.open));
    document.documentElement.lang = locale(); // ?lang= (www/js/i18n.js reads it when it loads)
    $("embed-title").textContent = t(`games.${p.engineId}`); // the frame's heading, for screen readers
    const full = /** @type {HTMLAnchorElement} */ ($("emb-full"));
    full.href = fullGameLink(p);
    full.textContent = t("embed.full_game");
    let engine;
    try {
      engine = await engineFor(p.engineId, /** @type {any} */ ({}));
    } catch (e) {
      throw new EmbedError("engine", { detail: String(/** @type {any} */ (e)?.message ?? e) });
    }
    if (mine !== boots) return;
    const count = seatCount(engine, p);
    if (p.seat >= count) throw new EmbedError("bad_seat", { value: p.seat });
    // The record: from the address, else the bots play the deal out.
    const record = [];
    const scratch = freshTable(engine, p, Array(count).fill(p.level));
    try {
      if (p.record) {
        const tokens = p.record.split(".").filter(Boolean);
        const human = freshTable(engine, p, Array(count).fill("human"));
        try {
          for (const [i, tok] of tokens.entries()) {
            const a = handOver(human) ? null : decodeAction(human, tok);
            if (!a) throw new EmbedError("bad_record", { n: i + 1 });
            try { human.play(a); } catch { throw new EmbedError("bad_record", { n: i + 1 }); }
            record.push(a);
          }
        } finally {
          human.free?.();
        }
      }
      const needAll = p.mode === "replay" || p.mode === "demo";
      let step = p.step ?? 0;
      if (needAll || (step === "last" || step > record.length)) {
        // Play the recorded part, then let the bots finish (replay/demo, or a step past the record).
        for (const a of record) applyAny(scratch, a);
        if (!handOver(scratch)) {
          const more = [];
          $("embed-loading").textContent = t("embed.loading");
          await botsPlayOut(p.engineId, scratch, more, () => mine === boots);
          record.push(...more);
        }
      }
      if (mine !== boots) return;
      if (step === "last") step = record.length;
      if (step > record.length) throw new EmbedError("bad_step", { value: step, total: record.length });
      if (p.mode === "play" || p.mode === "puzzle") record.length = step; // the future is the reader's
      /** @type {Run} */
      const r = {
        p, engine, record, n: step, count, table: /** @type {any} */ (null), tv: new TableView(p.plugin),
        ui: { trick: [], myTurn: false, bubbles: true, kitty: undefined, hint: null, own: {} },
        live: true, playing: false, busy: false, ended: false, puzzle: null,
      };
      r.table = freshTable(engine, p, seatsFor(p, count));
      for (let i = 0; i < step; i++) {
        try { applyAny(r.table, record[i]); } catch { throw new EmbedError("bad_record", { n: i + 1 }); }
      }
      if (p.mode === "puzzle") {
        const v = /** @type {any} */ (r.table.view(0));
        if (handOver(r.table) || v.to_move !== p.seat) throw new EmbedError("not_your_move", { n: step });
        r.puzzle = "choose";
      }
      run = r;
      root.dataset.state = "ready";
      $("embed-loading").hidden = true;
      $("table").hidden = false;
      const stepping = p.mode === "replay" || p.mode === "demo";
      $("embed-controls").hidden = !p.controls || !stepping;
      $("emb-play").hidden = !stepping; // a replay may run by itself too (autoplay=1 or Play)
      if (p.mode === "puzzle") panel(Object.assign(document.createElement("p"), { textContent: t("embed.your_move") }));
      draw(r, p.mode === "puzzle" && myTurn(r));
      post("ready", { game: p.game, version: VERSION });
      post("step", { n: r.n, total: r.record.length });
      if (p.mode === "play") await botsMove(r);
      else if (stepping && handOver(r.table)) endOfHand(r);
      if (stepping && p.autoplay && run === r) demo(r);
    } finally {
      scratch.free?.();
    }
  } catch (e) {
    if (mine === boots) fail(e);
  }
}

// Labels of the controls (words from the catalogue).
for (const [id, key] of [["emb-first", "first"], ["emb-prev", "prev"], ["emb-next", "next"], ["emb-last", "last"]]) {
  $(id).textContent = t(`embed.${key}`);
  $(id).setAttribute("aria-label", t(`embed.${key}_aria`));
  $(id).title = t(`embed.${key}_aria`);
}

new ResizeObserver(reportHeight).observe(root);

// Test hook (the e2e tests read the record to check what left the frame) and the record
// code of the hand on show (docs/embed.md), e.g. to write a link to a position.
/** @type {any} */ (window).__embed = { get run() { return run; }, recordCode: () => (run ? recordCode(run) : null) };

{
  /** @type {Record<string, string>} */
  const q = Object.fromEntries(new URLSearchParams(location.search));
  const m = /^#(\d{1,4})$/.exec(location.hash);
  if (m && q.step == null) q.step = m[1];
  boot(q);
}
