// @ts-check
// The game picker's list. A game plugs in with a module like ./euchre.js (labels, prompts,
// options, scoreboard); the engine's Table does the rest. Unavailable ones show as "soon".
import euchre from "./euchre.js";
import sixtySix from "./sixty_six.js";
import sixtyThree from "./sixty_three.js";

export const GAMES = [
  euchre,
  sixtySix,
  sixtyThree,
];

export const gameById = (id) => GAMES.find((g) => g.id === id && g.available);
