// @ts-check
// Sixty-six (and its 20-card sister Schnapsen) for the page: words, the two-player table
// extras (the stock with the trump card crosswise under it, the won-trick piles) and the
// animations of marriages, the trump exchange, closing and drawing. Every rule decision
// comes from the engine: view.legal, view.illegal, view.hand_result; this file only labels
// and draws what the view says.
import { cardText, isRed, makeCard, pip, suitLabel, suitOf } from "../cards.js";
import { motionMode } from "../animate.js";
import { gameResult, noResult, num, numbersTable, scoreboardHTML, scoreCell, teamChip } from "../summary.js";
import { msg, t } from "../i18n.js";

/** @typedef {import("./contract.js").GamePlugin} GamePlugin */
/** @typedef {import("./contract.js").View} View */
/** @typedef {import("./contract.js").Fx} Fx */
/** @typedef {import("./contract.js").GameEvent} GameEvent */
/** @typedef {import("../table.js").TableView} TableView */

/** Settings-panel options. `preset` is the page's: it picks the engine's "schnapsen" table.
 *  @type {import("./contract.js").OptionSpec[]} */
const OPTIONS = [
  { key: "preset", label: "sixty_six.page_option.preset.label", type: "select", default: "sixty_six",
    choices: [["sixty_six", "sixty_six.page_option.preset.sixty_six"], ["schnapsen", "sixty_six.page_option.preset.schnapsen"]] },
  { key: "game_target", label: "sixty_six.page_option.game_target.label", type: "select",
    choices: [[7, "sixty_six.page_option.game_target.7"], [10, "sixty_six.page_option.game_target.10"], [11, "sixty_six.page_option.game_target.11"]] },
  { key: "phase2_follow_rule", label: "sixty_six.page_option.phase2_follow_rule.label", type: "select",
    choices: [["strict", "sixty_six.page_option.phase2_follow_rule.strict"], ["follow_only", "sixty_six.page_option.phase2_follow_rule.follow_only"]] },
  { key: "show_opponent_points", label: "sixty_six.page_option.show_opponent_points.label",
    type: "bool" },
  { key: "last_trick_peek", label: "sixty_six.page_option.last_trick_peek.label", type: "bool" },
];

const isMe = (view, seat) => seat === view.seat;
/** The other player of the deal (sixty-six-3 names its two players' table seats). */
const otherPlayer = (view, seat) => view.table_players?.find((s) => s !== seat) ?? 1 - seat;
function seatName(view, seat) { return t(isMe(view, seat) ? "seats.you" : "seats.opponent"); }
function teamOf(view, seat) { return seat; }

/** "K♥" with a red suit where it is red (for buttons and prose). */
function ct(code) {
  return `<span class="ss-ct ${isRed(suitOf(code)) ? "red" : "black"} s-${suitOf(code)}">${cardText(code)}</span>`;
}
const suitSym = (s) => `<span class="ss-ct ${isRed(s) ? "red" : "black"} s-${s}">${pip(s)}</span>`;
const marriagePoints = (view, suit) => (suit === view.trump_suit ? 40 : 20);
const WIN = 66;

/** Does a marriage shown now count at once? (§6.3 as the options in force say: with
 *  `first_trick`, once the player has won a trick; otherwise only after a later trick, which
 *  a declaration never reaches.) */
const marriageCountsNow = (view) =>
  (view.options?.marriage_pending_rule ?? "first_trick") === "first_trick" && (view.tricks_won?.[view.seat] ?? 0) > 0;

/** The count a claim stands on: the points the view gives the player, plus the marriage
 *  being shown with it when that marriage counts at once. Labels only: the engine decides.
 *  @returns {{ total: number, marriage: number, counts: boolean }} */
function claimCount(token, view) {
  const mine = view.my_points ?? 0;
  if (token.action !== "marriage_declare") return { total: mine, marriage: 0, counts: false };
  const m = marriagePoints(view, token.suit);
  const counts = marriageCountsNow(view);
  return { total: mine + (counts ? m : 0), marriage: m, counts };
}
const isClaim = (token) => token.action === "declare" || token.action === "marriage_declare";

