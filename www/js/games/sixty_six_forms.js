// @ts-check
// The other forms of Sixty-six (docs/rules/sixty-six.md §15) for the page: the four-handed
// partnership game ("Bicycle", §15.1), throat cut and the team game with their auction
// (§15.2) and the three-handed game in which the dealer sits out (§15.3). One engine plays
// them all (engines/sixty_six_forms/); this module is imported with it, never on the first
// load (games/index.js). Every rule decision comes from the engine: the bid buttons are
// view.legal's bids, the widow and the scores are the view's; this file labels and draws.
// sixty-six-3 is the two-handed deal with a third seat: its words, buttons and stock are
// Sixty-six's (./sixty_six.js), its seats, scoreboard and summaries are this file's.
import { cardText, suitLabel, suitOf } from "../cards.js";
import { gameResult, noResult, num, numbersTable, scoreboardHTML, scoreCell, teamChip } from "../summary.js";
import { catalogues, has, msg, parts, t } from "../i18n.js";
import sixtySix from "./sixty_six.js";

// The forms' words come with this module (www/locale-parts/sixty_six_forms/<lang>.json), not
// on the first load: laid into the catalogues in use now and into each one loaded later.
/** @param {any} a @param {any} b @returns {any} */
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) a[k] = v && typeof v === "object" && a[k] && typeof a[k] === "object" ? merge(a[k], v) : v;
  return a;
};
/** @param {any} cat @param {string} lang */
async function addWords(cat, lang) {
  try {
    const res = await fetch(new URL(`../../locale-parts/sixty_six_forms/${lang}.json`, import.meta.url));
    if (res.ok) merge(cat, await res.json());
  } catch (e) {
    console.warn("the Sixty-six forms' words not loaded:", /** @type {any} */ (e)?.message ?? e);
  }
}
{
  const { en, cat, lang } = catalogues();
  await Promise.all([addWords(en, "en"), ...(cat !== en ? [addWords(cat, lang)] : [])]);
  parts.push(addWords);
}

/** @typedef {import("./contract.js").GamePlugin} GamePlugin */
/** @typedef {import("./contract.js").View} View */
/** @typedef {import("./contract.js").Fx} Fx */
/** @typedef {import("./contract.js").GameEvent} GameEvent */
/** @typedef {import("../table.js").TableView} TableView */

/** The two-handed deal of sixty-six-3 (its view has no `form`). @param {any} v */
const three = (v) => v.form == null;
/** sixty-six-3's view as Sixty-six's words read it: the deal's rules are its `two_hand`
 *  options (the follow rule, when a marriage counts). @param {any} v */
const deal = (v) => (v.options?.two_hand ? { ...v, options: v.options.two_hand } : v);
/** The seats' catalogue keys, by table size (the human is seat 0). */
const SEAT_NAMES = { 3: ["you", "west", "east"], 4: ["you", "west", "partner", "east"] };
/** @param {any} view @param {number} seat */
function seatName(view, seat) {
  const k = (/** @type {Record<number, string[]>} */ (SEAT_NAMES)[view.players] ?? SEAT_NAMES[4])[seat];
  return k ? t(`seats.${k}`) : t("seats.seat", { n: seat });
}
/** A seat's scoring unit: its partnership with four players, else the seat. @param {any} view @param {number} seat */
const teamOf = (view, seat) => (view.players === 4 ? seat % 2 : seat);
/** The units' names: "Us"/"Them" for partnerships, else the seats'. @param {any} view */
function unitNames(view) {
  if (view.players === 4) return [0, 1].map((u) => msg(view.team_keys?.[u] ?? { key: "team.player", params: { n: u + 1 } }));
  return view.scores.map((/** @type {number} */ _, /** @type {number} */ i) => seatName(view, i));
}
/** The short names on the scoreboard. @param {any} view */
const shortNames = (view) => (view.players === 4 ? [t("board.us"), t("board.them")] : unitNames(view));
/** Who a unit is, in a sentence: "Your side", "West and East", "West". @param {any} view @param {number} u */
function unitWho(view, u) {
  if (view.players !== 4) return seatName(view, u);
  return u === teamOf(view, view.seat) ? t("sixty_six_forms.ui.your_side") : t("sixty_six_forms.ui.pair", { a: seatName(view, u), b: seatName(view, u + 2) });
}
const isMine = (/** @type {any} */ view, /** @type {number | null | undefined} */ u) => u != null && u === teamOf(view, view.seat);

