// @ts-check
// The player-visible words: `t(key, params)` looks a dotted key up in the locale catalogue
// (www/locales/<lang>.json, nested objects), fills `{name}` placeholders from `params` (numbers
// through Intl.NumberFormat) and picks a form: a plural object ({ "one": …, "other": … },
// by Intl.PluralRules for `params.count`) or a choice by another parameter
// ({ "$by": "alone", "1": …, "other": … }: the entry named by the value, else its plural form,
// else "other"). A key the locale lacks falls back to English, then to the key itself.
// `msg(m)` renders an engine message ({key, params}) from the catalogue's `msg.<key>`.
// The language: `?lang=`, then the stored choice, then navigator.languages, then English;
// `setLocale` switches it at any time (the page re-renders through `onLocaleChange`).
// The catalogues are fetched when this module loads (a top-level await), so t() is
// synchronous; the service worker precaches them with the rest of the build (offline too).

/** @typedef {{ [key: string]: string | Catalogue }} Catalogue */
/** @typedef {{ key: string, params?: Record<string, any> }} Msg */

/** The languages the page speaks, each named in itself (the settings' picker). */
export const LANGUAGES = /** @type {const} */ ({ en: "English", ru: "Русский", cs: "Čeština", kk: "Қазақша", de: "Deutsch" });
/** @typedef {keyof typeof LANGUAGES} Lang */

/** The locale in force, its catalogue and English's (the fallback). */
const state = { locale: /** @type {Lang} */ ("en"), /** @type {Catalogue} */ cat: {}, /** @type {Catalogue} */ en: {} };

/** Is `x` one of the page's languages? @param {any} x @returns {x is Lang} */
export const isLang = (x) => typeof x === "string" && Object.hasOwn(LANGUAGES, x);

/** Fetch a locale's catalogue (null if it cannot be loaded).
 *  @param {string} locale @returns {Promise<Catalogue | null>} */
async function loadCatalogue(locale) {
  try {
    const res = await fetch(new URL(`../locales/${locale}.json`, import.meta.url));
    return res.ok ? /** @type {Catalogue} */ (await res.json()) : null;
  } catch (e) {
    console.warn(`locale ${locale} not loaded:`, /** @type {any} */ (e)?.message ?? e);
    return null;
  }
}

/** The entry at a dotted key: a string, a forms object, or undefined.
 *  @param {Catalogue} cat @param {string} key @returns {string | Catalogue | undefined} */
function lookup(cat, key) {
  /** @type {string | Catalogue | undefined} */
  let node = cat;
  for (const part of key.split(".")) {
    if (node == null || typeof node === "string") return undefined;
    node = node[part];
  }
  return node;
}

/** A translate function over one catalogue, with another as the fallback (exported for tests).
 *  @param {Catalogue} cat @param {string} locale @param {Catalogue} [fallback]
 *  @returns {(key: string, params?: Record<string, any>) => string} */
export function makeT(cat, locale, fallback) {
  const plural = new Intl.PluralRules(locale);
  const nf = new Intl.NumberFormat(locale, { useGrouping: false });
  return (key, params = {}) => {
    let entry = lookup(cat, key);
    if (entry === undefined && fallback) entry = lookup(fallback, key);
    for (let depth = 0; entry && typeof entry === "object" && depth < 3; depth++) {
      const by = typeof entry.$by === "string" ? entry.$by : "count";
      const v = params[by];
      const n = Number(v);
      /** @type {any} */
      const forms = entry;
      entry = forms[String(v)] ?? (v !== undefined && v !== "" && Number.isFinite(n) ? forms[plural.select(n)] : undefined) ?? forms.other;
    }
    if (typeof entry !== "string") {
      console.warn(`i18n: no text for "${key}"`);
      return key;
    }
    return entry.replace(/\{(\w+)\}/g, (m, name) => {
      if (!(name in params)) return m;
      const v = params[name];
      return typeof v === "number" ? nf.format(v) : String(v);
    });
  };
}

/** The language to start in: `?lang=`, the stored choice, the browser's languages, English. */
function startLocale() {
  try {
    const q = new URLSearchParams(location.search).get("lang");
    if (isLang(q)) return q;
  } catch { /* no location (tests) */ }
  try {
    const stored = JSON.parse(localStorage.getItem("cardtable.lang") ?? "null");
    if (isLang(stored)) return stored;
  } catch { /* storage unavailable */ }
  for (const l of (typeof navigator === "object" && navigator.languages) || []) {
    const base = String(l).toLowerCase().split("-")[0];
    if (isLang(base)) return base;
  }
  return "en";
}

