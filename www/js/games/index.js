// The game picker's list. A game plugs in with a module like ./euchre.js (labels, prompts,
// options, scoreboard); the engine's Table does the rest. Unavailable ones show as "soon".
import euchre from "./euchre.js";

export const GAMES = [
  euchre,
  { id: "sixty_six", title: "Sixty-six", available: false,
    blurb: "Two players, 24 cards, marriages and closing the talon. Coming soon." },
  { id: "sixty_three", title: "Sixty-three", available: false,
    blurb: "Four players bid for the right to name trump and count to 63. Coming soon." },
];

export const gameById = (id) => GAMES.find((g) => g.id === id && g.available);