// ---------- tokens: cards and buttons -------------------------------------------------------
/** A tap on a card: lead it with its marriage when one may be announced, else play it. */
function tokenForCard(code, view) {
  return view.legal.find((t) => t.action === "marriage" && t.card === code)
    ?? view.legal.find((t) => t.action === "play" && t.card === code);
}

/** Tokens shown as buttons: everything but plain plays and marriage leads (those are taps). */
const buttonTokens = (view) => view.legal.filter((t) => t.action !== "play" && t.action !== "marriage");

function actionLabel(token, view) {
  switch (token.action) {
    case "exchange_trump":
      return view.trump_card ? t("sixty_six.ui.swap", { card: ct(token.card), trump: ct(view.trump_card) }) : t("sixty_six.ui.swap_trump_card", { card: ct(token.card) });
    case "close": return t("sixty_six.ui.close");
    case "declare": return `${t("sixty_six.ui.declare")} <span class="claim-count">— ${t("sixty_six.ui.you_have", { n: num(claimCount(token, view).total) })}</span>`;
    case "pass": return t("sixty_six.ui.dont_declare");
    case "draw": return t("sixty_six.ui.draw");
    case "marriage_declare": {
      const c = claimCount(token, view);
      return `${t("sixty_six.ui.show_and_declare", { points: marriagePoints(view, token.suit), suit: suitSym(token.suit) })} <span class="claim-count">— ${t(c.counts ? "sixty_six.ui.you_would_have" : "sixty_six.ui.you_have", { n: num(c.total) })}</span>`;
    }
    case "marriage": return t("sixty_six.ui.lead_marriage", { points: marriagePoints(view, token.suit), card: ct(token.card) });
    default: return token.action.replace(/_/g, " ");
  }
}

function renderActions(tv, view, myTurn) {
  const tokens = myTurn ? buttonTokens(view) : [];
  tv.legalTokens = tokens;
  const sig = myTurn ? `${view.phase}|${view.my_points}|${view.tricks_won?.join()}|${view.trump_card}|${JSON.stringify(tokens)}` : "";
  if (sig === tv.actionsSig) return;
  tv.actionsSig = sig;
  tv.actionsEl.replaceChildren(...tokens.map((t, i) => {
    const b = document.createElement("button");
    b.type = "button";
    // A claim that would succeed is the obvious move: the primary button.
    const claim = isClaim(t) ? (claimCount(t, view).total >= WIN ? " primary claim-ok" : " claim-short") : "";
    b.className = `btn action a-${t.action}${claim}`;
    b.dataset.index = i;
    b.dataset.action = t.action;
    b.innerHTML = actionLabel(t, view);
    return b;
  }));
}

/** Ask before a claim below 66: it is legal (a rule), but it gives the deal away.
 *  @returns {import("../confirm.js").ConfirmText | null} */
function confirmAction(token, view) {
  if (!isClaim(token)) return null;
  const c = claimCount(token, view);
  if (c.total >= WIN) return null;
  const why = token.action === "marriage_declare" && !c.counts
    ? ` ${t("sixty_six.ui.confirm_not_yet", { points: c.marriage })}`
    : "";
  return {
    title: t("sixty_six.ui.confirm_title", { count: c.total }),
    body: `<p>${t("sixty_six.ui.confirm_have", { n: `<b>${c.total}</b>`, need: "<b>66</b>" })}${why}</p>` +
      `<p>${t("sixty_six.ui.confirm_false")}</p>`,
    ok: t("sixty_six.ui.declare_anyway"),
    cancel: t("settings.keep_playing"),
    danger: true,
  };
}

/** Marriage cards in hand carry their value ("40") while they may be led as a marriage. */
function handMarks(view, myTurn) {
  const meld = new Map();
  if (myTurn) for (const t of view.legal) if (t.action === "marriage") meld.set(t.card, String(marriagePoints(view, t.suit)));
  return { data: (code) => ({ meld: meld.get(code) ?? "" }) };
}

