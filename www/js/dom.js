// @ts-check
// The two DOM shorthands the page's modules share.

/** The element with this id (the page's ids are all in index.html). */
export const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Show or hide an overlay (#hand-over, #game-over, #settings). */
export function overlay(/** @type {string} */ id, /** @type {boolean} */ show) {
  $(id).hidden = !show;
}
