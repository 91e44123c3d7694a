// @ts-check
// Sixty-three's words, controls and animations for the page. Every rule decision comes from
// the engine: legal bids and suits are view.legal, card-set choices (the dealer robbing the
// pack, excess trumps, discards) are view.choose, reasons are view.illegal. This file only
// labels them, lets the player pick, and shows what the events say happened.
import { cardName, faceClasses, faceHTML, suitLabel, SUIT_NAMES } from "../cards.js";
import { t } from "../i18n.js";
import { showReason } from "../input.js";
import { gameResult, MINUS, noResult, num, numbersTable, plural, scoreboardHTML, scoreCell, signed, teamChip } from "../summary.js";

/** @typedef {import("./contract.js").GamePlugin} GamePlugin */
/** @typedef {import("./contract.js").View} View */
/** @typedef {import("./contract.js").Ui} Ui */
/** @typedef {import("./contract.js").Fx} Fx */
/** @typedef {import("./contract.js").GameEvent} GameEvent */
/** @typedef {import("../table.js").TableView} TableView */

/** The options offered in the settings panel (keys and values as the engine's options).
 *  @type {import("./contract.js").OptionSpec[]} */
const OPTIONS = [
  { key: "game_target", label: "Play to", type: "select",
    choices: [[150, "150 points"], [200, "200 points"], [250, "250 points"], [300, "300 points"]] },
  { key: "auction_style", label: "The auction goes on", type: "select",
    choices: [["open", "Until all but one pass"], ["single_round", "One round: each bids once"]] },
  { key: "shoot_the_moon", label: "Shooting the moon (bid 126: take all 63)", type: "select",
    choices: [["off", "Off"], ["on", "On"]] },
  { key: "joker_rank", label: "The joker ranks", type: "select",
    choices: [["lowest_trump", "Lowest trump"], ["highest_trump", "Highest trump"]] },
  { key: "two_of_trump_scores_to", label: "The 2 of trump counts for", type: "select",
    choices: [["player_who_played", "The side that played it"], ["trick_winner", "The side that won the trick"]] },
  { key: "excess_trump_handling", label: "More than six trumps", type: "select",
    choices: [["pass_then_keep", "Pass to partner, keep the rest"],
      ["pass_then_discard_noncounting", "Pass, then discard the extras"]] },
  { key: "non_bidding_team_scores", label: "The defending side scores its points", type: "bool" },
  { key: "end_rule", label: "When both sides pass the target", type: "select",
    choices: [["bidder_goes_out", "The bidders go out"], ["higher_score", "The higher score wins"],
      ["must_bid_out", "A side wins only by making a bid"]] },
];

const SEAT_NAMES = ["You", "West", "Partner", "East"];
const EXCHANGE_PHASES = ["keep_dirt", "rob", "excess", "partner_discard", "excess_discard"];

const teamOf = (view, seat) => seat % 2;
const rel = (view, seat) => (seat - view.seat + 4) % 4;
const seatName = (view, seat) => SEAT_NAMES[rel(view, seat)] ?? `Seat ${seat}`;
const mine = (view, team) => team === (view.my_team ?? teamOf(view, view.seat));
const teamShort = (view, t) => (mine(view, t) ? "Us" : "Them");
const teamLong = (view, t) => (mine(view, t) ? "You & partner" : "Opponents");
/** A row of small face-up cards beside a seat. */
const cardRow = (kind, title, codes) => `<div class="s63-cards ${kind}" title="${title}" data-n="${codes.length}">` +
  codes.map((c) => `<div class="${faceClasses(c)}" data-card="${c}">${faceHTML(c)}</div>`).join("") + "</div>";

// ---------- the auction -------------------------------------------------------------------
function bids(view) {
  return (view.auction?.bids ?? []).map((b) => ({ seat: b.seat, action: b.bid == null ? { action: "pass" } : { action: "bid", value: b.bid } }));
}

function bidText(action) {
  if (action.action === "pass") return "Pass";
  if (action.action === "bid") return action.value === 126 ? "Moon!" : String(action.value);
  return action.action;
}

