// @ts-check
// The hand records' light part (issue #14), loaded with the page: what play needs at each
// hand's start and end (the record, its points, the comparison line). The review itself
// (review.js) is imported when the player opens it.
import { t } from "./i18n.js";
import { signed } from "./summary.js";

/** @typedef {import("./review.js").HandRecord} HandRecord */

/** The match save `save` with its hand's actions replaced by `actions` (and the seats by
 *  `seats`, if given). @param {string} save @param {any[]} actions @param {string[]} [seats] */
export function withActions(save, actions, seats) {
  const o = JSON.parse(save);
  const s = JSON.parse(o.session);
  s.actions = actions;
  o.session = JSON.stringify(s);
  if (seats) o.seats = seats;
  return JSON.stringify(o);
}

/** The session part of a save. @param {string} save */
export const sessionOf = (save) => JSON.parse(JSON.parse(save).session);

/** The start of the hand in progress, from a save taken during it (its scores are still the
 *  ones before the hand). @param {string} save */
export const startOf = (save) => withActions(save, []);

/** The record of a finished hand. @param {string} start @param {string} end  a save once the
 *  hand is over @param {string} code @param {number} mine @returns {HandRecord} */
export function handRecord(start, end, code, mine) {
  const s = sessionOf(end);
  return { code, start, actions: s.actions, before: sessionOf(start).scores, after: s.scores, mine };
}

/** The human's side's points from a hand, and the best other side's.
 *  @param {{ before: number[], after: number[], mine: number }} r */
export function handPoints(r) {
  const d = r.after.map((x, i) => x - (r.before[i] ?? 0));
  return { mine: d[r.mine] ?? 0, theirs: Math.max(...d.filter((_, i) => i !== r.mine)) };
}

/** "You: +1 : 0 — The expert in your seat: +2 : 0". @param {HandRecord} rec */
export function compareText(rec) {
  if (!rec.expert) return "";
  const you = handPoints(rec);
  const ex = handPoints({ ...rec, after: rec.expert.after });
  return t("review.compare_line", { you: signed(you.mine), you_them: signed(you.theirs), expert: signed(ex.mine), expert_them: signed(ex.theirs) });
}
