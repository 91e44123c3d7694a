// @ts-check
// The screen reader's account of the table (issue #12): every public event in words and in
// order, in the page's language (a polite live log), "your turn" at once (assertive), and the
// state on demand (the R key). Only what the player's seat may see is ever said: the words
// come from the engine's events, which are public (a discard or a draw names no card), and
// from seat 0's view.
import { cardName } from "./cards.js";
import { msg, t } from "./i18n.js";
import { trickSentence } from "./effects.js";

/** @typedef {import("./games/contract.js").GamePlugin} GamePlugin */
/** @typedef {Record<string, any>} GameEvent */

/** The log keeps its last lines only: a screen reader has read them already. */
const MAX_LINES = 40;

const $ = (/** @type {string} */ id) => /** @type {HTMLElement | null} */ (document.getElementById(id));

/** Adds a line to the polite log. @param {string} text */
export function say(text) {
  const log = $("announce");
  if (!log || !text) return;
  const p = document.createElement("p");
  p.textContent = text;
  log.append(p);
  while (log.childElementCount > MAX_LINES) log.firstElementChild?.remove();
}

/** Says `text` at once (assertive), e.g. that it is the player's turn. @param {string} text */
export function sayNow(text) {
  const el = $("announce-now");
  if (!el || !text) return;
  el.textContent = "";
  // A new text node after a tick, so that the same words twice are announced twice.
  setTimeout(() => { el.textContent = text; }, 30);
}

/** The text of markup (a bid label may carry a suit's pip). @param {string} html */
function plain(html) {
  const d = document.createElement("div");
  d.innerHTML = html;
  return (d.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** A suit's name. @param {string} s */
const suit = (s) => t(`cards.suits.${s}`);

/**
 * One event in words, or "" for one that says nothing new (the trick's cards were said one by
 * one). `v` is seat 0's view after the batch (for names only).
 * @param {GamePlugin} game @param {GameEvent} ev @param {any} v
 */
export function describe(game, ev, v) {
  const seat = (/** @type {number} */ s) => game.seatName(v, s);
  switch (ev.type) {
    case "deal": return t("announce.deal", { seat: seat(ev.dealer) });
    case "bid":
    case "call": // the Sixty-six forms' auction
      if (ev.action) return t("announce.bid", { seat: seat(ev.seat), bid: plain(game.bidText(ev.action, v, ev.seat)) });
      return t("announce.bid", { seat: seat(ev.seat), bid: ev.bid == null ? t("announce.pass") : String(ev.bid) });
    case "auction_won": return t("announce.contract", { seat: seat(ev.declarer), contract: ev.contract });
    case "trump": return t("announce.trump", { seat: seat(ev.maker ?? ev.declarer ?? ev.seat), suit: suit(ev.suit) });
    case "pickup": return t("announce.pickup", { seat: seat(ev.seat), card: cardName(ev.card) });
    case "discard": return t("announce.discard", { seat: seat(ev.seat) });
    // §14.3: the event names no card; the lone human hears theirs from the table's note.
    case "best_exchange": return t("announce.best_exchange", { who: seat(ev.partner), seat: seat(ev.seat) });
    case "alone": return t("announce.alone", { seat: seat(ev.seat) });
    case "defend_alone": return t("announce.defend_alone", { seat: seat(ev.seat) });
    case "all_pass": return t("announce.all_pass");
    case "play": return t("announce.play", { seat: seat(ev.seat), card: cardName(ev.card) });
    case "trick": { // the engine's reason follows the winner's name, as in the trick's caption
      const why = ev.why ? msg(ev.why) : "";
      return why ? `${trickSentence(seat(ev.winner), ev.winner === v.seat, why)}.` : t("announce.trick", { seat: seat(ev.winner) });
    }
    case "exchange": return t("announce.exchange", { seat: seat(ev.seat), gave: cardName(ev.gave), took: cardName(ev.took) });
    case "close": return t("announce.close", { seat: seat(ev.seat) });
    case "marriage": return t("announce.marriage", { seat: seat(ev.seat), suit: suit(ev.suit), points: ev.points });
    case "draw": return ev.face_up ? t("announce.draw_trump", { seat: seat(ev.seat), card: cardName(ev.face_up) }) : "";
    case "declare": return t("announce.declare", { seat: seat(ev.seat), total: ev.total });
    case "drew": return t("announce.drew", { seat: seat(ev.seat), count: ev.count });
    case "scores": return t("announce.scores", { scores: (ev.scores ?? []).join(" : ") });
    case "game_over": return t("announce.game_over");
    default: return "";
  }
}

/**
 * The state in a few sentences (the R key): trump or contract, the trick so far, the score
 * and whose turn it is, all from the scoreboard and prompt the page shows and seat 0's view.
 * @param {GamePlugin} game @param {any} v
 */
export function stateText(game, v) {
  const parts = [];
  const board = $("scoreboard");
  if (board) parts.push(plain(board.innerHTML));
  const trick = (v?.trick ?? []).map((/** @type {{seat: number, card: string}} */ p) => `${game.seatName(v, p.seat)}: ${cardName(p.card)}`);
  parts.push(trick.length ? t("announce.trick_so_far", { cards: trick.join(", ") }) : t("announce.trick_empty"));
  const prompt = $("prompt");
  if (prompt?.textContent) parts.push(prompt.textContent.trim());
  return parts.filter(Boolean).join(". ");
}
