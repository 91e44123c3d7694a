//! Heuristic (rule-of-thumb) bots, one per game.

/// Euchre's heuristic bot now lives in `bots::euchre`; this path stays for older callers.
#[cfg(feature = "euchre")]
pub use super::euchre;
/// Sixty-six's bots moved to [`crate::bots::sixty_six`]; the old path still works.
#[cfg(feature = "sixty_six")]
pub use crate::bots::sixty_six;
#[cfg(feature = "sixty_three")]
pub mod sixty_three;
