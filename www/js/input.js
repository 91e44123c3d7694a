// @ts-check
// Taps, clicks and keys → intents for the controller. Legal cards and buttons are exactly
// what the engine listed in view.legal; tapping any other card asks for the engine's reason.

/**
 * @param {object} h
 * @param {(code:string)=>void} h.onCard       a card in the human's hand was chosen
 * @param {(index:number)=>void} h.onAction    the action button with this index was chosen
 */
export function bindInput(h) {
  const hand = /** @type {HTMLElement} */ (document.querySelector("#seat-bottom"));
  hand.addEventListener("click", (e) => {
    const card = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest(".hand .card"));
    if (card) h.onCard(/** @type {string} */ (card.dataset.card));
  });

  /** @type {HTMLElement} */ (document.getElementById("actions")).addEventListener("click", (e) => {
    const b = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest("button[data-index]"));
    if (b) h.onAction(Number(b.dataset.index));
  });

  bindHandKeys(hand);

  // Keys: 1–9 choose the n-th card of the hand, Enter/Space on focused buttons works natively.
  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (document.querySelector(".overlay:not([hidden])")) return;
    const n = Number(e.key);
    if (n >= 1 && n <= 9) {
      const card = /** @type {HTMLElement | undefined} */ (hand.querySelectorAll(".hand .card")[n - 1]);
      if (card) { e.preventDefault(); h.onCard(/** @type {string} */ (card.dataset.card)); }
    }
  });
}

/**
 * The hand as one Tab stop (the page and the embed): arrows and Home/End move within it, and
 * it keeps the focus across redraws while the player is in it (js/table.js rovingFocus).
 * @param {HTMLElement} seat  the element holding the player's `.hand.mine`
 */
export function bindHandKeys(seat) {
  document.addEventListener("focusin", (e) => {
    seat.querySelector(".hand.mine")?.setAttribute("data-focused", seat.contains(/** @type {Node} */ (e.target)) ? "1" : "0");
  });
  seat.addEventListener("keydown", (e) => {
    const card = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest(".hand.mine .card"));
    if (!card || e.altKey || e.ctrlKey || e.metaKey) return;
    const cards = /** @type {HTMLElement[]} */ ([...(card.parentElement?.children ?? [])]);
    const i = cards.indexOf(card);
    const to = { ArrowLeft: i - 1, ArrowUp: i - 1, ArrowRight: i + 1, ArrowDown: i + 1, Home: 0, End: cards.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    e.stopPropagation(); // the embed's replay steps on the same keys
    const next = cards[Math.max(0, Math.min(cards.length - 1, to))];
    for (const c of cards) c.setAttribute("tabindex", c === next ? "0" : "-1");
    next.focus();
  });
}

/** The fading message's timer. */
const reason = { timer: /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined) };

/** Takes the message down at once (a new deal: the last one's claim must not stay up). */
export function clearReason() {
  const el = document.getElementById("reason");
  clearTimeout(reason.timer);
  el?.classList.remove("show");
}

/** A short message under the prompt that fades away. @param {string} text @param {number} [ms] */
export function showReason(text, ms = 2600) {
  const el = /** @type {HTMLElement} */ (document.getElementById("reason"));
  el.textContent = text;
  el.classList.remove("show");
  void el.offsetWidth;
  el.classList.add("show");
  clearTimeout(reason.timer);
  reason.timer = setTimeout(() => el.classList.remove("show"), ms);
}
