// @ts-check
// Sixty-three's words, controls and animations for the page. Every rule decision comes from
// the engine: legal bids and suits are view.legal, card-set choices (the dealer robbing the
// pack, excess trumps, discards) are view.choose, reasons are view.illegal. This file only
// labels them, lets the player pick, and shows what the events say happened.
import { cardName, faceClasses, faceHTML, suitLabel } from "../cards.js";
import { msg, t } from "../i18n.js";
import { showReason } from "../input.js";
import { gameResult, MINUS, noResult, num, numbersTable, scoreboardHTML, scoreCell, signed, teamChip } from "../summary.js";

/** @typedef {import("./contract.js").GamePlugin} GamePlugin */
/** @typedef {import("./contract.js").View} View */
/** @typedef {import("./contract.js").Ui} Ui */
/** @typedef {import("./contract.js").Fx} Fx */
/** @typedef {import("./contract.js").GameEvent} GameEvent */
/** @typedef {import("../table.js").TableView} TableView */

/** The options offered in the settings panel (keys and values as the engine's options).
 *  @type {import("./contract.js").OptionSpec[]} */
const OPTIONS = [
  { key: "game_target", label: "sixty_three.page_option.game_target.label", type: "select",
    choices: [[150, "sixty_three.page_option.game_target.150"], [200, "sixty_three.page_option.game_target.200"], [250, "sixty_three.page_option.game_target.250"], [300, "sixty_three.page_option.game_target.300"]] },
  { key: "auction_style", label: "sixty_three.page_option.auction_style.label", type: "select",
    choices: [["open", "sixty_three.page_option.auction_style.open"], ["single_round", "sixty_three.page_option.auction_style.single_round"]] },
  { key: "shoot_the_moon", label: "sixty_three.page_option.shoot_the_moon.label", type: "select",
    choices: [["off", "sixty_three.page_option.shoot_the_moon.off"], ["on", "sixty_three.page_option.shoot_the_moon.on"]] },
  { key: "joker_rank", label: "sixty_three.page_option.joker_rank.label", type: "select",
    choices: [["lowest_trump", "sixty_three.page_option.joker_rank.lowest_trump"], ["highest_trump", "sixty_three.page_option.joker_rank.highest_trump"]] },
  { key: "two_of_trump_scores_to", label: "sixty_three.page_option.two_of_trump_scores_to.label", type: "select",
    choices: [["player_who_played", "sixty_three.page_option.two_of_trump_scores_to.player_who_played"], ["trick_winner", "sixty_three.page_option.two_of_trump_scores_to.trick_winner"]] },
  { key: "excess_trump_handling", label: "sixty_three.page_option.excess_trump_handling.label", type: "select",
    choices: [["pass_then_keep", "sixty_three.page_option.excess_trump_handling.pass_then_keep"],
      ["pass_then_discard_noncounting", "sixty_three.page_option.excess_trump_handling.pass_then_discard_noncounting"]] },
  { key: "non_bidding_team_scores", label: "sixty_three.page_option.non_bidding_team_scores.label", type: "bool" },
  { key: "end_rule", label: "sixty_three.page_option.end_rule.label", type: "select",
    choices: [["bidder_goes_out", "sixty_three.page_option.end_rule.bidder_goes_out"], ["higher_score", "sixty_three.page_option.end_rule.higher_score"],
      ["must_bid_out", "sixty_three.page_option.end_rule.must_bid_out"]] },
  { key: "last_trick_peek", label: "sixty_three.page_option.last_trick_peek.label", type: "bool" },
];

/** The seats' catalogue keys (seats.*), from the viewer round. */
const SEAT_NAMES = ["you", "west", "partner", "east"];
const EXCHANGE_PHASES = ["keep_dirt", "rob", "excess", "partner_discard", "excess_discard"];

const teamOf = (view, seat) => seat % 2;
const rel = (view, seat) => (seat - view.seat + 4) % 4;
const seatName = (view, seat) => (SEAT_NAMES[rel(view, seat)] ? t(`seats.${SEAT_NAMES[rel(view, seat)]}`) : t("seats.seat", { n: seat }));
const mine = (view, team) => team === (view.my_team ?? teamOf(view, view.seat));
const teamShort = (view, team) => t(mine(view, team) ? "board.us" : "board.them");
const teamLong = (view, team) => t(mine(view, team) ? "msg.team.us_partner" : "msg.team.opponents");
/** A row of small face-up cards beside a seat. */
const cardRow = (kind, title, codes) => `<div class="s63-cards ${kind}" title="${title}" data-n="${codes.length}">` +
  codes.map((c) => `<div class="${faceClasses(c)}" data-card="${c}">${faceHTML(c)}</div>`).join("") + "</div>";

// ---------- the auction -------------------------------------------------------------------
function bids(view) {
  return (view.auction?.bids ?? []).map((b) => ({ seat: b.seat, action: b.bid == null ? { action: "pass" } : { action: "bid", value: b.bid } }));
}

function bidText(action) {
  if (action.action === "pass") return t("bids.pass");
  if (action.action === "bid") return action.value === 126 ? t("sixty_three.ui.moon_bid") : String(action.value);
  return action.action;
}

