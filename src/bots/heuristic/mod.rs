//! Heuristic (rule-of-thumb) bots, one per game.

#[cfg(feature = "euchre")]
pub mod euchre;
#[cfg(feature = "sixty_six")]
pub mod sixty_six;
/// Sixty-three's heuristic bot lives in [`crate::bots::sixty_three`] with its search and
/// hints; this path is kept for older callers.
#[cfg(feature = "sixty_three")]
pub use super::sixty_three;