// ---------- words ---------------------------------------------------------------------------
function prompt(view, myTurn) {
  if (view.phase === "hand_over" || view.phase === "game_over") return "";
  if (!myTurn) {
    if (view.to_move == null || isMe(view, view.to_move)) return "";
    return t(view.phase === "follow" ? "sixty_six.ui.opp_to_play" : "sixty_six.ui.opp_to_lead");
  }
  const legal = view.legal;
  switch (view.phase) {
    case "lead": {
      const melds = legal.filter((t) => t.action === "marriage");
      if (melds.length) {
        const cards = melds.map((x) => ct(x.card)).join(t("sixty_six.ui.or"));
        return melds.length === 1 || new Set(melds.map((t) => t.suit)).size === 1
          ? t("sixty_six.ui.lead_to_announce", { cards, points: marriagePoints(view, melds[0].suit) })
          : t("sixty_six.ui.lead_marked");
      }
      return t("prompt.your_lead");
    }
    case "follow":
      if (view.strict && view.options?.phase2_follow_rule !== "follow_only") return t("sixty_six.ui.follow_strict");
      if (view.strict) return t("sixty_six.ui.follow_only");
      return t("sixty_six.ui.follow_any");
    case "final": return t("sixty_six.ui.final");
    case "close_or_draw": return t("sixty_six.ui.close_or_draw");
    default: return t("prompt.your_turn");
  }
}

function seatBadges(view, seat) {
  /** @type {[string, string][]} */
  const b = [];
  if (view.dealer === seat) b.push(["dealer", t("badges.dealer")]);
  if (view.closed && view.closed_by === seat) b.push(["closed", t("sixty_six.ui.closed_badge")]);
  for (const m of view.marriages ?? []) {
    if (m.seat !== seat) continue;
    // Said in words ("Marriage ♥20", "… pending", "… lost"), not only in its colour.
    const state = m.status === "pending" ? ` ${t("sixty_six.ui.pending")}` : m.status === "never" ? ` ${t("sixty_six.ui.lost")}` : "";
    b.push([`meld${m.status === "counted" ? "" : " pending"}`, `${t("sixty_six.ui.marriage")} ${pip(m.suit, `pip suit-${m.suit}`)}${m.points}${state}`]);
  }
  return b;
}

function bidText() { return ""; }

/** @param {View} view */
function scoreboard(view) {
  const me = view.seat, opp = 1 - me;
  const gp = teamChip(0, t("sixty_six.ui.you_short"), num(view.scores[me], `score-${me}`), t("sixty_six.ui.your_gp")) +
    teamChip(1, t("sixty_six.ui.opp_short"), num(view.scores[opp], `score-${opp}`), t("sixty_six.ui.opp_gp"));
  let state = "";
  if (view.closed) state = `<span class="by">${t(isMe(view, view.closed_by) ? "sixty_six.ui.closed_by_you" : "sixty_six.ui.closed_by_opp")}</span>`;
  else if (view.strict) state = `<span class="by">${t("sixty_six.ui.stock_used_up_small")}</span>`;
  const trump = view.trump_suit ? suitLabel(view.trump_suit) : `<span class="muted">—</span>`;
  const live = view.phase !== "hand_over" && view.phase !== "game_over";
  const pending = live && view.my_pending_points ? ` <small class="ss-pending" title="${t("sixty_six.ui.pending_title")}">+${view.my_pending_points}</small>` : "";
  const opPts = view.opponent_points == null
    ? `<b class="ss-hidden" data-testid="opp-points" title="${t("sixty_six.ui.hidden_title")}">?</b>`
    : num(view.opponent_points, "opp-points");
  const pts = teamChip(0, t("sixty_six.ui.you_short"), num(view.my_points ?? 0, "my-points") + pending, t("sixty_six.ui.your_points")) +
    teamChip(1, t("sixty_six.ui.opp_short"), opPts);
  return scoreboardHTML(
    scoreCell("score", `${t("sixty_six.ui.game_points")} <small>${t("board.to", { target: view.target })}</small>`, gp),
    scoreCell("trump", t("board.trump"), `${trump}${state}`, "trump"),
    scoreCell("tricks", `${t("sixty_six.ui.points")} <small>${t("sixty_six.ui.wins_66")}</small>`, pts),
  );
}

