//! Heuristic (rule-of-thumb) bots, one per game.

/// Euchre's heuristic bot now lives in `bots::euchre`; this path stays for older callers.
#[cfg(feature = "euchre")]
pub use super::euchre;
/// Sixty-three's heuristic bot lives in [`crate::bots::sixty_three`] with its search and
/// hints; this path is kept for older callers.
#[cfg(feature = "sixty_three")]
pub use super::sixty_three;
/// Sixty-six's bots moved to [`crate::bots::sixty_six`]; the old path still works.
#[cfg(feature = "sixty_six")]
pub use crate::bots::sixty_six;
