// @ts-check
// Euchre for the page: words, layout hints and the animations of its own events (the
// upcard picked up, the dealer's discard, trump named, going alone). Every rule decision
// comes from the engine: this file only labels the tokens in view.legal and describes and
// draws what the view and the events say.
import { cardText, makeBack, pip, suitLabel, suitOf, SUIT_NAMES } from "../cards.js";
import { gameResult, noResult, num, numbersTable, scoreboardHTML, scoreCell, teamChip } from "../summary.js";
import { msg, t } from "../i18n.js";

/** @typedef {import("./contract.js").GamePlugin} GamePlugin */
/** @typedef {import("./contract.js").View} View */
/** @typedef {import("./contract.js").Fx} Fx */
/** @typedef {import("./contract.js").GameEvent} GameEvent */

/** The options offered in the settings panel (keys and values as the engine's options).
 *  @type {import("./contract.js").OptionSpec[]} */
const OPTIONS = [
  { key: "game_target", label: "euchre.page_option.game_target.label", type: "select",
    choices: [[5, "euchre.page_option.game_target.5"], [7, "euchre.page_option.game_target.7"], [10, "euchre.page_option.game_target.10"], [11, "euchre.page_option.game_target.11"]] },
  { key: "stick_the_dealer", label: "euchre.page_option.stick_the_dealer.label",
    type: "bool" },
  { key: "allow_lone_defender", label: "euchre.page_option.allow_lone_defender.label", type: "bool" },
  { key: "lone_hand_lead", label: "euchre.page_option.lone_hand_lead.label", type: "select",
    choices: [["left_of_lone_player", "euchre.page_option.lone_hand_lead.left_of_lone_player"], ["left_of_dealer", "euchre.page_option.lone_hand_lead.left_of_dealer"]] },
  { key: "lone_defender_scoring", label: "euchre.page_option.lone_defender_scoring.label", type: "select",
    choices: [["always_4", "euchre.page_option.lone_defender_scoring.always_4"], ["by_tricks", "euchre.page_option.lone_defender_scoring.by_tricks"]] },
  { key: "dealer_may_discard_upcard", label: "euchre.page_option.dealer_may_discard_upcard.label", type: "bool" },
  { key: "joker", label: "euchre.page_option.joker.label", type: "select",
    choices: [["none", "euchre.page_option.joker.none"], ["benny", "euchre.page_option.joker.benny"]] },
  { key: "last_trick_peek", label: "euchre.page_option.last_trick_peek.label", type: "bool" },
];

/** The seats' catalogue keys (seats.*), by table size. */
const SEAT_NAMES = { 2: ["you", "opponent"], 3: ["you", "west", "east"], 4: ["you", "west", "partner", "east"] };

function teamOf(view, seat) {
  return view.players === 4 && view.teams === 2 ? seat % 2 : seat;
}

function seatName(view, seat) {
  const k = (SEAT_NAMES[view.players] ?? SEAT_NAMES[4])[seat];
  return k ? t(`seats.${k}`) : t("seats.seat", { n: seat });
}

/** Label for one legal token, as HTML (buttons). */
function actionLabel(token, view) {
  const up = view.upcard;
  switch (token.action) {
    case "pass":
      return t(view.phase === "defender_alone" ? "euchre.ui.play_with_partner" : "bids.pass");
    case "order_up":
      return view.dealer === view.seat
        ? t("euchre.ui.pick_up", { card: up ? cardText(up) : "" })
        : t("euchre.ui.order_up_suit", { suit: up && up !== "XJ" ? suitLabel(suitOf(up)) : "" });
    case "call":
    case "name_trump":
      return suitLabel(token.suit);
    case "alone":
      return t(view.phase === "defender_alone" ? "euchre.ui.defend_alone" : "euchre.ui.go_alone");
    case "partner":
      return t("euchre.ui.play_with_partner");
    default: {
      const extra = token.suit ? " " + suitLabel(token.suit) : token.card ? " " + cardText(token.card) : "";
      return token.action.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase()) + extra;
    }
  }
}

/** Short words for a bid shown in a seat's speech bubble. */
function bidText(action, view, seat) {
  switch (action.action) {
    case "pass": return t("bids.pass");
    case "order_up": return t(seat === view.dealer ? "euchre.ui.pick_it_up" : "euchre.ui.order_up");
    case "call": case "name_trump": return `${pip(action.suit)}<span>${t(`cards.suits.${action.suit}`)}</span>`;
    case "alone": return t("euchre.ui.alone_bid");
    case "partner": return t("euchre.ui.with_partner");
    default: return action.action.replace(/_/g, " ");
  }
}

