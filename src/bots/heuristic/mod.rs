//! Heuristic (rule-of-thumb) bots, one per game.

pub mod euchre;