function actionLabel(token) {
  switch (token.action) {
    case "pass": return "Pass";
    case "bid": return `Bid ${token.value}`;
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
    if (view.active?.[view.seat] === false && view.phase === "play") return "You have no trumps: you are out of this hand.";
    if (view.to_move == null || view.to_move === view.seat) return "";
    const who = seatName(view, view.to_move);
    const verb = {
      auction: "to bid", trump: "names trump", rob: "is robbing the pack", keep_dirt: "is choosing cards to keep",
      excess: "may pass trumps to their partner", partner_discard: "is discarding", excess_discard: "is discarding",
    }[view.phase] ?? "to play";
    return `${who} ${verb}…`;
  }
  const c = view.choose;
  switch (view.phase) {
    case "auction": {
      const high = a.high_bid == null ? "No bid yet." : `High bid ${a.high_bid} by ${seatName(view, a.high_bidder)}.`;
      const stuck = view.dealer === view.seat && a.high_bid == null ? ` If you pass, you play ${view.options?.dealer_default_contract ?? 25}.` : "";
      return `${high} Bid or pass.${stuck}`;
    }
    case "trump": return view.dealer_default
      ? `Everyone passed: you play for ${view.contract}. Name trump.`
      : `You won the bid at ${view.contract}. Name trump.`;
    case "rob": return `Robbing the pack: your trumps stay; keep ${plural(c.min, "dirt card")} to make six.`;
    case "keep_dirt": return `Keep ${plural(c.min, "dirt card")} to make six.`;
    case "excess": return `Pass up to ${plural(c.max, "non-counting trump")} to your partner (shown to all), or none.`;
    case "partner_discard": return `Your partner passed you trumps: discard ${plural(c.min, "dirt card")}.`;
    case "excess_discard": return `Show and discard ${plural(c.min, "extra non-counting trump")}.`;
    case "play":
      if (c) return `Play ${plural(c.min, "card")} together to the first trick.`;
      if (view.trick.length === 0) return view.tricks_played === 0 ? "Your lead: the first lead must be a trump." : "Your lead.";
      return view.trump_cards?.includes(view.trick[0].card) ? "Trump led: play a trump." : "Your turn: any card.";
    default: return "Your turn.";
  }
}

function seatBadges(view, seat) {
  /** @type {[string, string][]} */
  const b = [];
  if (view.dealer === seat) b.push(["dealer", "Dealer"]);
  if (view.declarer === seat && view.contract != null) b.push(["maker", view.dealer_default ? `Stuck ${view.contract}` : `Bid ${view.contract}`]);
  if (view.active?.[seat] === false) b.push(["out", "Out"]);
  const x = exchangeLine(view, seat);
  if (x) b.push(["xch", x]);
  return b;
}

// ---------- scoreboard ----------------------------------------------------------------------
/** Our side first, then theirs. @param {View} view @param {number[]} values @param {string} [testid] */
function teamsHTML(view, values, testid) {
  const order = [view.my_team ?? 0, 1 - (view.my_team ?? 0)];
  return order.map((t) => teamChip(t === (view.my_team ?? 0) ? 0 : 1, teamShort(view, t), num(values[t], testid && `${testid}-${t}`), teamLong(view, t))).join("");
}

function scoreboard(view) {
  const a = view.auction ?? {};
  let label = "Contract";
  let contract;
  if (view.phase === "auction") {
    label = "High bid";
    contract = a.high_bid == null ? `<span class="muted">none yet</span>`
      : `<b>${a.high_bid}</b><span class="by">${seatName(view, a.high_bidder)}</span>`;
  } else if (view.contract != null) {
    const who = `<b>${view.contract}</b><span class="by">${seatName(view, view.declarer)}</span>`;
    contract = view.trump ? `${suitLabel(view.trump)}${who}` : `${who}<span class="muted">naming trump</span>`;
  } else contract = `<span class="muted">—</span>`;
  return scoreboardHTML(
    scoreCell("score", `Score <small>to ${view.target}</small>`, teamsHTML(view, view.scores, "score")),
    scoreCell("trump", label, contract, "trump"),
    scoreCell("tricks", "Points <small>of 63</small>", teamsHTML(view, view.points_taken ?? [0, 0], "taken")),
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
    showReason(`Choose at most ${c.max}: tap a chosen card to put it back.`, 2000);
    return true;
  } else set.add(code);
  return true;
}

