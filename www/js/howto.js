// @ts-check
// "How to play": a panel per game with the goal, the deal, bidding, play and scoring in a
// few paragraphs, the card values, what the table marks, the options in force (with the
// labels of the engine's option specifications) and a link to the full rule book (rendered
// to rules/<game>.html at build time, precached, so it opens offline too). Every word comes
// from the locale catalogue (i18n.js). Opened from the top bar (the "?" button or the ? key)
// for the game on the table, and from each game of the start screen. A modal dialog like the
// settings and the confirmation: Tab stays inside, Escape or a tap outside closes it, the
// focus goes back where it was.
import { $ } from "./dom.js";
import { has, locale, onLocaleChange, t } from "./i18n.js";
import { OPTION_SPECS } from "./option-specs.js";
import { RULE_BOOK_LANGS } from "./rule-books.js";

/** @typedef {import("./games/contract.js").GamePlugin} GamePlugin */

/** The paragraphs of each game's panel: [section heading key, paragraph keys].
 *  @type {Record<string, [string, string[]][]>} */
const SECTIONS = {
  euchre: [["goal", ["goal"]], ["deal", ["deal"]], ["bidding", ["bidding"]], ["trumps", ["trumps", "next_cross"]],
    ["play", ["play"]], ["scoring", ["scoring"]], ["marks", ["marks"]]],
  sixty_six: [["goal", ["goal"]], ["deal", ["deal"]], ["marriages", ["marriages"]], ["play", ["play"]],
    ["scoring", ["scoring"]], ["values", ["values"]], ["marks", ["marks"]]],
  sixty_three: [["goal", ["goal"]], ["deal", ["deal"]], ["bidding", ["bidding"]], ["trumps", ["trumps"]],
    ["play", ["play"]], ["scoring", ["scoring"]], ["values", []], ["marks", ["marks"]]],
};

/** The rule book page of each game (scripts/render-rules.mjs writes them at build time). */
export const RULE_BOOKS = { euchre: "rules/euchre.html", sixty_six: "rules/sixty-six.html", sixty_three: "rules/sixty-three.html" };

/** The rule book of game `id` in language `lang` (rules/<lang>/<book>.html) when the book is
 *  translated into it, else the English book. @param {string} id @param {string} lang */
export function ruleBookHref(id, lang) {
  const en = RULE_BOOKS[/** @type {keyof typeof RULE_BOOKS} */ (id)];
  if (!en) return "";
  return lang !== "en" && RULE_BOOK_LANGS[id]?.includes(lang) ? en.replace(/^rules\//, `rules/${lang}/`) : en;
}

/** Sixty-three's card points (docs/rules/sixty-three.md §4.1), the joker's and the 3's as
 *  the options say: [label key, points]. @param {Record<string, any>} o */
function sixtyThreeValues(o) {
  const joker = Number(o.joker_points ?? 15), three = Number(o.three_of_trump_points ?? 0);
  /** @type {[string, number][]} */
  const rows = [["king", 25], ["joker", joker], ["nine", 9], ["right_pedro", 5], ["left_pedro", 5], ["one_each", 1]];
  if (three) rows.push(["three", three]);
  rows.push(["total", 25 + joker + 9 + 5 + 5 + 4 + three]);
  return rows.filter(([, p]) => p > 0);
}

/** The text of one option value. @param {import("./types").OptionSpec} spec @param {any} v */
function valueText(spec, v) {
  if (spec.kind === "bool") return t(v ? "howto.on" : "howto.off");
  const key = `option_value.${v}`;
  return typeof v === "string" && has(key) ? t(key) : String(v);
}

/** The options in force as `label: value` rows, in the engine's order of the specs.
 *  @param {string} gameId @param {Record<string, any>} options */
export function optionRows(gameId, options) {
  return (OPTION_SPECS[gameId] ?? []).map((spec) => {
    const v = spec.key in options ? options[spec.key] : spec.default;
    return { key: spec.key, label: t(spec.label_key), value: valueText(spec, v) };
  });
}

/** @param {string} tag @param {string} [cls] @param {string} [text] */
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text != null) e.textContent = text;
  return e;
}

/** Fill the panel for game `g` with options `options` (the engine's options object).
 *  @param {GamePlugin} g @param {Record<string, any>} options @param {boolean} onTable */
