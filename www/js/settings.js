// @ts-check
// The player's settings: stored values (localStorage), the bots' pace, the computer players'
// level (with the ladder's ratings), each game's rule options, and the settings panel.
// The panel changes nothing of a game itself: bindSettings() takes the controller's hooks.
import { GAMES, gameById } from "./games/index.js";
import { motion, motionMode } from "./animate.js";
import { t } from "./i18n.js";
import { $, overlay } from "./dom.js";
import { OPTION_SPECS } from "./option-specs.js";
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
/** @typedef {{ label: string, delay: number, anim: number }} Pace  delay: a bot's minimum
 *  thinking time; anim: an animation's length (ms) */

/** @type {Record<string, Pace>} */
export const PACES = {
  slow: { label: "Slow", delay: 1200, anim: 450 },
  normal: { label: "Normal", delay: 700, anim: 320 },
  fast: { label: "Fast", delay: 280, anim: 170 },
  instant: { label: "Instant", delay: 0, anim: 0 },
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
/** The computer players' levels, weakest first; the rating comes from assets/ratings.json. */
export const LEVELS = [
  { id: "random", label: "Random", about: "plays any legal card" },
  { id: "beginner", label: "Beginner", about: "a careless move one time in three" },
  { id: "club", label: "Club", about: "a sound rule-of-thumb player" },
  { id: "strong", label: "Strong", about: "thinks through the possible deals" },
  { id: "expert", label: "Expert", about: "thinks longest; the hints' player" },
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
/** The rule book's default of option `o` of `game`: the engine's specification
 *  (www/js/option-specs.js, generated from the Rust options types), or the page's own for a
 *  page-only setting (one that gives its `default`, like Sixty-six's preset).
 *  @param {GamePlugin} game @param {import("./games/contract.js").OptionSpec} o */
export function optionDefault(game, o) {
  if (o.default !== undefined) return o.default;
  return OPTION_SPECS[game.id]?.find((s) => s.key === o.key)?.default;
}

/** True when `v` is a value option `o` can take (a stored value may be damaged or stale).
 *  @param {GamePlugin} game @param {import("./games/contract.js").OptionSpec} o @param {any} v */
function validOption(game, o, v) {
  if (o.type === "bool") return typeof v === "boolean";
  if (typeof v !== typeof optionDefault(game, o)) return false;
  return (o.choices ?? []).some(([c]) => String(c) === String(v));
}

/** The stored rule options of `game`, defaults filled in. Whatever is stored — another
 *  type, a deep or damaged value, an option that no longer exists — only valid values are
 *  taken, each checked on its own; the rest are the rule book's defaults.
 *  @param {GamePlugin} game */
export function optionsFor(game) {
  const raw = store.get("options." + game.id, null);
  const saved = raw !== null && typeof raw === "object" && !Array.isArray(raw) ? raw : {};
  /** @type {Record<string, any>} */
  const opts = {};
  for (const o of game.options) {
    const v = Object.prototype.hasOwnProperty.call(saved, o.key) ? saved[o.key] : undefined;
    opts[o.key] = validOption(game, o, v) ? v : optionDefault(game, o);
  }
  return opts;
}

// ---------- the settings panel --------------------------------------------------------------
/** @param {import("./games/contract.js").OptionSpec} o @param {any} value */
function optionField(o, value) {
  const id = `opt-${o.key}`;
  if (o.type === "bool") {
    return `<label class="field check" for="${id}"><input type="checkbox" id="${id}" name="${o.key}" ${value ? "checked" : ""}/> <span>${o.label}</span></label>`;
  }
  const opts = (o.choices ?? []).map(([v, text]) =>
    `<option value="${v}" ${String(v) === String(value) ? "selected" : ""}>${text}</option>`).join("");
  return `<label class="field" for="${id}"><span>${o.label}</span><select id="${id}" name="${o.key}">${opts}</select></label>`;
}

/** The game whose rules the panel shows. @type {{ game: GamePlugin | null, onTable: GamePlugin | null }} */
const panel = { game: null, onTable: null };

/** Fill the rules part for game `g` (a tab per game; the level follows the game too).
 *  @param {GamePlugin} g */
function showRules(g) {
  panel.game = g;
  $("settings-form").dataset.game = g.id;
  $("rules-games").innerHTML = GAMES.filter((x) => x.available).map((x) =>
    `<label class="seg-item"><input type="radio" name="rules-game" value="${x.id}" ${x.id === g.id ? "checked" : ""}/><span>${x.title}</span></label>`).join("");
  $("options-legend").textContent = `${g.title} rules`;
  const opts = optionsFor(g);
  $("options-fields").innerHTML = g.options.map((o) => optionField(o, opts[o.key])).join("");
  const onTable = panel.onTable;
  const apply = $("btn-apply");
  if (!onTable) {
    apply.textContent = `Start ${g.title}`;
    $("rules-note").textContent = `Starts a game of ${g.title} with these rules.`;
  } else if (onTable.id === g.id) {
    apply.textContent = "Start a new game with these rules";
    $("rules-note").textContent = "The game in progress is kept unless you start a new one (you are asked first).";
  } else {
    apply.textContent = `Start ${g.title} instead`;
    $("rules-note").textContent = `Ends the ${onTable.title} game in progress (you are asked first).`;
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
    `<label class="seg-item"><input type="radio" name="pace" value="${k}" ${k === prefs.pace ? "checked" : ""}/><span>${p.label}</span></label>`).join("");
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
  $("level-legend").textContent = "Computer players' level";
  const row = (/** @type {typeof LEVELS[number]} */ l, /** @type {number | null} */ r) => `<label class="level-item" data-level="${l.id}">
      <input type="radio" name="level" value="${l.id}" ${l.id === current ? "checked" : ""}/>
      <span class="lv-text"><span class="lv-name">${l.label}</span><span class="lv-about">${l.about}</span></span>
      <span class="lv-rating" data-testid="rating-${l.id}" ${r == null ? 'data-missing="1"' : ""}>${r == null ? "not rated" : Math.round(r)}</span></label>`;
  box.dataset.game = g.id;
  delete box.dataset.rated; // set once the ratings are in
  box.innerHTML = LEVELS.map((l) => row(l, null)).join("");
  const all = await ratings();
  if (box.dataset.game !== g.id) return; // the panel moved on to another game
  const r = all?.[g.id]?.ratings ?? {};
  for (const l of LEVELS) {
    const el = /** @type {HTMLElement} */ (box.querySelector(`[data-testid="rating-${l.id}"]`));
    const v = r[l.id];
    if (typeof v === "number" && Number.isFinite(v)) {
      el.textContent = String(Math.round(v));
      el.removeAttribute("data-missing");
      el.title = `Rating ${Math.round(v)} (the random player is 1200)`;
    }
  }
  const rated = LEVELS.some((l) => typeof r[l.id] === "number");
  $("level-note").textContent = (rated
    ? `For ${g.title}; ratings from a round robin of the levels (the random player is 1200). `
    : `For ${g.title}; no ratings for it yet. `) + "A new level plays from the computer players' next move; the game goes on.";
  box.dataset.rated = rated ? "1" : "0";
}

function closeSettings() { overlay("settings", false); }

/**
 * What the panel asks of the controller.
 * @typedef {object} SettingsHooks
 * @property {() => GamePlugin | null | undefined} currentGame  the game on the table (the panel shows its rules)
 * @property {(g: GamePlugin, level: string) => void} levelChanged  stored already; apply it to a game in progress
 * @property {(g: GamePlugin) => void} rulesChanged  stored already; start a new game of g
 * @property {() => string | null} inProgress  a few words on the game a new one would end ("3 to 5"), or null
 * @property {(on: boolean) => void} soundChanged  the sound checkbox
 */

/** Applies the stored pace and wires the settings panel. @param {SettingsHooks} hooks */
export function bindSettings(hooks) {
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
  $("set-keeptrick").addEventListener("change", (e) => {
    store.set("keeptrick", /** @type {HTMLInputElement} */ (e.target).checked);
  });
  $("set-autoplay").addEventListener("change", (e) => {
    store.set("autoplay", /** @type {HTMLInputElement} */ (e.target).checked);
  });
  $("set-sound").addEventListener("change", (e) => {
    hooks.soundChanged(/** @type {HTMLInputElement} */ (e.target).checked);
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
    /** @type {Record<string, any>} */
    const opts = {};
    for (const o of g.options) {
      const input = /** @type {HTMLInputElement | HTMLSelectElement} */ (form.elements.namedItem(o.key));
      if (o.type === "bool") opts[o.key] = /** @type {HTMLInputElement} */ (input).checked;
      else {
        const raw = input.value;
        opts[o.key] = typeof optionDefault(g, o) === "number" ? Number(raw) : raw;
      }
    }
    const running = hooks.inProgress();
    if (running) {
      const ok = await confirmDialog({
        title: "End the game in progress?",
        body: `<p>The game on the table (${running}) ends and a new game of ${g.title} starts. This cannot be undone.</p>`,
        ok: `Start new ${g.title} game`,
        cancel: "Keep playing",
        danger: true,
      });
      if (!ok) return;
    }
    store.set("options." + g.id, opts);
    closeSettings();
    hooks.rulesChanged(g);
  });
}
