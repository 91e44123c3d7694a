// @ts-check
// The animations every game shares: the deal, a card played to the trick, a trick gathered,
// a bid's bubble, and the plain redraw. A game's own animate() (games/*.js) sees each event
// first and leaves these to this module by returning false.
import { flyIn, flyOut, pop, sleep } from "./animate.js";
import { msg, t } from "./i18n.js";
import { makeBack, makeCard } from "./cards.js";
import { keepTrick, pace } from "./settings.js";

/** @typedef {import("./games/contract.js").Fx} Fx */
/** @typedef {import("./games/contract.js").Ui} Ui */
/** @typedef {import("./games/contract.js").View} View */
/** @typedef {import("./games/contract.js").GameEvent} GameEvent */
/** @typedef {import("./table.js").TableView} TableView */

/** A temporary card (null: a back) that flies from a rect to an element and disappears.
 *  @param {string | null} code @param {DOMRect} fromRect @param {Element} toEl */
export async function ghost(code, fromRect, toEl) {
  const el = code ? makeCard(code) : makeBack();
  el.classList.add("ghost");
  Object.assign(el.style, { left: `${fromRect.left}px`, top: `${fromRect.top}px` });
  document.body.append(el);
  await flyOut(el, toEl, { scale: 0.6 });
  el.remove();
}

/** Cards fly from the dealer to each seat, one round at a time, starting left of the dealer.
 *  @param {TableView} tv @param {number} players @param {number} dealer */
export async function dealAnimation(tv, players, dealer) {
  if (pace().anim <= 0) return;
  const n = players;
  const from = tv.anchorOf(dealer).getBoundingClientRect();
  /** @type {Promise<void>[]} */
  const jobs = [];
  const step = Math.min(45, 600 / 20);
  for (let k = 1; k <= n; k++) {
    const seat = (dealer + k) % n;
    const cards = /** @type {HTMLElement[]} */ ([...tv.seatEl(seat).querySelectorAll(".hand .card")]);
    cards.forEach((el, i) => {
      const delay = (i * n + k - 1) * step;
      jobs.push(flyIn(el, from, { delay, scaleFrom: 0.5, fade: true, ms: Math.min(380, pace().anim + 60) }));
    });
  }
  const kitty = tv.kittyCard();
  if (kitty) jobs.push(flyIn(kitty, from, { delay: jobs.length * step, scaleFrom: 0.5, fade: true }));
  await Promise.all(jobs);
}

/** The card that won a finished trick (Sixty-six's event names the lead and the follow).
 *  @param {any} ev @returns {string | undefined} */
function winningCard(ev) {
  const p = ev.plays?.find((/** @type {{ seat: number }} */ x) => x.seat === ev.winner);
  if (p) return p.card;
  if (ev.lead && ev.follow) return ev.winner === ev.leader ? ev.lead : ev.follow;
  return undefined;
}

/** The caption under a finished trick, made on first use. */
function trickCaption() {
  let el = document.getElementById("trick-why");
  if (!el) {
    el = document.createElement("p");
    el.id = "trick-why";
    el.className = "trick-why";
    el.setAttribute("role", "status");
    el.dataset.testid = "trick-why";
    document.getElementById("centre")?.append(el);
  }
  return el;
}

/** The last finished trick's winning card and the engine's reason, for the last-trick peek. */
export const lastWhy = { card: "", text: "", msg: /** @type {import("./i18n.js").Msg | null} */ (null) };

/** Clears the finished trick's caption. */
export function clearTrickWhy() {
  const el = document.getElementById("trick-why");
  if (el) { el.hidden = true; el.textContent = ""; delete el.dataset.wait; }
}

/**
 * The trick's caption as nodes: the winner's name in bold inside the language's whole sentence
 * (`board.trick_won`: the verb agrees with "you" or another seat, so words are never glued to a
 * name), e.g. "**You** won the trick with the A♦ — the highest trump played". Without a reason,
 * the name alone. @param {string} name @param {boolean} you @param {string} why
 * @returns {(string | HTMLElement)[]}
 */
export function trickWords(name, you, why) {
  const b = document.createElement("b");
  b.textContent = name;
  if (!why) return [b];
  const [before, after = ""] = t("board.trick_won", { who: you ? "you" : "other", seat: "\u0001", why }).split("\u0001");
  return [before, b, after].filter((x) => x !== "");
}