function actionLabel(token) {
  switch (token.action) {
    case "pass": return t("bids.pass");
    case "bid": return t("sixty_three.ui.bid_n", { n: token.value });
    case "trump": return suitLabel(token.suit);
    default: return token.action.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
  }
}

// ---------- whose turn, prompts, badges -----------------------------------------------------
function myTurn(view) {
  return view.legal.length > 0 || (view.choose != null && view.to_move === view.seat);
}

function prompt(view, myTurnNow) {
  if (view.__note) return view.__note; // what the exchange animation is showing
  if (view.phase === "hand_over" || view.phase === "game_over") return "";
  const a = view.auction ?? {};
  if (!myTurnNow) {
    if (view.active?.[view.seat] === false && view.phase === "play") return t("sixty_three.ui.out_no_trumps");
    if (view.to_move == null || view.to_move === view.seat) return "";
    const who = seatName(view, view.to_move);
    const verb = ["auction", "trump", "rob", "keep_dirt", "excess", "partner_discard", "excess_discard"].includes(view.phase) ? view.phase : "play";
    return t(`sixty_three.ui.waiting.${verb}`, { who });
  }
  const c = view.choose;
  switch (view.phase) {
    case "auction": {
      const high = a.high_bid == null ? t("sixty_three.ui.no_bid_yet") : t("sixty_three.ui.high_bid_by", { bid: a.high_bid, who: seatName(view, a.high_bidder) });
      const stuck = view.dealer === view.seat && a.high_bid == null ? ` ${t("sixty_three.ui.if_you_pass", { n: view.options?.dealer_default_contract ?? 25 })}` : "";
      return `${high} ${t("sixty_three.ui.bid_or_pass")}${stuck}`;
    }
    case "trump": return view.dealer_default
      ? t("sixty_three.ui.all_passed_name", { n: view.contract })
      : t("sixty_three.ui.won_bid_name", { n: view.contract });
    case "rob": return t("sixty_three.ui.prompt_rob", { count: c.min });
    case "keep_dirt": return t("sixty_three.ui.prompt_keep_dirt", { count: c.min });
    case "excess": return t("sixty_three.ui.prompt_excess", { count: c.max });
    case "partner_discard": return t("sixty_three.ui.prompt_partner_discard", { count: c.min });
    case "excess_discard": return t("sixty_three.ui.prompt_excess_discard", { count: c.min });
    case "play":
      if (c) return t("sixty_three.ui.prompt_dump", { count: c.min });
      if (view.trick.length === 0) return t(view.tricks_played === 0 ? "sixty_three.ui.first_lead" : "prompt.your_lead");
      return t(view.trump_cards?.includes(view.trick[0].card) ? "sixty_three.ui.trump_led" : "sixty_three.ui.any_card");
    default: return t("prompt.your_turn");
  }
}

function seatBadges(view, seat) {
  /** @type {[string, string][]} */
  const b = [];
  if (view.dealer === seat) b.push(["dealer", t("badges.dealer")]);
  if (view.declarer === seat && view.contract != null) b.push(["maker", t(view.dealer_default ? "sixty_three.ui.stuck_n" : "sixty_three.ui.bid_n", { n: view.contract })]);
  if (view.active?.[seat] === false) b.push(["out", t("sixty_three.ui.out")]);
  const x = exchangeLine(view, seat);
  if (x) b.push(["xch", x]);
  return b;
}

// ---------- scoreboard ----------------------------------------------------------------------
/** Our side first, then theirs. @param {View} view @param {number[]} values @param {string} [testid] */
function teamsHTML(view, values, testid) {
  const order = [view.my_team ?? 0, 1 - (view.my_team ?? 0)];
  return order.map((x) => teamChip(x === (view.my_team ?? 0) ? 0 : 1, teamShort(view, x), num(values[x], testid && `${testid}-${x}`), teamLong(view, x))).join("");
}

function scoreboard(view) {
  const a = view.auction ?? {};
  let label = t("sixty_three.ui.contract");
  let contract;
  if (view.phase === "auction") {
    label = t("sixty_three.ui.high_bid");
    contract = a.high_bid == null ? `<span class="muted">${t("sixty_three.ui.none_yet")}</span>`
      : `<b>${a.high_bid}</b><span class="by">${seatName(view, a.high_bidder)}</span>`;
  } else if (view.contract != null) {
    const who = `<b>${view.contract}</b><span class="by">${seatName(view, view.declarer)}</span>`;
    contract = view.trump ? `${suitLabel(view.trump)}${who}` : `${who}<span class="muted">${t("sixty_three.ui.naming_trump")}</span>`;
  } else contract = `<span class="muted">—</span>`;
  return scoreboardHTML(
    scoreCell("score", `${t("board.score")} <small>${t("board.to", { target: view.target })}</small>`, teamsHTML(view, view.scores, "score")),
    scoreCell("trump", label, contract, "trump"),
    scoreCell("tricks", `${t("board.points")} <small>${t("sixty_three.ui.of_63")}</small>`, teamsHTML(view, view.points_taken ?? [0, 0], "taken")),
  );
}

/** No upcard: the stock and the discards are drawn by decorate(). */
function kitty() { return null; }