// ---------- actions ---------------------------------------------------------------------------
/** @param {any} token @param {any} view */
function actionLabel(token, view) {
  if (three(view)) return sixtySix.actionLabel(token, deal(view));
  switch (token.action) {
    case "bid": return String(token.points);
    case "pass": return t("bids.pass");
    case "name_trump": return suitLabel(token.suit);
    default: return token.card ? cardText(token.card) : token.action;
  }
}

/** The auction's quick buttons: Pass, the lowest bid the engine allows, then every allowed
 *  bid in steps of five up to 130 (65 buttons would not fit a phone; each is one of
 *  view.legal), and the bid a hint on show suggests. Any other legal bid is reached with the
 *  stepper (`bidStepper`). @param {any} view @param {any} [hint] */
function buttonTokens(view, hint) {
  const legal = /** @type {any[]} */ (view.legal);
  if (view.phase !== "auction") return legal.filter((x) => x.action !== "play");
  const bids = legal.filter((x) => x.action === "bid");
  const lowest = bids[0]?.points;
  const hinted = hint?.action === "bid" ? hint.points : null;
  const shown = bids.filter((x) => x.points === lowest || x.points % 5 === 0 || x.points === view.max_bid || x.points === hinted);
  return [...legal.filter((x) => x.action === "pass"), ...shown];
}

/** A stepper for every legal bid: "−", a button "Bid N" (an action: its data-index is N's
 *  place in `tokens`) and "+", walking through the engine's legal bids one by one; it starts
 *  at the lowest legal bid the quick buttons do not show. Null when they show every bid.
 *  @param {any[]} bids the legal bids, lowest first @param {any[]} tokens the buttons' actions (extended here) */
function bidStepper(bids, tokens) {
  const hidden = bids.filter((x) => !tokens.includes(x));
  if (!hidden.length) return null;
  const base = tokens.length;
  tokens.push(...bids);
  let at = bids.indexOf(hidden[0]);
  const box = document.createElement("span");
  box.className = "bid-stepper";
  const step = (/** @type {string} */ sign, /** @type {string} */ key) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "btn bid-step";
    b.textContent = sign;
    b.setAttribute("aria-label", t(key));
    return b;
  };
  const down = step("−", "sixty_six_forms.ui.bid_lower");
  const up = step("+", "sixty_six_forms.ui.bid_higher");
  const pick = document.createElement("button");
  pick.type = "button";
  pick.className = "btn action a-bid bid-pick";
  pick.dataset.action = "bid";
  const show = () => {
    const x = bids[at];
    pick.dataset.index = String(base + at);
    pick.textContent = String(x.points);
    pick.setAttribute("aria-label", t("sixty_six_forms.ui.bid_aria", { bid: x.points }));
    down.disabled = at === 0;
    up.disabled = at === bids.length - 1;
  };
  down.addEventListener("click", () => { at = Math.max(0, at - 1); show(); });
  up.addEventListener("click", () => { at = Math.min(bids.length - 1, at + 1); show(); });
  show();
  box.append(down, pick, up);
  return box;
}

/** @param {TableView} tv @param {any} view @param {boolean} myTurn @param {any} ui */
function renderActions(tv, view, myTurn, ui) {
  if (three(view)) return /** @type {any} */ (sixtySix).renderActions(tv, deal(view), myTurn, ui);
  const tokens = myTurn ? buttonTokens(view, ui?.hint?.action) : [];
  tv.legalTokens = tokens;
  const sig = myTurn ? `${view.phase}|${JSON.stringify(tokens)}` : "";
  if (sig === tv.actionsSig) return;
  tv.actionsSig = sig;
  const buttons = tokens.map((x, i) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = `btn action a-${x.action}${x.suit ? ` suit-${x.suit}` : ""}`;
    b.dataset.index = String(i);
    b.dataset.action = x.action;
    if (x.action === "bid") b.setAttribute("aria-label", t("sixty_six_forms.ui.bid_aria", { bid: x.points }));
    b.innerHTML = actionLabel(x, view);
    return b;
  });
  const stepper = myTurn && view.phase === "auction"
    ? bidStepper(view.legal.filter((/** @type {any} */ x) => x.action === "bid"), tokens) // extends tv.legalTokens
    : null;
  tv.actionsEl.replaceChildren(...buttons, ...(stepper ? [stepper] : []));
}

