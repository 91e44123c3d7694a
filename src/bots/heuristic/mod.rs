//! Heuristic (rule-of-thumb) bots, one per game.

#[cfg(feature = "euchre")]
pub mod euchre;
/// Sixty-six's bots moved to [`crate::bots::sixty_six`]; the old path still works.
#[cfg(feature = "sixty_six")]
pub use crate::bots::sixty_six;
#[cfg(feature = "sixty_three")]
pub mod sixty_three;