/** No upcard: the stock and the trump card are drawn by decorate(). */
function kitty() { return null; }

/** @param {View} view */
function handSummary(view) {
  const r = view.hand_result;
  if (!r) return noResult(t("sixty_six.ui.deal_over"));
  const me = view.seat, opp = 1 - me;
  const title = r.winner == null ? t("sixty_six.ui.nobody_scores")
    : t(isMe(view, r.winner) ? "sixty_six.ui.you_win_deal" : "sixty_six.ui.opp_wins_deal", { points: r.game_points });
  const cell = (arr, s) => arr?.[s] ?? 0;
  const row = (label, f, cls = "") => `<tr${cls ? ` class="${cls}"` : ""}><th scope="row">${label}</th><td>${f(me)}</td><td>${f(opp)}</td></tr>`;
  const melds = (s) => {
    const lost = cell(r.uncounted_marriage_points, s);
    return `${cell(r.marriage_points, s)}${lost ? ` <small title="${t("sixty_six.ui.lost_title")}">(${t("sixty_six.ui.n_lost", { n: lost })})</small>` : ""}`;
  };
  const rows = [
    row(t("board.tricks"), (s) => cell(r.tricks_won, s)),
    row(t("sixty_six.ui.card_points"), (s) => cell(r.card_points, s)),
    row(t("sixty_six.ui.marriages"), melds),
    ...(r.last_trick_bonus?.some((x) => x) ? [row(t("page.last_trick"), (s) => cell(r.last_trick_bonus, s))] : []),
    row(t("sixty_six.ui.total"), (s) => `<b>${cell(r.totals, s)}</b>`, "total"),
    row(t("sixty_six.ui.game_points"), (s) => (r.winner === s ? `<span class="pts">+${r.game_points}</span>` : ""), "gp"),
    row(`${t("board.score")} <small>${t("board.to", { target: view.target })}</small>`, (s) => `<b data-testid="hand-score-${s}">${view.scores[s]}</b>`),
  ].join("");
  return {
    title,
    summary: msg(r.summary_msg),
    numbers: numbersTable({ heads: [t("seats.you"), t("seats.opponent")], rows, view, cls: "nums ss-nums" }),
  };
}

/** @param {View} view */
function gameOver(view) {
  const won = isMe(view, view.winner);
  const names = [t("seats.you"), t("seats.opponent")];
  const order = [view.seat, 1 - view.seat];
  return gameResult({
    won,
    summary: t(won ? "sixty_six.ui.you_reached" : "sixty_six.ui.opp_reached", { target: view.target }) +
      (view.hand_result?.summary_msg ? ` ${t("sixty_six.ui.last_deal", { summary: msg(view.hand_result.summary_msg) })}` : ""),
    sides: order.map((s, i) => ({ name: names[i], score: view.scores[s], id: s, won: s === view.winner })),
  });
}

// ---------- the table's extras: stock, trump card, won-trick piles, announcements ----------
/** The piles and words at "left" and "right" are sixty-six-3's (its players' side seats). */
function extras(tv) {
  const centre = tv.felt.querySelector("#centre");
  let root = centre.querySelector(".ss-extras");
  if (root) return root;
  root = document.createElement("div");
  root.className = "ss-extras game-extra";
  root.innerHTML = `
    <div class="ss-stock" data-testid="stock">
      <div class="ss-trump-slot"></div>
      <div class="ss-stock-pile"></div>
      <span class="ss-stock-count"></span>
    </div>
    <div class="ss-won" data-pos="top"><div class="ss-won-pile"></div><span class="ss-won-label"></span></div>
    <div class="ss-won" data-pos="bottom"><div class="ss-won-pile"></div><span class="ss-won-label"></span></div>
    <div class="ss-won" data-pos="left" hidden><div class="ss-won-pile"></div><span class="ss-won-label"></span></div>
    <div class="ss-won" data-pos="right" hidden><div class="ss-won-pile"></div><span class="ss-won-label"></span></div>
    <div class="ss-meld" data-pos="top"></div>
    <div class="ss-say" data-pos="top" aria-live="polite"></div>
    <div class="ss-say" data-pos="bottom" aria-live="polite"></div>
    <div class="ss-say" data-pos="left" aria-live="polite"></div>
    <div class="ss-say" data-pos="right" aria-live="polite"></div>`;
  centre.prepend(root);
  return root;
}

