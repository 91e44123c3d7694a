// @ts-check
// The game picker's list. A game plugs in with a module like ./euchre.js (labels, prompts,
// options, scoreboard, animations) whose default export is a GamePlugin (./contract.js);
// the engine's Table does the rest. Unavailable ones show as "soon".
import euchre from "./euchre.js";
import sixtySix from "./sixty_six.js";
import sixtyThree from "./sixty_three.js";

// The Sixty-six forms (§15), under Sixty-six; ./sixty_six_forms.js comes with their engine.
const sixtySixForms = /** @type {any} */ ({
  id: "sixty_six_forms", title: "Sixty-six", blurb: "blurbs.sixty_six", available: true, under: "sixty_six", options: [],
  seats: (/** @type {any} */ o) => ["human", ...Array(Number(o?.players ?? 4) - 1).fill("club")],
  engineTable: (/** @type {any} */ changed) => ["sixty-six-4", changed],
  forms: [{ id: "sixty-six-4", seats: 4 }, { id: "sixty-six-throat-cut", seats: 3 }, { id: "sixty-six-team", seats: 4 }, { id: "sixty-six-3", seats: 3 }],
  load: () => import("./sixty_six_forms.js"),
});

/** @type {import("./contract.js").GamePlugin[]} */
export const GAMES = [
  euchre,
  sixtySix,
  sixtyThree,
  sixtySixForms,
];

/** A game's whole plug-in. @param {import("./contract.js").GamePlugin} g */
export async function ready(g) {
  if (g.load && !g.loaded) {
    const { id, available, under, forms, options, engineTable, seats } = g;
    Object.assign(g, (await g.load()).default, { id, available, under, forms, options, engineTable, seats, loaded: true });
  }
  return g;
}

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
