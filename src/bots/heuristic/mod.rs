//! Heuristic (rule-of-thumb) bots, one per game.

#[cfg(feature = "euchre")]
pub mod euchre;
#[cfg(feature = "sixty_six")]
pub mod sixty_six;
#[cfg(feature = "sixty_three")]
pub mod sixty_three;
