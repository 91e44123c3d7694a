//! Heuristic (rule-of-thumb) bots, one per game.

pub mod euchre;
pub mod sixty_six;
pub mod sixty_three;
