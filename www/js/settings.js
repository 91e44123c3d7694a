// @ts-check
// The player's settings: stored values (localStorage), the bots' pace, the computer players'
// level (with the ladder's ratings), each game's rule options, and the settings panel.
// The panel changes nothing of a game itself: bindSettings() takes the controller's hooks.
import { GAMES, gameById, ready } from "./games/index.js";
import { motion, motionMode } from "./animate.js";
import { LANGUAGES, locale, setLocale, t } from "./i18n.js";
import { $, overlay } from "./dom.js";
import { FORM_PRESETS, OPTION_SPECS } from "./option-specs.js";
import { FORM_OPTIONS } from "./form-rules.js";
import { confirmDialog } from "./confirm.js";

/** @typedef {import("./games/contract.js").GamePlugin} GamePlugin */

// ---------- stored values -------------------------------------------------------------------
export const store = {
  /** @param {string} key @param {any} [fallback] */
  get(key, fallback) {
    try { const v = localStorage.getItem("cardtable." + key); return v == null ? fallback : JSON.parse(v); }
    catch { return fallback; }
  },
  /** @param {string} key @param {any} value */
  set(key, value) {
    try { localStorage.setItem("cardtable." + key, JSON.stringify(value)); } catch { /* private mode */ }
  },
  /** @param {string} key */
  remove(key) { try { localStorage.removeItem("cardtable." + key); } catch { /* ignore */ } },
};

// ---------- pace ----------------------------------------------------------------------------
/** @typedef {{ label: string, delay: number, anim: number }} Pace  label: its catalogue key; delay: a bot's minimum
 *  thinking time; anim: an animation's length (ms) */

/** @type {Record<string, Pace>} */
export const PACES = {
  slow: { label: "settings.paces.slow", delay: 1200, anim: 450 },
  normal: { label: "settings.paces.normal", delay: 700, anim: 320 },
  fast: { label: "settings.paces.fast", delay: 280, anim: 170 },
  instant: { label: "settings.paces.instant", delay: 0, anim: 0 },
};

/** The chosen pace's name (a setting, shared by every game). */
const prefs = { pace: PACES[store.get("pace")] ? String(store.get("pace")) : "normal" };

/** The current pace. */
export const pace = () => PACES[prefs.pace];

/** Play a forced card (the only legal one) without waiting for a tap: off unless chosen. */
export const autoPlay = () => store.get("autoplay", false) === true;

/** Keep each finished trick on the table until a tap: off unless chosen. */
export const keepTrick = () => store.get("keeptrick", false) === true;

function applyPace() {
  motion.duration = pace().anim;
  document.documentElement.dataset.pace = prefs.pace;
}

// ---------- motion and the four-colour deck -------------------------------------------------
/** The motion choices: follow the system, full, reduced, off (js/animate.js). */
export const MOTIONS = ["system", "full", "reduced", "off"];

/** Applies the stored motion choice: animate.js reads it, CSS reads `<html data-motion>`. */
function applyMotion() {
  const m = store.get("motion", "system");
  motion.setting = MOTIONS.includes(m) ? m : "system";
  document.documentElement.dataset.motion = motionMode();
}

/** Four colours (♠ black, ♥ red, ♦ blue, ♣ green) when chosen: `<html class="four-colour">`. */
function applyFourColour() {
  document.documentElement.classList.toggle("four-colour", store.get("fourColour", false) === true);
}

// ---------- levels --------------------------------------------------------------------------
/** The computer players' levels, weakest first (label and about: catalogue keys); the rating comes from assets/ratings.json. */
export const LEVELS = [
  { id: "random", label: "settings.levels.random", about: "settings.levels.random_about" },
  { id: "beginner", label: "settings.levels.beginner", about: "settings.levels.beginner_about" },
  { id: "club", label: "settings.levels.club", about: "settings.levels.club_about" },
  { id: "strong", label: "settings.levels.strong", about: "settings.levels.strong_about" },
  { id: "expert", label: "settings.levels.expert", about: "settings.levels.expert_about" },
];
const DEFAULT_LEVEL = "club";

