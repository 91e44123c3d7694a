// Shared by the How to play tests: the games, and what each panel must say (from the rule
// books: docs/rules/euchre.md §2.3, sixty-six.md §1.3 and §6.1, sixty-three.md §4.1).
export const GAME_IDS = ["euchre", "sixty_six", "sixty_three"];
export const MUST_SAY = {
  euchre: ["right bower", "left bower", "the jack of the other suit of the same colour", "“next”", "“cross”", "A, K, Q, 10, 9"],
  sixty_six: ["A 11, 10 10, K 4, Q 3, J 2", "20 points, 40 in trumps", "close the stock", "66", "Schnapsen uses 20 cards"],
  sixty_three: ["King of trump", "left pedro", "right pedro"],
};