function chooseLabel(c, n) {
  switch (c.action) {
    case "keep": return `Keep ${n || ""}`.trim();
    case "give": return n === 0 ? "Pass none" : `Pass ${n} to partner`;
    case "discard": return `Discard ${n || ""}`.trim();
    case "dump": return `Play ${n || ""}`.trim();
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
    const passBtn = pass ? `<button type="button" class="btn action a-pass" data-index="0" data-action="pass">Pass</button>` : "";
    const bidRow = n ? `
      <div class="s63-stepper" role="group" aria-label="Your bid">
        <button type="button" class="btn step" data-step="-1" aria-label="Bid lower" ${i === 0 ? "disabled" : ""}>−</button>
        <button type="button" class="btn primary action a-bid" data-index="${tokens.indexOf(bidTokens[i])}" data-action="bid" data-value="${bidTokens[i].value}">${bidTokens[i].value === 126 ? "Moon" : "Bid"} <b>${bidTokens[i].value}</b></button>
        <button type="button" class="btn step" data-step="1" aria-label="Bid higher" ${i === n - 1 ? "disabled" : ""}>+</button>
      </div>
      ${n > 2 ? `<label class="s63-range"><span>${bidTokens[0].value}</span><input class="s63-slider" type="range" min="0" max="${n - 1}" step="1" value="${i}" aria-label="Bid amount"/><span>${bidTokens[n - 1].value}</span></label>` : ""}` : "";
    html = `<div class="s63-bid">${passBtn}${bidRow}</div>`;
    sig = `auction|${JSON.stringify(tokens)}|${i}`;
  } else if (myTurnNow && view.choose) {
    const c = view.choose;
    const set = selection(view, ui);
    const n = set.size;
    const ok = n >= c.min && n <= c.max;
    const cards = [...c.from.filter((x) => set.has(x))];
    tokens = [{ action: c.action, cards }];
    const need = c.min === c.max ? `${n} of ${c.min} chosen` : `${n} chosen (up to ${c.max})`;
    html = `<span class="s63-count" aria-live="polite">${need}</span>
      <button type="button" class="btn primary action a-${c.action}" data-index="0" data-action="${c.action}" ${ok ? "" : "disabled"}>${chooseLabel(c, n)}</button>`;
    sig = `choose|${JSON.stringify(c)}|${cards.join(",")}`;
  } else if (myTurnNow) {
    tokens = view.legal.filter((t) => !t.card);
    html = tokens.map((t, i) => `<button type="button" class="btn action a-${t.action}${t.suit ? ` suit-${t.suit}` : ""}" data-index="${i}" data-action="${t.action}">${actionLabel(t)}</button>`).join("");
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
    return `<span title="discarded ${plural(d, "dirt card")}, robbed the pack of ${plural(r, "card")}">Hand ${MINUS}${d} <span class="rob">rob +${r}</span></span>`;
  }
  const n = x.drawn?.[seat] ?? 0;
  return `<span title="discarded ${plural(d, "dirt card")}, drew ${n}">Hand ${MINUS}${d} +${n}</span>`;
}

