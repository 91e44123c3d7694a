// @ts-check
// Euchre for the page: words, layout hints and the animations of its own events (the
// upcard picked up, the dealer's discard, trump named, going alone). Every rule decision
// comes from the engine: this file only labels the tokens in view.legal and describes and
// draws what the view and the events say.
import { cardText, pip, suitLabel, suitOf, SUIT_NAMES } from "../cards.js";
import { gameResult, noResult, num, numbersTable, scoreboardHTML, scoreCell, teamChip } from "../summary.js";
import { t } from "../i18n.js";

/** @typedef {import("./contract.js").GamePlugin} GamePlugin */
/** @typedef {import("./contract.js").View} View */
/** @typedef {import("./contract.js").Fx} Fx */
/** @typedef {import("./contract.js").GameEvent} GameEvent */

/** The options offered in the settings panel (keys and values as the engine's options).
 *  @type {import("./contract.js").OptionSpec[]} */
const OPTIONS = [
  { key: "game_target", label: "Play to", type: "select",
    choices: [[5, "5 points"], [7, "7 points"], [10, "10 points"], [11, "11 points"]] },
  { key: "stick_the_dealer", label: "Stick the dealer (the dealer must name trump if all pass twice)",
    type: "bool" },
  { key: "allow_lone_defender", label: "A defender may defend alone", type: "bool" },
  { key: "lone_hand_lead", label: "Lead when someone is alone", type: "select",
    choices: [["left_of_lone_player", "Left of the lone player"], ["left_of_dealer", "Left of the dealer"]] },
  { key: "lone_defender_scoring", label: "A lone defender's euchre scores", type: "select",
    choices: [["always_4", "Always 4"], ["by_tricks", "By tricks (2, or 4 for all five)"]] },
  { key: "dealer_may_discard_upcard", label: "The dealer may discard the upcard", type: "bool" },
  { key: "joker", label: "Joker (the Benny, highest trump)", type: "select",
    choices: [["none", "No joker"], ["benny", "Benny"]] },
];

const SEAT_NAMES = { 2: ["You", "Opponent"], 3: ["You", "West", "East"], 4: ["You", "West", "Partner", "East"] };

function teamOf(view, seat) {
  return view.players === 4 && view.teams === 2 ? seat % 2 : seat;
}

function seatName(view, seat) {
  return (SEAT_NAMES[view.players] ?? SEAT_NAMES[4])[seat] ?? `Seat ${seat}`;
}

/** Label for one legal token, as HTML (buttons). */
function actionLabel(token, view) {
  const up = view.upcard;
  switch (token.action) {
    case "pass":
      return view.phase === "defender_alone" ? "Play with partner" : "Pass";
    case "order_up":
      return view.dealer === view.seat
        ? `Pick up ${up ? cardText(up) : ""}`
        : `Order up ${up && up !== "XJ" ? suitLabel(suitOf(up)) : ""}`;
    case "call":
    case "name_trump":
      return suitLabel(token.suit);
    case "alone":
      return view.phase === "defender_alone" ? "Defend alone" : "Go alone";
    case "partner":
      return "Play with partner";
    default: {
      const extra = token.suit ? " " + suitLabel(token.suit) : token.card ? " " + cardText(token.card) : "";
      return token.action.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase()) + extra;
    }
  }
}

/** Short words for a bid shown in a seat's speech bubble. */
function bidText(action, view, seat) {
  switch (action.action) {
    case "pass": return "Pass";
    case "order_up": return seat === view.dealer ? "Pick it up" : "Order up";
    case "call": case "name_trump": return `${pip(action.suit)}<span>${SUIT_NAMES[action.suit]}</span>`;
    case "alone": return "Alone!";
    case "partner": return "With partner";
    default: return action.action.replace(/_/g, " ");
  }
}