/** The level chosen for game `g`. @param {GamePlugin} g @returns {string} */
export const levelFor = (g) => {
  const l = store.get("level." + g.id, DEFAULT_LEVEL);
  return LEVELS.some((x) => x.id === l) ? l : DEFAULT_LEVEL;
};
/** Every computer seat at the chosen level. @param {string[]} seats @param {string} level */
export const withLevel = (seats, level) => seats.map((s) => (s === "human" ? s : level));
/** The seats of a new table of `g`. @param {GamePlugin} g @param {Record<string, any>} opts */
export const seatsFor = (g, opts) => withLevel(g.seats(opts), levelFor(g));

/** `{game id: {ratings: {level: rating}}}` from the ladder's file (precached; null if it fails). */
const cache = { ratings: /** @type {Promise<any> | null} */ (null) };
function ratings() {
  cache.ratings ??= fetch(new URL("../assets/ratings.json", import.meta.url))
    .then((r) => (r.ok ? r.json() : null))
    .catch((e) => { console.warn("ratings not loaded:", e?.message ?? e); return null; });
  return cache.ratings;
}

// ---------- rule options --------------------------------------------------------------------
/** The named form `form` of `game` (its own engine table, not a page preset like
 *  Schnapsen), or null for the game's own rules. @param {GamePlugin} game @param {string | null} [form] */
export function namedForm(game, form) {
  const e = form ? game.forms?.find((f) => f.id === form) : null;
  return e && !e.page ? e : null;
}

/** The rule options the panel offers for `form` of `game` (./form-rules.js; the game's own
 *  without a form or for a form not listed there). @param {GamePlugin} game @param {string | null} [form] */
export function optionList(game, form) {
  const e = namedForm(game, form);
  return (e && FORM_OPTIONS[e.id]) ?? game.options;
}

/** The engine's options from the panel's `changed` ones: an option with `nest` goes into that
 *  object of the engine's (sixty-six-3's two-hand rules, `two_hand`), the rest stay at the top.
 *  @param {import("./games/contract.js").OptionSpec[]} specs @param {Record<string, any>} changed */
export function nestRules(specs, changed) {
  /** @type {Record<string, any>} */
  const out = {};
  for (const [k, v] of Object.entries(changed)) {
    const nest = specs.find((o) => o.key === k)?.nest;
    if (nest) out[nest] = { ...out[nest], [k]: v };
    else out[k] = v;
  }
  return out;
}

/** The rule book's default of option `o` of `game`: the form's preset for a named form
 *  (FORM_PRESETS), else the engine's specification (www/js/option-specs.js, generated from
 *  the Rust options types), or the page's own for a page-only setting (one that gives its
 *  `default`, like Sixty-six's preset).
 *  @param {GamePlugin} game @param {import("./games/contract.js").OptionSpec} o @param {string | null} [form] */
export function optionDefault(game, o, form) {
  if (o.default !== undefined) return o.default;
  const preset = FORM_PRESETS[namedForm(game, form)?.id ?? ""];
  if (preset && o.key in preset) return preset[o.key];
  return OPTION_SPECS[game.id]?.find((s) => s.key === o.key)?.default;
}

/** True when `v` is a value option `o` can take (a stored value may be damaged or stale).
 *  @param {GamePlugin} game @param {import("./games/contract.js").OptionSpec} o @param {any} v @param {string | null} [form] */
function validOption(game, o, v, form) {
  if (o.type === "bool") return typeof v === "boolean";
  if (typeof v !== typeof optionDefault(game, o, form)) return false;
  return (o.choices ?? []).some(([c]) => String(c) === String(v));
}

/** Where the rule options of `form` of `game` are stored: each named form has its own.
 *  @param {GamePlugin} game @param {string | null} [form] */
export const optionsKey = (game, form) => "options." + (namedForm(game, form)?.id ?? game.id);

/** The stored rule options of `game` (of its named form `form`, if given), defaults filled
 *  in. Whatever is stored — another type, a deep or damaged value, an option that no longer
 *  exists — only valid values are taken, each checked on its own; the rest are the rule
 *  book's (or the form's) defaults.
 *  @param {GamePlugin} game @param {string | null} [form] */