/** @param {any} action @param {any} view @param {number} seat */
function bidText(action, view, seat) {
  if (three(view)) return sixtySix.bidText(action, view, seat);
  return action.action === "bid" ? String(action.points) : t("bids.pass");
}

/** The calls in the seats' bubbles: the auction while it runs; then the high bid, until the
 *  first card. @param {any} view */
function bids(view) {
  if (three(view) || !Array.isArray(view.auction)) return [];
  const calls = view.auction.map((/** @type {any} */ c) => ({ seat: c.seat, action: c.bid == null ? { action: "pass" } : { action: "bid", points: c.bid } }));
  if (view.phase === "auction" || view.phase === "trump") return calls;
  if (view.phase === "play" && view.tricks.length === 0 && view.trick.length === 0) return calls.filter((/** @type {any} */ c) => c.seat === view.bidder);
  return [];
}

// ---------- words -----------------------------------------------------------------------------
/** @param {any} view @param {boolean} myTurn */
function prompt(view, myTurn) {
  if (view.phase === "hand_over" || view.phase === "game_over") return "";
  if (three(view) && view.active?.[view.seat] === false) return t("sixty_six_forms.ui.sit_out");
  if (three(view)) return sixtySix.prompt(deal(view), myTurn);
  if (!myTurn) {
    if (view.to_move == null || view.to_move === view.seat) return "";
    return t(view.phase === "play" ? "prompt.to_play" : "prompt.to_bid", { who: seatName(view, view.to_move) });
  }
  switch (view.phase) {
    case "auction": {
      const lowest = view.legal.find((/** @type {any} */ x) => x.action === "bid")?.points;
      return lowest == null ? t("sixty_six_forms.ui.prompt_pass") : t("sixty_six_forms.ui.prompt_bid", { min: lowest });
    }
    case "trump": return t("sixty_six_forms.ui.prompt_trump", { bid: view.bid });
    default: return t(view.trick.length === 0 ? "prompt.your_lead" : "prompt.your_turn");
  }
}

/** @param {any} view @param {number} seat @returns {[string, string][]} */
function seatBadges(view, seat) {
  /** @type {[string, string][]} */
  const b = [];
  if (view.dealer === seat) b.push(["dealer", t("badges.dealer")]);
  if (three(view)) {
    if (view.active?.[seat] === false) b.push(["out", t("sixty_six_forms.ui.sits_out")]);
    return b;
  }
  if (view.bidder === seat && view.phase !== "auction") b.push(["maker", t("sixty_six_forms.ui.bidder", { bid: view.bid })]);
  return b;
}

/** The widow of throat cut: face down until trick 1 is won, then its cards and points. @param {any} view */
function widowLine(view) {
  if (!view.widow_size) return "";
  const first = view.tricks?.[0];
  if (!view.widow || !first) return t("sixty_six_forms.ui.widow_down", { count: view.widow_size });
  return t("sixty_six_forms.ui.widow_taken", {
    who: seatName(view, first.winner), cards: view.widow.map(cardText).join(" "), points: first.widow_points,
  });
}

/** @param {any} view */
function scoreboard(view) {
  const names = unitNames(view);
  const short = shortNames(view);
  const scores = view.scores.map((/** @type {number} */ s, /** @type {number} */ i) => teamChip(i, short[i] ?? names[i], num(s, `score-${i}`), names[i])).join("");
  const carry = view.carried_bonus > 0 ? ` <small class="carry">${t("sixty_six_forms.ui.carry", { n: view.carried_bonus })}</small>` : "";
  const scoreC = scoreCell("score", `${t("board.score")} <small>${t("board.to", { target: view.target })}</small>`, scores + carry);
  if (three(view)) {
    const out = view.active?.indexOf(false) ?? -1;
    return scoreboardHTML(scoreC,
      scoreCell("trump", t("board.trump"), view.trump_suit ? suitLabel(view.trump_suit) : "", "trump"),
      scoreCell("out", t("sixty_six_forms.ui.sitting_out"), out >= 0 ? seatName(view, out) : ""));
  }
  let trump = `<span class="muted">${t("board.not_yet")}</span>`;
  if (view.trump) {
    const by = view.trump_card ? t("sixty_six_forms.ui.trump_card", { card: cardText(view.trump_card) })
      : view.bidder != null ? t("board.by", { who: seatName(view, view.bidder) }) : "";
    trump = `${suitLabel(view.trump)}${by ? `<span class="by">${by}</span>` : ""}`;
  }
  const cells = [scoreC, scoreCell("trump", t("board.trump"), trump, "trump")];
  if (view.options?.trump_by === "auction") {
    const bid = view.bid != null ? t("sixty_six_forms.ui.bid_by", { bid: view.bid, who: seatName(view, view.bidder) }) : `<span class="muted">${t("board.not_yet")}</span>`;
    cells.push(scoreCell("bid", t("sixty_six_forms.ui.bid"), bid, "bid"));
  }
  const pts = (view.totals ?? []).map((/** @type {number} */ p, /** @type {number} */ i) => teamChip(i, short[i] ?? names[i], num(p, `points-${i}`), names[i])).join("");
  cells.push(scoreCell("points", t("sixty_six_forms.ui.card_points"), pts, "card-points"));
  const w = widowLine(view);
  if (w) cells.push(scoreCell("widow", t("sixty_six_forms.ui.widow"), `<span data-testid="widow">${w}</span>`));
  return scoreboardHTML(...cells);
}