// ---------- the human's hand and choices ----------------------------------------------------
/** The cards picked for a card-set choice; reset whenever a new choice begins. */
function selection(view, ui) {
  const sig = `${view.hand_number}|${view.phase}|${view.to_move}|${view.choose?.action}|${(view.choose?.from ?? []).join(",")}`;
  if (!ui.own.sel || ui.own.sel.sig !== sig) ui.own.sel = { sig, set: new Set() };
  return ui.own.sel.set;
}

function handMarks(view, myTurnNow, ui) {
  const trumps = new Set(view.trump_cards ?? []);
  const shown = new Set(view.face_up?.[view.seat] ?? []);
  const pts = view.card_points ?? {}; // the counters and their points, once trump is named
  const data = (code) => ({ trump: trumps.has(code) ? "1" : "", shown: shown.has(code) ? "1" : "", points: pts[code] ? String(pts[code]) : "" });
  const label = (code) => [trumps.has(code) ? t("marks.trump") : "", pts[code] ? t("marks.worth", { count: pts[code] }) : ""].filter(Boolean).join(", ");
  if (myTurnNow && view.choose) return { playable: new Set(view.choose.from), selected: selection(view, ui), data, label };
  return { data, label };
}

/** A tap on a card of the hand during a card-set choice toggles it. True if handled. */
function onCard(code, view, ui) {
  const c = view.choose;
  if (!c || !c.from.includes(code)) return false;
  const set = selection(view, ui);
  if (set.has(code)) set.delete(code);
  else if (c.max === 1) { set.clear(); set.add(code); }
  else if (set.size >= c.max) {
    showReason(t("sixty_three.ui.at_most", { n: c.max }), 2000);
    return true;
  } else set.add(code);
  return true;
}

function chooseLabel(c, n) {
  switch (c.action) {
    case "keep": return n ? t("sixty_three.ui.keep_n", { n }) : t("sixty_three.ui.keep");
    case "give": return n === 0 ? t("sixty_three.ui.pass_none") : t("sixty_three.ui.pass_n", { n });
    case "discard": return n ? t("sixty_three.ui.discard_n", { n }) : t("sixty_three.ui.discard");
    case "dump": return n ? t("sixty_three.ui.play_n", { n }) : t("sixty_three.ui.play");
    default: return c.action;
  }
}

/** The last renderActions call, for the stepper's own clicks (bound once to #actions). */
let lastActions = null;

function bindStepper(el) {
  if (el.dataset.s63Stepper) return;
  el.dataset.s63Stepper = "1";
  const rerender = (index) => {
    const l = lastActions;
    if (!l || l.tv.game.id !== "sixty_three" || l.view.phase !== "auction") return;
    l.ui.own.bidIndex = index(l.ui.own.bidIndex ?? 0);
    renderActions(l.tv, l.view, l.myTurn, l.ui);
    // The page dismisses a hint when the pending choice changes (hints.js listens).
    el.dispatchEvent(new CustomEvent("choicechange", { bubbles: true }));
  };
  el.addEventListener("click", (e) => {
    const b = e.target.closest("button[data-step]");
    if (b && !b.disabled) rerender((i) => i + Number(b.dataset.step));
  });
  el.addEventListener("input", (e) => {
    if (e.target.matches("input.s63-slider")) rerender(() => Number(e.target.value));
  });
}

/** The action row: bid stepper, suits, or the confirm button of a card-set choice. */
function renderActions(tv, view, myTurnNow, ui) {
  lastActions = { tv, view, myTurn: myTurnNow, ui };
  bindStepper(tv.actionsEl);
  let tokens = [];
  let html = "";
  let sig = "";
  if (myTurnNow && view.phase === "auction") {
    const pass = view.legal.find((t) => t.action === "pass");
    const bidTokens = view.legal.filter((t) => t.action === "bid").sort((x, y) => x.value - y.value);
    tokens = [...(pass ? [pass] : []), ...bidTokens];
    const n = bidTokens.length;
    // Each turn to bid starts at the lowest legal bid.
    const turnKey = `${view.hand_number}|${view.auction?.bids.length}`;
    if (ui.own.bidFor !== turnKey) {
      ui.own.bidFor = turnKey;
      ui.own.bidIndex = 0;
    }
    const i = Math.max(0, Math.min(n - 1, ui.own.bidIndex ?? 0));
    ui.own.bidIndex = i;
    const passBtn = pass ? `<button type="button" class="btn action a-pass" data-index="0" data-action="pass">${t("bids.pass")}</button>` : "";
    const bidRow = n ? `
      <div class="s63-stepper" role="group" aria-label="${t("sixty_three.ui.your_bid")}">
        <button type="button" class="btn step" data-step="-1" aria-label="${t("sixty_three.ui.bid_lower")}" ${i === 0 ? "disabled" : ""}>−</button>
        <button type="button" class="btn primary action a-bid" data-index="${tokens.indexOf(bidTokens[i])}" data-action="bid" data-value="${bidTokens[i].value}">${t(bidTokens[i].value === 126 ? "sixty_three.ui.moon" : "sixty_three.ui.bid")} <b>${bidTokens[i].value}</b></button>
        <button type="button" class="btn step" data-step="1" aria-label="${t("sixty_three.ui.bid_higher")}" ${i === n - 1 ? "disabled" : ""}>+</button>
      </div>
      ${n > 2 ? `<label class="s63-range"><span>${bidTokens[0].value}</span><input class="s63-slider" type="range" min="0" max="${n - 1}" step="1" value="${i}" aria-label="${t("sixty_three.ui.bid_amount")}"/><span>${bidTokens[n - 1].value}</span></label>` : ""}` : "";
    html = `<div class="s63-bid">${passBtn}${bidRow}</div>`;
    sig = `auction|${JSON.stringify(tokens)}|${i}`;
  } else if (myTurnNow && view.choose) {
    const c = view.choose;
    const set = selection(view, ui);
    const n = set.size;
    const ok = n >= c.min && n <= c.max;
    const cards = [...c.from.filter((x) => set.has(x))];
    tokens = [{ action: c.action, cards }];
    const need = c.min === c.max ? t("sixty_three.ui.n_of_chosen", { n, of: c.min }) : t("sixty_three.ui.n_chosen_up_to", { n, max: c.max });
    html = `<span class="s63-count" aria-live="polite">${need}</span>
      <button type="button" class="btn primary action a-${c.action}" data-index="0" data-action="${c.action}" ${ok ? "" : "disabled"}>${chooseLabel(c, n)}</button>`;
    sig = `choose|${JSON.stringify(c)}|${cards.join(",")}`;
  } else if (myTurnNow) {
    tokens = view.legal.filter((t) => !t.card);
    html = tokens.map((k, i) => `<button type="button" class="btn action a-${k.action}${k.suit ? ` suit-${k.suit}` : ""}" data-index="${i}" data-action="${k.action}">${actionLabel(k)}</button>`).join("");
    sig = `${view.phase}|${JSON.stringify(tokens)}`;
  }
  tv.legalTokens = tokens;
  if (sig === tv.actionsSig) return;
  const focused = /** @type {HTMLElement | null} */ (document.activeElement?.closest?.("#actions") ? document.activeElement : null);
  const refocus = focused && (focused.dataset.step ? `[data-step="${focused.dataset.step}"]` : focused.matches("input") ? "input.s63-slider" : null);
  tv.actionsSig = sig;
  tv.actionsEl.innerHTML = html;
  if (refocus) /** @type {HTMLElement | null} */ (tv.actionsEl.querySelector(refocus))?.focus();
}

