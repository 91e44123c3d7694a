// @ts-check
// The statistics' bookkeeping (issue #14), loaded with the page: the stored record and the
// counting at each hand's and game's end. The statistics screen (stats.js, plots and all)
// is imported when the player opens it.
import { store } from "./settings.js";

/** The stored record's version. A record of an older version is read and brought up to this
 *  one (missing fields start at zero), never dropped. */
export const STATS_VERSION = 1;
export const KEY = "stats";
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
export const saveStats = (s) => store.set(KEY, s);

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
    // Each pedro (the 5s of trump's colour, §2.3) the hand gave a side, once per card.
    const pedros = Array.isArray(r.pedros) ? r.pedros : [0, 0];
    for (let i = 0; i < (pedros[mine] ?? 0); i++) ev.push("pedros_taken");
    for (let i = 0; i < (pedros[1 - mine] ?? 0); i++) ev.push("pedros_lost");
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

// ---------- the running game, for the screen --------------------------------------------------
/** What the screen shows besides the stored numbers: the running game's scores by hand. */
/** @typedef {{ form: string, scores: number[][], names: string[], decisions: number, matched: number }} LiveGame */
/** @type {{ current: () => LiveGame | null }} */
const live = { current: () => null };
/** @param {() => LiveGame | null} f */
export function onCurrentGame(f) { live.current = f; }
/** The running game, as the statistics screen shows it. */
export const currentGame = () => live.current();

