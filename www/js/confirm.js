// @ts-check
// An in-page confirmation (never window.confirm): a modal alert dialog with two buttons,
// keyboard accessible. The safe choice has the focus; Escape or a tap outside cancels; Tab
// stays inside the dialog; the focus goes back where it was when it closes.
import { $ } from "./dom.js";

/**
 * @typedef {object} ConfirmText
 * @property {string} title
 * @property {string} body  HTML
 * @property {string} ok      the button that goes ahead
 * @property {string} cancel  the safe button (focused)
 * @property {boolean} [danger]  the ok button looks like a warning
 */

/** The dialog on show, if any: its answer. @type {{ done: (ok: boolean) => void } | null} */
let open = null;

/** Is a confirmation on show? */
export const confirming = () => open !== null;

/** Ask; resolves true for ok, false for cancel (Escape, a tap outside, or a new question).
 *  @param {ConfirmText} t @returns {Promise<boolean>} */
export function confirmDialog(t) {
  open?.done(false);
  const box = $("confirm");
  const okBtn = /** @type {HTMLButtonElement} */ ($("confirm-ok"));
  const cancelBtn = /** @type {HTMLButtonElement} */ ($("confirm-cancel"));
  $("confirm-title").textContent = t.title;
  $("confirm-body").innerHTML = t.body;
  okBtn.textContent = t.ok;
  cancelBtn.textContent = t.cancel;
  okBtn.classList.toggle("danger", !!t.danger);
  const back = /** @type {HTMLElement | null} */ (document.activeElement);
  box.hidden = false;
  cancelBtn.focus();
  return new Promise((resolve) => {
    const ac = new AbortController();
    const done = (/** @type {boolean} */ ok) => {
      if (open !== me) return;
      open = null;
      ac.abort();
      box.hidden = true;
      if (back && back.isConnected) back.focus();
      resolve(ok);
    };
    const me = { done };
    open = me;
    const sig = { signal: ac.signal };
    okBtn.addEventListener("click", () => done(true), sig);
    cancelBtn.addEventListener("click", () => done(false), sig);
    box.addEventListener("click", (e) => { if (e.target === box) done(false); }, sig);
    document.addEventListener("keydown", (e) => {
      if (e.key === "Escape") { e.preventDefault(); e.stopImmediatePropagation(); done(false); return; }
      if (e.key === "Tab") { // keep the focus on the dialog's two buttons
        e.preventDefault();
        (document.activeElement === okBtn ? cancelBtn : okBtn).focus();
      }
    }, { ...sig, capture: true });
  });
}
