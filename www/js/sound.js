// @ts-check
// Short sound effects made in the page with Web Audio (no files): a card dealt, a card
// played, a trick taken, "your turn". On by default with a mute button in the top bar
// (remembered); off by default inside an embed (an iframe) unless the page is asked for it
// (`?sound=1`). Nothing here may throw: without Web Audio, or before the browser allows
// sound (it waits for a first tap or key), an effect is silently skipped.
import { $ } from "./dom.js";
import { onLocaleChange, t } from "./i18n.js";
import { store } from "./settings.js";

/** @typedef {"deal" | "play" | "trick" | "turn"} Effect */

const embedded = (() => { try { return window.self !== window.top; } catch { return true; } })();
const asked = new URLSearchParams(location.search).get("sound");
const defaultOn = asked === "1" ? true : asked === "0" ? false : !embedded;

const state = {
  on: /** @type {boolean} */ (store.get("sound", defaultOn) !== false),
  /** @type {AudioContext | null} */
  ctx: null,
  failed: false,
};

/** Every effect asked for, for the tests: `{ effect, played }` (played: false when muted or
 *  when the browser gives no sound). */
const log = /** @type {{ effect: Effect, played: boolean }[]} */ ([]);
/** @type {any} */ (window).__sounds = log;

export const soundOn = () => state.on;

/** Make (or wake) the audio context; only from a user gesture, so no autoplay warning. */
function wake() {
  if (state.failed || !state.on) return;
  try {
    if (!state.ctx) {
      const AC = window.AudioContext ?? /** @type {any} */ (window).webkitAudioContext;
      if (!AC) { state.failed = true; return; }
      state.ctx = new AC();
    }
    if (state.ctx.state === "suspended") state.ctx.resume().catch(() => {});
  } catch {
    state.failed = true;
    state.ctx = null;
  }
}

/** One tone: a sine/triangle with a quick attack and an exponential fall.
 *  @param {AudioContext} ctx @param {number} at @param {number} freq @param {number} len
 *  @param {number} vol @param {OscillatorType} [type] @param {number} [toFreq] */
function tone(ctx, at, freq, len, vol, type = "sine", toFreq) {
  const o = ctx.createOscillator();
  const g = ctx.createGain();
  o.type = type;
  o.frequency.setValueAtTime(freq, at);
  if (toFreq) o.frequency.exponentialRampToValueAtTime(toFreq, at + len);
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(vol, at + 0.008);
  g.gain.exponentialRampToValueAtTime(0.0001, at + len);
  o.connect(g).connect(ctx.destination);
  o.start(at);
  o.stop(at + len + 0.02);
}

/** A short filtered noise burst: the card's swish on the cloth.
 *  @param {AudioContext} ctx @param {number} at @param {number} len @param {number} vol @param {number} freq */
function swish(ctx, at, len, vol, freq) {
  const n = Math.max(1, Math.floor(ctx.sampleRate * len));
  const buf = ctx.createBuffer(1, n, ctx.sampleRate);
  const d = buf.getChannelData(0);
  for (let i = 0; i < n; i++) d[i] = (Math.random() * 2 - 1) * (1 - i / n) ** 2;
  const src = ctx.createBufferSource();
  src.buffer = buf;
  const f = ctx.createBiquadFilter();
  f.type = "bandpass";
  f.frequency.value = freq;
  f.Q.value = 0.9;
  const g = ctx.createGain();
  g.gain.value = vol;
  src.connect(f).connect(g).connect(ctx.destination);
  src.start(at);
}

/** Play an effect (never throws). @param {Effect} effect */
export function sound(effect) {
  let played = false;
  try {
    const ctx = state.ctx;
    if (state.on && ctx && ctx.state === "running") {
      const t = ctx.currentTime + 0.005;
      switch (effect) {
        case "deal":
          for (let i = 0; i < 4; i++) swish(ctx, t + i * 0.07, 0.05, 0.35, 2400);
          break;
        case "play":
          swish(ctx, t, 0.07, 0.5, 1500);
          tone(ctx, t + 0.01, 180, 0.06, 0.12, "triangle");
          break;
        case "trick":
          swish(ctx, t, 0.12, 0.35, 900);
          tone(ctx, t + 0.03, 330, 0.14, 0.08, "triangle", 220);
          break;
        case "turn":
          tone(ctx, t, 660, 0.12, 0.1);
          tone(ctx, t + 0.1, 990, 0.18, 0.08);
          break;
      }
      played = true;
    }
  } catch {
    played = false;
  }
  log.push({ effect, played });
  if (log.length > 200) log.splice(0, log.length - 200);
}

const SPEAKER = '<path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor"/>';
const ICON_ON = `<svg class="snd" viewBox="0 0 24 24" aria-hidden="true">${SPEAKER}<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>`;
const ICON_OFF = `<svg class="snd" viewBox="0 0 24 24" aria-hidden="true">${SPEAKER}<path d="M15.5 9.5l5 5m0-5l-5 5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>`;

/** Draw the mute button and the settings' checkbox as the state is. */
function show() {
  const b = $("btn-sound");
  b.innerHTML = state.on ? ICON_ON : ICON_OFF;
  b.setAttribute("aria-pressed", state.on ? "false" : "true");
  b.setAttribute("aria-label", t("sound.aria"));
  b.title = t(state.on ? "sound.on" : "sound.off");
  const box = /** @type {HTMLInputElement | null} */ (document.getElementById("set-sound"));
  if (box) box.checked = state.on;
}

/** Turn sound on or off (remembered). @param {boolean} on */
export function setSound(on) {
  state.on = on;
  store.set("sound", on);
  if (on) wake();
  show();
}

/** Wires the mute button and wakes the audio at the first tap or key. */
export function bindSound() {
  show();
  onLocaleChange(show); // the button's title in the new language
  $("btn-sound").addEventListener("click", () => setSound(!state.on));
  const first = () => wake();
  document.addEventListener("pointerdown", first, { capture: true });
  document.addEventListener("keydown", first, { capture: true });
}