function decorate(tv, view, ui) {
  for (let seat = 0; seat < 4; seat++) {
    const el = tv.seatEl(seat);
    if (!el) continue;
    const extra = ensure(el, "s63-extra");
    let html = "";
    const up = seat === view.seat ? [] : view.face_up?.[seat] ?? [];
    if (up.length) html += cardRow("shown", `Trumps passed by ${seatName(view, (seat + 2) % 4)}, face up`, up);
    const folded = (view.folds ?? []).filter((f) => f.seat === seat).flatMap((f) => f.cards);
    if (folded.length && view.phase !== "hand_over") html += cardRow("folded", "Out of the hand: cards set aside", folded);
    const claim = seat !== view.seat && (view.phase === "hand_over" || view.phase === "game_over")
      ? (view.hand_result?.end?.held ?? []).filter(([s]) => s === seat).flatMap(([, cards]) => cards) : [];
    if (claim.length) html += cardRow("claimed", "Laid down and claimed", claim);
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
    const t = teamOf(view, last.winner);
    const split = last.credited && last.credited[1 - t] > 0 ? ` <span class="split">(${teamShort(view, 1 - t)} +${last.credited[1 - t]})</span>` : "";
    lastHTML = `<div class="s63-last" data-testid="last-trick">Last trick: <b>${seatName(view, last.winner)}</b> +${last.credited ? last.credited[t] : last.points}${split}</div>`;
  }
  put(centre, `
    <div class="s63-pile stock" ${p.stock ? "" : "hidden"}><div class="card back"></div><span class="pile-label">Stock <b>${p.stock}</b></span></div>
    <div class="s63-pile discards" ${p.discards ? "" : "hidden"}><div class="card back"></div><span class="pile-label">Discards <b>${p.discards}</b></span></div>
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
const pointsText = (n) => `+${plural(n, "point")}`;

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

/** "You discard" / "West discards". */
const says = (v, seat, verb, rest = "") => `${seatName(v, seat)} ${seat === v.seat ? verb : verb.replace(/(ss|sh|ch|x)$/, "$1e") + "s"}${rest}`;

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
    st.note = says(v, seat, "rob", ` the pack: ${plural(n, "card")}${seat === v.seat ? "" : ", trumps kept"}…`);
  } else if (how === "kitty") st.note = says(v, seat, "take", ` the kitty (${n})…`);
  else {
    st.drawn[seat] = n;
    st.note = says(v, seat, "draw", ` ${n}…`);
  }
  if (seat === v.seat) {
    const next = seat === v.to_move && v.phase === "rob" ? v.hand.slice() : handAfter(fx, v, fx.scratch.index) ?? v.hand.slice();
    await moveMyHand(fx, v, st, next, { fromEl: pileEl(fx, "stock") });
  } else {
    show(fx, v, st);
    await flight(fx, backs(n), from, fx.tv.anchorOf(seat));
  }
  chip(fx, fx.tv.seatEl(seat), how === "rob" ? `robs ${n}` : `draws ${n}`, "in");
}

async function discard(fx, v, st, seat, n, next) {
  st.discards += n;
  st.counts[seat] = Math.max(0, st.counts[seat] - n);
  if (n > 0) chip(fx, fx.tv.seatEl(seat), `discards ${n}`, "out");
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
      st.note = `Trump: ${SUIT_NAMES[ev.suit]}. Everyone discards their dirt…`;
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
      st.note = says(v, ev.seat, "discard", ` ${plural(ev.count, "dirt card")}…`);
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
      st.note = says(v, ev.seat, "keep", ` ${ev.kept} of the ${ev.taken} and discard${ev.seat === v.seat ? "" : "s"} ${ev.discarded}.`);
      if (ev.discarded > 0) await discard(fx, v, st, ev.seat, ev.discarded, ev.seat === me ? handAfter(fx, v, fx.scratch.index) : null);
      chip(fx, tv.seatEl(ev.seat), `keeps ${ev.kept}`, "in");
      break;
    case "excess_passed": {
      const from = rectOf(tv.anchorOf(ev.from));
      st.counts[ev.from] -= ev.cards.length;
      st.counts[ev.to] += ev.cards.length;
      st.faceUp[ev.to] = [...st.faceUp[ev.to], ...ev.cards];
      const mineMoves = ev.from === me || ev.to === me;
      const next = mineMoves ? handAfter(fx, v, fx.scratch.index) : null;
      if (next) st.hand = next;
      st.note = says(v, ev.from, "pass", ` ${plural(ev.cards.length, "trump")} to ${ev.to === me ? "you" : seatName(v, ev.to)}, face up.`);
      show(fx, v, st);
      chip(fx, tv.seatEl(ev.from), `passes ${ev.cards.length}`, "out");
      await flight(fx, ev.cards, from, tv.anchorOf(ev.to));
      if (ms > 0) await fx.sleep(ms);
      break;
    }
    case "partner_discarded":
      st.note = says(v, ev.seat, "discard", ` ${ev.count}…`);
      await discard(fx, v, st, ev.seat, ev.count, ev.seat === me ? handAfter(fx, v, fx.scratch.index) : null);
      break;
    case "excess_discarded": {
      const from = rectOf(tv.anchorOf(ev.seat));
      st.discards += ev.cards.length;
      st.counts[ev.seat] -= ev.cards.length;
      st.faceUp[ev.seat] = st.faceUp[ev.seat].filter((c) => !ev.cards.includes(c));
      st.note = says(v, ev.seat, "discard", ` ${plural(ev.cards.length, "extra trump")}, shown.`);
      if (ev.seat === me) st.hand = handAfter(fx, v, fx.scratch.index) ?? st.hand.filter((c) => !ev.cards.includes(c));
      show(fx, v, st);
      chip(fx, tv.seatEl(ev.seat), `discards ${ev.cards.length}`, "out");
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
      const t = teamOf(v, w);
      chip(fx, tv.seatEl(w), pointsText(ev.credited?.[t] ?? ev.points), ev.points ? "pts" : "zero");
      if (ev.credited?.[1 - t] > 0) {
        const two = ev.plays.find((p) => teamOf(v, p.seat) !== t && p.card === `2${v.trump}`);
        chip(fx, tv.seatEl(two ? two.seat : w), pointsText(ev.credited[1 - t]), "pts");
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
      if (ev.held?.length) chip(fx, tv.seatEl(ev.held[0][0]), `${teamShort(v, ev.team)} claim ${pointsText(ev.points)}`, "pts");
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
  if (!r) return noResult("Hand over");
  const x = r.bidding_team;
  const ours = mine(view, x);
  const who = seatName(view, r.declarer);
  const side = ours ? "your side" : "they";
  const title = r.made ? (ours ? "Contract made" : "They made it") : (ours ? "Set!" : "They were set!");
  const how = r.dealer_default
    ? `Everyone passed, so ${who === "You" ? "you" : who} played for ${r.contract}`
    : `${who} bid ${r.contract}`;
  let summary = r.made
    ? `${how} and ${side} took ${r.points[x]} of 63: contract made, ${signed(r.score_delta[x])}.`
    : `${how} but ${side} took only ${r.points[x]} of 63: set, ${signed(r.score_delta[x])}.`;
  const end = r.end;
  if (end?.reason === "one_team_active" && end.credited_points > 0) {
    summary += ` ${mine(view, end.team) ? "Your side" : "The opponents"} laid down the last trumps for ${end.credited_points}.`;
  }
  const order = [view.my_team ?? 0, 1 - (view.my_team ?? 0)];
  const rows = order.map((t) => `<tr class="${t === x ? "bidders" : ""}"><th scope="row">${teamLong(view, t)}${t === x ? ` <small>${r.dealer_default ? "stuck" : "bid"} ${r.contract}</small>` : ""}</th>` +
    `<td data-testid="hand-took-${t}">${r.points[t]}</td>` +
    `<td class="pts ${r.score_delta[t] < 0 ? "neg" : ""}" data-testid="hand-delta-${t}">${signed(r.score_delta[t])}</td>` +
    `<td><b data-testid="hand-score-${t}">${view.scores[t]}</b></td></tr>`).join("");
  return {
    title,
    summary,
    numbers: numbersTable({
      heads: ["Took", "Hand", `Score <small>/ ${view.target}</small>`], rows, view,
      after: `<p class="s63-result ${r.made ? "made" : "set"}" data-testid="hand-outcome">${r.made ? "Made" : "Set"}: contract ${r.contract}, ${ours ? "you" : "they"} took ${r.points[x]}</p>`,
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
    summary: `${won ? "You & partner" : "The opponents"} reached ${view.target}${both ? " (both sides passed it: the bidders go out)" : ""}.` +
      (view.hand_result ? ` Last hand: ${handSummary(view).summary}` : ""),
    sides: order.map((t) => ({ name: teamLong(view, t), score: view.scores[t], id: t, won: t === view.winner })),
  });
}

/** @type {GamePlugin} */
const sixtyThree = {
  id: "sixty_three",
  title: "Sixty-three",
  blurb: "Four players, 53 cards with the joker. Bid for trump, rob the pack, take the 63 points; first side to 250.",
  available: true,
  options: OPTIONS,
  seats() { return ["human", "club", "club", "club"]; },
  seatName, teamOf, actionLabel, bidText, prompt, seatBadges, scoreboard, kitty, handSummary, gameOver,
  biddingPhases: ["auction"],
  bids, myTurn, handMarks, onCard, renderActions, decorate, animate, prepareHint,
  peek: true,
};

export default sixtyThree;