/** The line above the human's hand. */
function prompt(view, myTurn) {
  const who = view.to_move == null ? "" : seatName(view, view.to_move);
  if (view.phase === "hand_over" || view.phase === "game_over") return "";
  if (!myTurn) {
    if (view.active && view.active[view.seat] === false) return "You sit out this hand: your partner is playing alone.";
    if (view.to_move == null || view.to_move === view.seat) return "";
    const verb = view.phase === "play" ? "to play" : view.phase.startsWith("bid") || view.phase === "name_trump" ? "to bid" : "to decide";
    return `${who} ${verb}…`;
  }
  const dealer = view.dealer === view.seat;
  switch (view.phase) {
    case "bid1":
      return dealer ? `Pick up the ${cardText(view.upcard)} or pass?` : `Order up ${SUIT_NAMES[suitOf(view.upcard)] ?? "the upcard"} or pass?`;
    case "bid2":
      return view.legal.some((t) => t.action === "pass") ? "Name trump or pass." : "Stuck! The dealer must name trump.";
    case "name_trump": return "Name the trump suit.";
    case "discard": return "Discard one card (face down).";
    case "declarer_alone": return "You made trump. Go alone?";
    case "defender_alone": return "Defend alone?";
    case "best_discard": return "Discard one card for your partner's best.";
    case "give_best": return "Give your partner your best card.";
    case "play": return view.trick.length === 0 ? "Your lead." : "Your turn.";
    default: return "Your turn.";
  }
}

/** Badges next to a seat's name. */
function seatBadges(view, seat) {
  /** @type {[string, string][]} */
  const b = [];
  if (view.dealer === seat) b.push(["dealer", "Dealer"]);
  if (view.maker === seat) b.push(["maker", view.maker_alone ? "Maker · alone" : "Maker"]);
  if (view.lone_defender === seat) b.push(["alone", "Defends alone"]);
  if (view.active && view.active[seat] === false) b.push(["out", "Sits out"]);
  return b;
}

/** The scoreboard strip: score, trump and makers, tricks. @param {View} view */
function scoreboard(view) {
  const names = view.team_names ?? view.scores.map((_, i) => `Team ${i + 1}`);
  const short = view.players === 4 ? ["Us", "Them"] : names;
  const scores = view.scores.map((s, i) => teamChip(i, short[i] ?? names[i], num(s, `score-${i}`), names[i])).join("");
  let trump = `<span class="muted">not yet</span>`;
  if (view.trump) {
    const maker = view.maker == null ? "" : seatName(view, view.maker);
    trump = `${suitLabel(view.trump)}${maker ? `<span class="by">by ${maker}${view.maker_alone ? " <em>alone</em>" : ""}</span>` : ""}`;
  }
  const tricks = (view.tricks_won_by_team ?? []).map((t, i) => teamChip(i, short[i] ?? names[i], num(t), names[i])).join("");
  return scoreboardHTML(
    scoreCell("score", `Score <small>to ${view.target}</small>`, scores),
    scoreCell("trump", "Trump", trump, "trump"),
    scoreCell("tricks", "Tricks", tricks),
  );
}

/** What lies in the middle before play: the upcard (face up), or the turned-down kitty. */
function kitty(view) {
  if (!view.upcard) return null;
  const bidding = ["bid1", "bid2", "name_trump"].includes(view.phase);
  if (!bidding) return null;
  // Turned down in round 2, the card stays in sight (sideways and greyed): its suit may not be named.
  return { card: view.upcard, faceUp: true, turned: view.upcard_state !== "up",
    label: view.upcard_state === "up" ? "Upcard" : "Turned down" };
}

/** The bids in the seats' bubbles: round 1's passes go once round 2 starts; once trump is
 *  made, only the maker's call (and going alone) stays up, until the first card is played.
 *  @param {View} view */
function bids(view) {
  const all = view.bids ?? [];
  const round2 = view.upcard_state === "turned_down";
  const these = round2 ? all.slice(view.players) : all;
  if (view.phase !== "play") return these;
  const played = (view.tricks_won ?? []).reduce((a, b) => a + b, 0) + (view.trick?.length ?? 0);
  if (played > 0 || view.maker == null) return [];
  return these.filter((b) => b.seat === view.maker && b.action.action !== "pass");
}

/** The trumps in the hand, the left bower (and the Benny) included, carry the trump mark
 *  once trump is named (the engine lists them: view.hand_trumps). @param {View} view */
function handMarks(view) {
  const trumps = new Set(view.hand_trumps ?? []);
  return {
    data: (/** @type {string} */ code) => ({ trump: trumps.has(code) ? "1" : "" }),
    label: (/** @type {string} */ code) => (trumps.has(code) ? t("marks.trump") : ""),
  };
}