export function optionsFor(game, form) {
  const raw = store.get(optionsKey(game, form), null);
  const saved = raw !== null && typeof raw === "object" && !Array.isArray(raw) ? raw : {};
  /** @type {Record<string, any>} */
  const opts = {};
  for (const o of optionList(game, form)) {
    const v = Object.prototype.hasOwnProperty.call(saved, o.key) ? saved[o.key] : undefined;
    opts[o.key] = validOption(game, o, v, form) ? v : optionDefault(game, o, form);
  }
  return opts;
}

// ---------- the settings panel --------------------------------------------------------------
/** @param {import("./games/contract.js").OptionSpec} o @param {any} value */
function optionField(o, value) {
  const id = `opt-${o.key}`;
  if (o.type === "bool") {
    return `<label class="field check" for="${id}"><input type="checkbox" id="${id}" name="${o.key}" ${value ? "checked" : ""}/> <span>${t(o.label)}</span></label>`;
  }
  // A number's words may be a plural ("7 game points": `count` is the value).
  const opts = (o.choices ?? []).map(([v, text]) =>
    `<option value="${v}" ${String(v) === String(value) ? "selected" : ""}>${t(text, { count: v })}</option>`).join("");
  return `<label class="field" for="${id}"><span>${t(o.label)}</span><select id="${id}" name="${o.key}">${opts}</select></label>`;
}

/** Games per pair a ladder needs before the picker shows its ratings (adjacent levels'
 *  intervals are then about ±15 points of win rate). */
const MIN_LADDER_GAMES = 20;

/** The form on the table (`euchre-3`, or the game's id for the base game), from the controller. */
const tableForm = { get: /** @type {() => string | null} */ (() => null) };

/** The game whose rules the panel shows. @type {{ game: GamePlugin | null, onTable: GamePlugin | null }} */
const panel = { game: null, onTable: null };

/** The forms of `g` the panel offers besides (or, for a game with no rules of its own, instead
 *  of) the game's own rules: its named forms. @param {GamePlugin} g */
const panelForms = (g) => (g.forms ?? []).filter((f) => !f.page);

/** The form whose rules the panel shows first for `g`: the one on the table, else the game's
 *  own, else its first form. @param {GamePlugin} g @returns {string} */
function firstForm(g) {
  const on = panel.onTable?.id === g.id ? tableForm.get() : null;
  if (on && namedForm(g, on)) return on;
  return g.options.length || !panelForms(g).length ? "" : panelForms(g)[0].id;
}

/** Fill the rules part for game `g` (a tab per game; the level follows the game too), and for
 *  a game with named forms, the rules of form `form` ("" the game's own), picked in a list.
 *  @param {GamePlugin} g @param {string} [form] */
function showRules(g, form = firstForm(g)) {
  panel.game = g;
  $("settings-form").dataset.game = g.id;
  $("settings-form").dataset.form = form;
  $("rules-games").innerHTML = GAMES.filter((x) => x.available).map((x) =>
    `<label class="seg-item"><input type="radio" name="rules-game" value="${x.id}" ${x.id === g.id ? "checked" : ""}/><span>${t(`games.${x.id}`)}</span></label>`).join("");
  const title = t(`games.${form || g.id}`);
  $("options-legend").textContent = t("settings.rules_for", { game: title });
  if (g.load && !g.loaded) {
    // The forms' words (and page code) first: the panel is drawn again once they are in.
    $("options-fields").replaceChildren();
    ready(g).then(() => { if (panel.game === g && !$("settings").hidden) showRules(g, form); })
      .catch((e) => console.warn("the forms' rules not shown:", e?.message ?? e));
    return;
  }
  const opts = optionsFor(g, form);
  const forms = panelForms(g);
  // The forms as buttons, not a list: their names are long and wrap at 360 px.
  const picker = forms.length
    ? `<div class="field form-field"><span id="rules-form-label">${t("settings.form")}</span><div class="seg forms" id="rules-form" role="radiogroup" aria-labelledby="rules-form-label">${
      [...(g.options.length ? [g.id] : []), ...forms.map((f) => f.id)].map((id) => {
        const v = id === g.id ? "" : id;
        return `<label class="seg-item"><input type="radio" name="rules-form" value="${v}" ${v === form ? "checked" : ""}/><span>${t(`games.${id}`)}</span></label>`;
      }).join("")}</div></div>`
    : "";
  $("options-fields").innerHTML = picker + optionList(g, form).map((o) => optionField(o, opts[o.key])).join("");
  const onTable = panel.onTable;
  const onTableForm = onTable?.id === g.id ? tableForm.get() : null;
  const sameForm = !form || form === onTableForm;
  const apply = $("btn-apply");
  if (!onTable) {
    apply.textContent = t("settings.start_game", { game: title });
    $("rules-note").textContent = t("settings.starts_with_rules", { game: title });
  } else if (onTable.id === g.id && sameForm) {
    apply.textContent = t("settings.start_new_with_rules");
    $("rules-note").textContent = t("settings.kept_unless");
  } else {
    apply.textContent = t("settings.start_instead", { game: title });
    $("rules-note").textContent = t("settings.ends_game", { game: t(`games.${onTable.id}`) });
  }
  apply.classList.toggle("primary", !onTable);
  renderLevels(g);
}