/** The widow face down in the middle during the auction and trick 1 (throat cut). @param {any} view */
function kitty(view) {
  if (three(view) || !view.widow_size || view.widow || view.phase === "hand_over") return null;
  return { card: "", faceUp: false, label: t("sixty_six_forms.ui.widow_down", { count: view.widow_size }) };
}

/** Trumps in the hand carry the ★ once trump is set. @param {any} view @param {boolean} myTurn @param {any} ui */
function handMarks(view, myTurn, ui) {
  if (three(view)) return /** @type {any} */ (sixtySix).handMarks(deal(view), myTurn, ui);
  const trump = view.trump;
  return {
    data: (/** @type {string} */ code) => ({ trump: trump && suitOf(code) === trump ? "1" : "" }),
    label: (/** @type {string} */ code) => (trump && suitOf(code) === trump ? t("marks.trump") : ""),
  };
}

// ---------- the hand's end and the game's ------------------------------------------------------
/** What the 1/2/3 rests on. @param {string} basis */
const basisText = (basis) => t(`sixty_six_forms.ui.basis.${basis}`);

/** @param {any} view */
function handSummary(view) {
  if (three(view)) return threeSummary(view);
  const r = view.result;
  if (!r) return noResult(t("page.hand_over"));
  const names = unitNames(view);
  const mine = isMine(view, r.winner);
  const bidderUnit = r.bidder == null ? null : teamOf(view, r.bidder);
  let title = "", summary = "";
  switch (r.reason) {
    case "side_66":
      title = t(mine ? "sixty_six_forms.ui.title_66_mine" : "sixty_six_forms.ui.title_66_theirs", { who: unitWho(view, r.winner) });
      summary = t("sixty_six_forms.ui.sum_66", { who: unitWho(view, r.winner), total: r.totals[r.winner], basis: basisText(r.basis) });
      break;
    case "made":
      title = t(mine ? "sixty_six_forms.ui.title_made_mine" : "sixty_six_forms.ui.title_made_theirs", { who: seatName(view, r.bidder) });
      summary = t("sixty_six_forms.ui.sum_made", { who: seatName(view, r.bidder), bid: r.bid, total: r.totals[r.winner], basis: basisText(r.basis) });
      break;
    case "set":
      title = t(isMine(view, bidderUnit) ? "sixty_six_forms.ui.title_set_mine" : "sixty_six_forms.ui.title_set_theirs", { who: seatName(view, r.bidder) });
      summary = t("sixty_six_forms.ui.sum_set", { who: seatName(view, r.bidder), bid: r.bid, total: r.totals[bidderUnit ?? 0], points: r.game_points });
      break;
    case "tie_65":
      title = t("sixty_six_forms.ui.title_tie");
      summary = t(view.options?.tie_65 === "carry" ? "sixty_six_forms.ui.sum_tie_carry" : "sixty_six_forms.ui.sum_tie");
      break;
    default:
      title = t("sixty_six_forms.ui.title_all_passed");
      summary = t("sixty_six_forms.ui.sum_all_passed");
  }
  // The game points won sit by the score ("+2"), not in a column of their own: with the widow's
  // and the last trick's columns the table must fit 360 px.
  const rows = view.scores.map((/** @type {number} */ s, /** @type {number} */ i) => {
    const pts = r.award?.[i] ? ` <span class="pts" title="${t("sixty_six_forms.ui.col_game")}">+${r.award[i]}</span>` : "";
    const widow = view.widow_size ? `<td>${r.widow_points?.[i] ?? 0}</td>` : "";
    return `<tr><th scope="row">${names[i]}</th>${widow}<td>${r.last_trick_bonus?.[i] ?? 0}</td><td><b>${r.totals?.[i] ?? 0}</b></td><td><b>${s}</b>${pts}</td></tr>`;
  }).join("");
  // The total is the tricks' card points with the widow's and the last trick's 10 (§15.1: 130 in all).
  const heads = [...(view.widow_size ? [t("sixty_six_forms.ui.widow")] : []),
    t("sixty_six_forms.ui.col_last"), t("sixty_six_forms.ui.col_total"), t("board.score")];
  return { title, summary, numbers: numbersTable({ heads, rows, view, cls: "nums tight" }) };
}

