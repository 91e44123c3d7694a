// @ts-check
// Draws a view (the engine's JSON for the human's seat) into the table's DOM.
// render() is the one DOM update per event: it patches in place and keeps card elements
// keyed by code, so animate.js can move the same element from where it was.
import { cardName, faceClasses, faceHTML, makeBack, makeCard } from "./cards.js";
import { msg } from "./i18n.js";

/** @typedef {import("./games/contract.js").GamePlugin} GamePlugin */
/** @typedef {import("./games/contract.js").View} View */
/** @typedef {import("./games/contract.js").Ui} Ui */
/** @typedef {import("./games/contract.js").Kitty} Kitty */
/** @typedef {import("./games/contract.js").Action} Action */

const POSITIONS = { 2: ["bottom", "top"], 3: ["bottom", "left", "right"], 4: ["bottom", "left", "top", "right"] };
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Assign markup only when it changed: no needless DOM churn, running animations survive.
 *  @param {HTMLElement} el @param {string} html */
function setHTML(el, html) {
  if (el.dataset.html !== html) {
    el.innerHTML = html;
    el.dataset.html = html;
  }
}

export class TableView {
  /** @param {GamePlugin} game */
  constructor(game) {
    this.game = game;
    this.felt = $("felt");
    this.scoreboardEl = $("scoreboard");
    this.trickEl = $("trick");
    this.kittyEl = $("kitty");
    this.promptEl = $("prompt");
    this.actionsEl = $("actions");
    /** @type {Record<string, HTMLElement>} */
    this.seatEls = {};
    for (const pos of ["bottom", "left", "top", "right"]) this.seatEls[pos] = $(`seat-${pos}`);
    /** The action row's last markup key (a game's renderActions keeps it too). */
    this.actionsSig = "";
    /** The tokens of the action buttons: the button at `data-index` i plays token i.
     *  @type {Action[]} */
    this.legalTokens = [];
    /** @type {View | null} */
    this.view = null;
  }

  /** Where a seat sits on the screen: "bottom" (the human), "left", "top", "right".
   *  @param {number} seat @param {View} [view] */
  posOf(seat, view = /** @type {View} */ (this.view)) {
    const n = view.players;
    return (POSITIONS[n] ?? POSITIONS[4])[(seat - view.seat + n) % n];
  }

  /** @param {number} seat */
  seatEl(seat) { return this.seatEls[this.posOf(seat)]; }

  /** Where cards fly from/to for a seat: its hand (or the seat box when it has no cards). */
  /** @param {number} seat @returns {HTMLElement} */
  anchorOf(seat) {
    const el = this.seatEl(seat);
    const hand = /** @type {HTMLElement | null} */ (el?.querySelector(".hand"));
    return hand && hand.getBoundingClientRect().width ? hand : el;
  }

  /** @param {string} code @returns {HTMLElement | null} */
  handCard(code) { return this.seatEls.bottom.querySelector(`.hand .card[data-card="${code}"]`); }
  /** @param {string} code @returns {HTMLElement | null} */
  trickCard(code) { return this.trickEl.querySelector(`.card[data-card="${code}"]`); }
  /** @returns {HTMLElement[]} */
  trickCards() { return [...this.trickEl.querySelectorAll(/** @type {"div"} */ (".card"))]; }
  /** @returns {HTMLElement | null} */
  kittyCard() { return this.kittyEl.querySelector(".card"); }

  /**
   * The one DOM update per event.
   * @param {View} view  the engine's view for the human's seat
   * @param {Ui} ui      the trick and kitty as the animation has them, whose turn, the hint
   */
  render(view, ui) {
    this.view = view;
    const game = this.game;
    const n = view.players;
    const used = new Set();
    for (let seat = 0; seat < n; seat++) {
      const pos = this.posOf(seat, view);
      used.add(pos);
      this.renderSeat(this.seatEls[pos], seat, view, ui);
    }
    for (const [pos, el] of Object.entries(this.seatEls)) el.hidden = !used.has(pos);

    setHTML(this.scoreboardEl, game.scoreboard(view));
    this.renderKitty(ui.kitty !== undefined ? ui.kitty : this.game.kitty(view));
    this.renderTrick(view, ui.trick);

    setHTML(this.promptEl, game.prompt(view, ui.myTurn));
    this.renderActions(view, ui.myTurn, ui);
    game.decorate?.(this, view, ui); // a game's extras (elements with class "game-extra")
  }

