//! cardtable: Euchre, Sixty-six and Sixty-three — the rules engine and bots, compiled to
//! WebAssembly for a static page and natively for the `cardtable` CLI. The rule books are
//! vendored in `docs/rules/`; every `§` in the code cites one of them.
//!
//! # Module map
//!
//! - [`cards`] — suits, ranks, the joker, card sets as 64-bit bitsets and the `9C TD XJ`
//!   notation every rule book, fixture and protocol uses. Depends on nothing.
//! - [`words`] — the one vocabulary of messages: [`words::Msg`] (a key and typed
//!   parameters) and the English catalogue, common keys in `words/mod.rs` and each game's in
//!   `words/<game>.rs` (feature `cli`: the wasm has no English). Refusals, hints, summaries
//!   and table errors are `Msg`s; the page renders them in the player's language. Depends
//!   only on `cards`.
//! - [`game`] — the layers every game shares: [`game::Game`] (one hand's rules: the legal
//!   list is the single source of truth, `why_not` explains a refusal, `step` writes to the
//!   one event sink [`game::Events`]), [`game::MatchRules`] (what depends only on the options:
//!   seats, sides, target, winner, carry-over, validation), and [`game::Refusal`] with its
//!   stable [`game::ErrorCode`].
//! - [`euchre`], [`sixty_six`], [`sixty_three`] — one folder per game: `types.rs` (actions,
//!   events, phases, the public state, the observation), one file per phase of the hand, each
//!   with its legal actions, its transition and its explanation of a refusal (Euchre:
//!   `bidding.rs`, `exchange.rs`, `play.rs`; Sixty-six: `lead.rs`, `follow.rs`, `stock.rs`,
//!   `end.rs`, with `bar.rs` naming each rule an action can break; Sixty-three: `auction.rs`,
//!   `exchange.rs`, `play.rs`), `mod.rs` dispatching on the phase, `options.rs` (every [C]
//!   choice with the book's default, and its `MatchRules`), `rank.rs`, `score.rs`,
//!   `setup.rs` (the one validated builder of positions: `from_setup`) and `view.rs` (the
//!   typed page view). No game module imports `bots`.
//! - [`options`] — the option specifications the page and embedders read (key, label key,
//!   kind, default, allowed values), derived from each options type's schema, `Default` and
//!   validation.
//! - [`sample`] — dealing unseen cards consistently with what a seat has seen.
//! - [`tagged`] — reads the games' action objects (`{"action": "play", "card": "JD"}`) by
//!   hand: one JSON-map reader instead of serde's per-variant derive (a smaller wasm).
//! - [`bots`] — the [`bots::Bot`] trait and levels, [`bots::SearchHooks`] (playout policy,
//!   leaf values, rewards: search knowledge kept off the rules), the generic ISMCTS/PIMC
//!   search, and one folder per game with its club-level heuristic, explainer (hint reasons
//!   as `Msg`s), playout policy and, for Sixty-six and Sixty-three, the search levels.
//! - [`session`] — a match: hands to the target, the dealer rotating, seeded deals, deal
//!   codes and saves.
//! - [`table`] — seats (humans and bots) around a session for the page: typed views
//!   ([`table::MatchView`] merged with the game's view), [`table::TableEvent`],
//!   [`table::Hint`]; errors are `Refusal`s. `wasm` is its thin `#[wasm_bindgen]` façade
//!   (wasm32 only).
//! - [`replay`] — replaying the reference fixtures (`tests/fixtures/`), whole games and
//!   stand-alone records, one file per game.
//! - [`schema`] — the JSON Schema of everything the page receives, from which
//!   `www/js/types.d.ts` is generated.
//! - `soak` (feature `cli`) — every game's invariants in one place, checked after each
//!   action of random-bot and club-bot hands over named forms (`cardtable soak`, and the
//!   `tests/*_invariants.rs` suites).
//! - `protocol` and `arena` (feature `cli`, never in the wasm) — the bot-program protocols
//!   (one `BotProtocol` trait, one bot driver, one match driver) and bot-against-bot
//!   duplicate matches and the ladder.
//!
//! The layering has no cycle (`tests/architecture.rs` checks it): `cards` ← `words` ←
//! `game` ← the games ← `bots` ← `session` ← `table` ← `wasm`, with `replay`, `schema`,
//! `protocol` and `arena` on top.
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
pub mod inline;
pub mod options;
#[cfg(feature = "cli")]
pub mod protocol;
pub mod replay;
pub mod sample;
pub mod schema;
pub mod session;
#[cfg(feature = "sixty_six_rules")]
pub mod sixty_six;
#[cfg(feature = "sixty_six_forms_rules")]
pub mod sixty_six_forms;
#[cfg(feature = "sixty_three")]
pub mod sixty_three;
#[cfg(feature = "cli")]
pub mod soak;
pub mod table;
pub mod tagged;
#[cfg(target_arch = "wasm32")]
mod wasm;
pub mod words;
