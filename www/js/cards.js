// @ts-check
// Card codes are two characters, rank + suit ("JH", "TC", "9S"); the joker is "XJ".
// This module only turns codes into words and markup; it knows no rules.
import { t } from "./i18n.js";

export const SUIT_NAMES = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
export const SUIT_SINGULAR = { C: "club", D: "diamond", H: "heart", S: "spade" };
export const SUIT_SYMBOLS = { C: "♣", D: "♦", H: "♥", S: "♠" };
const RANK_NAMES = {
  A: "ace", K: "king", Q: "queen", J: "jack", T: "10",
  9: "9", 8: "8", 7: "7", 6: "6", 5: "5", 4: "4", 3: "3", 2: "2",
};

export const isJoker = (code) => code === "XJ";
export const rankOf = (code) => code[0];
export const suitOf = (code) => code[1];
export const rankLabel = (rank) => (rank === "T" ? "10" : rank);
export const isRed = (suit) => suit === "H" || suit === "D";

/** "jack of hearts", "10 of clubs", "joker" (in the page's language: cards.name with the
 *  rank's word and the suit's `suits_of` form). */
export function cardName(code) {
  if (isJoker(code)) return t("cards.joker_name");
  const r = rankOf(code), s = suitOf(code);
  return t("cards.name", { rank: RANK_NAMES[r] ? t(`cards.ranks.${r}`) : r, suit: SUIT_NAMES[s] ? t(`cards.suits_of.${s}`) : s });
}

/** Short text such as "10♥", for prose and labels. */
export function cardText(code) {
  if (isJoker(code)) return t("cards.joker");
  return rankLabel(rankOf(code)) + (SUIT_SYMBOLS[suitOf(code)] ?? suitOf(code));
}

/** An inline SVG suit pip (the symbols live in index.html). */
export function pip(suit, cls = "pip") {
  return `<svg class="${cls} suit-${suit}" aria-hidden="true" focusable="false"><use href="#suit-${suit}"></use></svg>`;
}

/** A suit as a coloured pip followed by its name: used on buttons and in the scoreboard. */
export function suitLabel(suit, { plural = true } = {}) {
  const name = SUIT_NAMES[suit] ? t(plural ? `cards.suits.${suit}` : `cards.suit_one.${suit}`) : suit;
  return `<span class="suit-label ${isRed(suit) ? "red" : "black"}">${pip(suit)}<span>${name}</span></span>`;
}

/** Markup inside a face-up .card element: drawing only — the letters are CSS content (data-t)
 *  and the rest aria-hidden, so that the card's one name is its accessible name. */
export function faceHTML(code) {
  if (isJoker(code)) {
    const star = `<svg class="pip" aria-hidden="true"><use href="#joker-star"></use></svg>`;
    return `<span class="idx tl" aria-hidden="true"><span class="r" data-t="★"></span></span>
      <span class="mid joker" aria-hidden="true">${star}<span class="joker-word" data-t="${t("cards.joker_word")}"></span></span>
      <span class="idx br" aria-hidden="true"><span class="r" data-t="★"></span></span>`;
  }
  const r = rankOf(code), s = suitOf(code);
  const idx = (pos) => `<span class="idx ${pos}" aria-hidden="true"><span class="r" data-t="${rankLabel(r)}"></span>${pip(s)}</span>`;
  const mid = "JQK".includes(r)
    ? `<span class="mid court" aria-hidden="true"><span class="court-letter" data-t="${r}"></span>${pip(s)}</span>`
    : `<span class="mid" aria-hidden="true">${pip(s, "pip big")}</span>`;
  return idx("tl") + mid + idx("br");
}

/** Classes for a face-up card element. */
export function faceClasses(code) {
  if (isJoker(code)) return "card face joker";
  return `card face ${isRed(suitOf(code)) ? "red" : "black"} s-${suitOf(code)}`;
}

/** Create a face-up card element (a <div>; the hand uses buttons made by table.js). */
export function makeCard(code, tag = "div") {
  const el = document.createElement(tag);
  el.className = faceClasses(code);
  el.dataset.card = code;
  el.innerHTML = faceHTML(code);
  el.setAttribute("role", "img"); // its name is the card's; the marks inside are drawing
  el.setAttribute("aria-label", cardName(code));
  return el;
}

/** Create a face-down card element. */
export function makeBack() {
  const el = document.createElement("div");
  el.className = "card back";
  el.setAttribute("aria-hidden", "true");
  return el;
}
