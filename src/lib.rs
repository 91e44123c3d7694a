//! cardtable: Euchre, Sixty-six and Sixty-three — the rules engine and bots, compiled to
//! WebAssembly for a static page and natively for the `cardtable` CLI.
//!
//! - [`cards`]: suits, ranks, the joker, card sets as 64-bit bitsets, the `9C TD XJ` notation.
//! - [`game`]: the `Game` trait every game implements and every bot plays through.
//! - [`euchre`]: Euchre (rule book `docs/rules/euchre.md`), its options and scoring.
//! - [`sixty_six`]: Sixty-six (rule book `docs/rules/sixty-six.md`) and its 20-card Schnapsen
//!   settings, options, scoring, fixture replay.
//! - [`sixty_three`]: Sixty-three (rule book `docs/rules/sixty-three.md`): auction, the trump
//!   set with the joker and the left pedro, the exchange, folding, 63 points a hand, options.
//! - [`sample`]: dealing unseen cards consistently with what a seat has seen.
//! - [`session`]: a match to the target score, the deal rotating, seeded deals, deal codes, saves.
//! - `arena` (CLI only, feature `cli`): bot against bot: duplicate matches with 95%
//!   intervals, Bradley–Terry ladder.
//! - [`bots`]: the `Bot` trait, the random bot and the heuristic bots.
//! - `protocol` (CLI only, feature `cli`): the bot-program protocols (`euchre-arena/1`,
//!   `sixty-six-bot/1`, `sixty-three-bot/1`: stdin/stdout JSON lines) and the `cardtable
//!   match` harness.
//! - [`table`]: seats (humans and bots) around a session, JSON in and out, for the page.
//! - `wasm`: the `#[wasm_bindgen]` façade over `table` (wasm32 only).
//!
//! The CLI-only modules are compiled with the `cli` feature (on by default, and it brings
//! all three games); the page's wasm is built without it.
#![deny(missing_docs)]
// Card code walks parallel per-seat arrays (hands, voids, capacities) by seat index.
#![allow(clippy::needless_range_loop)]

#[cfg(feature = "cli")]
pub mod arena;
pub mod bots;
pub mod cards;
#[cfg(feature = "euchre")]
pub mod euchre;
pub mod game;
pub mod options;
#[cfg(feature = "cli")]
pub mod protocol;
pub mod replay;
pub mod sample;
#[cfg(feature = "cli")]
pub mod schema;
pub mod session;
#[cfg(feature = "sixty_six")]
pub mod sixty_six;
#[cfg(feature = "sixty_three")]
pub mod sixty_three;
pub mod table;
#[cfg(target_arch = "wasm32")]
mod wasm;
pub mod words;