  /** @param {HTMLElement} el @param {number} seat @param {View} view @param {Ui} ui */
  renderSeat(el, seat, view, ui) {
    const game = this.game;
    const isMe = seat === view.seat;
    el.dataset.seat = String(seat);
    el.classList.toggle("to-move", view.to_move === seat && !["hand_over", "game_over"].includes(view.phase));
    el.classList.toggle("sitting-out", view.active?.[seat] === false);
    el.classList.toggle("partner", game.teamOf(view, seat) === game.teamOf(view, view.seat) && !isMe);

    let head = /** @type {HTMLElement | null} */ (el.querySelector(".seat-head"));
    if (!head) {
      head = document.createElement("div");
      head.className = "seat-head";
      el.append(head);
      const bubble = document.createElement("div");
      bubble.className = "bubble";
      el.append(bubble);
      const hand = document.createElement("div");
      hand.className = isMe ? "hand mine" : "hand backs";
      el.append(hand);
    }
    const badges = game.seatBadges(view, seat)
      .map(([k, text]) => `<span class="badge b-${k}">${text}</span>`).join("");
    setHTML(head, `<span class="name">${game.seatName(view, seat)}</span>${badges}`);

    // The seat's latest bid, while the bidding is on.
    const bubble = /** @type {HTMLElement} */ (el.querySelector(".bubble"));
    let bid = null;
    if (ui.bubbles && game.biddingPhases.includes(view.phase)) {
      for (const b of (game.bids ? game.bids(view) : view.bids) ?? []) if (b.seat === seat) bid = b.action;
    }
    setHTML(bubble, bid ? game.bidText(bid, view, seat) : "");
    bubble.classList.toggle("shown", !!bid);

    const hand = /** @type {HTMLElement} */ (el.querySelector(".hand"));
    if (isMe) this.renderMyHand(hand, view, ui.myTurn, ui);
    else this.renderBacks(hand, view.hand_counts?.[seat] ?? 0);
  }

  /** @param {HTMLElement} hand @param {View} view @param {boolean} myTurn @param {Ui} ui */
  renderMyHand(hand, view, myTurn, ui) {
    // A game may mark the hand itself: { playable: Set, selected: Set, data(code) → {key: value} }.
    const marks = this.game.handMarks?.(view, myTurn, ui);
    const playable = marks?.playable ?? new Set(myTurn ? view.legal.filter((t) => t.card).map((t) => t.card) : []);
    const choosing = playable.size > 0;
    hand.classList.toggle("choosing", choosing);
    const existing = new Map([...hand.children].map((c) => [/** @type {HTMLElement} */ (c).dataset.card, /** @type {HTMLElement} */ (c)]));
    const cards = view.hand ?? [];
    cards.forEach((code, i) => {
      let el = existing.get(code);
      if (!el) {
        el = document.createElement("button");
        /** @type {HTMLButtonElement} */ (el).type = "button";
        el.className = faceClasses(code);
        el.dataset.card = code;
        el.innerHTML = faceHTML(code);
        el.classList.add("new");
      } else {
        existing.delete(code);
        el.classList.remove("new");
      }
      const ok = playable.has(code);
      const why = /** @type {any} */ (view).illegal_msg?.[code];
      const reason = why ? msg(why) : "";
      el.classList.toggle("playable", ok);
      el.classList.toggle("illegal", choosing && !ok);
      el.classList.toggle("selected", !!marks?.selected?.has(code));
      if (marks?.data) Object.assign(el.dataset, marks.data(code));
      el.setAttribute("aria-disabled", ok ? "false" : "true");
      const mark = marks?.label?.(code); // what the card's marks say (trump, its points)
      el.setAttribute("aria-label", cardName(code) + (mark ? `, ${mark}` : "") + (choosing && !ok && reason ? ` (${reason})` : ""));
      el.title = choosing && !ok && reason ? reason : "";
      el.style.setProperty("--i", String(i));
      if (hand.children[i] !== el) hand.insertBefore(el, hand.children[i] ?? null);
    });
    for (const el of existing.values()) el.remove();
    hand.style.setProperty("--n", String(cards.length));
    rovingFocus(hand);
  }