/** A hint made visible: its set of cards chosen (confirm to follow it), or the bid stepper
 *  moved to its bid. */
function prepareHint(action, view, ui) {
  if (Array.isArray(action.cards) && view.choose) {
    const set = selection(view, ui);
    set.clear();
    for (const c of action.cards) if (view.choose.from.includes(c)) set.add(c);
  } else if (action.action === "bid" && view.phase === "auction") {
    const bidTokens = view.legal.filter((t) => t.action === "bid").sort((x, y) => x.value - y.value);
    const i = bidTokens.findIndex((t) => t.value === action.value);
    if (i >= 0) {
      ui.own.bidFor = `${view.hand_number}|${view.auction?.bids.length}`;
      ui.own.bidIndex = i;
    }
  }
}

// ---------- extras on the table: piles, shown cards, folds, the last trick ------------------
function ensure(parent, cls) {
  let el = parent.querySelector(`:scope > .${cls}`);
  if (!el) {
    el = document.createElement("div");
    el.className = `game-extra ${cls}`;
    parent.append(el);
  }
  return el;
}

function put(el, html) {
  if (el.dataset.html !== html) {
    el.innerHTML = html;
    el.dataset.html = html;
  }
}

/** Piles in the middle: { stock, discards } (animations pass their own counts). */
function piles(view) {
  if (view.__piles) return view.__piles;
  const x = view.exchange ?? {};
  const pre = view.phase === "auction" || view.phase === "trump";
  const during = EXCHANGE_PHASES.includes(view.phase);
  const discards = (x.face_down ?? []).reduce((s, n) => s + n, 0);
  return { stock: pre || during ? x.stock ?? 0 : 0, discards: during ? discards : 0 };
}

function exchangeLine(view, seat) {
  const x = view.exchange ?? {};
  if (!view.trump || !(EXCHANGE_PHASES.includes(view.phase) || (view.phase === "play" && view.tricks_played === 0))) return "";
  const d = x.dirt_discarded?.[seat] ?? 0;
  if (!d && !x.drawn?.[seat] && !(seat === view.dealer && x.rob_taken)) return ""; // not yet (or nothing to say)
  // In words a phone shows (the title only repeats them at length): "Hand -7 +4".
  if (seat === view.dealer) {
    const r = x.rob_taken ?? 0;
    return `<span title="${t("sixty_three.ui.xch_rob_title", { d: t("sixty_three.ui.dirt_cards", { count: d }), r: t("sixty_three.ui.cards_n", { count: r }) })}">${t("sixty_three.ui.hand")} ${MINUS}${d} <span class="rob">${t("sixty_three.ui.rob")} +${r}</span></span>`;
  }
  const n = x.drawn?.[seat] ?? 0;
  return `<span title="${t("sixty_three.ui.xch_title", { d: t("sixty_three.ui.dirt_cards", { count: d }), n })}">${t("sixty_three.ui.hand")} ${MINUS}${d} +${n}</span>`;
}