const translate = { fn: makeT({}, "en") };
if (typeof fetch === "function") {
  const want = startLocale();
  const [en, cat] = await Promise.all([loadCatalogue("en"), want === "en" ? null : loadCatalogue(want)]);
  state.en = en ?? {};
  state.locale = cat ? want : "en";
  state.cat = cat ?? state.en;
  translate.fn = makeT(state.cat, state.locale, state.en);
  if (typeof document === "object") document.documentElement.lang = state.locale;
}

/** Fillers of a newly loaded catalogue with a game's words (games/sixty_six_forms.js). @type {((cat: Catalogue, lang: string) => Promise<void>)[]} */
export const parts = [];
/** English's catalogue and the current language's. */
export const catalogues = () => ({ en: state.en, cat: state.cat, lang: state.locale });

/** The text of `key` in the current locale, `{name}` filled from `params` (English when the
 *  locale has no text for it; the key itself, with a warning, when neither has).
 *  @param {string} key @param {Record<string, any>} [params] */
export const t = (key, params) => translate.fn(key, params);

/** Does the catalogue (or English's) have a text for `key`? @param {string} key */
export const has = (key) => lookup(state.cat, key) !== undefined || lookup(state.en, key) !== undefined;

/** The current locale ("en", "ru", …). */
export const locale = () => state.locale;

/** A number in the current locale's digits. @param {number} n */
export const fmt = (n) => new Intl.NumberFormat(state.locale, { useGrouping: false }).format(n);

/** @type {(() => void)[]} */
const listeners = [];
/** Calls `fn` after every language switch (to draw the page again). @param {() => void} fn */
export const onLocaleChange = (fn) => { listeners.push(fn); };

/** Switches the page to `lang` (stored for the next visit): the catalogue is loaded, `<html lang>`
 *  follows, the static texts are applied again and every listener redraws its part.
 *  @param {string} lang @returns {Promise<boolean>} false if the catalogue could not be loaded */
export async function setLocale(lang) {
  if (!isLang(lang)) return false;
  const cat = lang === "en" ? state.en : await loadCatalogue(lang);
  if (!cat) return false;
  state.locale = lang;
  state.cat = cat;
  if (lang !== "en") for (const p of parts) await p(cat, lang);
  translate.fn = makeT(cat, lang, state.en);
  try { localStorage.setItem("cardtable.lang", JSON.stringify(lang)); } catch { /* not stored */ }
  document.documentElement.lang = lang;
  applyStatic();
  for (const fn of listeners) fn();
  return true;
}

/** Fills the page's fixed texts from the catalogue: `data-i18n="key"` sets the text,
 *  `data-i18n-html="key"` the markup, `data-i18n-attr="aria-label:key title:key"` attributes.
 *  @param {ParentNode} [root] */
export function applyStatic(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(/** @type {string} */ (/** @type {HTMLElement} */ (el).dataset.i18n));
  for (const el of root.querySelectorAll("[data-i18n-html]")) el.innerHTML = t(/** @type {string} */ (/** @type {HTMLElement} */ (el).dataset.i18nHtml));
  for (const el of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of (/** @type {HTMLElement} */ (el).dataset.i18nAttr ?? "").split(/\s+/)) {
      const [attr, key] = pair.split(":");
      if (attr && key) el.setAttribute(attr, t(key));
    }
  }
  if (typeof document === "object" && root === document) {
    const d = document.querySelector('meta[name="description"]');
    if (d) d.setAttribute("content", t("page.description"));
  }
}

// ---------- engine messages -----------------------------------------------------------------
const SUIT_SYMBOLS = { C: "♣", D: "♦", H: "♥", S: "♠" };
const CARD_RE = /^(?:[2-9TJQKA][CDHS]|XJ)$/;

/** A card code as the page writes it in sentences: `J♥`, `10♣`, the joker by its word.
 *  @param {string} code */
export function cardWord(code) {
  if (code === "XJ") return t("cards.joker");
  const r = code[0] === "T" ? "10" : code[0];
  return r + (SUIT_SYMBOLS[/** @type {"C"} */ (code[1])] ?? code[1]);
}

/** A list in the current language: "a", "a and b", "a, b and c" (the catalogue's `list`).
 *  @param {string[]} items */
export function listText(items) {
  if (items.length < 2) return items.join("");
  return t("list.and", { a: items.slice(0, -1).join(t("list.comma")), b: items[items.length - 1] });
}

/** The word for `v` under the catalogue's `msg_words.<game>.<name>` (its `other` entry for a
 *  value it does not list), or undefined when there is no such group.
 *  @param {string} game @param {string} name @param {string} v */
function wordFor(game, name, v) {
  for (const base of [`msg_words.${game}.${name}`, `msg_words.${name}`]) {
    const group = lookup(state.cat, base) ?? lookup(state.en, base);
    if (group && typeof group === "object") return t(has(`${base}.${v}`) ? `${base}.${v}` : `${base}.other`);
  }
  return undefined;
}