function fill(g, options, onTable) {
  const own = g.howto?.(options); // a game whose forms each have their own panel
  const name = own?.title ?? t(`games.${g.id}`);
  $("howto-title").textContent = t("howto.title", { game: name });
  const close = $("btn-close-howto");
  close.setAttribute("aria-label", t("howto.close_aria"));
  close.title = t("howto.close");
  const body = $("howto-body");
  body.dataset.game = g.id;
  const params = {
    target: options.game_target ?? "",
    min_bid: options.min_bid ?? 40,
    default_contract: options.dealer_default_contract ?? 25,
  };
  const parts = [];
  for (const [head, paras] of own?.sections ?? SECTIONS[g.id] ?? []) {
    const sec = el("section", `howto-sec howto-${head}`);
    sec.dataset.section = head;
    sec.append(el("h3", "", t(`howto.sections.${head}`)));
    for (const p of paras) sec.append(el("p", "", t(`howto.${g.id}.${p}`, params)));
    if (g.id === "sixty_three" && head === "values") {
      const table = el("table", "howto-values");
      for (const [k, pts] of sixtyThreeValues(options)) {
        const tr = el("tr", k === "total" ? "total" : "");
        tr.append(el("th", "", t(`howto.card.${k}`)), el("td", "", String(pts)));
        tr.dataset.card = k;
        table.append(tr);
      }
      sec.append(table);
    }
    parts.push(sec);
  }
  const opt = el("section", "howto-sec howto-options");
  opt.dataset.section = "options";
  opt.append(el("h3", "", t("howto.sections.options")),
    el("p", "howto-note", t(onTable ? "howto.options_note_table" : "howto.options_note_start")));
  const dl = el("dl", "howto-opts");
  for (const r of optionRows(g.id, options)) {
    const row = el("div", "howto-opt");
    row.dataset.option = r.key;
    row.append(el("dt", "", r.label), el("dd", "", r.value));
    dl.append(row);
  }
  opt.append(dl);
  parts.push(opt);
  const book = el("p", "howto-book");
  const a = /** @type {HTMLAnchorElement} */ (el("a", "btn", t("howto.rulebook", { game: name })));
  a.href = ruleBookHref(g.book ?? g.id, locale());
  a.target = "_blank";
  a.rel = "noopener";
  a.id = "howto-rulebook";
  book.append(a, el("span", "howto-note", t("howto.rulebook_note")));
  parts.push(book);
  body.replaceChildren(...parts);
}

/** The panel on show: where the focus goes back, and how to stop listening. */
const open = { back: /** @type {HTMLElement | null} */ (null), ac: /** @type {AbortController | null} */ (null) };

/** Is the panel on show? */
export const howtoOpen = () => open.ac !== null;

export function closeHowto() {
  if (!open.ac) return;
  open.ac.abort();
  open.ac = null;
  $("howto").hidden = true;
  const back = open.back;
  open.back = null;
  if (back && back.isConnected) back.focus();
}

/** Show the panel of game `g` with the options `options` in force.
 *  @param {GamePlugin} g @param {Record<string, any>} options @param {boolean} onTable  a game of g is on the table */
export function openHowto(g, options, onTable) {
  if (open.ac) closeHowto();
  fill(g, options, onTable);
  open.back = /** @type {HTMLElement | null} */ (document.activeElement);
  const box = $("howto");
  box.hidden = false;
  const panel = /** @type {HTMLElement} */ (box.querySelector(".panel"));
  panel.scrollTop = 0;
  $("btn-close-howto").focus();
  const ac = new AbortController();
  open.ac = ac;
  box.addEventListener("click", (e) => { if (e.target === box) closeHowto(); }, { signal: ac.signal });
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape") { e.preventDefault(); e.stopImmediatePropagation(); closeHowto(); return; }
    if (e.key === "Tab") { // keep the focus inside the panel
      const items = /** @type {HTMLElement[]} */ ([...panel.querySelectorAll("button, a[href], [tabindex]")]);
      const first = items[0], last = items[items.length - 1];
      const inside = panel.contains(document.activeElement);
      if (!inside || (e.shiftKey && document.activeElement === first)) { e.preventDefault(); (e.shiftKey ? last : first).focus(); }
      else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first.focus(); }
    }
    e.stopImmediatePropagation(); // the table's keys (cards, hint, last trick) wait
  }, { signal: ac.signal, capture: true });
}

/**
 * Wires the top bar's "?" button, its key and the start screen's per-game buttons.
 * @param {object} hooks
 * @param {() => { game: GamePlugin, options: Record<string, any> } | null} hooks.onTable  the game on the table and its options in force
 * @param {(g: GamePlugin) => Record<string, any>} hooks.forNewGame  the engine options a new game of g would start with
 * @param {(id: string | undefined) => GamePlugin | undefined} hooks.gameById
 */
export function bindHowto(hooks) {
  const btn = $("btn-howto");
  const label = () => {
    btn.setAttribute("aria-label", t("howto.button"));
    btn.title = `${t("howto.button")} (?)`;
  };
  label();
  onLocaleChange(label);
  const fromTable = () => {
    const cur = hooks.onTable();
    if (cur) openHowto(cur.game, cur.options, true);
  };
  btn.addEventListener("click", fromTable);
  document.addEventListener("keydown", (e) => {
    if (e.key !== "?" || e.ctrlKey || e.metaKey || e.altKey || howtoOpen()) return;
    if (document.querySelector(".overlay:not([hidden])")) return;
    const tag = /** @type {HTMLElement} */ (e.target).tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    e.preventDefault();
    fromTable();
  });
  $("game-list").addEventListener("click", (e) => {
    const b = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest("button[data-howto]"));
    const g = b && hooks.gameById(b.dataset.howto);
    if (g) openHowto(g, hooks.forNewGame(g), false);
  });
}

/** The start screen's "How to play" button of game `g` (markup). @param {GamePlugin} g */
export function howtoButton(g) {
  const name = t(`games.${g.id}`);
  return `<button type="button" class="btn howto-pick" data-howto="${g.id}" aria-label="${t("howto.button_aria", { game: name })}">${t("howto.button")}</button>`;
}