function decorate(tv, view, ui) {
  for (let seat = 0; seat < 4; seat++) {
    const el = tv.seatEl(seat);
    if (!el) continue;
    const extra = ensure(el, "s63-extra");
    let html = "";
    const up = seat === view.seat ? [] : view.face_up?.[seat] ?? [];
    if (up.length) html += cardRow("shown", t("sixty_three.ui.passed_by", { who: seatName(view, (seat + 2) % 4) }), up);
    const folded = (view.folds ?? []).filter((f) => f.seat === seat).flatMap((f) => f.cards);
    if (folded.length && view.phase !== "hand_over") html += cardRow("folded", t("sixty_three.ui.folded_title"), folded);
    const claim = seat !== view.seat && (view.phase === "hand_over" || view.phase === "game_over")
      ? (view.hand_result?.end?.held ?? []).filter(([s]) => s === seat).flatMap(([, cards]) => cards) : [];
    if (claim.length) html += cardRow("claimed", t("sixty_three.ui.claimed_title"), claim);
    put(extra, html);
    // The row's card count as a CSS variable, set through the CSSOM (the page's CSP allows no style attributes).
    extra.querySelectorAll("[data-n]").forEach((e) => /** @type {HTMLElement} */ (e).style.setProperty("--n", /** @type {HTMLElement} */ (e).dataset.n ?? "6"));
  }

  // The counters in the trick show their points (css/howto.css).
  for (const c of tv.trickCards()) {
    const p = view.card_points?.[c.dataset.card ?? ""];
    if (p) { c.dataset.points = String(p); c.setAttribute("aria-label", `${cardName(c.dataset.card ?? "")}, ${t("marks.worth", { count: p })}`); }
    else delete c.dataset.points;
  }

  const centre = ensure(tv.felt.querySelector("#centre"), "s63-centre");
  const p = piles(view);
  // The last trick's points, unless its cards are still on the table (being gathered).
  let last = view.phase === "play" ? view.last_trick : null;
  if (last && ui?.trick?.length && ui.trick.every((p) => last.plays.some((q) => q.card === p.card))) last = null;
  let lastHTML = "";
  if (last) {
    const w = teamOf(view, last.winner);
    const split = last.credited && last.credited[1 - w] > 0 ? ` <span class="split">(${teamShort(view, 1 - w)} +${last.credited[1 - w]})</span>` : "";
    lastHTML = `<div class="s63-last" data-testid="last-trick">${t("page.last_trick")}: <b>${seatName(view, last.winner)}</b> +${last.credited ? last.credited[w] : last.points}${split}</div>`;
  }
  put(centre, `
    <div class="s63-pile stock" ${p.stock ? "" : "hidden"}><div class="card back"></div><span class="pile-label">${t("sixty_three.ui.stock")} <b>${p.stock}</b></span></div>
    <div class="s63-pile discards" ${p.discards ? "" : "hidden"}><div class="card back"></div><span class="pile-label">${t("sixty_three.ui.discards")} <b>${p.discards}</b></span></div>
    ${lastHTML}`);
}

// ---------- animations of the exchange and the tricks --------------------------------------
function chip(fx, el, text, cls = "") {
  const ms = fx.pace().anim;
  if (!el || ms <= 0) return;
  const r = el.getBoundingClientRect();
  const c = document.createElement("div");
  c.className = `s63-chip ${cls}`;
  c.textContent = text;
  const life = Math.max(900, ms * 5);
  c.style.animationDuration = `${life}ms`;
  document.body.append(c);
  // Centred on the seat, but never past the edge of the screen, and never over the player's
  // own hand: a chip that would touch it (its rise included) goes just above it.
  const half = c.offsetWidth / 2 + 4;
  const x = Math.max(half, Math.min(document.documentElement.clientWidth - half, r.left + r.width / 2));
  let y = r.top + Math.min(r.height / 2, 40);
  const hand = document.querySelector("#seat-bottom .hand.mine")?.getBoundingClientRect();
  const h = c.offsetHeight / 2;
  if (hand && hand.width && y + h + 14 > hand.top && y - h - 28 < hand.bottom && x + half > hand.left && x - half < hand.right) {
    y = hand.top - h - 14;
  }
  c.style.left = `${x}px`;
  c.style.top = `${y}px`;
  setTimeout(() => c.remove(), life + 50);
}

/** "+26 points", "+1 point": a chip says what its number is. @param {number} n */
const pointsText = (n) => t("sixty_three.chip.points", { count: n });

const pileEl = (fx, which) => {
  const el = fx.tv.felt.querySelector(`.s63-pile.${which}`);
  return el && !el.hidden ? el : fx.tv.felt.querySelector("#centre");
};

/** Cards (codes, or null for a back) fly from a rect to an element, a little apart. */
async function flight(fx, cards, fromRect, toEl) {
  if (fx.pace().anim <= 0 || !fromRect) return;
  await Promise.all(cards.slice(0, 6).map((c, i) => fx.sleep(i * 45).then(() => fx.ghost(c, fromRect, toEl))));
}

const rectOf = (el) => el?.getBoundingClientRect();
const backs = (n) => Array(Math.max(0, Math.min(n, 6))).fill(null);

/** My hand after event i of the batch: undo the later events from the final hand. Null if a
 *  later event moved hidden cards of mine (then the caller works it out going forward). */