/** A card in an engine sentence: `J♥`, the joker by the catalogue's `msg_words.joker`. @param {string} code */
const msgCard = (code) => (code === "XJ" ? t("msg_words.joker") : cardWord(code));

/** One engine parameter as text: a card by cardWord, a card list joined, a suit by its name
 *  (`{suit}`; `{suit_sym}` is its symbol), a nested message rendered, a word by the catalogue's
 *  `msg_words.<game>.<param>` group (else as it is).
 *  @param {string} game @param {string} name @param {any} v @returns {string | number} */
function paramText(game, name, v) {
  if (typeof v === "number") return v;
  // Cards side by side, as the engine writes them: "9♣ 7♦".
  if (Array.isArray(v)) return v.map((c) => (typeof c === "string" && CARD_RE.test(c) ? msgCard(c) : String(c))).join(" ");
  if (v && typeof v === "object" && typeof v.key === "string") return msg(v);
  if (typeof v !== "string") return String(v ?? "");
  if (/^[CDHS]$/.test(v)) return t(`cards.suits.${v}`);
  if (CARD_RE.test(v)) return msgCard(v);
  return wordFor(game, name, v) ?? v;
}

const cap = (/** @type {string} */ x) => x.charAt(0).toLocaleUpperCase(state.locale) + x.slice(1);
/** "+5", "−5" (the engine's signs in sentences). @param {number} n */
const signedText = (n) => (n >= 0 ? `+${fmt(n)}` : `−${fmt(-n)}`);
/** A card in Sixty-six's sentences: "the king of hearts" (its `card_words` form). @param {string} code */
const ssCardWords = (code) => (CARD_RE.test(code) && code !== "XJ"
  ? t("msg_words.sixty_six.card_words", { rank: t(`cards.ranks.${code[0]}`), suit: t(`cards.suits_of.${code[1]}`) }) : "");

/** Parameters some messages need worked out from the raw ones (names from seat numbers, lists,
 *  counts), by key prefix. Each gets the raw params and the rendered ones, and adds to the latter.
 *  @type {[string, (raw: Record<string, any>, p: Record<string, any>) => void][]} */
