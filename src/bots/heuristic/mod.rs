//! Heuristic (rule-of-thumb) bots, one per game.

/// Euchre's heuristic bot now lives in `bots::euchre`; this path stays for older callers.
#[cfg(feature = "euchre")]
pub use super::euchre;
#[cfg(feature = "sixty_six")]
pub mod sixty_six;
#[cfg(feature = "sixty_three")]
pub mod sixty_three;