function handAfter(fx, v, i) {
  const me = v.seat;
  const hand = new Set(v.hand);
  const evs = fx.events;
  for (let j = evs.length - 1; j > i; j--) {
    const e = evs[j];
    if ((e.type === "play") && e.seat === me) hand.add(e.card);
    else if ((e.type === "dump" || e.type === "fold" || e.type === "excess_discarded") && e.seat === me) e.cards.forEach((c) => hand.add(c));
    else if (e.type === "excess_passed" && e.from === me) e.cards.forEach((c) => hand.add(c));
    else if (e.type === "excess_passed" && e.to === me) e.cards.forEach((c) => hand.delete(c));
    else if (["drew", "dirt_discarded", "partner_discarded", "rob", "kitty_taken"].includes(e.type) && e.seat === me) return null;
  }
  const order = new Map(v.hand.map((c, k) => [c, k]));
  return [...hand].sort((a, b) => (order.get(a) ?? 99) - (order.get(b) ?? 99));
}

function stateOf(fx, v) {
  if (fx.scratch.s63) return fx.scratch.s63;
  const prev = fx.prev ?? v;
  fx.scratch.s63 = {
    counts: (prev.hand_counts ?? v.hand_counts).slice(),
    hand: (prev.hand ?? v.hand).slice(),
    faceUp: (prev.face_up ?? v.face_up).map((s) => s.slice()),
    stock: prev.exchange?.stock ?? v.exchange.stock,
    discards: (prev.exchange?.face_down ?? [0, 0, 0, 0]).reduce((s, n) => s + n, 0),
    tookStock: prev.phase === "rob",
    // The "−6 +3" badges, as far as the animation has got.
    dirt: (prev.exchange?.dirt_discarded ?? [0, 0, 0, 0]).slice(),
    drawn: (prev.exchange?.drawn ?? [0, 0, 0, 0]).slice(),
    rob: prev.exchange?.rob_taken ?? 0,
    note: "",
  };
  return fx.scratch.s63;
}

/** Draw the final view with the cards where they are at this point of the animation. */
function show(fx, v, st) {
  fx.draw({
    ...v,
    hand_counts: st.counts.slice(),
    hand: st.hand.slice(),
    face_up: st.faceUp.map((s) => s.slice()),
    exchange: { ...v.exchange, dirt_discarded: st.dirt.slice(), drawn: st.drawn.slice(), rob_taken: st.rob },
    __piles: { stock: st.stock, discards: st.discards },
    __note: st.note,
  });
}

/** A note of the exchange: `sixty_three.note.<what>.me` ("You discard …") or `.other` ("West discards …").
 *  @param {View} v @param {number} seat @param {string} what @param {Record<string, any>} [params] */
const says = (v, seat, what, params = {}) => t(`sixty_three.note.${what}.${seat === v.seat ? "me" : "other"}`, { who: seatName(v, seat), ...params });

/** Move my hand to `next`: leaving cards fly to `toEl`, arriving ones fly in from `fromEl`.
 *  @param {Fx} fx @param {View} v @param {any} st @param {string[]} next
 *  @param {{ toEl?: Element, fromEl?: Element, faceDown?: boolean }} [how] */
async function moveMyHand(fx, v, st, next, { toEl, fromEl, faceDown = false } = {}) {
  const leaving = st.hand.filter((c) => !next.includes(c));
  const arriving = next.filter((c) => !st.hand.includes(c));
  const rects = leaving.map((c) => [c, rectOf(fx.tv.handCard(c))]);
  st.hand = next.slice();
  show(fx, v, st);
  if (fx.pace().anim <= 0) return;
  const jobs = rects.map(([c, r], i) => r && toEl && fx.sleep(i * 45).then(() => fx.ghost(faceDown ? null : c, r, toEl)));
  const src = rectOf(fromEl);
  arriving.forEach((c, i) => {
    const el = fx.tv.handCard(c);
    if (el && src) jobs.push(fx.flyIn(el, src, { delay: i * 45, scaleFrom: 0.6 }));
  });
  await Promise.all(jobs);
}

async function takeStock(fx, v, st, seat, n, how = "draw") {
  const from = rectOf(pileEl(fx, "stock"));
  st.stock = Math.max(0, st.stock - n);
  st.counts[seat] += n;
  if (how === "rob") {
    st.rob = n;
    st.note = says(v, seat, "rob", { count: n });
  } else if (how === "kitty") st.note = says(v, seat, "kitty", { n });
  else {
    st.drawn[seat] = n;
    st.note = says(v, seat, "draw", { n });
  }
  if (seat === v.seat) {
    const next = seat === v.to_move && v.phase === "rob" ? v.hand.slice() : handAfter(fx, v, fx.scratch.index) ?? v.hand.slice();
    await moveMyHand(fx, v, st, next, { fromEl: pileEl(fx, "stock") });
  } else {
    show(fx, v, st);
    await flight(fx, backs(n), from, fx.tv.anchorOf(seat));
  }
  chip(fx, fx.tv.seatEl(seat), t(how === "rob" ? "sixty_three.chip.robs" : "sixty_three.chip.draws", { n }), "in");
}