  /** @param {HTMLElement} hand @param {number} count */
  renderBacks(hand, count) {
    while (hand.children.length > count) /** @type {Element} */ (hand.lastElementChild).remove();
    while (hand.children.length < count) {
      const b = makeBack();
      b.classList.add("new");
      hand.append(b);
    }
    for (const c of hand.children) c.classList.remove("new");
    hand.style.setProperty("--n", String(count));
    hand.dataset.count = String(count);
  }

  /** @param {Kitty | null} k */
  renderKitty(k) {
    const sig = k ? `${k.card}|${k.faceUp}|${k.label}|${!!k.turned}` : "";
    if (this.kittyEl.dataset.sig === sig) return;
    this.kittyEl.dataset.sig = sig;
    this.kittyEl.replaceChildren();
    if (!k) return;
    const card = k.faceUp ? makeCard(k.card) : makeBack();
    card.classList.toggle("turned-down", !!k.turned);
    const label = document.createElement("span");
    label.className = "kitty-label";
    label.textContent = k.label;
    this.kittyEl.append(card, label);
  }

  /** @param {View} view @param {Ui["trick"]} trick */
  renderTrick(view, trick) {
    const existing = new Map([...this.trickEl.children].map((c) => [/** @type {HTMLElement} */ (c).dataset.card, /** @type {HTMLElement} */ (c)]));
    for (const { seat, card } of trick) {
      let el = existing.get(card);
      if (el) existing.delete(card);
      else {
        el = makeCard(card);
        this.trickEl.append(el);
      }
      el.dataset.pos = this.posOf(seat, view);
      el.dataset.seat = String(seat);
    }
    for (const el of existing.values()) el.remove();
  }

  /** @param {View} view @param {boolean} myTurn @param {Ui} ui */
  renderActions(view, myTurn, ui) {
    if (this.game.renderActions) return this.game.renderActions(this, view, myTurn, ui); // sets legalTokens
    const tokens = myTurn ? view.legal.filter((t) => !t.card) : [];
    const sig = myTurn ? JSON.stringify(tokens) + view.phase : "";
    if (sig === this.actionsSig) return;
    this.actionsSig = sig;
    this.legalTokens = tokens;
    this.actionsEl.replaceChildren(...tokens.map((t, i) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = `btn action a-${t.action}${t.suit ? ` suit-${t.suit}` : ""}`;
      b.dataset.index = String(i);
      b.dataset.action = t.action;
      b.innerHTML = this.game.actionLabel(t, view);
      return b;
    }));
  }
}

/**
 * The player's hand is one Tab stop (roving tabindex; arrows move within it, js/input.js):
 * the card that had it keeps it, else the first playable card, else the first. When the
 * focused card has just left the hand (played, discarded), the focus moves to the card now
 * holding the stop instead of falling to the page.
 * @param {HTMLElement} hand
 */
function rovingFocus(hand) {
  const cards = /** @type {HTMLElement[]} */ ([...hand.querySelectorAll(":scope > .card")]);
  const current = cards.find((c) => c.tabIndex === 0 && c.getAttribute("tabindex") === "0")
    ?? cards.find((c) => c.classList.contains("playable")) ?? cards[0];
  for (const c of cards) c.setAttribute("tabindex", c === current ? "0" : "-1");
  const lost = !document.activeElement || document.activeElement === document.body;
  if (current && lost && hand.dataset.focused === "1") current.focus({ preventScroll: true });
}
