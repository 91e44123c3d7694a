// @ts-check
// The game picker's list. A game plugs in with a module like ./euchre.js (labels, prompts,
// options, scoreboard, animations) whose default export is a GamePlugin (./contract.js);
// the engine's Table does the rest. Unavailable ones show as "soon".
import euchre from "./euchre.js";
import sixtySix from "./sixty_six.js";
import sixtyThree from "./sixty_three.js";

/** @type {import("./contract.js").GamePlugin[]} */
export const GAMES = [
  euchre,
  sixtySix,
  sixtyThree,
];

/** The available game with this id. @param {string | undefined} id */
export const gameById = (id) => GAMES.find((g) => g.id === id && g.available);

/** The available game a form belongs to (a game's own id is its plain form) and the form's
 *  entry (none for the plain form). @param {string | undefined} form
 *  @returns {{ g: import("./contract.js").GamePlugin, entry: import("./contract.js").FormEntry | null } | null} */
export function gameOfForm(form) {
  for (const g of GAMES) {
    if (!g.available) continue;
    if (g.id === form) return { g, entry: null };
    const entry = g.forms?.find((f) => f.id === form);
    if (entry) return { g, entry };
  }
  return null;
}