function setHTML(el, html) {
  if (el.dataset.html !== html) { el.innerHTML = html; el.dataset.html = html; }
}

function backs(n) { return Array.from({ length: n }, () => '<div class="card back"></div>').join(""); }

function faceHTMLOf(code) { return makeCard(code).outerHTML; }

function decorate(tv, view) {
  const root = extras(tv);
  const title = document.getElementById("game-title");
  if (title) title.textContent = t(view.variant === "schnapsen" ? "games.schnapsen" : "games.sixty_six");
  // A new deal: the stock arrives (a CSS animation; none at the instant pace).
  if (root.dataset.deal !== view.deal_code) {
    root.dataset.deal = view.deal_code;
    const st = root.querySelector(".ss-stock");
    st.classList.remove("dealt");
    void st.offsetWidth;
    st.classList.add("dealt");
    clearMeld();
    root.querySelectorAll(".ss-say.shown").forEach((el) => el.classList.remove("shown"));
  }

  const stock = root.querySelector(".ss-stock");
  const n = view.stock_count ?? 0;
  const trump = view.trump_card;
  const state = trump ? view.trump_card_state : "taken";
  const faceDown = Math.max(0, n - (trump ? 1 : 0));
  stock.dataset.state = state;
  stock.dataset.empty = n === 0 ? "true" : "false";
  setHTML(stock.querySelector(".ss-trump-slot"), !trump ? ""
    : state === "turned_down" ? `<div class="card back" role="img" aria-label="${t("sixty_six.ui.trump_turned_down")}"></div>` : faceHTMLOf(trump));
  setHTML(stock.querySelector(".ss-stock-pile"), backs(Math.min(faceDown, 3)));
  stock.querySelector(".ss-stock-pile").dataset.count = faceDown;
  const label = n === 0
    ? `<span class="ss-gone">${t("sixty_six.ui.stock_used_up")}</span>`
    : `<b data-testid="stock-count">${n}</b> <span>${t(view.closed ? "sixty_six.ui.closed" : "sixty_six.ui.in_stock")}</span>`;
  setHTML(stock.querySelector(".ss-stock-count"), label);
  stock.title = n === 0 ? t("sixty_six.ui.stock_gone_title")
    : t(view.closed ? "sixty_six.ui.stock_title_closed" : "sixty_six.ui.stock_title", { count: n });

  for (let seat = 0; seat < 2; seat++) {
    const pos = tv.posOf(seat, view);
    const won = root.querySelector(`.ss-won[data-pos="${pos}"]`);
    const k = view.tricks_won?.[seat] ?? 0;
    won.dataset.seat = seat;
    setHTML(won.querySelector(".ss-won-pile"), backs(Math.min(k, 3)));
    won.querySelector(".ss-won-pile").dataset.count = k;
    setHTML(won.querySelector(".ss-won-label"), `<b data-testid="tricks-${seat}">${k}</b> ${t("sixty_six.ui.tricks_word", { count: k })}`);
    won.title = t(isMe(view, seat) ? "sixty_six.ui.your_tricks_title" : "sixty_six.ui.opp_tricks_title");
  }
}