/** sixty-six-3: the deal's winner scores, and the dealer who sat out the same (§15.3). @param {any} view */
function threeSummary(view) {
  const r = view.hand_result;
  if (!r) return noResult(t("page.hand_over"));
  const dealer = view.dealer;
  const rows = view.scores.map((/** @type {number} */ s, /** @type {number} */ i) =>
    `<tr><th scope="row">${seatName(view, i)}</th><td>${i === dealer ? "—" : r.totals?.[i] ?? 0}</td><td><b>${s}</b></td></tr>`).join("");
  const numbers = numbersTable({ heads: [t("sixty_six_forms.ui.col_total"), t("board.score")], rows, view });
  if (r.winner == null) return { title: t("sixty_six_forms.ui.title_tie"), summary: t("sixty_six_forms.ui.three_none"), numbers };
  // Why 1, 2 or 3: the two-hand deal's basis (Sixty-six's words), its players named by their seats.
  const loser = /** @type {number[]} */ (view.table_players ?? []).find((s) => s !== r.winner) ?? -1;
  const key = `msg.sixty_six.summary.basis.${r.basis}`;
  const why = r.basis && has(key)
    ? ` ${t("sixty_six_forms.ui.three_why", { why: t(key, { wn: seatName(view, r.winner), ln: seatName(view, loser), w_you: r.winner === view.seat ? 1 : 0, l_you: loser === view.seat ? 1 : 0 }) })}`
    : "";
  return {
    title: t(r.winner === view.seat ? "sixty_six_forms.ui.title_three_mine" : "sixty_six_forms.ui.title_three_theirs", { who: seatName(view, r.winner) }),
    summary: t("sixty_six_forms.ui.three_sum", { who: seatName(view, r.winner), points: r.game_points, dealer: seatName(view, dealer) }) + why,
    numbers,
  };
}

/** @param {any} view */
function gameOver(view) {
  const names = unitNames(view);
  const winner = view.winner ?? 0;
  return gameResult({
    won: view.winner === teamOf(view, view.seat),
    summary: t("board.reached", { who: names[winner], target: view.target }),
    sides: view.scores.map((/** @type {number} */ s, /** @type {number} */ i) => ({ name: names[i], score: s, id: i, won: i === view.winner })),
  });
}

// ---------- animations -------------------------------------------------------------------------
/** A call pops its bubble; trump named pops the scoreboard's trump; the widow taken pops the
 *  widow's line. sixty-six-3's events are Sixty-six's, and so are their animations. @param {GameEvent} ev @param {View} v @param {Fx} fx */
async function animate(ev, v, fx) {
  if (three(v)) return threeAnimate(ev, v, fx);
  const e = /** @type {any} */ (ev);
  const ms = fx.pace().anim;
  switch (e.type) {
    case "call":
      fx.draw(v);
      fx.pop(fx.tv.seatEl(e.seat)?.querySelector(".bubble"));
      if (ms > 0) await fx.sleep(ms);
      return true;
    case "trump":
      fx.draw(v);
      fx.pop(document.querySelector('[data-testid="trump"]'));
      return true;
    case "widow":
      fx.draw(v);
      fx.pop(document.querySelector('[data-testid="widow"]'));
      if (ms > 0) await fx.sleep(ms);
      return true;
    case "scored":
      return true;
    default:
      return false;
  }
}

/** sixty-six-3: Sixty-six's animations (stock draws, marriages, the exchange, closing, the won
 *  piles), at the players' real seats: `decorate` draws each player's pile and words by its seat.
 *  @param {GameEvent} ev @param {View} v @param {Fx} fx */
function threeAnimate(ev, v, fx) {
  return /** @type {any} */ (sixtySix).animate(ev, v, fx);
}