/** The trick's sentence as plain text (the screen reader's log). @param {string} name
 *  @param {boolean} you @param {string} why */
export function trickSentence(name, you, why) {
  return why ? t("board.trick_won", { who: you ? "you" : "other", seat: name, why }) : name;
}

/**
 * A trick is complete: mark the winning card, name the winner and the engine's reason
 * (`why`), and keep the trick up long enough to read — at least 1.2 s at every pace but
 * Instant (no wait there) — or, with the setting "Keep each finished trick until I tap", until a tap or a key.
 * @param {any} ev  the trick event @param {View} v @param {Fx} fx
 */
export async function holdTrick(ev, v, fx) {
  const { tv } = fx;
  const card = winningCard(ev);
  const won = card ? tv.trickCard(card) : null;
  won?.classList.add("won");
  const cap = trickCaption();
  cap.replaceChildren(...trickWords(tv.game.seatName(v, ev.winner), ev.winner === v.seat, msg(ev.why)));
  cap.hidden = false;
  lastWhy.card = card ?? "";
  lastWhy.text = "";
  lastWhy.msg = ev.why ?? null;
  if (keepTrick()) {
    const more = document.createElement("span");
    more.className = "trick-tap";
    more.textContent = t("page.tap_continue");
    cap.append(more);
    cap.dataset.wait = "1";
    const app = document.getElementById("app");
    if (app) app.dataset.wait = "trick";
    let tapped = false;
    const go = () => { tapped = true; };
    addEventListener("click", go, { capture: true });
    addEventListener("keydown", go, { capture: true });
    try {
      while (!tapped && fx.live()) await sleep(60);
    } finally {
      removeEventListener("click", go, { capture: true });
      removeEventListener("keydown", go, { capture: true });
      // The tap that continues is not also a card's click.
      setTimeout(() => { if (app) delete app.dataset.wait; }, 0);
    }
  } else if (fx.pace().anim > 0) {
    await sleep(Math.max(1200, fx.pace().delay * 1.6));
  }
  clearTrickWhy();
}

/**
 * The kit for one batch of events.
 * @param {object} b
 * @param {View | null} b.prev  the view drawn before the batch
 * @param {GameEvent[]} b.events
 * @param {TableView} b.tv
 * @param {Ui} b.ui
 * @param {(view: View) => void} b.draw  draws while the game is live
 * @param {() => boolean} b.live
 * @returns {Fx}
 */
export function makeFx({ prev, events, tv, ui, draw, live }) {
  return { prev, events, tv, ui, draw, live, ghost, pace, sleep, flyIn, flyOut, pop, holdTrick, cardsPlayed, trickGathered, scratch: {} };
}

// ---------- the table as the animation has got it ------------------------------------------
/** Fields a finished trick changes: counted once its cards have left the table. */
const TRICK_FIELDS = ["tricks_won", "tricks_won_by_team", "points_taken", "tricks_played", "last_trick"];

/**
 * The view as it stands between the events of one batch (`fx.scratch.run`): it starts from
 * the view drawn before the batch (the same deal), and each play and trick moves it on, so
 * that the counters, the points, whose turn and the prompt never show what the cards have
 * not yet done. The final view `v` is drawn by the events that end a hand.
 * @param {Fx} fx @param {View} v @returns {View}
 */
export function running(fx, v) {
  if (fx.scratch.run) return fx.scratch.run;
  const p = /** @type {any} */ (fx.prev);
  const same = p && p.deal_code === v.deal_code && p.phase !== "hand_over" && p.phase !== "game_over";
  const cur = structuredClone(same ? p : v);
  cur.legal = [];
  cur.illegal = {};
  fx.scratch.run = cur;
  return cur;
}

/** Who is to act once event `ev` is drawn: the next event's player, nobody while a finished
 *  trick is on the table, or the final view's player after the batch's last event.
 *  @param {Fx} fx @param {any} ev @param {View} v */
function nextToMove(fx, ev, v) {
  const next = /** @type {any} */ (fx.events[fx.events.indexOf(ev) + 1]);
  if (!next) return v.to_move;
  if ((next.type === "play" || next.type === "dump") && typeof next.seat === "number") return next.seat;
  return null;
}