/** @param {GamePlugin | null | undefined} current  the game on the table, if any (none: opened from the start screen) */
function openSettings(current) {
  panel.onTable = current ?? null;
  const last = store.get("lastGame", null);
  const g = current ?? gameById(typeof last === "string" ? last : undefined) ?? /** @type {GamePlugin} */ (GAMES.find((x) => x.available));
  $("pace-choices").innerHTML = Object.entries(PACES).map(([k, p]) =>
    `<label class="seg-item"><input type="radio" name="pace" value="${k}" ${k === prefs.pace ? "checked" : ""}/><span>${t(p.label)}</span></label>`).join("");
  $("lang-choices").innerHTML = Object.entries(LANGUAGES).map(([k, name]) =>
    `<label class="seg-item"><input type="radio" name="lang" value="${k}" lang="${k}" ${k === locale() ? "checked" : ""}/><span lang="${k}">${name}</span></label>`).join("");
  $("motion-legend").textContent = t("settings.motion.legend");
  $("motion-choices").innerHTML = MOTIONS.map((k) =>
    `<label class="seg-item"><input type="radio" name="motion" value="${k}" ${k === motion.setting ? "checked" : ""}/><span>${t(`settings.motion.${k}`)}</span></label>`).join("");
  $("set-fourcolour-text").textContent = t("settings.four_colour");
  /** @type {HTMLInputElement} */ ($("set-fourcolour")).checked = store.get("fourColour", false) === true;
  /** @type {HTMLInputElement} */ ($("set-autoplay")).checked = autoPlay();
  /** @type {HTMLInputElement} */ ($("set-keeptrick")).checked = keepTrick();
  showRules(g);
  overlay("settings", true);
  $("settings-form").scrollTop = 0;
  /** @type {HTMLElement | null} */ ($("settings-form").querySelector("input[name=pace]:checked"))?.focus();
}

/** The level picker: one row per level, with its rating for this game when the ladder has one.
 *  @param {GamePlugin} g */
