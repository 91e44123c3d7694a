// @ts-check
// Movement with transforms and opacity only (compositor-friendly, 60 fps). Each helper
// resolves when its transition is over, so the controller can await one event at a time.
// With duration 0 ("instant" pace) nothing animates and everything resolves at once.

/** `duration`: an animation's length at the chosen pace (ms). `setting`: the player's motion
 *  choice — "system" (follow prefers-reduced-motion), "full", "reduced" (cards fade where they
 *  would travel; nothing pops) or "off" (nothing moves). Only how play is shown changes. */
export const motion = { duration: 300, setting: "system" };

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The motion in force: "full" | "reduced" | "off". */
export function motionMode() {
  if (motion.setting === "full" || motion.setting === "reduced" || motion.setting === "off") return motion.setting;
  return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "reduced" : "full";
}
/** A fade's length under reduced motion (ms): short, never longer than the pace's. */
const FADE_MS = 150;
const dur = () => {
  const m = motionMode();
  return m === "off" ? 0 : m === "reduced" ? Math.min(FADE_MS, motion.duration) : motion.duration;
};

function centre(rect) {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/** @param {HTMLElement} el @param {Partial<Record<"transform" | "opacity", string>>} props
 *  @param {number} ms @param {number} [delay] @returns {Promise<void>} */
function transition(el, props, ms, delay = 0) {
  return new Promise(/** @param {(value?: void) => void} resolve */ (resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      el.removeEventListener("transitionend", onEnd);
      resolve();
    };
    const onEnd = (e) => { if (e.target === el) finish(); };
    el.addEventListener("transitionend", onEnd);
    el.style.transition = `transform ${ms}ms cubic-bezier(.2,.7,.3,1) ${delay}ms, opacity ${ms}ms ease ${delay}ms`;
    Object.assign(el.style, props);
    setTimeout(finish, ms + delay + 80); // transitionend is not guaranteed (hidden tab, no change)
  });
}

/**
 * FLIP: `el` is already in its final place; make it appear to travel there from `fromRect`
 * (a DOMRect, or an element whose rect is used).
 * @param {HTMLElement | null | undefined} el
 * @param {DOMRect | Element | null | undefined} from
 * @param {{ delay?: number, scaleFrom?: number | null, fade?: boolean, ms?: number }} [opts]
 */
export async function flyIn(el, from, { delay = 0, scaleFrom = null, fade = false, ms = dur() } = {}) {
  const mode = motionMode();
  if (mode === "off") return;
  if (mode === "reduced") ms = Math.min(ms, FADE_MS);
  if (!el || !from || ms <= 0) return;
  if (mode === "reduced") { // no travel: the card fades in where it lands
    el.style.transition = "none";
    el.style.opacity = "0";
    el.getBoundingClientRect();
    await transition(el, { opacity: "" }, ms, delay);
    el.style.transition = "";
    return;
  }
  const src = from instanceof Element ? from.getBoundingClientRect() : from;
  const dst = el.getBoundingClientRect();
  if (!dst.width) return;
  const a = centre(src), b = centre(dst);
  const k = scaleFrom ?? Math.max(0.3, Math.min(1.5, src.width / dst.width || 1));
  el.style.transition = "none";
  el.style.transform = `translate(${a.x - b.x}px, ${a.y - b.y}px) scale(${k})`;
  if (fade) el.style.opacity = "0";
  el.getBoundingClientRect(); // commit the start state
  await transition(el, { transform: "", opacity: "" }, ms, delay);
  el.style.transition = "";
}

/** Send `el` off towards `to` (rect or element), shrinking and fading. The caller removes it.
 *  @param {HTMLElement | null | undefined} el @param {DOMRect | Element | null | undefined} to
 *  @param {{ delay?: number, scale?: number, ms?: number }} [opts] */
export async function flyOut(el, to, { delay = 0, scale = 0.45, ms = dur() } = {}) {
  const mode = motionMode();
  if (mode === "off") return;
  if (mode === "reduced") ms = Math.min(ms, FADE_MS);
  if (!el || !to || ms <= 0) return;
  if (mode === "reduced") return transition(el, { opacity: "0" }, ms, delay); // fades where it is
  const dstRect = to instanceof Element ? to.getBoundingClientRect() : to;
  const src = el.getBoundingClientRect();
  const a = centre(src), b = centre(dstRect);
  await transition(el, { transform: `translate(${b.x - a.x}px, ${b.y - a.y}px) scale(${scale})`, opacity: "0" }, ms, delay);
}

/** A short pop for a speech bubble or badge (CSS keyframes on transform/opacity). */
/** @param {Element | null | undefined} el */
export function pop(el) {
  if (!el || dur() <= 0 || motionMode() !== "full") return;
  el.classList.remove("pop");
  void /** @type {HTMLElement} */ (el).offsetWidth;
  el.classList.add("pop");
}

/** Current duration, for callers that pace themselves. */
export const animMs = dur;