// ---------- animations ---------------------------------------------------------------------
const rectOf = (el) => (el && el.getBoundingClientRect().width ? el.getBoundingClientRect() : null);
const root = () => document.querySelector("#centre .ss-extras");
const slot = () => root()?.querySelector(".ss-trump-slot");
const stockTop = () => root()?.querySelector(".ss-stock-pile .card:last-child") ?? root()?.querySelector(".ss-stock-pile");
const pileOf = (tv, view, seat) => root()?.querySelector(`.ss-won[data-pos="${tv.posOf(seat, view)}"] .ss-won-pile`);

/** A speech bubble at a seat's side of the table, for a while (never blocks). */
function say(tv, view, seat, html, ms = 1600) {
  const el = /** @type {(HTMLElement & { timer?: ReturnType<typeof setTimeout> }) | null} */ (
    root()?.querySelector(`.ss-say[data-pos="${tv.posOf(seat, view)}"]`));
  if (!el) return;
  el.innerHTML = html;
  el.classList.remove("shown", "pop");
  void el.offsetWidth;
  el.classList.add("shown", "pop");
  clearTimeout(el.timer);
  el.timer = setTimeout(() => el.classList.remove("shown"), ms);
}

function showMeld(tv, view, seat, cards) {
  const el = /** @type {HTMLElement | null} */ (root()?.querySelector(".ss-meld"));
  if (!el) return;
  el.dataset.pos = tv.posOf(seat, view);
  el.replaceChildren(...cards.map((c) => makeCard(c)));
  el.classList.add("shown");
}
function clearMeld() {
  const el = root()?.querySelector(".ss-meld");
  if (el) { el.classList.remove("shown"); el.replaceChildren(); }
}

/** Turn the trump card over (close): squash, swap, unsquash. Transforms only. */
async function flip(el, swap, ms) {
  if (!el || ms <= 0 || motionMode() !== "full") return swap(); // reduced or no motion: turned at once
  const half = Math.max(60, ms / 2);
  el.style.transition = `transform ${half}ms ease-in`;
  el.style.transform = "scaleY(0.05)";
  await new Promise((r) => setTimeout(r, half + 20));
  swap();
  el.style.transition = `transform ${half}ms ease-out`;
  el.style.transform = "";
  await new Promise((r) => setTimeout(r, half + 20));
  el.style.transition = "";
}

/** The view as it was between the events of one batch (fx.scratch.ss.cur), starting from fx.prev. */
function state(fx, v) {
  if (fx.scratch.ss) return fx.scratch.ss;
  const prev = fx.prev && fx.prev.deal_code === v.deal_code && fx.prev.hand ? fx.prev : v;
  const cur = structuredClone(prev);
  cur.legal = [];
  cur.illegal = {};
  fx.scratch.ss = { cur };
  fx.draw(cur); // the human's buttons and prompt go at once
  return fx.scratch.ss;
}

const POINT_FIELDS = ["my_points", "my_card_points", "my_marriage_points", "my_pending_points", "my_bonus",
  "opponent_points", "marriages", "pending_marriages", "tricks_played", "last_trick", "known_opponent_cards"];
function takePoints(cur, v) {
  const hidden = cur.opponent_points;
  for (const k of POINT_FIELDS) cur[k] = structuredClone(v[k]);
  // The view after a deal-ending batch reveals the opponent's total: not before the end.
  if (v.phase === "hand_over" || v.phase === "game_over") cur.opponent_points = hidden;
}