/** The line above the human's hand. */
function prompt(view, myTurn) {
  const who = view.to_move == null ? "" : seatName(view, view.to_move);
  if (view.phase === "hand_over" || view.phase === "game_over") return "";
  if (!myTurn) {
    if (view.active && view.active[view.seat] === false) return t("euchre.ui.sit_out");
    if (view.to_move == null || view.to_move === view.seat) return "";
    // §14.3: calling for best, said as it happens (the lone player discards, the partner gives).
    const lone = view.to_move ^ 2;
    if (view.phase === "best_discard") return t("euchre.ui.wait_best_discard", { who });
    if (view.phase === "give_best") {
      return lone === view.seat ? t("euchre.ui.wait_gift_you") : t("euchre.ui.wait_gift", { who, seat: seatName(view, lone) });
    }
    const verb = view.phase === "play" ? "to_play" : view.phase.startsWith("bid") || view.phase === "name_trump" ? "to_bid" : "to_decide";
    return t(`prompt.${verb}`, { who });
  }
  const dealer = view.dealer === view.seat;
  switch (view.phase) {
    case "bid1":
      return dealer ? t("euchre.ui.prompt_pick_up", { card: cardText(view.upcard) })
        : SUIT_NAMES[suitOf(view.upcard)] ? t("euchre.ui.prompt_order_up", { suit: t(`cards.suits.${suitOf(view.upcard)}`) }) : t("euchre.ui.prompt_order_upcard");
    case "bid2":
      return t(view.legal.some((x) => x.action === "pass") ? "euchre.ui.prompt_bid2" : "euchre.ui.prompt_stuck");
    // §14.4: a turned-up Benny: the dealer names trump and takes it.
    case "name_trump": return t(view.upcard === "XJ" && dealer ? "euchre.ui.prompt_benny_up" : "euchre.ui.prompt_name_trump");
    case "discard": return t("euchre.ui.prompt_discard");
    case "declarer_alone": return t("euchre.ui.prompt_declarer_alone");
    case "defender_alone": return t("euchre.ui.prompt_defender_alone");
    case "best_discard": return t("euchre.ui.prompt_best_discard");
    case "give_best": return t("euchre.ui.prompt_give_best");
    case "play": return t(view.trick.length === 0 ? "prompt.your_lead" : "prompt.your_turn");
    default: return t("prompt.your_turn");
  }
}

/** Badges next to a seat's name. */
function seatBadges(view, seat) {
  /** @type {[string, string][]} */
  const b = [];
  if (view.dealer === seat) b.push(["dealer", t("badges.dealer")]);
  if (view.maker === seat) b.push(["maker", t(view.maker_alone ? "euchre.ui.maker_alone" : "euchre.ui.maker")]);
  if (view.lone_defender === seat) b.push(["alone", t("euchre.ui.defends_alone")]);
  if (view.active && view.active[seat] === false) b.push(["out", t("euchre.ui.sits_out")]);
  return b;
}

/** The scoreboard strip: score, trump and makers, tricks. @param {View} view */
function scoreboard(view) {
  const names = teamNames(view);
  const short = view.players === 4 ? [t("board.us"), t("board.them")] : names;
  const scores = view.scores.map((s, i) => teamChip(i, short[i] ?? names[i], num(s, `score-${i}`), names[i])).join("");
  let trump = `<span class="muted">${t("board.not_yet")}</span>`;
  if (view.trump) {
    const maker = view.maker == null ? "" : seatName(view, view.maker);
    trump = `${suitLabel(view.trump)}${maker ? `<span class="by">${t("board.by", { who: maker })}${view.maker_alone ? ` <em>${t("board.alone")}</em>` : ""}</span>` : ""}`;
  }
  const tricks = (view.tricks_won_by_team ?? []).map((t, i) => teamChip(i, short[i] ?? names[i], num(t), names[i])).join("");
  return scoreboardHTML(
    scoreCell("score", `${t("board.score")} <small>${t("board.to", { target: view.target })}</small>`, scores),
    scoreCell("trump", t("board.trump"), trump, "trump"),
    scoreCell("tricks", t("board.tricks"), tricks),
  );
}