/** Cards of seat `seat` went to the trick: the running view's hand and counts follow.
 *  @param {Fx} fx @param {any} ev @param {View} v @param {string[]} cards */
export function cardsPlayed(fx, ev, v, cards) {
  const cur = /** @type {any} */ (running(fx, v));
  if (ev.seat === v.seat && Array.isArray(cur.hand)) cur.hand = cur.hand.filter((/** @type {string} */ c) => !cards.includes(c));
  if (Array.isArray(cur.hand_counts) && typeof cur.hand_counts[ev.seat] === "number") {
    cur.hand_counts[ev.seat] = Math.max(0, cur.hand_counts[ev.seat] - cards.length);
  }
  cur.trick = fx.ui.trick.slice();
  cur.to_move = nextToMove(fx, ev, v);
  return cur;
}

/** A finished trick has left the table: its winner's counters move on (from the final view
 *  when no later trick is in the batch, else by the event) and the next player is up.
 *  @param {Fx} fx @param {any} ev @param {View} v */
export function trickGathered(fx, ev, v) {
  const cur = /** @type {any} */ (running(fx, v));
  const fin = /** @type {any} */ (v);
  const later = fx.events.slice(fx.events.indexOf(ev) + 1).some((e) => e.type === "trick");
  if (!later) {
    for (const k of TRICK_FIELDS) if (k in fin) cur[k] = structuredClone(fin[k]);
  } else {
    if (Array.isArray(cur.tricks_won)) cur.tricks_won[ev.winner] += 1;
    if (Array.isArray(cur.tricks_won_by_team)) cur.tricks_won_by_team[fx.tv.game.teamOf(v, ev.winner)] += 1;
    if (Array.isArray(cur.points_taken) && ev.credited) ev.credited.forEach((/** @type {number} */ x, /** @type {number} */ i) => { cur.points_taken[i] += x; });
    if (typeof cur.tricks_played === "number") cur.tricks_played += 1;
    if ("last_trick" in cur) cur.last_trick = { plays: ev.plays, winner: ev.winner, points: ev.points, credited: ev.credited };
  }
  cur.trick = [];
  cur.to_move = nextToMove(fx, ev, v);
  return cur;
}

/**
 * The shared animation of one event (`v` is the view after the whole batch).
 * @param {GameEvent} ev @param {View} v @param {Fx} fx
 */
export async function animateCommon(ev, v, fx) {
  const { tv, ui } = fx;
  const ms = fx.pace().anim;
  switch (ev.type) {
    case "deal":
      ui.trick = [];
      fx.draw(v);
      await dealAnimation(tv, v.players, ev.dealer);
      break;
    case "play": {
      const from = ev.seat === v.seat ? tv.handCard(ev.card) ?? tv.anchorOf(ev.seat) : tv.anchorOf(ev.seat);
      const fromRect = from.getBoundingClientRect();
      ui.trick = [...ui.trick.filter((p) => p.card !== ev.card), { seat: ev.seat, card: ev.card }];
      fx.draw(cardsPlayed(fx, ev, v, [ev.card]));
      await flyIn(tv.trickCard(ev.card), fromRect, { scaleFrom: ev.seat === v.seat ? 1 : 0.5 });
      break;
    }
    case "trick": {
      await holdTrick(ev, v, fx); // the winner, why, and time to see it
      if (!fx.live()) break;
      const to = tv.anchorOf(ev.winner);
      await Promise.all(tv.trickCards().map((el) => flyOut(el, to)));
      if (!fx.live()) break;
      ui.trick = [];
      fx.draw(trickGathered(fx, ev, v));
      pop(tv.seatEl(ev.winner)?.querySelector(".seat-head"));
      break;
    }
    case "bid":
      fx.draw(v);
      { // only a bubble that has something to say (round 1's passes have left in round 2)
        const b = tv.seatEl(ev.seat)?.querySelector(".bubble");
        if (b?.classList.contains("shown") && b.textContent?.trim()) pop(b);
      }
      break;
    default: // hand_over, scores, game_over, all_pass, and anything newer than this page
      fx.draw(v);
  }
}