/** @param {string} code @param {any} view */
function tokenForCard(code, view) {
  if (three(view)) return /** @type {any} */ (sixtySix).tokenForCard(code, view);
  return view.legal.find((/** @type {any} */ x) => x.action === "play" && x.card === code);
}

/** @param {any} token @param {any} view */
function confirmAction(token, view) {
  return three(view) && sixtySix.confirmAction ? sixtySix.confirmAction(token, deal(view)) : null;
}

/** sixty-six-3: Sixty-six's stock (in the middle, between the players) and each player's
 *  won-trick pile by that player's seat, named; the viewer's pile in the corner away from the
 *  opponent. The two-hand drawing sees the deal's players as 0 (the viewer, or the elder when
 *  the viewer sits out) and 1. @param {TableView} tv @param {any} view @param {any} ui */
function decorate(tv, view, ui) {
  if (!three(view)) return void document.querySelectorAll("#centre .ss-extras").forEach((el) => el.remove());
  const players = /** @type {number[]} */ (view.table_players ?? [0, 1]);
  const me = players.includes(view.seat) ? view.seat : players[0];
  const other = players.find((s) => s !== me) ?? players[1];
  const real = (/** @type {number} */ s) => (s === 0 ? me : other);
  const two = { ...deal(view), seat: 0, tricks_won: [view.tricks_won?.[me] ?? 0, view.tricks_won?.[other] ?? 0] };
  const posOf = (/** @type {number} */ s) => tv.posOf(real(s), view);
  sixtySix.decorate?.(/** @type {any} */ ({ felt: tv.felt, posOf }), /** @type {any} */ (two), ui);
  // Each pile named by its owner (words and title), in the corner on the owner's side (the
  // viewer's away from the opponent); the piles of no player this deal hidden.
  const pos = [posOf(0), posOf(1)];
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("#centre .ss-won"))) {
    const s = pos.indexOf(el.dataset.pos ?? "");
    el.hidden = s < 0;
    if (s < 0) continue;
    const who = seatName(view, real(s));
    el.dataset.corner = pos[s] !== "bottom" ? pos[s] : pos[1 - s] === "left" ? "right" : "left";
    el.title = t("sixty_six_forms.ui.won_title", { who });
    let name = el.querySelector(".ss-won-who");
    if (!name) {
      name = document.createElement("span");
      name.className = "ss-won-who";
      el.insertBefore(name, el.querySelector(".ss-won-label"));
    }
    name.textContent = `${who} `;
  }
  const title = document.getElementById("game-title");
  if (title) title.textContent = t("games.sixty-six-3"); // Sixty-six's decorate names its own game
}

/** The How to play panel of the form in force: one paragraph on the form (§15.1–15.3),
 *  then how play goes. sixty-six-3's options name no form. @param {Record<string, any>} o */
function howto(o) {
  const form = String(o.form ?? "sixty-six-3");
  const key = { "sixty-six-4": "four", "sixty-six-throat-cut": "throat_cut", "sixty-six-team": "team" }[form] ?? "three";
  return { title: t(`games.${form}`), sections: /** @type {[string, string[]][]} */ ([["goal", [key]], ["play", ["play"]]]) };
}

/** The forms, by the engine's names (docs/rules/sixty-six.md §15). */
export const FORMS = [
  { id: "sixty-six-4", seats: 4 },
  { id: "sixty-six-throat-cut", seats: 3 },
  { id: "sixty-six-team", seats: 4 },
  { id: "sixty-six-3", seats: 3 },
];

/** @type {GamePlugin} */
const forms = {
  id: "sixty_six_forms",
  title: "Sixty-six",
  blurb: "blurbs.sixty_six",
  available: true,
  options: [],
  seats(options) {
    const n = Number(options?.players ?? 4);
    return ["human", ...Array(n - 1).fill("club")];
  },
  seatName, teamOf, actionLabel, bidText, prompt, seatBadges, scoreboard, kitty, handSummary, gameOver, bids,
  biddingPhases: ["auction", "trump", "play"],
  animate, handMarks, renderActions, tokenForCard, confirmAction, decorate,
  /** sixty-six-3's last-trick peek with its two-hand option (the trick forms: never). @param {any} view */
  peek: (view) => three(view) && !!view.options?.two_hand?.last_trick_peek,
  forms: FORMS,
  howto,
  book: "sixty_six",
};

export default forms;