/** What lies in the middle before play: the upcard (face up), or the turned-down kitty. */
function kitty(view) {
  if (!view.upcard) return null;
  const bidding = ["bid1", "bid2", "name_trump"].includes(view.phase);
  if (!bidding) return null;
  // Turned down in round 2, the card stays in sight (sideways and greyed): its suit may not be named.
  return { card: view.upcard, faceUp: true, turned: view.upcard_state !== "up",
    label: t(view.upcard_state === "up" ? "euchre.ui.upcard" : "euchre.ui.turned_down") };
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
function handMarks(view, _myTurn, ui) {
  const trumps = new Set(view.hand_trumps ?? []);
  const g = /** @type {any} */ (ui)?.own?.gift;
  // The card the partner passed the lone human (§14.3) stays marked until it is played.
  const gift = g && g.deal === view.deal_code && g.to === view.seat ? g.card : "";
  return {
    data: (/** @type {string} */ code) => ({ trump: trumps.has(code) ? "1" : "", gift: code === gift ? "1" : "" }),
    label: (/** @type {string} */ code) => [trumps.has(code) ? t("marks.trump") : "", code === gift ? t("euchre.ui.gift_mark") : ""].filter(Boolean).join(", "),
  };
}

/** The line that says what calling for best just did (§14.3), in the empty trick area, until
 *  the first card of the hand is played. @param {any} tv @param {View} view @param {any} ui */
function decorate(tv, view, ui) {
  const g = ui?.own?.gift;
  const played = (view.tricks_won ?? []).reduce((a, b) => a + b, 0) + (view.trick?.length ?? 0);
  const on = g && g.deal === view.deal_code && ["best_discard", "give_best", "play"].includes(view.phase) && played === 0;
  let el = document.getElementById("gift-note");
  if (!on) { if (el) el.hidden = true; return; }
  if (!el) {
    el = document.createElement("p");
    el.id = "gift-note";
    el.className = "game-extra gift-note";
    el.setAttribute("role", "status"); // said by a screen reader as it changes
    el.dataset.testid = "gift-note";
    document.getElementById("centre")?.append(el);
  }
  if (el.textContent !== g.text) el.textContent = g.text;
  el.hidden = false;
}

/** The sides' names from the engine's keys (team_keys), in the page's language. @param {View} view */
function teamNames(view) {
  // Two- and three-handed (§14.1–14.2): each side is one seat, called as its seat is.
  if (view.players !== 4) return view.scores.map((_, i) => seatName(view, i));
  const keys = /** @type {any[]} */ (view.team_keys ?? []);
  return view.scores.map((_, i) => (keys[i] ? msg(keys[i]) : t("msg.team.player", { n: i + 1 })));
}

function outcomeTitle(r, view) {
  const mine = r.scoring_team === teamOf(view, view.seat);
  switch (r.outcome) {
    case "all_pass": return t("euchre.ui.all_passed");
    case "march": return t(mine ? "euchre.ui.march" : "euchre.ui.they_marched");
    case "euchred": return t(mine ? "euchre.ui.euchred_them" : "euchre.ui.euchred");
    default: return t(mine ? "euchre.ui.hand_made" : "euchre.ui.they_made_it");
  }
}

/** The end-of-hand summary: title, the engine's sentence, and the numbers. @param {View} view */
function handSummary(view) {
  const r = view.hand_result;
  if (!r) return noResult(t("page.hand_over"));
  const names = teamNames(view);
  const rows = view.scores.map((s, i) => {
    const pts = r.scoring_team === i ? `+${r.points}` : "";
    return `<tr><th scope="row">${names[i]}</th><td>${view.tricks_won_by_team?.[i] ?? ""}</td><td class="pts">${pts}</td><td><b>${s}</b></td></tr>`;
  }).join("");
  return {
    title: outcomeTitle(r, view),
    summary: msg(r.summary_msg),
    numbers: numbersTable({ heads: [t("board.tricks"), t("board.points"), t("board.score")], rows, view }),
  };
}

/** Railroad's laps and slam (§14.3) at the game's end: points carried on, a shut-out won twice. @param {View} view */
function formLines(view) {
  const o = /** @type {any} */ (view.options ?? {}), w = view.winner ?? 0, over = view.scores[w] - view.target;
  return (o.laps && over > 0 ? ` ${t("euchre.ui.laps_carry", { count: over })}` : "") +
    (o.slam && view.scores.every((s, i) => i === w || s === 0) ? ` ${t("euchre.ui.slam_won")}` : "");
}

/** @param {View} view */
function gameOver(view) {
  const names = teamNames(view);
  const winner = view.winner ?? 0; // set once the game is over
  return gameResult({
    won: view.winner === teamOf(view, view.seat),
    summary: t("board.reached", { who: names[winner], target: view.target }) +
      (view.hand_result?.summary_msg ? ` ${t("board.last_hand", { summary: msg(view.hand_result.summary_msg) })}` : "") + formLines(view),
    sides: view.scores.map((s, i) => ({ name: names[i], score: s, id: i, won: i === view.winner })),
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
      ui.kitty = ev.upcard ? { card: ev.upcard, faceUp: true, label: t("euchre.ui.upcard") } : undefined;
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
    case "best_exchange": return giftAnimation(ev, v, fx, ms);
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

/** Calling for best (§14.3): the partner's card travels face down to the lone player. Only
 *  the two partners know it: the lone human sees it land face down in the hand and turn up;
 *  the giving human sees their own card go; anyone else sees a back (the event names no card).
 *  @param {any} ev @param {View} v @param {Fx} fx @param {number} ms */
async function giftAnimation(ev, v, fx, ms) {
  const { tv, ui } = fx;
  const before = /** @type {string[]} */ (fx.prev?.hand ?? []), after = /** @type {string[]} */ (v.hand ?? []);
  const lone = ev.seat, giver = ev.partner, deal = v.deal_code;
  // Which card moved, from the hand before and after (unknown without the view before).
  const card = !fx.prev ? undefined : lone === v.seat ? after.find((c) => !before.includes(c)) : giver === v.seat ? before.find((c) => !after.includes(c)) : undefined;
  const text = lone === v.seat ? t("euchre.ui.gift_got", { card: card ? cardText(card) : "" })
    : giver === v.seat ? t("euchre.ui.gift_gave", { card: card ? cardText(card) : "" })
    : t("euchre.ui.gift_passed", { who: seatName(v, giver), seat: seatName(v, lone) });
  const from = (giver === v.seat && card && tv.handCard(card)) || tv.anchorOf(giver);
  const src = from.getBoundingClientRect();
  const mine = ms > 0 && lone === v.seat && card;
  // The lone human reads the card's name once it has turned up.
  ui.own.gift = { deal, to: lone, card: lone === v.seat ? card : "", text: mine ? t("euchre.ui.gift_coming") : text };
  fx.draw(v);
  if (ms <= 0) return true;
  const el = mine ? tv.handCard(card) : null;
  if (el) { // face down into the hand, then turned up for the lone human only
    el.classList.add("face-down", "gift-card");
    await fx.flyIn(el, src, { scaleFrom: 0.6 });
    await fx.sleep(ms);
    el.classList.remove("face-down");
    el.classList.add("gift-reveal");
    ui.own.gift.text = text;
    fx.draw(v);
    await fx.sleep(ms);
    el.classList.remove("gift-card", "gift-reveal");
    return true;
  }
  const back = makeBack(); // a back only: no card's identity enters the page
  back.classList.add("ghost", "gift-card");
  back.dataset.testid = "gift-card";
  Object.assign(back.style, { left: `${src.left}px`, top: `${src.top}px` });
  document.body.append(back);
  await fx.flyOut(back, tv.anchorOf(lone), { scale: 0.8, ms: ms * 2 });
  back.remove();
  fx.pop(tv.seatEl(lone)?.querySelector(".seat-head"));
  return true;
}

/** @type {GamePlugin} */
const euchre = {
  id: "euchre",
  title: "Euchre",
  blurb: "blurbs.euchre", // a catalogue key
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
  decorate,
  /** The last-trick peek unless the display option `last_trick_peek` is off (the book allows a look). */
  peek: (view) => view.options?.last_trick_peek !== false,
  /** docs/rules/euchre.md §14, by the engine's names (`EUCHRE_FORMS`). */
  forms: [
    { id: "euchre-2", seats: 2 },
    { id: "euchre-3", seats: 3 },
    { id: "euchre-railroad" },
    { id: "euchre-british" },
    { id: "euchre-32" },
    { id: "euchre-32-7" },
  ],
};

export default euchre;