function outcomeTitle(r, view) {
  const mine = r.scoring_team === teamOf(view, view.seat);
  switch (r.outcome) {
    case "all_pass": return "Everyone passed";
    case "march": return mine ? "March!" : "They marched";
    case "euchred": return mine ? "Euchred them!" : "Euchred";
    default: return mine ? "Hand made" : "They made it";
  }
}

/** The end-of-hand summary: title, the engine's sentence, and the numbers. @param {View} view */
function handSummary(view) {
  const r = view.hand_result;
  if (!r) return noResult("Hand over");
  const names = view.team_names ?? [];
  const rows = view.scores.map((s, i) => {
    const pts = r.scoring_team === i ? `+${r.points}` : "";
    return `<tr><th scope="row">${names[i] ?? `Team ${i + 1}`}</th><td>${view.tricks_won_by_team?.[i] ?? ""}</td><td class="pts">${pts}</td><td><b>${s}</b></td></tr>`;
  }).join("");
  return {
    title: outcomeTitle(r, view),
    summary: r.summary ?? "",
    numbers: numbersTable({ heads: ["Tricks", "Points", "Score"], rows, view }),
  };
}

/** @param {View} view */
function gameOver(view) {
  const names = view.team_names ?? [];
  const winner = view.winner ?? 0; // set once the game is over
  return gameResult({
    won: view.winner === teamOf(view, view.seat),
    summary: `${names[winner] ?? `Team ${winner + 1}`} reached ${view.target}.` +
      (view.hand_result?.summary ? ` Last hand: ${view.hand_result.summary}` : ""),
    sides: view.scores.map((s, i) => ({ name: names[i] ?? `Team ${i + 1}`, score: s, id: i, won: i === view.winner })),
  });
}

// ---------- animations of Euchre's own events ------------------------------------------------
/** The upcard turned at the deal, the dealer picking it up and discarding, trump named,
 *  a player going alone. The deal itself, plays, tricks and bids are the shared ones.
 *  @param {GameEvent} ev @param {View} v @param {Fx} fx */
async function animate(ev, v, fx) {
  const { tv, ui } = fx;
  const ms = fx.pace().anim;
  switch (ev.type) {
    case "deal":
      ui.kitty = ev.upcard ? { card: ev.upcard, faceUp: true, label: "Upcard" } : undefined;
      return false; // the shared deal animation
    case "pickup": {
      const src = tv.kittyCard()?.getBoundingClientRect();
      ui.kitty = null;
      fx.draw(v);
      if (src && ms > 0) {
        if (ev.seat === v.seat && tv.handCard(ev.card)) await fx.flyIn(tv.handCard(ev.card), src);
        else await fx.ghost(ev.card, src, tv.anchorOf(ev.seat));
      }
      return true;
    }
    case "discard": {
      const src = tv.anchorOf(ev.seat).getBoundingClientRect();
      fx.draw(v);
      if (ms > 0) await fx.ghost(null, src, /** @type {HTMLElement} */ (document.getElementById("centre")));
      return true;
    }
    case "trump":
      fx.draw(v);
      fx.pop(document.querySelector('[data-testid="trump"]'));
      return true;
    case "alone":
    case "defend_alone":
      fx.draw(v);
      fx.pop(tv.seatEl(ev.seat)?.querySelector(".seat-head"));
      if (ms > 0) await fx.sleep(ms);
      return true;
    default:
      return false;
  }
}

/** @type {GamePlugin} */
const euchre = {
  id: "euchre",
  title: "Euchre",
  blurb: "Four players, two partnerships, 24 cards. Bowers, going alone, first side to 10.",
  available: true,
  options: OPTIONS,
  seats(options) {
    const n = Number(options?.players ?? 4);
    return ["human", ...Array(n - 1).fill("club")];
  },
  seatName, teamOf, actionLabel, bidText, prompt, seatBadges, scoreboard, kitty, handSummary, gameOver, bids,
  /** Phases in which a seat's bid bubble stays up (in play, the maker's call until the first card). */
  biddingPhases: ["bid1", "bid2", "name_trump", "discard", "declarer_alone", "defender_alone", "play"],
  animate,
  handMarks,
  peek: true,
};

export default euchre;