async function renderLevels(g) {
  const box = $("level-choices");
  const current = levelFor(g);
  $("level-legend").textContent = t("settings.level");
  const row = (/** @type {typeof LEVELS[number]} */ l, /** @type {number | null} */ r) => `<label class="level-item" data-level="${l.id}">
      <input type="radio" name="level" value="${l.id}" ${l.id === current ? "checked" : ""}/>
      <span class="lv-text"><span class="lv-name">${t(l.label)}</span><span class="lv-about">${t(l.about)}</span><span class="lv-vs" data-testid="vs-${l.id}" hidden></span></span>
      <span class="lv-rating" data-testid="rating-${l.id}" ${r == null ? 'data-missing="1"' : ""}>${r == null ? t("settings.not_rated") : Math.round(r)}</span></label>`;
  box.dataset.game = g.id;
  delete box.dataset.rated; // set once the ratings are in
  box.innerHTML = LEVELS.map((l) => row(l, null)).join("");
  const all = await ratings();
  if (box.dataset.game !== g.id) return; // the panel moved on to another game
  // A named form on the table has its own ladder (assets/ratings.json keys it by the form's
  // name with "_": euchre_3, sixty_six_throat_cut); the base game's are the game's.
  const form = panel.onTable?.id === g.id ? tableForm.get() : null;
  const key = form ? form.replaceAll("-", "_") : g.id;
  // A ladder of a few games per pair ranks the levels by luck: shown as "not rated" until
  // it has MIN_LADDER_GAMES per pair.
  const entry = all?.[key];
  const r = entry && (entry.games_per_pair ?? 0) >= MIN_LADDER_GAMES ? entry.ratings ?? {} : {};
  for (const l of LEVELS) {
    const el = /** @type {HTMLElement} */ (box.querySelector(`[data-testid="rating-${l.id}"]`));
    const v = r[l.id];
    if (typeof v === "number" && Number.isFinite(v)) {
      el.textContent = String(Math.round(v));
      el.removeAttribute("data-missing");
      el.title = t("settings.rating_title", { rating: Math.round(v) });
    }
  }
  // Each level against the one below it: its share of the ladder's games between the two,
  // with the 95% interval, so a player sees how far apart the neighbours really are.
  const matches = Object.keys(r).length && Array.isArray(entry?.matches) ? entry.matches : [];
  const pct = (/** @type {number} */ x) => Math.round(100 * Math.min(1, Math.max(0, x)));
  LEVELS.forEach((l, i) => {
    const below = LEVELS[i - 1];
    const el = /** @type {HTMLElement | null} */ (box.querySelector(`[data-testid="vs-${l.id}"]`));
    const m = below && matches.find((/** @type {any} */ x) => (x.a === below.id && x.b === l.id) || (x.a === l.id && x.b === below.id));
    if (!el || !m || typeof m.a_win_rate !== "number" || !Array.isArray(m.ci95) || m.ci95.length !== 2) return;
    // The ladder's rates are a's: turned to this level's when it sat second.
    const [rate, lo, hi] = m.a === l.id ? [m.a_win_rate, m.ci95[0], m.ci95[1]] : [1 - m.a_win_rate, 1 - m.ci95[1], 1 - m.ci95[0]];
    el.textContent = t("settings.level_vs", { level: t(below.label), pct: pct(rate), lo: pct(lo), hi: pct(hi) });
    el.hidden = false;
  });
  const rated = LEVELS.some((l) => typeof r[l.id] === "number");
  $("level-note").textContent = t(rated ? "settings.level_note_rated" : "settings.level_note_unrated", { game: t(`games.${form ?? g.id}`) }) + " " + t("settings.level_note");
  box.dataset.rated = rated ? "1" : "0";
}

function closeSettings() { overlay("settings", false); }

/**
 * What the panel asks of the controller.
 * @typedef {object} SettingsHooks
 * @property {() => GamePlugin | null | undefined} currentGame  the game on the table (the panel shows its rules)
 * @property {() => string | null} [currentForm]  the form on the table (its ratings are shown), or null
 * @property {(g: GamePlugin, level: string) => void} levelChanged  stored already; apply it to a game in progress
 * @property {(g: GamePlugin, form: string) => void} rulesChanged  stored already; start a new game of g
 *   (of its named form `form`; "" its own rules)
 * @property {() => string | null} inProgress  a few words on the game a new one would end ("3 to 5"), or null
 * @property {(on: boolean) => void} soundChanged  the sound checkbox
 */