const DERIVE = [
  ["euchre.", (raw, p) => {
    if (typeof raw.tricks === "number") p.tricks_text = t("msg_words.euchre.tricks", { count: raw.tricks });
    // The joker is the Benny (§14.4): "Benny" in hints, "Benny (joker)" elsewhere.
    if (raw.card === "XJ") p.card = t("msg_words.euchre.benny_joker");
  }],
  ["euchre.hint.", (raw, p) => {
    if (raw.card === "XJ") p.card = t("msg_words.euchre.benny");
  }],
  ["euchre.hint.lead_boss", (raw, p) => {
    const the = (/** @type {string[]} */ cs) => listText(cs.map((c) => t("msg_words.euchre.the_card", { card: c === "XJ" ? t("msg_words.euchre.benny") : cardWord(c) })));
    const parts = [];
    for (const k of ["turned_down", "played", "discarded"]) {
      const cs = raw[k];
      if (Array.isArray(cs) && cs.length) parts.push(t(`msg_words.euchre.boss.${k}`, { cards: the(cs), count: cs.length }));
    }
    if (Array.isArray(raw.held) && raw.held.length) parts.push(t("msg_words.euchre.boss.held", { cards: the(raw.held) }));
    p.why = parts.length ? listText(parts) : t(raw.trump ? "msg_words.euchre.boss.no_trump_left" : "msg_words.euchre.boss.nothing_left");
  }],
  ["sixty_six.", (raw, p) => {
    for (const k of ["card", "lead", "face_up"]) {
      if (typeof raw[k] !== "string") continue;
      p[`${k}_words`] = ssCardWords(raw[k]);
      if (CARD_RE.test(raw[k]) && raw[k] !== "XJ") {
        p[`${k}_suit_one`] = t(`cards.suit_one.${raw[k][1]}`);
        p[`${k}_suit`] = t(`cards.suits.${raw[k][1]}`);
        p[`${k}_rank`] = raw[k][0];
      }
    }
    if (typeof raw.suit === "string") p.suit_one = t(`cards.suit_one.${raw.suit}`);
    if (typeof raw.total === "number" && typeof raw.points === "number") p.sum = raw.total + raw.points;
    p.has_c = raw.c === undefined ? 0 : 1;
  }],
  ["sixty_six.summary.", (raw, p) => {
    const name = (/** @type {number} */ s) => (raw.viewer === undefined ? t("msg.sixty_six.summary.seat", { n: s })
      : t(raw.viewer === s ? "msg.sixty_six.summary.you" : "msg.sixty_six.summary.opponent"));
    const w = Number(raw.winner ?? 0);
    p.wn = name(w);
    p.ln = name(1 - w);
    p.w_you = raw.viewer === w ? 1 : 0;
    p.l_you = raw.viewer === 1 - w ? 1 : 0;
    if (raw.declarer !== undefined) p.declarer_name = name(Number(raw.declarer));
    p.how = has(`msg.sixty_six.summary.basis.${raw.basis}`) ? t(`msg.sixty_six.summary.basis.${raw.basis}`, p) : "";
    p.gp = t("msg.sixty_six.summary.gp", p);
  }],
  ["sixty_three.", (raw, p) => {
    if (typeof raw.seat === "number") p.seat_name = t(`msg_words.sixty_three.seat.${raw.seat % 4}`);
    if (typeof raw.team === "number") p.team_name = t(`msg_words.sixty_three.team.${raw.team}`);
    if (typeof raw.other === "number") p.other_name = t(`msg_words.sixty_three.team.${raw.other}`);
    if (typeof raw.delta === "number") p.delta_signed = signedText(raw.delta);
    if (typeof raw.other_delta === "number") p.other_delta_signed = signedText(raw.other_delta);
    if (typeof raw.min === "number" && typeof raw.max === "number") p.exact = raw.min === raw.max ? 1 : 0;
    if (Array.isArray(raw.cards) && !raw.cards.length) p.cards = t("msg_words.sixty_three.nothing");
    if (typeof raw.card === "string" && typeof raw.trump === "string") {
      const c = raw.card;
      const mate = /** @type {Record<string, string>} */ ({ C: "S", S: "C", H: "D", D: "H" })[raw.trump];
      p.counter = c === "XJ" ? t("msg_words.sixty_three.joker")
        : c === `5${raw.trump}` || c === `5${mate}` ? t("msg_words.sixty_three.pedro", { card: cardWord(c) }) : cardWord(c);
    }
  }],
  ["sixty_three.hint.", (raw, p) => {
    if (raw.card === "XJ") p.card = t("msg_words.sixty_three.the_joker");
  }],
  ["sixty_three.hint.holding", (raw, p) => {
    const suit = String(raw.suit ?? "");
    const top = Array.isArray(raw.top) ? raw.top : [];
    const keys = ["A", "K"].map((r) => r + suit).filter((c) => top.includes(c)).map(cardWord);
    if (Number(raw.joker) > 0) keys.push(t("msg_words.sixty_three.the_joker"));
    if (raw.pedros === 2) keys.push(t("msg_words.sixty_three.both_pedros"));
    else if (raw.pedros === 1) keys.push(t("msg_words.sixty_three.a_pedro"));
    for (const c of Array.isArray(raw.nine) ? raw.nine : []) keys.push(cardWord(c));
    const n = Number(raw.n ?? 0);
    p.n_word = has(`msg_words.sixty_three.numbers.${n}`) ? t(`msg_words.sixty_three.numbers.${n}`) : t("msg_words.sixty_three.many");
    p.has_key = keys.length ? 1 : 0;
    p.key_cards = listText(keys);
  }],
];

/** An engine message ({key, params}) in the current language, from `msg.<key>` (the
 *  `fallback` text — the engine's English — when no catalogue has the key).
 *  @param {Msg | null | undefined} m @param {string} [fallback] */
export function msg(m, fallback = "") {
  if (!m || typeof m.key !== "string") return fallback;
  // A key that is also the parent of others ("euchre.must_follow") keeps its own text under `other`.
  const key = has(`msg.${m.key}`) ? m.key : null;
  if (!key) {
    console.warn(`i18n: no text for engine message "${m.key}"`);
    return fallback || m.key;
  }
  const game = m.key.includes(".") ? m.key.split(".")[0] : "";
  const raw = m.params ?? {};
  /** @type {Record<string, any>} */
  const params = {};
  for (const [k, v] of Object.entries(raw)) {
    params[k] = paramText(game, k, v);
    if (typeof v === "string" || typeof v === "number") params[`${k}_raw`] = v;
    if (typeof v === "string" && /^[CDHS]$/.test(v)) {
      params[`${k}_sym`] = SUIT_SYMBOLS[/** @type {"C"} */ (v)];
      params[`${k}_cap`] = cap(String(params[k]));
    }
  }
  for (const [prefix, fn] of DERIVE) if (m.key.startsWith(prefix)) fn(raw, params);
  const text = t(`msg.${key}`, params);
  return m.key.startsWith("sixty_six.summary.") ? cap(text) : text;
}
