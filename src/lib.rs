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
//!
//! # Example: one decision through the [`game::Game`] trait
//!
//! Every game is played the same way: deal with a seeded shuffle, ask who is to move and
//! what is legal, apply an action. An illegal action is refused with a reason and leaves
//! the state as it was.
//!
//! ```
//! use cardtable::euchre::{Euchre, EuchreAction, EuchreOptions};
//! use cardtable::game::Game;
//! use rand::SeedableRng;
//! use rand_chacha::ChaCha8Rng;
//!
//! // Seat 0 deals; the same seed always gives the same hand.
//! let options = EuchreOptions::default();
//! let mut hand = Euchre::deal(&options, 0, &mut ChaCha8Rng::seed_from_u64(7));
//! let again = Euchre::deal(&options, 0, &mut ChaCha8Rng::seed_from_u64(7));
//! assert_eq!(hand.observation(1), again.observation(1));
//!
//! // The player left of the dealer speaks first: pass, or order the upcard up.
//! assert_eq!(hand.to_move(), Some(1));
//! let mut legal = Vec::new();
//! hand.legal_actions(&mut legal);
//! assert_eq!(legal, [EuchreAction::Pass, EuchreAction::OrderUp]);
//!
//! // Playing a card during the bidding is refused, and nothing changes.
//! let before = hand.observation(1);
//! let err = hand.apply(EuchreAction::Play { card: "AS".parse().unwrap() }).unwrap_err();
//! assert_eq!(err.code, "not_legal_now");
//! println!("refused: {err}");
//! assert_eq!(hand.observation(1), before);
//! assert_eq!(hand.to_move(), Some(1));
//!
//! // A legal action is applied and returns the public events to animate.
//! let events = hand.apply(legal[0]).unwrap();
//! assert!(!events.is_empty());
//! assert_eq!(hand.to_move(), Some(2));
//! assert_ne!(hand.observation(1), before);
//! ```
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
