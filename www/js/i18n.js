// @ts-check
// The player-visible words: `t(key, params)` looks a dotted key up in the locale catalogue
// (www/locales/<lang>.json, nested objects), fills `{name}` placeholders from `params` and
// picks a plural form ({ "one": …, "other": … }) by Intl.PluralRules for `params.count`.
// The catalogue is fetched once when this module loads (a top-level await), so t() is
// synchronous; the service worker precaches it with the rest of the build (offline too).
// English only for now; other locales add a file and a `setLocale`.

/** @typedef {{ [key: string]: string | Catalogue }} Catalogue */

/** The locale in force and its catalogue. */
const state = { locale: "en", /** @type {Catalogue} */ cat: {} };

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

/** The entry at a dotted key: a string, a plural object, or undefined.
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

/** A translate function over one catalogue (exported for tests).
 *  @param {Catalogue} cat @param {string} locale
 *  @returns {(key: string, params?: Record<string, string | number>) => string} */
export function makeT(cat, locale) {
  const plural = new Intl.PluralRules(locale);
  return (key, params = {}) => {
    let entry = lookup(cat, key);
    if (entry && typeof entry === "object") {
      const n = Number(params.count);
      const form = Number.isFinite(n) ? plural.select(n) : "other";
      entry = entry[form] ?? entry.other;
    }
    if (typeof entry !== "string") {
      console.warn(`i18n: no text for "${key}"`);
      return key;
    }
    return entry.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
  };
}

const loaded = typeof fetch === "function" ? await loadCatalogue(state.locale) : null;
if (loaded) state.cat = loaded;
const translate = { fn: makeT(state.cat, state.locale) };

/** The text of `key` in the current locale, `{name}` filled from `params` (the key itself,
 *  with a warning, when the catalogue has no text for it).
 *  @param {string} key @param {Record<string, string | number>} [params] */
export const t = (key, params) => translate.fn(key, params);

/** Does the catalogue have a text (or plural forms) for `key`? @param {string} key */
export const has = (key) => lookup(state.cat, key) !== undefined;

/** The current locale ("en"). */
export const locale = () => state.locale;