/** Applies the stored pace and wires the settings panel. @param {SettingsHooks} hooks */
export function bindSettings(hooks) {
  if (hooks.currentForm) tableForm.get = hooks.currentForm;
  applyPace();
  applyMotion();
  applyFourColour();
  globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").addEventListener?.("change", applyMotion);
  $("motion-choices").addEventListener("change", (e) => {
    const input = /** @type {HTMLInputElement} */ (e.target);
    if (input.name !== "motion" || !MOTIONS.includes(input.value)) return;
    store.set("motion", input.value);
    applyMotion();
  });
  $("set-fourcolour").addEventListener("change", (e) => {
    store.set("fourColour", /** @type {HTMLInputElement} */ (e.target).checked);
    applyFourColour();
  });

  $("level-choices").addEventListener("change", (e) => {
    const g = gameById($("level-choices").dataset.game);
    const input = /** @type {HTMLInputElement} */ (e.target);
    const level = input.value;
    if (input.name !== "level" || !g || !LEVELS.some((l) => l.id === level)) return;
    store.set("level." + g.id, level);
    // The game in progress goes on: its computer players take the new level from their next move.
    hooks.levelChanged(g, level);
  });

  $("btn-settings").addEventListener("click", () => openSettings(hooks.currentGame()));
  $("btn-close-settings").addEventListener("click", closeSettings);
  $("settings").addEventListener("click", (e) => { if (/** @type {Element} */ (e.target).id === "settings") closeSettings(); });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape" && !$("settings").hidden) closeSettings(); });

  $("rules-games").addEventListener("change", (e) => {
    const g = gameById(/** @type {HTMLInputElement} */ (e.target).value);
    if (g) showRules(g);
  });
  // Another form picked: its own rules, with its defaults or what was stored for it.
  $("options-fields").addEventListener("change", (e) => {
    const input = /** @type {HTMLInputElement} */ (e.target);
    if (input.name !== "rules-form" || !panel.game) return;
    showRules(panel.game, input.value);
    /** @type {HTMLElement | null} */ ($("rules-form").querySelector("input:checked"))?.focus();
  });
  $("set-keeptrick").addEventListener("change", (e) => {
    store.set("keeptrick", /** @type {HTMLInputElement} */ (e.target).checked);
  });
  $("set-autoplay").addEventListener("change", (e) => {
    store.set("autoplay", /** @type {HTMLInputElement} */ (e.target).checked);
  });
  $("set-sound").addEventListener("change", (e) => {
    hooks.soundChanged(/** @type {HTMLInputElement} */ (e.target).checked);
  });

  $("lang-choices").addEventListener("change", (e) => {
    const input = /** @type {HTMLInputElement} */ (e.target);
    if (input.name !== "lang") return;
    setLocale(input.value).then((ok) => {
      if (!ok || $("settings").hidden) return;
      openSettings(panel.onTable); // the panel in the new language, the same game's rules
      /** @type {HTMLElement | null} */ ($("lang-choices").querySelector("input:checked"))?.focus();
    });
  });

  $("pace-choices").addEventListener("change", (e) => {
    const input = /** @type {HTMLInputElement} */ (e.target);
    if (input.name !== "pace" || !PACES[input.value]) return;
    prefs.pace = input.value;
    applyPace();
    store.set("pace", prefs.pace);
  });

  $("settings-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    const form = /** @type {HTMLFormElement} */ (e.currentTarget);
    const g = gameById(form.dataset.game);
    if (!g) return closeSettings();
    if (g.load && !g.loaded) return; // its rules are not shown yet
    const picked = namedForm(g, form.dataset.form)?.id ?? "";
    /** @type {Record<string, any>} */
    const opts = {};
    for (const o of optionList(g, picked)) {
      const input = /** @type {HTMLInputElement | HTMLSelectElement} */ (form.elements.namedItem(o.key));
      if (o.type === "bool") opts[o.key] = /** @type {HTMLInputElement} */ (input).checked;
      else {
        const raw = input.value;
        opts[o.key] = typeof optionDefault(g, o, picked) === "number" ? Number(raw) : raw;
      }
    }
    const running = hooks.inProgress();
    if (running) {
      const ok = await confirmDialog({
        title: t("settings.end_title"),
        body: `<p>${t("settings.end_body", { running, game: t(`games.${picked || g.id}`) })}</p>`,
        ok: t("settings.end_ok", { game: t(`games.${picked || g.id}`) }),
        cancel: t("settings.keep_playing"),
        danger: true,
      });
      if (!ok) return;
    }
    store.set(optionsKey(g, picked), opts);
    closeSettings();
    hooks.rulesChanged(g, picked);
  });
}