async function discard(fx, v, st, seat, n, next) {
  st.discards += n;
  st.counts[seat] = Math.max(0, st.counts[seat] - n);
  if (n > 0) chip(fx, fx.tv.seatEl(seat), t("sixty_three.chip.discards", { n }), "out");
  if (seat === v.seat && next) {
    const seen = st.hand.some((c) => !next.includes(c)); // else: stock cards I never held in view
    await moveMyHand(fx, v, st, next, { toEl: pileEl(fx, "discards") });
    if (seen) return;
  }
  const from = rectOf(fx.tv.anchorOf(seat));
  show(fx, v, st);
  await flight(fx, backs(n), from, pileEl(fx, "discards"));
}

async function animate(ev, v, fx) {
  fx.scratch.index = fx.events.indexOf(ev);
  const ms = fx.pace().anim;
  const tv = fx.tv;
  const me = v.seat;
  if (ev.type === "deal") { fx.scratch.s63 = null; return false; }
  const st = stateOf(fx, v);
  switch (ev.type) {
    case "trump":
      st.note = t("sixty_three.note.trump", { suit: t(`cards.suits.${ev.suit}`) });
      show(fx, v, st);
      fx.pop(document.querySelector('[data-testid="trump"]'));
      if (ms > 0) await fx.sleep(ms);
      break;
    case "kitty_taken":
      await takeStock(fx, v, st, ev.seat, ev.count, "kitty");
      break;
    case "dirt_discarded": {
      const trumps = new Set(v.trump_cards ?? []);
      const next = ev.seat === me ? handAfter(fx, v, fx.scratch.index) ?? st.hand.filter((c) => trumps.has(c)) : null;
      st.dirt[ev.seat] = ev.count;
      st.note = says(v, ev.seat, "discard_dirt", { count: ev.count });
      await discard(fx, v, st, ev.seat, ev.count, next);
      break;
    }
    case "drew":
      await takeStock(fx, v, st, ev.seat, ev.count);
      break;
    case "rob":
      if (!st.tookStock && ev.taken > 0) await takeStock(fx, v, st, ev.seat, ev.taken, "rob");
      st.tookStock = true;
      st.rob = ev.taken;
      st.note = says(v, ev.seat, "keep", { kept: ev.kept, taken: ev.taken, discarded: ev.discarded });
      if (ev.discarded > 0) await discard(fx, v, st, ev.seat, ev.discarded, ev.seat === me ? handAfter(fx, v, fx.scratch.index) : null);
      chip(fx, tv.seatEl(ev.seat), t("sixty_three.chip.keeps", { n: ev.kept }), "in");
      break;
    case "excess_passed": {
      const from = rectOf(tv.anchorOf(ev.from));
      st.counts[ev.from] -= ev.cards.length;
      st.counts[ev.to] += ev.cards.length;
      st.faceUp[ev.to] = [...st.faceUp[ev.to], ...ev.cards];
      const mineMoves = ev.from === me || ev.to === me;
      const next = mineMoves ? handAfter(fx, v, fx.scratch.index) : null;
      if (next) st.hand = next;
      st.note = ev.to === me ? says(v, ev.from, "pass_you", { count: ev.cards.length }) : says(v, ev.from, "pass", { count: ev.cards.length, to: seatName(v, ev.to) });
      show(fx, v, st);
      chip(fx, tv.seatEl(ev.from), t("sixty_three.chip.passes", { n: ev.cards.length }), "out");
      await flight(fx, ev.cards, from, tv.anchorOf(ev.to));
      if (ms > 0) await fx.sleep(ms);
      break;
    }
    case "partner_discarded":
      st.note = says(v, ev.seat, "discard_n", { n: ev.count });
      await discard(fx, v, st, ev.seat, ev.count, ev.seat === me ? handAfter(fx, v, fx.scratch.index) : null);
      break;
    case "excess_discarded": {
      const from = rectOf(tv.anchorOf(ev.seat));
      st.discards += ev.cards.length;
      st.counts[ev.seat] -= ev.cards.length;
      st.faceUp[ev.seat] = st.faceUp[ev.seat].filter((c) => !ev.cards.includes(c));
      st.note = says(v, ev.seat, "discard_extra", { count: ev.cards.length });
      if (ev.seat === me) st.hand = handAfter(fx, v, fx.scratch.index) ?? st.hand.filter((c) => !ev.cards.includes(c));
      show(fx, v, st);
      chip(fx, tv.seatEl(ev.seat), t("sixty_three.chip.discards", { n: ev.cards.length }), "out");
      await flight(fx, ev.cards, from, pileEl(fx, "discards"));
      break;
    }
    case "fold":
      fx.draw(v);
      chip(fx, tv.seatEl(ev.seat), "Out", "fold");
      fx.pop(tv.seatEl(ev.seat)?.querySelector(".badge.b-out"));
      if (ms > 0) await fx.sleep(ms);
      break;
    case "dump": {
      const from = rectOf(tv.anchorOf(ev.seat));
      fx.ui.trick = [...fx.ui.trick, ...ev.cards.map((card) => ({ seat: ev.seat, card }))];
      fx.draw(fx.cardsPlayed(fx, ev, v, ev.cards));
      await Promise.all(ev.cards.map((c) => fx.flyIn(tv.trickCard(c), from, { scaleFrom: 0.5 })));
      break;
    }
    case "trick": {
      await fx.holdTrick(ev, v, fx); // the winner, why, and time to see it
      const w = ev.winner;
      const side = teamOf(v, w);
      chip(fx, tv.seatEl(w), pointsText(ev.credited?.[side] ?? ev.points), ev.points ? "pts" : "zero");
      if (ev.credited?.[1 - side] > 0) {
        const two = ev.plays.find((p) => teamOf(v, p.seat) !== side && p.card === `2${v.trump}`);
        chip(fx, tv.seatEl(two ? two.seat : w), pointsText(ev.credited[1 - side]), "pts");
      }
      const to = tv.anchorOf(w);
      await Promise.all(tv.trickCards().map((el) => fx.flyOut(el, to)));
      fx.ui.trick = [];
      fx.draw(fx.trickGathered(fx, ev, v));
      fx.pop(tv.seatEl(w)?.querySelector(".seat-head"));
      break;
    }
    case "claim":
      fx.draw(v);
      if (ev.held?.length) chip(fx, tv.seatEl(ev.held[0][0]), t("sixty_three.chip.claim", { who: teamShort(v, ev.team), points: pointsText(ev.points) }), "pts");
      if (ms > 0) await fx.sleep(ms * 2);
      break;
    default:
      return false;
  }
  // The dealer picked up the rest of the stock and now chooses what to keep (no event says so).
  if (fx.scratch.index === fx.events.length - 1 && v.phase === "rob" && !st.tookStock) {
    st.tookStock = true;
    await takeStock(fx, v, st, v.dealer, v.exchange.rob_taken, "rob");
  }
  return true;
}