async function animate(ev, v, fx) {
  const { tv, ui } = fx;
  const ms = fx.pace().anim;
  const me = v.seat;
  if (ev.type === "deal") { fx.scratch.ss = null; clearMeld(); return false; } // the generic deal animation
  const st = state(fx, v);
  const cur = st.cur;
  switch (ev.type) {
    case "marriage": {
      takePoints(cur, v);
      cur.to_move = ev.seat;
      fx.draw(cur);
      say(tv, v, ev.seat, `${t("sixty_six.ui.marriage")} ${suitSym(ev.suit)} <b>${ev.points}!</b>${ev.counted ? "" : ` <small>${t("sixty_six.ui.counts_with_trick")}</small>`}`, 2200);
      if (isMe(v, ev.seat)) for (const c of ev.cards) tv.handCard(c)?.classList.add("shown-meld");
      else showMeld(tv, v, ev.seat, ev.cards);
      if (ms > 0) await fx.sleep(Math.max(650, fx.pace().delay * 1.4));
      return true;
    }
    case "play": {
      const meldCard = root()?.querySelector(`.ss-meld .card[data-card="${ev.card}"]`);
      const from = isMe(v, ev.seat) ? tv.handCard(ev.card) ?? tv.anchorOf(ev.seat) : meldCard ?? tv.anchorOf(ev.seat);
      const fromRect = from.getBoundingClientRect();
      const faceFrom = isMe(v, ev.seat) || !!meldCard;
      if (isMe(v, ev.seat)) cur.hand = cur.hand.filter((c) => c !== ev.card);
      if (cur.hand_counts) cur.hand_counts[ev.seat] = Math.max(0, cur.hand_counts[ev.seat] - 1);
      ui.trick = [...ui.trick.filter((p) => p.card !== ev.card), { seat: ev.seat, card: ev.card }];
      cur.to_move = ui.trick.length >= 2 ? null : otherPlayer(v, ev.seat);
      clearMeld();
      document.querySelectorAll(".hand.mine .card.shown-meld").forEach((el) => el.classList.remove("shown-meld"));
      fx.draw(cur);
      await fx.flyIn(tv.trickCard(ev.card), fromRect, { scaleFrom: faceFrom ? 1 : 0.5 });
      return true;
    }
    case "trick": {
      await fx.holdTrick(ev, v, fx); // the winner, why, and time to see it
      const pile = pileOf(tv, v, ev.winner) ?? tv.anchorOf(ev.winner);
      await Promise.all(tv.trickCards().map((el) => fx.flyOut(el, pile, { scale: 0.5 })));
      ui.trick = [];
      cur.tricks_won = ev.tricks_won.slice();
      takePoints(cur, v);
      cur.to_move = ev.winner;
      cur.phase = "lead";
      fx.draw(cur);
      fx.pop(pileOf(tv, v, ev.winner)?.parentElement);
      if (ev.bonus) say(tv, v, ev.winner, `${t("page.last_trick")} <b>+${ev.bonus}</b>`);
      return true;
    }
    case "marriage_counted":
      say(tv, v, ev.seat, `<b>+${ev.points}</b> ${t("sixty_six.ui.marriage_counts_now")}`);
      fx.pop(document.querySelector('[data-testid="my-points"]'));
      return true;
    case "draw": {
      // §10: the winner draws first; the loser's last draw is the face-up trump card.
      const src = rectOf(ev.face_up ? slot() : stockTop()) ?? rectOf(root()?.querySelector(".ss-stock"));
      let drawn = null;
      if (isMe(v, ev.seat)) {
        drawn = ev.face_up ?? v.hand.find((c) => !cur.hand.includes(c) && !st.drawnMine?.includes(c));
        st.drawnMine = [...(st.drawnMine ?? []), drawn];
        const keep = new Set([...cur.hand, drawn]);
        cur.hand = v.hand.filter((c) => keep.has(c));
      }
      cur.hand_counts[ev.seat] += 1;
      cur.stock_count = Math.max(0, cur.stock_count - 1);
      if (ev.face_up) { cur.trump_card = null; cur.trump_card_state = "taken"; }
      if (!isMe(v, ev.seat) && ev.face_up && ms > 0 && src) {
        await fx.ghost(ev.face_up, src, tv.anchorOf(ev.seat));
      }
      fx.draw(cur);
      const target = isMe(v, ev.seat) ? tv.handCard(drawn) : tv.seatEl(ev.seat)?.querySelector(".hand")?.lastElementChild;
      if (src && !(ev.face_up && !isMe(v, ev.seat))) await fx.flyIn(target, src, { scaleFrom: isMe(v, ev.seat) ? 0.8 : 1.2 });
      return true;
    }
    case "stock_exhausted":
      cur.stock_count = 0;
      cur.strict = true;
      cur.play_phase = 2;
      fx.draw(cur);
      return true;
    case "exchange": {
      // §5: the 9 (jack) of trumps takes the trump card's place; the trump card goes to hand.
      const slotRect = rectOf(slot());
      const handRect = rectOf(isMe(v, ev.seat) ? tv.handCard(ev.gave) : tv.anchorOf(ev.seat));
      say(tv, v, ev.seat, t(isMe(v, ev.seat) ? "sixty_six.ui.you_swap" : "sixty_six.ui.swaps", { gave: ct(ev.gave), took: ct(ev.took) }), 2200);
      Object.assign(cur, { trump_card: ev.gave, hand: isMe(v, ev.seat) ? v.hand.slice() : cur.hand,
        known_opponent_cards: v.known_opponent_cards, exchanges: v.exchanges });
      const jobs = [];
      if (!isMe(v, ev.seat) && slotRect && ms > 0) jobs.push(fx.ghost(ev.took, slotRect, tv.anchorOf(ev.seat)));
      fx.draw(cur);
      if (handRect) jobs.push(fx.flyIn(slot(), handRect, { scaleFrom: 0.8 }));
      if (isMe(v, ev.seat) && slotRect) jobs.push(fx.flyIn(tv.handCard(ev.took), slotRect, { scaleFrom: 0.8 }));
      await Promise.all(jobs);
      if (ms > 0) await fx.sleep(Math.min(400, fx.pace().delay));
      return true;
    }
    case "close":
      say(tv, v, ev.seat, `<b>${t("sixty_six.ui.closed_say")}</b>`, 2200);
      await flip(slot(), () => {
        cur.closed = true;
        cur.closed_by = ev.seat;
        cur.trump_card_state = "turned_down";
        cur.strict = true;
        cur.play_phase = 2;
        fx.draw(cur);
      }, ms * 1.5);
      if (ms > 0) await fx.sleep(Math.min(400, fx.pace().delay));
      return true;
    case "declare":
      cur.to_move = null;
      fx.draw(cur);
      say(tv, v, ev.seat, isMe(v, ev.seat) ? `<b>${t("sixty_six.ui.i_have_66")}</b>` : `<b>66!</b>`, 3000);
      if (ms > 0) await fx.sleep(Math.max(500, fx.pace().delay));
      return true;
    case "pass":
      cur.to_move = null;
      fx.draw(cur);
      say(tv, v, ev.seat, t("sixty_six.ui.no_declaration"), 2000);
      if (ms > 0) await fx.sleep(Math.max(350, fx.pace().delay * 0.6));
      return true;
    case "hand_over":
      clearMeld();
      fx.draw(v);
      return true;
    default:
      return false; // scores, game_over: the generic handler draws the view
  }
}

/** Options for the engine: the Schnapsen preset opens the engine's "schnapsen" table.
 *  @param {Record<string, any>} changed @returns {[string, Record<string, any>]} */
function engineTable(changed) {
  const { preset, ...rest } = changed;
  return [preset === "schnapsen" ? "schnapsen" : "sixty_six", rest];
}

/** @type {GamePlugin} */
const sixtySix = {
  id: "sixty_six",
  title: "Sixty-six",
  blurb: "blurbs.sixty_six", // a catalogue key
  available: true,
  options: OPTIONS,
  seats() { return ["human", "club"]; },
  seatName, teamOf, actionLabel, bidText, prompt, seatBadges, scoreboard, kitty, handSummary, gameOver,
  biddingPhases: [],
  tokenForCard, handMarks, renderActions, decorate, animate, engineTable, confirmAction,
  /** Schnapsen is the engine's preset table (docs/rules/sixty-six.md §15.4); the book's
   *  other Sixty-six forms join here as the engine gains them. */
  forms: [{ id: "schnapsen", page: { preset: "schnapsen" } }],
  /** The last-trick peek only with the option `last_trick_peek` (the rules forbid looking back). */
  peek: (view) => !!view.options?.last_trick_peek,
};

export default sixtySix;
