// @ts-check
// The two DOM shorthands the page's modules share.

/** The element with this id (the page's ids are all in index.html). */
export const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** What had the focus when each overlay opened: it gets it back when the overlay closes. */
const openers = new Map();

/** Show or hide an overlay (#hand-over, #game-over, #settings): a dialog. Opening moves the
 *  focus into it (unless the caller already did); closing gives it back to what had it. */
export function overlay(/** @type {string} */ id, /** @type {boolean} */ show) {
  const el = $(id);
  if (show === !el.hidden) return;
  el.hidden = !show;
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  if (show) {
    openers.set(id, active);
    if (!el.contains(active)) {
      /** @type {HTMLElement | null} */ (el.querySelector("button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])"))?.focus({ preventScroll: true });
    }
  } else {
    const back = openers.get(id);
    openers.delete(id);
    const lost = !active || active === document.body || el.contains(active);
    if (lost && back instanceof HTMLElement && back.isConnected && !back.closest("[hidden]")) back.focus({ preventScroll: true });
  }
}