// ---------- end of hand and game ------------------------------------------------------------
/** @param {View} view */
function handSummary(view) {
  const r = view.hand_result;
  if (!r) return noResult(t("page.hand_over"));
  const x = r.bidding_team;
  const ours = mine(view, x);
  const me = r.declarer === view.seat;
  const who = seatName(view, r.declarer);
  const title = t(r.made ? (ours ? "sixty_three.ui.contract_made" : "sixty_three.ui.they_made_it") : (ours ? "sixty_three.ui.set" : "sixty_three.ui.they_were_set"));
  const how = r.dealer_default
    ? t(me ? "sixty_three.sum.all_passed_you" : "sixty_three.sum.all_passed", { who, n: r.contract })
    : t("sixty_three.sum.bid", { who, n: r.contract });
  let summary = t(`sixty_three.sum.${r.made ? "made" : "set"}_${ours ? "ours" : "theirs"}`, { how, took: r.points[x], delta: signed(r.score_delta[x]) });
  const end = r.end;
  if (end?.reason === "one_team_active" && end.credited_points > 0) {
    summary += ` ${t(mine(view, end.team) ? "sixty_three.sum.laid_down_ours" : "sixty_three.sum.laid_down_theirs", { n: end.credited_points })}`;
  }
  const order = [view.my_team ?? 0, 1 - (view.my_team ?? 0)];
  const rows = order.map((k) => `<tr class="${k === x ? "bidders" : ""}"><th scope="row">${teamLong(view, k)}${k === x ? ` <small>${t(r.dealer_default ? "sixty_three.ui.stuck_small" : "sixty_three.ui.bid_small", { n: r.contract })}</small>` : ""}</th>` +
    `<td data-testid="hand-took-${k}">${r.points[k]}</td>` +
    `<td class="pts ${r.score_delta[k] < 0 ? "neg" : ""}" data-testid="hand-delta-${k}">${signed(r.score_delta[k])}</td>` +
    `<td><b data-testid="hand-score-${k}">${view.scores[k]}</b></td></tr>`).join("");
  return {
    title,
    summary,
    numbers: numbersTable({
      heads: [t("sixty_three.ui.took"), t("sixty_three.ui.hand"), `${t("board.score")} <small>/ ${view.target}</small>`], rows, view,
      after: `<p class="s63-result ${r.made ? "made" : "set"}" data-testid="hand-outcome">${t(`sixty_three.ui.outcome_${r.made ? "made" : "set"}_${ours ? "you" : "they"}`, { n: r.contract, took: r.points[x] })}</p>`,
    }),
  };
}

/** @param {View} view */
function gameOver(view) {
  const won = mine(view, view.winner);
  const both = view.scores.filter((s) => s >= view.target).length > 1;
  const order = [view.my_team ?? 0, 1 - (view.my_team ?? 0)];
  return gameResult({
    won,
    summary: t(`sixty_three.ui.reached_${won ? "ours" : "theirs"}${both ? "_both" : ""}`, { target: view.target }) +
      (view.hand_result ? ` ${t("board.last_hand", { summary: handSummary(view).summary })}` : ""),
    sides: order.map((k) => ({ name: teamLong(view, k), score: view.scores[k], id: k, won: k === view.winner })),
  });
}

/** @type {GamePlugin} */
const sixtyThree = {
  id: "sixty_three",
  title: "Sixty-three",
  blurb: "blurbs.sixty_three", // a catalogue key
  available: true,
  options: OPTIONS,
  seats() { return ["human", "club", "club", "club"]; },
  seatName, teamOf, actionLabel, bidText, prompt, seatBadges, scoreboard, kitty, handSummary, gameOver,
  biddingPhases: ["auction"],
  bids, myTurn, handMarks, onCard, renderActions, decorate, animate, prepareHint,
  /** The last-trick peek unless the display option `last_trick_peek` is off (the book allows a look). */
  peek: (view) => view.options?.last_trick_peek !== false,
};

export default sixtyThree;
